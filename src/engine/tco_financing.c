/*
 * tco_financing.c: how the own hardware is paid (economics.financing):
 * the down payment, the monthly leasing or loan payments and a leasing
 * buy-out, month by month (interface in tco_priv.h; formulas in
 * docs/tco.md, "Financing").
 */
#include <math.h>

#include "engine/tco_priv.h"

#define MONTHS_PER_YEAR		12	/* months */

/* See tco_priv.h: ratio per month. */
double
tco_annuity_factor(double i, int n)
{
	if (n < 1)
		return NAN;
	if (!(i > 0))
		return 1.0 / n;
	return i / (1 - pow(1 + i, -n));
}

/* See tco_priv.h. */
void
tco_fin_init(const struct financing *f, const struct tax *t,
    struct tco_params *p)
{
	p->fin_type = f->type;
	p->fin_down = 1;
	p->fin_term = 0;
	p->fin_pay = p->fin_buyout = p->fin_rate_month = 0;
	if (f->type == FIN_LEASING || f->type == FIN_LOAN) {
		p->fin_term = f->term_months;
		p->fin_down = f->down_payment_pct / 100.0;
	}
	if (f->type == FIN_LEASING) {
		p->fin_pay = f->leasing_factor_pct_month / 100.0;
		p->fin_buyout = f->buyout_pct / 100.0;
	} else if (f->type == FIN_LOAN) {
		p->fin_rate_month = f->rate_pct_year / 100.0 / MONTHS_PER_YEAR;
		p->fin_pay = tco_annuity_factor(p->fin_rate_month, p->fin_term);
	}
	p->tax_rate = isnan(t->rate_pct) ? NAN : t->rate_pct / 100.0;
	p->tax_linear = t->depreciation == DEPR_LINEAR;
	p->tax_months = t->years * MONTHS_PER_YEAR;
}

/* See tco_priv.h: money, undiscounted. */
double
tco_fin_cash(const struct tco_params *p, enum op_model m, int k)
{
	double K = tco_capex(p, m), F;

	if (p->fin_type == FIN_CASH || p->fin_term < 1)
		return k == 0 ? K : 0;
	if (k == 0)
		return K * p->fin_down;
	if (k > p->fin_term)
		return 0;
	F = K * (1 - p->fin_down);		/* financed, money */
	return F * p->fin_pay + (k == p->fin_term ? F * p->fin_buyout : 0);
}

/* See tco_priv.h: money. */
double
tco_fin_beyond(const struct tco_params *p, enum op_model m)
{
	double f = 0, dh;
	int k;

	if (p->fin_term <= p->months || m == OP_CLOUD)
		return 0;
	dh = tco_discount_div(p, p->months);
	for (k = p->months + 1; k <= p->fin_term; k++)
		f += tco_fin_cash(p, m, k) * dh / tco_discount_div(p, k);
	return f;
}

/* See tco_priv.h: money. */
double
tco_fin_owed(const struct tco_params *p, enum op_model m, int k)
{
	double F, o = 0, i = p->fin_rate_month;
	int j, left = p->fin_term - k;	/* payments still to come, count */

	if (p->fin_type == FIN_CASH || p->fin_term < 1 || m == OP_CLOUD ||
	    left <= 0)
		return 0;
	if (p->fin_type == FIN_LOAN) {
		F = tco_capex(p, m) * (1 - p->fin_down);	/* financed, money */
		return F * p->fin_pay * (i > 0 ? (1 - pow(1 + i, -left)) / i :
		    left);
	}
	for (j = k + 1; j <= p->fin_term; j++)
		o += tco_fin_cash(p, m, j);
	return o;
}

/* The financing of the own system (on-prem; colocation buys the same
 * hardware): type, the monthly payment and everything paid for the
 * hardware, undiscounted, over the whole term (docs/tco.md). */
void
tco_fill_financing(struct tco_result *r, const struct tco_params *p)
{
	int k, n = p->fin_term > 0 ? p->fin_term : 0;

	r->fin_type = p->fin_type;
	r->fin_term_months = n;
	r->fin_monthly = n > 0 ? tco_capex(p, OP_ON_PREM) * (1 - p->fin_down) *
	    p->fin_pay : 0;
	r->fin_down = tco_fin_cash(p, OP_ON_PREM, 0);
	r->fin_buyout = n > 0 ? tco_capex(p, OP_ON_PREM) * (1 - p->fin_down) *
	    p->fin_buyout : 0;
	r->fin_total_paid = 0;
	for (k = 0; k <= n; k++)
		r->fin_total_paid += tco_fin_cash(p, OP_ON_PREM, k);
}
