/*
 * document.c: the document around the pages: footers with the page
 * count, metadata (PDFDocEncoding), the date, libharu's error handler
 * and memory, and the saved bytes.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* ------------------------------------------------------------------ */
/* Footers, metadata, output                                           */

/* Convert meta string utf8 (field `what`) into d->scratch. */
static void
meta_text(struct pdf *d, const char *utf8, const char *what)
{
	char buf[64];
	struct where w = { NO_OFF, 0, 0, buf };

	snprintf(buf, sizeof(buf), " in the PDF %s", what);
	d->scratch.len = 0;
	if (d->scratch.txt != NULL)
		d->scratch.txt[0] = '\0';
	pdf_conv(d->p, &d->scratch, utf8, strlen(utf8), 0, &w);
}

/* libharu's UTF-8 encoder for document strings beyond PDFDocEncoding
 * (libharu then writes them as UTF-16BE), set up on first use: a
 * document in Windows-1252 only never has it. */
HPDF_Encoder
pdf_utf8_encoder(struct pdf *d)
{
	if (!d->utf8_ready) {
		HPDF_UseUTFEncodings(d->doc);
		d->utf8_ready = 1;
	}
	return HPDF_GetEncoder(d->doc, "UTF-8");
}

/* On every page: a hairline, the footer text on the left and
 * "Seite i von n" / "Page i of n" on the right. */
void
pdf_footers(struct pdf *d, const struct pdf_meta *m)
{
	struct inl foot = { 0 };
	char label[64];
	size_t i;

	if (m != NULL && m->footer != NULL) {
		meta_text(d, m->footer, "footer");
		pdf_load_for(d, &d->scratch, 0);
		foot = d->scratch;
		memset(&d->scratch, 0, sizeof(d->scratch));
	}
	for (i = 0; i < d->npages; i++) {
		struct inl lab = { 0 };
		double lw, room;
		size_t n = foot.len, k;

		pdf_use_page(d, d->pages[i]);
		if (m != NULL && m->page_label != NULL)
			snprintf(label, sizeof(label), m->page_label, i + 1,
			    d->npages);
		else
			label[0] = '\0';
		inl_put(&lab, label, strlen(label), 0);
		lw = pdf_text_w(d, &lab, 0, lab.len, FOOTER_SIZE, 0);
		pdf_hrule(d, BODY_L, BODY_R, FOOTER_RULE, 0.4, C_RULE_LIGHT);
		pdf_draw_span(d, &lab, 0, lab.len, BODY_R - lw, FOOTER_BASE,
		    FOOTER_SIZE, 0, C_GREY);
		room = BODY_R - BODY_L - lw - 18;
		if (pdf_text_w(d, &foot, 0, n, FOOTER_SIZE, 0) > room) {
			/* cut at a space, with an ellipsis */
			room -= d->wt[TE_CP1252][F_REGULAR][0x85] * FOOTER_SIZE;
			while (n > 0 && pdf_text_w(d, &foot, 0, n, FOOTER_SIZE, 0) >
			    room)
				n--;
			k = n;
			while (k > 0 && foot.txt[k] != ' ')
				k--;
			while (k > 0 && foot.txt[k - 1] == ' ')
				k--;
			if (k > 0)	/* else no space: cut in the word */
				n = k;
		}
		if (n > 0) {
			double w = pdf_draw_span(d, &foot, 0, n, BODY_L, FOOTER_BASE,
			    FOOTER_SIZE, 0, C_GREY);

			if (n < foot.len)
				pdf_show(d, BODY_L + w, FOOTER_BASE, "\x85", 1,
				    d->wt[TE_CP1252][F_REGULAR][0x85] * FOOTER_SIZE);
		}
		pdf_gfx_mode(d);
		inl_free(&lab);
	}
	inl_free(&foot);
}

/* Set a document information entry from UTF-8 (NULL: leave it out). */
void
pdf_set_info(struct pdf *d, HPDF_InfoType type, const char *utf8,
    const char *what)
{
	if (utf8 == NULL)
		return;
	meta_text(d, utf8, what);
	if (pdf_meta_string(&d->scratch, &d->tmp, d->info_utf8) &&
	    !d->info_utf8) {
		/* libharu applies the current encoder to every entry set
		 * from now on: the later ones go as UTF-8 too */
		pdf_utf8_encoder(d);
		HPDF_SetCurrentEncoder(d->doc, "UTF-8");
		d->info_utf8 = 1;
	}
	HPDF_SetInfoAttr(d->doc, type, d->tmp.s ? d->tmp.s : "");
}

/* Parse a YYYY-MM-DD calendar date into dt at 00:00:00Z; 0 if it is
 * not one. */
int
pdf_parse_date(const char *s, HPDF_Date *dt)
{
	static const int mdays[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30,
	    31, 30, 31 };
	int i, y, m, dd;

	if (strlen(s) != 10 || s[4] != '-' || s[7] != '-')
		return 0;
	for (i = 0; i < 10; i++)
		if (i != 4 && i != 7 && (s[i] < '0' || s[i] > '9'))
			return 0;
	y = atoi(s);
	m = atoi(s + 5);
	dd = atoi(s + 8);
	if (y < 1 || m < 1 || m > 12 || dd < 1 || dd > mdays[m - 1] ||
	    (m == 2 && dd == 29 && !((y % 4 == 0 && y % 100 != 0) ||
	    y % 400 == 0)))
		return 0;
	memset(dt, 0, sizeof(*dt));
	dt->year = y;
	dt->month = m;
	dt->day = dd;
	dt->ind = 'Z';
	return 1;
}

/* libharu's error callback: keep the first error. */
void
pdf_on_hpdf_error(HPDF_STATUS err, HPDF_STATUS detail, void *u)
{
	struct pdf *d = u;

	if (err == HPDF_STREAM_EOF || d->err != 0)
		return;
	d->err = err;
	d->err_detail = detail;
}

/*
 * libharu's memory.  The library makes about 1,500 small allocations for
 * a proposal and frees each one in HPDF_Free; malloc and free for them
 * were 3.5 % of a build's instructions (callgrind).  Instead, a
 * document's blocks come from chunks of the render's own arena (struct
 * pdf.mem), libharu's free does nothing, and the chunks go together
 * after HPDF_Free.  (libharu's own pool, HPDF_NewEx's mem_pool_buf_size,
 * does the same but leaves blocks unaligned.)  libharu 2.3.0's allocator
 * takes no user pointer, so the arena of the render running on a thread
 * is found through this thread-local pointer, set by pdf_mem_use() for
 * the length of one render: renders one after another and in several
 * threads each use their own.  Out of memory exits, as util/alloc.h.
 */
static _Thread_local struct arena *hpdf_arena;

struct arena *
pdf_mem_use(struct arena *a)
{
	struct arena *old = hpdf_arena;

	hpdf_arena = a;
	return old;
}

void *
pdf_hpdf_alloc(HPDF_UINT n)
{
	return arena_alloc(hpdf_arena, n);
}

void
pdf_hpdf_free(void *p)
{
	(void)p;
}

/* Copy the saved PDF from libharu's memory stream to out; 0 on error. */
int
pdf_copy_out(struct pdf *d, struct strbuf *out)
{
	HPDF_UINT32 size = HPDF_GetStreamSize(d->doc), got = 0;
	char *buf = xmalloc(size ? size : 1);
	int ok = 0;

	while (got < size) {
		HPDF_UINT32 n = size - got;
		HPDF_STATUS st = HPDF_ReadFromStream(d->doc,
		    (HPDF_BYTE *)buf + got, &n);

		got += n;
		if (st == HPDF_STREAM_EOF || n == 0)
			break;
		if (st != HPDF_OK)
			goto out;
	}
	if (got != size || size < 5 || memcmp(buf, "%PDF-", 5) != 0)
		goto out;
	sb_add(out, buf, size);
	ok = 1;
out:
	free(buf);
	return ok;
}

