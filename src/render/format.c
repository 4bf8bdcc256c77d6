/*
 * format.c: localised numbers, money and dates (see format.h).
 */
#include "render/format.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

static const char *const months_de[] = { "Januar", "Februar", "März",
    "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
    "November", "Dezember" };
static const char *const months_en[] = { "January", "February", "March",
    "April", "May", "June", "July", "August", "September", "October",
    "November", "December" };

/* Powers of ten for 0..6 decimals. */
static const double pow10_tab[] = { 1, 10, 100, 1e3, 1e4, 1e5, 1e6 };

void
fmt_number(struct strbuf *b, double v, int decimals, enum language lang)
{
	char digits[24];
	char thousands = lang == LANG_DE ? '.' : ',';
	char decimal = lang == LANG_DE ? ',' : '.';
	double scale, a;
	unsigned long long n, ip, frac, p;
	int k = 0, i;

	if (!isfinite(v)) {
		sb_puts(b, "–");
		return;
	}
	if (decimals < 0)
		decimals = 0;
	if (decimals > 6)
		decimals = 6;
	scale = pow10_tab[decimals];
	a = fabs(v) * scale;
	if (a >= 9e15) {
		sb_printf(b, "%.3g", v);	/* beyond any money or count here */
		return;
	}
	/* round half away from zero at `decimals`, in integers from here */
	n = (unsigned long long)floor(a + 0.5);
	if (v < 0 && n > 0)
		sb_putc(b, '-');	/* no "-0" */
	p = (unsigned long long)scale;
	ip = n / p;
	frac = n % p;
	do {
		digits[k++] = (char)('0' + ip % 10);
		ip /= 10;
	} while (ip > 0);
	for (i = k - 1; i >= 0; i--) {
		sb_putc(b, digits[i]);
		if (i > 0 && i % 3 == 0)
			sb_putc(b, thousands);
	}
	if (decimals > 0) {
		sb_putc(b, decimal);
		for (i = decimals - 1; i >= 0; i--) {
			p /= 10;
			sb_putc(b, (char)('0' + frac / p % 10));
		}
	}
}

const char *
currency_symbol(enum currency c)
{
	return c == CUR_EUR ? "€" : "$";
}

void
fmt_money(struct strbuf *b, double v, int decimals, enum currency c,
    enum language lang)
{
	if (!isfinite(v)) {
		sb_puts(b, "–");
		return;
	}
	if (lang == LANG_DE) {
		fmt_number(b, v, decimals, lang);
		sb_putc(b, ' ');	/* 1.234,56 € (DIN 5008) */
		sb_puts(b, currency_symbol(c));
		return;
	}
	if (v < 0) {
		sb_putc(b, '-');
		v = -v;
	}
	sb_puts(b, currency_symbol(c));
	fmt_number(b, v, decimals, lang);
}

void
fmt_percent(struct strbuf *b, double share, int decimals,
    enum language lang)
{
	if (!isfinite(share)) {
		sb_puts(b, "–");
		return;
	}
	fmt_number(b, share * 100, decimals, lang);
	sb_puts(b, lang == LANG_DE ? " %" : "%");
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
		sb_put_uint(b, (unsigned)d);
		sb_puts(b, lang == LANG_DE ? ". " : " ");
		sb_puts(b, lang == LANG_DE ? months_de[m - 1] :
		    months_en[m - 1]);
		sb_putc(b, ' ');
		sb_put_uint(b, (unsigned)y);
		return;
	}
	if (iso == NULL || sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) != 3 ||
	    m < 1 || m > 12) {
		sb_puts(b, iso ? iso : "");
		return;
	}
	if (lang == LANG_DE)
		sb_printf(b, "%d. %s %d", d, months_de[m - 1], y);
	else
		sb_printf(b, "%d %s %d", d, months_en[m - 1], y);
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
