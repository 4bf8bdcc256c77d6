/*
 * paint.h: the drawing room of the PDF back-end, the one place that
 * writes the operators of a page's content stream (paths, colours,
 * text).  One interface, two implementations, chosen when compiling:
 *
 *   paint.c       libharu's public HPDF_Page_* operators, one call each
 *                 (any libharu version);
 *   paint_fast.c  the same bytes written into a buffer by our own code
 *                 and handed to the page's stream in one write, which
 *                 needs libharu 2.3.0's private page structure
 *                 (HPDF_PageAttr).  About a third faster per proposal
 *                 (docs/pdf.md, "How the bytes are made").
 *
 * The fast path is compiled only when the libharu headers say exactly
 * 2.3.0 (HPDF_VERSION_ID 20300; Debian's library file name carries the
 * version, libhpdf-2.3.0.so, so the binary cannot meet another at run
 * time) and GPUPLAN_HPDF_PUBLIC_ONLY is not defined (make
 * HPDF_PUBLIC_ONLY=1).  Both write byte-identical PDFs; `make test`
 * builds both and compares them (tests/pdf-paths.sh).
 *
 * Handles are libharu's HPDF_Page and HPDF_Font passed as void *: the
 * rest of the back-end sees libharu's public header only (HPDF_SHARED,
 * where handles are void *), paint_fast.c its private ones.
 *
 * Arguments are in PDF units (pt, origin bottom-left), as libharu's.
 * Values libharu refuses (a font size outside (0, 600], a colour
 * component outside [0, 1], a negative line width, a dash of 0 or over
 * 100, a singular text matrix) are not written; the fast path keeps the
 * first refusal in err as libharu's error code, the public path gets it
 * from libharu through the document's error handler.
 */
#ifndef GPUPLAN_PDF_PAINT_H
#define GPUPLAN_PDF_PAINT_H

#include <hpdf_types.h>
#include <hpdf_version.h>
#include <stddef.h>

#include "util/strbuf.h"

#if HPDF_VERSION_ID == 20300 && !defined(GPUPLAN_HPDF_PUBLIC_ONLY)
#define PDF_PAINT_FAST	1	/* paint_fast.c: libharu 2.3.0 internals */
#else
#define PDF_PAINT_FAST	0	/* paint.c: libharu's public API */
#endif

/* The text of the last colours set (fast path): a proposal uses a dozen
 * colours thousands of times. */
struct paint_rgb_memo {
	HPDF_REAL	 v[3];		/* r g b, 0..1 */
	int		 stroke, used;	/* RG (1) or rg; entry filled */
	size_t		 len;		/* bytes of text */
	char		 text[48];	/* the operator, as written */
};

/* One render's drawing room; all-zero is a room with no page yet. */
struct pdf_paint {
	void		*page;		/* HPDF_Page drawn on, or NULL */
	struct strbuf	 b;		/* fast: operators not yet handed to
					 * the page; public: scratch for
					 * NUL-terminated text */
	HPDF_REAL	 tm[6];		/* fast: text matrix a b c d x y */
	HPDF_STATUS	 err;		/* fast: first refused operator; 0: none */
	struct paint_rgb_memo memo[16];	/* fast: colours' text */
};

/* Which implementation this build has: "libharu 2.3.0 fast path" or
 * "public libharu API" (a static string). */
const char *paint_impl(void);

/* Draw on page (an HPDF_Page) from now on; what was drawn on the page
 * before goes to its content stream first.  Returns 1, or 0 if libharu
 * could not take it (its error is then set). */
int paint_page(struct pdf_paint *c, void *page);

/* Hand what was drawn on the current page to its content stream (a
 * no-op for the public path).  Returns 1, or 0 as paint_page(). */
int paint_flush(struct pdf_paint *c);

/* Free the room's buffers (the pages are libharu's). */
void paint_free(struct pdf_paint *c);

/* Path construction and painting: m, l, re, a circle (m and four c, as
 * HPDF_Page_Circle), and one of the argument-less operators "f"
 * (HPDF_Page_Fill), "S" (_Stroke), "B" (_FillStroke), "n" (_EndPath). */
void paint_move_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y);
void paint_line_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y);
void paint_rectangle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y,
    HPDF_REAL w, HPDF_REAL h);
void paint_circle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y,
    HPDF_REAL ray);
void paint_path(struct pdf_paint *c, const char *op);

/* Graphics state: rg / RG (stroke 1), w, d (n entries of ptn in whole
 * pt, phase pt), j (0 miter, 1 round, 2 bevel: HPDF_LineJoin). */
void paint_rgb(struct pdf_paint *c, int stroke, HPDF_REAL r, HPDF_REAL g,
    HPDF_REAL b);
void paint_line_width(struct pdf_paint *c, HPDF_REAL w);
void paint_dash(struct pdf_paint *c, const HPDF_UINT16 *ptn, unsigned n,
    unsigned phase);
void paint_line_join(struct pdf_paint *c, int join);

/* Text: BT (resets the text matrix), ET, Tf with font (an HPDF_Font of
 * the page's document) at size pt, Tm, and text shown at an absolute
 * position (Td relative to the text matrix, then Tj: as
 * HPDF_Page_TextOut) or where the last text ended (Tj: as
 * HPDF_Page_ShowText).  s is text in the font's code page, n bytes
 * (n <= 65535, no NUL); width is its width in pt as the font measures it: like
 * libharu, text of width 0 shows nothing. */
void paint_begin_text(struct pdf_paint *c);
void paint_end_text(struct pdf_paint *c);
void paint_font(struct pdf_paint *c, void *font, HPDF_REAL size);
void paint_text_matrix(struct pdf_paint *c, HPDF_REAL a, HPDF_REAL b,
    HPDF_REAL cc, HPDF_REAL d, HPDF_REAL x, HPDF_REAL y);
void paint_text_out(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y,
    const char *s, size_t n, double width);
void paint_show(struct pdf_paint *c, const char *s, size_t n, double width);

/*
 * Our own number writer for the fast path (num.c): val as libharu
 * 2.3.0's HPDF_FToA writes it, at s, no byte past eptr; returns the end
 * of the text.  With at least 13 bytes of room: clamped to +-32767,
 * rounded to 5 decimals by adding 0.000005 and truncating (the integer
 * part in double, the fraction in float, as the library computes them),
 * trailing zeros and a bare '.' dropped, "-0" for a value that rounds to
 * 0 from below, NaN as "0", a NUL written at the end.  With less room
 * (HPDF_Stream_WriteReal gives 12 bytes): as the library, the untrimmed
 * text as far as it fits, then its trailing zeros and '.' turned into
 * NULs.  tests/unit/test_hpdf_fast.c compares it with the library's.
 */
char *pdf_num(char *s, HPDF_REAL val, char *eptr);

#endif
