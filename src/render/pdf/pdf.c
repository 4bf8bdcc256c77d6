/*
 * pdf.c: pdf_render(), the entry of the PDF back-end (render/pdf.h):
 * parse, lay out, finish, save; one render's state lives in its own
 * struct parse and struct pdf (pdf_int.h).
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

int
pdf_render(const char *md, size_t md_len, const struct pdf_meta *meta,
    const struct pdf_figure *figs, size_t n_figs, const char *md_name,
    struct strbuf *out, struct diag_list *dl)
{
	static const MD_PARSER mdp = {
		0, MD_FLAG_TABLES, pdf_on_enter_block, pdf_on_leave_block,
		pdf_on_enter_span, pdf_on_leave_span, pdf_on_text, NULL, NULL
	};
	struct parse p;
	struct pdf d;
	HPDF_Date date;
	struct arena *mem_was = NULL;	/* the thread's arena before */
	int ok = 0, have_date = 0, mem_set = 0;
	size_t i;

	memset(&p, 0, sizeof(p));
	memset(&d, 0, sizeof(d));
	p.md = md != NULL ? md : "";
	p.len = md != NULL ? md_len : 0;
	p.name = md_name != NULL ? md_name : "-";
	p.dl = dl;
	p.line_no = 1;
	p.open = -1;
	p.figs = figs;
	p.nfigs = figs != NULL ? n_figs : 0;
	p.href_off = NO_OFF;
	d.p = &p;
	d.c_head = meta != NULL && meta->has_primary ? meta->c_primary :
	    C_HEAD;
	if (meta != NULL && meta->font_regular != NULL &&
	    meta->font_bold != NULL) {
		d.vfile[0] = meta->font_regular;
		d.vfile[1] = meta->font_bold;
	}
	d.c_rule = meta != NULL && meta->has_primary ? meta->c_primary :
	    C_RULE;

	if (p.len > MD_MAX_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, p.name, NULL, 0, 0, 0,
		    "the Markdown is larger than %u MiB", MD_MAX_BYTES >> 20);
		goto out;
	}
	if (meta != NULL && meta->date_iso != NULL) {
		have_date = pdf_parse_date(meta->date_iso, &date);
		if (!have_date) {
			p.nfind++;
			diag_add(dl, D_BAD_DATE, p.name, NULL, 0, 0, 0,
			    "PDF date '%s' is not a YYYY-MM-DD calendar date",
			    meta->date_iso);
		}
	}
	if (md_parse(p.md, (MD_SIZE)p.len, &mdp, &p) != 0) {
		diag_add(dl, D_IO, p.name, NULL, 0, 0, 0,
		    "the Markdown parser failed");
		goto out;
	}
	pdf_close_block(&p);
	d.blocks = p.b;
	d.nb = p.nb;

	/* Lay out even after findings: the charts' text is checked there. */
	mem_was = pdf_mem_use(&d.mem);
	mem_set = 1;
	d.doc = HPDF_NewEx(pdf_on_hpdf_error, pdf_hpdf_alloc, pdf_hpdf_free, 0,
	    &d);
	if (d.doc == NULL) {
		diag_add(dl, D_IO, p.name, NULL, 0, 0, 0,
		    "libharu cannot start a PDF");
		goto out;
	}
	/*
	 * No stream compression: zlib was a fifth of a whole build's time
	 * (bench/README.md) and the 10-page proposals stay around 60 KB.
	 */
	HPDF_SetCompressionMode(d.doc, HPDF_COMP_NONE);
	pdf_load_fonts(&d);
	pdf_new_page(&d);
	pdf_layout(&d);
	pdf_footers(&d, meta);
	pdf_brand(&d, meta);
	pdf_gfx_mode(&d);
	pdf_flush_page(&d);
	if (d.err == 0)
		d.err = d.pc.err;	/* an operator libharu would refuse */
	if (meta != NULL) {
		pdf_set_info(&d, HPDF_INFO_TITLE, meta->title, "title");
		pdf_set_info(&d, HPDF_INFO_AUTHOR, meta->author, "author");
		pdf_set_info(&d, HPDF_INFO_SUBJECT, meta->subject, "subject");
		pdf_set_info(&d, HPDF_INFO_KEYWORDS, meta->keywords, "keywords");
		pdf_set_info(&d, HPDF_INFO_CREATOR, meta->creator, "creator");
	}
	HPDF_SetInfoAttr(d.doc, HPDF_INFO_PRODUCER, "gpuplan");
	if (have_date) {
		HPDF_SetInfoDateAttr(d.doc, HPDF_INFO_CREATION_DATE, date);
		HPDF_SetInfoDateAttr(d.doc, HPDF_INFO_MOD_DATE, date);
	}
	if (d.noutline > 0)
		HPDF_SetPageMode(d.doc, HPDF_PAGE_MODE_USE_OUTLINE);
	if (p.nchar > PDF_MAX_CHAR_FINDINGS)
		diag_add(dl, D_TEMPLATE, p.name, NULL, 0, 0, 0,
		    "%zu more characters cannot be shown in the PDF",
		    p.nchar - PDF_MAX_CHAR_FINDINGS);
	if (p.nfind > 0)
		goto out;
	if (d.err == 0)
		HPDF_SaveToStream(d.doc);
	if (d.err != 0 || !pdf_copy_out(&d, out)) {
		diag_add(dl, D_IO, p.name, NULL, 0, 0, 0,
		    "libharu cannot write the PDF (error 0x%04lX, detail %lu)",
		    (unsigned long)d.err, (unsigned long)d.err_detail);
		goto out;
	}
	ok = 1;
out:
	if (d.doc != NULL)
		HPDF_Free(d.doc);
	if (mem_set)
		pdf_mem_use(mem_was);
	arena_release(&d.mem);
	for (i = 0; i < p.nb; i++)
		pdf_block_free(&p.b[i]);
	free(p.b);
	free(p.href);
	inl_free(&p.alt);
	sb_free(&p.html);
	free(d.pages);
	free(d.lv.v);
	free(d.lv2.v);
	pdf_table_cache_free(&d);
	inl_free(&d.scratch);
	sb_free(&d.tmp);
	paint_free(&d.pc);
	return ok;
}
