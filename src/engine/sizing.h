/*
 * sizing.h: the sizing engine (issue 3): size every workload of a
 * scenario on every allowed GPU type and node shape, rank the feasible
 * systems by on-prem TCO, and fill the recommendation, its alternatives
 * and the advice of struct result.  Formulas, factors, the search space,
 * the ranking and the tie-breaks: docs/sizing.md.
 */
#ifndef GPUPLAN_SIZING_H
#define GPUPLAN_SIZING_H

#include <stddef.h>

#include "engine/pricing.h"
#include "engine/tco.h"
#include "model/result.h"
#include "model/scenario.h"
#include "util/diag.h"

/* The sane cap of the search, GPUs per system when max_gpus is unset or
 * smaller; a larger max_gpus raises it, up to SIZING_MAX_GPUS_HARD (the
 * search stays well under a millisecond). */
#define SIZING_MAX_GPUS		512
#define SIZING_MAX_GPUS_HARD	4096
/* Advice ADV_VRAM_HEADROOM below this share of a GPU left free (seeds:
 * "zu wenig VRAM"; 10 % as the seeds' lower buffer bound). */
#define SIZING_HEADROOM_MIN	0.10
/* Advice ADV_RENT_BELOW_100H below this many GPU-hours a month at medium
 * utilisation (seeds: "Unter rund 100 GPU-Stunden im Monat gewinnt fast
 * immer das Mieten"). */
#define SIZING_RENT_HOURS	100.0
/* The largest tensor-parallel degree a pre-training job is planned with,
 * GPUs (within one node over its NVLink or xGMI): NVIDIA's NeMo /
 * Megatron-Bridge performance recipes run Llama 3 8B to 405B at TP 1 to
 * 8, never more (docs.nvidia.com/nemo-framework, "Performance", 2025). */
#define SIZING_TRAIN_TP_MAX	8
/* Vector search CPU time per query, s (assumption: HNSW at high recall,
 * ~1,000 dimensions: a few ms per query per core). */
#define SIZING_RAG_QUERY_CPU_S	0.005

/* The engine's factors (struct sizing_factor, model/result.h), in the
 * order of sizing_workload.c; result.factors points here. */
extern const struct sizing_factor sizing_factors[];
extern const size_t n_sizing_factors;

/* One workload planned on one GPU type and node shape. */
struct wl_plan {
	struct workload_result r;	/* r.fits, r.failed, r.gpus_needed ... */
	int	sub_gpus;		/* GPUs in jobs that fit inside one node */
	int	job;			/* GPUs of each of those jobs (sub_gpus is a multiple); 0: 1 */
	int	whole_nodes;		/* nodes of jobs that span nodes */
	int	whole_gpus;		/* GPUs those jobs use (whole_nodes x s, or 64 of each rack of 72) */
	int	rdma;			/* 1: a job spans nodes (needs the fabric) */
};

/*
 * Size workload w of scenario sc on GPUs of g in nodes of node_gpus GPUs,
 * using at most cap GPUs: the fewest GPUs that meet its memory, speed,
 * latency, FP64 and deadline targets.  Fills *out; returns out->r.fits.
 * On failure out->r.failed says the unmet target and out->r describes
 * the largest layout tried (for messages).
 */
int sizing_workload(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int node_gpus, int cap, struct wl_plan *out);

/*
 * Size the scenario: search every allowed GPU x node shape (or validate
 * the pinned hardware), rank by tco_own_total at medium utilisation, fill
 * r->rec, r->alt[], r->n_considered, r->n_feasible, r->advice/n_advice,
 * r->ok and r->infeasible_because (other fields of r are left alone; r's
 * candidates and advice must be empty).  The result owns what it gets:
 * free with result_free().  Findings go to dl: D_NO_FEASIBLE when nothing
 * fits, W_DOES_NOT_FIT for pinned hardware that misses a target, W_SIZING
 * for real problems of the plan.  Returns 1 if a feasible system was
 * found (r->ok), else 0 (pinned hardware that does not fit is still
 * r->rec, with r->ok 0).
 */
int sizing_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, const struct econ_resolved *econ,
    struct result *r, struct diag_list *dl);

/*
 * The TCO input of candidate c into *out: capex_hw, IT load max_kw and
 * idle_kw of all nodes (GPUs at power_w / idle_w, or idle_power_pct of
 * max if the scenario sets it, plus host power), the cloud price per
 * GPU-hour of the scenario's tier (NAN if not offered), the commitment
 * discount, and tokens_per_s = the llm-inference decode capacity.
 * Returns 1, or 0 if c has no GPU.
 */
int sizing_tco_input(const struct scenario *sc,
    const struct econ_resolved *econ, const struct catalog *cat,
    const struct prices *p, const struct candidate *c,
    struct tco_input *out);

#endif
