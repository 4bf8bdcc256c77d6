/*
 * hpdf_fast.c: faster versions of two libharu helpers.
 *
 * libharu clears, copies and measures its buffers with its own
 * byte-by-byte loops, HPDF_MemSet, HPDF_MemCpy and HPDF_StrLen: every
 * text or path operator clears a
 * 512-byte scratch buffer that way.  In a build of proposals they were a
 * quarter of all instructions (bench/README.md, callgrind).  The library
 * calls them through its PLT, so these definitions in the program take
 * their place for the whole process (ELF symbol interposition); should a
 * libharu build bind them directly, its own loops run and nothing else
 * changes.
 *
 * Contract, as in libharu 2.3.0 (checked against its machine code):
 * MemSet and MemCpy return the pointer just past the n bytes written;
 * StrLen counts at most maxlen bytes (no limit when negative), 0 for NULL.
 */
#include <hpdf.h>
#include <string.h>

void *HPDF_MemSet(void *s, HPDF_BYTE c, HPDF_UINT n);
HPDF_BYTE *HPDF_MemCpy(HPDF_BYTE *out, const HPDF_BYTE *in, HPDF_UINT n);
HPDF_UINT HPDF_StrLen(const char *s, HPDF_INT maxlen);

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
