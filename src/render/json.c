/*
 * json.c: result to JSON (see json.h and docs/json-format.md).
 */
#include "render/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "render/json_writer.h"
#include "render/words.h"
#include "util/alloc.h"

json_t *
json_num(double v, int decimals)
{
	if (!isfinite(v))
		return json_null();
	v = fmt_round(v, decimals);
	if (decimals == 0 && fabs(v) < 9e15)
		return json_integer((json_int_t)v);
	return json_real(v);
}

void
json_dump_to(const json_t *j, struct strbuf *out)
{
	struct jw w;

	jw_init(&w, out, 0);
	jw_value(&w, NULL, j);
	sb_putc(out, '\n');
}

void
json_dump_inline(json_t *j, struct strbuf *out, int depth)
{
	struct jw w;

	jw_init(&w, out, depth);
	jw_value(&w, NULL, j);
	json_decref(j);
}

/* ---- the result, written as it is walked ----
 *
 * The result is the largest JSON gpuplan writes (its cost series), and
 * building a jansson tree of it only to print it was a tenth of a build
 * (bench/), so it goes member by member through the writer
 * (render/json_writer.h).
 */

static void
write_host(struct jw *w, const struct host_spec *h)
{
	jw_open(w, "host", '{');
	jw_str(w, "host_class", host_class_names[h->host_class]);
	jw_int(w, "cpu_sockets", h->cpu_sockets);
	jw_int(w, "cpu_cores", h->cpu_cores);
	jw_num(w, "ram_gb", h->ram_gb, 0);
	jw_num(w, "nvme_data_tb", h->nvme_data_tb, 2);
	jw_num(w, "nvme_checkpoint_tb", h->nvme_checkpoint_tb, 2);
	jw_num(w, "nvme_log_tb", h->nvme_log_tb, 2);
	jw_int(w, "nic_gbps", h->nic_gbps);
	jw_bool(w, "rdma", h->rdma);
	jw_int(w, "rdma_gbps", h->rdma_gbps);
	jw_num(w, "node_power_kw", h->node_power_kw, 2);
	jw_num(w, "host_power_kw", h->host_power_kw, 2);
	jw_int(w, "rack_units", h->rack_units);
	jw_bool(w, "liquid_cooling", h->liquid_cooling);
	jw_close(w, '}');
}

static void
write_memory(struct jw *w, const struct mem_breakdown *m)
{
	jw_open(w, "memory", '{');
	jw_num(w, "weights_bytes", m->weights, 0);
	jw_num(w, "weight_copies_bytes", m->weight_copies, 0);
	jw_num(w, "kv_cache_bytes", m->kv_cache, 0);
	jw_num(w, "activations_bytes", m->activations, 0);
	jw_num(w, "optimizer_bytes", m->optimizer, 0);
	jw_num(w, "gradients_bytes", m->gradients, 0);
	jw_num(w, "overhead_bytes", m->overhead, 0);
	jw_num(w, "total_bytes", m->total, 0);
	jw_num(w, "per_gpu_bytes", m->per_gpu, 0);
	jw_num(w, "per_gpu_peak_bytes", m->per_gpu - m->buffer_per_gpu, 0);
	jw_num(w, "host_ram_bytes", m->vector_index_ram + m->offload_host, 0);
	jw_num(w, "nvme_bytes", m->nvme, 0);
	jw_close(w, '}');
}

static void
write_workload(struct jw *w, const struct workload_result *wr)
{
	const struct workload *wl = wr->w;
	int i;

	jw_open(w, NULL, '{');
	jw_str(w, "name", wl->name);
	jw_str(w, "type", workload_type_names[wl->type]);
	if (wl->has_model) {
		jw_str(w, "model", wl->model.id[0] ? wl->model.id :
		    (wl->model.name ? wl->model.name : "inline"));
		jw_bool(w, "moe", model_is_moe(&wl->model));
	}
	write_memory(w, &wr->mem);
	jw_int(w, "gpus_needed", wr->gpus_needed);
	jw_int(w, "gpus_per_replica", wr->gpus_per_replica);
	jw_int(w, "tensor_parallel", wr->tensor_parallel);
	jw_int(w, "pipeline_parallel", wr->pipeline_parallel);
	jw_int(w, "attention_data_parallel", wr->attention_data_parallel);
	jw_int(w, "expert_parallel", wr->expert_parallel);
	jw_int(w, "context_parallel", wr->context_parallel);
	jw_int(w, "replicas", wr->replicas);
	jw_open(w, "throughput", '{');
	switch (wl->type) {
	case WL_LLM_INFERENCE:
		jw_num(w, "tokens_per_s", wr->tokens_per_s, 1);
		jw_num(w, "tokens_per_s_per_sequence", wr->tokens_per_s_per_seq,
		    2);
		jw_num(w, "ttft_s", wr->ttft_s, 3);
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
	case WL_EMBEDDINGS:
		jw_num(w, "run_hours", wr->run_hours, 2);
		break;
	case WL_VISION_INFERENCE:
		jw_num(w, "images_per_s", wr->images_per_s, 1);
		jw_num(w, "latency_ms", wr->latency_ms, 3);
		break;
	case WL_SIMULATION:
		jw_num(w, "fp64_tflops", wr->fp64_tflops, 2);
		break;
	default:
		break;
	}
	jw_close(w, '}');
	/* a reasoning model planned without output_tokens_cv: the same
	 * layout and sequences where the answers vary as a reasoning
	 * benchmark's do (result.h spread_*) */
	if (wl->type == WL_LLM_INFERENCE && wr->spread_cv > 0) {
		jw_open(w, "answer_spread_risk", '{');
		jw_num(w, "output_tokens_cv", wr->spread_cv, 2);
		jw_num(w, "tokens_per_s", wr->spread_tokens_per_s, 1);
		jw_num(w, "tokens_per_s_per_sequence",
		    wr->spread_tokens_per_s_per_seq, 2);
		jw_bool(w, "meets_target", wr->spread_meets_target);
		jw_bool(w, "memory_fits", wr->spread_memory_fits);
		/* the plan stating the spread: null where this one holds
		 * (not asked) or none fits */
		if (wr->spread_gpus_needed > 0) {
			jw_int(w, "gpus_needed", wr->spread_gpus_needed);
			jw_int(w, "tensor_parallel",
			    wr->spread_tensor_parallel);
		} else {
			jw_null(w, "gpus_needed");
			jw_null(w, "tensor_parallel");
		}
		jw_close(w, '}');
	} else if (wl->type == WL_LLM_INFERENCE)
		jw_null(w, "answer_spread_risk");
	jw_num(w, "gpu_hours_month", wr->gpu_hours_month, 1);
	jw_str(w, "binding_constraint", constraint_names[wr->binding]);
	jw_bool(w, "fits", wr->fits);
	jw_bool(w, "offload_needed", wr->offload_needed);
	jw_bool(w, "recompute_needed", wr->recompute_needed);
	/* how far the validation suite found such figures from published
	 * measurements (validation.h), as the proposal quotes them */
	jw_open(w, "validation", '[');
	for (i = 0; i < wr->n_val; i++) {
		const struct validation_row *v = wr->val[i];

		jw_open(w, NULL, '{');
		jw_str(w, "metric", v->metric);
		jw_str(w, "models", validation_models_names[v->models]);
		jw_str(w, "gpu_vendor", vendor_names[v->vendor]);
		jw_int(w, "cases", v->cases);
		jw_int(w, "within", v->within);
		jw_int(w, "above", v->over);
		jw_int(w, "tolerance_pct", v->tolerance_pct);
		jw_num(w, "median_abs_error_pct", v->median_abs_error_pct, 1);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	jw_close(w, '}');
}


/* P10/P50/P90 of one outcome as {p10, p50, p90}; decimals each. */
static void
json_pct3(struct jw *w, const char *k, const struct pct3 *p, int decimals)
{
	jw_open(w, k, '{');
	jw_num(w, "p10", p->p10, decimals);
	jw_num(w, "p50", p->p50, decimals);
	jw_num(w, "p90", p->p90, decimals);
	jw_close(w, '}');
}

/* tco.uncertainty: the Monte Carlo ranges (docs/json-format.md). */
static void
json_uncertainty(struct jw *w, const struct result *r)
{
	const struct tco_uncertainty *u = &r->tco.unc;
	const struct economics *ec = &r->sc->economics;
	char seed[17];
	int m, k;

	if (!u->computed) {
		jw_null(w, "uncertainty");
		return;
	}
	jw_open(w, "uncertainty", '{');
	jw_int(w, "draws", u->draws);
	snprintf(seed, sizeof(seed), "%016llx", u->seed);
	jw_str(w, "seed", seed);
	jw_open(w, "totals", '{');
	for (m = 0; m < OP__MAX; m++)
		if (ec->operating_models[m])
			json_pct3(w, op_model_names[m], &u->total[m], 2);
	jw_close(w, '}');
	json_pct3(w, "break_even_month", &u->break_even, 2);
	jw_num(w, "p_own_cheaper", u->p_own_cheaper, 4);
	jw_open(w, "inputs", '{');
	for (k = 0; k < UNC__MAX; k++) {
		jw_open(w, unc_input_names[k], '{');
		jw_num(w, "low", u->low[k], 4);
		jw_num(w, "mode", u->dist[k] == DIST_UNIFORM ? NAN : u->mode[k],
		    4);
		jw_num(w, "high", u->high[k], 4);
		jw_str(w, "distribution", unc_dist_names[u->dist[k]]);
		jw_close(w, '}');
	}
	jw_close(w, '}');
	jw_close(w, '}');
}

/* A candidate as member k (NULL: array element); kind, if not NULL, is
 * appended as its last member (alternatives). */
static void
write_candidate(struct jw *w, const char *k, const struct candidate *c,
    const char *kind)
{
	jw_open(w, k, '{');
	jw_str(w, "gpu", c->gpu->id);
	jw_str(w, "gpu_name", c->gpu->name);
	jw_str(w, "vendor", vendor_names[c->gpu->vendor]);
	jw_int(w, "gpus", c->gpus);
	jw_int(w, "gpus_used", c->gpus_used);
	jw_int(w, "nodes", c->nodes);
	jw_int(w, "gpus_per_node", c->gpus_per_node);
	jw_str(w, "form_factor", form_factor_names[c->gpu->form_factor]);
	jw_str(w, "binding_constraint",
	    constraint_names[c->feasible ? c->binding : c->failed]);
	jw_bool(w, "feasible", c->feasible);
	jw_num(w, "capex", c->capex, 2);
	jw_num(w, "capex_hardware", c->capex_hw, 2);
	jw_num(w, "price_gpu", c->price_gpu, 2);
	jw_num(w, "price_host", c->price_host, 2);
	jw_num(w, "price_network", c->price_network, 2);
	jw_num(w, "max_power_kw", c->max_kw, 2);
	jw_num(w, "idle_power_kw", c->idle_kw, 2);
	jw_num(w, "rank_cost", c->rank_cost, 2);
	write_host(w, &c->host);
	if (kind != NULL)
		jw_str(w, "kind", kind);
	jw_close(w, '}');
}

static void
write_tco_case(struct jw *w, const struct result *r, const struct tco_case *c,
    int months)
{
	int k;

	jw_open(w, NULL, '{');
	jw_str(w, "name", util_level_names[c->level]);
	jw_num(w, "utilisation", c->utilisation, 4);
	jw_num(w, "energy_price_kwh", c->energy_price_kwh, 4);
	jw_num(w, "break_even_month", tco_case_break_even(c, r->sc), 2);
	jw_num(w, "break_even_month_on_prem", c->break_even_month, 2);
	jw_num(w, "break_even_month_colocation", c->break_even_month_colo, 2);
	jw_num(w, "break_even_month_hybrid", c->break_even_month_hybrid, 2);
	jw_num(w, "energy_kwh_year", c->energy_kwh_year, 0);
	jw_num(w, "co2_t_year", c->co2_t_year, 2);
	jw_str(w, "cheapest", op_model_names[c->cheapest]);
	jw_open(w, "options", '[');
	for (k = 0; k < OP__MAX; k++) {
		const struct tco_option *op = &c->opt[k];

		if (!r->sc->economics.operating_models[k])
			continue;
		jw_open(w, NULL, '{');
		jw_str(w, "model", op_model_names[k]);
		jw_bool(w, "available", op->available);
		if (op->available)
			jw_num(w, "total", op->total, 2);
		else
			jw_null(w, "total");
		jw_num(w, "capex", op->capex, 2);
		if (k == OP_HYBRID) {
			jw_int(w, "own_gpus", r->tco.hybrid_own_gpus);
			jw_int(w, "own_nodes", r->tco.hybrid_own_nodes);
		}
		if (k == OP_CLOUD && op->available)
			jw_num(w, "beyond_horizon", op->beyond_horizon, 2);
		if (!isnan(r->sc->economics.tax.rate_pct))
			jw_num(w, "after_tax_total", op->after_tax_total, 2);
		if (op->available) {
			jw_num(w, "cost_per_gpu_hour", op->cost_per_gpu_hour, 4);
			jw_num(w, "cost_per_1m_tokens", op->cost_per_mtok, 4);
		} else {
			jw_null(w, "cost_per_gpu_hour");
			jw_null(w, "cost_per_1m_tokens");
		}
		jw_series(w, "monthly", op->available ? op->monthly : NULL,
		    (size_t)months + 1, 2);
		jw_series(w, "cumulative", op->available ? op->cumulative :
		    NULL, (size_t)months + 1, 2);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	jw_close(w, '}');
}

static void
write_tco(struct jw *w, const struct result *r,
    const struct econ_resolved *econ)
{
	const struct tco_result *t = &r->tco;
	const struct economics *ec = &r->sc->economics;
	int u, e, k;
	size_t i;

	jw_open(w, "tco", '{');
	jw_int(w, "horizon_months", t->months);
	jw_str(w, "own_model", op_model_names[tco_own_model(r->sc)]);
	jw_num(w, "break_even_utilisation", t->break_even_utilisation, 4);
	jw_open(w, "scenarios", '[');
	for (u = 0; u < UTIL__MAX; u++)
		write_tco_case(w, r, tco_case_at(t, (enum util_level)u,
		    ENERGY_BASE), t->months);
	jw_close(w, ']');
	if (t->n_energy == 3) {
		jw_open(w, "energy_cases", '[');
		for (e = 0; e < ENERGY__MAX; e++)
			for (u = 0; u < UTIL__MAX; u++) {
				const struct tco_case *c = tco_case_at(t,
				    (enum util_level)u, (enum energy_case)e);

				jw_open(w, NULL, '{');
				jw_str(w, "energy", energy_case_names[e]);
				jw_str(w, "utilisation", util_level_names[u]);
				jw_num(w, "energy_price_kwh", c->energy_price_kwh,
				    4);
				jw_num(w, "break_even_month",
				    tco_case_break_even(c, r->sc), 2);
				for (k = 0; k < OP__MAX; k++) {
					if (!ec->operating_models[k])
						continue;
					if (c->opt[k].available)
						jw_num(w, op_model_names[k],
						    c->opt[k].total, 2);
					else
						jw_null(w, op_model_names[k]);
				}
				jw_close(w, '}');
			}
		jw_close(w, ']');
	}
	jw_open(w, "sensitivity", '[');
	for (i = 0; i < t->n_sens; i++) {
		const struct sensitivity *s = &t->sens[i];

		jw_open(w, NULL, '{');
		jw_str(w, "parameter", s->param);
		jw_num(w, "low_value", s->low_value, 4);
		jw_num(w, "high_value", s->high_value, 4);
		jw_num(w, "base_total", s->base_total, 2);
		jw_num(w, "low_total", s->low_total, 2);
		jw_num(w, "high_total", s->high_total, 2);
		jw_num(w, "base_savings", s->base_savings, 2);
		jw_num(w, "low_savings", s->low_savings, 2);
		jw_num(w, "high_savings", s->high_savings, 2);
		jw_num(w, "base_break_even_month", s->base_break_even, 2);
		jw_num(w, "low_break_even_month", s->low_break_even, 2);
		jw_num(w, "high_break_even_month", s->high_break_even, 2);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	json_uncertainty(w, r);
	if (t->fin_type != FIN_CASH) {
		jw_open(w, "financing", '{');
		jw_str(w, "type", fin_type_names[t->fin_type]);
		jw_int(w, "term_months", t->fin_term_months);
		jw_num(w, "monthly_payment", t->fin_monthly, 2);
		jw_num(w, "down_payment", t->fin_down, 2);
		jw_num(w, "buyout", t->fin_buyout, 2);
		jw_num(w, "total_paid", t->fin_total_paid, 2);
		jw_close(w, '}');
	}
	jw_open(w, "assumptions", '{');
	jw_num(w, "energy_price_kwh", econ->energy_price_kwh[ENERGY_BASE], 4);
	jw_str(w, "energy_price_source", econ->energy_source);
	jw_num(w, "pue", econ->pue, 3);
	jw_str(w, "pue_source", econ->pue_source);
	jw_num(w, "colocation_kw_month", econ->colocation_kw_month, 2);
	jw_str(w, "colocation_source", econ->colocation_source);
	jw_num(w, "maintenance_pct_year", econ->maintenance_pct_year, 2);
	jw_str(w, "maintenance_source", econ->maintenance_source);
	jw_num(w, "grid_co2_g_per_kwh", econ->grid_co2_g_per_kwh, 1);
	jw_str(w, "grid_co2_source", econ->grid_co2_source);
	jw_num(w, "cloud_gpu_hour", t->cloud_gpu_hour, 4);
	jw_num(w, "cloud_gpu_hour_on_demand", t->cloud_gpu_hour_on_demand, 4);
	jw_str(w, "cloud_price_source", t->cloud_price_source);
	jw_str(w, "cloud_tier", cloud_tier_names[ec->cloud_tier]);
	jw_str(w, "cloud_commitment", commitment_names[ec->commitment]);
	jw_int(w, "commitment_months_beyond_horizon", t->commit_months_beyond);
	jw_num(w, "hours_per_month", ec->hours_per_month, 2);
	jw_num(w, "install_pct", ec->install_pct, 2);
	jw_num(w, "residual_pct", t->residual_pct, 2);
	jw_str(w, "resale_curve", t->resale_curve ? t->resale_curve->id : NULL);
	jw_str(w, "resale_source", t->resale_source);
	jw_num(w, "discount_rate_pct_year", ec->discount_rate_pct_year, 2);
	jw_close(w, '}');
	jw_close(w, '}');
}

/* One option of the offer (the recommendation or one besides it). */
static void
write_option(struct jw *w, const struct result *r,
    const struct offer_option *o)
{
	enum language l = r->sc->language;
	struct strbuf why = STRBUF_INIT;

	jw_open(w, NULL, '{');
	jw_str(w, "kind", option_kind_names[o->kind]);
	jw_str(w, "name", words_option_name(o->kind, l));
	jw_str(w, "operating_model", op_model_names[o->model]);
	jw_str(w, "gpu", o->gpu != NULL ? o->gpu->id : NULL);
	jw_int(w, "gpus", o->gpus);
	jw_int(w, "own_gpus", o->own_gpus);
	jw_num(w, "capex", o->capex, 2);
	jw_num(w, "tco_medium", o->tco_medium, 2);
	jw_num(w, "per_user_month", o->per_user_month, 2);
	words_option_why(&why, r, o, l);
	jw_str(w, "why", why.s);
	jw_close(w, '}');
	sb_free(&why);
}

/* The decision every sentence of the proposal tells (struct offer), its
 * options and the vendor's optional items (never in a total). */
static void
write_offer(struct jw *w, const struct result *r)
{
	const struct offer *of = &r->offer;
	const struct vendor_profile *v = r->vendor;
	size_t i;

	jw_open(w, "offer", '{');
	jw_str(w, "operating_model", op_model_names[of->model]);
	jw_bool(w, "rent_priced", of->rent_priced);
	jw_open(w, "options", '[');
	if (r->ok) {
		write_option(w, r, &of->rec);
		for (i = 0; i < of->n_options; i++)
			write_option(w, r, &of->options[i]);
	}
	jw_close(w, ']');
	jw_open(w, "optional_items", '[');
	for (i = 0; v != NULL && r->ok && i < v->terms.n_support; i++) {
		jw_open(w, NULL, '{');
		jw_str(w, "name", ltext_get(&v->terms.support[i].name,
		    r->sc->language));
		jw_num(w, "price", support_tier_price_year(&v->terms.support[i],
		    r->rec.capex_hw), 2);
		jw_str(w, "per", "year");
		jw_close(w, '}');
	}
	for (i = 0; v != NULL && r->ok && i < v->terms.n_optional; i++) {
		jw_open(w, NULL, '{');
		jw_str(w, "name", ltext_get(&v->terms.optional[i].name,
		    r->sc->language));
		jw_num(w, "price", v->terms.optional[i].price, 2);
		jw_str(w, "per", item_per_names[v->terms.optional[i].per]);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	jw_close(w, '}');
}

void
result_json_write(const struct result *r, const struct provenance *prov,
    struct strbuf *out)
{
	const struct scenario *sc = r->sc;
	struct jw w;
	size_t i;

	sb_reset(out);
	jw_init(&w, out, 0);
	jw_open(&w, NULL, '{');
	jw_str(&w, "id", sc->id);
	jw_int(&w, "format_version", JSON_FORMAT_VERSION);
	jw_str(&w, "tool_version", prov ? prov->tool_version : NULL);
	jw_str(&w, "input_digest", prov ? prov->input_digest : NULL);
	jw_str(&w, "prices_as_of", r->prices->as_of);
	jw_str(&w, "currency", currency_names[sc->currency]);
	jw_num(&w, "fx_usd_per_eur", r->prices->usd_per_eur, 6);
	jw_str(&w, "title", words_title(sc));
	jw_str(&w, "customer", sc->customer_name);
	jw_str(&w, "language", language_names[sc->language]);
	jw_str(&w, "date", sc->date);
	/* pinned hardware that misses a target is still proposed, with
	 * does-not-fit findings; infeasible means no system at all */
	jw_str(&w, "status", r->ok ? "ok" : r->rec.gpu != NULL ?
	    "does-not-fit" : "infeasible");
	if (r->rec.gpu == NULL) {
		jw_str(&w, "infeasible_because",
		    constraint_names[r->infeasible_because]);
		jw_null(&w, "recommendation");
		jw_close(&w, '}');
		sb_putc(out, '\n');
		return;
	}
	write_candidate(&w, "recommendation", &r->rec, NULL);
	/* the decision every sentence of the proposal tells (struct offer) */
	write_offer(&w, r);
	jw_open(&w, "alternatives", '[');
	for (i = 0; i < ALT__MAX; i++)
		if (r->alt[i].gpu != NULL)
			write_candidate(&w, NULL, &r->alt[i], alt_kind_names[i]);
	jw_close(&w, ']');
	jw_int(&w, "candidates_considered", (long long)r->n_considered);
	jw_int(&w, "candidates_feasible", (long long)r->n_feasible);
	jw_open(&w, "workloads", '[');
	for (i = 0; i < sc->n_workloads; i++)
		write_workload(&w, &r->rec.wr[i]);
	jw_close(&w, ']');
	jw_open(&w, "advice", '[');
	for (i = 0; i < r->n_advice; i++) {
		jw_open(&w, NULL, '{');
		jw_str(&w, "kind", advice_kind_names[r->advice[i].kind]);
		jw_num(&w, "a", r->advice[i].a, 4);
		jw_num(&w, "b", r->advice[i].b, 4);
		jw_str(&w, "text", r->advice[i].s);
		jw_close(&w, '}');
	}
	jw_close(&w, ']');
	write_tco(&w, r, &r->econ);
	jw_open(&w, "sizing_factors", '[');
	for (i = 0; i < r->n_factors; i++) {
		jw_open(&w, NULL, '{');
		jw_str(&w, "name", r->factors[i].name);
		jw_num(&w, "value", r->factors[i].value, 4);
		jw_str(&w, "unit", r->factors[i].unit);
		jw_str(&w, "source", r->factors[i].source);
		jw_close(&w, '}');
	}
	jw_close(&w, ']');
	jw_close(&w, '}');
	sb_putc(out, '\n');
}
