/*
 * template.c: the logic-less template engine's parser: text to the
 * node array of template_int.h; loading and freeing (see template.h and
 * docs/templates.md).  Rendering is template_render.c.
 *
 * Parsing turns the text into a flat array of nodes: literal text (an
 * offset into the template's own copy of the text), values, and sections
 * whose children are the nodes up to their `end` index.  Rendering walks
 * that array with a stack of contexts (render/vtree.h values); names are
 * split into segments once at parse time, so a render is one look-up
 * per segment and one memcpy per literal.
 */
#include "render/template.h"
#include "render/template_int.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/alloc.h"
#include "util/suggest.h"
#include "util/utf8.h"
/* What a tag is, from the characters after its opening braces. */
enum tag_kind {
	TAG_VALUE,
	TAG_RAW,		/* {{{ }}} or {{& }} */
	TAG_SECTION,
	TAG_INVERTED,
	TAG_CLOSE,
	TAG_COMMENT,
	TAG_PARTIAL,		/* {{> }}: not supported */
	TAG_DELIM,		/* {{= =}}: not supported */
};

struct parser {
	struct template	*t;
	struct diag_list *dl;
	size_t		 lit;		/* start of the pending literal text */
	size_t		 scan;		/* bytes before this are line-counted */
	int		 line;		/* line of `scan` */
	size_t		 ls;		/* offset where that line starts */
	size_t		 open[TEMPLATE_MAX_DEPTH]; /* node indices of open sections */
	size_t		 nopen;
	int		 errors;
	int		 stop;		/* give up: the rest would only add noise */
};

/* Advance the line count of p from p->scan to offset `to` (forward). */
static void
seek(struct parser *p, size_t to)
{
	const char *s = p->t->text;

	for (; p->scan < to; p->scan++)
		if (s[p->scan] == '\n') {
			p->line++;
			p->ls = p->scan + 1;
		}
}

/* Column (1-based, characters) of offset off on the line starting at ls. */
static int
col_of(const struct template *t, size_t ls, size_t off)
{
	return (int)utf8_length(t->text + ls, off - ls) + 1;
}

/* Offset of the first `pat` (plen bytes) at or after from, or (size_t)-1. */
static size_t
find(const struct template *t, size_t from, const char *pat, size_t plen)
{
	size_t i;

	if (t->len < plen)
		return (size_t)-1;
	for (i = from; i + plen <= t->len; i++)
		if (t->text[i] == pat[0] && memcmp(t->text + i, pat, plen) == 0)
			return i;
	return (size_t)-1;
}

/* Append a node; returns it zeroed but for kind.  Index is t->n - 1. */
static struct tnode *
push_node(struct template *t, enum tnode_kind kind)
{
	struct tnode *n;

	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 64;
		t->v = xreallocarray(t->v, t->cap, sizeof(*t->v));
	}
	n = &t->v[t->n++];
	memset(n, 0, sizeof(*n));
	n->kind = kind;
	return n;
}

/* Literal text [from, to) as a node, if not empty. */
static void
push_text(struct template *t, size_t from, size_t to)
{
	struct tnode *n;

	if (to <= from)
		return;
	n = push_node(t, TN_TEXT);
	n->off = from;
	n->len = to - from;
}

/* 1 if name (n bytes) is "." or dot-separated keys of [A-Za-z0-9_-]. */
static int
name_valid(const char *s, size_t n)
{
	size_t i, seglen = 0;

	if (n == 1 && s[0] == '.')
		return 1;
	if (n == 0)
		return 0;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '.') {
			if (seglen == 0)
				return 0;
			seglen = 0;
		} else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '-')
			seglen++;
		else
			return 0;
	}
	return seglen > 0;
}

/* Give node nd its name (n bytes of s, already valid) and segments. */
static void
set_name(struct tnode *nd, const char *s, size_t n)
{
	size_t i;

	nd->name = xmalloc(2 * (n + 1));
	memcpy(nd->name, s, n);
	nd->name[n] = '\0';
	if (n == 1 && s[0] == '.') {
		nd->seg = nd->name + n + 1;
		nd->name[n + 1] = '\0';
		nd->nseg = 0;
		return;
	}
	memcpy(nd->name + n + 1, s, n);
	nd->name[2 * n + 1] = '\0';
	nd->seg = nd->name + n + 1;
	nd->nseg = 1;
	for (i = n + 1; i < 2 * n + 1; i++)
		if (nd->name[i] == '.') {
			nd->name[i] = '\0';
			nd->nseg++;
		}
}

/* Report a syntax finding at line:col. */
static void perr(struct parser *, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
perr(struct parser *p, int line, int col, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(p->dl, D_TEMPLATE, p->t->name, p->t->text, p->t->len, line,
	    col, "%s", msg);
	p->errors++;
}

/* The kind of tag whose text starts at s (after "{{"); *skip receives
 * the bytes of sigil to pass over. */
static enum tag_kind
tag_kind_of(const char *s, size_t avail, size_t *skip)
{
	*skip = avail > 0 ? 1 : 0;
	switch (avail > 0 ? s[0] : '\0') {
	case '{': return TAG_RAW;
	case '&': return TAG_RAW;
	case '#': return TAG_SECTION;
	case '^': return TAG_INVERTED;
	case '/': return TAG_CLOSE;
	case '!': return TAG_COMMENT;
	case '>': return TAG_PARTIAL;
	case '=': return TAG_DELIM;
	default:
		*skip = 0;
		return TAG_VALUE;
	}
}

/*
 * 1 if the tag [o, end) is alone on its line: only blanks between the
 * line start ls and o (with no earlier tag on the line), and only blanks
 * then a line break (or the end of the text) after it.  *after receives
 * the offset past that line break.
 */
static int
standalone(const struct parser *p, size_t ls, size_t o, size_t end,
    size_t *after)
{
	const char *s = p->t->text;
	size_t i, len = p->t->len;

	if (ls < p->lit)
		return 0;
	for (i = ls; i < o; i++)
		if (s[i] != ' ' && s[i] != '\t')
			return 0;
	for (i = end; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == len)
		*after = len;
	else if (s[i] == '\n')
		*after = i + 1;
	else if (s[i] == '\r' && i + 1 < len && s[i + 1] == '\n')
		*after = i + 2;
	else
		return 0;
	return 1;
}

/* Handle one parsed tag of kind k, name [ns, ns+nl), at line:col. */
static void
tag(struct parser *p, enum tag_kind k, const char *ns, size_t nl, int line,
    int col)
{
	struct template *t = p->t;
	struct tnode *nd;
	int shown = nl > 60 ? 60 : (int)nl;	/* bytes of the name quoted */

	switch (k) {
	case TAG_COMMENT:
		return;
	case TAG_PARTIAL:
		perr(p, line, col, "partials ('{{>%.*s}}') are not supported",
		    shown, ns);
		return;
	case TAG_DELIM:
		perr(p, line, col, "changing delimiters ('{{=%.*s}}') is not "
		    "supported", shown, ns);
		return;
	default:
		break;
	}
	if (nl == 0) {
		perr(p, line, col, "empty tag: put a name between the braces");
		return;
	}
	if (!name_valid(ns, nl)) {
		perr(p, line, col, "bad name '%.*s' in a tag: use letters, "
		    "digits, '_' and '-', with '.' between keys", shown, ns);
		return;
	}
	switch (k) {
	case TAG_VALUE:
	case TAG_RAW:
		nd = push_node(t, k == TAG_RAW ? TN_RAW : TN_VALUE);
		set_name(nd, ns, nl);
		nd->line = line;
		nd->col = col;
		return;
	case TAG_SECTION:
	case TAG_INVERTED:
		if (p->nopen == TEMPLATE_MAX_DEPTH) {
			perr(p, line, col, "section '%.*s' is nested deeper than "
			    "%d sections", shown, ns, TEMPLATE_MAX_DEPTH);
			p->stop = 1;
			return;
		}
		nd = push_node(t, k == TAG_SECTION ? TN_SECTION : TN_INVERTED);
		set_name(nd, ns, nl);
		nd->line = line;
		nd->col = col;
		nd->end = t->n;
		p->open[p->nopen++] = t->n - 1;
		return;
	case TAG_CLOSE:
		if (p->nopen == 0) {
			perr(p, line, col, "'{{/%.*s}}' closes no open section",
			    shown, ns);
			return;
		}
		nd = &t->v[p->open[p->nopen - 1]];
		if (strlen(nd->name) != nl || memcmp(nd->name, ns, nl) != 0)
			perr(p, line, col, "'{{/%.*s}}' does not match the open "
			    "section '{{%c%.60s}}' of line %d, column %d", shown,
			    ns, nd->kind == TN_SECTION ? '#' : '^', nd->name,
			    nd->line, nd->col);
		nd->end = t->n;
		p->nopen--;
		return;
	default:
		return;
	}
}

/* Report the first invalid UTF-8 byte of t, with its line and column. */
static void
bad_utf8(struct parser *p)
{
	const struct template *t = p->t;
	size_t i = 0;
	unsigned cp;

	while (i < t->len) {
		size_t k = utf8_decode(t->text + i, t->len - i, &cp);

		if (k == 0 || cp == 0)
			break;
		i += k;
	}
	seek(p, i);
	diag_add(p->dl, D_TEMPLATE, t->name, NULL, 0, p->line,
	    col_of(t, p->ls, i), "the template is not valid UTF-8 or holds a "
	    "NUL byte here; save it as UTF-8");
	p->errors++;
}

static void
parse(struct parser *p)
{
	struct template *t = p->t;
	const char *s = t->text;

	for (;;) {
		size_t o = find(t, p->lit, "{{", 2);
		size_t skip, ns, close, end, after, nl, tls;
		enum tag_kind k;
		int line, col;

		if (o == (size_t)-1 || p->stop)
			break;
		seek(p, o);
		line = p->line;
		tls = p->ls;
		col = col_of(t, tls, o);
		k = tag_kind_of(s + o + 2, t->len - o - 2, &skip);
		ns = o + 2 + skip;
		if (k == TAG_RAW && s[o + 2] == '{') {
			close = find(t, ns, "}}}", 3);
			end = close + 3;
		} else {
			close = find(t, ns, "}}", 2);
			end = close + 2;
		}
		if (close == (size_t)-1) {
			perr(p, line, col, "unterminated tag: '{{' without a "
			    "closing '%s'", s[o + 2] == '{' ? "}}}" : "}}");
			p->lit = t->len;	/* drop the rest */
			return;
		}
		if ((k == TAG_SECTION || k == TAG_INVERTED || k == TAG_CLOSE ||
		    k == TAG_COMMENT) && standalone(p, tls, o, end, &after)) {
			push_text(t, p->lit, tls);
			p->lit = after;
		} else {
			push_text(t, p->lit, o);
			p->lit = end;
		}
		/* trim the name */
		for (; ns < close && (s[ns] == ' ' || s[ns] == '\t'); ns++)
			;
		for (nl = close - ns; nl > 0 && (s[ns + nl - 1] == ' ' ||
		    s[ns + nl - 1] == '\t'); nl--)
			;
		tag(p, k, s + ns, nl, line, col);
		seek(p, p->lit);
	}
}

struct template *
template_parse(const char *name, const char *text, size_t len,
    struct diag_list *dl)
{
	struct template *t = xcalloc(1, sizeof(*t));
	struct parser p;
	size_t i;

	t->name = xstrdup(name ? name : "-");
	t->text = xstrndup(text ? text : "", text ? len : 0);
	t->len = text ? len : 0;
	memset(&p, 0, sizeof(p));
	p.t = t;
	p.dl = dl;
	p.line = 1;
	if (!utf8_valid(t->text, t->len)) {
		bad_utf8(&p);
		goto out;
	}
	parse(&p);
	push_text(t, p.lit, t->len);
	for (i = p.stop ? 0 : p.nopen; i > 0; i--) {
		const struct tnode *nd = &t->v[p.open[i - 1]];

		diag_add(dl, D_TEMPLATE, t->name, t->text, t->len, nd->line,
		    nd->col, "section '{{%c%.60s}}' is never closed: add "
		    "'{{/%.60s}}'", nd->kind == TN_SECTION ? '#' : '^', nd->name,
		    nd->name);
		p.errors++;
	}
out:
	if (p.errors) {
		template_free(t);
		t = NULL;
	}
	return t;
}

struct template *
template_load(const char *path, struct diag_list *dl)
{
	FILE *fp = NULL;
	char *buf = NULL;
	struct template *t = NULL;
	struct stat st;
	size_t n;

	fp = fopen(path, "rb");
	if (fp == NULL) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot open the "
		    "template: %s", strerror(errno));
		goto out;
	}
	if (fstat(fileno(fp), &st) == 0 && !S_ISREG(st.st_mode)) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "the template is not a "
		    "regular file");
		goto out;
	}
	buf = xmalloc(TEMPLATE_MAX_BYTES + 1);
	n = fread(buf, 1, TEMPLATE_MAX_BYTES + 1, fp);
	if (ferror(fp)) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot read the "
		    "template: %s", strerror(errno));
		goto out;
	}
	if (n > TEMPLATE_MAX_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, path, NULL, 0, 0, 0, "the "
		    "template is over %d bytes (1 MiB)", TEMPLATE_MAX_BYTES);
		goto out;
	}
	t = template_parse(path, buf, n, dl);
out:
	if (fp)
		fclose(fp);
	free(buf);
	return t;
}

const char *
template_name(const struct template *t)
{
	return t ? t->name : NULL;
}

const char *
template_source(const struct template *t, size_t *len)
{
	*len = t ? t->len : 0;
	return t ? t->text : NULL;
}

void
template_free(struct template *t)
{
	size_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->n; i++)
		free(t->v[i].name);
	free(t->v);
	free(t->text);
	free(t->name);
	free(t);
}
