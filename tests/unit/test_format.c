/*
 * test_format.c: localised numbers, money, percentages and dates as the
 * reader of a proposal sees them.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include "render/format.h"

static void
test_numbers(void **state)
{
	static const struct {
		double		 v;
		int		 decimals;
		enum language	 lang;
		const char	*want;
	} t[] = {
		{ 1234567.891, 2, LANG_DE, "1.234.567,89" },
		{ 1234567.891, 2, LANG_EN, "1,234,567.89" },
		{ 999.995, 2, LANG_DE, "1.000,00" },	/* half away from zero */
		{ -2.5, 0, LANG_EN, "-3" },
		{ 0.5, 0, LANG_EN, "1" },
		{ -0.004, 2, LANG_DE, "0,00" },		/* no "-0" */
		{ 100, 0, LANG_DE, "100" },
		{ 1000, 0, LANG_DE, "1.000" },
		{ 123456, 1, LANG_EN, "123,456.0" },
		{ 0.0001, 4, LANG_DE, "0,0001" },
		{ NAN, 2, LANG_DE, "–" },
		{ INFINITY, 0, LANG_EN, "–" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char *got = fmt_number_s(t[i].v, t[i].decimals, t[i].lang);

		if (strcmp(got, t[i].want) != 0)
			fail_msg("fmt_number(%g, %d, %s) = \"%s\", want \"%s\"",
			    t[i].v, t[i].decimals, language_names[t[i].lang],
			    got, t[i].want);
		free(got);
	}
}

static void
test_money_dates(void **state)
{
	struct strbuf b = STRBUF_INIT;
	char *m;

	(void)state;
	m = fmt_money_s(1234567.891, 2, CUR_EUR, LANG_DE);
	assert_string_equal(m, "1.234.567,89 €");
	free(m);
	m = fmt_money_s(-1500, 0, CUR_USD, LANG_EN);
	assert_string_equal(m, "-$1,500");
	free(m);
	fmt_percent(&b, 0.55, 0, LANG_DE);
	assert_string_equal(b.s, "55 %");
	sb_reset(&b);
	fmt_date(&b, "2026-12-02", LANG_DE);
	assert_string_equal(b.s, "2. Dezember 2026");
	sb_reset(&b);
	fmt_date(&b, "2026-03-01", LANG_EN);
	assert_string_equal(b.s, "1 March 2026");
	sb_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_money_dates),
	};

	return cmocka_run_group_tests_name("format", tests, NULL, NULL);
}
