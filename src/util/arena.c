/*
 * arena.c: see arena.h.
 */
#include "util/arena.h"

#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

/* Bytes of a chunk; a block over a quarter of it gets a chunk of its
 * own, so the chunk being filled is not abandoned half empty. */
#define ARENA_CHUNK	(64 * 1024)

struct arena_chunk {
	struct arena_chunk	*next;
	size_t			 used, cap;	/* bytes of data */
	max_align_t		 data[];
};

void *
arena_alloc(struct arena *a, size_t n)
{
	const size_t al = sizeof(max_align_t);
	struct arena_chunk *c = a->head;

	n = n == 0 ? al : (n + al - 1) / al * al;
	if (c == NULL || c->cap - c->used < n) {
		int big = n > ARENA_CHUNK / 4;
		size_t cap = big ? n : ARENA_CHUNK;

		c = xmalloc(sizeof(*c) + cap);
		c->used = 0;
		c->cap = cap;
		if (big && a->head != NULL) {
			c->next = a->head->next;	/* keep filling head */
			a->head->next = c;
		} else {
			c->next = a->head;
			a->head = c;
		}
	}
	c->used += n;
	return (char *)c->data + c->used - n;
}

void *
arena_zalloc(struct arena *a, size_t n)
{
	void *p = arena_alloc(a, n);

	memset(p, 0, n);
	return p;
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

void
arena_release(struct arena *a)
{
	struct arena_chunk *c, *next;

	for (c = a->head; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	a->head = NULL;
}
