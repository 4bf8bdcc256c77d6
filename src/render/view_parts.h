/*
 * view_parts.h: what the files of the view share (render/view_*.c;
 * private to them: nothing else includes it).  view.c assembles the
 * view from the parts; view_fmt.c has the helpers that format one
 * value into the scratch buffer and set it; each other file builds one
 * part of the view (docs/templates.md lists its keys).
 */
#ifndef GPUPLAN_VIEW_PARTS_H
#define GPUPLAN_VIEW_PARTS_H

#include "model/result.h"
#include "render/vtree.h"
#include "render/words.h"
#include "util/strbuf.h"

/* Most risks and typical mistakes words.c writes. */
#define VIEW_MAX_ITEMS	16

/* What every builder needs. */
struct vb {
	const struct result	 *r;
	const struct scenario	 *sc;
	const struct econ_resolved *econ;
	enum language		  l;
	enum currency		  cur;
	int			  horizon;	/* months */
	struct strbuf		  b;		/* scratch */
	struct arena		 *mem;		/* the view's: every value */
};

/* The phrase key (words_phrases.h) in the view's language. */
#define W(vb, key)	words_phrase((key), (vb)->l)

/* view_fmt.c */

/*
 * Set key k of object o to v, to a copy of string s, or to a boolean.
 * Keys are the view files' string literals: vt_set keeps the pointer.
 */
void vb_set(struct vt *o, const char *k, struct vt *v);
void vb_set_s(struct vt *o, const char *k, const char *s);
void vb_set_b(struct vt *o, const char *k, int yes);

/* Set k to the scratch buffer's contents and empty it. */
void vb_set_sb(struct vb *vb, struct vt *o, const char *k);

/* Set k to money v (the scenario's currency), a number v, or a share
 * (0..1) as a percentage, with dec decimals, formatted for the view's
 * language (render/format.h). */
void vb_set_money(struct vb *vb, struct vt *o, const char *k, double v,
    int dec);
void vb_set_num(struct vb *vb, struct vt *o, const char *k, double v,
    int dec);
void vb_set_pct(struct vb *vb, struct vt *o, const char *k, double share,
    int dec);

/* Bytes as GB (1e9 B) with one decimal. */
void vb_set_gb(struct vb *vb, struct vt *o, const char *k, double bytes);

/* Append a count in words: "70,6 Mrd." / "70.6 B", "200 Mio." / "200 M". */
void vb_fmt_count(struct vb *vb, double v);

/* Append money per unit with 2-4 decimals: "0,1933 €". */
void vb_fmt_unit_money(struct vb *vb, double v);

/* Append a precision in capitals to b: "FP8". */
void fmt_precision_caps(struct strbuf *b, enum precision p);

/* Append a precision in capitals: "FP8". */
void vb_fmt_precision(struct vb *vb, enum precision p);

/* Set k to a break-even month in words (months; NAN = never within the
 * horizon). */
void vb_set_break_even(struct vb *vb, struct vt *o, const char *k,
    double months);

/* A long date from an ISO one. */
void vb_set_date(struct vb *vb, struct vt *o, const char *k, const char *iso);

/* 1 if the source string says the scenario set the value. */
int vb_from_scenario(const char *src);

/* The GPU name of a candidate, or "–". */
const char *vb_gpu_name(const struct candidate *c);

/* "ein Knoten mit 8 GPUs" / "2 Knoten mit je 8 GPUs". */
void vb_fmt_layout(struct vb *vb, const struct candidate *c);

/* The base-energy case of a utilisation level; points into the result. */
const struct tco_case *vb_base_case(const struct vb *vb,
    enum util_level l);

/* VRAM reserve of the recommendation: 1 - largest per-GPU need / GPU
 * memory, over the workloads that use GPU memory; NAN if none. */
double vb_vram_headroom(const struct vb *vb);

/* The network of a host in words. */
void vb_fmt_network(struct vb *vb, const struct host_spec *h);

/* Append the exchange rate: "1 € = 1,1435 $" / "€1 = $1.1435". */
void vb_fmt_fx(const struct vb *vb, struct strbuf *b, double usd_per_eur);

/*
 * The parts.  Each builds one key of the view (docs/templates.md) from
 * vb->r in vb->mem and returns it; view_meta sets the cover keys into v.
 */

/* view_summary.c */

void view_meta(struct vb *vb, struct vt *v);

struct vt *view_recommendation(struct vb *vb);
/* has_vendor, vendor and terms of v from the result's vendor profile
 * (view_vendor.c). */
void view_vendor(struct vb *vb, struct vt *v);

struct vt *view_summary(struct vb *vb);

/* The offer (struct offer in words): which operating model is
 * recommended and the sentences that tell it. */
struct vt *view_offer(struct vb *vb);

/* Append to b the offer's sentence on when owning wins. */
void vb_fmt_buy_from(struct vb *vb, struct strbuf *b);
/*
 * view_options.c: offer.options[] (the recommendation first, then the
 * options: name, system, model, capex, tco_medium, per_user_month,
 * why), has_options, optional_items[] (name, covers, response, price,
 * per), has_optional_items, per_user[] (model, value), has_users,
 * per_user_lead and has_choices into o; every key is set whatever the
 * result holds (empty lists, false, "").
 */
void view_offer_choices(struct vb *vb, struct vt *o);

/* view_workloads.c */

struct vt *view_workloads(struct vb *vb);

/* view_hardware.c */

struct vt *view_bom(struct vb *vb);

struct vt *view_alternatives(struct vb *vb);

/* view_tco.c */

struct vt *view_tco(struct vb *vb);

struct vt *view_sensitivity(struct vb *vb);

/* view_assumptions.c */

struct vt *view_assumptions(struct vb *vb);

/* view_advice.c */

struct vt *view_advice(struct vb *vb);

struct vt *view_risks(struct vb *vb);

struct vt *view_mistakes(struct vb *vb);

struct vt *view_checklist(struct vb *vb);

#endif
