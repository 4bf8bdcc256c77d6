/*
 * hpdf_fast.c: faster versions of five libharu helpers.
 *
 * libharu clears, copies and measures its buffers with its own
 * byte-by-byte loops (HPDF_MemSet, HPDF_MemCpy, HPDF_StrLen), prints
 * every coordinate with HPDF_FToA, and finds a glyph's width by a linear
 * search of the font's ~315 widths (HPDF_Type1FontDef_GetWidth, 256
 * times for each font of each document).  In a build of proposals these
 * were over a third of all instructions (bench/README.md, callgrind).
 * The library calls them through its PLT, so these definitions in the
 * program take their place for the whole process (ELF symbol
 * interposition); should a libharu build bind them directly, its own
 * code runs and nothing else changes.
 *
 * Contract, as in libharu 2.3.0 (checked against its machine code;
 * tests/unit/test_hpdf_fast.c compares FToA with the library's own on
 * every 401st float of +-32768, and on every one with
 * GPUPLAN_FTOA_STRIDE=1, and GetWidth on every code of gpuplan's fonts):
 * MemSet and MemCpy return the pointer just past the n bytes written;
 * StrLen counts at most maxlen bytes (no limit when negative), 0 for NULL;
 * FToA and GetWidth: see below.
 */
#include <hpdf.h>
#include <hpdf_fontdef.h>
#include <string.h>

void *HPDF_MemSet(void *s, HPDF_BYTE c, HPDF_UINT n);
HPDF_BYTE *HPDF_MemCpy(HPDF_BYTE *out, const HPDF_BYTE *in, HPDF_UINT n);
HPDF_UINT HPDF_StrLen(const char *s, HPDF_INT maxlen);
char *HPDF_FToA(char *s, HPDF_REAL val, char *eptr);
HPDF_INT16 HPDF_Type1FontDef_GetWidth(HPDF_FontDef fontdef,
    HPDF_UNICODE unicode);

/* Set n bytes at s to c; returns s + n. */
void *
HPDF_MemSet(void *s, HPDF_BYTE c, HPDF_UINT n)
{
	memset(s, c, n);
	return (HPDF_BYTE *)s + n;
}

/* Copy n bytes from in to out (regions may overlap); returns out + n. */
HPDF_BYTE *
HPDF_MemCpy(HPDF_BYTE *out, const HPDF_BYTE *in, HPDF_UINT n)
{
	memmove(out, in, n);
	return out + n;
}

/* Length of s, at most maxlen bytes when maxlen >= 0; 0 for NULL. */
HPDF_UINT
HPDF_StrLen(const char *s, HPDF_INT maxlen)
{
	if (s == NULL)
		return 0;
	return (HPDF_UINT)(maxlen < 0 ? strlen(s) : strnlen(s, (size_t)maxlen));
}

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

/*
 * Write val as PDF number text at s, writing no byte past eptr; returns
 * the end of the text.  As libharu 2.3.0: val is
 * clamped to +-32767, rounded to 5 decimals by adding 0.000005 and
 * truncating (the integer part in double, the fraction in float, exactly
 * as the library computes them), trailing zeros and a bare '.' dropped;
 * a value that rounds to 0 from below prints "-0".  NaN prints "0" (the
 * library's output for it is undefined).  The library writes no NUL
 * after text that had no zero to trim (callers append to it at the
 * returned end); with room, this writes one there.
 */
char *
HPDF_FToA(char *s, HPDF_REAL val, char *eptr)
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

/*
 * Width (1/1000 em) of the glyph for unicode in a Type 1 font
 * definition, or the font's missing width, as the library's linear
 * search.  The index where each code was last found is remembered and
 * used when the definition at hand has that code there too; a stale or
 * foreign entry only costs the search.  Where a table holds a code
 * twice, the search returns the first; a remembered later index could
 * differ, so this relies on gpuplan's fonts (the base-14 fonts it uses,
 * render/pdf.c) holding every code once, which
 * tests/unit/test_hpdf_fast.c checks.  Single-threaded, as gpuplan's
 * workers are.
 */
HPDF_INT16
HPDF_Type1FontDef_GetWidth(HPDF_FontDef fontdef, HPDF_UNICODE unicode)
{
	static HPDF_UINT16 last[65536];		/* unicode -> index + 1 */
	const HPDF_Type1FontDefAttr attr = fontdef->attr;
	const HPDF_CharData *w = attr->widths;
	HPDF_UINT i = last[unicode], n = attr->widths_count;

	if (i > 0 && i <= n && w[i - 1].unicode == unicode)
		return w[i - 1].width;
	for (i = 0; i < n; i++)
		if (w[i].unicode == unicode) {
			if (i < 65535)
				last[unicode] = (HPDF_UINT16)(i + 1);
			return w[i].width;
		}
	return fontdef->missing_width;
}
