/*
 * view_tco.c: the cost of ownership per scenario and energy case, and the
 * sensitivity bars (see view_parts.h).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "render/view.h"
#include "render/view_parts.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/* The options rows of one TCO case: the compared operating models. */
static struct vt *
tco_options(struct vb *vb, const struct tco_case *c)
{
	struct vt *a = vt_list(vb->mem);
	int m;

	for (m = 0; m < OP__MAX; m++) {
		const struct tco_option *o = &c->opt[m];
		struct vt *row;
		double be = NAN;

		if (!vb->sc->economics.operating_models[m])
			continue;
		row = vt_object(vb->mem);
		vb_set_s(row, "model", words_op_model((enum op_model)m, vb->l));
		vb_set_b(row, "available", o->available);
		vb_set_b(row, "cheapest", (int)c->cheapest == m);
		vb_set_money(vb, row, "total", o->available ? o->total : NAN,
		    0);
		vb_set_money(vb, row, "per_month", o->available && vb->horizon >
		    0 ? o->total / vb->horizon : NAN, 0);
		vb_set_money(vb, row, "per_gpu_hour", o->available ?
		    o->cost_per_gpu_hour : NAN, 2);
		vb_set_money(vb, row, "per_mtok", o->available
		    ? o->cost_per_mtok :
		    NAN, 2);
		vb_set_money(vb, row, "capex", o->available ? o->capex : NAN,
		    0);
		vb_set_money(vb, row, "energy_month", o->available ?
		    o->energy_month : NAN, 0);
		if (m == OP_ON_PREM)
			be = c->break_even_month;
		else if (m == OP_COLOCATION)
			be = c->break_even_month_colo;
		else if (m == OP_HYBRID)
			be = c->break_even_month_hybrid;
		if (m == OP_CLOUD)
			vb_set_s(row, "break_even", W(vb, W_REFERENCE));
		else if (!o->available)
			vb_set_s(row, "break_even", "–");
		else
			vb_set_break_even(vb, row, "break_even", be);
		vt_append(a, row);
	}
	return a;
}

/* tco.has_financing and tco.financing_note: the own hardware's monthly
 * payment, term and total paid (economics.financing; none for cash). */
static void
view_financing(struct vb *vb, struct vt *o)
{
	const struct tco_result *t = &vb->r->tco;
	const struct financing *f = &vb->sc->economics.financing;
	struct strbuf m = STRBUF_INIT, d = STRBUF_INIT, b = STRBUF_INIT;
	struct strbuf tot = STRBUF_INIT, pct = STRBUF_INIT;

	vb_set_b(o, "has_financing", t->fin_type != FIN_CASH);
	if (t->fin_type == FIN_CASH) {
		vb_set_sb(vb, o, "financing_note");	/* empty */
		return;
	}
	fmt_money(&m, t->fin_monthly, 0, vb->cur, vb->l);
	fmt_money(&d, t->fin_down, 0, vb->cur, vb->l);
	fmt_money(&b, t->fin_buyout, 0, vb->cur, vb->l);
	fmt_money(&tot, t->fin_total_paid, 0, vb->cur, vb->l);
	if (t->fin_type == FIN_LEASING) {
		fmt_percent(&pct, f->leasing_factor_pct_month / 100,
		    fmt_fewest_decimals(f->leasing_factor_pct_month, 0, 3),
		    vb->l);
		sb_printf(&vb->b, W(vb, W_FIN_LEASING), t->fin_term_months,
		    m.s, pct.s, d.s, b.s, tot.s);
	} else {
		fmt_percent(&pct, f->rate_pct_year / 100,
		    fmt_fewest_decimals(f->rate_pct_year, 0, 2), vb->l);
		sb_printf(&vb->b, W(vb, W_FIN_LOAN), t->fin_term_months, m.s,
		    pct.s, d.s, tot.s);
	}
	if (t->fin_term_months > vb->horizon)
		sb_printf(&vb->b, W(vb, W_FIN_BEYOND), t->fin_term_months -
		    vb->horizon);
	vb_set_sb(vb, o, "financing_note");
	sb_free(&m);
	sb_free(&d);
	sb_free(&b);
	sb_free(&tot);
	sb_free(&pct);
}

/* Months below which a break-even counts as "within the first months"
 * for the proposal's note (project choice: a quarter). */
#define EARLY_BREAK_EVEN_MONTHS	3.0

/*
 * Set tco.break_even_note: what the break-even month means when the own
 * line counts the resale value month by month (a rent price, some
 * resale value; financed hardware: what a sale leaves after settling the
 * financing), and, paid in cash, why it is early when the medium case
 * breaks even within EARLY_BREAK_EVEN_MONTHS; with a cloud commitment,
 * why more use delays it and what the break-even utilisation is
 * against; tco.has_break_even_note is 0 (and the note empty) without
 * a rent price or without resale value.
 */
static void
set_break_even_note(struct vb *vb, struct vt *o)
{
	const struct tco_case *c = vb_base_case(vb, UTIL_MEDIUM);
	double be;

	if (!vb->r->offer.rent_priced || c == NULL ||
	    !(vb->r->tco.residual_pct > 0)) {
		vb_set_b(o, "has_break_even_note", 0);
		vb_set_s(o, "break_even_note", "");
		return;
	}
	vb_set_b(o, "has_break_even_note", 1);
	be = tco_case_break_even(c, vb->sc);
	sb_puts(&vb->b, W(vb, vb->sc->economics.financing.type == FIN_CASH ?
	    W_BREAK_EVEN_COUNTS_RESALE : W_BREAK_EVEN_COUNTS_RESALE_FINANCED));
	if (isfinite(be) && be < EARLY_BREAK_EVEN_MONTHS &&
	    vb->sc->economics.financing.type == FIN_CASH)
		sb_puts(&vb->b, W(vb, W_BREAK_EVEN_EARLY_RESALE));
	if (vb->sc->economics.commitment != COMMIT_ON_DEMAND &&
	    vb->r->offer.break_even_levels > 0)
		sb_puts(&vb->b, W(vb, W_BREAK_EVEN_COMMITTED));
	vb_set_sb(vb, o, "break_even_note");
}

/* tco.has_tax and tco.tax_note: the after-tax totals of the compared
 * options at medium utilisation (economics.tax; none without a rate). */
static void
view_tax(struct vb *vb, struct vt *o)
{
	const struct tax *t = &vb->sc->economics.tax;
	const struct tco_case *c = vb_base_case(vb, UTIL_MEDIUM);
	struct strbuf pct = STRBUF_INIT, dep = STRBUF_INIT, m = STRBUF_INIT;
	int k, n = 0;

	vb_set_b(o, "has_tax", !isnan(t->rate_pct) && c != NULL);
	if (isnan(t->rate_pct) || c == NULL) {
		vb_set_sb(vb, o, "tax_note");	/* empty */
		return;
	}
	fmt_percent(&pct, t->rate_pct / 100, fmt_fewest_decimals(t->rate_pct,
	    0, 2), vb->l);
	if (t->depreciation == DEPR_LINEAR)
		sb_printf(&dep, W(vb, W_TAX_LINEAR), t->years);
	else
		sb_puts(&dep, W(vb, W_TAX_IMMEDIATE));
	sb_printf(&vb->b, W(vb, W_TAX_LEAD), pct.s, dep.s, vb->horizon);
	for (k = 0; k < OP__MAX; k++) {
		const struct tco_option *op = &c->opt[k];

		if (!vb->sc->economics.operating_models[k] || !op->available)
			continue;
		sb_reset(&m);
		fmt_money(&m, op->after_tax_total, 0, vb->cur, vb->l);
		if (n++)
			sb_puts(&vb->b, ", ");
		sb_printf(&vb->b, W(vb, W_TAX_ITEM), words_op_model(
		    (enum op_model)k, vb->l), m.s);
	}
	sb_puts(&vb->b, W(vb, W_TAX_TAIL));
	vb_set_sb(vb, o, "tax_note");
	sb_free(&pct);
	sb_free(&dep);
	sb_free(&m);
}

struct vt *
view_tco(struct vb *vb)
{
	const struct tco_result *t = &vb->r->tco;
	const struct economics *e = &vb->sc->economics;
	struct vt *o = vt_object(vb->mem), *sc = vt_list(vb->mem);
	struct vt *en = vt_list(vb->mem);
	int l, k, has_tokens = 0;

	vb_set_num(vb, o, "horizon_months", vb->horizon, 0);
	vb_set_b(o, "has_commit_beyond", t->commit_months_beyond > 0 &&
	    e->operating_models[OP_CLOUD]);
	if (t->commit_months_beyond > 0) {
		const struct tco_case *mc = vb_base_case(vb, UTIL_MEDIUM);
		struct strbuf m = STRBUF_INIT;

		fmt_money(&m, mc ? mc->opt[OP_CLOUD].beyond_horizon : NAN, 0,
		    vb->cur, vb->l);
		sb_printf(&vb->b, W(vb, W_COMMIT_BEYOND),
		    words_commitment(e->commitment, vb->l),
		    t->commit_months_beyond, vb->horizon, m.s);
		sb_free(&m);
	}
	vb_set_sb(vb, o, "commit_beyond_note");
	view_financing(vb, o);
	view_tax(vb, o);
	vb_set_b(o, "npv", e->discount_rate_pct_year > 0);
	vb_set_pct(vb, o, "discount_rate", e->discount_rate_pct_year / 100,
	    fmt_fewest_decimals(e->discount_rate_pct_year, 0, 1));
	for (l = 0; l < UTIL__MAX; l++) {
		const struct tco_case *c = vb_base_case(vb, (enum util_level)l);
		struct vt *row = vt_object(vb->mem);
		int m;

		for (m = 0; m < OP__MAX; m++)
			if (c && c->opt[m].available && e->operating_models[m]
			    &&
			    isfinite(c->opt[m].cost_per_mtok))
				has_tokens = 1;
		vb_set_s(row, "level", words_util_level((enum util_level)l,
		    vb->l));
		vb_set_pct(vb, row, "utilisation", e->utilisation[l], 0);
		vb_fmt_unit_money(vb, c ? c->energy_price_kwh : NAN);
		sb_puts(&vb->b, "/kWh");
		vb_set_sb(vb, row, "energy_price");
		vb_set_s(row, "cheapest", words_op_model(c ? c->cheapest :
		    OP_ON_PREM, vb->l));
		vb_set_break_even(vb, row, "break_even", c ?
		    tco_case_break_even(c, vb->sc) : NAN);
		vb_set_break_even(vb, row, "break_even_colo", c ?
		    c->break_even_month_colo : NAN);
		if (c)
			vb_set(row, "options", tco_options(vb, c));
		else
			vb_set(row, "options", vt_list(vb->mem));
		vt_append(sc, row);
	}
	vb_set_b(o, "has_tokens", has_tokens);
	vb_set(o, "scenarios", sc);
	vb_set_b(o, "has_energy_cases", t->n_energy == 3);
	for (k = 0; t->n_energy == 3 && k < ENERGY__MAX; k++)
		for (l = 0; l < UTIL__MAX; l++) {
			const struct tco_case *c = tco_case_at(t,
			    (enum util_level)l, (enum energy_case)k);
			struct vt *row = vt_object(vb->mem);

			vb_set_s(row, "case",
			    words_energy_case((enum energy_case)k,
			    vb->l));
			vb_fmt_unit_money(vb, c->energy_price_kwh);
			sb_puts(&vb->b, "/kWh");
			vb_set_sb(vb, row, "price");
			vb_set_s(row, "level",
			    words_util_level((enum util_level)l,
			    vb->l));
			vb_set_pct(vb, row, "utilisation", c->utilisation, 0);
			vb_set_money(vb, row, "own_total",
			    c->opt[tco_own_model(vb->sc)].total, 0);
			vb_set_money(vb, row, "cloud_total",
			    c->opt[OP_CLOUD].total,
			    0);
			vb_set_break_even(vb, row, "break_even",
			    tco_case_break_even(c, vb->sc));
			vb_set_s(row, "cheapest", words_op_model(c->cheapest,
			    vb->l));
			vt_append(en, row);
		}
	vb_set(o, "energy_cases", en);
	if (!vb->r->offer.rent_priced)
		sb_puts(&vb->b, W(vb, W_NO_RENT_PRICE));
	else if (isfinite(t->break_even_utilisation))
		fmt_percent(&vb->b, t->break_even_utilisation, 0, vb->l);
	else
		sb_puts(&vb->b, W(vb, W_NEVER_EVEN_AT_FULL_USE));
	vb_set_sb(vb, o, "break_even_utilisation");
	set_break_even_note(vb, o);
	vb_set_money(vb, o, "sens_base_total", t->n_sens ? t->sens[0].base_total
	    :
	    NAN, 0);
	vb_set_s(o, "own_model_in", words_op_in(tco_own_model(vb->sc), vb->l));
	vb_set_s(o, "sens_own_model", words_op_plain(tco_own_model(vb->sc),
	    vb->l));
	vb_set_money(vb, o, "sens_base_savings", t->n_sens ?
	    t->sens[0].base_savings : NAN, 0);
	vb_set_break_even(vb, o, "sens_base_break_even", t->n_sens ?
	    t->sens[0].base_break_even : NAN);
	fmt_money(&vb->b, t->cloud_gpu_hour, 2, vb->cur, vb->l);
	vb_set_sb(vb, o, "cloud_gpu_hour");
	fmt_money(&vb->b, t->cloud_gpu_hour_on_demand, 2, vb->cur, vb->l);
	vb_set_sb(vb, o, "cloud_gpu_hour_on_demand");
	vb_set_s(o, "cloud_tier", words_cloud_tier(e->cloud_tier, vb->l));
	vb_set_s(o, "commitment", words_commitment(e->commitment, vb->l));
	return o;
}

/* Append a sensitivity input of parameter param in its unit. */
static void
fmt_sens_value(struct vb *vb, const char *param, double v)
{
	if (param && strcmp(param, "energy_price") == 0) {
		vb_fmt_unit_money(vb, v);
		sb_puts(&vb->b, "/kWh");
	} else if (param && strcmp(param, "utilisation") == 0)
		fmt_percent(&vb->b, v, 0, vb->l);
	else if (param && strcmp(param, "capex") == 0)
		fmt_money(&vb->b, v, 0, vb->cur, vb->l);
	else if (param && strcmp(param, "cloud_price") == 0)
		fmt_money(&vb->b, v, 2, vb->cur, vb->l);
	else if (param && strcmp(param, "horizon") == 0) {
		fmt_number(&vb->b, v, 0, vb->l);
		sb_puts(&vb->b, W(vb, W_UNIT_MONTHS));
	} else
		fmt_number(&vb->b, v, fmt_fewest_decimals(v, 0, 4), vb->l);
}

struct vt *
view_sensitivity(struct vb *vb)
{
	const struct tco_result *t = &vb->r->tco;
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; i < t->n_sens && i < SENS_MAX; i++) {
		const struct sensitivity *s = &t->sens[i];
		struct vt *o = vt_object(vb->mem);

		vb_set_s(o, "param", words_sens_param(s->param, vb->l));
		vb_set_s(o, "param_id", s->param ? s->param : "");
		fmt_sens_value(vb, s->param, s->low_value);
		vb_set_sb(vb, o, "low");
		fmt_sens_value(vb, s->param, s->high_value);
		vb_set_sb(vb, o, "high");
		vb_set_money(vb, o, "base_total", s->base_total, 0);
		vb_set_money(vb, o, "low_total", s->low_total, 0);
		vb_set_money(vb, o, "high_total", s->high_total, 0);
		vb_set_money(vb, o, "swing", fabs(s->high_total - s->low_total),
		    0);
		vb_set_money(vb, o, "base_savings", s->base_savings, 0);
		vb_set_money(vb, o, "low_savings", s->low_savings, 0);
		vb_set_money(vb, o, "high_savings", s->high_savings, 0);
		vb_set_break_even(vb, o, "base_break_even", s->base_break_even);
		vb_set_break_even(vb, o, "low_break_even", s->low_break_even);
		vb_set_break_even(vb, o, "high_break_even", s->high_break_even);
		vt_append(a, o);
	}
	return a;
}
