/*
 * num.c: numbers as libharu 2.3.0 writes them into a content stream
 * (HPDF_FToA), by our own code: the fast path's page operators
 * (paint_fast.c) format their numbers here and hand libharu finished
 * bytes.  Contract in paint.h; tests/unit/test_hpdf_fast.c compares
 * every 401st float of +-32768 (all with GPUPLAN_FTOA_STRIDE=1) with the
 * library's own HPDF_FToA.
 */
#define HPDF_SHARED 1	/* libharu's public interface only */
#include <hpdf.h>
#include <string.h>

#include "render/pdf/paint.h"

/* "00" to "99": two digits at a time (FToA runs ~4,000 times a PDF). */
static const char digit_pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

/* FToA's text of val, untruncated, at p (room for 13 bytes); returns
 * the end (its NUL). */
static char *
ftoa_put(char *p, HPDF_REAL val)
{
	char f[6];
	unsigned ip, fp, hi, lo;
	int nd = 5;

	if (val != val)
		val = 0;
	if (val > HPDF_LIMIT_MAX_REAL)
		val = HPDF_LIMIT_MAX_REAL;
	else if (val < HPDF_LIMIT_MIN_REAL)
		val = HPDF_LIMIT_MIN_REAL;
	if (val < 0) {
		*p++ = '-';	/* kept when the value rounds to 0: "-0" */
		val = -val;
	}
	ip = (unsigned)(HPDF_INT32)((double)val + 0.000005);
	fp = (unsigned)(HPDF_INT32)((HPDF_REAL)((double)(val -
	    (HPDF_REAL)ip) + 0.000005) * 100000);
	fp %= 100000;		/* the library writes five digits only */
	/* the integer part, at most 5 digits (32767) */
	hi = ip / 100;
	lo = ip % 100;
	if (ip >= 10000)
		*p++ = (char)('0' + hi / 100);
	if (ip >= 1000)
		*p++ = digit_pairs[2 * (hi % 100)];
	if (ip >= 100)
		*p++ = digit_pairs[2 * (hi % 100) + 1];
	if (ip >= 10)
		*p++ = digit_pairs[2 * lo];
	*p++ = digit_pairs[2 * lo + 1];
	if (fp != 0) {
		f[0] = (char)('0' + fp / 10000);
		memcpy(f + 1, digit_pairs + 2 * (fp / 100 % 100), 2);
		memcpy(f + 3, digit_pairs + 2 * (fp % 100), 2);
		while (f[nd - 1] == '0')
			nd--;
		*p++ = '.';
		memcpy(p, f, 5);
		p += nd;
	}
	*p = '\0';
	return p;
}

/* See paint.h. */
char *
pdf_num(char *s, HPDF_REAL val, char *eptr)
{
	char raw[20], *r = raw, *end, *start = s;

	if (eptr - s >= 13)	/* "-32767.99999" and its NUL */
		return ftoa_put(s, val);
	/*
	 * Too little room (HPDF_Stream_WriteReal passes 12 bytes): as the
	 * library, write the untrimmed text ("0.50000", "-0.00000"), as much
	 * of it as fits, then turn its trailing zeros and a bare '.' into
	 * NULs.
	 */
	end = ftoa_put(raw, val);
	if (memchr(raw, '.', (size_t)(end - raw)) == NULL)
		*end++ = '.';
	while (end - (char *)memchr(raw, '.', (size_t)(end - raw)) < 6)
		*end++ = '0';
	while (s <= eptr && r < end)
		*s++ = *r++;
	s--;
	while (s > start) {
		if (*s == '0')
			*s = '\0';
		else {
			if (*s == '.')
				*s = '\0';
			break;
		}
		s--;
	}
	return *s == '\0' ? s : s + 1;
}
