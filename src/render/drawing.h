/*
 * drawing.h: a device-independent vector drawing, the one thing both the
 * SVG writer (render/svg.c) and the PDF writer (render/pdf.c) draw.
 *
 * chart.c lays a chart out into a drawing (axes, ticks, lines, markers,
 * labels, legend); each back-end only emits primitives.  Coordinates are
 * in points (1/72 inch) with the origin at the TOP-LEFT and y growing
 * downwards (as in SVG); the PDF writer flips them.  Colours are 0xRRGGBB.
 * Text is UTF-8; the PDF writer encodes it for its font and reports a
 * character it cannot show.
 */
#ifndef GPUPLAN_DRAWING_H
#define GPUPLAN_DRAWING_H

#include <stddef.h>

enum prim_kind {
	PRIM_LINE,		/* x0,y0 -> x1,y1 */
	PRIM_POLYLINE,		/* pts[0..n) */
	PRIM_RECT,		/* x0,y0 top-left, w,h; filled if fill >= 0 */
	PRIM_CIRCLE,		/* centre x0,y0, radius w */
	PRIM_TEXT,		/* baseline at x0,y0 */
	PRIM__MAX
};

enum text_anchor {
	ANCHOR_START,
	ANCHOR_MIDDLE,
	ANCHOR_END
};

struct point {
	double	x, y;			/* pt */
};

struct prim {
	enum prim_kind	 kind;
	double		 x0, y0, x1, y1;	/* pt */
	double		 w, h;		/* pt (rect size; circle radius in w) */
	struct point	*pts;		/* polyline, owned */
	size_t		 n;
	long		 stroke;	/* 0xRRGGBB, or -1 for none */
	long		 fill;		/* 0xRRGGBB, or -1 for none */
	double		 line_width;	/* pt */
	int		 dashed;	/* 1: dashed stroke */
	char		*text;		/* PRIM_TEXT, UTF-8, owned */
	double		 font_size;	/* pt */
	int		 bold;
	enum text_anchor anchor;
	double		 rotate;	/* degrees counter-clockwise (axis titles: 90) */
};

struct drawing {
	double		 width, height;	/* pt */
	char		*title;		/* accessible name (SVG <title>), owned */
	struct prim	*prims;		/* in paint order */
	size_t		 n, cap;
};

/* Append primitives; strings and points are copied. */
void draw_line(struct drawing *, double x0, double y0, double x1, double y1,
    long stroke, double width, int dashed);
void draw_polyline(struct drawing *, const struct point *pts, size_t n,
    long stroke, double width, int dashed);
void draw_rect(struct drawing *, double x, double y, double w, double h,
    long stroke, long fill, double width);
void draw_circle(struct drawing *, double cx, double cy, double r,
    long stroke, long fill, double width);
void draw_text(struct drawing *, double x, double y, const char *utf8,
    double size, int bold, enum text_anchor, double rotate, long fill);

/*
 * Approximate width in points of UTF-8 text in Helvetica at size pt
 * (the PDF's font; SVG asks for Helvetica/Arial too), for layout.
 */
double text_width(const char *utf8, double size, int bold);

/*
 * Move src's primitives onto dst, shifted by dx, dy (pt), painted after
 * dst's own; src is left freed and zeroed.  dst's width, height and
 * title are the caller's to set (small multiples: several charts laid
 * out apart, then composed into one drawing).
 */
void drawing_append(struct drawing *dst, struct drawing *src, double dx,
    double dy);

/* Free the primitives and the title; accepts NULL. */
void drawing_free(struct drawing *);

#endif
