/*
 * test_template.c: the template engine (src/render/template.c): a table
 * of {template, context, expected output or expected finding}, then the
 * properties a table cannot show (re-use, check mode, limits, loading).
 */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "render/template.h"
#include "render/vtree.h"

/* The contexts of this file are written as JSON; V(j) is j as the
 * template engine reads it (a tree in ctx_mem, released at exit). */
static struct arena ctx_mem;
#define V(j)	vt_from_json(&ctx_mem, (j))

struct tcase {
	const char	*name;
	const char	*tmpl;
	const char	*ctx;		/* JSON */
	const char	*want;		/* output; NULL if a finding is expected */
	int		 line, col;	/* of the first finding */
	const char	*msg;		/* a substring of its message */
};

static const struct tcase cases[] = {
	/* values */
	{ "text only", "hello\n", "{}", "hello\n", 0, 0, NULL },
	{ "value", "Hi {{name}}!", "{\"name\":\"Ann\"}", "Hi Ann!", 0, 0, NULL },
	{ "blanks in tag", "{{ name }}", "{\"name\":\"Ann\"}", "Ann", 0, 0, NULL },
	{ "dotted", "{{a.b.c}}", "{\"a\":{\"b\":{\"c\":\"x\"}}}", "x", 0, 0, NULL },
	{ "integer", "{{n}}", "{\"n\":42}", "42", 0, 0, NULL },
	{ "real", "{{n}}", "{\"n\":1.5}", "1.5", 0, 0, NULL },
	{ "booleans", "{{t}}/{{f}}", "{\"t\":true,\"f\":false}", "true/false", 0, 0, NULL },
	{ "null prints empty", "[{{z}}]", "{\"z\":null}", "[]", 0, 0, NULL },
	{ "utf-8 passes", "{{s}}", "{\"s\":\"Größe – 1.234,56 €\"}", "Größe – 1.234,56 €", 0, 0, NULL },
	/* Markdown escaping */
	{ "escape specials", "{{s}}", "{\"s\":\"a*b_c|d[e]<f>`g\\\\h\"}",
	  "a\\*b\\_c\\|d\\[e\\]\\<f\\>\\`g\\\\h", 0, 0, NULL },
	{ "escape leading #", "{{s}}", "{\"s\":\"# Title\"}", "\\# Title", 0, 0, NULL },
	{ "escape # after blanks", "{{s}}", "{\"s\":\"  #x\"}", "  \\#x", 0, 0, NULL },
	{ "inner # stays", "{{s}}", "{\"s\":\"a#b\"}", "a#b", 0, 0, NULL },
	{ "line breaks become spaces", "|{{s}}|", "{\"s\":\"a\\nb\\r\\nc\\rd\"}",
	  "|a b c d|", 0, 0, NULL },
	{ "table cell stays one cell", "| {{s}} |", "{\"s\":\"A | B\"}",
	  "| A \\| B |", 0, 0, NULL },
	{ "raw triple", "{{{s}}}", "{\"s\":\"*x* | y\"}", "*x* | y", 0, 0, NULL },
	{ "raw ampersand", "{{& s}}", "{\"s\":\"_x_\"}", "_x_", 0, 0, NULL },
	/* sections */
	{ "object section", "{{#o}}{{a}}{{/o}}", "{\"o\":{\"a\":\"1\"}}", "1", 0, 0, NULL },
	{ "list section", "{{#l}}<{{x}}>{{/l}}",
	  "{\"l\":[{\"x\":\"1\"},{\"x\":\"2\"}]}", "<1><2>", 0, 0, NULL },
	{ "list, literal brackets", "{{#l}}({{x}}){{/l}}",
	  "{\"l\":[{\"x\":\"1\"},{\"x\":\"2\"}]}", "(1)(2)", 0, 0, NULL },
	{ "outer lookup", "{{#l}}{{x}}-{{y}};{{/l}}",
	  "{\"y\":\"Y\",\"l\":[{\"x\":\"1\"},{\"x\":\"2\"}]}", "1-Y;2-Y;", 0, 0, NULL },
	{ "nested, two levels out", "{{#a}}{{#b}}{{x}}{{y}}{{z}}{{/b}}{{/a}}",
	  "{\"z\":\"Z\",\"a\":{\"y\":\"Y\",\"b\":[{\"x\":\"1\"},{\"x\":\"2\"}]}}",
	  "1YZ2YZ", 0, 0, NULL },
	{ "inner hides outer", "{{#l}}{{k}}{{/l}}{{k}}",
	  "{\"k\":\"out\",\"l\":[{\"k\":\"in\"}]}", "inout", 0, 0, NULL },
	{ "dotted section", "{{#a.b}}{{c}}{{/a.b}}",
	  "{\"a\":{\"b\":{\"c\":\"C\"}}}", "C", 0, 0, NULL },
	{ "true renders once", "{{#t}}yes{{/t}}", "{\"t\":true}", "yes", 0, 0, NULL },
	{ "false skips", "{{#t}}yes{{/t}}", "{\"t\":false}", "", 0, 0, NULL },
	{ "null skips", "{{#t}}yes{{/t}}", "{\"t\":null}", "", 0, 0, NULL },
	{ "empty list skips", "{{#t}}yes{{/t}}", "{\"t\":[]}", "", 0, 0, NULL },
	{ "empty string skips", "{{#t}}yes{{/t}}", "{\"t\":\"\"}", "", 0, 0, NULL },
	{ "string renders once", "{{#s}}<{{.}}>{{/s}}", "{\"s\":\"abc\"}",
	  "<abc>", 0, 0, NULL },
	{ "value escaped, literal not", "<{{s}}>", "{\"s\":\"<b>\"}",
	  "<\\<b\\>>", 0, 0, NULL },
	{ "string section, outer name", "{{#c.contact}}z. Hd. {{c.contact}}{{/c.contact}}",
	  "{\"c\":{\"contact\":\"Erika\"}}", "z. Hd. Erika", 0, 0, NULL },
	{ "implicit iterator", "{{#l}}{{.}},{{/l}}", "{\"l\":[\"a\",\"b\"]}",
	  "a,b,", 0, 0, NULL },
	{ "inverted on empty", "{{^l}}none{{/l}}", "{\"l\":[]}", "none", 0, 0, NULL },
	{ "inverted on list", "{{^l}}none{{/l}}", "{\"l\":[1]}", "", 0, 0, NULL },
	{ "inverted on false", "{{^f}}no{{/f}}", "{\"f\":false}", "no", 0, 0, NULL },
	{ "inverted on true", "{{^f}}no{{/f}}", "{\"f\":true}", "", 0, 0, NULL },
	{ "inverted on empty string", "{{^s}}–{{/s}}", "{\"s\":\"\"}", "–", 0, 0, NULL },
	{ "comment", "a{{! hi }}b", "{}", "ab", 0, 0, NULL },
	{ "comment over lines", "a{{! one\ntwo }}b", "{}", "ab", 0, 0, NULL },
	/* standalone lines */
	{ "standalone table rows",
	  "| a |\n| --- |\n{{#l}}\n| {{x}} |\n{{/l}}\n| end |\n",
	  "{\"l\":[{\"x\":\"1\"},{\"x\":\"2\"}]}",
	  "| a |\n| --- |\n| 1 |\n| 2 |\n| end |\n", 0, 0, NULL },
	{ "standalone, indented and trailing blanks", "  {{#t}}  \nX\n\t{{/t}}\n",
	  "{\"t\":true}", "X\n", 0, 0, NULL },
	{ "standalone comment line", "a\n{{! note for the editor }}\nb\n", "{}",
	  "a\nb\n", 0, 0, NULL },
	{ "standalone multi-line comment", "a\n{{! one\n two }}\nb\n", "{}",
	  "a\nb\n", 0, 0, NULL },
	{ "standalone inverted", "{{^l}}\n- none\n{{/l}}\n", "{\"l\":[]}",
	  "- none\n", 0, 0, NULL },
	{ "standalone list items", "{{#l}}\n- {{.}}\n{{/l}}\n",
	  "{\"l\":[\"a\",\"b\"]}", "- a\n- b\n", 0, 0, NULL },
	{ "standalone CRLF", "{{#t}}\r\nX\r\n{{/t}}\r\n", "{\"t\":true}",
	  "X\r\n", 0, 0, NULL },
	{ "standalone at end of text", "{{#t}}\nX\n{{/t}}", "{\"t\":true}",
	  "X\n", 0, 0, NULL },
	{ "not standalone: text before", "a {{#t}}\nb{{/t}}\n", "{\"t\":true}",
	  "a \nb\n", 0, 0, NULL },
	{ "not standalone: text after", "{{#t}} a\nb\n{{/t}}\n", "{\"t\":true}",
	  " a\nb\n", 0, 0, NULL },
	{ "not standalone: two tags", "{{#t}}{{#t}}\nX\n{{/t}}{{/t}}\n",
	  "{\"t\":true}", "\nX\n\n", 0, 0, NULL },
	{ "value line keeps its newline", "{{x}}\n", "{\"x\":\"1\"}", "1\n", 0, 0, NULL },
	/* syntax errors: line and column of the tag */
	{ "unclosed section", "line1\n  {{#sec}}\nx\n", "{}", NULL, 2, 3,
	  "'{{#sec}}' is never closed" },
	{ "unclosed inverted", "{{^s}}", "{}", NULL, 1, 1, "never closed" },
	{ "mismatched close", "{{#a}}\nx\n {{/b}}\n", "{}", NULL, 3, 2,
	  "'{{/b}}' does not match the open section '{{#a}}' of line 1, column 1" },
	{ "close without open", "x{{/a}}", "{}", NULL, 1, 2, "closes no open section" },
	{ "unterminated", "ab\ncd {{name", "{}", NULL, 2, 4, "unterminated tag" },
	{ "unterminated triple", "{{{x}}", "{}", NULL, 1, 1, "'}}}'" },
	{ "bad name", "{{a b}}", "{}", NULL, 1, 1, "bad name 'a b'" },
	{ "empty name", "x {{ }}", "{}", NULL, 1, 3, "empty tag" },
	{ "double dot", "{{a..b}}", "{}", NULL, 1, 1, "bad name" },
	{ "partial", "{{>p}}", "{}", NULL, 1, 1, "partials" },
	{ "delimiters", "{{=<% %>=}}", "{}", NULL, 1, 1, "delimiters" },
	{ "column counts characters", "äöü {{/x}}", "{}", NULL, 1, 5, "closes no" },
	{ "not UTF-8", "ab\xff", "{}", NULL, 1, 3, "not valid UTF-8" },
	/* render errors */
	{ "unknown, suggestion", "Kunde: {{custmer.name}}",
	  "{\"customer\":{\"name\":\"x\"}}", NULL, 1, 8,
	  "unknown placeholder 'custmer.name': no 'custmer' in the view here; did you mean 'customer'?" },
	{ "unknown key, suggestion", "\n\n   {{customer.nme}}",
	  "{\"customer\":{\"name\":\"x\"}}", NULL, 3, 4,
	  "'customer' has no key 'nme'; did you mean 'customer.name'?" },
	{ "unknown in a loop, outer keys suggested", "{{#l}}\n{{titel}}\n{{/l}}\n",
	  "{\"title\":\"t\",\"l\":[{\"x\":1}]}", NULL, 2, 1,
	  "did you mean 'title'?" },
	{ "unknown, nothing close", "{{zzzzzz}}", "{\"title\":\"t\"}", NULL, 1, 1,
	  "no 'zzzzzz' in the view here" },
	{ "no fallback after the first segment", "{{#a}}{{b.c}}{{/a}}",
	  "{\"b\":{\"c\":\"outer\"},\"a\":{\"b\":{}}}", NULL, 1, 7,
	  "'b' has no key 'c'" },
	{ "dotted into a string", "{{a.b}}", "{\"a\":\"s\"}", NULL, 1, 1,
	  "'a' is a string, not an object" },
	{ "unknown section", "x\n{{#nope}}\ny\n{{/nope}}\n", "{}", NULL, 2, 1,
	  "unknown placeholder 'nope'" },
	{ "unknown inverted", "{{^nope}}y{{/nope}}", "{}", NULL, 1, 1,
	  "unknown placeholder 'nope'" },
	{ "list as a value", "{{l}}", "{\"l\":[]}", NULL, 1, 1,
	  "'{{l}}' is a list; use it as a section" },
	{ "object as a value", "{{o}}", "{\"o\":{}}", NULL, 1, 1, "is an object" },
};

/* Run one case; fail with its name on any difference. */
static void
run_case(const struct tcase *c)
{
	struct diag_list dl = { 0 };
	struct strbuf out = STRBUF_INIT;
	struct template *t = NULL;
	json_error_t jerr;
	json_t *ctx = json_loads(c->ctx, 0, &jerr);
	int ok = 0;

	if (ctx == NULL)
		fail_msg("[%s] bad context JSON: %s", c->name, jerr.text);
	t = template_parse("t.md", c->tmpl, strlen(c->tmpl), &dl);
	if (t != NULL)
		ok = template_render(t, V(ctx), &out, &dl);
	if (c->want != NULL) {
		if (t == NULL || !ok || dl.n != 0) {
			diag_print(&dl, DIAG_FMT_TEXT, stderr);
			fail_msg("[%s] unexpected finding", c->name);
		}
		if (strcmp(out.s ? out.s : "", c->want) != 0)
			fail_msg("[%s] got \"%s\", want \"%s\"", c->name,
			    out.s ? out.s : "", c->want);
	} else {
		if (dl.n == 0 || (t != NULL && ok))
			fail_msg("[%s] no finding, output \"%s\"", c->name,
			    out.s ? out.s : "");
		if (dl.v[0].code != D_TEMPLATE || dl.v[0].line != c->line ||
		    dl.v[0].col != c->col || strcmp(dl.v[0].file, "t.md") != 0 ||
		    strstr(dl.v[0].msg, c->msg) == NULL)
			fail_msg("[%s] got %s:%d:%d [%s] \"%s\", want t.md:%d:%d "
			    "[template] \"...%s...\"", c->name, dl.v[0].file,
			    dl.v[0].line, dl.v[0].col, diag_name(dl.v[0].code),
			    dl.v[0].msg, c->line, c->col, c->msg);
	}
	template_free(t);
	json_decref(ctx);
	sb_free(&out);
	diag_free(&dl);
}

static void
test_table(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(&cases[i]);
}

/* The escaper alone, on the characters that could break Markdown. */
static void
test_escape(void **state)
{
	static const struct {
		const char	*in, *want;
	} t[] = {
		{ "", "" },
		{ "plain", "plain" },
		{ "#", "\\#" },
		{ "\t# x", "\t\\# x" },
		{ "x # y", "x # y" },
		{ "|||", "\\|\\|\\|" },
		{ "\\", "\\\\" },
		{ "a\r\n\r\nb", "a  b" },
		{ "1.234.567,89 €", "1.234.567,89 €" },
		{ "<b>bold</b>", "\\<b\\>bold\\</b\\>" },
		{ "[link](x)", "\\[link\\](x)" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct strbuf b = STRBUF_INIT;

		template_escape_md(&b, t[i].in, strlen(t[i].in));
		if (strcmp(b.s ? b.s : "", t[i].want) != 0)
			fail_msg("escape(\"%s\") = \"%s\", want \"%s\"", t[i].in,
			    b.s ? b.s : "", t[i].want);
		sb_free(&b);
	}
}

/* A parsed template renders the same way again with another context,
 * and an unknown name inside a loop is reported once per render. */
static void
test_reuse_and_once(void **state)
{
	const char *src = "{{#l}}\n- {{x}} {{y}}\n{{/l}}\n";
	struct diag_list dl = { 0 };
	struct template *t = template_parse("r.md", src, strlen(src), &dl);
	json_t *a = json_pack("{s:s, s:[{s:s},{s:s}]}", "y", "Y", "l", "x",
	    "1", "x", "2");
	json_t *b = json_pack("{s:s, s:[{s:s}]}", "y", "Z", "l", "x", "3");
	json_t *bad = json_pack("{s:[{s:s},{s:s},{s:s}]}", "l", "x", "1", "x",
	    "2", "x", "3");
	struct strbuf out = STRBUF_INIT;
	int i;

	(void)state;
	assert_non_null(t);
	for (i = 0; i < 3; i++) {
		sb_reset(&out);
		assert_int_equal(template_render(t, V(a), &out, &dl), 1);
		assert_string_equal(out.s, "- 1 Y\n- 2 Y\n");
	}
	sb_reset(&out);
	assert_int_equal(template_render(t, V(b), &out, &dl), 1);
	assert_string_equal(out.s, "- 3 Z\n");
	assert_int_equal(dl.n, 0);
	sb_reset(&out);
	assert_int_equal(template_render(t, V(bad), &out, &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].line, 2);
	assert_int_equal(dl.v[0].col, 9);
	assert_string_equal(template_name(t), "r.md");
	json_decref(a);
	json_decref(b);
	json_decref(bad);
	sb_free(&out);
	template_free(t);
	diag_free(&dl);
}

/* template_check looks inside sections a render skips. */
static void
test_check(void **state)
{
	static const struct {
		const char	*tmpl, *ctx;
		int		 ok;
	} t[] = {
		{ "{{#f}}{{missing}}{{/f}}", "{\"f\":false}", 0 },
		{ "{{^t}}{{missing}}{{/t}}", "{\"t\":true}", 0 },
		{ "{{#l}}{{x}}{{/l}}", "{\"l\":[{\"x\":1},{\"y\":2}]}", 0 },
		{ "{{#l}}{{x}}{{/l}}", "{\"l\":[{\"x\":1},{\"x\":2}]}", 1 },
		{ "{{#f}}{{a}}{{/f}}{{^f}}{{b}}{{/f}}", "{\"f\":null,\"a\":1,\"b\":2}", 1 },
		{ "{{#o}}{{k}}{{/o}}", "{\"o\":{\"k\":1}}", 1 },
		{ "{{#l}}{{anything}}{{/l}}", "{\"l\":[]}", 1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct diag_list dl = { 0 };
		struct template *tp = template_parse("c.md", t[i].tmpl,
		    strlen(t[i].tmpl), &dl);
		json_t *ctx = json_loads(t[i].ctx, 0, NULL);

		assert_non_null(tp);
		assert_non_null(ctx);
		if (template_check(tp, V(ctx), &dl) != t[i].ok ||
		    (dl.n == 0) != t[i].ok)
			fail_msg("check(\"%s\", %s) != %d", t[i].tmpl, t[i].ctx,
			    t[i].ok);
		template_free(tp);
		json_decref(ctx);
		diag_free(&dl);
	}
}

/* Nesting up to TEMPLATE_MAX_DEPTH parses and renders; one deeper is a
 * finding, and only one. */
static void
test_depth(void **state)
{
	int depth;

	(void)state;
	for (depth = TEMPLATE_MAX_DEPTH; depth <= TEMPLATE_MAX_DEPTH + 1;
	    depth++) {
		struct strbuf src = STRBUF_INIT, out = STRBUF_INIT;
		struct diag_list dl = { 0 };
		struct template *t;
		json_t *ctx = json_pack("{s:{}}", "o");
		int i;

		for (i = 0; i < depth; i++)
			sb_puts(&src, "{{#o}}");
		sb_puts(&src, "x");
		for (i = 0; i < depth; i++)
			sb_puts(&src, "{{/o}}");
		t = template_parse("d.md", src.s, src.len, &dl);
		if (depth <= TEMPLATE_MAX_DEPTH) {
			assert_non_null(t);
			assert_int_equal(template_render(t, V(ctx), &out, &dl), 1);
			assert_string_equal(out.s, "x");
		} else {
			assert_null(t);
			assert_int_equal(dl.n, 1);
			assert_non_null(strstr(dl.v[0].msg, "nested deeper"));
		}
		template_free(t);
		json_decref(ctx);
		sb_free(&src);
		sb_free(&out);
		diag_free(&dl);
	}
}

/* Loading: a missing file is D_IO; a file loads like its text parses. */
static void
test_load(void **state)
{
	struct diag_list dl = { 0 };
	struct template *t;
	char path[] = "/tmp/gpuplan-test-template-XXXXXX";
	int fd;
	FILE *fp;

	(void)state;
	t = template_load("/nonexistent/proposal.md", &dl);
	assert_null(t);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].code, D_IO);
	diag_free(&dl);

	fd = mkstemp(path);
	assert_true(fd >= 0);
	fp = fdopen(fd, "w");
	assert_non_null(fp);
	fputs("# {{title}}\n\n{{#x}}\n", fp);
	fclose(fp);
	t = template_load(path, &dl);
	assert_null(t);
	assert_int_equal(dl.n, 1);
	assert_string_equal(dl.v[0].file, path);
	assert_int_equal(dl.v[0].line, 3);
	assert_non_null(dl.v[0].quote);
	assert_string_equal(dl.v[0].quote, "{{#x}}");
	unlink(path);
	diag_free(&dl);
	template_free(NULL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_escape),
		cmocka_unit_test(test_reuse_and_once),
		cmocka_unit_test(test_check),
		cmocka_unit_test(test_depth),
		cmocka_unit_test(test_load),
	};

	int rc = cmocka_run_group_tests(tests, NULL, NULL);

	arena_release(&ctx_mem);
	return rc;
}
