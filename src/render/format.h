/*
 * format.h: numbers, money and dates as the reader of a proposal expects
 * them: German "1.234.567,89 €" and "2. Dezember 2026", English
 * "€1,234,567.89" / "$1,234,567.89" and "2 December 2026".
 *
 * Rounding happens here and only here (round half away from zero, at the
 * given number of decimals); the engines keep full precision.  A value
 * that is not finite prints as "–" (n/a), never as "nan".
 */
#ifndef GPUPLAN_FORMAT_H
#define GPUPLAN_FORMAT_H

#include "model/catalog.h"
#include "model/scenario.h"
#include "util/strbuf.h"

/* Append v with `decimals` decimals and thousands separators. */
void fmt_number(struct strbuf *, double v, int decimals, enum language);
/* Append v as money in currency c. */
void fmt_money(struct strbuf *, double v, int decimals, enum currency c,
    enum language);
/* Append a share (0.55) as a percentage ("55 %" / "55%"). */
void fmt_percent(struct strbuf *, double share, int decimals,
    enum language);
/* Append an ISO date (YYYY-MM-DD) as a long date. */
void fmt_date(struct strbuf *, const char *iso, enum language);
/* The same into a static buffer-free string the caller frees. */
char *fmt_number_s(double v, int decimals, enum language);
char *fmt_money_s(double v, int decimals, enum currency c, enum language);

/* The currency symbol: "€" or "$". */
const char *currency_symbol(enum currency);

#endif
