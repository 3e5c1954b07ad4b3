// glibc's malloc.h, for mallinfo2 (what the heap holds), which Swift's Glibc module leaves out.
#include <malloc.h>
