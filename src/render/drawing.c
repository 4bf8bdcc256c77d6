/*
 * drawing.c: the device-independent drawing (see drawing.h): appending
 * primitives, freeing them, and the Helvetica text metrics layout uses.
 */
#include "render/drawing.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/utf8.h"

/*
 * Advance widths, 1/1000 em, of Helvetica and Helvetica-Bold for
 * U+0020..U+007E, from Adobe Core14 AFM, Helvetica.afm /
 * Helvetica-Bold.afm (the WinAnsi glyphs: U+0027 is quotesingle, U+0060
 * is grave, as the PDF writer encodes them).
 */
static const unsigned short helv_ascii[2][95] = {
	{	/* Helvetica */
	278, 278, 355, 556, 556, 889, 667, 191,		/*  !"#$%&' */
	333, 333, 389, 584, 278, 333, 278, 278,		/* ()*+,-./ */
	556, 556, 556, 556, 556, 556, 556, 556,		/* 01234567 */
	556, 556, 278, 278, 584, 584, 584, 556,		/* 89:;<=>? */
	1015, 667, 667, 722, 722, 667, 611, 778,	/* @ABCDEFG */
	722, 278, 500, 667, 556, 833, 722, 778,		/* HIJKLMNO */
	667, 778, 722, 667, 611, 722, 667, 944,		/* PQRSTUVW */
	667, 667, 611, 278, 278, 278, 469, 556,		/* XYZ[\]^_ */
	333, 556, 556, 500, 556, 556, 278, 556,		/* `abcdefg */
	556, 222, 222, 500, 222, 833, 556, 556,		/* hijklmno */
	556, 556, 333, 500, 278, 556, 500, 722,		/* pqrstuvw */
	500, 500, 500, 334, 260, 334, 584		/* xyz{|}~ */
	},
	{	/* Helvetica-Bold */
	278, 333, 474, 556, 556, 889, 722, 238,		/*  !"#$%&' */
	333, 333, 389, 584, 278, 333, 278, 278,		/* ()*+,-./ */
	556, 556, 556, 556, 556, 556, 556, 556,		/* 01234567 */
	556, 556, 333, 333, 584, 584, 584, 611,		/* 89:;<=>? */
	975, 722, 722, 722, 722, 667, 611, 778,		/* @ABCDEFG */
	722, 278, 556, 722, 611, 833, 722, 778,		/* HIJKLMNO */
	667, 778, 722, 667, 611, 722, 667, 944,		/* PQRSTUVW */
	667, 667, 611, 333, 278, 333, 584, 556,		/* XYZ[\]^_ */
	333, 556, 611, 556, 611, 556, 333, 611,		/* `abcdefg */
	611, 278, 278, 556, 278, 889, 611, 611,		/* hijklmno */
	611, 611, 389, 556, 333, 611, 556, 778,		/* pqrstuvw */
	556, 556, 500, 389, 280, 389, 584		/* xyz{|}~ */
	}
};

/*
 * The Latin-1 / CP1252 characters proposals use, same source (Euro 556
 * in both, the width of a figure).  Sorted by code point: glyph_width()
 * searches it by bisection.
 */
static const struct {
	unsigned	 cp;
	unsigned short	 w[2];		/* 1/1000 em: regular, bold */
} helv_extra[] = {
	{ 0x00a0, { 278, 278 } },	/* no-break space */
	{ 0x00a2, { 556, 556 } },	/* ¢ */
	{ 0x00a3, { 556, 556 } },	/* £ */
	{ 0x00a5, { 556, 556 } },	/* ¥ */
	{ 0x00a7, { 556, 556 } },	/* § */
	{ 0x00a9, { 737, 737 } },	/* © */
	{ 0x00ab, { 556, 556 } },	/* « */
	{ 0x00ad, { 333, 333 } },	/* soft hyphen */
	{ 0x00ae, { 737, 737 } },	/* ® */
	{ 0x00b0, { 400, 400 } },	/* ° */
	{ 0x00b1, { 584, 584 } },	/* ± */
	{ 0x00b2, { 333, 333 } },	/* ² */
	{ 0x00b3, { 333, 333 } },	/* ³ */
	{ 0x00b5, { 556, 611 } },	/* µ */
	{ 0x00b7, { 278, 278 } },	/* · */
	{ 0x00b9, { 333, 333 } },	/* ¹ */
	{ 0x00bb, { 556, 556 } },	/* » */
	{ 0x00bc, { 834, 834 } },	/* ¼ */
	{ 0x00bd, { 834, 834 } },	/* ½ */
	{ 0x00be, { 834, 834 } },	/* ¾ */
	{ 0x00c0, { 667, 722 } },	/* À */
	{ 0x00c1, { 667, 722 } },	/* Á */
	{ 0x00c4, { 667, 722 } },	/* Ä */
	{ 0x00c7, { 722, 722 } },	/* Ç */
	{ 0x00c8, { 667, 667 } },	/* È */
	{ 0x00c9, { 667, 667 } },	/* É */
	{ 0x00d6, { 778, 778 } },	/* Ö */
	{ 0x00d7, { 584, 584 } },	/* × */
	{ 0x00dc, { 722, 722 } },	/* Ü */
	{ 0x00df, { 611, 611 } },	/* ß */
	{ 0x00e0, { 556, 556 } },	/* à */
	{ 0x00e1, { 556, 556 } },	/* á */
	{ 0x00e2, { 556, 556 } },	/* â */
	{ 0x00e4, { 556, 556 } },	/* ä */
	{ 0x00e7, { 500, 556 } },	/* ç */
	{ 0x00e8, { 556, 556 } },	/* è */
	{ 0x00e9, { 556, 556 } },	/* é */
	{ 0x00ea, { 556, 556 } },	/* ê */
	{ 0x00f6, { 556, 611 } },	/* ö */
	{ 0x00f7, { 584, 584 } },	/* ÷ */
	{ 0x00fc, { 556, 611 } },	/* ü */
	{ 0x2013, { 556, 556 } },	/* – */
	{ 0x2014, { 1000, 1000 } },	/* — */
	{ 0x2018, { 222, 278 } },	/* ‘ */
	{ 0x2019, { 222, 278 } },	/* ’ */
	{ 0x201a, { 222, 278 } },	/* ‚ */
	{ 0x201c, { 333, 500 } },	/* “ */
	{ 0x201d, { 333, 500 } },	/* ” */
	{ 0x201e, { 333, 500 } },	/* „ */
	{ 0x2020, { 556, 556 } },	/* † */
	{ 0x2022, { 350, 350 } },	/* • */
	{ 0x2026, { 1000, 1000 } },	/* … */
	{ 0x2030, { 1000, 1000 } },	/* ‰ */
	{ 0x20ac, { 556, 556 } },	/* € */
	{ 0x2122, { 1000, 1000 } },	/* ™ */
	{ 0x2212, { 584, 584 } },	/* − (as plus) */
};

/* Width of code point cp, 1/1000 em; unknown characters count as 'n'. */
static unsigned
glyph_width(unsigned cp, int bold)
{
	size_t lo = 0, hi = sizeof(helv_extra) / sizeof(helv_extra[0]);

	if (cp >= 0x20 && cp <= 0x7e)
		return helv_ascii[bold][cp - 0x20];
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (helv_extra[mid].cp == cp)
			return helv_extra[mid].w[bold];
		if (helv_extra[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return helv_ascii[bold]['n' - 0x20];
}

/* Width in pt of utf8 (NULL: 0) at size pt; invalid bytes count as 'n'. */
double
text_width(const char *utf8, double size, int bold)
{
	unsigned long units = 0;	/* 1/1000 em */
	const char *p = utf8;
	size_t left;

	if (p == NULL)
		return 0;
	left = strlen(p);
	bold = bold != 0;
	while (left > 0) {
		unsigned cp = 'n';
		size_t len = utf8_decode(p, left, &cp);

		if (len == 0) {
			cp = 'n';
			len = 1;
		}
		units += glyph_width(cp, bold);
		p += len;
		left -= len;
	}
	return (double)units * size / 1000.0;
}

/* A new zeroed primitive at the end of d (grows the array). */
static struct prim *
push(struct drawing *d, enum prim_kind kind)
{
	struct prim *p;

	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 64;
		d->prims = xreallocarray(d->prims, d->cap, sizeof(*d->prims));
	}
	p = &d->prims[d->n++];
	memset(p, 0, sizeof(*p));
	p->kind = kind;
	p->stroke = -1;
	p->fill = -1;
	return p;
}

/* Append a line x0,y0 -> x1,y1 (pt); stroke 0xRRGGBB, width pt. */
void
draw_line(struct drawing *d, double x0, double y0, double x1, double y1,
    long stroke, double width, int dashed)
{
	struct prim *p = push(d, PRIM_LINE);

	p->x0 = x0;
	p->y0 = y0;
	p->x1 = x1;
	p->y1 = y1;
	p->stroke = stroke;
	p->line_width = width;
	p->dashed = dashed;
}

/* Append an open polyline through n points (pt, copied; n may be 0). */
/*
 * 1 if b lies on the segment from a to c (within 0.001 pt, far below
 * what any device shows) and all three are finite.
 */
static int
collinear(const struct point *a, const struct point *b, const struct point *c)
{
	double cross, len;

	if (!isfinite(a->x) || !isfinite(a->y) || !isfinite(b->x) ||
	    !isfinite(b->y) || !isfinite(c->x) || !isfinite(c->y))
		return 0;
	if ((b->x - a->x) * (c->x - b->x) + (b->y - a->y) * (c->y - b->y) < 0)
		return 0;	/* the line turns back */
	cross = (b->x - a->x) * (c->y - a->y) - (b->y - a->y) * (c->x - a->x);
	len = hypot(c->x - a->x, c->y - a->y);
	return len > 0 && fabs(cross) / len < 0.001;
}

void
draw_polyline(struct drawing *d, const struct point *pts, size_t n,
    long stroke, double width, int dashed)
{
	struct prim *p = push(d, PRIM_POLYLINE);
	size_t i, k = 0;

	/*
	 * Keep only the points where the line bends (and both ends): a
	 * point on the straight segment between its neighbours draws
	 * nothing.  Cumulative cost lines are straight for months on end,
	 * so this halves the chart files and the PDF's drawing calls.  A
	 * non-finite point breaks the line and is kept.
	 */
	p->pts = xcalloc(n ? n : 1, sizeof(*p->pts));
	for (i = 0; i < n; i++) {
		if (k >= 2 && i + 1 < n && collinear(&p->pts[k - 1], &pts[i],
		    &pts[i + 1]))
			continue;
		p->pts[k++] = pts[i];
	}
	p->n = k;
	p->stroke = stroke;
	p->line_width = width;
	p->dashed = dashed;
}

/* Append a rectangle, top-left x,y, size w,h (pt); fill -1 = none. */
void
draw_rect(struct drawing *d, double x, double y, double w, double h,
    long stroke, long fill, double width)
{
	struct prim *p = push(d, PRIM_RECT);

	p->x0 = x;
	p->y0 = y;
	p->w = w;
	p->h = h;
	p->stroke = stroke;
	p->fill = fill;
	p->line_width = width;
}

/* Append a circle, centre cx,cy, radius r (pt). */
void
draw_circle(struct drawing *d, double cx, double cy, double r,
    long stroke, long fill, double width)
{
	struct prim *p = push(d, PRIM_CIRCLE);

	p->x0 = cx;
	p->y0 = cy;
	p->w = r;
	p->stroke = stroke;
	p->fill = fill;
	p->line_width = width;
}

/* Append text (UTF-8, copied; NULL as "") with its baseline at x,y (pt),
 * size pt, rotated `rotate` degrees counter-clockwise about x,y. */
void
draw_text(struct drawing *d, double x, double y, const char *utf8,
    double size, int bold, enum text_anchor anchor, double rotate, long fill)
{
	struct prim *p = push(d, PRIM_TEXT);

	p->x0 = x;
	p->y0 = y;
	p->text = xstrdup(utf8 ? utf8 : "");
	p->font_size = size;
	p->bold = bold;
	p->anchor = anchor;
	p->rotate = rotate;
	p->fill = fill;
}

/*
 * Move src's primitives to the end of dst, shifted by dx, dy (pt), in
 * their paint order; src's points and texts change owner, src is freed
 * and zeroed (its title is dropped).  dst's size and title stay as they
 * are: the caller sizes the composed drawing.
 */
void
drawing_append(struct drawing *dst, struct drawing *src, double dx,
    double dy)
{
	size_t i, k;

	for (i = 0; i < src->n; i++) {
		struct prim *q = &src->prims[i];
		struct prim *p = push(dst, q->kind);

		*p = *q;
		p->x0 += dx;
		p->y0 += dy;
		if (p->kind == PRIM_LINE) {
			p->x1 += dx;
			p->y1 += dy;
		}
		for (k = 0; k < p->n && p->pts != NULL; k++) {
			p->pts[k].x += dx;
			p->pts[k].y += dy;
		}
		q->pts = NULL;
		q->text = NULL;
	}
	drawing_free(src);
}

/* Free the primitives (their points and texts) and the title, and zero
 * the drawing; accepts NULL. */
void
drawing_free(struct drawing *d)
{
	size_t i;

	if (d == NULL)
		return;
	for (i = 0; i < d->n; i++) {
		free(d->prims[i].pts);
		free(d->prims[i].text);
	}
	free(d->prims);
	free(d->title);
	memset(d, 0, sizeof(*d));
}
