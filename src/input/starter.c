/*
 * starter.c: the starter scenarios of `gpuplan init` (see starter.h).
 *
 * The figures are examples to replace, not recommendations: a model and
 * its load, and the economics every proposal needs.  The GPU and model
 * ids are those of catalog/; `gpuplan catalog gpus|models` lists the
 * others.
 */
#include "input/starter.h"

#ifndef GPUPLAN_DATADIR
#define GPUPLAN_DATADIR "/usr/local/share/gpuplan"
#endif

/* The head of every starter: format, id, customer, language. */
static const char head[] =
    "# A starter scenario for gpuplan, written by `gpuplan init --type %s`.\n"
    "# Replace the example values; `gpuplan check FILE` says what is wrong,\n"
    "# docs/scenario-format.md (man 5 gpuplan-scenario) lists every key.\n"
    "# Editors with the YAML language server complete keys from the schema:\n"
    "# yaml-language-server: $schema=" GPUPLAN_DATADIR "/schemas/scenario.schema.json\n"
    "gpuplan: 1                      # the format version\n"
    "id: %s                          # names the output files: a-z, 0-9, -\n"
    "title: GPU server for %s\n"
    "customer:\n"
    "  name: Example Customer GmbH\n"
    "  contact: IT department\n"
    "language: en                    # de or en: the proposal's language\n"
    "currency: EUR                   # EUR or USD\n"
    "\n"
    "workloads:\n";

/* One workload per type; `gpuplan catalog models` lists the model ids. */
static const char *const workload[WL__MAX] = {
	[WL_LLM_INFERENCE] =
	    "  - name: Chat assistant\n"
	    "    type: llm-inference\n"
	    "    model: llama-3.1-8b           # a catalog model id\n"
	    "    precision: bf16               # weights: fp32, bf16, fp16, fp8, int8, fp4, int4\n"
	    "    context_tokens: 8192          # prompt + answer per session\n"
	    "    concurrent_sequences: 8       # sessions served at the same time\n"
	    "    output_tokens_per_s: 20       # per session\n",
	[WL_LLM_FINETUNE] =
	    "  - name: LoRA fine-tuning on support tickets\n"
	    "    type: llm-finetune\n"
	    "    model: llama-3.1-8b\n"
	    "    method: lora                  # full, lora or qlora\n"
	    "    sequence_length: 4096         # tokens\n"
	    "    micro_batch: 2\n"
	    "    dataset_tokens: 20M           # tokens per epoch (k, M, B, T allowed)\n"
	    "    epochs: 2\n"
	    "    runs_per_month: 4\n",
	[WL_LLM_PRETRAIN] =
	    "  - name: Pretraining a small model\n"
	    "    type: llm-pretrain\n"
	    "    model: llama-3.2-1b\n"
	    "    sequence_length: 4096         # tokens\n"
	    "    micro_batch: 4\n"
	    "    dataset_tokens: 10B           # tokens per epoch\n"
	    "    epochs: 1\n"
	    "    runs_per_month: 0.5           # one run every two months\n",
	[WL_VISION_INFERENCE] =
	    "  - name: Defect detection on a production line\n"
	    "    type: vision-inference\n"
	    "    gflops_per_image: 8.2         # GFLOPs per image of the model\n"
	    "    images_per_s: 400             # all cameras together\n"
	    "    latency_ms: 20                # per image\n",
	[WL_SIMULATION] =
	    "  - name: Structural mechanics\n"
	    "    type: simulation\n"
	    "    fp64_tflops: 50               # sustained FP64 TFLOPS needed\n"
	    "    memory_gb: 300                # GPU memory of the largest model\n",
	[WL_EMBEDDINGS] =
	    "  - name: Monthly embedding of new documents\n"
	    "    type: embeddings\n"
	    "    model: {name: BGE-M3, params: 568M, layers: 24, hidden: 1024,\n"
	    "            heads: 16, kv_heads: 16, head_dim: 64}   # or a catalog id\n"
	    "    precision: fp16\n"
	    "    tokens_per_month: 2B\n"
	    "    sequence_length: 512          # tokens per chunk of text\n"
	    "    deadline_hours: 24            # a month's tokens within a day\n",
	[WL_RAG] =
	    "  - name: Vector search over the document index\n"
	    "    type: rag\n"
	    "    vectors: 50M\n"
	    "    dimensions: 1024\n"
	    "    vector_precision: fp16\n"
	    "    queries_per_s: 20\n",
};

/* The economics every proposal needs; the rest have documented defaults. */
static const char tail[] =
    "\n"
    "economics:\n"
    "  horizon_months: 36              # 1 to 240\n"
    "  utilisation: {low: 0.2, medium: 0.4, high: 0.7}   # share of the hours\n"
    "  energy_price_kwh: 0.25          # per kWh, in the currency above\n"
    "  pue: 1.4                        # data-centre overhead, 1.0 to 3.0\n"
    "  operating_models: [on-prem, cloud]\n"
    "  maintenance_pct_year: 5         # percent of the purchase price a year\n";

void
starter_scenario(enum workload_type t, const char *id, struct strbuf *out)
{
	sb_printf(out, head, workload_type_names[t], id, id);
	sb_puts(out, workload[t]);
	sb_puts(out, tail);
}
