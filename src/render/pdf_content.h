/*
 * pdf_content.h: the operators of a PDF page's content stream, written
 * into a buffer exactly as libharu 2.3.0's page operators write them (the
 * same bytes, numbers through HPDF_FToA, the text matrix tracked in float
 * as the library tracks it), for a fraction of their cost.
 *
 * Why: libharu's HPDF_Page_* functions each validate the page state,
 * clear a 512-byte buffer, format their numbers and append a few bytes
 * to a memory stream; the ~2,000 operators of a proposal cost a fifth of
 * a whole build (bench/README.md).  Here they append to one buffer, and
 * pdf_content_flush() hands it to the page's stream in one write.
 * libharu still makes the document: pages, fonts, outline, metadata,
 * cross-reference table.  tests/unit/test_pdf_content.c runs the same
 * operators through both and compares the bytes.
 *
 * Arguments are in PDF units (pt, origin bottom-left), as libharu's.
 * Values libharu would refuse (a font size outside (0, 600], a colour
 * component outside [0, 1], a negative line width, a dash of 0 or over
 * 100, a singular text matrix) are not written; the first such refusal
 * is kept in err as libharu's error code.
 */
#ifndef GPUPLAN_PDF_CONTENT_H
#define GPUPLAN_PDF_CONTENT_H

#include <hpdf.h>
#include <stddef.h>

#include "util/strbuf.h"

struct pdf_content {
	struct strbuf	 b;		/* operators not yet flushed */
	HPDF_REAL	 tm[6];		/* text matrix a b c d x y */
	HPDF_STATUS	 err;		/* first refused operator; 0: none */
};

/* Append b's operators to the content stream of page and empty b.
 * Returns 1, or 0 if libharu cannot write (its error is then set). */
int pdf_content_flush(struct pdf_content *c, HPDF_Page page);

/* Free the buffer. */
void pdf_content_free(struct pdf_content *c);

/* Path construction and painting: m, l, re, a circle (m and four c, as
 * HPDF_Page_Circle), and one of the argument-less operators "f", "S",
 * "B", "n". */
void pdfc_move_to(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y);
void pdfc_line_to(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y);
void pdfc_rectangle(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y,
    HPDF_REAL w, HPDF_REAL h);
void pdfc_circle(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y,
    HPDF_REAL ray);
void pdfc_paint(struct pdf_content *c, const char *op);

/* Graphics state: rg / RG (stroke 1), w, d (n entries of ptn, phase),
 * j (HPDF_MITER_JOIN, HPDF_ROUND_JOIN, HPDF_BEVEL_JOIN). */
void pdfc_rgb(struct pdf_content *c, int stroke, HPDF_REAL r, HPDF_REAL g,
    HPDF_REAL b);
void pdfc_line_width(struct pdf_content *c, HPDF_REAL w);
void pdfc_dash(struct pdf_content *c, const HPDF_UINT16 *ptn, unsigned n,
    unsigned phase);
void pdfc_line_join(struct pdf_content *c, int join);

/* Text: BT (resets the text matrix), ET, Tf with the page's local font
 * name (HPDF_Page_GetLocalFontName, e.g. "F1"), Tm, and text shown at an
 * absolute position (Td relative to the text matrix, then Tj: as
 * HPDF_Page_TextOut) or where the last text ended (Tj: as
 * HPDF_Page_ShowText).  s is Windows-1252 text of n bytes (n <= 65535);
 * width is its width in pt: like libharu, text of width 0 shows
 * nothing. */
void pdfc_begin_text(struct pdf_content *c);
void pdfc_end_text(struct pdf_content *c);
void pdfc_font(struct pdf_content *c, const char *local_name, HPDF_REAL size);
void pdfc_text_matrix(struct pdf_content *c, HPDF_REAL a, HPDF_REAL b,
    HPDF_REAL cc, HPDF_REAL d, HPDF_REAL x, HPDF_REAL y);
void pdfc_text_out(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y,
    const char *s, size_t n, double width);
void pdfc_show(struct pdf_content *c, const char *s, size_t n, double width);

#endif
