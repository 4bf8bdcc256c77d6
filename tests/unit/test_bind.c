/*
 * test_bind.c: number parsing, ids and did-you-mean of input/bind.c,
 * and the language pick of a two-language text (model/ltext.c).
 */
#include "testutil.h"

#include <math.h>

#include "input/bind.h"
#include "model/ltext.h"

static void
test_parse_number(void **state)
{
	static const struct {
		const char	*in;
		int		 suffixes;
		int		 ok;
		double		 want;
	} t[] = {
		{ "48", 0, 1, 48 },
		{ "0.24", 0, 1, 0.24 },
		{ "200e6", 0, 1, 200e6 },
		{ "1_000_000", 0, 1, 1e6 },
		{ "-100", 0, 1, -100 },
		{ "70B", 1, 1, 70e9 },
		{ "70B", 0, 0, 0 },
		{ "200M", 1, 1, 200e6 },
		{ "8k", 1, 1, 8e3 },
		{ "1.5T", 1, 1, 1.5e12 },
		{ "3.2M", 1, 1, 3.2e6 },
		{ "nan", 0, 0, 0 },
		{ ".inf", 0, 0, 0 },
		{ "1e999", 0, 0, 0 },
		{ "0x10", 0, 0, 0 },
		{ "010", 0, 0, 0 },
		{ "1__0", 0, 0, 0 },
		{ "_1", 0, 0, 0 },
		{ "", 0, 0, 0 },
		{ "12abc", 0, 0, 0 },
		{ "--1", 0, 0, 0 },
		{ "5m", 1, 0, 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double v = -1;
		int ok = parse_number(t[i].in, t[i].suffixes, &v);

		if (ok != t[i].ok)
			fail_msg("parse_number(\"%s\", %d) = %d, want %d", t[i].in,
			    t[i].suffixes, ok, t[i].ok);
		if (ok && fabs(v - t[i].want) > 1e-9 * fabs(t[i].want))
			fail_msg("parse_number(\"%s\") = %g, want %g", t[i].in, v,
			    t[i].want);
	}
}

static void
test_ids(void **state)
{
	static const struct {
		const char	*in;
		int		 dots;
		int		 ok;
	} t[] = {
		{ "acme-llm-2027", 0, 1 },
		{ "a", 0, 1 },
		{ "0abc", 0, 1 },
		{ "-abc", 0, 0 },
		{ "ACME", 0, 0 },
		{ "acme_llm", 0, 0 },
		{ "llama-3.1-8b", 0, 0 },
		{ "llama-3.1-8b", 1, 1 },
		{ ".x", 1, 0 },
		{ "a234567890123456789012345678901234567890123456789012345678901234", 0, 1 },
		{ "a2345678901234567890123456789012345678901234567890123456789012345", 0, 0 },
		{ "", 0, 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (id_valid_dots(t[i].in, t[i].dots) != t[i].ok)
			fail_msg("id_valid_dots(\"%s\", %d) != %d", t[i].in,
			    t[i].dots, t[i].ok);
}

static void
test_did_you_mean(void **state)
{
	static const char *const keys[] = { "horizon_months", "hours_per_month",
	    "utilisation", "pue", "economics" };
	static const struct {
		const char	*in;
		const char	*want;	/* NULL: no suggestion */
	} t[] = {
		{ "horizon_month", "horizon_months" },
		{ "economcs", "economics" },
		{ "utilization", "utilisation" },
		{ "utilisaiton", "utilisation" },	/* a swap is one edit */
		{ "pu", "pue" },
		{ "colour", NULL },
		{ "x", NULL },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const char *got = did_you_mean(t[i].in, keys, 5);

		if ((got == NULL) != (t[i].want == NULL) ||
		    (got && strcmp(got, t[i].want) != 0))
			fail_msg("did_you_mean(%s) = %s, want %s", t[i].in,
			    got ? got : "NULL", t[i].want ? t[i].want : "NULL");
	}
}

/* ltext_get: the proposal's language, the other one when it is missing,
 * English for every language but German, NULL when unset. */
static void
test_ltext_get(void **state)
{
	static char de[] = "30 Tage netto", en[] = "30 days net";
	static const struct {
		struct ltext	 t;
		int		 lang;
		const char	*want;
	} t[] = {
		{ { de, en }, LANG_DE, "30 Tage netto" },
		{ { de, en }, LANG_EN, "30 days net" },
		{ { de, NULL }, LANG_EN, "30 Tage netto" },
		{ { NULL, en }, LANG_DE, "30 days net" },
		{ { NULL, NULL }, LANG_DE, NULL },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const char *got = ltext_get(&t[i].t, t[i].lang);

		if (t[i].want == NULL)
			assert_null(got);
		else
			assert_string_equal(got, t[i].want);
	}
	assert_null(ltext_get(NULL, LANG_DE));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_number),
		cmocka_unit_test(test_ids),
		cmocka_unit_test(test_did_you_mean),
		cmocka_unit_test(test_ltext_get),
	};

	return cmocka_run_group_tests_name("bind", tests, NULL, NULL);
}
