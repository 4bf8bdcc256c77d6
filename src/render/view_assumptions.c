/*
 * view_assumptions.c: the assumptions with their sources and dates (see
 * view_parts.h).
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

/*
 * The text of citation c in the proposal's language: German for German,
 * English for every other language; "–" if c or its text is missing.
 * The string lives as long as the price catalog.
 */
static const char *
cite_text(const struct vb *vb, const struct ltext *c)
{
	const char *t;

	if (c == NULL)
		return "–";
	t = vb->l == LANG_DE ? c->de : c->en;
	return t != NULL ? t : "–";
}

/*
 * Append an assumption: item, value from the scratch buffer, and its
 * citation for the customer ("–" if none).  source is the research
 * note, only used to tell a scenario value ("scenario", "scenario
 * override") from a catalog one, NULL where no price was found (then
 * it is not listed among the sources); it is never printed.  A project
 * assumption (source and cite NULL, see assume_project) cites the
 * scenario.  Dated by the price list or the proposal.
 */
static void
assume(struct vb *vb, struct vt *a, const char *item, const char *source,
    const struct ltext *cite)
{
	struct vt *o = vt_object(vb->mem);
	int scen = vb_from_scenario(source);

	vb_set_s(o, "item", item);
	vb_set_sb(vb, o, "value");
	/* no price (source NULL): nothing to cite in the sources list */
	vb_set_b(o, "from_catalog", !scen && source != NULL);
	vb_set_s(o, "source", scen ? W(vb, W_PROJECT_ASSUMPTION) :
	    cite_text(vb, cite));
	vb_set_date(vb, o, "as_of", scen ? vb->sc->date : vb->r->prices ?
	    vb->r->prices->as_of : "");
	vt_append(a, o);
}

/* Append a value the scenario sets (a project assumption). */
static void
assume_project(struct vb *vb, struct vt *a, const char *item)
{
	assume(vb, a, item, "scenario", NULL);
}

/*
 * Append a planning factor of the sizing: item, value from the scratch
 * buffer, cited by the phrase cite (customer wording, never the
 * engine's research note), dated by the proposal.
 */
static void
assume_factor(struct vb *vb, struct vt *a, const char *item,
    const char *cite)
{
	struct vt *o = vt_object(vb->mem);

	vb_set_s(o, "item", item);
	vb_set_sb(vb, o, "value");
	vb_set_b(o, "from_catalog", 1);
	vb_set_s(o, "source", cite);
	vb_set_date(vb, o, "as_of", vb->sc->date);
	vt_append(a, o);
}

/*
 * The label of the figure a validation metric checks, as the proposal's
 * performance and memory tables name it, no two alike (a proposal with
 * fine-tuning and pretraining quotes both); NULL for a metric the
 * proposal does not show.
 */
static const char *
accuracy_label(const struct vb *vb, const char *metric)
{
	static const struct {
		const char		*metric;
		enum word_phrase	 label;
	} t[] = {
		{ "throughput_tokens_per_s", W_AGGREGATE_DECODE_THROUGHPUT },
		{ "decode_tokens_per_s_per_seq", W_TOKENS_S_PER_SEQUENCE },
		{ "ttft_s", W_TIME_TO_FIRST_TOKEN },
		{ "finetune_tokens_per_s", W_ACCURACY_FINETUNE_THROUGHPUT },
		{ "pretrain_tokens_per_s", W_ACCURACY_PRETRAIN_THROUGHPUT },
		{ "embed_tokens_per_s", W_ACCURACY_EMBED_THROUGHPUT },
		{ "vision_images_per_s", W_IMAGES_PER_SECOND },
		{ "vision_latency_ms", W_ACCURACY_VISION_LATENCY },
		{ "finetune_peak_memory_gb", W_ACCURACY_FINETUNE_PEAK_MEMORY },
		{ "pretrain_peak_memory_gb", W_ACCURACY_PRETRAIN_PEAK_MEMORY },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (strcmp(t[i].metric, metric) == 0)
			return W(vb, t[i].label);
	return NULL;
}

/*
 * One row per model class (dense, then MoE) and maker of the GPUs
 * measured (the recommendation's first, then the other) of the
 * validation summary rows of the recommendation's workloads
 * (workload_result.val, chosen by the engine), each summary row once:
 * how far the validation suite found such figures from published
 * measurements, "Abgleich mit Messungen (Modelle ohne
 * Mixture-of-Experts, gemessen auf NVIDIA-GPUs) | Decode-Durchsatz
 * gesamt im Median 7,9 % Abweichung, 13 von 17 veröffentlichten
 * Messungen innerhalb von ±30 %, Schätzung meist höher; Token/s je
 * Sitzung 6,0 %, 32 von 34 innerhalb von ±25 %, Schätzung meist höher;
 * ..." (the lean where validation_lean finds one); a row of image or
 * embedding figures only names no model class ("Abgleich mit Messungen
 * (gemessen auf NVIDIA-GPUs)").  English labels after the first start
 * lower-case.
 */
static void
assume_accuracy(struct vb *vb, struct vt *a)
{
	const struct candidate *c = &vb->r->rec;
	const struct validation_row *seen[WR_VAL_MAX * 8];
	size_t n_seen = 0, i, j;
	int k, m, g, lean;

	if (c->wr == NULL || c->gpu == NULL)
		return;
	for (m = 0; m < VAL_MODELS__MAX; m++)
	for (g = -1; g < VENDOR__MAX; g++) {
		/* the recommendation's maker first (g -1), then the others
		 * in catalog order */
		enum vendor maker = g < 0 ? c->gpu->vendor : (enum vendor)g;
		struct strbuf lab = { 0 }, pc = { 0 }, tol = { 0 };
		int n = 0, llm = 0;

		if (g >= 0 && maker == c->gpu->vendor)
			continue;

		for (i = 0; i < vb->sc->n_workloads; i++)
		for (k = 0; k < c->wr[i].n_val; k++) {
			const struct validation_row *v = c->wr[i].val[k];
			const char *label = accuracy_label(vb, v->metric);

			if ((int)v->models != m || v->vendor != maker ||
			    label == NULL)
				continue;
			for (j = 0; j < n_seen && seen[j] != v; j++)
				;
			if (j < n_seen ||
			    n_seen == sizeof(seen) / sizeof(seen[0]))
				continue;
			seen[n_seen++] = v;
			/* the rows a workload gets follow its type
			 * (validation_rows_for) */
			if (vb->sc->workloads[i].type != WL_VISION_INFERENCE &&
			    vb->sc->workloads[i].type != WL_EMBEDDINGS)
				llm = 1;
			sb_reset(&lab);
			sb_puts(&lab, label);
			if (n > 0 && vb->l != LANG_DE &&
			    lab.s[0] >= 'A' && lab.s[0] <= 'Z')
				lab.s[0] = (char)(lab.s[0] - 'A' + 'a');
			sb_reset(&pc);
			fmt_percent(&pc, v->median_abs_error_pct / 100, 1,
			    vb->l);
			sb_reset(&tol);
			fmt_percent(&tol, v->tolerance_pct / 100.0, 0, vb->l);
			lean = validation_lean(v);
			sb_printf(&vb->b, W(vb, n == 0 ? W_PF_ACCURACY_FIRST :
			    W_PF_ACCURACY_NEXT), lab.s, pc.s, v->within,
			    v->cases, tol.s, lean > 0 ? W(vb, W_PF_ACCURACY_HIGHER) :
			    lean < 0 ? W(vb, W_PF_ACCURACY_LOWER) : "");
			n++;
		}
		if (n > 0) {
			sb_reset(&lab);
			if (llm)
				sb_printf(&lab, W(vb, W_PF_ACCURACY), W(vb,
				    m == VAL_MODELS_MOE ? W_PF_ACCURACY_MOE :
				    W_PF_ACCURACY_DENSE),
				    vendor_display_names[maker]);
			else
				sb_printf(&lab, W(vb, W_PF_ACCURACY_MAKER),
				    vendor_display_names[maker]);
			assume_factor(vb, a, lab.s, W(vb, W_PF_MEASURED));
		}
		sb_free(&lab);
		sb_free(&pc);
		sb_free(&tol);
	}
}

/* Append to un the name of the units u (speed_compute_units) whose
 * datasheet peak a share is of: their precision in capitals ("FP8"),
 * fp32 math as TF32 where the recommended GPU has TF32 units
 * (gpu_tflops_at). */
static void
units_name(const struct vb *vb, struct strbuf *un, enum precision u)
{
	const struct gpu *g = vb->r->rec.gpu;

	if (u == PREC_FP32 && g != NULL && g->tflops.tf32 > 0)
		sb_puts(un, "TF32");
	else
		fmt_precision_caps(un, u);
}

/* Append to vb->b the share lo of a peak, or the range lo–hi where the
 * two differ in whole percent (0..1 each). */
static void
assume_share_range(struct vb *vb, double lo, double hi)
{
	if (fmt_round(lo * 100, 0) != fmt_round(hi * 100, 0)) {
		fmt_number(&vb->b, lo * 100, 0, vb->l);
		sb_puts(&vb->b, "–");
	}
	fmt_percent(&vb->b, hi, 0, vb->l);
}

/* Append to vb->b whose peak a share is of: the datasheet peak of units
 * u, or of no units named where the workloads' differ (mixed). */
static void
assume_units_peak(struct vb *vb, int mixed, enum precision u)
{
	struct strbuf un = { 0 };

	if (mixed) {
		sb_puts(&vb->b, W(vb, W_PF_OF_DATASHEET_PEAK));
		return;
	}
	units_name(vb, &un, u);
	sb_printf(&vb->b, W(vb, W_PF_OF_UNITS_PEAK), un.s);
	sb_free(&un);
}

/* Where the row "Usable compute (inference)" has its share from: the
 * GEMMs measured on the GPU's family, NVIDIA's median carried to it,
 * both, or, where some workload has neither, the planning rule beside
 * them (speed_compute_share_source). */
static enum word_phrase
compute_source(const struct planning_factors *f)
{
	if (f->compute_measured == 0)
		return W_PF_PRACTICE;
	if (f->compute_measured == 1)
		return W_PF_MEASURED_MAF_PART;
	if (f->compute_carried == 2)
		return W_PF_MEASURED_KERNELS_NVIDIA;
	return f->compute_carried == 1 ? W_PF_MEASURED_GEMMS_CARRIED :
	    W_PF_MEASURED_MAF;
}

/* The row "Reading 4-bit model weights": ratio (of the time the same
 * weights take at the reference precision) in the words `what`, which
 * take it as a percentage; nothing where ratio is 0 (not used). */
static void
assume_read_ratio(struct vb *vb, struct vt *a, double ratio,
    enum word_phrase what)
{
	struct strbuf pc = { 0 };

	if (ratio <= 0)
		return;
	fmt_percent(&pc, ratio, 0, vb->l);
	sb_printf(&vb->b, W(vb, what), pc.s);
	sb_free(&pc);
	assume_factor(vb, a, W(vb, W_PF_FP4_READ), W(vb, W_PF_MEASURED_KERNELS));
}

/* The source of a factor taken from NVIDIA's kernel tables: the GPU
 * maker's measurements where the recommendation is NVIDIA's, else
 * NVIDIA's carried over. */
static const char *
nvidia_kernels(struct vb *vb)
{
	return W(vb, vb->r->rec.gpu->vendor == VENDOR_NVIDIA ?
	    W_PF_MEASURED_KERNELS : W_PF_MEASURED_KERNELS_NVIDIA);
}

/* The planning factors the recommendation's figures rest on
 * (r->planning; a factor of 0 is not used and not shown). */
static void
assume_planning(struct vb *vb, struct vt *a)
{
	const struct planning_factors *f = &vb->r->planning;

	if (f->bw_share > 0) {
		fmt_percent(&vb->b, f->bw_share, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_OF_DATASHEET_BW),
		    vb_gpu_name(&vb->r->rec));
		assume_factor(vb, a, W(vb, W_PF_BANDWIDTH),
		    W(vb, f->bw_measured ? W_PF_MEASURED : W_PF_ASSUMED));
	}
	/* 4-bit weights are read in more than half the time of 8-bit ones,
	 * and in more than a quarter of the time of 16-bit ones where they
	 * are multiplied in 16 bits, where the kernels were measured so
	 * (docs/sizing.md §2): without these rows the bandwidth above
	 * would say half and a quarter */
	assume_read_ratio(vb, a, f->fp4_read_ratio, W_PF_FP4_READ_OF_FP8);
	assume_read_ratio(vb, a, f->w4a16_read_ratio, W_PF_W4A16_READ_OF_BF16);
	if (f->compute_share > 0) {
		assume_share_range(vb, f->compute_share, f->compute_share_hi);
		assume_units_peak(vb, f->compute_units_mixed,
		    f->compute_units);
		assume_factor(vb, a, W(vb, W_PF_COMPUTE),
		    W(vb, compute_source(f)));
	}
	/* batched images at one share of the peak; an image at batch 1
	 * a kernel a layer more (speed_vision_latency_ms) */
	if (f->vision_share > 0) {
		struct strbuf us = { 0 };

		fmt_percent(&vb->b, f->vision_share, 0, vb->l);
		assume_units_peak(vb, f->vision_units_mixed, f->vision_units);
		fmt_number(&us, f->vision_layer_s * 1e6, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_VISION_LAYER), us.s);
		sb_free(&us);
		assume_factor(vb, a, W(vb, W_PF_VISION),
		    W(vb, f->vision_measured == 1 ? W_PF_VISION_MEASURED :
		    f->vision_measured == 2 ? W_PF_VISION_CARRIED :
		    W_PF_VISION_SOURCE));
	}
	/* a decode step's attention reads the cache below the streaming
	 * share, after a fixed time a layer (speed_attn_decode) */
	if (f->attn_decode_share > 0) {
		struct strbuf pc = { 0 }, us = { 0 };

		fmt_percent(&pc, f->attn_decode_share, 0, vb->l);
		fmt_number(&us, f->attn_decode_layer_s * 1e6, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_ATTN_DECODE_VALUE), pc.s, us.s);
		sb_free(&pc);
		sb_free(&us);
		assume_factor(vb, a, W(vb, W_PF_ATTN_DECODE),
		    nvidia_kernels(vb));
	}
	/* a prompt's attention reaches less than the linear layers
	 * (speed_attn_prefill_weight), with an fp8 cache not twice as
	 * fast */
	if (f->attn_prefill_share > 0) {
		struct strbuf pc = { 0 };

		fmt_percent(&pc, f->attn_prefill_share, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_ATTN_PREFILL_OF_BF16), pc.s);
		if (f->attn_prefill_fp8 > 0) {
			sb_reset(&pc);
			fmt_percent(&pc, f->attn_prefill_fp8, 0, vb->l);
			sb_printf(&vb->b, W(vb, W_PF_ATTN_PREFILL_FP8), pc.s);
		}
		sb_free(&pc);
		assume_factor(vb, a, W(vb, f->attn_prefill_llm ?
		    W_PF_ATTN_PREFILL : W_PF_ATTN_ENCODE), nvidia_kernels(vb));
	}
	/* an MoE's experts multiply at a lower share than the one above
	 * while a prompt is processed (speed_moe_prefill_ratio) */
	if (f->moe_prefill_share > 0) {
		struct strbuf pc = { 0 }, un = { 0 };

		fmt_percent(&pc, f->moe_prefill_share, 0, vb->l);
		units_name(vb, &un, f->moe_prefill_units);
		sb_printf(&vb->b, W(vb, W_PF_MOE_PREFILL_OF_PEAK), pc.s, un.s);
		sb_free(&un);
		sb_free(&pc);
		assume_factor(vb, a, W(vb, W_PF_MOE_PREFILL),
		    nvidia_kernels(vb));
	}
	/* a prompt's matrix products in 8 and 4 bits reach more of the
	 * peak on large matrices than on thin slices
	 * (speed_gemm_shape_factor) */
	if (f->prefill_shape_share > 0) {
		assume_share_range(vb, f->prefill_shape_share,
		    f->prefill_shape_share_hi);
		assume_units_peak(vb, f->prefill_shape_units_mixed,
		    f->prefill_shape_units);
		sb_puts(&vb->b, W(vb, W_PF_BY_MATRIX_SIZE));
		assume_factor(vb, a, W(vb, f->prefill_shape_moe ?
		    W_PF_PREFILL_SHAPE_MOE : W_PF_PREFILL_SHAPE),
		    W(vb, f->prefill_shape_carried ?
		    W_PF_MEASURED_KERNELS_NVIDIA : W_PF_MEASURED_KERNELS));
	}
	/* the time to first token shown is GPU time (docs/validation.md
	 * case 61): said where an LLM is served (bw_share is set) */
	if (f->bw_share > 0 && f->ttft_server_s > 0) {
		struct strbuf ms = { 0 };

		fmt_number(&ms, f->ttft_server_s * 1e3, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_TTFT_GPU_TIME), ms.s);
		sb_free(&ms);
		assume_factor(vb, a, W(vb, W_PF_TTFT), W(vb, W_PF_MEASURED));
	}
	if (f->train_share > 0) {
		fmt_percent(&vb->b, f->train_share, 0, vb->l);
		sb_puts(&vb->b, W(vb, W_PF_OF_BF16_PEAK));
		assume_factor(vb, a, W(vb, W_PF_TRAIN),
		    W(vb, W_PF_MEASURED));
	}
	/* training whose matrix products run in fp8 or fp4: how much
	 * faster than the bf16 above (docs/sizing.md "Training") */
	if (f->train_gain > 0) {
		struct strbuf x = { 0 }, item = { 0 };
		const char *pn = f->train_gain_precision == PREC_FP4 ?
		    "FP4" : "FP8";

		fmt_number(&x, f->train_gain, 2, vb->l);
		sb_printf(&vb->b, W(vb, W_PF_TRAIN_GAIN_TIMES), x.s);
		sb_printf(&item, W(vb, W_PF_TRAIN_GAIN), pn);
		assume_factor(vb, a, item.s, W(vb, f->train_gain_measured ?
		    W_PF_MEASURED_KERNELS : W_PF_ASSUMED));
		sb_free(&x);
		sb_free(&item);
	}
	if (f->train_buffer > 0) {
		fmt_percent(&vb->b, f->train_buffer, 0, vb->l);
		sb_puts(&vb->b, W(vb, W_PF_OVER_MEMORY_NEED));
		assume_factor(vb, a, W(vb, W_PF_TRAIN_BUFFER),
		    W(vb, W_PF_PRACTICE));
	}
}

struct vt *
view_assumptions(struct vb *vb)
{
	const struct result *r = vb->r;
	const struct scenario *sc = vb->sc;
	const struct economics *e = &sc->economics;
	const struct econ_resolved *ec = vb->econ;
	const struct prices *p = r->prices;
	const struct candidate *c = &r->rec;
	struct vt *a = vt_list(vb->mem);
	int l;

	if (c->gpu != NULL && r->cat != NULL && p != NULL) {
		fmt_money(&vb->b, c->price_gpu, 0, vb->cur, vb->l);
		sb_printf(&vb->b, W(vb, W_PER_GPU_NAMED),
		    vb_gpu_name(c));
		assume(vb, a, W(vb, W_GPU_PRICE), r->sources.gpu,
		    r->sources.gpu_cite);
		fmt_money(&vb->b, c->price_host, 0, vb->cur, vb->l);
		sb_puts(&vb->b, W(vb, W_PER_NODE));
		assume(vb, a, W(vb, W_SERVER_WITHOUT_GPUS), r->sources.host,
		    r->sources.host_cite);
		if (c->price_network > 0) {
			fmt_money(&vb->b, c->price_network, 0, vb->cur, vb->l);
			sb_puts(&vb->b, W(vb, W_PER_NODE));
			assume(vb, a, W(vb, W_SCALE_OUT_NETWORK),
			    r->sources.network, r->sources.network_cite);
		}
	}
	fmt_percent(&vb->b, e->install_pct / 100,
	    fmt_fewest_decimals(e->install_pct,
	    0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_OF_HARDWARE_ONCE));
	assume_project(vb, a, W(vb, W_INSTALLATION));
	if (e->operating_models[OP_CLOUD] || e->operating_models[OP_HYBRID]) {
		fmt_money(&vb->b, r->tco.cloud_gpu_hour, 2, vb->cur, vb->l);
		sb_printf(&vb->b, W(vb, W_PER_GPU_HOUR_TIER_TERM),
		    words_cloud_tier(e->cloud_tier, vb->l),
		    words_commitment(e->commitment, vb->l));
		assume(vb, a, W(vb, W_CLOUD_PRICE), r->tco.cloud_price_source,
		    r->tco.cloud_price_cite);
		if (e->commitment != COMMIT_ON_DEMAND && p != NULL &&
		    (int)e->commitment < COMMIT__MAX) {
			fmt_percent(&vb->b, r->sources.commit_discount, 0,
			    vb->l);
			sb_puts(&vb->b, W(vb, W_OFF_ON_DEMAND_PRICE));
			fmt_money(&vb->b, r->tco.cloud_gpu_hour_on_demand, 2,
			    vb->cur, vb->l);
			sb_puts(&vb->b, W(vb, W_EVERY_HOUR_PAID));
			assume(vb, a, W(vb, W_RESERVATION_DISCOUNT),
			    r->sources.commit_discount_source,
			    r->sources.commit_discount_cite);
		}
	}
	if (ec != NULL) {
		if (ec->n_energy == 3)
			for (l = 0; l < ENERGY__MAX; l++) {
				if (l)
					sb_puts(&vb->b, " / ");
				vb_fmt_unit_money(vb, ec->energy_price_kwh[l]);
				sb_printf(&vb->b, "/kWh (%s)",
				    words_energy_case((enum energy_case)l,
				    vb->l));
			}
		else {
			vb_fmt_unit_money(vb,
			    ec->energy_price_kwh[ENERGY_BASE]);
			sb_puts(&vb->b, "/kWh");
		}
		assume(vb, a, W(vb, W_ENERGY_PRICE),
		    ec->energy_source, ec->energy_cite);
		fmt_number(&vb->b, ec->pue, 2, vb->l);
		sb_puts(&vb->b, W(vb, W_PUE_EXPLAINED));
		assume(vb, a, W(vb, W_PUE), ec->pue_source, ec->pue_cite);
		if (isfinite(ec->grid_co2_g_per_kwh)) {
			fmt_number(&vb->b, ec->grid_co2_g_per_kwh, 0, vb->l);
			sb_puts(&vb->b, " g CO2/kWh");
			assume(vb, a, W(vb, W_GRID_CO2), ec->grid_co2_source,
			    ec->grid_co2_cite);
		}
		if (e->operating_models[OP_COLOCATION]) {
			fmt_money(&vb->b, ec->colocation_kw_month, 2, vb->cur,
			    vb->l);
			sb_puts(&vb->b, W(vb, W_PER_KW_AND_MONTH));
			assume(vb, a, W(vb, W_COLOCATION),
			    ec->colocation_source, ec->colocation_cite);
		}
		fmt_percent(&vb->b, ec->maintenance_pct_year / 100,
		    fmt_fewest_decimals(ec->maintenance_pct_year, 0, 1), vb->l);
		sb_puts(&vb->b, W(vb, W_OF_CAPEX_A_YEAR));
		assume(vb, a, W(vb, W_MAINTENANCE_AND_SUPPORT),
		    ec->maintenance_source, ec->maintenance_cite);
	}
	fmt_money(&vb->b, e->staff_month, 0, vb->cur, vb->l);
	sb_puts(&vb->b, W(vb, W_A_MONTH));
	assume_project(vb, a, W(vb, W_STAFF_OPERATIONS));
	if (p != NULL) {
		vb_fmt_fx(vb, &vb->b, p->usd_per_eur);
		assume(vb, a, W(vb, W_EXCHANGE_RATE), p->fx_source,
		    &p->fx_citation);
	}
	fmt_number(&vb->b, e->hours_per_month,
	    fmt_fewest_decimals(e->hours_per_month,
	    0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_HOURS_PER_MONTH_BASIS));
	assume_project(vb, a, W(vb, W_HOURS_PER_MONTH));
	fmt_number(&vb->b, vb->horizon, 0, vb->l);
	sb_puts(&vb->b, W(vb, W_UNIT_MONTHS));
	assume_project(vb, a, W(vb, W_HORIZON));
	for (l = 0; l < UTIL__MAX; l++) {
		if (l)
			sb_puts(&vb->b, " / ");
		fmt_percent(&vb->b, e->utilisation[l], 0, vb->l);
	}
	sb_puts(&vb->b, W(vb, W_OF_HOURS_BY_LEVEL));
	assume_project(vb, a, W(vb, W_UTILISATION));
	fmt_percent(&vb->b, vb->r->tco.residual_pct / 100,
	    fmt_fewest_decimals(vb->r->tco.residual_pct, 0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_OF_HARDWARE_AT_END));
	/* the GPU's catalog resale curve, or the scenario's (or
	 * gpuplan's) residual: docs/tco.md "Resale" */
	assume(vb, a, W(vb, W_RESIDUAL_VALUE), vb->r->tco.resale_source,
	    vb->r->tco.resale_curve != NULL ?
	    &vb->r->tco.resale_curve->citation : NULL);
	fmt_percent(&vb->b, e->discount_rate_pct_year / 100, fmt_fewest_decimals(
	    e->discount_rate_pct_year, 0, 1), vb->l);
	sb_puts(&vb->b, e->discount_rate_pct_year > 0 ? W(vb,
	    W_A_YEAR_PRESENT_VALUES) : W(vb, W_NO_DISCOUNTING));
	assume_project(vb, a, W(vb, W_DISCOUNT_RATE));
	if (isfinite(e->idle_power_pct)) {
		fmt_percent(&vb->b, e->idle_power_pct / 100, 0, vb->l);
		sb_puts(&vb->b, W(vb, W_OF_MAXIMUM_POWER));
		assume_project(vb, a, W(vb, W_IDLE_POWER));
	}
	assume_planning(vb, a);
	assume_accuracy(vb, a);
	return a;
}
