/*
 * sizing.c: candidate search, ranking and recommendation (see sizing.h
 * and docs/sizing.md).
 *
 * The search allocates its candidate pool once per run; sizing a workload
 * and a system is arithmetic without allocation.
 */
#include "engine/sizing.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/host.h"
#include "engine/memory.h"
#include "engine/speed.h"
#include "util/alloc.h"

const struct sizing_factor sizing_factors[] = {
	{ "eff_memory_bandwidth", SPEED_EFF_MEMORY, "share of peak",
	    "llm-analysis examples, 0.9 memory efficiency (sizing-and-tco.md §3)" },
	{ "eff_compute_inference", SPEED_EFF_COMPUTE, "share of peak",
	    "llm-analysis examples, 0.7 compute efficiency (sizing-and-tco.md §3)" },
	{ "train_mfu", SPEED_TRAIN_MFU, "share of peak",
	    "typical MFU 0.35-0.5 (sizing-and-tco.md §3)" },
	{ "train_flops_full", SPEED_TRAIN_FLOPS_FULL, "FLOP per param and token",
	    "6 = forward 2 + backward 4 (sizing-and-tco.md §3)" },
	{ "train_flops_full_recompute", SPEED_TRAIN_FLOPS_FULL_RECOMP,
	    "FLOP per param and token",
	    "8 with full activation recomputation (sizing-and-tco.md §3)" },
	{ "train_flops_lora", SPEED_TRAIN_FLOPS_LORA, "FLOP per param and token",
	    "4: no weight gradients of the frozen base (issue 3)" },
	{ "train_flops_lora_recompute", SPEED_TRAIN_FLOPS_LORA_RECOMP,
	    "FLOP per param and token", "4 + a recomputed forward 2" },
	{ "eff_fp64", SPEED_EFF_FP64, "share of peak",
	    "assumption: HPL Rmax/Rpeak of GPU systems ~0.6-0.7 (recalled)" },
	{ "fp64_cut_ratio", SPEED_FP64_CUT_RATIO, "FP64/FP32",
	    "FP64 below 1/8 of FP32 counts as cut (1:64 parts, B300)" },
	{ "eff_vision_throughput", SPEED_EFF_VISION_TPUT, "share of peak",
	    "assumption: batched TensorRT inference of small CNNs" },
	{ "eff_vision_latency", SPEED_EFF_VISION_LAT, "share of peak",
	    "assumption: batch 1 is launch-bound (MMYOLO model zoo latencies)" },
	{ "allreduce_latency_nvlink", SPEED_AR_LAT_NVLINK_S * 1e6, "us",
	    "assumption: NCCL small-message all-reduce over NVLink/xGMI" },
	{ "allreduce_latency_pcie", SPEED_AR_LAT_PCIE_S * 1e6, "us",
	    "assumption: NCCL small-message all-reduce over PCIe" },
	{ "pcie4_effective", SPEED_PCIE4_GBS, "GB/s per direction",
	    "assumption: ~80 % of PCIe 4.0 x16 (32 GB/s)" },
	{ "pcie5_effective", SPEED_PCIE5_GBS, "GB/s per direction",
	    "assumption: ~80 % of PCIe 5.0 x16 (64 GB/s)" },
	{ "runtime_per_gpu", MEM_RUNTIME_PER_GPU_B / 1e9, "GB",
	    "CUDA context and buffers, about 1 GB (sizing-and-tco.md §2)" },
	{ "infer_usable_memory", MEM_INFER_USABLE, "share of GPU memory",
	    "vLLM gpu_memory_utilization default 0.9 (sizing-and-tco.md §2)" },
	{ "train_buffer", MEM_TRAIN_BUFFER, "share over the minimum",
	    "seeds: 10-20 % VRAM buffer for training; middle" },
	{ "quant_int4", MEM_QUANT_INT4, "share of 4-bit bytes",
	    "bitsandbytes ~6 % (sizing-and-tco.md §2); GPTQ g128 3.9 %" },
	{ "quant_fp4", MEM_QUANT_FP4, "share of 4-bit bytes",
	    "NVFP4: 8-bit scale per 16 values (MXFP4 would be 6.25 %)" },
	{ "infer_prefill_chunk", MEM_INFER_PREFILL_CHUNK, "tokens",
	    "assumption: activations of one prefill chunk" },
	{ "adamw_bytes_per_param", MEM_TRAIN_WEIGHT_BPP + MEM_TRAIN_GRAD_BPP +
	    MEM_TRAIN_MASTER_BPP + MEM_ADAM_MOMENTS_BPP, "B",
	    "2 + 2 + 4 + 8 mixed-precision AdamW (sizing-and-tco.md §2)" },
	{ "adamw8_bytes_per_param", MEM_TRAIN_WEIGHT_BPP + MEM_TRAIN_GRAD_BPP +
	    MEM_TRAIN_MASTER_BPP + MEM_ADAM8_MOMENTS_BPP, "B",
	    "2 + 2 + 4 + 2 with 8-bit moments (sizing-and-tco.md §2)" },
	{ "zero3_gather", MEM_ZERO3_GATHER_BPP, "B per largest-layer param",
	    "DeepSpeed memory.rst: 4 x largest_layer" },
	{ "hnsw_m", MEM_HNSW_M, "links", "hnswlib default M" },
	{ "hnsw_bytes_per_m", MEM_HNSW_LINK_B_PER_M, "B",
	    "hnswlib README: about M x 8-10 B per element" },
	{ "hnsw_slack", MEM_HNSW_SLACK, "share",
	    "assumption: ids, metadata, allocator slack" },
	{ "dataset_bytes_per_token", HOST_DATASET_B_PER_TOKEN, "B",
	    "assumption: ~4 B raw text + 4 B token ids" },
	{ "headroom_advice_below", SIZING_HEADROOM_MIN, "share of GPU memory",
	    "seeds: too little VRAM; 10 % as the seeds' lower buffer" },
	{ "rent_advice_below", SIZING_RENT_HOURS, "GPU-hours a month",
	    "seeds: under ~100 GPU-hours a month renting almost always wins" },
	{ "host_cores_per_gpu", HOST_CORES_PER_GPU, "cores",
	    "assumption within the seeds; DGX: 112 cores / 8 GPUs" },
	{ "host_ram_per_vram", HOST_RAM_PER_VRAM, "x GPU memory",
	    "seeds: 2-4x GPU VRAM as system RAM; lower end" },
	{ "nvme_drive", HOST_NVME_DRIVE_TB, "TB",
	    "DGX B200 data drives 3.84 TB U.2 (hardware.md §2a)" },
	{ "nvme_drive_write", HOST_NVME_DRIVE_GBS, "GB/s",
	    "assumption: PCIe Gen4 U.2 sequential write 2-4 GB/s" },
	{ "checkpoints_kept", HOST_CHECKPOINTS, "count", "issue 3: >= 3" },
	{ "checkpoint_write", HOST_CKPT_WRITE_S, "s",
	    "assumption: 5 % of a 30-minute checkpoint interval" },
	{ "rdma_per_gpu", HOST_RDMA_GBPS_PER_GPU, "Gb/s",
	    "DGX B200: 8 x ConnectX-7 400G (hardware.md §2a)" },
	{ "rag_query_cpu", SIZING_RAG_QUERY_CPU_S, "s per query",
	    "assumption: HNSW search at high recall" },
	{ "max_gpus_searched", SIZING_MAX_GPUS, "GPUs",
	    "cap of the search when max_gpus is unset" },
};
const size_t n_sizing_factors = sizeof(sizing_factors) /
    sizeof(sizing_factors[0]);

/* ---- job sizes ---- */

/*
 * The smallest GPU count >= n that one job (a model replica, a training
 * run, a simulation) may use in nodes of s GPUs: inside a node a power of
 * two dividing s, or s; across nodes (multi-node GPUs only) whole nodes.
 * 0 if none within cap.
 */
static int
job_size_at_least(int s, int multi, int n, int cap)
{
	int t;

	if (n < 1)
		n = 1;
	if (n <= s) {
		for (t = 1; t < s; t *= 2)
			if (t >= n && s % t == 0)
				return t <= cap ? t : 0;
		return s <= cap ? s : 0;
	}
	if (!multi || n > cap)
		return 0;
	t = (n + s - 1) / s * s;
	return t <= cap ? t : 0;
}

/* The largest job size <= cap (0 if even one GPU exceeds cap). */
static int
job_size_at_most(int s, int multi, int cap)
{
	int t, best = 0;

	if (multi && cap >= 2 * s)
		return cap / s * s;
	if (cap >= s)
		return s;
	for (t = 1; t <= cap && t < s; t *= 2)
		if (s % t == 0)
			best = t;
	return best;
}

/* ---- per-workload sizing ---- */

/* 1 if jobs may span nodes of s GPUs of g: the GPU scales out and s is
 * its largest node (scale out only after filling the biggest node). */
static int
may_span(const struct gpu *g, int s)
{
	return g->multi_node && g->n_node_gpus > 0 &&
	    s >= g->node_gpus[g->n_node_gpus - 1];
}

/*
 * Where a workload's GPUs go: jobs of `job` GPUs that fit in a node of s
 * take `total` GPUs inside nodes; larger jobs take whole nodes and need
 * the RDMA scale-out fabric.
 */
static void
place(struct wl_plan *pl, int job, int total, int s)
{
	if (job <= s)
		pl->sub_gpus = total;
	else {
		pl->whole_nodes = total / s;
		pl->rdma = 1;
	}
}

/*
 * llm-inference: over every layout tp x pp (tp a power of two dividing
 * the node, pp stages inside it or across whole nodes), the largest batch
 * per replica that fits memory and keeps output_tokens_per_s, then the
 * fewest GPUs = replicas x tp x pp; ties go to the smaller layout.
 * Returns 1 and fills *pl, or 0 with pl->r.failed.
 */
static int
plan_inference(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	struct mem_breakdown mb;
	double mem = g->memory_gb * 1e9, conc = w->concurrent_sequences;
	double target = w->output_tokens_per_s, best_rate1 = 0, best_ttft = INFINITY;
	double best_b = 0;
	int tp, t, best_g = INT_MAX, best_tp = 0, best_pp = 0;
	int seen_mem_ok = 0, seen_speed_ok = 0, seen_ttft_fail = 0;
	int multi = may_span(g, s), cb;
	enum constraint last_fail = CON_NONE, best_bind = CON_NONE;
	enum constraint speed_fail = CON_BANDWIDTH, over_bind = CON_NONE;

	for (tp = 1; tp <= s && tp <= cap; tp *= 2) {
		if (s % tp != 0)
			continue;
		for (t = tp; t > 0; t = job_size_at_least(s, multi, t + 1, cap)) {
			int pp, gpus;
			double per0, k1, bmem, bmax, lo, hi, pf, reps;
			struct speed_layout lay;

			if (t > best_g)
				break;
			if (t % tp != 0)
				continue;
			pp = t / tp;
			mem_llm_inference(w, tp, pp, 0, &mb);
			per0 = mb.per_gpu;
			k1 = mem_kv_bytes_per_seq_gpu(&w->model, w->kv_precision,
			    w->context_tokens, tp, pp) / MEM_INFER_USABLE;
			if (per0 + k1 > mem) {
				last_fail = CON_MEMORY;
				continue;
			}
			seen_mem_ok = 1;
			bmem = k1 > 0 ? floor((mem - per0) / k1) : conc;
			bmax = bmem < conc ? bmem : conc;
			/* cannot beat the best so far even at bmax per replica */
			if (best_g != INT_MAX && ceil(conc / bmax) * t >= best_g)
				continue;
			speed_layout_init(&lay, w, g, tp, pp);
			pf = lay.prefill_s;
			if (pf < best_ttft)
				best_ttft = pf;
			if (w->ttft_s > 0 && pf > w->ttft_s) {
				/* more pipeline stages do not shorten it */
				seen_ttft_fail = 1;
				last_fail = CON_COMPUTE;
				break;
			}
			lo = speed_layout_seq_rate(&lay, 1, &cb);
			if (lo > best_rate1)
				best_rate1 = lo;
			if (lo < target) {
				speed_fail = cb ? CON_COMPUTE : CON_BANDWIDTH;
				last_fail = speed_fail;
				break;	/* nor does pp speed up a token */
			}
			seen_speed_ok = 1;
			/* the largest batch per replica that keeps the speed */
			if (speed_layout_seq_rate(&lay, bmax, &cb) >= target)
				lo = bmax;
			else {
				lo = 1;
				hi = bmax;
				while (hi - lo > 1) {
					double mid = floor((lo + hi) / 2);

					if (speed_layout_seq_rate(&lay, mid, &cb) >=
					    target)
						lo = mid;
					else
						hi = mid;
				}
			}
			reps = ceil(conc / lo);
			gpus = reps * t > INT_MAX / 2 ? INT_MAX / 2 :
			    (int)reps * t;
			speed_layout_seq_rate(&lay, lo, &cb);
			if (gpus > cap) {
				over_bind = lo >= bmem ? CON_MEMORY :
				    cb ? CON_COMPUTE : CON_BANDWIDTH;
				continue;
			}
			if (gpus < best_g) {
				best_g = gpus;
				best_tp = tp;
				best_pp = pp;
				best_b = lo;
				if (reps > 1)
					best_bind = lo >= bmem && bmem < conc ?
					    CON_MEMORY : cb ? CON_COMPUTE :
					    CON_BANDWIDTH;
				else
					best_bind = t > 1 ? (last_fail != CON_NONE ?
					    last_fail : CON_MEMORY) : CON_NONE;
			}
		}
	}
	memset(pl, 0, sizeof(*pl));
	r->w = w;
	if (best_g == INT_MAX) {
		int tmax = job_size_at_most(s, multi, cap), tpm = 1;

		while (tpm * 2 <= s && s % (tpm * 2) == 0 && tpm * 2 <= tmax)
			tpm *= 2;
		if (tmax < 1)
			tmax = 1;
		mem_llm_inference(w, tpm, tmax / tpm > 0 ? tmax / tpm : 1, conc,
		    &r->mem);
		r->tensor_parallel = tmax;
		r->tokens_per_s_per_seq = best_rate1;
		r->ttft_s = best_ttft;
		r->fits = 0;
		if (!seen_mem_ok)
			r->failed = CON_MEMORY;
		else if (!seen_speed_ok && seen_ttft_fail)
			r->failed = CON_COMPUTE;
		else if (!seen_speed_ok)
			r->failed = speed_fail;
		else
			r->failed = over_bind != CON_NONE ? over_bind :
			    CON_MEMORY;
		return 0;
	}
	{
		double reps = ceil(conc / best_b), b = ceil(conc / reps);
		int t_best = best_tp * best_pp;
		struct speed_layout lay;

		speed_layout_init(&lay, w, g, best_tp, best_pp);
		mem_llm_inference(w, best_tp, best_pp, b, &r->mem);
		r->mem.weights *= reps;
		r->mem.kv_cache *= reps;
		r->mem.activations *= reps;
		r->mem.overhead *= reps;
		r->mem.total *= reps;
		r->gpus_needed = best_g;
		r->tensor_parallel = t_best;
		r->replicas = (int)reps;
		r->tokens_per_s_per_seq = speed_layout_seq_rate(&lay, b, &cb);
		r->tokens_per_s = r->tokens_per_s_per_seq * conc;
		r->ttft_s = lay.prefill_s;
		r->gpu_hours_month = best_g * sc->economics.hours_per_month *
		    sc->economics.utilisation[UTIL_MEDIUM];
		r->binding = best_bind;
		r->fits = 1;
		place(pl, t_best, best_g, s);
	}
	return 1;
}

/*
 * llm-finetune, llm-pretrain: the fewest data-parallel GPUs (a job size)
 * whose ZeRO-3 share fits memory, that meet the deadline and fit
 * runs_per_month into the month.  Returns 1, or 0 with pl->r.failed
 * (memory: r.offload_needed) and r at the largest size tried.
 */
static int
plan_training(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	struct mem_breakdown m1;
	double mem = g->memory_gb * 1e9, states, fixed, gather, h1, room;
	double n_mem, n_dead = 1, n_month = 1, n_req;
	int n, multi = may_span(g, s);

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_training(w, 1, &m1);
	states = m1.weights + m1.gradients + m1.optimizer;
	gather = MEM_ZERO3_GATHER_BPP * mem_largest_layer_params(&w->model);
	fixed = m1.activations + MEM_RUNTIME_PER_GPU_B;
	if (m1.per_gpu <= mem)
		n_mem = 1;
	else {
		room = mem / (1 + MEM_TRAIN_BUFFER) - fixed - gather;
		n_mem = room > 0 ? ceil(states / room) : INFINITY;
	}
	h1 = speed_train_hours(w, g, 1);
	if (w->deadline_hours > 0)
		n_dead = ceil(h1 / w->deadline_hours);
	if (w->runs_per_month > 0)
		n_month = ceil(w->runs_per_month * h1 /
		    sc->economics.hours_per_month);
	n_req = n_mem;
	if (n_dead > n_req)
		n_req = n_dead;
	if (n_month > n_req)
		n_req = n_month;
	n = n_req > cap ? 0 : job_size_at_least(s, multi, (int)n_req, cap);
	/* verify (rounding) and step up if needed */
	while (n > 0) {
		mem_training(w, n, &r->mem);
		r->run_hours = speed_train_hours(w, g, n);
		if (r->mem.per_gpu <= mem && (w->deadline_hours <= 0 ||
		    r->run_hours <= w->deadline_hours) &&
		    w->runs_per_month * r->run_hours <=
		    sc->economics.hours_per_month)
			break;
		n = job_size_at_least(s, multi, n + 1, cap);
	}
	if (n == 0) {
		n = job_size_at_most(s, multi, cap);
		if (n < 1)
			n = 1;
		mem_training(w, n, &r->mem);
		r->run_hours = speed_train_hours(w, g, n);
		r->tensor_parallel = n;
		r->fits = 0;
		if (r->mem.per_gpu > mem) {
			r->failed = CON_MEMORY;
			r->offload_needed = 1;
		} else
			r->failed = CON_DEADLINE;
		return 0;
	}
	r->gpus_needed = n;
	r->tensor_parallel = 1;		/* data parallel, ZeRO-3 sharded */
	r->replicas = n;
	r->gpu_hours_month = w->runs_per_month * r->run_hours * n;
	r->binding = n == 1 ? CON_NONE : n_mem >= n_dead && n_mem >= n_month ?
	    CON_MEMORY : CON_DEADLINE;
	r->fits = 1;
	place(pl, n, n, s);
	return 1;
}

/*
 * simulation: GPUs whose FP64 is not cut, enough of them (a job size) for
 * the working set and the sustained FP64 TFLOPS.  Returns 1, or 0.
 */
static int
plan_simulation(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double mem = g->memory_gb * 1e9, per = speed_fp64_tflops(g);
	double room, n_mem, n_fp, n_req;
	int n, multi = may_span(g, s);

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	if (speed_fp64_cut(g) || per <= 0) {
		mem_simulation(w, 1, &r->mem);
		r->fp64_tflops = per;
		r->failed = CON_FP64;
		return 0;
	}
	room = mem * MEM_INFER_USABLE - MEM_RUNTIME_PER_GPU_B;
	n_mem = room > 0 ? ceil(w->memory_gb * 1e9 / room) : INFINITY;
	n_fp = ceil(w->fp64_tflops / per);
	n_req = n_mem > n_fp ? n_mem : n_fp;
	n = n_req > cap ? 0 : job_size_at_least(s, multi, (int)n_req, cap);
	while (n > 0) {
		mem_simulation(w, n, &r->mem);
		if (r->mem.per_gpu <= mem && n * per >= w->fp64_tflops)
			break;
		n = job_size_at_least(s, multi, n + 1, cap);
	}
	if (n == 0) {
		n = job_size_at_most(s, multi, cap);
		if (n < 1)
			n = 1;
		mem_simulation(w, n, &r->mem);
		r->fp64_tflops = n * per;
		r->gpus_needed = 0;
		r->tensor_parallel = n;
		r->failed = r->mem.per_gpu > mem ? CON_MEMORY : CON_FP64;
		return 0;
	}
	r->gpus_needed = n;
	r->tensor_parallel = n;
	r->replicas = 1;
	r->fp64_tflops = n * per;
	r->gpu_hours_month = n * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	r->binding = n_mem >= n_fp ? CON_MEMORY : CON_FP64;
	r->fits = 1;
	place(pl, n, n, s);
	return 1;
}

/*
 * vision-inference: one model copy per GPU; the latency target per GPU,
 * then enough GPUs for images_per_s.  Returns 1, or 0.
 */
static int
plan_vision(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double ips, n;

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_vision(w, &r->mem);
	ips = speed_vision_images_per_s(w, g);
	r->latency_ms = speed_vision_latency_ms(w, g);
	r->images_per_s = ips;
	if (r->mem.per_gpu > g->memory_gb * 1e9) {
		r->failed = CON_MEMORY;
		return 0;
	}
	if (w->latency_ms > 0 && r->latency_ms > w->latency_ms) {
		r->failed = CON_LATENCY;
		return 0;
	}
	n = ips > 0 ? ceil(w->images_per_s / ips) : INFINITY;
	if (n > cap) {
		r->images_per_s = ips * cap;
		r->tensor_parallel = cap;
		r->failed = CON_COMPUTE;
		return 0;
	}
	r->gpus_needed = (int)n;
	r->replicas = (int)n;
	r->tensor_parallel = 1;
	r->images_per_s = ips * n;
	r->mem.weights *= n;
	r->mem.overhead *= n;
	r->mem.total *= n;
	r->gpu_hours_month = n * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	r->binding = n > 1 ? CON_COMPUTE : CON_NONE;
	r->fits = 1;
	pl->sub_gpus = (int)n;
	return 1;
}

/*
 * embeddings: one model copy per GPU; enough GPUs to embed a month's
 * tokens within deadline_hours (and within the month).  Returns 1, or 0.
 */
static int
plan_embeddings(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double h1, n = 1;

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_embeddings(w, &r->mem);
	h1 = speed_embed_hours(w, g, 1);
	if (r->mem.per_gpu > g->memory_gb * 1e9) {
		r->run_hours = h1;
		r->failed = CON_MEMORY;
		return 0;
	}
	if (w->deadline_hours > 0 && ceil(h1 / w->deadline_hours) > n)
		n = ceil(h1 / w->deadline_hours);
	if (ceil(h1 / sc->economics.hours_per_month) > n)
		n = ceil(h1 / sc->economics.hours_per_month);
	if (n > cap) {
		r->run_hours = h1 / cap;
		r->tensor_parallel = cap;
		r->failed = CON_DEADLINE;
		return 0;
	}
	r->gpus_needed = (int)n;
	r->replicas = (int)n;
	r->tensor_parallel = 1;
	r->run_hours = h1 / n;
	r->mem.weights *= n;
	r->mem.activations *= n;
	r->mem.overhead *= n;
	r->mem.total *= n;
	r->gpu_hours_month = h1;	/* n GPUs for h1 / n hours */
	r->binding = n > 1 ? CON_COMPUTE : CON_NONE;
	r->fits = 1;
	pl->sub_gpus = (int)n;
	return 1;
}

int
sizing_workload(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int node_gpus, int cap, struct wl_plan *out)
{
	if (node_gpus < 1)
		node_gpus = 1;
	switch (w->type) {
	case WL_LLM_INFERENCE:
		return plan_inference(sc, w, g, node_gpus, cap, out);
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		return plan_training(sc, w, g, node_gpus, cap, out);
	case WL_VISION_INFERENCE:
		return plan_vision(sc, w, g, cap, out);
	case WL_SIMULATION:
		return plan_simulation(sc, w, g, node_gpus, cap, out);
	case WL_EMBEDDINGS:
		return plan_embeddings(sc, w, g, cap, out);
	default:	/* rag: host RAM and NVMe, no GPU */
		memset(out, 0, sizeof(*out));
		out->r.w = w;
		mem_rag(w, &out->r.mem);
		out->r.fits = 1;
		return 1;
	}
}

/* ---- systems ---- */

/* What a system's workloads ask of every node, independent of its size. */
struct sys_need {
	double	rag_ram_b;		/* B */
	int	rag_cores;		/* cores */
	double	data_b;			/* B on the data volume */
	double	ckpt_node_b;		/* B, one checkpoint, a node's share */
	int	training;
	int	rdma;
};

struct sctx {
	const struct scenario	*sc;
	const struct catalog	*cat;
	const struct prices	*p;
	const struct econ_resolved *econ;
	size_t			 nw;		/* workloads */
	struct wl_plan		*plans;		/* [nw], scratch */
	struct candidate	*cand;		/* pool */
	double			*io_need, *io_have; /* GB/s, per candidate */
	struct workload_result	*wr;		/* pool, cap x nw */
	size_t			 n, cap;
	int			 gpu_cap;	/* GPUs a searched system may have */
};

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
static size_t
largest_workload(const struct workload_result *wr, size_t nw)
{
	size_t i, best = 0;

	for (i = 1; i < nw; i++)
		if (wr[i].gpus_needed > wr[best].gpus_needed)
			best = i;
	return best;
}

/*
 * Size the hosts, power, prices, capex and rank cost of candidate c whose
 * gpu, gpus, nodes and gpus_per_node are set, and check the scenario's
 * system constraints (only if c->failed is still CON_NONE).
 */
static void
size_system(struct sctx *x, struct candidate *c, const struct sys_need *sn,
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
	    c->wr[largest_workload(c->wr, x->nw)].binding : CON_NONE;
}

/*
 * Plan every workload on GPU gi in nodes of s GPUs into wr[] and place
 * them: fixed_n == 0 searches the fewest GPUs (c->gpus stays 0 if a
 * workload cannot be served), fixed_n > 0 validates exactly fixed_n GPUs.
 * Then sizes the system.  *sn receives the hosts' needs.
 */
static void
eval_candidate(struct sctx *x, int gi, int s, int fixed_n,
    struct candidate *c, struct workload_result *wr, struct sys_need *sn,
    double *io_need, double *io_have)
{
	const struct gpu *g = &x->cat->gpus[gi];
	int cap = fixed_n > 0 ? fixed_n : x->gpu_cap;
	int sub = 0, whole = 0;
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
	}
	if (fixed_n > 0) {
		int nodes = (fixed_n + s - 1) / s;

		if (c->failed == CON_NONE && (whole + (sub + s - 1) / s > nodes ||
		    sub + whole * s > fixed_n)) {
			/* each fits alone, not all together */
			size_t big = largest_workload(wr, x->nw);

			wr[big].fits = 0;
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
			sub = 1;	/* a GPU server has a GPU */
		c->nodes = whole + (sub + s - 1) / s;
		c->gpus = g->form_factor == FF_PCIE ? sub + whole * s :
		    c->nodes * s;
	}
	size_system(x, c, sn, fixed_n == 0, io_need, io_have);
}

/* The node shape for a fixed count n of g: the smallest that holds n,
 * else the largest (several nodes). */
static int
shape_for(const struct gpu *g, int n)
{
	size_t i;

	for (i = 0; i < g->n_node_gpus; i++)
		if (g->node_gpus[i] >= n)
			return g->node_gpus[i];
	return g->n_node_gpus ? g->node_gpus[g->n_node_gpus - 1] : 1;
}

/* 1 if constraints.vendors and constraints.gpus allow g. */
static int
gpu_allowed(const struct scenario *sc, const struct gpu *g)
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
	out->max_kw = c->gpus * c->gpu->power_w / 1000.0 +
	    c->nodes * c->host.host_power_kw;
	if (!isnan(e->idle_power_pct))
		out->idle_kw = out->max_kw * e->idle_power_pct / 100.0;
	else
		out->idle_kw = c->gpus * c->gpu->idle_w / 1000.0 +
		    c->nodes * c->host.host_power_kw;
	if (pricing_cloud(sc, p, cat, c->gpu_index, e->cloud_tier, &v,
	    &out->cloud_source))
		out->cloud_gpu_hour = v;
	out->commit_discount = pricing_commit_discount(p, e->commitment);
	for (i = 0; c->wr != NULL && i < sc->n_workloads; i++)
		if (sc->workloads[i].type == WL_LLM_INFERENCE && c->wr[i].fits)
			out->tokens_per_s += c->wr[i].tokens_per_s;
	return 1;
}

/* ---- messages ---- */

/* v with thousands separators and dec decimals, into buf. */
static const char *
fmt_num(char *buf, size_t n, double v, int dec)
{
	char tmp[64], *dot;
	size_t len, i, o = 0, lead;

	if (!isfinite(v)) {
		snprintf(buf, n, "%s", isnan(v) ? "n/a" : "unbounded");
		return buf;
	}
	snprintf(tmp, sizeof(tmp), "%.*f", dec, fabs(v));
	dot = strchr(tmp, '.');
	len = dot ? (size_t)(dot - tmp) : strlen(tmp);
	if (v < 0 && o + 1 < n)
		buf[o++] = '-';
	lead = len % 3 ? len % 3 : 3;
	for (i = 0; i < len && o + 1 < n; i++) {
		if (i > 0 && (i - lead) % 3 == 0 && i >= lead && o + 2 < n)
			buf[o++] = ',';
		buf[o++] = tmp[i];
	}
	for (i = len; tmp[i] && o + 1 < n; i++)
		buf[o++] = tmp[i];
	buf[o] = '\0';
	return buf;
}

/* "'name' (model at precision)" or "'name'". */
static void
wl_label(const struct workload *w, char *buf, size_t n)
{
	if ((w->type == WL_LLM_INFERENCE || w->type == WL_LLM_FINETUNE ||
	    w->type == WL_LLM_PRETRAIN) && w->has_model)
		snprintf(buf, n, "'%s' (%s at %s)", w->name, w->model.id[0] ?
		    w->model.id : "inline model", w->type == WL_LLM_FINETUNE &&
		    w->method == FT_QLORA ? "nf4" : precision_names[w->precision]);
	else
		snprintf(buf, n, "'%s'", w->name);
}

/* Why workload result r of w does not fit on `avail` GPUs of g. */
static void
describe_workload(const struct workload *w, const struct workload_result *r,
    const struct gpu *g, int avail, char *buf, size_t n)
{
	char lab[200], a[32], b[32], c[32];

	wl_label(w, lab, sizeof(lab));
	switch (r->failed) {
	case CON_MEMORY:
		if (w->type == WL_LLM_FINETUNE || w->type == WL_LLM_PRETRAIN)
			snprintf(buf, n, "%s needs %s GB per GPU on %d x %s, "
			    "which have %s GB each: it does not fit without "
			    "offloading to CPU memory (ZeRO-Offload)", lab,
			    fmt_num(a, sizeof(a), r->mem.per_gpu / 1e9, 0),
			    avail, g->id, fmt_num(b, sizeof(b), g->memory_gb, 0));
		else if (w->type == WL_VISION_INFERENCE ||
		    w->type == WL_EMBEDDINGS)
			snprintf(buf, n, "%s needs %s GB per GPU; %s has %s GB",
			    lab, fmt_num(a, sizeof(a), r->mem.per_gpu / 1e9, 1),
			    g->id, fmt_num(b, sizeof(b), g->memory_gb, 0));
		else
			snprintf(buf, n, "%s needs %s GB of GPU memory; %d x %s "
			    "GB = %s GB", lab, fmt_num(a, sizeof(a),
			    r->mem.total / 1e9, 0), avail, fmt_num(b, sizeof(b),
			    g->memory_gb, 0), fmt_num(c, sizeof(c),
			    avail * g->memory_gb, 0));
		break;
	case CON_BANDWIDTH:
	case CON_COMPUTE:
		if (w->type == WL_LLM_INFERENCE && w->ttft_s > 0 &&
		    r->ttft_s > w->ttft_s)
			snprintf(buf, n, "%s: time to first token of a %s-token "
			    "prompt is %.2f s on %s; ttft_s is %g s", lab,
			    fmt_num(a, sizeof(a), w->prompt_tokens, 0), r->ttft_s,
			    g->id, w->ttft_s);
		else if (w->type == WL_LLM_INFERENCE)
			snprintf(buf, n, "%s needs %g tokens/s per sequence; %s "
			    "reaches %.1f (%g TB/s memory bandwidth)", lab,
			    w->output_tokens_per_s, g->id,
			    r->tokens_per_s_per_seq, g->bandwidth_tbs);
		else if (w->type == WL_VISION_INFERENCE)
			snprintf(buf, n, "%s needs %s images/s; %d x %s give %s",
			    lab, fmt_num(a, sizeof(a), w->images_per_s, 0), avail,
			    g->id, fmt_num(b, sizeof(b), r->images_per_s, 0));
		else
			snprintf(buf, n, "%s: not enough compute on %s", lab,
			    g->id);
		break;
	case CON_LATENCY:
		snprintf(buf, n, "%s needs %g ms per image; %s takes %.2f ms "
		    "at batch 1", lab, w->latency_ms, g->id, r->latency_ms);
		break;
	case CON_FP64:
		if (speed_fp64_cut(g))
			snprintf(buf, n, "%s needs FP64 (%g TFLOPS sustained); "
			    "%s has its FP64 cut (%g TFLOPS peak)", lab,
			    w->fp64_tflops, g->id, g->tflops.fp64);
		else
			snprintf(buf, n, "%s needs %g FP64 TFLOPS sustained; %d x "
			    "%s give %.1f", lab, w->fp64_tflops, avail, g->id,
			    r->fp64_tflops);
		break;
	case CON_DEADLINE:
		if (w->deadline_hours > 0 && r->run_hours > w->deadline_hours)
			snprintf(buf, n, "%s: one run takes %s h on %d x %s; "
			    "the deadline is %g h", lab, fmt_num(a, sizeof(a),
			    r->run_hours, 1), avail, g->id, w->deadline_hours);
		else
			snprintf(buf, n, "%s: %g runs a month of %s h each on "
			    "%d x %s do not fit in a month", lab,
			    w->runs_per_month, fmt_num(a, sizeof(a), r->run_hours,
			    1), avail, g->id);
		break;
	default:
		snprintf(buf, n, "%s does not fit on %s (%s)", lab, g->id,
		    constraint_names[r->failed]);
		break;
	}
}

/* Why feasible-by-workload candidate c breaks a system constraint. */
static void
describe_system(const struct sctx *x, const struct candidate *c, char *buf,
    size_t n)
{
	const struct scenario *sc = x->sc;
	const struct constraints *k = &sc->constraints;
	const char *cur = currency_names[sc->currency];
	char a[32], b[32], d[32], lab[200];
	size_t i, big = largest_workload(c->wr, x->nw);
	double need = 0;
	int limit = k->max_gpus > 0 && k->max_gpus < x->gpu_cap ? k->max_gpus :
	    x->gpu_cap;

	switch (c->failed) {
	case CON_MAX_GPUS:
		for (i = 0; i < x->nw; i++)
			if (sc->workloads[i].type != WL_RAG)
				need += c->wr[i].mem.total;
		if (c->wr[big].binding == CON_MEMORY) {
			if (x->nw == 1)
				wl_label(&sc->workloads[big], lab, sizeof(lab));
			else
				snprintf(lab, sizeof(lab), "the workloads");
			snprintf(buf, n, "%s need%s %s GB of GPU memory; "
			    "max_gpus %d x %s GB = %s GB", lab, x->nw == 1 ?
			    "s" : "", fmt_num(a, sizeof(a), need / 1e9, 0), limit,
			    fmt_num(b, sizeof(b), c->gpu->memory_gb, 0),
			    fmt_num(d, sizeof(d), limit * c->gpu->memory_gb, 0));
		} else
			snprintf(buf, n, "the smallest system that does the job "
			    "has %d x %s (%s binds); max_gpus is %d", c->gpus,
			    c->gpu->id, constraint_names[c->wr[big].binding],
			    limit);
		break;
	case CON_POWER:
		snprintf(buf, n, "the smallest system that does the job, %d x "
		    "%s in %d node%s, draws %.1f kW; max_power_kw is %g kW",
		    c->gpus, c->gpu->id, c->nodes, c->nodes == 1 ? "" : "s",
		    c->max_kw, k->max_power_kw);
		break;
	case CON_BUDGET:
		snprintf(buf, n, "the cheapest system that does the job, %d x "
		    "%s, costs %s %s; the budget is %s %s", c->gpus, c->gpu->id,
		    fmt_num(a, sizeof(a), c->capex, 0), cur,
		    fmt_num(b, sizeof(b), k->budget, 0), cur);
		break;
	case CON_PRICE:
		snprintf(buf, n, "no purchase price for %s or its host in the "
		    "price catalog or the scenario's overrides", c->gpu->id);
		break;
	default:
		snprintf(buf, n, "%d x %s: %s", c->gpus, c->gpu->id,
		    constraint_names[c->failed]);
		break;
	}
}

/* How far a workload got before it failed: memory (or a cut FP64 unit)
 * stops it first, a speed or time target after it fitted. */
static int
progress(const struct workload_result *r, const struct gpu *g)
{
	if (r->failed == CON_MEMORY)
		return 0;
	if (r->failed == CON_FP64 && speed_fp64_cut(g))
		return 0;
	return 1;
}

/* How good GPU g is at the dimension a failure is about (larger is
 * better), to pick the candidate that comes closest. */
static double
closeness(const struct workload_result *r, const struct gpu *g)
{
	switch (r->failed) {
	case CON_MEMORY:
		return g->memory_gb * (g->multi_node ? 1000 : 1);
	case CON_BANDWIDTH:
		return r->tokens_per_s_per_seq;
	case CON_COMPUTE:
		return r->images_per_s > 0 ? r->images_per_s : -r->ttft_s;
	case CON_LATENCY:
		return -r->latency_ms;
	case CON_FP64:
		return speed_fp64_cut(g) ? -1 : r->fp64_tflops;
	case CON_DEADLINE:
		return -r->run_hours;
	default:
		return 0;
	}
}

/* The excess of a system constraint (needed / allowed). */
static double
excess(const struct sctx *x, const struct candidate *c)
{
	const struct constraints *k = &x->sc->constraints;

	switch (c->failed) {
	case CON_MAX_GPUS:
		return (double)c->gpus / (k->max_gpus > 0 &&
		    k->max_gpus < x->gpu_cap ? k->max_gpus : x->gpu_cap);
	case CON_POWER:
		return c->max_kw / k->max_power_kw;
	case CON_BUDGET:
		return c->capex / k->budget;
	default:
		return INFINITY;
	}
}

/* Report that nothing fits: one D_NO_FEASIBLE per workload no GPU can
 * serve, else one for the system constraint missed by the least. */
static enum constraint
report_infeasible(struct sctx *x, struct diag_list *dl)
{
	const struct scenario *sc = x->sc;
	char msg[512];
	size_t i, j;
	enum constraint why = CON_NONE;
	const struct candidate *best = NULL;

	for (i = 0; i < x->nw; i++) {
		const struct candidate *close = NULL;
		int fits_somewhere = 0;

		for (j = 0; j < x->n && !fits_somewhere; j++) {
			const struct candidate *c = &x->cand[j];

			if (c->wr[i].fits)
				fits_somewhere = 1;
			else if (close == NULL || progress(&c->wr[i], c->gpu) >
			    progress(&close->wr[i], close->gpu) ||
			    (progress(&c->wr[i], c->gpu) ==
			    progress(&close->wr[i], close->gpu) &&
			    closeness(&c->wr[i], c->gpu) >
			    closeness(&close->wr[i], close->gpu)))
				close = c;
		}
		if (fits_somewhere || close == NULL)
			continue;
		describe_workload(&sc->workloads[i], &close->wr[i], close->gpu,
		    close->wr[i].tensor_parallel > 0 ?
		    close->wr[i].tensor_parallel : 1, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source, sc->source_len,
		    sc->workloads[i].pos.line, sc->workloads[i].pos.col,
		    "no system meets the targets: %s", msg);
		if (why == CON_NONE)
			why = close->wr[i].failed;
	}
	if (why != CON_NONE)
		return why;
	for (j = 0; j < x->n; j++) {
		const struct candidate *c = &x->cand[j];

		if (c->gpus == 0 || c->feasible)
			continue;
		if (best == NULL || excess(x, c) < excess(x, best))
			best = c;
	}
	if (best != NULL && best->gpus > 0 && isfinite(excess(x, best))) {
		const struct workload *w = &sc->workloads[largest_workload(
		    best->wr, x->nw)];

		struct srcpos at = w->pos;

		/* point at the limit that was missed, where it is written */
		if (best->failed == CON_MAX_GPUS &&
		    sc->constraints.max_gpus_pos.line)
			at = sc->constraints.max_gpus_pos;
		else if (best->failed == CON_POWER &&
		    sc->constraints.max_power_pos.line)
			at = sc->constraints.max_power_pos;
		else if (best->failed == CON_BUDGET &&
		    sc->constraints.budget_pos.line)
			at = sc->constraints.budget_pos;
		describe_system(x, best, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source,
		    sc->source_len, at.line, at.col, "no system meets the "
		    "constraints: %s", msg);
		return best->failed;
	}
	if (best != NULL && best->failed == CON_PRICE) {
		describe_system(x, best, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source, sc->source_len,
		    sc->workloads[0].pos.line, sc->workloads[0].pos.col,
		    "no system can be priced: %s", msg);
		return CON_PRICE;
	}
	/* every workload fits some GPU, but no GPU serves them all */
	for (j = 0; j < x->n; j++) {
		const struct candidate *c = &x->cand[j];

		for (i = 0; i < x->nw; i++)
			if (!c->wr[i].fits) {
				describe_workload(&sc->workloads[i], &c->wr[i],
				    c->gpu, c->wr[i].tensor_parallel > 0 ?
				    c->wr[i].tensor_parallel : 1, msg,
				    sizeof(msg));
				diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source, sc->source_len,
				    sc->workloads[i].pos.line,
				    sc->workloads[i].pos.col, "no single GPU type "
				    "serves every workload; e.g. %s", msg);
				return c->wr[i].failed;
			}
	}
	diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source, sc->source_len, 0, 0, "no GPU in the "
	    "catalog is allowed by constraints.vendors and constraints.gpus");
	return CON_NONE;
}

/* ---- ranking ---- */

/* qsort order of candidates: rank cost, then fewer GPUs, catalog order,
 * fewer nodes, smaller node shape. */
static int
cmp_rank(const void *pa, const void *pb)
{
	const struct candidate *a = *(const struct candidate *const *)pa;
	const struct candidate *b = *(const struct candidate *const *)pb;

	if (a->rank_cost != b->rank_cost)
		return a->rank_cost < b->rank_cost ? -1 : 1;
	if (a->gpus != b->gpus)
		return a->gpus < b->gpus ? -1 : 1;
	if (a->gpu_index != b->gpu_index)
		return a->gpu_index < b->gpu_index ? -1 : 1;
	if (a->nodes != b->nodes)
		return a->nodes < b->nodes ? -1 : 1;
	return a->gpus_per_node - b->gpus_per_node;
}

/* Copy src into dst with its own workload results (the result owns). */
static void
keep(struct candidate *dst, const struct candidate *src, size_t nw)
{
	*dst = *src;
	dst->wr = xcalloc(nw ? nw : 1, sizeof(*dst->wr));
	if (src->wr != NULL && nw > 0)
		memcpy(dst->wr, src->wr, nw * sizeof(*dst->wr));
}

/* Append one advice to r->advice (room for max), copying s if not
 * NULL. */
static void
add_advice(struct result *r, size_t max, enum advice_kind k, double a,
    double b, const char *s)
{
	struct advice *v;

	if (r->n_advice >= max)
		return;
	v = &r->advice[r->n_advice++];
	memset(v, 0, sizeof(*v));
	v->kind = k;
	v->a = a;
	v->b = b;
	if (s != NULL)
		snprintf(v->s, sizeof(v->s), "%.*s", (int)sizeof(v->s) - 1, s);
}

/* The advice of the recommendation (and W_SIZING for real problems). */
static void
advise(struct sctx *x, struct result *r, double io_need, double io_have,
    struct diag_list *dl)
{
	const struct scenario *sc = x->sc;
	const struct candidate *c = &r->rec;
	size_t i, max = ADV__MAX + 2 * x->nw;
	double head = INFINITY, hours;

	r->advice = xcalloc(max, sizeof(*r->advice));
	for (i = 0; i < x->nw; i++) {
		const struct workload_result *w = &c->wr[i];

		if (w->gpus_needed > 0 || !w->fits) {
			double h = 1 - w->mem.per_gpu / (c->gpu->memory_gb * 1e9);

			if (w->mem.per_gpu > 0 && h < head)
				head = h;
		}
		if (w->offload_needed)
			add_advice(r, max, ADV_OFFLOAD_NEEDED, 0, 0,
			    sc->workloads[i].name);
	}
	if (head < SIZING_HEADROOM_MIN)
		add_advice(r, max, ADV_VRAM_HEADROOM, head, 0, NULL);
	if (io_need > io_have) {
		const struct workload *w = NULL;

		for (i = 0; i < x->nw && w == NULL; i++)
			if (sc->workloads[i].type == WL_LLM_FINETUNE ||
			    sc->workloads[i].type == WL_LLM_PRETRAIN)
				w = &sc->workloads[i];
		add_advice(r, max, ADV_IO_SLOW, io_need, io_have, NULL);
		diag_add(dl, W_SIZING, sc->path, sc->source, sc->source_len, w ? w->pos.line : 0,
		    w ? w->pos.col : 0, "writing a checkpoint in %g s needs "
		    "%.1f GB/s per node; %d local NVMe drives give %.1f GB/s: "
		    "plan a parallel file system or longer checkpoint "
		    "intervals", HOST_CKPT_WRITE_S, io_need,
		    HOST_NVME_MAX_DRIVES, io_have);
	}
	if (sc->constraints.max_power_kw > 0 &&
	    c->max_kw > sc->constraints.max_power_kw)
		add_advice(r, max, ADV_RACK_POWER, c->max_kw,
		    sc->constraints.max_power_kw, NULL);
	if (c->host.liquid_cooling)
		add_advice(r, max, ADV_LIQUID_COOLING, 0, 0, NULL);
	hours = c->gpus * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	if (hours < SIZING_RENT_HOURS)
		add_advice(r, max, ADV_RENT_BELOW_100H, hours, 0, NULL);
	add_advice(r, max, ADV_SPARES, 0, 0, NULL);
}

/* Validate the pinned hardware: r->rec, W_DOES_NOT_FIT per miss. */
static void
run_pinned(struct sctx *x, struct result *r, struct diag_list *dl,
    double *io_need, double *io_have)
{
	const struct scenario *sc = x->sc;
	const struct constraints *k = &sc->constraints;
	int gi = catalog_gpu_index(x->cat, sc->hw_gpu), n = sc->hw_gpus, s;
	const struct gpu *g;
	struct candidate *c = &x->cand[0];
	struct sys_need sn;
	char msg[512], a[32], b[32];
	size_t i;

	g = &x->cat->gpus[gi];
	s = shape_for(g, n);
	eval_candidate(x, gi, s, n, c, x->wr, &sn, io_need, io_have);
	x->n = 1;
	if (g->form_factor != FF_PCIE && n % s != 0) {
		const char *pcie = NULL;

		for (i = 0; i < x->cat->n_gpus && pcie == NULL; i++)
			if (x->cat->gpus[i].form_factor == FF_PCIE &&
			    x->cat->gpus[i].vendor == g->vendor &&
			    x->cat->gpus[i].memory_gb == g->memory_gb)
				pcie = x->cat->gpus[i].id;
		diag_add(dl, W_SIZING, sc->path, sc->source, sc->source_len,
		    sc->hw_pos.line, sc->hw_pos.col, "%s comes on baseboards of "
		    "%d GPUs: %d %s leave%s %d slot%s of a %s node empty%s%s%s",
		    g->id, s, n, n == 1 ? "GPU" : "GPUs", n == 1 ? "s" : "",
		    s - n % s, s - n % s == 1 ? "" : "s",
		    host_class_names[c->host.host_class], pcie ? "; " : "",
		    pcie ? pcie : "", pcie ? " is the PCIe card for smaller "
		    "hosts" : "");
	}
	for (i = 0; i < x->nw; i++) {
		if (x->wr[i].fits)
			continue;
		describe_workload(&sc->workloads[i], &x->wr[i], g, n, msg,
		    sizeof(msg));
		diag_add(dl, W_DOES_NOT_FIT, sc->path, sc->source, sc->source_len, sc->hw_pos.line,
		    sc->hw_pos.col, "hardware %d x %s: %s", n, g->id, msg);
		add_advice(r, ADV__MAX + 2 * x->nw, ADV_PINNED_DOES_NOT_FIT, 0,
		    0, msg);
	}
	msg[0] = '\0';
	if (k->max_gpus > 0 && n > k->max_gpus)
		snprintf(msg, sizeof(msg), "%d GPUs exceed max_gpus %d", n,
		    k->max_gpus);
	else if (k->max_power_kw > 0 && c->max_kw > k->max_power_kw)
		snprintf(msg, sizeof(msg), "the system draws %.1f kW; "
		    "max_power_kw is %g kW", c->max_kw, k->max_power_kw);
	else if (k->budget > 0 && c->capex > k->budget)
		snprintf(msg, sizeof(msg), "capex %s exceeds the budget %s %s",
		    fmt_num(a, sizeof(a), c->capex, 0),
		    fmt_num(b, sizeof(b), k->budget, 0),
		    currency_names[sc->currency]);
	if (msg[0] != '\0') {
		diag_add(dl, W_DOES_NOT_FIT, sc->path, sc->source, sc->source_len, sc->hw_pos.line,
		    sc->hw_pos.col, "hardware %d x %s: %s", n, g->id, msg);
		add_advice(r, ADV__MAX + 2 * x->nw, ADV_PINNED_DOES_NOT_FIT, 0,
		    0, msg);
	}
	r->n_considered = 1;
	r->n_feasible = c->feasible;
	keep(&r->rec, c, x->nw);
}

/* The next smaller count of rec's GPU (0 if none): one node less, a
 * smaller node shape, or one PCIe card less. */
static int
smaller_count(const struct candidate *rec)
{
	const struct gpu *g = rec->gpu;
	size_t i;
	int best = 0;

	if (g->form_factor == FF_PCIE)
		return rec->gpus - 1;
	if (rec->nodes > 1)
		return (rec->nodes - 1) * rec->gpus_per_node;
	for (i = 0; i < g->n_node_gpus; i++)
		if (g->node_gpus[i] < rec->gpus_per_node)
			best = g->node_gpus[i];
	return best;
}

/* Choose the alternatives among the ranked feasible candidates fe[0..nf)
 * (fe[0] is the recommendation) and the whole pool. */
static void
choose_alternatives(struct sctx *x, struct result *r,
    struct candidate **fe, size_t nf)
{
	const struct candidate *rec = fe[0], *pick;
	size_t i;

	/* runner-up: the best of another GPU, else another configuration */
	for (pick = NULL, i = 1; i < nf && pick == NULL; i++)
		if (fe[i]->gpu_index != rec->gpu_index)
			pick = fe[i];
	for (i = 1; i < nf && pick == NULL; i++)
		pick = fe[i];
	if (pick)
		keep(&r->alt[ALT_RUNNER_UP], pick, x->nw);
	/* other vendor: the best feasible, else the closest considered */
	for (pick = NULL, i = 1; i < nf && pick == NULL; i++)
		if (fe[i]->gpu->vendor != rec->gpu->vendor)
			pick = fe[i];
	for (i = 0; i < x->n && pick == NULL; i++)
		if (x->cand[i].gpu->vendor != rec->gpu->vendor)
			pick = &x->cand[i];
	for (i = 0; i < x->n; i++) {
		const struct candidate *c = &x->cand[i];

		if (pick != NULL && !pick->feasible && !c->feasible &&
		    c->gpu->vendor == pick->gpu->vendor &&
		    c->rank_cost < pick->rank_cost)
			pick = c;
	}
	if (pick)
		keep(&r->alt[ALT_OTHER_VENDOR], pick, x->nw);
	/* smaller: the best feasible with fewer GPUs, else rec's GPU one
	 * step down (which shows what it misses) */
	for (pick = NULL, i = 1; i < nf && pick == NULL; i++)
		if (fe[i]->gpus < rec->gpus)
			pick = fe[i];
	if (pick)
		keep(&r->alt[ALT_SMALLER], pick, x->nw);
	else if (smaller_count(rec) > 0 && x->n < x->cap) {
		struct candidate *c = &x->cand[x->n];
		struct sys_need sn;
		double in, ih;
		int n = smaller_count(rec);

		eval_candidate(x, rec->gpu_index, shape_for(rec->gpu, n), n, c,
		    x->wr + x->n * x->nw, &sn, &in, &ih);
		keep(&r->alt[ALT_SMALLER], c, x->nw);
	}
	/* larger: the best feasible with more GPUs */
	for (pick = NULL, i = 1; i < nf && pick == NULL; i++)
		if (fe[i]->gpus > rec->gpus)
			pick = fe[i];
	if (pick)
		keep(&r->alt[ALT_LARGER], pick, x->nw);
}

/* Search every allowed GPU x node shape; fills the pool. */
static void
search(struct sctx *x)
{
	size_t gi, si, j;

	for (gi = 0; gi < x->cat->n_gpus; gi++) {
		const struct gpu *g = &x->cat->gpus[gi];

		if (!gpu_allowed(x->sc, g))
			continue;
		for (si = 0; si < g->n_node_gpus; si++) {
			struct candidate *c = &x->cand[x->n], *c2;
			struct workload_result *wr = x->wr + x->n * x->nw;
			struct sys_need sn;
			int s = g->node_gpus[si], dup = 0;

			if (x->n + 2 > x->cap)
				return;
			eval_candidate(x, (int)gi, s, 0, c, wr, &sn,
			    &x->io_need[x->n], &x->io_have[x->n]);
			/* the same GPUs in as many nodes with a smaller shape
			 * is the same system in a bigger chassis */
			for (j = 0; j < x->n && c->gpus > 0; j++)
				if (x->cand[j].gpu_index == (int)gi &&
				    x->cand[j].gpus == c->gpus &&
				    x->cand[j].nodes == c->nodes)
					dup = 1;
			if (dup)
				continue;
			x->n++;
			if (c->gpus == 0 || c->failed != CON_NONE)
				continue;
			/* one step larger: a node more, or a card more */
			c2 = &x->cand[x->n];
			*c2 = *c;
			c2->failed = CON_NONE;
			if (g->form_factor == FF_PCIE) {
				c2->gpus = c->gpus + 1;
				if (c->nodes == 1 && shape_for(g, c2->gpus) >=
				    c2->gpus)
					c2->gpus_per_node = shape_for(g, c2->gpus);
				c2->nodes = (c2->gpus + c2->gpus_per_node - 1) /
				    c2->gpus_per_node;
			} else {
				c2->nodes = c->nodes + 1;
				c2->gpus = c2->nodes * s;
			}
			size_system(x, c2, &sn, 1, &x->io_need[x->n],
			    &x->io_have[x->n]);
			x->n++;
		}
	}
}

int
sizing_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, const struct econ_resolved *econ,
    struct result *r, struct diag_list *dl)
{
	struct sctx x;
	struct candidate **fe = NULL;
	size_t i, nf = 0;
	double io_need = 0, io_have = 0;

	memset(&x, 0, sizeof(x));
	x.sc = sc;
	x.cat = cat;
	x.p = p;
	x.econ = econ;
	x.nw = sc->n_workloads;
	x.gpu_cap = sc->constraints.max_gpus > SIZING_MAX_GPUS ?
	    sc->constraints.max_gpus : SIZING_MAX_GPUS;
	if (x.gpu_cap > SIZING_MAX_GPUS_HARD)
		x.gpu_cap = SIZING_MAX_GPUS_HARD;
	x.cap = cat->n_gpus * NODE_SHAPES_MAX * 2 + 2;
	x.plans = xcalloc(x.nw ? x.nw : 1, sizeof(*x.plans));
	x.cand = xcalloc(x.cap, sizeof(*x.cand));
	x.io_need = xcalloc(x.cap, sizeof(*x.io_need));
	x.io_have = xcalloc(x.cap, sizeof(*x.io_have));
	/* not zeroed: ~140 KB a scenario, of which eval_candidate() fills
	 * (and anything reads) only the slices of the candidates made */
	x.wr = xreallocarray(NULL, x.cap * (x.nw ? x.nw : 1), sizeof(*x.wr));
	r->ok = 0;
	r->infeasible_because = CON_NONE;
	r->n_advice = 0;

	if (sc->hw_gpu[0] != '\0' && catalog_gpu_index(cat, sc->hw_gpu) >= 0 &&
	    sc->hw_gpus > 0) {
		r->advice = xcalloc(ADV__MAX + 2 * x.nw, sizeof(*r->advice));
		run_pinned(&x, r, dl, &io_need, &io_have);
		r->ok = r->rec.feasible;
		r->infeasible_because = r->rec.failed;
		{
			/* advise() allocates afresh: keep the pinned notes */
			struct advice *pin = r->advice;
			size_t npin = r->n_advice, k;

			r->advice = NULL;
			r->n_advice = 0;
			advise(&x, r, io_need, io_have, dl);
			for (k = 0; k < npin; k++)
				add_advice(r, ADV__MAX + 2 * x.nw, pin[k].kind,
				    pin[k].a, pin[k].b, pin[k].s);
			free(pin);
		}
		goto out;
	}
	search(&x);
	r->n_considered = x.n;
	fe = xcalloc(x.n ? x.n : 1, sizeof(*fe));
	for (i = 0; i < x.n; i++)
		if (x.cand[i].feasible)
			fe[nf++] = &x.cand[i];
	r->n_feasible = nf;
	if (nf == 0) {
		r->infeasible_because = report_infeasible(&x, dl);
		goto out;
	}
	qsort(fe, nf, sizeof(*fe), cmp_rank);
	keep(&r->rec, fe[0], x.nw);
	io_need = x.io_need[fe[0] - x.cand];
	io_have = x.io_have[fe[0] - x.cand];
	choose_alternatives(&x, r, fe, nf);
	advise(&x, r, io_need, io_have, dl);
	r->ok = 1;
out:
	free(fe);
	free(x.plans);
	free(x.cand);
	free(x.io_need);
	free(x.io_have);
	free(x.wr);
	return r->ok;
}
