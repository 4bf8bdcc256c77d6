/*
 * svg.c: a drawing as an SVG 1.1 document (see svg.h).  Every number
 * is written by fmt_coord() (render/format.c).
 */
#include "render/svg.h"

#include <math.h>
#include <string.h>

#include "render/chart.h"
#include "render/format.h"
#include "util/utf8.h"

/* Append ` name="v"`. */
static void
put_attr_num(struct strbuf *out, const char *name, double v)
{
	size_t n = strlen(name);
	char *p = sb_room(out, n + 3);

	p[0] = ' ';
	memcpy(p + 1, name, n);
	p[n + 1] = '=';
	p[n + 2] = '"';
	sb_wrote(out, n + 3);
	fmt_coord(out, v);
	sb_putc(out, '"');
}

/* Append ` name="#rrggbb"` or ` name="none"` for a colour < 0. */
static void
put_color(struct strbuf *out, const char *name, long color)
{
	static const char hex[] = "0123456789abcdef";
	int k;

	sb_putc(out, ' ');
	sb_puts(out, name);
	if (color < 0) {
		sb_puts(out, "=\"none\"");
		return;
	}
	sb_puts(out, "=\"#");
	for (k = 20; k >= 0; k -= 4)
		sb_putc(out, hex[(color >> k) & 15]);
	sb_putc(out, '"');
}

/* Append the stroke attributes of p: colour, width, dash pattern. */
static void
put_stroke(struct strbuf *out, const struct prim *p)
{
	double pat[4];
	size_t n, i;

	put_color(out, "stroke", p->stroke);
	if (p->stroke < 0)
		return;
	put_attr_num(out, "stroke-width", p->line_width);
	n = p->dashed ? chart_dash_array(p->dashed, p->line_width, pat) : 0;
	if (n == 0)
		return;
	sb_puts(out, " stroke-dasharray=\"");
	for (i = 0; i < n; i++) {
		if (i)
			sb_putc(out, ' ');
		fmt_coord(out, pat[i]);
	}
	sb_putc(out, '"');
}

/* Append s (UTF-8, may be NULL) as XML character data / attribute text:
 * invalid bytes and control characters as '?', & < > " ' escaped. */
static void
put_text(struct strbuf *out, const char *s)
{
	struct strbuf clean = STRBUF_INIT;
	size_t i;

	if (s == NULL)
		return;
	utf8_sanitize(&clean, s, strlen(s));
	for (i = 0; i < clean.len; i++) {
		switch (clean.s[i]) {
		case '&':
			sb_puts(out, "&amp;");
			break;
		case '<':
			sb_puts(out, "&lt;");
			break;
		case '>':
			sb_puts(out, "&gt;");
			break;
		case '"':
			sb_puts(out, "&quot;");
			break;
		case '\'':
			sb_puts(out, "&apos;");
			break;
		default:
			sb_putc(out, clean.s[i]);
			break;
		}
	}
	sb_free(&clean);
}

/* 1 if all the numbers primitive p draws with are finite. */
static int
prim_finite(const struct prim *p)
{
	switch (p->kind) {
	case PRIM_LINE:
		return isfinite(p->x0) && isfinite(p->y0) && isfinite(p->x1) &&
		    isfinite(p->y1) && isfinite(p->line_width);
	case PRIM_POLYLINE:
		return isfinite(p->line_width);
	case PRIM_RECT:
		return isfinite(p->x0) && isfinite(p->y0) && isfinite(p->w) &&
		    isfinite(p->h) && isfinite(p->line_width);
	case PRIM_CIRCLE:
		return isfinite(p->x0) && isfinite(p->y0) && isfinite(p->w) &&
		    isfinite(p->line_width);
	case PRIM_TEXT:
		return isfinite(p->x0) && isfinite(p->y0) &&
		    isfinite(p->font_size) && isfinite(p->rotate);
	default:
		return 0;
	}
}

/* Append one primitive as one element (nothing if it is not drawable). */
static void
put_prim(struct strbuf *out, const struct prim *p)
{
	size_t i, k;

	if (!prim_finite(p))
		return;
	switch (p->kind) {
	case PRIM_LINE:
		sb_puts(out, "<line");
		put_attr_num(out, "x1", p->x0);
		put_attr_num(out, "y1", p->y0);
		put_attr_num(out, "x2", p->x1);
		put_attr_num(out, "y2", p->y1);
		put_stroke(out, p);
		sb_puts(out, "/>\n");
		break;
	case PRIM_POLYLINE:
		sb_puts(out, "<polyline points=\"");
		for (i = k = 0; i < p->n; i++) {
			if (!isfinite(p->pts[i].x) || !isfinite(p->pts[i].y))
				continue;
			if (k++)
				sb_putc(out, ' ');
			fmt_coord(out, p->pts[i].x);
			sb_putc(out, ',');
			fmt_coord(out, p->pts[i].y);
		}
		sb_putc(out, '"');
		sb_puts(out, " fill=\"none\"");
		put_stroke(out, p);
		sb_puts(out, " stroke-linejoin=\"round\"/>\n");
		break;
	case PRIM_RECT:
		sb_puts(out, "<rect");
		put_attr_num(out, "x", p->w < 0 ? p->x0 + p->w : p->x0);
		put_attr_num(out, "y", p->h < 0 ? p->y0 + p->h : p->y0);
		put_attr_num(out, "width", fabs(p->w));
		put_attr_num(out, "height", fabs(p->h));
		put_color(out, "fill", p->fill);
		if (p->stroke >= 0)
			put_stroke(out, p);
		sb_puts(out, "/>\n");
		break;
	case PRIM_CIRCLE:
		sb_puts(out, "<circle");
		put_attr_num(out, "cx", p->x0);
		put_attr_num(out, "cy", p->y0);
		put_attr_num(out, "r", fabs(p->w));
		put_color(out, "fill", p->fill);
		if (p->stroke >= 0)
			put_stroke(out, p);
		sb_puts(out, "/>\n");
		break;
	case PRIM_TEXT:
		sb_puts(out, "<text");
		put_attr_num(out, "x", p->x0);
		put_attr_num(out, "y", p->y0);
		put_attr_num(out, "font-size", p->font_size);
		if (p->bold)
			sb_puts(out, " font-weight=\"bold\"");
		if (p->anchor == ANCHOR_MIDDLE)
			sb_puts(out, " text-anchor=\"middle\"");
		else if (p->anchor == ANCHOR_END)
			sb_puts(out, " text-anchor=\"end\"");
		put_color(out, "fill", p->fill < 0 ? 0 : p->fill);
		if (p->rotate != 0) {
			/* counter-clockwise on the page is negative in SVG */
			sb_puts(out, " transform=\"rotate(");
			fmt_coord(out, -p->rotate);
			sb_putc(out, ' ');
			fmt_coord(out, p->x0);
			sb_putc(out, ' ');
			fmt_coord(out, p->y0);
			sb_puts(out, ")\"");
		}
		sb_putc(out, '>');
		put_text(out, p->text);
		sb_puts(out, "</text>\n");
		break;
	default:
		break;
	}
}

/* Append d as a standalone SVG 1.1 document to out (see svg.h). */
void
svg_write(const struct drawing *d, struct strbuf *out)
{
	double w = isfinite(d->width) && d->width > 0 ? d->width : 0;
	double h = isfinite(d->height) && d->height > 0 ? d->height : 0;
	size_t i;

	sb_puts(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	sb_puts(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"");
	sb_puts(out, " width=\"");
	fmt_coord(out, w);
	sb_puts(out, "pt\" height=\"");
	fmt_coord(out, h);
	sb_puts(out, "pt\" viewBox=\"0 0 ");
	fmt_coord(out, w);
	sb_putc(out, ' ');
	fmt_coord(out, h);
	sb_puts(out, "\" font-family=\"Helvetica, Arial, sans-serif\">\n");
	sb_puts(out, "<title>");
	put_text(out, d->title ? d->title : "");
	sb_puts(out, "</title>\n");
	for (i = 0; i < d->n; i++)
		put_prim(out, &d->prims[i]);
	sb_puts(out, "</svg>\n");
}
