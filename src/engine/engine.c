/*
 * engine.c: the pipeline from scenario to result (see engine.h).
 */
#include "engine/engine.h"

#include <math.h>
#include <string.h>

#include "engine/memory.h"
#include "engine/offer.h"
#include "engine/sizing.h"
#include "engine/speed.h"
#include "engine/tco.h"

static void planning_factors(const struct scenario *, struct result *);

/* Set *source and *cite from the catalog price used (from), or to
 * "scenario override" and NULL when the scenario set it (from NULL). */
static void
cite_from(const struct price *from, const char **source,
    const struct ltext **cite)
{
	*source = from ? from->source : "scenario override";
	*cite = from ? &from->citation : NULL;
}

/*
 * Fill r->sources: the citation of each price of the recommendation
 * (r->rec, if any) and of the commitment discount, as pricing resolved
 * them.  The strings point into sc or p.
 */
static void
resolve_sources(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r)
{
	const struct candidate *c = &r->rec;
	enum commitment cm = sc->economics.commitment;
	struct price_sources *s = &r->sources;
	const struct price *from;
	double v;

	memset(s, 0, sizeof(*s));
	if (c->gpu != NULL && cat != NULL && p != NULL) {
		from = NULL;
		if (pricing_gpu(sc, p, cat, c->gpu_index, &v, &from))
			cite_from(from, &s->gpu, &s->gpu_cite);
		from = NULL;
		if (pricing_host(sc, p, cat, c->gpu_index, c->host.host_class,
		    &v, &from))
			cite_from(from, &s->host, &s->host_cite);
		if (c->price_network > 0) {
			(void)pricing_network(sc, p, &from);
			cite_from(from, &s->network, &s->network_cite);
		}
	}
	if (p != NULL && cm != COMMIT_ON_DEMAND && (int)cm < COMMIT__MAX) {
		s->commit_discount = pricing_commit_discount(p, cm);
		s->commit_discount_source = p->commit_discount_pct[cm].source;
		s->commit_discount_cite = &p->commit_discount_pct[cm].citation;
	}
}

/* Decide what the proposal recommends from the TCO (struct offer). */
static void
decide_offer(const struct scenario *sc, struct result *r)
{
	struct offer *o = &r->offer;
	const struct tco_case *c;
	int l;

	for (l = 0; l < UTIL__MAX; l++) {
		c = tco_case_at(&r->tco, (enum util_level)l, ENERGY_BASE);
		o->cheapest[l] = c != NULL ? c->cheapest : OP_ON_PREM;
		if (o->cheapest[l] == OP_ON_PREM ||
		    o->cheapest[l] == OP_COLOCATION)
			o->own_cheapest++;
		if (c != NULL && isfinite(tco_case_break_even(c, sc)))
			o->break_even_levels++;
	}
	c = tco_case_at(&r->tco, UTIL_MEDIUM, ENERGY_BASE);
	o->model = o->cheapest[UTIL_MEDIUM];
	o->rent_priced = sc->economics.operating_models[OP_CLOUD] &&
	    c != NULL && c->opt[OP_CLOUD].available;
}

int
engine_run_totals(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r, struct diag_list *dl)
{
	struct tco_input in;

	memset(r, 0, sizeof(*r));
	r->sc = sc;
	r->cat = cat;
	r->prices = p;
	pricing_economics(sc, p, &r->econ);
	sizing_run(sc, cat, p, &r->econ, r, dl);
	resolve_sources(sc, cat, p, r);
	r->factors = sizing_factors;
	r->n_factors = n_sizing_factors;
	planning_factors(sc, r);
	if (r->rec.gpu == NULL)
		return 0;
	if (!sizing_tco_input(sc, &r->econ, cat, p, &r->rec, &in))
		return 0;
	in.no_ranges = 1;	/* engine_ranges() adds them */
	if (!tco_compute(&in, &r->tco))
		return 0;
	decide_offer(sc, r);
	offer_options(sc, cat, p, r);
	return 1;
}

/*
 * Point each workload result of the recommendation at the validation
 * suite's rows of the figures its proposal shows (validation.h): the
 * metric of each figure, in the order of the performance table, for
 * the workload's model class, measured on GPUs of the recommended GPU's
 * maker, else of the other maker (validation_pick); a metric the suite
 * holds no case of for that class is left out.  Workload types the
 * suite does not hold get none.
 */
static void
validation_rows_for(const struct scenario *sc, struct result *r)
{
	static const char *const inference[] = { "throughput_tokens_per_s",
	    "decode_tokens_per_s_per_seq", "ttft_s", NULL };
	static const char *const finetune[] = { "finetune_tokens_per_s",
	    "finetune_peak_memory_gb", NULL };
	static const char *const pretrain[] = { "pretrain_tokens_per_s",
	    "pretrain_peak_memory_gb", NULL };
	static const char *const embeddings[] = { "embed_tokens_per_s",
	    NULL };
	static const char *const vision[] = { "vision_images_per_s",
	    "vision_latency_ms", NULL };
	size_t i, k;

	if (r->rec.wr == NULL)
		return;
	for (i = 0; i < sc->n_workloads; i++) {
		struct workload_result *wr = &r->rec.wr[i];
		const struct workload *w = wr->w ? wr->w : &sc->workloads[i];
		const char *const *metrics;
		enum validation_models vm;

		wr->n_val = 0;
		switch (w->type) {
		case WL_LLM_INFERENCE:	metrics = inference; break;
		case WL_LLM_FINETUNE:	metrics = finetune; break;
		case WL_LLM_PRETRAIN:	metrics = pretrain; break;
		case WL_EMBEDDINGS:	metrics = embeddings; break;
		case WL_VISION_INFERENCE: metrics = vision; break;
		default:		continue;
		}
		vm = w->has_model && model_is_moe(&w->model) ?
		    VAL_MODELS_MOE : VAL_MODELS_DENSE;
		for (k = 0; metrics[k] != NULL && wr->n_val < WR_VAL_MAX; k++) {
			const struct validation_row *v =
			    validation_pick(metrics[k], vm,
			    r->rec.gpu->vendor);

			if (v != NULL)
				wr->val[wr->n_val++] = v;
		}
	}
}

/* Lower f->moe_prefill_share to the share the routed experts' GEMMs of
 * workload i's prefill reach on r's recommendation in its layout, where
 * that is below the dense share (an MoE llm-inference workload). */
static void
moe_prefill_factor(struct planning_factors *f, const struct result *r,
    size_t i)
{
	const struct workload_result *wr = &r->rec.wr[i];
	struct replica_split sp;
	double ratio, share;

	sp.tp = wr->tensor_parallel;
	sp.pp = wr->pipeline_parallel;
	sp.dp = wr->attention_data_parallel;
	sp.ep = wr->expert_parallel;
	ratio = speed_moe_prefill_ratio(wr->w, r->rec.gpu, &sp);
	if (!(ratio < 1))
		return;
	share = ratio * speed_compute_share(r->rec.gpu,
	    workload_math_precision(wr->w));
	if (f->moe_prefill_share == 0 || share < f->moe_prefill_share) {
		f->moe_prefill_share = share;
		f->moe_prefill_units = speed_compute_units(r->rec.gpu,
		    workload_math_precision(wr->w));
	}
}

/* Widen f->prefill_shape_share to the share workload i's prefill
 * reaches in its linear layers outside the routed experts on r's
 * recommendation in its layout, for the sizes of their matrices, where
 * it computes in 8 or 4 bits (an llm-inference workload). */
static void
prefill_shape_factor(struct planning_factors *f, const struct result *r,
    size_t i)
{
	const struct workload_result *wr = &r->rec.wr[i];
	struct replica_split sp;
	enum share_source from;
	enum precision math = workload_math_precision(wr->w), u;
	double factor, share;

	sp.tp = wr->tensor_parallel;
	sp.pp = wr->pipeline_parallel;
	sp.dp = wr->attention_data_parallel;
	sp.ep = wr->expert_parallel;
	factor = speed_gemm_shape_factor(wr->w, r->rec.gpu, sp.dp > 1 ?
	    replica_attn_gpus(&sp) : sp.tp, &from);
	if (from == SHARE_RULE || !(factor > 0))
		return;
	share = speed_compute_share(r->rec.gpu, math) / factor;
	u = speed_compute_units(r->rec.gpu, math);
	if (f->prefill_shape_share > 0 && u != f->prefill_shape_units)
		f->prefill_shape_units_mixed = 1;
	f->prefill_shape_units = u;
	if (f->prefill_shape_share == 0 || share < f->prefill_shape_share)
		f->prefill_shape_share = share;
	if (share > f->prefill_shape_share_hi)
		f->prefill_shape_share_hi = share;
	if (model_splits_experts(&wr->w->model))
		f->prefill_shape_moe = 1;
	if (from == SHARE_CARRIED)
		f->prefill_shape_carried = 1;
}

/*
 * Fill r->planning from the workload types of sc and the recommended
 * GPU (nothing without a recommendation).
 */
static void
planning_factors(const struct scenario *sc, struct result *r)
{
	struct planning_factors *f = &r->planning;
	size_t i, n_compute = 0, n_measured = 0, n_carried = 0;

	memset(f, 0, sizeof(*f));
	f->ttft_measured_ratio = speed_ttft_measured_ratio(r->rec.gpu);
	f->ttft_server_s = SPEED_TTFT_SERVER_S;
	if (r->rec.gpu == NULL)
		return;
	validation_rows_for(sc, r);
	for (i = 0; i < sc->n_workloads; i++) {
		const struct workload *w = &sc->workloads[i];
		enum precision p;
		double cs, fp4, w4, ac, ks, kx;

		switch (w->type) {
		case WL_LLM_INFERENCE:
			f->bw_share = speed_bw_share(r->rec.gpu);
			f->bw_measured = f->bw_share != SPEED_BW_SHARE_DEFAULT;
			/* the first workload whose decode attention is
			 * measured on this GPU */
			if (f->attn_decode_share == 0 && speed_attn_decode(
			    &w->model, r->rec.gpu, w->kv_precision, &ks, &kx)) {
				f->attn_decode_share = ks;
				f->attn_decode_layer_s = kx + SPEED_KERNEL_S;
			}
			fp4 = speed_fp4_read_ratio(r->rec.gpu, w);
			if (fp4 > 0)
				f->fp4_read_ratio = fp4;
			w4 = speed_w4a16_read_ratio(r->rec.gpu, w);
			if (w4 > 0)
				f->w4a16_read_ratio = w4;
			moe_prefill_factor(f, r, i);
			prefill_shape_factor(f, r, i);
			f->attn_prefill_share = speed_attn_prefill_share(
			    r->rec.gpu, PREC_BF16);
			f->attn_prefill_llm = 1;
			ac = speed_attn_prefill_cache(r->rec.gpu, w);
			if (ac < 1)
				f->attn_prefill_fp8 = ac;
			/* FALLTHROUGH */
		case WL_EMBEDDINGS:
			/* an input's attention (speed_embed_hours); a
			 * prompt's, where both are served, is the row */
			if (w->type == WL_EMBEDDINGS && !f->attn_prefill_llm)
				f->attn_prefill_share = speed_attn_prefill_share(
				    r->rec.gpu, speed_embed_attn_precision(w));
			cs = speed_compute_share(r->rec.gpu,
			    workload_math_precision(w));
			if (f->compute_share == 0 || cs < f->compute_share)
				f->compute_share = cs;
			if (cs > f->compute_share_hi)
				f->compute_share_hi = cs;
			/* one datasheet peak while every workload's
			 * units are the same */
			p = speed_compute_units(r->rec.gpu,
			    workload_math_precision(w));
			if (n_compute > 0 && p != f->compute_units)
				f->compute_units_mixed = 1;
			f->compute_units = p;
			/* 2 while every share so far is measured */
			n_compute++;
			switch (speed_compute_share_source(r->rec.gpu,
			    workload_math_precision(w))) {
			case SHARE_CARRIED:
				n_carried++;
				/* FALLTHROUGH */
			case SHARE_MEASURED:
				n_measured++;
				break;
			case SHARE_RULE:
				break;
			}
			f->compute_measured = n_measured == 0 ? 0 :
			    n_measured == n_compute ? 2 : 1;
			f->compute_carried = n_carried == 0 ? 0 :
			    n_carried == n_compute ? 2 : 1;
			break;
		case WL_LLM_FINETUNE:
		case WL_LLM_PRETRAIN:
			f->train_share = SPEED_TRAIN_MFU;
			f->train_buffer = MEM_TRAIN_BUFFER;
			p = speed_train_precision(w, r->rec.gpu);
			if (f->train_gain == 0 &&
			    (p == PREC_FP8 || p == PREC_FP4)) {
				f->train_gain = speed_train_gemm_gain(w,
				    r->rec.gpu, &f->train_gain_measured);
				f->train_gain_precision = p;
			}
			break;
		case WL_VISION_INFERENCE:
			/* images/s and the batch-1 latency
			 * (speed_vision_images_per_s, _latency_ms) */
			p = speed_compute_units(r->rec.gpu, w->precision);
			if (f->vision_share > 0 && p != f->vision_units)
				f->vision_units_mixed = 1;
			f->vision_units = p;
			f->vision_share = speed_vision_share(r->rec.gpu,
			    &f->vision_measured);
			f->vision_layer_s = SPEED_KERNEL_S;
			break;
		default:
			break;
		}
	}
}

void
engine_ranges(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r)
{
	struct tco_input in;

	if (r->rec.gpu == NULL ||
	    !sizing_tco_input(sc, &r->econ, cat, p, &r->rec, &in))
		return;
	tco_ranges(&in, &r->tco);
}

int
engine_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r, struct diag_list *dl)
{
	int ok = engine_run_totals(sc, cat, p, r, dl);

	if (ok)
		engine_ranges(sc, cat, p, r);
	return ok;
}

/* Report that expect: bound k (its index in key_pos) does not hold;
 * fmt takes two numbers. */
static void
expect_fail(struct diag_list *dl, const struct scenario *sc, int k,
    const char *fmt, double a, double b)
{
	diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source, sc->source_len,
	    sc->expect.key_pos[k].line, sc->expect.key_pos[k].col, fmt, a, b);
}

int
engine_check_expect(const struct scenario *sc, const struct result *r,
    struct diag_list *dl)
{
	const struct expect *e = &sc->expect;
	size_t before = dl->count[DIAG_ERROR];
	const struct tco_case *med;

	if (!sc->has_expect)
		return 0;
	if (r->rec.gpu == NULL) {
		diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source,
		    sc->source_len, e->pos.line, e->pos.col, "expect: no system is recommended, so no bound "
		    "can hold");
		return 1;
	}
	if (e->gpu[0] && strcmp(e->gpu, r->rec.gpu->id) != 0)
		diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source, sc->source_len,
		    e->key_pos[0].line, e->key_pos[0].col, "expect.gpu is '%s', "
		    "but the recommendation is '%s'", e->gpu, r->rec.gpu->id);
	if (e->min_gpus && r->rec.gpus < e->min_gpus)
		expect_fail(dl, sc, 1, "expect.min_gpus is %.0f, but the "
		    "recommendation has %.0f GPUs", e->min_gpus, r->rec.gpus);
	if (e->max_gpus && r->rec.gpus > e->max_gpus)
		expect_fail(dl, sc, 2, "expect.max_gpus is %.0f, but the "
		    "recommendation has %.0f GPUs", e->max_gpus, r->rec.gpus);
	if (e->max_capex > 0 && r->rec.capex > e->max_capex)
		expect_fail(dl, sc, 3, "expect.max_capex is %.2f, but the capex "
		    "is %.2f", e->max_capex, r->rec.capex);
	med = tco_case_at(&r->tco, UTIL_MEDIUM, ENERGY_BASE);
	if (e->max_break_even_month > 0 && med != NULL) {
		if (isnan(tco_case_break_even(med, sc)))
			expect_fail(dl, sc, 4, "expect.max_break_even_month is "
			    "%.1f, but at medium utilisation buying never breaks "
			    "even within the %.0f-month horizon",
			    e->max_break_even_month, sc->economics.horizon_months);
		else if (tco_case_break_even(med, sc) > e->max_break_even_month)
			expect_fail(dl, sc, 4, "expect.max_break_even_month is "
			    "%.1f, but at medium utilisation buying breaks even "
			    "in month %.1f", e->max_break_even_month,
			    tco_case_break_even(med, sc));
	}
	return (int)(dl->count[DIAG_ERROR] - before);
}
