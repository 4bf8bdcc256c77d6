/*
 * diag.c: collecting and printing findings (see diag.h).
 */
#include "util/diag.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/* Longest source line quoted, in characters; longer lines are cut around
 * the column so that a minified 1 MB line does not flood the terminal. */
#define QUOTE_MAX_CHARS 120

/*
 * The catalogue: per code its level, the short name printed in brackets
 * and one line of help, the "meaning" column of docs/diagnostics.md
 * word for word (SARIF rules carry it; tests/integrations.sh compares
 * the two).
 */
static const struct {
	enum diag_level	 level;
	const char	*name;
	const char	*help;
} codes[DIAG_CODE__MAX] = {
	[D_IO] =		{ DIAG_ERROR, "io",
	    "the file cannot be opened or read, is a directory, or is not a regular file" },
	[D_FILE_TOO_LARGE] =	{ DIAG_ERROR, "file-too-large",
	    "over 1 MiB; a scenario is a few KB" },
	[D_YAML_ENCODING] =	{ DIAG_ERROR, "yaml-encoding",
	    "not UTF-8, UTF-16, a NUL byte or a control character" },
	[D_YAML_SYNTAX] =	{ DIAG_ERROR, "yaml-syntax",
	    "libyaml cannot parse it; an unclosed quote, bracket or brace is reported where it opened" },
	[D_EMPTY] =		{ DIAG_ERROR, "empty",
	    "no document" },
	[D_MULTIPLE_DOCUMENTS] = { DIAG_ERROR, "multiple-documents",
	    "a second `---` document; one file holds one scenario" },
	[D_TOO_DEEP] =		{ DIAG_ERROR, "too-deep",
	    "nesting deeper than 64 levels" },
	[D_TOO_MANY_NODES] =	{ DIAG_ERROR, "too-many-nodes",
	    "more than 200,000 YAML nodes" },
	[D_ALIAS_LIMIT] =	{ DIAG_ERROR, "alias-limit",
	    "an alias that would make the tree cyclic, or more than 1,000,000 node visits after aliases" },
	[D_UNKNOWN_ANCHOR] =	{ DIAG_ERROR, "unknown-anchor",
	    "`*alias` without an `&anchor` before it" },
	[D_WRONG_TYPE] =	{ DIAG_ERROR, "wrong-type",
	    "e.g. a list where a number belongs, a quoted number, `yes` for a boolean" },
	[D_UNKNOWN_KEY] =	{ DIAG_ERROR, "unknown-key",
	    "not in the format; with a did-you-mean when a key is close" },
	[D_DUPLICATE_KEY] =	{ DIAG_ERROR, "duplicate-key",
	    "the same key twice in one mapping" },
	[D_MISSING_KEY] =	{ DIAG_ERROR, "missing-key",
	    "a required key is absent" },
	[D_OUT_OF_RANGE] =	{ DIAG_ERROR, "out-of-range",
	    "a number outside its documented range" },
	[D_BAD_ID] =		{ DIAG_ERROR, "bad-id",
	    "an id not matching `[a-z0-9][a-z0-9-]{0,63}` (model ids may also hold `.`)" },
	[D_BAD_VALUE] =		{ DIAG_ERROR, "bad-value",
	    "a word that is not one of the allowed ones" },
	[D_BAD_DATE] =		{ DIAG_ERROR, "bad-date",
	    "not `YYYY-MM-DD`, or not a calendar date" },
	[D_BAD_VERSION] =	{ DIAG_ERROR, "bad-version",
	    "`gpuplan:` (or a catalog's `format:`) other than 1" },
	[D_KEY_NOT_FOR_TYPE] =	{ DIAG_ERROR, "key-not-for-type",
	    "a workload key its `type` does not use" },
	[D_UNKNOWN_GPU] =	{ DIAG_ERROR, "unknown-gpu",
	    "a GPU id not in `catalog/gpus.yaml`" },
	[D_UNKNOWN_MODEL] =	{ DIAG_ERROR, "unknown-model",
	    "a model id not in `catalog/models.yaml`" },
	[D_DUPLICATE_ID] =	{ DIAG_ERROR, "duplicate-id",
	    "a scenario id used by two files checked together, or a catalog id used twice" },
	[D_BAD_REFERENCE] =	{ DIAG_ERROR, "bad-reference",
	    "the `prices:` or `vendor:` file of a scenario cannot be used, or a vendor profile's font file does not exist" },
	[D_INCONSISTENT] =	{ DIAG_ERROR, "inconsistent",
	    "values that contradict each other (prompt longer than the context, kv_heads above heads, ...)" },
	[D_CONTROL_CHAR] =	{ DIAG_ERROR, "control-character",
	    "a text field holds a control character (C0 incl. tab, DEL, C1; a line break outside `customer.address`) or a bidirectional override or isolate (U+202A to U+202E, U+2066 to U+2069)" },
	[D_UNPRINTABLE] =	{ DIAG_ERROR, "unprintable-character",
	    "a text field holds a character the proposal's PDF font cannot show" },
	[D_MISSING_PRICE] =	{ DIAG_ERROR, "missing-price",
	    "a pinned or allowed GPU has no price in the price catalog in use for the operating models compared" },
	[D_EXPECT_FAILED] =	{ DIAG_ERROR, "expect-failed",
	    "a bound of the scenario's `expect:` block does not hold" },
	[D_GATE_FAILED] =	{ DIAG_ERROR, "gate-failed",
	    "a `build --fail-if` gate holds for a scenario" },
	[D_NO_FEASIBLE] =	{ DIAG_ERROR, "no-feasible-system",
	    "no catalog system meets the workloads and constraints" },
	[D_TEMPLATE] =		{ DIAG_ERROR, "template",
	    "a proposal template has a syntax error or an unknown placeholder" },
	[D_BAD_LOGO] =		{ DIAG_ERROR, "bad-logo",
	    "a vendor profile's logo file does not exist, cannot be read, or is neither PNG nor JPEG (docs/vendor-format.md)" },
	[D_BAD_COLOUR] =	{ DIAG_ERROR, "bad-colour",
	    "a vendor profile's colour is not `#rrggbb`" },
	[D_BAD_HF_CONFIG] =	{ DIAG_ERROR, "bad-hf-config",
	    "a model's `hf_config:` file (or `gpuplan model import`'s) cannot be read, is not JSON, or lacks or mistypes a field gpuplan needs; the message gives the JSON's own line:col" },
	[D_BAD_FONT] =		{ DIAG_ERROR, "bad-font",
	    "a vendor profile's font file cannot be read, is not a TrueType font (sfnt with glyf outlines and a Unicode cmap), is corrupt, or has no glyph for one of \xe2\x82\xac \xc3\xa4 \xc3\xb6 \xc3\xbc \xc3\x84 \xc3\x96 \xc3\x9c \xc3\x9f \xe2\x80\x9e \xe2\x80\x9c \xe2\x80\x93 (docs/vendor-format.md)" },
	[W_UTILISATION_ORDER] =	{ DIAG_WARNING, "utilisation-order",
	    "low above medium, or medium above high" },
	[W_UNUSED_KEY] =	{ DIAG_WARNING, "unused-key",
	    "set, but nothing uses it: no compared operating model, or no "
	    "workload of the kind it is for" },
	[W_SUSPICIOUS] =	{ DIAG_WARNING, "suspicious-value",
	    "legal but unusual: a horizon over 84 months, a PUE above 2, a "
	    "training precision that changes nothing (int8 pre-training, fp8 "
	    "with QLoRA)" },
	[W_DOES_NOT_FIT] =	{ DIAG_WARNING, "does-not-fit",
	    "the pinned `hardware:` misses a requirement" },
	[W_SIZING] =		{ DIAG_WARNING, "sizing",
	    "one of the seeds' typical mistakes shows in the plan" },
	[W_NO_PRICE] =		{ DIAG_WARNING, "no-price",
	    "a catalog GPU (or host class) has no purchase price" },
	[W_PCT_SHARE] =		{ DIAG_WARNING, "percent-as-share",
	    "a `_pct` key is above 0 and below 1: likely a share meant as a percentage" },
	[W_NO_VENDOR] =		{ DIAG_WARNING, "no-vendor",
	    "`build` without a vendor profile (`--vendor FILE` or `vendor:`): once per run; the PDFs are marked as samples" },
};

enum diag_level
diag_level_of(enum diag_code c)
{
	return codes[c].level;
}

const char *
diag_name(enum diag_code c)
{
	return codes[c].name;
}

const char *
diag_help(enum diag_code c)
{
	return codes[c].help;
}

const char *
diag_level_name(enum diag_level l)
{
	return l == DIAG_ERROR ? "error" : "warning";
}

/*
 * Copy line `line` (1-based) of text into a new string: invalid UTF-8 and
 * control characters become '?', tabs stay (the caret line copies them).
 * Returns NULL if the file has no such line.
 */
static char *
quote_line(const char *text, size_t len, int line)
{
	size_t i = 0, end;
	int l = 1;
	struct strbuf b = STRBUF_INIT;

	if (text == NULL || line < 1)
		return NULL;
	while (l < line && i < len) {
		if (text[i] == '\n')
			l++;
		i++;
	}
	if (l != line)
		return NULL;
	for (end = i; end < len && text[end] != '\n' && text[end] != '\r'; end++)
		;
	while (i < end) {
		unsigned cp;
		size_t n = utf8_decode(text + i, end - i, &cp);

		if (n == 0) {
			sb_putc(&b, '?');
			i++;
		} else if (cp == '\t') {
			sb_putc(&b, '\t');
			i += n;
		} else if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0) ||
		    cp == 0xfeff) {
			sb_putc(&b, '?');
			i += n;
		} else {
			sb_add(&b, text + i, n);
			i += n;
		}
	}
	return sb_take(&b);
}

void
diag_add(struct diag_list *dl, enum diag_code code, const char *file,
    const char *text, size_t len, int line, int col, const char *fmt, ...)
{
	struct diag *d;
	va_list ap;
	struct strbuf b = STRBUF_INIT;
	int n;

	if (dl->n == dl->cap) {
		dl->cap = dl->cap ? dl->cap * 2 : 16;
		dl->v = xreallocarray(dl->v, dl->cap, sizeof(*dl->v));
	}
	d = &dl->v[dl->n++];
	d->code = code;
	d->file = xstrdup(file ? file : "-");
	d->line = line < 0 ? 0 : line;
	d->col = col < 0 ? 0 : col;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n > 0) {
		char *tmp = xmalloc((size_t)n + 1);

		va_start(ap, fmt);
		vsnprintf(tmp, (size_t)n + 1, fmt, ap);
		va_end(ap);
		/* Messages quote user text: keep them printable. */
		utf8_sanitize(&b, tmp, (size_t)n);
		free(tmp);
	}
	d->msg = sb_take(&b);
	d->quote = quote_line(text, len, d->line);
	dl->count[codes[code].level]++;
}

void
diag_move(struct diag_list *dst, struct diag_list *src)
{
	size_t i;

	for (i = 0; i < src->n; i++) {
		if (dst->n == dst->cap) {
			dst->cap = dst->cap ? dst->cap * 2 : 16;
			dst->v = xreallocarray(dst->v, dst->cap, sizeof(*dst->v));
		}
		dst->v[dst->n++] = src->v[i];
		dst->count[codes[src->v[i].code].level]++;
	}
	free(src->v);
	memset(src, 0, sizeof(*src));
}

void
diag_move_file(struct diag_list *dst, struct diag_list *src, const char *file)
{
	size_t i, k = 0;

	for (i = 0; i < src->n; i++) {
		struct diag *d = &src->v[i];
		const char *f = d->file;

		if (strncmp(f, "./", 2) == 0 && strncmp(file, "./", 2) != 0)
			f += 2;
		if (strcmp(f, file) == 0) {
			if (dst->n == dst->cap) {
				dst->cap = dst->cap ? dst->cap * 2 : 16;
				dst->v = xreallocarray(dst->v, dst->cap,
				    sizeof(*dst->v));
			}
			dst->v[dst->n++] = *d;
			dst->count[codes[d->code].level]++;
		} else {
			free(d->file);
			free(d->msg);
			free(d->quote);
		}
		(void)k;
	}
	free(src->v);
	memset(src, 0, sizeof(*src));
}

/* qsort order of findings: file, line, column. */
static int
cmp_diag(const void *a, const void *b)
{
	const struct diag *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return 0;
}

void
diag_sort(struct diag_list *dl)
{
	size_t i, j;

	/* Insertion sort: stable, and lists are short. */
	for (i = 1; i < dl->n; i++) {
		struct diag t = dl->v[i];

		for (j = i; j > 0 && cmp_diag(&dl->v[j - 1], &t) > 0; j--)
			dl->v[j] = dl->v[j - 1];
		dl->v[j] = t;
	}
}

/*
 * Print the quoted line and a caret under column col (1-based, counted in
 * characters).  Long lines are cut to a window around the column.
 */
static void
print_quote(FILE *fp, const struct diag *d)
{
	const char *q = d->quote;
	size_t nchars = utf8_length(q, strlen(q)), first = 0, i;
	size_t col = d->col > 0 ? (size_t)d->col - 1 : 0;
	const char *p;
	char lineno[16];

	if (nchars > QUOTE_MAX_CHARS && col > QUOTE_MAX_CHARS / 2)
		first = col - QUOTE_MAX_CHARS / 2;
	snprintf(lineno, sizeof(lineno), "%d", d->line);
	fprintf(fp, " %s | %s", lineno, first ? "..." : "");
	p = utf8_skip(q, strlen(q), first);
	for (i = first; *p && i < first + QUOTE_MAX_CHARS; i++) {
		size_t n = utf8_next(p);

		fwrite(p, 1, n, fp);
		p += n;
	}
	fputs(*p ? "...\n" : "\n", fp);
	if (d->col <= 0)
		return;
	fprintf(fp, " %*s | %s", (int)strlen(lineno), "", first ? "   " : "");
	p = utf8_skip(q, strlen(q), first);
	for (i = first; i < col && *p; i++) {
		fputc(*p == '\t' ? '\t' : ' ', fp);
		p += utf8_next(p);
	}
	for (; i < col; i++)
		fputc(' ', fp);
	fputs("^\n", fp);
}

/* GitHub's workflow-command escaping; props also escape ':' and ','. */
static void
gh_escape(FILE *fp, const char *s, int prop)
{
	for (; *s; s++) {
		if (*s == '%')
			fputs("%25", fp);
		else if (*s == '\r')
			fputs("%0D", fp);
		else if (*s == '\n')
			fputs("%0A", fp);
		else if (prop && *s == ':')
			fputs("%3A", fp);
		else if (prop && *s == ',')
			fputs("%2C", fp);
		else
			fputc(*s, fp);
	}
}

void
diag_print(const struct diag_list *dl, enum diag_format fmt, FILE *fp)
{
	size_t i;
	json_t *root, *arr;

	switch (fmt) {
	case DIAG_FMT_TEXT:
		for (i = 0; i < dl->n; i++) {
			const struct diag *d = &dl->v[i];

			fputs(d->file, fp);
			if (d->line > 0)
				fprintf(fp, ":%d", d->line);
			if (d->line > 0 && d->col > 0)
				fprintf(fp, ":%d", d->col);
			fprintf(fp, ": %s: %s [%s]\n",
			    diag_level_name(codes[d->code].level), d->msg,
			    codes[d->code].name);
			if (d->quote != NULL && d->line > 0)
				print_quote(fp, d);
		}
		break;
	case DIAG_FMT_GITHUB:
		for (i = 0; i < dl->n; i++) {
			const struct diag *d = &dl->v[i];

			fprintf(fp, "::%s file=",
			    diag_level_name(codes[d->code].level));
			gh_escape(fp, d->file, 1);
			if (d->line > 0)
				fprintf(fp, ",line=%d", d->line);
			if (d->line > 0 && d->col > 0)
				fprintf(fp, ",col=%d", d->col);
			fprintf(fp, ",title=gpuplan %s::", codes[d->code].name);
			gh_escape(fp, d->msg, 0);
			fputc('\n', fp);
		}
		break;
	default:
		root = json_object();
		arr = json_array();
		for (i = 0; i < dl->n; i++) {
			const struct diag *d = &dl->v[i];

			json_array_append_new(arr, json_pack(
			    "{s:s, s:i, s:i, s:s, s:s, s:s}",
			    "file", d->file, "line", d->line, "column", d->col,
			    "severity", diag_level_name(codes[d->code].level),
			    "code", codes[d->code].name, "message", d->msg));
		}
		json_object_set_new(root, "findings", arr);
		json_object_set_new(root, "errors",
		    json_integer((json_int_t)dl->count[DIAG_ERROR]));
		json_object_set_new(root, "warnings",
		    json_integer((json_int_t)dl->count[DIAG_WARNING]));
		json_dumpf(root, fp, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
		fputc('\n', fp);
		json_decref(root);
		break;
	}
}

int
diag_format_parse(const char *s)
{
	if (strcmp(s, "text") == 0)
		return DIAG_FMT_TEXT;
	if (strcmp(s, "json") == 0)
		return DIAG_FMT_JSON;
	if (strcmp(s, "github") == 0)
		return DIAG_FMT_GITHUB;
	return -1;
}

void
diag_free(struct diag_list *dl)
{
	size_t i;

	if (dl == NULL)
		return;
	for (i = 0; i < dl->n; i++) {
		free(dl->v[i].file);
		free(dl->v[i].msg);
		free(dl->v[i].quote);
	}
	free(dl->v);
	memset(dl, 0, sizeof(*dl));
}
