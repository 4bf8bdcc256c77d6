/*
 * view_workloads.c: each workload: requirements, memory, performance, GPU
 * use (see view_parts.h).
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

/* Append {label, value} with value from the scratch buffer. */
static void
req(struct vb *vb, struct vt *arr, const char *label)
{
	struct vt *row = vt_object(vb->mem);

	vb_set_s(row, "label", label);
	vb_set_sb(vb, row, "value");
	vt_append(arr, row);
}

/* The serving software by its makers' own names (the same in every
 * language), one per enum serving_framework; SERVE_OTHER shows none. */
static const char *const serving_labels[] = {
	[SERVE_OTHER] = NULL,
	[SERVE_VLLM] = "vLLM",
	[SERVE_SGLANG] = "SGLang",
	[SERVE_TENSORRT_LLM] = "TensorRT-LLM",
};
_Static_assert(sizeof(serving_labels) / sizeof(serving_labels[0]) ==
    SERVE__MAX, "one label per serving_framework");

/* The requirement rows of workload w (its result wr on the recommended
 * GPU), one of whose training model copies spans tp GPUs (tensor x
 * context parallel; 1: none). */
static struct vt *
requirements(struct vb *vb, const struct workload *w,
    const struct workload_result *wr, int tp)
{
	struct vt *a = vt_list(vb->mem);
	struct strbuf *b = &vb->b;

	switch (w->type) {
	case WL_LLM_INFERENCE:
		/* fp4 by the format its weights take on the GPU (MXFP4 on
		 * AMD's and where the model says so, as gpt-oss; NVFP4
		 * otherwise), and the part a release quantises where it is
		 * only the experts or the MLPs */
		if (w->precision == PREC_FP4)
			sb_puts(b, wr->fp4_format == FP4_MXFP4 ? "MXFP4" :
			    "NVFP4");
		else
			vb_fmt_precision(vb, w->precision);
		if (precision_bytes(w->precision) < 2 &&
		    model_quant_scope(&w->model) == QUANT_EXPERTS)
			sb_puts(b, W(vb, W_EXPERTS_ONLY_REST_BF16));
		else if (precision_bytes(w->precision) < 2 &&
		    model_quant_scope(&w->model) == QUANT_MLP)
			sb_puts(b, W(vb, W_MLP_ONLY_ATTENTION_BF16));
		if (workload_math_precision(w) != w->precision)
			sb_puts(b, W(vb, W_WEIGHTS_ONLY_BF16));
		req(vb, a, W(vb, W_WEIGHT_PRECISION));
		vb_fmt_precision(vb, w->kv_precision);
		req(vb, a, W(vb, W_KV_CACHE_PRECISION));
		fmt_number(b, w->context_tokens, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_CONTEXT_PER_SEQUENCE));
		fmt_number(b, w->prompt_tokens, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_PROMPT_PER_REQUEST));
		/* answers that vary in length (output_tokens_cv): the
		 * running context the estimate takes grows with it */
		if (w->output_tokens_cv > 0) {
			fmt_number(b, w->output_tokens_cv, fmt_fewest_decimals(
			    w->output_tokens_cv, 0, 2), vb->l);
			req(vb, a, W(vb, W_ANSWER_LENGTH_SPREAD));
		}
		fmt_number(b, w->concurrent_sequences, 0, vb->l);
		req(vb, a, W(vb, W_CONCURRENT_SEQUENCES));
		fmt_number(b, w->output_tokens_per_s, fmt_fewest_decimals(
		    w->output_tokens_per_s, 0, 1), vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS_S));
		req(vb, a, W(vb, W_OUTPUT_PER_SEQUENCE_TARGET));
		if (w->ttft_s > 0) {
			fmt_number(b, w->ttft_s, fmt_fewest_decimals(w->ttft_s, 0,
			    2),
			    vb->l);
			sb_puts(b, " s");
			req(vb, a, W(vb, W_TIME_TO_FIRST_TOKEN_TARGET));
		}
		/* the software named (serving_framework) */
		if (serving_labels[w->serving] != NULL) {
			sb_puts(b, serving_labels[w->serving]);
			req(vb, a, W(vb, W_SERVING_SOFTWARE));
		}
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		if (w->type == WL_LLM_FINETUNE) {
			sb_puts(b, words_ft_method(w->method, vb->l));
			if (w->method != FT_FULL) {
				sb_puts(b, W(vb, W_ADAPTERS));
				fmt_percent(b, w->lora_fraction,
				    fmt_fewest_decimals(
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
		/* a layer split over tp GPUs: the micro-batch is a copy's */
		if (tp > 1)
			sb_printf(b, w->micro_batch == 1 ?
			    W(vb, W_SEQUENCE_PER_COPY) :
			    W(vb, W_SEQUENCES_PER_COPY), tp);
		else
			sb_puts(b, w->micro_batch == 1 ?
			    W(vb, W_SEQUENCE_PER_GPU) :
			    W(vb, W_SEQUENCES_PER_GPU));
		req(vb, a, W(vb, W_MICRO_BATCH));
		vb_fmt_count(vb, w->dataset_tokens);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_DATASET_PER_EPOCH));
		fmt_number(b, w->epochs, fmt_fewest_decimals(w->epochs, 0, 1),
		    vb->l);
		req(vb, a, W(vb, W_EPOCHS));
		fmt_number(b, w->runs_per_month,
		    fmt_fewest_decimals(w->runs_per_month,
		    0, 1), vb->l);
		req(vb, a, W(vb, W_RUNS_PER_MONTH));
		if (w->deadline_hours > 0) {
			fmt_number(b, w->deadline_hours, fmt_fewest_decimals(
			    w->deadline_hours, 0, 1), vb->l);
			sb_puts(b, " h");
			req(vb, a, W(vb, W_DEADLINE_PER_RUN));
		}
		sb_puts(b, words_yes_no(w->checkpointing, vb->l));
		req(vb, a, W(vb, W_ACTIVATION_CHECKPOINTING));
		break;
	case WL_VISION_INFERENCE:
		fmt_number(b, w->gflops_per_image, fmt_fewest_decimals(
		    w->gflops_per_image, 0, 1), vb->l);
		sb_puts(b, W(vb, W_UNIT_GFLOP_PER_IMAGE));
		req(vb, a, W(vb, W_COMPUTE_PER_IMAGE));
		fmt_number(b, w->images_per_s, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_IMAGES_S));
		req(vb, a, W(vb, W_THROUGHPUT_TARGET));
		if (w->latency_ms > 0) {
			fmt_number(b, w->latency_ms,
			    fmt_fewest_decimals(w->latency_ms,
			    0, 1), vb->l);
			sb_puts(b, " ms");
			req(vb, a, W(vb, W_LATENCY_PER_IMAGE_TARGET));
		}
		if (w->model_params > 0) {
			vb_fmt_count(vb, w->model_params);
			req(vb, a, W(vb, W_MODEL_PARAMETERS));
		}
		fmt_number(b, w->vision_layers, 0, vb->l);
		req(vb, a, W(vb, W_NETWORK_LAYERS));
		break;
	case WL_SIMULATION:
		fmt_number(b, w->fp64_tflops, fmt_fewest_decimals(w->fp64_tflops, 0,
		    1),
		    vb->l);
		sb_puts(b, " TFLOPS");
		req(vb, a, W(vb, W_FP64_TARGET));
		fmt_number(b, w->memory_gb, fmt_fewest_decimals(w->memory_gb, 0, 1),
		    vb->l);
		sb_puts(b, " GB");
		req(vb, a, W(vb, W_SIMULATION_WORKING_SET));
		break;
	case WL_EMBEDDINGS:
		vb_fmt_count(vb, w->tokens_per_month);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_VOLUME_PER_MONTH));
		fmt_number(b, w->sequence_length, 0, vb->l);
		sb_puts(b, W(vb, W_UNIT_TOKENS));
		req(vb, a, W(vb, W_INPUT_LENGTH));
		vb_fmt_precision(vb, w->precision);
		req(vb, a, W(vb, W_PRECISION));
		if (w->deadline_hours > 0) {
			fmt_number(b, w->deadline_hours, fmt_fewest_decimals(
			    w->deadline_hours, 0, 1), vb->l);
			sb_puts(b, " h");
			req(vb, a, W(vb, W_DEADLINE_MONTHLY_VOLUME));
		}
		break;
	case WL_RAG:
		vb_fmt_count(vb, w->vectors);
		req(vb, a, W(vb, W_VECTORS));
		fmt_number(b, w->dimensions, 0, vb->l);
		req(vb, a, W(vb, W_DIMENSIONS));
		vb_fmt_precision(vb, w->vector_precision);
		req(vb, a, W(vb, W_VECTOR_PRECISION));
		fmt_number(b, w->documents_gb, fmt_fewest_decimals(w->documents_gb,
		    0,
		    1), vb->l);
		sb_puts(b, " GB");
		req(vb, a, W(vb, W_DOCUMENTS));
		fmt_number(b, w->queries_per_s,
		    fmt_fewest_decimals(w->queries_per_s,
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
 * lower_better; a target of a workload that does not fit (!fits) is not
 * met, whatever its value. */
static void
perf(struct vb *vb, struct vt *arr, int fits, const char *metric,
    double value, double target, int dec, const char *unit,
    int lower_better)
{
	struct vt *row = vt_object(vb->mem);
	int has_target = target > 0 && isfinite(target);

	vb_set_s(row, "metric", metric);
	fmt_number(&vb->b, value, dec, vb->l);
	if (isfinite(value))
		sb_puts(&vb->b, unit);
	vb_set_sb(vb, row, "value");
	if (has_target) {
		fmt_number(&vb->b, target, dec, vb->l);
		sb_puts(&vb->b, unit);
		vb_set_sb(vb, row, "target");
		vb_set_s(row, "met", !fits ? words_yes_no(0, vb->l) :
		    !isfinite(value) ? "–" :
		    words_yes_no(lower_better ? value <= target * (1 + 1e-9) :
		    value >= target * (1 - 1e-9), vb->l));
	} else {
		vb_set_s(row, "target", "–");
		vb_set_s(row, "met", "–");
	}
	vt_append(arr, row);
}

/* The performance rows of one workload result; fits: 0 when it does
 * not fit (wr then is unfit()'s copy). */
static struct vt *
performance(struct vb *vb, const struct workload *w,
    const struct workload_result *wr, int fits)
{
	struct vt *a = vt_list(vb->mem);
	const char *tps = W(vb, W_UNIT_TOKENS_S);

	switch (w->type) {
	case WL_LLM_INFERENCE:
		perf(vb, a, fits, W(vb, W_AGGREGATE_DECODE_THROUGHPUT),
		    wr->tokens_per_s,
		    w->concurrent_sequences * w->output_tokens_per_s, 0, tps,
		    0);
		perf(vb, a, fits, W(vb, W_TOKENS_S_PER_SEQUENCE),
		    wr->tokens_per_s_per_seq, w->output_tokens_per_s, 1, tps,
		    0);
		perf(vb, a, fits, W(vb, W_TIME_TO_FIRST_TOKEN), wr->ttft_s,
		    w->ttft_s, 2, " s", 1);
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		perf(vb, a, fits, W(vb, W_TIME_PER_TRAINING_RUN),
		    wr->run_hours, w->deadline_hours, 1, " h", 1);
		break;
	case WL_VISION_INFERENCE:
		perf(vb, a, fits, W(vb, W_IMAGES_PER_SECOND),
		    wr->images_per_s, w->images_per_s, 0, W(vb,
		    W_UNIT_IMAGES_S), 0);
		perf(vb, a, fits, W(vb, W_LATENCY_PER_IMAGE),
		    wr->latency_ms, w->latency_ms, 1, " ms", 1);
		break;
	case WL_SIMULATION:
		perf(vb, a, fits, W(vb, W_FP64_SUSTAINED), wr->fp64_tflops,
		    w->fp64_tflops, 1, " TFLOPS", 0);
		break;
	case WL_EMBEDDINGS:
		perf(vb, a, fits, W(vb, W_TIME_MONTHLY_VOLUME),
		    wr->run_hours, w->deadline_hours > 0 ? w->deadline_hours :
		    vb->sc->economics.hours_per_month, 1, " h", 1);
		break;
	case WL_RAG:
		perf(vb, a, fits, W(vb, W_VECTOR_INDEX_IN_HOST_RAM),
		    wr->mem.vector_index_ram / 1e9,
		    NAN, 1, " GB", 0);
		perf(vb, a, fits, W(vb, W_NVME_DOCUMENTS_INDEX),
		    wr->mem.nvme / 1e9, NAN, 1, " GB", 0);
		break;
	default:
		break;
	}
	perf(vb, a, fits, W(vb, W_GPU_HOURS_PER_MONTH),
	    wr->gpu_hours_month, NAN, 0, "", 0);
	return a;
}


/* Bytes below which a memory component prints as 0.0 GB (half the last
 * digit shown) and its row is left out of the proposal's table. */
#define COMPONENT_SHOWN_BYTES	0.05e9

/*
 * Set memory.<k> (GB, 1 decimal) and memory.<has>: 1 when the row
 * carries something (at least COMPONENT_SHOWN_BYTES, or NAN: "–"), 0 for
 * a component that is zero for this workload (gradients of inference,
 * a KV cache of a simulation), which the templates leave out.  k and
 * has are borrowed by the tree (string literals).
 */
static void
set_component(struct vb *vb, struct vt *m, const char *k, const char *has,
    double bytes)
{
	vb_set_gb(vb, m, k, bytes);
	vb_set_b(m, has, isnan(bytes) || bytes >= COMPONENT_SHOWN_BYTES);
}

/* "4 GPUs: 2 Modellkopien über je 2 GPUs (Tensor-Parallelität)" for LLM
 * inference (with data-parallel attention or expert parallelism: "8
 * GPUs: one model copy over 8 GPUs (attention data-parallel in 8
 * groups, experts split over all GPUs)"), "40 GPUs: jede Schicht über 8
 * GPUs eines Knotens geteilt ..." for training split by tensor or
 * context parallelism, else "8 GPUs" / "1 GPU"; "–" without a result. */
static void
fmt_gpu_use(struct vb *vb, const struct workload *w,
    const struct workload_result *wr)
{
	if (wr == NULL) {
		sb_puts(&vb->b, "–");
		return;
	}
	if (wr->gpus_needed <= 0) {
		/* a workload that does not fit holds no GPU either */
		sb_puts(&vb->b, W(vb, wr->fits ? W_RUNS_ON_HOST :
		    W_HOLDS_NO_GPU_DOES_NOT_FIT));
		return;
	}
	sb_printf(&vb->b, "%d %s", wr->gpus_needed, wr->gpus_needed == 1 ?
	    W(vb, W_GPU_ONE) : W(vb, W_GPU_MANY));
	if ((w->type == WL_LLM_PRETRAIN || w->type == WL_LLM_FINETUNE) &&
	    (wr->tensor_parallel > 1 || wr->context_parallel > 1)) {
		if (wr->context_parallel <= 1)
			sb_printf(&vb->b, W(vb, W_TRAIN_TENSOR_PARALLEL),
			    wr->tensor_parallel, wr->gpus_needed);
		else if (wr->tensor_parallel <= 1)
			sb_printf(&vb->b, W(vb, W_TRAIN_CONTEXT_PARALLEL),
			    wr->context_parallel, wr->gpus_needed);
		else
			sb_printf(&vb->b,
			    W(vb, W_TRAIN_TENSOR_CONTEXT_PARALLEL),
			    wr->tensor_parallel, wr->context_parallel,
			    wr->gpus_needed);
		return;
	}
	if (w->type != WL_LLM_INFERENCE || wr->replicas < 1 ||
	    wr->gpus_needed == 1)
		return;
	if (wr->gpus_per_replica <= 1)
		sb_printf(&vb->b, W(vb, W_COPIES_ONE_GPU_EACH), wr->replicas);
	else if (wr->attention_data_parallel > 1 || wr->expert_parallel > 1) {
		char how[160];
		int dp = wr->attention_data_parallel, ep = wr->expert_parallel;

		if (dp > 1 && ep > 1)
			snprintf(how, sizeof(how), W(vb, W_SPLIT_DP_EP), dp, ep);
		else if (dp > 1)
			snprintf(how, sizeof(how), W(vb, W_SPLIT_DP), dp);
		else
			snprintf(how, sizeof(how), W(vb, W_SPLIT_EP), ep);
		if (wr->replicas == 1)
			sb_printf(&vb->b, W(vb, W_ONE_COPY_MOE_SPLIT),
			    wr->gpus_per_replica, how);
		else
			sb_printf(&vb->b, W(vb, W_COPIES_MOE_SPLIT),
			    wr->replicas, wr->gpus_per_replica, how);
	} else if (wr->pipeline_parallel > 1 && wr->replicas == 1)
		sb_printf(&vb->b, W(vb, W_ONE_COPY_PIPELINE),
		    wr->gpus_per_replica, wr->tensor_parallel,
		    wr->pipeline_parallel);
	else if (wr->pipeline_parallel > 1)
		sb_printf(&vb->b, W(vb, W_COPIES_PIPELINE), wr->replicas,
		    wr->gpus_per_replica, wr->tensor_parallel,
		    wr->pipeline_parallel);
	else if (wr->replicas == 1)
		sb_printf(&vb->b, W(vb, W_ONE_COPY_TENSOR_PARALLEL),
		    wr->gpus_per_replica);
	else
		sb_printf(&vb->b, W(vb, W_COPIES_TENSOR_PARALLEL), wr->replicas,
		    wr->gpus_per_replica);
}

/*
 * What a GPU of g holds, for the label of the memory table's per-GPU
 * row, in the table's unit (GB = 10^9 bytes), into the scratch buffer:
 * "usable 77.3 of 85.9 GB = 80 GiB" where the workload may fill less
 * than the card (usable_b, bytes: serving's gpu_memory_utilization),
 * else "of 85.9 GB = 80 GiB"; the maker's GiB figure after "=" where
 * the maker counts in GiB.  "of – GB" without a GPU.
 */
static void
fmt_per_gpu_of(struct vb *vb, const struct gpu *g, double usable_b)
{
	struct strbuf cap = { 0 }, use = { 0 };
	double cap_b = g != NULL ? gpu_memory_bytes(g) : NAN;

	fmt_number(&cap, cap_b / 1e9, 1, vb->l);
	if (g != NULL && usable_b > 0 && usable_b < cap_b - 0.05e9) {
		fmt_number(&use, usable_b / 1e9, 1, vb->l);
		sb_printf(&vb->b, W(vb, W_MEM_USABLE_OF_GB), use.s, cap.s);
	} else
		sb_printf(&vb->b, W(vb, W_MEM_OF_GB), cap.s);
	if (g != NULL && g->memory_unit == MEM_UNIT_GIB) {
		sb_reset(&use);
		fmt_number(&use, g->memory_gb, fmt_fewest_decimals(g->memory_gb,
		    0, 1), vb->l);
		sb_printf(&vb->b, W(vb, W_MEM_EQ_GIB), use.s);
	}
	sb_free(&cap);
	sb_free(&use);
}

/*
 * The performance of workload result wr that does not fit, as the
 * proposal shows it, in *out: a workload that holds no GPU serves and
 * uses nothing (aggregate rate, GPU-hours "–"), and one over the card's
 * memory, or crowded out by the others, runs at no speed at all (every
 * figure "–"); a speed that misses keeps its figure, which the pinned
 * finding quotes.  Returns out.
 */
static const struct workload_result *
unfit(const struct workload_result *wr, struct workload_result *out)
{
	*out = *wr;
	/* a rate the engine stopped before computing (a time to first
	 * token that misses) is no rate */
	if (!(wr->tokens_per_s_per_seq > 0))
		out->tokens_per_s_per_seq = NAN;
	if (wr->gpus_needed <= 0) {
		out->tokens_per_s = NAN;
		out->gpu_hours_month = NAN;
	}
	if (wr->failed == CON_MEMORY || wr->crowded) {
		out->tokens_per_s = out->tokens_per_s_per_seq = NAN;
		out->ttft_s = out->run_hours = out->images_per_s = NAN;
		out->latency_ms = out->fp64_tflops = NAN;
		out->gpu_hours_month = NAN;
	}
	return out;
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
	struct workload_result shown;

	if (wr == NULL)
		wr = &none;
	mem = &wr->mem;
	vb_set_s(o, "name", w->name);
	vb_set_s(o, "type", words_workload_type(w->type, vb->l));
	vb_set_s(o, "type_id", (int)w->type >= 0 && w->type < WL__MAX ?
	    workload_type_names[w->type] : "?");
	if (w->has_model)
		vb_set_s(o, "model", w->model.name ? w->model.name :
		    w->model.id[0] ? w->model.id : W(vb, W_CUSTOM_MODEL));
	else
		vb_set_s(o, "model", "–");
	if (w->has_model)
		vb_fmt_count(vb, w->model.params);
	else if (w->type == WL_VISION_INFERENCE && w->model_params > 0)
		vb_fmt_count(vb, w->model_params);
	else
		sb_puts(&vb->b, "–");
	vb_set_sb(vb, o, "params");
	vb_set_b(o, "has_model", w->has_model);
	vb_set_b(o, "is_llm_inference", w->type == WL_LLM_INFERENCE);
	vb_set_b(o, "is_training", training);
	vb_set_b(o, "is_vision", w->type == WL_VISION_INFERENCE);
	vb_set_b(o, "is_simulation", w->type == WL_SIMULATION);
	vb_set_b(o, "is_embeddings", w->type == WL_EMBEDDINGS);
	vb_set_b(o, "is_rag", w->type == WL_RAG);
	vb_set_b(o, "has_gpu_memory", w->type != WL_RAG);
	vb_set(o, "requirements", requirements(vb, w, wr, wr->tensor_parallel *
	    (wr->context_parallel > 1 ? wr->context_parallel : 1)));
	if (w->type == WL_RAG) {
		/* no GPU memory: the GPU columns print as "–" */
		rag = wr->mem;
		rag.weights = rag.kv_cache = rag.activations = NAN;
		rag.gradients = rag.optimizer = rag.overhead = NAN;
		rag.total = rag.per_gpu = NAN;
		mem = &rag;
	}
	set_component(vb, m, "weights", "has_weights", mem->weights);
	set_component(vb, m, "weight_copies", "has_weight_copies",
	    w->type == WL_RAG ? NAN : mem->weight_copies);
	set_component(vb, m, "kv_cache", "has_kv_cache", mem->kv_cache);
	set_component(vb, m, "activations", "has_activations", mem->activations);
	set_component(vb, m, "gradients", "has_gradients", mem->gradients);
	set_component(vb, m, "optimizer", "has_optimizer", mem->optimizer);
	set_component(vb, m, "overhead", "has_overhead", mem->overhead);
	vb_set_gb(vb, m, "total", mem->total);
	vb_set_gb(vb, m, "per_gpu", mem->per_gpu);
	vb_set_gb(vb, m, "vector_index_ram", mem->vector_index_ram);
	vb_set_gb(vb, m, "nvme", mem->nvme);
	vb_set_num(vb, m, "gpu_memory", vb->r->rec.gpu ?
	    vb->r->rec.gpu->memory_gb : NAN, vb->r->rec.gpu ?
	    fmt_fewest_decimals(vb->r->rec.gpu->memory_gb, 0, 1) : 0);
	fmt_per_gpu_of(vb, vb->r->rec.gpu, wr->mem_usable_b);
	vb_set_sb(vb, m, "per_gpu_of");
	vb_set(o, "memory", m);
	vb_set(o, "performance", wr == &none || wr->fits ?
	    performance(vb, w, wr, 1) :
	    performance(vb, w, unfit(wr, &shown), 0));
	vb_set_num(vb, o, "gpus_needed", wr == &none ? NAN : wr->gpus_needed,
	    0);
	vb_set_num(vb, o, "tensor_parallel", wr == &none ? NAN :
	    wr->tensor_parallel, 0);
	vb_set_num(vb, o, "pipeline_parallel", wr == &none ? NAN :
	    wr->pipeline_parallel, 0);
	vb_set_num(vb, o, "attention_data_parallel", wr == &none ? NAN :
	    wr->attention_data_parallel, 0);
	vb_set_num(vb, o, "expert_parallel", wr == &none ? NAN :
	    wr->expert_parallel, 0);
	vb_set_num(vb, o, "context_parallel", wr == &none ? NAN :
	    wr->context_parallel, 0);
	vb_set_num(vb, o, "replicas", wr == &none ? NAN : wr->replicas, 0);
	vb_set_num(vb, o, "gpu_hours_month", wr->gpu_hours_month, 0);
	fmt_gpu_use(vb, w, wr == &none ? NULL : wr);
	vb_set_sb(vb, o, "gpu_use");
	/* what stops a workload that does not fit binds it */
	vb_set_s(o, "binding", words_constraint(wr == &none || wr->fits ?
	    wr->binding : wr->failed, vb->l));
	vb_set_b(o, "fits", wr->fits);
	if (wr == &none)
		vb_set_s(o, "fits_text", "–");
	else if (wr->fits)
		vb_set_s(o, "fits_text", words_yes_no(1, vb->l));
	else {
		sb_printf(&vb->b, W(vb, W_FITS_NO),
		    words_failed(wr->failed, vb->l));
		vb_set_sb(vb, o, "fits_text");
	}
	vb_set_b(o, "offload_needed", wr->offload_needed);
	vb_set_b(o, "recompute_needed", wr->recompute_needed);
	return o;
}

struct vt *
view_workloads(struct vb *vb)
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
