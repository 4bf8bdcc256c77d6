/*
 * test_chart.c: the drawing model (render/drawing.c), chart layout
 * (render/chart.c) and the SVG writer (render/svg.c).
 *
 * With GPUPLAN_CHART_OUT=DIR set, test_samples also writes the sample
 * charts to DIR/NAME.svg (breakeven-de, tornado-en, ...) for a look by
 * eye: rsvg-convert -z 2 -b white DIR/breakeven-de.svg -o x.png
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "render/chart.h"
#include "render/drawing.h"
#include "render/svg.h"
#include "util/strbuf.h"

#define EPS	0.01		/* pt of slack in geometric checks */
#define MONTHS	36

/* ---------------------------------------------------------------- */
/* sample data: 4 operating models x 3 utilisation levels */

static const char *const model_de[] = { "On-Premises", "Colocation", "Cloud",
    "Hybrid" };
static const char *const level_de[] = { "niedrig (30 %)", "mittel (55 %)",
    "hoch (85 %)" };
static const char *const level_en[] = { "low (30%)", "medium (55%)",
    "high (85%)" };
static const int level_dash[] = { CHART_DOTTED, CHART_SOLID, CHART_DASHED };

struct sample {
	double			 x[MONTHS + 1];
	double			 y[16][MONTHS + 1];
	char			 label[16][80];
	struct chart_series	 s[16];
	struct chart_marker	 m[8];
	char			 mlabel[8][64];
	struct chart		 c;
};

/*
 * Fill *sm with the break-even chart of a made-up 8-GPU system: money in
 * EUR, months 0..36; n_series 12 (the real shape) or up to 16 (with
 * palette colours).  Markers where on-prem / colocation cross the cloud.
 */
static void
sample_breakeven(struct sample *sm, size_t n_series, enum language lang)
{
	static const double capex[] = { 400e3, 380e3, 0, 200e3 };	/* EUR */
	static const double util[] = { 0.30, 0.55, 0.85 };
	size_t i, k, nm = 0;

	memset(sm, 0, sizeof(*sm));
	for (k = 0; k <= MONTHS; k++)
		sm->x[k] = (double)k;
	for (i = 0; i < n_series; i++) {
		size_t model = (i / 3) % 4, lv = i % 3;
		double cloud = 8 * 730 * util[lv] * 6.0;	/* EUR/month */
		double month = model == 0 ? 5000 + 2000 * util[lv] :
		    model == 1 ? 9000 + 2000 * util[lv] :
		    model == 2 ? cloud : 3000 + 0.5 * cloud;

		month *= 1 + 0.05 * (double)(i / 12);
		for (k = 0; k <= MONTHS; k++)
			sm->y[i][k] = capex[model] + month * (double)k;
		if (n_series > 12)
			snprintf(sm->label[i], sizeof(sm->label[i]), "Serie %zu", i + 1);
		else
			snprintf(sm->label[i], sizeof(sm->label[i]), "%s – %s",
			    model_de[model], lang == LANG_DE ? level_de[lv] :
			    level_en[lv]);
		sm->s[i].label = sm->label[i];
		sm->s[i].x = sm->x;
		sm->s[i].y = sm->y[i];
		sm->s[i].n = MONTHS + 1;
		sm->s[i].color = n_series > 12 ? -1 : chart_palette[model];
		sm->s[i].dashed = n_series > 12 ? CHART_SOLID : level_dash[lv];
	}
	/* break-even of on-prem (models 0) and colocation (1) vs cloud */
	for (i = 0; i + 6 < n_series && i < 6 && nm < 8; i++) {
		size_t model = i / 3, lv = i % 3;
		const double *own = sm->y[i], *cl = sm->y[6 + lv];
		double be = (own[0] - cl[0]) / ((cl[1] - cl[0]) - (own[1] - own[0]));

		if (!(be > 0 && be <= MONTHS))
			continue;
		sm->m[nm].x = be;
		sm->m[nm].y = own[0] + (own[1] - own[0]) * be;
		sm->m[nm].color = chart_palette[model];
		snprintf(sm->mlabel[nm], sizeof(sm->mlabel[nm]), lang == LANG_DE ?
		    "Break-even %.1f Mon." : "Break-even %.1f mo.", be);
		if (lang == LANG_DE)
			*strchr(sm->mlabel[nm], '.') = ',';
		sm->m[nm].label = sm->mlabel[nm];
		nm++;
	}
	sm->c.kind = CHART_LINES;
	sm->c.title = lang == LANG_DE ? "Kumulierte Kosten je Betriebsmodell" :
	    "Cumulative cost per operating model";
	sm->c.x_label = lang == LANG_DE ? "Monate" : "Months";
	sm->c.y_label = lang == LANG_DE ? "Kumulierte Kosten (€)" :
	    "Cumulative cost (€)";
	sm->c.series = sm->s;
	sm->c.n_series = n_series;
	sm->c.markers = sm->m;
	sm->c.n_markers = nm;
	sm->c.lang = lang;
	sm->c.currency = CUR_EUR;
	sm->c.y_is_money = 1;
}

struct tsample {
	struct chart_bar	 b[6];
	struct chart		 c;
};

/* The tornado of the same system: on-prem total over 36 months, EUR. */
static void
sample_tornado(struct tsample *ts, enum language lang)
{
	static const struct chart_bar de[] = {
		{ "Energiepreis", 1.18e6, 1.33e6, "0,20 €/kWh", "0,40 €/kWh" },
		{ "Auslastung", 1.21e6, 1.30e6, "30 %", "85 %" },
		{ "Investition (Hardware)", 1.10e6, 1.40e6, "−15 %", "+15 %" },
		{ "Nutzungsdauer", 0.98e6, 1.52e6, "24 Monate", "48 Monate" },
		{ "Wartung", 1.27e6, 1.34e6, "5 %/Jahr", "12 %/Jahr" },
		{ "Cloud-Preis (ohne Einfluss auf On-Prem)", 1.25e6, NAN,
		    "2,50 €/h", "6,00 €/h" },
	};
	static const struct chart_bar en[] = {
		{ "Energy price", 1.18e6, 1.33e6, "€0.20/kWh", "€0.40/kWh" },
		{ "Utilisation", 1.21e6, 1.30e6, "30%", "85%" },
		{ "Capital cost (hardware)", 1.10e6, 1.40e6, "−15%", "+15%" },
		{ "Service life", 0.98e6, 1.52e6, "24 months", "48 months" },
		{ "Maintenance", 1.27e6, 1.34e6, "5%/year", "12%/year" },
		{ "Cloud price (no effect on on-prem)", 1.25e6, NAN,
		    "€2.50/h", "€6.00/h" },
	};

	memset(ts, 0, sizeof(*ts));
	memcpy(ts->b, lang == LANG_DE ? de : en, sizeof(ts->b));
	ts->c.kind = CHART_TORNADO;
	ts->c.title = lang == LANG_DE ? "Sensitivität der Gesamtkosten (On-Premises)" :
	    "Sensitivity of the total cost (on-premises)";
	ts->c.x_label = lang == LANG_DE ? "Gesamtkosten über 36 Monate (€)" :
	    "Total cost over 36 months (€)";
	ts->c.bars = ts->b;
	ts->c.n_bars = 6;
	ts->c.base = 1.25e6;
	ts->c.lang = lang;
	ts->c.currency = CUR_EUR;
	ts->c.x_is_money = 1;
}

/* ---------------------------------------------------------------- */
/* checks */

static int
inside(const struct chart_rect *in, const struct chart_rect *out)
{
	return in->x >= out->x - EPS && in->y >= out->y - EPS &&
	    in->x + in->w <= out->x + out->w + EPS &&
	    in->y + in->h <= out->y + out->h + EPS;
}

static int
overlap(const struct chart_rect *a, const struct chart_rect *b)
{
	return a->x < b->x + b->w - EPS && b->x < a->x + a->w - EPS &&
	    a->y < b->y + b->h - EPS && b->y < a->y + a->h - EPS;
}

/* 1 if t has "nan" or "inf" as a word of its own (not "Einfluss"). */
static int
number_word(const char *t)
{
	static const char *const bad[] = { "nan", "inf" };
	const char *p;
	size_t i;

	for (p = t; *p; p++)
		for (i = 0; i < 2; i++) {
			int before, after;

			if (strncasecmp(p, bad[i], 3) != 0)
				continue;
			before = p > t && isalpha((unsigned char)p[-1]);
			after = isalpha((unsigned char)p[3]) &&
			    strncasecmp(p + 3, "inity", 5) != 0;
			if (!before && !after)
				return 1;
		}
	return 0;
}

/* Every primitive finite and inside the drawing; no "nan"/"inf" text. */
static void
check_drawing(const struct drawing *d, const char *what)
{
	struct chart_rect page = { 0, 0, d->width, d->height }, r;
	size_t i, j;

	assert_non_null(d->title);
	for (i = 0; i < d->n; i++) {
		const struct prim *p = &d->prims[i];

		if (!isfinite(p->x0) || !isfinite(p->y0) || !isfinite(p->x1) ||
		    !isfinite(p->y1) || !isfinite(p->w) || !isfinite(p->h) ||
		    !isfinite(p->line_width) || !isfinite(p->font_size) ||
		    !isfinite(p->rotate))
			fail_msg("%s: primitive %zu has a non-finite number", what, i);
		for (j = 0; j < p->n; j++)
			if (!isfinite(p->pts[j].x) || !isfinite(p->pts[j].y))
				fail_msg("%s: polyline %zu point %zu not finite",
				    what, i, j);
		if (p->kind == PRIM_TEXT && number_word(p->text))
			fail_msg("%s: text \"%s\"", what, p->text);
		chart_prim_box(p, &r);
		if (!inside(&r, &page))
			fail_msg("%s: primitive %zu (kind %d, \"%s\") at %.1f,%.1f "
			    "%.1fx%.1f outside %.0fx%.0f", what, i, (int)p->kind,
			    p->text ? p->text : "", r.x, r.y, r.w, r.h, d->width,
			    d->height);
	}
}

/* No two texts of d overlap (by more than 0.5 pt). */
static void
check_texts_apart(const struct drawing *d, const char *what)
{
	size_t i, j;

	for (i = 0; i < d->n; i++) {
		struct chart_rect a;

		if (d->prims[i].kind != PRIM_TEXT || !*d->prims[i].text)
			continue;
		chart_prim_box(&d->prims[i], &a);
		a.x += 0.25;
		a.y += 0.25;
		a.w -= 0.5;
		a.h -= 0.5;
		for (j = i + 1; j < d->n; j++) {
			struct chart_rect b;

			if (d->prims[j].kind != PRIM_TEXT || !*d->prims[j].text)
				continue;
			chart_prim_box(&d->prims[j], &b);
			b.x += 0.25;
			b.y += 0.25;
			b.w -= 0.5;
			b.h -= 0.5;
			if (overlap(&a, &b))
				fail_msg("%s: \"%s\" overlaps \"%s\"", what,
				    d->prims[i].text, d->prims[j].text);
		}
	}
}

/* The first text primitive equal to s, or NULL. */
static const struct prim *
find_text(const struct drawing *d, const char *s)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->prims[i].kind == PRIM_TEXT && strcmp(d->prims[i].text, s) == 0)
			return &d->prims[i];
	return NULL;
}

/* Number of text primitives that start with pre and end with suf. */
static size_t
count_texts(const struct drawing *d, const char *pre, const char *suf)
{
	size_t i, n = 0;

	for (i = 0; i < d->n; i++) {
		const char *t = d->prims[i].text;
		size_t lt, ls = strlen(suf);

		if (d->prims[i].kind != PRIM_TEXT)
			continue;
		lt = strlen(t);
		if (strncmp(t, pre, strlen(pre)) == 0 && lt >= ls &&
		    strcmp(t + lt - ls, suf) == 0)
			n++;
	}
	return n;
}

static char *
to_svg(const struct drawing *d)
{
	struct strbuf b = STRBUF_INIT;

	svg_write(d, &b);
	return sb_take(&b);
}

/* With GPUPLAN_CHART_OUT set, write d there as NAME.svg. */
static void
write_sample(const struct drawing *d, const char *name)
{
	const char *dir = getenv("GPUPLAN_CHART_OUT");
	char path[512], *s;
	FILE *f;

	if (dir == NULL)
		return;
	snprintf(path, sizeof(path), "%s/%s.svg", dir, name);
	f = fopen(path, "w");
	if (f == NULL)
		fail_msg("cannot write %s", path);
	s = to_svg(d);
	fputs(s, f);
	free(s);
	assert_int_equal(fclose(f), 0);
}

/* ---------------------------------------------------------------- */

static void
test_ticks(void **state)
{
	static const struct {
		double	 min, max;
		size_t	 max_ticks;
		int	 extend, money;
		double	 lo, hi, step;
		size_t	 n;
		double	 div;
		int	 decimals;
	} t[] = {
		{ 0, 137, 8, 1, 0, 0, 140, 20, 8, 1, 0 },
		{ 0, 1.2e6, 8, 1, 1, 0, 1.2e6, 2e5, 7, 1e6, 1 },
		{ 0, 1.13e6, 8, 1, 1, 0, 1.2e6, 2e5, 7, 1e6, 1 },
		{ 0, 250e3, 8, 1, 1, 0, 250e3, 50e3, 6, 1e3, 0 },
		{ 0, 9000, 8, 1, 1, 0, 10000, 2000, 6, 1, 0 },
		{ 0, 36, 8, 0, 0, 0, 36, 5, 8, 1, 0 },		/* months */
		{ 0, 36, 5, 0, 0, 0, 36, 10, 4, 1, 0 },
		{ 0, 60, 8, 0, 0, 0, 60, 10, 7, 1, 0 },
		{ -35, 120, 8, 1, 0, -50, 150, 50, 5, 1, 0 },
		{ 0.3, 0.87, 8, 1, 0, 0.3, 0.9, 0.1, 7, 1, 1 },
		{ 0.98e6, 1.52e6, 8, 1, 1, 0.9e6, 1.6e6, 1e5, 8, 1e6, 1 },
		{ 5, 5, 8, 1, 0, 4.4, 5.6, 0.2, 7, 1, 1 },	/* widened */
		{ 0, 0, 8, 1, 0, 0, 1, 0.2, 6, 1, 1 },
		{ 137, 0, 8, 1, 0, 0, 140, 20, 8, 1, 0 },	/* swapped */
		{ 0, 137, 1, 1, 0, 0, 200, 100, 3, 1, 0 },	/* clamped to 3 */
		{ 0, 0.004, 8, 1, 1, 0, 0.004, 0.001, 5, 1, 3 },	/* 0.0005: 9 */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct chart_ticks k;
		double rel = 1e-9 * fmax(1, fabs(t[i].hi));

		if (!chart_ticks(t[i].min, t[i].max, t[i].max_ticks, t[i].extend,
		    t[i].money, &k))
			fail_msg("row %zu: chart_ticks failed", i);
		if (fabs(k.lo - t[i].lo) > rel || fabs(k.hi - t[i].hi) > rel ||
		    fabs(k.step - t[i].step) > rel || k.n != t[i].n ||
		    k.div != t[i].div || k.decimals != t[i].decimals)
			fail_msg("row %zu: %g..%g -> lo %g hi %g step %g n %zu div %g "
			    "dec %d", i, t[i].min, t[i].max, k.lo, k.hi, k.step,
			    k.n, k.div, k.decimals);
		/* the ticks lie on the axis; with extend they cover the data */
		assert_true(chart_tick_value(&k, 0) >= k.lo - rel);
		assert_true(chart_tick_value(&k, k.n - 1) <= k.hi + rel);
		if (t[i].extend && t[i].min != t[i].max) {
			assert_true(k.lo <= fmin(t[i].min, t[i].max) + rel);
			assert_true(k.hi >= fmax(t[i].min, t[i].max) - rel);
		}
	}
}

static void
test_ticks_bad(void **state)
{
	static const double t[][2] = {
		{ NAN, 1 }, { 0, NAN }, { -INFINITY, 0 }, { 0, INFINITY },
		{ -1.7e308, 1.7e308 },		/* span overflows */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct chart_ticks k = { 0 };

		if (chart_ticks(t[i][0], t[i][1], 8, 1, 0, &k) != 0)
			fail_msg("row %zu: %g..%g accepted", i, t[i][0], t[i][1]);
	}
}

/* 4..8 ticks for ranges of every magnitude. */
static void
test_ticks_count(void **state)
{
	double span;

	(void)state;
	for (span = 1e-3; span < 1e9; span *= 1.37) {
		struct chart_ticks k;

		assert_int_equal(chart_ticks(0, span, 8, 1, 1, &k), 1);
		if (k.n < 4 || k.n > 8)
			fail_msg("0..%g: %zu ticks", span, k.n);
		assert_int_equal(chart_ticks(-span / 3, span, 8, 1, 0, &k), 1);
		if (k.n < 4 || k.n > 8)
			fail_msg("%g..%g: %zu ticks", -span / 3, span, k.n);
	}
}

static void
test_tick_labels(void **state)
{
	static const struct {
		double		 min, max;
		int		 money;
		double		 v;
		enum currency	 cur;
		const char	*de, *en;
	} t[] = {
		{ 0, 1.2e6, 1, 1.2e6, CUR_EUR, "1,2 Mio. €", "€1.2M" },
		{ 0, 1.2e6, 1, 0, CUR_EUR, "0,0 Mio. €", "€0.0M" },
		{ 0, 1.2e6, 1, 1.2e6, CUR_USD, "1,2 Mio. $", "$1.2M" },
		{ 0, 4e6, 1, 2e6, CUR_EUR, "2 Mio. €", "€2M" },
		{ -6e5, 1.2e6, 1, -5e5, CUR_EUR, "-0,5 Mio. €", "-€0.5M" },
		{ 0, 250e3, 1, 250e3, CUR_EUR, "250 Tsd. €", "€250k" },
		{ 0, 9000, 1, 10000, CUR_EUR, "10.000 €", "€10,000" },
		{ 0, 1.5, 1, 0.4, CUR_EUR, "0,4 €", "€0.4" },
		{ 0, 5000, 0, 5000, CUR_EUR, "5.000", "5,000" },
		{ 0, 137, 0, 140, CUR_EUR, "140", "140" },
		{ 0.3, 0.87, 0, 0.5, CUR_EUR, "0,5", "0.5" },
		{ 0, 137, 0, NAN, CUR_EUR, "–", "–" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct chart_ticks k;
		char *de, *en;

		assert_int_equal(chart_ticks(t[i].min, t[i].max, 8, 1, t[i].money,
		    &k), 1);
		de = chart_tick_label(&k, t[i].v, t[i].cur, LANG_DE);
		en = chart_tick_label(&k, t[i].v, t[i].cur, LANG_EN);
		if (strcmp(de, t[i].de) != 0 || strcmp(en, t[i].en) != 0)
			fail_msg("row %zu: %g -> \"%s\" / \"%s\", want \"%s\" / "
			    "\"%s\"", i, t[i].v, de, en, t[i].de, t[i].en);
		free(de);
		free(en);
	}
}

static void
test_text_width(void **state)
{
	static const struct {
		const char	*s;
		int		 bold;
		double		 want;		/* 1/1000 em */
	} t[] = {
		{ "", 0, 0 },
		{ "n", 0, 556 },
		{ "n", 1, 611 },
		{ "Hello", 0, 722 + 556 + 222 + 222 + 556 },
		{ "Hello", 1, 722 + 556 + 278 + 278 + 611 },
		{ "0123456789", 0, 5560 },
		{ "1.000,5 €", 0, 556 + 278 + 556 * 3 + 278 + 556 + 278 + 556 },
		{ "äöüÄÖÜß", 0, 556 * 3 + 667 + 778 + 722 + 611 },
		{ "äöüÄÖÜß", 1, 556 + 611 + 611 + 722 + 778 + 722 + 611 },
		{ "–—×•·°½", 0, 556 + 1000 + 584 + 350 + 278 + 400 + 834 },
		{ "…", 1, 1000 },
		{ "'`", 0, 191 + 333 },
		{ "\xe2\x9c\x93", 0, 556 },	/* ✓: not in the font, as 'n' */
		{ "\xff", 0, 556 },		/* invalid byte, as 'n' */
		{ "W i", 1, 944 + 278 + 278 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double w = text_width(t[i].s, 10, t[i].bold);

		if (fabs(w - t[i].want / 100) > 1e-9)
			fail_msg("row %zu: \"%s\" %s = %g pt, want %g", i, t[i].s,
			    t[i].bold ? "bold" : "regular", w, t[i].want / 100);
	}
	assert_true(text_width(NULL, 10, 0) == 0);
}

static void
test_drawing(void **state)
{
	struct drawing d = { 0 };
	struct point pts[3] = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
	char buf[16] = "hello";

	(void)state;
	draw_line(&d, 0, 0, 10, 10, 0x112233, 1, CHART_DASHED);
	draw_polyline(&d, pts, 3, 0x445566, 2, CHART_SOLID);
	draw_polyline(&d, NULL, 0, 0x445566, 2, CHART_SOLID);
	draw_rect(&d, 1, 1, 5, 5, -1, 0xffffff, 0);
	draw_circle(&d, 5, 5, 2, 0, 0xff0000, 1);
	draw_text(&d, 1, 10, buf, 8, 1, ANCHOR_END, 90, 0);
	draw_text(&d, 1, 10, NULL, 8, 0, ANCHOR_START, 0, 0);
	/* the drawing holds copies */
	strcpy(buf, "XXXXX");
	pts[1].x = 99;
	assert_int_equal(d.n, 7);
	assert_string_equal(d.prims[5].text, "hello");
	assert_string_equal(d.prims[6].text, "");
	assert_true(d.prims[1].pts != pts && d.prims[1].pts[1].x == 3);
	assert_int_equal(d.prims[2].n, 0);
	assert_int_equal(d.prims[0].kind, PRIM_LINE);
	assert_int_equal(d.prims[0].fill, -1);
	assert_int_equal(d.prims[3].stroke, -1);
	assert_true(d.prims[4].w == 2);
	drawing_free(&d);
	assert_int_equal(d.n, 0);
	assert_null(d.prims);
	drawing_free(&d);		/* twice is fine */
	drawing_free(NULL);
}

/* A lines chart: bounds, legend apart from the plot, marker labels in
 * the plot, localised ticks, and the same bytes twice. */
static void
test_lines(void **state)
{
	static const struct {
		size_t		 n_series;
		enum language	 lang;
		double		 w, h;		/* pt */
		size_t		 min_markers;
		const char	*pre, *suf;	/* of 3 or more money ticks */
	} t[] = {
		{ 12, LANG_DE, 480, 300, 3, "", " Mio. €" },
		{ 12, LANG_EN, 480, 300, 3, "€", "M" },
		{ 12, LANG_DE, 360, 420, 3, "", " Mio. €" },
		{ 12, LANG_DE, 700, 260, 3, "", " Mio. €" },
		{ 12, LANG_EN, 240, 170, 3, "€", "M" },	/* cramped */
		{ 4, LANG_DE, 480, 300, 0, "", "00 Tsd. €" },
		{ 4, LANG_EN, 480, 300, 0, "€", "00k" },
		{ 16, LANG_EN, 480, 320, 3, "€", "M" },
		{ 1, LANG_EN, 120, 80, 0, "€", "M" },	/* the smallest size */
	};
	size_t i, j;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct sample *sm = calloc(1, sizeof(*sm));
		struct drawing d = { 0 }, d2 = { 0 };
		struct chart_frame fr;
		char what[64], *s1, *s2;
		size_t n_marker_labels = 0, n_money;

		assert_non_null(sm);
		snprintf(what, sizeof(what), "lines row %zu", i);
		sample_breakeven(sm, t[i].n_series, t[i].lang);
		assert_int_equal(chart_layout_frame(&sm->c, t[i].w, t[i].h, &d,
		    &fr), 1);
		check_drawing(&d, what);
		if (t[i].w >= 300)
			check_texts_apart(&d, what);
		assert_string_equal(d.title, sm->c.title);
		assert_true(fr.plot.w > 0 && fr.plot.h > 0);
		if (overlap(&fr.legend, &fr.plot))
			fail_msg("%s: legend overlaps the plot", what);
		for (j = 0; j < d.n; j++) {
			const struct prim *p = &d.prims[j];
			struct chart_rect r;

			if (p->kind != PRIM_TEXT)
				continue;
			chart_prim_box(p, &r);
			if (overlap(&r, &fr.legend) && overlap(&r, &fr.plot))
				fail_msg("%s: legend text \"%s\" in the plot", what,
				    p->text);
			if (strncmp(p->text, "Break-even", 10) == 0) {
				n_marker_labels++;
				if (!inside(&r, &fr.plot))
					fail_msg("%s: \"%s\" outside the plot", what,
					    p->text);
			}
		}
		if (t[i].w >= 300 && n_marker_labels < t[i].min_markers)
			fail_msg("%s: %zu marker labels", what, n_marker_labels);
		/* money ticks in compact units, written per language */
		n_money = count_texts(&d, t[i].pre, t[i].suf);
		if (n_money < 3)
			fail_msg("%s: %zu ticks \"%s…%s\"", what, n_money, t[i].pre,
			    t[i].suf);
		if (t[i].h >= 200)
			assert_non_null(find_text(&d, "0"));	/* months */
		/* deterministic */
		assert_int_equal(chart_layout(&sm->c, t[i].w, t[i].h, &d2), 1);
		s1 = to_svg(&d);
		s2 = to_svg(&d2);
		assert_string_equal(s1, s2);
		free(s1);
		free(s2);
		drawing_free(&d);
		drawing_free(&d2);
		free(sm);
	}
}

/* 16 series with palette colours: every line looks different. */
static void
test_lines_distinct(void **state)
{
	struct sample *sm = calloc(1, sizeof(*sm));
	struct drawing d = { 0 };
	long key[32];
	size_t i, j, n = 0;

	(void)state;
	assert_non_null(sm);
	sample_breakeven(sm, 16, LANG_EN);
	assert_int_equal(chart_layout(&sm->c, 480, 320, &d), 1);
	for (i = 0; i < d.n; i++)
		if (d.prims[i].kind == PRIM_POLYLINE && n < 32)
			key[n++] = d.prims[i].stroke * 8 + d.prims[i].dashed;
	assert_int_equal(n, 16);
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			if (key[i] == key[j])
				fail_msg("series %zu and %zu look alike", i, j);
	drawing_free(&d);
	free(sm);
}

/* Non-finite values: skipped, never drawn; nothing finite: no data. */
static void
test_lines_nan(void **state)
{
	static const double x[] = { 0, 1, 2, 3, 4, 5, 6 };
	static const double y1[] = { 10, NAN, 30, 40, INFINITY, 60, 70 };
	static const double y2[] = { NAN, NAN, NAN, NAN, NAN, NAN, NAN };
	struct chart_series s[2] = {
		{ "a", x, y1, 7, -1, CHART_SOLID },
		{ "b", x, y2, 7, -1, CHART_DASHED },
	};
	struct chart_marker m[2] = {
		{ NAN, 5, "never", -1 }, { 3, 40, "Break-even 3 mo.", -1 },
	};
	struct chart c = { 0 };
	struct drawing d = { 0 };
	size_t i, n_poly = 0, n_dots = 0;

	(void)state;
	c.kind = CHART_LINES;
	c.title = "t";
	c.series = s;
	c.n_series = 2;
	c.markers = m;
	c.n_markers = 2;
	c.lang = LANG_EN;
	assert_int_equal(chart_layout(&c, 400, 250, &d), 1);
	check_drawing(&d, "nan");
	for (i = 0; i < d.n; i++) {
		n_poly += d.prims[i].kind == PRIM_POLYLINE;
		n_dots += d.prims[i].kind == PRIM_CIRCLE;
	}
	assert_int_equal(n_poly, 2);		/* 2..3 and 5..6 */
	assert_int_equal(n_dots, 2);		/* the lone point 0 and a marker */
	assert_null(find_text(&d, "never"));
	assert_non_null(find_text(&d, "Break-even 3 mo."));
	drawing_free(&d);

	/* nothing finite */
	c.n_series = 0;
	c.n_markers = 0;
	assert_int_equal(chart_layout(&c, 400, 250, &d), 0);
	assert_non_null(find_text(&d, "No data"));
	check_drawing(&d, "no data");
	drawing_free(&d);
	c.series = s + 1;
	c.n_series = 1;
	c.lang = LANG_DE;
	assert_int_equal(chart_layout(&c, 400, 250, &d), 0);
	assert_non_null(find_text(&d, "Keine Daten"));
	drawing_free(&d);
	c.kind = (enum chart_kind)99;
	assert_int_equal(chart_layout(&c, 400, 250, &d), 0);
	drawing_free(&d);
}

/* Data below zero: the axis goes below zero, a zero line is drawn. */
static void
test_lines_negative(void **state)
{
	static const double x[] = { 0, 6, 12, 18, 24, 30, 36 };
	static const double y1[] = { -4e5, -3e5, -2e5, -1e5, 0, 1e5, 2e5 };
	static const double y2[] = { -4e5, -3.4e5, -2.8e5, -2.2e5, -1.6e5,
	    -1e5, -0.4e5 };
	struct chart_series s[2] = {
		{ "Ersparnis On-Premises – hoch (85 %)", x, y1, 7, 0x0072b2,
		    CHART_DASHED },
		{ "Ersparnis On-Premises – niedrig (30 %)", x, y2, 7, 0x0072b2,
		    CHART_DOTTED },
	};
	struct chart_marker m = { 24, 0, "Break-even 24,0 Mon.", 0x0072b2 };
	struct chart c = { 0 };
	struct drawing d = { 0 };
	struct chart_frame fr;
	size_t i, n_zero = 0;

	(void)state;
	c.kind = CHART_LINES;
	c.title = "Kumulierte Ersparnis gegenüber Cloud";
	c.x_label = "Monate";
	c.y_label = "Ersparnis (€)";
	c.series = s;
	c.n_series = 2;
	c.markers = &m;
	c.n_markers = 1;
	c.lang = LANG_DE;
	c.y_is_money = 1;
	assert_int_equal(chart_layout_frame(&c, 480, 280, &d, &fr), 1);
	check_drawing(&d, "negative");
	assert_non_null(find_text(&d, "-400 Tsd. €"));
	assert_non_null(find_text(&d, "200 Tsd. €"));
	/* a full-width line at y = 0 in the axis colour */
	for (i = 0; i < d.n; i++) {
		const struct prim *p = &d.prims[i];

		if (p->kind == PRIM_LINE && p->y0 == p->y1 &&
		    p->y0 > fr.plot.y + 1 && p->y0 < fr.plot.y + fr.plot.h - 1 &&
		    p->x1 - p->x0 >= fr.plot.w - EPS && p->stroke != 0xdedede)
			n_zero++;
	}
	assert_int_equal(n_zero, 1);
	write_sample(&d, "savings-de");
	drawing_free(&d);

	/* the "no data" drawing */
	c.n_series = 0;
	c.n_markers = 0;
	assert_int_equal(chart_layout(&c, 480, 280, &d), 0);
	check_drawing(&d, "no data");
	write_sample(&d, "nodata-de");
	drawing_free(&d);
}

/* Markers close together: labels inside the plot, apart from each other
 * and from the dots. */
static void
test_marker_cluster(void **state)
{
	static const struct {
		double		 w, h;		/* pt */
		double		 x0, dx;	/* months: first marker, spacing */
	} t[] = {
		{ 480, 300, 14, 0.4 },
		{ 480, 300, 34, 0.3 },		/* at the right edge */
		{ 480, 300, 0, 0.2 },		/* at the left edge */
		{ 300, 200, 17, 0.5 },
	};
	size_t i, j, k;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct sample *sm = calloc(1, sizeof(*sm));
		struct drawing d = { 0 };
		struct chart_frame fr;
		struct chart_rect box[8], dot[8];
		size_t nb = 0, nd = 0;
		char what[32];

		assert_non_null(sm);
		snprintf(what, sizeof(what), "cluster row %zu", i);
		sample_breakeven(sm, 12, LANG_DE);
		for (k = 0; k < 6; k++) {
			sm->m[k].x = t[i].x0 + t[i].dx * (double)k;
			sm->m[k].y = 5.2e5 + 1.5e4 * (double)(k % 3);
			sm->m[k].color = chart_palette[k % 2];
			snprintf(sm->mlabel[k], sizeof(sm->mlabel[k]),
			    "Break-even %zu,%zu Mon.", 14 + k, k);
			sm->m[k].label = sm->mlabel[k];
		}
		sm->c.n_markers = 6;
		assert_int_equal(chart_layout_frame(&sm->c, t[i].w, t[i].h, &d, &fr),
		    1);
		check_drawing(&d, what);
		check_texts_apart(&d, what);
		for (j = 0; j < d.n; j++) {
			const struct prim *p = &d.prims[j];

			if (p->kind == PRIM_TEXT &&
			    strncmp(p->text, "Break-even", 10) == 0 && nb < 8)
				chart_prim_box(p, &box[nb++]);
			if (p->kind == PRIM_CIRCLE && p->w == 3.5 && nd < 8)
				chart_prim_box(p, &dot[nd++]);
		}
		assert_int_equal(nb, 6);
		assert_int_equal(nd, 6);
		for (j = 0; j < nb; j++) {
			if (!inside(&box[j], &fr.plot))
				fail_msg("%s: label %zu outside the plot", what, j);
			for (k = 0; k < nb; k++)
				if (k != j && overlap(&box[j], &box[k]))
					fail_msg("%s: labels %zu and %zu overlap", what,
					    j, k);
			for (k = 0; k < nd; k++)
				if (overlap(&box[j], &dot[k]))
					fail_msg("%s: label %zu covers dot %zu", what,
					    j, k);
		}
		if (i == 0)
			write_sample(&d, "cluster-de");
		drawing_free(&d);
		free(sm);
	}
}

/*
 * End labels and the Monte Carlo band: four lines ending at almost the
 * same cost are named at their ends, beside the plot, at least one text
 * row (10 pt) apart, with a leader line for each label that moved; the
 * band's span runs from its start to the plot's right edge when it ends
 * beyond the horizon, and its label sits above the plot.
 */
static void
test_end_labels_band(void **state)
{
	struct sample *sm = calloc(1, sizeof(*sm));
	struct drawing d = { 0 };
	struct chart_frame fr;
	double at[4], x_band = -1, r_band = -1;
	size_t i, j, k, n_at = 0, leaders = 0, band_text = 0;

	(void)state;
	assert_non_null(sm);
	sample_breakeven(sm, 4, LANG_DE);
	for (i = 0; i < 4; i++)
		sm->y[i][MONTHS] = 6.0e5 + 500.0 * (double)i;	/* EUR */
	sm->c.end_labels = 1;
	sm->c.n_markers = 0;
	sm->c.band_lo = 10;	/* months */
	sm->c.band_hi = 50;	/* beyond the 36-month axis */
	sm->c.band_label = "80 % der Fälle: Break-even ab Monat 10,0";
	sm->c.band_color = 0x0b3d91;
	assert_int_equal(chart_layout_frame(&sm->c, 480, 300, &d, &fr), 1);
	check_drawing(&d, "end labels");
	check_texts_apart(&d, "end labels");
	assert_true(fr.legend.w == 0);
	for (j = 0; j < d.n; j++) {
		const struct prim *p = &d.prims[j];

		if (p->kind == PRIM_TEXT && strcmp(p->text,
		    sm->c.band_label) == 0) {
			assert_true(p->y0 < fr.plot.y);
			band_text++;
		}
		if (p->kind == PRIM_RECT && p->fill >= 0 && p->fill != 0xffffff &&
		    p->h == fr.plot.h && p->y0 == fr.plot.y) {
			x_band = p->x0;
			r_band = p->x0 + p->w;
		}
		if (p->kind == PRIM_LINE && p->line_width == 0.7 &&
		    p->x1 > fr.plot.x + fr.plot.w)
			leaders++;
		for (k = 0; k < 4; k++)
			if (p->kind == PRIM_TEXT && strcmp(p->text,
			    sm->label[k]) == 0 && n_at < 4) {
				assert_true(p->x0 > fr.plot.x + fr.plot.w);
				assert_true(p->y0 >= fr.plot.y &&
				    p->y0 <= fr.plot.y + fr.plot.h + 10);
				at[n_at++] = p->y0;
			}
	}
	assert_int_equal(n_at, 4);
	for (i = 0; i < 4; i++)
		for (k = i + 1; k < 4; k++)
			assert_true(fabs(at[i] - at[k]) >= 10 - 1e-9);
	assert_true(leaders >= 3);	/* four labels in one spot: three move */
	assert_int_equal(band_text, 1);
	assert_true(x_band > fr.plot.x + fr.plot.w * 0.2 &&
	    x_band < fr.plot.x + fr.plot.w * 0.35);	/* month 10 of 36 */
	assert_true(fabs(r_band - (fr.plot.x + fr.plot.w)) < 1e-6);
	drawing_free(&d);
	free(sm);
}

/* Long labels end in "…" and stay inside. */
/*
 * Small multiples: a panel on a given y axis (the one the break-even
 * figure shares) shows that axis's labels whatever its own data, its
 * note sits inside the plot at the top left and no marker label covers
 * it, and drawing_append() moves a panel under another, shifted.
 */
static void
test_shared_axis_note(void **state)
{
	struct sample *sm = calloc(1, sizeof(*sm));
	struct drawing d = { 0 }, top = { 0 };
	struct chart_frame fr;
	struct chart_ticks yt;
	struct chart_rect nb = { 0 }, mb;
	char *hi_lab;
	size_t j, n_small, n_top, texts = 0, found_hi = 0;
	const char *note = "Kein Break-even in 36 Monaten";

	(void)state;
	assert_non_null(sm);
	sample_breakeven(sm, 12, LANG_DE);
	/* an axis far above the data (0..2 Mio. EUR), as a high panel's
	 * data would need it */
	assert_int_equal(chart_ticks(0, 1.9e6, 6, 1, 1, &yt), 1);
	hi_lab = chart_tick_label(&yt, yt.hi, CUR_EUR, LANG_DE);
	/* a line through the plot's top-left corner, where the note would
	 * go first */
	for (j = 0; j <= MONTHS; j++)
		sm->y[12][j] = 2.0e6 - 2.0e4 * (double)j;	/* EUR */
	sm->s[12] = sm->s[0];
	sm->s[12].label = NULL;
	sm->s[12].y = sm->y[12];
	sm->c.n_series = 13;
	sm->c.y_axis = &yt;
	sm->c.note = note;
	sm->c.title_pt = 9;
	assert_int_equal(chart_layout_frame(&sm->c, 240, 150, &d, &fr), 1);
	check_drawing(&d, "small panel");
	check_texts_apart(&d, "small panel");
	for (j = 0; j < d.n; j++) {
		const struct prim *p = &d.prims[j];

		if (p->kind != PRIM_TEXT)
			continue;
		if (strcmp(p->text, hi_lab) == 0) {
			assert_true(fabs(p->y0 - 0.35 * 8 - fr.plot.y) < 0.5);
			found_hi++;
		}
		if (strcmp(p->text, note) == 0) {
			chart_prim_box(p, &nb);
			assert_true(nb.x >= fr.plot.x && nb.y >= fr.plot.y);
			assert_true(nb.x + nb.w <= fr.plot.x + fr.plot.w);
		}
		if (strcmp(p->text, sm->c.title) == 0)
			assert_true(p->font_size == 9);
	}
	assert_int_equal(found_hi, 1);
	assert_true(nb.w > 0);
	/* no line runs through the note (sampled every 1/50 of a segment) */
	for (j = 0; j < d.n; j++) {
		const struct prim *p = &d.prims[j];
		size_t q;
		int t;

		if (p->kind != PRIM_POLYLINE)
			continue;
		for (q = 0; q + 1 < p->n; q++)
			for (t = 0; t <= 50; t++) {
				double x = p->pts[q].x + (p->pts[q + 1].x -
				    p->pts[q].x) * t / 50.0;
				double y = p->pts[q].y + (p->pts[q + 1].y -
				    p->pts[q].y) * t / 50.0;

				assert_false(x > nb.x && x < nb.x + nb.w &&
				    y > nb.y && y < nb.y + nb.h);
			}
	}
	for (j = 0; j < d.n; j++) {
		const struct prim *p = &d.prims[j];

		if (p->kind != PRIM_TEXT || strncmp(p->text, "Break-even", 10))
			continue;
		chart_prim_box(p, &mb);
		texts++;
		assert_false(mb.x < nb.x + nb.w && nb.x < mb.x + mb.w &&
		    mb.y < nb.y + nb.h && nb.y < mb.y + mb.h);
	}
	assert_true(texts >= 1);
	/* compose: the panel under a 480 x 300 chart, right half */
	sm->c.y_axis = NULL;
	sm->c.note = NULL;
	assert_int_equal(chart_layout(&sm->c, 480, 300, &top), 1);
	n_top = top.n;
	n_small = d.n;
	{
		double x0 = d.prims[n_small - 1].x0, y0 = d.prims[n_small - 1].y0;

		drawing_append(&top, &d, 240, 300);
		assert_int_equal(top.n, n_top + n_small);
		assert_true(d.n == 0 && d.prims == NULL && d.title == NULL);
		assert_true(top.prims[top.n - 1].x0 == x0 + 240);
		assert_true(top.prims[top.n - 1].y0 == y0 + 300);
	}
	for (j = n_top; j < top.n; j++)
		assert_true(top.prims[j].x0 >= 240 - 1e-9 &&
		    top.prims[j].y0 >= 300 - 1e-9);
	free(hi_lab);
	drawing_free(&top);
	drawing_free(&d);
	free(sm);
}

static void
test_long_labels(void **state)
{
	static const double x[] = { 0, 12, 24 };
	static const double y[] = { 0, 5e5, 1e6 };
	char lbl[400];
	struct chart_series s = { lbl, x, y, 3, -1, CHART_SOLID };
	struct chart_marker m = { 24, 1e6, lbl, -1 };
	struct chart_bar b = { lbl, 1, 3, lbl, lbl };
	struct chart c = { 0 };
	struct drawing d = { 0 };
	size_t i, n_ell = 0;

	(void)state;
	memset(lbl, 'W', sizeof(lbl) - 1);
	lbl[sizeof(lbl) - 1] = '\0';
	c.kind = CHART_LINES;
	c.title = lbl;
	c.x_label = lbl;
	c.y_label = lbl;
	c.series = &s;
	c.n_series = 1;
	c.markers = &m;
	c.n_markers = 1;
	c.lang = LANG_DE;
	c.y_is_money = 1;
	assert_int_equal(chart_layout(&c, 400, 260, &d), 1);
	check_drawing(&d, "long lines");
	for (i = 0; i < d.n; i++)
		if (d.prims[i].kind == PRIM_TEXT && strstr(d.prims[i].text, "…"))
			n_ell++;
	assert_int_equal(n_ell, 5);	/* title, 2 axis titles, legend, marker */
	drawing_free(&d);

	c.kind = CHART_TORNADO;
	c.bars = &b;
	c.n_bars = 1;
	c.base = 2;
	assert_int_equal(chart_layout(&c, 400, 200, &d), 1);
	check_drawing(&d, "long tornado");
	drawing_free(&d);
}

static void
test_tornado(void **state)
{
	static const struct {
		enum language	 lang;
		double		 w, h;		/* pt */
	} t[] = {
		{ LANG_DE, 480, 260 },
		{ LANG_EN, 480, 260 },
		{ LANG_DE, 300, 200 },
		{ LANG_EN, 700, 400 },
		{ LANG_DE, 120, 80 },
	};
	/* largest swing first; the cloud price bar has only its low end */
	static const char *const order_de[] = { "Nutzungsdauer",
	    "Investition (Hardware)", "Energiepreis", "Auslastung", "Wartung" };
	static const char *const order_en[] = { "Service life",
	    "Capital cost (hardware)", "Energy price", "Utilisation",
	    "Maintenance" };
	size_t i, j;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct tsample ts;
		struct drawing d = { 0 }, d2 = { 0 };
		struct chart_frame fr;
		char what[64], *s1, *s2;
		const char *const *order = t[i].lang == LANG_DE ? order_de : order_en;
		double prev_y = -1;

		snprintf(what, sizeof(what), "tornado row %zu", i);
		sample_tornado(&ts, t[i].lang);
		assert_int_equal(chart_layout_frame(&ts.c, t[i].w, t[i].h, &d, &fr),
		    1);
		check_drawing(&d, what);
		if (overlap(&fr.legend, &fr.plot))
			fail_msg("%s: legend overlaps the plot", what);
		if (t[i].w < 300)
			goto next;
		check_texts_apart(&d, what);
		for (j = 0; j < 5; j++) {
			const struct prim *p = find_text(&d, order[j]);

			if (p == NULL)
				fail_msg("%s: no label \"%s\"", what, order[j]);
			assert_true(p->y0 > prev_y);
			assert_true(p->x0 <= fr.plot.x);
			prev_y = p->y0;
		}
		/* value labels at the ends; no label for a NAN end */
		assert_non_null(find_text(&d, t[i].lang == LANG_DE ? "24 Monate" :
		    "24 months"));
		assert_non_null(find_text(&d, t[i].lang == LANG_DE ? "2,50 €/h" :
		    "€2.50/h"));
		assert_null(find_text(&d, t[i].lang == LANG_DE ? "6,00 €/h" :
		    "€6.00/h"));
		assert_non_null(find_text(&d, t[i].lang == LANG_DE ?
		    "Basis: 1,25 Mio. €" : "Base: €1.25M"));
		assert_non_null(find_text(&d, t[i].lang == LANG_DE ?
		    "Parameter niedrig" : "Parameter low"));
		/* value labels stay right of the parameter labels */
		for (j = 0; j < d.n; j++) {
			const struct prim *p = &d.prims[j];
			struct chart_rect r;

			if (p->kind != PRIM_TEXT || strchr(p->text, '%') == NULL)
				continue;
			chart_prim_box(p, &r);
			if (r.x < fr.plot.x - EPS)
				fail_msg("%s: \"%s\" left of the plot", what, p->text);
		}
next:
		assert_int_equal(chart_layout(&ts.c, t[i].w, t[i].h, &d2), 1);
		s1 = to_svg(&d);
		s2 = to_svg(&d2);
		assert_string_equal(s1, s2);
		free(s1);
		free(s2);
		drawing_free(&d);
		drawing_free(&d2);
	}
}

/* Odd sizes and many bars: clamped, still inside, never non-finite. */
static void
test_extremes(void **state)
{
	static const double size[][2] = {
		{ 480, 260 }, { 0, 0 }, { -5, 300 }, { NAN, INFINITY },
		{ 1e300, 1e300 }, { 120, 80 }, { 2000, 90 },
	};
	struct chart_bar b[40];
	char lbl[40][32];
	struct tsample ts;
	struct sample *sm = calloc(1, sizeof(*sm));
	size_t i, k;

	(void)state;
	assert_non_null(sm);
	sample_tornado(&ts, LANG_DE);
	for (i = 0; i < 40; i++) {
		snprintf(lbl[i], sizeof(lbl[i]), "Parameter %zu", i);
		b[i].label = lbl[i];
		b[i].low = 100 - (double)i;
		b[i].high = 100 + (double)(i * i) / 10;
		b[i].low_label = NULL;
		b[i].high_label = NULL;
	}
	ts.c.bars = b;
	ts.c.n_bars = 40;
	ts.c.base = 100;
	ts.c.x_is_money = 0;
	sample_breakeven(sm, 12, LANG_EN);
	for (i = 0; i < sizeof(size) / sizeof(size[0]); i++)
		for (k = 0; k < 2; k++) {
			struct drawing d = { 0 };
			char what[48];

			snprintf(what, sizeof(what), "extreme %zu/%zu", i, k);
			assert_int_equal(chart_layout(k ? &ts.c : &sm->c, size[i][0],
			    size[i][1], &d), 1);
			check_drawing(&d, what);
			assert_true(d.width >= 120 && d.width <= 14400);
			assert_true(d.height >= 80 && d.height <= 14400);
			drawing_free(&d);
		}
	free(sm);
}

static void
test_tornado_no_data(void **state)
{
	struct chart_bar b[2] = {
		{ "a", NAN, NAN, NULL, NULL }, { "b", 1, 2, NULL, NULL },
	};
	struct chart c = { 0 };
	struct drawing d = { 0 };

	(void)state;
	c.kind = CHART_TORNADO;
	c.bars = b;
	c.n_bars = 1;
	c.base = 1;
	c.lang = LANG_EN;
	assert_int_equal(chart_layout(&c, 400, 200, &d), 0);
	assert_non_null(find_text(&d, "No data"));
	drawing_free(&d);
	c.n_bars = 2;
	c.base = NAN;
	assert_int_equal(chart_layout(&c, 400, 200, &d), 0);
	drawing_free(&d);
	/* without labels the values are printed */
	c.base = 1.5;
	assert_int_equal(chart_layout(&c, 400, 200, &d), 1);
	check_drawing(&d, "tornado values");
	assert_null(find_text(&d, "a"));
	assert_non_null(find_text(&d, "b"));
	assert_non_null(find_text(&d, "1.00"));	/* bar ends: 3 digits */
	assert_non_null(find_text(&d, "2.00"));
	assert_non_null(find_text(&d, "Base: 1.50"));
	drawing_free(&d);
}

static void
test_svg(void **state)
{
	struct drawing d = { 0 };
	struct point pts[3] = { { 0, 0 }, { NAN, 1 }, { 10.125, 20 } };
	char *s, *s2;

	(void)state;
	d.width = 200;
	d.height = 100.5;
	d.title = strdup("Break-even <&> \"x\" 'y'");
	assert_non_null(d.title);
	draw_line(&d, 1.5, -0.001, 2.25, 100, 0x0072b2, 1, CHART_SOLID);
	draw_line(&d, NAN, 0, 1, 1, 0, 1, CHART_SOLID);		/* left out */
	draw_line(&d, 0, 0, 1, 1, 0, 2, CHART_DASHED);
	draw_polyline(&d, pts, 3, 0xd55e00, 1.8, CHART_DOTTED);
	draw_rect(&d, 0, 0, 200, 100.5, -1, 0xffffff, 0);
	draw_circle(&d, 5, 5, 3.5, 0xffffff, 0x009e73, 1.2);
	draw_text(&d, 10, 50, "a<&>\"'b ü€", 8, 1, ANCHOR_MIDDLE, 90, 0x222222);
	draw_text(&d, 10, 60, "bad\x01\xff", 8, 0, ANCHOR_END, 0, -1);
	draw_text(&d, INFINITY, 60, "never", 8, 0, ANCHOR_START, 0, 0);

	s = to_svg(&d);
	s2 = to_svg(&d);
	assert_string_equal(s, s2);		/* byte-identical */
	assert_true(strncmp(s, "<?xml", 5) == 0 || strncmp(s, "<svg", 4) == 0);
	assert_non_null(strstr(s, "xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(s, "width=\"200pt\" height=\"100.5pt\" "
	    "viewBox=\"0 0 200 100.5\""));
	assert_non_null(strstr(s, "<title>Break-even &lt;&amp;&gt; &quot;x&quot; "
	    "&apos;y&apos;</title>"));
	assert_non_null(strstr(s, "font-family=\"Helvetica, Arial, sans-serif\""));
	assert_non_null(strstr(s, "<line x1=\"1.5\" y1=\"0\" x2=\"2.25\" "
	    "y2=\"100\" stroke=\"#0072b2\" stroke-width=\"1\"/>"));
	assert_non_null(strstr(s, "stroke-dasharray=\"8 4\""));
	assert_non_null(strstr(s, "points=\"0,0 10.13,20\""));
	assert_non_null(strstr(s, "stroke-dasharray=\"1.8 2.7\""));
	assert_non_null(strstr(s, "<rect x=\"0\" y=\"0\" width=\"200\" "
	    "height=\"100.5\" fill=\"#ffffff\"/>"));
	assert_non_null(strstr(s, "<circle cx=\"5\" cy=\"5\" r=\"3.5\" "
	    "fill=\"#009e73\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>"));
	assert_non_null(strstr(s, ">a&lt;&amp;&gt;&quot;&apos;b ü€</text>"));
	assert_non_null(strstr(s, "font-weight=\"bold\" text-anchor=\"middle\" "
	    "fill=\"#222222\" transform=\"rotate(-90 10 50)\""));
	assert_non_null(strstr(s, ">bad?\?</text>"));
	assert_null(strstr(s, "never"));
	assert_null(strstr(s, "nan"));
	assert_null(strstr(s, "inf"));
	assert_non_null(strstr(s, "</svg>\n"));
	free(s);
	free(s2);
	drawing_free(&d);

	/* an empty drawing is still a document */
	s = to_svg(&d);
	assert_non_null(strstr(s, "<title></title>"));
	free(s);
}

/* The sample charts: laid out cleanly (and written out on request). */
static void
test_samples(void **state)
{
	static const struct {
		const char	*name;		/* file name without .svg */
		enum chart_kind	 kind;
		size_t		 n_series;
		enum language	 lang;
		double		 w, h;		/* pt */
	} t[] = {
		{ "breakeven-de", CHART_LINES, 12, LANG_DE, 480, 320 },
		{ "breakeven-en", CHART_LINES, 12, LANG_EN, 480, 320 },
		{ "tornado-de", CHART_TORNADO, 0, LANG_DE, 480, 260 },
		{ "tornado-en", CHART_TORNADO, 0, LANG_EN, 480, 260 },
		{ "breakeven-16-en", CHART_LINES, 16, LANG_EN, 480, 320 },
		{ "breakeven-4-de", CHART_LINES, 4, LANG_DE, 480, 300 },
		{ "breakeven-wide-de", CHART_LINES, 12, LANG_DE, 700, 260 },
		{ "breakeven-tall-de", CHART_LINES, 12, LANG_DE, 360, 420 },
		{ "breakeven-small-en", CHART_LINES, 12, LANG_EN, 240, 170 },
		{ "tornado-small-de", CHART_TORNADO, 0, LANG_DE, 300, 200 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct sample *sm = calloc(1, sizeof(*sm));
		struct tsample ts;
		struct drawing d = { 0 };

		assert_non_null(sm);
		if (t[i].kind == CHART_LINES) {
			sample_breakeven(sm, t[i].n_series, t[i].lang);
			assert_int_equal(chart_layout(&sm->c, t[i].w, t[i].h, &d), 1);
		} else {
			sample_tornado(&ts, t[i].lang);
			assert_int_equal(chart_layout(&ts.c, t[i].w, t[i].h, &d), 1);
		}
		check_drawing(&d, t[i].name);
		if (t[i].w >= 300)
			check_texts_apart(&d, t[i].name);
		write_sample(&d, t[i].name);
		drawing_free(&d);
		free(sm);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ticks),
		cmocka_unit_test(test_ticks_bad),
		cmocka_unit_test(test_ticks_count),
		cmocka_unit_test(test_tick_labels),
		cmocka_unit_test(test_text_width),
		cmocka_unit_test(test_drawing),
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_lines_distinct),
		cmocka_unit_test(test_lines_nan),
		cmocka_unit_test(test_lines_negative),
		cmocka_unit_test(test_marker_cluster),
		cmocka_unit_test(test_long_labels),
		cmocka_unit_test(test_tornado),
		cmocka_unit_test(test_extremes),
		cmocka_unit_test(test_tornado_no_data),
		cmocka_unit_test(test_end_labels_band),
		cmocka_unit_test(test_shared_axis_note),
		cmocka_unit_test(test_svg),
		cmocka_unit_test(test_samples),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
