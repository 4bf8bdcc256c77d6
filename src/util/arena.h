/*
 * arena.h: memory for many small blocks that are all freed at once (the
 * nodes of a YAML document, libharu's objects of one PDF, the view of one
 * proposal).  Blocks come from 64 KiB chunks, aligned for any type;
 * there is no per-block free.  Out of memory exits, as alloc.h.
 */
#ifndef GPUPLAN_ARENA_H
#define GPUPLAN_ARENA_H

#include <stddef.h>

struct arena_chunk;

/* An arena; all-zero ({ NULL }) is an empty one. */
struct arena {
	struct arena_chunk	*head;	/* the chunk small blocks come from */
};

/* n bytes (0 allowed; a distinct block all the same), uninitialised. */
void *arena_alloc(struct arena *a, size_t n);

/* n zeroed bytes. */
void *arena_zalloc(struct arena *a, size_t n);

/* A NUL-terminated copy of n bytes of s. */
char *arena_strndup(struct arena *a, const char *s, size_t n);

/* Free every block; a is empty afterwards and can be used again. */
void arena_release(struct arena *a);

#endif
