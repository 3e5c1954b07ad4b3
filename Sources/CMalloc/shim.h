// glibc's malloc.h, which Swift's Glibc module leaves out: mallopt (MeadowCairo's PixelMemory) and mallinfo2 (the soak).
#include <malloc.h>
