/*
 * test_resale.c: the resale curve of the cost engine
 * (src/engine/tco_resale.c, docs/tco.md "Resale"): the share at and
 * between the catalog points and beyond the last, the geometric curve
 * through a scenario's residual_pct, no cliff in the own series, and
 * every consumer reading the same curve to the bit.
 */
#include "testutil.h"

#include <math.h>

#include "engine/tco.h"
#include "engine/tco_priv.h"

/* Fail unless |got - want| <= tol; what and row name the check. */
static void
near(const char *what, const char *row, double got, double want, double tol)
{
	if (!(fabs(got - want) <= tol))
		fail_msg("%s [%s]: got %.12g, want %.12g (tolerance %g)", what,
		    row, got, want, tol);
}

/* The catalog's H100 series (catalog/prices.yaml resale.h100-market),
 * as the loader stores it: (0, 100 %) added first. */
static const struct resale_curve h100_curve = {
	"h100-market", 4, { 0, 12, 24, 36 }, { 100, 65, 45, 30 },
	"test", { NULL, NULL }
};

struct fx {
	struct scenario		sc;
	struct econ_resolved	econ;
	struct tco_input	in;
};

/*
 * 4 GPUs, capex 100,000, 3 kW max, 1 kW idle, PUE 1, energy 0.30/kWh,
 * 36 months of 730 h, utilisation 0.5 everywhere, no installation, no
 * maintenance or staff, cloud 4 per GPU-hour on demand, all models
 * compared, the H100 curve and no scenario residual.
 */
static void
fx_init(struct fx *f)
{
	int i;

	memset(f, 0, sizeof(*f));
	f->sc.economics.horizon_months = 36;
	f->sc.economics.horizon_months_i = 36;
	f->sc.economics.hours_per_month = 730;
	for (i = 0; i < UTIL__MAX; i++)
		f->sc.economics.utilisation[i] = 0.5;
	for (i = 0; i < OP__MAX; i++)
		f->sc.economics.operating_models[i] = 1;
	f->sc.economics.idle_power_pct = NAN;
	f->sc.economics.residual_pct = NAN;
	f->sc.economics.grid_co2_g_per_kwh = NAN;
	f->econ.n_energy = 1;
	f->econ.pue = 1;
	f->econ.energy_price_kwh[ENERGY_BASE] = 0.30;
	f->econ.grid_co2_g_per_kwh = NAN;
	f->in.sc = &f->sc;
	f->in.econ = &f->econ;
	f->in.gpus = 4;
	f->in.capex_hw = 100000;
	f->in.max_kw = 3;
	f->in.idle_kw = 1;
	f->in.cloud_gpu_hour = 4;
	f->in.cloud_source = "test";
	f->in.resale = &h100_curve;
	f->in.no_ranges = 1;
}

/* The H100 curve at its points, between them (linear) and beyond the
 * last (geometric at the last segment's ratio 30/45 a year). */
static void
test_curve_points(void **state)
{
	static const struct {
		int	k;		/* months */
		double	want;		/* share */
	} rows[] = {
		{ 0, 1.0 },
		{ 6, 0.825 },		/* half way from 100 to 65 */
		{ 12, 0.65 },
		{ 18, 0.55 },
		{ 24, 0.45 },
		{ 30, 0.375 },
		{ 36, 0.30 },
		{ 42, 0.30 * 0.816496580927726 },	/* (2/3)^(1/2) */
		{ 48, 0.20 },				/* 30 x 2/3 */
		{ 60, 0.30 * 4.0 / 9 },			/* 13.3 % */
	};
	struct fx f;
	struct tco_params p;
	size_t i;
	char row[16];

	(void)state;
	fx_init(&f);
	assert_int_equal(tco_params_init(&f.in, ENERGY_BASE, &p), 1);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		snprintf(row, sizeof(row), "k=%d", rows[i].k);
		near("share", row, tco_resale_share(&p, rows[i].k),
		    rows[i].want, 1e-12);
		near("resale", row, tco_resale(&p, OP_ON_PREM, rows[i].k),
		    100000 * rows[i].want, 1e-7);
	}
	near("cloud resale", "k=12", tco_resale(&p, OP_CLOUD, 12), 0, 0);
}

/* A scenario residual_pct v wins over the curve: s(k) = (v/100)^(k/H),
 * with H the scenario's horizon (also when the sensitivity swings the
 * months); v = 0 is no resale value at any age, v = 100 full value. */
static void
test_geometric(void **state)
{
	static const struct {
		double	v;		/* % */
		int	k;		/* months */
		double	want;		/* share */
	} rows[] = {
		{ 30, 0, 1 },
		{ 30, 12, 0.669432950082169 },	/* 0.3^(1/3) */
		{ 30, 18, 0.547722557505166 },	/* 0.3^(1/2) */
		{ 30, 36, 0.30 },
		{ 30, 54, 0.164316767251550 },	/* 0.3^1.5 */
		{ 0, 0, 0 },
		{ 0, 36, 0 },
		{ 100, 24, 1 },
	};
	struct fx f;
	struct tco_params p;
	struct tco_result r;
	size_t i;
	char row[32];

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		fx_init(&f);
		f.sc.economics.residual_pct = rows[i].v;
		assert_int_equal(tco_params_init(&f.in, ENERGY_BASE, &p), 1);
		assert_null(p.resale);
		p.months = 54;		/* as the horizon bar: s keeps H = 36 */
		snprintf(row, sizeof(row), "v=%g k=%d", rows[i].v, rows[i].k);
		near("share", row, tco_resale_share(&p, rows[i].k),
		    rows[i].want, 1e-12);
	}
	/* what the proposal and JSON report: s(H) as % */
	fx_init(&f);
	f.sc.economics.residual_pct = 20;
	assert_int_equal(tco_compute(&f.in, &r), 1);
	near("residual", "scenario 20", r.residual_pct, 20, 1e-12);
	assert_null(r.resale_curve);
	assert_string_equal(r.resale_source, "scenario");
	tco_result_free(&r);
	fx_init(&f);
	f.sc.economics.horizon_months = 48;
	assert_int_equal(tco_compute(&f.in, &r), 1);
	near("residual", "curve at 48", r.residual_pct, 20, 1e-9);
	assert_ptr_equal(r.resale_curve, &h100_curve);
	tco_result_free(&r);
	/* no scenario residual and no curve: gpuplan's 15 % */
	fx_init(&f);
	f.in.resale = NULL;
	assert_int_equal(tco_compute(&f.in, &r), 1);
	near("residual", "fallback", r.residual_pct, 15, 1e-12);
	tco_result_free(&r);
}

/*
 * No cliff: the own cumulative cost never falls, and what a month adds
 * never grows (the resale value loses no more each month than the month
 * before), in month H too, with and without discounting, 36 and 48
 * months, curve and geometric.  The residual lump made month H's change
 * negative before.
 */
static void
test_no_cliff(void **state)
{
	static const struct {
		double	rate;		/* %/year */
		int	months;
		double	residual;	/* %, NAN: the curve */
	} rows[] = {
		{ 0, 36, NAN }, { 6, 36, NAN }, { 0, 48, NAN }, { 8, 48, NAN },
		{ 0, 36, 15 }, { 6, 60, 30 },
	};
	size_t i;
	int k, m;
	char row[48];

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct fx f;
		struct tco_result r;
		const struct tco_case *c;

		fx_init(&f);
		f.sc.economics.discount_rate_pct_year = rows[i].rate;
		f.sc.economics.horizon_months = rows[i].months;
		f.sc.economics.residual_pct = rows[i].residual;
		assert_int_equal(tco_compute(&f.in, &r), 1);
		c = tco_case_at(&r, UTIL_MEDIUM, ENERGY_BASE);
		for (m = OP_ON_PREM; m <= OP_COLOCATION; m++) {
			const struct tco_option *o = &c->opt[m];

			snprintf(row, sizeof(row), "%s r=%g H=%d v=%g",
			    op_model_names[m], rows[i].rate, rows[i].months,
			    rows[i].residual);
			for (k = 1; k <= rows[i].months; k++) {
				if (!(o->monthly[k] > 0))
					fail_msg("%s: month %d adds %g", row, k,
					    o->monthly[k]);
				if (k >= 2 && !(o->monthly[k] <=
				    o->monthly[k - 1] * (1 + 1e-12)))
					fail_msg("%s: month %d adds %g, more than "
					    "month %d (%g)", row, k, o->monthly[k],
					    k - 1, o->monthly[k - 1]);
			}
			near("total is the last point", row, o->total,
			    o->cumulative[rows[i].months], 0);
		}
		tco_result_free(&r);
	}
}

/* Every consumer reads the same curve: the case's break-even, the
 * tornado's base break-even and tco_own_total agree to the bit; the
 * tax deduction takes s(H) off like the total. */
static void
test_consumers_agree(void **state)
{
	static const double rates[] = { 0, 7 };
	size_t i;

	(void)state;
	for (i = 0; i < 2; i++) {
		struct fx f;
		struct tco_result r;
		struct tco_params p;
		const struct tco_case *c;

		fx_init(&f);
		f.sc.economics.discount_rate_pct_year = rates[i];
		f.in.cloud_gpu_hour = 8;
		assert_int_equal(tco_compute(&f.in, &r), 1);
		assert_int_equal(tco_params_init(&f.in, ENERGY_BASE, &p), 1);
		c = tco_case_at(&r, UTIL_MEDIUM, ENERGY_BASE);
		assert_false(isnan(c->break_even_month));
		assert_true(c->break_even_month < 36);
		assert_true(c->break_even_month ==
		    tco_be_params(&p, OP_ON_PREM, 0.5));
		assert_true(c->break_even_month == r.sens[0].base_break_even);
		assert_true(c->opt[OP_ON_PREM].total ==
		    tco_own_total(&f.in, 0.5));
		assert_true(c->opt[OP_ON_PREM].total ==
		    tco_option_total(&p, OP_ON_PREM, 0.5));
		near("residual at H", "tax", tco_residual(&p, OP_ON_PREM),
		    30000, 1e-7);
		tco_result_free(&r);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_curve_points),
		cmocka_unit_test(test_geometric),
		cmocka_unit_test(test_no_cliff),
		cmocka_unit_test(test_consumers_agree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
