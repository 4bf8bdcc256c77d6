/*
 * format.h: every number gpuplan writes, in one place.
 *
 * For the reader of a proposal (Markdown, PDF, chart labels): numbers,
 * money, percentages, counts and dates as the language expects them,
 * German "1.234.567,89 €", "70,6 Mrd.", "2. Dezember 2026", English
 * "€1,234,567.89" / "$1,234,567.89", "70.6 B", "2 December 2026".  The
 * separators, the currency's position and the words come from one
 * locale table keyed by language (fmt_locale()).
 *
 * For machines: JSON numbers (fmt_json_*), plain decimals with '.'
 * (fmt_decimal) and the SVG coordinate writer (fmt_coord), whatever the
 * C locale says: the digits are made here, never by printf's %f.  The one
 * number writer elsewhere is the PDF's for its page operators
 * (render/pdf/num.c, pdf_num): it must write libharu 2.3.0's HPDF_FToA
 * bytes (truncation, "-0"), so that both PDF paths give the same file.
 *
 * One rounding rule for all of them: fmt_round(), half away from zero at
 * the given number of decimals (C's round() of v x 10^decimals), never a
 * "-0".  The engines keep full precision.  A value that is not finite
 * prints as FMT_NA ("–", n/a) for the reader, as null in JSON, and is
 * never written as "nan" or "inf".
 */
#ifndef GPUPLAN_FORMAT_H
#define GPUPLAN_FORMAT_H

#include "model/catalog.h"
#include "model/scenario.h"
#include "util/strbuf.h"

/* What a non-finite number prints as for the reader (U+2013). */
#define FMT_NA		"–"

/* Most decimals any writer here shows; more are clamped to this. */
#define FMT_DECIMALS_MAX	6

/* Scales of a compact number: thousands, millions, billions, trillions. */
enum fmt_scale {
	FMT_SCALE_K,		/* 1e3 */
	FMT_SCALE_M,		/* 1e6 */
	FMT_SCALE_B,		/* 1e9 */
	FMT_SCALE_T,		/* 1e12 */
	FMT_SCALE__MAX
};

/* How one language writes numbers (a row of the locale table). */
struct fmt_locale {
	const char	*decimal;	/* decimal separator */
	const char	*thousands;	/* between groups of three digits */
	int		 symbol_after;	/* 1: "1,5 €" (DIN 5008); 0: "€1.5" */
	const char	*percent;	/* after the number: " %" or "%" */
	const char	*scale[FMT_SCALE__MAX];	/* "Tsd.", "Mio.", ... / "k", "M", ... */
	const char	*months[12];	/* January .. December */
	const char	*day_suffix;	/* after the day of a long date: ". " / " " */
};

/* The row for lang (an unknown value gives English's).  Static. */
const struct fmt_locale *fmt_locale(enum language lang);

/*
 * v rounded half away from zero at `decimals` (0..FMT_DECIMALS_MAX;
 * others are clamped), without a "-0"; a non-finite v is returned as it
 * is.  The rule every writer below applies.
 */
double fmt_round(double v, int decimals);

/* The fewest decimals in [lo, hi] that show v exactly (to 1e-6 of the
 * last digit); lo for a non-finite v.  "0,1933 €" needs 4, "0,20 €" 2. */
int fmt_fewest_decimals(double v, int lo, int hi);

/* Append v with `decimals` decimals and thousands separators; however
 * large |v| is, every digit of its integer part is printed. */
void fmt_number(struct strbuf *, double v, int decimals, enum language);
/* Append v as money in currency c: "-1.500 €", "-$1,500". */
void fmt_money(struct strbuf *, double v, int decimals, enum currency c,
    enum language);
/*
 * Append v as money in units of scale s (v is divided by 1e3 .. 1e12):
 * "1,2 Mio. €" / "€1.2M", "250 Tsd. €" / "€250k"; decimals apply to the
 * scaled value; s FMT_SCALE__MAX is fmt_money().  The chart axes use it.
 */
void fmt_money_scaled(struct strbuf *, double v, enum fmt_scale s,
    int decimals, enum currency c, enum language);
/* Append a share (0.55) as a percentage ("55 %" / "55%"). */
void fmt_percent(struct strbuf *, double share, int decimals,
    enum language);
/*
 * Append a count in words from a million up: "70,6 Mrd." / "70.6 B",
 * "200 Mio." / "200 M" (at most one decimal, only if needed); smaller
 * counts as numbers with at most 2 decimals ("4.096", "0,5").
 */
void fmt_count_scaled(struct strbuf *, double v, enum language);
/* Append an ISO date (YYYY-MM-DD) as a long date; anything else as it
 * is ("" for NULL). */
void fmt_date(struct strbuf *, const char *iso, enum language);
/* fmt_number() / fmt_money() into a new string the caller frees. */
char *fmt_number_s(double v, int decimals, enum language);
char *fmt_money_s(double v, int decimals, enum currency c, enum language);

/* The currency symbol: "€" or "$". */
const char *currency_symbol(enum currency);

/*
 * Append v as a plain decimal for machines: '.' as the decimal point, no
 * thousands separators, `decimals` decimals (trailing zeros and a bare
 * '.' dropped when trim is 1), no "-0"; non-finite v appends FMT_NA.
 * "12.5", "-0.25", "1234".
 */
void fmt_decimal(struct strbuf *, double v, int decimals, int trim);

/*
 * Append an SVG coordinate or length (pt): fmt_decimal(v, 2, trim 1),
 * clamped to +-1e9; the SVG writer leaves out what is not finite before
 * it gets here (a non-finite v appends "0").  Thousands of them a chart,
 * so written straight into the buffer.
 */
void fmt_coord(struct strbuf *, double v);

/* Append a JSON integer. */
void fmt_json_int(struct strbuf *, long long v);
/*
 * Append a JSON real in its shortest form as jansson writes it with
 * JSON_REAL_PRECISION(15) for values of at most 6 decimals: "12.5",
 * "3.0" when whole; from 1e12 on 15 significant digits ("%.15g":
 * "2000000000000.0", "1e+20"); null if not finite.
 */
void fmt_json_real(struct strbuf *, double v);
/*
 * Append v rounded by fmt_round() at `decimals` as JSON: null if not
 * finite, an integer when decimals is 0 (and |v| < 9e15), else a real.
 * Every number of the result JSON goes through here.
 */
void fmt_json_number(struct strbuf *, double v, int decimals);

#endif
