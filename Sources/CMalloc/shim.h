// glibc's malloc.h, which Swift's Glibc module leaves out: malloc_trim (MeadowCairo's CairoRenderer, when the host
// goes idle) and mallinfo2 (the soak).
#include <malloc.h>
