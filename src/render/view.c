/*
 * view.c: the result as the templates' view (see view.h; the keys are
 * documented in docs/templates.md, which must change with this file).
 *
 * Every number goes through render/format.h; sentences come from
 * render/words.c, every shorter phrase from the table in
 * render/words_phrases.h, as W(vb, W_KEY).  No customer-visible words
 * are written here (units such as " GB", " h" and "/kWh" aside).
 */
#include "render/view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/* Most risks and typical mistakes words.c writes. */
#define VIEW_MAX_ITEMS	16

/* What every builder below needs. */
struct vb {
	const struct result	 *r;
	const struct scenario	 *sc;
	const struct econ_resolved *econ;
	enum language		  l;
	enum currency		  cur;
	int			  horizon;	/* months */
	struct strbuf		  b;		/* scratch */
	struct arena		 *mem;		/* the view's: every value */
};

#define W(vb, key)	words_phrase((key), (vb)->l)

/* Keys are this file's string literals: vt_set keeps the pointer. */
static void
set(struct vt *o, const char *k, struct vt *v)
{
	vt_set(o, k, v);
}

static void
set_s(struct vt *o, const char *k, const char *s)
{
	vt_set(o, k, vt_string(o->mem, s));
}

static void
set_b(struct vt *o, const char *k, int yes)
{
	vt_set(o, k, vt_bool(o->mem, yes));
}

/* Set k to the scratch buffer's contents and empty it. */
static void
set_sb(struct vb *vb, struct vt *o, const char *k)
{
	set_s(o, k, vb->b.s ? vb->b.s : "");
	sb_reset(&vb->b);
}

static void
set_money(struct vb *vb, struct vt *o, const char *k, double v, int dec)
{
	fmt_money(&vb->b, v, dec, vb->cur, vb->l);
	set_sb(vb, o, k);
}

static void
set_num(struct vb *vb, struct vt *o, const char *k, double v, int dec)
{
	fmt_number(&vb->b, v, dec, vb->l);
	set_sb(vb, o, k);
}

static void
set_pct(struct vb *vb, struct vt *o, const char *k, double share, int dec)
{
	fmt_percent(&vb->b, share, dec, vb->l);
	set_sb(vb, o, k);
}

/* Bytes as GB (1e9 B) with one decimal. */
static void
set_gb(struct vb *vb, struct vt *o, const char *k, double bytes)
{
	set_num(vb, o, k, bytes / 1e9, 1);
}

/* The fewest decimals in [lo, hi] that show v exactly (to 1e-9). */
static int
decimals_for(double v, int lo, int hi)
{
	int d;

	if (!isfinite(v))
		return lo;
	for (d = lo; d < hi; d++) {
		double s = pow(10, d);

		if (fabs(v * s - round(v * s)) < 1e-6)
			return d;
	}
	return hi;
}

/* Append a count in words: "70,6 Mrd." / "70.6 B", "200 Mio." / "200 M". */
static void
fmt_count(struct vb *vb, double v)
{
	static const struct {
		double		 unit;
		enum word_phrase name;
	} u[] = {
		{ 1e12, W_COUNT_TRILLION },
		{ 1e9, W_COUNT_BILLION },
		{ 1e6, W_COUNT_MILLION },
	};
	size_t i;

	for (i = 0; i < sizeof(u) / sizeof(u[0]); i++)
		if (isfinite(v) && fabs(v) >= u[i].unit) {
			fmt_number(&vb->b, v / u[i].unit,
			    decimals_for(v / u[i].unit, 0, 1), vb->l);
			sb_printf(&vb->b, " %s", W(vb, u[i].name));
			return;
		}
	fmt_number(&vb->b, v, decimals_for(v, 0, 2), vb->l);
}

/* Append money per unit with 2-4 decimals: "0,1933 €". */
static void
fmt_unit_money(struct vb *vb, double v)
{
	fmt_money(&vb->b, v, decimals_for(v, 2, 4), vb->cur, vb->l);
}

/* Append a precision in capitals: "FP8". */
static void
fmt_precision(struct vb *vb, enum precision p)
{
	const char *s = (int)p >= 0 && p < PREC__MAX ? precision_names[p] : "?";

	for (; *s; s++)
		sb_putc(&vb->b, *s >= 'a' && *s <= 'z' ? *s - 'a' + 'A' : *s);
}

static void
set_break_even(struct vb *vb, struct vt *o, const char *k, double months)
{
	words_break_even(&vb->b, months, vb->horizon, vb->l);
	set_sb(vb, o, k);
}

/* A long date from an ISO one. */
static void
set_date(struct vb *vb, struct vt *o, const char *k, const char *iso)
{
	fmt_date(&vb->b, iso, vb->l);
	set_sb(vb, o, k);
}

/* 1 if the source string says the scenario set the value. */
static int
from_scenario(const char *src)
{
	return src != NULL && strncmp(src, "scenario", 8) == 0;
}

/* The GPU name of a candidate, or "–". */
static const char *
gpu_name(const struct candidate *c)
{
	return c->gpu && c->gpu->name ? c->gpu->name : c->gpu ? c->gpu->id :
	    "–";
}

/* "ein Knoten mit 8 GPUs" / "2 Knoten mit je 8 GPUs". */
static void
fmt_layout(struct vb *vb, const struct candidate *c)
{
	if (c->gpu == NULL) {
		sb_puts(&vb->b, "–");
		return;
	}
	if (c->nodes <= 1)
		sb_printf(&vb->b, W(vb, W_LAYOUT_ONE_NODE), c->gpus,
		    c->gpus == 1 ?
		    W(vb, W_GPU_ONE) : W(vb, W_GPU_MANY));
	else
		sb_printf(&vb->b, W(vb, W_LAYOUT_NODES), c->nodes,
		    c->gpus_per_node);
}

/* The base-energy case of a utilisation level. */
static const struct tco_case *
base_case(const struct vb *vb, enum util_level l)
{
	return tco_case_at(&vb->r->tco, l, ENERGY_BASE);
}

/* VRAM reserve of the recommendation: 1 - largest per-GPU need / GPU
 * memory, over the workloads that use GPU memory; NAN if none. */
static double
vram_headroom(const struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	double worst = 0;
	size_t i;

	if (c->gpu == NULL || c->wr == NULL || !(c->gpu->memory_gb > 0))
		return NAN;
	for (i = 0; i < vb->sc->n_workloads; i++)
		if (c->wr[i].mem.per_gpu > worst)
			worst = c->wr[i].mem.per_gpu;
	if (worst <= 0)
		return NAN;
	return 1 - worst / (c->gpu->memory_gb * 1e9);
}

/* The network of a host in words. */
static void
fmt_network(struct vb *vb, const struct host_spec *h)
{
	sb_printf(&vb->b, W(vb, W_NIC_FRONT_END), h->nic_gbps);
	if (h->rdma)
		sb_printf(&vb->b, W(vb, W_NIC_SCALE_OUT), h->rdma_gbps);
}

/* Append the exchange rate: "1 € = 1,1435 $" / "€1 = $1.1435". */
static void
fmt_fx(const struct vb *vb, struct strbuf *b, double usd_per_eur)
{
	struct strbuf n = STRBUF_INIT;

	fmt_number(&n, usd_per_eur, 4, vb->l);
	sb_printf(b, W(vb, W_FX_RATE), n.s ? n.s : "");
	sb_free(&n);
}

static void
build_meta(struct vb *vb, struct vt *v)
{
	const struct scenario *sc = vb->sc;
	const struct prices *p = vb->r->prices;
	struct vt *cu = vt_object(vb->mem);
	char digits[9];
	size_t i, k = 0;

	set_s(v, "lang", language_names[vb->l]);
	set_s(v, "currency", (int)vb->cur >= 0 && vb->cur < CUR__MAX ?
	    currency_names[vb->cur] : "?");
	set_s(v, "currency_symbol", currency_symbol(vb->cur));
	set_s(v, "title", sc->title);
	set_s(v, "scenario_id", sc->id);
	for (i = 0; sc->date[i] && k < 8; i++)
		if (sc->date[i] >= '0' && sc->date[i] <= '9')
			digits[k++] = sc->date[i];
	digits[k] = '\0';
	sb_printf(&vb->b, "%s%s%s", sc->id, k ? "-" : "", digits);
	set_sb(vb, v, "proposal_id");
	set_date(vb, v, "date", sc->date);
	set_s(v, "date_iso", sc->date);
	set_date(vb, v, "prices_as_of", p ? p->as_of : "");
	set_s(v, "prices_as_of_iso", p ? p->as_of : "");
	set_s(cu, "name", sc->customer_name);
	set_s(cu, "contact", sc->customer_contact);
	set_s(cu, "address", sc->customer_address);
	set(v, "customer", cu);
	set_b(v, "ok", vb->r->ok);
	if (vb->r->ok)
		set_s(v, "infeasible_reason", "");
	else {
		sb_printf(&vb->b, W(vb, W_INFEASIBLE_LIMIT),
		    words_constraint(vb->r->infeasible_because, vb->l));
		set_sb(vb, v, "infeasible_reason");
	}
}

static struct vt *
build_recommendation(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct vt *o = vt_object(vb->mem);
	const struct gpu *g = c->gpu;

	set_s(o, "gpu_name", gpu_name(c));
	set_s(o, "gpu_id", g ? g->id : "–");
	set_s(o, "vendor", g ? (g->vendor == VENDOR_AMD ? "AMD" : "NVIDIA") :
	    "–");
	set_s(o, "form_factor", g ? words_form_factor(g->form_factor, vb->l) :
	    "–");
	set_num(vb, o, "gpu_memory_gb", g ? g->memory_gb : NAN,
	    g ? decimals_for(g->memory_gb, 0, 1) : 0);
	set_s(o, "interconnect", g && g->interconnect ? g->interconnect : "–");
	set_num(vb, o, "gpus", g ? c->gpus : NAN, 0);
	set_num(vb, o, "nodes", g ? c->nodes : NAN, 0);
	set_num(vb, o, "gpus_per_node", g ? c->gpus_per_node : NAN, 0);
	fmt_layout(vb, c);
	set_sb(vb, o, "layout");
	set_b(o, "multi_node", c->nodes > 1);
	set_s(o, "binding", words_constraint(c->binding, vb->l));
	set_s(o, "binding_sentence", words_binding_sentence(c->binding, vb->l));
	set_money(vb, o, "capex", g ? c->capex : NAN, 0);
	set_money(vb, o, "capex_hw", g ? c->capex_hw : NAN, 0);
	set_money(vb, o, "installation", g ? c->capex - c->capex_hw : NAN, 0);
	set_money(vb, o, "price_gpu", g ? c->price_gpu : NAN, 0);
	set_money(vb, o, "price_host", g ? c->price_host : NAN, 0);
	set_money(vb, o, "price_network", g ? c->price_network : NAN, 0);
	set_pct(vb, o, "vram_headroom", vram_headroom(vb), 0);
	set_num(vb, o, "candidates_considered", (double)vb->r->n_considered, 0);
	set_num(vb, o, "candidates_feasible", (double)vb->r->n_feasible, 0);
	return o;
}

static struct vt *
build_summary(struct vb *vb)
{
	const struct scenario *sc = vb->sc;
	const struct tco_result *t = &vb->r->tco;
	struct vt *o = vt_object(vb->mem), *rows = vt_list(vb->mem);
	enum op_model cheapest[UTIL__MAX];
	int l, rent;

	for (l = 0; l < UTIL__MAX; l++) {
		const struct tco_case *c = base_case(vb, (enum util_level)l);
		struct vt *row = vt_object(vb->mem);
		double u = sc->economics.utilisation[l];

		cheapest[l] = c ? c->cheapest : OP_ON_PREM;
		set_s(row, "level", words_util_level((enum util_level)l, vb->l));
		set_pct(vb, row, "utilisation", u, 0);
		set_num(vb, row, "gpu_hours_month", vb->r->rec.gpus *
		    sc->economics.hours_per_month * u, 0);
		set_break_even(vb, row, "break_even", c ?
		    c->break_even_month : NAN);
		set_break_even(vb, row, "break_even_colo", c ?
		    c->break_even_month_colo : NAN);
		set_s(row, "cheapest", words_op_model(cheapest[l], vb->l));
		set_money(vb, row, "own_total", c ? c->opt[OP_ON_PREM].total :
		    NAN, 0);
		set_money(vb, row, "cloud_total", c ? c->opt[OP_CLOUD].total :
		    NAN, 0);
		vt_append(rows, row);
	}
	rent = sc->economics.operating_models[OP_CLOUD] ||
	    sc->economics.operating_models[OP_HYBRID];
	if (vb->r->ok)
		words_verdict(&vb->b, cheapest, sc->economics.cloud_tier, rent,
		    vb->l);
	else
		sb_puts(&vb->b, W(vb, W_NO_COST_COMPARISON));
	set_sb(vb, o, "verdict");
	set(o, "scenarios", rows);
	if (isfinite(t->break_even_utilisation))
		fmt_percent(&vb->b, t->break_even_utilisation, 0, vb->l);
	else
		sb_puts(&vb->b, W(vb, W_NEVER_EVEN_AT_FULL_USE));
	set_sb(vb, o, "break_even_utilisation");
	set_num(vb, o, "horizon_months", vb->horizon, 0);
	set_num(vb, o, "n_workloads", (double)sc->n_workloads, 0);
	return o;
}

/* Append {label, value} with value from the scratch buffer. */
static void
req(struct vb *vb, struct vt *arr, const char *label)
{
	struct vt *row = vt_object(vb->mem);

	set_s(row, "label", label);
	set_sb(vb, row, "value");
	vt_append(arr, row);
}

/* The requirement rows of workload w. */
static struct vt *
requirements(struct vb *vb, const struct workload *w)
{
	struct vt *a = vt_list(vb->mem);
	struct strbuf *b = &vb->b;

	switch (w->type) {
	case WL_LLM_INFERENCE:
		fmt_precision(vb, w->precision);
		req(vb, a, W(vb, W_WEIGHT_PRECISION));
		fmt_precision(vb, w->kv_precision);
		req(vb, a, W(vb, W_KV_CACHE_PRECISION));
		fmt_number(b, w->context_tokens, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_CONTEXT_PER_SEQUENCE));
		fmt_number(b, w->prompt_tokens, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_PROMPT_PER_REQUEST));
		fmt_number(b, w->concurrent_sequences, 0, vb->l);
		req(vb, a, W(vb, W_CONCURRENT_SEQUENCES));
		fmt_number(b, w->output_tokens_per_s, decimals_for(
		    w->output_tokens_per_s, 0, 1), vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS_S));
		req(vb, a, W(vb, W_OUTPUT_PER_SEQUENCE_TARGET));
		if (w->ttft_s > 0) {
			fmt_number(b, w->ttft_s, decimals_for(w->ttft_s, 0, 2),
			    vb->l);
			sb_puts(b, " s");
			req(vb, a, W(vb, W_TIME_TO_FIRST_TOKEN_TARGET));
		}
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		if (w->type == WL_LLM_FINETUNE) {
			sb_puts(b, words_ft_method(w->method, vb->l));
			if (w->method != FT_FULL) {
				sb_puts(b, W(vb, W_ADAPTERS));
				fmt_percent(b, w->lora_fraction, decimals_for(
				    w->lora_fraction * 100, 0, 1), vb->l);
				sb_puts(b, W(vb, W_OF_THE_PARAMETERS));
			}
			req(vb, a, W(vb, W_METHOD));
		}
		sb_puts(b, words_optimizer(w->optimizer, vb->l));
		req(vb, a, W(vb, W_OPTIMIZER));
		fmt_number(b, w->sequence_length, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_SEQUENCE_LENGTH));
		fmt_number(b, w->micro_batch, 0, vb->l);
		sb_puts(b, w->micro_batch == 1 ? W(vb, W_SEQUENCE_PER_GPU) :
		    W(vb, W_SEQUENCES_PER_GPU));
		req(vb, a, W(vb, W_MICRO_BATCH));
		fmt_count(vb, w->dataset_tokens);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_DATASET_PER_EPOCH));
		fmt_number(b, w->epochs, decimals_for(w->epochs, 0, 1), vb->l);
		req(vb, a, W(vb, W_EPOCHS));
		fmt_number(b, w->runs_per_month, decimals_for(w->runs_per_month,
		    0, 1), vb->l);
		req(vb, a, W(vb, W_RUNS_PER_MONTH));
		if (w->deadline_hours > 0) {
			fmt_number(b, w->deadline_hours, decimals_for(
			    w->deadline_hours, 0, 1), vb->l);
			sb_puts(b, " h");
			req(vb, a, W(vb, W_DEADLINE_PER_RUN));
		}
		sb_puts(b, words_yes_no(w->checkpointing, vb->l));
		req(vb, a, W(vb, W_ACTIVATION_CHECKPOINTING));
		break;
	case WL_VISION_INFERENCE:
		fmt_number(b, w->gflops_per_image, decimals_for(
		    w->gflops_per_image, 0, 1), vb->l);
		sb_puts(b, W(vb, W_UNIT_GFLOP_PER_IMAGE));
		req(vb, a, W(vb, W_COMPUTE_PER_IMAGE));
		fmt_number(b, w->images_per_s, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_IMAGES_S));
		req(vb, a, W(vb, W_THROUGHPUT_TARGET));
		if (w->latency_ms > 0) {
			fmt_number(b, w->latency_ms, decimals_for(w->latency_ms,
			    0, 1), vb->l);
			sb_puts(b, " ms");
			req(vb, a, W(vb, W_LATENCY_PER_IMAGE_TARGET));
		}
		if (w->model_params > 0) {
			fmt_count(vb, w->model_params);
			req(vb, a, W(vb, W_MODEL_PARAMETERS));
		}
		break;
	case WL_SIMULATION:
		fmt_number(b, w->fp64_tflops, decimals_for(w->fp64_tflops, 0, 1),
		    vb->l);
		sb_puts(b, " TFLOPS");
		req(vb, a, W(vb, W_FP64_TARGET));
		fmt_number(b, w->memory_gb, decimals_for(w->memory_gb, 0, 1),
		    vb->l);
		sb_puts(b, " GB");
		req(vb, a, W(vb, W_SIMULATION_WORKING_SET));
		break;
	case WL_EMBEDDINGS:
		fmt_count(vb, w->tokens_per_month);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_VOLUME_PER_MONTH));
		fmt_precision(vb, w->precision);
		req(vb, a, W(vb, W_PRECISION));
		if (w->deadline_hours > 0) {
			fmt_number(b, w->deadline_hours, decimals_for(
			    w->deadline_hours, 0, 1), vb->l);
			sb_puts(b, " h");
			req(vb, a, W(vb, W_DEADLINE_MONTHLY_VOLUME));
		}
		break;
	case WL_RAG:
		fmt_count(vb, w->vectors);
		req(vb, a, W(vb, W_VECTORS));
		fmt_number(b, w->dimensions, 0, vb->l);
		req(vb, a, W(vb, W_DIMENSIONS));
		fmt_precision(vb, w->vector_precision);
		req(vb, a, W(vb, W_VECTOR_PRECISION));
		fmt_number(b, w->documents_gb, decimals_for(w->documents_gb, 0,
		    1), vb->l);
		sb_puts(b, " GB");
		req(vb, a, W(vb, W_DOCUMENTS));
		fmt_number(b, w->queries_per_s, decimals_for(w->queries_per_s,
		    0, 1), vb->l);
		sb_puts(b, W(vb, W_UNIT_QUERIES_S));
		req(vb, a, W(vb, W_QUERIES_TARGET));
		break;
	default:
		break;
	}
	return a;
}

/* Append a performance row: metric, achieved value (unit appended),
 * target (or none when !(target > 0)), met: higher is better unless
 * lower_better. */
static void
perf(struct vb *vb, struct vt *arr, const char *metric, double value,
    double target, int dec, const char *unit, int lower_better)
{
	struct vt *row = vt_object(vb->mem);
	int has_target = target > 0 && isfinite(target);

	set_s(row, "metric", metric);
	fmt_number(&vb->b, value, dec, vb->l);
	if (isfinite(value))
		sb_puts(&vb->b, unit);
	set_sb(vb, row, "value");
	if (has_target) {
		fmt_number(&vb->b, target, dec, vb->l);
		sb_puts(&vb->b, unit);
		set_sb(vb, row, "target");
		set_s(row, "met", !isfinite(value) ? "–" :
		    words_yes_no(lower_better ? value <= target * (1 + 1e-9) :
		    value >= target * (1 - 1e-9), vb->l));
	} else {
		set_s(row, "target", "–");
		set_s(row, "met", "–");
	}
	vt_append(arr, row);
}

/* The performance rows of one workload result. */
static struct vt *
performance(struct vb *vb, const struct workload *w,
    const struct workload_result *wr)
{
	struct vt *a = vt_list(vb->mem);
	const char *tps = W(vb, W_UNIT_TOKENS_S);

	switch (w->type) {
	case WL_LLM_INFERENCE:
		perf(vb, a, W(vb, W_AGGREGATE_DECODE_THROUGHPUT),
		    wr->tokens_per_s,
		    w->concurrent_sequences * w->output_tokens_per_s, 0, tps, 0);
		perf(vb, a, W(vb, W_TOKENS_S_PER_SEQUENCE),
		    wr->tokens_per_s_per_seq, w->output_tokens_per_s, 1, tps, 0);
		perf(vb, a, W(vb, W_TIME_TO_FIRST_TOKEN), wr->ttft_s, w->ttft_s,
		    2, " s", 1);
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		perf(vb, a, W(vb, W_TIME_PER_TRAINING_RUN), wr->run_hours,
		    w->deadline_hours,
		    1, " h", 1);
		break;
	case WL_VISION_INFERENCE:
		perf(vb, a, W(vb, W_IMAGES_PER_SECOND),
		    wr->images_per_s, w->images_per_s, 0, W(vb,
		    W_UNIT_IMAGES_S), 0);
		perf(vb, a, W(vb, W_LATENCY_PER_IMAGE),
		    wr->latency_ms, w->latency_ms, 1, " ms", 1);
		break;
	case WL_SIMULATION:
		perf(vb, a, W(vb, W_FP64_SUSTAINED), wr->fp64_tflops,
		    w->fp64_tflops, 1, " TFLOPS", 0);
		break;
	case WL_EMBEDDINGS:
		perf(vb, a, W(vb, W_TIME_MONTHLY_VOLUME), wr->run_hours,
		    w->deadline_hours > 0 ? w->deadline_hours :
		    vb->sc->economics.hours_per_month, 1, " h", 1);
		break;
	case WL_RAG:
		perf(vb, a, W(vb, W_VECTOR_INDEX_IN_HOST_RAM),
		    wr->mem.vector_index_ram / 1e9,
		    NAN, 1, " GB", 0);
		perf(vb, a, W(vb, W_NVME_DOCUMENTS_INDEX), wr->mem.nvme / 1e9,
		    NAN, 1,
		    " GB", 0);
		break;
	default:
		break;
	}
	perf(vb, a, W(vb, W_GPU_HOURS_PER_MONTH),
	    wr->gpu_hours_month, NAN, 0, "", 0);
	return a;
}

/* "4 GPUs: 2 Modellkopien mit je 2 GPUs Tensor-Parallelität" for LLM
 * inference, else "8 GPUs" / "1 GPU"; "–" without a result. */
static void
fmt_gpu_use(struct vb *vb, const struct workload *w,
    const struct workload_result *wr)
{
	if (wr == NULL) {
		sb_puts(&vb->b, "–");
		return;
	}
	if (wr->gpus_needed <= 0) {
		sb_puts(&vb->b, W(vb, W_RUNS_ON_HOST));
		return;
	}
	sb_printf(&vb->b, "%d %s", wr->gpus_needed, wr->gpus_needed == 1 ?
	    W(vb, W_GPU_ONE) : W(vb, W_GPU_MANY));
	if (w->type != WL_LLM_INFERENCE || wr->replicas < 1 ||
	    wr->gpus_needed == 1)
		return;
	if (wr->tensor_parallel <= 1)
		sb_printf(&vb->b, W(vb, W_COPIES_ONE_GPU_EACH), wr->replicas);
	else if (wr->replicas == 1)
		sb_printf(&vb->b, W(vb, W_ONE_COPY_TENSOR_PARALLEL),
		    wr->tensor_parallel);
	else
		sb_printf(&vb->b, W(vb, W_COPIES_TENSOR_PARALLEL), wr->replicas,
		    wr->tensor_parallel);
}

static struct vt *
build_workload(struct vb *vb, const struct workload *w,
    const struct workload_result *wr)
{
	static const struct workload_result none = {
		.tokens_per_s = NAN, .tokens_per_s_per_seq = NAN,
		.ttft_s = NAN, .run_hours = NAN, .images_per_s = NAN,
		.latency_ms = NAN, .fp64_tflops = NAN,
		.gpu_hours_month = NAN,
		.mem = { NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN },
	};
	struct vt *o = vt_object(vb->mem), *m = vt_object(vb->mem);
	int training = w->type == WL_LLM_FINETUNE ||
	    w->type == WL_LLM_PRETRAIN;
	struct mem_breakdown rag;
	const struct mem_breakdown *mem;

	if (wr == NULL)
		wr = &none;
	mem = &wr->mem;
	set_s(o, "name", w->name);
	set_s(o, "type", words_workload_type(w->type, vb->l));
	set_s(o, "type_id", (int)w->type >= 0 && w->type < WL__MAX ?
	    workload_type_names[w->type] : "?");
	if (w->has_model)
		set_s(o, "model", w->model.name ? w->model.name :
		    w->model.id[0] ? w->model.id : W(vb, W_CUSTOM_MODEL));
	else
		set_s(o, "model", "–");
	if (w->has_model)
		fmt_count(vb, w->model.params);
	else if (w->type == WL_VISION_INFERENCE && w->model_params > 0)
		fmt_count(vb, w->model_params);
	else
		sb_puts(&vb->b, "–");
	set_sb(vb, o, "params");
	set_b(o, "has_model", w->has_model);
	set_b(o, "is_llm_inference", w->type == WL_LLM_INFERENCE);
	set_b(o, "is_training", training);
	set_b(o, "is_vision", w->type == WL_VISION_INFERENCE);
	set_b(o, "is_simulation", w->type == WL_SIMULATION);
	set_b(o, "is_embeddings", w->type == WL_EMBEDDINGS);
	set_b(o, "is_rag", w->type == WL_RAG);
	set_b(o, "has_gpu_memory", w->type != WL_RAG);
	set(o, "requirements", requirements(vb, w));
	if (w->type == WL_RAG) {
		/* no GPU memory: the GPU columns print as "–" */
		rag = wr->mem;
		rag.weights = rag.kv_cache = rag.activations = NAN;
		rag.gradients = rag.optimizer = rag.overhead = NAN;
		rag.total = rag.per_gpu = NAN;
		mem = &rag;
	}
	set_gb(vb, m, "weights", mem->weights);
	set_gb(vb, m, "kv_cache", mem->kv_cache);
	set_gb(vb, m, "activations", mem->activations);
	set_gb(vb, m, "gradients", mem->gradients);
	set_gb(vb, m, "optimizer", mem->optimizer);
	set_gb(vb, m, "overhead", mem->overhead);
	set_gb(vb, m, "total", mem->total);
	set_gb(vb, m, "per_gpu", mem->per_gpu);
	set_gb(vb, m, "vector_index_ram", mem->vector_index_ram);
	set_gb(vb, m, "nvme", mem->nvme);
	set_num(vb, m, "gpu_memory", vb->r->rec.gpu ?
	    vb->r->rec.gpu->memory_gb : NAN, vb->r->rec.gpu ?
	    decimals_for(vb->r->rec.gpu->memory_gb, 0, 1) : 0);
	set(o, "memory", m);
	set(o, "performance", performance(vb, w, wr));
	set_num(vb, o, "gpus_needed", wr == &none ? NAN : wr->gpus_needed, 0);
	set_num(vb, o, "tensor_parallel", wr == &none ? NAN :
	    wr->tensor_parallel, 0);
	set_num(vb, o, "replicas", wr == &none ? NAN : wr->replicas, 0);
	set_num(vb, o, "gpu_hours_month", wr->gpu_hours_month, 0);
	fmt_gpu_use(vb, w, wr == &none ? NULL : wr);
	set_sb(vb, o, "gpu_use");
	set_s(o, "binding", words_constraint(wr->binding, vb->l));
	set_b(o, "fits", wr->fits);
	if (wr == &none)
		set_s(o, "fits_text", "–");
	else if (wr->fits)
		set_s(o, "fits_text", words_yes_no(1, vb->l));
	else {
		sb_printf(&vb->b, W(vb, W_FITS_NO),
		    words_failed(wr->failed, vb->l));
		set_sb(vb, o, "fits_text");
	}
	set_b(o, "offload_needed", wr->offload_needed);
	return o;
}

static struct vt *
build_workloads(struct vb *vb)
{
	struct vt *a = vt_list(vb->mem);
	const struct candidate *c = &vb->r->rec;
	size_t i;

	for (i = 0; i < vb->sc->n_workloads; i++) {
		const struct workload_result *wr = c->wr ? &c->wr[i] : NULL;
		const struct workload *w = wr && wr->w ? wr->w :
		    &vb->sc->workloads[i];

		vt_append(a, build_workload(vb, w, wr));
	}
	return a;
}

static struct vt *
build_bom(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	const struct host_spec *h = &c->host;
	struct vt *o = vt_object(vb->mem);
	int have = c->gpu != NULL;
	double nodes = have ? c->nodes : NAN;

	set_s(o, "gpu_name", gpu_name(c));
	set_num(vb, o, "gpus", have ? c->gpus : NAN, 0);
	set_num(vb, o, "gpus_per_node", have ? c->gpus_per_node : NAN, 0);
	set_num(vb, o, "nodes", nodes, 0);
	set_s(o, "host", have ? words_host_class(h->host_class, vb->l) : "–");
	set_num(vb, o, "cpu_sockets", have ? h->cpu_sockets : NAN, 0);
	set_num(vb, o, "cpu_cores", have ? h->cpu_cores : NAN, 0);
	set_num(vb, o, "ram_gb", have ? h->ram_gb : NAN, 0);
	set_num(vb, o, "ram_gb_total", have ? h->ram_gb * nodes : NAN, 0);
	set_num(vb, o, "nvme_data_tb", have ? h->nvme_data_tb : NAN, 1);
	set_num(vb, o, "nvme_checkpoint_tb", have ? h->nvme_checkpoint_tb :
	    NAN, 1);
	set_num(vb, o, "nvme_log_tb", have ? h->nvme_log_tb : NAN, 1);
	set_num(vb, o, "nvme_total_tb", have ? h->nvme_data_tb +
	    h->nvme_checkpoint_tb + h->nvme_log_tb : NAN, 1);
	if (have)
		fmt_network(vb, h);
	else
		sb_puts(&vb->b, "–");
	set_sb(vb, o, "network");
	set_num(vb, o, "nic_gbps", have ? h->nic_gbps : NAN, 0);
	set_b(o, "rdma", h->rdma);
	set_num(vb, o, "rdma_gbps", have && h->rdma ? h->rdma_gbps : NAN, 0);
	set_num(vb, o, "power_kw_node", have ? h->node_power_kw : NAN, 1);
	set_num(vb, o, "host_power_kw", have ? h->host_power_kw : NAN, 1);
	set_num(vb, o, "power_kw_total", have ? c->max_kw : NAN, 1);
	set_num(vb, o, "idle_kw_total", have ? c->idle_kw : NAN, 1);
	set_num(vb, o, "rack_units_node", have ? h->rack_units : NAN, 0);
	set_num(vb, o, "rack_units_total", have ? h->rack_units * nodes : NAN,
	    0);
	set_b(o, "liquid_cooling", h->liquid_cooling);
	set_s(o, "cooling", !have ? "–" : h->liquid_cooling ?
	    W(vb, W_LIQUID_COOLING) : W(vb, W_AIR_COOLING));
	set_money(vb, o, "price_gpu", have ? c->price_gpu : NAN, 0);
	set_money(vb, o, "price_gpus_total", have ? c->price_gpu * c->gpus :
	    NAN, 0);
	set_money(vb, o, "price_host", have ? c->price_host : NAN, 0);
	set_money(vb, o, "price_hosts_total", have ? c->price_host * nodes :
	    NAN, 0);
	set_b(o, "has_network", have && c->price_network > 0);
	set_money(vb, o, "price_network", have ? c->price_network : NAN, 0);
	set_money(vb, o, "price_network_total", have ? c->price_network *
	    nodes : NAN, 0);
	set_money(vb, o, "capex_hw", have ? c->capex_hw : NAN, 0);
	set_money(vb, o, "installation", have ? c->capex - c->capex_hw : NAN,
	    0);
	set_pct(vb, o, "install_pct", vb->sc->economics.install_pct / 100, 0);
	set_money(vb, o, "capex", have ? c->capex : NAN, 0);
	return o;
}

/* 1 if alternative k is the same system (GPU, count, nodes) as an
 * earlier one or as the recommendation: the sizing engine may name one
 * candidate under two kinds (e.g. runner-up and smaller); show it once. */
static int
alt_shown(const struct result *r, int k)
{
	const struct candidate *c = &r->alt[k];
	int i;

	for (i = -1; i < k; i++) {
		const struct candidate *d = i < 0 ? &r->rec : &r->alt[i];

		if (d->gpu == c->gpu && d->gpus == c->gpus &&
		    d->nodes == c->nodes)
			return 1;
	}
	return 0;
}

static struct vt *
build_alternatives(struct vb *vb)
{
	const struct candidate *rec = &vb->r->rec;
	struct vt *a = vt_list(vb->mem);
	struct strbuf x = STRBUF_INIT, y = STRBUF_INIT, d = STRBUF_INIT;
	int k;

	for (k = 0; k < ALT__MAX; k++) {
		const struct candidate *c = &vb->r->alt[k];
		struct vt *o;

		if (c->gpu == NULL || alt_shown(vb->r, k))
			continue;
		o = vt_object(vb->mem);
		set_s(o, "kind", words_alt_kind((enum alt_kind)k, vb->l));
		set_s(o, "gpu_name", gpu_name(c));
		set_num(vb, o, "gpus", c->gpus, 0);
		set_num(vb, o, "nodes", c->nodes, 0);
		fmt_layout(vb, c);
		set_sb(vb, o, "layout");
		set_money(vb, o, "capex", c->capex, 0);
		set_money(vb, o, "tco", c->rank_cost, 0);
		set_b(o, "feasible", c->feasible);
		sb_reset(&x);
		sb_reset(&y);
		sb_reset(&d);
		fmt_money(&x, c->rank_cost, 0, vb->cur, vb->l);
		fmt_money(&y, rec->rank_cost, 0, vb->cur, vb->l);
		fmt_money(&d, c->rank_cost - rec->rank_cost, 0, vb->cur, vb->l);
		if (!c->feasible)
			sb_printf(&vb->b, W(vb, W_RULED_OUT_S),
			    words_failed(c->failed, vb->l));
		else if (c->rank_cost > rec->rank_cost * (1 + 1e-9))
			sb_printf(&vb->b, W(vb, W_ALT_COSTS_MORE), vb->horizon,
			    d.s, x.s, y.s);
		else
			sb_printf(&vb->b, W(vb, W_ALT_COMPARABLE_COST), x.s,
			    y.s);
		set_sb(vb, o, "reason");
		vt_append(a, o);
	}
	sb_free(&x);
	sb_free(&y);
	sb_free(&d);
	return a;
}

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
		set_s(row, "model", words_op_model((enum op_model)m, vb->l));
		set_b(row, "available", o->available);
		set_b(row, "cheapest", (int)c->cheapest == m);
		set_money(vb, row, "total", o->available ? o->total : NAN, 0);
		set_money(vb, row, "per_month", o->available && vb->horizon >
		    0 ? o->total / vb->horizon : NAN, 0);
		set_money(vb, row, "per_gpu_hour", o->available ?
		    o->cost_per_gpu_hour : NAN, 2);
		set_money(vb, row, "per_mtok", o->available ? o->cost_per_mtok :
		    NAN, 2);
		set_money(vb, row, "capex", o->available ? o->capex : NAN, 0);
		set_money(vb, row, "energy_month", o->available ?
		    o->energy_month : NAN, 0);
		if (m == OP_ON_PREM)
			be = c->break_even_month;
		else if (m == OP_COLOCATION)
			be = c->break_even_month_colo;
		if (m == OP_CLOUD)
			set_s(row, "break_even", W(vb, W_REFERENCE));
		else if (m == OP_HYBRID || !o->available)
			set_s(row, "break_even", "–");
		else
			set_break_even(vb, row, "break_even", be);
		vt_append(a, row);
	}
	return a;
}

static struct vt *
build_tco(struct vb *vb)
{
	const struct tco_result *t = &vb->r->tco;
	const struct economics *e = &vb->sc->economics;
	struct vt *o = vt_object(vb->mem), *sc = vt_list(vb->mem);
	struct vt *en = vt_list(vb->mem);
	int l, k, has_tokens = 0;

	set_num(vb, o, "horizon_months", vb->horizon, 0);
	set_b(o, "npv", e->discount_rate_pct_year > 0);
	set_pct(vb, o, "discount_rate", e->discount_rate_pct_year / 100,
	    decimals_for(e->discount_rate_pct_year, 0, 1));
	for (l = 0; l < UTIL__MAX; l++) {
		const struct tco_case *c = base_case(vb, (enum util_level)l);
		struct vt *row = vt_object(vb->mem);
		int m;

		for (m = 0; m < OP__MAX; m++)
			if (c && c->opt[m].available && e->operating_models[m] &&
			    isfinite(c->opt[m].cost_per_mtok))
				has_tokens = 1;
		set_s(row, "level", words_util_level((enum util_level)l, vb->l));
		set_pct(vb, row, "utilisation", e->utilisation[l], 0);
		fmt_unit_money(vb, c ? c->energy_price_kwh : NAN);
		sb_puts(&vb->b, "/kWh");
		set_sb(vb, row, "energy_price");
		set_s(row, "cheapest", words_op_model(c ? c->cheapest :
		    OP_ON_PREM, vb->l));
		set_break_even(vb, row, "break_even", c ? c->break_even_month :
		    NAN);
		set_break_even(vb, row, "break_even_colo", c ?
		    c->break_even_month_colo : NAN);
		if (c)
			set(row, "options", tco_options(vb, c));
		else
			set(row, "options", vt_list(vb->mem));
		vt_append(sc, row);
	}
	set_b(o, "has_tokens", has_tokens);
	set(o, "scenarios", sc);
	set_b(o, "has_energy_cases", t->n_energy == 3);
	for (k = 0; t->n_energy == 3 && k < ENERGY__MAX; k++)
		for (l = 0; l < UTIL__MAX; l++) {
			const struct tco_case *c = tco_case_at(t,
			    (enum util_level)l, (enum energy_case)k);
			struct vt *row = vt_object(vb->mem);

			set_s(row, "case", words_energy_case((enum energy_case)k,
			    vb->l));
			fmt_unit_money(vb, c->energy_price_kwh);
			sb_puts(&vb->b, "/kWh");
			set_sb(vb, row, "price");
			set_s(row, "level", words_util_level((enum util_level)l,
			    vb->l));
			set_pct(vb, row, "utilisation", c->utilisation, 0);
			set_money(vb, row, "own_total",
			    c->opt[OP_ON_PREM].total, 0);
			set_money(vb, row, "cloud_total", c->opt[OP_CLOUD].total,
			    0);
			set_break_even(vb, row, "break_even",
			    c->break_even_month);
			set_s(row, "cheapest", words_op_model(c->cheapest,
			    vb->l));
			vt_append(en, row);
		}
	set(o, "energy_cases", en);
	if (isfinite(t->break_even_utilisation))
		fmt_percent(&vb->b, t->break_even_utilisation, 0, vb->l);
	else
		sb_puts(&vb->b, W(vb, W_NEVER_EVEN_AT_FULL_USE));
	set_sb(vb, o, "break_even_utilisation");
	set_money(vb, o, "sens_base_total", t->n_sens ? t->sens[0].base_total :
	    NAN, 0);
	set_break_even(vb, o, "sens_base_break_even", t->n_sens ?
	    t->sens[0].base_break_even : NAN);
	fmt_money(&vb->b, t->cloud_gpu_hour, 2, vb->cur, vb->l);
	set_sb(vb, o, "cloud_gpu_hour");
	fmt_money(&vb->b, t->cloud_gpu_hour_on_demand, 2, vb->cur, vb->l);
	set_sb(vb, o, "cloud_gpu_hour_on_demand");
	set_s(o, "cloud_tier", words_cloud_tier(e->cloud_tier, vb->l));
	set_s(o, "commitment", words_commitment(e->commitment, vb->l));
	return o;
}

/* Append a sensitivity input of parameter param in its unit. */
static void
fmt_sens_value(struct vb *vb, const char *param, double v)
{
	if (param && strcmp(param, "energy_price") == 0) {
		fmt_unit_money(vb, v);
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
		fmt_number(&vb->b, v, decimals_for(v, 0, 4), vb->l);
}

static struct vt *
build_sensitivity(struct vb *vb)
{
	const struct tco_result *t = &vb->r->tco;
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; i < t->n_sens && i < SENS_MAX; i++) {
		const struct sensitivity *s = &t->sens[i];
		struct vt *o = vt_object(vb->mem);

		set_s(o, "param", words_sens_param(s->param, vb->l));
		set_s(o, "param_id", s->param ? s->param : "");
		fmt_sens_value(vb, s->param, s->low_value);
		set_sb(vb, o, "low");
		fmt_sens_value(vb, s->param, s->high_value);
		set_sb(vb, o, "high");
		set_money(vb, o, "base_total", s->base_total, 0);
		set_money(vb, o, "low_total", s->low_total, 0);
		set_money(vb, o, "high_total", s->high_total, 0);
		set_money(vb, o, "swing", fabs(s->high_total - s->low_total), 0);
		set_break_even(vb, o, "base_break_even", s->base_break_even);
		set_break_even(vb, o, "low_break_even", s->low_break_even);
		set_break_even(vb, o, "high_break_even", s->high_break_even);
		vt_append(a, o);
	}
	return a;
}

/* Append an assumption: item, value from the scratch buffer, and its
 * source (NULL: the scenario) dated by the price list or the proposal. */
static void
assume(struct vb *vb, struct vt *a, const char *item, const char *source)
{
	struct vt *o = vt_object(vb->mem);
	int scen = source == NULL || from_scenario(source);

	set_s(o, "item", item);
	set_sb(vb, o, "value");
	set_b(o, "from_catalog", !scen);
	set_s(o, "source", scen ? W(vb, W_PROJECT_ASSUMPTION) : source);
	set_date(vb, o, "as_of", scen ? vb->sc->date : vb->r->prices ?
	    vb->r->prices->as_of : "");
	vt_append(a, o);
}

static struct vt *
build_assumptions(struct vb *vb)
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
		    gpu_name(c));
		assume(vb, a, W(vb, W_GPU_PRICE),
		    r->sources.gpu ? r->sources.gpu : "–");
		fmt_money(&vb->b, c->price_host, 0, vb->cur, vb->l);
		sb_puts(&vb->b, W(vb, W_PER_NODE));
		assume(vb, a, W(vb, W_SERVER_WITHOUT_GPUS),
		    r->sources.host ? r->sources.host : "–");
		if (c->price_network > 0) {
			fmt_money(&vb->b, c->price_network, 0, vb->cur, vb->l);
			sb_puts(&vb->b, W(vb, W_PER_NODE));
			assume(vb, a, W(vb, W_SCALE_OUT_NETWORK),
			    r->sources.network ?
			    r->sources.network : "–");
		}
	}
	fmt_percent(&vb->b, e->install_pct / 100, decimals_for(e->install_pct,
	    0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_OF_HARDWARE_ONCE));
	assume(vb, a, W(vb, W_INSTALLATION), NULL);
	if (e->operating_models[OP_CLOUD] || e->operating_models[OP_HYBRID]) {
		fmt_money(&vb->b, r->tco.cloud_gpu_hour, 2, vb->cur, vb->l);
		sb_printf(&vb->b, W(vb, W_PER_GPU_HOUR_TIER_TERM),
		    words_cloud_tier(e->cloud_tier, vb->l),
		    words_commitment(e->commitment, vb->l));
		assume(vb, a, W(vb, W_CLOUD_PRICE),
		    r->tco.cloud_price_source ? r->tco.cloud_price_source : "–");
		if (e->commitment != COMMIT_ON_DEMAND && p != NULL &&
		    (int)e->commitment < COMMIT__MAX) {
			fmt_percent(&vb->b, r->sources.commit_discount, 0,
			    vb->l);
			sb_puts(&vb->b, W(vb, W_OFF_ON_DEMAND_PRICE));
			fmt_money(&vb->b, r->tco.cloud_gpu_hour_on_demand, 2,
			    vb->cur, vb->l);
			sb_puts(&vb->b, W(vb, W_EVERY_HOUR_PAID));
			assume(vb, a, W(vb, W_RESERVATION_DISCOUNT),
			    r->sources.commit_discount_source ?
			    r->sources.commit_discount_source : "–");
		}
	}
	if (ec != NULL) {
		if (ec->n_energy == 3)
			for (l = 0; l < ENERGY__MAX; l++) {
				if (l)
					sb_puts(&vb->b, " / ");
				fmt_unit_money(vb, ec->energy_price_kwh[l]);
				sb_printf(&vb->b, "/kWh (%s)",
				    words_energy_case((enum energy_case)l,
				    vb->l));
			}
		else {
			fmt_unit_money(vb, ec->energy_price_kwh[ENERGY_BASE]);
			sb_puts(&vb->b, "/kWh");
		}
		assume(vb, a, W(vb, W_ENERGY_PRICE),
		    ec->energy_source);
		fmt_number(&vb->b, ec->pue, 2, vb->l);
		sb_puts(&vb->b, W(vb, W_PUE_EXPLAINED));
		assume(vb, a, W(vb, W_PUE), ec->pue_source);
		if (e->operating_models[OP_COLOCATION]) {
			fmt_money(&vb->b, ec->colocation_kw_month, 2, vb->cur,
			    vb->l);
			sb_puts(&vb->b, W(vb, W_PER_KW_AND_MONTH));
			assume(vb, a, W(vb, W_COLOCATION),
			    ec->colocation_source);
		}
		fmt_percent(&vb->b, ec->maintenance_pct_year / 100,
		    decimals_for(ec->maintenance_pct_year, 0, 1), vb->l);
		sb_puts(&vb->b, W(vb, W_OF_CAPEX_A_YEAR));
		assume(vb, a, W(vb, W_MAINTENANCE_AND_SUPPORT),
		    ec->maintenance_source);
	}
	fmt_money(&vb->b, e->staff_month, 0, vb->cur, vb->l);
	sb_puts(&vb->b, W(vb, W_A_MONTH));
	assume(vb, a, W(vb, W_STAFF_OPERATIONS), NULL);
	if (p != NULL) {
		fmt_fx(vb, &vb->b, p->usd_per_eur);
		assume(vb, a, W(vb, W_EXCHANGE_RATE),
		    p->fx_source ? p->fx_source : "–");
	}
	fmt_number(&vb->b, e->hours_per_month, decimals_for(e->hours_per_month,
	    0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_HOURS_PER_MONTH_BASIS));
	assume(vb, a, W(vb, W_HOURS_PER_MONTH), NULL);
	fmt_number(&vb->b, vb->horizon, 0, vb->l);
	sb_puts(&vb->b, W(vb, W_UNIT_MONTHS));
	assume(vb, a, W(vb, W_HORIZON), NULL);
	for (l = 0; l < UTIL__MAX; l++) {
		if (l)
			sb_puts(&vb->b, " / ");
		fmt_percent(&vb->b, e->utilisation[l], 0, vb->l);
	}
	sb_puts(&vb->b, W(vb, W_OF_HOURS_BY_LEVEL));
	assume(vb, a, W(vb, W_UTILISATION), NULL);
	fmt_percent(&vb->b, e->residual_pct / 100, decimals_for(e->residual_pct,
	    0, 1), vb->l);
	sb_puts(&vb->b, W(vb, W_OF_HARDWARE_AT_END));
	assume(vb, a, W(vb, W_RESIDUAL_VALUE), NULL);
	fmt_percent(&vb->b, e->discount_rate_pct_year / 100, decimals_for(
	    e->discount_rate_pct_year, 0, 1), vb->l);
	sb_puts(&vb->b, e->discount_rate_pct_year > 0 ? W(vb,
	    W_A_YEAR_PRESENT_VALUES) : W(vb, W_NO_DISCOUNTING));
	assume(vb, a, W(vb, W_DISCOUNT_RATE), NULL);
	if (isfinite(e->idle_power_pct)) {
		fmt_percent(&vb->b, e->idle_power_pct / 100, 0, vb->l);
		sb_puts(&vb->b, W(vb, W_OF_MAXIMUM_POWER));
		assume(vb, a, W(vb, W_IDLE_POWER), NULL);
	}
	return a;
}

/* Stable ids of the advice kinds, for templates that pick one out. */
static const char *const advice_ids[ADV__MAX] = {
	[ADV_VRAM_HEADROOM] = "vram_headroom",
	[ADV_IO_SLOW] = "io_slow",
	[ADV_RACK_POWER] = "rack_power",
	[ADV_MIXED_GENERATIONS] = "mixed_generations",
	[ADV_OFFLOAD_NEEDED] = "offload_needed",
	[ADV_PINNED_DOES_NOT_FIT] = "pinned_does_not_fit",
	[ADV_LIQUID_COOLING] = "liquid_cooling",
	[ADV_RENT_BELOW_100H] = "rent_below_100h",
	[ADV_SPARES] = "spares",
};

static struct vt *
build_advice(struct vb *vb)
{
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; vb->r->advice && i < vb->r->n_advice; i++) {
		struct vt *o = vt_object(vb->mem);
		enum advice_kind k = vb->r->advice[i].kind;

		set_s(o, "kind", (int)k >= 0 && k < ADV__MAX ? advice_ids[k] :
		    "?");
		words_advice(&vb->b, &vb->r->advice[i], vb->l);
		set_sb(vb, o, "text");
		vt_append(a, o);
	}
	return a;
}

/* A list of {key: s} objects from n allocated strings, which it frees. */
static struct vt *
text_list(struct vb *vb, char **v, size_t n, const char *key)
{
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		set_s(o, key, v[i]);
		free(v[i]);
		vt_append(a, o);
	}
	return a;
}

static struct vt *
build_risks(struct vb *vb)
{
	const struct scenario *sc = vb->sc;
	const struct tco_case *lo = base_case(vb, UTIL_LOW);
	const struct tco_case *hi = base_case(vb, UTIL_HIGH);
	const struct prices *p = vb->r->prices;
	struct strbuf s[7];
	struct words_risk_input in;
	char *out[VIEW_MAX_ITEMS];
	size_t i, n;
	struct vt *a;

	memset(s, 0, sizeof(s));
	memset(&in, 0, sizeof(in));
	fmt_percent(&s[0], sc->economics.utilisation[UTIL_LOW], 0, vb->l);
	fmt_percent(&s[1], sc->economics.utilisation[UTIL_HIGH], 0, vb->l);
	fmt_date(&s[4], p ? p->as_of : "", vb->l);
	fmt_percent(&s[5], sc->economics.residual_pct / 100, 0, vb->l);
	in.util_low = s[0].s;
	in.util_high = s[1].s;
	in.be_low = lo ? lo->break_even_month : NAN;
	in.be_high = hi ? hi->break_even_month : NAN;
	in.prices_as_of = s[4].s ? s[4].s : "–";
	in.residual_pct = s[5].s;
	for (i = 0; i < vb->r->tco.n_sens && i < SENS_MAX; i++) {
		const struct sensitivity *x = &vb->r->tco.sens[i];

		if (x->param && strcmp(x->param, "energy_price") == 0 &&
		    isfinite(x->high_total - x->low_total)) {
			fmt_money(&s[6], fabs(x->high_total - x->low_total), 0,
			    vb->cur, vb->l);
			in.energy_swing = s[6].s;
		}
	}
	if (p != NULL && p->currency != sc->currency) {
		fmt_fx(vb, &vb->b, p->usd_per_eur);
		in.fx_rate = vb->b.s;
	}
	in.horizon = vb->horizon;
	in.single_node = vb->r->rec.gpu != NULL && vb->r->rec.nodes <= 1;
	in.amd = vb->r->rec.gpu != NULL &&
	    vb->r->rec.gpu->vendor == VENDOR_AMD;
	n = words_risks(&in, vb->l, out, VIEW_MAX_ITEMS);
	sb_reset(&vb->b);
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		sb_free(&s[i]);
	a = text_list(vb, out, n, "text");
	return a;
}

static struct vt *
build_mistakes(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct strbuf s[7];
	struct words_mistake_input in;
	char *mi[VIEW_MAX_ITEMS], *me[VIEW_MAX_ITEMS];
	struct vt *a = vt_list(vb->mem);
	size_t i, n;

	memset(s, 0, sizeof(s));
	memset(&in, 0, sizeof(in));
	fmt_percent(&s[0], vram_headroom(vb), 0, vb->l);
	fmt_number(&s[1], c->gpu ? c->host.nvme_data_tb : NAN, 1, vb->l);
	fmt_number(&s[2], c->gpu ? c->host.nvme_checkpoint_tb : NAN, 1, vb->l);
	fmt_number(&s[3], c->gpu ? c->host.nvme_log_tb : NAN, 1, vb->l);
	fmt_number(&s[5], vb->econ ? vb->econ->pue : NAN, 2, vb->l);
	fmt_percent(&s[6], vb->econ ? vb->econ->maintenance_pct_year / 100 :
	    NAN, 0, vb->l);
	if (c->gpu)
		fmt_network(vb, &c->host);
	else
		sb_puts(&vb->b, "–");
	sb_add(&s[4], vb->b.s, vb->b.len);
	sb_reset(&vb->b);
	in.headroom = s[0].s;
	in.nvme_data = s[1].s;
	in.nvme_checkpoint = s[2].s;
	in.nvme_log = s[3].s;
	in.network = s[4].s;
	in.pue = s[5].s;
	in.maintenance_pct = s[6].s;
	in.horizon = vb->horizon;
	in.gpu_name = gpu_name(c);
	n = words_mistakes(&in, vb->l, mi, me, VIEW_MAX_ITEMS);
	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		set_s(o, "mistake", mi[i]);
		set_s(o, "measure", me[i]);
		free(mi[i]);
		free(me[i]);
		vt_append(a, o);
	}
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		sb_free(&s[i]);
	return a;
}

static struct vt *
build_checklist(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct words_check_input in;
	const char *items[VIEW_MAX_ITEMS];
	struct vt *a = vt_list(vb->mem);
	size_t i, n;

	memset(&in, 0, sizeof(in));
	in.multi_node = c->nodes > 1 && c->host.rdma;
	in.liquid_cooling = c->host.liquid_cooling;
	in.amd = c->gpu != NULL && c->gpu->vendor == VENDOR_AMD;
	for (i = 0; i < vb->sc->n_workloads; i++) {
		enum workload_type t = vb->sc->workloads[i].type;

		if (t == WL_LLM_INFERENCE || t == WL_VISION_INFERENCE)
			in.inference = 1;
		if (t == WL_LLM_FINETUNE || t == WL_LLM_PRETRAIN)
			in.training = 1;
	}
	n = words_checklist(&in, vb->l, items, VIEW_MAX_ITEMS);
	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		set_s(o, "text", items[i]);
		vt_append(a, o);
	}
	return a;
}

static struct vt *
build_charts(struct vb *vb, const char *const *files)
{
	struct vt *o = vt_object(vb->mem);
	const char *f[VIEW_CHART__MAX] = { NULL };
	int i;

	for (i = 0; files != NULL && i < VIEW_CHART__MAX && files[i]; i++)
		f[i] = files[i];
	set_s(o, "break_even", f[VIEW_CHART_BREAK_EVEN]);
	set_b(o, "has_break_even", f[VIEW_CHART_BREAK_EVEN] != NULL);
	set_s(o, "tornado", f[VIEW_CHART_TORNADO]);
	set_b(o, "has_tornado", f[VIEW_CHART_TORNADO] != NULL);
	return o;
}

void
view_build(struct view *out, const struct result *r,
    const char *const *chart_files)
{
	struct vb vb;
	struct vt *v, *a;

	memset(&vb, 0, sizeof(vb));
	out->mem.head = NULL;
	vb.mem = &out->mem;
	v = vt_object(vb.mem);
	vb.r = r;
	vb.sc = r->sc;
	vb.econ = &r->econ;
	vb.l = (int)r->sc->language >= 0 && r->sc->language < LANG__MAX ?
	    r->sc->language : LANG_DE;
	vb.cur = r->sc->currency;
	vb.horizon = r->tco.months > 0 ? r->tco.months :
	    r->sc->economics.horizon_months_i;
	build_meta(&vb, v);
	set(v, "recommendation", build_recommendation(&vb));
	set(v, "summary", build_summary(&vb));
	set(v, "workloads", build_workloads(&vb));
	set(v, "bom", build_bom(&vb));
	a = build_alternatives(&vb);
	set_b(v, "has_alternatives", a->n > 0);
	set(v, "alternatives", a);
	set(v, "tco", build_tco(&vb));
	a = build_sensitivity(&vb);
	set_b(v, "has_sensitivity", a->n > 0);
	set(v, "sensitivity", a);
	set(v, "assumptions", build_assumptions(&vb));
	a = build_advice(&vb);
	set_b(v, "has_advice", a->n > 0);
	set(v, "advice", a);
	set(v, "risks", build_risks(&vb));
	set(v, "mistakes", build_mistakes(&vb));
	set(v, "checklist", build_checklist(&vb));
	set(v, "charts", build_charts(&vb, chart_files));
	sb_free(&vb.b);
	out->root = v;
}

void
view_free(struct view *v)
{
	arena_release(&v->mem);
	v->root = NULL;
}
