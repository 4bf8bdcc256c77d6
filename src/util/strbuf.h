/*
 * strbuf.h: a growable byte buffer, always NUL-terminated.
 */
#ifndef GPUPLAN_STRBUF_H
#define GPUPLAN_STRBUF_H

#include <stddef.h>

struct strbuf {
	char	*s;	/* contents, NUL-terminated; NULL until first append */
	size_t	 len;	/* bytes used, without the NUL */
	size_t	 cap;	/* bytes allocated */
};

#define STRBUF_INIT { NULL, 0, 0 }

/* Append n bytes of p. */
void sb_add(struct strbuf *, const char *p, size_t n);
/* Append a NUL-terminated string. */
void sb_puts(struct strbuf *, const char *s);
/* Make room for n more bytes and return where they go; the caller
 * writes at most n there and then calls sb_wrote() with the count. */
char *sb_room(struct strbuf *, size_t n);
/* Append the decimal digits of v (no printf: the writers of JSON, PDF
 * and dates call it for thousands of numbers). */
void sb_put_uint(struct strbuf *, unsigned long long v);
/* Count k bytes written at sb_room()'s pointer as appended. */
static inline void
sb_wrote(struct strbuf *b, size_t k)
{
	b->len += k;
	b->s[b->len] = '\0';
}
/* Append one byte.  Inline: the writers of JSON, SVG and PDF text call
 * it for nearly every byte they make. */
static inline void
sb_putc(struct strbuf *b, char c)
{
	if (b->len + 1 < b->cap) {
		b->s[b->len++] = c;
		b->s[b->len] = '\0';
	} else
		sb_add(b, &c, 1);
}
/* Append formatted text. */
void sb_printf(struct strbuf *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Forget the contents, keep the memory. */
void sb_reset(struct strbuf *);
/* Give the contents to the caller (never NULL) and reset the buffer. */
char *sb_take(struct strbuf *);
/* Free the contents; accepts a zeroed buffer. */
void sb_free(struct strbuf *);

#endif
