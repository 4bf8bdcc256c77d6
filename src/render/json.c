/*
 * json.c: result to JSON (see json.h and docs/json-format.md).
 */
#include "render/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

/* Powers of ten for 0..6 decimals (pow() was a measurable part of a
 * build). */
static const double pow10_tab[] = { 1, 10, 100, 1e3, 1e4, 1e5, 1e6 };

/* v rounded half away from zero at `decimals`, without a "-0". */
static double
round_at(double v, int decimals)
{
	double s = decimals >= 0 && decimals <= 6 ? pow10_tab[decimals] :
	    pow(10, decimals);

	v = (v < 0 ? -floor(-v * s + 0.5) : floor(v * s + 0.5)) / s;
	return v == 0 ? 0 : v;
}

json_t *
json_num(double v, int decimals)
{
	if (!isfinite(v))
		return json_null();
	v = round_at(v, decimals);
	if (decimals == 0 && fabs(v) < 9e15)
		return json_integer((json_int_t)v);
	return json_real(v);
}

/* Write the decimal digits of v at the end of the 24-byte buffer end
 * points past; returns where they start. */
static char *
digits_before(char *end, unsigned long long v)
{
	do {
		*--end = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0);
	return end;
}

/*
 * Append a real as jansson would with JSON_REAL_PRECISION(15) for the
 * values gpuplan writes (rounded to at most 6 decimals by json_num):
 * shortest decimals, ".0" for whole numbers.  Formatting thousands of
 * series values with printf was an eighth of a build (bench/), so the
 * common case is integer arithmetic, assembled in a buffer and appended
 * once; others fall back to "%.15g".
 */
static void
put_real(struct strbuf *b, double v)
{
	double a = fabs(v), scaled = a * 1e6;
	unsigned long long n, frac;
	char buf[48], *p, *q;
	int k;

	if (a < 1e12 && fabs(scaled - floor(scaled + 0.5)) < 1e-3) {
		n = (unsigned long long)llround(scaled);
		frac = n % 1000000;
		p = digits_before(buf + 24, n / 1000000);
		if (v < 0 && n > 0)
			*--p = '-';
		q = buf + 24;
		*q++ = '.';
		if (frac == 0)
			*q++ = '0';
		for (k = 5; k >= 0 && frac > 0; k--) {
			static const unsigned long long p10[] = { 1, 10, 100,
			    1000, 10000, 100000 };

			*q++ = (char)('0' + frac / p10[k]);
			frac %= p10[k];
		}
		sb_add(b, p, (size_t)(q - p));
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

/* 1 if s is printable ASCII without '"' and '\\': JSON text as it is
 * (jansson writes it unchanged too); sets *n to its length. */
static int
plain(const char *s, size_t *n)
{
	const char *p;

	for (p = s; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == '"' || *p == '\\' ||
		    (unsigned char)*p >= 0x7f)
			return 0;
	*n = (size_t)(p - s);
	return 1;
}

/* Append s as a JSON string (a value or an object key): plain ASCII as
 * it is, anything else escaped by jansson; invalid UTF-8 as null. */
static void
put_text(struct strbuf *b, const char *s)
{
	size_t n;
	json_t *j;

	if (plain(s, &n)) {
		char *p = sb_room(b, n + 2);

		p[0] = '"';
		memcpy(p + 1, s, n);
		p[n + 1] = '"';
		sb_wrote(b, n + 2);
		return;
	}
	if ((j = json_string(s)) == NULL) {
		sb_puts(b, "null");
		return;
	}
	put_string(b, j);
	json_decref(j);
}

static void
newline(struct strbuf *b, int depth)
{
	size_t n = depth > 0 ? 2 * (size_t)depth : 0;
	char *p = sb_room(b, n + 1);

	*p = '\n';
	memset(p + 1, ' ', n);
	sb_wrote(b, n + 1);
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
			put_text(b, key);
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
			sb_put_uint(b, (unsigned long long)(-(json_integer_value(j) + 1)) + 1);
		} else
			sb_put_uint(b, (unsigned long long)json_integer_value(j));
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

/* ---- the result, written as it is walked ---- */

/*
 * A streaming writer with the layout of json_dump_to: the result is the
 * largest JSON gpuplan writes (its cost series), and building a jansson
 * tree of it only to print it was a tenth of a build (bench/).  Strings
 * are still escaped by jansson.
 */
struct jw {
	struct strbuf	*b;
	int		 depth;		/* of the innermost open container */
	int		 empty;		/* it has no member yet */
};

/* Before a member: the comma and the indentation. */
static void
jw_sep(struct jw *w)
{
	if (!w->empty)
		sb_putc(w->b, ',');
	newline(w->b, w->depth);
	w->empty = 0;
}

/* A member's key in an object, or nothing for an array element (k NULL). */
static void
jw_key(struct jw *w, const char *k)
{
	jw_sep(w);
	if (k != NULL) {
		put_text(w->b, k);
		sb_add(w->b, ": ", 2);
	}
}

/* Open an object or array ('{' or '[') as member k (NULL: element, or
 * the top level when nothing is open). */
static void
jw_open(struct jw *w, const char *k, char c)
{
	if (w->depth > 0 || w->b->len > 0)
		jw_key(w, k);
	sb_putc(w->b, c);
	w->depth++;
	w->empty = 1;
}

/* Close it with '}' or ']': "{}" / "[]" when it stayed empty. */
static void
jw_close(struct jw *w, char c)
{
	w->depth--;
	if (!w->empty)
		newline(w->b, w->depth);
	sb_putc(w->b, c);
	w->empty = 0;
}

static void
put_int(struct strbuf *b, long long v)
{
	if (v < 0) {
		sb_putc(b, '-');
		sb_put_uint(b, (unsigned long long)(-(v + 1)) + 1);
	} else
		sb_put_uint(b, (unsigned long long)v);
}

/* A number as json_num() would make it: rounded to decimals, null if
 * not finite, an integer when decimals is 0. */
static void
put_num(struct strbuf *b, double v, int decimals)
{
	if (!isfinite(v)) {
		sb_puts(b, "null");
		return;
	}
	v = round_at(v, decimals);
	if (decimals == 0 && fabs(v) < 9e15)
		put_int(b, (long long)v);
	else
		put_real(b, v);
}

static void
jw_num(struct jw *w, const char *k, double v, int decimals)
{
	jw_key(w, k);
	put_num(w->b, v, decimals);
}

static void
jw_int(struct jw *w, const char *k, long long v)
{
	jw_key(w, k);
	put_int(w->b, v);
}

static void
jw_bool(struct jw *w, const char *k, int v)
{
	jw_key(w, k);
	sb_puts(w->b, v ? "true" : "false");
}

static void
jw_null(struct jw *w, const char *k)
{
	jw_key(w, k);
	sb_puts(w->b, "null");
}

/* A string member, escaped by jansson; NULL writes null. */
static void
jw_str(struct jw *w, const char *k, const char *v)
{
	jw_key(w, k);
	if (v == NULL)
		sb_puts(w->b, "null");
	else
		put_text(w->b, v);
}

/* A series of n + 1 numbers (months 0..n) on one line; v NULL: []. */
static void
jw_series(struct jw *w, const char *k, const double *v, int n, int decimals)
{
	int i;

	jw_key(w, k);
	sb_putc(w->b, '[');
	for (i = 0; v != NULL && i <= n; i++) {
		if (i > 0)
			sb_puts(w->b, ", ");
		put_num(w->b, v[i], decimals);
	}
	sb_putc(w->b, ']');
}

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
	jw_num(w, "kv_cache_bytes", m->kv_cache, 0);
	jw_num(w, "activations_bytes", m->activations, 0);
	jw_num(w, "optimizer_bytes", m->optimizer, 0);
	jw_num(w, "gradients_bytes", m->gradients, 0);
	jw_num(w, "overhead_bytes", m->overhead, 0);
	jw_num(w, "total_bytes", m->total, 0);
	jw_num(w, "per_gpu_bytes", m->per_gpu, 0);
	jw_num(w, "host_ram_bytes", m->vector_index_ram, 0);
	jw_num(w, "nvme_bytes", m->nvme, 0);
	jw_close(w, '}');
}

static void
write_workload(struct jw *w, const struct workload_result *wr)
{
	const struct workload *wl = wr->w;

	jw_open(w, NULL, '{');
	jw_str(w, "name", wl->name);
	jw_str(w, "type", workload_type_names[wl->type]);
	if (wl->has_model)
		jw_str(w, "model", wl->model.id[0] ? wl->model.id :
		    (wl->model.name ? wl->model.name : "inline"));
	write_memory(w, &wr->mem);
	jw_int(w, "gpus_needed", wr->gpus_needed);
	jw_int(w, "tensor_parallel", wr->tensor_parallel);
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
	jw_num(w, "gpu_hours_month", wr->gpu_hours_month, 1);
	jw_str(w, "binding_constraint", constraint_names[wr->binding]);
	jw_bool(w, "fits", wr->fits);
	jw_bool(w, "offload_needed", wr->offload_needed);
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
		if (op->available) {
			jw_num(w, "cost_per_gpu_hour", op->cost_per_gpu_hour, 4);
			jw_num(w, "cost_per_1m_tokens", op->cost_per_mtok, 4);
		} else {
			jw_null(w, "cost_per_gpu_hour");
			jw_null(w, "cost_per_1m_tokens");
		}
		jw_series(w, "monthly", op->available ? op->monthly : NULL,
		    months, 2);
		jw_series(w, "cumulative", op->available ? op->cumulative :
		    NULL, months, 2);
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
		jw_num(w, "base_break_even_month", s->base_break_even, 2);
		jw_num(w, "low_break_even_month", s->low_break_even, 2);
		jw_num(w, "high_break_even_month", s->high_break_even, 2);
		jw_close(w, '}');
	}
	jw_close(w, ']');
	jw_open(w, "assumptions", '{');
	jw_num(w, "energy_price_kwh", econ->energy_price_kwh[ENERGY_BASE], 4);
	jw_str(w, "energy_price_source", econ->energy_source);
	jw_num(w, "pue", econ->pue, 3);
	jw_str(w, "pue_source", econ->pue_source);
	jw_num(w, "colocation_kw_month", econ->colocation_kw_month, 2);
	jw_str(w, "colocation_source", econ->colocation_source);
	jw_num(w, "maintenance_pct_year", econ->maintenance_pct_year, 2);
	jw_str(w, "maintenance_source", econ->maintenance_source);
	jw_num(w, "cloud_gpu_hour", t->cloud_gpu_hour, 4);
	jw_num(w, "cloud_gpu_hour_on_demand", t->cloud_gpu_hour_on_demand, 4);
	jw_str(w, "cloud_price_source", t->cloud_price_source);
	jw_str(w, "cloud_tier", cloud_tier_names[ec->cloud_tier]);
	jw_str(w, "cloud_commitment", commitment_names[ec->commitment]);
	jw_num(w, "hours_per_month", ec->hours_per_month, 2);
	jw_num(w, "install_pct", ec->install_pct, 2);
	jw_num(w, "residual_pct", ec->residual_pct, 2);
	jw_num(w, "discount_rate_pct_year", ec->discount_rate_pct_year, 2);
	jw_close(w, '}');
	jw_close(w, '}');
}

void
result_json_write(const struct result *r, const struct provenance *prov,
    struct strbuf *out)
{
	const struct scenario *sc = r->sc;
	struct jw w;
	size_t i;

	w.b = out;
	w.depth = 0;
	w.empty = 1;
	sb_reset(out);
	jw_open(&w, NULL, '{');
	jw_str(&w, "id", sc->id);
	jw_int(&w, "format_version", JSON_FORMAT_VERSION);
	jw_str(&w, "tool_version", prov ? prov->tool_version : NULL);
	jw_str(&w, "input_digest", prov ? prov->input_digest : NULL);
	jw_str(&w, "prices_as_of", r->prices->as_of);
	jw_str(&w, "currency", currency_names[sc->currency]);
	jw_num(&w, "fx_usd_per_eur", r->prices->usd_per_eur, 6);
	jw_str(&w, "title", sc->title);
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
	jw_close(&w, '}');
	sb_putc(out, '\n');
}
