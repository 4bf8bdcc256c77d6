/*
 * view_advice.c: advice, risks, typical mistakes and the acceptance
 * checklist (see view_parts.h).
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

/* Stable ids of the advice kinds, for templates that pick one out. */
static const char *const advice_ids[ADV__MAX] = {
	[ADV_VRAM_HEADROOM] = "vram_headroom",
	[ADV_IO_SLOW] = "io_slow",
	[ADV_RACK_POWER] = "rack_power",
	[ADV_MIXED_GENERATIONS] = "mixed_generations",
	[ADV_OFFLOAD_NEEDED] = "offload_needed",
	[ADV_PINNED_DOES_NOT_FIT] = "pinned_does_not_fit",
	[ADV_LIQUID_COOLING] = "liquid_cooling",
	[ADV_RENT_BELOW_100H] = "rent_below_100h",
	[ADV_SPARES] = "spares",
	[ADV_RECOMPUTE_NEEDED] = "recompute_needed",
};

/* n formatted with dec decimals, or with the fewest (0 to 2) that show
 * it when dec < 0, into s (emptied first); returns its text. */
static const char *
num(struct vb *vb, struct strbuf *s, double n, int dec)
{
	sb_reset(s);
	fmt_number(s, n, dec >= 0 ? dec : fmt_fewest_decimals(n, 0, 2),
	    vb->l);
	return s->s ? s->s : "";
}

/*
 * What pinned hardware misses, in the proposal's words, from the same
 * result its tables show (ADV_PINNED_DOES_NOT_FIT, result.h): workload
 * a's failed constraint with its figures, or the system's limit c
 * (max_gpus, budget), into vb->b: one sentence without its full stop,
 * under the summary's note that the pinned system misses.  The English
 * finding in advice s is for stderr and JSON; the customer never reads
 * it, nor a scenario key.
 */
static void
pinned_miss(struct vb *vb, const struct advice *ad)
{
	const struct candidate *c = &vb->r->rec;
	const struct workload *w;
	const struct workload_result *wr;
	struct strbuf s[4];
	size_t i = ad->a >= 1 ? (size_t)ad->a - 1 : 0;
	double hp = vb->sc->constraints.throughput_headroom_pct;

	memset(s, 0, sizeof(s));
	if (ad->a < 1 || i >= vb->sc->n_workloads || c->wr == NULL) {
		if ((enum constraint)ad->c == CON_MAX_GPUS)
			sb_printf(&vb->b, W(vb, W_PINNED_MAX_GPUS),
			    num(vb, &s[0], c->gpus, 0),
			    num(vb, &s[1], vb->sc->constraints.max_gpus, 0));
		else if ((enum constraint)ad->c == CON_BUDGET) {
			fmt_money(&s[0], c->capex, 0, vb->cur, vb->l);
			fmt_money(&s[1], vb->sc->constraints.budget, 0, vb->cur,
			    vb->l);
			sb_printf(&vb->b, W(vb, W_PINNED_BUDGET), s[0].s,
			    s[1].s);
		} else
			sb_printf(&vb->b, W(vb, W_PINNED_SYSTEM_OTHER),
			    words_failed((enum constraint)ad->c, vb->l));
		goto out;
	}
	w = &vb->sc->workloads[i];
	wr = &c->wr[i];
	if (wr->crowded) {
		sb_printf(&vb->b, W(vb, W_PINNED_CROWDED), w->name,
		    num(vb, &s[0], wr->gpus_needed, 0));
		goto out;
	}
	switch (wr->failed) {
	case CON_MEMORY:
		sb_printf(&vb->b, W(vb, W_PINNED_MEMORY), w->name,
		    num(vb, &s[0], wr->mem.per_gpu / 1e9, 1),
		    num(vb, &s[1], (wr->mem_usable_b > 0 ? wr->mem_usable_b :
		    c->gpu ? gpu_memory_bytes(c->gpu) : NAN) / 1e9, 1),
		    vb_gpu_name(c));
		/* training: ADV_OFFLOAD_NEEDED or _RECOMPUTE_NEEDED says
		 * what makes it fit, if anything does */
		if (w->type == WL_LLM_FINETUNE || w->type == WL_LLM_PRETRAIN) {
			if (!wr->offload_needed && !wr->recompute_needed)
				sb_puts(&vb->b, W(vb, wr->more_gpus_fit ?
				    W_PINNED_FIX_MEMORY_TRAIN :
				    W_PINNED_FIX_MEMORY_TRAIN_VRAM));
		} else if (w->type == WL_LLM_INFERENCE)
			sb_puts(&vb->b, W(vb, W_PINNED_FIX_MEMORY_SERVE));
		else
			sb_puts(&vb->b, W(vb, W_PINNED_FIX_MEMORY_ONE_GPU));
		break;
	case CON_BANDWIDTH:
	case CON_COMPUTE:
		if (w->type == WL_LLM_INFERENCE && w->ttft_s > 0 &&
		    wr->ttft_s > w->ttft_s)
			sb_printf(&vb->b, W(vb, W_PINNED_TTFT), w->name,
			    num(vb, &s[0], w->prompt_tokens, 0),
			    num(vb, &s[1], wr->ttft_s, 2),
			    num(vb, &s[2], w->ttft_s, -1));
		else if (w->type == WL_LLM_INFERENCE) {
			if (hp > 0) {
				sb_reset(&s[3]);
				fmt_percent(&s[3], hp / 100, 0, vb->l);
				sb_printf(&vb->b, W(vb, W_PINNED_RATE_HEADROOM),
				    w->name, num(vb, &s[0],
				    wr->tokens_per_s_per_seq, 1),
				    num(vb, &s[1], w->output_tokens_per_s, -1),
				    s[3].s, num(vb, &s[2],
				    workload_planned_rate(w, hp), 1));
			} else
				sb_printf(&vb->b, W(vb, W_PINNED_RATE), w->name,
				    num(vb, &s[0], wr->tokens_per_s_per_seq, 1),
				    num(vb, &s[1], w->output_tokens_per_s, -1));
			sb_puts(&vb->b, W(vb, W_PINNED_FIX_RATE));
		} else if (w->type == WL_VISION_INFERENCE)
			sb_printf(&vb->b, W(vb, W_PINNED_IMAGES), w->name,
			    num(vb, &s[0], wr->images_per_s, 0),
			    num(vb, &s[1], w->images_per_s, -1));
		else
			sb_printf(&vb->b, W(vb, W_PINNED_OTHER), w->name,
			    words_failed(wr->failed, vb->l));
		break;
	case CON_LATENCY:
		sb_printf(&vb->b, W(vb, W_PINNED_LATENCY), w->name,
		    num(vb, &s[0], wr->latency_ms, 2),
		    num(vb, &s[1], w->latency_ms, -1));
		break;
	case CON_FP64:
		sb_printf(&vb->b, W(vb, W_PINNED_FP64), w->name,
		    num(vb, &s[0], w->fp64_tflops, -1),
		    num(vb, &s[1], wr->fp64_tflops, 1));
		break;
	case CON_DEADLINE:
		sb_printf(&vb->b, W(vb, W_PINNED_DEADLINE), w->name,
		    num(vb, &s[0], wr->run_hours, 1),
		    num(vb, &s[1], w->deadline_hours, -1));
		break;
	case CON_MONTH:
		if (w->type == WL_EMBEDDINGS)
			sb_printf(&vb->b, W(vb, W_PINNED_MONTH_TOKENS), w->name,
			    num(vb, &s[0], wr->run_hours, 1));
		else
			sb_printf(&vb->b, W(vb, W_PINNED_RUNS), w->name,
			    num(vb, &s[0], w->runs_per_month, -1),
			    num(vb, &s[1], wr->run_hours, 1));
		break;
	default:
		sb_printf(&vb->b, W(vb, W_PINNED_OTHER), w->name,
		    words_failed(wr->failed, vb->l));
		break;
	}
out:
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		sb_free(&s[i]);
}

struct vt *
view_advice(struct vb *vb)
{
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; vb->r->advice && i < vb->r->n_advice; i++) {
		struct vt *o = vt_object(vb->mem);
		enum advice_kind k = vb->r->advice[i].kind;

		vb_set_s(o, "kind", (int)k >= 0 && k < ADV__MAX ? advice_ids[k]
		    :
		    "?");
		if (k == ADV_PINNED_DOES_NOT_FIT) {
			/* the summary's note says the pinned system misses */
			pinned_miss(vb, &vb->r->advice[i]);
			sb_putc(&vb->b, '.');
		} else
			words_advice(&vb->b, &vb->r->advice[i], vb->l);
		vb_set_sb(vb, o, "text");
		vt_append(a, o);
	}
	return a;
}

/* A list of {key: s} objects from n allocated strings, which it frees. */
static struct vt *
text_list(struct vb *vb, char **v, size_t n, const char *key)
{
	struct vt *a = vt_list(vb->mem);
	size_t i;

	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		vb_set_s(o, key, v[i]);
		free(v[i]);
		vt_append(a, o);
	}
	return a;
}

struct vt *
view_risks(struct vb *vb)
{
	const struct scenario *sc = vb->sc;
	const struct tco_case *lo = vb_base_case(vb, UTIL_LOW);
	const struct tco_case *hi = vb_base_case(vb, UTIL_HIGH);
	const struct prices *p = vb->r->prices;
	struct strbuf s[17];
	struct words_risk_input in;
	char *out[VIEW_MAX_ITEMS];
	double ttft_min = 0;	/* s */
	size_t i, n;
	struct vt *a;

	memset(s, 0, sizeof(s));
	memset(&in, 0, sizeof(in));
	fmt_percent(&s[0], sc->economics.utilisation[UTIL_LOW], 0, vb->l);
	fmt_percent(&s[1], sc->economics.utilisation[UTIL_HIGH], 0, vb->l);
	fmt_date(&s[4], p ? p->as_of : "", vb->l);
	fmt_percent(&s[5], vb->r->tco.residual_pct / 100, 0, vb->l);
	in.util_low = s[0].s;
	in.util_high = s[1].s;
	in.own_model = (int)tco_own_model(sc);
	in.be_low = lo ? tco_case_break_even(lo, sc) : NAN;
	in.be_high = hi ? tco_case_break_even(hi, sc) : NAN;
	in.prices_as_of = s[4].s ? s[4].s : "–";
	in.residual_pct = s[5].s;
	for (i = 0; i < vb->r->tco.n_sens && i < SENS_MAX; i++) {
		const struct sensitivity *x = &vb->r->tco.sens[i];

		if (x->param && strcmp(x->param, "energy_price") == 0 &&
		    isfinite(x->high_total - x->low_total)) {
			fmt_money(&s[6], fabs(x->high_total - x->low_total), 0,
			    vb->cur, vb->l);
			in.energy_swing = s[6].s;
		}
	}
	if (p != NULL && p->currency != sc->currency) {
		vb_fmt_fx(vb, &vb->b, p->usd_per_eur);
		in.fx_rate = vb->b.s;
	}
	in.horizon = vb->horizon;
	in.rent_priced = vb->r->offer.rent_priced;
	vb_fmt_buy_from(vb, &s[2]);
	in.buy_from = s[2].s;
	in.single_node = vb->r->rec.gpu != NULL && vb->r->rec.nodes <= 1;
	in.amd = vb->r->rec.gpu != NULL &&
	    vb->r->rec.gpu->vendor == VENDOR_AMD;
	/* the first served model of each kind whose speed carries a risk;
	 * a name is always set (scenario_load.c) */
	for (i = 0; i < sc->n_workloads; i++) {
		const struct workload *w = &sc->workloads[i];

		if (w->type != WL_LLM_INFERENCE || !w->has_model)
			continue;
		if (in.moe_model == NULL && model_is_moe(&w->model))
			in.moe_model = w->model.name;
		if (in.fp4_model == NULL && w->precision == PREC_FP4)
			in.fp4_model = w->model.name;
	}
	/* the tightest target the engine found at risk (ttft_load_risk:
	 * under load, or with a server's own time) */
	for (i = 0; vb->r->rec.wr != NULL && i < sc->n_workloads; i++) {
		const struct workload *w = &sc->workloads[i];

		if (vb->r->rec.wr[i].ttft_load_risk &&
		    (ttft_min == 0 || w->ttft_s < ttft_min))
			ttft_min = w->ttft_s;
	}
	if (ttft_min > 0) {
		fmt_number(&s[3], ttft_min, fmt_fewest_decimals(ttft_min, 0, 2),
		    vb->l);
		sb_puts(&s[3], " s");
		in.ttft_target = s[3].s;
		fmt_number(&s[7], vb->r->planning.ttft_measured_ratio,
		    fmt_fewest_decimals(vb->r->planning.ttft_measured_ratio,
		    1, 2), vb->l);
		in.ttft_ratio = s[7].s;
		in.ttft_maker = vb->r->rec.gpu != NULL ?
		    vendor_display_names[vb->r->rec.gpu->vendor] : "NVIDIA";
		fmt_number(&s[8], vb->r->planning.ttft_server_s * 1e3, 0,
		    vb->l);
		sb_puts(&s[8], " ms");
		in.ttft_server = s[8].s;
	}
	/* the first reasoning model planned without a spread of answer
	 * lengths (result.h spread_*: the engine's rate at it) */
	for (i = 0; vb->r->rec.wr != NULL && i < sc->n_workloads; i++) {
		const struct workload *w = &sc->workloads[i];
		const struct workload_result *wr = &vb->r->rec.wr[i];

		if (!(wr->spread_cv > 0))
			continue;
		in.spread_model = w->model.name;
		in.spread_cv = num(vb, &s[9], wr->spread_cv, -1);
		num(vb, &s[10], wr->spread_tokens_per_s_per_seq, 1);
		sb_puts(&s[10], W(vb, W_UNIT_TOKENS_S));
		in.spread_rate = s[10].s;
		num(vb, &s[11], wr->tokens_per_s_per_seq, 1);
		sb_puts(&s[11], W(vb, W_UNIT_TOKENS_S));
		in.spread_planned = s[11].s;
		num(vb, &s[12], w->output_tokens_per_s, -1);
		sb_puts(&s[12], W(vb, W_UNIT_TOKENS_S));
		in.spread_target = s[12].s;
		in.spread_sequences = num(vb, &s[13], w->concurrent_sequences, 0);
		in.spread_meets_target = wr->spread_meets_target;
		in.spread_memory_fits = wr->spread_memory_fits;
		/* what the workload needs planned at the spread */
		if (wr->spread_gpus_needed > 0) {
			in.spread_sized = wr->spread_gpus_needed >
			    wr->gpus_needed ? 1 : 2;
			in.spread_gpus = num(vb, &s[14],
			    wr->spread_gpus_needed, 0);
			in.spread_gpus_planned = num(vb, &s[15],
			    wr->gpus_needed, 0);
			in.spread_tp = num(vb, &s[16],
			    wr->spread_tensor_parallel, 0);
		} else if (wr->spread_gpus_needed < 0) {
			in.spread_sized = -1;
			in.spread_gpus = num(vb, &s[14],
			    wr->spread_gpus_tried, 0);
		}
		break;
	}
	n = words_risks(&in, vb->l, out, VIEW_MAX_ITEMS);
	sb_reset(&vb->b);
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		sb_free(&s[i]);
	a = text_list(vb, out, n, "text");
	return a;
}

struct vt *
view_mistakes(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct strbuf s[9];
	struct words_mistake_input in;
	char *mi[VIEW_MAX_ITEMS], *me[VIEW_MAX_ITEMS];
	struct vt *a = vt_list(vb->mem);
	size_t i, n;

	memset(s, 0, sizeof(s));
	memset(&in, 0, sizeof(in));
	fmt_percent(&s[0], vb_vram_headroom(vb), 0, vb->l);
	fmt_percent(&s[7], vb->sc->constraints.gpu_memory_utilization, 0,
	    vb->l);
	fmt_percent(&s[8], vb->sc->constraints.throughput_headroom_pct / 100,
	    0, vb->l);
	fmt_number(&s[1], c->gpu ? c->host.nvme_data_tb : NAN, 1, vb->l);
	fmt_number(&s[2], c->gpu ? c->host.nvme_checkpoint_tb : NAN, 1, vb->l);
	fmt_number(&s[3], c->gpu ? c->host.nvme_log_tb : NAN, 1, vb->l);
	fmt_number(&s[5], vb->econ ? vb->econ->pue : NAN, 2, vb->l);
	fmt_percent(&s[6], vb->econ ? vb->econ->maintenance_pct_year / 100 :
	    NAN, 0, vb->l);
	if (c->gpu)
		vb_fmt_network(vb, &c->host);
	else
		sb_puts(&vb->b, "–");
	sb_add(&s[4], vb->b.s, vb->b.len);
	sb_reset(&vb->b);
	in.headroom = s[0].s;
	in.mem_util = s[7].s;
	in.tput_headroom = s[8].s;
	in.nvme_data = s[1].s;
	in.nvme_checkpoint = c->gpu && c->host.nvme_checkpoint_tb >= 0.05 ?
	    s[2].s : NULL;	/* as bom.has_nvme_checkpoint */
	in.nvme_log = s[3].s;
	in.network = s[4].s;
	in.pue = s[5].s;
	in.maintenance_pct = s[6].s;
	in.horizon = vb->horizon;
	in.gpu_name = vb_gpu_name(c);
	n = words_mistakes(&in, vb->l, mi, me, VIEW_MAX_ITEMS);
	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		vb_set_s(o, "mistake", mi[i]);
		vb_set_s(o, "measure", me[i]);
		free(mi[i]);
		free(me[i]);
		vt_append(a, o);
	}
	for (i = 0; i < sizeof(s) / sizeof(s[0]); i++)
		sb_free(&s[i]);
	return a;
}

struct vt *
view_checklist(struct vb *vb)
{
	const struct candidate *c = &vb->r->rec;
	struct words_check_input in;
	const char *items[VIEW_MAX_ITEMS];
	struct vt *a = vt_list(vb->mem);
	size_t i, n;

	memset(&in, 0, sizeof(in));
	in.multi_node = c->nodes > 1 && c->host.rdma;
	in.liquid_cooling = c->host.liquid_cooling;
	in.amd = c->gpu != NULL && c->gpu->vendor == VENDOR_AMD;
	for (i = 0; i < vb->sc->n_workloads; i++) {
		enum workload_type t = vb->sc->workloads[i].type;

		if (t == WL_LLM_INFERENCE || t == WL_VISION_INFERENCE)
			in.inference = 1;
		if (t == WL_LLM_FINETUNE || t == WL_LLM_PRETRAIN)
			in.training = 1;
	}
	n = words_checklist(&in, vb->l, items, VIEW_MAX_ITEMS);
	for (i = 0; i < n; i++) {
		struct vt *o = vt_object(vb->mem);

		vb_set_s(o, "text", items[i]);
		vt_append(a, o);
	}
	return a;
}
