/*
 * sizing_parts.h: what the files of the sizing engine share (private to
 * src/engine/sizing_*.c; everything else uses sizing.h).
 */
#ifndef GPUPLAN_SIZING_PARTS_H
#define GPUPLAN_SIZING_PARTS_H

#include "engine/sizing.h"

/* What a system's workloads ask of every node, independent of its size. */
struct sys_need {
	double	rag_ram_b;		/* B */
	int	rag_cores;		/* cores */
	double	data_b;			/* B on the data volume */
	double	ckpt_node_b;		/* B, one checkpoint, a node's share */
	double	offload_node_b;		/* B of host RAM for offloaded training states, a node's share */
	int	training;
	int	rdma;
};

/* The state of one sizing run (sizing_run): the scenario, catalogs and
 * the candidate pool with its scratch, allocated once per run. */
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

/* sizing_infeasible.c */

/* v with thousands separators and dec decimals, into buf. */
const char *sizing_fmt_num(char *buf, size_t n, double v, int dec);

/* Why workload result r of w does not fit on `avail` GPUs of g, into
 * buf; headroom_pct the scenario's constraints.throughput_headroom_pct
 * (%), which the speed a sequence needs includes. */
void sizing_describe_workload(const struct workload *w,
    const struct workload_result *r, const struct gpu *g, int avail,
    double headroom_pct, char *buf, size_t n);

/* Report that nothing fits: one D_NO_FEASIBLE per workload no GPU can
 * serve, else one for the system constraint missed by the least. */
enum constraint sizing_report_infeasible(struct sctx *x,
    struct diag_list *dl);

/* sizing_system.c */

/* The workload with the most GPUs in wr[0..nw), or 0. */
size_t sizing_largest_workload(const struct workload_result *wr, size_t nw);

/*
 * Size the hosts, power, prices, capex and rank cost of candidate c whose
 * gpu, gpus, nodes and gpus_per_node are set, and check the scenario's
 * system constraints (only if c->failed is still CON_NONE).
 */
void sizing_size_system(struct sctx *x, struct candidate *c,
    const struct sys_need *sn, int search, double *io_need, double *io_have);

/*
 * Plan every workload on GPU gi in nodes of s GPUs into wr[] and place
 * them: fixed_n == 0 searches the fewest GPUs (c->gpus stays 0 if a
 * workload cannot be served), fixed_n > 0 validates exactly fixed_n GPUs.
 * Then sizes the system.  *sn receives the hosts' needs.
 */
void sizing_eval_candidate(struct sctx *x, int gi, int s, int fixed_n,
    struct candidate *c, struct workload_result *wr, struct sys_need *sn,
    double *io_need, double *io_have);

/* The node shape for a fixed count n of g: the smallest that holds n,
 * else the largest (several nodes). */
int sizing_shape_for(const struct gpu *g, int n);

/* 1 if constraints.vendors and constraints.gpus allow g. */
int sizing_gpu_allowed(const struct scenario *sc, const struct gpu *g);

#endif
