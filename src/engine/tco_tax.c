/*
 * tco_tax.c: the after-tax estimate (economics.tax): what an option may
 * deduct, month by month, discounted like its cash (interface in
 * tco_priv.h; rules and a worked example in docs/tco.md, "After tax").
 * An estimate, not tax advice: tax is taken as saved in the month the
 * deduction falls, and a loss is taken as offset by other profit.
 */
#include <math.h>

#include "engine/tco_priv.h"

/* Depreciation of own capex K in month k (0..H), undiscounted; money.
 * Immediate: all of K in month 0 (computer hardware may be written off
 * in one year: BMF-Schreiben 26.02.2021, IV C 3 - S 2190/21/10002 :013).
 * Linear: K / n in months 1..n, n = tax_months; what is not written off
 * by month H goes in month H (the hardware leaves the books when it is
 * sold). */
static double
depreciation(const struct tco_params *p, double K, int k)
{
	int n = p->tax_months;

	if (!p->tax_linear || n < 1)
		return k == 0 ? K : 0;
	if (k == 0 || k > n)
		return 0;
	if (k == p->months && n > p->months)
		return K * (n - p->months + 1) / n;
	return K / n;
}

/* Present value of a loan's interest over its whole term, months past
 * H discounted to their own month (as the payments are); money. */
static double
loan_interest(const struct tco_params *p, double F)
{
	double bal = F, pay = F * p->fin_pay, in, pv = 0;
	int k;

	for (k = 1; k <= p->fin_term; k++) {
		in = bal * p->fin_rate_month;
		bal -= pay - in;
		pv += in / tco_discount_div(p, k);
	}
	return pv;
}

/* See tco_priv.h: money. */
double
tco_tax_deductions(const struct tco_params *p, enum op_model m, double run)
{
	double d = 0, K = tco_capex(p, m), dh = tco_discount_div(p, p->months);
	int k, last;

	for (k = 1; k <= p->months; k++)
		d += run / tco_discount_div(p, k);
	if (m == OP_CLOUD && p->committed)
		d += run * tco_commit_tail_factor(p) / dh;
	if (!(K > 0))
		return d;
	if (p->fin_type == FIN_LEASING) {
		/* the payments are the expense; those past H are owed,
		 * counted as they are in the total */
		last = p->fin_term > p->months ? p->fin_term : p->months;
		for (k = 0; k <= last; k++)
			d += tco_fin_cash(p, m, k) / tco_discount_div(p, k);
	} else {
		for (k = 0; k <= p->months; k++)
			d += depreciation(p, K, k) / tco_discount_div(p, k);
		if (p->fin_type == FIN_LOAN)
			d += loan_interest(p, K * (1 - p->fin_down));
	}
	return d - tco_residual(p, m) / dh;
}
