/*
 * utf8.c: UTF-8 helpers (see utf8.h).
 */
#include "util/utf8.h"

#include <string.h>

size_t
utf8_decode(const char *str, size_t n, unsigned *cp)
{
	const unsigned char *s = (const unsigned char *)str;
	unsigned c;
	size_t len, i;

	if (n == 0)
		return 0;
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		len = 2;
		c = s[0] & 0x1f;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		len = 3;
		c = s[0] & 0x0f;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		len = 4;
		c = s[0] & 0x07;
	} else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	if ((len == 3 && c < 0x800) || (len == 4 && c < 0x10000) ||
	    c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

size_t
utf8_next(const char *s)
{
	unsigned cp;
	size_t n;

	if (*s == '\0')
		return 0;
	n = utf8_decode(s, strnlen(s, 4), &cp);
	return n ? n : 1;
}

size_t
utf8_length(const char *s, size_t n)
{
	size_t i = 0, k = 0;
	unsigned cp;

	while (i < n) {
		size_t m = utf8_decode(s + i, n - i, &cp);

		i += m ? m : 1;
		k++;
	}
	return k;
}

const char *
utf8_skip(const char *s, size_t n, size_t k)
{
	size_t i = 0;
	unsigned cp;

	while (k > 0 && i < n) {
		size_t m = utf8_decode(s + i, n - i, &cp);

		i += m ? m : 1;
		k--;
	}
	return s + i;
}

void
utf8_sanitize(struct strbuf *b, const char *s, size_t n)
{
	size_t i = 0;
	unsigned cp;

	while (i < n) {
		size_t m = utf8_decode(s + i, n - i, &cp);

		if (m == 0 || cp < 0x20 || cp == 0x7f ||
		    (cp >= 0x80 && cp < 0xa0)) {
			sb_putc(b, '?');
			i += m ? m : 1;
		} else {
			sb_add(b, s + i, m);
			i += m;
		}
	}
}

int
utf8_valid(const char *s, size_t n)
{
	size_t i = 0;
	unsigned cp;

	while (i < n) {
		size_t m = utf8_decode(s + i, n - i, &cp);

		if (m == 0 || cp == 0)
			return 0;
		i += m;
	}
	return 1;
}
