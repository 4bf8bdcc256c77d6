/*
 * pdf.c: Markdown to PDF with md4c and libharu (see pdf.h, docs/pdf.md).
 *
 * Three steps.  parse: md4c callbacks turn the Markdown into a flat
 * array of blocks (paragraph, heading, code, rule, page break, table,
 * figure); their text is already Windows-1252 with one style byte per
 * text byte, and lists and quotes have become indentation, markers and
 * gaps.  layout: the blocks are placed top to bottom on A4 pages and drawn
 * with libharu as they are placed.  Layout positions are pt from the page
 * top, y growing downwards (as in struct drawing); page_y() flips them
 * for PDF.  finish: footers with the page count, outline, metadata, save
 * to memory.
 */
#include "render/pdf.h"
#include "render/chart.h"
#include "render/pdf_content.h"

#include <hpdf.h>
#include <hpdf_pages.h>
#include <math.h>
#include <md4c.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/arena.h"
#include "util/utf8.h"

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
/* Characters                                                          */

/* Unicode of the Windows-1252 bytes 0x80..0x9F; 0 where undefined. */
static const unsigned short cp1252_hi[32] = {
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178
};

struct fallback {
	unsigned	 cp;
	const char	*to;		/* Windows-1252; "" drops the character */
	int		 nobreak;	/* a space that must not break a line */
};

/* Characters outside Windows-1252 with a replacement; sorted by cp.
 * docs/pdf.md lists the same table. */
static const struct fallback fallbacks[] = {
	{ 0x00a0, " ", 1 },		/* no-break space */
	{ 0x00ad, "", 0 },		/* soft hyphen */
	{ 0x2002, " ", 0 },		/* en space */
	{ 0x2003, " ", 0 },		/* em space */
	{ 0x2004, " ", 0 },
	{ 0x2005, " ", 0 },
	{ 0x2006, " ", 0 },
	{ 0x2007, " ", 1 },		/* figure space */
	{ 0x2008, " ", 0 },
	{ 0x2009, " ", 0 },		/* thin space */
	{ 0x200a, " ", 0 },		/* hair space */
	{ 0x200b, "", 0 },		/* zero-width space */
	{ 0x2010, "-", 0 },		/* hyphen */
	{ 0x2011, "-", 0 },		/* non-breaking hyphen */
	{ 0x2012, "\x96", 0 },		/* figure dash -> en dash */
	{ 0x2015, "\x97", 0 },		/* horizontal bar -> em dash */
	{ 0x202f, " ", 1 },		/* narrow no-break space */
	{ 0x2032, "'", 0 },		/* prime */
	{ 0x2033, "\"", 0 },		/* double prime */
	{ 0x2044, "/", 0 },		/* fraction slash */
	{ 0x2060, "", 0 },		/* word joiner */
	{ 0x2190, "<-", 0 },
	{ 0x2192, "->", 0 },
	{ 0x2194, "<->", 0 },
	{ 0x21d2, "=>", 0 },
	{ 0x21d4, "<=>", 0 },
	{ 0x2212, "-", 0 },		/* minus */
	{ 0x2215, "/", 0 },		/* division slash */
	{ 0x2219, "\xb7", 0 },		/* bullet operator -> middle dot */
	{ 0x2248, "~", 0 },
	{ 0x2260, "!=", 0 },
	{ 0x2264, "<=", 0 },
	{ 0x2265, ">=", 0 },
	{ 0x22c5, "\xb7", 0 },		/* dot operator -> middle dot */
	{ 0x25cf, "\x95", 0 },		/* black circle -> bullet */
	{ 0x2713, "x", 0 },		/* check mark */
	{ 0x2714, "x", 0 },		/* heavy check mark */
	{ 0x2717, "-", 0 },		/* ballot x */
	{ 0x2718, "-", 0 },		/* heavy ballot x */
	{ 0xfeff, "", 0 },		/* byte order mark */
};

/*
 * The Windows-1252 bytes for code point cp: a NUL-terminated string of
 * 0 to 3 bytes (in buf or static), or NULL when Helvetica in
 * WinAnsiEncoding cannot show it.  *nobreak is set to 1 for a space that
 * must not break a line, else 0.
 */
static const char *
to_cp1252(unsigned cp, char buf[2], int *nobreak)
{
	size_t lo = 0, hi = sizeof(fallbacks) / sizeof(fallbacks[0]), i;

	*nobreak = 0;
	if (cp == '\t' || cp == '\n')
		return " ";
	if (cp == '\r')
		return "";
	if (cp < 0x20 || cp == 0x7f)
		return NULL;
	buf[1] = '\0';
	if (cp < 0x7f || (cp >= 0xa1 && cp <= 0xff)) {
		buf[0] = (char)cp;
		return buf;
	}
	for (i = 0; i < 32; i++)
		if (cp1252_hi[i] == cp) {
			buf[0] = (char)(0x80 + i);
			return buf;
		}
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (fallbacks[mid].cp == cp) {
			*nobreak = fallbacks[mid].nobreak;
			return fallbacks[mid].to;
		}
		if (fallbacks[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/*
 * The PDFDocEncoding byte (document information, outline titles) for a
 * Windows-1252 byte c: the same for ASCII and Latin-1, moved for the
 * typographic characters of 0x80..0x9F.
 */
static unsigned char
pdfdoc_of(unsigned char c)
{
	static const unsigned char hi[32] = {
		0xa0, '?', 0x91, 0x86, 0x8c, 0x83, 0x81, 0x82,
		0x1a, 0x8b, 0x97, 0x88, 0x96, '?', 0x99, '?',
		'?', 0x8f, 0x90, 0x8d, 0x8e, 0x80, 0x85, 0x84,
		0x1f, 0x92, 0x9d, 0x89, 0x9c, '?', 0x9e, 0x98
	};

	if (c >= 0x80 && c < 0xa0)
		return hi[c - 0x80];
	if (c == 0xa0 || c == '\n' || c == '\t')
		return ' ';
	if (c == 0xad)
		return '-';
	return c;
}

struct entity {
	const char	*name;
	unsigned	 cp;
};

/* Named entities understood; others are shown as written.  Sorted. */
static const struct entity entities[] = {
	{ "AElig", 0xc6 }, { "Auml", 0xc4 }, { "Ouml", 0xd6 }, { "Uuml", 0xdc },
	{ "aacute", 0xe1 }, { "aelig", 0xe6 }, { "agrave", 0xe0 },
	{ "amp", '&' }, { "apos", '\'' }, { "asymp", 0x2248 },
	{ "auml", 0xe4 }, { "bdquo", 0x201e }, { "bull", 0x2022 },
	{ "ccedil", 0xe7 }, { "cent", 0xa2 }, { "check", 0x2713 },
	{ "copy", 0xa9 }, { "deg", 0xb0 }, { "divide", 0xf7 },
	{ "eacute", 0xe9 }, { "egrave", 0xe8 }, { "emsp", 0x2003 },
	{ "ensp", 0x2002 }, { "euro", 0x20ac }, { "frac12", 0xbd },
	{ "frac14", 0xbc }, { "frac34", 0xbe }, { "ge", 0x2265 },
	{ "gt", '>' }, { "hellip", 0x2026 }, { "laquo", 0xab },
	{ "larr", 0x2190 }, { "ldquo", 0x201c }, { "le", 0x2264 },
	{ "lsquo", 0x2018 }, { "lt", '<' }, { "mdash", 0x2014 },
	{ "micro", 0xb5 }, { "middot", 0xb7 }, { "minus", 0x2212 },
	{ "nbsp", 0xa0 }, { "ndash", 0x2013 }, { "ne", 0x2260 },
	{ "ouml", 0xf6 }, { "para", 0xb6 }, { "permil", 0x2030 },
	{ "plusmn", 0xb1 }, { "pound", 0xa3 }, { "quot", '"' },
	{ "raquo", 0xbb }, { "rarr", 0x2192 }, { "rdquo", 0x201d },
	{ "reg", 0xae }, { "rsquo", 0x2019 }, { "sbquo", 0x201a },
	{ "sect", 0xa7 }, { "shy", 0xad }, { "sup2", 0xb2 },
	{ "sup3", 0xb3 }, { "szlig", 0xdf }, { "thinsp", 0x2009 },
	{ "times", 0xd7 }, { "trade", 0x2122 }, { "uuml", 0xfc },
	{ "yen", 0xa5 },
};

/*
 * The code point of the entity s[0..n) ("&amp;", "&#228;", "&#xE4;"):
 * 0 if it is not one this file knows (it is then shown as written),
 * U+FFFD for a numeric one that is no character.
 */
static unsigned
entity_cp(const char *s, size_t n)
{
	size_t i;

	if (n < 3 || s[0] != '&' || s[n - 1] != ';')
		return 0;
	if (s[1] == '#') {
		unsigned long v = 0;
		int hex = n > 3 && (s[2] == 'x' || s[2] == 'X');

		for (i = hex ? 3 : 2; i < n - 1; i++) {
			int dg;

			if (s[i] >= '0' && s[i] <= '9')
				dg = s[i] - '0';
			else if (hex && s[i] >= 'a' && s[i] <= 'f')
				dg = s[i] - 'a' + 10;
			else if (hex && s[i] >= 'A' && s[i] <= 'F')
				dg = s[i] - 'A' + 10;
			else
				return 0;
			v = v * (hex ? 16 : 10) + (unsigned long)dg;
			if (v > 0x10ffff)
				return 0xfffd;
		}
		if (v == 0 || (v >= 0xd800 && v <= 0xdfff))
			return 0xfffd;
		return (unsigned)v;
	}
	for (i = 0; i < sizeof(entities) / sizeof(entities[0]); i++)
		if (strlen(entities[i].name) == n - 2 &&
		    memcmp(entities[i].name, s + 1, n - 2) == 0)
			return entities[i].cp;
	return 0;
}

/* Append code point cp (<= U+10FFFF) to b as UTF-8. */
static void
utf8_put(struct strbuf *b, unsigned cp)
{
	char u[4];

	if (cp < 0x80) {
		sb_putc(b, (char)cp);
	} else if (cp < 0x800) {
		u[0] = (char)(0xc0 | (cp >> 6));
		u[1] = (char)(0x80 | (cp & 0x3f));
		sb_add(b, u, 2);
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | (cp >> 12));
		u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		sb_add(b, u, 3);
	} else {
		u[0] = (char)(0xf0 | (cp >> 18));
		u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		sb_add(b, u, 4);
	}
}

/* An md4c attribute (link or image destination) as a new UTF-8 string,
 * entities decoded.  Caller frees. */
static char *
attr_utf8(const MD_ATTRIBUTE *a)
{
	struct strbuf b = STRBUF_INIT;
	size_t i;

	for (i = 0; a->substr_offsets != NULL &&
	    a->substr_offsets[i] < a->size; i++) {
		MD_OFFSET o = a->substr_offsets[i], e = a->substr_offsets[i + 1];
		unsigned cp;

		if (a->substr_types[i] == MD_TEXT_ENTITY &&
		    (cp = entity_cp(a->text + o, e - o)) != 0)
			utf8_put(&b, cp);
		else if (a->substr_types[i] == MD_TEXT_NULLCHAR)
			utf8_put(&b, 0xfffd);
		else
			sb_add(&b, a->text + o, e - o);
	}
	return sb_take(&b);
}

/* ------------------------------------------------------------------ */
/* Text with a style per byte                                          */

struct inl {
	char		*txt;		/* Windows-1252, NUL-terminated; '\n' = hard break */
	unsigned char	*sty;		/* ST_* of each byte */
	size_t		 len, cap;	/* bytes */
};

/* Append n bytes of s, each with style sty. */
static void
inl_put(struct inl *t, const char *s, size_t n, unsigned char sty)
{
	if (t->len + n + 1 > t->cap) {
		/* a block's text is ~150 bytes on average (a proposal
		 * has ~110 blocks): start big enough for most */
		size_t cap = t->cap ? t->cap * 2 : 256;

		while (cap < t->len + n + 1)
			cap *= 2;
		t->txt = xreallocarray(t->txt, cap, 1);
		t->sty = xreallocarray(t->sty, cap, 1);
		t->cap = cap;
	}
	memcpy(t->txt + t->len, s, n);
	memset(t->sty + t->len, sty, n);
	t->len += n;
	t->txt[t->len] = '\0';
}

/* Free the bytes of t and zero it; accepts NULL. */
static void
inl_free(struct inl *t)
{
	if (t == NULL)
		return;
	free(t->txt);
	free(t->sty);
	memset(t, 0, sizeof(*t));
}

/* 1 if t has something other than spaces and line breaks. */
static int
inl_blank(const struct inl *t)
{
	size_t i;

	for (i = 0; i < t->len; i++)
		if (t->txt[i] != ' ' && t->txt[i] != '\n')
			return 0;
	return 1;
}

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
		utf8_put(&ch, cp);
	diag_add(p->dl, D_TEMPLATE, p->name, p->md, p->len, line, col,
	    "character U+%04X%s%s%s%s cannot be shown in the PDF (Helvetica, "
	    "Windows-1252; docs/pdf.md lists the replacements); write it "
	    "differently", cp, ch.len ? " '" : "", ch.len ? ch.s : "",
	    ch.len ? "'" : "", w->what);
	sb_free(&ch);
}

/*
 * Convert the UTF-8 text s[0..n) to Windows-1252 and append it to t with
 * style sty.  A character the font cannot show is reported at its place
 * (w) and appended as '?'.
 */
static void
conv(struct parse *p, struct inl *t, const char *s, size_t n,
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
		r = to_cp1252(cp, buf, &nb);
		if (r == NULL) {
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
	conv(p, t, s, n, sty, &w);
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
static void
block_free(struct block *b)
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
static void
close_block(struct parse *p)
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
		block_free(b);
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
static int
on_enter_block(MD_BLOCKTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	struct block *b;
	struct list_ctx *l;

	switch (type) {
	case MD_BLOCK_QUOTE:
		close_block(p);
		p->quote++;
		break;
	case MD_BLOCK_UL:
	case MD_BLOCK_OL:
		close_block(p);
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
		close_block(p);
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
		close_block(p);
		new_block(p, BK_RULE);
		break;
	case MD_BLOCK_H:
		close_block(p);
		b = open_block(p, BK_HEADING);
		b->level = (int)((const MD_BLOCK_H_DETAIL *)detail)->level;
		if (b->level > 3)
			b->level = 3;
		b->before = b->level == 1 ? 24 : b->level == 2 ? 16 : 12;
		b->after = b->level == 1 ? 12 : b->level == 2 ? 7 : 5;
		break;
	case MD_BLOCK_CODE:
		close_block(p);
		open_block(p, BK_CODE);
		break;
	case MD_BLOCK_HTML:
		close_block(p);
		p->in_html = 1;
		sb_reset(&p->html);
		break;
	case MD_BLOCK_P:
		close_block(p);
		open_block(p, BK_PARA);
		break;
	case MD_BLOCK_TABLE:
		close_block(p);
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
static int
on_leave_block(MD_BLOCKTYPE type, void *detail, void *u)
{
	struct parse *p = u;
	struct block *b;

	(void)detail;
	switch (type) {
	case MD_BLOCK_QUOTE:
		close_block(p);
		p->quote--;
		break;
	case MD_BLOCK_UL:
	case MD_BLOCK_OL:
		close_block(p);
		if (--p->depth == 0) {
			p->list_gap = 0;
			if (p->nb > 0 && p->b[p->nb - 1].after < GAP_LIST)
				p->b[p->nb - 1].after = GAP_LIST;
		}
		break;
	case MD_BLOCK_LI:
		close_block(p);
		p->marker[0] = '\0';
		break;
	case MD_BLOCK_H:
	case MD_BLOCK_CODE:
	case MD_BLOCK_P:
	case MD_BLOCK_TABLE:
		close_block(p);
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
	char *src = attr_utf8(&d->src);
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
		if (p->alt.len)
			inl_put(&b->t, p->alt.txt, p->alt.len, 0);
		return;
	}
	close_block(p);
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
static int
on_enter_span(MD_SPANTYPE type, void *detail, void *u)
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
		p->href = attr_utf8(&a->href);
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
static int
on_leave_span(MD_SPANTYPE type, void *detail, void *u)
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
			conv(p, t, h, strlen(h), ST_URL, &w);
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
static int
on_text(MD_TEXTTYPE type, const MD_CHAR *s, MD_SIZE n, void *u)
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
		cp = entity_cp(s, n);
		if (cp != 0) {
			struct strbuf b = STRBUF_INIT;
			struct where w = { NO_OFF, 0, 0, "" };

			utf8_put(&b, cp);
			w.off = in_md(p, s) ? (size_t)(s - p->md) : p->here;
			conv(p, t, b.s, b.len, span_style(p), &w);
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

/* ------------------------------------------------------------------ */
/* Fonts and measuring                                                 */

enum font {
	F_REGULAR,
	F_BOLD,
	F_ITALIC,
	F_BOLD_ITALIC,
	F_MONO,
	F__MAX
};

static const char *const font_names[F__MAX] = {
	"Helvetica", "Helvetica-Bold", "Helvetica-Oblique",
	"Helvetica-BoldOblique", "Courier"
};

/* The font of text with style sty. */
static enum font
font_of(unsigned sty)
{
	if (sty & ST_CODE)
		return F_MONO;
	if (sty & ST_BOLD)
		return sty & ST_ITALIC ? F_BOLD_ITALIC : F_BOLD;
	return sty & ST_ITALIC ? F_ITALIC : F_REGULAR;
}

/* The size of text with style sty, as a factor of its block's size. */
static double
scale_of(unsigned sty)
{
	return sty & ST_URL ? URL_SCALE : sty & ST_CODE ? CODE_SCALE : 1;
}

struct line {
	size_t	 a, b;			/* bytes of the text, no trailing space */
	double	 w;			/* pt */
};

struct linev {
	struct line	*v;
	size_t		 n, cap;
};

/* The drawing and layout state of one render. */
struct pdf {
	HPDF_Doc	 doc;
	HPDF_Font	 font[F__MAX];
	double		 wt[F__MAX][256];	/* glyph widths, em (size 1) */
	const double	*srow[ST_MEASURE + 1];	/* by style: its font's wt row */
	double		 sscale[ST_MEASURE + 1];	/* and its scale_of() */
	HPDF_Page	*pages;
	size_t		 npages, cap;
	HPDF_Page	 page;		/* the page drawn on */
	struct pdf_content pc;		/* its operators not yet handed to
					 * libharu (render/pdf_content.h) */
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
	struct inl	 scratch;	/* scratch text (charts, metadata) */
	struct strbuf	 tmp;		/* scratch: NUL-terminated bytes for libharu */
	struct parse	*p;		/* for findings */
	HPDF_STATUS	 err, err_detail;	/* the first libharu error */
};

/* Width in pt of byte c with style sty at block size size. */
static double
char_w(const struct pdf *d, unsigned char c, unsigned sty, double size)
{
	unsigned s = sty & ST_MEASURE;

	return d->srow[s][c] * size * d->sscale[s];
}

/* Width in pt of bytes [a,b) of t at block size size, extra style added. */
static double
text_w(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, unsigned extra)
{
	double w = 0;

	for (; a < b; a++)
		w += char_w(d, (unsigned char)t->txt[a], t->sty[a] | extra, size);
	return w;
}

/* 1 if byte i of t is a space a line may break at. */
static int
brk(const struct inl *t, size_t i)
{
	return t->txt[i] == ' ' && !(t->sty[i] & ST_NOBREAK);
}

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
static void
wrap(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, unsigned extra, double maxw, struct linev *out)
{
	size_t i = a;

	while (i < b) {
		size_t ls, le;
		double lw = 0, spw = 0;
		int have = 0;

		while (i < b && brk(t, i))
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
			for (; j < b && t->txt[j] != '\n' && !brk(t, j); j++)
				ww += char_w(d, (unsigned char)t->txt[j],
				    t->sty[j] | extra, size);
			if (have && lw + spw + ww > maxw + EPS)
				break;
			if (!have && ww > maxw + EPS) {
				/* cut: as many characters as fit, at least one */
				double x = 0;
				size_t k = i;

				while (k < j) {
					double c = char_w(d, (unsigned char)t->txt[k],
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
			for (; i < b && brk(t, i); i++)
				spw += char_w(d, (unsigned char)t->txt[i],
				    t->sty[i] | extra, size);
		}
		line_push(out, ls, le, lw);
	}
}

/* Break code text [a,b) into its lines, cutting a line wider than maxw
 * between characters; spaces are kept. */
static void
wrap_pre(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    double size, double maxw, struct linev *out)
{
	size_t i = a;

	while (i <= b) {
		size_t ls = i;
		double x = 0;

		while (i < b && t->txt[i] != '\n') {
			double c = char_w(d, (unsigned char)t->txt[i], t->sty[i],
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

/* ------------------------------------------------------------------ */
/* Painting                                                            */

/* PDF y of a layout y (pt from the page top). */
static double
page_y(double y)
{
	return PAGE_H - y;
}

/* Leave the text object, if in one. */
static void
gfx_mode(struct pdf *d)
{
	if (d->in_text) {
		pdfc_end_text(&d->pc);
		d->in_text = 0;
	}
}

/* Enter a text object, if not in one. */
static void
text_mode(struct pdf *d)
{
	if (!d->in_text) {
		pdfc_begin_text(&d->pc);
		d->in_text = 1;
		d->rotated = 0;
		d->pen = 0;
	}
}

/* Hand the operators drawn so far to the page's content stream. */
static void
flush_page(struct pdf *d)
{
	if (d->page != NULL && !pdf_content_flush(&d->pc, d->page) &&
	    d->err == 0)
		d->err = HPDF_FAILD_TO_ALLOC_MEM;
}

/* Draw on page pg from now on; forget the painter state. */
static void
use_page(struct pdf *d, HPDF_Page pg)
{
	gfx_mode(d);
	flush_page(d);
	d->page = pg;
	d->cur_font = NULL;
	d->cur_size = -1;
	d->cur_fill = d->cur_stroke = -1;
	d->cur_lw = -1;
	d->cur_dash = -1;
}

/* Set the fill (and text) colour rgb (0xRRGGBB). */
static void
set_fill(struct pdf *d, long rgb)
{
	if (rgb == d->cur_fill)
		return;
	pdfc_rgb(&d->pc, 0, (HPDF_REAL)((rgb >> 16) & 255) / 255,
	    (HPDF_REAL)((rgb >> 8) & 255) / 255, (HPDF_REAL)(rgb & 255) / 255);
	d->cur_fill = rgb;
}

/* Set the stroke colour, width (pt) and dashing; leaves the text object. */
static void
set_stroke(struct pdf *d, long rgb, double lw, int dashed)
{
	int lw_changed = lw != d->cur_lw;

	gfx_mode(d);
	if (rgb != d->cur_stroke) {
		pdfc_rgb(&d->pc, 1,
		    (HPDF_REAL)((rgb >> 16) & 255) / 255,
		    (HPDF_REAL)((rgb >> 8) & 255) / 255,
		    (HPDF_REAL)(rgb & 255) / 255);
		d->cur_stroke = rgb;
	}
	if (lw != d->cur_lw) {
		pdfc_line_width(&d->pc, (HPDF_REAL)lw);
		d->cur_lw = lw;
	}
	if (dashed != d->cur_dash || (dashed && lw_changed)) {
		/* the chart's own patterns (dotted, dashed, dash-dot), as the
		 * SVG draws them; libharu takes whole points */
		double pat[4];
		HPDF_UINT16 u[4];
		size_t n = chart_dash_array(dashed, lw, pat), i;

		for (i = 0; i < n; i++)
			u[i] = (HPDF_UINT16)(pat[i] < 1 ? 1 : pat[i] + 0.5);
		pdfc_dash(&d->pc, n ? u : NULL, (unsigned)n, 0);
		d->cur_dash = dashed;
	}
}

/* Load font f (Windows-1252) and its glyph widths.  The widths of a
 * base-14 font never change, so they are measured once a process, not
 * once a document (bench/: a batch renders thousands). */
static void
load_font(struct pdf *d, enum font f)
{
	static double widths[F__MAX][256];	/* em */
	static int measured[F__MAX];
	int c;

	if (d->font[f] != NULL)
		return;
	d->font[f] = HPDF_GetFont(d->doc, font_names[f], "WinAnsiEncoding");
	if (d->font[f] == NULL)
		return;
	if (!measured[f]) {
		for (c = 32; c < 256; c++) {
			HPDF_BYTE ch = (HPDF_BYTE)c;

			widths[f][c] = HPDF_Font_TextWidth(d->font[f], &ch,
			    1).width / 1000.0;
		}
		measured[f] = 1;
	}
	memcpy(d->wt[f], widths[f], sizeof(widths[f]));
}

/*
 * Load the fonts the blocks use (libharu sets each up per document, which
 * costs): regular and bold always (text, headings, charts, footer), the
 * others when some text has the style, counting the bold of headings and
 * table headers and the italics of captions.
 */
static void
load_fonts(struct pdf *d)
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
			need |= 1u << font_of(b->t.sty[k] | extra |
			    (k < bold_to ? ST_BOLD : 0));
	}
	for (f = 0; f < F__MAX; f++)
		if (need & (1u << f))
			load_font(d, (enum font)f);
	for (f = 0; f <= ST_MEASURE; f++) {	/* char_w()'s tables */
		d->srow[f] = d->wt[font_of((unsigned)f)];
		d->sscale[f] = scale_of((unsigned)f);
	}
}

/* Set font f at size pt. */
static void
set_font(struct pdf *d, enum font f, double size)
{
	load_font(d, f);	/* in case load_fonts() missed one */
	text_mode(d);
	if (d->font[f] == d->cur_font && size == d->cur_size)
		return;
	pdfc_font(&d->pc, HPDF_Page_GetLocalFontName(d->page, d->font[f]),
	    (HPDF_REAL)size);
	d->cur_font = d->font[f];
	d->cur_size = size;
}

/*
 * Show bytes s[0..n), w pt wide, upright with the baseline start at x, y
 * (layout).  Text that goes on where the last ended is not positioned:
 * PDF moves the pen by the same glyph widths we measure with.
 */
static void
show(struct pdf *d, double x, double y, const char *s, size_t n, double w)
{
	n = strnlen(s, n);	/* as libharu took it: up to a NUL */
	text_mode(d);
	if (d->pen && !d->rotated && fabs(x - d->pen_x) < 0.001 &&
	    fabs(y - d->pen_y) < 0.001) {
		pdfc_show(&d->pc, s, n, w);
	} else if (d->rotated) {
		pdfc_text_matrix(&d->pc, 1, 0, 0, 1, (HPDF_REAL)x,
		    (HPDF_REAL)page_y(y));
		pdfc_show(&d->pc, s, n, w);
		d->rotated = 0;
	} else {
		pdfc_text_out(&d->pc, (HPDF_REAL)x, (HPDF_REAL)page_y(y), s, n,
		    w);
	}
	d->pen = 1;
	d->pen_x = x + w;
	d->pen_y = y;
}

/* Fill the rectangle x, y (top-left, layout), w by h pt with rgb. */
static void
fill_rect(struct pdf *d, double x, double y, double w, double h, long rgb)
{
	gfx_mode(d);
	set_fill(d, rgb);
	pdfc_rectangle(&d->pc, (HPDF_REAL)x, (HPDF_REAL)page_y(y + h),
	    (HPDF_REAL)w, (HPDF_REAL)h);
	pdfc_paint(&d->pc, "f");
}

/* A horizontal rule at y (layout) from x0 to x1, lw pt wide. */
static void
hrule(struct pdf *d, double x0, double x1, double y, double lw, long rgb)
{
	set_stroke(d, rgb, lw, 0);
	pdfc_move_to(&d->pc, (HPDF_REAL)x0, (HPDF_REAL)page_y(y));
	pdfc_line_to(&d->pc, (HPDF_REAL)x1, (HPDF_REAL)page_y(y));
	pdfc_paint(&d->pc, "S");
}

/*
 * Draw bytes [a,b) of t as one line from x with the baseline at y
 * (layout), at block size size, extra style added, in colour rgb (links
 * and their targets have their own).  Returns the width drawn, pt.
 */
static double
draw_span(struct pdf *d, const struct inl *t, size_t a, size_t b, double x,
    double y, double size, unsigned extra, long rgb)
{
	double x0 = x;

	while (a < b) {
		unsigned s = (t->sty[a] | extra) & ST_LOOK;
		size_t j = a + 1;
		double w;

		while (j < b && ((t->sty[j] | extra) & ST_LOOK) == s)
			j++;
		w = text_w(d, t, a, j, size, extra);
		set_font(d, font_of(s), size * scale_of(s));
		set_fill(d, s & ST_URL ? C_URL : s & ST_LINK ? C_LINK : rgb);
		show(d, x, y, t->txt + a, j - a, w);
		x += w;
		a = j;
	}
	return x - x0;
}

/* The baseline in a line box lh pt high for text of size pt: the
 * capitals centred. */
static double
baseline(double lh, double size)
{
	return lh / 2 + 0.359 * size;
}

/* ------------------------------------------------------------------ */
/* Pages                                                               */

/* Start a new page. */
static void
new_page(struct pdf *d)
{
	HPDF_Page pg = HPDF_AddPage(d->doc);

	HPDF_Page_SetSize(pg, HPDF_PAGE_SIZE_A4, HPDF_PAGE_PORTRAIT);
	if (d->npages == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 8;
		d->pages = xreallocarray(d->pages, d->cap, sizeof(*d->pages));
	}
	d->pages[d->npages++] = pg;
	use_page(d, pg);
	d->y = BODY_TOP;
	d->at_top = 1;
}

/* A new page unless this one is still empty. */
static void
page_break(struct pdf *d)
{
	if (!d->at_top)
		new_page(d);
	d->after = 0;
}

/* The gap above a block that wants `before` pt: the larger of that and
 * what the last block wants below; none at the top of a page. */
static void
gap(struct pdf *d, double before)
{
	if (!d->at_top)
		d->y += d->after > before ? d->after : before;
	d->after = 0;
}

/* A new page if h pt do not fit below y (and the page is not empty). */
static void
ensure(struct pdf *d, double h)
{
	if (!d->at_top && d->y + h > BODY_BOTTOM + EPS)
		new_page(d);
}

/* Left edge of block b's text, pt. */
static double
left_of(const struct block *b)
{
	return BODY_L + (b->quote > INDENT_MAX ? INDENT_MAX : b->quote) *
	    QUOTE_STEP + (b->indent > INDENT_MAX ? INDENT_MAX : b->indent) *
	    LIST_STEP;
}

/* The quote bars of b beside top..bottom (layout) on this page, joined
 * to the bar just above when b continues a quote. */
static void
quote_bars(struct pdf *d, const struct block *b, double top, double bottom)
{
	int q;

	if (b->quote == 0)
		return;
	if (d->bar_page == d->page && d->bar_bottom < top)
		top = d->bar_bottom;
	for (q = 0; q < b->quote && q < INDENT_MAX; q++)
		fill_rect(d, BODY_L + q * QUOTE_STEP, top, BAR_W, bottom - top,
		    C_BAR);
	d->bar_page = d->page;
	d->bar_bottom = bottom;
}

/* Text colour of ordinary text in b. */
static long
colour_of(const struct block *b)
{
	return b->quote ? C_GREY : C_TEXT;
}

/* ------------------------------------------------------------------ */
/* Placing blocks                                                      */

/* Size and line height (pt) of a heading of level lv. */
static void
heading_size(int lv, double *size, double *lh)
{
	*size = lv == 1 ? 18 : lv == 2 ? 13.5 : 11;
	*lh = *size * HEAD_LH;
}

/* Height in pt of heading b set in nlines lines, its H1 rule included. */
static double
heading_h(const struct block *b, size_t nlines)
{
	double size, lh;

	heading_size(b->level, &size, &lh);
	return (double)nlines * lh + (b->level == 1 ? H1_RULE_GAP + 2 : 0);
}

/* Scale and height (pt) of the chart of figure b at width avail pt;
 * 0 if it has no usable chart. */
static double
figure_scale(const struct block *b, double avail, double *h)
{
	const struct drawing *dw = b->fig ? b->fig->drawing : NULL;
	double s, maxh = (BODY_BOTTOM - BODY_TOP) * FIG_MAX_SHARE;

	*h = 0;
	if (dw == NULL || !isfinite(dw->width) || !isfinite(dw->height) ||
	    dw->width <= 0 || dw->height <= 0)
		return 0;
	s = avail / dw->width;
	if (dw->height * s > maxh)
		s = maxh / dw->height;
	*h = dw->height * s;
	return s;
}

/*
 * Height in pt that must stay on the page with a heading before block i:
 * two lines of a paragraph, a table's header and first row, a whole
 * chart, or the next heading and what it keeps.  Uses d->lv2.
 */
static double
keep_h(struct pdf *d, size_t i, int depth)
{
	const struct block *b;
	double h, avail;

	if (i >= d->nb || depth > 3)
		return 0;
	b = &d->blocks[i];
	avail = BODY_R - left_of(b);
	switch (b->kind) {
	case BK_PARA:
		d->lv2.n = 0;
		wrap(d, &b->t, 0, b->t.len, BODY_SIZE, 0, avail, &d->lv2);
		return b->before + (d->lv2.n < 2 ? (double)d->lv2.n : 2) * BODY_LH;
	case BK_HEADING: {
		double size, lh;

		heading_size(b->level, &size, &lh);
		d->lv2.n = 0;
		wrap(d, &b->t, 0, b->t.len, size, ST_BOLD, avail, &d->lv2);
		h = heading_h(b, d->lv2.n);
		return b->before + h + b->after + keep_h(d, i + 1, depth + 1);
	}
	case BK_CODE:
		return b->before + 2 * CODE_LH + 2 * CODE_PAD;
	case BK_TABLE:
		return b->before + 2 * (TABLE_SIZE * TABLE_LH + 2 * CELL_PAD_Y);
	case BK_FIGURE:
		figure_scale(b, avail, &h);
		return b->before + h + CAPTION_GAP + CAPTION_LH;
	default:
		return 0;
	}
}

/* Draw list marker m for a first line at x (text start), baseline y. */
static void
draw_marker(struct pdf *d, const char *m, double x, double y)
{
	double w = 0;
	size_t i, n = strlen(m);

	for (i = 0; i < n; i++)
		w += d->wt[F_REGULAR][(unsigned char)m[i]] * BODY_SIZE;
	set_font(d, F_REGULAR, BODY_SIZE);
	set_fill(d, C_TEXT);
	show(d, x - 6 - w, y, m, n, w);
}

/* A paragraph: lines of BODY_LH, no single first line at a page end and
 * no single last line at a page start when it can be helped. */
static void
place_para(struct pdf *d, const struct block *b)
{
	double x = left_of(b), lh = BODY_LH;
	size_t i = 0, n, k, j;

	gap(d, b->before);
	d->lv.n = 0;
	wrap(d, &b->t, 0, b->t.len, BODY_SIZE, 0, BODY_R - x, &d->lv);
	n = d->lv.n;
	while (i < n) {
		double room = (BODY_BOTTOM - d->y + EPS) / lh, top = d->y;
		size_t fit = room > 0 ? (size_t)room : 0;

		k = n - i;
		if (fit < k) {
			if (fit < 2 && !d->at_top) {
				new_page(d);
				continue;
			}
			k = fit ? fit : 1;
			if (n - i - k < 2 && k > 2)
				k = n - i - 2;
		}
		for (j = i; j < i + k; j++) {
			double by = d->y + baseline(lh, BODY_SIZE);

			if (j == 0 && b->marker[0] != '\0')
				draw_marker(d, b->marker, x, by);
			draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b, x, by,
			    BODY_SIZE, 0, colour_of(b));
			d->y += lh;
		}
		d->at_top = 0;
		quote_bars(d, b, top, d->y);
		i += k;
		if (i < n)
			new_page(d);
	}
	d->after = b->after;
}

/* A heading: kept with what follows; H1 and H2 get an outline entry. */
static void
place_heading(struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi];
	double size, lh, x = left_of(b), top, h;
	size_t j;

	heading_size(b->level, &size, &lh);
	gap(d, b->before);
	d->lv.n = 0;
	wrap(d, &b->t, 0, b->t.len, size, ST_BOLD, BODY_R - x, &d->lv);
	h = heading_h(b, d->lv.n);
	ensure(d, h + b->after + keep_h(d, bi + 1, 0));
	top = d->y;
	for (j = 0; j < d->lv.n; j++) {
		draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b, x,
		    d->y + baseline(lh, size), size, ST_BOLD,
		    b->level == 3 ? C_H3 : C_HEAD);
		d->y += lh;
	}
	if (b->level == 1) {
		hrule(d, x, BODY_R, d->y + H1_RULE_GAP - 2, 0.8, C_HEAD);
		d->y += H1_RULE_GAP + 2;
	}
	if (b->level <= 2) {
		HPDF_Outline o, parent = b->level == 2 ? d->h1 : NULL;
		HPDF_Destination dst;
		size_t i;

		/* the title in PDFDocEncoding */
		sb_reset(&d->tmp);
		for (i = 0; i < b->t.len; i++)
			sb_putc(&d->tmp, (char)pdfdoc_of((unsigned char)b->t.txt[i]));
		o = HPDF_CreateOutline(d->doc, parent, d->tmp.s ? d->tmp.s : "",
		    NULL);
		dst = HPDF_Page_CreateDestination(d->page);
		HPDF_Destination_SetFitH(dst, (HPDF_REAL)page_y(top > 12 ?
		    top - 12 : 0));
		HPDF_Outline_SetDestination(o, dst);
		if (b->level == 1) {
			HPDF_Outline_SetOpened(o, HPDF_TRUE);
			d->h1 = o;
		}
		d->noutline++;
	}
	d->at_top = 0;
	quote_bars(d, b, top, d->y);
	d->after = b->after;
}

/* A code block: Courier on a grey box, split between pages by lines. */
static void
place_code(struct pdf *d, const struct block *b)
{
	double x = left_of(b), w = BODY_R - x;
	size_t i = 0, n, j;

	gap(d, b->before);
	d->lv.n = 0;
	wrap_pre(d, &b->t, 0, b->t.len, CODE_SIZE / CODE_SCALE,
	    w - 2 * CODE_PAD, &d->lv);
	n = d->lv.n;
	while (i < n) {
		double room = (BODY_BOTTOM - d->y - 2 * CODE_PAD + EPS) / CODE_LH;
		size_t k = room > 0 ? (size_t)room : 0;

		if (k < 2 && k < n - i && !d->at_top) {
			new_page(d);
			continue;
		}
		if (k == 0)
			k = 1;
		if (k > n - i)
			k = n - i;
		fill_rect(d, x, d->y, w, (double)k * CODE_LH + 2 * CODE_PAD,
		    C_CODE_BG);
		quote_bars(d, b, d->y, d->y + (double)k * CODE_LH + 2 * CODE_PAD);
		d->y += CODE_PAD;
		for (j = i; j < i + k; j++) {
			draw_span(d, &b->t, d->lv.v[j].a, d->lv.v[j].b,
			    x + CODE_PAD, d->y + baseline(CODE_LH, CODE_SIZE),
			    CODE_SIZE / CODE_SCALE, 0, C_TEXT);
			d->y += CODE_LH;
		}
		d->y += CODE_PAD;
		d->at_top = 0;
		i += k;
		if (i < n)
			new_page(d);
	}
	d->after = b->after;
}

/* A horizontal rule; one right before an H1 is a page break instead. */
static void
place_rule(struct pdf *d, size_t bi)
{
	const struct block *b = &d->blocks[bi];
	double x = left_of(b);

	if (bi + 1 < d->nb && d->blocks[bi + 1].kind == BK_HEADING &&
	    d->blocks[bi + 1].level == 1) {
		page_break(d);
		return;
	}
	gap(d, b->before);
	ensure(d, 1);
	hrule(d, x, BODY_R, d->y, 0.5, C_RULE_LIGHT);
	d->at_top = 0;
	d->after = b->after;
}

/* Table layout: column widths, font size, line height; all pt. */
struct tlay {
	double	*w;			/* per column */
	double	*rh;			/* per row */
	double	 x, width;		/* left edge, total width */
	double	 size, lh;
	struct linev lines;		/* every cell's lines, cell by cell */
	size_t	*first;			/* cell i (row-major): lines
					 * first[i]..first[i + 1] */
};

/* Natural (one line per hard break) and minimal (longest word; a
 * right-aligned body cell, a number, does not wrap) widths of cell [a,b)
 * at size 1. */
static void
cell_widths(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    unsigned extra, int right, double *nat, double *min)
{
	double line = 0, word = 0;
	size_t i;

	*nat = *min = 0;
	for (i = a; i <= b; i++) {
		if (i == b || t->txt[i] == '\n') {
			if (line > *nat)
				*nat = line;
			if (word > *min)
				*min = word;
			line = word = 0;
			continue;
		}
		if (brk(t, i)) {
			if (word > *min)
				*min = word;
			word = 0;
		} else {
			word += char_w(d, (unsigned char)t->txt[i],
			    t->sty[i] | extra, 1);
		}
		line += char_w(d, (unsigned char)t->txt[i], t->sty[i] | extra, 1);
	}
	if (right)
		*min = *nat;
}

/*
 * Lay table b out at width avail: the font size (9 pt; down to 8 pt if
 * that saves wrapping any cell; else down to 7 pt until the minimal
 * widths fit), column widths from the content (the natural widths when
 * they fit, stretched to the full width; else the minimal ones plus a
 * share of the rest in proportion to how much more each column wants),
 * and each row's height with its cells wrapped.
 */
static void
table_layout(struct pdf *d, const struct block *b, double x, double avail,
    struct tlay *L)
{
	size_t nc = b->ncols, r, c;
	double *nat = xcalloc(nc, sizeof(double));
	double *min = xcalloc(nc, sizeof(double));
	double pad = 2 * CELL_PAD_X, snat = 0, smin = 0, flex = 0;

	L->w = xcalloc(nc, sizeof(double));
	L->rh = xcalloc(b->nrows, sizeof(double));
	L->x = x;
	for (r = 0; r < b->nrows; r++)
		for (c = 0; c < nc; c++) {
			const struct cell *ce = &b->cells[r * nc + c];
			double cn, cm;

			cell_widths(d, &b->t, ce->a, ce->b, r < b->nhead ?
			    ST_BOLD : 0, r >= b->nhead &&
			    b->align[c] == MD_ALIGN_RIGHT, &cn, &cm);
			if (cn > nat[c])
				nat[c] = cn;
			if (cm > min[c])
				min[c] = cm;
		}
	for (L->size = TABLE_SIZE; L->size > TABLE_NOWRAP_SIZE - EPS;
	    L->size -= 0.5) {
		for (snat = 0, c = 0; c < nc; c++)
			snat += nat[c] * L->size + pad;
		if (snat <= avail)
			break;
	}
	if (snat > avail)
		for (L->size = TABLE_SIZE; L->size > TABLE_MIN_SIZE;
		    L->size -= 0.5) {
			for (smin = 0, c = 0; c < nc; c++)
				smin += min[c] * L->size + pad;
			if (smin <= avail)
				break;
		}
	snat = 0;
	for (smin = 0, c = 0; c < nc; c++) {
		snat += nat[c] * L->size + pad;
		smin += min[c] * L->size + pad;
		flex += (nat[c] - min[c]) * L->size;
	}
	for (c = 0; c < nc; c++) {
		if (snat <= avail)
			L->w[c] = (nat[c] * L->size + pad) * avail / snat;
		else if (smin >= avail || flex <= 0)
			L->w[c] = (min[c] * L->size + pad) * avail / smin;
		else
			L->w[c] = min[c] * L->size + pad + (avail - smin) *
			    (nat[c] - min[c]) * L->size / flex;
	}
	L->width = avail;
	L->lh = L->size * TABLE_LH;
	L->first = xcalloc(b->nrows * nc + 1, sizeof(size_t));
	for (r = 0; r < b->nrows; r++) {
		size_t most = 1, i;

		for (c = 0; c < nc; c++) {
			const struct cell *ce = &b->cells[r * nc + c];

			i = r * nc + c;
			L->first[i] = L->lines.n;
			wrap(d, &b->t, ce->a, ce->b, L->size, r < b->nhead ?
			    ST_BOLD : 0, L->w[c] - pad, &L->lines);
			if (L->lines.n - L->first[i] > most)
				most = L->lines.n - L->first[i];
			L->first[i + 1] = L->lines.n;
		}
		L->rh[r] = (double)most * L->lh + 2 * CELL_PAD_Y;
	}
	free(nat);
	free(min);
}

/* Draw row r of table b at d->y and move below it. */
static void
table_row(struct pdf *d, const struct block *b, const struct tlay *L,
    size_t r, int zebra)
{
	size_t c, j;
	double x = L->x;
	unsigned extra = r < b->nhead ? ST_BOLD : 0;

	if (r < b->nhead)
		fill_rect(d, L->x, d->y, L->width, L->rh[r], C_HEAD_BG);
	else if (zebra)
		fill_rect(d, L->x, d->y, L->width, L->rh[r], C_ZEBRA);
	for (c = 0; c < b->ncols; c++) {
		size_t i = r * b->ncols + c, n = L->first[i + 1] - L->first[i];
		double inner = L->w[c] - 2 * CELL_PAD_X;
		double dy = 0;

		if (r < b->nhead)	/* header cells sit on the rule below */
			dy = L->rh[r] - 2 * CELL_PAD_Y - (double)n * L->lh;
		for (j = 0; j < n; j++) {
			const struct line *ln = &L->lines.v[L->first[i] + j];
			double lx = x + CELL_PAD_X;

			if (b->align[c] == MD_ALIGN_RIGHT)
				lx += inner - ln->w;
			else if (b->align[c] == MD_ALIGN_CENTER)
				lx += (inner - ln->w) / 2;
			draw_span(d, &b->t, ln->a, ln->b, lx, d->y + CELL_PAD_Y + dy +
			    (double)j * L->lh + baseline(L->lh, L->size),
			    L->size, extra, colour_of(b));
		}
		x += L->w[c];
	}
	d->y += L->rh[r];
}

/* The header rows of a table, with the rules above and below. */
static void
table_head(struct pdf *d, const struct block *b, const struct tlay *L)
{
	size_t r;
	double top = d->y;

	for (r = 0; r < b->nhead && r < b->nrows; r++)
		table_row(d, b, L, r, 0);
	hrule(d, L->x, L->x + L->width, top, 0.8, C_RULE);
	if (b->nhead > 0)
		hrule(d, L->x, L->x + L->width, d->y, 0.6, C_RULE);
}

/* A table: header repeated on every page it runs over. */
static void
place_table(struct pdf *d, const struct block *b)
{
	struct tlay L = { 0 };
	double hh = 0, top;
	size_t r, nbody = 0;

	gap(d, b->before);
	if (b->ncols == 0 || b->nrows == 0)
		goto out;
	table_layout(d, b, left_of(b), BODY_R - left_of(b), &L);
	for (r = 0; r < b->nhead && r < b->nrows; r++)
		hh += L.rh[r];
	ensure(d, hh + (b->nhead < b->nrows ? L.rh[b->nhead] : 0));
	top = d->y;
	table_head(d, b, &L);
	for (r = b->nhead; r < b->nrows; r++) {
		if (d->y + L.rh[r] > BODY_BOTTOM + EPS && nbody > 0) {
			hrule(d, L.x, L.x + L.width, d->y, 0.8, C_RULE);
			quote_bars(d, b, top, d->y);
			new_page(d);
			top = d->y;
			table_head(d, b, &L);
			nbody = 0;
		} else if (nbody > 0) {
			hrule(d, L.x, L.x + L.width, d->y, 0.25, C_RULE_LIGHT);
		}
		table_row(d, b, &L, r, (r - b->nhead) % 2 == 1);
		nbody++;
	}
	hrule(d, L.x, L.x + L.width, d->y, 0.8, C_RULE);
	quote_bars(d, b, top, d->y);
	d->at_top = 0;
out:
	free(L.w);
	free(L.rh);
	free(L.lines.v);
	free(L.first);
	d->after = b->after;
}

/* Convert chart text to Windows-1252 into d->scratch, reporting what
 * cannot be shown at the image (line:col) of figure src. */
static void
chart_text(struct pdf *d, const char *utf8, int line, int col,
    const char *src)
{
	char what[160];
	struct where w = { NO_OFF, line, col, what };

	snprintf(what, sizeof(what), " in the chart '%s'", src ? src : "");
	d->scratch.len = 0;
	conv(d->p, &d->scratch, utf8, strlen(utf8), 0, &w);
}

/* Fill and/or stroke the current path as prim p asks. */
static void
paint(struct pdf *d, const struct prim *p)
{
	pdfc_paint(&d->pc, p->fill >= 0 && p->stroke >= 0 ? "B" :
	    p->fill >= 0 ? "f" : p->stroke >= 0 ? "S" : "n");
}

/* 1 if all of the n numbers are finite. */
static int
finite_all(const double *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isfinite(v[i]))
			return 0;
	return 1;
}

/*
 * Draw drawing dw with its top-left corner at ox, oy (layout) scaled by
 * s: coordinates, line widths and font sizes times s.  Primitives with
 * non-finite numbers are skipped.
 */
static void
draw_chart(struct pdf *d, const struct drawing *dw, double ox, double oy,
    double s, const struct block *b)
{
	size_t i, k;

	gfx_mode(d);
	pdfc_line_join(&d->pc, HPDF_ROUND_JOIN);
	for (i = 0; i < dw->n; i++) {
		const struct prim *p = &dw->prims[i];
		double v[6] = { p->x0, p->y0, p->x1, p->y1, p->w, p->h };
		double lw = (p->line_width > 0 && isfinite(p->line_width) ?
		    p->line_width : 0.5) * s;
		double X = ox + p->x0 * s, Y = page_y(oy + p->y0 * s);

		if (!finite_all(v, 6))
			continue;
		gfx_mode(d);
		if (p->fill >= 0 && p->kind != PRIM_TEXT)
			set_fill(d, p->fill);
		if (p->stroke >= 0 && p->kind != PRIM_TEXT)
			set_stroke(d, p->stroke, lw, p->dashed);
		switch (p->kind) {
		case PRIM_LINE:
			if (p->stroke < 0)
				break;
			pdfc_move_to(&d->pc, (HPDF_REAL)X, (HPDF_REAL)Y);
			pdfc_line_to(&d->pc, (HPDF_REAL)(ox + p->x1 * s),
			    (HPDF_REAL)page_y(oy + p->y1 * s));
			pdfc_paint(&d->pc, "S");
			break;
		case PRIM_POLYLINE:
			if (p->pts == NULL || p->n < 2)
				break;
			for (k = 0; k < p->n; k++)
				if (!isfinite(p->pts[k].x) || !isfinite(p->pts[k].y))
					break;
			if (k < p->n)
				break;
			for (k = 0; k < p->n; k++) {
				HPDF_REAL px = (HPDF_REAL)(ox + p->pts[k].x * s);
				HPDF_REAL py = (HPDF_REAL)page_y(oy + p->pts[k].y * s);

				if (k == 0)
					pdfc_move_to(&d->pc, px, py);
				else
					pdfc_line_to(&d->pc, px, py);
			}
			paint(d, p);
			break;
		case PRIM_RECT: {
			double x = p->x0, y = p->y0, w = p->w, h = p->h;

			if (w < 0) {
				x += w;
				w = -w;
			}
			if (h < 0) {
				y += h;
				h = -h;
			}
			pdfc_rectangle(&d->pc, (HPDF_REAL)(ox + x * s),
			    (HPDF_REAL)page_y(oy + (y + h) * s), (HPDF_REAL)(w * s),
			    (HPDF_REAL)(h * s));
			paint(d, p);
			break;
		}
		case PRIM_CIRCLE:
			if (!(p->w > 0))
				break;
			pdfc_circle(&d->pc, (HPDF_REAL)X, (HPDF_REAL)Y,
			    (HPDF_REAL)(p->w * s));
			paint(d, p);
			break;
		case PRIM_TEXT: {
			double size = p->font_size * s, tw, a, c, sn, dx;
			enum font f = p->bold ? F_BOLD : F_REGULAR;

			if (p->text == NULL || !(size > 0) || !isfinite(size) ||
			    !isfinite(p->rotate))
				break;
			chart_text(d, p->text, b->line, b->col, b->fig->src);
			if (d->scratch.len == 0)
				break;
			tw = text_w(d, &d->scratch, 0, d->scratch.len, size,
			    p->bold ? ST_BOLD : 0);
			dx = p->anchor == ANCHOR_MIDDLE ? -tw / 2 :
			    p->anchor == ANCHOR_END ? -tw : 0;
			a = p->rotate * PI / 180;
			c = cos(a);
			sn = sin(a);
			set_font(d, f, size);
			set_fill(d, p->fill >= 0 ? p->fill : p->stroke >= 0 ?
			    p->stroke : 0);
			pdfc_text_matrix(&d->pc, (HPDF_REAL)c,
			    (HPDF_REAL)sn, (HPDF_REAL)-sn, (HPDF_REAL)c,
			    (HPDF_REAL)(X + dx * c), (HPDF_REAL)(Y + dx * sn));
			pdfc_show(&d->pc, d->scratch.txt,
			    strnlen(d->scratch.txt, d->scratch.len), tw);
			d->rotated = 1;
			d->pen = 0;
			break;
		}
		default:
			break;
		}
	}
	gfx_mode(d);
	pdfc_line_join(&d->pc, HPDF_MITER_JOIN);
}

/* A chart scaled to the text width (height at most FIG_MAX_SHARE of the
 * body), centred, with its caption in small italics below. */
static void
place_figure(struct pdf *d, const struct block *b)
{
	double x = left_of(b), avail = BODY_R - x, h, s, cap = 0, top;
	size_t j;

	gap(d, b->before);
	s = figure_scale(b, avail, &h);
	if (s <= 0) {
		if (b->fig != NULL) {
			d->p->nfind++;
			diag_add(d->p->dl, D_TEMPLATE, d->p->name, d->p->md,
			    d->p->len, b->line, b->col, "the chart '%s' has no "
			    "size; it cannot be drawn", b->fig->src);
		}
		return;
	}
	d->lv.n = 0;
	wrap(d, &b->t, 0, b->t.len, CAPTION_SIZE, ST_ITALIC, avail, &d->lv);
	if (d->lv.n)
		cap = CAPTION_GAP + (double)d->lv.n * CAPTION_LH;
	ensure(d, h + cap);
	top = d->y;
	draw_chart(d, b->fig->drawing, x + (avail - b->fig->drawing->width * s) / 2,
	    d->y, s, b);
	d->y += h;
	if (d->lv.n)
		d->y += CAPTION_GAP;
	for (j = 0; j < d->lv.n; j++) {
		const struct line *ln = &d->lv.v[j];

		draw_span(d, &b->t, ln->a, ln->b, x + (avail - ln->w) / 2,
		    d->y + baseline(CAPTION_LH, CAPTION_SIZE), CAPTION_SIZE,
		    ST_ITALIC, C_GREY);
		d->y += CAPTION_LH;
	}
	d->at_top = 0;
	quote_bars(d, b, top, d->y);
	d->after = b->after;
}

/* Place every block, in order. */
static void
layout(struct pdf *d)
{
	size_t i;

	for (i = 0; i < d->nb; i++) {
		const struct block *b = &d->blocks[i];

		if (b->quote == 0)
			d->bar_page = NULL;
		switch (b->kind) {
		case BK_PARA:
			place_para(d, b);
			break;
		case BK_HEADING:
			place_heading(d, i);
			break;
		case BK_CODE:
			place_code(d, b);
			break;
		case BK_RULE:
			place_rule(d, i);
			break;
		case BK_PAGEBREAK:
			page_break(d);
			break;
		case BK_TABLE:
			place_table(d, b);
			break;
		case BK_FIGURE:
			place_figure(d, b);
			break;
		default:
			break;
		}
	}
	gfx_mode(d);
}

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
	conv(d->p, &d->scratch, utf8, strlen(utf8), 0, &w);
}

/* On every page: a hairline, the footer text on the left and
 * "Seite i von n" / "Page i of n" on the right. */
static void
footers(struct pdf *d, const struct pdf_meta *m)
{
	struct inl foot = { 0 };
	char label[64];
	size_t i;

	if (m != NULL && m->footer != NULL) {
		meta_text(d, m->footer, "footer");
		foot = d->scratch;
		memset(&d->scratch, 0, sizeof(d->scratch));
	}
	for (i = 0; i < d->npages; i++) {
		struct inl lab = { 0 };
		double lw, room;
		size_t n = foot.len, k;

		use_page(d, d->pages[i]);
		snprintf(label, sizeof(label), m != NULL && m->lang == LANG_EN ?
		    "Page %zu of %zu" : "Seite %zu von %zu", i + 1, d->npages);
		inl_put(&lab, label, strlen(label), 0);
		lw = text_w(d, &lab, 0, lab.len, FOOTER_SIZE, 0);
		hrule(d, BODY_L, BODY_R, FOOTER_RULE, 0.4, C_RULE_LIGHT);
		draw_span(d, &lab, 0, lab.len, BODY_R - lw, FOOTER_BASE,
		    FOOTER_SIZE, 0, C_GREY);
		room = BODY_R - BODY_L - lw - 18;
		if (text_w(d, &foot, 0, n, FOOTER_SIZE, 0) > room) {
			/* cut at a space, with an ellipsis */
			room -= d->wt[F_REGULAR][0x85] * FOOTER_SIZE;
			while (n > 0 && text_w(d, &foot, 0, n, FOOTER_SIZE, 0) >
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
			double w = draw_span(d, &foot, 0, n, BODY_L, FOOTER_BASE,
			    FOOTER_SIZE, 0, C_GREY);

			if (n < foot.len)
				show(d, BODY_L + w, FOOTER_BASE, "\x85", 1,
				    d->wt[F_REGULAR][0x85] * FOOTER_SIZE);
		}
		gfx_mode(d);
		inl_free(&lab);
	}
	inl_free(&foot);
}

/* Set a document information entry from UTF-8 (NULL: leave it out). */
static void
set_info(struct pdf *d, HPDF_InfoType type, const char *utf8,
    const char *what)
{
	size_t i;

	if (utf8 == NULL)
		return;
	meta_text(d, utf8, what);
	sb_reset(&d->tmp);
	for (i = 0; i < d->scratch.len; i++)
		sb_putc(&d->tmp, (char)pdfdoc_of((unsigned char)d->scratch.txt[i]));
	HPDF_SetInfoAttr(d->doc, type, d->tmp.s ? d->tmp.s : "");
}

/* Parse a YYYY-MM-DD calendar date into dt at 00:00:00Z; 0 if it is
 * not one. */
static int
parse_date(const char *s, HPDF_Date *dt)
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
static void
on_hpdf_error(HPDF_STATUS err, HPDF_STATUS detail, void *u)
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
 * were 3.5 % of a build's instructions (callgrind).  Instead, a document's blocks come
 * from chunks of one arena, libharu's free does nothing, and the chunks
 * go together after HPDF_Free.  (libharu's own pool, HPDF_NewEx's
 * mem_pool_buf_size, does the same but leaves blocks unaligned.)  The
 * allocator takes no user pointer, so the arena is the process's:
 * pdf_render is not reentrant (gpuplan renders one PDF at a time per
 * process).  Out of memory exits, as util/alloc.h.
 */
static struct arena hpdf_mem;	/* empty between PDFs */

/* libharu's alloc: n bytes of the document's arena. */
static void *
hpdf_alloc(HPDF_UINT n)
{
	return arena_alloc(&hpdf_mem, n);
}

/* libharu's free: nothing; the arena goes after HPDF_Free. */
static void
hpdf_free(void *p)
{
	(void)p;
}

/* Copy the saved PDF from libharu's memory stream to out; 0 on error. */
static int
copy_out(struct pdf *d, struct strbuf *out)
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

int
pdf_render(const char *md, size_t md_len, const struct pdf_meta *meta,
    const struct pdf_figure *figs, size_t n_figs, const char *md_name,
    struct strbuf *out, struct diag_list *dl)
{
	static const MD_PARSER mdp = {
		0, MD_FLAG_TABLES, on_enter_block, on_leave_block,
		on_enter_span, on_leave_span, on_text, NULL, NULL
	};
	struct parse p;
	struct pdf d;
	HPDF_Date date;
	int ok = 0, have_date = 0;
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

	if (p.len > MD_MAX_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, p.name, NULL, 0, 0, 0,
		    "the Markdown is larger than %u MiB", MD_MAX_BYTES >> 20);
		goto out;
	}
	if (meta != NULL && meta->date_iso != NULL) {
		have_date = parse_date(meta->date_iso, &date);
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
	close_block(&p);
	d.blocks = p.b;
	d.nb = p.nb;

	/* Lay out even after findings: the charts' text is checked there. */
	d.doc = HPDF_NewEx(on_hpdf_error, hpdf_alloc, hpdf_free, 0, &d);
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
	load_fonts(&d);
	new_page(&d);
	layout(&d);
	footers(&d, meta);
	gfx_mode(&d);
	flush_page(&d);
	if (d.err == 0)
		d.err = d.pc.err;	/* an operator libharu would refuse */
	if (meta != NULL) {
		set_info(&d, HPDF_INFO_TITLE, meta->title, "title");
		set_info(&d, HPDF_INFO_AUTHOR, meta->author, "author");
		set_info(&d, HPDF_INFO_SUBJECT, meta->subject, "subject");
		set_info(&d, HPDF_INFO_KEYWORDS, meta->keywords, "keywords");
		set_info(&d, HPDF_INFO_CREATOR, meta->creator, "creator");
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
	if (d.err != 0 || !copy_out(&d, out)) {
		diag_add(dl, D_IO, p.name, NULL, 0, 0, 0,
		    "libharu cannot write the PDF (error 0x%04lX, detail %lu)",
		    (unsigned long)d.err, (unsigned long)d.err_detail);
		goto out;
	}
	ok = 1;
out:
	if (d.doc != NULL)
		HPDF_Free(d.doc);
	arena_release(&hpdf_mem);
	for (i = 0; i < p.nb; i++)
		block_free(&p.b[i]);
	free(p.b);
	free(p.href);
	inl_free(&p.alt);
	sb_free(&p.html);
	free(d.pages);
	free(d.lv.v);
	free(d.lv2.v);
	inl_free(&d.scratch);
	sb_free(&d.tmp);
	pdf_content_free(&d.pc);
	return ok;
}
