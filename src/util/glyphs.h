/*
 * glyphs.h: which characters the proposal can print, and which are
 * never allowed in customer-visible text.
 *
 * `gpuplan check` and `gpuplan build` must agree: what check passes,
 * build renders.  The loader asks text_printable() for every character
 * of every text field; the PDF renderer (src/render/pdf.c, to_cp1252)
 * shows exactly this set.  Change both together when the PDF font
 * changes (docs/pdf.md).
 *
 * When the PDF embeds DejaVu Sans (fonts-dejavu-core) instead, the set
 * becomes the code points that every face the PDF uses (regular, bold,
 * oblique, bold oblique) has, as `fc-query -f '%{charset}'` lists them,
 * minus the right-to-left scripts (Hebrew U+0590..U+05FF, Arabic, N'Ko
 * U+07C0..U+07FF: libharu neither reorders nor shapes them) and lone
 * combining marks (U+0300..U+036F: libharu does not position them).
 * That keeps all of Latin-1, Latin Extended-A and -B, Latin Extended
 * Additional, Greek, Cyrillic, Armenian, Georgian, General Punctuation,
 * arrows and mathematical operators; CJK and most emoji stay out.
 * Generate that table from the font rather than writing it by hand.
 */
#ifndef GPUPLAN_GLYPHS_H
#define GPUPLAN_GLYPHS_H

/*
 * 1 if the proposal fonts can show code point cp, else 0.  Today that
 * is Helvetica in WinAnsiEncoding (Windows-1252): printable ASCII,
 * U+00A1..U+00FF, the 27 typographic characters of Windows-1252's
 * 0x80..0x9F, and the characters pdf.c replaces (spaces, dashes,
 * arrows, ...).  Tab, line feed and carriage return count as
 * printable (the PDF shows them as white space); whether a field may
 * hold them is text_control()'s business.
 */
int text_printable(unsigned cp);

/*
 * 1 if cp must never appear in a text field: C0 controls (a single-line
 * field allows none; a multi-line one allows line feed when multiline
 * is 1), DEL, C1 controls, and the bidirectional overrides and isolates
 * U+202A..U+202E, U+2066..U+2069 (they reorder what a reader sees).
 */
int text_control(unsigned cp, int multiline);

#endif
