/*
 * json_writer.c: the one JSON writer (see json_writer.h).  The layout is
 * made here, the numbers by render/format, the escaping of strings by
 * jansson.
 */
#include "render/json_writer.h"

#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "util/alloc.h"

/*
 * Append a JSON string value, escaped by jansson (json_dumpb), not by
 * hand: the writer around it only lays out structure and numbers.
 */
static void
put_string(struct strbuf *b, const json_t *j)
{
	char buf[512], *big;
	size_t n = json_dumpb(j, buf, sizeof(buf), JSON_ENCODE_ANY);

	if (n <= sizeof(buf)) {
		sb_add(b, buf, n);
		return;
	}
	big = xmalloc(n);
	json_dumpb(j, big, n, JSON_ENCODE_ANY);
	sb_add(b, big, n);
	free(big);
}

/* 1 if s is printable ASCII without '"' and '\\': JSON text as it is
 * (jansson writes it unchanged too); sets *n to its length. */
static int
plain(const char *s, size_t *n)
{
	const char *p;

	for (p = s; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == '"' || *p == '\\' ||
		    (unsigned char)*p >= 0x7f)
			return 0;
	*n = (size_t)(p - s);
	return 1;
}

/* Append s as a JSON string (a value or an object key): plain ASCII as
 * it is, anything else escaped by jansson; invalid UTF-8 as null. */
static void
put_text(struct strbuf *b, const char *s)
{
	size_t n;
	json_t *j;

	if (plain(s, &n)) {
		char *p = sb_room(b, n + 2);

		p[0] = '"';
		memcpy(p + 1, s, n);
		p[n + 1] = '"';
		sb_wrote(b, n + 2);
		return;
	}
	if ((j = json_string(s)) == NULL) {
		sb_puts(b, "null");
		return;
	}
	put_string(b, j);
	json_decref(j);
}

/* A line break and the indentation of depth. */
static void
newline(struct strbuf *b, int depth)
{
	size_t n = depth > 0 ? 2 * (size_t)depth : 0;
	char *p = sb_room(b, n + 1);

	*p = '\n';
	memset(p + 1, ' ', n);
	sb_wrote(b, n + 1);
}

void
jw_init(struct jw *w, struct strbuf *out, int depth)
{
	w->b = out;
	w->depth = depth > 0 ? depth : 0;
	w->empty = 1;
	w->bare = 1;
}

/* Before a member: the comma, the line break and the key (k NULL: an
 * array element); nothing before the top value. */
static void
jw_key(struct jw *w, const char *k)
{
	if (w->bare) {
		w->bare = 0;
		return;
	}
	if (!w->empty)
		sb_putc(w->b, ',');
	newline(w->b, w->depth);
	w->empty = 0;
	if (k != NULL) {
		put_text(w->b, k);
		sb_add(w->b, ": ", 2);
	}
}

void
jw_open(struct jw *w, const char *k, char c)
{
	jw_key(w, k);
	sb_putc(w->b, c);
	w->depth++;
	w->empty = 1;
}

/* Close it: "{}" / "[]" when it stayed empty. */
void
jw_close(struct jw *w, char c)
{
	w->depth--;
	if (!w->empty)
		newline(w->b, w->depth);
	sb_putc(w->b, c);
	w->empty = 0;
}

void
jw_num(struct jw *w, const char *k, double v, int decimals)
{
	jw_key(w, k);
	fmt_json_number(w->b, v, decimals);
}

void
jw_int(struct jw *w, const char *k, long long v)
{
	jw_key(w, k);
	fmt_json_int(w->b, v);
}

void
jw_bool(struct jw *w, const char *k, int v)
{
	jw_key(w, k);
	sb_puts(w->b, v ? "true" : "false");
}

void
jw_null(struct jw *w, const char *k)
{
	jw_key(w, k);
	sb_puts(w->b, "null");
}

void
jw_str(struct jw *w, const char *k, const char *v)
{
	jw_key(w, k);
	if (v == NULL)
		sb_puts(w->b, "null");
	else
		put_text(w->b, v);
}

void
jw_series(struct jw *w, const char *k, const double *v, size_t n,
    int decimals)
{
	size_t i;

	jw_key(w, k);
	sb_putc(w->b, '[');
	for (i = 0; v != NULL && i < n; i++) {
		if (i > 0)
			sb_puts(w->b, ", ");
		fmt_json_number(w->b, v[i], decimals);
	}
	sb_putc(w->b, ']');
}

void
jw_raw(struct jw *w, const char *k, const char *text, size_t len)
{
	jw_key(w, k);
	sb_add(w->b, text, len);
}

/* 1 if every element of array j is a number or null. */
static int
numbers_only(const json_t *j)
{
	size_t i;

	for (i = 0; i < json_array_size(j); i++)
		if (!json_is_number(json_array_get(j, i)) &&
		    !json_is_null(json_array_get(j, i)))
			return 0;
	return 1;
}

/* A scalar (number, null, boolean) as it is written in a series. */
static void
put_scalar(struct strbuf *b, const json_t *j)
{
	switch (json_typeof(j)) {
	case JSON_INTEGER:
		fmt_json_int(b, (long long)json_integer_value(j));
		break;
	case JSON_REAL:
		fmt_json_real(b, json_real_value(j));
		break;
	case JSON_TRUE:
		sb_puts(b, "true");
		break;
	case JSON_FALSE:
		sb_puts(b, "false");
		break;
	default:
		sb_puts(b, "null");
		break;
	}
}

void
jw_value(struct jw *w, const char *k, const json_t *v)
{
	const char *key;
	json_t *m;
	size_t i, n;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		jw_open(w, k, '{');
		json_object_foreach((json_t *)v, key, m)
			jw_value(w, key, m);
		jw_close(w, '}');
		break;
	case JSON_ARRAY:
		n = json_array_size(v);
		if (n > 0 && numbers_only(v)) {
			/* a series (monthly cost, ...) reads best on one
			 * line */
			jw_key(w, k);
			sb_putc(w->b, '[');
			for (i = 0; i < n; i++) {
				if (i > 0)
					sb_puts(w->b, ", ");
				put_scalar(w->b, json_array_get(v, i));
			}
			sb_putc(w->b, ']');
			break;
		}
		jw_open(w, k, '[');
		for (i = 0; i < n; i++)
			jw_value(w, NULL, json_array_get(v, i));
		jw_close(w, ']');
		break;
	case JSON_STRING:
		/* a tree's string may hold NULs: jansson writes it whole */
		jw_key(w, k);
		put_string(w->b, v);
		break;
	default:
		jw_key(w, k);
		put_scalar(w->b, v);
		break;
	}
}
