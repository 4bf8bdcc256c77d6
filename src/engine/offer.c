/*
 * offer.c: the options the proposal offers besides its recommendation
 * (see offer.h; docs/json-format.md "offer").
 */
#include "engine/offer.h"

#include <math.h>
#include <string.h>

#include "engine/sizing.h"
#include "engine/tco.h"

/* 1 if a and b offer the same thing: operating model, GPU and count. */
static int
same_offer(const struct offer_option *a, const struct offer_option *b)
{
	return a->model == b->model && a->gpu_index == b->gpu_index &&
	    a->gpus == b->gpus;
}

size_t
offer_pick(const struct offer_option *rec, const struct offer_option *cand,
    size_t n, struct offer_option *out)
{
	size_t i, j, k = 0;
	int dup;

	if (rec == NULL || cand == NULL || out == NULL)
		return 0;
	for (i = 0; i < n && k < OFFER_MAX_OPTIONS; i++) {
		if (cand[i].kind == OPTK_RECOMMENDED ||
		    same_offer(&cand[i], rec))
			continue;
		for (dup = 0, j = 0; j < k; j++)
			dup |= same_offer(&cand[i], &out[j]) ||
			    cand[i].kind == out[j].kind;
		if (!dup)
			out[k++] = cand[i];
	}
	return k;
}

/* An option of kind k, operated as m, for candidate c (its GPU, count,
 * nodes); the money is left NAN. */
static struct offer_option
option_of(enum option_kind k, enum op_model m, const struct candidate *c)
{
	struct offer_option o;

	memset(&o, 0, sizeof(o));
	o.kind = k;
	o.model = m;
	o.gpu = c->gpu;
	o.gpu_index = c->gpu_index;
	o.gpus = c->gpus;
	o.own_gpus = m == OP_CLOUD ? 0 : c->gpus;
	o.nodes = c->nodes;
	o.capex = o.tco_medium = o.per_user_month = NAN;
	o.d_capex = o.d_tco = NAN;
	o.wins_at = UTIL_MEDIUM;
	return o;
}

/* Capex and TCO of operating model m at medium utilisation, base energy,
 * from t into *o; 0 if m is not priced there. */
static int
cost_from(const struct tco_result *t, enum op_model m,
    struct offer_option *o)
{
	const struct tco_case *med = tco_case_at(t, UTIL_MEDIUM, ENERGY_BASE);

	if (med == NULL || !med->opt[m].available ||
	    !isfinite(med->opt[m].total))
		return 0;
	o->capex = isfinite(med->opt[m].capex) ? med->opt[m].capex : 0;
	o->tco_medium = med->opt[m].total;
	return 1;
}

/* Cost a hardware option o (an alternative c) with the cost engine, own
 * model; 0 if its TCO input is unusable.  Frees the series it made. */
static int
cost_candidate(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, const struct result *r,
    const struct candidate *c, struct offer_option *o)
{
	struct tco_input in;
	struct tco_result t;
	int ok;

	if (!sizing_tco_input(sc, &r->econ, cat, p, c, &in))
		return 0;
	in.no_ranges = 1;	/* the totals only: 10,000 draws less */
	if (!tco_compute(&in, &t))
		return 0;
	ok = cost_from(&t, o->model, o);
	tco_result_free(&t);
	return ok;
}

/* 1 if o is other hardware than the recommendation (an alternative). */
static int
o_is_hw(const struct offer_option *o)
{
	return o->kind == OPTK_MORE_HEADROOM || o->kind == OPTK_OTHER_VENDOR ||
	    o->kind == OPTK_FEWER_GPUS;
}

/* Money per user and month of total over h months for users (NAN
 * without users or a total). */
static double
per_user(double total, int h, int users)
{
	if (users < 1 || h < 1 || !isfinite(total))
		return NAN;
	return total / h / users;
}

/* The candidates of offer_options, in its order, into cand[]; the
 * count.  Hardware ones still need their cost (tco_medium NAN). */
static size_t
candidates(const struct scenario *sc, const struct result *r,
    struct offer_option *cand)
{
	static const struct {
		enum alt_kind	 alt;
		enum option_kind kind;
	} kinds[] = {
		{ ALT_MORE_HEADROOM, OPTK_MORE_HEADROOM },
		{ ALT_OTHER_VENDOR, OPTK_OTHER_VENDOR },
		{ ALT_FEWER_GPUS, OPTK_FEWER_GPUS },
	};
	const struct offer *of = &r->offer;
	enum op_model own = tco_own_model(sc), hw;
	size_t i, n = 0;
	int l;

	if (of->model == OP_CLOUD || of->model == OP_HYBRID) {
		cand[n] = option_of(OPTK_BUY, own, &r->rec);
		if (cost_from(&r->tco, own, &cand[n]))
			n++;
	}
	/* other hardware runs as the recommendation does when that is own
	 * hardware, else as the own model */
	hw = of->model == OP_ON_PREM || of->model == OP_COLOCATION ?
	    of->model : own;
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		const struct candidate *c = &r->alt[kinds[i].alt];

		if (c->gpu != NULL && c->feasible)
			cand[n++] = option_of(kinds[i].kind, hw, c);
	}
	for (l = 0; l < UTIL__MAX; l++) {
		enum op_model m = of->cheapest[l];

		if (l == UTIL_MEDIUM || m == of->model ||
		    (m != OP_CLOUD && m != OP_HYBRID) ||
		    !sc->economics.operating_models[m])
			continue;
		cand[n] = option_of(m == OP_CLOUD ? OPTK_RENT : OPTK_HYBRID, m,
		    &r->rec);
		if (m == OP_HYBRID)
			cand[n].own_gpus = r->tco.hybrid_own_gpus;
		cand[n].wins_at = (enum util_level)l;
		if (cost_from(&r->tco, m, &cand[n]))
			n++;
	}
	return n;
}

void
offer_options(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r)
{
	struct offer *of = &r->offer;
	struct offer_option cand[8], base, *o;
	const struct candidate *c;
	int h = r->tco.months, users = sc->customer_users, m;
	size_t n, i, k;

	of->rec = option_of(OPTK_RECOMMENDED, of->model, &r->rec);
	if (of->model == OP_HYBRID)
		of->rec.own_gpus = r->tco.hybrid_own_gpus;
	(void)cost_from(&r->tco, of->model, &of->rec);
	of->rec.per_user_month = per_user(of->rec.tco_medium, h, users);
	of->rec.d_capex = of->rec.d_tco = 0;
	for (m = 0; m < OP__MAX; m++) {
		struct offer_option x = of->rec;

		of->per_user_month[m] = NAN;
		if (sc->economics.operating_models[m] &&
		    cost_from(&r->tco, (enum op_model)m, &x))
			of->per_user_month[m] = per_user(x.tco_medium, h, users);
	}
	of->n_options = 0;
	if (!r->ok)
		return;		/* nothing to choose from a system that misses a target */
	n = candidates(sc, r, cand);
	/* pick, then cost the hardware picks; one that cannot be costed
	 * is dropped and the next candidate takes its place */
	for (;;) {
		k = offer_pick(&of->rec, cand, n, of->options);
		for (i = 0; i < k; i++) {
			o = &of->options[i];
			if (isfinite(o->tco_medium))
				continue;
			c = o->kind == OPTK_MORE_HEADROOM ?
			    &r->alt[ALT_MORE_HEADROOM] :
			    o->kind == OPTK_OTHER_VENDOR ?
			    &r->alt[ALT_OTHER_VENDOR] : &r->alt[ALT_FEWER_GPUS];
			if (!cost_candidate(sc, cat, p, r, c, o))
				break;
		}
		if (i == k)
			break;
		/* drop the one that failed from the candidates */
		for (i = 0; i < n && cand[i].kind != o->kind; i++)
			;
		memmove(&cand[i], &cand[i + 1], (n - i - 1) * sizeof(cand[0]));
		n--;
	}
	/* differences against the recommendation; other hardware against
	 * the recommended system bought when renting or the hybrid is
	 * recommended (the buy option's numbers) */
	base = of->rec;
	if (of->model == OP_CLOUD || of->model == OP_HYBRID)
		(void)cost_from(&r->tco, tco_own_model(sc), &base);
	for (i = 0; i < k; i++) {
		const struct offer_option *b = o_is_hw(&of->options[i]) ?
		    &base : &of->rec;

		o = &of->options[i];
		o->per_user_month = per_user(o->tco_medium, h, users);
		o->d_capex = o->capex - b->capex;
		o->d_tco = o->tco_medium - b->tco_medium;
	}
	of->n_options = k;
}
