/*
 * pdf.h: the proposal as a PDF, typeset from the same Markdown the
 * Markdown renderer writes (one source of truth), with the charts drawn
 * as vector graphics from their struct drawing.
 *
 * md4c parses the Markdown into a flat list of blocks; the blocks are
 * laid out on A4 pages and drawn with libharu in one pass (the code is
 * in src/render/pdf/, pdf_int.h says which file does what); the footers
 * ("Seite 3 von 7") are drawn last, when the number of pages is known.
 * The text font is Helvetica (a PDF base-14 font, not embedded) in
 * Windows-1252: UTF-8 is converted here, a few typographic characters
 * outside Windows-1252 have a documented replacement, anything else is
 * a finding.  docs/pdf.md lists the Markdown supported, the character
 * set and replacements, the page layout and the metadata.
 *
 * The output depends on the input only: no clock, no random file ID, no
 * addresses, so the same input gives the same bytes.
 */
#ifndef GPUPLAN_PDF_H
#define GPUPLAN_PDF_H

#include <stddef.h>

#include "model/scenario.h"
#include "render/drawing.h"
#include "util/diag.h"
#include "util/strbuf.h"

/*
 * Document information.  Every string is UTF-8 and may be NULL (then the
 * entry is left out).  Strings are read during pdf_render() only.
 */
struct pdf_meta {
	const char	*title;		/* /Title */
	const char	*author;	/* /Author, e.g. the vendor */
	const char	*subject;	/* /Subject */
	const char	*keywords;	/* /Keywords, comma-separated */
	const char	*creator;	/* /Creator, e.g. "gpuplan 0.4" */
	const char	*date_iso;	/* YYYY-MM-DD: /CreationDate and /ModDate
					 * at 00:00:00Z; NULL: no dates */
	const char	*page_label;	/* a format of two %zu, the page and
					 * the pages: "Seite %zu von %zu";
					 * NULL: no page numbers */
	const char	*footer;	/* left footer text, e.g. "Muster GmbH · Angebot acme-2027"; NULL: none */
	/* the sender's brand (struct vendor_profile); all optional */
	const char *const *legal;	/* legal footer lines, joined with " · "
					 * under the footer on every page */
	size_t		 n_legal;
	int		 has_primary;	/* 0: the built-in colours */
	long		 c_primary;	/* 0xRRGGBB for headings and table rules */
	const char	*logo_path;	/* PNG or JPEG drawn in every page's header; NULL: none */
	int		 logo_jpeg;	/* 1: logo_path is a JPEG, 0: a PNG */
	const char	*font_regular;	/* TrueType files embedded for all text in
					 * Windows-1252 except code (regular also for
					 * italics, bold for bold italics); NULL: */
	const char	*font_bold;	/* the built-in Helvetica */
	const char	*sample_mark;	/* drawn in red at the top of every page
					 * (a proposal without a vendor); NULL: none */
};

/* Rows the joined legal lines take at most (more is cut): two rows at
 * 6.5 pt fit between the footer and the page edge. */
#define PDF_MAX_LEGAL	2

/*
 * A chart for an image of the Markdown: `![caption](src)` is drawn from
 * the figure whose src equals the image's destination byte for byte.
 * The drawing is only read.
 */
struct pdf_figure {
	const char		*src;		/* e.g. "acme-breakeven.svg" */
	const struct drawing	*drawing;	/* in pt, origin top-left */
};

/* At most this many unshowable-character findings per render; one more
 * finding then counts the rest. */
#define PDF_MAX_CHAR_FINDINGS	20

/*
 * Typeset md (md_len bytes of UTF-8 Markdown; need not be NUL-terminated)
 * as an A4 PDF and append its bytes to out.  figs[0..n_figs) are the
 * charts the images refer to (figs may be NULL when n_figs is 0); meta may
 * be NULL (no metadata, German footer).  md_name is the file name findings
 * carry (NULL: "-").
 *
 * Returns 1 on success.  Returns 0 after adding findings to dl, out then
 * unchanged: D_TEMPLATE with the Markdown line and column for a character
 * the font cannot show (naming it as U+XXXX), invalid UTF-8, and an image
 * whose src has no figure; D_TEMPLATE at line 0 for such a character in
 * meta or in a chart's text (at the image's position); D_BAD_DATE for a
 * date_iso that is not a calendar date; D_IO if libharu fails.  Every
 * problem is reported, not only the first.  Allocation failure exits
 * (util/alloc.h).  Reentrant: every render has its own state (libharu's
 * memory too, src/render/pdf/document.c), so renders one after another
 * or in several threads give the same bytes (tests/unit/
 * test_pdf_reentry.c).  Takes about a millisecond for a ten-page
 * proposal.
 */
int pdf_render(const char *md, size_t md_len, const struct pdf_meta *meta,
    const struct pdf_figure *figs, size_t n_figs, const char *md_name,
    struct strbuf *out, struct diag_list *dl);

#endif
