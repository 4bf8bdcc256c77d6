/*
 * scenario_check.c: a scenario's documented defaults and the checks that
 * need several values or the catalog, after the tables of
 * scenario_load.c have bound it (see scenario_check.h).
 */
#include "input/scenario_check.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "input/bind.h"
#include "util/alloc.h"

/* The documented defaults of every optional key (docs/scenario-format.md). */
void
scenario_init(struct scenario *s)
{
	size_t i;

	memset(s, 0, sizeof(*s));
	s->language = LANG_DE;
	s->currency = CUR_EUR;
	for (i = 0; i < VENDOR__MAX; i++)
		s->constraints.vendors[i] = 1;
	/* vLLM's gpu_memory_utilization default (vllm/engine/arg_utils.py,
	 * EngineArgs.gpu_memory_utilization = 0.9) */
	s->constraints.gpu_memory_utilization = 0.9;
	/* issue 13 item 5: 15 %, the middle of the seeds' 10-20 % buffer */
	s->constraints.throughput_headroom_pct = 15;
	s->economics.horizon_months_i = 36;
	s->economics.hours_per_month = 730;	/* 8,760 h / 12 */
	s->economics.utilisation[UTIL_LOW] = 0.25;
	s->economics.utilisation[UTIL_MEDIUM] = 0.5;
	s->economics.utilisation[UTIL_HIGH] = 0.85;
	for (i = 0; i < ENERGY__MAX; i++)
		s->economics.energy_price_kwh[i] = NAN;
	s->economics.energy_cases = 1;
	s->economics.pue = NAN;
	for (i = 0; i < OP__MAX; i++)
		s->economics.operating_models[i] = 1;
	s->economics.colocation_kw_month = NAN;
	s->economics.maintenance_pct_year = NAN;
	s->economics.install_pct = 5;
	s->economics.residual_pct = NAN;	/* unset: the GPU's resale curve (docs/tco.md "Resale") */
	s->economics.idle_power_pct = NAN;
	s->economics.cloud_tier = TIER_NEOCLOUD;
	s->economics.commitment = COMMIT_ON_DEMAND;
	s->economics.grid_co2_g_per_kwh = NAN;
	s->economics.uncertainty.draws = 10000;
	s->economics.financing.type = FIN_CASH;
	s->economics.financing.term_months = 36;
	s->economics.financing.leasing_factor_pct_month = NAN;
	s->economics.financing.rate_pct_year = NAN;
	s->economics.tax.rate_pct = NAN;
	s->economics.tax.depreciation = DEPR_IMMEDIATE;
	s->economics.tax.years = 3;
	for (i = 0; i < UNC__MAX; i++) {
		s->economics.uncertainty.in[i].low = NAN;
		s->economics.uncertainty.in[i].high = NAN;
		s->economics.uncertainty.in[i].mode = NAN;
		s->economics.uncertainty.in[i].dist = DIST_TRIANGULAR;
	}
}

void
scenario_default_date(char buf[11])
{
	const char *sde = getenv("SOURCE_DATE_EPOCH");
	time_t t;
	struct tm tm;
	double v;

	if (sde != NULL && parse_number(sde, 0, &v) && v >= 0 && v < 253402300800.0)
		t = (time_t)v;
	else
		t = time(NULL);
	gmtime_r(&t, &tm);
	strftime(buf, 11, "%Y-%m-%d", &tm);
}

/* A node by path from the root: keys, NULL-terminated. */
static const struct ynode *
node_at(const struct ynode *root, const char *k1, const char *k2,
    const char *k3)
{
	const struct ynode *n = ynode_get(root, k1);

	if (n && k2)
		n = ynode_get(n, k2);
	if (n && k3)
		n = ynode_get(n, k3);
	return n;
}

/* Report id if the catalog has no such GPU, with a did-you-mean;
 * `where` names the key in the message. */
static void
check_gpu_id(struct bind_ctx *ctx, const char *id, const struct ynode *at,
    const char *where)
{
	const struct catalog *c = ctx->catalog;
	const char **ids;
	const char *dym;
	size_t i;

	if (c == NULL || catalog_gpu(c, id) != NULL)
		return;
	ids = xcalloc(c->n_gpus + 1, sizeof(*ids));
	for (i = 0; i < c->n_gpus; i++)
		ids[i] = c->gpus[i].id;
	dym = did_you_mean(id, ids, c->n_gpus);
	if (dym)
		bind_report(ctx, at, D_UNKNOWN_GPU, "%s: GPU '%s' is not in the "
		    "catalog; did you mean '%s'?", where, id, dym);
	else
		bind_report(ctx, at, D_UNKNOWN_GPU, "%s: GPU '%s' is not in the "
		    "catalog (catalog/gpus.yaml lists the ids)", where, id);
	free(ids);
}

/* economics.uncertainty: each given range has low <= high and its
 * mode, if any, within them; a mode on a uniform range is unused. */
static void
check_uncertainty(struct bind_ctx *ctx, const struct economics *e)
{
	const struct ynode *root = ctx->doc->root, *n;
	const struct unc_range *r;
	size_t i;

	for (i = 0; i < UNC__MAX; i++) {
		r = &e->uncertainty.in[i];
		if (isnan(r->low) || isnan(r->high))
			continue;
		n = node_at(root, "economics", "uncertainty", unc_input_names[i]);
		if (r->low > r->high) {
			bind_report(ctx, ynode_get(n, "low"), D_INCONSISTENT,
			    "uncertainty.%s: low %g is above high %g",
			    unc_input_names[i], r->low, r->high);
			continue;
		}
		if (!isnan(r->mode) && (r->mode < r->low || r->mode > r->high))
			bind_report(ctx, ynode_get(n, "mode"), D_INCONSISTENT,
			    "uncertainty.%s: mode %g is outside low %g .. high "
			    "%g", unc_input_names[i], r->mode, r->low, r->high);
		else if (!isnan(r->mode) && r->dist == DIST_UNIFORM)
			bind_report(ctx, ynode_get(n, "mode"), W_UNUSED_KEY,
			    "uncertainty.%s: a uniform range has no mode; it is "
			    "ignored", unc_input_names[i]);
	}
}

/* economics.financing: leasing needs its factor, a loan its rate; a
 * key the type does not use is reported as unused. */
static void
check_financing(struct bind_ctx *ctx, const struct economics *e)
{
	const struct ynode *root = ctx->doc->root, *n;
	const struct financing *f = &e->financing;

	n = node_at(root, "economics", "financing", NULL);
	if (n == NULL)
		return;
	if (f->type == FIN_LEASING && isnan(f->leasing_factor_pct_month))
		bind_report(ctx, n, D_MISSING_KEY, "financing: type leasing "
		    "needs leasing_factor_pct_month (the monthly rate as a %% "
		    "of the financed capex, from the leasing offer)");
	if (f->type == FIN_LOAN && isnan(f->rate_pct_year))
		bind_report(ctx, n, D_MISSING_KEY, "financing: type loan needs "
		    "rate_pct_year (the loan's interest rate a year)");
	if (f->type != FIN_LEASING && !isnan(f->leasing_factor_pct_month))
		bind_report(ctx, ynode_get(n, "leasing_factor_pct_month"),
		    W_UNUSED_KEY, "financing: leasing_factor_pct_month is "
		    "only used with type leasing; it is ignored");
	if (f->type != FIN_LOAN && !isnan(f->rate_pct_year))
		bind_report(ctx, ynode_get(n, "rate_pct_year"), W_UNUSED_KEY,
		    "financing: rate_pct_year is only used with type loan; it "
		    "is ignored");
	if (f->type != FIN_LEASING && f->buyout_pct > 0)
		bind_report(ctx, ynode_get(n, "buyout_pct"), W_UNUSED_KEY,
		    "financing: buyout_pct is only used with type leasing; it "
		    "is ignored");
}

/* economics.tax: years only count for linear depreciation. */
static void
check_tax(struct bind_ctx *ctx, const struct economics *e)
{
	const struct ynode *n = node_at(ctx->doc->root, "economics", "tax",
	    NULL);

	if (n != NULL && e->tax.depreciation != DEPR_LINEAR &&
	    ynode_get(n, "years") != NULL)
		bind_report(ctx, ynode_get(n, "years"), W_UNUSED_KEY, "tax: "
		    "years is only used with depreciation: linear; it is "
		    "ignored");
}

/*
 * hardware.attention_data_parallel and expert_parallel: each divides
 * tensor_parallel (the GPUs its ranks share), needs pipeline_parallel 1,
 * and only changes an llm-inference workload with a mixture-of-experts
 * model whose experts and experts_per_token are known; without one a
 * warning says it is ignored.
 */
static void
check_moe_split(struct bind_ctx *ctx, const struct scenario *s,
    const struct ynode *root)
{
	static const char *const names[2] = { "attention_data_parallel",
	    "expert_parallel" };
	int vals[2] = { s->hw_dp, s->hw_ep }, tp = s->hw_tp > 0 ? s->hw_tp : 1;
	int k, moe = 0;
	size_t i;

	for (i = 0; i < s->n_workloads; i++)
		if (s->workloads[i].type == WL_LLM_INFERENCE &&
		    model_splits_experts(&s->workloads[i].model))
			moe = 1;
	for (k = 0; k < 2; k++) {
		const struct ynode *kn;

		if (vals[k] <= 0)
			continue;
		kn = node_at(root, "hardware", names[k], NULL);
		if (tp % vals[k] != 0 && s->hw_tp <= 0)
			bind_report(ctx, kn, D_INCONSISTENT, "%s %d needs "
			    "tensor_parallel: its ranks share the GPUs of one "
			    "tensor-parallel group; set tensor_parallel to the "
			    "group's GPUs (SGLang's --tp)", names[k], vals[k]);
		else if (tp % vals[k] != 0) {
			char divs[96];
			size_t o = 0;
			int d;

			divs[0] = '\0';
			for (d = 1; d <= tp && o + 16 < sizeof(divs); d++)
				if (tp % d == 0)
					o += (size_t)snprintf(divs + o,
					    sizeof(divs) - o, "%s%d",
					    o ? ", " : "", d);
			bind_report(ctx, kn, D_INCONSISTENT, "%s %d must divide "
			    "tensor_parallel (%d): its ranks share the GPUs of "
			    "one tensor-parallel group; use one of %s",
			    names[k], vals[k], tp, divs);
		} else if (vals[k] > 1 && s->hw_pp > 1)
			bind_report(ctx, kn, D_INCONSISTENT, "%s %d needs "
			    "pipeline_parallel 1 (it is %d): gpuplan models "
			    "data-parallel attention and expert parallelism "
			    "within one stage only", names[k], vals[k], s->hw_pp);
		else if (vals[k] > 1 && !moe)
			bind_report(ctx, kn, W_UNUSED_KEY, "%s %d is ignored: "
			    "no llm-inference workload serves a mixture-of-experts "
			    "model (one with experts and experts_per_token); they "
			    "run tensor_parallel %d", names[k], vals[k], tp);
	}
}

/*
 * hardware.tensor_parallel, pipeline_parallel and context_parallel
 * where nothing uses them (a warning): tensor parallelism splits LLM
 * serving and training alike, pipeline stages only serving, context
 * parallelism only training, whose tensor x context split must also
 * divide hardware.gpus (an error).
 */
static void
check_layout_use(struct bind_ctx *ctx, const struct scenario *s,
    const struct ynode *root)
{
	int serve = 0, train = 0, t = s->hw_cp * (s->hw_tp > 0 ? s->hw_tp : 1);
	size_t i;

	for (i = 0; i < s->n_workloads; i++) {
		serve |= s->workloads[i].type == WL_LLM_INFERENCE;
		train |= s->workloads[i].type == WL_LLM_FINETUNE ||
		    s->workloads[i].type == WL_LLM_PRETRAIN;
	}
	if (s->hw_tp > 0 && !serve && !train)
		bind_report(ctx, node_at(root, "hardware", "tensor_parallel",
		    NULL), W_UNUSED_KEY, "hardware.tensor_parallel splits the "
		    "layers of LLM workloads, and this scenario has none; "
		    "remove it");
	if (s->hw_pp > 1 && !serve)
		bind_report(ctx, node_at(root, "hardware", "pipeline_parallel",
		    NULL), W_UNUSED_KEY, "hardware.pipeline_parallel pins the "
		    "stages of llm-inference workloads, and this scenario has "
		    "none (training has no pipeline here: docs/sizing.md); "
		    "remove it");
	if (s->hw_cp > 0 && !train)
		bind_report(ctx, node_at(root, "hardware", "context_parallel",
		    NULL), W_UNUSED_KEY, "hardware.context_parallel splits the "
		    "sequences of training workloads, and this scenario has "
		    "none; remove it");
	else if (s->hw_cp > 0 && s->hw_gpus > 0 && s->hw_gpus % t != 0)
		bind_report(ctx, node_at(root, "hardware", "context_parallel",
		    NULL), D_INCONSISTENT, "context_parallel x tensor_parallel "
		    "= %d GPUs per model copy must divide hardware.gpus (%d)",
		    t, s->hw_gpus);
}

/* The checks that need several values or the catalog: version,
 * utilisation order, unusual values, prompt within context, catalog
 * references, expect bounds; also records the positions that the
 * engines report on.  version_given: the file has a gpuplan: key. */
void
scenario_check_semantics(struct bind_ctx *ctx, struct scenario *s,
    int version_given)
{
	const struct ynode *root = ctx->doc->root, *n;
	const struct economics *e = &s->economics;
	size_t i;

	if (version_given &&
	    s->format != SCENARIO_FORMAT_VERSION) {
		n = ynode_get(root, "gpuplan");
		bind_report(ctx, n, D_BAD_VERSION, "format version %d is not "
		    "supported; this gpuplan reads version %d", s->format,
		    SCENARIO_FORMAT_VERSION);
	}
	/* utilisation order */
	if (e->utilisation[UTIL_LOW] > e->utilisation[UTIL_MEDIUM]) {
		n = node_at(root, "economics", "utilisation", "low");
		bind_report(ctx, n, W_UTILISATION_ORDER, "low utilisation %g is "
		    "above medium %g; the scenarios should rise from low to "
		    "high", e->utilisation[UTIL_LOW],
		    e->utilisation[UTIL_MEDIUM]);
	}
	if (e->utilisation[UTIL_MEDIUM] > e->utilisation[UTIL_HIGH]) {
		n = node_at(root, "economics", "utilisation", "medium");
		bind_report(ctx, n, W_UTILISATION_ORDER, "medium utilisation %g "
		    "is above high %g; the scenarios should rise from low to "
		    "high", e->utilisation[UTIL_MEDIUM],
		    e->utilisation[UTIL_HIGH]);
	}
	if (e->energy_cases == 3 && !(e->energy_price_kwh[ENERGY_LOW] <=
	    e->energy_price_kwh[ENERGY_BASE] && e->energy_price_kwh[ENERGY_BASE]
	    <= e->energy_price_kwh[ENERGY_HIGH])) {
		n = node_at(root, "economics", "energy_price_kwh", NULL);
		bind_report(ctx, n, W_SUSPICIOUS, "energy prices should rise "
		    "from low to base to high");
	}
	check_uncertainty(ctx, e);
	check_financing(ctx, e);
	check_tax(ctx, e);
	if (e->horizon_months_i > 84) {
		n = node_at(root, "economics", "horizon_months", NULL);
		bind_report(ctx, n, W_SUSPICIOUS, "a horizon of %d months is "
		    "longer than GPU servers are usually amortised (24 to 48 "
		    "months, at most 84)", e->horizon_months_i);
	}
	if (!isnan(e->pue) && e->pue > 2.0) {
		n = node_at(root, "economics", "pue", NULL);
		bind_report(ctx, n, W_SUSPICIOUS, "a PUE of %g is far above the "
		    "German average of 1.46; check the value", e->pue);
	}
	if (!e->operating_models[OP_COLOCATION] &&
	    !isnan(e->colocation_kw_month)) {
		n = node_at(root, "economics", "colocation_kw_month", NULL);
		bind_report(ctx, n, W_UNUSED_KEY, "colocation_kw_month is set, "
		    "but operating_models does not compare colocation");
	}
	/* LLM inference: prompt within context, context within the model;
	 * embeddings: an input within the model's */
	for (i = 0; i < s->n_workloads; i++) {
		const struct workload *w = &s->workloads[i];
		const struct ynode *wn = ynode_get(root, "workloads");

		wn = (wn && wn->kind == YN_SEQ && i < wn->n) ? wn->items[i] :
		    NULL;
		if (w->type == WL_EMBEDDINGS && w->has_model &&
		    w->model.max_context > 0 &&
		    w->sequence_length > w->model.max_context) {
			n = ynode_get(wn, "sequence_length");
			bind_report(ctx, n ? n : wn, D_OUT_OF_RANGE,
			    "sequence_length %g exceeds the %d tokens %s "
			    "encodes at once; split the documents into chunks "
			    "of at most that", w->sequence_length,
			    w->model.max_context,
			    w->model.id[0] ? w->model.id : "the model");
		}
		if (w->type != WL_LLM_INFERENCE)
			continue;
		if (w->prompt_tokens > w->context_tokens) {
			n = ynode_get(wn, "prompt_tokens");
			bind_report(ctx, n ? n : wn, D_INCONSISTENT,
			    "prompt_tokens (%g) exceeds context_tokens (%g)",
			    w->prompt_tokens, w->context_tokens);
		}
		if (w->has_model && w->model.max_context > 0 &&
		    w->context_tokens > w->model.max_context) {
			n = ynode_get(wn, "context_tokens");
			bind_report(ctx, n ? n : wn, D_OUT_OF_RANGE,
			    "context_tokens %g exceeds the %d tokens %s "
			    "supports", w->context_tokens, w->model.max_context,
			    w->model.id[0] ? w->model.id : "the model");
		}
	}
	/* positions that the engines report on */
	{
		static const char *const ck[] = { "max_gpus", "max_power_kw",
		    "budget", "vendors" };
		struct srcpos *cp[] = { &s->constraints.max_gpus_pos,
		    &s->constraints.max_power_pos, &s->constraints.budget_pos,
		    &s->constraints.vendors_pos };
		const struct ynode *hw = ynode_get(root, "hardware");
		const struct ynode *pr = ynode_get(root, "prices");

		for (i = 0; i < 4; i++) {
			n = node_at(root, "constraints", ck[i], NULL);
			if (n != NULL) {
				cp[i]->line = n->line;
				cp[i]->col = n->col;
			}
		}
		if (hw != NULL) {
			s->hw_pos.line = hw->line;
			s->hw_pos.col = hw->col;
		}
		const struct ynode *vd = ynode_get(root, "vendor");

		if (pr != NULL) {
			s->prices_pos.line = pr->line;
			s->prices_pos.col = pr->col;
		}
		if (vd != NULL) {
			s->vendor_pos.line = vd->line;
			s->vendor_pos.col = vd->col;
		}
	}
	/* catalog references */
	for (i = 0; i < s->constraints.n_gpus; i++) {
		n = node_at(root, "constraints", "gpus", NULL);
		if (n && n->kind == YN_SEQ && i < n->n)
			n = n->items[i];
		check_gpu_id(ctx, s->constraints.gpus[i], n,
		    "constraints.gpus");
	}
	if (s->hw_gpu[0]) {
		check_gpu_id(ctx, s->hw_gpu, node_at(root, "hardware", "gpu",
		    NULL), "hardware.gpu");
	}
	if (s->expect.gpu[0])
		check_gpu_id(ctx, s->expect.gpu, node_at(root, "expect", "gpu",
		    NULL), "expect.gpu");
	{
		static const char *const ek[] = { "gpu", "min_gpus", "max_gpus",
		    "max_capex", "max_break_even_month" };
		const struct ynode *ex = ynode_get(root, "expect");

		if (ex != NULL) {
			s->has_expect = 1;
			s->expect.pos.line = ex->line;
			s->expect.pos.col = ex->col;
			for (i = 0; i < 5; i++) {
				n = ynode_get(ex, ek[i]);
				s->expect.key_pos[i].line = n ? n->line : ex->line;
				s->expect.key_pos[i].col = n ? n->col : ex->col;
			}
		}
	}
	if (s->expect.min_gpus && s->expect.max_gpus &&
	    s->expect.min_gpus > s->expect.max_gpus)
		bind_report(ctx, node_at(root, "expect", "min_gpus", NULL),
		    D_INCONSISTENT, "expect.min_gpus (%d) exceeds expect.max_gpus "
		    "(%d)", s->expect.min_gpus, s->expect.max_gpus);
	{
		static const char *const names[] = { "gpu_price", "host_price",
		    "cloud_gpu_hour" };
		const struct override *lists[3] = { s->overrides.gpu_price,
		    s->overrides.host_price, s->overrides.cloud_gpu_hour };
		size_t counts[3] = { s->overrides.n_gpu_price,
		    s->overrides.n_host_price, s->overrides.n_cloud_gpu_hour };
		size_t k;
		char where[40];

		for (k = 0; k < 3; k++)
			for (i = 0; i < counts[k]; i++) {
				const struct ynode *m = node_at(root,
				    "overrides", names[k], NULL);
				size_t j;

				n = m;
				for (j = 0; m && m->kind == YN_MAP && j < m->n;
				    j++)
					if (m->pairs[j].key->line ==
					    lists[k][i].pos.line &&
					    m->pairs[j].key->col ==
					    lists[k][i].pos.col)
						n = m->pairs[j].key;
				snprintf(where, sizeof(where), "overrides.%s",
				    names[k]);
				check_gpu_id(ctx, lists[k][i].id, n, where);
			}
	}
	if (s->hw_gpu[0] && (s->hw_tp > 0 || s->hw_pp > 0)) {
		int t = (s->hw_tp > 0 ? s->hw_tp : 1) *
		    (s->hw_pp > 0 ? s->hw_pp : 1);
		const struct gpu *g = ctx->catalog ? catalog_gpu(ctx->catalog,
		    s->hw_gpu) : NULL;
		const struct ynode *kn = node_at(root, "hardware",
		    s->hw_tp > 0 ? "tensor_parallel" : "pipeline_parallel",
		    NULL);

		if (s->hw_gpus > 0 && s->hw_gpus % t != 0)
			bind_report(ctx, kn, D_INCONSISTENT, "tensor_parallel "
			    "x pipeline_parallel = %d GPUs per replica must "
			    "divide hardware.gpus (%d): gpus = tensor_parallel "
			    "x pipeline_parallel x replicas", t, s->hw_gpus);
		else if (g != NULL && s->hw_tp > 0 && g->n_node_gpus > 0 &&
		    s->hw_tp > g->node_gpus[g->n_node_gpus - 1])
			bind_report(ctx, node_at(root, "hardware",
			    "tensor_parallel", NULL), D_INCONSISTENT,
			    "tensor_parallel %d exceeds the %d GPUs of the "
			    "largest %s node: tensor parallelism stays within a "
			    "node; use pipeline_parallel across nodes", s->hw_tp,
			    g->node_gpus[g->n_node_gpus - 1], g->id);
	}
	check_layout_use(ctx, s, root);
	check_moe_split(ctx, s, root);
	if (s->hw_gpu[0] && s->constraints.n_gpus > 0) {
		for (i = 0; i < s->constraints.n_gpus; i++)
			if (strcmp(s->constraints.gpus[i], s->hw_gpu) == 0)
				break;
		if (i == s->constraints.n_gpus)
			bind_report(ctx, node_at(root, "hardware", "gpu", NULL),
			    D_INCONSISTENT, "hardware.gpu '%s' is not among "
			    "constraints.gpus", s->hw_gpu);
	}
}
