/*
 * text.c: the terminal report (see text.h).  Numbers are English-formatted
 * whatever the proposal language: this is the engineer's view.
 */
#include "render/text.h"

#include <math.h>
#include <string.h>

#include "render/format.h"
#include "render/words.h"

#define GB	1e9

static void
num(struct strbuf *b, double v, int d)
{
	fmt_number(b, v, d, LANG_EN);
}

static void
money(struct strbuf *b, const struct result *r, double v, int d)
{
	fmt_money(b, v, d, r->sc->currency, LANG_EN);
}

static void
rule(struct strbuf *b, const char *title)
{
	sb_printf(b, "\n%s\n", title);
	for (size_t i = 0; i < strlen(title); i++)
		sb_putc(b, '-');
	sb_putc(b, '\n');
}

static void
candidate_line(struct strbuf *b, const struct result *r,
    const struct candidate *c)
{
	sb_printf(b, "%d x %s (%s), %d node%s of %d", c->gpus, c->gpu->name,
	    c->gpu->id, c->nodes, c->nodes == 1 ? "" : "s", c->gpus_per_node);
	sb_puts(b, ", capex ");
	money(b, r, c->capex, 0);
	sb_puts(b, ", ");
	num(b, c->max_kw, 1);
	sb_puts(b, " kW max");
}

static void
workload_block(struct strbuf *b, const struct workload_result *wr)
{
	const struct workload *w = wr->w;
	const struct mem_breakdown *m = &wr->mem;

	sb_printf(b, "\n  %s [%s]", w->name, workload_type_names[w->type]);
	if (w->has_model)
		sb_printf(b, ", model %s", w->model.id[0] ? w->model.id :
		    w->model.name);
	sb_printf(b, "\n    GPUs needed: %d (tensor parallel %d, pipeline %d, ",
	    wr->gpus_needed, wr->tensor_parallel, wr->pipeline_parallel);
	if (wr->attention_data_parallel > 1)
		sb_printf(b, "attention data-parallel %d, ",
		    wr->attention_data_parallel);
	if (wr->expert_parallel > 1)
		sb_printf(b, "expert parallel %d, ", wr->expert_parallel);
	if (wr->context_parallel > 1)
		sb_printf(b, "context parallel %d, ", wr->context_parallel);
	sb_printf(b, "replicas %d), sized by %s%s\n", wr->replicas,
	    constraint_names[wr->binding], wr->fits ? "" : " -- DOES NOT FIT");
	{
		const struct {
			const char	*label;
			double		 bytes;
		} parts[] = {
			{ "weights", m->weights }, { "KV cache", m->kv_cache },
			{ "activations", m->activations },
			{ "gradients", m->gradients },
			{ "optimizer", m->optimizer }, { "overhead", m->overhead },
		};
		size_t k;

		sb_puts(b, "    memory (GB): ");
		for (k = 0; k < sizeof(parts) / sizeof(parts[0]); k++) {
			sb_printf(b, "%s%s ", k ? ", " : "", parts[k].label);
			num(b, parts[k].bytes / GB, 1);
			if (k == 0 && m->weight_copies > 0) {
				sb_puts(b, ", weight copies ");
				num(b, m->weight_copies / GB, 1);
			}
		}
	}
	sb_puts(b, "\n                 total ");
	num(b, m->total / GB, 1);
	sb_puts(b, ", per GPU ");
	num(b, m->per_gpu / GB, 1);
	if (m->vector_index_ram > 0) {
		sb_puts(b, ", host RAM ");
		num(b, m->vector_index_ram / GB, 1);
	}
	if (m->nvme > 0) {
		sb_puts(b, ", NVMe ");
		num(b, m->nvme / GB, 1);
	}
	sb_puts(b, "\n    speed: ");
	switch (w->type) {
	case WL_LLM_INFERENCE:
		num(b, wr->tokens_per_s, 0);
		sb_puts(b, " tokens/s aggregate, ");
		num(b, wr->tokens_per_s_per_seq, 1);
		sb_puts(b, " tokens/s per sequence (target ");
		num(b, w->output_tokens_per_s, 1);
		sb_puts(b, "), time to first token ");
		num(b, wr->ttft_s, 2);
		sb_puts(b, " s");
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
	case WL_EMBEDDINGS:
		num(b, wr->run_hours, 1);
		sb_puts(b, " h per run");
		if (w->deadline_hours > 0) {
			sb_puts(b, " (deadline ");
			num(b, w->deadline_hours, 0);
			sb_puts(b, " h)");
		}
		if (wr->offload_needed)
			sb_puts(b, "; needs CPU offloading");
		if (wr->recompute_needed)
			sb_puts(b, "; needs activation recomputation");
		break;
	case WL_VISION_INFERENCE:
		num(b, wr->images_per_s, 0);
		sb_puts(b, " images/s (target ");
		num(b, w->images_per_s, 0);
		sb_puts(b, "), ");
		num(b, wr->latency_ms, 2);
		sb_puts(b, " ms per image");
		break;
	case WL_SIMULATION:
		num(b, wr->fp64_tflops, 1);
		sb_puts(b, " FP64 TFLOPS sustained (need ");
		num(b, w->fp64_tflops, 1);
		sb_puts(b, ")");
		break;
	default:
		num(b, wr->gpu_hours_month, 0);
		sb_puts(b, " GPU-hours a month");
		break;
	}
	sb_putc(b, '\n');
	/* how far the validation suite found such figures (validation.h),
	 * as the proposal's assumptions quote them */
	if (wr->n_val > 0) {
		int k;

		sb_printf(b, "    validation (%s models on %s GPUs):",
		    validation_models_names[wr->val[0]->models],
		    vendor_names[wr->val[0]->vendor]);
		for (k = 0; k < wr->n_val; k++) {
			const struct validation_row *v = wr->val[k];

			sb_printf(b, "%s %s", k ? ";" : "", v->metric);
			if (v->vendor != wr->val[0]->vendor)
				sb_printf(b, " (on %s GPUs)",
				    vendor_names[v->vendor]);
			sb_printf(b, " %d of %d within %d %% (%d above), "
			    "median error ", v->within, v->cases,
			    v->tolerance_pct, v->over);
			num(b, v->median_abs_error_pct, 1);
			sb_puts(b, " %");
		}
		sb_putc(b, '\n');
	}
}

/* The assumptions every total rests on, each with where it comes from. */
static void
assumptions(struct strbuf *b, const struct result *r,
    const struct econ_resolved *econ)
{
	const struct scenario *sc = r->sc;
	const struct economics *e = &sc->economics;
	const struct tco_result *t = &r->tco;

	rule(b, "Assumptions");
	sb_puts(b, "energy ");
	money(b, r, econ->energy_price_kwh[ENERGY_BASE], 4);
	sb_printf(b, "/kWh (%s)", econ->energy_source);
	if (econ->n_energy == 3) {
		sb_puts(b, "; low ");
		money(b, r, econ->energy_price_kwh[ENERGY_LOW], 4);
		sb_puts(b, ", high ");
		money(b, r, econ->energy_price_kwh[ENERGY_HIGH], 4);
	}
	sb_puts(b, "\nPUE ");
	num(b, econ->pue, 2);
	sb_printf(b, " (%s)\ncolocation ", econ->pue_source);
	money(b, r, econ->colocation_kw_month, 2);
	sb_printf(b, " per kW-month, energy %s (%s)\nmaintenance ",
	    e->colocation_energy_included ? "included" : "metered on top",
	    econ->colocation_source);
	num(b, econ->maintenance_pct_year, 1);
	sb_printf(b, " %% of hardware a year (%s)\ncloud ",
	    econ->maintenance_source);
	money(b, r, t->cloud_gpu_hour_on_demand, 3);
	sb_printf(b, "/GPU-hour on demand, %s, %s (%s)\n",
	    cloud_tier_names[e->cloud_tier], commitment_names[e->commitment],
	    t->cloud_price_source ? t->cloud_price_source : "not offered");
	sb_puts(b, "GPU ");
	money(b, r, r->rec.price_gpu, 0);
	sb_puts(b, " each, host ");
	money(b, r, r->rec.price_host, 0);
	sb_printf(b, " per node; prices as of %s, 1 EUR = ", r->prices->as_of);
	num(b, r->prices->usd_per_eur, 4);
	sb_printf(b, " USD\nhorizon %d months of ", t->months);
	num(b, e->hours_per_month, 0);
	sb_puts(b, " h; installation ");
	num(b, e->install_pct, 1);
	sb_puts(b, " %, residual value ");
	num(b, t->residual_pct, 1);
	sb_puts(b, " %, staff ");
	money(b, r, e->staff_month, 0);
	sb_puts(b, " a month, discount rate ");
	num(b, e->discount_rate_pct_year, 1);
	sb_puts(b, " % a year\n");
}

void
text_report(const struct result *r, struct strbuf *b)
{
	const struct econ_resolved *econ = &r->econ;
	const struct scenario *sc = r->sc;
	const struct tco_result *t = &r->tco;
	const struct host_spec *h = &r->rec.host;
	size_t i;
	int u, k;

	sb_printf(b, "%s: %s\ncustomer: %s\nprices as of %s (%s)\n", sc->id,
	    words_title(sc), sc->customer_name, r->prices->as_of,
	    r->prices->path);
	if (!r->ok) {
		sb_printf(b, "\nNo feasible system: %s cannot be met.\n",
		    constraint_names[r->infeasible_because]);
		return;
	}
	rule(b, "Recommendation");
	candidate_line(b, r, &r->rec);
	sb_printf(b, "\nbinding constraint: %s; %zu candidates considered, %zu "
	    "feasible\n", r->rec.binding == CON_NONE ? "none (the smallest "
	    "configuration meets every target)" :
	    constraint_names[r->rec.binding], r->n_considered, r->n_feasible);
	rule(b, "Workloads");
	for (i = 0; i < sc->n_workloads; i++)
		workload_block(b, &r->rec.wr[i]);
	rule(b, "Host per node");
	sb_printf(b, "%s, %d CPU socket%s, %d cores, ", host_class_names[
	    h->host_class], h->cpu_sockets, h->cpu_sockets == 1 ? "" : "s",
	    h->cpu_cores);
	num(b, h->ram_gb, 0);
	sb_puts(b, " GB RAM\nNVMe: data ");
	num(b, h->nvme_data_tb, 1);
	sb_puts(b, " TB, checkpoints ");
	num(b, h->nvme_checkpoint_tb, 1);
	sb_puts(b, " TB, logs ");
	num(b, h->nvme_log_tb, 1);
	sb_printf(b, " TB\nnetwork: %d GbE", h->nic_gbps);
	if (h->rdma)
		sb_printf(b, ", RDMA %d Gb/s per GPU", h->rdma_gbps);
	sb_puts(b, "\npower: ");
	num(b, h->node_power_kw, 1);
	sb_printf(b, " kW per node, %d U%s\n", h->rack_units,
	    h->liquid_cooling ? ", liquid cooling" : "");
	rule(b, "Alternatives");
	for (i = 0; i < ALT__MAX; i++) {
		const struct candidate *c = &r->alt[i];

		if (c->gpu == NULL)
			continue;
		sb_printf(b, "%-13s ", alt_kind_names[i]);
		candidate_line(b, r, c);
		if (!c->feasible)
			sb_printf(b, "; out: %s", constraint_names[c->failed]);
		else {
			sb_puts(b, "; costs ");
			money(b, r, c->rank_cost - r->rec.rank_cost, 0);
			sb_puts(b, " more over the horizon");
		}
		sb_putc(b, '\n');
	}
	rule(b, "TCO");
	sb_printf(b, "horizon %d months, %s cloud (%s), energy ", t->months,
	    cloud_tier_names[sc->economics.cloud_tier],
	    commitment_names[sc->economics.commitment]);
	money(b, r, econ->energy_price_kwh[ENERGY_BASE], 4);
	sb_puts(b, "/kWh, PUE ");
	num(b, econ->pue, 2);
	sb_puts(b, ", cloud ");
	money(b, r, t->cloud_gpu_hour, 3);
	sb_puts(b, "/GPU-hour\n");
	for (u = 0; u < UTIL__MAX; u++) {
		const struct tco_case *c = tco_case_at(t, (enum util_level)u,
		    ENERGY_BASE);

		sb_printf(b, "\n%s utilisation (", util_level_names[u]);
		fmt_percent(b, c->utilisation, 0, LANG_EN);
		sb_printf(b, "): %s vs cloud break-even ",
		    op_model_names[tco_own_model(sc)]);
		if (isnan(tco_case_break_even(c, sc)))
			sb_printf(b, "never within %d months", t->months);
		else {
			sb_puts(b, "month ");
			num(b, tco_case_break_even(c, sc), 1);
		}
		sb_printf(b, "; cheapest: %s\n", op_model_names[c->cheapest]);
		sb_printf(b, "  %-11s %16s %14s\n", "model", "total",
		    "per GPU-hour");
		for (k = 0; k < OP__MAX; k++) {
			const struct tco_option *o = &c->opt[k];
			struct strbuf x = STRBUF_INIT, y = STRBUF_INIT;

			if (!sc->economics.operating_models[k])
				continue;
			if (o->available) {
				money(&x, r, o->total, 0);
				money(&y, r, o->cost_per_gpu_hour, 3);
			} else {
				sb_puts(&x, "not offered");
				sb_puts(&y, "-");
			}
			sb_printf(b, "  %-11s %16s %14s\n", op_model_names[k],
			    x.s, y.s);
			sb_free(&x);
			sb_free(&y);
		}
	}
	sb_puts(b, "\nbreak-even utilisation (own vs on-demand cloud): ");
	fmt_percent(b, t->break_even_utilisation, 0, LANG_EN);
	sb_putc(b, '\n');
	sb_printf(b, "recommended operating model: %s%s\n",
	    op_model_names[r->offer.model], r->offer.rent_priced ? "" :
	    " (no rental price for this system)");
	sb_puts(b, "verdict: ");
	words_verdict(b, r->offer.cheapest, sc->economics.cloud_tier,
	    r->offer.rent_priced, LANG_EN);
	sb_putc(b, '\n');
	assumptions(b, r, econ);
	if (r->n_advice > 0) {
		rule(b, "Advice");
		for (i = 0; i < r->n_advice; i++) {
			sb_puts(b, "- ");
			words_advice(b, &r->advice[i], LANG_EN);
			sb_printf(b, " [%s]\n",
			    advice_kind_names[r->advice[i].kind]);
		}
	}
}
