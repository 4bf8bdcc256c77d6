/*
 * pdf_int.h: what the files of the PDF back-end share (src/render/pdf/;
 * the entry point is pdf_render() in render/pdf.h, docs/pdf.md).
 *
 * The back-end goes in four steps, a file or two each:
 *   parse.c, chars.c   md4c callbacks turn the Markdown into a flat array
 *                      of blocks (paragraph, heading, code, rule, page
 *                      break, table, figure); their text is already
 *                      single-byte code page text with one style byte
 *                      and one code page (util/textenc.h) per text byte,
 *                      and lists and quotes have become indentation,
 *                      markers and gaps;
 *   measure.c, layout.c, table.c, figure.c
 *                      the blocks are measured, broken into lines and
 *                      placed top to bottom on A4 pages, drawn as they
 *                      are placed (figure.c paints a chart's struct
 *                      drawing);
 *   pen.c              the painter's state (font, colours, where the
 *                      last text ended) over the drawing room, paint.h,
 *                      which writes the page operators: paint.c through
 *                      libharu's public API, or paint_fast.c, which knows
 *                      libharu 2.3.0's page internals;
 *   document.c, pdf.c  footers with the page count, outline, metadata,
 *                      save to memory; pdf_render() runs the steps.
 *
 * Layout positions are pt from the page top, y growing downwards (as in
 * struct drawing); pdf_page_y() flips them for PDF.
 *
 * libharu is seen here through its public interface only: HPDF_SHARED
 * makes hpdf.h declare the handles as opaque pointers and include no
 * private header (hpdf_doc.h, hpdf_pages.h, hpdf_objects.h, ...).
 */
#ifndef GPUPLAN_PDF_INT_H
#define GPUPLAN_PDF_INT_H

#define HPDF_SHARED 1	/* libharu's public interface only, see above */
#include <hpdf.h>
#include <md4c.h>

/* libharu's error codes used here (hpdf_error.h, the same in 2.3.0 and
 * 2.4; that header is not part of the HPDF_SHARED interface). */
#ifndef HPDF_STREAM_EOF
#define HPDF_FAILD_TO_ALLOC_MEM	0x1015
#define HPDF_STREAM_EOF		0x1058
#endif

#include <stddef.h>
#include <stdint.h>

#include "render/drawing.h"
#include "render/pdf.h"
#include "render/pdf/paint.h"
#include "util/arena.h"
#include "util/strbuf.h"
#include "util/textenc.h"

/* Page geometry, pt (1/72 inch). */
#define MM		(72.0 / 25.4)		/* pt per mm */
#define PAGE_W		595.276			/* A4 */
#define PAGE_H		841.890			/* A4 */
#define BODY_L		(25 * MM)		/* left margin (DIN 5008) */
#define BODY_R		(PAGE_W - 20 * MM)	/* right margin 20 mm */
#define BODY_TOP	(20 * MM)		/* top margin */
#define BODY_BOTTOM	(PAGE_H - 25 * MM)	/* bottom margin 25 mm */
#define FOOTER_BASE	(PAGE_H - 13 * MM)	/* footer baseline */
#define FOOTER_RULE	(FOOTER_BASE - 11)	/* hairline above the footer */

/* Typography: sizes in pt, line heights in pt or as a factor of the size. */
#define BODY_SIZE	10.0
#define BODY_LH		14.0
#define HEAD_LH		1.25			/* x heading size */
#define H1_RULE_GAP	5.0			/* pt from the H1 text to its rule */
#define TABLE_SIZE	9.0
#define TABLE_NOWRAP_SIZE 8.0			/* shrink to this to avoid wrapping */
#define TABLE_MIN_SIZE	7.0			/* a wide table shrinks to this */
#define TABLE_LH	1.3			/* x table font size */
#define CELL_PAD_X	5.0
#define CELL_PAD_Y	3.0
#define CODE_SIZE	8.5
#define CODE_LH		11.0
#define CODE_PAD	6.0
#define CAPTION_SIZE	8.5
#define CAPTION_LH	11.5
#define CAPTION_GAP	5.0			/* pt between a chart and its caption */
#define FIG_MAX_SHARE	0.62			/* a chart takes at most this share of the body height */
#define FOOTER_SIZE	8.0
#define URL_SCALE	0.85			/* link target: x the text size */
#define CODE_SCALE	0.92			/* Courier next to Helvetica */
#define LIST_STEP	18.0			/* indentation per list level */
#define QUOTE_STEP	14.0			/* indentation per quote level */
#define BAR_W		2.5			/* quote bar width */
#define INDENT_MAX	4			/* levels indented; deeper ones stay */
#define EPS		0.01			/* pt: rounding slack in comparisons */

/* Gaps between blocks, pt; the larger of below-one and above-next wins. */
#define GAP_PARA	8.0
#define GAP_TIGHT	3.0			/* between items of a tight list */
#define GAP_LOOSE	6.0			/* between items of a loose list */
#define GAP_LIST	8.0			/* above and below a whole list */

/* Colours, 0xRRGGBB. */
#define C_TEXT		0x1a1a1aL
#define C_HEAD		0x1f3864L		/* H1, H2, the H1 rule */
#define C_H3		0x2b2b2bL
#define C_GREY		0x555555L		/* quotes, captions, footer */
#define C_URL		0x6e6e6eL
#define C_LINK		0x1f4e79L
#define C_RULE		0x404040L		/* table top/bottom/header rules */
#define C_RULE_LIGHT	0xc8c8c8L		/* rules between rows, <hr>, footer */
#define C_HEAD_BG	0xe4e6ebL		/* table header background */
#define C_ZEBRA		0xf5f6f8L		/* every second body row */
#define C_CODE_BG	0xf2f2f2L
#define C_BAR		0xc0c4ccL

/* Style bits, one byte per text byte. */
#define ST_BOLD		0x01
#define ST_ITALIC	0x02
#define ST_CODE		0x04			/* Courier */
#define ST_URL		0x08			/* link target after its text */
#define ST_LINK		0x10			/* link text */
#define ST_NOBREAK	0x20			/* a space that must not break */
#define ST_LOOK		(ST_BOLD | ST_ITALIC | ST_CODE | ST_URL | ST_LINK)
#define ST_MEASURE	(ST_BOLD | ST_ITALIC | ST_CODE | ST_URL)	/* width */

#define LIST_MAX	8			/* list levels tracked */
#define MD_MAX_BYTES	(64u << 20)		/* Markdown larger than this is refused */
#define NO_OFF		SIZE_MAX
#define PI		3.14159265358979323846
/* ------------------------------------------------------------------ */
/* Text with a style per byte                                          */

struct inl {
	char		*txt;		/* NUL-terminated; '\n' = hard break */
	unsigned char	*sty;		/* ST_* of each byte */
	unsigned char	*enc;		/* enum text_enc of each byte (the
					 * style byte has room for 4 of the
					 * 6 code pages, so a byte of its own) */
	size_t		 len, cap;	/* bytes */
};
/* ------------------------------------------------------------------ */
/* Blocks                                                              */

enum bkind {
	BK_PARA,
	BK_HEADING,
	BK_CODE,
	BK_RULE,		/* --- ; a page break when an H1 follows */
	BK_PAGEBREAK,		/* <!-- pagebreak --> */
	BK_TABLE,
	BK_FIGURE,
	BK__MAX
};

struct cell {
	size_t	 a, b;			/* byte range in the table's text */
};

struct block {
	enum bkind	 kind;
	int		 level;		/* heading: 1..3 */
	int		 indent;	/* list depth, 0 outside lists */
	int		 quote;		/* block-quote depth */
	char		 marker[16];	/* list item marker (Windows-1252) or "" */
	double		 before, after;	/* pt: gap wanted above / below */
	struct inl	 t;		/* text; table: all cells; figure: caption */
	size_t		 ncols, nrows;	/* table */
	size_t		 rows_cap;	/* table: rows cells has room for */
	size_t		 nhead;		/* table header rows */
	struct cell	*cells;		/* table: nrows * ncols */
	unsigned char	*align;		/* table: MD_ALIGN per column */
	const struct pdf_figure *fig;	/* figure */
	int		 line, col;	/* figure: the image in the Markdown */
};

struct list_ctx {
	int		 ordered;
	unsigned	 next;		/* number of the next item */
	int		 tight;
	char		 delim;		/* '.' or ')' */
};

/* Where a character comes from, for its finding. */
struct where {
	size_t		 off;		/* byte offset in the Markdown, or NO_OFF */
	int		 line, col;	/* when off is NO_OFF; 0 = unknown */
	const char	*what;		/* " in the chart 'x.svg'" or "" */
};

struct parse {
	const char	*md;		/* the Markdown */
	size_t		 len;		/* bytes */
	const char	*name;		/* for findings */
	struct diag_list *dl;
	size_t		 nfind;		/* findings added */
	size_t		 nchar;		/* unshowable characters seen */
	size_t		 line_off;	/* cache for position(): a line start */
	int		 line_no;	/* and its number */
	size_t		 here;		/* offset of the last text seen */
	const struct pdf_figure *figs;
	size_t		 nfigs;
	struct block	*b;
	size_t		 nb, cap;
	long		 open;		/* block receiving text, or -1 */
	int		 em, strong, code, link, img;	/* open spans */
	int		 depth;		/* list nesting */
	struct list_ctx	 lists[LIST_MAX];
	int		 quote;		/* block-quote nesting */
	char		 marker[16];	/* marker for the next block */
	int		 list_gap;	/* the next block starts a list */
	int		 in_html;
	struct strbuf	 html;		/* the HTML block being read */
	size_t		 row, col;	/* table cell being read */
	size_t		 link_from;	/* where the link text starts */
	char		*href;		/* the open link's destination, UTF-8 */
	size_t		 href_off;	/* its offset in md, or NO_OFF */
	struct inl	 alt;		/* alt text of the open image */
	const struct pdf_figure *fig;	/* the open image's chart, or NULL */
	int		 img_line, img_col;
};
enum font {
	F_REGULAR,
	F_BOLD,
	F_ITALIC,
	F_BOLD_ITALIC,
	F_MONO,
	F__MAX
};
struct line {
	size_t	 a, b;			/* bytes of the text, no trailing space */
	double	 w;			/* pt */
};

struct linev {
	struct line	*v;
	size_t		 n, cap;
};

struct tlay;	/* a table's layout (table.c) */

/* The drawing and layout state of one render. */
struct pdf {
	HPDF_Doc	 doc;
	HPDF_Font	 font[TE__MAX][F__MAX];	/* by code page and face; NULL: not loaded */
	double		 wt[TE__MAX][F__MAX][256];	/* glyph widths, em (size 1) */
	const double	*srow[TE__MAX][ST_MEASURE + 1];	/* by style: its font's wt row */
	const char	*ttf[F__MAX];	/* libharu's name of the DejaVu face, once loaded */
	int		 ttf_bad[F__MAX];	/* the face's file could not be loaded */
	const char	*vfile[2];	/* the vendor's TrueType files: regular, bold; NULL: Helvetica */
	const char	*vface[2];	/* libharu's name of each, once loaded */
	int		 vface_bad[2];	/* that file could not be loaded */
	int		 info_utf8;	/* metadata now goes through libharu's UTF-8 encoder */
	int		 utf8_ready;	/* HPDF_UseUTFEncodings was called */
	double		 sscale[ST_MEASURE + 1];	/* and its pdf_scale_of() */
	HPDF_Page	*pages;
	size_t		 npages, cap;
	HPDF_Page	 page;		/* the page drawn on */
	struct pdf_paint pc;		/* the drawing room (paint.h) */
	double		 y;		/* pt from the page top: next free place */
	int		 at_top;	/* nothing on this page yet */
	double		 after;		/* pt: gap the last block wants below */
	int		 in_text;	/* between BT and ET */
	int		 rotated;	/* the text matrix is not upright */
	int		 pen;		/* pen_x, pen_y: where the last text ended */
	double		 pen_x, pen_y;	/* layout pt */
	HPDF_Font	 cur_font;	/* painter state; NULL / -1: unknown */
	double		 cur_size;	/* pt */
	long		 cur_fill, cur_stroke;
	double		 cur_lw;	/* pt */
	int		 cur_dash;
	HPDF_Outline	 h1;		/* outline entry of the last H1 */
	size_t		 noutline;
	HPDF_Page	 bar_page;	/* the last quote bar: page */
	double		 bar_bottom;	/* and its bottom, pt */
	const struct block *blocks;
	size_t		 nb;
	struct linev	 lv, lv2;	/* scratch lines */
	struct tlay	*tcache;	/* the last table laid out (table.c) */
	const struct block *tcache_b;	/* its block; NULL: none */
	struct inl	 scratch;	/* scratch text (charts, metadata) */
	struct strbuf	 tmp;		/* scratch: NUL-terminated bytes for libharu */
	struct parse	*p;		/* for findings */
	HPDF_STATUS	 err, err_detail;	/* the first libharu error */
	struct arena	 mem;		/* libharu's memory for this document */
	long		 c_head;	/* 0xRRGGBB: H1, H2, the H1 rule (C_HEAD or the vendor's) */
	long		 c_rule;	/* 0xRRGGBB: table rules (C_RULE or the vendor's) */
};
/* Small helpers every step uses, inline (measure.c and pen.c had them
 * as static functions before the split). */

/* The font of text with style sty. */
static inline enum font
pdf_font_of(unsigned sty)
{
	if (sty & ST_CODE)
		return F_MONO;
	if (sty & ST_BOLD)
		return sty & ST_ITALIC ? F_BOLD_ITALIC : F_BOLD;
	return sty & ST_ITALIC ? F_ITALIC : F_REGULAR;
}

/* The size of text with style sty, as a factor of its block's size. */
static inline double
pdf_scale_of(unsigned sty)
{
	return sty & ST_URL ? URL_SCALE : sty & ST_CODE ? CODE_SCALE : 1;
}

/* Width in pt of byte c in code page enc with style sty at block size
 * size. */
static inline double
pdf_char_w(const struct pdf *d, unsigned char c, unsigned enc, unsigned sty,
    double size)
{
	unsigned s = sty & ST_MEASURE;

	return d->srow[enc][s][c] * size * d->sscale[s];
}

/* Width in pt of byte i of t, extra style added, at block size size. */
static inline double
pdf_at_w(const struct pdf *d, const struct inl *t, size_t i, unsigned extra,
    double size)
{
	return pdf_char_w(d, (unsigned char)t->txt[i], t->enc[i],
	    t->sty[i] | extra, size);
}

/* Width in pt of bytes [a,b) of t at block size size, extra style added. */
static inline double
pdf_text_w(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, unsigned extra)
{
	double w = 0;

	for (; a < b; a++)
		w += pdf_at_w(d, t, a, extra, size);
	return w;
}

/* 1 if byte i of t is a space a line may break at: not one marked
 * ST_NOBREAK, and not the space between a number and its "%" or "€"
 * ("20 %", "4.800 €" stay on one line, as German typesetting wants). */
static inline int
pdf_brk(const struct inl *t, size_t i)
{
	if (t->txt[i] != ' ' || (t->sty[i] & ST_NOBREAK))
		return 0;
	if (i > 0 && i + 1 < t->len && t->txt[i - 1] >= '0' &&
	    t->txt[i - 1] <= '9' && (t->txt[i + 1] == '%' ||
	    ((unsigned char)t->txt[i + 1] == 0x80 &&	/* € in Windows-1252 */
	    t->enc[i + 1] == TE_CP1252)))
		return 0;
	return 1;
}

/* PDF y of a layout y (pt from the page top). */
static inline double
pdf_page_y(double y)
{
	return PAGE_H - y;
}

/* The baseline in a line box lh pt high for text of size pt: the
 * capitals centred. */
static inline double
pdf_baseline(double lh, double size)
{
	return lh / 2 + 0.359 * size;
}

/* chars.c */

const char * pdf_to_cp1252(unsigned cp, char buf[2], int *nobreak);
unsigned char pdf_pdfdoc_of(unsigned char c);
unsigned pdf_unicode_of(unsigned char c, unsigned enc);
int pdf_meta_string(const struct inl *t, struct strbuf *out, int utf8);
unsigned pdf_entity_cp(const char *s, size_t n);
void pdf_utf8_put(struct strbuf *b, unsigned cp);
char * pdf_attr_utf8(const MD_ATTRIBUTE *a);
void inl_put(struct inl *t, const char *s, size_t n, unsigned char sty);
void inl_put_enc(struct inl *t, const char *s, size_t n, unsigned char sty,
    unsigned char enc);
void inl_free(struct inl *t);
int inl_blank(const struct inl *t);

/* parse.c */

void pdf_conv(struct parse *p, struct inl *t, const char *s, size_t n,
    unsigned char sty, const struct where *w);
void pdf_block_free(struct block *b);
void pdf_close_block(struct parse *p);
int pdf_on_enter_block(MD_BLOCKTYPE type, void *detail, void *u);
int pdf_on_leave_block(MD_BLOCKTYPE type, void *detail, void *u);
int pdf_on_enter_span(MD_SPANTYPE type, void *detail, void *u);
int pdf_on_leave_span(MD_SPANTYPE type, void *detail, void *u);
int pdf_on_text(MD_TEXTTYPE type, const MD_CHAR *s, MD_SIZE n, void *u);

/* measure.c */

void pdf_wrap(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, unsigned extra, double maxw, struct linev *out);
void pdf_wrap_pre(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, double maxw, struct linev *out);
int pdf_load_font(struct pdf *d, enum font f, unsigned enc);
void pdf_load_fonts(struct pdf *d);
void pdf_load_for(struct pdf *d, const struct inl *t, unsigned extra);

/* pen.c */

void pdf_gfx_mode(struct pdf *d);
void pdf_flush_page(struct pdf *d);
void pdf_use_page(struct pdf *d, HPDF_Page pg);
void pdf_set_fill(struct pdf *d, long rgb);
void pdf_set_stroke(struct pdf *d, long rgb, double lw, int dashed);
void pdf_set_font(struct pdf *d, enum font f, double size);
void pdf_set_font_enc(struct pdf *d, enum font f, unsigned enc, double size);
void pdf_show(struct pdf *d, double x, double y, const char *s, size_t n, double w);
void pdf_fill_rect(struct pdf *d, double x, double y, double w, double h, long rgb);
void pdf_hrule(struct pdf *d, double x0, double x1, double y, double lw, long rgb);
double pdf_draw_span(struct pdf *d, const struct inl *t, size_t a, size_t b, double x,
    double y, double size, unsigned extra, long rgb);

/* layout.c */

void pdf_new_page(struct pdf *d);
void pdf_gap(struct pdf *d, double before);
void pdf_ensure(struct pdf *d, double h);
double pdf_left_of(const struct block *b);
void pdf_quote_bars(struct pdf *d, const struct block *b, double top, double bottom);
long pdf_colour_of(const struct block *b);
double pdf_figure_scale(const struct block *b, double avail, double *h);
void pdf_layout(struct pdf *d);

/* table.c */

void pdf_place_table(struct pdf *d, const struct block *b);
/* Height (pt) of table b's header rows and first body row as
 * pdf_place_table() lays them out: what must stay on a page with what
 * comes before the table. */
double pdf_table_head_h(struct pdf *d, const struct block *b);

/* Free the table layout pdf_table_head_h() and pdf_place_table() keep
 * for the last table they laid out (the keep-together test and the
 * placing of a table lay out the same block at the same width: once). */
void pdf_table_cache_free(struct pdf *d);

/* figure.c */

void pdf_place_figure(struct pdf *d, const struct block *b);

/* document.c */

void pdf_footers(struct pdf *d, const struct pdf_meta *m);
HPDF_Encoder pdf_utf8_encoder(struct pdf *d);

/* brand.c: the logo, legal lines and sample mark of m on every page
 * (nothing when m is NULL or has none). */
void pdf_brand(struct pdf *d, const struct pdf_meta *m);
void pdf_set_info(struct pdf *d, HPDF_InfoType type, const char *utf8,
    const char *what);
int pdf_parse_date(const char *s, HPDF_Date *dt);
/* libharu's error handler (user data: the struct pdf): keeps the first
 * error in err, err_detail. */
void pdf_on_hpdf_error(HPDF_STATUS err, HPDF_STATUS detail, void *u);
/* Make a the arena libharu's allocator draws from on this thread, until
 * the next call; returns the one before (NULL: none). */
struct arena *pdf_mem_use(struct arena *a);
/* libharu's allocator and free (HPDF_NewEx): n bytes of the thread's
 * arena (pdf_mem_use); free does nothing, the arena goes after HPDF_Free. */
void *pdf_hpdf_alloc(HPDF_UINT n);
void pdf_hpdf_free(void *p);
/* Copy the saved PDF from libharu's memory stream to out; 0 on error. */
int pdf_copy_out(struct pdf *d, struct strbuf *out);
void pdf_on_hpdf_error(HPDF_STATUS err, HPDF_STATUS detail, void *u);
int pdf_copy_out(struct pdf *d, struct strbuf *out);

#endif
