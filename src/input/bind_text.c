/*
 * bind_text.c: what a text field may hold (see bind_check_text in
 * bind.h): no control or bidi characters, only what the proposal's
 * fonts can show (util/glyphs.h), at most the field's length.
 */
#include "input/bind.h"

#include <stdio.h>

#include "util/glyphs.h"
#include "util/textenc.h"
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

/*
 * For a character the PDF prints with the embedded DejaVu faces (Greek,
 * Cyrillic: util/textenc.h): 1 if their files are readable, else 0
 * after reporting it as unprintable, naming the missing file, so that
 * `check` fails where `build` would.  1 for every other character.
 * *seen becomes 1 once the files were found (a field looks once).
 */
static int
embedded_font_ok(struct bind_ctx *ctx, const struct ynode *n, unsigned cp,
    char *what, size_t wsz, const char *s, size_t len, size_t k, int *seen)
{
	enum text_enc e;
	unsigned char byte;
	char path[1024];

	if (!textenc_find(cp, &e, &byte) || !textenc_ttf(e))
		return 1;
	if (textenc_fonts_present(path, sizeof(path))) {
		*seen = 1;
		return 1;
	}
	describe_cp(what, wsz, cp, s, len);
	bind_report(ctx, n, D_UNPRINTABLE, "'%s' contains %s at character "
	    "%zu, which the PDF prints with DejaVu Sans, but the font file "
	    "%s cannot be read; install Debian's fonts-dejavu-core (or set "
	    "GPUPLAN_FONT_DIR to where DejaVu Sans is)", WHERE(ctx), what, k,
	    path);
	return 0;
}

int
bind_check_text(struct bind_ctx *ctx, const struct ynode *n,
    const struct field *f)
{
	size_t i = 0, k = 0, m;
	unsigned cp;
	char what[48];
	int multi = (f->flags & F_MULTILINE) != 0;
	int fonts_seen = 0;	/* the DejaVu files were found */

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
		if (!(f->flags & F_NOT_SHOWN) && !fonts_seen &&
		    !embedded_font_ok(ctx, n, cp, what, sizeof(what),
		    n->str + i, m, k, &fonts_seen))
			return 0;
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
