/*
 * json.c: result to JSON (see json.h and docs/json-format.md).
 */
#include "render/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/tco.h"
#include "util/alloc.h"

/* Powers of ten for 0..6 decimals (pow() was a measurable part of a
 * build). */
static const double pow10_tab[] = { 1, 10, 100, 1e3, 1e4, 1e5, 1e6 };

json_t *
json_num(double v, int decimals)
{
	double s;

	if (!isfinite(v))
		return json_null();
	s = decimals >= 0 && decimals <= 6 ? pow10_tab[decimals] :
	    pow(10, decimals);
	v = (v < 0 ? -floor(-v * s + 0.5) : floor(v * s + 0.5)) / s;
	if (v == 0)
		v = 0;
	if (decimals == 0 && fabs(v) < 9e15)
		return json_integer((json_int_t)v);
	return json_real(v);
}

/* A JSON string, or null for NULL. */
static json_t *
jstr(const char *s)
{
	return s ? json_string(s) : json_null();
}

/* The host of a candidate as JSON. */
static json_t *
host_json(const struct host_spec *h)
{
	return json_pack("{s:s, s:i, s:i, s:o, s:o, s:o, s:o, s:i, s:b, s:i, "
	    "s:o, s:o, s:i, s:b}",
	    "host_class", host_class_names[h->host_class],
	    "cpu_sockets", h->cpu_sockets,
	    "cpu_cores", h->cpu_cores,
	    "ram_gb", json_num(h->ram_gb, 0),
	    "nvme_data_tb", json_num(h->nvme_data_tb, 2),
	    "nvme_checkpoint_tb", json_num(h->nvme_checkpoint_tb, 2),
	    "nvme_log_tb", json_num(h->nvme_log_tb, 2),
	    "nic_gbps", h->nic_gbps,
	    "rdma", h->rdma,
	    "rdma_gbps", h->rdma_gbps,
	    "node_power_kw", json_num(h->node_power_kw, 2),
	    "host_power_kw", json_num(h->host_power_kw, 2),
	    "rack_units", h->rack_units,
	    "liquid_cooling", h->liquid_cooling);
}

static json_t *
memory_json(const struct mem_breakdown *m)
{
	return json_pack("{s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}",
	    "weights_bytes", json_num(m->weights, 0),
	    "kv_cache_bytes", json_num(m->kv_cache, 0),
	    "activations_bytes", json_num(m->activations, 0),
	    "optimizer_bytes", json_num(m->optimizer, 0),
	    "gradients_bytes", json_num(m->gradients, 0),
	    "overhead_bytes", json_num(m->overhead, 0),
	    "total_bytes", json_num(m->total, 0),
	    "per_gpu_bytes", json_num(m->per_gpu, 0),
	    "host_ram_bytes", json_num(m->vector_index_ram, 0),
	    "nvme_bytes", json_num(m->nvme, 0));
}

static json_t *
workload_json(const struct workload_result *wr)
{
	const struct workload *w = wr->w;
	json_t *o = json_object(), *tp = json_object();

	json_object_set_new(o, "name", json_string(w->name));
	json_object_set_new(o, "type", json_string(workload_type_names[w->type]));
	if (w->has_model)
		json_object_set_new(o, "model", json_string(w->model.id[0] ?
		    w->model.id : (w->model.name ? w->model.name : "inline")));
	json_object_set_new(o, "memory", memory_json(&wr->mem));
	json_object_set_new(o, "gpus_needed", json_integer(wr->gpus_needed));
	json_object_set_new(o, "tensor_parallel",
	    json_integer(wr->tensor_parallel));
	json_object_set_new(o, "replicas", json_integer(wr->replicas));
	switch (w->type) {
	case WL_LLM_INFERENCE:
		json_object_set_new(tp, "tokens_per_s",
		    json_num(wr->tokens_per_s, 1));
		json_object_set_new(tp, "tokens_per_s_per_sequence",
		    json_num(wr->tokens_per_s_per_seq, 2));
		json_object_set_new(tp, "ttft_s", json_num(wr->ttft_s, 3));
		break;
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
	case WL_EMBEDDINGS:
		json_object_set_new(tp, "run_hours", json_num(wr->run_hours, 2));
		break;
	case WL_VISION_INFERENCE:
		json_object_set_new(tp, "images_per_s",
		    json_num(wr->images_per_s, 1));
		json_object_set_new(tp, "latency_ms", json_num(wr->latency_ms, 3));
		break;
	case WL_SIMULATION:
		json_object_set_new(tp, "fp64_tflops", json_num(wr->fp64_tflops, 2));
		break;
	default:
		break;
	}
	json_object_set_new(o, "throughput", tp);
	json_object_set_new(o, "gpu_hours_month",
	    json_num(wr->gpu_hours_month, 1));
	json_object_set_new(o, "binding_constraint",
	    json_string(constraint_names[wr->binding]));
	json_object_set_new(o, "fits", json_boolean(wr->fits));
	json_object_set_new(o, "offload_needed",
	    json_boolean(wr->offload_needed));
	return o;
}

static json_t *
candidate_json(const struct candidate *c, size_t n_workloads)
{
	json_t *o = json_object();

	json_object_set_new(o, "gpu", json_string(c->gpu->id));
	json_object_set_new(o, "gpu_name", json_string(c->gpu->name));
	json_object_set_new(o, "vendor",
	    json_string(vendor_names[c->gpu->vendor]));
	json_object_set_new(o, "gpus", json_integer(c->gpus));
	json_object_set_new(o, "nodes", json_integer(c->nodes));
	json_object_set_new(o, "gpus_per_node", json_integer(c->gpus_per_node));
	json_object_set_new(o, "form_factor",
	    json_string(form_factor_names[c->gpu->form_factor]));
	json_object_set_new(o, "binding_constraint",
	    json_string(constraint_names[c->feasible ? c->binding : c->failed]));
	json_object_set_new(o, "feasible", json_boolean(c->feasible));
	json_object_set_new(o, "capex", json_num(c->capex, 2));
	json_object_set_new(o, "capex_hardware", json_num(c->capex_hw, 2));
	json_object_set_new(o, "price_gpu", json_num(c->price_gpu, 2));
	json_object_set_new(o, "price_host", json_num(c->price_host, 2));
	json_object_set_new(o, "price_network", json_num(c->price_network, 2));
	json_object_set_new(o, "max_power_kw", json_num(c->max_kw, 2));
	json_object_set_new(o, "idle_power_kw", json_num(c->idle_kw, 2));
	json_object_set_new(o, "rank_cost", json_num(c->rank_cost, 2));
	json_object_set_new(o, "host", host_json(&c->host));
	(void)n_workloads;
	return o;
}

static json_t *
series_json(const double *v, int n)
{
	json_t *a = json_array();
	int i;

	for (i = 0; v != NULL && i <= n; i++)
		json_array_append_new(a, json_num(v[i], 2));
	return a;
}

static json_t *
tco_case_json(const struct result *r, const struct tco_case *c, int months)
{
	json_t *o = json_object(), *opts = json_array();
	int k;

	json_object_set_new(o, "name", json_string(util_level_names[c->level]));
	json_object_set_new(o, "utilisation", json_num(c->utilisation, 4));
	json_object_set_new(o, "energy_price_kwh",
	    json_num(c->energy_price_kwh, 4));
	json_object_set_new(o, "break_even_month",
	    json_num(tco_case_break_even(c, r->sc), 2));
	json_object_set_new(o, "break_even_month_on_prem",
	    json_num(c->break_even_month, 2));
	json_object_set_new(o, "break_even_month_colocation",
	    json_num(c->break_even_month_colo, 2));
	json_object_set_new(o, "cheapest",
	    json_string(op_model_names[c->cheapest]));
	for (k = 0; k < OP__MAX; k++) {
		const struct tco_option *op = &c->opt[k];
		json_t *j;

		if (!r->sc->economics.operating_models[k])
			continue;
		j = json_object();
		json_object_set_new(j, "model", json_string(op_model_names[k]));
		json_object_set_new(j, "available", json_boolean(op->available));
		json_object_set_new(j, "total", op->available ?
		    json_num(op->total, 2) : json_null());
		json_object_set_new(j, "capex", json_num(op->capex, 2));
		json_object_set_new(j, "cost_per_gpu_hour", op->available ?
		    json_num(op->cost_per_gpu_hour, 4) : json_null());
		json_object_set_new(j, "cost_per_1m_tokens", op->available ?
		    json_num(op->cost_per_mtok, 4) : json_null());
		json_object_set_new(j, "monthly", op->available ?
		    series_json(op->monthly, months) : json_array());
		json_object_set_new(j, "cumulative", op->available ?
		    series_json(op->cumulative, months) : json_array());
		json_array_append_new(opts, j);
	}
	json_object_set_new(o, "options", opts);
	return o;
}

static json_t *
tco_json(const struct result *r, const struct econ_resolved *econ)
{
	const struct tco_result *t = &r->tco;
	json_t *o = json_object(), *sc = json_array(), *en, *sens;
	int u, e;
	size_t i;

	json_object_set_new(o, "horizon_months", json_integer(t->months));
	json_object_set_new(o, "own_model",
	    json_string(op_model_names[tco_own_model(r->sc)]));
	json_object_set_new(o, "break_even_utilisation",
	    json_num(t->break_even_utilisation, 4));
	for (u = 0; u < UTIL__MAX; u++)
		json_array_append_new(sc, tco_case_json(r,
		    tco_case_at(t, (enum util_level)u, ENERGY_BASE), t->months));
	json_object_set_new(o, "scenarios", sc);
	if (t->n_energy == 3) {
		en = json_array();
		for (e = 0; e < ENERGY__MAX; e++)
			for (u = 0; u < UTIL__MAX; u++) {
				const struct tco_case *c = tco_case_at(t,
				    (enum util_level)u, (enum energy_case)e);
				json_t *j = json_pack("{s:s, s:s, s:o, s:o}",
				    "energy", energy_case_names[e],
				    "utilisation", util_level_names[u],
				    "energy_price_kwh",
				    json_num(c->energy_price_kwh, 4),
				    "break_even_month",
				    json_num(tco_case_break_even(c, r->sc), 2));
				int k;

				for (k = 0; k < OP__MAX; k++)
					if (r->sc->economics.operating_models[k])
						json_object_set_new(j,
						    op_model_names[k],
						    c->opt[k].available ?
						    json_num(c->opt[k].total, 2) :
						    json_null());
				json_array_append_new(en, j);
			}
		json_object_set_new(o, "energy_cases", en);
	}
	sens = json_array();
	for (i = 0; i < t->n_sens; i++) {
		const struct sensitivity *s = &t->sens[i];

		json_array_append_new(sens, json_pack("{s:s, s:o, s:o, s:o, s:o, "
		    "s:o, s:o, s:o, s:o}",
		    "parameter", s->param,
		    "low_value", json_num(s->low_value, 4),
		    "high_value", json_num(s->high_value, 4),
		    "base_total", json_num(s->base_total, 2),
		    "low_total", json_num(s->low_total, 2),
		    "high_total", json_num(s->high_total, 2),
		    "base_break_even_month", json_num(s->base_break_even, 2),
		    "low_break_even_month", json_num(s->low_break_even, 2),
		    "high_break_even_month", json_num(s->high_break_even, 2)));
	}
	json_object_set_new(o, "sensitivity", sens);
	json_object_set_new(o, "assumptions", json_pack("{s:o, s:s?, s:o, "
	    "s:s?, s:o, s:s?, s:o, s:s?, s:o, s:o, s:s?, s:s, s:s, s:o, s:o, "
	    "s:o, s:o}",
	    "energy_price_kwh", json_num(econ->energy_price_kwh[ENERGY_BASE], 4),
	    "energy_price_source", econ->energy_source,
	    "pue", json_num(econ->pue, 3),
	    "pue_source", econ->pue_source,
	    "colocation_kw_month", json_num(econ->colocation_kw_month, 2),
	    "colocation_source", econ->colocation_source,
	    "maintenance_pct_year", json_num(econ->maintenance_pct_year, 2),
	    "maintenance_source", econ->maintenance_source,
	    "cloud_gpu_hour", json_num(t->cloud_gpu_hour, 4),
	    "cloud_gpu_hour_on_demand", json_num(t->cloud_gpu_hour_on_demand, 4),
	    "cloud_price_source", t->cloud_price_source,
	    "cloud_tier", cloud_tier_names[r->sc->economics.cloud_tier],
	    "cloud_commitment", commitment_names[r->sc->economics.commitment],
	    "hours_per_month", json_num(r->sc->economics.hours_per_month, 2),
	    "install_pct", json_num(r->sc->economics.install_pct, 2),
	    "residual_pct", json_num(r->sc->economics.residual_pct, 2),
	    "discount_rate_pct_year",
	    json_num(r->sc->economics.discount_rate_pct_year, 2)));
	return o;
}

json_t *
result_to_json(const struct result *r, const struct econ_resolved *econ,
    const struct provenance *prov)
{
	const struct scenario *sc = r->sc;
	json_t *o = json_object(), *wl, *alts, *adv;
	size_t i;

	json_object_set_new(o, "id", json_string(sc->id));
	json_object_set_new(o, "format_version",
	    json_integer(JSON_FORMAT_VERSION));
	json_object_set_new(o, "tool_version", jstr(prov ? prov->tool_version :
	    NULL));
	json_object_set_new(o, "input_digest", jstr(prov ? prov->input_digest :
	    NULL));
	json_object_set_new(o, "prices_as_of", json_string(r->prices->as_of));
	json_object_set_new(o, "currency",
	    json_string(currency_names[sc->currency]));
	json_object_set_new(o, "fx_usd_per_eur",
	    json_num(r->prices->usd_per_eur, 6));
	json_object_set_new(o, "title", json_string(sc->title));
	json_object_set_new(o, "customer", json_string(sc->customer_name));
	json_object_set_new(o, "language",
	    json_string(language_names[sc->language]));
	json_object_set_new(o, "date", json_string(sc->date));
	/* pinned hardware that misses a target is still proposed, with
	 * does-not-fit findings; infeasible means no system at all */
	json_object_set_new(o, "status", json_string(r->ok ? "ok" :
	    r->rec.gpu != NULL ? "does-not-fit" : "infeasible"));
	if (r->rec.gpu == NULL) {
		json_object_set_new(o, "infeasible_because",
		    json_string(constraint_names[r->infeasible_because]));
		json_object_set_new(o, "recommendation", json_null());
		return o;
	}
	json_object_set_new(o, "recommendation",
	    candidate_json(&r->rec, sc->n_workloads));
	alts = json_array();
	for (i = 0; i < ALT__MAX; i++) {
		json_t *a;

		if (r->alt[i].gpu == NULL)
			continue;
		a = candidate_json(&r->alt[i], sc->n_workloads);
		json_object_set_new(a, "kind", json_string(alt_kind_names[i]));
		json_array_append_new(alts, a);
	}
	json_object_set_new(o, "alternatives", alts);
	json_object_set_new(o, "candidates_considered",
	    json_integer((json_int_t)r->n_considered));
	json_object_set_new(o, "candidates_feasible",
	    json_integer((json_int_t)r->n_feasible));
	wl = json_array();
	for (i = 0; i < sc->n_workloads; i++)
		json_array_append_new(wl, workload_json(&r->rec.wr[i]));
	json_object_set_new(o, "workloads", wl);
	adv = json_array();
	for (i = 0; i < r->n_advice; i++)
		json_array_append_new(adv, json_pack("{s:s, s:o, s:o, s:s}",
		    "kind", advice_kind_names[r->advice[i].kind],
		    "a", json_num(r->advice[i].a, 4),
		    "b", json_num(r->advice[i].b, 4),
		    "text", r->advice[i].s));
	json_object_set_new(o, "advice", adv);
	json_object_set_new(o, "tco", tco_json(r, econ));
	return o;
}

/* Append the decimal digits of v (>= 0). */
static void
put_uint(struct strbuf *b, unsigned long long v)
{
	char d[24];
	int k = 0;

	do {
		d[k++] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0);
	while (k > 0)
		sb_putc(b, d[--k]);
}

/*
 * Append a real as jansson would with JSON_REAL_PRECISION(15) for the
 * values gpuplan writes (rounded to at most 6 decimals by json_num):
 * shortest decimals, ".0" for whole numbers.  Formatting thousands of
 * series values with printf was an eighth of a build (bench/), so the
 * common case is integer arithmetic; others fall back to "%.15g".
 */
static void
put_real(struct strbuf *b, double v)
{
	double a = fabs(v), scaled = a * 1e6;
	unsigned long long n, ip, frac;
	char buf[32];
	int k;

	if (a < 1e12 && fabs(scaled - floor(scaled + 0.5)) < 1e-3) {
		n = (unsigned long long)llround(scaled);
		if (v < 0 && n > 0)
			sb_putc(b, '-');
		ip = n / 1000000;
		frac = n % 1000000;
		put_uint(b, ip);
		sb_putc(b, '.');
		if (frac == 0) {
			sb_putc(b, '0');
			return;
		}
		for (k = 5; k >= 0 && frac > 0; k--) {
			static const unsigned long long p10[] = { 1, 10, 100,
			    1000, 10000, 100000 };

			sb_putc(b, (char)('0' + frac / p10[k]));
			frac %= p10[k];
		}
		return;
	}
	snprintf(buf, sizeof(buf), "%.15g", v);
	sb_puts(b, buf);
	if (strpbrk(buf, ".eE") == NULL)
		sb_puts(b, ".0");
}

/*
 * Append a JSON string value, escaped by jansson (json_dumpb), not by
 * hand: the writer around it only lays out structure and numbers.
 */
static void
put_string(struct strbuf *b, const json_t *j)
{
	char buf[512], *big;
	size_t n = json_dumpb(j, buf, sizeof(buf), JSON_ENCODE_ANY);

	if (n <= sizeof(buf)) {
		sb_add(b, buf, n);
		return;
	}
	big = xmalloc(n);
	json_dumpb(j, big, n, JSON_ENCODE_ANY);
	sb_add(b, big, n);
	free(big);
}

/* Append an object key.  Keys are this program's own ASCII names; one
 * that needed escaping would go through jansson too. */
static void
put_key(struct strbuf *b, const char *key)
{
	const char *p;
	json_t *k;

	for (p = key; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == '"' || *p == '\\' ||
		    (unsigned char)*p >= 0x80)
			break;
	if (*p == '\0') {
		sb_putc(b, '"');
		sb_add(b, key, (size_t)(p - key));
		sb_putc(b, '"');
		return;
	}
	k = json_string(key);
	if (k != NULL)
		put_string(b, k);
	json_decref(k);
}

static void
newline(struct strbuf *b, int depth)
{
	int i;

	sb_putc(b, '\n');
	for (i = 0; i < depth; i++)
		sb_puts(b, "  ");
}

/* 1 if every element of array j is a number or null. */
static int
numbers_only(const json_t *j)
{
	size_t i;

	for (i = 0; i < json_array_size(j); i++)
		if (!json_is_number(json_array_get(j, i)) &&
		    !json_is_null(json_array_get(j, i)))
			return 0;
	return 1;
}

static void
put_value(struct strbuf *b, const json_t *j, int depth)
{
	size_t i, n;
	const char *key;
	json_t *v;

	switch (json_typeof(j)) {
	case JSON_OBJECT:
		if (json_object_size(j) == 0) {
			sb_puts(b, "{}");
			break;
		}
		sb_putc(b, '{');
		i = 0;
		json_object_foreach((json_t *)j, key, v) {
			if (i++ > 0)
				sb_putc(b, ',');
			newline(b, depth + 1);
			put_key(b, key);
			sb_puts(b, ": ");
			put_value(b, v, depth + 1);
		}
		newline(b, depth);
		sb_putc(b, '}');
		break;
	case JSON_ARRAY:
		n = json_array_size(j);
		if (n == 0) {
			sb_puts(b, "[]");
			break;
		}
		if (numbers_only(j)) {
			/* a series (monthly cost, ...) reads best on one
			 * line, and is a third of a result's bytes */
			sb_putc(b, '[');
			for (i = 0; i < n; i++) {
				if (i > 0)
					sb_puts(b, ", ");
				put_value(b, json_array_get(j, i), depth + 1);
			}
			sb_putc(b, ']');
			break;
		}
		sb_putc(b, '[');
		for (i = 0; i < n; i++) {
			if (i > 0)
				sb_putc(b, ',');
			newline(b, depth + 1);
			put_value(b, json_array_get(j, i), depth + 1);
		}
		newline(b, depth);
		sb_putc(b, ']');
		break;
	case JSON_STRING:
		put_string(b, j);
		break;
	case JSON_INTEGER:
		if (json_integer_value(j) < 0) {
			sb_putc(b, '-');
			put_uint(b, (unsigned long long)(-(json_integer_value(j) + 1)) + 1);
		} else
			put_uint(b, (unsigned long long)json_integer_value(j));
		break;
	case JSON_REAL:
		put_real(b, json_real_value(j));
		break;
	case JSON_TRUE:
		sb_puts(b, "true");
		break;
	case JSON_FALSE:
		sb_puts(b, "false");
		break;
	default:
		sb_puts(b, "null");
		break;
	}
}

void
json_dump_to(const json_t *j, struct strbuf *out)
{
	put_value(out, j, 0);
	sb_putc(out, '\n');
}

void
json_dump_inline(json_t *j, struct strbuf *out, int depth)
{
	put_value(out, j, depth);
	json_decref(j);
}
