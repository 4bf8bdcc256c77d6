/*
 * catalog.h: accelerators, models and prices, as loaded from catalog/.
 *
 * Every figure comes from a catalog file with its source string; nothing
 * here has a default value for hardware or money.  Units are in the names
 * and in the right-hand comments.  Money is in the price catalog's
 * currency (prices.currency) until converted with money_convert().
 */
#ifndef GPUPLAN_CATALOG_H
#define GPUPLAN_CATALOG_H

#include <stddef.h>

#include "model/ltext.h"

#define ID_MAX	64		/* [a-z0-9][a-z0-9-]{0,63} */

enum vendor {
	VENDOR_NVIDIA,
	VENDOR_AMD,
	VENDOR__MAX
};

enum form_factor {
	FF_SXM,
	FF_PCIE,
	FF_OAM,
	FF_SUPERCHIP,
	FF__MAX
};

enum gpu_class {
	GPU_CLASS_TRAINING,
	GPU_CLASS_INFERENCE,
	GPU_CLASS_WORKSTATION,
	GPU_CLASS__MAX
};

/* Precisions of weights, KV cache and compute; order is by bytes. */
enum precision {
	PREC_FP32,
	PREC_BF16,
	PREC_FP16,
	PREC_FP8,
	PREC_INT8,
	PREC_FP4,
	PREC_INT4,
	PREC__MAX
};

enum currency {
	CUR_EUR,
	CUR_USD,
	CUR__MAX
};

/* Dense peak throughput per GPU, TFLOPS (TOPS for int8); 0 = none. */
struct gpu_tflops {
	double	fp64;			/* TFLOPS, FP64 vector */
	double	fp64_tensor;		/* TFLOPS, FP64 matrix */
	double	fp32;			/* TFLOPS, FP32 non-tensor */
	double	tf32;			/* TFLOPS */
	double	bf16;			/* TFLOPS, also fp16 */
	double	fp8;			/* TFLOPS */
	double	int8;			/* TOPS */
	double	fp4;			/* TFLOPS */
};

#define NODE_SHAPES_MAX 8

/* What a catalog memory_gb figure counts: the datasheet's "80 GB" of an
 * HBM or GDDR card is 80 GiB (2^30 B) of device memory; GB (1e9 B) is the
 * conservative reading for a figure whose unit is not settled. */
enum mem_unit {
	MEM_UNIT_GB,
	MEM_UNIT_GIB,
	MEM_UNIT__MAX
};

struct gpu {
	char		 id[ID_MAX + 1];
	char		*name;
	enum vendor	 vendor;
	int		 year;
	double		 memory_gb;		/* the datasheet figure, in memory_unit */
	enum mem_unit	 memory_unit;		/* GB or GiB; GB if not given */
	double		 bandwidth_tbs;		/* TB/s */
	struct gpu_tflops tflops;
	double		 power_w;		/* W, max board power */
	double		 idle_w;		/* W, idle */
	enum form_factor form_factor;
	char		*interconnect;		/* text */
	double		 interconnect_gbs;	/* GB/s per GPU, 0 = PCIe */
	int		 node_gpus[NODE_SHAPES_MAX]; /* ascending */
	size_t		 n_node_gpus;
	int		 multi_node;		/* 0/1 */
	enum gpu_class	 class;
	char		*source;
};

/* The weights a precision below 16 bits quantises (docs/catalog-format.md,
 * "quantized_weights"); the rest stays at 16 bits. */
enum quant_scope {
	QUANT_LINEAR = 0,	/* every linear layer of the blocks */
	QUANT_EXPERTS,		/* the routed experts only (gpt-oss's release) */
	QUANT_MLP		/* every MLP: the dense ones, the shared and the
				 * routed experts; the attention and the routers
				 * stay 16-bit (NVIDIA's NVFP4 DeepSeek-R1) */
};

/* The 4-bit float format of precision fp4: its scale overhead. */
enum fp4_format {
	FP4_NVFP4 = 0,		/* an fp8 (E4M3) scale per 16 weights: 4.5 bits */
	FP4_MXFP4		/* an E8M0 scale per 32 weights: 4.25 bits */
};

struct model {
	char		 id[ID_MAX + 1];
	char		*name;
	double		 params;		/* count, total */
	double		 active_params;		/* count, per token */
	int		 layers;
	int		 hidden;
	int		 heads;
	int		 kv_heads;
	int		 head_dim;
	int		 intermediate;		/* 0 = unknown */
	int		 vocab;			/* 0 = unknown */
	int		 tied_embeddings;	/* 1 = the output head is the embedding matrix */
	int		 kv_lora_rank;		/* MLA; 0 = not MLA */
	int		 q_lora_rank;		/* MLA: the query's low-rank bottleneck; 0 = none (a direct projection) */
	int		 qk_rope_head_dim;	/* MLA */
	int		 sliding_window;	/* tokens; 0 = none */
	int		 sliding_layers;	/* layers using the window */
	int		 max_context;		/* tokens; 0 = unknown */
	int		 experts;		/* routed experts per MoE layer, count; 0 = dense or not given */
	int		 experts_per_token;	/* routed experts each token uses (top-k), count */
	int		 moe_layers;		/* layers with experts, count; 0 = every layer (of an MoE model) */
	enum quant_scope quantized_weights;	/* what a precision below 16 bits applies to */
	enum fp4_format	 fp4_format;		/* the 4-bit format of precision fp4 */
	int		 reasoning;		/* 1: a reasoning model, which thinks
						 * aloud before it answers, so its
						 * answers vary widely in length (the
						 * proposal's answer-length risk,
						 * SPEED_REASONING_CV) */
	char		*source;		/* "inline" for scenario models */
};

/* One price with its source and citation; currency is the catalog's
 * unless set.  source is the maintainers' research note and is never
 * printed in a proposal; citation is. */
struct price {
	double		 amount;		/* money */
	enum currency	 currency;
	char		*source;		/* research note, not for customers */
	struct ltext	 citation;		/* for the customer */
	int		 set;			/* 0 = no price known */
};

enum host_class {
	HOST_PCIE_1,		/* 1-2 PCIe GPUs, 1 socket */
	HOST_PCIE_4,		/* up to 4 PCIe GPUs */
	HOST_PCIE_8,		/* up to 8 PCIe GPUs, 4U */
	HOST_HGX_4,		/* 4-GPU SXM/OAM baseboard */
	HOST_HGX_8,		/* 8-GPU SXM/OAM baseboard */
	HOST_NVL72,		/* GB200 NVL72 rack without its GPUs */
	HOST__MAX
};

enum cloud_tier {
	TIER_HYPERSCALER,
	TIER_NEOCLOUD,
	TIER__MAX
};

enum commitment {
	COMMIT_ON_DEMAND,
	COMMIT_1Y,
	COMMIT_3Y,
	COMMIT__MAX
};

/* Most points a resale curve holds, the implied (0, 100 %) included. */
#define RESALE_MAX_POINTS	12

/*
 * A resale curve (price file `resale:`, docs/catalog-format.md
 * "Resale"): what used hardware fetches, as a share of its purchase
 * price, by its age.  The loader adds the point (0 months, 100 %) when
 * the file starts later, so n >= 2 and age_months[0] = 0.  Ages are
 * strictly increasing, shares non-increasing and the curve convex (each
 * segment's decline per month at most the one before); docs/tco.md
 * "Resale" says how the engine reads it between and after the points.
 */
struct resale_curve {
	char		*id;				/* the curve's name in the file */
	int		 n;				/* points, 2..RESALE_MAX_POINTS */
	double		 age_months[RESALE_MAX_POINTS];	/* months since purchase */
	double		 pct[RESALE_MAX_POINTS];	/* % of the purchase price, 0..100 */
	char		*source;			/* research note, not for customers */
	struct ltext	 citation;			/* for the customer */
};

struct gpu_prices {
	struct price	 purchase;		/* per GPU */
	struct price	 cloud[TIER__MAX];	/* per GPU-hour, on demand */
	const struct resale_curve *resale;	/* into prices.resale; NULL = none */
};

struct prices {
	char		*path;
	char		 sha256[65];		/* hex SHA-256 of the file's bytes */
	char		 as_of[11];		/* YYYY-MM-DD */
	enum currency	 currency;
	double		 usd_per_eur;		/* 1 EUR = x USD */
	char		*fx_source;		/* research note, not for customers */
	struct ltext	 fx_citation;		/* for the customer */
	struct gpu_prices *gpu;			/* indexed like catalog.gpus */
	struct price	 host[HOST__MAX];	/* per node */
	struct price	 network_per_node;	/* per node, multi-node only */
	struct price	 commit_discount_pct[COMMIT__MAX]; /* %, amount */
	struct price	 energy_price_kwh;	/* money/kWh */
	struct price	 pue;			/* ratio, amount */
	struct price	 colocation_kw_month;	/* money per kW-month */
	struct price	 maintenance_pct_year;	/* %, amount */
	struct price	 price_uncertainty_pct;	/* +-% of GPU and host prices, amount; optional */
	struct price	 cloud_uncertainty_pct;	/* +-% of cloud prices, amount; optional */
	struct price	 grid_co2_g_per_kwh;	/* g CO2 per kWh, amount; optional */
	struct resale_curve *resale;		/* the file's resale curves (owned); optional */
	size_t		 n_resale;		/* count */
};

struct catalog {
	struct gpu	*gpus;
	size_t		 n_gpus;
	struct model	*models;
	size_t		 n_models;
	struct prices	 prices;
	char		*dir;			/* where the files came from */
	char		 gpus_sha256[65];	/* hex SHA-256 of gpus.yaml */
	char		 models_sha256[65];	/* hex SHA-256 of models.yaml */
};

/* The gpu with this id, or NULL. */
const struct gpu *catalog_gpu(const struct catalog *, const char *id);
/* Its index in catalog.gpus, or -1. */
int catalog_gpu_index(const struct catalog *, const char *id);
/* The model with this id, or NULL. */
const struct model *catalog_model(const struct catalog *, const char *id);

/* Bytes per parameter or value at a precision (fp4/int4: 0.5). */
double precision_bytes(enum precision);
/* Dense peak TFLOPS of g at a compute precision (int4 uses int8 rate,
 * fp16 the bf16 rate); 0 if the GPU has no such unit. */
double gpu_tflops_at(const struct gpu *g, enum precision);
/* 1 if m is a mixture of experts: fewer parameters active per token
 * than it holds (0 < active_params < params), else 0. */
int model_is_moe(const struct model *m);
/* What a precision below 16 bits quantises in m (quantized_weights):
 * QUANT_EXPERTS only on a mixture of experts (else QUANT_LINEAR), the
 * other scopes as given. */
enum quant_scope model_quant_scope(const struct model *m);
/* Parameters of one layer's attention of m, count: its query, key,
 * value and output projections (MLA: the query through a q_lora
 * bottleneck or directly, the key/value latent and the shared RoPE
 * key, their up-projection with nope and v_dim per head, the output,
 * the two latent norms).  model_attention_params(m) is the sum over
 * the layers with m's own dimensions (head_dim as nope and v_dim). */
double model_layer_attention_params(const struct model *m, int q_lora,
    int nope, int v_dim);
double model_attention_params(const struct model *m);
/* 1 if m is a mixture of experts whose experts and experts_per_token are
 * known: its parameters split into shared and routed ones, so
 * data-parallel attention and whole-expert placement apply to it (the
 * engine's layout search and the scenario check ask the same). */
int model_splits_experts(const struct model *m);
/* 1 if m's attention is multi-head latent attention (kv_lora_rank > 0:
 * DeepSeek-V2/V3), else 0. */
int model_is_mla(const struct model *m);
/* Layers of m with experts: moe_layers if given, else every layer of
 * an MoE model (model_is_moe), 0 for a dense model. */
int model_moe_layers(const struct model *m);

/* Bytes of device memory of g: memory_gb x 2^30 (GiB) or x 1e9 (GB). */
double gpu_memory_bytes(const struct gpu *g);

/* Convert amount from one currency to another with usd_per_eur. */
double money_convert(double amount, enum currency from, enum currency to,
    double usd_per_eur);

/* Free what a struct prices holds (not the struct); accepts NULL.
 * n_gpus: how many entries p->gpu has (the catalog's GPU count). */
void prices_free(struct prices *p, size_t n_gpus);

/* Free everything a loaded catalog holds; accepts NULL. */
void catalog_free(struct catalog *);

/* Names for enums, as written in YAML; NULL-terminated arrays. */
extern const char *const vendor_names[];
extern const char *const vendor_display_names[];	/* "NVIDIA", "AMD": as a document names the maker */
extern const char *const form_factor_names[];
extern const char *const mem_unit_names[];
extern const char *const gpu_class_names[];
extern const char *const precision_names[];
extern const char *const quant_scope_names[];
extern const char *const fp4_format_names[];
extern const char *const currency_names[];
extern const char *const host_class_names[];
extern const char *const cloud_tier_names[];
extern const char *const commitment_names[];

#endif
