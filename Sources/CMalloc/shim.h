// glibc's malloc.h, which Swift's Glibc module leaves out: malloc_trim (MeadowCairo's CairoRenderer, when the host
// goes idle) and mallinfo2 (the soak, and a test of what the text measurements keep).
#include <malloc.h>
