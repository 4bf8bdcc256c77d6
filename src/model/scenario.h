/*
 * scenario.h: one customer case, as loaded from a scenario file.
 *
 * The loader (input/scenario_load.c) fills this from YAML, applying the
 * documented defaults of docs/scenario-format.md; a number that is NAN
 * means "not given, take the price catalog's default".  Every number
 * carries its unit in the right-hand comment.  Positions (struct srcpos)
 * are kept for the values that later checks report on.
 */
#ifndef GPUPLAN_SCENARIO_H
#define GPUPLAN_SCENARIO_H

#include <stddef.h>

#include "model/catalog.h"

#define SCENARIO_FORMAT_VERSION 1

/* Tokens of one input an embeddings workload encodes unless it says
 * (sequence_length): 512, the longest input of BERT- and XLM-R-sized
 * encoders (bge-large-en-v1.5, multilingual-e5-large) and a common
 * chunk of a RAG pipeline; a model whose max_context is shorter takes
 * that. */
#define EMBED_SEQUENCE_DEFAULT	512

/* Layers with weights of a vision network unless the workload says
 * (`layers`): ResNet-50's 53 convolutions and its fully connected layer
 * (He et al. 2015, table 1), as model_params' default is ResNet-50's
 * 25.6M parameters. */
#define VISION_LAYERS_DEFAULT	54

struct srcpos {
	int	line;			/* 1-based; 0 = unknown */
	int	col;			/* 1-based, characters */
};

enum workload_type {
	WL_LLM_INFERENCE,
	WL_LLM_FINETUNE,
	WL_LLM_PRETRAIN,
	WL_VISION_INFERENCE,
	WL_SIMULATION,
	WL_EMBEDDINGS,
	WL_RAG,
	WL__MAX
};

enum ft_method {
	FT_FULL,
	FT_LORA,
	FT_QLORA,
	FT__MAX
};

/* The software that serves an llm-inference workload
 * (serving_framework), named in the proposal's requirements.  No
 * stack's own cost is added to the estimate (speed.h,
 * SPEED_TTFT_SERVER_S: the one calibrated figure found, vLLM's, is
 * contradicted by a published measurement); SERVE_OTHER: none named. */
enum serving_framework {
	SERVE_OTHER,
	SERVE_VLLM,
	SERVE_SGLANG,
	SERVE_TENSORRT_LLM,
	SERVE__MAX
};

/* How training computes attention: FlashAttention (the default of
 * current trainers: the s x s scores are recomputed, not stored) or an
 * eager implementation that stores them. */
enum attention {
	ATTN_FLASH,
	ATTN_EAGER,
	ATTN__MAX
};

/* How training computes the loss over the vocabulary: over all tokens
 * at once in fp32 (the Hugging Face trainers' default) or in chunks of
 * tokens, one chunk upcast at a time (torchtune's
 * CEWithChunkedOutputLoss); see MEM_LOSS_*_B in engine/memory.h. */
enum loss_kind {
	LOSS_FULL,
	LOSS_CHUNKED,
	LOSS__MAX
};

/* The linear modules of a decoder layer a LoRA adapter may target, by
 * PEFT's names for Llama-style models (target_modules); LORA_ALL_LINEAR
 * is PEFT's "all-linear" (every one of them). */
enum lora_target {
	LORA_Q_PROJ,
	LORA_K_PROJ,
	LORA_V_PROJ,
	LORA_O_PROJ,
	LORA_GATE_PROJ,
	LORA_UP_PROJ,
	LORA_DOWN_PROJ,
	LORA_ALL_LINEAR,
	LORA_TARGET__MAX
};

/* What training keeps in host RAM instead of GPU memory, named as
 * DeepSpeed's ZeRO-3 config does (docs/code-docs/source/memory.rst):
 * nothing; the optimizer (offload_optimizer: the fp32 master weights,
 * fp32 gradients and moments, the optimizer step on the CPU); or the
 * optimizer and the 16-bit parameters (offload_optimizer and
 * offload_param; FSDP's CPU offload, as torchtune's fsdp_cpu_offload). */
enum offload_kind {
	OFFLOAD_NONE,
	OFFLOAD_OPTIMIZER,
	OFFLOAD_OPTIMIZER_PARAMS,
	OFFLOAD__MAX
};

enum optimizer {
	OPT_ADAMW,			/* 8 bytes of moments per param */
	OPT_ADAMW_8BIT,			/* 2 bytes of moments per param */
	OPT__MAX
};

/*
 * The proposal's languages; language_names[] spells them as in YAML and
 * in the template names (templates/proposal.<name>.md).  A language is
 * one value here, one column in render/words_phrases.h and the tables of
 * render/words.c, and a template (docs/templates.md).
 */
enum language {
	LANG_DE,
	LANG_EN,
#ifdef GPUPLAN_TEST_LANGUAGE
	LANG_XX,	/* made up; only in tests/unit/test_words_lang */
#endif
	LANG__MAX
};

enum op_model {
	OP_ON_PREM,
	OP_COLOCATION,
	OP_CLOUD,
	OP_HYBRID,
	OP__MAX
};

enum util_level {
	UTIL_LOW,
	UTIL_MEDIUM,
	UTIL_HIGH,
	UTIL__MAX
};

enum energy_case {
	ENERGY_LOW,
	ENERGY_BASE,
	ENERGY_HIGH,
	ENERGY__MAX
};

struct workload {
	char		*name;
	enum workload_type type;
	struct srcpos	 pos;			/* the list item */
	/* LLM workloads: the model, from the catalog or inline */
	struct model	 model;			/* copied; id "" if inline */
	int		 has_model;
	struct srcpos	 model_pos;
	char		*hf_config;		/* model: {hf_config: FILE}: the
						 * file, resolved against the
						 * scenario's folder; or NULL */
	enum precision	 precision;		/* weights (inference, frozen) */
	enum precision	 kv_precision;		/* KV cache */
	/* llm-inference */
	int		 quantized_weights;	/* enum quant_scope of the
						 * checkpoint served, copied into
						 * model; -1: the model's */
	int		 weight_only;		/* 1: precision is the weights'
						 * only, the math runs in bf16
						 * (W8A16); workload_math_precision */
	double		 context_tokens;	/* tokens per sequence */
	double		 prompt_tokens;		/* tokens; for time to first token */
	double		 output_tokens_cv;	/* ratio: standard deviation over
						 * mean of the answers' lengths;
						 * 0 = all as long as the mean */
	int		 output_tokens_cv_set;	/* 1: the scenario gives
						 * output_tokens_cv (0 included) */
	double		 concurrent_sequences;	/* count */
	double		 output_tokens_per_s;	/* tokens/s per sequence */
	double		 ttft_s;		/* s, target; 0 = none */
	enum serving_framework serving;		/* serving_framework */
	/* llm-finetune, llm-pretrain */
	enum ft_method	 method;
	enum optimizer	 optimizer;
	double		 lora_fraction;		/* adapter params / params (given, or from lora_rank) */
	int		 lora_rank;		/* LoRA rank r; 0 = lora_fraction is given or the default */
	int		 lora_targets[LORA_TARGET__MAX]; /* 1 per targeted module (lora_target_modules) */
	double		 sequence_length;	/* tokens per sequence (training)
						 * or per input (embeddings) */
	double		 micro_batch;		/* sequences per GPU per step */
	double		 dataset_tokens;	/* tokens per epoch */
	double		 epochs;		/* count */
	double		 runs_per_month;	/* count */
	double		 deadline_hours;	/* h; 0 = none */
	int		 checkpointing;		/* activation recomputation */
	enum attention	 attention;		/* flash (default) or eager */
	enum loss_kind	 loss;			/* full (default) or chunked */
	enum offload_kind offload;		/* none (default), optimizer, optimizer+params */
	/* vision-inference */
	double		 gflops_per_image;	/* GFLOP per image */
	double		 images_per_s;		/* images/s */
	double		 latency_ms;		/* ms, per image; 0 = none */
	double		 model_params;		/* count (vision, embeddings) */
	double		 vision_layers;		/* count: layers with weights
						 * (vision: a kernel each at
						 * batch 1; key `layers`) */
	/* simulation */
	double		 fp64_tflops;		/* TFLOPS sustained */
	double		 memory_gb;		/* GB (1e9 B) working set */
	/* embeddings */
	double		 tokens_per_month;	/* tokens to embed per month */
	/* rag */
	double		 vectors;		/* count */
	double		 dimensions;		/* floats per vector */
	enum precision	 vector_precision;	/* fp32 | fp16 | int8 */
	double		 documents_gb;		/* GB of source documents */
	double		 queries_per_s;		/* queries/s */
};

struct constraints {
	int		 vendors[VENDOR__MAX];	/* 1 = allowed; all 1 by default */
	char		**gpus;			/* allowed ids; NULL = all */
	struct srcpos	*gpus_pos;
	size_t		 n_gpus;
	int		 max_gpus;		/* count; 0 = no limit */
	double		 max_power_kw;		/* kW per rack; 0 = no limit */
	double		 budget;		/* money, capex; 0 = no limit */
	double		 gpu_memory_utilization;/* share (0..1] of a GPU's memory serving may fill; default 0.9 */
	double		 throughput_headroom_pct;/* % of serving capacity over the demand; default 15 */
	struct srcpos	 max_gpus_pos;		/* where each limit is written */
	struct srcpos	 max_power_pos;
	struct srcpos	 budget_pos;
	struct srcpos	 vendors_pos;
};

/* The inputs the Monte Carlo ranges draw (economics.uncertainty). */
enum unc_input {
	UNC_ENERGY_PRICE,	/* energy_price_kwh: money/kWh */
	UNC_UTILISATION,	/* utilisation: share 0..1 */
	UNC_GPU_PRICE,		/* gpu_price_pct: % off the GPU price */
	UNC_HOST_PRICE,		/* host_price_pct: % off the host and network price */
	UNC_CLOUD_PRICE,	/* cloud_price_pct: % off the cloud price */
	UNC_RESIDUAL,		/* residual_pct: % of hardware capex */
	UNC_STAFF,		/* staff_month: money per month */
	UNC__MAX
};

/* How a range is drawn. */
enum unc_dist {
	DIST_TRIANGULAR,	/* low, mode, high */
	DIST_UNIFORM,		/* low..high */
	DIST__MAX
};

/* One range of economics.uncertainty, in its input's unit (unc_input). */
struct unc_range {
	double		 low;			/* NAN = not given: the engine's default */
	double		 high;
	double		 mode;			/* NAN = the base value (triangular) */
	int		 dist;			/* enum unc_dist */
	struct srcpos	 pos;			/* the range's key */
};

struct uncertainty {
	int		 draws;			/* count of Monte Carlo draws */
	struct unc_range in[UNC__MAX];
};

/* How the own hardware is paid (economics.financing; docs/tco.md,
 * "Financing"). */
enum fin_type {
	FIN_CASH,		/* capex at month 0 */
	FIN_LEASING,		/* monthly rate = factor x financed capex, buy-out at the end */
	FIN_LOAN,		/* annuity at rate_pct_year over term_months */
	FIN__MAX
};

struct financing {
	int		 type;			/* enum fin_type */
	int		 term_months;		/* months of payments, 1..120 */
	double		 leasing_factor_pct_month; /* % of financed capex a month; NAN = not given */
	double		 rate_pct_year;		/* % a year, nominal, paid monthly; NAN = not given */
	double		 down_payment_pct;	/* % of capex paid at month 0 */
	double		 buyout_pct;		/* % of financed capex, paid in the last lease month */
};

/* How hardware is written off for tax (economics.tax.depreciation). */
enum depreciation {
	DEPR_IMMEDIATE,		/* all in month 0 (one-year write-off of computer hardware) */
	DEPR_LINEAR,		/* evenly over tax.years */
	DEPR__MAX
};

struct tax {
	double		 rate_pct;		/* % of profit (income + trade tax); NAN = no tax estimate */
	int		 depreciation;		/* enum depreciation */
	int		 years;			/* years of linear depreciation, 1..20 */
};

struct economics {
	double		 horizon_months;	/* months */
	int		 horizon_months_i;	/* months, as given */
	double		 hours_per_month;	/* h */
	double		 utilisation[UTIL__MAX];/* 0..1 share of hours busy */
	struct srcpos	 utilisation_pos[UTIL__MAX];
	double		 energy_price_kwh[ENERGY__MAX]; /* money/kWh; NAN = catalog */
	int		 energy_cases;		/* 1: base only; 3: low/base/high */
	double		 pue;			/* ratio; NAN = catalog */
	int		 operating_models[OP__MAX]; /* 1 = compare it */
	double		 colocation_kw_month;	/* money per kW-month; NAN = catalog */
	int		 colocation_energy_included; /* 1: the fee includes power; 0: energy metered on top */
	double		 maintenance_pct_year;	/* % of capex per year; NAN = catalog */
	double		 staff_month;		/* money per month */
	double		 install_pct;		/* % of hardware capex, once */
	double		 residual_pct;		/* % of hardware capex at the end */
	double		 discount_rate_pct_year;/* %/year; 0 = no discounting */
	double		 idle_power_pct;	/* % of max power drawn when idle; NAN = catalog gpu idle_w */
	enum cloud_tier	 cloud_tier;
	enum commitment	 commitment;
	struct uncertainty uncertainty;		/* Monte Carlo ranges */
	double		 grid_co2_g_per_kwh;	/* g CO2 per kWh of grid power; NAN = catalog */
	struct financing financing;		/* cash unless economics.financing */
	struct tax	 tax;			/* no estimate unless economics.tax */
};

/* A price of the scenario's own for one GPU id. */
struct override {
	char		 id[ID_MAX + 1];
	double		 amount;		/* money, scenario currency */
	struct srcpos	 pos;
};

struct overrides {
	struct override	*gpu_price;		/* per GPU */
	size_t		 n_gpu_price;
	struct override	*host_price;		/* per node */
	size_t		 n_host_price;
	struct override	*cloud_gpu_hour;	/* per GPU-hour */
	size_t		 n_cloud_gpu_hour;
};

/* Bounds that check and build enforce (issue: gates). */
struct expect {
	char		 gpu[ID_MAX + 1];	/* "" = any */
	int		 min_gpus, max_gpus;	/* count; 0 = no bound */
	double		 max_capex;		/* money; 0 = no bound */
	double		 max_break_even_month;	/* months; 0 = no bound */
	struct srcpos	 pos;			/* the expect: block */
	struct srcpos	 key_pos[5];		/* gpu, min_gpus, max_gpus, max_capex, max_break_even_month */
};

struct scenario {
	char		*path;			/* the file, as given */
	char		*source;		/* its text, for quoting in later findings */
	size_t		 source_len;		/* bytes */
	int		 format;		/* gpuplan: N */
	char		 id[ID_MAX + 1];
	struct srcpos	 id_pos;
	char		*title;
	char		*customer_name;
	char		*customer_contact;	/* NULL if not given */
	char		*customer_address;	/* NULL if not given */
	int		 customer_users;	/* count of people using the system (customer.users); 0 = not given */
	enum language	 language;
	enum currency	 currency;
	char		 date[11];		/* YYYY-MM-DD; "" = not given */
	struct workload	*workloads;
	size_t		 n_workloads;
	struct constraints constraints;
	char		 hw_gpu[ID_MAX + 1];	/* pinned; "" = search */
	int		 hw_gpus;		/* pinned count; 0 = search */
	int		 hw_tp;			/* pinned tensor parallelism, GPUs; 0 = chosen */
	int		 hw_pp;			/* pinned pipeline stages, count; 0 = chosen */
	int		 hw_dp;			/* pinned attention data-parallel ranks, count; 0 = chosen */
	int		 hw_ep;			/* pinned expert-parallel ranks, count; 0 = 1 (experts sliced) */
	int		 hw_cp;			/* pinned context parallelism of training, GPUs each sequence is split over; 0 = 1 (none) */
	struct srcpos	 hw_pos;
	struct economics economics;
	char		*prices_path;		/* NULL = the default catalog */
	struct srcpos	 prices_pos;
	char		*vendor_path;		/* vendor profile, resolved against
						 * the scenario's folder; NULL = none */
	struct srcpos	 vendor_pos;
	struct overrides overrides;
	struct expect	 expect;
	int		 has_expect;
};

/* Free everything a scenario holds, and the scenario; accepts NULL. */
void scenario_free(struct scenario *);

extern const char *const workload_type_names[];
extern const char *const ft_method_names[];
extern const char *const optimizer_names[];
extern const char *const attention_names[];
extern const char *const serving_framework_names[];
extern const char *const loss_names[];
extern const char *const offload_names[];
extern const char *const lora_target_names[];

/*
 * Adapter parameters of LoRA at rank r on the modules targets[] (1 per
 * enum lora_target; LORA_ALL_LINEAR or none set: see below) of every
 * layer of m: r x (in + out) per targeted matrix (Hu et al. 2021, A is
 * r x in, B is out x r): q_proj h -> heads x head_dim, k_proj and v_proj
 * h -> kv_heads x head_dim, o_proj heads x head_dim -> h, gate_proj and
 * up_proj h -> intermediate, down_proj intermediate -> h (intermediate
 * unknown: 4 h).  No target set means PEFT's default for Llama models,
 * q_proj and v_proj.  A mixture of experts counts one MLP per layer (its
 * experts' adapters are not counted).  Count; 0 if r < 1.
 */
double workload_lora_params(const struct model *m, int r,
    const int *targets);
/*
 * The precision w's matrix math is asked in: bf16 for weight-only
 * quantisation (llm-inference `weight_only: true` with fp8, int8 or
 * fp4: the kernels dequantise the weights to bf16, as W8A16 and W4A16
 * do), else w's precision.  The GPU may lack units for it; the speed
 * model then falls back to bf16 (speed.c compute_units).
 */
enum precision workload_math_precision(const struct workload *w);

/*
 * Tokens of context a running sequence of llm-inference workload w
 * holds on average over the time it is in the batch: the prompt plus
 * half its answer, where answers vary (output_tokens_cv, c) weighted by
 * how long each stays: a continuous batch holds a long answer for more
 * steps, so the mean over time is prompt + E[o^2] / (2 E[o]) = prompt +
 * o (1 + c^2) / 2 for a mean answer o (the length-biased mean).  At
 * c = 0 prompt + o / 2; at c = 1 the whole mean context.  At most the
 * model's max_context (where known: no sequence holds more).  Tokens;
 * at least 1.
 */
double workload_running_context(const struct workload *w);

/*
 * Tokens of KV cache a sequence of w is planned to hold: its context
 * (context_tokens), or the running mean (workload_running_context) where
 * answers vary so much that a running batch holds more on average (c >
 * 1).  Tokens.
 */
double workload_kv_context(const struct workload *w);

/*
 * The per-sequence speed the sizing plans llm-inference workload w for,
 * tokens/s: output_tokens_per_s plus headroom_pct (%, the scenario's
 * constraints.throughput_headroom_pct).  The aggregate capacity is
 * concurrent_sequences x this rate, so the same share is the headroom
 * of the aggregate over the demand.
 */
double workload_planned_rate(const struct workload *w, double headroom_pct);
extern const char *const language_names[];
extern const char *const op_model_names[];
extern const char *const util_level_names[];
extern const char *const energy_case_names[];
extern const char *const unc_input_names[];	/* the economics.uncertainty keys */
extern const char *const unc_dist_names[];
extern const char *const fin_type_names[];	/* economics.financing.type */
extern const char *const depreciation_names[];	/* economics.tax.depreciation */

#endif
