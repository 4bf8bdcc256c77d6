/*
 * test_uncertainty.c: the Monte Carlo ranges of the cost engine
 * (src/engine/tco_uncertainty.c, docs/tco.md "Ranges") and its
 * generator (src/util/prng.c): percentile order, determinism, the
 * triangular distribution against its closed forms, ranges of zero width
 * against the deterministic engine, and the direction of the cloud price.
 */
#include "testutil.h"

#include <math.h>

#include "engine/tco.h"
#include "engine/tco_priv.h"
#include "util/prng.h"

/* A scenario, its resolved economics and the engine input. */
struct fx {
	struct scenario		sc;
	struct econ_resolved	econ;
	struct tco_input	in;
};

/*
 * 8 GPUs, capex 300,000 (240,000 of it GPUs), 6 kW max, 1.5 kW idle,
 * cloud 2.50 per GPU-hour on demand, 36 months, utilisation 0.25 / 0.5 /
 * 0.85, energy 0.18 / 0.24 / 0.32, staff 1,000 a month, residual 15 %,
 * installation 5 %, maintenance 10 %, PUE 1.46, price uncertainty 15 %,
 * cloud 20 %; all four models compared; 10,000 draws; no scenario ranges.
 */
static void
fx_init(struct fx *f)
{
	int i;

	memset(f, 0, sizeof(*f));
	f->sc.source = "id: fixture\n";
	f->sc.source_len = strlen(f->sc.source);
	f->sc.economics.horizon_months = 36;
	f->sc.economics.horizon_months_i = 36;
	f->sc.economics.hours_per_month = 730;
	f->sc.economics.utilisation[UTIL_LOW] = 0.25;
	f->sc.economics.utilisation[UTIL_MEDIUM] = 0.5;
	f->sc.economics.utilisation[UTIL_HIGH] = 0.85;
	for (i = 0; i < OP__MAX; i++)
		f->sc.economics.operating_models[i] = 1;
	f->sc.economics.idle_power_pct = NAN;
	f->sc.economics.staff_month = 1000;
	f->sc.economics.residual_pct = 15;
	f->sc.economics.install_pct = 5;
	f->sc.economics.grid_co2_g_per_kwh = NAN;
	f->sc.economics.uncertainty.draws = 10000;
	for (i = 0; i < UNC__MAX; i++) {
		f->sc.economics.uncertainty.in[i].low = NAN;
		f->sc.economics.uncertainty.in[i].high = NAN;
		f->sc.economics.uncertainty.in[i].mode = NAN;
	}
	f->econ.n_energy = 3;
	f->econ.energy_price_kwh[ENERGY_LOW] = 0.18;
	f->econ.energy_price_kwh[ENERGY_BASE] = 0.24;
	f->econ.energy_price_kwh[ENERGY_HIGH] = 0.32;
	f->econ.pue = 1.46;
	f->econ.maintenance_pct_year = 10;
	f->econ.colocation_kw_month = 200;
	f->econ.price_uncertainty_pct = 15;
	f->econ.cloud_uncertainty_pct = 20;
	f->in.sc = &f->sc;
	f->in.econ = &f->econ;
	f->in.gpus = 8;
	f->in.capex_hw = 300000;
	f->in.capex_gpu = 240000;
	f->in.max_kw = 6;
	f->in.idle_kw = 1.5;
	f->in.cloud_gpu_hour = 2.5;
}

/* Set scenario range k to [lo, hi] with mode c (NAN: base) and dist. */
static void
fx_range(struct fx *f, int k, double lo, double c, double hi, int dist)
{
	struct unc_range *r = &f->sc.economics.uncertainty.in[k];

	r->low = lo;
	r->mode = c;
	r->high = hi;
	r->dist = dist;
}

/* NAN ("never") orders after every month. */
static double
key(double x)
{
	return isnan(x) ? INFINITY : x;
}

/* P10 <= P50 <= P90 for every compared option and the break-even, over
 * a table of systems; the probability is a share. */
static void
test_percentile_order(void **state)
{
	static const struct {
		const char *name;
		double	cloud;		/* money per GPU-hour */
		double	rate;		/* %/year */
		int	commit;		/* enum commitment */
		int	horizon;	/* months */
	} rows[] = {
		{ "defaults", 2.5, 0, COMMIT_ON_DEMAND, 36 },
		{ "cheap cloud", 0.8, 0, COMMIT_ON_DEMAND, 36 },
		{ "dear cloud", 8, 0, COMMIT_ON_DEMAND, 36 },
		{ "discounted", 4, 8, COMMIT_ON_DEMAND, 48 },
		{ "committed 3y", 4, 0, COMMIT_3Y, 24 },
	};
	size_t i;
	int m;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct fx f;
		struct tco_uncertainty u;

		fx_init(&f);
		f.in.cloud_gpu_hour = rows[i].cloud;
		f.sc.economics.discount_rate_pct_year = rows[i].rate;
		f.sc.economics.commitment = (enum commitment)rows[i].commit;
		f.in.commit_discount = rows[i].commit ? 0.5 : 0;
		f.sc.economics.horizon_months = rows[i].horizon;
		tco_uncertainty(&f.in, &u);
		assert_int_equal(u.computed, 1);
		assert_int_equal(u.draws, 10000);
		for (m = 0; m < OP__MAX; m++) {
			if (!(u.total[m].p10 <= u.total[m].p50 &&
			    u.total[m].p50 <= u.total[m].p90))
				fail_msg("%s: %s totals %g %g %g out of order",
				    rows[i].name, op_model_names[m],
				    u.total[m].p10, u.total[m].p50,
				    u.total[m].p90);
			/* the inputs vary, so the totals spread */
			assert_true(u.total[m].p90 > u.total[m].p10);
		}
		if (!(key(u.break_even.p10) <= key(u.break_even.p50) &&
		    key(u.break_even.p50) <= key(u.break_even.p90)))
			fail_msg("%s: break-even %g %g %g out of order",
			    rows[i].name, u.break_even.p10, u.break_even.p50,
			    u.break_even.p90);
		assert_true(u.p_own_cheaper >= 0 && u.p_own_cheaper <= 1);
	}
}

/* The same input gives the same seed and bit-identical results; another
 * scenario text gives another seed. */
static void
test_determinism(void **state)
{
	struct fx f;
	struct tco_uncertainty a, b;

	(void)state;
	fx_init(&f);
	tco_uncertainty(&f.in, &a);
	tco_uncertainty(&f.in, &b);
	assert_true(a.seed == b.seed);
	assert_memory_equal(&a, &b, sizeof(a));
	f.sc.source = "id: another\n";
	f.sc.source_len = strlen(f.sc.source);
	tco_uncertainty(&f.in, &b);
	assert_true(a.seed != b.seed);
	/* a different stream, but the same distribution: medians close */
	assert_true(fabs(b.total[OP_ON_PREM].p50 - a.total[OP_ON_PREM].p50) <
	    0.01 * a.total[OP_ON_PREM].p50);
}

/* The generator: known first outputs are stable (a rebuild on another
 * machine draws the same numbers), uniform values lie in [0, 1). */
static void
test_prng(void **state)
{
	struct prng g, h;
	double v, sum = 0;
	int i;

	(void)state;
	prng_seed(&g, 42);
	prng_seed(&h, 42);
	for (i = 0; i < 1000; i++)
		assert_true(prng_next(&g) == prng_next(&h));
	prng_seed(&g, 1);
	for (i = 0; i < 100000; i++) {
		v = prng_uniform(&g);
		assert_true(v >= 0 && v < 1);
		sum += v;
	}
	/* mean 1/2, standard error 1/sqrt(12 x 1e5) = 0.0009 */
	assert_true(fabs(sum / 100000 - 0.5) < 0.005);
	assert_true(prng_digest(0, "a", 1) != prng_digest(0, "b", 1));
}

/* The triangular draw against its closed forms: mean (a + b + c) / 3,
 * and the MC median of a total that is linear in the staff cost against
 * the triangular median; the uniform draw's mean (a + b) / 2. */
static void
test_triangular(void **state)
{
	static const struct {
		double a, c, b;		/* low, mode, high */
	} rows[] = {
		{ 0, 0.5, 1 }, { 0, 0, 1 }, { 0, 1, 1 }, { 10, 12, 30 },
		{ -15, 0, 15 }, { 0.18, 0.24, 0.32 },
	};
	size_t i;
	int k, n = 200000;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct prng g;
		double a = rows[i].a, b = rows[i].b, c = rows[i].c, sum = 0,
		    usum = 0, x, sd;

		prng_seed(&g, 7 + i);
		for (k = 0; k < n; k++) {
			x = tco_unc_draw(a, c, b, DIST_TRIANGULAR,
			    prng_uniform(&g));
			assert_true(x >= a && x <= b);
			sum += x;
			usum += tco_unc_draw(a, c, b, DIST_UNIFORM,
			    prng_uniform(&g));
		}
		/* the variance of a triangular distribution:
		 * (a^2 + b^2 + c^2 - ab - ac - bc) / 18; 5 standard errors */
		sd = sqrt((a * a + b * b + c * c - a * b - a * c - b * c) / 18 /
		    n);
		if (!(fabs(sum / n - (a + b + c) / 3) <= 5 * sd + 1e-12))
			fail_msg("triangular(%g, %g, %g): mean %g, want %g", a, c,
			    b, sum / n, (a + b + c) / 3);
		assert_true(fabs(usum / n - (a + b) / 2) <=
		    5 * (b - a) / sqrt(12.0 * n) + 1e-12);
	}
	{
		/* only staff varies, triangular(0, 1,000, 5,000): the
		 * on-prem total is base + S x 36, so its P50 is base +
		 * 36 x the triangular median, b - sqrt((b-a)(b-c)/2) */
		struct fx f;
		struct tco_uncertainty u;
		double med = 5000 - sqrt(5000.0 * 4000.0 / 2), base;

		fx_init(&f);
		f.econ.n_energy = 1;
		f.econ.price_uncertainty_pct = 0;
		f.econ.cloud_uncertainty_pct = 0;
		fx_range(&f, UNC_UTILISATION, 0.5, NAN, 0.5, DIST_TRIANGULAR);
		fx_range(&f, UNC_RESIDUAL, 15, NAN, 15, DIST_TRIANGULAR);
		fx_range(&f, UNC_STAFF, 0, 1000, 5000, DIST_TRIANGULAR);
		f.sc.economics.staff_month = 0;
		base = tco_own_total(&f.in, 0.5);
		tco_uncertainty(&f.in, &u);
		/* 10,000 draws: the median's standard error is about
		 * 1 / (2 f(m) sqrt(n)) = 20 a month here; 4 of them */
		assert_true(fabs(u.total[OP_ON_PREM].p50 - (base + 36 * med)) <
		    36 * 80);
		assert_string_equal(unc_dist_names[u.dist[UNC_STAFF]],
		    "triangular");
	}
}

/* Ranges of zero width give the deterministic engine's totals and
 * break-even, with and without discounting, paid in cash, leased (with
 * a buy-out) and by a loan that runs past the horizon: the closed form
 * per draw is the monthly series summed. */
static void
test_zero_width(void **state)
{
	static const double rates[] = { 0, 6 };
	static const double clouds[] = { 2.5, 9, 3.5 };
	size_t i, j, fi;
	int m, k;

	(void)state;
	for (fi = 0; fi < 3; fi++)
	for (i = 0; i < 2; i++)
		for (j = 0; j < 3; j++) {
			struct fx f;
			struct tco_uncertainty u;
			struct tco_result r;
			const struct tco_case *c;

			fx_init(&f);
			f.sc.economics.discount_rate_pct_year = rates[i];
			f.in.cloud_gpu_hour = clouds[j];
			if (j == 2) {
				/* a 3-year commitment over 24 months: 12
				 * months past the horizon are counted */
				f.sc.economics.commitment = COMMIT_3Y;
				f.in.commit_discount = 0.5;
				f.sc.economics.horizon_months = 24;
			}
			f.sc.economics.financing.type = (int)fi;
			f.sc.economics.financing.term_months = fi == 2 ? 48 :
			    36;
			f.sc.economics.financing.leasing_factor_pct_month = 2.9;
			f.sc.economics.financing.buyout_pct = 10;
			f.sc.economics.financing.rate_pct_year = 7;
			f.sc.economics.financing.down_payment_pct = fi == 2 ?
			    20 : 0;
			f.econ.n_energy = 1;
			f.econ.price_uncertainty_pct = 0;
			f.econ.cloud_uncertainty_pct = 0;
			for (k = 0; k < UNC__MAX; k++)
				f.sc.economics.uncertainty.in[k].low = NAN;
			fx_range(&f, UNC_UTILISATION, 0.5, NAN, 0.5,
			    DIST_UNIFORM);
			fx_range(&f, UNC_RESIDUAL, 15, NAN, 15, DIST_UNIFORM);
			fx_range(&f, UNC_STAFF, 1000, NAN, 1000, DIST_UNIFORM);
			f.sc.economics.uncertainty.draws = 0;	/* series only */
			assert_int_equal(tco_compute(&f.in, &r), 1);
			f.sc.economics.uncertainty.draws = 500;
			tco_uncertainty(&f.in, &u);
			c = tco_case_at(&r, UTIL_MEDIUM, ENERGY_BASE);
			if (j == 2) {
				assert_int_equal(r.commit_months_beyond, 12);
				assert_true(c->opt[OP_CLOUD].beyond_horizon > 0);
			}
			for (m = 0; m < OP__MAX; m++) {
				assert_true(fabs(u.total[m].p10 -
				    c->opt[m].total) < 1e-6 * fabs(c->opt[m].total)
				    + 1e-6);
				assert_true(u.total[m].p10 == u.total[m].p90);
			}
			if (isnan(c->break_even_month))
				assert_true(isnan(u.break_even.p50));
			else
				assert_true(fabs(u.break_even.p50 -
				    c->break_even_month) < 1e-6);
			assert_true(u.p_own_cheaper == (c->opt[OP_ON_PREM].total
			    < c->opt[OP_CLOUD].total ? 1.0 : 0.0));
			tco_result_free(&r);
		}
}

/* A dearer cloud makes owning more likely to win and brings break-even
 * forward; without a cloud price there is no probability. */
static void
test_cloud_direction(void **state)
{
	static const double clouds[] = { 1.0, 1.5, 2.5, 4.0, 8.0 };
	double prev_p = -1, prev_be = INFINITY;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(clouds) / sizeof(clouds[0]); i++) {
		struct fx f;
		struct tco_uncertainty u;

		fx_init(&f);
		f.in.cloud_gpu_hour = clouds[i];
		tco_uncertainty(&f.in, &u);
		assert_true(u.p_own_cheaper >= prev_p);
		assert_true(key(u.break_even.p50) <= prev_be);
		assert_true(u.total[OP_CLOUD].p50 > 0);
		prev_p = u.p_own_cheaper;
		prev_be = key(u.break_even.p50);
	}
	assert_true(prev_p > 0.99);
	{
		struct fx f;
		struct tco_uncertainty u;

		fx_init(&f);
		f.in.cloud_gpu_hour = NAN;
		tco_uncertainty(&f.in, &u);
		assert_int_equal(u.computed, 1);
		assert_true(isnan(u.p_own_cheaper));
		assert_true(isnan(u.total[OP_CLOUD].p50));
		assert_true(isfinite(u.total[OP_ON_PREM].p50));
	}
}

/* The catalog's H100 resale series ((0, 100 %) added as the loader
 * does). */
static const struct resale_curve h100_curve = {
	"h100-market", 4, { 0, 12, 24, 36 }, { 100, 65, 45, 30 },
	"test", { NULL, NULL }
};

/*
 * Ranges of zero width with a catalog resale curve (no scenario
 * residual) give the deterministic engine's totals and break-even: the
 * draw's resale value is the curve month by month, and the binary
 * search on own - rent finds the month the monthly series does, with
 * and without discounting, over 36 and 48 months (past the last point),
 * for a cloud dear enough that the resale decides the break-even.
 */
static void
test_zero_width_curve(void **state)
{
	static const struct {
		double	rate;		/* %/year */
		int	months;
		double	cloud;		/* money per GPU-hour */
		double	install;	/* % */
	} rows[] = {
		{ 0, 36, 9, 5 }, { 6, 36, 9, 5 }, { 0, 48, 6, 5 },
		{ 6, 48, 6, 0 }, { 0, 36, 2.5, 5 }, { 0, 36, 20, 0 },
	};
	size_t i;
	int k, m, seen = 0;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct fx f;
		struct tco_uncertainty u;
		struct tco_result r;
		const struct tco_case *c;

		fx_init(&f);
		f.in.resale = &h100_curve;
		f.sc.economics.residual_pct = NAN;
		f.sc.economics.install_pct = rows[i].install;
		f.sc.economics.discount_rate_pct_year = rows[i].rate;
		f.sc.economics.horizon_months = rows[i].months;
		f.in.cloud_gpu_hour = rows[i].cloud;
		f.econ.n_energy = 1;
		f.econ.price_uncertainty_pct = 0;
		f.econ.cloud_uncertainty_pct = 0;
		for (k = 0; k < UNC__MAX; k++)
			f.sc.economics.uncertainty.in[k].low = NAN;
		fx_range(&f, UNC_UTILISATION, 0.5, NAN, 0.5, DIST_UNIFORM);
		f.sc.economics.uncertainty.draws = 0;	/* series only */
		assert_int_equal(tco_compute(&f.in, &r), 1);
		fx_range(&f, UNC_RESIDUAL, r.residual_pct, NAN, r.residual_pct,
		    DIST_UNIFORM);
		fx_range(&f, UNC_STAFF, 1000, NAN, 1000, DIST_UNIFORM);
		f.sc.economics.uncertainty.draws = 200;
		tco_uncertainty(&f.in, &u);
		c = tco_case_at(&r, UTIL_MEDIUM, ENERGY_BASE);
		for (m = 0; m < OP__MAX; m++)
			if (!(fabs(u.total[m].p50 - c->opt[m].total) <
			    1e-6 * fabs(c->opt[m].total) + 1e-6))
				fail_msg("row %zu %s: %g, series %g", i,
				    op_model_names[m], u.total[m].p50,
				    c->opt[m].total);
		if (isnan(c->break_even_month))
			assert_true(isnan(u.break_even.p50));
		else {
			seen++;
			if (!(fabs(u.break_even.p50 - c->break_even_month) <
			    1e-6))
				fail_msg("row %zu: break-even %g, series %g", i,
				    u.break_even.p50, c->break_even_month);
		}
		tco_result_free(&r);
	}
	assert_true(seen >= 4);		/* the rows do break even */
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_percentile_order),
		cmocka_unit_test(test_determinism),
		cmocka_unit_test(test_prng),
		cmocka_unit_test(test_triangular),
		cmocka_unit_test(test_zero_width),
		cmocka_unit_test(test_zero_width_curve),
		cmocka_unit_test(test_cloud_direction),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
