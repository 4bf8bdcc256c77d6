/*
 * host.c: host sizing per node (see host.h and docs/sizing.md).
 */
#include "engine/host.h"

#include <math.h>
#include <string.h>

#include "engine/pricing.h"

/* Non-GPU power per node, kW, by host class.  hgx-8: DGX H100/H200 max
 * 10.2 kW - 8 x 700 W = 4.6 kW; for 1,000 W-class GPUs DGX B200 14.3 kW -
 * 8 x 1,000 W = 6.3 kW (hardware.md §2a).  pcie-4: the worked colocation
 * case of sizing-and-tco.md §5, 2.1 kW - 4 x 350 W H100 PCIe = 0.7 kW.
 * pcie-1 0.4 (one socket), pcie-8 1.4 (PCIe switches, more fans), hgx-4
 * 2.3 (half of hgx-8): assumptions.  nvl72: 18 compute trays x (1 kW CPUs
 * + 0.9 kW static) = 34.2 kW (NVIDIA's GB300 NVL72 tray budget, NV-MC via
 * hardware.md §1). */
static const double host_kw[HOST__MAX] = {
	[HOST_PCIE_1] = 0.4,
	[HOST_PCIE_4] = 0.7,
	[HOST_PCIE_8] = 1.4,
	[HOST_HGX_4] = 2.3,
	[HOST_HGX_8] = 4.6,
	[HOST_NVL72] = 34.2,
};
#define HOST_HGX8_KW_1000W	6.3

/* Rack units: DGX H100 8U, DGX B200 10U (hardware.md §2a); PCIe and
 * 4-GPU hosts 2-4U (typical chassis); an NVL72 is a whole 48U rack. */
static const int host_ru[HOST__MAX] = {
	[HOST_PCIE_1] = 2,
	[HOST_PCIE_4] = 4,
	[HOST_PCIE_8] = 4,
	[HOST_HGX_4] = 4,
	[HOST_HGX_8] = 8,
	[HOST_NVL72] = 48,
};

/* DIMM-friendly sizes, GB: 8 or 12 channels (per socket) of 8-256 GB. */
static const double ram_sizes_gb[] = { 64, 128, 192, 256, 384, 512, 768,
    1024, 1536, 2048, 3072, 4096 };

/* Cores per socket of current server CPUs (EPYC 9004/9005, Xeon 6). */
static const int socket_cores[] = { 16, 24, 32, 48, 64, 96, 128, 192 };

double
host_power_kw(enum host_class hc, const struct gpu *g)
{
	if (hc == HOST_HGX_8 && g->power_w >= 1000)
		return HOST_HGX8_KW_1000W;
	return host_kw[hc];
}

int
host_rack_units(enum host_class hc, const struct gpu *g)
{
	if (hc == HOST_HGX_8 && g->power_w >= 1000)
		return 10;
	return host_ru[hc];
}

double
host_round_ram_gb(double gb)
{
	size_t i;

	for (i = 0; i < sizeof(ram_sizes_gb) / sizeof(ram_sizes_gb[0]); i++)
		if (gb <= ram_sizes_gb[i])
			return ram_sizes_gb[i];
	return ceil(gb / 1024.0) * 1024.0;
}

int
host_cpu_sockets(enum host_class hc)
{
	return hc == HOST_PCIE_1 ? 1 : hc == HOST_NVL72 ? 36 : 2;
}

int
host_gpus_per_socket(const struct gpu *g, int gpus_per_node)
{
	int sockets;

	if (gpus_per_node < 1)
		gpus_per_node = 1;
	sockets = host_cpu_sockets(host_class_for(g, gpus_per_node));
	return (gpus_per_node + sockets - 1) / sockets;
}

/* Round bytes up to whole drives of drive_tb, at least one drive. */
static double
drives_tb(double bytes, double drive_tb)
{
	double n = ceil(bytes / (drive_tb * 1e12));

	return (n < 1 ? 1 : n) * drive_tb;
}

void
host_size(const struct gpu *g, int gpus_per_node,
    const struct host_need *need, struct host_spec *out,
    double *io_need_gbs, double *io_have_gbs)
{
	int cores, per_socket = 0;
	size_t i;
	double ckpt_drives, rate_drives;

	memset(out, 0, sizeof(*out));
	*io_need_gbs = *io_have_gbs = 0;
	out->host_class = host_class_for(g, gpus_per_node);
	out->cpu_sockets = host_cpu_sockets(out->host_class);
	cores = HOST_CORES_PER_GPU * need->gpus + need->rag_cores;
	if (cores < HOST_MIN_CORES)
		cores = HOST_MIN_CORES;
	if (out->host_class == HOST_NVL72)
		out->cpu_cores = 36 * 72;	/* 36 Grace CPUs of 72 cores */
	else {
		int want = (cores + out->cpu_sockets - 1) / out->cpu_sockets;

		for (i = 0; i < sizeof(socket_cores) / sizeof(socket_cores[0]);
		    i++) {
			per_socket = socket_cores[i];
			if (per_socket >= want)
				break;
		}
		out->cpu_cores = per_socket * out->cpu_sockets;
	}
	out->ram_gb = host_round_ram_gb(HOST_RAM_PER_VRAM * need->vram_gb +
	    (need->rag_ram_b + need->offload_b) / 1e9);
	out->nvme_data_tb = drives_tb(need->data_b, HOST_NVME_DRIVE_TB);
	out->nvme_log_tb = HOST_NVME_LOG_TB;
	if (need->training && need->ckpt_b > 0) {
		ckpt_drives = ceil(HOST_CHECKPOINTS * need->ckpt_b /
		    (HOST_NVME_DRIVE_TB * 1e12));
		*io_need_gbs = need->ckpt_b / HOST_CKPT_WRITE_S / 1e9;
		rate_drives = ceil(*io_need_gbs / HOST_NVME_DRIVE_GBS);
		if (rate_drives > HOST_NVME_MAX_DRIVES)
			rate_drives = HOST_NVME_MAX_DRIVES;
		if (rate_drives > ckpt_drives)
			ckpt_drives = rate_drives;
		if (ckpt_drives < 1)
			ckpt_drives = 1;
		out->nvme_checkpoint_tb = ckpt_drives * HOST_NVME_DRIVE_TB;
		*io_have_gbs = ckpt_drives * HOST_NVME_DRIVE_GBS;
	}
	out->nic_gbps = need->training ? HOST_NIC_TRAIN_GBPS :
	    HOST_NIC_INFER_GBPS;
	out->rdma = need->rdma;
	out->rdma_gbps = need->rdma ? HOST_RDMA_GBPS_PER_GPU : 0;
	out->host_power_kw = host_power_kw(out->host_class, g);
	out->node_power_kw = out->host_power_kw +
	    need->gpus * g->power_w / 1000.0;
	out->rack_units = host_rack_units(out->host_class, g);
	out->liquid_cooling = g->power_w > HOST_LIQUID_ABOVE_W ||
	    g->form_factor == FF_SUPERCHIP;
}
