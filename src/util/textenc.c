/*
 * textenc.c: which code page prints a character (see textenc.h); the
 * tables are generated (textenc_table.h, tools/gen_textenc.c).
 */
#include "util/textenc.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/textenc_table.h"

/* Debian fonts-dejavu-core installs the faces here. */
#define FONT_DIR	"/usr/share/fonts/truetype/dejavu"
#define FONT_FACES	5	/* the renderer's enum font: F_REGULAR..F_MONO */

static const char *const names[TE__MAX] = {
	[TE_CP1252] = "WinAnsiEncoding",
	[TE_CP1250] = "CP1250",
	[TE_CP1254] = "CP1254",
	[TE_ISO8859_16] = "ISO8859-16",
	[TE_CP1251] = "CP1251",
	[TE_CP1253] = "CP1253",
};

/* The faces, in the renderer's enum font order (Helvetica, -Bold,
 * -Oblique, -BoldOblique, Courier stand for them in the base-14 code
 * pages). */
static const char *const files[FONT_FACES] = {
	"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf",
	"DejaVuSans-BoldOblique.ttf", "DejaVuSansMono.ttf"
};

const char *
textenc_name(enum text_enc e)
{
	return e >= 0 && e < TE__MAX ? names[e] : names[TE_CP1252];
}

int
textenc_ttf(enum text_enc e)
{
	return e == TE_CP1251 || e == TE_CP1253;
}

int
textenc_find(unsigned cp, enum text_enc *enc, unsigned char *byte)
{
	size_t lo = 0, hi = sizeof(textenc_rev) / sizeof(textenc_rev[0]);

	if (cp == 0x021a || cp == 0x021b)	/* comma below: textenc.h */
		cp -= 0x021a - 0x0162;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (textenc_rev[mid].cp == cp) {
			*enc = (enum text_enc)textenc_rev[mid].enc;
			*byte = textenc_rev[mid].byte;
			return 1;
		}
		if (textenc_rev[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

unsigned
textenc_unicode(enum text_enc e, unsigned char b)
{
	if (e <= TE_CP1252 || e >= TE__MAX || b < 0x80)
		return 0;
	return textenc_hi[e - 1][b - 0x80];
}

const char *
textenc_font_dir(void)
{
	const char *d = getenv("GPUPLAN_FONT_DIR");

	return d != NULL && d[0] != '\0' ? d : FONT_DIR;
}

const char *
textenc_font_file(int face)
{
	return face >= 0 && face < FONT_FACES ? files[face] : NULL;
}

int
textenc_fonts_present(char *path, size_t sz)
{
	int i;

	for (i = 0; i < FONT_FACES; i++) {
		snprintf(path, sz, "%s/%s", textenc_font_dir(), files[i]);
		if (access(path, R_OK) != 0)
			return 0;
	}
	if (sz > 0)
		path[0] = '\0';
	return 1;
}
