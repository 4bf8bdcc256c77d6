/*
 * view_summary.c: the cover data, the recommendation and the executive
 * summary (see view_parts.h).
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

void
view_meta(struct vb *vb, struct vt *v)
{
	const struct scenario *sc = vb->sc;
	const struct prices *p = vb->r->prices;
	struct vt *cu = vt_object(vb->mem);
	char digits[9];
	size_t i, k = 0;

	vb_set_s(v, "lang", language_names[vb->l]);
	vb_set_s(v, "currency", (int)vb->cur >= 0 && vb->cur < CUR__MAX ?
	    currency_names[vb->cur] : "?");
	vb_set_s(v, "currency_symbol", currency_symbol(vb->cur));
	vb_set_s(v, "title", words_title(sc));
	vb_set_s(v, "scenario_id", sc->id);
	for (i = 0; sc->date[i] && k < 8; i++)
		if (sc->date[i] >= '0' && sc->date[i] <= '9')
			digits[k++] = sc->date[i];
	digits[k] = '\0';
	sb_printf(&vb->b, "%s%s%s", sc->id, k ? "-" : "", digits);
	vb_set_sb(vb, v, "proposal_id");
	vb_set_date(vb, v, "date", sc->date);
	vb_set_s(v, "date_iso", sc->date);
	vb_set_date(vb, v, "prices_as_of", p ? p->as_of : "");
	vb_set_s(v, "prices_as_of_iso", p ? p->as_of : "");
	vb_set_s(cu, "name", sc->customer_name);
	vb_set_s(cu, "contact", sc->customer_contact);
	vb_set_s(cu, "address", sc->customer_address);
	vb_set(v, "customer", cu);
	vb_set_b(v, "ok", vb->r->ok);
	if (vb->r->ok)
		vb_set_s(v, "infeasible_reason", "");
	else if (vb->r->rec.gpu != NULL && vb->sc->hw_gpus > 0) {
		/* pinned: its misses are the advice, each in words */
		char *n = fmt_number_s((double)vb->r->rec.gpus, 0, vb->l);

		sb_printf(&vb->b, W(vb, W_INFEASIBLE_PINNED), n,
		    vb_gpu_name(&vb->r->rec));
		free(n);
		vb_set_sb(vb, v, "infeasible_reason");
	} else {
		sb_printf(&vb->b, W(vb, W_INFEASIBLE_LIMIT),
		    words_constraint(vb->r->infeasible_because, vb->l));
		vb_set_sb(vb, v, "infeasible_reason");
	}
}

/*
 * Set recommendation.candidates_sentence: how many configurations were
 * evaluated and how many meet every requirement, with the number words
 * and the verb agreeing ("eine davon erfüllt", "3 davon erfüllen").
 */
static void
set_candidates_sentence(struct vb *vb, struct vt *o)
{
	size_t n = vb->r->n_considered, f = vb->r->n_feasible;
	char *ns = fmt_number_s((double)n, 0, vb->l);
	char *fs = fmt_number_s((double)f, 0, vb->l);

	if (n == 1)
		sb_puts(&vb->b, W(vb, f >= 1 ? W_CANDIDATES_ONE_FEASIBLE :
		    W_CANDIDATES_ONE_INFEASIBLE));
	else if (f == 0)
		sb_printf(&vb->b, W(vb, W_CANDIDATES_NONE_FEASIBLE), ns);
	else if (f == 1)
		sb_printf(&vb->b, W(vb, W_CANDIDATES_ONE_OF_MANY), ns);
	else
		sb_printf(&vb->b, W(vb, W_CANDIDATES_SOME_OF_MANY), ns, fs);
	vb_set_sb(vb, o, "candidates_sentence");
	free(ns);
	free(fs);
}

/*
 * The recommendation's "binding_sentence" and "sizing_principle": what
 * sets its size, and how it was sized.  A configuration the scenario
 * pins (hardware:) is not the smallest that does the job: the sentences
 * say it is set, and where its workloads leave GPUs spare, how many they
 * take (never "fewer GPUs could not hold the model" of 8 GPUs that run
 * on 2).
 */
static void
set_binding_sentence(struct vb *vb, struct vt *o, const struct candidate *c)
{
	int pinned = vb->sc->hw_gpus > 0 && c->gpu != NULL;

	/* what does not fit takes no GPUs: nothing is spare then */
	if (pinned && !c->feasible)
		sb_printf(&vb->b, "%s %s", W(vb, W_PINNED_SET),
		    W(vb, W_PINNED_FAILS));
	else if (pinned && c->gpus_used > 0 && c->gpus_used < c->gpus) {
		char *u = fmt_number_s((double)c->gpus_used, 0, vb->l);
		char *n = fmt_number_s((double)c->gpus, 0, vb->l);

		sb_printf(&vb->b, W(vb, W_PINNED_SPARE), u, n);
		free(u);
		free(n);
	} else if (pinned)
		sb_printf(&vb->b, "%s %s", W(vb, W_PINNED_SET),
		    words_binding_sentence(c->binding, vb->l));
	else
		sb_puts(&vb->b, words_binding_sentence(c->binding, vb->l));
	vb_set_sb(vb, o, "binding_sentence");
	vb_set_s(o, "sizing_principle", W(vb, pinned ? W_SIZING_CHECKED :
	    W_SIZING_SMALLEST));
}

struct vt *
view_recommendation(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct vt *o = vt_object(vb->mem);
	const struct gpu *g = c->gpu;

	vb_set_s(o, "gpu_name", vb_gpu_name(c));
	vb_set_s(o, "gpu_id", g ? g->id : "–");
	vb_set_s(o, "vendor", g ? vendor_display_names[g->vendor] : "–");
	vb_set_s(o, "form_factor", g ? words_form_factor(g->form_factor, vb->l)
	    :
	    "–");
	vb_set_num(vb, o, "gpu_memory_gb", g ? g->memory_gb : NAN,
	    g ? fmt_fewest_decimals(g->memory_gb, 0, 1) : 0);
	vb_set_s(o, "interconnect", g && g->interconnect ? g->interconnect
	    : "–");
	vb_set_num(vb, o, "gpus", g ? c->gpus : NAN, 0);
	vb_set_num(vb, o, "nodes", g ? c->nodes : NAN, 0);
	vb_set_num(vb, o, "gpus_per_node", g ? c->gpus_per_node : NAN, 0);
	vb_fmt_layout(vb, c);
	vb_set_sb(vb, o, "layout");
	vb_set_b(o, "multi_node", c->nodes > 1);
	vb_set_s(o, "binding", words_constraint(c->binding, vb->l));
	set_binding_sentence(vb, o, c);
	vb_set_money(vb, o, "capex", g ? c->capex : NAN, 0);
	vb_set_money(vb, o, "capex_hw", g ? c->capex_hw : NAN, 0);
	vb_set_money(vb, o, "installation", g ? c->capex - c->capex_hw : NAN,
	    0);
	vb_set_money(vb, o, "price_gpu", g ? c->price_gpu : NAN, 0);
	vb_set_money(vb, o, "price_host", g ? c->price_host : NAN, 0);
	vb_set_money(vb, o, "price_network", g ? c->price_network : NAN, 0);
	vb_set_pct(vb, o, "vram_headroom", vb_vram_headroom(vb), 0);
	vb_set_num(vb, o, "candidates_considered", (double)vb->r->n_considered,
	    0);
	vb_set_num(vb, o, "candidates_feasible", (double)vb->r->n_feasible, 0);
	set_candidates_sentence(vb, o);
	return o;
}

/* How many compared operating models have a price at medium
 * utilisation (base energy). */
static int
n_priced(struct vb *vb)
{
	const struct tco_case *c = vb_base_case(vb, UTIL_MEDIUM);
	int m, n = 0;

	for (m = 0; c != NULL && m < OP__MAX; m++)
		n += c->opt[m].available &&
		    vb->sc->economics.operating_models[m];
	return n;
}

/* A probability (share) below this is "unter 0,1 %", above 1 minus it
 * "über 99,9 %": one decimal would round it to 0,0 % or 100,0 %. */
#define ODDS_EDGE	0.001

/*
 * The sentence on how often owning is cheaper, p the share of the
 * draws (0..1), into vb->b: "in keinem" / "in allen" simulierten Fällen
 * at 0 and 1, a share near either end with one decimal or as "unter
 * 0,1 %" so that a few draws never read as 0 % or 100 %.  a is scratch.
 */
static void
odds_sentence(struct vb *vb, double p, struct strbuf *a)
{
	struct strbuf pc = STRBUF_INIT;

	sb_reset(a);
	if (p <= 0) {
		sb_puts(&vb->b, W(vb, W_UNC_ODDS_NONE));
		return;
	}
	if (p >= 1) {
		sb_puts(&vb->b, W(vb, W_UNC_ODDS_ALL));
		return;
	}
	if (p < ODDS_EDGE || p > 1 - ODDS_EDGE) {
		fmt_percent(&pc, p < ODDS_EDGE ? ODDS_EDGE : 1 - ODDS_EDGE, 1,
		    vb->l);
		sb_printf(a, W(vb, p < ODDS_EDGE ? W_UNC_BELOW : W_UNC_ABOVE),
		    pc.s);
	} else
		fmt_percent(a, p, p < 0.01 || p > 0.99 ? 1 : 0, vb->l);
	sb_printf(&vb->b, W(vb, W_UNC_ODDS), a->s);
	sb_free(&pc);
}

/*
 * The Monte Carlo ranges of the summary into o: has_ranges, range_lead,
 * ranges[] ({text}: one per compared, available operating model) and
 * range_odds (the probability that buying wins and the break-even
 * range).  has_ranges = 0 and empty texts when the engine ran none.
 */
static void
summary_ranges(struct vb *vb, struct vt *o)
{
	const struct tco_uncertainty *u = &vb->r->tco.unc;
	const struct economics *ec = &vb->sc->economics;
	struct vt *list = vt_list(vb->mem);
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT, c = STRBUF_INIT,
	    d = STRBUF_INIT;
	int m;

	vb_set_b(o, "has_ranges", vb->r->ok && u->computed);
	if (!vb->r->ok || !u->computed) {
		/* the keys exist either way: templates are checked against
		 * them whatever the section shows */
		vb_set_s(o, "range_lead", "");
		vb_set(o, "ranges", list);
		vb_set_s(o, "range_odds", "");
		return;
	}
	fmt_number(&a, vb->horizon, 0, vb->l);
	fmt_number(&b, u->draws, 0, vb->l);
	sb_printf(&vb->b, W(vb, W_UNC_LEAD), a.s, b.s);
	vb_set_sb(vb, o, "range_lead");
	for (m = 0; m < OP__MAX; m++) {
		struct vt *row;

		if (!ec->operating_models[m] || isnan(u->total[m].p50))
			continue;
		sb_reset(&a);
		sb_reset(&b);
		sb_reset(&c);
		fmt_money(&a, u->total[m].p10, 0, vb->cur, vb->l);
		fmt_money(&b, u->total[m].p90, 0, vb->cur, vb->l);
		fmt_money(&c, u->total[m].p50, 0, vb->cur, vb->l);
		sb_printf(&vb->b, W(vb, W_UNC_ITEM),
		    words_op_model((enum op_model)m, vb->l), a.s, b.s, c.s);
		row = vt_object(vb->mem);
		vb_set_sb(vb, row, "text");
		vt_append(list, row);
	}
	vb_set(o, "ranges", list);
	if (!isnan(u->p_own_cheaper)) {
		odds_sentence(vb, u->p_own_cheaper, &a);
		sb_reset(&a);
		sb_reset(&b);
		sb_reset(&c);
		words_break_even(&a, u->break_even.p10, vb->horizon, vb->l);
		words_break_even(&b, u->break_even.p90, vb->horizon, vb->l);
		words_break_even(&c, u->break_even.p50, vb->horizon, vb->l);
		if (isfinite(u->break_even.p90))
			sb_printf(&d, W(vb, W_UNC_BE_RANGE), a.s, b.s, c.s);
		else if (isfinite(u->break_even.p10))
			sb_printf(&d, W(vb, W_UNC_BE_OPEN), a.s, c.s,
			    vb->horizon);
		else
			sb_printf(&d, W(vb, W_UNC_BE_NEVER), vb->horizon);
		sb_puts(&vb->b, d.s);
	}
	vb_set_sb(vb, o, "range_odds");
	sb_free(&a);
	sb_free(&b);
	sb_free(&c);
	sb_free(&d);
}

struct vt *
view_summary(struct vb *vb)
{
	const struct scenario *sc = vb->sc;
	const struct tco_result *t = &vb->r->tco;
	struct vt *o = vt_object(vb->mem), *rows = vt_list(vb->mem);
	enum op_model cheapest[UTIL__MAX];
	int l, rent;

	for (l = 0; l < UTIL__MAX; l++) {
		const struct tco_case *c = vb_base_case(vb, (enum util_level)l);
		struct vt *row = vt_object(vb->mem);
		double u = sc->economics.utilisation[l];

		cheapest[l] = vb->r->offer.cheapest[l];
		vb_set_s(row, "level", words_util_level((enum util_level)l,
		    vb->l));
		vb_set_pct(vb, row, "utilisation", u, 0);
		vb_set_num(vb, row, "gpu_hours_month", vb->r->rec.gpus *
		    sc->economics.hours_per_month * u, 0);
		vb_set_break_even(vb, row, "break_even", c ?
		    tco_case_break_even(c, sc) : NAN);
		vb_set_break_even(vb, row, "break_even_colo", c ?
		    c->break_even_month_colo : NAN);
		vb_set_s(row, "cheapest", words_op_model(cheapest[l], vb->l));
		vb_set_num(vb, row, "energy_kwh_year", c ? c->energy_kwh_year :
		    NAN, 0);
		vb_set_num(vb, row, "co2_t_year", c ? c->co2_t_year : NAN, 1);
		vb_set_money(vb, row, "own_total", c ?
		    c->opt[tco_own_model(sc)].total : NAN, 0);
		vb_set_money(vb, row, "cloud_total", c ? c->opt[OP_CLOUD].total
		    :
		    NAN, 0);
		vt_append(rows, row);
	}
	rent = vb->r->offer.rent_priced;
	if (vb->r->ok && !rent && sc->economics.operating_models[OP_CLOUD] &&
	    n_priced(vb) == 1)
		sb_printf(&vb->b, W(vb, W_VERDICT_NO_RENT_PRICE_ONLY),
		    words_op_model(vb->r->offer.model, vb->l));
	else if (vb->r->ok) {
		if (!rent && sc->economics.operating_models[OP_CLOUD])
			sb_puts(&vb->b, W(vb, W_VERDICT_NO_RENT_PRICE));
		words_verdict(&vb->b, vb->r->offer.cheapest,
		    sc->economics.cloud_tier, rent, vb->l);
	} else
		sb_puts(&vb->b, W(vb, W_NO_COST_COMPARISON));
	vb_set_sb(vb, o, "verdict");
	vb_set(o, "scenarios", rows);
	vb_set_b(o, "has_co2", isfinite(t->grid_co2_g_per_kwh));
	vb_set_num(vb, o, "grid_co2_g_per_kwh", t->grid_co2_g_per_kwh, 0);
	if (!vb->r->offer.rent_priced)
		sb_puts(&vb->b, W(vb, W_NO_RENT_PRICE));
	else if (isfinite(t->break_even_utilisation))
		fmt_percent(&vb->b, t->break_even_utilisation, 0, vb->l);
	else
		sb_puts(&vb->b, W(vb, W_NEVER_EVEN_AT_FULL_USE));
	vb_set_sb(vb, o, "break_even_utilisation");
	vb_set_num(vb, o, "horizon_months", vb->horizon, 0);
	vb_set_num(vb, o, "n_workloads", (double)sc->n_workloads, 0);
	summary_ranges(vb, o);
	return o;
}

void
vb_fmt_buy_from(struct vb *vb, struct strbuf *b)
{
	struct strbuf pct = STRBUF_INIT;
	double u = vb->r->tco.break_even_utilisation;

	if (isfinite(u)) {
		fmt_percent(&pct, u, 0, vb->l);
		sb_printf(b, W(vb, W_OFFER_BUY_FROM), pct.s);
	} else
		sb_printf(b, W(vb, W_OFFER_NEVER_BUY), vb->horizon);
	sb_free(&pct);
}

struct vt *
view_offer(struct vb *vb)
{
	const struct offer *of = &vb->r->offer;
	const struct tco_case *c = vb_base_case(vb, UTIL_MEDIUM);
	struct vt *o = vt_object(vb->mem);
	int ok = vb->r->ok;

	vb_set_s(o, "operating_model", op_model_names[of->model]);
	vb_set_s(o, "model", words_op_model(of->model, vb->l));
	vb_set_b(o, "rent", ok && of->model == OP_CLOUD);
	vb_set_b(o, "own", ok && of->model != OP_CLOUD);
	vb_set_b(o, "rent_priced", of->rent_priced);
	vb_set_money(vb, o, "rent_total", c && c->opt[OP_CLOUD].available ?
	    c->opt[OP_CLOUD].total : NAN, 0);
	vb_set_money(vb, o, "own_total", c ?
	    c->opt[tco_own_model(vb->sc)].total : NAN, 0);
	if (of->rent_priced)
		vb_fmt_buy_from(vb, &vb->b);
	vb_set_sb(vb, o, "buy_from");
	if (ok && of->model == OP_COLOCATION)
		sb_puts(&vb->b, W(vb, W_OFFER_COLOCATION));
	else if (ok && of->model == OP_HYBRID &&
	    of->rec.own_gpus < of->rec.gpus && isfinite(of->rec.capex)) {
		/* what the hybrid buys: its own part, at its capex */
		struct strbuf cap = STRBUF_INIT;

		fmt_money(&cap, of->rec.capex, 0, vb->cur, vb->l);
		if (of->rec.own_gpus == 1)
			sb_printf(&vb->b, W(vb, W_OFFER_HYBRID_PART_ONE),
			    of->rec.gpus, cap.s);
		else
			sb_printf(&vb->b, W(vb, W_OFFER_HYBRID_PART),
			    of->rec.own_gpus, of->rec.gpus, cap.s);
		sb_free(&cap);
	} else if (ok && of->model == OP_HYBRID)
		sb_puts(&vb->b, W(vb, W_OFFER_HYBRID));
	vb_set_sb(vb, o, "model_sentence");
	view_offer_choices(vb, o);
	return o;
}

