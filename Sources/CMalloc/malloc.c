#include <malloc.h>
#include "CMalloc.h"

int nb_malloc_tune(int arenas, int mmap_threshold) {
    int arena = mallopt(M_ARENA_MAX, arenas);
    int mapped = mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    return arena == 1 && mapped == 1;
}
