/*
 * tco_priv.h: what the cost engine's files share (tco.c, tco_uncertainty.c):
 * the resolved parameters of one evaluation and the per-month pieces of
 * the cash stream.  Not for use outside src/engine/tco*.c.
 */
#ifndef GPUPLAN_TCO_PRIV_H
#define GPUPLAN_TCO_PRIV_H

#include "engine/tco.h"

/* Everything one evaluation needs, resolved from a tco_input and one
 * energy case; sensitivity swings copies of it. */
struct tco_params {
	int	gpus;			/* count, >= 1 */
	int	months;			/* H, the horizon, >= 1 */
	double	h;			/* h per month, > 0 */
	double	capex_hw;		/* money: GPUs + hosts + network */
	double	install_pct;		/* % of capex_hw, once at month 0 */
	const struct resale_curve *resale; /* the GPU's catalog curve; NULL: geometric */
	double	resale_geo;		/* geometric: share of capex_hw left at month resale_geo_h, 0..1 */
	int	resale_geo_h;		/* months: the scenario's horizon (sensitivity swings months, not this) */
	double	max_kw;			/* kW, IT load at full utilisation */
	double	idle_kw;		/* kW, IT load idle (idle_power_pct applied) */
	double	pue;			/* ratio */
	double	energy_kwh;		/* money/kWh */
	double	colo_kw_month;		/* money per contracted kW-month */
	int	colo_metered;		/* 1: colocation bills energy on top of the fee */
	double	maint_pct_year;		/* % of capex_hw per year */
	double	staff_month;		/* money per month */
	double	rate_pct_year;		/* %/year; 0 = no discounting */
	double	cloud_od;		/* money per GPU-hour on demand; NAN = none */
	double	commit_discount;	/* share of cloud_od saved by the commitment */
	int	committed;		/* 1: every hour of the term is paid */
	int	commit_term;		/* months of one commitment term (12, 36); 0 on demand */
	double	u_low;			/* share: the load the hybrid's own part is sized to */
	int	own_gpus;		/* count the hybrid owns, 1..gpus */
	int	own_nodes;		/* count */
	double	own_capex_share;	/* hybrid capex_hw / capex_hw, ratio */
	double	own_max_share;		/* hybrid max kW / max kW, ratio */
	double	own_idle_share;		/* hybrid idle kW / idle kW, ratio */
	double	tokens_per_s;		/* tokens/s at full use; 0 = not inference */
	int	own_model;		/* enum op_model: the own model every buy-vs-rent figure is of (tco_own_model) */
	int	fin_type;		/* enum fin_type: how the own capex is paid */
	int	fin_term;		/* months of payments (leasing, loan) */
	double	fin_pay;		/* payment a month per unit financed: ratio (leasing factor, or the annuity factor) */
	double	fin_down;		/* share of capex paid at month 0 (1 for cash) */
	double	fin_buyout;		/* leasing: share of the financed amount paid in month fin_term */
	double	fin_rate_month;		/* loan: interest a month, ratio */
	double	tax_rate;		/* share of a deduction saved in tax; NAN = no estimate */
	int	tax_linear;		/* 1: hardware written off over tax_months */
	int	tax_months;		/* months of linear depreciation */
};

/* Cash option m pays in month k (0..H, and beyond H for payments that
 * run past the horizon) for its own hardware, undiscounted: the capex at
 * month 0 (cash), or the down payment, the monthly payments and a
 * leasing buy-out; money.  0 for the cloud. */
double tco_fin_cash(const struct tco_params *p, enum op_model m, int k);

/* The financing and tax parameters of *p (fin_*, tax_*) from the
 * scenario's economics.financing and economics.tax (docs/tco.md). */
void tco_fin_init(const struct financing *f, const struct tax *t,
    struct tco_params *p);

/* The financing of the own system into r (fin_type, fin_term_months,
 * fin_monthly, fin_down, fin_buyout, fin_total_paid: money,
 * undiscounted, whole term; docs/tco.md "Financing"); tco_financing.c. */
void tco_fill_financing(struct tco_result *r, const struct tco_params *p);

/* Financing payments of option m due after month H, each discounted to
 * its own month and valued at month H (undiscounted there); money.
 * They are owed, so they are counted (docs/tco.md, "Financing"). */
double tco_fin_beyond(const struct tco_params *p, enum op_model m);

/* What option m's financing still owes at the end of month k (0..),
 * money at month k, were the hardware sold then: leasing, the rates and
 * the buy-out still to come (a lease cannot be ended early without heavy
 * extra cost, cio.de "IT-Leasing genau prüfen"; the full rates are the
 * conservative reading); loan, the principal still outstanding (the
 * annuity's present value at the loan rate).  0 for cash, for the cloud
 * and from the end of the term on. */
double tco_fin_owed(const struct tco_params *p, enum op_model m, int k);

/*
 * The present value of what option m may deduct from taxable profit over
 * the horizon at running cost run a month (tco_running at the case's
 * utilisation): running costs as they fall, the own hardware as
 * depreciated (cash, loan; a loan's interest as paid) or its payments
 * as paid (leasing), minus the residual (the sale is income); each
 * month discounted like the cash (docs/tco.md, "After tax").  Money.
 */
double tco_tax_deductions(const struct tco_params *p, enum op_model m,
    double run);

/* The annuity factor: payment a month per unit borrowed at interest i a
 * month over n months, i / (1 - (1 + i)^-n), 1 / n at i = 0; ratio. */
double tco_annuity_factor(double i, int n);

/* Resolve in, with the energy price of case e, into *p: 1, or 0 if in
 * is unusable (tco.c, params_init). */
int tco_params_init(const struct tco_input *in, enum energy_case e,
    struct tco_params *p);

/* Running cost of one month 1..H of option m at utilisation u (0..1),
 * undiscounted; money. */
double tco_running(const struct tco_params *p, enum op_model m, double u);

/* Capex of option m at month 0 incl. installation, undiscounted; money. */
double tco_capex(const struct tco_params *p, enum op_model m);

/*
 * The resale share s(k) of the own hardware at age k months (k >= 0):
 * what it would fetch if sold then, as a share of capex_hw, 0..1.  The
 * catalog curve (linear between its points, geometric beyond the last
 * at the last segment's monthly ratio), or, when the scenario sets
 * economics.residual_pct = v (or no curve is known),
 * (v/100)^(k / resale_geo_h); docs/tco.md "Resale".  Every consumer
 * (series, totals, break-even, sensitivity, tax, Monte Carlo) reads it
 * here, so they agree to the bit.
 */
double tco_resale_share(const struct tco_params *p, int k);

/* Resale value of option m's own hardware if sold at month k: capex_hw
 * x own share x s(k), undiscounted; money (0 for the cloud). */
double tco_resale(const struct tco_params *p, enum op_model m, int k);

/* Residual value of option m at month H, tco_resale(p, m, H),
 * undiscounted; money. */
double tco_residual(const struct tco_params *p, enum op_model m);

/* Months of the cloud commitment that run past the horizon: the terms
 * needed to cover it, ceil(H / term) x term, minus H; 0 on demand. */
int tco_commit_months_beyond(const struct tco_params *p);

/* The sum of the discount factors of the months past the horizon that
 * the commitment still binds, each relative to month H:
 * sum_{k=H+1..H+n} div(H)/div(k); n without a rate.  Ratio. */
double tco_commit_tail_factor(const struct tco_params *p);

/* GPUs the hybrid owns: max(1, ceil(gpus x u_low)), at most gpus; count. */
int tco_hybrid_gpus(const struct tco_params *p);

/* Discount divisor of month k: (1 + r/100)^(k/12); 1 without a rate. */
double tco_discount_div(const struct tco_params *p, int k);

/* Total of option m over the horizon at utilisation u (money; NPV with
 * a discount rate), and the break-even month of own_m against the cloud
 * (months, NAN = never): tco.c's own evaluations. */
double tco_option_total(const struct tco_params *p, enum op_model m, double u);
double tco_be_params(const struct tco_params *p, enum op_model own_m, double u);

/* The five tornado bars around base at utilisation u into r->sens
 * (tco_sensitivity.c). */
void tco_fill_sensitivity(struct tco_result *r, const struct tco_params *base,
    double u);

/*
 * One draw from [lo, hi] with mode c (dist DIST_TRIANGULAR) or flat
 * (DIST_UNIFORM), by inverting the distribution function at v in
 * [0, 1); lo if hi <= lo.  In the range's unit.
 */
double tco_unc_draw(double lo, double c, double hi, int dist, double v);

/*
 * The Monte Carlo ranges (docs/tco.md, "Ranges") into *u, around the
 * base parameters (base energy case) of in.  Draws the scenario's
 * economics.uncertainty.draws samples from a generator seeded with a
 * digest of the scenario text and of in's resolved numbers.  Allocates
 * only temporarily (freed before it returns).  Leaves u->computed 0 if
 * the input is unusable.
 */
void tco_uncertainty(const struct tco_input *in, struct tco_uncertainty *u);

#endif
