/*
 * strbuf.c: growable byte buffer (see strbuf.h).
 */
#include "util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "util/alloc.h"

/* Make room for n more bytes and the NUL. */
static void
grow(struct strbuf *b, size_t n)
{
	size_t want = b->len + n + 1;

	if (want <= b->cap)
		return;
	if (b->cap < 64)
		b->cap = 64;
	while (b->cap < want)
		b->cap *= 2;
	b->s = xreallocarray(b->s, b->cap, 1);
}

void
sb_add(struct strbuf *b, const char *p, size_t n)
{
	grow(b, n);
	if (n)
		memcpy(b->s + b->len, p, n);
	b->len += n;
	b->s[b->len] = '\0';
}

char *
sb_room(struct strbuf *b, size_t n)
{
	grow(b, n);
	return b->s + b->len;
}

void
sb_put_uint(struct strbuf *b, unsigned long long v)
{
	char d[24], *p = d + sizeof(d);

	do {
		*--p = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0);
	sb_add(b, p, (size_t)(d + sizeof(d) - p));
}

void
sb_puts(struct strbuf *b, const char *s)
{
	sb_add(b, s, strlen(s));
}

void
sb_printf(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	grow(b, (size_t)n);
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

void
sb_reset(struct strbuf *b)
{
	b->len = 0;
	if (b->s)
		b->s[0] = '\0';
}

char *
sb_take(struct strbuf *b)
{
	char *s = b->s ? b->s : xstrdup("");

	b->s = NULL;
	b->len = b->cap = 0;
	return s;
}

void
sb_free(struct strbuf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}
