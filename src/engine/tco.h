/*
 * tco.h: the cost engine: own (on-prem, colocation), cloud and hybrid
 * over the horizon, per utilisation and energy case, with break-even and
 * sensitivity.  Formulas: ../shared/reference/sizing-and-tco.md §4 and
 * docs/tco.md.
 */
#ifndef GPUPLAN_TCO_H
#define GPUPLAN_TCO_H

#include "engine/pricing.h"
#include "model/result.h"
#include "model/scenario.h"

/* What the cost model needs to know of one candidate system. */
struct tco_input {
	const struct scenario	 *sc;
	const struct econ_resolved *econ;
	int	gpus;			/* count */
	double	capex_hw;		/* money: GPUs + hosts + network, before installation */
	double	capex_gpu;		/* money: the GPUs' part of capex_hw (the rest is hosts and network) */
	double	max_kw;			/* kW, IT load of all nodes at full utilisation */
	double	idle_kw;		/* kW, IT load when idle */
	double	cloud_gpu_hour;		/* money per GPU-hour on demand, scenario tier; NAN = not offered */
	const char *cloud_source;	/* where cloud_gpu_hour comes from */
	const struct ltext *cloud_cite; /* the same for the customer; NULL: scenario */
	double	commit_discount;	/* share of on-demand price saved by the scenario's commitment */
	double	tokens_per_s;		/* tokens/s aggregate decode capacity at full use; 0 = not inference */
	/* the hybrid's own part (candidate.hyb_*); hybrid_gpus 0: a share
	 * max(1, ceil(gpus x u_low)) / gpus of the whole (docs/tco.md) */
	int	no_ranges;		/* 1: skip the Monte Carlo (an option priced
					 * for the offer needs only its totals) */
	/* the resale curve of the system's GPU (prices.gpu[].resale);
	 * NULL, or economics.residual_pct set: geometric through the
	 * residual at month H (docs/tco.md "Resale") */
	const struct resale_curve *resale;
	int	hybrid_gpus;		/* count */
	int	hybrid_nodes;		/* count */
	double	hybrid_capex_hw;	/* money, before installation */
	double	hybrid_max_kw;		/* kW */
	double	hybrid_idle_kw;		/* kW */
};

/*
 * The own model's total cost (on-prem, or colocation where the scenario
 * offers no on-prem: tco_own_model) over the horizon at utilisation u
 * (0..1), base energy price, no discounting unless the scenario sets a
 * rate: capex + installation + running costs - residual.  Money.  The
 * sizing engine ranks candidates by this.  Allocates nothing; NAN if the
 * input is unusable (NULL pointers, gpus < 1, no hours, no horizon).
 */
double tco_own_total(const struct tco_input *, double u);

/*
 * Compute every case (utilisation x energy) for every operating model,
 * break-even months, break-even utilisation and the sensitivity bars
 * into *out (cleared first, so it must not hold series: free them
 * before reusing it).  Returns 1 on success, 0 if the input is unusable
 * (out is then cleared and holds nothing to free).  The caller frees the
 * series with tco_result_free().  Read cases through tco_case_at();
 * docs/tco.md has the formulas and what is NAN when.
 */
int tco_compute(const struct tco_input *, struct tco_result *out);

/* The Monte Carlo ranges of in into out->unc (out from tco_compute with
 * in->no_ranges set; docs/tco.md "Ranges"). */
void tco_ranges(const struct tco_input *in, struct tco_result *out);

/*
 * The fractional month in which cumulative own cost first falls to or
 * below cumulative rent cost, linear within the month; NAN if never within
 * the n+1 points (month 0..n), or if a pointer is NULL.  Months.  (The
 * engine's own break-even months also treat the residual credit of month
 * n as paid at the end of that month: docs/tco.md.)
 */
double tco_break_even(const double *own_cum, const double *rent_cum, int n);

/* tco_case_at, tco_own_model, tco_case_break_even and tco_result_free
 * are accessors over the result: model/result.h. */

#endif
