/*
 * bench/mc.c: what the Monte Carlo ranges cost per scenario (issue 14:
 * at most 1 ms at 10,000 draws).  Runs tco_uncertainty() on a system
 * with all four operating models compared, three energy prices and every
 * input varied, BENCH_MC_RUNS (200) times, and prints the fastest run in
 * ms (other tenants only ever add time) and the median.  bench/run.sh
 * builds it against the release objects and adds its row.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/tco_priv.h"

/* Compare two doubles for qsort. */
static int
cmpd(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	struct scenario sc;
	struct econ_resolved e;
	struct tco_input in;
	struct tco_uncertainty u;
	struct timespec a, b;
	int i, runs = argc > 1 ? atoi(argv[1]) : 200;
	double *ms;

	if (runs < 1)
		runs = 1;
	memset(&sc, 0, sizeof(sc));
	memset(&e, 0, sizeof(e));
	memset(&in, 0, sizeof(in));
	sc.source = "id: bench\n";
	sc.source_len = strlen(sc.source);
	sc.economics.horizon_months = 36;
	sc.economics.hours_per_month = 730;
	sc.economics.utilisation[UTIL_LOW] = 0.25;
	sc.economics.utilisation[UTIL_MEDIUM] = 0.5;
	sc.economics.utilisation[UTIL_HIGH] = 0.85;
	for (i = 0; i < OP__MAX; i++)
		sc.economics.operating_models[i] = 1;
	sc.economics.idle_power_pct = NAN;
	sc.economics.staff_month = 1000;
	sc.economics.residual_pct = 15;
	sc.economics.install_pct = 5;
	sc.economics.uncertainty.draws = 10000;
	for (i = 0; i < UNC__MAX; i++) {
		sc.economics.uncertainty.in[i].low = NAN;
		sc.economics.uncertainty.in[i].high = NAN;
		sc.economics.uncertainty.in[i].mode = NAN;
	}
	e.n_energy = 3;
	e.energy_price_kwh[ENERGY_LOW] = 0.18;
	e.energy_price_kwh[ENERGY_BASE] = 0.24;
	e.energy_price_kwh[ENERGY_HIGH] = 0.32;
	e.pue = 1.46;
	e.maintenance_pct_year = 10;
	e.colocation_kw_month = 200;
	e.price_uncertainty_pct = 15;
	e.cloud_uncertainty_pct = 20;
	in.sc = &sc;
	in.econ = &e;
	in.gpus = 8;
	in.capex_hw = 300000;
	in.capex_gpu = 240000;
	in.max_kw = 6;
	in.idle_kw = 1.5;
	in.cloud_gpu_hour = 4;
	ms = calloc((size_t)runs, sizeof(*ms));
	if (ms == NULL)
		return 2;
	for (i = 0; i < runs; i++) {
		clock_gettime(CLOCK_MONOTONIC, &a);
		tco_uncertainty(&in, &u);
		clock_gettime(CLOCK_MONOTONIC, &b);
		ms[i] = (double)(b.tv_sec - a.tv_sec) * 1e3 +
		    (double)(b.tv_nsec - a.tv_nsec) / 1e6;
	}
	qsort(ms, (size_t)runs, sizeof(*ms), cmpd);
	printf("%d %.3f %.3f %.4f\n", u.draws, ms[0], ms[runs / 2],
	    u.p_own_cheaper);
	free(ms);
	return u.computed ? 0 : 1;
}
