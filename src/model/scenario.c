/*
 * scenario.c: the names of the scenario's enums, as written in YAML
 * (scenario.h; docs/scenario-format.md).
 */
#include "model/scenario.h"

#include <stddef.h>
#include <stdlib.h>

const char *const workload_type_names[] = { "llm-inference", "llm-finetune",
    "llm-pretrain", "vision-inference", "simulation", "embeddings", "rag",
    NULL };
const char *const ft_method_names[] = { "full", "lora", "qlora", NULL };
const char *const optimizer_names[] = { "adamw", "adamw-8bit", NULL };
const char *const attention_names[] = { "flash", "eager", NULL };
const char *const serving_framework_names[] = { "other", "vllm", "sglang",
    "tensorrt-llm", NULL };
const char *const loss_names[] = { "full", "chunked", NULL };
const char *const lora_target_names[] = { "q_proj", "k_proj", "v_proj",
    "o_proj", "gate_proj", "up_proj", "down_proj", "all-linear", NULL };

enum precision
workload_math_precision(const struct workload *w)
{
	if (w->weight_only && (w->precision == PREC_FP8 ||
	    w->precision == PREC_INT8 || w->precision == PREC_FP4))
		return PREC_BF16;
	return w->precision;
}

double
workload_running_context(const struct workload *w)
{
	double gen = w->context_tokens - w->prompt_tokens, c = w->output_tokens_cv;
	double r;

	if (gen < 0)
		gen = 0;
	if (!(c > 0))
		c = 0;
	r = w->prompt_tokens + gen * (1 + c * c) / 2.0;
	/* no sequence holds more than the model's context window, so
	 * neither does their mean */
	if (w->model.max_context > 0 && r > w->model.max_context)
		r = w->model.max_context;
	return r >= 1 ? r : 1;
}

double
workload_kv_context(const struct workload *w)
{
	double r = workload_running_context(w);

	return r > w->context_tokens ? r : w->context_tokens;
}

double
workload_planned_rate(const struct workload *w, double headroom_pct)
{
	return w->output_tokens_per_s * (1 + headroom_pct / 100.0);
}

double
workload_lora_params(const struct model *m, int r, const int *targets)
{
	double h = m->hidden, q = (double)m->heads * m->head_dim;
	double kv = (double)m->kv_heads * m->head_dim;
	double ff = m->intermediate > 0 ? m->intermediate : 4.0 * h;
	double io[LORA_ALL_LINEAR], sum = 0;
	int t, any = 0, all;

	if (r < 1)
		return 0;
	io[LORA_Q_PROJ] = h + q;
	io[LORA_K_PROJ] = h + kv;
	io[LORA_V_PROJ] = h + kv;
	io[LORA_O_PROJ] = q + h;
	io[LORA_GATE_PROJ] = h + ff;
	io[LORA_UP_PROJ] = h + ff;
	io[LORA_DOWN_PROJ] = ff + h;
	for (t = 0; t < LORA_TARGET__MAX; t++)
		any |= targets[t];
	all = targets[LORA_ALL_LINEAR];
	for (t = 0; t < LORA_ALL_LINEAR; t++)
		if (all || targets[t] || (!any && (t == LORA_Q_PROJ ||
		    t == LORA_V_PROJ)))
			sum += io[t];
	return (double)m->layers * r * sum;
}

const char *const offload_names[] = { "none", "optimizer", "optimizer+params",
    NULL };
const char *const language_names[] = { "de", "en", NULL };
const char *const op_model_names[] = { "on-prem", "colocation", "cloud",
    "hybrid", NULL };
const char *const util_level_names[] = { "low", "medium", "high", NULL };
const char *const energy_case_names[] = { "low", "base", "high", NULL };
/* economics.uncertainty: its range keys (enum unc_input) and the
 * distributions (enum unc_dist). */
const char *const unc_input_names[] = { "energy_price_kwh", "utilisation",
    "gpu_price_pct", "host_price_pct", "cloud_price_pct", "residual_pct",
    "staff_month", NULL };
const char *const unc_dist_names[] = { "triangular", "uniform", NULL };
const char *const fin_type_names[] = { "cash", "leasing", "loan", NULL };
const char *const depreciation_names[] = { "immediate", "linear", NULL };

void
scenario_free(struct scenario *s)
{
	size_t i;

	if (s == NULL)
		return;
	free(s->path);
	free(s->source);
	free(s->title);
	free(s->customer_name);
	free(s->customer_contact);
	free(s->customer_address);
	for (i = 0; i < s->n_workloads; i++) {
		free(s->workloads[i].name);
		free(s->workloads[i].model.name);
		free(s->workloads[i].model.source);
		free(s->workloads[i].hf_config);
	}
	free(s->workloads);
	for (i = 0; i < s->constraints.n_gpus; i++)
		free(s->constraints.gpus[i]);
	free(s->constraints.gpus);
	free(s->constraints.gpus_pos);
	free(s->prices_path);
	free(s->vendor_path);
	free(s->overrides.gpu_price);
	free(s->overrides.host_price);
	free(s->overrides.cloud_gpu_hour);
	free(s);
}
