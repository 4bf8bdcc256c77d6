/*
 * glyphs.h: which characters the proposal can print, and which are
 * never allowed in customer-visible text.
 *
 * `gpuplan check` and `gpuplan build` must agree: what check passes,
 * build renders.  The loader asks text_printable() for every character
 * of every text field; the PDF renderer (src/render/pdf/chars.c,
 * pdf_to_cp1252 and util/textenc.h's textenc_find) shows exactly this
 * set.  Change both together when the PDF fonts change (docs/pdf.md).
 */
#ifndef GPUPLAN_GLYPHS_H
#define GPUPLAN_GLYPHS_H

/*
 * 1 if the proposal fonts can show code point cp, else 0: Helvetica in
 * WinAnsiEncoding (Windows-1252: printable ASCII, U+00A1..U+00FF, the
 * 27 typographic characters of Windows-1252's 0x80..0x9F), the
 * characters chars.c replaces (spaces, dashes, arrows, ...), and what
 * the other code pages of util/textenc.h print (Latin Extended-A for
 * Central European, Turkish and Romanian text; Greek and Cyrillic with
 * the embedded DejaVu Sans).  Emoji, CJK and the like are not.  Tab, line feed and carriage return count as
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
