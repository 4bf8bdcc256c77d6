/*
 * catalog_list.c: the listings of `gpuplan catalog` (see catalog_list.h).
 *
 * Each listing is built once as rows of JSON values under the column
 * keys of its table below; the text format lays out the same rows, so
 * the two formats cannot disagree.
 */
#include "render/catalog_list.h"

#include <jansson.h>
#include <string.h>

#include "render/json.h"

const char *const catalog_list_names[] = { "gpus", "models", "prices",
    "clouds", NULL };

/* One column: the JSON key, the text header and the decimals of a
 * number (-1: a string). */
struct column {
	const char	*key;
	const char	*header;
	int		 decimals;
};

#define COLUMNS_MAX 12

static const struct column columns[CLIST__MAX][COLUMNS_MAX] = {
	[CLIST_GPUS] = {
		{ "id", "id", -1 }, { "vendor", "vendor", -1 },
		{ "memory_gb", "memory GB", 0 },
		{ "bandwidth_tbs", "TB/s", 2 },
		{ "bf16_tflops", "BF16 TFLOPS", 0 },
		{ "fp8_tflops", "FP8 TFLOPS", 0 },
		{ "fp64_tflops", "FP64 TFLOPS", 1 },
		{ "power_w", "power W", 0 },
		{ "price", "price", 0 },
		{ "year", "year", 0 },
		{ "name", "name", -1 },
		{ NULL, NULL, 0 }
	},
	[CLIST_MODELS] = {
		{ "id", "id", -1 },
		{ "params_b", "params B", 1 },
		{ "active_params_b", "active B", 1 },
		{ "layers", "layers", 0 },
		{ "kv_heads", "kv heads", 0 },
		{ "max_context", "max context", 0 },
		{ "name", "name", -1 },
		{ NULL, NULL, 0 }
	},
	[CLIST_PRICES] = {
		{ "id", "id", -1 }, { "kind", "kind", -1 },
		{ "price", "price", 0 },
		{ "source", "source", -1 },
		{ NULL, NULL, 0 }
	},
	[CLIST_CLOUDS] = {
		{ "id", "id", -1 },
		{ "hyperscaler_gpu_hour", "hyperscaler /GPU-h", 2 },
		{ "neocloud_gpu_hour", "neocloud /GPU-h", 2 },
		{ "memory_gb", "memory GB", 0 },
		{ NULL, NULL, 0 }
	},
};

/* A price as a JSON number, or null when the catalog has none.  New
 * reference. */
static json_t *
price_value(const struct price *p)
{
	return p->set ? json_real(p->amount) : json_null();
}

/* A source text as a JSON string ("" when there is none); the table
 * cuts it at CELL_MAX.  New reference. */
static json_t *
source_value(const char *s)
{
	return json_string(s != NULL ? s : "");
}

/* The rows of kind k, a new JSON array of objects. */
static json_t *
rows_of(const struct catalog *cat, enum catalog_list_kind k)
{
	json_t *rows = json_array();
	const struct prices *p = &cat->prices;
	size_t i;

	switch (k) {
	case CLIST_GPUS:
		for (i = 0; i < cat->n_gpus; i++) {
			const struct gpu *g = &cat->gpus[i];

			json_array_append_new(rows, json_pack("{s:s, s:s, s:f, "
			    "s:f, s:f, s:f, s:f, s:f, s:o, s:i, s:s}",
			    "id", g->id, "vendor", vendor_names[g->vendor],
			    "memory_gb", g->memory_gb,
			    "bandwidth_tbs", g->bandwidth_tbs,
			    "bf16_tflops", g->tflops.bf16,
			    "fp8_tflops", g->tflops.fp8,
			    "fp64_tflops", g->tflops.fp64,
			    "power_w", g->power_w,
			    "price", p->gpu != NULL ?
			    price_value(&p->gpu[i].purchase) : json_null(),
			    "year", g->year, "name", g->name ? g->name : ""));
		}
		break;
	case CLIST_MODELS:
		for (i = 0; i < cat->n_models; i++) {
			const struct model *m = &cat->models[i];

			json_array_append_new(rows, json_pack("{s:s, s:f, s:f, "
			    "s:i, s:i, s:i, s:s}", "id", m->id,
			    "params_b", m->params / 1e9,
			    "active_params_b", (m->active_params > 0 ?
			    m->active_params : m->params) / 1e9,
			    "layers", m->layers, "kv_heads", m->kv_heads,
			    "max_context", m->max_context,
			    "name", m->name ? m->name : ""));
		}
		break;
	case CLIST_PRICES:
		for (i = 0; p->gpu != NULL && i < cat->n_gpus; i++)
			json_array_append_new(rows, json_pack("{s:s, s:s, s:o, "
			    "s:o}", "id", cat->gpus[i].id, "kind", "gpu",
			    "price", price_value(&p->gpu[i].purchase),
			    "source", source_value(p->gpu[i].purchase.source)));
		for (i = 0; i < HOST__MAX; i++)
			json_array_append_new(rows, json_pack("{s:s, s:s, s:o, "
			    "s:o}", "id", host_class_names[i], "kind", "host",
			    "price", price_value(&p->host[i]),
			    "source", source_value(p->host[i].source)));
		break;
	case CLIST_CLOUDS:
		for (i = 0; p->gpu != NULL && i < cat->n_gpus; i++)
			json_array_append_new(rows, json_pack("{s:s, s:o, s:o, "
			    "s:f}", "id", cat->gpus[i].id,
			    "hyperscaler_gpu_hour",
			    price_value(&p->gpu[i].cloud[TIER_HYPERSCALER]),
			    "neocloud_gpu_hour",
			    price_value(&p->gpu[i].cloud[TIER_NEOCLOUD]),
			    "memory_gb", cat->gpus[i].memory_gb));
		break;
	default:
		break;
	}
	return rows;
}

/* The text of one cell of row under column c, into buf (size n):
 * numbers with c's decimals, "-" for null and for 0 where 0 means "none"
 * (a GPU without FP8). */
static void
cell_text(const json_t *row, const struct column *c, char *buf, size_t n)
{
	const json_t *v = json_object_get(row, c->key);

	if (v == NULL || json_is_null(v))
		snprintf(buf, n, "-");
	else if (json_is_string(v))
		snprintf(buf, n, "%s", json_string_value(v));
	else if (json_number_value(v) == 0)
		snprintf(buf, n, "-");
	else
		snprintf(buf, n, "%.*f", c->decimals < 0 ? 0 : c->decimals,
		    json_number_value(v));
}

/* Longest cell shown, in bytes: a source citation is cut there (the
 * JSON format has it whole). */
#define CELL_MAX 72

/* Lay rows out as a table under k's columns, into out. */
static void
rows_text(const json_t *rows, enum catalog_list_kind k, struct strbuf *out)
{
	const struct column *cols = columns[k];
	size_t width[COLUMNS_MAX] = { 0 }, i, c, ncols = 0;
	char buf[CELL_MAX + 1];

	while (cols[ncols].key != NULL)
		ncols++;
	for (c = 0; c < ncols; c++)
		width[c] = strlen(cols[c].header);
	for (i = 0; i < json_array_size(rows); i++)
		for (c = 0; c < ncols; c++) {
			cell_text(json_array_get(rows, i), &cols[c], buf,
			    sizeof(buf));
			if (strlen(buf) > width[c])
				width[c] = strlen(buf);
		}
	for (c = 0; c < ncols; c++)
		sb_printf(out, c + 1 < ncols ? "%-*s  " : "%-*s\n",
		    c + 1 < ncols ? (int)width[c] : 0, cols[c].header);
	for (i = 0; i < json_array_size(rows); i++)
		for (c = 0; c < ncols; c++) {
			cell_text(json_array_get(rows, i), &cols[c], buf,
			    sizeof(buf));
			/* numbers right-aligned, words left */
			if (c + 1 == ncols)
				sb_printf(out, "%s\n", buf);
			else if (cols[c].decimals >= 0)
				sb_printf(out, "%*s  ", (int)width[c], buf);
			else
				sb_printf(out, "%-*s  ", (int)width[c], buf);
		}
}

void
catalog_list(const struct catalog *cat, enum catalog_list_kind k, int json,
    struct strbuf *out)
{
	json_t *rows = rows_of(cat, k);
	const char *cur = currency_names[cat->prices.currency];

	if (json) {
		json_t *doc = json_pack("{s:s, s:s, s:s, s:O}", "kind",
		    catalog_list_names[k], "prices_as_of", cat->prices.as_of,
		    "currency", cur, "items", rows);

		json_dump_to(doc, out);
		json_decref(doc);
	} else {
		rows_text(rows, k, out);
		if (k != CLIST_MODELS)
			sb_printf(out, "\nPrices in %s as of %s (%s).\n", cur,
			    cat->prices.as_of, cat->prices.path ?
			    cat->prices.path : "prices.yaml");
		sb_printf(out, "%zu %s in %s.\n", json_array_size(rows),
		    k == CLIST_PRICES ? "prices" : catalog_list_names[k],
		    cat->dir ? cat->dir : "the catalog");
	}
	json_decref(rows);
}
