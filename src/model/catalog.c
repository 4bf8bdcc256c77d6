/*
 * catalog.c: look-ups and unit helpers over a loaded catalog.
 */
#include "model/catalog.h"

#include <stdlib.h>
#include <string.h>

const char *const vendor_names[] = { "nvidia", "amd", NULL };
const char *const vendor_display_names[] = { "NVIDIA", "AMD", NULL };
const char *const mem_unit_names[] = { "GB", "GiB", NULL };
const char *const form_factor_names[] = { "sxm", "pcie", "oam", "superchip",
    NULL };
const char *const gpu_class_names[] = { "training", "inference",
    "workstation", NULL };
const char *const precision_names[] = { "fp32", "bf16", "fp16", "fp8", "int8",
    "fp4", "int4", NULL };
const char *const quant_scope_names[] = { "linear", "experts", "mlp", NULL };
const char *const fp4_format_names[] = { "nvfp4", "mxfp4", NULL };
const char *const currency_names[] = { "EUR", "USD", NULL };
const char *const host_class_names[] = { "pcie-1", "pcie-4", "pcie-8",
    "hgx-4", "hgx-8", "nvl72", NULL };
const char *const cloud_tier_names[] = { "hyperscaler", "neocloud", NULL };
const char *const commitment_names[] = { "on-demand", "1y", "3y", NULL };

const struct gpu *
catalog_gpu(const struct catalog *c, const char *id)
{
	int i = catalog_gpu_index(c, id);

	return i < 0 ? NULL : &c->gpus[i];
}

int
catalog_gpu_index(const struct catalog *c, const char *id)
{
	size_t i;

	for (i = 0; c != NULL && i < c->n_gpus; i++)
		if (strcmp(c->gpus[i].id, id) == 0)
			return (int)i;
	return -1;
}

const struct model *
catalog_model(const struct catalog *c, const char *id)
{
	size_t i;

	for (i = 0; c != NULL && i < c->n_models; i++)
		if (strcmp(c->models[i].id, id) == 0)
			return &c->models[i];
	return NULL;
}

double
precision_bytes(enum precision p)
{
	switch (p) {
	case PREC_FP32:
		return 4;
	case PREC_BF16:
	case PREC_FP16:
		return 2;
	case PREC_FP8:
	case PREC_INT8:
		return 1;
	default:
		return 0.5;
	}
}

double
gpu_memory_bytes(const struct gpu *g)
{
	return g->memory_gb * (g->memory_unit == MEM_UNIT_GIB ? 1073741824.0 :
	    1e9);
}

int
model_is_moe(const struct model *m)
{
	return m->params > 0 && m->active_params > 0 &&
	    m->active_params < m->params;
}

enum quant_scope
model_quant_scope(const struct model *m)
{
	if (m->quantized_weights == QUANT_EXPERTS)
		return model_is_moe(m) ? QUANT_EXPERTS : QUANT_LINEAR;
	return m->quantized_weights;
}

double
model_layer_attention_params(const struct model *m, int q_lora, int nope,
    int v_dim)
{
	double h = m->hidden, heads = m->heads;

	if (m->kv_lora_rank > 0) {
		/* MLA (DeepSeek-V2 report, section 2.1.2) */
		double rope = m->qk_rope_head_dim, qhd = nope + rope;
		double q = q_lora > 0 ? h * q_lora + q_lora * heads * qhd :
		    h * heads * qhd;
		double kv = h * (m->kv_lora_rank + rope) +
		    (double)m->kv_lora_rank * heads * (nope + v_dim);

		return q + kv + heads * v_dim * h + q_lora + m->kv_lora_rank;
	}
	return h * heads * m->head_dim + 2.0 * h * m->kv_heads * m->head_dim +
	    heads * m->head_dim * h;
}

double
model_attention_params(const struct model *m)
{
	return m->layers * model_layer_attention_params(m, m->q_lora_rank,
	    m->head_dim, m->head_dim);
}

int
model_splits_experts(const struct model *m)
{
	return model_is_moe(m) && m->experts > 0 && m->experts_per_token > 0;
}

int
model_is_mla(const struct model *m)
{
	return m->kv_lora_rank > 0;
}

int
model_moe_layers(const struct model *m)
{
	if (!model_is_moe(m))
		return 0;
	return m->moe_layers > 0 && m->moe_layers < m->layers ?
	    m->moe_layers : m->layers;
}

double
gpu_tflops_at(const struct gpu *g, enum precision p)
{
	switch (p) {
	case PREC_FP32:
		return g->tflops.tf32 > 0 ? g->tflops.tf32 : g->tflops.fp32;
	case PREC_BF16:
	case PREC_FP16:
		return g->tflops.bf16;
	case PREC_FP8:
		return g->tflops.fp8;
	case PREC_INT8:
		return g->tflops.int8;
	case PREC_FP4:
		return g->tflops.fp4;
	default:	/* int4: runs on the int8 units where there is no fp4 */
		return g->tflops.fp4 > 0 ? g->tflops.fp4 : g->tflops.int8;
	}
}

double
money_convert(double amount, enum currency from, enum currency to,
    double usd_per_eur)
{
	if (from == to)
		return amount;
	return from == CUR_EUR ? amount * usd_per_eur : amount / usd_per_eur;
}

/* Free what one price holds (not the price). */
static void
price_free(struct price *p)
{
	free(p->source);
	ltext_free(&p->citation);
}

void
prices_free(struct prices *p, size_t n_gpus)
{
	size_t i, t;

	if (p == NULL)
		return;
	free(p->path);
	free(p->fx_source);
	ltext_free(&p->fx_citation);
	if (p->gpu != NULL)
		for (i = 0; i < n_gpus; i++) {
			price_free(&p->gpu[i].purchase);
			for (t = 0; t < TIER__MAX; t++)
				price_free(&p->gpu[i].cloud[t]);
		}
	free(p->gpu);
	for (i = 0; i < HOST__MAX; i++)
		price_free(&p->host[i]);
	price_free(&p->network_per_node);
	for (i = 0; i < COMMIT__MAX; i++)
		price_free(&p->commit_discount_pct[i]);
	price_free(&p->energy_price_kwh);
	price_free(&p->pue);
	price_free(&p->colocation_kw_month);
	price_free(&p->maintenance_pct_year);
	price_free(&p->price_uncertainty_pct);
	price_free(&p->cloud_uncertainty_pct);
	price_free(&p->grid_co2_g_per_kwh);
	for (i = 0; i < p->n_resale; i++) {
		free(p->resale[i].id);
		free(p->resale[i].source);
		ltext_free(&p->resale[i].citation);
	}
	free(p->resale);
	memset(p, 0, sizeof(*p));
}

void
catalog_free(struct catalog *c)
{
	size_t i;

	if (c == NULL)
		return;
	prices_free(&c->prices, c->n_gpus);
	for (i = 0; i < c->n_gpus; i++) {
		free(c->gpus[i].name);
		free(c->gpus[i].interconnect);
		free(c->gpus[i].source);
	}
	free(c->gpus);
	for (i = 0; i < c->n_models; i++) {
		free(c->models[i].name);
		free(c->models[i].source);
	}
	free(c->models);
	free(c->dir);
	free(c);
}
