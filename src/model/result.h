/*
 * result.h: what the engines compute for one scenario, and the only thing
 * renderers (terminal, JSON, Markdown, SVG, PDF) read.
 *
 * It is the whole contract between the engine and the renderers: every
 * number, citation and series a renderer shows is in here, resolved by
 * the engine, so no renderer needs (or may call) the engine.
 *
 * Money is in the scenario's currency (converted from the price catalog
 * with its FX rate), unrounded: renderers round at output.  Bytes are
 * bytes; GB in names means 1e9 bytes.  Every number names its unit in the
 * right-hand comment.
 */
#ifndef GPUPLAN_RESULT_H
#define GPUPLAN_RESULT_H

#include <stddef.h>

#include "model/catalog.h"
#include "model/scenario.h"
#include "model/validation.h"
#include "model/vendor.h"

/* What limits a system, or why a candidate is out. */
enum constraint {
	CON_NONE,
	CON_MEMORY,		/* VRAM per GPU */
	CON_BANDWIDTH,		/* decode tokens/s (memory bandwidth) */
	CON_COMPUTE,		/* FLOPS: prefill, vision, embeddings */
	CON_FP64,		/* FP64 throughput */
	CON_DEADLINE,		/* a run's deadline (deadline_hours) */
	CON_POWER,		/* max_power_kw */
	CON_BUDGET,		/* budget */
	CON_MAX_GPUS,		/* max_gpus */
	CON_SHAPE,		/* no node shape for this count */
	CON_PRICE,		/* no purchase price in the catalog */
	CON_LATENCY,		/* per-request latency target */
	CON_MONTH,		/* a month's runs (runs_per_month; an embeddings batch) must fit in the month */
	CON__MAX
};

extern const char *const constraint_names[];

/* Memory of one workload on one system, bytes. */
struct mem_breakdown {
	double	weights;		/* B, all GPUs of the workload */
	double	kv_cache;		/* B */
	double	activations;		/* B */
	double	gradients;		/* B */
	double	optimizer;		/* B, optimizer states incl. fp32 master */
	double	overhead;		/* B, runtime context + reserve + buffer */
	double	total;			/* B, sum of the above and weight_copies */
	double	per_gpu;		/* B, the largest share one GPU holds */
	double	buffer_per_gpu;		/* B per GPU, the planning buffer inside per_gpu (training: MEM_TRAIN_BUFFER; 0 otherwise): per_gpu - buffer_per_gpu is the estimated peak */
	double	vector_index_ram;	/* B, host RAM (rag) */
	double	offload_host;		/* B, host RAM of the states training offloads (offload:), all nodes of the workload */
	double	nvme;			/* B, NVMe (rag documents, datasets) */
	double	weight_copies;		/* B, the further copies of the shared parameters that data-parallel attention ranks hold (llm-inference; 0 otherwise) */
};

/* One workload on one candidate system. */
#define WR_VAL_MAX 3	/* validation rows per workload: inference shows three figures */

struct workload_result {
	const struct workload *w;
	struct mem_breakdown mem;
	int	gpus_needed;		/* GPUs this workload needs, on this GPU type */
	int	gpus_per_replica;	/* GPUs of one job: a model replica (tp x pp), a training run's data-parallel group */
	int	tensor_parallel;	/* GPUs per tensor-parallel group, within a node (llm-inference; 1 otherwise) */
	int	pipeline_parallel;	/* pipeline stages per replica, count (llm-inference; 1 otherwise) */
	int	attention_data_parallel;	/* attention data-parallel ranks within the tensor-parallel group, count (llm-inference MoE; 1 = none) */
	int	expert_parallel;	/* expert-parallel ranks the routed experts are placed whole on, count (1 = sliced over tensor_parallel) */
	int	context_parallel;	/* GPUs each training sequence is split over (hardware.context_parallel; 1 otherwise) */
	int	replicas;		/* model copies (inference) */
	double	mem_usable_b;		/* B per GPU the workload may fill: gpu_memory_utilization x capacity (serving), the capacity (training, simulation) */
	enum fp4_format fp4_format;	/* the 4-bit format fp4 weights take on this GPU (llm-inference: mem_fp4_format; NVFP4 otherwise) */
	double	tokens_per_s;		/* tokens/s aggregate decode (llm-inference) */
	double	tokens_per_s_per_seq;	/* tokens/s per sequence */
	double	rate_batch;		/* sequences per replica that tokens_per_s_per_seq holds at, when a speed target failed (1 = one sequence) */
	double	ttft_s;			/* s, time to first token */
	int	ttft_load_risk;		/* 1: ttft_s meets a ttft_s target that the
					 * estimate times speed_ttft_measured_ratio()
					 * (what measurements under load on GPUs of
					 * its maker took) or plus
					 * SPEED_TTFT_SERVER_S (a server's own time
					 * per request) misses */
	/* a reasoning model planned without output_tokens_cv: what the
	 * chosen layout delivers to the same sequences where the answers
	 * vary as the reasoning benchmark's do (speed.h
	 * SPEED_REASONING_CV); the proposal's risks and JSON quote it */
	double	spread_cv;		/* ratio, the spread assumed; 0 = no such risk */
	double	spread_tokens_per_s;	/* tokens/s aggregate decode at spread_cv */
	double	spread_tokens_per_s_per_seq;	/* tokens/s per sequence at spread_cv */
	int	spread_meets_target;	/* 1: spread_tokens_per_s_per_seq is at least output_tokens_per_s */
	int	spread_memory_fits;	/* 1: the sequences per replica still fit gpu_memory_utilization at spread_cv */
	int	spread_gpus_needed;	/* GPUs of this type the workload needs planned at spread_cv (its target and every sequence held), where this plan misses either; 0 = not asked (both hold), -1 = none within the GPUs the sizing may use */
	int	spread_tensor_parallel;	/* that plan's tensor_parallel (with spread_gpus_needed > 0) */
	int	spread_gpus_tried;	/* GPUs the plan at spread_cv could use (with spread_gpus_needed -1) */
	double	run_hours;		/* h per training/embedding run */
	double	train_tflops;		/* TFLOPS per GPU a training run sustains (speed_train_tflops); 0 = not training */
	double	images_per_s;		/* images/s capacity (vision) */
	double	latency_ms;		/* ms per image (vision) */
	double	fp64_tflops;		/* TFLOPS sustained available (simulation) */
	double	gpu_hours_month;	/* GPU-hours a month the workload keeps busy */
	enum constraint binding;	/* what sized this workload */
	int	offload_needed;		/* training: does not fit without (more) CPU offload, and fits with it (with recompute_needed: with both) */
	int	recompute_needed;	/* training: does not fit without activation recomputation (checkpointing: true), and fits with it */
	enum offload_kind offload_fits;	/* with offload_needed: the offload setting that fits */
	int	more_gpus_fit;		/* training that does not fit: 1 when SIZING_MAX_GPUS_HARD GPUs of the kind (each layer split as far as the node allows) would hold it as given */
	int	qlora_fits;		/* fine-tuning that does not fit: 1 when method qlora would, on the same GPUs */
	int	crowded;		/* 1: fits alone on the pinned GPUs, not beside the other workloads (jobs stay inside a node each) */
	int	fits;			/* 1 if all targets are met */
	enum constraint failed;		/* first unmet target, if !fits */
	/* how far the validation suite found the estimates of this kind
	 * of workload and model (dense or MoE) from published
	 * measurements, one row per figure the proposal shows, in its
	 * order; set for the recommendation only (engine.c
	 * planning_factors), n_val 0 where the suite holds no case */
	const struct validation_row *val[WR_VAL_MAX];
	int	n_val;
};

/* A host around the GPUs (per node). */
struct host_spec {
	enum host_class	 host_class;
	int	cpu_sockets;		/* count */
	int	cpu_cores;		/* cores per node */
	double	ram_gb;			/* GB per node */
	double	nvme_data_tb;		/* TB, datasets volume */
	double	nvme_checkpoint_tb;	/* TB, checkpoints volume */
	double	nvme_log_tb;		/* TB, logs/OS volume */
	int	nic_gbps;		/* Gbit/s front-end Ethernet */
	int	rdma;			/* 1: InfiniBand/RoCE scale-out */
	int	rdma_gbps;		/* Gbit/s per GPU for scale-out */
	double	node_power_kw;		/* kW per node, max (GPUs + host) */
	double	host_power_kw;		/* kW per node without GPUs */
	int	rack_units;		/* U per node */
	int	liquid_cooling;		/* 1 if the GPUs need liquid cooling */
};

/* One configuration the sizing engine considered. */
struct candidate {
	const struct gpu *gpu;
	int	gpu_index;		/* into catalog.gpus */
	int	gpus;			/* count, total */
	int	gpus_used;		/* count the workloads take (<= gpus: a pinned count or a server shape can leave some spare) */
	int	nodes;			/* count */
	int	gpus_per_node;		/* count */
	struct host_spec host;
	double	price_gpu;		/* money per GPU */
	double	price_host;		/* money per node */
	double	price_network;		/* money per node (multi-node only) */
	double	capex_hw;		/* money: GPUs + hosts + network */
	double	capex;			/* money: capex_hw + installation */
	double	max_kw;			/* kW IT load (before PUE), all nodes, max */
	double	idle_kw;		/* kW IT load (before PUE), idle */
	double	rank_cost;		/* money: on-prem TCO over the horizon at medium utilisation */
	/* the hybrid's own part: whole replicas on whole nodes of a real
	 * server shape, sized to the low utilisation (sizing_system.c) */
	int	hyb_gpus;		/* count, a multiple of the GPUs of one replica */
	int	hyb_nodes;		/* count */
	int	hyb_gpus_per_node;	/* count: a node shape of the GPU */
	double	hyb_capex_hw;		/* money: its GPUs + hosts + network */
	double	hyb_max_kw;		/* kW IT load, max */
	double	hyb_idle_kw;		/* kW IT load, idle */
	int	feasible;
	enum constraint binding;	/* feasible: the tightest constraint */
	enum constraint failed;		/* infeasible: the first unmet one */
	struct workload_result *wr;	/* n = scenario.n_workloads */
};

/* Why an alternative is shown: what distinguishes it from the
 * recommendation, and true of it (docs/sizing.md §4). */
enum alt_kind {
	ALT_FEWER_GPUS,		/* fewer GPUs than the recommendation */
	ALT_LOWER_CAPEX,	/* lower capex (a higher TCO) */
	ALT_OTHER_VENDOR,	/* another vendor */
	ALT_MORE_HEADROOM,	/* the same GPU, more of them */
	ALT_FASTER,		/* faster at the largest workload */
	ALT__MAX
};

extern const char *const alt_kind_names[];

/* Advice for the proposal: a kind and up to two numbers/strings; the
 * renderers word it per language. */
enum advice_kind {
	ADV_VRAM_HEADROOM,	/* a: headroom share (0..1), b: gpu_memory_utilization (0..1), c: throughput_headroom_pct (%) */
	ADV_IO_SLOW,		/* a: needed GB/s, b: NVMe GB/s */
	ADV_RACK_POWER,		/* a: kW needed, b: kW budget */
	ADV_MIXED_GENERATIONS,	/* s: the GPU ids */
	ADV_OFFLOAD_NEEDED,	/* s: workload name; a: 1 when more GPUs of the kind would hold it as given (workload_result.more_gpus_fit); b: 1 when QLoRA would hold it on the same GPUs (workload_result.qlora_fits) */
	ADV_PINNED_DOES_NOT_FIT,/* a: number (1-based) of the workload that does not fit, 0: a limit of the system; c: that limit (enum constraint: CON_MAX_GPUS or CON_BUDGET) when a is 0; s: the finding as on stderr (English, for machines) */
	ADV_LIQUID_COOLING,	/* the GPUs need liquid cooling */
	ADV_RENT_BELOW_100H,	/* a: GPU-hours a month at medium */
	ADV_SPARES,		/* keep spares / maintenance windows */
	ADV_RECOMPUTE_NEEDED,	/* s, a, b: as ADV_OFFLOAD_NEEDED */
	ADV__MAX
};

extern const char *const advice_kind_names[];

struct advice {
	enum advice_kind kind;
	double	a, b, c;			/* see the kind */
	char	s[1024];			/* a finding whole (sizing_search.c msg), never cut */
};

/* Cost of one operating model under one utilisation and energy case. */
struct tco_option {
	enum op_model	 model;
	int		 available;	/* 0: e.g. no cloud price for the GPU */
	double		 total;		/* money over the horizon (NPV if discounting) */
	double		*monthly;	/* money per month, [0..horizon]; [0] = month 0 capex */
	double		*cumulative;	/* money, running sum of monthly */
	double		 capex;		/* money at month 0 */
	double		 energy_month;	/* money per month */
	double		 cost_per_gpu_hour; /* money per used GPU-hour, levelised (discounted money / discounted hours) */
	double		 cost_per_mtok;	/* money per 1M output tokens, levelised; NAN if not inference */
	double		 beyond_horizon; /* money (discounted like month H) a committed cloud still owes for months past the horizon, in total and in month H; 0 otherwise */
	double		 after_tax_total; /* money: total minus the tax the deductions save (economics.tax), discounted like total; NAN without a tax rate or unavailable */
};

struct tco_case {
	enum util_level	 level;
	enum energy_case energy;
	double		 utilisation;	/* 0..1 */
	double		 energy_price_kwh; /* money/kWh */
	struct tco_option opt[OP__MAX];
	double		 break_even_month;	/* months, own (on-prem) vs cloud; NAN = never */
	double		 break_even_month_colo;	/* months, colocation vs cloud; NAN = never */
	double		 break_even_month_hybrid; /* months, hybrid vs cloud; NAN = never or no hybrid */
	double		 energy_kwh_year;	/* kWh a year the own system draws from the grid: IT load (idle included) x hours x PUE */
	double		 co2_t_year;		/* t CO2 a year of that energy at the grid factor; NAN = no factor */
	enum op_model	 cheapest;
};

/* One bar of the tornado chart: a parameter swung low..high. */
struct sensitivity {
	const char	*param;		/* "energy_price", "utilisation", "capex", "cloud_price", "horizon" */
	double		 low_value, high_value;	/* the input at each end, its unit */
	double		 base_total;	/* money, on-prem total at the base case */
	double		 low_total, high_total;	/* money */
	double		 base_savings;	/* money: cloud (as configured) total minus on-prem total, base case; NAN = no cloud price */
	double		 low_savings, high_savings; /* money, the same at each end */
	double		 base_break_even, low_break_even, high_break_even; /* months; NAN = never */
};

#define SENS_MAX 5

/* Percentiles of one Monte Carlo outcome (nearest rank over the draws). */
struct pct3 {
	double		 p10, p50, p90;		/* the outcome's unit */
};

/* Monte Carlo ranges over the uncertain inputs (docs/tco.md,
 * "Ranges"); computed at the horizon, cloud as configured. */
struct tco_uncertainty {
	int		 computed;		/* 0: not run (then all NAN) */
	int		 draws;			/* count */
	unsigned long long seed;		/* of the generator, from the input's digest */
	struct pct3	 total[OP__MAX];	/* money over the horizon; NAN when the option is unavailable */
	struct pct3	 break_even;		/* months, own model vs cloud; NAN = beyond the horizon (never) */
	double		 p_own_cheaper;		/* share 0..1 of draws where the own model's total is below the cloud's; NAN without a cloud price */
	/* the ranges drawn, in their input's unit (enum unc_input) */
	double		 low[UNC__MAX], mode[UNC__MAX], high[UNC__MAX];
	int		 dist[UNC__MAX];	/* enum unc_dist */
};

struct tco_result {
	int		 months;		/* horizon */
	int		 n_energy;		/* 1 or 3 */
	struct tco_case	 cases[UTIL__MAX][ENERGY__MAX];
	double		 break_even_utilisation;	/* 0..1; NAN if never even at 100 % */
	struct sensitivity sens[SENS_MAX];
	size_t		 n_sens;
	struct tco_uncertainty unc;		/* P10/P50/P90 ranges */
	int		 commit_months_beyond;	/* months the cloud commitment runs past the horizon (counted) */
	int		 fin_type;		/* enum fin_type of the own hardware */
	int		 fin_term_months;	/* months of payments; 0 cash */
	double		 fin_monthly;		/* money a month, on-prem hardware; 0 cash */
	double		 fin_down;		/* money at month 0: down payment (cash: the capex) */
	double		 fin_buyout;		/* money, leasing buy-out in the last month */
	double		 fin_total_paid;	/* money, undiscounted: down + payments + buy-out */
	/* resolved assumptions */
	double		 pue;			/* ratio */
	double		 colocation_kw_month;	/* money per kW-month */
	double		 maintenance_pct_year;	/* % */
	double		 cloud_gpu_hour;	/* money per GPU-hour, tier + commitment applied */
	double		 cloud_gpu_hour_on_demand; /* money per GPU-hour */
	double		 grid_co2_g_per_kwh;	/* g CO2 per kWh; NAN = unknown */
	const char	*cloud_price_source;
	int		 hybrid_own_gpus;	/* count the hybrid owns */
	int		 hybrid_own_nodes;	/* count */
	const struct ltext *cloud_price_cite; /* for the customer; NULL: the scenario's */
	double		 residual_pct;		/* %: the resale value s(H) x 100 of the hardware at month H, as used */
	const struct resale_curve *resale_curve; /* the catalog curve used; NULL: geometric through residual_pct (docs/tco.md "Resale") */
	const char	*resale_source;		/* that curve's research note, or "scenario" (also gpuplan's fallback of 15 %) */
};

/* Economics with the catalog's defaults applied (the engine's pricing
 * fills it; renderers cite it). */
struct econ_resolved {
	double		 energy_price_kwh[ENERGY__MAX];	/* money/kWh */
	int		 n_energy;			/* 1 (base) or 3 */
	double		 pue;				/* ratio */
	double		 colocation_kw_month;		/* money per kW-month */
	double		 maintenance_pct_year;		/* % of capex per year */
	const char	*energy_source;		/* "scenario" or the catalog's source */
	const char	*pue_source;
	const char	*colocation_source;
	const char	*maintenance_source;
	double		 price_uncertainty_pct;		/* +-% of GPU and host prices (Monte Carlo default) */
	const char	*price_uncertainty_source;
	double		 cloud_uncertainty_pct;		/* +-% of the cloud price (Monte Carlo default) */
	const char	*cloud_uncertainty_source;
	double		 grid_co2_g_per_kwh;		/* g CO2 per kWh; NAN = unknown */
	const char	*grid_co2_source;
	/* the same for the customer (struct ltext in the price
	 * catalog); NULL where the scenario sets the value */
	const struct ltext *energy_cite;
	const struct ltext *pue_cite;
	const struct ltext *colocation_cite;
	const struct ltext *maintenance_cite;
	const struct ltext *grid_co2_cite;
};

/*
 * Where the recommendation's prices come from: "scenario override" or
 * the price catalog's source text (research notes, for JSON and the
 * maintainers) and the citation the customer reads.  The
 * strings point into the scenario or the price catalog (they live as
 * long as those); NULL where the engine found no price.
 */
struct price_sources {
	const char	*gpu;			/* purchase price of rec's GPU */
	const char	*host;			/* server around the GPUs */
	const char	*network;		/* scale-out network; NULL if none */
	double		 commit_discount;	/* share (0.3 = 30 %) of the on-demand price; 0 on demand */
	const char	*commit_discount_source; /* NULL on demand */
	/* what the proposal prints for each (docs/catalog-format.md
	 * "citation"); NULL where the scenario overrides the price */
	const struct ltext *gpu_cite;
	const struct ltext *host_cite;
	const struct ltext *network_cite;
	const struct ltext *commit_discount_cite;
};

/*
 * The decision the proposal tells, made once by the engine from the TCO
 * (engine.c).  The summary, the recommendation's wording, the verdict,
 * the risks and JSON's offer all read it, so no two parts of a proposal
 * can disagree about what is recommended.
 */
/* What sets an offered option apart (docs/json-format.md "offer"); the
 * renderers word its 'why' per language from the kind and the numbers
 * of struct offer_option. */
enum option_kind {
	OPTK_RECOMMENDED,	/* the recommendation itself (offer.rec) */
	OPTK_BUY,		/* the recommended system, bought, when renting or the hybrid is recommended */
	OPTK_MORE_HEADROOM,	/* the recommended GPU, more of them (ALT_MORE_HEADROOM) */
	OPTK_OTHER_VENDOR,	/* another GPU vendor (ALT_OTHER_VENDOR) */
	OPTK_FEWER_GPUS,	/* fewer GPUs, at a stated cost (ALT_FEWER_GPUS) */
	OPTK_RENT,		/* renting, the cheapest at another utilisation level */
	OPTK_HYBRID,		/* the hybrid, the cheapest at another utilisation level */
	OPTK__MAX
};

extern const char *const option_kind_names[];

/* At most this many options besides the recommendation (issue 12 item 3). */
#define OFFER_MAX_OPTIONS	2

/* One system or operating model the customer can choose. */
struct offer_option {
	enum option_kind kind;
	enum op_model	 model;		/* how it is operated */
	const struct gpu *gpu;		/* the GPU type (rented: the recommended one) */
	int		 gpu_index;	/* into catalog.gpus */
	int		 gpus;		/* count (rented: the recommendation's) */
	int		 own_gpus;	/* count bought: gpus for own hardware, the
					 * hybrid's own part (tco hybrid_own_gpus),
					 * 0 rented */
	int		 nodes;		/* count */
	double		 capex;		/* money at month 0, installation included (rented: 0) */
	double		 tco_medium;	/* money over the horizon, medium utilisation, base energy */
	double		 per_user_month; /* money per user and month: tco_medium / horizon months / customer.users; NAN without users */
	double		 d_capex;	/* money: capex minus the recommendation's (other
					 * hardware, when renting or the hybrid is
					 * recommended: minus the recommended system's bought) */
	double		 d_tco;		/* money: tco_medium minus the same */
	enum util_level	 wins_at;	/* OPTK_RENT, OPTK_HYBRID: a level where it is the cheapest */
};

struct offer {
	enum op_model	 model;		/* the recommended operating model: the
					 * cheapest compared and available one at
					 * medium utilisation, base energy case */
	int		 rent_priced;	/* 1: the cloud is compared and has a
					 * price for the recommended GPU */
	enum op_model	 cheapest[UTIL__MAX];	/* per level, base energy */
	int		 own_cheapest;	/* levels (count) where on-prem or
					 * colocation is the cheapest */
	int		 break_even_levels; /* levels (count) where buying breaks
					 * even against renting in the horizon */	struct offer_option rec;	/* the recommendation as an option row
					 * (kind OPTK_RECOMMENDED, model above) */
	struct offer_option options[OFFER_MAX_OPTIONS]; /* besides rec (engine/offer.c) */
	size_t		 n_options;	/* count, 0..OFFER_MAX_OPTIONS */
	double		 per_user_month[OP__MAX]; /* money per user and month of
					 * each operating model at medium utilisation,
					 * base energy; NAN without users or price */
};

/* One efficiency factor, rule or default of the engine, with its source
 * (a research note: JSON sizing_factors[] only, never the proposal). */
struct sizing_factor {
	const char	*name;		/* identifier, e.g. "bw_share_hopper" */
	double		 value;		/* in unit */
	const char	*unit;
	const char	*source;
};

/* The planning factors the recommendation's figures rest on, for the
 * proposal's assumptions (shares of the datasheet figures, 0..1; 0:
 * not used by this proposal's workloads). */
struct planning_factors {
	double	bw_share;		/* memory bandwidth reached by the recommended GPU (llm-inference) */
	int	bw_measured;		/* 1: bw_share is its family's measurement, 0: the assumption for unmeasured families */
	double	compute_share;		/* tensor FLOPS reached by inference math (llm-inference, embeddings): the lowest of the workloads' precisions */
	double	compute_share_hi;	/* the highest (= compute_share: one share for all) */
	int	compute_measured;	/* 2: every workload's share is measured (speed_compute_share_source not SHARE_RULE), 1: some, 0: none (the planning rule) */
	int	compute_carried;	/* 1: some workload's share is NVIDIA's median carried to a GPU without a measurement (SHARE_CARRIED), 2: every one's */
	enum precision compute_units;	/* the units whose datasheet peak compute_share is a share of (speed_compute_units), where every such workload's are the same */
	int	compute_units_mixed;	/* 1: the workloads' units differ (compute_units not used) */
	double	train_share;		/* share of the bf16 peak reached by training in bf16, recomputation counted */
	double	train_gain;		/* ratio: how many times faster a training workload's GEMMs run in train_gain_precision than in bf16 on the recommended GPU (the first such workload); 0: every training workload computes in bf16 */
	enum precision train_gain_precision;	/* fp8 or fp4, with train_gain */
	int	train_gain_measured;	/* 1: train_gain was measured on the GPU's family, 0: assumed */
	double	train_buffer;		/* training memory planned over the calculated need */
	double	ttft_measured_ratio;	/* measured time to first token under load over the estimate, at most, on GPUs of the recommendation's maker (speed_ttft_measured_ratio); the risk quotes it */
	double	ttft_server_s;		/* s: measured time to first token beyond the GPU's, at most (SPEED_TTFT_SERVER_S); the risk quotes it */
	double	fp4_read_ratio;		/* ratio: time of a step's fp4 (W4A4) weight read against fp8's on the recommended GPU, where an llm-inference workload's weights are read so (speed_fp4_read_ratio); 0: not used */
	double	w4a16_read_ratio;	/* ratio: time of a step's 4-bit weight read multiplied in bf16 (W4A16) against bf16's on the recommended GPU, where an llm-inference workload's weights are read so (speed_w4a16_read_ratio); 0: not used */
	double	attn_decode_share;	/* share of the datasheet bandwidth a decode step's attention reads the KV cache at on the recommended GPU (speed_attn_decode), for the first llm-inference workload where it is measured; 0: none */
	double	attn_decode_layer_s;	/* s: the time each layer's decode attention takes beyond its bytes, with attn_decode_share */
	double	attn_prefill_share;	/* share of the bf16 peak a prefill's attention reaches on the recommended GPU (SPEED_ATTN_PREFILL_SHARE, scaled by the GPU's bf16 share over SPEED_EFF_COMPUTE), where an llm-inference workload is served; 0: none */
	int	attn_prefill_llm;	/* 1: attn_prefill_share is an llm-inference prompt's (else only embeddings' inputs use it) */
	double	attn_prefill_fp8;	/* ratio: time of a prefill's attention with an fp8 KV cache against a bf16 one (SPEED_ATTN_PREFILL_FP8), where a workload's cache is fp8 on a GPU with fp8 units; 0: none */
	double	moe_prefill_share;	/* share of peak the routed experts' GEMMs of a prefill reach on the recommended GPU in its layout (speed_moe_prefill_ratio x speed_compute_share), the lowest over the MoE llm-inference workloads; 0: none, or at the dense share */
	enum precision moe_prefill_units;	/* the units whose peak moe_prefill_share is a share of */
	double	prefill_shape_share;	/* share of peak a prefill's linear layers outside the routed experts reach on the recommended GPU in its layout for the sizes of their matrices (speed_compute_share over speed_gemm_shape_factor), the lowest over the llm-inference workloads computing in 8 or 4 bits; 0: none */
	double	prefill_shape_share_hi;	/* the highest (= prefill_shape_share: one figure) */
	enum precision prefill_shape_units;	/* the units whose peak prefill_shape_share is a share of (the last such workload's) */
	int	prefill_shape_units_mixed;	/* 1: those workloads' units differ */
	int	prefill_shape_moe;	/* 1: one of those workloads is a mixture of experts (the figure leaves its experts out) */
	int	prefill_shape_carried;	/* 1: some figure takes NVIDIA's shares by size carried to a GPU without tables of its own */
	double	vision_share;		/* share of the datasheet peak batched vision inference reaches (speed_vision_share), where a vision-inference workload is served; 0: none */
	int	vision_measured;	/* vision_share: 0 the planning rule, 1 measured on the recommendation's GPU, 2 on a GPU of its chip (speed_vision_share) */
	enum precision vision_units;	/* the units whose peak vision_share is a share of (the last such workload's) */
	int	vision_units_mixed;	/* 1: the vision workloads' units differ */
	double	vision_layer_s;		/* s: the fixed cost of a layer with weights at batch 1 (SPEED_KERNEL_S), where a vision-inference workload is served; 0: none */
};

struct result {
	const struct scenario	*sc;
	const struct catalog	*cat;
	const struct prices	*prices;
	int			 ok;		/* 0: no feasible system */
	enum constraint		 infeasible_because;
	struct candidate	 rec;		/* the recommendation */
	struct candidate	 alt[ALT__MAX];	/* alt[k].gpu == NULL: none */
	size_t			 n_considered;	/* candidates evaluated */
	size_t			 n_feasible;
	struct advice		*advice;
	size_t			 n_advice;
	struct tco_result	 tco;
	struct econ_resolved	 econ;		/* the scenario's economics resolved */
	struct price_sources	 sources;	/* citations of rec's prices */
	struct offer		 offer;		/* what the proposal recommends */
	const struct sizing_factor *factors;	/* the engine's factors (static, not owned), n_factors of them */
	size_t			 n_factors;
	struct planning_factors	 planning;	/* those the recommendation's workloads use */
	const struct vendor_profile *vendor;	/* the sender, set by the caller
						 * after engine_run (not owned);
						 * NULL: none, the proposal is a sample */
};

/*
 * The yearly price of support tier t for a system of capex_hw (money,
 * the hardware before installation): its price_year, or price_pct_year
 * x capex_hw / 100.  Money per year; NAN if t is NULL or has no price.
 * An optional item: never part of any total.
 */
double support_tier_price_year(const struct support_tier *t,
    double capex_hw);

/* Free everything a result holds (not the result); accepts NULL. */
void result_free(struct result *);
/* Free what one candidate holds. */
void candidate_free(struct candidate *);

/* Free the monthly series of a TCO result (not the struct); accepts
 * NULL. */
void tco_result_free(struct tco_result *);

/*
 * The case renderers read for a utilisation level and an energy case.
 * With one energy case (n_energy == 1) it returns the base case whatever
 * energy asks for; with three, cases[level][energy].  Points into r;
 * NULL if r is NULL or level/energy is out of range.
 */
const struct tco_case *tco_case_at(const struct tco_result *r,
    enum util_level level, enum energy_case energy);

/*
 * The own-hardware model the proposal compares with the cloud: on-prem
 * if the scenario compares it, else colocation (else on-prem, whose
 * numbers are computed in any case).
 */
enum op_model tco_own_model(const struct scenario *);

/* The break-even month (months; NAN = never) of the own model of sc
 * against the cloud in case c. */
double tco_case_break_even(const struct tco_case *c,
    const struct scenario *sc);

#endif
