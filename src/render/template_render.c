/*
 * template_render.c: a parsed template (template_int.h) rendered or
 * checked against a context of render/vtree.h values, and the Markdown
 * escaping of values (see template.h).  Rendering walks the node array
 * with a stack of contexts; names were split into segments at parse time,
 * so a render is one look-up per segment and one memcpy per literal.
 */
#include "render/template.h"
#include "render/template_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/suggest.h"
#include "util/utf8.h"

/* Bytes that template_escape_md puts a backslash before. */
static const char md_special[256] = {
	['\\'] = 1, ['`'] = 1, ['*'] = 1, ['_'] = 1, ['['] = 1, [']'] = 1,
	['<'] = 1, ['>'] = 1, ['|'] = 1,
};

void
template_escape_md(struct strbuf *out, const char *s, size_t n)
{
	size_t i = 0, run;

	for (run = 0; run < n && (s[run] == ' ' || s[run] == '\t'); run++)
		;
	if (run < n && s[run] == '#') {
		sb_add(out, s, run);
		sb_add(out, "\\#", 2);
		i = run + 1;
	}
	for (run = i; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (!md_special[c] && c != '\n' && c != '\r')
			continue;
		sb_add(out, s + run, i - run);
		if (c == '\r' || c == '\n') {
			sb_putc(out, ' ');
			if (c == '\r' && i + 1 < n && s[i + 1] == '\n')
				i++;
		} else {
			sb_putc(out, '\\');
			sb_putc(out, (char)c);
		}
		run = i + 1;
	}
	sb_add(out, s + run, n - run);
}

/* The state of one render or check. */
struct rstate {
	const struct template *t;
	struct strbuf	*out;		/* NULL when checking */
	struct diag_list *dl;
	const struct vt	*stack[TEMPLATE_MAX_DEPTH + 1];
	size_t		 depth;		/* contexts on the stack, >= 1 */
	unsigned char	*reported;	/* per node; allocated on first error */
	int		 errors;
	int		 check;		/* 1: template_check */
};

/* A type name for messages. */
static const char *
type_name(const struct vt *v)
{
	switch (v->kind) {
	case VT_OBJECT:		return "an object";
	case VT_LIST:		return "a list";
	case VT_STRING:		return "a string";
	case VT_NUMBER:		return "a number";
	case VT_TRUE:
	case VT_FALSE:		return "a boolean";
	default:		return "null";
	}
}

/* Segment k of node nd (k < nd->nseg). */
static const char *
seg_at(const struct tnode *nd, size_t k)
{
	const char *s = nd->seg;

	while (k-- > 0)
		s += strlen(s) + 1;
	return s;
}

/*
 * Resolve nd's name: the first segment from the innermost context
 * outwards, the rest inside what it found.  Returns the value or NULL;
 * *depth_found receives how many segments resolved (for messages) and
 * *base the object in which the first missing segment was looked up.
 */
static const struct vt *
resolve(const struct rstate *rs, const struct tnode *nd, size_t *found,
    const struct vt **base)
{
	const struct vt *v = NULL;
	const char *s = nd->seg;
	size_t i, k, len;

	*found = 0;
	*base = NULL;
	if (nd->nseg == 0)
		return rs->stack[rs->depth - 1];
	len = strlen(s);
	for (i = rs->depth; i > 0 && v == NULL; i--)
		v = vt_getn(rs->stack[i - 1], s, len);
	if (v == NULL)
		return NULL;
	for (k = 1; k < nd->nseg; k++) {
		const struct vt *o = v;

		*found = k;
		s += len + 1;
		len = strlen(s);
		v = vt_getn(o, s, len);
		if (v == NULL) {
			*base = o;
			return NULL;
		}
	}
	*found = nd->nseg;
	return v;
}

/* Add one key of object o as a did-you-mean candidate. */
static void
add_keys(const struct vt *o, const char ***cands, size_t *n, size_t *cap)
{
	const struct vt *m;

	if (o == NULL || o->kind != VT_OBJECT)
		return;
	for (m = o->first; m != NULL; m = m->next) {
		if (*n == *cap) {
			*cap = *cap ? *cap * 2 : 32;
			*cands = xreallocarray(*cands, *cap, sizeof(**cands));
		}
		(*cands)[(*n)++] = m->key;
	}
}

/* Report a finding at node index i, once per node and call. */
static void
rerr(struct rstate *rs, size_t i, const char *msg)
{
	const struct tnode *nd = &rs->t->v[i];

	rs->errors++;
	if (rs->reported == NULL)
		rs->reported = xcalloc(rs->t->n, 1);
	if (rs->reported[i])
		return;
	rs->reported[i] = 1;
	diag_add(rs->dl, D_TEMPLATE, rs->t->name, rs->t->text, rs->t->len,
	    nd->line, nd->col, "%s", msg);
}

/* Report that node i's name did not resolve, with a suggestion. */
static void
unknown(struct rstate *rs, size_t i)
{
	const struct tnode *nd = &rs->t->v[i];
	const char **cands = NULL;
	const char *dym, *miss;
	const struct vt *base;
	size_t found, n = 0, cap = 0, k, prefix_len = 0;
	char *msg;

	(void)resolve(rs, nd, &found, &base);
	miss = seg_at(nd, found);
	for (k = 0; k < found; k++)
		prefix_len += strlen(seg_at(nd, k)) + 1;
	if (found == 0) {
		for (k = 0; k < rs->depth; k++)
			add_keys(rs->stack[k], &cands, &n, &cap);
	} else if (base != NULL && base->kind == VT_OBJECT)
		add_keys(base, &cands, &n, &cap);
	dym = did_you_mean(miss, cands, n);
	if (found == 0)
		msg = xasprintf("unknown placeholder '%s': no '%s' in the view "
		    "here%s%.*s%s%s", nd->name, miss, dym ? "; did you mean '" :
		    "", dym ? (int)prefix_len : 0, nd->name, dym ? dym : "",
		    dym ? "'?" : "");
	else if (base->kind != VT_OBJECT)
		msg = xasprintf("unknown placeholder '%s': '%.*s' is %s, not an "
		    "object", nd->name, (int)prefix_len - 1, nd->name,
		    type_name(base));
	else
		msg = xasprintf("unknown placeholder '%s': '%.*s' has no key "
		    "'%s'%s%.*s%s%s", nd->name, (int)prefix_len - 1, nd->name,
		    miss, dym ? "; did you mean '" : "", dym ? (int)prefix_len :
		    0, nd->name, dym ? dym : "", dym ? "'?" : "");
	rerr(rs, i, msg);
	free(msg);
	free(cands);
}

/* 1 if a section over v renders nothing. */
static int
falsy(const struct vt *v)
{
	return v->kind == VT_FALSE || v->kind == VT_NULL ||
	    (v->kind == VT_LIST && v->n == 0) ||
	    (v->kind == VT_STRING && v->len == 0);
}

/* Print scalar v for value node i (escaped unless raw). */
static void
emit(struct rstate *rs, size_t i, const struct vt *v)
{
	const struct tnode *nd = &rs->t->v[i];
	char *msg;

	if (v->kind == VT_OBJECT || v->kind == VT_LIST) {
		msg = xasprintf("'{{%s}}' is %s; use it as a section: "
		    "{{#%s}}...{{/%s}}", nd->name, type_name(v), nd->name,
		    nd->name);
		rerr(rs, i, msg);
		free(msg);
		return;
	}
	if (rs->out == NULL)
		return;
	switch (v->kind) {
	case VT_STRING:
		if (nd->kind == TN_RAW)
			sb_add(rs->out, v->s, v->len);
		else
			template_escape_md(rs->out, v->s, v->len);
		break;
	case VT_NUMBER:
		sb_add(rs->out, v->s, v->len);
		break;
	case VT_TRUE:
		sb_puts(rs->out, "true");
		break;
	case VT_FALSE:
		sb_puts(rs->out, "false");
		break;
	default:
		break;
	}
}

static void render_nodes(struct rstate *, size_t from, size_t to);

/* Render the children of section node i once with ctx pushed (or, if ctx
 * is NULL, with the stack as it is). */
static void
children(struct rstate *rs, size_t i, const struct vt *ctx)
{
	if (ctx != NULL)
		rs->stack[rs->depth++] = ctx;
	render_nodes(rs, i + 1, rs->t->v[i].end);
	if (ctx != NULL)
		rs->depth--;
}

/* Section node i over value v. */
static void
section(struct rstate *rs, size_t i, const struct vt *v)
{
	const struct vt *e;

	if (v->kind == VT_LIST) {
		for (e = v->first; e != NULL; e = e->next)
			children(rs, i, e);
		return;
	}
	if (rs->check) {
		children(rs, i, v->kind == VT_OBJECT ? v : NULL);
		return;
	}
	if (!falsy(v))
		children(rs, i, v);
}

static void
render_nodes(struct rstate *rs, size_t from, size_t to)
{
	const struct template *t = rs->t;
	size_t i = from, found;
	const struct vt *v, *base;

	while (i < to) {
		const struct tnode *nd = &t->v[i];

		if (nd->kind == TN_TEXT) {
			if (rs->out)
				sb_add(rs->out, t->text + nd->off, nd->len);
			i++;
			continue;
		}
		v = resolve(rs, nd, &found, &base);
		if (v == NULL)
			unknown(rs, i);
		else if (nd->kind == TN_VALUE || nd->kind == TN_RAW)
			emit(rs, i, v);
		else if (nd->kind == TN_SECTION)
			section(rs, i, v);
		else if (rs->check || falsy(v))
			children(rs, i, NULL);
		i = nd->kind == TN_SECTION || nd->kind == TN_INVERTED ?
		    nd->end : i + 1;
	}
}

/* Render or check t against ctx (see template_render/template_check). */
static int
run(const struct template *t, const struct vt *ctx, struct strbuf *out,
    struct diag_list *dl, int check)
{
	struct rstate rs;

	if (t == NULL || ctx == NULL)
		return 0;
	memset(&rs, 0, sizeof(rs));
	rs.t = t;
	rs.out = out;
	rs.dl = dl;
	rs.check = check;
	rs.stack[0] = ctx;
	rs.depth = 1;
	render_nodes(&rs, 0, t->n);
	free(rs.reported);
	return rs.errors == 0;
}

int
template_render(const struct template *t, const struct vt *ctx,
    struct strbuf *out, struct diag_list *dl)
{
	return run(t, ctx, out, dl, 0);
}

int
template_check(const struct template *t, const struct vt *ctx,
    struct diag_list *dl)
{
	return run(t, ctx, NULL, dl, 1);
}
