/*
 * tco.c: the cost engine (interface in tco.h; every formula, default and
 * range is written out in docs/tco.md).
 *
 * Each operating model is a stream of cash per month: capex at month 0,
 * the same running cost in each of months 1..H (and what is owed past
 * the horizon, counted in month H).  One function, cash(), says what an
 * option pays in a month; the cumulative cost at month k is the cash
 * paid by then minus what the own hardware would fetch if sold at month
 * k (resale_of(), from the one resale share tco_resale_share()).  The
 * series, totals, break-even months, break-even utilisation and
 * sensitivity bars are all built from these two, in the same order, so
 * they agree to the last bit.  Money is never rounded here: renderers round at
 * output (docs/tco.md, "Rounding").
 */
#include "engine/tco.h"
#include "engine/tco_priv.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

#define MONTHS_PER_YEAR		12	/* months */
#define G_PER_T			1e6	/* grams per tonne */

/* The residual value when the scenario sets none and the price catalog
 * has no resale curve for the GPU: gpuplan's former default of
 * economics.residual_pct (the middle of the seeds' 10-20 %), % of the
 * hardware capex at month H. */
#define RESIDUAL_FALLBACK_PCT	15

/* Bisection steps for the break-even utilisation: [0,1] shrinks to
 * 2^-60, far below the 0.1 % a proposal prints. */
#define BISECT_STEPS		60

/* Slack when rounding GPUs x utilisation up to whole GPUs, so that
 * 25 x 0.28 = 7.000000000000001 gives 7 GPUs, not 8. */
#define GPU_CEIL_SLACK		1e-9

/*
 * Resolve in, with the energy price of case e, into *p.  Returns 1, or 0
 * if in is unusable: a NULL pointer, gpus < 1, hours per month <= 0, a
 * horizon below one month, or a non-finite hardware number.
 */
static int
params_init(const struct tco_input *in, enum energy_case e,
    struct tco_params *p)
{
	const struct economics *ec;

	memset(p, 0, sizeof(*p));
	if (in == NULL || in->sc == NULL || in->econ == NULL)
		return 0;
	ec = &in->sc->economics;
	if (in->gpus < 1 || !(ec->hours_per_month > 0) ||
	    !(ec->horizon_months >= 1) || !isfinite(ec->horizon_months) ||
	    !isfinite(in->capex_hw) || !isfinite(in->max_kw) ||
	    !isfinite(in->idle_kw))
		return 0;
	p->gpus = in->gpus;
	p->months = (int)lround(ec->horizon_months);
	p->h = ec->hours_per_month;
	p->capex_hw = in->capex_hw;
	p->install_pct = ec->install_pct;
	/* the scenario's residual wins; else the GPU's catalog curve */
	p->resale = isnan(ec->residual_pct) ? in->resale : NULL;
	p->resale_geo = (isnan(ec->residual_pct) ? RESIDUAL_FALLBACK_PCT :
	    ec->residual_pct) / 100.0;
	p->resale_geo_h = p->months;
	p->max_kw = in->max_kw;
	p->idle_kw = isnan(ec->idle_power_pct) ? in->idle_kw :
	    in->max_kw * ec->idle_power_pct / 100.0;
	p->pue = in->econ->pue;
	p->energy_kwh = in->econ->energy_price_kwh[e];
	p->colo_kw_month = in->econ->colocation_kw_month;
	p->colo_metered = !in->sc->economics.colocation_energy_included;
	p->maint_pct_year = in->econ->maintenance_pct_year;
	p->staff_month = ec->staff_month;
	p->rate_pct_year = ec->discount_rate_pct_year;
	p->cloud_od = in->cloud_gpu_hour;
	p->committed = ec->commitment != COMMIT_ON_DEMAND;
	p->commit_discount = p->committed ? in->commit_discount : 0;
	p->commit_term = ec->commitment == COMMIT_1Y ? 12 :
	    ec->commitment == COMMIT_3Y ? 36 : 0;	/* months per term */
	p->u_low = ec->utilisation[UTIL_LOW];
	p->tokens_per_s = in->tokens_per_s;
	p->own_model = (int)tco_own_model(in->sc);
	tco_fin_init(&ec->financing, &ec->tax, p);
	if (in->hybrid_gpus > 0 && in->hybrid_gpus <= in->gpus &&
	    in->capex_hw > 0 && in->max_kw > 0 && in->idle_kw > 0) {
		/* the whole machines the sizing chose */
		p->own_gpus = in->hybrid_gpus;
		p->own_nodes = in->hybrid_nodes;
		p->own_capex_share = in->hybrid_capex_hw / in->capex_hw;
		p->own_max_share = in->hybrid_max_kw / in->max_kw;
		p->own_idle_share = isnan(ec->idle_power_pct) ?
		    in->hybrid_idle_kw / in->idle_kw : p->own_max_share;
	} else {
		/* no system given: max(1, ceil(gpus x u_low)) GPUs, the
		 * hardware scaled by that share */
		double n = ceil(p->gpus * p->u_low - GPU_CEIL_SLACK);

		if (n < 1)
			n = 1;
		if (n > p->gpus)
			n = p->gpus;
		p->own_gpus = (int)n;
		p->own_nodes = 0;
		p->own_capex_share = p->own_max_share = p->own_idle_share =
		    n / p->gpus;
	}
	return 1;
}

/* GPUs the hybrid owns; count. */
static int
hybrid_own_gpus(const struct tco_params *p)
{
	return p->own_gpus;
}

/* Share of the sized hardware's capex an option owns: 1 on-prem and
 * colocation, the hybrid's own machines' share, 0 cloud; ratio. */
static double
own_share(const struct tco_params *p, enum op_model m)
{
	switch (m) {
	case OP_ON_PREM:
	case OP_COLOCATION:
		return 1;
	case OP_HYBRID:
		return p->own_capex_share;
	default:
		return 0;
	}
}

/* Capex at month 0 incl. installation, undiscounted; money. */
static double
capex_of(const struct tco_params *p, enum op_model m)
{
	return p->capex_hw * own_share(p, m) * (1 + p->install_pct / 100.0);
}

/* What option m's own hardware fetches if sold at month k (0..),
 * undiscounted; money; 0 for the cloud. */
static double
resale_of(const struct tco_params *p, enum op_model m, int k)
{
	double sh = own_share(p, m);

	return sh > 0 ? p->capex_hw * sh * tco_resale_share(p, k) : 0;
}

/* Residual value at month H (positive), undiscounted; money. */
static double
residual_of(const struct tco_params *p, enum op_model m)
{
	return resale_of(p, m, p->months);
}

/*
 * The resale value taken off option m's cumulative cost at month k,
 * undiscounted; money.  Cash: resale_of(k), each month.  Financed
 * hardware (leasing, loan): what selling at month k would leave after
 * settling what the financing still owes then, max(0, resale - owed)
 * (tco_fin_owed), so the payments stay in the cash flow while they
 * outweigh the hardware's value; at month H the whole residual, the
 * obligations past H being paid at its end (tco_fin_beyond) (docs/tco.md
 * "Resale").
 */
static double
credit_of(const struct tco_params *p, enum op_model m, int k)
{
	double e;

	if (p->fin_type == FIN_CASH || p->fin_term < 1 || k >= p->months)
		return resale_of(p, m, k);
	e = resale_of(p, m, k) - tco_fin_owed(p, m, k);
	return e > 0 ? e : 0;
}

/* The part of credit_of(p, m, H) that only the end of month H brings
 * (financed: the residual less what it would fetch with the obligations
 * past H still open), undiscounted; money; 0 for cash. */
static double
credit_lump(const struct tco_params *p, enum op_model m)
{
	double e;

	if (p->fin_type == FIN_CASH || p->fin_term < 1)
		return 0;
	e = residual_of(p, m) - tco_fin_owed(p, m, p->months);
	return residual_of(p, m) - (e > 0 ? e : 0);
}

/* Demand of the case, GPU-hours per month: gpus x u x h. */
static double
demand_hours(const struct tco_params *p, double u)
{
	return p->gpus * u * p->h;
}

/* Hybrid: GPU-hours a month the own GPUs serve, min(demand, capacity). */
static double
hybrid_own_hours(const struct tco_params *p, double u)
{
	double cap = hybrid_own_gpus(p) * p->h;
	double d = demand_hours(p, u);

	return d < cap ? d : cap;
}

/*
 * Energy bought per month at utilisation u (0..1), undiscounted; money.
 * avg kW = idle + u x (max - idle), times PUE x h x price.  On-prem at u;
 * hybrid on its own share at its own utilisation; colocation at u when
 * it meters energy on top of the fee (the default, as in the worked case
 * of sizing-and-tco.md §5: fee plus energy), 0 when the fee includes
 * power; cloud: 0.
 */
static double
energy_of(const struct tco_params *p, enum op_model m, double u)
{
	double smax = 1, sidle = 1, uo = u;

	if (m == OP_HYBRID) {
		smax = p->own_max_share;
		sidle = p->own_idle_share;
		uo = hybrid_own_hours(p, u) / (hybrid_own_gpus(p) * p->h);
	} else if (m == OP_COLOCATION) {
		if (!p->colo_metered)
			return 0;
	} else if (m != OP_ON_PREM)
		return 0;
	return (sidle * p->idle_kw + uo * (smax * p->max_kw - sidle *
	    p->idle_kw)) * p->pue * p->h * p->energy_kwh;
}

/* Running cost of one month 1..H at utilisation u, undiscounted; money. */
static double
running_of(const struct tco_params *p, enum op_model m, double u)
{
	double maint = p->capex_hw * own_share(p, m) *
	    p->maint_pct_year / 100.0 / 12.0;
	double rent;

	switch (m) {
	case OP_ON_PREM:
		return energy_of(p, m, u) + maint + p->staff_month;
	case OP_COLOCATION:
		return p->colo_kw_month * p->max_kw + energy_of(p, m, u) +
		    maint + p->staff_month;
	case OP_CLOUD:
		if (p->committed)
			return p->gpus * p->h * p->cloud_od *
			    (1 - p->commit_discount);
		return demand_hours(p, u) * p->cloud_od;
	case OP_HYBRID:
		rent = demand_hours(p, u) - hybrid_own_hours(p, u);
		if (rent < 0)
			rent = 0;
		return energy_of(p, m, u) + maint + p->staff_month +
		    rent * p->cloud_od;
	default:
		return 0;
	}
}

static double discount_div(const struct tco_params *p, int k);

/* See tco_priv.h: months, 0 on demand or when the terms end at H. */
static int
commit_beyond(const struct tco_params *p)
{
	int t = p->commit_term, n;

	if (!p->committed || t <= 0)
		return 0;
	n = (p->months + t - 1) / t;		/* terms needed */
	return n * t - p->months;
}

/* See tco_priv.h: ratio. */
static double
commit_tail(const struct tco_params *p)
{
	double f = 0, dh = discount_div(p, p->months);
	int k, n = commit_beyond(p);

	for (k = 1; k <= n; k++)
		f += dh / discount_div(p, p->months + k);
	return f;
}

/* What an option still owes at month H for months past the horizon,
 * valued at month H (undiscounted there); money.  Only a committed
 * cloud: the rest of its last term, run a month (docs/tco.md, "No
 * hidden obligations"). */
static double
tail_of(const struct tco_params *p, enum op_model m, double run)
{
	if (m != OP_CLOUD || !p->committed)
		return 0;
	return run * commit_tail(p);
}

/* Cash an option pays in month k (0..H), undiscounted; money.  Month 0:
 * capex, or the down payment when financed; months 1..term also the
 * financing payment; months 1..H: run, the running cost (running_of(p, m, u), the
 * same every month, so callers work it out once); month H also: a
 * committed cloud's months past the horizon and financing payments due
 * after it.  The resale value is not cash here: resale_of() is taken
 * off the cumulative sum at each month. */
static double
cash(const struct tco_params *p, enum op_model m, double run, int k)
{
	double c;

	if (k == 0)
		return tco_fin_cash(p, m, 0);
	c = run + tco_fin_cash(p, m, k);
	if (k == p->months)
		c += tail_of(p, m, run) + tco_fin_beyond(p, m);
	return c;
}

/* Months whose discount divisors are remembered: the longest horizon a
 * scenario may have (scenario_load.c). */
#define DIV_MEMO_MONTHS	240

/*
 * Discount divisor of month k: (1 + r/100)^(k/12), 1 without a rate.
 * The same few rates are asked for thousands of times while sizing ranks
 * candidates (pow() was 1.5 % of a build), so the divisors of the last
 * rate are remembered; the values are pow()'s own, bit for bit.  Not
 * thread-safe (gpuplan has no threads).
 */
static double
discount_div(const struct tco_params *p, int k)
{
	static double rate = -1, div[DIV_MEMO_MONTHS + 1];
	int i;

	if (!(p->rate_pct_year > 0))
		return 1;
	if (k < 0 || k > DIV_MEMO_MONTHS)
		return pow(1 + p->rate_pct_year / 100.0, k / 12.0);
	if (p->rate_pct_year != rate) {
		rate = p->rate_pct_year;
		for (i = 0; i <= DIV_MEMO_MONTHS; i++)
			div[i] = 0;
	}
	if (div[k] == 0)
		div[k] = pow(1 + rate / 100.0, k / 12.0);
	return div[k];
}

/* Total of an option over months 0..H at utilisation u, discounted if
 * the rate is set: the cash paid minus the resale value at month H;
 * money.  No allocation (sizing ranks with it). */
static double
option_total(const struct tco_params *p, enum op_model m, double u)
{
	double run = running_of(p, m, u);
	double t = 0;
	int k;

	for (k = 0; k <= p->months; k++)
		t += cash(p, m, run, k) / discount_div(p, k);
	return t - credit_of(p, m, p->months) / discount_div(p, p->months);
}

/*
 * One month of the break-even search.  d_prev = own - rent cumulative at
 * the end of month k-1; d_run the same at the end of month k before any
 * lump paid at the end of month k; d_end after it.  Returns the
 * fractional month of the crossing (k-1 + share of month k, linear), k if
 * only the lump crosses, NAN if month k does not cross.
 */
static double
be_step(double d_prev, double d_run, double d_end, int k)
{
	if (d_run <= 0)
		return (k - 1) + d_prev / (d_prev - d_run);
	if (d_end <= 0)
		return k;
	return NAN;
}

/*
 * The break-even search, month by month (docs/tco.md, "Break-even
 * month").  While own has never been dearer than rent (financed
 * hardware without a down payment starts at or below it) the search
 * waits; if own never becomes dearer the answer is 0.  Feed months
 * 1..n in order with be_feed(); be_end() gives the answer when no month
 * decided it.
 */
struct be_state {
	double	d_prev;		/* money: own - rent at the end of the month before */
	int	above;		/* 1 once own has been dearer than rent */
};

/* Start the search with d0 = own - rent at month 0; money. */
static void
be_start(struct be_state *s, double d0)
{
	s->d_prev = d0;
	s->above = d0 > 0;
}

/* Month k of the search (d_run, d_end as be_step): the crossing month,
 * or NAN if month k does not decide it. */
static double
be_feed(struct be_state *s, double d_run, double d_end, int k)
{
	double r = NAN;

	if (s->above)
		r = be_step(s->d_prev, d_run, d_end, k);
	else if (d_run > 0) {
		s->above = 1;		/* own became dearer during month k */
		if (d_end <= 0)
			r = k;
	}
	s->d_prev = d_end;
	return r;
}

/* The answer when no month crossed: 0 if own was never dearer, NAN
 * (never) otherwise. */
static double
be_end(const struct be_state *s)
{
	return s->above ? NAN : 0;
}

/*
 * Break-even over cumulative series own[0..n] and rent[0..n]; money.
 * own_lump, rent_lump: the part of month n's cash that is paid at the
 * end of month n (what is owed past the horizon), already in own[n] and
 * rent[n].  Months; 0 if own is never dearer; NAN if never.
 */
static double
be_series(const double *own, const double *rent, int n, double own_lump,
    double rent_lump)
{
	struct be_state s;
	double d_end, d_run, r;
	int k;

	be_start(&s, own[0] - rent[0]);
	for (k = 1; k <= n; k++) {
		d_end = own[k] - rent[k];
		d_run = k == n ? d_end - (own_lump - rent_lump) : d_end;
		r = be_feed(&s, d_run, d_end, k);
		if (!isnan(r))
			return r;
	}
	return be_end(&s);
}

/*
 * Break-even of option own_m against the cloud at utilisation u, without
 * allocating: the same sums as the series tco_compute stores, so the
 * same result to the bit.  Months; NAN if never or no cloud price.
 */
static double
be_params(const struct tco_params *p, enum op_model own_m, double u)
{
	struct be_state s;
	double co = 0, cr = 0, d_end, d_run, div, r;
	double run_own, run_cloud;	/* money per month */
	int k;

	if (isnan(p->cloud_od))
		return NAN;
	run_own = running_of(p, own_m, u);
	run_cloud = running_of(p, OP_CLOUD, u);
	co += cash(p, own_m, run_own, 0) / discount_div(p, 0);
	cr += cash(p, OP_CLOUD, run_cloud, 0) / discount_div(p, 0);
	be_start(&s, (co - credit_of(p, own_m, 0) / discount_div(p, 0)) - cr);
	for (k = 1; k <= p->months; k++) {
		div = discount_div(p, k);
		co += cash(p, own_m, run_own, k) / div;
		cr += cash(p, OP_CLOUD, run_cloud, k) / div;
		/* the same operations as fill_option's series and
		 * fill_case's be_series: equal to the bit */
		d_end = (co - credit_of(p, own_m, k) / div) - cr;
		d_run = k == p->months ? d_end - ((tco_fin_beyond(p, own_m) -
		    credit_lump(p, own_m)) / div - tail_of(p, OP_CLOUD,
		    run_cloud) / div) : d_end;
		r = be_feed(&s, d_run, d_end, k);
		if (!isnan(r))
			return r;
	}
	return be_end(&s);
}

/* See tco.h: plain linear interpolation, no lumps; NAN for NULL or n < 0. */
double
tco_break_even(const double *own_cum, const double *rent_cum, int n)
{
	if (own_cum == NULL || rent_cum == NULL || n < 0)
		return NAN;
	return be_series(own_cum, rent_cum, n, 0, 0);
}

/* See tco.h: money; NAN if in is unusable or u is not finite. */
double
tco_own_total(const struct tco_input *in, double u)
{
	struct tco_params p;

	if (!params_init(in, ENERGY_BASE, &p) || !isfinite(u))
		return NAN;
	return option_total(&p, (enum op_model)p.own_model, u);
}

/*
 * Utilisation (0..1) at which the own model's total (on-prem, or
 * colocation where on-prem is not offered: tco_own_model) equals the on-demand
 * cloud total over the horizon, base energy: bisection on the totals.
 * 0 if own is no dearer even at u = 0; NAN if own is dearer even at
 * u = 1, or there is no cloud price.
 */
static double
be_utilisation(const struct tco_params *base)
{
	struct tco_params p = *base;
	double lo = 0, hi = 1, mid, f;
	int i;

	if (isnan(p.cloud_od))
		return NAN;
	p.committed = 0;
	p.commit_discount = 0;
	if (option_total(&p, (enum op_model)p.own_model, 0) - option_total(&p, OP_CLOUD, 0)
	    <= 0)
		return 0;
	if (option_total(&p, (enum op_model)p.own_model, 1) - option_total(&p, OP_CLOUD, 1)
	    > 0)
		return NAN;
	for (i = 0; i < BISECT_STEPS; i++) {
		mid = (lo + hi) / 2;
		f = option_total(&p, (enum op_model)p.own_model, mid) -
		    option_total(&p, OP_CLOUD, mid);
		if (f > 0)
			lo = mid;
		else
			hi = mid;
	}
	return (lo + hi) / 2;
}

/* x, or NAN if x is not finite (a unit cost over ~0 used hours). */
static double
finite_or_nan(double x)
{
	return isfinite(x) ? x : NAN;
}

/*
 * Fill *o for option m at utilisation u: series [0..H] (allocated here,
 * freed by tco_result_free), total, capex, energy, unit costs.  An
 * unavailable option (cloud or hybrid without a cloud price) gets NULL
 * series and NAN numbers.
 */
static void
fill_option(struct tco_option *o, const struct tco_params *p,
    enum op_model m, double u)
{
	int k, n = p->months;
	double used_h, mtok, run, hours_f;	/* hours_f: months, discounted */
	double paid, div;			/* money, discounted */

	memset(o, 0, sizeof(*o));
	o->model = m;
	/* a hybrid that owns the whole system rents nothing: it is the
	 * own system, not an option of its own */
	o->available = !((m == OP_CLOUD || m == OP_HYBRID) &&
	    isnan(p->cloud_od)) && !(m == OP_HYBRID && p->own_gpus >= p->gpus);
	if (!o->available) {
		o->total = o->capex = o->energy_month = NAN;
		o->cost_per_gpu_hour = o->cost_per_mtok = NAN;
		o->after_tax_total = NAN;
		return;
	}
	run = running_of(p, m, u);
	o->monthly = xcalloc((size_t)n + 1, sizeof(*o->monthly));
	o->cumulative = xcalloc((size_t)n + 1, sizeof(*o->cumulative));
	/* cumulative: paid by month k minus the resale value at month k
	 * (what it would have cost had the owner stopped then and sold);
	 * monthly: its change over the month */
	for (k = 0, paid = 0; k <= n; k++) {
		div = discount_div(p, k);
		paid += cash(p, m, run, k) / div;
		o->cumulative[k] = paid - credit_of(p, m, k) / div;
		o->monthly[k] = o->cumulative[k] - (k ? o->cumulative[k - 1] :
		    0);
	}
	o->total = o->cumulative[n];
	o->capex = capex_of(p, m);
	o->energy_month = energy_of(p, m, u);
	o->beyond_horizon = tail_of(p, m, run) / discount_div(p, n);
	o->after_tax_total = isnan(p->tax_rate) ? NAN : o->total -
	    p->tax_rate * tco_tax_deductions(p, m, run);
	/* levelised: discounted money over discounted hours, the hours of
	 * months 1..H each divided like that month's money (= H months
	 * without a rate); docs/tco.md, "Unit costs" */
	for (k = 1, hours_f = 0; k <= n; k++)
		hours_f += 1 / discount_div(p, k);
	used_h = demand_hours(p, u) * hours_f;
	o->cost_per_gpu_hour = u > 0 ? finite_or_nan(o->total / used_h) : NAN;
	mtok = p->tokens_per_s * u * 3600.0 * p->h * hours_f / 1e6;
	o->cost_per_mtok = p->tokens_per_s > 0 && u > 0 ?
	    finite_or_nan(o->total / mtok) : NAN;
}

/*
 * The cheapest option: lowest total among those available and compared
 * (economics.operating_models); if none of the compared ones is
 * available, among all available ones.  Ties go to the earlier model.
 */
static enum op_model
cheapest_of(const struct tco_case *c, const int *wanted)
{
	enum op_model best = OP_ON_PREM;
	double bt = INFINITY;
	int m, pass;

	for (pass = 0; pass < 2 && isinf(bt); pass++)
		for (m = 0; m < OP__MAX; m++) {
			if (!c->opt[m].available || (pass == 0 && !wanted[m]))
				continue;
			if (c->opt[m].total < bt) {
				bt = c->opt[m].total;
				best = (enum op_model)m;
			}
		}
	return best;
}

/* Compute case (level l, energy case e) into *c. */
static void
fill_case(struct tco_case *c, const struct tco_input *in,
    enum util_level l, enum energy_case e)
{
	struct tco_params p;
	const struct tco_option *own, *colo, *cloud, *hyb;
	double div;
	int m;

	(void)params_init(in, e, &p);	/* checked by the caller */
	c->level = l;
	c->energy = e;
	c->utilisation = in->sc->economics.utilisation[l];
	c->energy_price_kwh = p.energy_kwh;
	for (m = 0; m < OP__MAX; m++)
		fill_option(&c->opt[m], &p, (enum op_model)m, c->utilisation);
	own = &c->opt[OP_ON_PREM];
	colo = &c->opt[OP_COLOCATION];
	cloud = &c->opt[OP_CLOUD];
	hyb = &c->opt[OP_HYBRID];
	div = discount_div(&p, p.months);
	c->break_even_month = c->break_even_month_colo = NAN;
	c->break_even_month_hybrid = NAN;
	if (cloud->available) {
		double tail = tail_of(&p, OP_CLOUD, running_of(&p, OP_CLOUD,
		    c->utilisation)) / div;

		c->break_even_month = be_series(own->cumulative,
		    cloud->cumulative, p.months, (tco_fin_beyond(&p,
		    OP_ON_PREM) - credit_lump(&p, OP_ON_PREM)) / div, tail);
		c->break_even_month_colo = be_series(colo->cumulative,
		    cloud->cumulative, p.months, (tco_fin_beyond(&p,
		    OP_COLOCATION) - credit_lump(&p, OP_COLOCATION)) / div,
		    tail);
		if (hyb->available)
			c->break_even_month_hybrid = be_series(hyb->cumulative,
			    cloud->cumulative, p.months, (tco_fin_beyond(&p,
			    OP_HYBRID) - credit_lump(&p, OP_HYBRID)) / div,
			    tail);
	}
	c->cheapest = cheapest_of(c, in->sc->economics.operating_models);
	/* energy and CO2 of the own system (all of it, in the customer's
	 * room or a colocation): average IT load x PUE x hours a year */
	c->energy_kwh_year = (p.idle_kw + c->utilisation * (p.max_kw -
	    p.idle_kw)) * p.pue * p.h * MONTHS_PER_YEAR;
	c->co2_t_year = c->energy_kwh_year * in->econ->grid_co2_g_per_kwh /
	    G_PER_T;
}

/* Mark slot (l, e) as not computed: nothing available, NAN numbers. */
static void
empty_case(struct tco_case *c, const struct tco_input *in,
    enum util_level l, enum energy_case e)
{
	int m;

	memset(c, 0, sizeof(*c));
	c->level = l;
	c->energy = e;
	c->utilisation = in->sc->economics.utilisation[l];
	c->energy_price_kwh = NAN;
	for (m = 0; m < OP__MAX; m++) {
		c->opt[m].model = (enum op_model)m;
		c->opt[m].total = c->opt[m].capex = NAN;
		c->opt[m].energy_month = NAN;
		c->opt[m].cost_per_gpu_hour = c->opt[m].cost_per_mtok = NAN;
		c->opt[m].after_tax_total = NAN;
	}
	c->break_even_month = c->break_even_month_colo = NAN;
	c->break_even_month_hybrid = NAN;
	c->energy_kwh_year = c->co2_t_year = NAN;
	c->cheapest = OP_ON_PREM;
}

/* See tco.h: 1 on success, 0 (out cleared, nothing allocated) if in is
 * unusable. */
int
tco_compute(const struct tco_input *in, struct tco_result *out)
{
	struct tco_params p;
	int l, e;

	if (out == NULL)
		return 0;
	memset(out, 0, sizeof(*out));
	if (!params_init(in, ENERGY_BASE, &p))
		return 0;
	out->months = p.months;
	out->n_energy = in->econ->n_energy == 3 ? 3 : 1;
	for (l = 0; l < UTIL__MAX; l++) {
		if (out->n_energy == 3) {
			for (e = 0; e < ENERGY__MAX; e++)
				fill_case(&out->cases[l][e], in,
				    (enum util_level)l, (enum energy_case)e);
			continue;
		}
		/* One energy case: the base at index 0 (loops over
		 * e < n_energy) and at ENERGY_BASE (direct reads); two
		 * separate copies, so freeing stays simple. */
		fill_case(&out->cases[l][0], in, (enum util_level)l,
		    ENERGY_BASE);
		fill_case(&out->cases[l][ENERGY_BASE], in, (enum util_level)l,
		    ENERGY_BASE);
		empty_case(&out->cases[l][ENERGY_HIGH], in, (enum util_level)l,
		    ENERGY_HIGH);
	}
	out->break_even_utilisation = be_utilisation(&p);
	tco_fill_sensitivity(out, &p, in->sc->economics.utilisation[UTIL_MEDIUM]);
	out->pue = p.pue;
	out->colocation_kw_month = p.colo_kw_month;
	out->maintenance_pct_year = p.maint_pct_year;
	out->cloud_gpu_hour_on_demand = p.cloud_od;
	out->cloud_gpu_hour = p.cloud_od * (1 - p.commit_discount);
	out->cloud_price_source = in->cloud_source;
	out->hybrid_own_gpus = p.own_gpus;
	out->hybrid_own_nodes = p.own_nodes;
	out->commit_months_beyond = commit_beyond(&p);
	tco_fill_financing(out, &p);
	out->grid_co2_g_per_kwh = in->econ->grid_co2_g_per_kwh;
	out->residual_pct = 100.0 * tco_resale_share(&p, p.months);
	out->resale_curve = p.resale;
	/* a residual without a curve is the scenario's or gpuplan's own
	 * assumption, cited like one */
	out->resale_source = p.resale != NULL ? p.resale->source : "scenario";
	if (!in->no_ranges)
		tco_uncertainty(in, &out->unc);
	out->cloud_price_cite = in->cloud_cite;
	return 1;
}

void
tco_ranges(const struct tco_input *in, struct tco_result *out)
{
	tco_uncertainty(in, &out->unc);
}

/* ---- shared with tco_uncertainty.c and tco_sensitivity.c (tco_priv.h) ---- */

double
tco_option_total(const struct tco_params *p, enum op_model m, double u)
{
	return option_total(p, m, u);
}

double
tco_be_params(const struct tco_params *p, enum op_model own_m, double u)
{
	return be_params(p, own_m, u);
}

int
tco_params_init(const struct tco_input *in, enum energy_case e,
    struct tco_params *p)
{
	return params_init(in, e, p);
}

double
tco_running(const struct tco_params *p, enum op_model m, double u)
{
	return running_of(p, m, u);
}

double
tco_capex(const struct tco_params *p, enum op_model m)
{
	return capex_of(p, m);
}

double
tco_residual(const struct tco_params *p, enum op_model m)
{
	return residual_of(p, m);
}

double
tco_resale(const struct tco_params *p, enum op_model m, int k)
{
	return resale_of(p, m, k);
}

int
tco_commit_months_beyond(const struct tco_params *p)
{
	return commit_beyond(p);
}

double
tco_commit_tail_factor(const struct tco_params *p)
{
	return commit_tail(p);
}

int
tco_hybrid_gpus(const struct tco_params *p)
{
	return hybrid_own_gpus(p);
}

double
tco_discount_div(const struct tco_params *p, int k)
{
	return discount_div(p, k);
}
