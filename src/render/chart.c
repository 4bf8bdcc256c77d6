/*
 * chart.c: lay a chart description out into a drawing (see chart.h and
 * docs/charts.md): the entry points, the parts every chart has (size,
 * background, title, the "no data" note), the palette and the stroke
 * patterns.  The kinds are laid out in chart_breakeven.c and
 * chart_tornado.c, with the axes of chart_axes.c, the legend of
 * chart_legend.c and the text fitting of chart_text.c.  All sizes are in
 * points, y grows downwards.
 */
#include "render/chart.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart_priv.h"
#include "render/words.h"
#include "util/alloc.h"

const long chart_palette[CHART_PALETTE_N] = {
	0x0072b2,	/* blue */
	0xd55e00,	/* vermillion */
	0x009e73,	/* bluish green */
	0xcc79a7,	/* reddish purple */
	0xe69f00,	/* orange */
	0x56b4e9,	/* sky blue */
	0x000000,	/* black */
	0xf0e442,	/* yellow (weak on white: last) */
};


/* On/off lengths (pt) of stroke style `dashed` for a line line_width pt
 * wide into pattern[0..4); returns how many, 0 for solid (see chart.h). */
size_t
chart_dash_array(int dashed, double line_width, double pattern[4])
{
	double w = line_width > 0.5 ? line_width : 0.5;

	switch (dashed) {
	case CHART_SOLID:
		return 0;
	case CHART_DOTTED:
		pattern[0] = w;
		pattern[1] = 1.5 * w;
		return 2;
	case CHART_DASHDOT:
		pattern[0] = 5 * w;
		pattern[1] = 1.5 * w;
		pattern[2] = w;
		pattern[3] = 1.5 * w;
		return 4;
	default:
		pattern[0] = 4 * w;
		pattern[1] = 2 * w;
		return 2;
	}
}

/* Start the drawing: size, title, white background, title text.
 * Returns the y (pt) below the title. */
static double
begin(struct layout *L)
{
	const struct chart *c = L->c;
	double top = MARGIN;
	char *t = NULL;

	memset(L->d, 0, sizeof(*L->d));
	L->d->width = L->W;
	L->d->height = L->H;
	L->d->title = xstrdup(c->title && *c->title ? c->title : "Chart");
	draw_rect(L->d, 0, 0, L->W, L->H, -1, C_BG, 0);
	if (c->title && *c->title) {
		double ft = c->title_pt > 0 && c->title_pt < F_TITLE ?
		    c->title_pt : F_TITLE;

		t = chart_fit_text(c->title, ft, 1, L->W - 2 * MARGIN);
		draw_text(L->d, MARGIN, MARGIN + ASC * ft, t, ft, 1,
		    ANCHOR_START, 0, C_TEXT);
		top += ft + 8;
	}
	free(t);
	return top;
}

/* The "no data" note under the title. Returns 0 (the layout's result). */
int
chart_no_data(struct layout *L, double top)
{
	double y = (top + L->H) / 2;

	draw_text(L->d, L->W / 2, y, words_phrase(W_CHART_NO_DATA, L->lang),
	    F_NOTE, 0, ANCHOR_MIDDLE, 0, C_MUTED);
	memset(&L->fr, 0, sizeof(L->fr));
	return 0;
}

/* Lay c out into *out (overwritten, caller frees) and *frame (may be
 * NULL).  Returns 1 with data, 0 for the no-data drawing (see chart.h). */
int
chart_layout_frame(const struct chart *c, double width_pt, double height_pt,
    struct drawing *out, struct chart_frame *frame)
{
	struct layout L;
	double top;
	int ok;

	memset(&L, 0, sizeof(L));
	L.c = c;
	L.d = out;
	L.W = isfinite(width_pt) && width_pt > MIN_W ? width_pt : MIN_W;
	L.H = isfinite(height_pt) && height_pt > MIN_H ? height_pt : MIN_H;
	L.W = fmin(L.W, MAX_SIDE);
	L.H = fmin(L.H, MAX_SIDE);
	L.lang = (unsigned)c->lang < LANG__MAX ? c->lang : LANG_EN;
	top = begin(&L);
	switch (c->kind) {
	case CHART_LINES:
		ok = chart_layout_lines(&L, top);
		break;
	case CHART_TORNADO:
		ok = chart_layout_tornado(&L, top);
		break;
	default:
		ok = chart_no_data(&L, top);
		break;
	}
	if (frame != NULL)
		*frame = L.fr;
	return ok;
}

/* chart_layout_frame() without the frame. */
int
chart_layout(const struct chart *c, double width_pt, double height_pt,
    struct drawing *out)
{
	return chart_layout_frame(c, width_pt, height_pt, out, NULL);
}
