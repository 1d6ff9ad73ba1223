// glibc's mallopt for the full-screen app (malloc.h is not in Swift's Glibc module). The
// symbol is prefixed `nb_`.
#ifndef NEARBY_CMALLOC_H
#define NEARBY_CMALLOC_H

/// At most `arenas` malloc arenas (M_ARENA_MAX) and blocks of `mmap_threshold` bytes or more
/// mapped on their own (M_MMAP_THRESHOLD), given back to the system when freed. Returns 1 when
/// glibc took both.
int nb_malloc_tune(int arenas, int mmap_threshold);

#endif
