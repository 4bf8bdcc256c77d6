/*
 * layout.c: blocks onto pages: page breaks, gaps, keeping headings
 * with what follows, paragraphs, headings (with their outline entries),
 * code, rules, quote bars; pdf_layout() places every block in order.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* ------------------------------------------------------------------ */
/* Pages                                                               */

/* Start a new page. */
void
pdf_new_page(struct pdf *d)
{
	HPDF_Page pg = HPDF_AddPage(d->doc);

	HPDF_Page_SetSize(pg, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
	if (d->npages == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 8;
		d->pages = xreallocarray(d->pages, d->cap, sizeof(*d->pages));
	}
	d->pages[d->npages++] = pg;
	pdf_use_page(d, pg);
	d->y = BODY_TOP;
	d->at_top = 1;
}

/* A new page unless this one is still empty. */
static void
page_break(struct pdf *d)
{
	if (!d->at_top)
		pdf_new_page(d);
	d->after = 0;
}

/* The gap above a block that wants `before` pt: the larger of that and
 * what the last block wants below; none at the top of a page. */
void
pdf_gap(struct pdf *d, double before)
{
	if (!d->at_top)
		d->y += d->after > before ? d->after : before;
	d->after = 0;
}

/* A new page if h pt do not fit below y (and the page is not empty). */
void
pdf_ensure(struct pdf *d, double h)
{
	if (!d->at_top && d->y + h > BODY_BOTTOM + EPS)
		pdf_new_page(d);
}

/* Left edge of block b's text, pt. */
double
pdf_left_of(const struct block *b)
{
	return BODY_L + (b->quote > INDENT_MAX ? INDENT_MAX : b->quote) *
	    QUOTE_STEP + (b->indent > INDENT_MAX ? INDENT_MAX : b->indent) *
	    LIST_STEP;
}

/* The quote bars of b beside top..bottom (layout) on this page, joined
 * to the bar just above when b continues a quote. */
void
pdf_quote_bars(struct pdf *d, const struct block *b, double top, double bottom)
{
	int q;

	if (b->quote == 0)
		return;
	if (d->bar_page == d->page && d->bar_bottom < top)
		top = d->bar_bottom;
	for (q = 0; q < b->quote && q < INDENT_MAX; q++)
		pdf_fill_rect(d, BODY_L + q * QUOTE_STEP, top, BAR_W, bottom - top,
		    C_BAR);
	d->bar_page = d->page;
	d->bar_bottom = bottom;
}

/* Text colour of ordinary text in b. */
long
pdf_colour_of(const struct block *b)
{
	return b->quote ? C_GREY : C_TEXT;
}

/* ------------------------------------------------------------------ */
/* Placing blocks                                                      */

/* Size and line height (pt) of a heading of level lv. */
static void
heading_size(int lv, double *size, double *lh)
{
	*size = lv == 1 ? 18 : lv == 2 ? 13.5 : 11;
	*lh = *size * HEAD_LH;
}

/* Height in pt of heading b set in nlines lines, its H1 rule included. */
static double
heading_h(const struct block *b, size_t nlines)
{
	double size, lh;

	heading_size(b->level, &size, &lh);
	return (double)nlines * lh + (b->level == 1 ? H1_RULE_GAP + 2 : 0);
}

/* Scale and height (pt) of the chart of figure b at width avail pt;
 * 0 if it has no usable chart. */
double
pdf_figure_scale(const struct block *b, double avail, double *h)
{
	const struct drawing *dw = b->fig ? b->fig->drawing : NULL;
	double s, maxh = (BODY_BOTTOM - BODY_TOP) * FIG_MAX_SHARE;

	*h = 0;
	if (dw == NULL || !isfinite(dw->width) || !isfinite(dw->height) ||
	    dw->width <= 0 || dw->height <= 0)
		return 0;
	s = avail / dw->width;
	if (dw->height * s > maxh)
		s = maxh / dw->height;
	*h = dw->height * s;
	return s;
}

/*
 * Height in pt that must stay on the page with a heading before block i:
 * two lines of a paragraph (a paragraph of at most two lines before a
 * table or a chart: with what that keeps), a table's header and first
 * row, a whole chart, or the next heading and what it keeps.  depth:
 * how deep the recursion is (at most 3).  Uses d->lv2.
 */
static double
keep_h(struct pdf *d, size_t i, int depth)
{
	const struct block *b;
	double h, avail;

	if (i >= d->nb || depth > 3)
		return 0;
	b = &d->blocks[i];
	avail = BODY_R - pdf_left_of(b);
	switch (b->kind) {
	case BK_PARA: {
		size_t n;

		d->lv2.n = 0;
		pdf_wrap(d, &b->t, 0, b->t.len, BODY_SIZE, 0, avail, &d->lv2);
		n = d->lv2.n;
		h = b->before + (n < 2 ? (double)n : 2) * BODY_LH;
		/* a paragraph of at most two lines, all of it kept, before a
		 * table or a chart: what it introduces comes along ("We
		 * evaluated 8 configurations" without its table is odd) */
		if (n <= 2 && b->marker[0] == '\0' && i + 1 < d->nb &&
		    (d->blocks[i + 1].kind == BK_TABLE ||
		    d->blocks[i + 1].kind == BK_FIGURE))
			h += b->after + keep_h(d, i + 1, depth + 1);
		return h;
	}
	case BK_HEADING: {
		double size, lh;

		heading_size(b->level, &size, &lh);
		d->lv2.n = 0;
		pdf_wrap(d, &b->t, 0, b->t.len, size, ST_BOLD, avail, &d->lv2);
		h = heading_h(b, d->lv2.n);
		return b->before + h + b->after + keep_h(d, i + 1, depth + 1);
	}
	case BK_CODE:
		return b->before + 2 * CODE_LH + 2 * CODE_PAD;
	case BK_TABLE:
		return b->before + pdf_table_head_h(d, b);
	case BK_FIGURE:
		pdf_figure_scale(b, avail, &h);
		return b->before + h + CAPTION_GAP + CAPTION_LH;
	default:
		return 0;
	}
}

/* Draw list marker m for a first line at x (text start), baseline y. */
static void
draw_marker(struct pdf *d, const char *m, double x, double y)
{
	double w = 0;
	size_t i, n = strlen(m);

	for (i = 0; i < n; i++)
		w += d->wt[TE_CP1252][F_REGULAR][(unsigned char)m[i]] * BODY_SIZE;
	pdf_set_font(d, F_REGULAR, BODY_SIZE);
	pdf_set_fill(d, C_TEXT);
	pdf_show(d, x - 6 - w, y, m, n, w);
}

/* Most lines a lead paragraph may have and still move to the next page
 * with what it introduces (a longer one is a paragraph of its own). */
#define LEAD_MAX_LINES	3

/*
 * 1 if paragraph block bi introduces block bi + 1: its text ends with
 * a colon (trailing blanks aside) or is bold throughout (a run-in title:
 * "**Leistung auf dem empfohlenen System**"), and the next block is a
 * table, a list item or a figure, so the two belong on one page.
 */
static int
is_lead(const struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi], *nx;
	size_t n = b->t.len, i;
	int bold = 1;

	if (bi + 1 >= d->nb || b->marker[0] != '\0')
		return 0;
	while (n > 0 && (b->t.txt[n - 1] == ' ' || b->t.txt[n - 1] == '\n'))
		n--;
	for (i = 0; i < n; i++)
		if (b->t.txt[i] != ' ' && !(b->t.sty[i] & ST_BOLD))
			bold = 0;
	if (n == 0 || (b->t.txt[n - 1] != ':' && !bold))
		return 0;
	nx = &d->blocks[bi + 1];
	return nx->kind == BK_TABLE || nx->kind == BK_FIGURE ||
	    (nx->kind == BK_PARA && nx->marker[0] != '\0');
}

/* A paragraph: lines of BODY_LH, no single first line at a page end and
 * no single last line at a page start when it can be helped; a short
 * lead paragraph (is_lead) stays on the page of the first lines of what
 * it introduces. */
static void
place_para(struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi];
	double x = pdf_left_of(b), lh = BODY_LH;
	size_t i = 0, n, k, j;

	pdf_gap(d, b->before);
	d->lv.n = 0;
	pdf_wrap(d, &b->t, 0, b->t.len, BODY_SIZE, 0, BODY_R - x, &d->lv);
	n = d->lv.n;
	if (n <= LEAD_MAX_LINES && is_lead(d, bi)) {
		/* keep_h wraps into d->lv2, so d->lv stays */
		pdf_ensure(d, (double)n * lh + b->after + keep_h(d, bi + 1, 0));
	}
	while (i < n) {
		double room = (BODY_BOTTOM - d->y + EPS) / lh, top = d->y;
		size_t fit = room > 0 ? (size_t)room : 0;

		k = n - i;
		if (fit < k) {
			if (fit < 2 && !d->at_top) {
				pdf_new_page(d);
				continue;
			}
			k = fit ? fit : 1;
			if (n - i - k < 2 && k > 2)
				k = n - i - 2;
		}
		for (j = i; j < i + k; j++) {
			double by = d->y + pdf_baseline(lh, BODY_SIZE);

			if (j == 0 && b->marker[0] != '\0')
				draw_marker(d, b->marker, x, by);
			pdf_draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b, x, by,
			    BODY_SIZE, 0, pdf_colour_of(b));
			d->y += lh;
		}
		d->at_top = 0;
		pdf_quote_bars(d, b, top, d->y);
		i += k;
		if (i < n)
			pdf_new_page(d);
	}
	d->after = b->after;
}

/* A heading: kept with what follows; H1 and H2 get an outline entry. */
static void
place_heading(struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi];
	double size, lh, x = pdf_left_of(b), top, h;
	size_t j;

	heading_size(b->level, &size, &lh);
	pdf_gap(d, b->before);
	d->lv.n = 0;
	pdf_wrap(d, &b->t, 0, b->t.len, size, ST_BOLD, BODY_R - x, &d->lv);
	h = heading_h(b, d->lv.n);
	pdf_ensure(d, h + b->after + keep_h(d, bi + 1, 0));
	top = d->y;
	for (j = 0; j < d->lv.n; j++) {
		pdf_draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b, x,
		    d->y + pdf_baseline(lh, size), size, ST_BOLD,
		    b->level == 3 ? C_H3 : d->c_head);
		d->y += lh;
	}
	if (b->level == 1) {
		pdf_hrule(d, x, BODY_R, d->y + H1_RULE_GAP - 2, 0.8, d->c_head);
		d->y += H1_RULE_GAP + 2;
	}
	if (b->level <= 2) {
		HPDF_Outline o, parent = b->level == 2 ? d->h1 : NULL;
		HPDF_Destination dst;
		/* the title in PDFDocEncoding, or UTF-16 beyond it */
		int utf8 = pdf_meta_string(&b->t, &d->tmp, 0);

		o = HPDF_CreateOutline(d->doc, parent, d->tmp.s, utf8 ?
		    pdf_utf8_encoder(d) : NULL);
		dst = HPDF_Page_CreateDestination(d->page);
		HPDF_Destination_SetFitH(dst, (HPDF_REAL)pdf_page_y(top > 12 ?
		    top - 12 : 0));
		HPDF_Outline_SetDestination(o, dst);
		if (b->level == 1) {
			HPDF_Outline_SetOpened(o, HPDF_TRUE);
			d->h1 = o;
		}
		d->noutline++;
	}
	d->at_top = 0;
	pdf_quote_bars(d, b, top, d->y);
	d->after = b->after;
}

/* A code block: Courier on a grey box, split between pages by lines. */
static void
place_code(struct pdf *d, const struct block *b)
{
	double x = pdf_left_of(b), w = BODY_R - x;
	size_t i = 0, n, j;

	pdf_gap(d, b->before);
	d->lv.n = 0;
	pdf_wrap_pre(d, &b->t, 0, b->t.len, CODE_SIZE / CODE_SCALE,
	    w - 2 * CODE_PAD, &d->lv);
	n = d->lv.n;
	while (i < n) {
		double room = (BODY_BOTTOM - d->y - 2 * CODE_PAD + EPS) / CODE_LH;
		size_t k = room > 0 ? (size_t)room : 0;

		if (k < 2 && k < n - i && !d->at_top) {
			pdf_new_page(d);
			continue;
		}
		if (k == 0)
			k = 1;
		if (k > n - i)
			k = n - i;
		pdf_fill_rect(d, x, d->y, w, (double)k * CODE_LH + 2 * CODE_PAD,
		    C_CODE_BG);
		pdf_quote_bars(d, b, d->y, d->y + (double)k * CODE_LH + 2 * CODE_PAD);
		d->y += CODE_PAD;
		for (j = i; j < i + k; j++) {
			pdf_draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b,
			    x + CODE_PAD, d->y + pdf_baseline(CODE_LH, CODE_SIZE),
			    CODE_SIZE / CODE_SCALE, 0, C_TEXT);
			d->y += CODE_LH;
		}
		d->y += CODE_PAD;
		d->at_top = 0;
		i += k;
		if (i < n)
			pdf_new_page(d);
	}
	d->after = b->after;
}

/* A horizontal rule; one right before an H1 is a page break instead. */
static void
place_rule(struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi];
	double x = pdf_left_of(b);

	if (bi + 1 < d->nb && d->blocks[bi + 1].kind == BK_HEADING &&
	    d->blocks[bi + 1].level == 1) {
		page_break(d);
		return;
	}
	pdf_gap(d, b->before);
	pdf_ensure(d, 1);
	pdf_hrule(d, x, BODY_R, d->y, 0.5, C_RULE_LIGHT);
	d->at_top = 0;
	d->after = b->after;
}

/* Place every block, in order. */
void
pdf_layout(struct pdf *d)
{
	size_t i;

	for (i = 0; i < d->nb; i++) {
		const struct block *b = &d->blocks[i];

		if (b->quote == 0)
			d->bar_page = NULL;
		switch (b->kind) {
		case BK_PARA:
			place_para(d, i);
			break;
		case BK_HEADING:
			place_heading(d, i);
			break;
		case BK_CODE:
			place_code(d, b);
			break;
		case BK_RULE:
			place_rule(d, i);
			break;
		case BK_PAGEBREAK:
			page_break(d);
			break;
		case BK_TABLE:
			pdf_place_table(d, b);
			break;
		case BK_FIGURE:
			pdf_place_figure(d, b);
			break;
		default:
			break;
		}
	}
	pdf_gfx_mode(d);
}

