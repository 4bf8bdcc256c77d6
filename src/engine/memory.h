/*
 * memory.h: GPU memory (VRAM) per workload, in bytes (GB = 1e9 B,
 * GiB = 2^30 B).  Formulas: ../shared/reference/sizing-and-tco.md §2 and
 * docs/sizing.md, which gives every constant below with its source.
 *
 * The functions are pure arithmetic over a model or a workload: no
 * allocation, no global state, so the sizing search can call them in its
 * inner loops.
 */
#ifndef GPUPLAN_MEMORY_H
#define GPUPLAN_MEMORY_H

#include "model/catalog.h"
#include "model/result.h"
#include "model/scenario.h"

/* B per GPU: CUDA context, cuBLAS/NCCL workspaces, allocator slack
 * (sizing-and-tco.md §2: "about 1 GB per GPU"). */
#define MEM_RUNTIME_PER_GPU_B		1e9
/* Serving (llm-inference, vision, embeddings) plans with the share
 * constraints.gpu_memory_utilization of a GPU's memory (default 0.9, as
 * vLLM; scenario_load.c): the memory functions below return the bytes
 * used and the sizing compares them with that share of the capacity.
 * A simulation's working set is planned at this share (assumption: the
 * same 10 % that vLLM leaves to the allocator and other processes). */
#define MEM_SIM_USABLE			0.9
/* Training buffer over the minimum: the seeds ask for 10-20 % (ai-server-
 * guide.de.txt, "Praxis-Tipp" and FAQ); we take the middle, 15 %. */
#define MEM_TRAIN_BUFFER		0.15
/* Scale overhead of quantised weights, share of the raw 4/8-bit bytes.
 * int4: ~6 % (sizing-and-tco.md §2 "bitsandbytes adds about 6 %"; GPTQ
 * with group size 128 and fp16 scales + 4-bit zeros is 20/512 = 3.9 %,
 * NF4 with double quantisation 0.127 bit = 3.2 %, NF4 without it 12.5 %:
 * 6 % sits in that range).  fp4: 12.5 % (NVFP4: one 8-bit E4M3 scale per
 * 16 values = 8/64), MXFP4's 6.25 % below where mem_fp4_format says
 * so.  fp8/int8: 0 (one fp32 scale per tensor or per
 * channel, or 128x128 blocks = 4 B per 16 KiB: < 0.03 %). */
#define MEM_QUANT_INT4			0.06
#define MEM_QUANT_FP4			0.125
/* MXFP4 (OCP Microscaling spec v1.0: one E8M0 scale per block of 32
 * FP4 E2M1 values): 8 / 128 = 6.25 %, 4.25 bits a weight, as the gpt-oss
 * model card gives its experts ("quantized to 4.25 bits per
 * parameter").  Used where mem_fp4_format says MXFP4: on AMD GPUs and
 * where a model says fp4_format: mxfp4. */
#define MEM_QUANT_MXFP4			0.0625
/* Tokens of one prefill chunk whose activations an inference server holds
 * at its peak (assumption, the order of vLLM's max_num_batched_tokens). */
#define MEM_INFER_PREFILL_CHUNK		8192.0
/* Bytes per trainable parameter, mixed-precision AdamW: bf16 weights 2 +
 * bf16 gradients 2 + fp32 master 4 (sizing-and-tco.md §2); the moments
 * are 8 (AdamW, fp32 m and v) or 2 (8-bit AdamW, bitsandbytes). */
#define MEM_TRAIN_WEIGHT_BPP		2.0
#define MEM_TRAIN_GRAD_BPP		2.0
#define MEM_TRAIN_MASTER_BPP		4.0
#define MEM_ADAM_MOMENTS_BPP		8.0
#define MEM_ADAM8_MOMENTS_BPP		2.0
/* DeepSpeed ZeRO-3 gathers the largest layer: 4 B per its parameter
 * (DeepSpeed docs/code-docs/source/memory.rst, "4 * largest_layer": its
 * 16-bit weights and their gradients).  A frozen base (LoRA, QLoRA) has
 * no gradients: the gather holds the layer's weights as stored. */
#define MEM_ZERO3_GATHER_BPP		4.0
/* Optimizer offload (offload: optimizer), DeepSpeed ZeRO-3 with
 * offload_optimizer (docs/code-docs/source/memory.rst, "General RAM" and
 * the breakdown of its 16 and 18 multipliers): host RAM holds per
 * trained parameter the fp32 parameters 4, the fp32 gradients 4 (its
 * note: the 16-bit gradients are converted to fp32 for the update) and
 * the moments (8, or 2 for 8-bit AdamW); the GPU keeps the 16-bit
 * parameters sharded (its "2 * params / total gpus") and the gather of
 * the largest layer.  With offload_param as well (offload:
 * optimizer+params) the 16-bit parameters move to host RAM too (+2, its
 * 18) and the GPU keeps only the gather.  DeepSpeed's 1.5 "additional
 * buffer factor" is a margin for the initialisation, not counted. */
#define MEM_OFFLOAD_MASTER_BPP		4.0
#define MEM_OFFLOAD_GRAD_BPP		4.0
/* Bytes per token and vocabulary entry that the loss holds at its peak
 * (the output layer's logits and the cross-entropy over them):
 *  - full (Hugging Face transformers, LlamaForCausalLM / ForCausalLMLoss):
 *    the bf16 logits the model returns (2), their fp32 upcast (4), the
 *    shifted contiguous copy (4) and the log-softmax output that
 *    cross_entropy saves for the backward pass (4); in the backward the
 *    upcast and the copy are gone and the gradient of the log-softmax
 *    output (4) and of its input (4) take their place: 14 either way.
 *  - chunked (torchtune CEWithChunkedOutputLoss, 8 chunks of tokens):
 *    the bf16 logits of every chunk (2) and every chunk's saved fp32
 *    log-softmax (4), but the upcast and the backward's two gradients of
 *    one chunk at a time ((4 + 4) / 8 = 1): 7.
 * Read from the code (transformers' modeling_llama.py and loss_utils.py
 * of 2024; torchtune modules/loss/ce_chunked_output_loss.py at 0031bfb0);
 * allocator slack is the training buffer's. */
#define MEM_LOSS_FULL_B			14.0
#define MEM_LOSS_CHUNKED_B		7.0
/* HNSW vector index in host RAM: per vector the vector itself plus about
 * M x 10 B of graph links (hnswlib README: "memory consumption ... about
 * M * 8-10 bytes per stored element"), M = 16 (hnswlib's default); then
 * 20 % for ids, metadata and allocator slack (assumption). */
#define MEM_HNSW_M			16
#define MEM_HNSW_LINK_B_PER_M		10.0
#define MEM_HNSW_SLACK			0.20

/* Bytes per weight of a precision without scale overhead (fp4/int4 0.5). */
double mem_weight_bytes(double params, enum precision);

/* Scale overhead of quantised weights as a share of the raw bytes (0 for
 * 16/32-bit and 8-bit formats; see MEM_QUANT_*). */
double mem_quant_overhead(enum precision);

/* Bytes of params weights as stored at a precision: raw x (1 + scales). */
double mem_weight_bytes_stored(double params, enum precision);

/*
 * The 4-bit format m's fp4 weights take on g (NULL: no GPU known):
 * MXFP4 where the model says fp4_format: mxfp4 or g is AMD's (CDNA4's
 * fp4 units take the OCP MX formats; AMD's fp4 checkpoints are MXFP4,
 * the amd/...-MXFP4 models of Quark), else NVFP4.
 */
enum fp4_format mem_fp4_format(const struct model *m, const struct gpu *g);

/*
 * Bytes of one of m's quantised weights as stored at precision p on g
 * (NULL: no GPU known): as mem_weight_bytes_stored(1, p), with MXFP4's
 * scales (MEM_QUANT_MXFP4) at fp4 where mem_fp4_format says MXFP4.
 * gpt-oss's experts at fp4: 0.53125 B; NVFP4: 0.5625 B.
 */
double mem_model_bytes_per_param(const struct model *m, const struct gpu *g,
    enum precision p);

/*
 * KV-cache bytes per token of the whole model at a KV precision, every
 * layer at full attention: 2 x layers x kv_heads x head_dim x bytes, or
 * for MLA (kv_lora_rank > 0) layers x (kv_lora_rank + qk_rope_head_dim)
 * x bytes.  Ignores sliding windows (see mem_kv_bytes_per_seq_gpu).
 */
double mem_kv_bytes_per_token(const struct model *, enum precision kv);

/*
 * KV-cache bytes one GPU holds for one sequence of ctx tokens, when a
 * replica spans tp GPUs of tensor parallelism x pp pipeline stages.
 * Sliding-window layers hold at most sliding_window tokens.  Under TP a
 * GPU holds max(1, ceil(kv_heads / tp)) KV heads (KV replicates when tp >
 * kv_heads); the MLA latent is replicated on every TP rank.  Pipeline
 * stages hold ceil(layers / pp) layers each.
 */
double mem_kv_bytes_per_seq_gpu(const struct model *, enum precision kv,
    double ctx, int tp, int pp);

/*
 * Parameters of the token embeddings and the output head: vocab x hidden
 * each, one matrix where the model has tied_embeddings; 0 where vocab is
 * unknown (or the product would exceed params).
 */
double mem_embed_params(const struct model *);

/*
 * Bytes per parameter of the embeddings and the output head at weight
 * precision p: p's own bytes at 16 bits and above, 2 (bf16) below.
 * Quantisation replaces linear layers, not the head or the embeddings:
 * transformers' bitsandbytes integration keeps the head "in full
 * precision for numerical stability" (get_keys_to_not_convert),
 * torchtune's QLoRA leaves it an nn.Linear ("quantize_base is not
 * applied to final output_proj", models/llama3_1/_component_builders.py),
 * vLLM quantises LinearBase and FusedMoE layers and leaves ParallelLMHead
 * and VocabParallelEmbedding unquantised (fp8, AWQ; GPTQ unless
 * lm_head_quantized), and the quantisers' recipes exclude lm_head
 * (llm-compressor, ModelOpt, Quark).  The embeddings are an nn.Embedding
 * (a lookup table) in all of them.
 */
double mem_head_bytes_per_param(enum precision);

/*
 * Bytes of a model's weights at precision p as stored on g (NULL: no GPU
 * known): the linear layers at p with their scales
 * (mem_model_bytes_per_param), the embeddings and
 * the head at mem_head_bytes_per_param.  QLoRA: p = int4 (NF4).  Llama
 * 3.1 8B at int4: 1.05e9 of its 8.03e9 parameters at 2 B (2.1 GB) and
 * 6.98e9 at 0.53 B (3.7 GB): 5.8 GB, not 4.3.  Where the model says
 * quantized_weights: experts, only the routed experts (speed_moe_split)
 * are at p, the shared part at mem_head_bytes_per_param: gpt-oss-120b at
 * fp4 (MXFP4) holds 114.7e9 x 0.53125 B + 2.1e9 x 2 B = 65.2 GB, the
 * size of its release (the model card: 60.8 GiB).
 */
double mem_model_weight_bytes(const struct model *m, const struct gpu *g,
    enum precision p);

/*
 * Parameters of m held at 16 bits whatever its precision
 * (quantized_weights, docs/catalog-format.md): the embeddings and the
 * head (linear); with them the attention and the routers (mlp); the
 * whole shared part of a mixture (experts, speed_moe_split).  A count,
 * at most params.  DeepSeek-R1 under mlp: 1.85e9 embeddings and head,
 * 11.4e9 of latent attention, 0.11e9 of routers.
 */
double mem_kept_params(const struct model *m);

/*
 * Bytes of n of a model's parameters that hold its embeddings and head
 * (the shared part of a mixture of experts, or all of them): as
 * mem_model_weight_bytes, with n - mem_embed_params at p; where n is
 * below the embeddings, n at the model's average bytes per parameter.
 * quantized_weights experts or mlp: the first mem_kept_params of the n
 * (the shared part, or the attention, routers, embeddings and head) at
 * mem_head_bytes_per_param, the rest at p.
 * mem_model_weight_bytes(m, p) = mem_part_weight_bytes(m, p, params).
 */
double mem_part_weight_bytes(const struct model *m, const struct gpu *g,
    enum precision p, double n);

/* Parameters of the model's largest single layer (module), for DeepSpeed's
 * ZeRO-3 gather term: the larger of the embedding (vocab x hidden) and one
 * MLP matrix (hidden x intermediate, or 4 hidden^2 when unknown). */
double mem_largest_layer_params(const struct model *);

/*
 * ZeRO-3 model states per GPU without offload, bytes: 4 x largest_layer +
 * bytes_per_param x params / n_gpus (DeepSpeed memory.rst uses 18 B/param;
 * the sizing uses 16, or 10 with 8-bit AdamW).  n_gpus >= 1.
 */
double mem_zero3_per_gpu(double params, double largest_layer, int n_gpus,
    double bytes_per_param);

/*
 * Activation bytes of one transformer layer (Korthikanti et al. 2022,
 * bf16, no tensor/sequence parallelism): s*b*h*(34 + 5*a*s/h) without
 * recomputation; with flash (FlashAttention, Dao et al. 2022: the a*s*s
 * scores, softmax and dropout mask are recomputed in the backward pass,
 * not stored) s*b*h*34 + 4*a*s*b (the fp32 logsumexp per head and
 * token); with full checkpointing only the layer input, 2*s*b*h.
 * s tokens per sequence, b sequences per micro-batch, h hidden, a heads.
 */
double mem_act_layer_bytes(double s, double b, double h, double a,
    int checkpointing, int flash);

/*
 * Activation bytes per GPU of a training step: every layer's (as above),
 * plus the output layer: 4*s*b*h (final norm and projection input;
 * Korthikanti et al. §4.1), plus the loss, s*b*vocab x MEM_LOSS_FULL_B
 * or MEM_LOSS_CHUNKED_B (loss).  With checkpointing, plus the larger of
 * the loss and one layer's full activations for the recompute, not both:
 * autograd recomputes the last layer only after the loss's backward has
 * freed the loss's tensors.
 */
double mem_train_activations(const struct model *, double s, double b,
    int checkpointing, int flash, enum loss_kind loss);

/*
 * Memory of one llm-inference replica over tp x pp GPUs g (its fp4
 * format, mem_fp4_format) serving seqs
 * sequences of workload_kv_context(w) tokens (w->context_tokens, more
 * where answers vary widely), into *out (all fields set; totals over
 * the replica's GPUs; per_gpu is weights share + KV + activations + the
 * runtime context, and the replica fits when per_gpu <= the GPU's
 * capacity x gpu_memory_utilization).  Under dp data-parallel attention
 * ranks (1 = none; dp divides tp) each rank of tp / dp GPUs holds the
 * attention and the other shared parameters (speed_moe_split) itself,
 * the routed experts stay split over tp, and the busiest rank holds the
 * KV cache of ceil(seqs / dp) sequences, split over its tp / dp GPUs;
 * out->weight_copies holds the dp - 1 further copies of the shared
 * parameters (total = weights + weight_copies + the rest).
 */
void mem_llm_inference(const struct workload *w, const struct gpu *g,
    int tp, int pp, int dp, double seqs, struct mem_breakdown *out);

/*
 * Memory of a training workload (llm-finetune, llm-pretrain) data-parallel
 * over n GPUs with ZeRO-3/FSDP sharding when n > 1, into *out; per_gpu
 * includes the runtime context, the gather of the largest layer (4 B per
 * parameter when it is trained, its stored bytes when frozen) and the
 * MEM_TRAIN_BUFFER, which buffer_per_gpu gives apart (per_gpu -
 * buffer_per_gpu is the estimated peak a GPU holds, what torch's
 * allocator would report; the fit test uses per_gpu).  With w->offload
 * the offloaded states are in offload_host (host RAM, all nodes), not in
 * weights, gradients and optimizer (MEM_OFFLOAD_*).
 *
 * tp (1 = none; a power of two dividing n) is tensor parallelism with
 * sequence parallelism inside a node, FSDP over the rest, as
 * torchtitan's 2D parallelism: the states stay sharded over all n GPUs,
 * a layer is gathered and run split over tp, so its gather and the
 * activations per GPU (the per-layer terms, the layer inputs kept for
 * recomputation and the vocabulary-parallel loss alike) are 1 / tp of
 * data parallelism's: Korthikanti et al., "Reducing Activation
 * Recomputation in Large Transformer Models" (arXiv 2205.05198, 2022),
 * Table 2: sbh (34 / t + 5as / (ht)) per layer with tensor and sequence
 * parallelism.
 *
 * cp (1 = none) is context parallelism: each sequence split over cp
 * GPUs (ring attention, as torchtitan's and Megatron's), FSDP over all
 * n: the activations per GPU are 1 / cp again (each holds its share of
 * the tokens; the keys and values passed around the ring are one
 * chunk's at a time, not counted), the states stay / n.  tp x cp must
 * divide n, else both are taken as 1.
 */
void mem_training(const struct workload *w, int n, int tp, int cp,
    struct mem_breakdown *out);

/* Memory of vision inference on one GPU (the model is replicated, not
 * sharded), into *out. */
void mem_vision(const struct workload *w, struct mem_breakdown *out);

/* Memory of a simulation working set spread over n GPUs, into *out. */
void mem_simulation(const struct workload *w, int n,
    struct mem_breakdown *out);

/* Memory of an embedding model on one GPU (replicated), into *out. */
void mem_embeddings(const struct workload *w, struct mem_breakdown *out);

/* Host RAM bytes of an HNSW index of `vectors` vectors of `dims` values at
 * precision p (see MEM_HNSW_*). */
double mem_rag_index_bytes(double vectors, double dims, enum precision p);

/* A rag workload: no GPU memory; vector_index_ram and nvme set. */
void mem_rag(const struct workload *w, struct mem_breakdown *out);

#endif
