/*
 * host.h: the server around the GPUs, per node: CPU cores, system RAM,
 * NVMe volumes, network, power and cooling.  Rules from the seeds
 * (../shared/seeds/ai-server-guide.de.txt "Die KI-Server-Hardware im
 * Detail") and the reference systems of ../shared/reference/hardware.md
 * §2; every constant with its source in docs/sizing.md.
 */
#ifndef GPUPLAN_HOST_H
#define GPUPLAN_HOST_H

#include "model/catalog.h"
#include "model/result.h"

/* CPU cores per GPU for data loading, tokenisation and the serving
 * front-end (assumption within the seeds' "enough cores"; DGX H100/B200
 * have 112 cores for 8 GPUs = 14, hardware.md §2a), and the least per
 * node. */
#define HOST_CORES_PER_GPU	8
#define HOST_MIN_CORES		16
/* System RAM = this x the node's GPU memory (seeds: 2-4x; the lower end,
 * as the 2 TB of DGX-class 8 x 80-141 GB nodes in hardware.md §2a). */
#define HOST_RAM_PER_VRAM	2.0
/* NVMe drive sizes: data/checkpoint volumes in U.2 drives of 3.84 TB, the
 * OS/log volume 1.92 TB (DGX B200: 8 x 3.84 TB U.2 data, 2 x 1.92 TB M.2
 * OS; hardware.md §2a). */
#define HOST_NVME_DRIVE_TB	3.84
#define HOST_NVME_LOG_TB	1.92
/* Sustained sequential write of one data-centre NVMe drive, GB/s
 * (assumption: PCIe Gen4 U.2 TLC drives write 2-4 GB/s), and the most
 * drives one node's volume stripes over (DGX B200 has 8 data drives). */
#define HOST_NVME_DRIVE_GBS	2.0
#define HOST_NVME_MAX_DRIVES	8
/* Checkpoints kept (issue 3: at least three of weights + optimizer) and
 * the time one may take to write (assumption: 5 % of a 30-minute
 * checkpoint interval = 90 s). */
#define HOST_CHECKPOINTS	3
#define HOST_CKPT_WRITE_S	90.0
/* Dataset bytes on NVMe per training token: ~4 B of raw text plus 4 B of
 * token ids (assumption). */
#define HOST_DATASET_B_PER_TOKEN 8.0
/* Front-end Ethernet: 25 GbE for inference nodes, 100 GbE where training
 * runs (seeds: 25/100 GbE); scale-out RDMA 400 Gb/s per GPU for jobs that
 * span nodes (DGX B200: 8 x ConnectX-7 400G, hardware.md §2a). */
#define HOST_NIC_INFER_GBPS	25
#define HOST_NIC_TRAIN_GBPS	100
#define HOST_RDMA_GBPS_PER_GPU	400
/* GPUs above this board power need liquid cooling (GB200 1,200 W,
 * MI355X 1,400 W; B200 at 1,000 W ships air-cooled in the DGX B200). */
#define HOST_LIQUID_ABOVE_W	1000.0

/* What the workloads ask of one node. */
struct host_need {
	int	gpus;			/* GPUs in the node (count) */
	double	vram_gb;		/* GB of GPU memory in the node */
	double	rag_ram_b;		/* B of host RAM for vector indexes */
	double	offload_b;		/* B of host RAM for the training states offloaded to it (offload:) */
	int	rag_cores;		/* cores for vector search */
	double	data_b;			/* B on the data volume */
	double	ckpt_b;			/* B of one checkpoint, this node's share */
	int	training;		/* 1: a training workload runs here */
	int	rdma;			/* 1: a job spans nodes */
};

/* Non-GPU power of one node of class hc carrying GPUs of g, kW (CPUs,
 * RAM, fans, NICs, switches, drives; see docs/sizing.md). */
double host_power_kw(enum host_class hc, const struct gpu *g);

/* Rack units of one node of class hc carrying GPUs of g. */
int host_rack_units(enum host_class hc, const struct gpu *g);

/* The smallest DIMM-friendly system RAM size >= gb, GB (64 ... 4096, then
 * multiples of 1024). */
double host_round_ram_gb(double gb);

/* CPU sockets of a node of class hc: 1 in a pcie-1 host (1-2 GPUs), 36
 * Grace CPUs in an NVL72 rack, else 2. */
int host_cpu_sockets(enum host_class hc);

/* GPUs of a gpus_per_node node of g on one CPU socket (or, in a pcie-8
 * host, behind one socket's PCIe switches): the node's GPUs split evenly
 * over its sockets, at least 1. */
int host_gpus_per_socket(const struct gpu *g, int gpus_per_node);

/*
 * Size one node of class host_class_for(g, gpus_per_node) for *need into
 * *out.  *io_need_gbs receives the checkpoint write rate the node needs
 * and *io_have_gbs what its checkpoint volume delivers, GB/s (0 and 0
 * without training); need > have means the local NVMe cannot keep up.
 */
void host_size(const struct gpu *g, int gpus_per_node,
    const struct host_need *need, struct host_spec *out,
    double *io_need_gbs, double *io_have_gbs);

#endif
