/*
 * bind_text.c: what a text field may hold (see bind_check_text in
 * bind.h): no control or bidi characters, only what the proposal's
 * fonts can show (util/glyphs.h), at most the field's length.
 */
#include "input/bind.h"

#include <stdio.h>

#include "util/glyphs.h"
#include "util/utf8.h"

/* The key path for messages, as in bind.c. */
#define WHERE(ctx)	((ctx)->path[0] ? (ctx)->path : "the document")

/* How a code point reads in a message: "U+202E" and, if printable,
 * the character itself in quotes. */
static void
describe_cp(char *buf, size_t sz, unsigned cp, const char *s, size_t len)
{
	if (text_control(cp, 0) || cp == '\t' || cp == '\n' || cp == '\r')
		snprintf(buf, sz, "U+%04X", cp);
	else
		snprintf(buf, sz, "U+%04X '%.*s'", cp, (int)len, s);
}

int
bind_check_text(struct bind_ctx *ctx, const struct ynode *n,
    const struct field *f)
{
	size_t i = 0, k = 0, m;
	unsigned cp;
	char what[48];
	int multi = (f->flags & F_MULTILINE) != 0;

	while (i < n->len) {
		m = utf8_decode(n->str + i, n->len - i, &cp);
		if (m == 0)
			return 1;	/* the file's encoding was checked */
		k++;
		if (text_control(cp, multi) || (cp == '\r' && !multi)) {
			describe_cp(what, sizeof(what), cp, n->str + i, m);
			bind_report(ctx, n, D_CONTROL_CHAR, "'%s' contains the "
			    "%s character %s at character %zu; remove it%s",
			    WHERE(ctx), (cp >= 0x202a && cp <= 0x2069) ?
			    "bidirectional override" : cp == '\n' ?
			    "line break" : cp == '\t' ? "tab" : "control", what,
			    k, cp == '\n' ? " (this field is one line)" : "");
			return 0;
		}
		if (!(f->flags & F_NOT_SHOWN) && !text_printable(cp)) {
			describe_cp(what, sizeof(what), cp, n->str + i, m);
			bind_report(ctx, n, D_UNPRINTABLE, "'%s' contains %s at "
			    "character %zu, which none of the proposal's PDF "
			    "fonts can show; write it with the characters "
			    "docs/pdf.md lists", WHERE(ctx), what, k);
			return 0;
		}
		i += m;
	}
	if (f->max > 0 && (double)k > f->max) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' is %zu characters "
		    "long; at most %g fit the proposal's layout, so shorten "
		    "it", WHERE(ctx), k, f->max);
		return 0;
	}
	return 1;
}
