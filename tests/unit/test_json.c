/*
 * test_json.c: the one JSON writer (render/json_writer.h): the layout a
 * CI job or a nightly diff reads, the same bytes whether a document is
 * written member by member or from a jansson tree, streamed through a
 * small buffer or pieced together from members made elsewhere (the
 * summary of a parallel build), and never "nan" or "inf".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/json.h"
#include "render/json_writer.h"

/* The document both ways below must give, byte for byte. */
static const char doc_text[] =
    "{\n"
    "  \"id\": \"dev-box\",\n"
    "  \"format_version\": 1,\n"
    "  \"neg\": -9223372036854775808,\n"
    "  \"total\": 1234.57,\n"
    "  \"whole\": 2.0,\n"
    "  \"months\": 4,\n"
    "  \"ok\": true,\n"
    "  \"no\": false,\n"
    "  \"none\": null,\n"
    "  \"text\": \"Größe \\\"x\\\" a\\\\b\\n\",\n"
    "  \"empty_o\": {},\n"
    "  \"empty_a\": [],\n"
    "  \"series\": [0.0, 1.5, null, -2.25],\n"
    "  \"options\": [\n"
    "    {\n"
    "      \"model\": \"cloud\",\n"
    "      \"total\": null\n"
    "    },\n"
    "    \"x\"\n"
    "  ]\n"
    "}\n";

/* The same document as a jansson tree (the caller decrefs). */
static json_t *
doc_tree(void)
{
	json_t *o = json_object(), *opts = json_array(), *m = json_object();
	json_t *series = json_array();

	json_object_set_new(o, "id", json_string("dev-box"));
	json_object_set_new(o, "format_version", json_integer(1));
	json_object_set_new(o, "neg", json_integer(INT64_MIN));
	json_object_set_new(o, "total", json_num(1234.5678, 2));
	json_object_set_new(o, "whole", json_real(2.0));
	json_object_set_new(o, "months", json_num(3.6, 0));
	json_object_set_new(o, "ok", json_true());
	json_object_set_new(o, "no", json_false());
	json_object_set_new(o, "none", json_num(NAN, 2));
	json_object_set_new(o, "text", json_string("Größe \"x\" a\\b\n"));
	json_object_set_new(o, "empty_o", json_object());
	json_object_set_new(o, "empty_a", json_array());
	json_array_append_new(series, json_real(0));
	json_array_append_new(series, json_num(1.5, 2));
	json_array_append_new(series, json_num(INFINITY, 2));
	json_array_append_new(series, json_num(-2.25, 2));
	json_object_set_new(o, "series", series);
	json_object_set_new(m, "model", json_string("cloud"));
	json_object_set_new(m, "total", json_null());
	json_array_append_new(opts, m);
	json_array_append_new(opts, json_string("x"));
	json_object_set_new(o, "options", opts);
	return o;
}

/* Write the document member by member with w (flush, if not NULL, is
 * called after every member: the text so far moves on). */
static void
doc_stream(struct jw *w, void (*flush)(struct jw *))
{
	static const double series[] = { -0.0, 1.5, NAN, -2.25 };

#define STEP(call) do { call; if (flush) flush(w); } while (0)
	STEP(jw_open(w, NULL, '{'));
	STEP(jw_str(w, "id", "dev-box"));
	STEP(jw_int(w, "format_version", 1));
	STEP(jw_int(w, "neg", INT64_MIN));
	STEP(jw_num(w, "total", 1234.5678, 2));
	STEP(jw_num(w, "whole", 2, 2));
	STEP(jw_num(w, "months", 3.6, 0));
	STEP(jw_bool(w, "ok", 1));
	STEP(jw_bool(w, "no", 0));
	STEP(jw_num(w, "none", NAN, 2));
	STEP(jw_str(w, "text", "Größe \"x\" a\\b\n"));
	STEP(jw_open(w, "empty_o", '{'));
	STEP(jw_close(w, '}'));
	STEP(jw_open(w, "empty_a", '['));
	STEP(jw_close(w, ']'));
	STEP(jw_series(w, "series", series, 4, 2));
	STEP(jw_open(w, "options", '['));
	STEP(jw_open(w, NULL, '{'));
	STEP(jw_str(w, "model", "cloud"));
	STEP(jw_null(w, "total"));
	STEP(jw_close(w, '}'));
	STEP(jw_str(w, NULL, "x"));
	STEP(jw_close(w, ']'));
	STEP(jw_close(w, '}'));
#undef STEP
	sb_putc(w->b, '\n');
}

static void
test_tree_layout(void **state)
{
	struct strbuf b = STRBUF_INIT;
	json_t *t = doc_tree();

	(void)state;
	json_dump_to(t, &b);
	assert_string_equal(b.s, doc_text);
	json_decref(t);
	sb_free(&b);
}

static void
test_stream_same_bytes(void **state)
{
	struct strbuf b = STRBUF_INIT;
	struct jw w;

	(void)state;
	jw_init(&w, &b, 0);
	doc_stream(&w, NULL);
	assert_string_equal(b.s, doc_text);
	sb_free(&b);
}

/* Where the flushed text goes. */
static struct strbuf flushed = STRBUF_INIT;

static void
flush_out(struct jw *w)
{
	sb_add(&flushed, w->b->s ? w->b->s : "", w->b->len);
	sb_reset(w->b);
}

static void
test_stream_flushed(void **state)
{
	struct strbuf b = STRBUF_INIT;
	struct jw w;

	(void)state;
	sb_reset(&flushed);
	jw_init(&w, &b, 0);
	doc_stream(&w, flush_out);
	flush_out(&w);
	assert_string_equal(flushed.s, doc_text);
	sb_free(&b);
	sb_free(&flushed);
}

/*
 * A summary as a parallel build writes it: the members made one by one
 * (json_dump_inline at depth 2, by the workers), the document around
 * them by a writer in the parent; the same bytes as the whole tree.
 */
static void
test_members_made_elsewhere(void **state)
{
	struct strbuf whole = STRBUF_INIT, b = STRBUF_INIT, m = STRBUF_INIT;
	json_t *doc = json_object(), *arr = json_array(), *e;
	struct jw w;
	size_t i;

	(void)state;
	json_object_set_new(doc, "format_version", json_integer(1));
	for (i = 0; i < 3; i++) {
		e = json_pack("{s:s, s:f, s:[f, n]}", "id", i ? "b" : "a",
		    "capex", 1.5 * (double)i, "be", 2.25, "x");
		json_array_append_new(arr, e);
	}
	json_object_set_new(doc, "scenarios", arr);
	json_object_set_new(doc, "built", json_integer(3));
	json_dump_to(doc, &whole);

	jw_init(&w, &b, 0);
	jw_open(&w, NULL, '{');
	jw_int(&w, "format_version", 1);
	jw_open(&w, "scenarios", '[');
	for (i = 0; i < 3; i++) {
		sb_reset(&m);
		json_dump_inline(json_incref(json_array_get(arr, i)), &m, 2);
		jw_raw(&w, NULL, m.s, m.len);
	}
	jw_close(&w, ']');
	jw_int(&w, "built", 3);
	jw_close(&w, '}');
	sb_putc(&b, '\n');
	assert_string_equal(b.s, whole.s);

	/* and an empty list closes as "[]" */
	sb_reset(&b);
	jw_init(&w, &b, 0);
	jw_open(&w, NULL, '{');
	jw_open(&w, "scenarios", '[');
	jw_close(&w, ']');
	jw_close(&w, '}');
	assert_string_equal(b.s, "{\n  \"scenarios\": []\n}");
	json_decref(doc);
	sb_free(&whole);
	sb_free(&b);
	sb_free(&m);
}

/* No number a writer is given comes out as "nan" or "inf". */
static void
test_not_finite(void **state)
{
	static const double bad[] = { NAN, -NAN, INFINITY, -INFINITY };
	struct strbuf b = STRBUF_INIT;
	struct jw w;
	json_t *j;
	size_t i;

	(void)state;
	jw_init(&w, &b, 0);
	jw_open(&w, NULL, '[');
	for (i = 0; i < 4; i++) {
		int d;

		for (d = 0; d <= 6; d++)
			jw_num(&w, NULL, bad[i], d);
		j = json_num(bad[i], 2);
		assert_true(json_is_null(j));
		jw_value(&w, NULL, j);
		json_decref(j);
	}
	jw_series(&w, NULL, bad, 4, 2);
	jw_series(&w, NULL, NULL, 4, 2);	/* no series: [] */
	jw_str(&w, NULL, NULL);
	jw_str(&w, NULL, "bad \xff UTF-8");
	jw_close(&w, ']');
	assert_null(strstr(b.s, "nan"));
	assert_null(strstr(b.s, "inf"));
	assert_non_null(strstr(b.s, "[null, null, null, null]"));
	assert_non_null(strstr(b.s, "[]"));
	/* 4 x (7 + 1) numbers, a series of 4 and the two strings: null */
	{
		const char *p = b.s;
		size_t nulls = 0;

		while ((p = strstr(p, "null")) != NULL) {
			nulls++;
			p += 4;
		}
		assert_int_equal(nulls, 4 * 8 + 4 + 2);
	}
	sb_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tree_layout),
		cmocka_unit_test(test_stream_same_bytes),
		cmocka_unit_test(test_stream_flushed),
		cmocka_unit_test(test_members_made_elsewhere),
		cmocka_unit_test(test_not_finite),
	};

	return cmocka_run_group_tests_name("json", tests, NULL, NULL);
}
