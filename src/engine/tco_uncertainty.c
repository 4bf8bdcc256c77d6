/*
 * tco_uncertainty.c: the Monte Carlo ranges of the cost engine (interface
 * in tco_priv.h; the method, defaults and percentile rule are in
 * docs/tco.md, "Ranges").
 *
 * Each draw takes every uncertain input from its range (triangular or
 * uniform), then evaluates the totals and the break-even in closed form:
 * the cash stream is capex at month 0 and one running cost each month,
 * and the cumulative own cost at month k is that minus the resale value
 * C x s(k) / div(k), so a total is capex + run x A(H) - residual /
 * div(H), with A(k) the sum of the discount factors of months 1..k
 * (A(k) = k without a rate).  That costs O(1) per draw for the totals
 * and O(log H) for the break-even (a binary search on the sign of own -
 * rent, valid because that difference rises, then falls: docs/tco.md
 * "Ranges"), instead of the O(H) monthly series.
 * Financed hardware (economics.financing) scales the capex by the
 * present value of its payments per unit of capex (exact for the
 * totals, which stay linear in the capex), and its break-even is found
 * by an O(H) scan, since the payments are spread over the term.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "engine/tco_priv.h"
#include "util/alloc.h"
#include "util/prng.h"

/* Default ranges that no catalog entry gives: gpuplan's judgement,
 * stated in docs/tco.md ("Ranges"). */
#define UNC_RESIDUAL_SPREAD	0.5	/* residual share x (1 -+ 0.5): the published H100 ranges (docs/tco.md "Resale") are narrower; kept wide */
#define UNC_STAFF_SPREAD	0.2	/* staff cost x (1 -+ 0.2) */

/* Outcomes kept per draw: the four options' totals and the break-even. */
#define OUT_BE		OP__MAX
#define N_OUT		(OP__MAX + 1)

/* Percentile ranks (nearest rank). */
#define Q10	0.10
#define Q50	0.50
#define Q90	0.90

/* Add the bit pattern of x (8 bytes, least significant first) to digest h. */
static uint64_t
digest_double(uint64_t h, double x)
{
	unsigned char b[8];
	uint64_t v;
	int i;

	memcpy(&v, &x, sizeof(v));
	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	return prng_digest(h, b, sizeof(b));
}

/*
 * The seed: a digest of the scenario's text (when it has one) and of
 * every number the engine was given for the system (the resolved prices
 * and economics), so the same scenario and catalog give the same draws.
 */
static uint64_t
input_seed(const struct tco_input *in)
{
	const struct econ_resolved *e = in->econ;
	uint64_t h = 0;
	int i;

	if (in->sc->source != NULL)
		h = prng_digest(h, in->sc->source, in->sc->source_len);
	h = digest_double(h, in->gpus);
	h = digest_double(h, in->capex_hw);
	h = digest_double(h, in->capex_gpu);
	h = digest_double(h, in->max_kw);
	h = digest_double(h, in->idle_kw);
	h = digest_double(h, in->cloud_gpu_hour);
	h = digest_double(h, in->commit_discount);
	h = digest_double(h, in->tokens_per_s);
	for (i = 0; i < ENERGY__MAX; i++)
		h = digest_double(h, e->energy_price_kwh[i]);
	h = digest_double(h, e->pue);
	h = digest_double(h, e->colocation_kw_month);
	h = digest_double(h, e->maintenance_pct_year);
	h = digest_double(h, e->price_uncertainty_pct);
	h = digest_double(h, e->cloud_uncertainty_pct);
	return h;
}

/* x clamped to [lo, hi]. */
static double
clampd(double x, double lo, double hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

/*
 * Resolve the range of input k into u->low/mode/high/dist: the
 * scenario's economics.uncertainty if given (its mode, else the base
 * clamped into the range), else the default around base from dlo, dhi.
 */
static void
set_range(struct tco_uncertainty *u, const struct uncertainty *sc, int k,
    double base, double dlo, double dhi)
{
	const struct unc_range *r = &sc->in[k];

	if (!isnan(r->low) && !isnan(r->high)) {
		u->low[k] = r->low;
		u->high[k] = r->high;
		u->mode[k] = !isnan(r->mode) ? r->mode :
		    clampd(base, r->low, r->high);
		u->dist[k] = r->dist;
		return;
	}
	u->low[k] = dlo;
	u->high[k] = dhi;
	u->mode[k] = clampd(base, dlo, dhi);
	u->dist[k] = DIST_TRIANGULAR;
}

/*
 * One draw from [lo, hi] with mode c (triangular) or flat (uniform), by
 * inverting the distribution function at v in [0, 1).  Its unit.
 */
static double
draw(double lo, double c, double hi, int dist, double v)
{
	double w = hi - lo;

	if (!(w > 0))
		return lo;
	double left, r;

	if (dist == DIST_UNIFORM)
		return lo + v * w;
	/* left (1) or right (0) of the mode, chosen without a branch: the
	 * side is random, and a mispredicted branch costs more than the
	 * arithmetic */
	left = (double)(v * w < c - lo);
	r = sqrt(left * (v * w * (c - lo)) +
	    (1 - left) * ((1 - v) * w * (hi - c)));
	return left * (lo + r) + (1 - left) * (hi - r);
}

/* Draws per block: the uniforms of a block are taken in the order of
 * one draw after another, then inverted input by input. */
#define DRAW_BLOCK	256

/*
 * draw() for the DRAW_BLOCK uniforms in U[], into V[] (its unit): the
 * same arithmetic, bit for bit, in a loop without branches that the
 * compiler can vectorise (the file is built with -fno-math-errno, so
 * sqrt needs no error path; the result of sqrt is the same).
 */
static void
draw_block(double lo, double c, double hi, int dist,
    const double *restrict U, double *restrict V)
{
	double w = hi - lo, cl = c - lo, hc = hi - c, v, left, r;
	int j;

	if (!(w > 0)) {
		for (j = 0; j < DRAW_BLOCK; j++)
			V[j] = lo;
		return;
	}
	if (dist == DIST_UNIFORM) {
		for (j = 0; j < DRAW_BLOCK; j++)
			V[j] = lo + U[j] * w;
		return;
	}
	for (j = 0; j < DRAW_BLOCK; j++) {
		v = U[j];
		left = (double)(v * w < cl);
		r = sqrt(left * (v * w * cl) + (1 - left) * ((1 - v) * w * hc));
		V[j] = left * (lo + r) + (1 - left) * (hi - r);
	}
}

/* See tco_priv.h. */
double
tco_unc_draw(double lo, double c, double hi, int dist, double v)
{
	return draw(lo, c, hi, dist, v);
}

/*
 * One draw's cash break-even, waiting for its search: d(k) = K + dmon
 * A[k] - C P[k] + Cg LP[k] (money), out the slot of its result.
 */
struct be_job {
	double	K, dmon, C, Cg;		/* money */
	double	*out;			/* months, written by be_search */
};

/* d(k) of job j; money. */
#define D_AT(j, k)	((j)->K + (j)->dmon * A[k] - (j)->C * P[k] + \
	(j)->Cg * LP[k])

/*
 * The break-even rule of tco.c's be_series on the closed form d(k) =
 * K + dmon A[k] - C (P[k] - g LP[k]), own minus cloud at the end of
 * month k before the lumps (money): K own capex, dmon own minus cloud
 * running cost a month, C the own hardware (money), g the drawn loss
 * factor (ratio), A, P, LP the draw model's arrays; ctail what a
 * committed cloud still owes past H (money, discounted), paid at the
 * end of month H.  d rises, then falls (s convex and decreasing, run
 * costs constant: docs/tco.md "Ranges"), so once d is above 0 the
 * months with d <= 0 are a suffix of [1, H] and a binary search finds
 * the first.  Linear within the month; H if only ctail crosses; 0 if
 * own is never dearer; INFINITY if never.
 *
 * Returns 1 and fills *job (without out) when the answer needs that
 * search (be_search), else 0 with the answer in *months.
 */
static int
be_closed(double K, double dmon, double C, double g, double ctail,
    const double *A, const double *P, const double *LP, int H,
    struct be_job *job, double *months)
{
	struct be_job j = { K, dmon, C, C * g, NULL };
	double d0 = D_AT(&j, 0), dH = D_AT(&j, H);
	int lo = 1;

	if (!(d0 > 0)) {
		/* as be_state: wait until own is dearer; with d rising
		 * then falling, that is month 1 or never (0) */
		if (H < 1 || !(D_AT(&j, 1) > 0)) {
			*months = 0;
			return 0;
		}
		lo = 2;
	}
	if (lo <= H && dH <= 0) {
		*job = j;
		return 1;
	}
	*months = dH - ctail <= 0 ? H : INFINITY;
	return 0;
}

/*
 * The searches of be_closed for jobs[0..nj): the first k in [1, H] with
 * d(k) <= 0 (d(H) <= 0 and d above 0 before the suffix, so month 1 is
 * never wrongly found: where d(0) <= 0, be_closed asked d(1) > 0), then
 * linear within that month, into *jobs[j].out.  The steps are the same
 * for every job, so the loop runs the jobs side by side: each step is
 * independent work for the processor instead of one chain of loads and
 * compares per draw.  lo[] has room for nj.
 */
static void
be_search(const struct be_job *jobs, int nj, const double *A,
    const double *P, const double *LP, int H, int *lo)
{
	const struct be_job *jb;
	double dp, dk;
	int j, n = H, half;

	for (j = 0; j < nj; j++)
		lo[j] = 1;
	while (n > 1) {
		half = n / 2;
		for (j = 0; j < nj; j++)
			lo[j] += D_AT(&jobs[j], lo[j] + half - 1) > 0 ? half : 0;
		n -= half;
	}
	for (j = 0; j < nj; j++) {
		jb = &jobs[j];
		dp = D_AT(jb, lo[j] - 1);
		dk = D_AT(jb, lo[j]);
		*jb->out = (lo[j] - 1) + (dp - dk > 0 ? dp / (dp - dk) : 1);
	}
}
#undef D_AT

/* Swap two doubles. */
static void
swapd(double *a, double *b)
{
	double t = *a;

	*a = *b;
	*b = t;
}

/* The median of three values. */
static double
median3(double a, double b, double c)
{
	if (a > b)
		swapd(&a, &b);
	if (b > c)
		swapd(&b, &c);
	if (a > b)
		swapd(&a, &b);
	return b;
}

/*
 * Rearrange a[0..n) so that a[k] is the k-th smallest (Hoare's
 * selection, median-of-three pivot: deterministic).  Returns a[k].
 * n >= 1, k < n; no NAN in a.
 */
static double
select_kth(double *a, long n, long k)
{
	long lo = 0, hi = n - 1, i, j;
	double pv;

	while (lo < hi) {
		pv = median3(a[lo], a[lo + (hi - lo) / 2], a[hi]);
		i = lo;
		j = hi;
		while (i <= j) {
			while (a[i] < pv)
				i++;
			while (a[j] > pv)
				j--;
			if (i <= j) {
				swapd(&a[i], &a[j]);
				i++;
				j--;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return a[k];
	}
	return a[k];
}

/* Nearest-rank index of quantile q over n values: ceil(q n) - 1. */
static long
rank_of(double q, long n)
{
	long r = (long)ceil(q * (double)n - 1e-9) - 1;

	return r < 0 ? 0 : r >= n ? n - 1 : r;
}

/* Bins of the percentile histogram. */
#define N_BINS	1024

/*
 * The exact k-th smallest of a[0..n) for the three ranks k[0..3), into
 * v[0..3); INFINITY (a break-even of never) stays INFINITY.  Without
 * sorting: one pass bins the finite values by value (bin[] receives
 * each one's bin, tmp[] has room for n), a second gathers the bins that
 * hold a rank, and only those are selected in.  Ranks must be in
 * ascending order.  Deterministic; a does not change.
 */
static void
exact_ranks(const double *a, long n, const long *k, double *v,
    unsigned short *bin, double *tmp)
{
	long cnt[N_BINS], i, nf = 0, j, c, before, off[3], fill[3], rbefore[3];
	int rb[3];
	signed char slot[N_BINS + 1];		/* rank of each bin, -1: none */
	double lo = INFINITY, hi = -INFINITY, scale;
	int r, b;

	for (i = 0; i < n; i++) {
		/* without a branch: a loop the compiler can vectorise */
		double x = a[i];
		int fin = x < INFINITY && x > -INFINITY;	/* isfinite */

		lo = fin && x < lo ? x : lo;
		hi = fin && x > hi ? x : hi;
		nf += fin;
	}
	scale = hi > lo ? N_BINS / (hi - lo) : 0;
	memset(cnt, 0, sizeof(cnt));
	for (i = 0; i < n; i++) {
		if (!isfinite(a[i])) {
			bin[i] = N_BINS;	/* none */
			continue;
		}
		b = (int)((a[i] - lo) * scale);
		if (b >= N_BINS)
			b = N_BINS - 1;
		bin[i] = (unsigned short)b;
		cnt[b]++;
	}
	/* the bin of each rank and the values before it */
	for (r = 0; r < 3; r++) {
		rb[r] = N_BINS;
		if (k[r] >= nf)
			continue;
		for (b = 0, before = 0; before + cnt[b] <= k[r]; b++)
			before += cnt[b];
		rb[r] = b;
		rbefore[r] = before;
	}
	/* one pass gathers the (at most three) bins, each into its own
	 * region of tmp (a bin's count is its region's size) */
	for (r = 0, c = 0; r < 3; r++) {
		off[r] = c;
		if (rb[r] < N_BINS && (r == 0 || rb[r] != rb[r - 1]))
			c += cnt[rb[r]];
		else if (r > 0)
			off[r] = off[r - 1];
	}
	memset(slot, -1, sizeof(slot));
	for (r = 2; r >= 0; r--)
		if (rb[r] < N_BINS)
			slot[rb[r]] = (signed char)r;	/* the first rank of a bin */
	fill[0] = fill[1] = fill[2] = 0;
	for (i = 0; i < n; i++) {
		r = slot[bin[i]];
		if (r >= 0)
			tmp[off[r] + fill[r]++] = a[i];
	}
	for (r = 0; r < 3; r++) {
		if (rb[r] == N_BINS) {
			v[r] = INFINITY;
			continue;
		}
		j = k[r] - rbefore[r];
		v[r] = select_kth(tmp + off[r], cnt[rb[r]], j);
	}
}

/* P10, P50, P90 of a[0..n); INFINITY becomes NAN (never). */
static struct pct3
percentiles(const double *a, long n, unsigned short *bin, double *tmp)
{
	struct pct3 p;
	long k[3];
	double v[3];

	k[0] = rank_of(Q10, n);
	k[1] = rank_of(Q50, n);
	k[2] = rank_of(Q90, n);
	exact_ranks(a, n, k, v, bin, tmp);
	p.p10 = isinf(v[0]) ? NAN : v[0];
	p.p50 = isinf(v[1]) ? NAN : v[1];
	p.p90 = isinf(v[2]) ? NAN : v[2];
	return p;
}

/* Every outcome NAN, nothing computed. */
static void
unc_clear(struct tco_uncertainty *u)
{
	int m;

	memset(u, 0, sizeof(*u));
	for (m = 0; m < OP__MAX; m++)
		u->total[m].p10 = u->total[m].p50 = u->total[m].p90 = NAN;
	u->break_even.p10 = u->break_even.p50 = u->break_even.p90 = NAN;
	u->p_own_cheaper = NAN;
}

/* Resolve every range of the scenario around the base parameters b. */
static void
resolve_ranges(struct tco_uncertainty *u, const struct tco_input *in,
    const struct tco_params *b)
{
	const struct economics *ec = &in->sc->economics;
	const struct econ_resolved *e = in->econ;
	const struct uncertainty *sc = &ec->uncertainty;
	double hw = e->price_uncertainty_pct, cl = e->cloud_uncertainty_pct;
	double eb = e->energy_price_kwh[ENERGY_BASE];

	if (e->n_energy == 3)
		set_range(u, sc, UNC_ENERGY_PRICE, eb,
		    e->energy_price_kwh[ENERGY_LOW],
		    e->energy_price_kwh[ENERGY_HIGH]);
	else
		set_range(u, sc, UNC_ENERGY_PRICE, eb, eb, eb);
	set_range(u, sc, UNC_UTILISATION, ec->utilisation[UTIL_MEDIUM],
	    ec->utilisation[UTIL_LOW], ec->utilisation[UTIL_HIGH]);
	set_range(u, sc, UNC_GPU_PRICE, 0, -hw, hw);
	set_range(u, sc, UNC_HOST_PRICE, 0, -hw, hw);
	set_range(u, sc, UNC_CLOUD_PRICE, 0, -cl, cl);
	double res = 100.0 * tco_resale_share(b, b->months);	/* % */

	set_range(u, sc, UNC_RESIDUAL, res, res * (1 - UNC_RESIDUAL_SPREAD),
	    fmin(100, res * (1 + UNC_RESIDUAL_SPREAD)));
	set_range(u, sc, UNC_STAFF, b->staff_month,
	    b->staff_month * (1 - UNC_STAFF_SPREAD),
	    b->staff_month * (1 + UNC_STAFF_SPREAD));
}

/*
 * The per-draw model: what the draws do not move, resolved once from
 * the base parameters, so that one draw is a few dozen operations.  The
 * formulas are tco.c's running_of, capex_of and residual_of written out
 * (docs/tco.md); test_tco checks that ranges of zero width give tco.c's
 * totals and break-even.
 */
struct draw_model {
	double	cg, cr;			/* money: GPU part and the rest of capex_hw */
	double	inst;			/* ratio: 1 + install_pct / 100 */
	double	maint;			/* per month, share of capex_hw */
	double	ph;			/* h x PUE: kWh bought per kW of IT load a month */
	double	idle, dkw;		/* kW: idle load, max - idle */
	double	gh;			/* GPU-hours a month at full use: gpus x h */
	double	colo_fee;		/* money per month: fee x max_kw */
	int	metered;		/* colocation bills energy on top */
	int	committed;		/* the cloud bills every hour */
	double	commit_f;		/* ratio: 1 - commitment discount */
	double	cloud;			/* money per GPU-hour on demand, base */
	double	hy_share;		/* hybrid: owned share of the hardware */
	double	hy_cap;			/* hybrid: GPU-hours a month it owns */
	double	AH, dH;			/* A(H), discount divisor of month H */
	double	tail;			/* committed cloud: discount factors of the months past H it still pays, ratio */
	double	fpv;			/* ratio: present value of the own hardware's payments per unit of capex (1 cash) */
	const double *fc;		/* NULL cash; else [0..H]: that present value paid by the end of month k, ratio */
	double	fb;			/* ratio: the part of fpv paid after month H (counted at H) */
	const double *ow;		/* NULL cash; else [0..H]: what the financing still owes at the end of month k per unit of capex (tco_fin_owed), / div(k); ratio */
	/* the resale curve: s_v(k) = 1 - g L(k), with g = 1 - v/100 for
	 * the drawn residual v (%), so s_v(H) = v/100, s_v(0) = 1 and
	 * the curve stays convex (docs/tco.md "Ranges") */
	const double *P;		/* [0..H]: 1 / div(k), ratio */
	const double *LP;		/* [0..H]: L(k) / div(k); L = (1 - s(k)) / (1 - s(H)), or k / H if s(H) = 1; ratio */
};

/*
 * Break-even month of a financed own system against the cloud, by a
 * scan over the months (payments are not one lump at month 0, so
 * be_closed does not apply): K own capex (money), C the own hardware
 * (money) and g the drawn loss factor (ratio) of the resale curve, dmon
 * own minus cloud running cost a month (money), res own residual credit
 * at H and ctail the cloud's months past H (money, discounted), A[0..H]
 * as be_closed, d->fc, d->fb and d->ow the financing.  Each month counts
 * what selling would leave after settling what is still owed, max(0,
 * resale - owed), as tco.c's credit_of; the same rule as tco.c's
 * be_series (0 if own is never dearer); INFINITY if never.
 */
static double
be_financed(const struct draw_model *d, double K, double C, double g,
    double dmon, double res, double ctail, const double *A, int H)
{
	double d_prev, d_run, d_end, e;
	int k, above;

	e = C * (d->P[0] - g * d->LP[0]) - K * d->ow[0];
	d_prev = K * d->fc[0] - (e > 0 ? e : 0);
	above = d_prev > 0;	/* as tco.c's be_state */
	for (k = 1; k <= H; k++) {
		e = C * (d->P[k] - g * d->LP[k]) - K * d->ow[k];
		d_run = K * d->fc[k] + dmon * A[k] - (e > 0 ? e : 0);
		d_end = k == H ? K * d->fc[k] + dmon * A[k] + K * d->fb - res -
		    ctail : d_run;
		if (above && d_run <= 0)
			return (k - 1) + d_prev / (d_prev - d_run);
		if (!above && d_run > 0)
			above = 1;
		else if (!above) {
			d_prev = d_end;
			continue;
		}
		if (d_end <= 0)
			return k;
		d_prev = d_end;
	}
	return above ? INFINITY : 0;
}

/*
 * What the draws of a block give in money, before the totals, in loops
 * the compiler can vectorise: V[k * DRAW_BLOCK + j] input k of draw j
 * (draw_block); into C[j] the own hardware (money), R[j] the residual
 * share at H (ratio) and CL[j] the cloud price (money per GPU-hour).
 * The expressions are draw_totals' of before, so the bits are the same.
 */
static void
block_money(const struct draw_model *d, const double *restrict V,
    double *restrict C, double *restrict R, double *restrict CL)
{
	const double *vg = V + UNC_GPU_PRICE * DRAW_BLOCK;
	const double *vh = V + UNC_HOST_PRICE * DRAW_BLOCK;
	const double *vr = V + UNC_RESIDUAL * DRAW_BLOCK;
	const double *vc = V + UNC_CLOUD_PRICE * DRAW_BLOCK;
	int j;

	for (j = 0; j < DRAW_BLOCK; j++) {
		C[j] = d->cg * (1 + vg[j] / 100.0) + d->cr * (1 + vh[j] / 100.0);
		R[j] = vr[j] / 100.0;
		CL[j] = d->cloud * (1 + vc[j] / 100.0);
	}
}

/*
 * The four totals of one draw into tot[] and their running costs a
 * month into run[] (money; NAN if not wanted): v[] the draw's inputs,
 * C, r100, cloud its block_money.
 */
static void
draw_totals(const struct draw_model *d, const int *want, const double *v,
    double C, double r100, double cloud, double *tot, double *run)
{
	double u = v[UNC_UTILISATION], E = v[UNC_ENERGY_PRICE];
	double S = v[UNC_STAFF], res = r100 / d->dH;
	double ekw = d->ph * E, en = (d->idle + u * d->dkw) * ekw;
	double dem = d->gh * u, served, s;
	int m;

	for (m = 0; m < OP__MAX; m++)
		tot[m] = run[m] = NAN;
	run[OP_ON_PREM] = en + C * d->maint + S;
	tot[OP_ON_PREM] = C * d->inst * d->fpv + run[OP_ON_PREM] * d->AH - C * res;
	if (want[OP_COLOCATION]) {
		run[OP_COLOCATION] = d->colo_fee + (d->metered ? en : 0) +
		    C * d->maint + S;
		tot[OP_COLOCATION] = C * d->inst * d->fpv + run[OP_COLOCATION] * d->AH -
		    C * res;
	}
	if (want[OP_CLOUD]) {
		run[OP_CLOUD] = d->committed ? d->gh * cloud * d->commit_f :
		    dem * cloud;
		tot[OP_CLOUD] = run[OP_CLOUD] * (d->AH + d->tail);
	}
	if (want[OP_HYBRID]) {
		s = d->hy_share;
		served = dem < d->hy_cap ? dem : d->hy_cap;
		run[OP_HYBRID] = s * (d->idle + served / d->hy_cap * d->dkw) *
		    ekw + C * s * d->maint + S + (dem - served) * cloud;
		tot[OP_HYBRID] = C * s * d->inst * d->fpv + run[OP_HYBRID] * d->AH -
		    C * s * res;
	}
}

void
tco_uncertainty(const struct tco_input *in, struct tco_uncertainty *u)
{
	struct tco_params b;
	struct draw_model d;
	struct prng g;
	double *A = NULL, *out = NULL, *tmp = NULL, *fc = NULL, *ow = NULL, v[UNC__MAX];
	double *P = NULL, *LP = NULL, sH, sk;	/* ratios */
	double *ub = NULL, *vb = NULL;	/* a block's uniforms and draws, [input][draw] */
	double *cb = NULL, *rb = NULL, *clb = NULL;	/* a block's block_money */
	struct be_job *jobs = NULL;	/* a block's break-evens waiting for be_search */
	int *lo_of = NULL, nj = 0;	/* months: be_search's bounds */
	double tot[OP__MAX], run[OP__MAX], cap_own, hw_own;
	unsigned short *bin = NULL;
	int want[OP__MAX], m, k, j, H, cloud_ok;
	enum op_model own;
	long i, n, cheaper = 0;

	unc_clear(u);
	if (!tco_params_init(in, ENERGY_BASE, &b))
		return;
	n = in->sc->economics.uncertainty.draws;
	if (n < 1)
		return;
	H = b.months;
	own = tco_own_model(in->sc);
	cloud_ok = !isnan(b.cloud_od);
	for (m = 0; m < OP__MAX; m++)
		want[m] = (in->sc->economics.operating_models[m] ||
		    m == (int)own || m == OP_CLOUD || m == OP_ON_PREM) &&
		    (cloud_ok || (m != OP_CLOUD && m != OP_HYBRID)) &&
		    !(m == OP_HYBRID && b.own_gpus >= b.gpus);	/* as tco.c */
	resolve_ranges(u, in, &b);
	u->draws = (int)n;
	u->seed = input_seed(in);
	prng_seed(&g, u->seed);

	/* A[k]: discount factors of months 1..k summed; ratio */
	A = xcalloc((size_t)H + 1, sizeof(*A));
	for (k = 1; k <= H; k++)
		A[k] = A[k - 1] + 1 / tco_discount_div(&b, k);
	memset(&d, 0, sizeof(d));
	/* the resale curve, one tco_resale_share() per month, and its
	 * loss shape L(k) (see struct draw_model) */
	P = xcalloc((size_t)H + 1, sizeof(*P));
	LP = xcalloc((size_t)H + 1, sizeof(*LP));
	sH = tco_resale_share(&b, H);
	for (k = 0; k <= H; k++) {
		sk = tco_resale_share(&b, k);
		P[k] = 1 / tco_discount_div(&b, k);
		LP[k] = (sH < 1 ? (1 - sk) / (1 - sH) : (double)k / H) * P[k];
	}
	d.P = P;
	d.LP = LP;
	d.cg = in->capex_gpu > 0 && in->capex_gpu <= b.capex_hw ?
	    in->capex_gpu : 0;
	d.cr = b.capex_hw - d.cg;
	d.inst = 1 + b.install_pct / 100.0;
	d.maint = b.maint_pct_year / 100.0 / 12.0;
	d.ph = b.pue * b.h;
	d.idle = b.idle_kw;
	d.dkw = b.max_kw - b.idle_kw;
	d.gh = b.gpus * b.h;
	d.colo_fee = b.colo_kw_month * b.max_kw;
	d.metered = b.colo_metered;
	d.committed = b.committed;
	d.commit_f = 1 - b.commit_discount;
	d.cloud = b.cloud_od;
	d.hy_share = (double)tco_hybrid_gpus(&b) / b.gpus;
	d.hy_cap = tco_hybrid_gpus(&b) * b.h;
	d.AH = A[H];
	d.dH = tco_discount_div(&b, H);
	d.tail = tco_commit_tail_factor(&b) / d.dH;
	/* financing: the payments per unit of capex, discounted; the
	 * same cash as tco.c's tco_fin_cash at capex 1 */
	d.fpv = 1;
	if (b.fin_type != FIN_CASH && b.fin_term > 0) {
		double K1 = tco_capex(&b, OP_ON_PREM);	/* money */

		fc = xcalloc((size_t)H + 1, sizeof(*fc));
		for (k = 0; k <= H; k++)
			fc[k] = (k ? fc[k - 1] : 0) + (K1 > 0 ?
			    tco_fin_cash(&b, OP_ON_PREM, k) / K1 : 0) /
			    tco_discount_div(&b, k);
		for (k = H + 1; k <= b.fin_term; k++)
			d.fb += (K1 > 0 ? tco_fin_cash(&b, OP_ON_PREM, k) / K1 :
			    0) / tco_discount_div(&b, k);
		d.fpv = fc[H] + d.fb;
		d.fc = fc;
		ow = xcalloc((size_t)H + 1, sizeof(*ow));
		for (k = 0; k <= H; k++)
			ow[k] = (K1 > 0 ? tco_fin_owed(&b, OP_ON_PREM, k) / K1 :
			    0) / tco_discount_div(&b, k);
		d.ow = ow;
	}
	out = xcalloc((size_t)n * N_OUT, sizeof(*out));
	ub = xcalloc((size_t)UNC__MAX * DRAW_BLOCK, sizeof(*ub));
	vb = xcalloc((size_t)UNC__MAX * DRAW_BLOCK, sizeof(*vb));
	jobs = xcalloc(DRAW_BLOCK, sizeof(*jobs));
	cb = xcalloc(3 * DRAW_BLOCK, sizeof(*cb));
	rb = cb + DRAW_BLOCK;
	clb = rb + DRAW_BLOCK;
	lo_of = xcalloc(DRAW_BLOCK, sizeof(*lo_of));

	for (i = 0; i < n; i++) {
		/* every draw takes the same seven numbers, in this order:
		 * a block of them at a time, so the inversions run as one
		 * loop per input (draw_block) */
		if (i % DRAW_BLOCK == 0) {
			for (j = 0; j < DRAW_BLOCK; j++)
				for (k = 0; k < UNC__MAX; k++)
					ub[k * DRAW_BLOCK + j] = prng_uniform(&g);
			for (k = 0; k < UNC__MAX; k++)
				draw_block(u->low[k], u->mode[k], u->high[k],
				    u->dist[k], ub + k * DRAW_BLOCK,
				    vb + k * DRAW_BLOCK);
			block_money(&d, vb, cb, rb, clb);
		}
		j = (int)(i % DRAW_BLOCK);
		for (k = 0; k < UNC__MAX; k++)
			v[k] = vb[k * DRAW_BLOCK + j];
		hw_own = cb[j];
		draw_totals(&d, want, v, hw_own, rb[j], clb[j], tot, run);
		for (m = 0; m < OP__MAX; m++)
			out[(size_t)m * (size_t)n + (size_t)i] = tot[m];
		if (!cloud_ok)
			continue;
		cap_own = hw_own * d.inst;
		/* financed: the resale value less what is still owed, month
		 * by month, the obligations past H and what a committed
		 * cloud still owes paid at the end of month H (tco.c's
		 * credit_of); cash: the resale curve month by month, only
		 * the cloud's tail at H */
		if (d.fc != NULL)
			out[(size_t)OUT_BE * (size_t)n + (size_t)i] =
			    be_financed(&d, cap_own, hw_own, 1 - rb[j],
			    run[own] - run[OP_CLOUD],
			    -(tot[own] - cap_own * d.fpv - run[own] * d.AH),
			    run[OP_CLOUD] * d.tail, A, H);
		else if (be_closed(cap_own, run[own] - run[OP_CLOUD], hw_own,
		    1 - rb[j], run[OP_CLOUD] * d.tail, A,
		    d.P, d.LP, H, &jobs[nj], &out[(size_t)OUT_BE * (size_t)n +
		    (size_t)i])) {
			jobs[nj].out = &out[(size_t)OUT_BE * (size_t)n + (size_t)i];
			nj++;
		}
		if (tot[own] < tot[OP_CLOUD])
			cheaper++;
		if (nj == DRAW_BLOCK) {
			be_search(jobs, nj, A, d.P, d.LP, H, lo_of);
			nj = 0;
		}
	}
	be_search(jobs, nj, A, d.P, d.LP, H, lo_of);
	bin = xcalloc((size_t)n, sizeof(*bin));
	tmp = xcalloc((size_t)n, sizeof(*tmp));
	for (m = 0; m < OP__MAX; m++)
		if (want[m])
			u->total[m] = percentiles(out + (size_t)m * (size_t)n, n,
			    bin, tmp);
	if (cloud_ok) {
		u->break_even = percentiles(out + (size_t)OUT_BE * (size_t)n, n,
		    bin, tmp);
		u->p_own_cheaper = (double)cheaper / (double)n;
	}
	u->computed = 1;
	free(tmp);
	free(bin);
	free(out);
	free(cb);
	free(lo_of);
	free(jobs);
	free(vb);
	free(ub);
	free(fc);
	free(ow);
	free(LP);
	free(P);
	free(A);
}
