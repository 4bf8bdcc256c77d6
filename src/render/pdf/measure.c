/*
 * measure.c: the fonts and how wide text is: the base-14 fonts a
 * document uses, their glyph widths (measured once per document through
 * libharu's public HPDF_Font_TextWidth), and line breaking.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

static const char *const font_names[F__MAX] = {
	"Helvetica", "Helvetica-Bold", "Helvetica-Oblique",
	"Helvetica-BoldOblique", "Courier"
};







/* Append a line to v. */
static void
line_push(struct linev *v, size_t a, size_t b, double w)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 32;
		v->v = xreallocarray(v->v, v->cap, sizeof(*v->v));
	}
	v->v[v->n].a = a;
	v->v[v->n].b = b;
	v->v[v->n].w = w;
	v->n++;
}

/*
 * Break bytes [a,b) of t into lines at most maxw pt wide at size pt
 * (extra style added) and append them to out: greedy, at spaces, at '\n'
 * always; a word longer than a line is cut between characters.  Spaces at
 * line ends are left out of the lines.
 */
void
pdf_wrap(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, unsigned extra, double maxw, struct linev *out)
{
	size_t i = a;

	while (i < b) {
		size_t ls, le;
		double lw = 0, spw = 0;
		int have = 0;

		while (i < b && pdf_brk(t, i))
			i++;
		if (i >= b)
			break;
		ls = le = i;
		while (i < b) {
			size_t j = i;
			double ww = 0;

			if (t->txt[i] == '\n') {
				i++;
				break;
			}
			for (; j < b && t->txt[j] != '\n' && !pdf_brk(t, j); j++)
				ww += pdf_char_w(d, (unsigned char)t->txt[j],
				    t->sty[j] | extra, size);
			if (have && lw + spw + ww > maxw + EPS)
				break;
			if (!have && ww > maxw + EPS) {
				/* cut: as many characters as fit, at least one */
				double x = 0;
				size_t k = i;

				while (k < j) {
					double c = pdf_char_w(d, (unsigned char)t->txt[k],
					    t->sty[k] | extra, size);

					if (k > i && x + c > maxw + EPS)
						break;
					x += c;
					k++;
				}
				lw = x;
				le = i = k;
				break;
			}
			lw += spw + ww;
			le = i = j;
			have = 1;
			spw = 0;
			for (; i < b && pdf_brk(t, i); i++)
				spw += pdf_char_w(d, (unsigned char)t->txt[i],
				    t->sty[i] | extra, size);
		}
		line_push(out, ls, le, lw);
	}
}

/* Break code text [a,b) into its lines, cutting a line wider than maxw
 * between characters; spaces are kept. */
void
pdf_wrap_pre(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, double maxw, struct linev *out)
{
	size_t i = a;

	while (i <= b) {
		size_t ls = i;
		double x = 0;

		while (i < b && t->txt[i] != '\n') {
			double c = pdf_char_w(d, (unsigned char)t->txt[i], t->sty[i],
			    size);

			if (i > ls && x + c > maxw + EPS) {
				line_push(out, ls, i, x);
				ls = i;
				x = 0;
			}
			x += c;
			i++;
		}
		line_push(out, ls, i, x);
		i++;		/* past the '\n' (or b) */
	}
}
/* Load font f (Windows-1252) into the document and take its glyph
 * widths into d->wt[f] (em), one public HPDF_Font_TextWidth per code
 * (libharu 2.3.0 answers it from the font's own table of 256 widths:
 * about 0.1 M instructions a document for five fonts).  Per document,
 * not per process: no state outlives a render. */
void
pdf_load_font(struct pdf *d, enum font f)
{
	int c;

	if (d->font[f] != NULL)
		return;
	d->font[f] = HPDF_GetFont(d->doc, font_names[f], "WinAnsiEncoding");
	if (d->font[f] == NULL)
		return;
	for (c = 32; c < 256; c++) {
		HPDF_BYTE ch = (HPDF_BYTE)c;

		d->wt[f][c] = HPDF_Font_TextWidth(d->font[f], &ch, 1).width /
		    1000.0;
	}
}

/*
 * Load the fonts the blocks use (libharu sets each up per document, which
 * costs): regular and bold always (text, headings, charts, footer), the
 * others when some text has the style, counting the bold of headings and
 * table headers and the italics of captions.
 */
void
pdf_load_fonts(struct pdf *d)
{
	unsigned need = 1u << F_REGULAR | 1u << F_BOLD;
	size_t i, k;
	int f;

	for (i = 0; i < d->nb; i++) {
		const struct block *b = &d->blocks[i];
		unsigned extra = b->kind == BK_HEADING ? ST_BOLD :
		    b->kind == BK_FIGURE ? ST_ITALIC : 0;
		size_t bold_to = 0;	/* table: header text ends here */

		if (b->kind == BK_TABLE)
			for (k = 0; k < b->nhead * b->ncols && k < b->nrows *
			    b->ncols; k++)
				if (b->cells[k].b > bold_to)
					bold_to = b->cells[k].b;
		if (b->kind == BK_CODE)
			need |= 1u << F_MONO;
		for (k = 0; k < b->t.len; k++)
			need |= 1u << pdf_font_of(b->t.sty[k] | extra |
			    (k < bold_to ? ST_BOLD : 0));
	}
	for (f = 0; f < F__MAX; f++)
		if (need & (1u << f))
			pdf_load_font(d, (enum font)f);
	for (f = 0; f <= ST_MEASURE; f++) {	/* pdf_char_w()'s tables */
		d->srow[f] = d->wt[pdf_font_of((unsigned)f)];
		d->sscale[f] = pdf_scale_of((unsigned)f);
	}
}
