/*
 * test_bind_text.c: what the binder says about text and numbers that
 * users get wrong: control and bidi characters, characters the PDF
 * font cannot show, names too long to lay out, shares given to
 * percentage keys, counts that are not whole, numbers written with
 * their unit, words in the wrong case, infinity.  Each case asserts
 * the code, the position and the words of the message.
 */
#include "testutil.h"

#include "input/bind.h"
#include "util/glyphs.h"

#define HEAD "gpuplan: 1\nid: t\n"
#define CUST "customer: {name: ACME}\n"
#define WL "workloads:\n  - {name: chat, type: llm-inference, model: llama-3.1-8b}\n"

static void
test_glyphs(void **state)
{
	/* what Helvetica in Windows-1252 shows, with chars.c's
	 * replacements, and in the other code pages of util/textenc.h */
	static const unsigned yes[] = { 'A', ' ', '~', 0xe9, 0xdf, 0xa1, 0xff,
	    0x20ac, 0x0152, 0x2122, 0x2013, 0x201e, 0x00a0, 0x2192, 0x2212,
	    0xfeff, '\n', '\t', 0x0159, 0x0141, 0x017a, 0x0151, 0x0131,
	    0x015f, 0x0219, 0x021b, 0x03b1, 0x0416 };
	static const unsigned no[] = { 0x05e9, 0x0300,
	    0x4e2d, 0x1f600, 0x80, 0x81, 0x9f, 0x7f, 0x1b, 0x2028, 0x202e,
	    0x10ffff };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		if (!text_printable(yes[i]))
			fail_msg("U+%04X should be printable", yes[i]);
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		if (text_printable(no[i]))
			fail_msg("U+%04X should not be printable", no[i]);
	assert_true(text_control(0x1b, 1));
	assert_true(text_control('\n', 0));
	assert_false(text_control('\n', 1));
	assert_true(text_control('\t', 1));
	assert_true(text_control(0x85, 0));
	for (i = 0x202a; i <= 0x202e; i++)
		assert_true(text_control((unsigned)i, 0));
	for (i = 0x2066; i <= 0x2069; i++)
		assert_true(text_control((unsigned)i, 0));
	assert_false(text_control(0x2065, 0));
	assert_false(text_control(0xe9, 0));
}

static void
test_messages(void **state)
{
	static const struct {
		const char	*yaml;
		enum diag_code	 code;
		int		 line, col;
		const char	*words;
	} t[] = {
		{ HEAD "customer: {name: \"A\\eB\"}\n" WL, D_CONTROL_CHAR, 3, 18, "U+001B at character 2" },
		{ HEAD "customer: {name: \"A\\u202EB\"}\n" WL, D_CONTROL_CHAR, 3, 18, "bidirectional override character U+202E" },
		{ HEAD "customer: {name: \"A\\u2067B\"}\n" WL, D_CONTROL_CHAR, 3, 18, "U+2067" },
		{ HEAD "customer: {name: \"A\\nB\"}\n" WL, D_CONTROL_CHAR, 3, 18, "line break" },
		{ HEAD "customer: {name: \"A\\tB\"}\n" WL, D_CONTROL_CHAR, 3, 18, "tab" },
		{ HEAD "customer: {name: \"A\\x85B\"}\n" WL, D_CONTROL_CHAR, 3, 18, "U+0085" },
		{ HEAD "customer: {name: A, address: \"a\\x7f\"}\n" WL, D_CONTROL_CHAR, 3, 30, "U+007F" },
		{ HEAD "customer: {name: \"Dvořák 中\"}\n" WL, D_UNPRINTABLE, 3, 18, "U+4E2D '中' at character 8, which none of the proposal's PDF fonts can show" },
		{ HEAD "title: \"Plan \\U0001F680\"\n" CUST WL, D_UNPRINTABLE, 3, 8, "U+1F680" },
		{ HEAD CUST "workloads:\n  - {name: \"Чат ש\", type: llm-inference, model: llama-3.1-8b}\n", D_UNPRINTABLE, 5, 12, "U+05E9 'ש' at character 5" },
		{ HEAD CUST WL "economics: {residual_pct: 0.15}\n", W_PCT_SHARE, 6, 27, "0.15, which looks like a share; this key takes a percentage, so write 15 for 15 %" },
		{ HEAD CUST WL "economics: {maintenance_pct_year: 0.08}\n", W_PCT_SHARE, 6, 35, "write 8 for 8 %" },
		{ HEAD CUST WL "economics: {install_pct: 0.05}\n", W_PCT_SHARE, 6, 26, "write 5 for 5 %" },
		{ HEAD CUST WL "economics: {idle_power_pct: 0.3}\n", W_PCT_SHARE, 6, 29, "write 30 for 30 %" },
		{ HEAD CUST "workloads:\n  - {name: a, type: llm-inference, model: llama-3.1-8b, concurrent_sequences: 1.5}\n", D_WRONG_TYPE, 5, 79, "a count and must be a whole number, found 1.5" },
		{ HEAD CUST "workloads:\n  - {name: a, type: simulation, fp64_tflops: 1, memory_gb: \"300 GB\"}\n", D_WRONG_TYPE, 5, 60, "plain number in GB, so write 300" },
		{ HEAD CUST "workloads:\n  - {name: a, type: simulation, fp64_tflops: 1, memory_gb: 300GB}\n", D_WRONG_TYPE, 5, 60, "write 300 without the unit" },
		{ HEAD CUST WL "economics: {horizon_months: \"36 months\"}\n", D_WRONG_TYPE, 6, 29, "plain number in months, so write 36" },
		{ HEAD CUST WL "economics: {install_pct: 5%}\n", D_WRONG_TYPE, 6, 26, "plain number in percent, so write 5" },
		{ HEAD CUST WL "economics: {horizon_months: \"36\"}\n", D_WRONG_TYPE, 6, 29, "remove the quotes" },
		{ HEAD CUST "workloads:\n  - {name: a, type: llm-inference, model: llama-3.1-8b, precision: BF16}\n", D_BAD_VALUE, 5, 68, "the words are case-sensitive, so write 'bf16'" },
		{ HEAD CUST WL "currency: usd\n", D_BAD_VALUE, 6, 11, "write 'USD'" },
		{ HEAD CUST WL "Economics: {}\n", D_UNKNOWN_KEY, 6, 1, "keys are case-sensitive, so write 'economics'" },
		{ HEAD CUST WL "economics: {pue: .inf}\n", D_WRONG_TYPE, 6, 18, "must be a finite number" },
		{ HEAD CUST WL "economics: {pue: -.Inf}\n", D_WRONG_TYPE, 6, 18, "must be a finite number" },
		{ HEAD CUST WL "economics: {pue: .NaN}\n", D_WRONG_TYPE, 6, 18, "must be a finite number" },
		{ HEAD CUST WL "overrides: {gpu_price: {h200: 2e6}}\n", D_OUT_OF_RANGE, 6, 31, "0 to 1,000,000" },
		{ HEAD CUST WL "overrides: {cloud_gpu_hour: {h200: 5000}}\n", D_OUT_OF_RANGE, 6, 36, "0 to 1,000" },
		{ HEAD CUST WL "economics: {colocation_kw_month: 20000}\n", D_OUT_OF_RANGE, 6, 34, "it must be 0 to 10,000" },
	};
	size_t i, j;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct diag_list dl = { 0 };
		struct ydoc *doc = NULL;
		struct scenario *s = NULL;
		int found = 0;

		if (ydoc_load_buffer("t.yaml", t[i].yaml, strlen(t[i].yaml),
		    &doc, &dl) == YLOAD_OK)
			s = scenario_from_doc(doc, cat, &dl);
		for (j = 0; j < dl.n; j++)
			if (dl.v[j].code == t[i].code &&
			    dl.v[j].line == t[i].line &&
			    dl.v[j].col == t[i].col &&
			    strstr(dl.v[j].msg, t[i].words) != NULL)
				found = 1;
		if (!found) {
			diag_print(&dl, DIAG_FMT_TEXT, stderr);
			fail_msg("case %zu: no [%s] at %d:%d with \"%s\"", i,
			    diag_name(t[i].code), t[i].line, t[i].col,
			    t[i].words);
		}
		if (diag_level_of(t[i].code) == DIAG_ERROR)
			assert_null(s);
		else
			assert_non_null(s);
		scenario_free(s);
		ydoc_free(doc);
		diag_free(&dl);
	}
}

/* What is allowed: the limits themselves, a multi-line address, a
 * share below 1 where the key takes one, 1.1k as a count. */
static void
test_allowed(void **state)
{
	char yaml[1024], name[TEXT_NAME_MAX_CHARS + 2];
	struct scenario *s;

	(void)state;
	memset(name, 'x', TEXT_NAME_MAX_CHARS);
	name[TEXT_NAME_MAX_CHARS] = '\0';
	snprintf(yaml, sizeof(yaml), HEAD "customer: {name: %s, address: "
	    "\"Am Werk 3\\n40000 Stadt\"}\n" WL "title: \"Angebot für "
	    "Müller – 2 × H200 (€)\"\n", name);
	s = test_scenario(cat, yaml);
	assert_non_null(s);
	assert_string_equal(s->customer_address, "Am Werk 3\n40000 Stadt");
	scenario_free(s);
	strcat(name, "x");
	snprintf(yaml, sizeof(yaml), HEAD "customer: {name: %s}\n" WL, name);
	s = test_scenario(cat, yaml);
	assert_null(s);
	s = test_scenario(cat, HEAD CUST "workloads:\n  - {name: a, type: "
	    "llm-inference, model: llama-3.1-8b, context_tokens: 1.1k}\n"
	    "economics: {utilisation: {low: 0.1}, pue: 1.2}\n");
	assert_non_null(s);
	assert_true(s->workloads[0].context_tokens > 1099.9);
	scenario_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_glyphs),
		cmocka_unit_test(test_messages),
		cmocka_unit_test(test_allowed),
	};

	return cmocka_run_group_tests_name("bind_text", tests,
	    test_catalog_setup, test_catalog_teardown);
}
