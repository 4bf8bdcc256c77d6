/*
 * test_format.c: the one number writer (render/format): localised
 * numbers, money, percentages, counts and dates as the reader of a
 * proposal sees them, and the machine forms (plain decimals, SVG
 * coordinates, JSON numbers).  Tables: input -> the exact text.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include "render/format.h"

/* One row: a writer's input and what the reader sees. */
struct num_case {
	double		 v;
	int		 decimals;
	enum language	 lang;
	const char	*want;
};

static void
test_numbers(void **state)
{
	static const struct num_case t[] = {
		{ 1234567.891, 2, LANG_DE, "1.234.567,89" },
		{ 1234567.891, 2, LANG_EN, "1,234,567.89" },
		/* rounding at .5: half away from zero, both signs */
		{ 0.5, 0, LANG_EN, "1" },
		{ 1.5, 0, LANG_EN, "2" },
		{ 2.5, 0, LANG_EN, "3" },		/* not to even */
		{ -0.5, 0, LANG_EN, "-1" },
		{ -2.5, 0, LANG_EN, "-3" },
		{ 0.125, 2, LANG_EN, "0.13" },		/* exact binary .5 */
		{ -0.125, 2, LANG_DE, "-0,13" },
		{ 999.995, 2, LANG_DE, "1.000,00" },	/* carries into thousands */
		{ 0.49999999, 0, LANG_EN, "0" },
		/* negatives and "-0" */
		{ -1234.5, 1, LANG_DE, "-1.234,5" },
		{ -0.004, 2, LANG_DE, "0,00" },		/* no "-0" */
		{ -0.0, 0, LANG_EN, "0" },
		{ -0.4, 0, LANG_EN, "0" },
		/* separators */
		{ 100, 0, LANG_DE, "100" },
		{ 1000, 0, LANG_DE, "1.000" },
		{ 1000, 0, LANG_EN, "1,000" },
		{ 999999, 0, LANG_EN, "999,999" },
		{ 123456, 1, LANG_EN, "123,456.0" },
		{ 0.0001, 4, LANG_DE, "0,0001" },
		{ 1.5, 9, LANG_EN, "1.500000" },	/* at most 6 decimals */
		{ 1.5, -1, LANG_EN, "2" },		/* at least 0 */
		/* huge values: every digit of the integer part */
		{ 1e15, 0, LANG_EN, "1,000,000,000,000,000" },
		{ 1e20, 0, LANG_DE, "100.000.000.000.000.000.000" },
		{ -1e20, 2, LANG_EN, "-100,000,000,000,000,000,000.00" },
		{ 9007199254740993.0, 0, LANG_EN, "9,007,199,254,740,992" },
		/* not finite: the dash, never "nan" */
		{ NAN, 2, LANG_DE, "–" },
		{ -NAN, 0, LANG_EN, "–" },
		{ INFINITY, 0, LANG_EN, "–" },
		{ -INFINITY, 3, LANG_DE, "–" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char *got = fmt_number_s(t[i].v, t[i].decimals, t[i].lang);

		if (strcmp(got, t[i].want) != 0)
			fail_msg("fmt_number(%.17g, %d, %s) = \"%s\", want \"%s\"",
			    t[i].v, t[i].decimals, language_names[t[i].lang],
			    got, t[i].want);
		free(got);
	}
}

static void
test_money(void **state)
{
	static const struct {
		double		 v;
		int		 decimals;
		enum currency	 c;
		enum language	 lang;
		const char	*want;
	} t[] = {
		{ 1234567.891, 2, CUR_EUR, LANG_DE, "1.234.567,89 €" },
		{ 1234567.891, 2, CUR_EUR, LANG_EN, "€1,234,567.89" },
		{ 1234567.891, 0, CUR_USD, LANG_EN, "$1,234,568" },
		{ 1234567.891, 0, CUR_USD, LANG_DE, "1.234.568 $" },
		{ -1500, 0, CUR_USD, LANG_EN, "-$1,500" },
		{ -1500, 0, CUR_EUR, LANG_DE, "-1.500 €" },
		{ 0.125, 2, CUR_EUR, LANG_EN, "€0.13" },
		{ -0.125, 2, CUR_EUR, LANG_EN, "-€0.13" },
		{ -0.004, 2, CUR_USD, LANG_EN, "$0.00" },	/* no "-$0.00" */
		{ -0.004, 2, CUR_EUR, LANG_DE, "0,00 €" },
		{ NAN, 2, CUR_EUR, LANG_DE, "–" },
		{ -INFINITY, 0, CUR_USD, LANG_EN, "–" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char *got = fmt_money_s(t[i].v, t[i].decimals, t[i].c,
		    t[i].lang);

		if (strcmp(got, t[i].want) != 0)
			fail_msg("fmt_money(%.17g, %d, %s, %s) = \"%s\", want "
			    "\"%s\"", t[i].v, t[i].decimals,
			    currency_names[t[i].c], language_names[t[i].lang],
			    got, t[i].want);
		free(got);
	}
}

static void
test_money_scaled(void **state)
{
	static const struct {
		double		 v;
		enum fmt_scale	 s;
		int		 decimals;
		enum language	 lang;
		const char	*want;
	} t[] = {
		{ 1.2e6, FMT_SCALE_M, 1, LANG_DE, "1,2 Mio. €" },
		{ 1.2e6, FMT_SCALE_M, 1, LANG_EN, "€1.2M" },
		{ 250e3, FMT_SCALE_K, 0, LANG_DE, "250 Tsd. €" },
		{ 250e3, FMT_SCALE_K, 0, LANG_EN, "€250k" },
		{ -0.5e6, FMT_SCALE_M, 1, LANG_DE, "-0,5 Mio. €" },
		{ -0.5e6, FMT_SCALE_M, 1, LANG_EN, "-€0.5M" },
		{ 1.25e6, FMT_SCALE_M, 2, LANG_EN, "€1.25M" },
		{ 10000, FMT_SCALE__MAX, 0, LANG_DE, "10.000 €" },  /* unscaled */
		{ NAN, FMT_SCALE_M, 1, LANG_EN, "–" },
	};
	struct strbuf b = STRBUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		sb_reset(&b);
		fmt_money_scaled(&b, t[i].v, t[i].s, t[i].decimals, CUR_EUR,
		    t[i].lang);
		if (strcmp(b.s, t[i].want) != 0)
			fail_msg("fmt_money_scaled(%g, %d) = \"%s\", want \"%s\"",
			    t[i].v, (int)t[i].s, b.s, t[i].want);
	}
	sb_free(&b);
}

static void
test_percent_count(void **state)
{
	static const struct num_case pct[] = {
		{ 0.55, 0, LANG_DE, "55 %" },
		{ 0.55, 0, LANG_EN, "55%" },
		{ 0.1234, 1, LANG_DE, "12,3 %" },
		{ -0.005, 0, LANG_EN, "-1%" },
		{ NAN, 0, LANG_DE, "–" },
	};
	static const struct num_case cnt[] = {
		{ 70.6e9, 0, LANG_DE, "70,6 Mrd." },
		{ 70.6e9, 0, LANG_EN, "70.6 B" },
		{ 200e6, 0, LANG_DE, "200 Mio." },
		{ 200e6, 0, LANG_EN, "200 M" },
		{ 1.5e12, 0, LANG_EN, "1.5 T" },
		{ 4096, 0, LANG_DE, "4.096" },
		{ 0.5, 0, LANG_DE, "0,5" },
		{ INFINITY, 0, LANG_EN, "–" },
	};
	struct strbuf b = STRBUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(pct) / sizeof(pct[0]); i++) {
		sb_reset(&b);
		fmt_percent(&b, pct[i].v, pct[i].decimals, pct[i].lang);
		if (strcmp(b.s, pct[i].want) != 0)
			fail_msg("fmt_percent(%g) = \"%s\", want \"%s\"",
			    pct[i].v, b.s, pct[i].want);
	}
	for (i = 0; i < sizeof(cnt) / sizeof(cnt[0]); i++) {
		sb_reset(&b);
		fmt_count_scaled(&b, cnt[i].v, cnt[i].lang);
		if (strcmp(b.s, cnt[i].want) != 0)
			fail_msg("fmt_count_scaled(%g) = \"%s\", want \"%s\"",
			    cnt[i].v, b.s, cnt[i].want);
	}
	assert_int_equal(fmt_fewest_decimals(0.1933, 2, 4), 4);
	assert_int_equal(fmt_fewest_decimals(0.2, 2, 4), 2);
	assert_int_equal(fmt_fewest_decimals(12, 0, 2), 0);
	assert_int_equal(fmt_fewest_decimals(NAN, 1, 3), 1);
	sb_free(&b);
}

/* The machine writers: plain decimals, SVG coordinates, JSON numbers. */
static void
test_machine_numbers(void **state)
{
	static const struct {
		int		 kind;		/* 0 decimal, 1 trimmed, 2 coord, 3 json */
		double		 v;
		int		 decimals;
		const char	*want;
	} t[] = {
		{ 0, 1234.5, 2, "1234.50" },		/* no separators */
		{ 0, -0.004, 2, "0.00" },
		{ 1, 12.5, 4, "12.5" },
		{ 1, 12.0, 4, "12" },
		{ 1, -0.25, 1, "-0.3" },
		{ 1, NAN, 2, "–" },
		{ 2, 12.345, 0, "12.35" },		/* at most 2 decimals */
		{ 2, 12.3, 0, "12.3" },
		{ 2, 480, 0, "480" },
		{ 2, -0.004, 0, "0" },			/* no "-0" */
		{ 2, -7.125, 0, "-7.13" },
		{ 2, 5e12, 0, "1000000000" },		/* clamped */
		{ 2, NAN, 0, "0" },			/* never "nan" */
		{ 3, 2.0, 2, "2.0" },			/* ".0" when whole */
		{ 3, 1234.5678, 2, "1234.57" },
		{ 3, 0.125, 2, "0.13" },
		{ 3, -0.004, 2, "0.0" },		/* no "-0" */
		{ 3, 1e300, 2, "1e+300" },
		{ 3, 2e12, 2, "2000000000000.0" },	/* "%.15g" from 1e12 */
		{ 3, 3.7, 0, "4" },			/* an integer */
		{ 3, -2.5, 0, "-3" },
		{ 3, NAN, 2, "null" },
		{ 3, INFINITY, 0, "null" },
		{ 3, 0.1234565, 6, "0.123457" },
	};
	struct strbuf b = STRBUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		sb_reset(&b);
		switch (t[i].kind) {
		case 0:
		case 1:
			fmt_decimal(&b, t[i].v, t[i].decimals, t[i].kind);
			break;
		case 2:
			fmt_coord(&b, t[i].v);
			break;
		default:
			fmt_json_number(&b, t[i].v, t[i].decimals);
			break;
		}
		if (strcmp(b.s, t[i].want) != 0)
			fail_msg("row %zu (writer %d, %.17g, %d) = \"%s\", want "
			    "\"%s\"", i, t[i].kind, t[i].v, t[i].decimals, b.s,
			    t[i].want);
	}
	sb_reset(&b);
	fmt_json_real(&b, -INFINITY);
	assert_string_equal(b.s, "null");
	sb_reset(&b);
	fmt_json_int(&b, -9223372036854775807LL - 1);
	assert_string_equal(b.s, "-9223372036854775808");
	assert_true(fmt_round(-0.004, 2) == 0 && !signbit(fmt_round(-0.004, 2)));
	assert_true(fmt_round(2.5, 0) == 3);
	assert_true(isnan(fmt_round(NAN, 2)));
	sb_free(&b);
}

static void
test_dates(void **state)
{
	static const struct {
		const char	*iso;
		enum language	 lang;
		const char	*want;
	} t[] = {
		{ "2026-12-02", LANG_DE, "2. Dezember 2026" },
		{ "2026-03-01", LANG_EN, "1 March 2026" },
		{ "2026-03-01", LANG_DE, "1. März 2026" },
		{ "2026-3-7", LANG_EN, "7 March 2026" },	/* as sscanf reads it */
		{ "2026-13-01", LANG_EN, "2026-13-01" },	/* as it is */
		{ "soon", LANG_DE, "soon" },
		{ NULL, LANG_DE, "" },
	};
	struct strbuf b = STRBUF_INIT;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		sb_reset(&b);
		fmt_date(&b, t[i].iso, t[i].lang);
		if (strcmp(b.s ? b.s : "", t[i].want) != 0)
			fail_msg("fmt_date(%s) = \"%s\", want \"%s\"",
			    t[i].iso ? t[i].iso : "NULL", b.s ? b.s : "",
			    t[i].want);
	}
	/* the table has a row for every language, and a sane default */
	assert_string_equal(fmt_locale(LANG_DE)->decimal, ",");
	assert_string_equal(fmt_locale(LANG_EN)->thousands, ",");
	assert_ptr_equal(fmt_locale((enum language)99), fmt_locale(LANG_EN));
	sb_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_money),
		cmocka_unit_test(test_money_scaled),
		cmocka_unit_test(test_percent_count),
		cmocka_unit_test(test_machine_numbers),
		cmocka_unit_test(test_dates),
	};

	return cmocka_run_group_tests_name("format", tests, NULL, NULL);
}
