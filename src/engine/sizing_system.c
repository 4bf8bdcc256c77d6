/*
 * sizing_system.c: one candidate system: what its workloads need of each node,
 * its host, prices, power and fit; the TCO input of a candidate
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

/* ---- systems ---- */


/* Bytes of one training checkpoint: weights + fp32 master + moments of
 * the trained parameters (all of them, or the adapters). */
static double
ckpt_bytes(const struct workload *w)
{
	double moments = w->optimizer == OPT_ADAMW_8BIT ?
	    MEM_ADAM8_MOMENTS_BPP : MEM_ADAM_MOMENTS_BPP, p = w->model.params;

	if (w->type == WL_LLM_FINETUNE && w->method != FT_FULL)
		p *= w->lora_fraction;
	return (MEM_TRAIN_WEIGHT_BPP + MEM_TRAIN_MASTER_BPP + moments) * p;
}

/* Add what workload w, planned as pl, needs on the hosts. */
static void
need_add(struct sys_need *sn, const struct workload *w,
    const struct wl_plan *pl)
{
	switch (w->type) {
	case WL_LLM_INFERENCE:
		sn->data_b += mem_weight_bytes(w->model.params, PREC_BF16) +
		    (w->precision == PREC_BF16 ? 0 :
		    mem_weight_bytes_stored(w->model.params, w->precision));
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		sn->training = 1;
		sn->data_b += w->dataset_tokens * HOST_DATASET_B_PER_TOKEN +
		    mem_weight_bytes(w->model.params, PREC_BF16);
		sn->ckpt_node_b += ckpt_bytes(w) /
		    (pl->whole_nodes > 1 ? pl->whole_nodes : 1);
		sn->offload_node_b += pl->r.mem.offload_host /
		    (pl->whole_nodes > 1 ? pl->whole_nodes : 1);
		break;
	case WL_EMBEDDINGS:
		sn->data_b += w->tokens_per_month * HOST_DATASET_B_PER_TOKEN +
		    mem_weight_bytes(w->model.params, PREC_BF16);
		break;
	case WL_SIMULATION:	/* restart files and results: 2 x the set */
		sn->data_b += 2.0 * w->memory_gb * 1e9;
		break;
	case WL_RAG:
		sn->rag_ram_b += pl->r.mem.vector_index_ram;
		sn->rag_cores += (int)ceil(w->queries_per_s *
		    SIZING_RAG_QUERY_CPU_S);
		sn->data_b += pl->r.mem.nvme;
		break;
	default:
		sn->data_b += pl->r.mem.weights;
		break;
	}
	sn->rdma |= pl->rdma;
}

/* The workload with the most GPUs in wr[0..nw), or 0. */
size_t
sizing_largest_workload(const struct workload_result *wr, size_t nw)
{
	size_t i, best = 0;

	for (i = 1; i < nw; i++)
		if (wr[i].gpus_needed > wr[best].gpus_needed)
			best = i;
	return best;
}

/* The GPUs one replica (job) of c's workloads needs: the largest
 * gpus_per_replica of its GPU workloads, at least 1; count. */
static int
replica_gpus(const struct sctx *x, const struct candidate *c)
{
	size_t i;
	int u = 1;

	for (i = 0; c->wr != NULL && i < x->nw; i++)
		if (c->wr[i].gpus_needed > 0 && c->wr[i].gpus_per_replica > u)
			u = c->wr[i].gpus_per_replica;
	return u;
}

/*
 * The hybrid's own part of candidate c into c->hyb_*: the low
 * utilisation's share of the GPUs, rounded up to whole replicas
 * (replica_gpus) and to whole nodes of a node shape of the GPU (inside
 * one node the smallest shape that holds them, filled; across nodes
 * c's shape, filled), at most all of c.  Its capex buys exactly those
 * GPUs, hosts (priced for their shape) and, over several nodes, the
 * scale-out network.  hn: the need of one of c's nodes.
 */
static void
size_hybrid(struct sctx *x, struct candidate *c, const struct host_need *hn0)
{
	const struct scenario *sc = x->sc;
	const struct gpu *g = c->gpu;
	int unit = replica_gpus(x, c), own, s = c->gpus_per_node, nodes;
	double want = c->gpus * sc->economics.utilisation[UTIL_LOW];
	size_t i;

	own = (int)ceil(want / unit - 1e-9) * unit;
	if (own < unit)
		own = unit;
	nodes = 1;
	if (own <= s) {
		for (i = 0; i < g->n_node_gpus; i++)
			if (g->node_gpus[i] >= own &&
			    g->node_gpus[i] % unit == 0)
				break;
		s = i < g->n_node_gpus ? g->node_gpus[i] : c->gpus_per_node;
		own = s;
	} else {
		nodes = (own + s - 1) / s;
		own = nodes * s;
	}
	if (own >= c->gpus || (nodes > 1 && nodes >= c->nodes)) {
		/* the base load needs the whole system */
		c->hyb_gpus = c->gpus;
		c->hyb_nodes = c->nodes;
		c->hyb_gpus_per_node = c->gpus_per_node;
		c->hyb_capex_hw = c->capex_hw;
		c->hyb_max_kw = c->max_kw;
		c->hyb_idle_kw = c->gpus * g->idle_w / 1000.0 +
		    c->nodes * c->host.host_power_kw;
		return;
	}
	{
		struct host_need hn = *hn0;
		struct host_spec h;
		double io1, io2, ph = 0;

		hn.gpus = s;
		hn.vram_gb = s * g->memory_gb;
		hn.rdma = hn0->rdma && nodes > 1;
		host_size(g, s, &hn, &h, &io1, &io2);
		if (!pricing_host(sc, x->p, x->cat, c->gpu_index, h.host_class,
		    &ph, NULL))
			ph = c->price_host;
		c->hyb_gpus = own;
		c->hyb_nodes = nodes;
		c->hyb_gpus_per_node = s;
		c->hyb_capex_hw = own * c->price_gpu + nodes * (ph +
		    (hn.rdma ? c->price_network : 0));
		c->hyb_max_kw = own * g->power_w / 1000.0 +
		    nodes * h.host_power_kw;
		c->hyb_idle_kw = own * g->idle_w / 1000.0 +
		    nodes * h.host_power_kw;
	}
}

/*
 * Size the hosts, power, prices, capex and rank cost of candidate c whose
 * gpu, gpus, nodes and gpus_per_node are set, and check the scenario's
 * system constraints (only if c->failed is still CON_NONE).
 */
void
sizing_size_system(struct sctx *x, struct candidate *c,
    const struct sys_need *sn,
    int search, double *io_need, double *io_have)
{
	const struct scenario *sc = x->sc;
	const struct constraints *k = &sc->constraints;
	const struct gpu *g = c->gpu;
	struct host_need hn;
	struct tco_input in;
	int have_prices, per_node;

	memset(&hn, 0, sizeof(hn));
	per_node = c->gpus < c->gpus_per_node ? c->gpus : c->gpus_per_node;
	hn.gpus = per_node;
	hn.vram_gb = per_node * g->memory_gb;
	hn.rag_ram_b = sn->rag_ram_b;
	hn.rag_cores = sn->rag_cores;
	hn.data_b = sn->data_b;
	hn.ckpt_b = sn->ckpt_node_b;
	hn.offload_b = sn->offload_node_b;
	hn.training = sn->training;
	hn.rdma = sn->rdma && c->nodes > 1;
	host_size(g, c->gpus_per_node, &hn, &c->host, io_need, io_have);
	c->max_kw = c->gpus * g->power_w / 1000.0 +
	    c->nodes * c->host.host_power_kw;
	have_prices = pricing_gpu(sc, x->p, x->cat, c->gpu_index,
	    &c->price_gpu, NULL) && pricing_host(sc, x->p, x->cat,
	    c->gpu_index, c->host.host_class, &c->price_host, NULL);
	c->price_network = hn.rdma ? pricing_network(sc, x->p, NULL) : 0;
	c->capex_hw = c->gpus * c->price_gpu + c->nodes * (c->price_host +
	    c->price_network);
	c->capex = c->capex_hw * (1 + sc->economics.install_pct / 100.0);
	size_hybrid(x, c, &hn);
	sizing_tco_input(sc, x->econ, x->cat, x->p, c, &in);
	c->idle_kw = in.idle_kw;
	c->rank_cost = have_prices ? tco_own_total(&in,
	    sc->economics.utilisation[UTIL_MEDIUM]) : INFINITY;
	if (c->failed == CON_NONE) {
		if (search && c->gpus > x->gpu_cap)
			c->failed = CON_MAX_GPUS;
		else if (k->max_gpus > 0 && c->gpus > k->max_gpus)
			c->failed = CON_MAX_GPUS;
		else if (!have_prices)
			c->failed = CON_PRICE;
		else if (k->max_power_kw > 0 && c->max_kw > k->max_power_kw)
			c->failed = CON_POWER;
		else if (k->budget > 0 && c->capex > k->budget)
			c->failed = CON_BUDGET;
	}
	c->feasible = c->failed == CON_NONE;
	c->binding = c->wr != NULL && x->nw > 0 ?
	    c->wr[sizing_largest_workload(c->wr, x->nw)].binding : CON_NONE;
}

/*
 * Nodes of s GPUs that hold the in-node jobs (wl_plan.job GPUs each,
 * sub_gpus in all) of the plans that fit: the largest jobs first, each
 * node filled with as many of a size as fit before a new one opens.
 * Where every job size divides s (powers of two on nodes of 8) that is
 * ceil(GPUs / s); on a node of 72, jobs of 64, 64 and 16 take 3.
 */
static int
pack_nodes(const struct wl_plan *plans, size_t n, int s)
{
	int room[SIZING_MAX_GPUS_HARD], nodes = 0, size, left, k, b;
	size_t i;

	for (size = s; size >= 1; size--) {
		left = 0;
		for (i = 0; i < n; i++) {
			const struct wl_plan *pl = &plans[i];
			int job = pl->job > 0 ? pl->job : 1;

			if (pl->r.fits && pl->sub_gpus > 0 && job == size)
				left += pl->sub_gpus / job;
		}
		for (b = 0; b < nodes && left > 0; b++) {
			k = room[b] / size < left ? room[b] / size : left;
			room[b] -= k * size;
			left -= k;
		}
		while (left > 0 && nodes < SIZING_MAX_GPUS_HARD) {
			k = s / size < left ? s / size : left;
			room[nodes++] = s - k * size;
			left -= k;
		}
	}
	return nodes;
}

/*
 * Plan every workload on GPU gi in nodes of s GPUs into wr[] and place
 * them: fixed_n == 0 searches the fewest GPUs (c->gpus stays 0 if a
 * workload cannot be served), fixed_n > 0 validates exactly fixed_n GPUs.
 * Then sizes the system.  *sn receives the hosts' needs.
 */
void
sizing_eval_candidate(struct sctx *x, int gi, int s, int fixed_n,
    struct candidate *c, struct workload_result *wr, struct sys_need *sn,
    double *io_need, double *io_have)
{
	const struct gpu *g = &x->cat->gpus[gi];
	int cap = fixed_n > 0 ? fixed_n : x->gpu_cap;
	int sub = 0, whole = 0, whole_gpus = 0, packed;
	size_t i;

	memset(c, 0, sizeof(*c));
	memset(sn, 0, sizeof(*sn));
	*io_need = *io_have = 0;
	c->gpu = g;
	c->gpu_index = gi;
	c->gpus_per_node = s;
	c->wr = wr;
	c->rank_cost = INFINITY;
	for (i = 0; i < x->nw; i++) {
		struct wl_plan *pl = &x->plans[i];

		sizing_workload(x->sc, &x->sc->workloads[i], g, s, cap, pl);
		wr[i] = pl->r;
		need_add(sn, &x->sc->workloads[i], pl);
		if (!pl->r.fits) {
			if (c->failed == CON_NONE)
				c->failed = pl->r.failed;
			continue;
		}
		sub += pl->sub_gpus;
		whole += pl->whole_nodes;
		whole_gpus += pl->whole_gpus;
	}
	packed = pack_nodes(x->plans, x->nw, s);
	if (fixed_n > 0) {
		int nodes = (fixed_n + s - 1) / s;

		if (c->failed == CON_NONE && (whole + packed > nodes ||
		    sub + whole_gpus > fixed_n)) {
			/* each fits alone, not all together */
			size_t big = sizing_largest_workload(wr, x->nw);

			wr[big].fits = 0;
			wr[big].crowded = 1;
			wr[big].failed = wr[big].binding != CON_NONE ?
			    wr[big].binding : CON_MEMORY;
			c->failed = wr[big].failed;
		}
		c->gpus = fixed_n;
		c->nodes = nodes;
	} else {
		if (c->failed != CON_NONE)
			return;
		if (sub + whole == 0)
			sub = packed = 1;	/* a GPU server has a GPU */
		c->nodes = whole + packed;
		c->gpus = g->form_factor == FF_PCIE ? sub + whole * s :
		    c->nodes * s;
	}
	c->gpus_used = sub + whole_gpus < c->gpus ? sub + whole_gpus : c->gpus;
	if (c->gpus_used < 1 && c->gpus > 0)
		c->gpus_used = 1;
	sizing_size_system(x, c, sn, fixed_n == 0, io_need, io_have);
}

/* The node shape for a fixed count n of g: the smallest that holds n,
 * else the largest (several nodes). */
int
sizing_shape_for(const struct gpu *g, int n)
{
	size_t i;

	for (i = 0; i < g->n_node_gpus; i++)
		if (g->node_gpus[i] >= n)
			return g->node_gpus[i];
	return g->n_node_gpus ? g->node_gpus[g->n_node_gpus - 1] : 1;
}

/* 1 if constraints.vendors and constraints.gpus allow g. */
int
sizing_gpu_allowed(const struct scenario *sc, const struct gpu *g)
{
	size_t i;

	if (!sc->constraints.vendors[g->vendor])
		return 0;
	if (sc->constraints.n_gpus == 0)
		return 1;
	for (i = 0; i < sc->constraints.n_gpus; i++)
		if (strcmp(sc->constraints.gpus[i], g->id) == 0)
			return 1;
	return 0;
}

int
sizing_tco_input(const struct scenario *sc, const struct econ_resolved *econ,
    const struct catalog *cat, const struct prices *p,
    const struct candidate *c, struct tco_input *out)
{
	const struct economics *e = &sc->economics;
	const struct price *from = NULL;
	size_t i;
	double v;

	memset(out, 0, sizeof(*out));
	out->sc = sc;
	out->econ = econ;
	out->cloud_gpu_hour = NAN;
	if (c == NULL || c->gpu == NULL)
		return 0;
	out->gpus = c->gpus;
	out->capex_hw = c->capex_hw;
	out->capex_gpu = c->gpus * c->price_gpu;
	out->max_kw = c->gpus * c->gpu->power_w / 1000.0 +
	    c->nodes * c->host.host_power_kw;
	if (!isnan(e->idle_power_pct))
		out->idle_kw = out->max_kw * e->idle_power_pct / 100.0;
	else
		out->idle_kw = c->gpus * c->gpu->idle_w / 1000.0 +
		    c->nodes * c->host.host_power_kw;
	if (pricing_cloud(sc, p, cat, c->gpu_index, e->cloud_tier, &v,
	    &from)) {
		out->cloud_gpu_hour = v;
		out->cloud_source = from ? from->source : "scenario override";
		out->cloud_cite = from ? &from->citation : NULL;
	}
	out->commit_discount = pricing_commit_discount(p, e->commitment);
	out->resale = p != NULL && p->gpu != NULL && c->gpu_index >= 0 ?
	    p->gpu[c->gpu_index].resale : NULL;
	out->hybrid_gpus = c->hyb_gpus;
	out->hybrid_nodes = c->hyb_nodes;
	out->hybrid_capex_hw = c->hyb_capex_hw;
	out->hybrid_max_kw = c->hyb_max_kw;
	out->hybrid_idle_kw = c->hyb_idle_kw;
	for (i = 0; c->wr != NULL && i < sc->n_workloads; i++)
		if (sc->workloads[i].type == WL_LLM_INFERENCE && c->wr[i].fits)
			out->tokens_per_s += c->wr[i].tokens_per_s;
	return 1;
}
