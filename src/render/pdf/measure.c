/*
 * measure.c: the fonts and how wide text is: the fonts a document uses
 * (base-14 ones in four code pages, DejaVu Sans for Greek and Cyrillic:
 * util/textenc.h), their glyph widths (measured once per document and
 * font through libharu's public HPDF_Font_TextWidth), and line breaking.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "util/alloc.h"
#include "util/diag.h"
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
				ww += pdf_at_w(d, t, j, extra, size);
			if (have && lw + spw + ww > maxw + EPS)
				break;
			if (!have && ww > maxw + EPS) {
				/* cut: as many characters as fit, at least one */
				double x = 0;
				size_t k = i;

				while (k < j) {
					double c = pdf_at_w(d, t, k, extra, size);

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
				spw += pdf_at_w(d, t, i, extra, size);
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
			double c = pdf_at_w(d, t, i, 0, size);

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
/*
 * The DejaVu face standing in for f (its libharu font name), loaded and
 * embedded on first use; NULL if its file cannot be loaded, reported
 * once per face as an unprintable-character finding naming the file and
 * the Debian package.
 */
static const char *
ttf_face(struct pdf *d, enum font f)
{
	char path[1024];
	HPDF_STATUS err_was = d->err;

	if (d->ttf[f] != NULL || d->ttf_bad[f])
		return d->ttf[f];
	snprintf(path, sizeof(path), "%s/%s", textenc_font_dir(),
	    textenc_font_file((int)f));
	if (access(path, R_OK) == 0)
		d->ttf[f] = HPDF_LoadTTFontFromFile(d->doc, path, HPDF_TRUE);
	if (d->ttf[f] == NULL) {
		d->ttf_bad[f] = 1;
		d->err = err_was;	/* the finding says it; not libharu's fault */
		HPDF_ResetError(d->doc);
		d->p->nfind++;
		diag_add(d->p->dl, D_UNPRINTABLE, d->p->name, NULL, 0, 0, 0,
		    "the PDF needs the font file %s for Greek and Cyrillic "
		    "text, and it cannot be read; install Debian's "
		    "fonts-dejavu-core (or set GPUPLAN_FONT_DIR to where "
		    "DejaVu Sans is)", path);
	}
	return d->ttf[f];
}

/*
 * The vendor's face standing in for f in Windows-1252 (its libharu font
 * name), loaded and embedded on first use: the regular file for regular
 * and italic text, the bold one for bold (the profile has no italics);
 * NULL for code (Courier stays), without vendor fonts, or if libharu
 * cannot load the file (reported once as an I/O finding; Helvetica then).
 */
static const char *
vendor_face(struct pdf *d, enum font f)
{
	HPDF_STATUS err_was = d->err;
	int k = f == F_BOLD || f == F_BOLD_ITALIC;

	if (f == F_MONO || d->vfile[k] == NULL || d->vface_bad[k])
		return NULL;
	if (d->vface[k] != NULL)
		return d->vface[k];
	d->vface[k] = HPDF_LoadTTFontFromFile(d->doc, d->vfile[k], HPDF_TRUE);
	if (d->vface[k] == NULL) {
		d->vface_bad[k] = 1;
		d->err = err_was;	/* the finding says it */
		HPDF_ResetError(d->doc);
		d->p->nfind++;
		diag_add(d->p->dl, D_IO, d->p->name, NULL, 0, 0, 0,
		    "libharu cannot embed the vendor font %s; the PDF uses "
		    "Helvetica instead", d->vfile[k]);
	}
	return d->vface[k];
}

/*
 * Load font f in code page enc (enum text_enc) into the document, once,
 * and take its glyph widths into d->wt[enc][f] (em), one public
 * HPDF_Font_TextWidth per code (libharu 2.3.0 answers it from the
 * font's own table of 256 widths: about 0.1 M instructions a document
 * for five fonts).  Per document, not per process: no state outlives a
 * render.  Returns 1 if the font is there, 0 if not (libharu's error,
 * or a DejaVu file that is missing: ttf_face()).
 */
int
pdf_load_font(struct pdf *d, enum font f, unsigned enc)
{
	const char *name = font_names[f], *vname = NULL;
	int c;

	if (d->font[enc][f] != NULL)
		return 1;
	if (textenc_ttf((enum text_enc)enc) && (name = ttf_face(d, f)) == NULL)
		return 0;
	if (enc == TE_CP1252 && (vname = vendor_face(d, f)) != NULL)
		name = vname;
	if (textenc_ttf((enum text_enc)enc) || vname != NULL) {
		/* the embedded font file Flate-compressed (libharu takes a
		 * font's filter from the mode when the font is made; with
		 * HPDF_COMP_METADATA it is the only stream so compressed):
		 * about 165 KB a face instead of about 330 KB */
		HPDF_SetCompressionMode(d->doc, HPDF_COMP_METADATA);
		d->font[enc][f] = HPDF_GetFont(d->doc, name,
		    textenc_name((enum text_enc)enc));
		HPDF_SetCompressionMode(d->doc, HPDF_COMP_NONE);
	} else {
		d->font[enc][f] = HPDF_GetFont(d->doc, name,
		    textenc_name((enum text_enc)enc));
	}
	if (d->font[enc][f] == NULL)
		return 0;
	for (c = 32; c < 256; c++) {
		HPDF_BYTE ch = (HPDF_BYTE)c;

		d->wt[enc][f][c] = HPDF_Font_TextWidth(d->font[enc][f], &ch,
		    1).width / 1000.0;
	}
	return 1;
}

/* Load the fonts that text t needs, extra style added to each byte. */
void
pdf_load_for(struct pdf *d, const struct inl *t, unsigned extra)
{
	size_t k;

	for (k = 0; k < t->len; k++)
		if (d->font[t->enc[k]][pdf_font_of(t->sty[k] | extra)] == NULL)
			pdf_load_font(d, pdf_font_of(t->sty[k] | extra),
			    t->enc[k]);
}

/*
 * Load the fonts the blocks use (libharu sets each up per document, which
 * costs): regular and bold always (text, headings, charts, footer), the
 * others when some text has the style, counting the bold of headings and
 * table headers and the italics of captions; all of that in Windows-1252
 * first, in the order of enum font (so a document in Windows-1252 only
 * gets the fonts, names and objects it always had), then the fonts of the
 * other code pages its text uses.
 */
void
pdf_load_fonts(struct pdf *d)
{
	unsigned need[TE__MAX] = { 1u << F_REGULAR | 1u << F_BOLD };
	size_t i, k;
	int f, e;

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
			need[TE_CP1252] |= 1u << F_MONO;
		for (k = 0; k < b->t.len; k++)
			need[b->t.enc[k]] |= 1u << pdf_font_of(b->t.sty[k] |
			    extra | (k < bold_to ? ST_BOLD : 0));
	}
	for (e = 0; e < TE__MAX; e++)
		for (f = 0; f < F__MAX; f++)
			if (need[e] & (1u << f))
				pdf_load_font(d, (enum font)f, (unsigned)e);
	for (e = 0; e < TE__MAX; e++)	/* pdf_char_w()'s tables */
		for (f = 0; f <= ST_MEASURE; f++)
			d->srow[e][f] = d->wt[e][pdf_font_of((unsigned)f)];
	for (f = 0; f <= ST_MEASURE; f++)
		d->sscale[f] = pdf_scale_of((unsigned)f);
}
