/*
 * view_fmt.c: the view's helpers: one value formatted (render/format.h)
 * and set (see view_parts.h).
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

/* Keys are this file's string literals: vt_set keeps the pointer. */
void
vb_set(struct vt *o, const char *k, struct vt *v)
{
	vt_set(o, k, v);
}

void
vb_set_s(struct vt *o, const char *k, const char *s)
{
	vt_set(o, k, vt_string(o->mem, s));
}

void
vb_set_b(struct vt *o, const char *k, int yes)
{
	vt_set(o, k, vt_bool(o->mem, yes));
}

/* Set k to the scratch buffer's contents and empty it. */
void
vb_set_sb(struct vb *vb, struct vt *o, const char *k)
{
	vb_set_s(o, k, vb->b.s ? vb->b.s : "");
	sb_reset(&vb->b);
}

void
vb_set_money(struct vb *vb, struct vt *o, const char *k, double v, int dec)
{
	fmt_money(&vb->b, v, dec, vb->cur, vb->l);
	vb_set_sb(vb, o, k);
}

void
vb_set_num(struct vb *vb, struct vt *o, const char *k, double v, int dec)
{
	fmt_number(&vb->b, v, dec, vb->l);
	vb_set_sb(vb, o, k);
}

void
vb_set_pct(struct vb *vb, struct vt *o, const char *k, double share, int dec)
{
	fmt_percent(&vb->b, share, dec, vb->l);
	vb_set_sb(vb, o, k);
}

/* Bytes as GB (1e9 B) with one decimal. */
void
vb_set_gb(struct vb *vb, struct vt *o, const char *k, double bytes)
{
	vb_set_num(vb, o, k, bytes / 1e9, 1);
}

/* Append a count in words: "70,6 Mrd." / "70.6 B", "200 Mio." / "200 M". */
void
vb_fmt_count(struct vb *vb, double v)
{
	static const struct {
		double		 unit;
		enum word_phrase name;
	} u[] = {
		{ 1e12, W_COUNT_TRILLION },
		{ 1e9, W_COUNT_BILLION },
		{ 1e6, W_COUNT_MILLION },
	};
	size_t i;

	for (i = 0; i < sizeof(u) / sizeof(u[0]); i++)
		if (isfinite(v) && fabs(v) >= u[i].unit) {
			fmt_number(&vb->b, v / u[i].unit,
			    fmt_fewest_decimals(v / u[i].unit, 0, 1), vb->l);
			sb_printf(&vb->b, " %s", W(vb, u[i].name));
			return;
		}
	fmt_number(&vb->b, v, fmt_fewest_decimals(v, 0, 2), vb->l);
}

/* Append money per unit with 2-4 decimals: "0,1933 €". */
void
vb_fmt_unit_money(struct vb *vb, double v)
{
	fmt_money(&vb->b, v, fmt_fewest_decimals(v, 2, 4), vb->cur, vb->l);
}

/* Append a precision in capitals to b: "FP8". */
void
fmt_precision_caps(struct strbuf *b, enum precision p)
{
	const char *s = (int)p >= 0 && p < PREC__MAX ? precision_names[p] : "?";

	for (; *s; s++)
		sb_putc(b, *s >= 'a' && *s <= 'z' ? *s - 'a' + 'A' : *s);
}

/* Append a precision in capitals: "FP8". */
void
vb_fmt_precision(struct vb *vb, enum precision p)
{
	fmt_precision_caps(&vb->b, p);
}

void
vb_set_break_even(struct vb *vb, struct vt *o, const char *k, double months)
{
	/* every break-even is against renting: none without a rent price */
	if (!vb->r->offer.rent_priced)
		sb_puts(&vb->b, W(vb, W_NO_RENT_PRICE));
	else
		words_break_even(&vb->b, months, vb->horizon, vb->l);
	vb_set_sb(vb, o, k);
}

/* A long date from an ISO one. */
void
vb_set_date(struct vb *vb, struct vt *o, const char *k, const char *iso)
{
	fmt_date(&vb->b, iso, vb->l);
	vb_set_sb(vb, o, k);
}

/* 1 if the source string says the scenario set the value. */
int
vb_from_scenario(const char *src)
{
	return src != NULL && strncmp(src, "scenario", 8) == 0;
}

/* The GPU name of a candidate, or "–". */
const char *
vb_gpu_name(const struct candidate *c)
{
	return c->gpu && c->gpu->name ? c->gpu->name : c->gpu ? c->gpu->id :
	    "–";
}

/* "ein Knoten mit 8 GPUs" / "2 Knoten mit je 8 GPUs". */
void
vb_fmt_layout(struct vb *vb, const struct candidate *c)
{
	if (c->gpu == NULL) {
		sb_puts(&vb->b, "–");
		return;
	}
	if (c->nodes <= 1)
		sb_printf(&vb->b, W(vb, W_LAYOUT_ONE_NODE), c->gpus,
		    c->gpus == 1 ?
		    W(vb, W_GPU_ONE) : W(vb, W_GPU_MANY));
	else
		sb_printf(&vb->b, W(vb, W_LAYOUT_NODES), c->nodes,
		    c->gpus_per_node);
}

/* The base-energy case of a utilisation level. */
const struct tco_case *
vb_base_case(const struct vb *vb, enum util_level l)
{
	return tco_case_at(&vb->r->tco, l, ENERGY_BASE);
}

/* VRAM reserve of the recommendation: 1 - the largest per-GPU need /
 * the memory that workload may fill (gpu_memory_utilization of the card
 * for serving), over the workloads that use GPU memory; NAN if none or
 * if one does not fit (the does-not-fit finding says what is missing). */
double
vb_vram_headroom(const struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	double worst = 0;
	size_t i;

	if (c->gpu == NULL || c->wr == NULL)
		return NAN;
	/* the fullest workload, as a share of what it may fill */
	for (i = 0; i < vb->sc->n_workloads; i++)
		if (c->wr[i].mem_usable_b > 0 && c->wr[i].mem.per_gpu /
		    c->wr[i].mem_usable_b > worst)
			worst = c->wr[i].mem.per_gpu / c->wr[i].mem_usable_b;
	/* none, or over the card: no headroom to state (the does-not-fit
	 * finding says what is missing) */
	if (worst <= 0 || worst > 1)
		return NAN;
	return 1 - worst;
}

/* The network of a host in words. */
void
vb_fmt_network(struct vb *vb, const struct host_spec *h)
{
	sb_printf(&vb->b, W(vb, W_NIC_FRONT_END), h->nic_gbps);
	if (h->rdma)
		sb_printf(&vb->b, W(vb, W_NIC_SCALE_OUT), h->rdma_gbps);
}

/* Append the exchange rate: "1 € = 1,1435 $" / "€1 = $1.1435". */
void
vb_fmt_fx(const struct vb *vb, struct strbuf *b, double usd_per_eur)
{
	struct strbuf n = STRBUF_INIT;

	fmt_number(&n, usd_per_eur, 4, vb->l);
	sb_printf(b, W(vb, W_FX_RATE), n.s ? n.s : "");
	sb_free(&n);
}
