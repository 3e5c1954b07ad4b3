// glibc's malloc.h, which Swift's Glibc module leaves out: malloc_trim (MeadowCairo's CairoRenderer, when the host
// goes idle), mallinfo2 (the soak, and a test of what the text measurements keep) and mallopt (Meadow's AppLaunch
// limits the arenas to one).
#include <malloc.h>
