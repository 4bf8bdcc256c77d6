/*
 * brand.c: the sender's marks on every page, drawn after the layout
 * (with the footers, document.c): the logo in the page header (larger
 * on the cover), the legal footer lines under the footer, and the
 * "sample" mark of a proposal without a vendor profile (render/pdf.h,
 * struct pdf_meta; docs/pdf.md "Page layout").
 */
#include "render/pdf/pdf_int.h"

#include <string.h>

#include "util/alloc.h"

/* Logo heights, pt: the cover's and the other pages' header. */
#define LOGO_H_COVER	(14 * MM)
#define LOGO_H		(9 * MM)
/* Its top edge, pt from the page top (inside the 20 mm top margin). */
#define LOGO_TOP_COVER	(4 * MM)
#define LOGO_TOP	(7 * MM)
/* The widest a logo may be, pt (a very wide one is scaled down). */
#define LOGO_MAX_W	(70 * MM)
#define LEGAL_SIZE	6.5			/* pt */
#define LEGAL_LH	8.0			/* pt between legal rows */
#define SAMPLE_SIZE	10.0			/* pt, bold */
#define SAMPLE_BASE	(14 * MM)		/* baseline, pt from the page top */
#define C_SAMPLE	0xc00000L		/* red: seen at a glance */
#define LEGAL_SEP	" \xb7 "		/* " · " in Windows-1252 */

/* Convert UTF-8 s into a new inl t (Windows-1252); what names it in
 * findings. */
static void
conv_into(struct pdf *d, struct inl *t, const char *s, const char *what)
{
	char buf[64];
	struct where w = { NO_OFF, 0, 0, buf };

	snprintf(buf, sizeof(buf), " in the PDF %s", what);
	memset(t, 0, sizeof(*t));
	pdf_conv(d->p, t, s, strlen(s), 0, &w);
}

/*
 * Join the legal lines with " · " into at most PDF_MAX_LEGAL rows that
 * fit the text width at LEGAL_SIZE: rows[k] receives the byte range
 * [start, end) of the joined text j.  A line longer than a row is cut at
 * the row's end.  Returns the number of rows.
 */
static size_t
legal_rows(struct pdf *d, const struct pdf_meta *m, struct inl *j,
    size_t rows[][2])
{
	size_t i, k, n = 0, start = 0, last_fit = 0;
	double room = BODY_R - BODY_L;

	for (i = 0; i < m->n_legal; i++) {
		struct inl one;

		conv_into(d, &one, m->legal[i], "legal line");
		if (i > 0)
			inl_put(j, LEGAL_SEP, 3, 0);
		for (k = 0; k < one.len; k++)	/* each byte in its code page */
			inl_put_enc(j, one.txt + k, 1, 0, one.enc[k]);
		inl_free(&one);
		/* break before this line if the row is full */
		if (pdf_text_w(d, j, start, j->len, LEGAL_SIZE, 0) > room &&
		    last_fit > start) {
			rows[n][0] = start;
			rows[n][1] = last_fit;
			if (++n == PDF_MAX_LEGAL)
				return n;
			start = last_fit + 3;	/* after the separator */
		}
		last_fit = j->len;
	}
	if (j->len > start && n < PDF_MAX_LEGAL) {
		size_t end = j->len;

		while (end > start &&
		    pdf_text_w(d, j, start, end, LEGAL_SIZE, 0) > room)
			end--;
		rows[n][0] = start;
		rows[n][1] = end;
		n++;
	}
	return n;
}

void
pdf_brand(struct pdf *d, const struct pdf_meta *m)
{
	struct inl legal = { 0 }, sample = { 0 };
	size_t rows[PDF_MAX_LEGAL][2], nrows = 0, i, k;
	HPDF_Image logo = NULL;
	double lw = 0, lh = 0;

	if (m == NULL)
		return;
	if (m->legal != NULL && m->n_legal > 0)
		nrows = legal_rows(d, m, &legal, rows);
	if (m->sample_mark != NULL)
		conv_into(d, &sample, m->sample_mark, "sample mark");
	if (m->logo_path != NULL) {
		logo = m->logo_jpeg ? HPDF_LoadJpegImageFromFile(d->doc,
		    m->logo_path) : HPDF_LoadPngImageFromFile(d->doc,
		    m->logo_path);
		if (logo != NULL) {
			lw = HPDF_Image_GetWidth(logo);
			lh = HPDF_Image_GetHeight(logo);
			if (lw <= 0 || lh <= 0)
				logo = NULL;
		}
	}
	for (i = 0; i < d->npages; i++) {
		pdf_use_page(d, d->pages[i]);
		for (k = 0; k < nrows; k++)
			pdf_draw_span(d, &legal, rows[k][0], rows[k][1], BODY_L,
			    FOOTER_BASE + LEGAL_LH * (double)(k + 1), LEGAL_SIZE,
			    0, C_GREY);
		if (sample.len > 0) {
			for (k = 0; k < sample.len; k++)
				sample.sty[k] |= ST_BOLD;
			pdf_draw_span(d, &sample, 0, sample.len, BODY_L,
			    SAMPLE_BASE, SAMPLE_SIZE, 0, C_SAMPLE);
		}
		pdf_gfx_mode(d);
		if (logo != NULL) {
			double h = i == 0 ? LOGO_H_COVER : LOGO_H;
			double top = i == 0 ? LOGO_TOP_COVER : LOGO_TOP;
			double w = h * lw / lh;

			if (w > LOGO_MAX_W) {
				w = LOGO_MAX_W;
				h = w * lh / lw;
			}
			/* the image operators go straight to the page:
			 * what the room holds goes first */
			if (!paint_flush(&d->pc) && d->err == 0)
				d->err = HPDF_FAILD_TO_ALLOC_MEM;
			HPDF_Page_DrawImage(d->page, logo, (HPDF_REAL)(BODY_R - w),
			    (HPDF_REAL)pdf_page_y(top + h), (HPDF_REAL)w,
			    (HPDF_REAL)h);
		}
	}
	inl_free(&legal);
	inl_free(&sample);
}
