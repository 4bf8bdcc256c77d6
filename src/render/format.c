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

void
fmt_number(struct strbuf *b, double v, int decimals, enum language lang)
{
	char digits[64], *dot;
	const char *p;
	size_t intlen, i;
	char thousands = lang == LANG_DE ? '.' : ',';
	char decimal = lang == LANG_DE ? ',' : '.';
	double scale;

	if (!isfinite(v)) {
		sb_puts(b, "–");
		return;
	}
	if (decimals < 0)
		decimals = 0;
	if (decimals > 6)
		decimals = 6;
	/* round half away from zero at `decimals`, then print exactly */
	scale = pow(10, decimals);
	v = (v < 0 ? -floor(-v * scale + 0.5) : floor(v * scale + 0.5)) / scale;
	if (v == 0)
		v = 0;	/* no "-0" */
	if (fabs(v) >= 1e18) {
		sb_printf(b, "%.3g", v);
		return;
	}
	snprintf(digits, sizeof(digits), "%.*f", decimals, fabs(v));
	if (v < 0)
		sb_puts(b, "-");
	dot = strchr(digits, '.');
	intlen = dot ? (size_t)(dot - digits) : strlen(digits);
	for (i = 0, p = digits; i < intlen; i++, p++) {
		sb_putc(b, *p);
		if ((intlen - i - 1) % 3 == 0 && i + 1 < intlen)
			sb_putc(b, thousands);
	}
	if (dot) {
		sb_putc(b, decimal);
		sb_puts(b, dot + 1);
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
		sb_printf(b, " %s", currency_symbol(c));	/* 1.234,56 € (DIN 5008) */
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

void
fmt_date(struct strbuf *b, const char *iso, enum language lang)
{
	int y, m, d;

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
