/*
 * hpdf_fast.c: faster versions of five libharu 2.3.0 helpers, for the
 * fast path only (PDF_PAINT_FAST, paint.h: compiled when the headers say
 * exactly 2.3.0, empty otherwise and with make HPDF_PUBLIC_ONLY=1).
 *
 * libharu's document writer (HPDF_SaveToStream, font and page set-up)
 * clears, copies and measures its buffers with its own byte-by-byte
 * loops (HPDF_MemSet, HPDF_MemCpy, HPDF_StrLen), prints its numbers with
 * HPDF_FToA, and finds each of a font's 256 glyph widths by a linear
 * search of the font's ~315 widths (HPDF_Type1FontDef_GetWidth, for each
 * font of each document).  The library calls them through its PLT, so
 * these definitions in the program take their place for the whole
 * process (ELF symbol interposition); should a libharu build bind them
 * directly, its own code runs and nothing else changes.  The page
 * operators do not need them (paint_fast.c formats its own numbers).
 * docs/pdf.md lists what this relies on and what it saves.
 *
 * Contract, as in libharu 2.3.0 (checked against its machine code;
 * tests/unit/test_hpdf_fast.c compares FToA with the library's own on
 * every 401st float of +-32768, and on every one with
 * GPUPLAN_FTOA_STRIDE=1, and GetWidth on every code of gpuplan's fonts):
 * MemSet and MemCpy return the pointer just past the n bytes written;
 * StrLen counts at most maxlen bytes (no limit when negative), 0 for NULL;
 * FToA as pdf_num() (paint.h); GetWidth: see below.
 */
#include <hpdf_version.h>

#include "render/pdf/paint.h"

#if PDF_PAINT_FAST

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

/* val as PDF number text at s, no byte past eptr: pdf_num(). */
char *
HPDF_FToA(char *s, HPDF_REAL val, char *eptr)
{
	return pdf_num(s, val, eptr);
}

/*
 * Width (1/1000 em) of the glyph for unicode in a Type 1 font
 * definition, or the font's missing width, as the library's linear
 * search.  The index where each code was last found is remembered and
 * used when the definition at hand has that code there too; a stale or
 * foreign entry only costs the search.  Where a table holds a code
 * twice, the search returns the first; a remembered later index could
 * differ, so this relies on gpuplan's fonts (the base-14 fonts it uses,
 * render/pdf/measure.c) holding every code once, which
 * tests/unit/test_hpdf_fast.c checks.  The memory of where a code was
 * found is the thread's own (_Thread_local, 128 KiB): only a hint,
 * checked on every use, so renders in several threads cannot disturb
 * each other.
 */
HPDF_INT16
HPDF_Type1FontDef_GetWidth(HPDF_FontDef fontdef, HPDF_UNICODE unicode)
{
	static _Thread_local HPDF_UINT16 last[65536];	/* unicode -> index + 1 */
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

#endif /* PDF_PAINT_FAST */
