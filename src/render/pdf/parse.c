/*
 * parse.c: the rendered Markdown into blocks: md4c's callbacks build
 * the flat array of struct block (pdf_int.h) with code page text and
 * one style byte and one code page per text byte; lists and quotes become indentation,
 * markers and gaps; unshowable characters become findings.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* 1 if s points into the Markdown. */
static int
in_md(const struct parse *p, const char *s)
{
	uintptr_t a = (uintptr_t)p->md, x = (uintptr_t)s;

	return x >= a && x - a <= p->len;
}

/* Line and column (1-based, the column in characters) of byte off of
 * the Markdown. */
static void
position(struct parse *p, size_t off, int *line, int *col)
{
	const char *nl;

	if (off > p->len)
		off = p->len;
	if (off < p->line_off) {
		p->line_off = 0;
		p->line_no = 1;
	}
	while ((nl = memchr(p->md + p->line_off, '\n', off - p->line_off)) !=
	    NULL) {
		p->line_off = (size_t)(nl - p->md) + 1;
		p->line_no++;
	}
	*line = p->line_no;
	*col = (int)utf8_length(p->md + p->line_off, off - p->line_off) + 1;
}

/*
 * Report the character cp at w (byte i after w's offset) that the font
 * cannot show; invalid: cp is a byte that is not UTF-8.  Only the first
 * PDF_MAX_CHAR_FINDINGS are added; pdf_render() counts the rest.
 */
static void
bad_char(struct parse *p, const struct where *w, size_t i, unsigned cp,
    int invalid)
{
	struct strbuf ch = STRBUF_INIT;
	int line = w->line, col = w->col;

	p->nfind++;
	if (p->nchar++ >= PDF_MAX_CHAR_FINDINGS)
		return;
	if (w->off != NO_OFF)
		position(p, w->off + i, &line, &col);
	if (invalid) {
		diag_add(p->dl, D_TEMPLATE, p->name, p->md, p->len, line, col,
		    "byte 0x%02X%s is not UTF-8; the PDF needs UTF-8 text",
		    cp, w->what);
		return;
	}
	if (cp >= 0xa0)
		pdf_utf8_put(&ch, cp);
	diag_add(p->dl, D_TEMPLATE, p->name, p->md, p->len, line, col,
	    "character U+%04X%s%s%s%s cannot be shown in the PDF (none of its "
	    "fonts has it; docs/pdf.md lists what prints); write it "
	    "differently", cp, ch.len ? " '" : "", ch.len ? ch.s : "",
	    ch.len ? "'" : "", w->what);
	sb_free(&ch);
}

/*
 * Convert the UTF-8 text s[0..n) to the PDF's code pages and append it
 * to t with style sty: Windows-1252 (with its replacements) where it has
 * the character, else the first code page of util/textenc.h that has
 * it.  A character no font can show is reported at its place (w) and
 * appended as '?'.
 */
void
pdf_conv(struct parse *p, struct inl *t, const char *s, size_t n,
    unsigned char sty, const struct where *w)
{
	size_t i = 0;

	while (i < n) {
		unsigned char c = (unsigned char)s[i];
		unsigned cp;
		size_t j, k;
		const char *r;
		char buf[2];
		int nb;

		if (c >= 0x20 && c < 0x7f) {	/* a run of printable ASCII */
			for (j = i + 1; j < n && (unsigned char)s[j] >= 0x20 &&
			    (unsigned char)s[j] < 0x7f; j++)
				;
			inl_put(t, s + i, j - i, sty);
			i = j;
			continue;
		}
		k = utf8_decode(s + i, n - i, &cp);
		if (k == 0) {
			bad_char(p, w, i, c, 1);
			inl_put(t, "?", 1, sty);
			i++;
			continue;
		}
		r = pdf_to_cp1252(cp, buf, &nb);
		if (r == NULL) {
			enum text_enc e;
			unsigned char byte;

			if (textenc_find(cp, &e, &byte)) {
				inl_put_enc(t, (const char *)&byte, 1, sty,
				    (unsigned char)e);
				i += k;
				continue;
			}
			bad_char(p, w, i, cp, 0);
			r = "?";
		}
		inl_put(t, r, strlen(r), (unsigned char)(sty |
		    (nb ? ST_NOBREAK : 0)));
		i += k;
	}
}

/* Convert Markdown text s[0..n) (it points into the Markdown or, for
 * text md4c made up, elsewhere) into t. */
static void
add_text(struct parse *p, struct inl *t, const char *s, size_t n,
    unsigned char sty)
{
	struct where w = { NO_OFF, 0, 0, "" };

	if (in_md(p, s)) {
		w.off = (size_t)(s - p->md);
		p->here = w.off;
	} else {	/* text md4c made up: findings at the last known place */
		position(p, p->here, &w.line, &w.col);
	}
	pdf_conv(p, t, s, n, sty, &w);
}

/* The style of text read now. */
static unsigned char
span_style(const struct parse *p)
{
	return (unsigned char)((p->em ? ST_ITALIC : 0) |
	    (p->strong ? ST_BOLD : 0) | (p->code ? ST_CODE : 0) |
	    (p->link && !p->img ? ST_LINK : 0));
}

/* Append a new block of kind k with the context's indentation, quote,
 * pending list marker and gaps; returns its index. */
static size_t
new_block(struct parse *p, enum bkind k)
{
	struct block *b;

	if (p->nb == p->cap) {
		p->cap = p->cap ? p->cap * 2 : 32;
		p->b = xreallocarray(p->b, p->cap, sizeof(*p->b));
	}
	b = &p->b[p->nb];
	memset(b, 0, sizeof(*b));
	b->kind = k;
	b->indent = p->depth;
	b->quote = p->quote;
	memcpy(b->marker, p->marker, sizeof(b->marker));
	p->marker[0] = '\0';
	switch (k) {
	case BK_PARA:
		b->after = p->depth == 0 ? GAP_PARA :
		    p->lists[(p->depth > LIST_MAX ? LIST_MAX : p->depth) - 1].tight ?
		    GAP_TIGHT : GAP_LOOSE;
		break;
	case BK_CODE:
		b->before = 4;
		b->after = 10;
		break;
	case BK_RULE:
		b->before = 8;
		b->after = 12;
		break;
	case BK_TABLE:
		b->before = 6;
		b->after = 14;
		break;
	case BK_FIGURE:
		b->before = 10;
		b->after = 14;
		break;
	default:
		break;
	}
	if (p->list_gap) {
		if (b->before < GAP_LIST)
			b->before = GAP_LIST;
		p->list_gap = 0;
	}
	return p->nb++;
}

/* Free what block b owns; accepts NULL. */
void
pdf_block_free(struct block *b)
{
	if (b == NULL)
		return;
	inl_free(&b->t);
	free(b->cells);
	free(b->align);
}

/* Start a block of kind k that receives the text that follows. */
static struct block *
open_block(struct parse *p, enum bkind k)
{
	p->open = (long)new_block(p, k);
	return &p->b[p->open];
}

/* Finish the open block: drop an empty paragraph or heading, trim the
 * final newlines of code. */
void
pdf_close_block(struct parse *p)
{
	struct block *b;

	if (p->open < 0)
		return;
	b = &p->b[p->open];
	p->open = -1;
	if (b->kind == BK_CODE)
		while (b->t.len > 0 && b->t.txt[b->t.len - 1] == '\n')
			b->t.txt[--b->t.len] = '\0';
	if ((b->kind == BK_PARA || b->kind == BK_HEADING) && inl_blank(&b->t) &&
	    b == &p->b[p->nb - 1]) {
		if (b->marker[0] != '\0')	/* an empty list item */
			memcpy(p->marker, b->marker, sizeof(p->marker));
		pdf_block_free(b);
		p->nb--;
	}
}

/* The text that is being read goes here: the open image's caption, else
 * the open block (a paragraph is opened for the text of a tight list
 * item). */
static struct inl *
target(struct parse *p)
{
	if (p->img)
		return &p->alt;
	if (p->open < 0)
		open_block(p, BK_PARA);
	return &p->b[p->open].t;
}

/* Append code-block text: newlines kept, tabs to the next multiple of 4. */
static void
add_code(struct parse *p, struct inl *t, const char *s, size_t n)
{
	size_t i = 0, col = 0;

	/* the column counts from the last newline already in t */
	while (col < t->len && t->txt[t->len - col - 1] != '\n')
		col++;
	while (i < n) {
		size_t j = i;

		while (j < n && s[j] != '\t' && s[j] != '\n')
			j++;
		if (j > i) {
			size_t before = t->len;

			add_text(p, t, s + i, j - i, ST_CODE);
			col += t->len - before;
		}
		if (j < n && s[j] == '\n') {
			inl_put(t, "\n", 1, ST_CODE);
			col = 0;
		} else if (j < n) {
			inl_put(t, "    ", 4 - col % 4, ST_CODE);
			col += 4 - col % 4;
		}
		i = j + 1;
	}
}

/* 1 if the HTML block h is the page-break comment "<!-- pagebreak -->"
 * (spaces around the word and the comment allowed). */
static int
is_pagebreak(const char *h, size_t n)
{
	while (n > 0 && strchr(" \t\r\n", h[n - 1]) != NULL)
		n--;
	while (n > 0 && strchr(" \t\r\n", *h) != NULL) {
		h++;
		n--;
	}
	if (n < 7 || memcmp(h, "<!--", 4) != 0 || memcmp(h + n - 3, "-->", 3))
		return 0;
	h += 4;
	n -= 7;
	while (n > 0 && strchr(" \t", *h) != NULL) {
		h++;
		n--;
	}
	while (n > 0 && strchr(" \t", h[n - 1]) != NULL)
		n--;
	return n == 9 && memcmp(h, "pagebreak", 9) == 0;
}

/* 1 if the inline HTML h is a line break tag (<br>, <br/>, <br />). */
static int
is_br(const char *h, size_t n)
{
	return (n == 4 && strncasecmp(h, "<br>", 4) == 0) ||
	    (n == 5 && strncasecmp(h, "<br/>", 5) == 0) ||
	    (n == 6 && strncasecmp(h, "<br />", 6) == 0);
}

/* md4c: a block starts. */
int
pdf_on_enter_block(MD_BLOCKTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	struct block *b;
	struct list_ctx *l;

	switch (type) {
	case MD_BLOCK_QUOTE:
		pdf_close_block(p);
		p->quote++;
		break;
	case MD_BLOCK_UL:
	case MD_BLOCK_OL:
		pdf_close_block(p);
		if (p->depth++ == 0)
			p->list_gap = 1;
		if (p->depth <= LIST_MAX) {
			l = &p->lists[p->depth - 1];
			memset(l, 0, sizeof(*l));
			l->ordered = type == MD_BLOCK_OL;
			if (l->ordered) {
				const MD_BLOCK_OL_DETAIL *ol = detail;

				l->next = ol->start;
				l->tight = ol->is_tight;
				l->delim = ol->mark_delimiter == ')' ? ')' : '.';
			} else {
				l->tight = ((const MD_BLOCK_UL_DETAIL *)detail)->is_tight;
			}
		}
		break;
	case MD_BLOCK_LI:
		pdf_close_block(p);
		if (p->depth == 0)
			break;
		l = &p->lists[(p->depth > LIST_MAX ? LIST_MAX : p->depth) - 1];
		if (l->ordered)
			snprintf(p->marker, sizeof(p->marker), "%u%c",
			    l->next++, l->delim);
		else	/* bullet, then en dash, then middle dot */
			snprintf(p->marker, sizeof(p->marker), "%s",
			    p->depth == 1 ? "\x95" : p->depth == 2 ? "\x96" :
			    "\xb7");
		break;
	case MD_BLOCK_HR:
		pdf_close_block(p);
		new_block(p, BK_RULE);
		break;
	case MD_BLOCK_H:
		pdf_close_block(p);
		b = open_block(p, BK_HEADING);
		b->level = (int)((const MD_BLOCK_H_DETAIL *)detail)->level;
		if (b->level > 3)
			b->level = 3;
		b->before = b->level == 1 ? 24 : b->level == 2 ? 16 : 12;
		b->after = b->level == 1 ? 12 : b->level == 2 ? 7 : 5;
		break;
	case MD_BLOCK_CODE:
		pdf_close_block(p);
		open_block(p, BK_CODE);
		break;
	case MD_BLOCK_HTML:
		pdf_close_block(p);
		p->in_html = 1;
		sb_reset(&p->html);
		break;
	case MD_BLOCK_P:
		pdf_close_block(p);
		open_block(p, BK_PARA);
		break;
	case MD_BLOCK_TABLE:
		pdf_close_block(p);
		b = open_block(p, BK_TABLE);
		b->ncols = ((const MD_BLOCK_TABLE_DETAIL *)detail)->col_count;
		b->nhead = ((const MD_BLOCK_TABLE_DETAIL *)detail)->head_row_count;
		b->align = xcalloc(b->ncols ? b->ncols : 1, 1);
		break;
	case MD_BLOCK_TR:
		if (p->open < 0 || p->b[p->open].kind != BK_TABLE)
			break;
		b = &p->b[p->open];
		if (b->nrows == b->rows_cap) {
			b->rows_cap = b->rows_cap ? 2 * b->rows_cap : 16;
			b->cells = xreallocarray(b->cells, b->rows_cap *
			    (b->ncols ? b->ncols : 1), sizeof(*b->cells));
		}
		memset(b->cells + b->nrows * b->ncols, 0,
		    b->ncols * sizeof(*b->cells));
		p->row = b->nrows++;
		p->col = 0;
		break;
	case MD_BLOCK_TH:
	case MD_BLOCK_TD:
		if (p->open < 0 || p->b[p->open].kind != BK_TABLE)
			break;
		b = &p->b[p->open];
		if (p->col < b->ncols && b->nrows > 0) {
			b->cells[p->row * b->ncols + p->col].a = b->t.len;
			b->cells[p->row * b->ncols + p->col].b = b->t.len;
			b->align[p->col] =
			    (unsigned char)((const MD_BLOCK_TD_DETAIL *)detail)->align;
		}
		break;
	default:
		break;
	}
	return 0;
}

/* md4c: a block ends. */
int
pdf_on_leave_block(MD_BLOCKTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	struct block *b;

	(void)detail;
	switch (type) {
	case MD_BLOCK_QUOTE:
		pdf_close_block(p);
		p->quote--;
		break;
	case MD_BLOCK_UL:
	case MD_BLOCK_OL:
		pdf_close_block(p);
		if (--p->depth == 0) {
			p->list_gap = 0;
			if (p->nb > 0 && p->b[p->nb - 1].after < GAP_LIST)
				p->b[p->nb - 1].after = GAP_LIST;
		}
		break;
	case MD_BLOCK_LI:
		pdf_close_block(p);
		p->marker[0] = '\0';
		break;
	case MD_BLOCK_H:
	case MD_BLOCK_CODE:
	case MD_BLOCK_P:
	case MD_BLOCK_TABLE:
		pdf_close_block(p);
		break;
	case MD_BLOCK_HTML:
		p->in_html = 0;
		if (is_pagebreak(p->html.s ? p->html.s : "", p->html.len))
			new_block(p, BK_PAGEBREAK);
		break;
	case MD_BLOCK_TH:
	case MD_BLOCK_TD:
		if (p->open < 0 || p->b[p->open].kind != BK_TABLE)
			break;
		b = &p->b[p->open];
		if (p->col < b->ncols && b->nrows > 0)
			b->cells[p->row * b->ncols + p->col].b = b->t.len;
		p->col++;
		break;
	default:
		break;
	}
	return 0;
}

/* An image starts: find its chart, or report that there is none. */
static void
image_start(struct parse *p, const MD_SPAN_IMG_DETAIL *d)
{
	char *src = pdf_attr_utf8(&d->src);
	size_t i, off = p->here;
	struct strbuf known = STRBUF_INIT;

	if (in_md(p, d->src.text)) {
		/* the column of the "![" before the destination */
		size_t o = (size_t)(d->src.text - p->md), k;

		off = o;
		for (k = o; k >= 2 && p->md[k - 1] != '\n'; k--)
			if (p->md[k - 2] == '!' && p->md[k - 1] == '[') {
				off = k - 2;
				break;
			}
	}
	position(p, off, &p->img_line, &p->img_col);
	p->fig = NULL;
	for (i = 0; i < p->nfigs; i++)
		if (p->figs[i].src != NULL && p->figs[i].drawing != NULL &&
		    strcmp(p->figs[i].src, src) == 0) {
			p->fig = &p->figs[i];
			break;
		}
	if (p->fig == NULL) {
		for (i = 0; i < p->nfigs && known.len < 200; i++)
			if (p->figs[i].src != NULL)
				sb_printf(&known, "%s'%s'", known.len ? ", " : "",
				    p->figs[i].src);
		p->nfind++;
		diag_add(p->dl, D_TEMPLATE, p->name, p->md, p->len,
		    p->img_line, p->img_col, "image '%s' is not one of the "
		    "charts of this proposal (%s); the PDF can only draw those",
		    src, known.len ? known.s : "there are none");
	}
	p->alt.len = 0;
	if (p->alt.txt != NULL)
		p->alt.txt[0] = '\0';
	sb_free(&known);
	free(src);
}

/* The image ends: a figure block of its own, or its alt text where
 * no figure can go (table cell, heading). */
static void
image_end(struct parse *p)
{
	struct block *b;
	size_t i;

	if (p->open >= 0 && (p->b[p->open].kind == BK_TABLE ||
	    p->b[p->open].kind == BK_HEADING || p->b[p->open].kind == BK_CODE)) {
		b = &p->b[p->open];
		for (i = 0; i < p->alt.len; i++)
			inl_put_enc(&b->t, p->alt.txt + i, 1, 0, p->alt.enc[i]);
		return;
	}
	pdf_close_block(p);
	i = new_block(p, BK_FIGURE);	/* may move p->b */
	b = &p->b[i];
	b->t = p->alt;
	memset(&p->alt, 0, sizeof(p->alt));
	b->fig = p->fig;
	b->line = p->img_line;
	b->col = p->img_col;
}

/* 1 if a link to href with the text t[from..) shows its destination:
 * an absolute URL that the text does not already spell out. */
static int
show_href(const char *href, const struct inl *t, size_t from)
{
	const char *h = href;
	size_t n;

	if (strncmp(h, "mailto:", 7) == 0)
		h += 7;
	else if (strncmp(h, "http://", 7) != 0 &&
	    strncmp(h, "https://", 8) != 0 && strncmp(h, "ftp://", 6) != 0)
		return 0;
	n = strlen(h);
	return !(t->len - from == n && memcmp(t->txt + from, h, n) == 0);
}

/* md4c: a span starts. */
int
pdf_on_enter_span(MD_SPANTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	const MD_SPAN_A_DETAIL *a;

	switch (type) {
	case MD_SPAN_EM:
		p->em++;
		break;
	case MD_SPAN_STRONG:
		p->strong++;
		break;
	case MD_SPAN_CODE:
		p->code++;
		break;
	case MD_SPAN_A:
		if (p->link++ > 0 || p->img)
			break;
		a = detail;
		free(p->href);
		p->href = pdf_attr_utf8(&a->href);
		p->href_off = in_md(p, a->href.text) ?
		    (size_t)(a->href.text - p->md) : NO_OFF;
		p->link_from = target(p)->len;
		break;
	case MD_SPAN_IMG:
		if (p->img++ == 0)
			image_start(p, detail);
		break;
	default:
		break;
	}
	return 0;
}

/* md4c: a span ends. */
int
pdf_on_leave_span(MD_SPANTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	struct inl *t;

	(void)detail;
	switch (type) {
	case MD_SPAN_EM:
		p->em--;
		break;
	case MD_SPAN_STRONG:
		p->strong--;
		break;
	case MD_SPAN_CODE:
		p->code--;
		break;
	case MD_SPAN_A:
		if (--p->link > 0 || p->img || p->href == NULL)
			break;
		t = target(p);
		if (show_href(p->href, t, p->link_from)) {
			const char *h = p->href;
			struct where w = { p->href_off, 0, 0, "" };

			if (strncmp(h, "mailto:", 7) == 0) {
				h += 7;
				if (w.off != NO_OFF)
					w.off += 7;
			}
			if (w.off == NO_OFF)
				w.off = p->here;
			inl_put(t, " ", 1, span_style(p));
			inl_put(t, "(", 1, ST_URL);
			pdf_conv(p, t, h, strlen(h), ST_URL, &w);
			inl_put(t, ")", 1, ST_URL);
		}
		free(p->href);
		p->href = NULL;
		break;
	case MD_SPAN_IMG:
		if (--p->img == 0)
			image_end(p);
		break;
	default:
		break;
	}
	return 0;
}

/* md4c: text. */
int
pdf_on_text(MD_TEXTTYPE type, const MD_CHAR *s, MD_SIZE n, void *u)
{
	struct parse *p = u;
	struct inl *t;
	unsigned cp;

	if (p->in_html) {
		sb_add(&p->html, s, n);
		return 0;
	}
	if (type == MD_TEXT_HTML && !is_br(s, n))
		return 0;	/* raw HTML is not shown */
	t = target(p);
	switch (type) {
	case MD_TEXT_BR:
	case MD_TEXT_HTML:	/* <br> */
		inl_put(t, "\n", 1, span_style(p));
		break;
	case MD_TEXT_SOFTBR:
		inl_put(t, " ", 1, span_style(p));
		break;
	case MD_TEXT_NULLCHAR:
		add_text(p, t, "\xef\xbf\xbd", 3, span_style(p));
		break;
	case MD_TEXT_ENTITY:
		cp = pdf_entity_cp(s, n);
		if (cp != 0) {
			struct strbuf b = STRBUF_INIT;
			struct where w = { NO_OFF, 0, 0, "" };

			pdf_utf8_put(&b, cp);
			w.off = in_md(p, s) ? (size_t)(s - p->md) : p->here;
			pdf_conv(p, t, b.s, b.len, span_style(p), &w);
			sb_free(&b);
		} else {
			add_text(p, t, s, n, span_style(p));
		}
		break;
	case MD_TEXT_CODE:
		if (p->open >= 0 && p->b[p->open].kind == BK_CODE && !p->img)
			add_code(p, t, s, n);
		else
			add_text(p, t, s, n, span_style(p));
		break;
	default:
		add_text(p, t, s, n, span_style(p));
		break;
	}
	return 0;
}
