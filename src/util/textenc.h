/*
 * textenc.h: the single-byte code pages the PDF prints text in, and
 * which one a character goes to (docs/pdf.md, "Characters").
 *
 * The PDF's fonts are libharu's simple fonts, one code page each: the
 * base-14 Helvetica and Courier in Windows-1252 (WinAnsiEncoding, all
 * of today's text), Windows-1250, Windows-1254 and ISO 8859-16 (Czech,
 * Slovak, Polish, Hungarian, Slovenian, Croatian, Turkish, Romanian:
 * the base-14 metrics have those glyphs, nothing is embedded), and
 * DejaVu Sans (Debian fonts-dejavu-core, embedded) in Windows-1251
 * (Cyrillic) and Windows-1253 (Greek).  A character goes to the first
 * of these that has it, in the order of enum text_enc, so text that
 * Windows-1252 covers stays in it and prints exactly as before.
 *
 * The check (util/glyphs.c) and the PDF renderer (render/pdf/chars.c)
 * both ask textenc_find(), so `check` passes exactly what `build`
 * prints.  The table behind it, textenc_table.h, is generated from
 * libharu's encoders and the fonts' glyph lists by tools/gen_textenc.c.
 */
#ifndef GPUPLAN_TEXTENC_H
#define GPUPLAN_TEXTENC_H

#include <stddef.h>

/* The code pages, in the order a character is looked up in. */
enum text_enc {
	TE_CP1252,		/* WinAnsiEncoding, base-14 fonts */
	TE_CP1250,		/* Central European, base-14 fonts */
	TE_CP1254,		/* Turkish, base-14 fonts */
	TE_ISO8859_16,		/* Romanian (comma below), base-14 fonts */
	TE_CP1251,		/* Cyrillic, DejaVu Sans (embedded) */
	TE_CP1253,		/* Greek, DejaVu Sans (embedded) */
	TE__MAX
};

/* One entry of the generated look-up table (textenc_table.h). */
struct textenc_rev {
	unsigned short	 cp;		/* Unicode code point */
	unsigned char	 enc;		/* enum text_enc */
	unsigned char	 byte;		/* its byte there, 0x80..0xFF */
};

/* libharu's name of encoding e ("WinAnsiEncoding", "CP1250", ...). */
const char *textenc_name(enum text_enc e);

/* 1 if e is printed with the embedded DejaVu faces, 0 for base-14. */
int textenc_ttf(enum text_enc e);

/*
 * For a code point that Windows-1252 (with the renderer's replacements)
 * does not have: the first other encoding that prints it, its byte
 * there in *byte, and 1; 0 if none does.  U+021A and U+021B (T and t
 * with comma below, which libharu's base-14 metrics file under the
 * cedilla's code points, U+0162 and U+0163) go to the cedilla forms,
 * whose glyphs Helvetica draws with the comma.
 */
int textenc_find(unsigned cp, enum text_enc *enc, unsigned char *byte);

/* The code point of byte b (0x80..0xFF) in encoding e other than
 * Windows-1252; 0 if the byte prints nothing there. */
unsigned textenc_unicode(enum text_enc e, unsigned char b);

/*
 * The directory of the DejaVu font files: $GPUPLAN_FONT_DIR if set and
 * not empty, else /usr/share/fonts/truetype/dejavu (Debian
 * fonts-dejavu-core).  A static string or the environment's.
 */
const char *textenc_font_dir(void);

/*
 * The DejaVu file of face (0 regular, 1 bold, 2 oblique, 3 bold
 * oblique, 4 mono: the renderer's enum font), e.g. "DejaVuSans.ttf";
 * NULL for another face.
 */
const char *textenc_font_file(int face);

/*
 * Whether the DejaVu files the embedded encodings need are all readable:
 * 1 if so; else 0, with the path of the first missing one written to
 * path (sz bytes).  Looked up each call (a check runs it once per
 * Greek or Cyrillic field).
 */
int textenc_fonts_present(char *path, size_t sz);

#endif
