/*
 * glyphs.c: the printable set of the proposal fonts (see glyphs.h).
 *
 * The tables mirror src/render/pdf/chars.c (cp1252_hi and fallbacks,
 * whose list docs/pdf.md repeats); what Windows-1252 lacks, the other
 * code pages of util/textenc.h may have (the same look-up the renderer
 * makes).  tests/unit/test_bind_text.c checks the set.
 */
#include "util/glyphs.h"
#include "util/textenc.h"

#include <stddef.h>

/* Unicode of the Windows-1252 bytes 0x80..0x9F that are defined
 * (unicode.org MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT), sorted. */
static const unsigned short cp1252_hi[] = {
	0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192,
	0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
	0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039,
	0x203a, 0x20ac, 0x2122
};

/* Characters outside Windows-1252 that pdf.c replaces (its table
 * `fallbacks`), sorted. */
static const unsigned short replaced[] = {
	0x00a0, 0x00ad, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007,
	0x2008, 0x2009, 0x200a, 0x200b, 0x2010, 0x2011, 0x2012, 0x2015,
	0x202f, 0x2032, 0x2033, 0x2044, 0x2060, 0x2190, 0x2192, 0x2194,
	0x21d2, 0x21d4, 0x2212, 0x2215, 0x2219, 0x2248, 0x2260, 0x2264,
	0x2265, 0x22c5, 0x25cf, 0x2713, 0x2714, 0x2717, 0x2718, 0xfeff
};

/* 1 if cp is in the sorted table t of n entries. */
static int
in_table(const unsigned short *t, size_t n, unsigned cp)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (t[mid] == cp)
			return 1;
		if (t[mid] < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

int
text_printable(unsigned cp)
{
	enum text_enc e;
	unsigned char byte;

	if (cp == '\t' || cp == '\n' || cp == '\r')
		return 1;
	if (cp < 0x20 || cp == 0x7f)
		return 0;
	if (cp < 0x7f || (cp >= 0xa1 && cp <= 0xff))
		return 1;
	if (cp > 0xffff)
		return 0;
	return in_table(cp1252_hi, sizeof(cp1252_hi) / sizeof(cp1252_hi[0]),
	    cp) || in_table(replaced, sizeof(replaced) / sizeof(replaced[0]),
	    cp) || textenc_find(cp, &e, &byte);
}

int
text_control(unsigned cp, int multiline)
{
	if (cp < 0x20)
		return !(multiline && cp == '\n');
	if (cp == 0x7f || (cp >= 0x80 && cp <= 0x9f))
		return 1;
	return (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 &&
	    cp <= 0x2069);
}
