/*
 * view_hardware.c: the bill of materials and the alternatives (see
 * view_parts.h).
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

/*
 * The GPUs a node of c holds, in words, into the scratch buffer: "8 GPUs
 * per node", "1 GPU per node"; where they leave slots of the node shape
 * empty, "3 GPUs per node (room for 4)"; where the nodes differ (13 in
 * 2 nodes of 8), "up to 7 GPUs per node (room for 8)".  12 in 2 nodes
 * are "6 GPUs per node": the GPUs fitted, never the slots.
 */
static void
fmt_gpus_in_node(struct vb *vb, const struct candidate *c)
{
	int nodes = c->nodes > 0 ? c->nodes : 1;
	int per = (c->gpus + nodes - 1) / nodes;	/* the fullest node */

	if (per * nodes != c->gpus)
		sb_printf(&vb->b, W(vb, W_BOM_UP_TO_GPUS_PER_NODE), per);
	else
		sb_printf(&vb->b, W(vb, per == 1 ? W_BOM_ONE_GPU_PER_NODE :
		    W_BOM_GPUS_PER_NODE), per);
	if (per < c->gpus_per_node)
		sb_printf(&vb->b, W(vb, W_BOM_ROOM_FOR), c->gpus_per_node);
}

struct vt *
view_bom(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	const struct host_spec *h = &c->host;
	struct vt *o = vt_object(vb->mem);
	int have = c->gpu != NULL;
	double nodes = have ? c->nodes : NAN;

	vb_set_s(o, "gpu_name", vb_gpu_name(c));
	vb_set_num(vb, o, "gpus", have ? c->gpus : NAN, 0);
	vb_set_num(vb, o, "gpus_per_node", have ? c->gpus_per_node : NAN, 0);
	if (have)
		fmt_gpus_in_node(vb, c);
	else
		sb_puts(&vb->b, "–");
	vb_set_sb(vb, o, "gpus_in_node");
	vb_set_num(vb, o, "nodes", nodes, 0);
	vb_set_s(o, "host", have ? words_host_class(h->host_class, vb->l)
	    : "–");
	vb_set_num(vb, o, "cpu_sockets", have ? h->cpu_sockets : NAN, 0);
	vb_set_num(vb, o, "cpu_cores", have ? h->cpu_cores : NAN, 0);
	vb_set_num(vb, o, "ram_gb", have ? h->ram_gb : NAN, 0);
	vb_set_num(vb, o, "ram_gb_total", have ? h->ram_gb * nodes : NAN, 0);
	vb_set_num(vb, o, "nvme_data_tb", have ? h->nvme_data_tb : NAN, 1);
	vb_set_num(vb, o, "nvme_checkpoint_tb", have ? h->nvme_checkpoint_tb :
	    NAN, 1);
	vb_set_num(vb, o, "nvme_log_tb", have ? h->nvme_log_tb : NAN, 1);
	/* a volume that rounds to 0.0 TB is not part of the system */
	vb_set_b(o, "has_nvme_checkpoint", have && h->nvme_checkpoint_tb >=
	    0.05);
	vb_set_num(vb, o, "nvme_total_tb", have ? h->nvme_data_tb +
	    h->nvme_checkpoint_tb + h->nvme_log_tb : NAN, 1);
	if (have)
		vb_fmt_network(vb, h);
	else
		sb_puts(&vb->b, "–");
	vb_set_sb(vb, o, "network");
	vb_set_num(vb, o, "nic_gbps", have ? h->nic_gbps : NAN, 0);
	vb_set_b(o, "rdma", h->rdma);
	vb_set_num(vb, o, "rdma_gbps", have && h->rdma ? h->rdma_gbps : NAN, 0);
	vb_set_num(vb, o, "power_kw_node", have ? h->node_power_kw : NAN, 1);
	vb_set_num(vb, o, "host_power_kw", have ? h->host_power_kw : NAN, 1);
	vb_set_num(vb, o, "power_kw_total", have ? c->max_kw : NAN, 1);
	vb_set_num(vb, o, "idle_kw_total", have ? c->idle_kw : NAN, 1);
	vb_set_num(vb, o, "rack_units_node", have ? h->rack_units : NAN, 0);
	vb_set_num(vb, o, "rack_units_total", have ? h->rack_units * nodes
	    : NAN,
	    0);
	vb_set_b(o, "liquid_cooling", h->liquid_cooling);
	vb_set_s(o, "cooling", !have ? "–" : h->liquid_cooling ?
	    W(vb, W_LIQUID_COOLING) : W(vb, W_AIR_COOLING));
	vb_set_money(vb, o, "price_gpu", have ? c->price_gpu : NAN, 0);
	vb_set_money(vb, o, "price_gpus_total", have ? c->price_gpu * c->gpus :
	    NAN, 0);
	vb_set_money(vb, o, "price_host", have ? c->price_host : NAN, 0);
	vb_set_money(vb, o, "price_hosts_total", have ? c->price_host * nodes :
	    NAN, 0);
	vb_set_b(o, "has_network", have && c->price_network > 0);
	vb_set_money(vb, o, "price_network", have ? c->price_network : NAN, 0);
	vb_set_money(vb, o, "price_network_total", have ? c->price_network *
	    nodes : NAN, 0);
	vb_set_money(vb, o, "capex_hw", have ? c->capex_hw : NAN, 0);
	vb_set_money(vb, o, "installation", have ? c->capex - c->capex_hw : NAN,
	    0);
	vb_set_pct(vb, o, "install_pct", vb->sc->economics.install_pct / 100,
	    0);
	vb_set_money(vb, o, "capex", have ? c->capex : NAN, 0);
	return o;
}

/* 1 if alternative k is the same system (GPU, count, nodes) as an
 * earlier one or as the recommendation.  The sizing engine never names
 * one system twice (sizing_search.c, choose_alternatives); this keeps a
 * result made elsewhere (tests) from showing one twice. */
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

struct vt *
view_alternatives(struct vb *vb)
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
		vb_set_s(o, "kind", words_alt_kind((enum alt_kind)k, vb->l));
		vb_set_s(o, "gpu_name", vb_gpu_name(c));
		vb_set_num(vb, o, "gpus", c->gpus, 0);
		vb_set_num(vb, o, "nodes", c->nodes, 0);
		vb_fmt_layout(vb, c);
		vb_set_sb(vb, o, "layout");
		vb_set_money(vb, o, "capex", c->capex, 0);
		vb_set_money(vb, o, "tco", c->rank_cost, 0);
		vb_set_b(o, "feasible", c->feasible);
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
		vb_set_sb(vb, o, "reason");
		vt_append(a, o);
	}
	sb_free(&x);
	sb_free(&y);
	sb_free(&d);
	return a;
}
