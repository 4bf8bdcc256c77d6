/*
 * alloc.h: allocation wrappers that never return NULL.
 *
 * Out of memory is not a user error: these print one line to stderr and
 * exit with status 3, so that every return code elsewhere in gpuplan means
 * something about the input.
 */
#ifndef GPUPLAN_ALLOC_H
#define GPUPLAN_ALLOC_H

#include <stddef.h>

/* Allocate n bytes (n may be 0); never returns NULL. */
void *xmalloc(size_t n);
/* Allocate n zeroed elements of size sz, checking n * sz for overflow. */
void *xcalloc(size_t n, size_t sz);
/* Resize p to n elements of size sz, checking for overflow. */
void *xreallocarray(void *p, size_t n, size_t sz);
/* Copy a NUL-terminated string; NULL gives NULL. Caller frees. */
char *xstrdup(const char *s);
/* Copy n bytes of s and terminate them. Caller frees. */
char *xstrndup(const char *s, size_t n);
/* printf into a new string. Caller frees. */
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
