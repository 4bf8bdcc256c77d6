/*
 * chars.c: characters for the PDF: UTF-8 to Windows-1252 with the
 * documented replacements (docs/pdf.md; what Windows-1252 lacks goes to
 * the other code pages of util/textenc.h), PDFDocEncoding or UTF-16 for
 * metadata, HTML entities, and text with a style byte and a code page
 * per text byte (struct inl).
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

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
const char *
pdf_to_cp1252(unsigned cp, char buf[2], int *nobreak)
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
unsigned char
pdf_pdfdoc_of(unsigned char c)
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

/* The code point byte c stands for in code page enc (enum text_enc);
 * 0 for a byte that prints nothing. */
unsigned
pdf_unicode_of(unsigned char c, unsigned enc)
{
	if (enc != TE_CP1252)
		return c < 0x80 ? c : textenc_unicode((enum text_enc)enc, c);
	if (c >= 0x80 && c < 0xa0)
		return cp1252_hi[c - 0x80];
	return c;
}

/*
 * Text t (metadata, an outline title) as libharu takes a document
 * string, NUL-terminated in out (reset first): PDFDocEncoding when all
 * of it is Windows-1252 (returns 0; the bytes as before code pages
 * other than Windows-1252 existed), else UTF-8 for libharu's UTF-8
 * encoder, which writes it as UTF-16BE (returns 1), and always so when
 * utf8 is 1 (the document's current encoder is that one).  Line breaks and
 * tabs become spaces in both, no-break spaces too, soft hyphens '-'.
 */
int
pdf_meta_string(const struct inl *t, struct strbuf *out, int utf8)
{
	size_t i;

	sb_reset(out);
	for (i = 0; i < t->len; i++)
		if (t->enc[i] != TE_CP1252)
			utf8 = 1;
	for (i = 0; i < t->len; i++) {
		unsigned char c = (unsigned char)t->txt[i];
		unsigned cp;

		if (!utf8) {
			sb_putc(out, (char)pdf_pdfdoc_of(c));
			continue;
		}
		cp = pdf_unicode_of(c, t->enc[i]);
		if (cp == '\n' || cp == '\t' || cp == 0xa0)
			cp = ' ';
		else if (cp == 0xad)
			cp = '-';
		else if (cp == 0)
			cp = '?';
		pdf_utf8_put(out, cp);
	}
	sb_putc(out, '\0');
	return utf8;
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
unsigned
pdf_entity_cp(const char *s, size_t n)
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
void
pdf_utf8_put(struct strbuf *b, unsigned cp)
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
char *
pdf_attr_utf8(const MD_ATTRIBUTE *a)
{
	struct strbuf b = STRBUF_INIT;
	size_t i;

	for (i = 0; a->substr_offsets != NULL &&
	    a->substr_offsets[i] < a->size; i++) {
		MD_OFFSET o = a->substr_offsets[i], e = a->substr_offsets[i + 1];
		unsigned cp;

		if (a->substr_types[i] == MD_TEXT_ENTITY &&
		    (cp = pdf_entity_cp(a->text + o, e - o)) != 0)
			pdf_utf8_put(&b, cp);
		else if (a->substr_types[i] == MD_TEXT_NULLCHAR)
			pdf_utf8_put(&b, 0xfffd);
		else
			sb_add(&b, a->text + o, e - o);
	}
	return sb_take(&b);
}

/* Append n bytes of s, each with style sty, in Windows-1252. */
void
inl_put(struct inl *t, const char *s, size_t n, unsigned char sty)
{
	inl_put_enc(t, s, n, sty, TE_CP1252);
}

/* Append n bytes of s, each with style sty, in code page enc (enum
 * text_enc). */
void
inl_put_enc(struct inl *t, const char *s, size_t n, unsigned char sty,
    unsigned char enc)
{
	if (t->len + n + 1 > t->cap) {
		/* a block's text is ~150 bytes on average (a proposal
		 * has ~110 blocks): start big enough for most */
		size_t cap = t->cap ? t->cap * 2 : 256;

		while (cap < t->len + n + 1)
			cap *= 2;
		t->txt = xreallocarray(t->txt, cap, 1);
		t->sty = xreallocarray(t->sty, cap, 1);
		t->enc = xreallocarray(t->enc, cap, 1);
		t->cap = cap;
	}
	memcpy(t->txt + t->len, s, n);
	memset(t->sty + t->len, sty, n);
	memset(t->enc + t->len, enc, n);
	t->len += n;
	t->txt[t->len] = '\0';
}

/* Free the bytes of t and zero it; accepts NULL. */
void
inl_free(struct inl *t)
{
	if (t == NULL)
		return;
	free(t->txt);
	free(t->sty);
	free(t->enc);
	memset(t, 0, sizeof(*t));
}

/* 1 if t has something other than spaces and line breaks. */
int
inl_blank(const struct inl *t)
{
	size_t i;

	for (i = 0; i < t->len; i++)
		if (t->txt[i] != ' ' && t->txt[i] != '\n')
			return 0;
	return 1;
}
