#include <SDL2/SDL_mixer.h>
