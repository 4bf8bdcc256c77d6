/*
 * bind.c: table-driven YAML-to-struct binding (see bind.h).
 */
#include "input/bind.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/suggest.h"
#include "util/strbuf.h"

void
bind_report(struct bind_ctx *ctx, const struct ynode *n, enum diag_code code,
    const char *fmt, ...)
{
	va_list ap;
	char msg[640];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(ctx->dl, code, ctx->doc->path, ctx->doc->text, ctx->doc->len,
	    n ? n->line : 0, n ? n->col : 0, "%s", msg);
	if (diag_level_of(code) == DIAG_ERROR)
		ctx->errors++;
}

int
bind_visit(struct bind_ctx *ctx, const struct ynode *n)
{
	if (ctx->over_budget)
		return 0;
	if (++ctx->visits > LOAD_MAX_VISITS) {
		ctx->over_budget = 1;
		bind_report(ctx, n, D_ALIAS_LIMIT, "more than %d nodes to visit "
		    "after expanding aliases (an alias bomb?); use fewer "
		    "aliases", LOAD_MAX_VISITS);
		return 0;
	}
	return 1;
}

size_t
bind_path_push(struct bind_ctx *ctx, const char *key, size_t index)
{
	size_t mark = strlen(ctx->path), room = sizeof(ctx->path) - mark;
	char *p = ctx->path + mark;

	/* ".key" or "[index]", cut to the room left (no printf: one call
	 * per field of every scenario) */
	if (key != NULL) {
		size_t n = strlen(key) + (mark ? 1 : 0);

		if (n < room) {
			if (mark)
				*p++ = '.';
			memcpy(p, key, n - (mark ? 1 : 0));
			p[n - (mark ? 1 : 0)] = '\0';
			return mark;
		}
		snprintf(p, room, "%s%s", mark ? "." : "", key);
	} else
		snprintf(p, room, "[%zu]", index);
	return mark;
}

void
bind_path_pop(struct bind_ctx *ctx, size_t mark)
{
	ctx->path[mark] = '\0';
}

/* The key path for messages: "economics.horizon_months". */
#define WHERE(ctx)	((ctx)->path[0] ? (ctx)->path : "the document")

/* How a value that has the wrong type reads in a message: its kind,
 * or the quoted string.  buf (sz bytes) holds it when needed. */
static const char *
found(const struct ynode *n, char *buf, size_t sz)
{
	if (n->kind != YN_SCALAR || !n->quoted ||
	    strcmp(ynode_kind_name(n), "an empty value") == 0)
		return ynode_kind_name(n);
	snprintf(buf, sz, "the string \"%.40s\"", n->str);
	return buf;
}

/* Report that the value at n must be `want`; returns 0 (binding failed). */
static int
wrong_type(struct bind_ctx *ctx, const struct ynode *n, const char *want)
{
	char buf[80];

	bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be %s, found %s%s",
	    WHERE(ctx), want, found(n, buf, sizeof(buf)),
	    n->kind == YN_SCALAR && n->quoted && strcmp(want, "a string") != 0
	    ? "; remove the quotes" : "");
	return 0;
}

/* The unit a numeric key takes, by its name (the last part of path),
 * for "write the number without the unit"; NULL if it has none. */
static const char *
key_unit(const char *path)
{
	static const struct {
		const char	*key;
		const char	*unit;
	} exact[] = {
		{ "hours_per_month", "hours" },
		{ "energy_price_kwh", "money per kWh" },
		{ "low", NULL }, { "medium", NULL }, { "high", NULL },
		{ "base", "money per kWh" },
		{ "colocation_kw_month", "money per kW and month" },
		{ "staff_month", "money per month" },
		{ "budget", "money" }, { "max_capex", "money" },
		{ "price", "money" }, { "gpu_hour", "money per GPU-hour" },
		{ "output_tokens_per_s", "tokens per second" },
		{ "images_per_s", "images per second" },
		{ "queries_per_s", "queries per second" },
		{ "gflops_per_image", "GFLOP per image" },
		{ "runs_per_month", "runs per month" },
		{ "tokens_per_month", "tokens per month" },
		{ "sequence_length", "tokens" },
		{ "concurrent_sequences", "sequences" },
		{ "dimensions", "floats per vector" },
		{ "fp64_tflops", "TFLOPS" },
		{ "max_break_even_month", "months" },
	};
	static const struct {
		const char	*suffix;
		const char	*unit;
	} suffixes[] = {
		{ "_pct_year", "percent per year" }, { "_pct", "percent" },
		{ "_months", "months" }, { "_hours", "hours" },
		{ "_gb", "GB" }, { "_tbs", "TB/s" }, { "_gbs", "GB/s" },
		{ "_kw", "kW" }, { "_w", "W" }, { "_ms", "milliseconds" },
		{ "_s", "seconds" }, { "_tokens", "tokens" },
	};
	const char *key = strrchr(path, '.');
	size_t i, n, m;

	key = key ? key + 1 : path;
	for (i = 0; i < sizeof(exact) / sizeof(exact[0]); i++)
		if (strcmp(key, exact[i].key) == 0)
			return exact[i].unit;
	n = strlen(key);
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		m = strlen(suffixes[i].suffix);
		if (n > m && strcmp(key + n - m, suffixes[i].suffix) == 0)
			return suffixes[i].unit;
	}
	return NULL;
}

/*
 * If s is a number followed by a unit ("300 GB", "36 months", "8%",
 * "32k tokens"), copy the number into num (sz bytes) and return 1; the
 * unit starts with a letter or one of % € $.  suffixes: counts, whose
 * k/M/B/G/T suffix belongs to the number.
 */
static int
number_with_unit(const char *s, int suffixes, char *num, size_t sz)
{
	size_t i = 0, j;
	double v;

	while (s[i] && (strchr("0123456789._+-", s[i]) != NULL ||
	    ((s[i] == 'e' || s[i] == 'E') && i > 0 && s[i + 1] &&
	    strchr("0123456789+-", s[i + 1]) != NULL)))
		i++;
	if (suffixes && i > 0 && s[i] && strchr("kKMBGT", s[i]) != NULL &&
	    (s[i + 1] == ' ' || s[i + 1] == '\0'))
		i++;
	if (i == 0 || i >= sz)
		return 0;
	memcpy(num, s, i);
	num[i] = '\0';
	if (!parse_number(num, suffixes, &v))
		return 0;
	for (j = i; s[j] == ' '; j++)
		;
	if (s[j] == '\0')
		return 0;
	if (j == i && s[j + 1] == '\0' && strchr("kKMBGT", s[j]) != NULL)
		return 0;	/* 70B where no suffix is allowed: not a unit */
	return (s[j] >= 'a' && s[j] <= 'z') || (s[j] >= 'A' && s[j] <= 'Z') ||
	    s[j] == '%' || strncmp(s + j, "\xe2\x82\xac", 3) == 0 ||
	    s[j] == '$';
}

/* Report a number written with its unit, if the scalar n is one;
 * returns 1 if it reported. */
static int
unit_written(struct bind_ctx *ctx, const struct ynode *n, int suffixes)
{
	char num[64];
	const char *unit;

	if (n->kind != YN_SCALAR || !number_with_unit(n->str, suffixes, num,
	    sizeof(num)))
		return 0;
	unit = key_unit(WHERE(ctx));
	if (unit != NULL)
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is \"%.40s\"; the key "
		    "takes a plain number in %s, so write %s without the unit "
		    "and without quotes", WHERE(ctx), n->str, unit, num);
	else
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is \"%.40s\"; the key "
		    "takes a plain number without a unit, so write %s",
		    WHERE(ctx), n->str, num);
	return 1;
}

/* 1 if n is a plain null scalar (empty, ~, null). */
static int
is_null(const struct ynode *n)
{
	return n->kind == YN_SCALAR && !n->quoted && (n->len == 0 ||
	    strcmp(n->str, "~") == 0 || strcmp(n->str, "null") == 0 ||
	    strcmp(n->str, "Null") == 0 || strcmp(n->str, "NULL") == 0);
}

int
bind_string(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	char **out = (char **)((char *)t + f->off);

	if (n->kind != YN_SCALAR || is_null(n))
		return wrong_type(ctx, n, "a string");
	if (strlen(n->str) != n->len) {
		bind_report(ctx, n, D_CONTROL_CHAR, "'%s' contains a NUL "
		    "character; remove it", WHERE(ctx));
		return 0;
	}
	if (n->len > STRING_MAX_BYTES) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' is %zu bytes long; at "
		    "most %d are allowed", WHERE(ctx), n->len, STRING_MAX_BYTES);
		return 0;
	}
	if (n->tag != NULL && strcmp(n->tag, "tag:yaml.org,2002:str") != 0)
		return wrong_type(ctx, n, "a string");
	if (!bind_check_text(ctx, n, f))
		return 0;
	free(*out);
	*out = xstrndup(n->str, n->len);
	return 1;
}

int
bind_ltext(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct ltext *lt = (struct ltext *)((char *)t + f->off);
	const struct field langs[] = {
		{ "de", bind_string, offsetof(struct ltext, de), 0, f->max,
		    F_REQUIRED | (f->flags & (F_MULTILINE | F_NOT_SHOWN)),
		    NULL, 0, 0, NULL, NULL },
		{ "en", bind_string, offsetof(struct ltext, en), 0, f->max,
		    F_REQUIRED | (f->flags & (F_MULTILINE | F_NOT_SHOWN)),
		    NULL, 0, 0, NULL, NULL },
		FIELDS_END
	};
	struct ltext got = { NULL, NULL };

	if (n->kind == YN_MAP) {
		if (!bind_map(ctx, n, langs, &got, 0, NULL)) {
			ltext_free(&got);
			return 0;
		}
	} else if (n->kind == YN_SCALAR) {
		if (!bind_string(ctx, n, &got, &langs[0]))
			return 0;
		got.en = xstrdup(got.de);
	} else
		return wrong_type(ctx, n, "a string or {de: ..., en: ...}");
	ltext_free(lt);
	*lt = got;
	return 1;
}

int
id_valid(const char *s)
{
	return id_valid_dots(s, 0);
}

int
id_valid_dots(const char *s, int dots)
{
	size_t i;

	if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= '0' && s[0] <= '9')))
		return 0;
	for (i = 1; s[i]; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '-' ||
		    (dots && s[i] == '.')))
			return 0;
	return i <= ID_MAX;
}

/* Bind an id (dots allowed after the first character if dots) into
 * out[ID_MAX + 1]; 1 on success, 0 after a finding. */
static int
id_common(struct bind_ctx *ctx, const struct ynode *n, char *out, int dots)
{
	if (n->kind != YN_SCALAR || is_null(n))
		return wrong_type(ctx, n, "an id");
	if (strlen(n->str) != n->len || !id_valid_dots(n->str, dots)) {
		bind_report(ctx, n, D_BAD_ID, "'%s' is \"%.70s\"; an id is 1 to "
		    "64 characters of a-z, 0-9%s and '-', starting with a letter "
		    "or digit", WHERE(ctx), n->str, dots ? ", '.'" : "");
		return 0;
	}
	memcpy(out, n->str, n->len + 1);
	return 1;
}

int
bind_id(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	return id_common(ctx, n, (char *)t + f->off, 0);
}

int
bind_model_id(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	return id_common(ctx, n, (char *)t + f->off, 1);
}

int
parse_number(const char *s, int suffixes, double *out)
{
	char buf[64], *end;
	size_t i, j = 0, n = strlen(s);
	double mult = 1, v;

	if (n == 0 || n >= sizeof(buf))
		return 0;
	if (suffixes) {
		switch (s[n - 1]) {
		case 'k': case 'K': mult = 1e3; n--; break;
		case 'M': mult = 1e6; n--; break;
		case 'B': case 'G': mult = 1e9; n--; break;
		case 'T': mult = 1e12; n--; break;
		default: break;
		}
	}
	for (i = 0; i < n; i++) {
		char c = s[i];

		if (c == '_') {
			/* digit separators only between digits */
			if (i == 0 || i + 1 >= n || s[i - 1] < '0' ||
			    s[i - 1] > '9' || s[i + 1] < '0' || s[i + 1] > '9')
				return 0;
			continue;
		}
		if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' ||
		    c == 'E' || c == '+' || c == '-'))
			return 0;
		buf[j++] = c;
	}
	buf[j] = '\0';
	if (j == 0 || (j >= 2 && buf[0] == '0' && buf[1] >= '0' &&
	    buf[1] <= '9'))
		return 0;	/* no leading zeros: 010 is octal in YAML 1.1 */
	if (!((buf[0] >= '0' && buf[0] <= '9') || buf[0] == '.' ||
	    ((buf[0] == '-' || buf[0] == '+') && buf[1] != '\0')))
		return 0;
	v = strtod(buf, &end);
	if (*end != '\0' || !isfinite(v))
		return 0;
	v *= mult;
	if (!isfinite(v))
		return 0;
	*out = v;
	return 1;
}

/* A range bound for messages: whole numbers below 1e13 with thousands
 * separators (1,000,000), others as %g. */
static void
fmt_bound(char *buf, size_t sz, double v)
{
	char digits[32];
	size_t n, i, j = 0;

	if (v != floor(v) || fabs(v) >= 1e13) {
		snprintf(buf, sz, "%g", v);
		return;
	}
	snprintf(digits, sizeof(digits), "%.0f", fabs(v));
	n = strlen(digits);
	if (v < 0 && j + 1 < sz)
		buf[j++] = '-';
	for (i = 0; i < n && j + 2 < sz; i++) {
		if (i > 0 && (n - i) % 3 == 0)
			buf[j++] = ',';
		buf[j++] = digits[i];
	}
	buf[j] = '\0';
}

/* Check v against f's range; report and return 0 if outside. */
static int
check_range(struct bind_ctx *ctx, const struct ynode *n, double v,
    const struct field *f)
{
	int lo_bad = (f->flags & F_MIN_EXCL) ? !(v > f->min) : !(v >= f->min);
	int hi_bad = (f->flags & F_MAX_EXCL) ? !(v < f->max) : !(v <= f->max);
	char range[160], lo[32], hi[32];

	if (!isfinite(v)) {	/* parse_number refuses them; a guard */
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a finite "
		    "number", WHERE(ctx));
		return 0;
	}
	if (!lo_bad && !hi_bad)
		return 1;
	fmt_bound(lo, sizeof(lo), f->min);
	fmt_bound(hi, sizeof(hi), f->max);
	if (f->hint != NULL)
		snprintf(range, sizeof(range), "%s", f->hint);
	else if (f->max >= 1e300)
		snprintf(range, sizeof(range), "it must be %s %s",
		    (f->flags & F_MIN_EXCL) ? "greater than" : "at least", lo);
	else if (f->flags & (F_MIN_EXCL | F_MAX_EXCL))
		snprintf(range, sizeof(range), "it must be %s %s and %s %s",
		    (f->flags & F_MIN_EXCL) ? "more than" : "at least", lo,
		    (f->flags & F_MAX_EXCL) ? "less than" : "at most", hi);
	else
		snprintf(range, sizeof(range), "it must be %s to %s", lo, hi);
	bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' is %g; %s", WHERE(ctx), v,
	    range);
	return 0;
}

/* 1 if s is how YAML or C write infinity or NaN (.inf, -.Inf, .nan,
 * inf, nan, infinity). */
static int
nonfinite_word(const char *s)
{
	if (*s == '+' || *s == '-')
		s++;
	if (*s == '.')
		s++;
	return strcasecmp(s, "inf") == 0 || strcasecmp(s, "infinity") == 0 ||
	    strcasecmp(s, "nan") == 0;
}

/* Parse the number at n (with k/M/B/T suffixes if suffixes) into *v and
 * check it against f's range; 1 on success, 0 after a finding. */
static int
number_common(struct bind_ctx *ctx, const struct ynode *n, double *v,
    const struct field *f, int suffixes)
{
	if (n->kind == YN_SCALAR && unit_written(ctx, n, suffixes))
		return 0;
	if (n->kind != YN_SCALAR || is_null(n) || n->quoted)
		return wrong_type(ctx, n, suffixes ? "a number (suffixes k, M, "
		    "B, T allowed)" : "a number");
	if (n->tag != NULL && strcmp(n->tag, "tag:yaml.org,2002:int") != 0 &&
	    strcmp(n->tag, "tag:yaml.org,2002:float") != 0)
		return wrong_type(ctx, n, "a number");
	if (!parse_number(n->str, suffixes, v) && !nonfinite_word(n->str)) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be %s, found "
		    "\"%.40s\"", WHERE(ctx), suffixes ? "a number such as 70e9 "
		    "or 70B" : "a decimal number such as 0.24 or 2e3",
		    n->str);
		return 0;
	}
	if (!parse_number(n->str, suffixes, v)) {	/* .inf, .nan, ... */
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is \"%.40s\"; it must be "
		    "a finite number (infinity and NaN are not allowed)",
		    WHERE(ctx), n->str);
		return 0;
	}
	return check_range(ctx, n, *v, f);
}

int
bind_number(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	double v;

	if (!number_common(ctx, n, &v, f, 0))
		return 0;
	if ((f->flags & F_PCT) && v > 0 && v < 1)
		bind_report(ctx, n, W_PCT_SHARE, "'%s' is %g, which looks like a "
		    "share; this key takes a percentage, so write %g for %g %%",
		    WHERE(ctx), v, v * 100, v * 100);
	*(double *)((char *)t + f->off) = v;
	return 1;
}

int
bind_count(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	double v;

	if (!number_common(ctx, n, &v, f, 1))
		return 0;
	/* 1.1k is 1100.0000000000002 in binary: whole within 1e-9 */
	if (fabs(v - round(v)) > 1e-9 * fmax(1, fabs(v))) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is a count and must be "
		    "a whole number, found %g", WHERE(ctx), v);
		return 0;
	}
	*(double *)((char *)t + f->off) = v;
	return 1;
}

int
bind_int(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	double v;

	if (!number_common(ctx, n, &v, f, 0))
		return 0;
	if (v != floor(v)) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a whole number, "
		    "found %g", WHERE(ctx), v);
		return 0;
	}
	*(int *)((char *)t + f->off) = (int)v;
	return 1;
}

int
bind_bool(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	int *out = (int *)((char *)t + f->off);
	static const char *const yaml11[] = { "yes", "no", "on", "off", "y",
	    "n", "Yes", "No", "YES", "NO", "On", "Off", "ON", "OFF", NULL };
	size_t i;

	if (n->kind == YN_SCALAR && !n->quoted) {
		if (strcmp(n->str, "true") == 0 || strcmp(n->str, "True") == 0 ||
		    strcmp(n->str, "TRUE") == 0) {
			*out = 1;
			return 1;
		}
		if (strcmp(n->str, "false") == 0 ||
		    strcmp(n->str, "False") == 0 ||
		    strcmp(n->str, "FALSE") == 0) {
			*out = 0;
			return 1;
		}
		for (i = 0; yaml11[i]; i++)
			if (strcmp(n->str, yaml11[i]) == 0) {
				bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be "
				    "true or false; '%s' is a YAML 1.1 "
				    "boolean that YAML 1.2 reads as a string",
				    WHERE(ctx), n->str);
				return 0;
			}
	}
	return wrong_type(ctx, n, "true or false");
}

/* Append the allowed words, comma-separated. */
static void
list_words(struct strbuf *b, const char *const *w)
{
	size_t i;

	for (i = 0; w[i]; i++)
		sb_printf(b, "%s%s", i ? ", " : "", w[i]);
}

/* The index of n's text in words, or -1 after a finding. */
static int
word_index(struct bind_ctx *ctx, const struct ynode *n,
    const char *const *words)
{
	size_t i, nw;
	const char *dym;
	struct strbuf b = STRBUF_INIT;

	if (n->kind != YN_SCALAR || is_null(n)) {
		sb_puts(&b, "one of ");
		list_words(&b, words);
		wrong_type(ctx, n, b.s);
		sb_free(&b);
		return -1;
	}
	for (nw = 0; words[nw]; nw++)
		if (strlen(n->str) == n->len && strcmp(words[nw], n->str) == 0)
			return (int)nw;
	list_words(&b, words);
	for (i = 0; i < nw; i++)
		if (strcasecmp(words[i], n->str) == 0)
			break;
	dym = did_you_mean(n->str, words, nw);
	if (i < nw)
		bind_report(ctx, n, D_BAD_VALUE, "'%s' is \"%.40s\"; the words "
		    "are case-sensitive, so write '%s'", WHERE(ctx), n->str,
		    words[i]);
	else if (dym != NULL)
		bind_report(ctx, n, D_BAD_VALUE, "'%s' is \"%.40s\"; did you "
		    "mean '%s'? (one of %s)", WHERE(ctx), n->str, dym, b.s);
	else
		bind_report(ctx, n, D_BAD_VALUE, "'%s' is \"%.40s\"; it must "
		    "be one of %s", WHERE(ctx), n->str, b.s);
	sb_free(&b);
	return -1;
}

int
bind_word(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	int i = word_index(ctx, n, f->words);

	if (i < 0)
		return 0;
	*(int *)((char *)t + f->off) = i;
	return 1;
}

int
bind_words_set(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	int *set = (int *)((char *)t + f->off);
	size_t i, nw;
	int ok = 1, idx;
	int tmp[32] = { 0 };

	for (nw = 0; f->words[nw]; nw++)
		;
	if (n->kind != YN_SEQ)
		return wrong_type(ctx, n, "a list such as [a, b]");
	if (n->n == 0) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' is empty; name at "
		    "least one", WHERE(ctx));
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		size_t mark;

		if (!bind_visit(ctx, n->items[i]))
			return 0;
		mark = bind_path_push(ctx, NULL, i);
		idx = word_index(ctx, n->items[i], f->words);
		bind_path_pop(ctx, mark);
		if (idx < 0)
			ok = 0;
		else
			tmp[idx] = 1;
	}
	if (!ok)
		return 0;
	for (i = 0; i < nw && i < 32; i++)
		set[i] = tmp[i];
	return 1;
}

/* 1 if y is a leap year (Gregorian). */
static int
leap(int y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int
bind_date(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	char *out = (char *)t + f->off;
	static const int mdays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31,
	    30, 31 };
	int y, m, d, k;
	const char *s = n->str;

	if (n->kind != YN_SCALAR || is_null(n))
		return wrong_type(ctx, n, "a date (YYYY-MM-DD)");
	for (k = 0; k < 10; k++)
		if ((k == 4 || k == 7) ? s[k] != '-' : (s[k] < '0' ||
		    s[k] > '9'))
			break;
	if (k != 10 || n->len != 10) {
		bind_report(ctx, n, D_BAD_DATE, "'%s' is \"%.40s\"; write the "
		    "date as YYYY-MM-DD", WHERE(ctx), s);
		return 0;
	}
	y = atoi(s);
	m = atoi(s + 5);
	d = atoi(s + 8);
	if (y < 1970 || y > 9999 || m < 1 || m > 12 || d < 1 ||
	    d > mdays[m - 1] + (m == 2 && leap(y))) {
		bind_report(ctx, n, D_BAD_DATE, "'%s' is %s, which is not a "
		    "calendar date", WHERE(ctx), s);
		return 0;
	}
	memcpy(out, s, 11);
	return 1;
}

int
bind_sub(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	return bind_map(ctx, n, f->sub, (char *)t + f->off, 0, NULL);
}

/* A mapping with at most this many keys names them all when one of its
 * keys is unknown (a text's {de, en}, a colour pair), instead of
 * pointing at the scenario format. */
#define FEW_KEYS	8

/* Report the unknown key at node key with the n keys the mapping has. */
static void
report_few_keys(struct bind_ctx *ctx, const struct ynode *key,
    const char *const *keys, size_t n)
{
	struct strbuf b = STRBUF_INIT;
	size_t k;

	for (k = 0; k < n; k++)
		sb_printf(&b, "%s%s", k ? ", " : "", keys[k]);
	bind_report(ctx, key, D_UNKNOWN_KEY, "unknown key '%.60s'; the keys "
	    "here are %s", ctx->path, b.s ? b.s : "none");
	sb_free(&b);
}

int
bind_map(struct bind_ctx *ctx, const struct ynode *map,
    const struct field *fields, void *target, unsigned type_bit,
    unsigned long long *seen_out)
{
	unsigned long long seen = 0;
	size_t i, k, nf, errs = ctx->errors;
	const char *keys[64];

	for (nf = 0; fields[nf].key; nf++)
		keys[nf] = fields[nf].key;
	if (!bind_visit(ctx, map))
		return 0;
	if (map->kind != YN_MAP)
		return wrong_type(ctx, map, "a mapping (key: value lines)");
	for (i = 0; i < map->n && !ctx->over_budget; i++) {
		const struct ynode *key = map->pairs[i].key;
		const struct ynode *val = map->pairs[i].val;
		const char *dym;
		size_t mark;

		if (!bind_visit(ctx, key) || !bind_visit(ctx, val))
			break;
		if (key->kind != YN_SCALAR) {
			bind_report(ctx, key, D_WRONG_TYPE, "a key in '%s' is "
			    "%s; keys are plain words", WHERE(ctx),
			    ynode_kind_name(key));
			continue;
		}
		for (k = 0; k < nf; k++)
			if (strcmp(fields[k].key, key->str) == 0)
				break;
		mark = bind_path_push(ctx, key->str, 0);
		if (k == nf) {
			for (k = 0; k < nf; k++)
				if (strcasecmp(keys[k], key->str) == 0)
					break;
			dym = did_you_mean(key->str, keys, nf);
			if (k < nf)
				bind_report(ctx, key, D_UNKNOWN_KEY, "unknown "
				    "key '%.60s'; keys are case-sensitive, so "
				    "write '%s'", ctx->path, keys[k]);
			else if (dym != NULL)
				bind_report(ctx, key, D_UNKNOWN_KEY, "unknown "
				    "key '%.60s'; did you mean '%s'?",
				    ctx->path, dym);
			else if (nf <= FEW_KEYS)
				report_few_keys(ctx, key, keys, nf);
			else
				bind_report(ctx, key, D_UNKNOWN_KEY, "unknown "
				    "key '%.60s'; see docs/scenario-format.md "
				    "for the keys", ctx->path);
		} else if (seen & (1ull << k)) {
			/* already reported as duplicate-key by the tree */
		} else if (fields[k].types && type_bit &&
		    !(fields[k].types & type_bit)) {
			bind_report(ctx, key, D_KEY_NOT_FOR_TYPE, "'%s' does not "
			    "apply to this workload's type; remove it",
			    ctx->path);
			seen |= 1ull << k;
		} else {
			seen |= 1ull << k;
			fields[k].fn(ctx, val, target, &fields[k]);
		}
		bind_path_pop(ctx, mark);
	}
	for (k = 0; k < nf && !ctx->over_budget; k++) {
		int req = (fields[k].flags & F_REQUIRED) ||
		    (type_bit && (fields[k].required_types & type_bit));

		if (req && !(seen & (1ull << k)))
			bind_report(ctx, map, D_MISSING_KEY, "the required key "
			    "'%s%s%s' is missing; add it", ctx->path,
			    ctx->path[0] ? "." : "", fields[k].key);
	}
	if (seen_out)
		*seen_out = seen;
	return ctx->errors == errs;
}
