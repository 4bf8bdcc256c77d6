/*
 * sizing_search.c: the search over GPU types and counts, ranking, the
 * pinned system, alternatives and advice, and sizing_run
 * (see sizing.h, sizing_parts.h and docs/sizing.md).
 */
#include "engine/sizing.h"
#include "engine/sizing_parts.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/host.h"
#include "engine/memory.h"
#include "engine/speed.h"
#include "util/alloc.h"

/* ---- ranking ---- */

/* qsort order of candidates: rank cost, then fewer GPUs, catalog order,
 * fewer nodes, smaller node shape. */
static int
cmp_rank(const void *pa, const void *pb)
{
	const struct candidate *a = *(const struct candidate *const *)pa;
	const struct candidate *b = *(const struct candidate *const *)pb;

	if (a->rank_cost != b->rank_cost)
		return a->rank_cost < b->rank_cost ? -1 : 1;
	if (a->gpus != b->gpus)
		return a->gpus < b->gpus ? -1 : 1;
	if (a->gpu_index != b->gpu_index)
		return a->gpu_index < b->gpu_index ? -1 : 1;
	if (a->nodes != b->nodes)
		return a->nodes < b->nodes ? -1 : 1;
	return a->gpus_per_node - b->gpus_per_node;
}

/* Copy src into dst with its own workload results (the result owns). */
static void
keep(struct candidate *dst, const struct candidate *src, size_t nw)
{
	*dst = *src;
	dst->wr = xcalloc(nw ? nw : 1, sizeof(*dst->wr));
	if (src->wr != NULL && nw > 0)
		memcpy(dst->wr, src->wr, nw * sizeof(*dst->wr));
}

/* Append one advice to r->advice (room for max), copying s if not
 * NULL. */
static void
add_advice(struct result *r, size_t max, enum advice_kind k, double a,
    double b, const char *s)
{
	struct advice *v;

	if (r->n_advice >= max)
		return;
	v = &r->advice[r->n_advice++];
	memset(v, 0, sizeof(*v));
	v->kind = k;
	v->a = a;
	v->b = b;
	if (s != NULL)
		snprintf(v->s, sizeof(v->s), "%.*s", (int)sizeof(v->s) - 1, s);
}

/* The advice of the recommendation (and W_SIZING for real problems). */
static void
advise(struct sctx *x, struct result *r, double io_need, double io_have,
    struct diag_list *dl)
{
	const struct scenario *sc = x->sc;
	const struct candidate *c = &r->rec;
	size_t i, max = ADV__MAX + 2 * x->nw;
	double head = INFINITY, hours;

	r->advice = xcalloc(max, sizeof(*r->advice));
	for (i = 0; i < x->nw; i++) {
		const struct workload_result *w = &c->wr[i];

		/* a workload over the card is not headroom: the
		 * does-not-fit finding says it */
		if ((w->gpus_needed > 0 || !w->fits) && w->mem_usable_b > 0 &&
		    w->mem.per_gpu <= w->mem_usable_b) {
			double h = 1 - w->mem.per_gpu / w->mem_usable_b;

			if (w->mem.per_gpu > 0 && h < head)
				head = h;
		}
		if (w->offload_needed)
			add_advice(r, max, ADV_OFFLOAD_NEEDED,
			    w->more_gpus_fit, w->qlora_fits,
			    sc->workloads[i].name);
		if (w->recompute_needed)
			add_advice(r, max, ADV_RECOMPUTE_NEEDED,
			    w->more_gpus_fit, w->qlora_fits,
			    sc->workloads[i].name);
	}
	if (head < SIZING_HEADROOM_MIN) {
		add_advice(r, max, ADV_VRAM_HEADROOM, head,
		    sc->constraints.gpu_memory_utilization, NULL);
		r->advice[r->n_advice - 1].c =
		    sc->constraints.throughput_headroom_pct;
	}
	if (io_need > io_have) {
		const struct workload *w = NULL;

		for (i = 0; i < x->nw && w == NULL; i++)
			if (sc->workloads[i].type == WL_LLM_FINETUNE ||
			    sc->workloads[i].type == WL_LLM_PRETRAIN)
				w = &sc->workloads[i];
		add_advice(r, max, ADV_IO_SLOW, io_need, io_have, NULL);
		diag_add(dl, W_SIZING, sc->path, sc->source, sc->source_len,
		    w ? w->pos.line : 0,
		    w ? w->pos.col : 0, "writing a checkpoint in %g s needs "
		    "%.1f GB/s per node; %d local NVMe drives give %.1f GB/s: "
		    "plan a parallel file system or longer checkpoint "
		    "intervals", HOST_CKPT_WRITE_S, io_need,
		    HOST_NVME_MAX_DRIVES, io_have);
	}
	if (sc->constraints.max_power_kw > 0 &&
	    c->max_kw > sc->constraints.max_power_kw)
		add_advice(r, max, ADV_RACK_POWER, c->max_kw,
		    sc->constraints.max_power_kw, NULL);
	if (c->host.liquid_cooling)
		add_advice(r, max, ADV_LIQUID_COOLING, 0, 0, NULL);
	hours = c->gpus * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	if (hours < SIZING_RENT_HOURS)
		add_advice(r, max, ADV_RENT_BELOW_100H, hours, 0, NULL);
	add_advice(r, max, ADV_SPARES, 0, 0, NULL);
}

/* Validate the pinned hardware: r->rec, W_DOES_NOT_FIT per miss. */
static void
run_pinned(struct sctx *x, struct result *r, struct diag_list *dl,
    double *io_need, double *io_have)
{
	const struct scenario *sc = x->sc;
	const struct constraints *k = &sc->constraints;
	int gi = catalog_gpu_index(x->cat, sc->hw_gpu), n = sc->hw_gpus, s;
	const struct gpu *g;
	struct candidate *c = &x->cand[0];
	struct sys_need sn;
	char msg[1024], a[32], b[32];
	enum constraint miss;
	size_t i;

	g = &x->cat->gpus[gi];
	s = sizing_shape_for(g, n);
	sizing_eval_candidate(x, gi, s, n, c, x->wr, &sn, io_need, io_have);
	x->n = 1;
	if (g->form_factor != FF_PCIE && n % s != 0) {
		const char *pcie = NULL;

		for (i = 0; i < x->cat->n_gpus && pcie == NULL; i++)
			if (x->cat->gpus[i].form_factor == FF_PCIE &&
			    x->cat->gpus[i].vendor == g->vendor &&
			    x->cat->gpus[i].memory_gb == g->memory_gb)
				pcie = x->cat->gpus[i].id;
		diag_add(dl, W_SIZING, sc->path, sc->source, sc->source_len,
		    sc->hw_pos.line, sc->hw_pos.col, "%s comes on baseboards of "
		    "%d GPUs: %d %s leave%s %d slot%s of a %s node empty%s%s%s",
		    g->id, s, n, n == 1 ? "GPU" : "GPUs", n == 1 ? "s" : "",
		    s - n % s, s - n % s == 1 ? "" : "s",
		    host_class_names[c->host.host_class], pcie ? "; " : "",
		    pcie ? pcie : "", pcie ? " is the PCIe card for smaller "
		    "hosts" : "");
	}
	for (i = 0; i < x->nw; i++) {
		if (x->wr[i].fits)
			continue;
		sizing_describe_workload(&sc->workloads[i], &x->wr[i], g, n,
		    sc->constraints.throughput_headroom_pct, msg, sizeof(msg));
		diag_add(dl, W_DOES_NOT_FIT, sc->path, sc->source,
		    sc->source_len, sc->hw_pos.line,
		    sc->hw_pos.col, "hardware %d x %s: %s", n, g->id, msg);
		/* the proposal words it from workload i's result */
		add_advice(r, ADV__MAX + 2 * x->nw, ADV_PINNED_DOES_NOT_FIT,
		    (double)(i + 1), 0, msg);
	}
	msg[0] = '\0';
	miss = CON_NONE;
	if (k->max_gpus > 0 && n > k->max_gpus) {
		miss = CON_MAX_GPUS;
		snprintf(msg, sizeof(msg), "%d GPUs exceed max_gpus %d", n,
		    k->max_gpus);
	} else if (k->max_power_kw > 0 && c->max_kw > k->max_power_kw) {
		miss = CON_POWER;
		snprintf(msg, sizeof(msg), "the system draws %.1f kW; "
		    "max_power_kw is %g kW", c->max_kw, k->max_power_kw);
	} else if (k->budget > 0 && c->capex > k->budget) {
		miss = CON_BUDGET;
		snprintf(msg, sizeof(msg), "capex %s exceeds the budget %s %s",
		    sizing_fmt_num(a, sizeof(a), c->capex, 0),
		    sizing_fmt_num(b, sizeof(b), k->budget, 0),
		    currency_names[sc->currency]);
	}
	if (msg[0] != '\0')
		diag_add(dl, W_DOES_NOT_FIT, sc->path, sc->source,
		    sc->source_len, sc->hw_pos.line,
		    sc->hw_pos.col, "hardware %d x %s: %s", n, g->id, msg);
	/* over max_power_kw: advise() adds ADV_RACK_POWER, which says it */
	if (miss == CON_MAX_GPUS || miss == CON_BUDGET) {
		size_t at = r->n_advice;

		add_advice(r, ADV__MAX + 2 * x->nw, ADV_PINNED_DOES_NOT_FIT, 0,
		    0, msg);
		if (r->n_advice > at)	/* not dropped for want of room */
			r->advice[at].c = (double)miss;
	}
	r->n_considered = 1;
	r->n_feasible = c->feasible;
	keep(&r->rec, c, x->nw);
}

/* The next smaller count of rec's GPU (0 if none): one node less, a
 * smaller node shape, or one PCIe card less. */
static int
smaller_count(const struct candidate *rec)
{
	const struct gpu *g = rec->gpu;
	size_t i;
	int best = 0;

	if (g->form_factor == FF_PCIE)
		return rec->gpus - 1;
	if (rec->nodes > 1)
		return (rec->nodes - 1) * rec->gpus_per_node;
	for (i = 0; i < g->n_node_gpus; i++)
		if (g->node_gpus[i] < rec->gpus_per_node)
			best = g->node_gpus[i];
	return best;
}

/* How fast candidate c does its largest workload, larger is faster:
 * tokens/s per sequence (llm-inference), 1 / hours of a run (training,
 * embeddings), images/s, FP64 TFLOPS; 0 if unknown. */
static double
speed_score(const struct sctx *x, const struct candidate *c)
{
	const struct workload_result *w;

	if (c->wr == NULL || x->nw == 0)
		return 0;
	w = &c->wr[sizing_largest_workload(c->wr, x->nw)];
	switch (w->w->type) {
	case WL_LLM_INFERENCE:
		return w->tokens_per_s_per_seq;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
	case WL_EMBEDDINGS:
		return w->run_hours > 0 ? 1 / w->run_hours : 0;
	case WL_VISION_INFERENCE:
		return w->images_per_s;
	case WL_SIMULATION:
		return w->fp64_tflops;
	default:
		return 0;
	}
}

/* 1 if c is the recommendation's or an alternative's system already:
 * the same GPU and count (whatever the node shape). */
static int
already_shown(const struct result *r, const struct candidate *c)
{
	size_t k;

	if (c->gpu_index == r->rec.gpu_index && c->gpus == r->rec.gpus)
		return 1;
	for (k = 0; k < ALT__MAX; k++)
		if (r->alt[k].gpu != NULL && r->alt[k].gpu_index ==
		    c->gpu_index && r->alt[k].gpus == c->gpus)
			return 1;
	return 0;
}

/* 1 if c qualifies as an alternative of kind k to rec (the name must be
 * true of it). */
static int
alt_qualifies(const struct sctx *x, enum alt_kind k,
    const struct candidate *rec, const struct candidate *c)
{
	switch (k) {
	case ALT_FEWER_GPUS:
		return c->gpus < rec->gpus;
	case ALT_LOWER_CAPEX:
		return c->capex < rec->capex * (1 - 1e-9);
	case ALT_OTHER_VENDOR:
		return c->gpu->vendor != rec->gpu->vendor;
	case ALT_MORE_HEADROOM:
		return c->gpu_index == rec->gpu_index && c->gpus > rec->gpus;
	case ALT_FASTER:
		/* at least 1 % faster: not a rounding difference */
		return speed_score(x, c) > 1.01 * speed_score(x, rec);
	default:
		return 0;
	}
}

/*
 * Choose the alternatives among the ranked feasible candidates fe[0..nf)
 * (fe[0] is the recommendation) and the whole pool: per kind, in the
 * order of enum alt_kind, the best-ranked feasible candidate of which
 * the kind is true and whose GPU and count neither the recommendation
 * nor an earlier alternative has.  Fewer GPUs and other vendor fall back
 * to an infeasible candidate that shows what it misses (rec's GPU one
 * step smaller; the other vendor's closest).
 */
static void
choose_alternatives(struct sctx *x, struct result *r,
    struct candidate **fe, size_t nf)
{
	const struct candidate *rec = fe[0], *pick;
	size_t i;
	int k;

	for (k = 0; k < ALT__MAX; k++) {
		for (pick = NULL, i = 1; i < nf && pick == NULL; i++)
			if (alt_qualifies(x, (enum alt_kind)k, rec, fe[i]) &&
			    !already_shown(r, fe[i]))
				pick = fe[i];
		if (pick == NULL && k == ALT_OTHER_VENDOR) {
			/* the other vendor's closest considered candidate */
			for (i = 0; i < x->n; i++) {
				const struct candidate *c = &x->cand[i];

				if (c->gpu->vendor == rec->gpu->vendor ||
				    c->feasible || already_shown(r, c))
					continue;
				if (pick == NULL || c->rank_cost < pick->rank_cost)
					pick = c;
			}
		}
		if (pick == NULL && k == ALT_FEWER_GPUS &&
		    smaller_count(rec) > 0 && x->n < x->cap) {
			struct candidate *c = &x->cand[x->n];
			struct sys_need sn;
			double in, ih;
			int n = smaller_count(rec);

			sizing_eval_candidate(x, rec->gpu_index,
			    sizing_shape_for(rec->gpu, n), n, c,
			    x->wr + x->n * x->nw, &sn, &in, &ih);
			if (!already_shown(r, c))
				pick = c;
		}
		if (pick != NULL)
			keep(&r->alt[k], pick, x->nw);
	}
}

/* Search every allowed GPU x node shape; fills the pool. */
static void
search(struct sctx *x)
{
	size_t gi, si, j;

	for (gi = 0; gi < x->cat->n_gpus; gi++) {
		const struct gpu *g = &x->cat->gpus[gi];

		if (!sizing_gpu_allowed(x->sc, g))
			continue;
		for (si = 0; si < g->n_node_gpus; si++) {
			struct candidate *c = &x->cand[x->n], *c2;
			struct workload_result *wr = x->wr + x->n * x->nw;
			struct sys_need sn;
			int s = g->node_gpus[si], dup = 0;

			if (x->n + 2 > x->cap)
				return;
			sizing_eval_candidate(x, (int)gi, s, 0, c, wr, &sn,
			    &x->io_need[x->n], &x->io_have[x->n]);
			/* the same GPUs in as many nodes with a smaller shape
			 * is the same system in a bigger chassis */
			for (j = 0; j < x->n && c->gpus > 0; j++)
				if (x->cand[j].gpu_index == (int)gi &&
				    x->cand[j].gpus == c->gpus &&
				    x->cand[j].nodes == c->nodes)
					dup = 1;
			if (dup)
				continue;
			x->n++;
			if (c->gpus == 0 || c->failed != CON_NONE)
				continue;
			/* one step larger: a node more, or a card more */
			c2 = &x->cand[x->n];
			*c2 = *c;
			c2->failed = CON_NONE;
			if (g->form_factor == FF_PCIE && c->nodes == 1 &&
			    sizing_shape_for(g, c->gpus + 1) >= c->gpus + 1) {
				/* a card more in the smallest host that holds it */
				c2->gpus = c->gpus + 1;
				c2->gpus_per_node = sizing_shape_for(g, c2->gpus);
			} else if (g->form_factor == FF_PCIE) {
				/* a full node more, never 9 cards in 3 hosts of 4 */
				c2->nodes = c->nodes + 1;
				c2->gpus = c2->nodes * c->gpus_per_node;
			} else {
				c2->nodes = c->nodes + 1;
				c2->gpus = c2->nodes * s;
			}
			sizing_size_system(x, c2, &sn, 1, &x->io_need[x->n],
			    &x->io_have[x->n]);
			x->n++;
		}
	}
}

int
sizing_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, const struct econ_resolved *econ,
    struct result *r, struct diag_list *dl)
{
	struct sctx x;
	struct candidate **fe = NULL;
	size_t i, nf = 0;
	double io_need = 0, io_have = 0;

	memset(&x, 0, sizeof(x));
	x.sc = sc;
	x.cat = cat;
	x.p = p;
	x.econ = econ;
	x.nw = sc->n_workloads;
	x.gpu_cap = sc->constraints.max_gpus > SIZING_MAX_GPUS ?
	    sc->constraints.max_gpus : SIZING_MAX_GPUS;
	if (x.gpu_cap > SIZING_MAX_GPUS_HARD)
		x.gpu_cap = SIZING_MAX_GPUS_HARD;
	x.cap = cat->n_gpus * NODE_SHAPES_MAX * 2 + 2;
	x.plans = xcalloc(x.nw ? x.nw : 1, sizeof(*x.plans));
	x.cand = xcalloc(x.cap, sizeof(*x.cand));
	x.io_need = xcalloc(x.cap, sizeof(*x.io_need));
	x.io_have = xcalloc(x.cap, sizeof(*x.io_have));
	/* not zeroed: ~140 KB a scenario, of which sizing_eval_candidate() fills
	 * (and anything reads) only the slices of the candidates made */
	x.wr = xreallocarray(NULL, x.cap * (x.nw ? x.nw : 1), sizeof(*x.wr));
	r->ok = 0;
	r->infeasible_because = CON_NONE;
	r->n_advice = 0;

	if (sc->hw_gpu[0] != '\0' && catalog_gpu_index(cat, sc->hw_gpu) >= 0 &&
	    sc->hw_gpus > 0) {
		r->advice = xcalloc(ADV__MAX + 2 * x.nw, sizeof(*r->advice));
		run_pinned(&x, r, dl, &io_need, &io_have);
		r->ok = r->rec.feasible;
		r->infeasible_because = r->rec.failed;
		{
			/* advise() allocates afresh: the pinned misses
			 * first, what advise() adds after them */
			struct advice *pin = r->advice, *more;
			size_t npin = r->n_advice, nmore, k;

			r->advice = NULL;
			r->n_advice = 0;
			advise(&x, r, io_need, io_have, dl);
			more = r->advice;
			nmore = r->n_advice;
			r->advice = xcalloc(npin + nmore + 1,
			    sizeof(*r->advice));
			for (k = 0; k < npin + nmore; k++)
				r->advice[k] = k < npin ? pin[k] :
				    more[k - npin];
			r->n_advice = npin + nmore;
			free(pin);
			free(more);
		}
		goto out;
	}
	search(&x);
	r->n_considered = x.n;
	fe = xcalloc(x.n ? x.n : 1, sizeof(*fe));
	for (i = 0; i < x.n; i++)
		if (x.cand[i].feasible)
			fe[nf++] = &x.cand[i];
	r->n_feasible = nf;
	if (nf == 0) {
		r->infeasible_because = sizing_report_infeasible(&x, dl);
		goto out;
	}
	qsort(fe, nf, sizeof(*fe), cmp_rank);
	keep(&r->rec, fe[0], x.nw);
	io_need = x.io_need[fe[0] - x.cand];
	io_have = x.io_have[fe[0] - x.cand];
	choose_alternatives(&x, r, fe, nf);
	advise(&x, r, io_need, io_have, dl);
	r->ok = 1;
out:
	free(fe);
	free(x.plans);
	free(x.cand);
	free(x.io_need);
	free(x.io_have);
	free(x.wr);
	return r->ok;
}
