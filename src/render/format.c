/*
 * format.c: every number gpuplan writes, and the dates (see format.h).
 *
 * One digit maker (put_digits) serves the reader's numbers, the plain
 * decimals, the SVG coordinates and the JSON reals; one rounding rule
 * (fmt_round, half away from zero) decides their last digit.
 */
#include "render/format.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

/*
 * The locale table, one row per enum language.  German: DIN 5008
 * ("1.234,56 €", "55 %", "2. Dezember 2026"), the scale words of German
 * business text ("Tsd.", "Mio.", "Mrd.", "Bio."); English: the symbol
 * before the amount, "55%", short scales ("k", "M", "B", "T").
 */
#define LOCALE_ENGLISH { \
		.decimal = ".", .thousands = ",", .symbol_after = 0, \
		.percent = "%", \
		.scale = { "k", "M", "B", "T" }, \
		.months = { "January", "February", "March", "April", "May", \
		    "June", "July", "August", "September", "October", \
		    "November", "December" }, \
		.day_suffix = " ", \
	}

static const struct fmt_locale locales[LANG__MAX] = {
	[LANG_DE] = {
		.decimal = ",", .thousands = ".", .symbol_after = 1,
		.percent = " %",
		.scale = { "Tsd.", "Mio.", "Mrd.", "Bio." },
		.months = { "Januar", "Februar", "März", "April", "Mai", "Juni",
		    "Juli", "August", "September", "Oktober", "November",
		    "Dezember" },
		.day_suffix = ". ",
	},
	[LANG_EN] = LOCALE_ENGLISH,
#ifdef GPUPLAN_TEST_LANGUAGE
	/* the made-up test language (words_phrases.h): English's forms */
	[LANG_XX] = LOCALE_ENGLISH,
#endif
};

/* The value of one unit of each fmt_scale. */
static const double scale_unit[FMT_SCALE__MAX] = { 1e3, 1e6, 1e9, 1e12 };

/* Powers of ten for 0..FMT_DECIMALS_MAX decimals (pow() was a measurable
 * part of a build). */
static const double pow10_tab[FMT_DECIMALS_MAX + 1] = { 1, 10, 100, 1e3,
    1e4, 1e5, 1e6 };

/* Where put_digits() leaves unsigned 64-bit arithmetic: v x 10^decimals
 * at or above this is written from its exact integer part. */
#define FAST_MAX	1e18

const struct fmt_locale *
fmt_locale(enum language lang)
{
	return &locales[(unsigned)lang < LANG__MAX ? lang : LANG_EN];
}

/* decimals clamped to 0..FMT_DECIMALS_MAX. */
static int
clamp_decimals(int decimals)
{
	return decimals < 0 ? 0 : decimals > FMT_DECIMALS_MAX ?
	    FMT_DECIMALS_MAX : decimals;
}

double
fmt_round(double v, int decimals)
{
	double s = pow10_tab[clamp_decimals(decimals)];

	if (!isfinite(v))
		return v;
	v = round(v * s) / s;
	return v == 0 ? 0 : v;		/* no -0 */
}

int
fmt_fewest_decimals(double v, int lo, int hi)
{
	int d;

	if (!isfinite(v))
		return lo;
	for (d = lo; d < hi; d++) {
		double s = pow(10, d);

		if (fabs(v * s - round(v * s)) < 1e-6)
			return d;
	}
	return hi;
}

/* Room put_digits() needs: DBL_MAX's 309 digits, a separator of up to 4
 * bytes after every third, sign, decimal separator and decimals. */
#define DIGITS_ROOM	(309 + 103 * 4 + 1 + 4 + FMT_DECIMALS_MAX + 1)

/* Write sep (at most 4 bytes) at p; returns the end. */
static char *
put_sep(char *p, const char *sep)
{
	while (*sep)
		*p++ = *sep++;
	return p;
}

/*
 * Append v (finite) with `decimals` decimals (clamped), rounded by the
 * one rule: the integer part grouped by thousands (NULL: not grouped;
 * at most 4 bytes), decimal (at most 4 bytes) as the separator, trailing
 * zeros and a bare separator dropped when trim is 1; no "-0".  The work
 * of every writer here; assembled in a buffer and appended once (series
 * of thousands of values go through here).
 */
static void
put_digits(struct strbuf *b, double v, int decimals, const char *thousands,
    const char *decimal, int trim)
{
	char buf[DIGITS_ROOM], whole_digits[320], *p = buf;
	double a = fabs(v), scale;
	unsigned long long n, frac, p10;
	int i, k = 0, nd;

	decimals = clamp_decimals(decimals);
	scale = pow10_tab[decimals];
	p10 = (unsigned long long)scale;
	if (a * scale < FAST_MAX) {
		/* in integers from here */
		unsigned long long w;

		n = (unsigned long long)round(a * scale);
		w = n / p10;
		frac = n % p10;
		do {
			whole_digits[k++] = (char)('0' + w % 10);
			w /= 10;
		} while (w > 0);
		for (i = 0; i < k / 2; i++) {
			char t = whole_digits[i];

			whole_digits[i] = whole_digits[k - 1 - i];
			whole_digits[k - 1 - i] = t;
		}
	} else {
		/* the integer part is exact in a double this large; the
		 * fraction is rounded on its own */
		double whole = floor(a);

		frac = (unsigned long long)round((a - whole) * scale);
		if (frac >= p10) {
			whole += 1;
			frac -= p10;
		}
		k = snprintf(whole_digits, sizeof(whole_digits), "%.0f", whole);
		n = 1;
	}
	if (v < 0 && n > 0)
		*p++ = '-';	/* no "-0" */
	for (i = 0; i < k; i++) {
		*p++ = whole_digits[i];
		if (thousands != NULL && i < k - 1 && (k - 1 - i) % 3 == 0)
			p = put_sep(p, thousands);
	}
	nd = decimals;
	if (trim)
		for (; nd > 0 && frac % 10 == 0; nd--)
			frac /= 10;
	if (nd > 0) {
		p = put_sep(p, decimal);
		p10 = (unsigned long long)pow10_tab[nd];
		for (i = nd - 1; i >= 0; i--) {
			p10 /= 10;
			*p++ = (char)('0' + frac / p10 % 10);
		}
	}
	sb_add(b, buf, (size_t)(p - buf));
}

void
fmt_number(struct strbuf *b, double v, int decimals, enum language lang)
{
	const struct fmt_locale *L = fmt_locale(lang);

	if (!isfinite(v)) {
		sb_puts(b, FMT_NA);
		return;
	}
	put_digits(b, v, decimals, L->thousands, L->decimal, 0);
}

const char *
currency_symbol(enum currency c)
{
	return c == CUR_EUR ? "€" : "$";
}

/* Append v (already divided by its scale) as money, with the scale word
 * (NULL: none) where the locale puts it. */
static void
put_money(struct strbuf *b, double v, const char *word, int decimals,
    enum currency c, enum language lang)
{
	const struct fmt_locale *L = fmt_locale(lang);

	if (!isfinite(v)) {
		sb_puts(b, FMT_NA);
		return;
	}
	if (L->symbol_after) {
		fmt_number(b, v, decimals, lang);
		sb_putc(b, ' ');	/* 1.234,56 €, 1,2 Mio. € */
		if (word != NULL) {
			sb_puts(b, word);
			sb_putc(b, ' ');
		}
		sb_puts(b, currency_symbol(c));
		return;
	}
	if (v < 0) {
		if (fmt_round(v, decimals) != 0)
			sb_putc(b, '-');	/* -$1,500, -€0.5M; no "-$0" */
		v = -v;
	}
	sb_puts(b, currency_symbol(c));
	fmt_number(b, v, decimals, lang);
	if (word != NULL)
		sb_puts(b, word);
}

void
fmt_money(struct strbuf *b, double v, int decimals, enum currency c,
    enum language lang)
{
	put_money(b, v, NULL, decimals, c, lang);
}

void
fmt_money_scaled(struct strbuf *b, double v, enum fmt_scale s, int decimals,
    enum currency c, enum language lang)
{
	if ((unsigned)s >= FMT_SCALE__MAX) {
		put_money(b, v, NULL, decimals, c, lang);
		return;
	}
	put_money(b, v / scale_unit[s], fmt_locale(lang)->scale[s], decimals,
	    c, lang);
}

void
fmt_percent(struct strbuf *b, double share, int decimals,
    enum language lang)
{
	if (!isfinite(share)) {
		sb_puts(b, FMT_NA);
		return;
	}
	fmt_number(b, share * 100, decimals, lang);
	sb_puts(b, fmt_locale(lang)->percent);
}

void
fmt_count_scaled(struct strbuf *b, double v, enum language lang)
{
	int s;

	for (s = FMT_SCALE_T; s >= FMT_SCALE_M; s--)
		if (isfinite(v) && fabs(v) >= scale_unit[s]) {
			double x = v / scale_unit[s];

			fmt_number(b, x, fmt_fewest_decimals(x, 0, 1), lang);
			sb_putc(b, ' ');
			sb_puts(b, fmt_locale(lang)->scale[s]);
			return;
		}
	fmt_number(b, v, fmt_fewest_decimals(v, 0, 2), lang);
}

/* The value of the n digits at s, or -1 if one is not a digit. */
static int
digits(const char *s, int n)
{
	int v = 0;

	for (; n > 0; n--, s++) {
		if (*s < '0' || *s > '9')
			return -1;
		v = v * 10 + (*s - '0');
	}
	return v;
}

/* Append day, month (1..12) and year as the locale's long date. */
static void
put_date(struct strbuf *b, int d, int m, int y, enum language lang)
{
	const struct fmt_locale *L = fmt_locale(lang);

	if (d < 0) {
		sb_putc(b, '-');
		d = -d;
	}
	sb_put_uint(b, (unsigned)d);
	sb_puts(b, L->day_suffix);
	sb_puts(b, L->months[m - 1]);
	sb_putc(b, ' ');
	if (y < 0) {
		sb_putc(b, '-');
		y = -y;
	}
	sb_put_uint(b, (unsigned)y);
}

void
fmt_date(struct strbuf *b, const char *iso, enum language lang)
{
	int y, m, d;

	/* the common YYYY-MM-DD without sscanf (dates of every price are
	 * shown); anything else as sscanf reads it */
	if (iso != NULL && strlen(iso) == 10 && iso[4] == '-' &&
	    iso[7] == '-' && (y = digits(iso, 4)) >= 0 &&
	    (m = digits(iso + 5, 2)) >= 1 && m <= 12 &&
	    (d = digits(iso + 8, 2)) >= 0) {
		put_date(b, d, m, y, lang);
		return;
	}
	if (iso == NULL || sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) != 3 ||
	    m < 1 || m > 12) {
		sb_puts(b, iso ? iso : "");
		return;
	}
	put_date(b, d, m, y, lang);
}

char *
fmt_number_s(double v, int decimals, enum language lang)
{
	struct strbuf b = STRBUF_INIT;

	fmt_number(&b, v, decimals, lang);
	return sb_take(&b);
}

char *
fmt_money_s(double v, int decimals, enum currency c, enum language lang)
{
	struct strbuf b = STRBUF_INIT;

	fmt_money(&b, v, decimals, c, lang);
	return sb_take(&b);
}

/* ---- for machines ---- */

void
fmt_decimal(struct strbuf *b, double v, int decimals, int trim)
{
	if (!isfinite(v)) {
		sb_puts(b, FMT_NA);
		return;
	}
	put_digits(b, v, decimals, NULL, ".", trim);
}

/* Largest SVG coordinate written, pt; beyond it values are clamped. */
#define COORD_MAX	1e9

void
fmt_coord(struct strbuf *out, double v)
{
	/* the digits are made here, not by printf: thousands of numbers a
	 * chart, and vsnprintf was a tenth of a build (bench/) */
	char digits[24], *start = sb_room(out, 32), *p = start;
	long long c, ip;		/* hundredths, whole units */
	int frac, k = 0;

	if (!isfinite(v))
		v = 0;
	if (v > COORD_MAX)
		v = COORD_MAX;
	if (v < -COORD_MAX)
		v = -COORD_MAX;
	c = (long long)round(v * 100);	/* fmt_round's rule */
	if (c < 0) {
		*p++ = '-';
		c = -c;
	}
	ip = c / 100;
	do {
		digits[k++] = (char)('0' + ip % 10);
		ip /= 10;
	} while (ip > 0);
	while (k > 0)
		*p++ = digits[--k];
	frac = (int)(c % 100);
	if (frac != 0) {
		*p++ = '.';
		*p++ = (char)('0' + frac / 10);
		if (frac % 10 != 0)
			*p++ = (char)('0' + frac % 10);
	}
	sb_wrote(out, (size_t)(p - start));
}

void
fmt_json_int(struct strbuf *b, long long v)
{
	if (v < 0) {
		sb_putc(b, '-');
		sb_put_uint(b, (unsigned long long)(-(v + 1)) + 1);
	} else
		sb_put_uint(b, (unsigned long long)v);
}

void
fmt_json_real(struct strbuf *b, double v)
{
	double a = fabs(v), scaled = a * 1e6;
	char buf[48];

	if (!isfinite(v)) {
		sb_puts(b, "null");
		return;
	}
	/*
	 * Formatting thousands of series values with printf was an eighth
	 * of a build (bench/), so the common case (at most 6 decimals, as
	 * fmt_round leaves them) is made by put_digits; others as jansson
	 * writes them, "%.15g".
	 */
	if (a < 1e12 && fabs(scaled - round(scaled)) < 1e-3) {
		size_t len = b->len;

		put_digits(b, v, 6, NULL, ".", 1);
		if (memchr(b->s + len, '.', b->len - len) == NULL)
			sb_puts(b, ".0");
		return;
	}
	snprintf(buf, sizeof(buf), "%.15g", v);
	sb_puts(b, buf);
	if (strpbrk(buf, ".eE") == NULL)
		sb_puts(b, ".0");
}

void
fmt_json_number(struct strbuf *b, double v, int decimals)
{
	if (!isfinite(v)) {
		sb_puts(b, "null");
		return;
	}
	v = fmt_round(v, decimals);
	if (decimals == 0 && fabs(v) < 9e15)
		fmt_json_int(b, (long long)v);
	else
		fmt_json_real(b, v);
}

