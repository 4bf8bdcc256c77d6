/*
 * speed.h: throughput and latency of workloads on a GPU type: decode
 * tokens/s, time to first token, training run time, images/s, FP64.
 * Formulas: ../shared/reference/sizing-and-tco.md §3 and docs/sizing.md.
 *
 * Pure arithmetic, no allocation.  TFLOPS are dense peak figures of the
 * catalog; each efficiency factor below turns a peak into what a real
 * job sustains and is listed with its source in sizing_factors[].
 */
#ifndef GPUPLAN_SPEED_H
#define GPUPLAN_SPEED_H

#include <stddef.h>

#include "model/catalog.h"
#include "model/scenario.h"

/* Share of the peak memory bandwidth that streaming reads reach on a
 * GPU without a measurement of its own (speed_bw_share; the measured
 * shares are the table in speed.c): assumption, between the measured
 * 0.79 of CDNA3 (MI300X) and 0.87 of Hopper (H100); Blackwell's measured
 * 0.846 came out near it. */
#define SPEED_BW_SHARE_DEFAULT	0.85
/* Measured shares (speed_bw_share maps catalog ids to them):
 *  - Hopper: a device-to-device copy of 2,903 GB/s on H100 SXM5 of its
 *    3,350 (86.7 %): Voltage Park / AI @ Georgia Tech cluster benchmark
 *    (github.com/aigatech/vpbenchmarking, read 2026-12-03); H100 NVL,
 *    H200 and H200 NVL (same memory controllers, HBM3e) are not measured
 *    here and carry this figure.
 *  - CDNA3: 4.2 TB/s of 5.3 (79 %) in ROCm's roofline benchmark on
 *    MI300X (ROCm/legacy-rocm-build issue #5070, 2025-07-21); MI325X
 *    carries it.
 *  - CDNA4 (MI350X, MI355X): 5,690.42 GB/s of 8,000 (71 %), the HBM
 *    bandwidth AMD's rocprofiler-compute test suite expects from its
 *    memcopy workload on the MI350 series
 *    (ROCm/rocm-systems, projects/rocprofiler-compute/tests/
 *    test_metric_validation.py, read 2026-12-05; the same file expects
 *    3,910.62 GB/s, 74 %, on MI300X, where the roofline above reads
 *    79 %).  AMD's tuned decode GEMMs on gfx950 (ROCm/aiter tuning
 *    tables) reach 0.85 at best and about 0.73 in the median.
 *  - Blackwell: 6,516.67 GB/s of the B200's 7,700 (84.6 %, the catalog's
 *    HGX figure): a memory-bound RMSNorm on B200, bf16 32,768 x 16,384
 *    read and written (2.15 GB) in 329.54 us (NVIDIA/cutlass pull
 *    request 2917, CuTe DSL example, 2026-01-01, read 2026-12-06); a
 *    TMA load-store copy of 2 GiB on B200 reaches about 6,460 GB/s
 *    (StuartSul/gpu-experiments, blackwell/031, 2025-07), the same within
 *    1 %.  B300 and GB200 (HBM3e behind the same controllers) carry the
 *    share.  Before 2026-12-06 the default 0.85 applied: 0.4 % more. */
#define SPEED_BW_SHARE_HOPPER	(2903.0 / 3350.0)
#define SPEED_BW_SHARE_BLACKWELL	(6516.67 / 7700.0)
#define SPEED_BW_SHARE_CDNA3	(4.2 / 5.3)
#define SPEED_BW_SHARE_CDNA4	(5690.42 / 8000.0)
/* Share of peak tensor FLOPS of inference math: prefill, decode compute
 * ceiling, embeddings (llm-analysis examples: 0.7; sizing-and-tco.md §3). */
#define SPEED_EFF_COMPUTE	0.7
/* Where the maker has measured the largest share of peak that a large
 * dense GEMM reaches on its card (max-achievable FLOPS, MAF) and it is
 * below SPEED_EFF_COMPUTE, inference math gets the measured share
 * instead (speed_compute_share): no inference GEMM beats the maker's
 * best-tuned one.  AMD, "Measuring Max-Achievable FLOPs - Part 2"
 * (ROCm blogs, 2025; Table 1, hipBLASLt at sustained clocks, 750 W
 * MI300X / 1,000 W MI325X), of the datasheet peaks 1,307.4 (bf16,
 * fp16) and 2,614.9 TFLOPS (fp8):
 *  - MI300X: bf16 708, fp16 654, fp8 1,273 TFLOPS (the post's footnote
 *    prints 1,223.6 for fp8; the table's figure is used);
 *  - MI325X: bf16 843, fp16 794, fp8 1,519 TFLOPS.
 * int8 has no MAF figure and carries fp8's (same peak).  NVIDIA's cards
 * keep SPEED_EFF_COMPUTE: their best measured shares are at or above it
 * (stas00/ml-engineering, compute/accelerator/README.md, "Maximum
 * Achievable Matmul FLOPS comparison table", torch.matmul and
 * torch._scaled_mm, best shape, mean of 100 runs: A100 SXM bf16 271.2
 * of 312 TFLOPS, H100 SXM bf16 794.5 of 989 and fp8 1,402.6 of 1,979,
 * H200 fp8 1,453.4, B200 bf16 1,745 of 2,250 and fp8 3,432.5 of 4,500,
 * B300 1,769 / 3,353.3, GB200 1,822 of 2,500 / 3,615.6 of 5,000, i.e.
 * 0.71 to 0.87).  AMD publishes no MAF for CDNA4 (MAF part 2 stops at
 * MI325X); MI355X gets the best GEMMs measured on a card named MI355X,
 * of its datasheet's 2,500 (bf16) and 5,000 TFLOPS (fp8):
 *  - bf16 1,565 TFLOPS (stas00/ml-engineering, Maximum Achievable Matmul
 *    FLOPS table, torch.matmul 12288x8192x8192, ROCm 7.0.2; its
 *    "Theory 2300" is MI350X's peak), also for fp16 (not measured);
 *  - fp8 3,204.15 TFLOPS (ROCm blogs, "FP8 GEMM Optimization on AMD
 *    CDNA4 Architecture", 2026-03-10: an 8-wave kernel at M=N=K=8192,
 *    hipBLASLt 3,130.21, ROCm 7.1.0); int8 and fp4 carry it.
 * AMD's gfx950 tuning tables (ROCm/aiter) reach 1,596.61 bf16, 3,415.75
 * fp8 and 5,806.15 MXFP4 TFLOPS without naming MI350X or MI355X; MI350X
 * has no measurement of its own and keeps SPEED_EFF_COMPUTE.
 * NVIDIA's L4 is the exception among NVIDIA's cards: at its 72 W limit
 * the clock drops under a sustained matrix product, as NVIDIA's forum
 * explains for the T4 at 70 W (24 of 65 TFLOPS fp16, "About GPU peak
 * performance", forums.developer.nvidia.com 264462).  Measured on an L4
 * (zzc0721/torch-performance-test-data issue 120, 2026-01-12, torch
 * 2.9.0 cu128, a physical machine, square torch.matmul), of the
 * datasheet's 121 TFLOPS dense (242 with sparsity): fp16 53.02, 53.80
 * and 52.47 TFLOPS at 4,096, 8,192 and 10,240, bf16 54.91, 59.40 and
 * 56.90; the best of these sustained sizes is taken (68.83 and 70.89 at
 * 2,048, 0.57 and 0.59, are too short a burst to hold the clock down).
 * The same benchmark reads 0.73-0.74 on an L40S (264-269 of 362) and
 * 0.82 on an A40 (issues 43, 185), at or above SPEED_EFF_COMPUTE as the
 * other NVIDIA cards above.  L4's fp8 and int8 are not measured there
 * and keep SPEED_GEMM_LOW_NVIDIA (MLPerf Inference v4.1's BERT on 2 x
 * L4 in int8, docs/validation.md 388, reads +1.3 % with it). */
#define SPEED_MAF_L4_BF16	(59.40 / 121.0)
#define SPEED_MAF_L4_FP16	(53.80 / 121.0)
#define SPEED_MAF_MI300X_BF16	(708.0 / 1307.4)
#define SPEED_MAF_MI300X_FP16	(654.0 / 1307.4)
#define SPEED_MAF_MI300X_FP8	(1273.0 / 2614.9)
#define SPEED_MAF_MI325X_BF16	(843.0 / 1307.4)
#define SPEED_MAF_MI325X_FP16	(794.0 / 1307.4)
#define SPEED_MAF_MI325X_FP8	(1519.0 / 2614.9)
#define SPEED_MAF_MI355X_BF16	(1565.0 / 2500.0)
#define SPEED_MAF_MI355X_FP8	(3204.15 / 5000.0)
/* The share of the peak that a prefill's GEMMs reach in 8 and 4 bits
 * (fp8, int8, fp4 units: W8A8, W4A4), on the shapes a prefill runs, not
 * at the best shape: NVIDIA's cards reach 0.71-0.76 of their fp8 peak
 * at the best shape (SPEED_EFF_COMPUTE's sources) but about half of it
 * on a model's matrices, where bf16 reaches 0.64-0.79 of its own (the
 * quantised GEMMs' scaling and the narrower tiles cost more of the
 * doubled peak).  Each figure is a median of per-table medians over the
 * shapes with 4,096 to 16,384 tokens (m), 2,048 to 32,768 outputs (n)
 * and 2,048 to 16,384 inputs (k), of 2 x m x n x k FLOPs over the
 * kernel's time and the datasheet peak (989.5 and 1,979 TFLOPS for bf16
 * and fp8 on H100 and H200; 2,250, 4,500 and 9,000 for bf16, fp8 and
 * fp4 on B200), 864 shapes a table, in NVIDIA's aiconfigurator GEMM
 * tables (ai-dynamo/aiconfigurator 095f58a, aic-core/src/
 * aiconfigurator_core/systems/data/<gpu>/gemm/{sglang/0.5.10,
 * trtllm/1.3.0rc20, vllm/0.24.0}/gemm_perf.parquet; read 2026-12-07):
 *  - Hopper (H100, H200): 0.512, the median of twelve (per-tensor fp8
 *    and 128-block scaled fp8, three stacks, two GPUs; 0.469 to 0.574;
 *    the same tables' bf16: 0.732 to 0.789);
 *  - Blackwell fp8 (B200): 0.42, of six (0.362 to 0.552; bf16 0.639 to
 *    0.688);
 *  - Blackwell NVFP4 (B200): 0.366, of three (0.333 to 0.44);
 *  - NVIDIA, all 21 of them: 0.50, which the other NVIDIA GPUs carry
 *    (L4, L40S, RTX cards, A100's int8) and which the MoE prefill shares
 *    below (SPEED_MOE_PREFILL_LOW_*, measured on the same GPUs) are
 *    taken relative to.  The repository also holds tables of L40S and
 *    RTX PRO 6000 Server (same stacks and shapes, over 733 and 1,010
 *    fp8 TFLOPS): L40S fp8 0.425 (per-tensor 0.425-0.484, 128-block
 *    0.292-0.346), RTX PRO 6000 fp8 0.625 and NVFP4 0.545.  They are
 *    not taken: at 0.425 TensorRT-LLM 0.8 and 0.9's batch-1 prompts of
 *    Mistral 7B on one L40S, written blind (docs/validation.md 340,
 *    346), read +53 and +59 % where the carried 0.50 reads +28 and
 *    +33 %; those runs imply at least 0.46 of the peak for their
 *    linear layers alone, which only TensorRT-LLM's current table
 *    (0.484) reaches, and a share by stack is not modelled
 *    (serving_framework adds nothing to an estimate);
 *  - CDNA4 (MI350X, MI355X): 0.337, the median of AMD's three gfx950
 *    tuning tables' medians over the same shapes (ROCm/aiter, aiter/
 *    configs/, mirror of 2026-08-22, read 2026-12-07, the tables' own
 *    TFLOPS over MI355X's 5,000): a8w8_bpreshuffle_tuned_gemm.csv
 *    (per-token fp8, preshuffled weights) 0.487 of 69 shapes,
 *    a8w8_tuned_gemm.csv 0.337 of 69, a8w8_blockscale_tuned_gemm.csv
 *    (128-block scaled) 0.254 of 3,444; the tables do not say MI350X or
 *    MI355X (over MI350X's 4,600 the figure is 0.366).
 *  - CDNA3 (MI300X, MI325X): 0.311, the median of the medians of
 *    AMD's five gfx942 tuning tables with 304 compute units (the
 *    MI300X's and MI325X's count) and shapes in the same window
 *    (ROCm/aiter, aiter/configs/model_configs/
 *    a8w8_blockscale_tuned_gemm_{ds_v3, glm5_1, qwen36_27b,
 *    qwen3_vl_235b, qwen3_vl_32b}.csv, same mirror, read 2026-12-07,
 *    over MI300X's 2,614.9 fp8 TFLOPS): 0.352 of 12 shapes, 0.334 of
 *    485, 0.310 of 1,164, 0.304 of 291, 0.311 of 970.  All five are
 *    128-block scaled fp8; the one per-token 8-bit table at 304 units
 *    (a8w8_bpreshuffle_tuned_gemm.csv, int8 weights) has no shape in
 *    the window (n 1,536 or k 1,280), and at those small matrices
 *    reaches 0.35-0.47 at 4,096-16,384 tokens where the block-scaled
 *    tables reach 0.25-0.33, so per-tensor fp8 may run faster than
 *    this figure (on CDNA4 the block-scaled table is the slowest of
 *    the three as well).  Both lie below AMD's best-shape figures
 *    (SPEED_MAF_*_FP8: 0.487, 0.581), which speed_compute_share takes
 *    only where a family has no typical share.
 * bf16 and fp16 keep
 * SPEED_EFF_COMPUTE (or the maker's lower best-shape figure): NVIDIA's
 * tables give 0.73-0.79 on Hopper and 0.64-0.69 on B200, within 10 %
 * of it, and AMD's gfx950 bf16 table holds 12 such shapes (median
 * 0.477).  speed_train_tflops splits a bf16 training step by this
 * share, so a 16-bit figure would move the training estimates too
 * (0.477 on CDNA4 put four of the MLPerf pre-training cases on MI350X
 * and MI355X out of tolerance, 0.664 on Blackwell moved its training
 * cases by 2-3 points): that split needs a basis of its own first. */
#define SPEED_GEMM_LOW_HOPPER	0.512
#define SPEED_GEMM_LOW_BLACKWELL	0.42
#define SPEED_GEMM_FP4_BLACKWELL	0.366
#define SPEED_GEMM_LOW_NVIDIA	0.50
#define SPEED_GEMM_LOW_CDNA4	0.337
#define SPEED_GEMM_LOW_CDNA3	0.311
/* The MI325X's share of the same peak: CDNA3's 0.311 times the ratio of
 * AMD's max-achievable fp8 figures of the two cards (1,519 / 1,273,
 * SPEED_MAF_*_FP8 above), 0.371.  The MI325X is the MI300X's die at
 * 1,000 W where the MI300X has 750 W, so it holds a higher clock under
 * any compute-bound GEMM, as its bf16 and fp16 figures show as well
 * (843 and 794 against 708 and 654 TFLOPS).  The tuning tables do not
 * name the card; taken as the MI300X's, as none of the 23,446 rows
 * of their six 8-bit GEMM tables at 304 units passes the MI300X's
 * 1,273 TFLOPS (the fastest, 1,268, is an int8 kernel of the per-token
 * table).  Added on 2026-12-07 after AMD's MLPerf Inference v5.1 runs
 * on 8 x MI325X, written blind (docs/validation.md 415-420), measured
 * 1.24 to 1.30 times the MI300X's throughput of the same round and
 * stack where gpuplan gave 1.01 times; the figure is AMD's, not fitted
 * to them. */
#define SPEED_GEMM_LOW_MI325X	(SPEED_GEMM_LOW_CDNA3 * SPEED_MAF_MI325X_FP8 / \
    SPEED_MAF_MI300X_FP8)
/* The share of the peak a prefill's GEMM reaches in 8 and 4 bits by the
 * size of its weight matrix on one GPU (n x k elements), at log2(n x k)
 * = SPEED_GEMM_SHAPE_LOG2_MIN, + 1, ... (speed_gemm_shape_factor): the
 * median of the per-table medians over the shapes with 4,096 to 16,384
 * tokens (m) and n, k of 512 or more, in the same aiconfigurator tables
 * and at the same peaks as SPEED_GEMM_LOW_* above (the twelve Hopper fp8
 * tables, the six B200 fp8 ones, the three B200 NVFP4 ones, all 21 for
 * NVIDIA).  Each row passes its SPEED_GEMM_LOW_* figure at 2^25 (a
 * 4,096 x 8,192 matrix: 0.513, 0.412, 0.364, 0.501), so that figure is
 * the share of a matrix of that size; a thin slice reaches a third of
 * it, a 2^28 one 1.13-1.30 times it.  The bf16 rows of the same tables
 * vary less (Hopper 0.59 at 2^20, 0.72-0.78 from 2^22) and are not used:
 * 16-bit GEMMs keep SPEED_EFF_COMPUTE. */
#define SPEED_GEMM_SHAPE_LOG2_MIN	20
#define SPEED_GEMM_SHAPES		10
#define SPEED_GEMM_SHAPE_HOPPER_20	0.170
#define SPEED_GEMM_SHAPE_HOPPER_29	0.592
#define SPEED_GEMM_SHAPE_HOPPER		SPEED_GEMM_SHAPE_HOPPER_20, 0.226, \
	0.293, 0.368, 0.454, 0.513, 0.567, 0.589, 0.592, \
	SPEED_GEMM_SHAPE_HOPPER_29
#define SPEED_GEMM_SHAPE_BLACKWELL_20	0.085
#define SPEED_GEMM_SHAPE_BLACKWELL_29	0.545
#define SPEED_GEMM_SHAPE_BLACKWELL	SPEED_GEMM_SHAPE_BLACKWELL_20, 0.135, \
	0.201, 0.283, 0.365, 0.412, 0.479, 0.521, 0.544, \
	SPEED_GEMM_SHAPE_BLACKWELL_29
#define SPEED_GEMM_SHAPE_FP4_BLACKWELL_20	0.084
#define SPEED_GEMM_SHAPE_FP4_BLACKWELL_29	0.474
#define SPEED_GEMM_SHAPE_FP4_BLACKWELL	SPEED_GEMM_SHAPE_FP4_BLACKWELL_20, \
	0.131, 0.183, 0.251, 0.316, 0.364, 0.411, 0.420, 0.439, \
	SPEED_GEMM_SHAPE_FP4_BLACKWELL_29
#define SPEED_GEMM_SHAPE_NVIDIA_20	0.098
#define SPEED_GEMM_SHAPE_NVIDIA_29	0.565
#define SPEED_GEMM_SHAPE_NVIDIA		SPEED_GEMM_SHAPE_NVIDIA_20, 0.157, \
	0.244, 0.354, 0.437, 0.501, 0.550, 0.563, 0.567, \
	SPEED_GEMM_SHAPE_NVIDIA_29
/* A decode step's read of fp4 (W4A4, MXFP4) weights on CDNA4 (MI350X,
 * MI355X) takes this share of the time the same weights in fp8 take,
 * not the half their bytes say (speed_weight_read_bytes): the median,
 * over the 253 shapes (M, N, K) with M of 1 to 64 that AMD's gfx950
 * tuning tables hold both in MXFP4 and in fp8, of the MXFP4 kernel's
 * time over the fp8 kernel's (ROCm/aiter, aiter/configs/
 * a4w4_blockscale_tuned_gemm.csv against a8w8_bpreshuffle_tuned_gemm.csv,
 * median 0.92, and a8w8_tuned_gemm.csv, median 0.82; mirror of
 * 2026-08-22, read 2026-12-06).  From M = 257 on, the same tables give
 * MXFP4 about half of fp8's time (median 0.53 and 0.41), as the peak
 * FLOPS say, so the prefill keeps its compute.  Measured on dense GEMMs;
 * an MoE's experts are taken alike. */
#define SPEED_FP4_DECODE_CDNA4	0.86
/* A decode step's read of 4-bit weights multiplied in bf16 (W4A16: int4
 * GPTQ/AWQ weights, and fp4 weights where the GPU has no fp4 units or
 * the workload says weight_only) takes this share of the time the same
 * weights in bf16 take, not the quarter their bytes say
 * (speed_weight_read_bytes): the median, over the mixture-of-experts
 * shapes with 1 to 64 tokens (balanced routing, no expert parallelism)
 * that NVIDIA's aiconfigurator kernel tables time both with the 4-bit
 * Marlin kernel (int4_wo) and the bf16 fused MoE, of the 4-bit time over
 * the bf16 time (ai-dynamo/aiconfigurator 095f58a, aic-core/src/
 * aiconfigurator_core/systems/data/<gpu>/moe/sglang/0.5.10/
 * moe_perf.parquet, CUDA-graph timings; read 2026-12-07), over all
 * such shapes and over those whose 4-bit weights are at least twice the
 * L2 cache, which a whole model's step reads and which set the figure:
 * A100 0.31 and 0.30 (256 and 207 shapes), H100 0.31 and 0.30 (256,
 * 192; vLLM 0.14.0's table 0.35 and 0.32), H200 0.41 and 0.40 (256,
 * 192), B200 0.45 and 0.41 (256, 149).  Measured on MoE layers; dense
 * 4-bit GEMMs are taken alike (the same tables' TensorRT-LLM
 * weight-only int4 GEMMs are slower still: 0.34 of bf16 on A100, 0.53
 * on H200).  Other GPUs have no measurement and read their stored
 * bytes. */
#define SPEED_W4A16_DECODE_A100		0.30
#define SPEED_W4A16_DECODE_H100		0.30
#define SPEED_W4A16_DECODE_H200		0.40
#define SPEED_W4A16_DECODE_B200		0.41
/* The share of the bf16 peak a prefill's attention (FlashAttention over
 * the prompt, causal) reaches: the median of eight medians, one per GPU
 * and stack, of aiconfigurator's context-attention kernel tables
 * (ai-dynamo/aiconfigurator 095f58a, systems/data/<gpu>/attention/
 * <stack>/context_attention_perf.parquet; read 2026-12-07) over their
 * rows with bf16 attention and cache, head_dim 128, no sliding window,
 * 4,096 to 16,384 tokens, at 2 x head_dim x heads x tokens^2 FLOPs (the
 * causal half of QK^T and AV) over the kernel's time: H100 SGLang
 * 0.5.10 0.561, TensorRT-LLM 1.3.0rc20 0.481, vLLM 0.24.0 0.579; H200
 * 0.568, 0.489, 0.574; B200 TensorRT-LLM 0.422, vLLM 0.486 (B200's
 * SGLang table is left out: most of its rows time more FLOPs than the
 * peak allows).  Not the 0.7 (SPEED_EFF_COMPUTE) the linear layers
 * reach: speed_attn_prefill_weight. */
#define SPEED_ATTN_PREFILL_SHARE	0.525
/* The time a prefill's attention takes with an fp8 KV cache against a
 * bf16 one, where the GPU has fp8 units: the median over the same
 * tables' thirteen (GPU, stack, fp8 attention or bf16 attention over an
 * fp8 cache) medians of the two kernels' times on the same shapes, from
 * 0.71 (TensorRT-LLM on Hopper) to 1.10 (vLLM 0.24.0 on Hopper): 0.82,
 * not the half fp8's peak says. */
#define SPEED_ATTN_PREFILL_FP8	0.82
/* What a decode step's attention (one token a sequence over its cached
 * keys and values) costs per layer on each GPU, as NVIDIA's
 * aiconfigurator generation-attention kernel tables time it
 * (ai-dynamo/aiconfigurator 095f58a, systems/data/<gpu>/attention/
 * <stack>/generation_attention_perf.parquet, CUDA-graph timings; read
 * 2026-12-08 with hyparquet): per table, the share of the datasheet
 * bandwidth its rows reach where a call reads at least 512 MB of cache
 * (batch x (isl + step) x kv heads x head_dim x 2 x the cache's bytes),
 * and the time beyond those bytes at that share where a call reads 4 to
 * 64 MB; grouped-query attention only (at least 4 query heads a KV
 * head), no sliding window, beam 1; a table whose large calls read
 * faster than the datasheet allows (TensorRT-LLM 1.2.0rc5 and 1.3.0rc10
 * on H100, rc5 and rc10 fp8 on H200, 1.3.0rc15 and rc17 on B200 and
 * GB200) or below 0.2 of it (TensorRT-LLM 1.3.0rc10 on Blackwell, ten
 * times slower than rc20) does not time the shape it names and is left
 * out.  The median of each GPU's tables (SGLang 0.5.10 and 0.5.14,
 * TensorRT-LLM 1.2 and 1.3, vLLM 0.18 to 0.24; datasheet 3.35, 4.8,
 * 7.7, 7.7 and 8 TB/s), 16-bit cache and fp8 cache:
 *  - H100 (4 and 4 tables): 0.848 and 13.1 us; 0.715 and 16.2 us;
 *  - H200 (8 and 6): 0.809, 14.9 us; 0.532, 16.9 us (an fp8 cache is
 *    slower to read on H200 than on H100 through every stack: SGLang
 *    0.50 against 0.61, vLLM 0.49-0.58 against 0.69-0.74, TensorRT-LLM
 *    0.81 against 0.85; the kernel's dequantisation, not the memory,
 *    sets its pace at H200's bandwidth);
 *  - B200 (6 and 6): 0.836, 10.9 us; 0.809, 11.8 us;
 *  - B300 (3 and 3): 0.810, 12.0 us; 0.790, 13.7 us;
 *  - GB200 (4 and 4): 0.810, 12.4 us; 0.785, 16.0 us.
 * H100 NVL and H200 NVL carry the figures of their chip's SXM card.
 * The time beyond the bytes includes the 5 us every kernel costs
 * (SPEED_KERNEL_S, counted in the layer's floor), so a layer's
 * attention adds the rest.  Other GPUs read their cache at the streaming
 * share (speed_bw_share) with the floor alone: the tables of L40S and
 * RTX PRO 6000 time their smaller calls faster than their bandwidth
 * (the cache held in their 96 and 128 MB L2), A100's one table its
 * large calls faster than the datasheet, and AMD's are not published.
 * Latent attention (MLA) has kernels of its own and keeps the stream. */
#define SPEED_ATTN_DECODE_H100_BW	0.848
#define SPEED_ATTN_DECODE_H100_S	13.1e-6
#define SPEED_ATTN_DECODE_H100_FP8_BW	0.715
#define SPEED_ATTN_DECODE_H100_FP8_S	16.2e-6
#define SPEED_ATTN_DECODE_H200_BW	0.809
#define SPEED_ATTN_DECODE_H200_S	14.9e-6
#define SPEED_ATTN_DECODE_H200_FP8_BW	0.532
#define SPEED_ATTN_DECODE_H200_FP8_S	16.9e-6
#define SPEED_ATTN_DECODE_B200_BW	0.836
#define SPEED_ATTN_DECODE_B200_S	10.9e-6
#define SPEED_ATTN_DECODE_B200_FP8_BW	0.809
#define SPEED_ATTN_DECODE_B200_FP8_S	11.8e-6
#define SPEED_ATTN_DECODE_B300_BW	0.810
#define SPEED_ATTN_DECODE_B300_S	12.0e-6
#define SPEED_ATTN_DECODE_B300_FP8_BW	0.790
#define SPEED_ATTN_DECODE_B300_FP8_S	13.7e-6
#define SPEED_ATTN_DECODE_GB200_BW	0.810
#define SPEED_ATTN_DECODE_GB200_S	12.4e-6
#define SPEED_ATTN_DECODE_GB200_FP8_BW	0.785
#define SPEED_ATTN_DECODE_GB200_FP8_S	16.0e-6
/* The share of peak the routed experts' GEMMs of a prefill reach, by
 * the width of each GPU's slice of an expert (speed_moe_prefill_ratio):
 * at widths of 128, 256, 512, 1,024, 2,048, 4,096 and 8,192, the median
 * over NVIDIA's aiconfigurator MoE kernel tables of H100, H200 and B200
 * (ai-dynamo/aiconfigurator 095f58a, aic-core/src/aiconfigurator_core/
 * systems/data/<gpu>/moe/: sglang/0.5.10, trtllm/1.3.0rc20 and
 * vllm/0.24.0 moe_perf.parquet, CUDA-graph timings; read 2026-12-07) of
 * 6 x hidden x intermediate x tokens x top-k / tp FLOPs over the kernel's
 * time and the datasheet peak (989.5 and 1,979 TFLOPS on H100 and H200,
 * 2,250, 4,500 and 9,000 on B200 for bf16, fp8 and fp4), each kernel and
 * shape the median of its rows: 8,192 and 16,384 tokens, balanced
 * routing, at least 128 tokens an expert, no expert parallelism (the
 * tables' expert-parallel token counts are not alike between stacks),
 * gated MLPs only, slices within a factor of the square root of 2 of
 * each width.  16 bits (bfloat16; 42-50 kernel shapes a width, 18-27 at
 * 4,096 and 8,192): 0.138 0.235 0.368 0.441 0.526 0.550 0.588; 8 and 4
 * bits (fp8 per-tensor and 128-block scaled, NVFP4 on B200; 36-79
 * shapes): 0.059 0.121 0.172 0.223 0.277 0.315 0.329.  The three stacks
 * differ (16 bits at 2,048 wide: SGLang's Triton kernel 0.18-0.27,
 * TensorRT-LLM's CUTLASS 0.61-0.68), so one stack's run can be faster
 * or slower than these. */
#define SPEED_MOE_PREFILL_WIDTHS	7
#define SPEED_MOE_PREFILL_WIDTH_MIN	128.0	/* the first width, doubling */
#define SPEED_MOE_PREFILL_16_128	0.138
#define SPEED_MOE_PREFILL_16_256	0.235
#define SPEED_MOE_PREFILL_16_512	0.368
#define SPEED_MOE_PREFILL_16_1024	0.441
#define SPEED_MOE_PREFILL_16_2048	0.526
#define SPEED_MOE_PREFILL_16_4096	0.550
#define SPEED_MOE_PREFILL_16_8192	0.588
#define SPEED_MOE_PREFILL_LOW_128	0.059
#define SPEED_MOE_PREFILL_LOW_256	0.121
#define SPEED_MOE_PREFILL_LOW_512	0.172
#define SPEED_MOE_PREFILL_LOW_1024	0.223
#define SPEED_MOE_PREFILL_LOW_2048	0.277
#define SPEED_MOE_PREFILL_LOW_4096	0.315
#define SPEED_MOE_PREFILL_LOW_8192	0.329
/* Share of peak bf16 FLOPS that training sustains, counting every FLOP
 * the hardware executes (a recomputed forward included, as k below
 * does): 0.52, Megatron-LM's 163 of 312 TFLOP/s per A100 for a 1T model
 * on 3,072 GPUs, whose FLOP count includes the recomputation (Narayanan
 * et al., "Efficient Large-Scale Language Model Training on GPU Clusters
 * Using Megatron-LM", SC21, §5.1).  sizing-and-tco.md §3 gives 0.35-0.5
 * as the typical MFU, which does not count the recomputation.  With
 * optimizer offload the optimizer step runs on the host's CPUs after
 * the GPUs' step (SPEED_OFFLOAD_*). */
#define SPEED_TRAIN_MFU		0.52
/* Training in FP8 or FP4 (Transformer Engine): the linear layers' GEMMs
 * (forward, data and weight gradients) run at the low precision, the
 * rest of a step (attention, norms, activations, communication not
 * hidden, the optimizer) as in BF16.  The GEMMs' speed-up over BF16 is
 * measured by TE's benchmarks/gemm/benchmark_gemm.py on one 5B config
 * (hidden 4096, FFN 16384, 24 layers, 15,872 tokens a step) twice:
 * with the inputs quantised in each step as training does ("autocast",
 * _GAIN) and with them quantised before (the kernels alone, _PRE), in
 * the recipe TE picks when none is given (get_default_fp8_recipe:
 * DelayedScaling on Hopper, MXFP8BlockScaling on Blackwell).  H200 NVL:
 * 1.69 autocast (delayed), 1.90 kernels (current scaling: delayed
 * scaling cannot run pre-quantised; both use the same FP8 GEMM); B300:
 * MXFP8 1.42 and 1.83, NVFP4 1.98 and 3.48 (Transformer Engine docs,
 * examples/gemm_profiling "GEMM Profiling Tutorial", 2026; other
 * recipes there: Hopper current scaling 1.58, block 1.40; B300 delayed
 * 1.64, current 1.39).  The quantisation reads and writes each input
 * element once, the GEMM does 2 x N FLOPs per element of its input, so
 * its share of the time falls as the matrices widen: at a model's
 * hidden size h, 1 / gain = 1 / _PRE + (1 / _GAIN - 1 / _PRE) x 4096 /
 * h.  A GPU without its own figures takes Hopper's for fp8 and B300's
 * for fp4 (assumption), at most the ratio of its peaks.  The share of
 * a BF16 step in those GEMMs: SPEED_TRAIN_MFU over the GEMMs' own share
 * of the peak (speed_compute_share), 0.74 on NVIDIA's GPUs. */
#define SPEED_TRAIN_FP8_GAIN_HOPPER	1.69
#define SPEED_TRAIN_FP8_PRE_HOPPER	1.90
#define SPEED_TRAIN_FP8_GAIN_BLACKWELL	1.42
#define SPEED_TRAIN_FP8_PRE_BLACKWELL	1.83
#define SPEED_TRAIN_FP4_GAIN_BLACKWELL	1.98
#define SPEED_TRAIN_FP4_PRE_BLACKWELL	3.48
#define SPEED_TRAIN_GAIN_HIDDEN		4096	/* hidden size of the measured config */
/* Optimizer offload (offload: optimizer, optimizer+params): the CPU
 * AdamW step streams every trained parameter's states through host
 * memory once a step: it reads the fp32 parameter, gradient and the two
 * moments (4 + 4 + 4 + 4) and writes the parameter and the moments
 * (4 + 4 + 4) and the 16-bit copy for the GPU (2): 30 B (the state
 * sizes of DeepSpeed's memory.rst; with 8-bit AdamW moments of 1 B each:
 * 18 B).  It is bound by the host's memory bandwidth: per CPU socket 8
 * channels of DDR4-3200 (25.6 GB/s each; the EPYC 7742 of the DGX A100
 * has 8) = 204.8 GB/s, of which STREAM reaches about 0.75 (74-78 % of the
 * DDR4 wire rate, TI SPRAD45A "STREAM"): 153.6 GB/s per socket
 * (assumption for the socket; 12-channel DDR5 hosts have more).  Sockets
 * as host.c sizes them (host_cpu_sockets): 1 in a pcie-1 host of 1-2
 * PCIe GPUs, else 2.  One optimizer step
 * per micro-batch (no gradient accumulation); the transfers over PCIe
 * are taken to overlap with the GPUs' compute. */
#define SPEED_OFFLOAD_STEP_B		30.0
#define SPEED_OFFLOAD_STEP_B_ADAM8	18.0
#define SPEED_HOST_BW_SOCKET_GBS	153.6
/* Training FLOPs per parameter and token: forward 2 + backward 4 = 6;
 * full recomputation adds a forward: 8 (sizing-and-tco.md §3).  LoRA and
 * QLoRA compute no weight gradients of the frozen base: 2 + 2 = 4, with
 * recomputation 6 (the adapters' own FLOPs are ~lora_fraction of that and
 * ignored). */
#define SPEED_TRAIN_FLOPS_FULL		6.0
#define SPEED_TRAIN_FLOPS_FULL_RECOMP	8.0
#define SPEED_TRAIN_FLOPS_LORA		4.0
#define SPEED_TRAIN_FLOPS_LORA_RECOMP	6.0
/* Bytes that eager attention (`attention: eager`) moves through memory
 * per entry of the scores (one query-key pair of one head of one layer)
 * in a training step, counted op by op from Hugging Face transformers'
 * eager_attention_forward (models/llama/modeling_llama.py, copied by
 * Qwen2, Mistral and the others): forward, the QK^T product writes the
 * scores (2 B, bf16), `* scaling` reads and writes them (4), `+
 * causal_mask` (4; the mask, shared by the heads, not counted),
 * softmax(dtype=float32) reads 2 and writes 4, `.to(query.dtype)` reads
 * 4 and writes 2, dropout at p = 0 launches nothing (ATen returns its
 * input), the AV product reads 2: 24 B.  Backward, by autograd: AV's
 * gradient writes dA and reads A for dV (4), the cast back to fp32 (6),
 * softmax's backward reads the gradient and its saved fp32 output and
 * writes a bf16 gradient (10), the mask add none, the scaling 4, QK^T's
 * gradient reads dS for dQ and dK (4): 28 B.  Recomputation runs the
 * forward again.  Every entry of the s x s matrix is computed (the mask
 * comes after the product), not the causal half FlashAttention
 * computes. */
#define SPEED_EAGER_FWD_B		24.0
#define SPEED_EAGER_BWD_B		28.0
/* Share of peak FP64 a simulation sustains, anchored on HPL: in the
 * TOP500 of June 2026 the 239 systems with A100, H100, H200, GH200,
 * B200, GB200, MI250X, MI300A or MI300X reach a median Rmax / Rpeak of
 * 0.706 (10th-90th percentile 0.54-0.88; H100 0.662 over 79 systems,
 * A100 0.691 over 61, MI250X 0.776 over 13, B200/GB200 0.878 over 18;
 * Frontier 0.658, Eos 0.644; November 2025: 0.702 over 213), read
 * 2026-12-07 from the list's spreadsheet (trecakov/AcademicSystemsTOP500
 * 3f9ca45, TOP500lists/TOP500_202606.xlsx; its 2024-2025 files are
 * byte-identical to tommygorham/top500's).  Rpeak counts the host CPUs
 * too, and HPL is a dense best case: 0.65, a little below the median,
 * stays the planning figure; sparse FEM solvers reach less, which the
 * customer's sustained fp64_tflops figure should already say. */
#define SPEED_EFF_FP64		0.65
/* A GPU whose FP64 vector rate is below this share of its FP32 rate has
 * its FP64 cut (1:64 on Ada/Blackwell RTX, L4, L40S; B300's 1.25 TFLOPS)
 * and never serves a simulation (datacentre parts run 1:2). */
#define SPEED_FP64_CUT_RATIO	0.125
/* Vision: share of peak that batched inference sustains on a GPU with no
 * measurement below (an assumption: batched TensorRT inference of small
 * CNNs; Blackwell, RTX PRO 6000, AMD).  A
 * single image at batch 1 (speed_vision_latency_ms) costs a kernel a
 * layer with weights (SPEED_KERNEL_S: TensorRT fuses batch norm,
 * activation and the residual add into the convolution) plus its FLOPs
 * at this share: ResNet-50 on an L40S 54 x 5 us + 8.2 GFLOP / (733
 * TOPS x 0.3) = 0.31 ms.  Until 2026-12-07 the latency was the FLOPs at
 * 0.05 of the peak (an assumption from MMYOLO's YOLOv8-n at 1.53 ms),
 * 0.22 ms for the same image on an L40S and 0.68 ms on an L4, where
 * MLPerf measures 0.33 and 0.39 ms (409, 407): the fixed cost a layer,
 * not the FLOPs, sets the time of a small network at batch 1. */
#define SPEED_EFF_VISION_TPUT	0.3
/* Vision on the GPUs it is measured on: the median share of the int8
 * peak (8.2 GOP an image, a multiply-add counted as 2, over the
 * catalog's dense int8 TOPS) that ResNet-50 Offline results of MLPerf
 * Inference reached, closed division, TensorRT (NVIDIA's LWIS harness),
 * power-capped MaxQ systems left out, and none of the rows the
 * validation suite holds (v4.1's NVIDIA H200 x 8, Dell's and Lenovo's,
 * cases 400-408): mlcommons/inference_results_v3.1 (eaf622a),
 * _v4.0 (3c4a1cf), _v4.1 (198fc46), closed/<submitter>/results/<system>/
 * resnet50/Offline/performance/run_1/mlperf_log_summary.txt, read
 * 2026-12-07 (v5.0 could not be read here; v5.1's ResNet-50 holds no
 * datacentre GPU; every row read, with its path, in
 * docs/data/mlperf-resnet50-offline.csv).  L4: 9 systems, 0.409-0.456;
 * L40S: 13, 0.439-0.516;
 * H100 SXM: 27, 0.362-0.369 (87.4k-89.1k images/s a GPU, every
 * submitter); H100 NVL: 3 (Lenovo 8 x in v4.1 among them), 0.298-0.332
 * (median 0.332); A100 SXM4 80GB: 53 systems of rounds v1.1-v3.1,
 * 0.448-0.575 (median 0.541; mlcommons/inference_results_v1.1 7fc4335,
 * v2.0 425a0d3, v2.1 91f7859, v3.0 1948f9b, v3.1; Triton and MIG rows
 * left out, the PCIe parts' 0.484 not used: the catalog's A100 is the
 * SXM4).  Carried to the same chip: the RTX 6000 Ada is the
 * L40S's AD102 with as many SMs (the L40S figure), the H200 the H100's
 * GH100 at the same peak (the H100 SXM figure; its one row outside the
 * suite, Gigabyte's G593-SD1, 0.392), the H200 NVL the H100 NVL's.  The
 * suite holds no A100 vision case.  The
 * L40 (0.534-0.653) is not in the catalog.  These are a tuned stack's;
 * an untuned one (PyTorch eager, no int8) reaches less, which the
 * proposal's assumptions say. */
#define SPEED_VISION_SHARE_L4		0.431
#define SPEED_VISION_SHARE_L40S		0.492
#define SPEED_VISION_SHARE_H100		0.366
#define SPEED_VISION_SHARE_H100_NVL	0.332
#define SPEED_VISION_SHARE_A100		0.541

/* Tensor parallelism costs two all-reduces of the activations per layer
 * (attention and MLP outputs; Megatron-LM, Shoeybi et al. 2019).  Each
 * takes a latency plus 2(t-1)/t x bytes / link bandwidth (ring).  The
 * latency is that of a small message (a decode step all-reduces a few
 * to a few hundred kB):
 *  - NVLink: 7.7 us, the single-node all-reduce latency of 24-96 kB on
 *    8 GPUs that microsoft/mscclpp issue #164 (2023-08-16) lists;
 *  - xGMI (AMD Infinity Fabric, every AMD card of the catalog sits on
 *    an 8-GPU OAM baseboard): not a latency plus bytes but the measured
 *    time by message size, SPEED_AR_XGMI_TABLE below (speed_xgmi_
 *    allreduce_s): 13.7-15.5 us from 1 KB to 128 KB (a decode step),
 *    28.4 us at 1 MB, 6.0 ms at 1 GiB (a long prompt's prefill);
 *  - PCIe without NVLink: 14.69 us, all_reduce_perf of 2 KB (the
 *    smallest row readable) on 4 x RTX PRO 6000 Blackwell Server Edition
 *    over PCIe Gen5, NCCL 2.27.7 with its default transport, P2P
 *    (gardenlinux/gardenlinux issue #4556, comment of 2026-06-30; the same
 *    comment's P2P-disabled run is the slower one, so the figure is the
 *    P2P path or above it); the host's GPUs sit on two root complexes
 *    (bus 03/04 and 73/74), so the ring crosses them as in a 2-socket
 *    pcie-4 host.  For a group of tp GPUs it is scaled by NCCL's own ring
 *    latency model: a base of 6.6 us plus 1.0 us per PCIe hop, 2 (tp - 1)
 *    hops (NCCL src/graph/tuning.cc, ncclTunerConstantsDefaults: ring LL
 *    base latency 6.6, PCI ring LL 1.0; read at commit 5067397): 10.0 us
 *    at tp 2 (the same comment measured 8.72 us at 2 GPUs, 8 B), 14.7 at
 *    4, 24.0 at 8.  Every PCIe card in the catalog is a data-centre or
 *    workstation card with P2P; consumer cards without P2P take the
 *    host-memory path, 42.1 us at 8 GPUs (8 x RTX 4090, NVIDIA/nccl issue
 *    #1530), which gpuplan used before and no longer needs.
 * The link is NVLink/xGMI at half the catalog's bidirectional GB/s.  Over
 * PCIe the ring's bus bandwidth depends on the host's topology
 * (host_gpus_per_socket): 35 GB/s for a group of up to 4 GPUs on one
 * socket and 28 GB/s for a group that crosses the sockets, both the
 * measured all_reduce_perf bus bandwidth of RTX 5090s on PCIe Gen5 in a
 * 2 x Xeon 8480+ host (NVIDIA/nccl issue #1639, 2025-03-14: "4GPU max
 * performance: bwbus 35GB/s", "8 GPU max performance: bwbus 28GB/s");
 * PCIe Gen4 at half of them (its wire rate is half; assumption, no Gen4
 * measurement with a stated topology found). */
/* Time to first token as measured under load, over gpuplan's estimate
 * of the same setup, on NVIDIA GPUs: up to 1.22 for the dense models of
 * the validation suite (mixture-of-experts cases ran longer; the
 * proposal's MoE risk covers them) (NVIDIA NIM,
 * Llama 3.3 70B fp8 on 2 x H100, 5,000-token prompts: 0.547 s measured
 * at 5 users against 0.450 estimated, 0.689 s at 25 against 0.565;
 * docs/validation.md cases 04 and 07; 1.7 before the prefill counted
 * its activation traffic, speed_act_bytes_token, 1.4 before the queue
 * was a closed one, speed_layout_ttft, and the embeddings' FLOPs went,
 * speed_flop_params, 1.47 before the prompt's attention ran at its
 * measured kernel share, speed_attn_prefill_weight, 1.40 before fp8
 * GEMMs ran at the share measured on a prefill's shapes,
 * SPEED_GEMM_LOW_HOPPER, 1.09 before that share went by the size of
 * each matrix, speed_gemm_shape_factor; the same change brought the
 * single-user cases 02, 10 and 320-324 closer; 1.20 before the output
 * head ran for a prompt's last token only, prefill_head_flops, 1.21
 * before a decode step's attention ran as measured, speed_attn_decode,
 * which slowed the decode the 25 users' prompts queue behind less than
 * their wait).  A ttft_s target that the
 * estimate meets but the estimate times this misses is named as a risk
 * in the proposal (workload_result.ttft_load_risk); the sizing itself
 * plans with the estimate. */
#define SPEED_TTFT_MEASURED_RATIO	1.22
/* The same on AMD GPUs: up to 6.35 (llm-d's page for Llama 3.3 70B fp8
 * on 8 x MI355X, vLLM 0.15.1: 0.343 s at 16 sequences with 1k prompts
 * against 0.054 estimated, case 227; its 4k-64k rows 2.7-3.3 times,
 * cases 228-231; DeepSeek-R1 on 8 x MI325X, an MoE, 3.1 times, case
 * 175; 7.15 before fp8 GEMMs ran at the share AMD's tuning tables
 * measure on a prefill's shapes, SPEED_GEMM_LOW_CDNA4).  The proposal
 * names the maker the figure was measured on. */
#define SPEED_TTFT_MEASURED_RATIO_AMD	6.35
/* Both are held to the suite's validation_ttft_load (written by make
 * validate) by tests/unit/test_validation.c. */
/* What a request took outside the GPU before its first token, at most,
 * in the validation suite: 48 ms (vLLM 0.11.0's OpenAI-compatible
 * server through /v1/chat/completions, Qwen3-8B on one H100, a 233-token
 * prompt at one sequence: 59.01 ms mean TTFT measured, 11 ms of GPU work
 * estimated; docs/validation.md case 61; the same page measured 27.7 ms
 * in all with SGLang, NIM's case 10 is within).  gpuplan's time to first
 * token is GPU time; the proposal's risk names a ttft_s target that it
 * meets but this much more misses (workload_result.ttft_load_risk). */
#define SPEED_TTFT_SERVER_S		0.048
/* Not added to the estimate: a serving stack's own cost per request.
 * NVIDIA's aiconfigurator adds 0.8 ms per layer to each vLLM request's
 * prefill ("CPU-side dispatch", fit to 1,924 vLLM runs;
 * ai-dynamo/aiconfigurator pull request #1166, 2026-06-23).  Added on
 * 2026-12-06, it brought case 61 within (-81 -> -32 %) and sent case 164
 * out (+13 -> +82 %): Qwen3-8B through vLLM 0.10.2 on one L40S, 512-token
 * prompts sent as token IDs to /v1/completions, measured 42.4 ms in all,
 * less than the GPU time estimated.  What case 61 holds beyond the GPU
 * is the chat endpoint's work (HTTP, chat template, tokenising), which
 * depends on the client and the endpoint, not a cost per layer; so it
 * stays a risk (above), and serving_framework only names the stack. */
/* The spread of answer lengths (standard deviation over mean) the
 * proposal's risk plans a reasoning model at (model.reasoning) where the
 * scenario gives no output_tokens_cv: the 4,388 reference answers of
 * MLPerf Inference v5.1's DeepSeek-R1 benchmark, a mix of maths, code
 * and knowledge tasks, mean 4,043 tokens, 1.2526 times that as standard
 * deviation, up to 32,768 (openshift-psap/performance-dashboard,
 * mlperf-data/summaries/deepseek-r1.csv, commit 7cd1065d).  Other
 * published lengths, sd and cv derived from each source's data
 * (2026-12-07): mixed prompts through OpenRouter, 0.89-1.24 for
 * gpt-oss, DeepSeek-R1 and Qwen3 thinking, 92-95 answers each
 * (cpldcpu/LRMTokenEconomy d5cc353, evaluation_stats.csv
 * tokens_completion); Alibaba's production traces of DeepSeek-R1, 1.52
 * over 73 clients, 0.49 within one client's six hours (median; alibaba/
 * ServeGen f891d11, data/reason/deepseek-r1); one benchmark of one kind
 * (GPQA Diamond, 198 questions), 0.52-0.90 (ml-energy/leaderboard
 * 0cd52da, public/data/models/ *__gpqa.json, binned).  So 1.25 is a
 * service of mixed tasks; a single task varies less.  Not an input of
 * the sizing, which plans the spread the scenario gives: the risk
 * quotes what the recommendation delivers at it
 * (workload_result.spread_*). */
#define SPEED_REASONING_CV		1.25
#define SPEED_AR_LAT_NVLINK_S	7.7e-6
/* RCCL all_reduce_perf (rccl-tests develop:a7809b3, float sum, out of
 * place, 20 iterations after 5 warm-up) on one node of 8 x AMD Instinct
 * MI300X, bytes per GPU and seconds, the rows from 1 KB to 1 GiB
 * (hisohara/ai-scripts, training/01_rccl-smoketest/README.md, "RCCL
 * Tests with MPI (AAC8 Kubernetes)", commit 93311c1 of 2025-08-11; the
 * RCCL version is not printed).  The rows below 1 KB (16-23 us) are left
 * out: no tensor-parallel all-reduce is that small (one token of the
 * smallest catalog model is 2 KB).  Linear between rows, past 1 GiB at
 * the last row's bus bandwidth.  It replaced 25 us plus the bytes over
 * half the xGMI link, RCCL's small-message time on MI250X (ROCm/rccl
 * PR #929, 2023), on 2026-12-06: a different GPU, and at 1 MB the MI300X
 * table says 28.4 us where that model said 29.1, at 16 kB 15.5 where it
 * said 25.  The custom all-reduce of vLLM and SGLang is faster still
 * (7.18 us at 2 KB on 4 x MI300, vLLM PR #19744; 6.3 us at 24 KB on
 * 8 x MI355X, vLLM PR #39080) but not every stack runs it: at 7.18 us
 * the 2024 vLLM cases 14-16 overshoot by 21-41 % (docs/validation.md).
 * MI325X, MI350X and MI355X carry the MI300X table (the same 8-GPU
 * fully connected xGMI; no single-node table of theirs was found);
 * smaller groups than 8 too (no measurement). */
#define SPEED_AR_XGMI_16KB_S	15.47e-6	/* two rows the JSON's */
#define SPEED_AR_XGMI_1MB_S	28.39e-6	/* sizing_factors quote */
#define SPEED_AR_XGMI_TABLE \
	{ 1024, 13.67e-6 }, { 2048, 13.67e-6 }, { 4096, 13.72e-6 }, \
	{ 8192, 13.76e-6 }, { 16384, SPEED_AR_XGMI_16KB_S }, { 32768, 13.94e-6 }, \
	{ 65536, 14.25e-6 }, { 131072, 14.60e-6 }, { 262144, 17.46e-6 }, \
	{ 524288, 27.30e-6 }, { 1048576, SPEED_AR_XGMI_1MB_S }, { 2097152, 36.68e-6 }, \
	{ 4194304, 52.96e-6 }, { 8388608, 84.78e-6 }, \
	{ 16777216, 149.9e-6 }, { 33554432, 246.3e-6 }, \
	{ 67108864, 432.5e-6 }, { 134217728, 800.3e-6 }, \
	{ 268435456, 1540.4e-6 }, { 536870912, 3027.1e-6 }, \
	{ 1073741824, 5990.7e-6 }

/* Seconds of one all-reduce of `bytes` per GPU over xGMI: the measured
 * SPEED_AR_XGMI_TABLE, linear between its rows, its first row below it,
 * its last row's bus bandwidth beyond it.  Positive for bytes >= 0. */
double speed_xgmi_allreduce_s(double bytes);
#define SPEED_AR_LAT_PCIE4_S	14.69e-6
#define SPEED_NCCL_RING_BASE_S	6.6e-6
#define SPEED_NCCL_PCI_HOP_S	1.0e-6
#define SPEED_PCIE5_SOCKET_GBS	35.0
#define SPEED_PCIE5_CROSS_GBS	28.0
#define SPEED_PCIE4_SOCKET_GBS	(SPEED_PCIE5_SOCKET_GBS / 2)
#define SPEED_PCIE4_CROSS_GBS	(SPEED_PCIE5_CROSS_GBS / 2)

/* Fixed cost of one forward pass per transformer layer: the kernels a
 * layer launches one after the other (each depends on the one before)
 * times the time a kernel costs beyond its bytes and FLOPs (launch,
 * ramp-up, tail).  10 kernels: vLLM's Llama decoder layer
 * (vllm/model_executor/models/llama.py) runs input RMSNorm, the QKV
 * GEMM, rotary embedding, the KV-cache write, attention, the output
 * GEMM, the fused residual-add RMSNorm, the gate-up GEMM, SiLU-and-mul
 * and the down GEMM (the all-reduces are counted apart).  5 us per
 * kernel: the launch overhead measured on CUDA 13, "about 4-6 us"
 * (pegainfer (3): From Launch Overhead to CUDA Graph, susun-blog.com,
 * read 2026-12-03).  So 50 us a layer: 4 ms a decode step of an
 * 80-layer model, whatever its batch. */
#define SPEED_KERNELS_PER_LAYER	10
/* Bytes of one activation element between the kernels of a layer: bf16
 * (vLLM, SGLang and TensorRT-LLM keep hidden states in the model's
 * 16-bit dtype; fp8 and fp4 models quantise them only as a GEMM's
 * input, speed_act_bytes_token). */
#define SPEED_ACT_B	2.0
#define SPEED_KERNEL_S		5e-6
/* A mixture-of-experts layer replaces the dense MLP's 3 kernels (gate-up
 * GEMM, SiLU-and-mul, down GEMM) with 7: the router GEMM, the top-k
 * softmax (fused_topk), moe_align_block_size, the grouped GEMM of w1,
 * SiLU-and-mul, the grouped GEMM of w2 and moe_sum (vLLM
 * vllm/model_executor/layers/fused_moe/fused_moe.py, fused_moe() and
 * fused_experts_impl, read at commit 000d145): 4 more a layer with
 * experts (model_moe_layers: the catalog's moe_layers, Llama 4 Maverick
 * every other layer, DeepSeek-V3 all but the first 3).  A shared
 * expert's own MLP is not counted (SGLang and vLLM can fuse it into the
 * routed experts). */
#define SPEED_MOE_EXTRA_KERNELS	4
/* Multi-head latent attention (model_is_mla) runs 5 kernels a layer more
 * than grouped-query attention: after the fused q_a/kv_a projection (in
 * place of the QKV GEMM) the q_a RMSNorm, the q_b GEMM and the kv_a
 * RMSNorm (vLLM vllm/model_executor/layers/mla.py,
 * MultiHeadLatentAttentionWrapper.forward, read at commit 00b9b7a), and
 * in decode the query's key up-projection q_nope x W_UK_T and the
 * output's value up-projection x W_UV as batched GEMMs around the
 * latent attention (MLAAttention.forward_impl and _v_up_proj, vLLM API
 * documentation, last modified 2026-09-24).  Counted with a query LoRA
 * (q_lora_rank), as DeepSeek-V3/R1 have; the concatenation of the query's
 * two parts that most MLA back-ends need is not counted. */
#define SPEED_MLA_EXTRA_KERNELS	5
/* 8-bit weights and activations (fp8, int8 on a GPU with those units:
 * W8A8), and 4-bit ones (fp4 W4A4, speed_quant_kernels has the
 * sources), quantise each GEMM's input in a kernel of its own before the
 * GEMM: vLLM apply_fp8_linear / apply_w8a8_block_fp8_linear
 * (ops.scaled_fp8_quant, per_token_group_quant_fp8) and SGLang
 * fp8_utils.apply_w8a8_block_fp8_linear do, and the fused MoE
 * quantises both grouped GEMMs' inputs (fused_experts_impl,
 * moe_kernel_quantize_input for A1 and A2).  4 GEMMs a layer (QKV,
 * output, gate-up / w1, down / w2), latent attention 1 more (q_b); the
 * router GEMM stays bf16.  TensorRT-LLM can fuse the quantisation into
 * the norm before it; the floor follows vLLM's kernels throughout. */
#define SPEED_W8A8_QUANT_KERNELS	4

/*
 * A decode step's attention on g over a cache of kv_precision for model
 * m: sets *bw_share to the share of g's datasheet bandwidth the cache is
 * read at and *extra_s to the time each layer's attention takes beyond
 * its bytes and SPEED_KERNEL_S (s); returns 1 where measured
 * (SPEED_ATTN_DECODE_*: H100, H200, B200, B300, GB200 and the NVL
 * cards of their chips, not latent attention), else 0 with the streaming share (speed_bw_share)
 * and 0 s.
 */
int speed_attn_decode(const struct model *m, const struct gpu *g,
    enum precision kv_precision, double *bw_share, double *extra_s);

/* Share of the peak memory bandwidth that streaming reads reach on g:
 * the measured share of its family (table in speed.c with the sources),
 * else SPEED_BW_SHARE_DEFAULT.  In (0, 1]. */
double speed_bw_share(const struct gpu *g);

/* Measured time to first token under load over the estimate, at most,
 * on GPUs of g's maker: SPEED_TTFT_MEASURED_RATIO_AMD for AMD, else
 * SPEED_TTFT_MEASURED_RATIO (also for g NULL). */
double speed_ttft_measured_ratio(const struct gpu *g);

/* Share of the peak tensor FLOPS of speed_compute_tflops(g, p) that
 * inference math (prefill, the decode compute ceiling, embeddings)
 * reaches: SPEED_EFF_COMPUTE, or the lowest of the maker's measured
 * max-achievable share (SPEED_MAF_*) and, in 8 and 4 bits, the share
 * measured on a prefill's shapes (SPEED_GEMM_*) where they are lower.
 * In (0, 1]. */
double speed_compute_share(const struct gpu *g, enum precision p);

/* The units inference math at precision p runs on, on g, whose peak
 * speed_compute_share is a share of: fp32 (TF32), fp16, fp8, int8 or
 * fp4 where g has them, else bf16 (weight-only quantisation; int4
 * always). */
enum precision speed_compute_units(const struct gpu *g, enum precision p);

/* Where speed_compute_share(g, p) comes from. */
enum share_source {
	SHARE_RULE,		/* SPEED_EFF_COMPUTE, the planning rule */
	SHARE_MEASURED,		/* measured GEMMs of g's family */
	SHARE_CARRIED		/* NVIDIA's median (SPEED_GEMM_LOW_NVIDIA),
				 * carried to a GPU without a measurement */
};
enum share_source speed_compute_share_source(const struct gpu *g,
    enum precision p);

/*
 * How many FLOPs at w's math rate on g one FLOP of the shared part of
 * the model (attention projections, router, shared experts, head) costs:
 * the 8/4-bit rate over the bf16 rate (each at its measured share,
 * speed_compute_share) where the model says quantized_weights: experts
 * or mlp and the math runs on 8- or 4-bit units (the shared part, or its
 * attention and routers, stays bf16 and is multiplied in bf16, as
 * gpt-oss's attention); 1 otherwise.  The callers weigh only those
 * FLOPs with it.  B200 at fp4: 9,000 x 0.366 / (2,250 x 0.7) = 2.09.
 */
double speed_shared_flop_weight(const struct gpu *g,
    const struct workload *w);

/*
 * How many FLOPs at w's math rate on g one FLOP of a decode step's
 * attention (QK^T and AV over the KV cache; a prompt's attention takes
 * speed_attn_prefill_weight since 2026-12-07) costs: the math
 * rate over the rate of the units attention multiplies in, each at its
 * measured share (speed_compute_share).  Attention multiplies the
 * cache's numbers in 16 bits whatever the weights are: vLLM's
 * FlashAttention backend takes fp16 and bf16 queries, SGLang dequantises
 * an fp8 cache "to BF16/FP16 at the reading time for attention
 * calculation" (sgl-project/sglang issue #10083); only an fp8 KV cache
 * runs fp8 attention ("When using the Flash Attention 3 backend with FP8
 * KV cache, attention operations are also performed in the quantized
 * (FP8) domain", vLLM docs/features/quantization/quantized_kvcache.md),
 * and an fp32 cache fp32.  Llama 3.3 70B at fp8 weights and a bf16 cache
 * on H100: 1,979 TFLOPS at 0.512 over 989 at 0.7 = 1.46; at fp4 on B200
 * 2.09; 1 where the weights and the cache are both 16-bit.  Training is not weighed:
 * its rate (speed_train_tflops) already speeds up only the linear
 * layers' GEMMs in fp8 or fp4 and runs the rest of a step, attention
 * included, as in BF16 (SPEED_TRAIN_FP8_GAIN_* above).
 */
double speed_attn_flop_weight(const struct gpu *g,
    const struct workload *w);

/* The time a step's read of w's weights takes on g against the same
 * weights in fp8 (ratio), where that replaces their stored bytes: fp4
 * W4A4 weights on a GPU whose maker measured its fp4 decode GEMMs
 * against its fp8 ones (SPEED_FP4_DECODE_CDNA4 on MI350X and MI355X),
 * where that costs more than the fp4 bytes; 0 otherwise (the stored
 * bytes are read). */
double speed_fp4_read_ratio(const struct gpu *g, const struct workload *w);

/* The time a step's read of w's 4-bit weights takes on g against the
 * same weights in bf16 (ratio), where w multiplies them in bf16 (W4A16:
 * int4, or fp4 without fp4 units or with weight_only) and g's kernels
 * were measured so (SPEED_W4A16_DECODE_* on A100, H100, H200, B200) at
 * more than their stored bytes; 0 otherwise. */
double speed_w4a16_read_ratio(const struct gpu *g, const struct workload *w);

/* Bytes per parameter (B) that reading w's weights costs a step on g at
 * the effective bandwidth: speed_fp4_read_ratio x fp8's stored bytes
 * where that ratio applies, speed_w4a16_read_ratio x bf16's where that
 * one does (H100, int4: 0.30 x 2 = 0.60 B, not 0.516), else the stored bytes
 * (mem_model_bytes_per_param: MXFP4's where the model says so). */
double speed_weight_read_bytes(const struct gpu *g, const struct workload *w);

/*
 * Parameters a token's matrix products use: the active ones less the
 * token embeddings, which a token looks up (one row, no FLOPs); the
 * output head counts (a tied model's one matrix is its head).  So 2 x
 * this per token forward, and Megatron's FLOP count, which fixes the
 * training MFU (Narayanan et al. 2021: 72 B s l h^2 (1 + s / 6h +
 * V / 12hl), the V term the head's, no embedding term), counts the
 * same.  Llama 3.1 8B: 7.50e9 of 8.03e9.  Without vocab (or where the
 * embeddings would be half the active parameters or more) the active
 * parameters.
 */
double speed_flop_params(const struct model *m);

/*
 * Bytes a decode step reads of `shared` parameters (the dense part of
 * the model, speed_moe_split; all GPUs together): the token embeddings
 * are not read (a step looks up one row per sequence), the output head
 * is, at mem_head_bytes_per_param (bf16 where the weights are
 * quantised), the rest at speed_weight_read_bytes, or at the head's
 * bytes where the model says quantized_weights: experts (the shared part
 * is not quantised) and, under mlp, for the attention and the routers
 * (mem_kept_params).  A model without vocab reads all of them at that
 * rate.  Llama 3.1 8B: bf16 15.0 GB a step (16.1 with the embeddings),
 * fp8 8.0 GB (6.98e9 at 1 B and the 0.53e9 of the head at 2).
 * gpt-oss-120b at fp4: its 2.1e9 shared less the 0.58e9 embedding at 2
 * B, 3.1 GB.
 */
double speed_shared_read_bytes(const struct gpu *g, const struct workload *w,
    double shared);

/* Seconds of the fixed per-kernel cost of one forward pass of m at
 * weight precision p on g through `layers` of its layers (a pipeline
 * stage's share, or all): speed_kernel_floor_s, plus
 * SPEED_MOE_EXTRA_KERNELS a layer for the share of them with experts
 * (model_moe_layers / layers of m), SPEED_MLA_EXTRA_KERNELS a layer for
 * latent attention (model_is_mla) and speed_quant_kernels a layer. */
double speed_model_floor_s(const struct model *m, const struct gpu *g,
    enum precision p, double layers);

/* Activation-quantisation kernels a layer of m runs at weight precision
 * p on g, on average over its layers: SPEED_W8A8_QUANT_KERNELS (+ 1 with
 * latent attention) where p is fp8, int8 or fp4 and g computes in it
 * (W8A8, W4A4: vLLM's NVFP4 linear quantises its input with
 * scaled_fp4_quant before cutlass_scaled_fp4_mm, modelopt.py, and its
 * ROCm MXFP4 one with per_1x32_f4_quant_hip or dynamic_mxfp4_quant
 * before gemm_a4w4 / gemm_afp4wfp4, quark_ocp_mx.py
 * gemm_with_dynamic_quant); 2 on the MoE layers where only the experts
 * are quantised (quantized_weights: experts), 2 on every layer where
 * only the MLPs are (mlp: the attention's 16-bit GEMMs quantise no
 * input); else 0 (16-bit, and
 * weight-only formats that compute in bf16). */
double speed_quant_kernels(const struct model *m, const struct gpu *g,
    enum precision p);

/* Seconds of the fixed per-kernel cost of one forward pass through
 * `layers` transformer layers (SPEED_KERNELS_PER_LAYER x SPEED_KERNEL_S
 * each). */
double speed_kernel_floor_s(double layers);

/*
 * Bytes one token moves through the non-GEMM kernels of one transformer
 * layer of m on one GPU of a tensor-parallel group of tp, with the math
 * at precision `math` (workload_math_precision) and the KV cache at kv:
 * the kernels of vLLM's Llama layer that SPEED_KERNELS_PER_LAYER counts
 * besides the GEMMs, attention and all-reduces, each reading and
 * writing the activations once (SPEED_ACT_B a value): two residual-add
 * RMSNorms (8 x hidden), rotary embedding in place on q and k, reading
 * k and v for the KV-cache write (and writing them at kv), SiLU-and-mul
 * (3 x the MLP width on this GPU: the dense intermediate, or an MoE
 * layer's active routed parameters / (3 x hidden)), an MoE layer's sum
 * of its k expert outputs ((k + 1) x hidden), and under W8A8
 * (speed_quant_kernels) the quantisation of the 4 GEMM inputs (read
 * 2 B, write 1 B).  Example: Llama 3.3 70B fp8 at tp 2 on H100,
 * 343,040 B; in a 5,000-token prefill 80 layers move 137 GB per GPU,
 * 47 ms at 0.867 x 3.35 TB/s (docs/sizing.md "Time to first token").
 * The GEMMs' own inputs and outputs are in their FLOP time.  0 for a
 * model without layers or hidden size.
 */
double speed_act_bytes_token(const struct model *m, const struct gpu *g,
    enum precision math, enum precision kv, int tp);

/* Seconds of the tensor-parallel all-reduces of one forward pass over
 * `tokens` tokens (a decode step: the batch; a prefill: the prompt) on
 * tp GPUs of g in nodes of node_gpus GPUs; 0 for tp 1.  PCIe cards with
 * an NVLink bridge use it for tp up to their bridge group (4 if the
 * interconnect says "4-way", else 2); past it, over PCIe, the latency
 * grows with tp (speed_pcie_ar_lat_s) and the bandwidth drops where the
 * group spans more GPUs than one socket of the node holds. */
double speed_tp_comm_s(const struct model *m, const struct gpu *g, int tp,
    int node_gpus, double tokens);

/* Seconds of one all-reduce of `bytes` B per GPU over n GPUs of g in
 * nodes of node_gpus GPUs, by the links speed_tp_comm_s describes; 0
 * for n 1.  An all-gather followed by a reduce-scatter of the same
 * tokens (the default exchange around the experts under data-parallel
 * attention) moves the same bytes in the same steps and costs the
 * same. */
double speed_allreduce_s(const struct gpu *g, int n, int node_gpus,
    double bytes);

/* Seconds of one small all-reduce over PCIe among tp GPUs
 * (SPEED_AR_LAT_PCIE4_S scaled by NCCL's ring latency model). */
double speed_pcie_ar_lat_s(int tp);

/*
 * Dense peak TFLOPS that math on weights of precision p runs at on g:
 * native fp8/int8/fp4 units where the GPU has them, else bf16 (weight-only
 * quantisation: W8A16, W4A16); int4 always bf16 (GPTQ/AWQ kernels); fp32
 * on TF32 units.  0 only if the GPU lacks bf16 as well.
 */
double speed_compute_tflops(const struct gpu *g, enum precision p);

/*
 * Split the parameters of m into those every step reads (*shared:
 * attention, embeddings, dense layers, shared experts) and the routed
 * experts (*routed), and set *ln_keep = log(1 - k/E), the log of the
 * chance that a token leaves a given routed expert unused (router top-k
 * of E experts; docs/sizing.md "Mixture of experts").  From params P,
 * active A, E = experts, k = experts_per_token: routed R = (P - A) /
 * (1 - k/E), shared = P - R.  A model without experts/experts_per_token
 * is taken as all routed with k/E = A/P (the former estimate); a dense
 * one as all shared (*ln_keep 0).
 */
void speed_moe_split(const struct model *m, double *shared, double *routed,
    double *ln_keep);

/*
 * Parameters (count) a step of `batch` tokens reads: shared + routed x
 * (1 - (1 - k/E)^batch), the expected distinct experts touched when each
 * token picks k of E at random (equals active at batch 1, tends to all
 * params); all of a dense model.
 */
double speed_moe_read_params(const struct model *m, double batch);

/*
 * How one replica of an llm-inference workload splits over its GPUs:
 * tp GPUs per stage (a tensor-parallel group, within a node), pp
 * pipeline stages; inside the tp group, dp attention data-parallel ranks
 * (each of tp / dp GPUs runs the attention of its own sequences and
 * holds their KV cache whole, as SGLang's --enable-dp-attention and
 * vLLM's --data-parallel-size with --enable-expert-parallel) and ep
 * expert-parallel ranks (each holds E / ep routed experts, sliced over
 * tp / ep GPUs: 1 = every expert sliced over the tp GPUs, tp = whole
 * experts).  dp and ep divide tp; dp or ep above 1 needs pp 1.  A plain
 * tensor-parallel layout is {tp, pp, 1, 1}.
 */
struct replica_split {
	int	tp, pp;		/* GPUs per stage, stages */
	int	dp;		/* attention data-parallel ranks per stage, count */
	int	ep;		/* expert-parallel ranks per stage, count */
};

/* GPUs of one attention rank of sp: tp / dp (at least 1). */
int replica_attn_gpus(const struct replica_split *sp);

/* Sequences the busiest attention rank of sp holds when a stage's
 * micro-batch has mb sequences: ceil(mb / dp) (at least 1). */
double replica_rank_seqs(const struct replica_split *sp, double mb);

/*
 * Expected routed experts the busiest of ep expert-parallel ranks reads
 * in a step, each rank holding n of them and each expert touched with
 * chance p: the expected maximum of ep independent Binomial(n, p)
 * counts (n p for ep 1).  The step waits for the busiest rank, so
 * whole-expert placement reads more per GPU at small batches than the
 * mean.
 */
double speed_ep_busiest_experts(int n, double p, int ep);

/*
 * The share of the dense rate (speed_compute_share) the routed experts'
 * GEMMs of a prefill reach on g in the layout sp (ratio, at most 1; 1
 * for a dense model or one whose experts are not given): the share of
 * peak measured for the width of each GPU's slice of an expert (its
 * intermediate size, from the parameters of a gated MLP, over the ways
 * tensor parallelism cuts it: tp / ep, whole under expert parallelism),
 * SPEED_MOE_PREFILL_* below interpolated in log2 of the width, over the
 * share NVIDIA's dense GEMMs reach in the same bits (SPEED_EFF_COMPUTE
 * in 16 bits, SPEED_GEMM_LOW_NVIDIA in 8 and 4); 8- and 4-bit units
 * (fp8, int8, fp4) their own row, else the 16-bit one.  Many small
 * grouped GEMMs reach less than one large one, and a thinner slice less
 * again: DeepSeek-R1's experts (2,048 wide) cut 8 ways reach 0.12 of
 * peak in fp8, whole 0.28.  Measured on NVIDIA GPUs; other makers' are
 * taken alike (their dense share times the same ratio).
 */
double speed_moe_prefill_ratio(const struct workload *w, const struct gpu *g,
    const struct replica_split *sp);

/*
 * The factor on the time a prefill's linear layers outside the routed
 * experts take at speed_compute_share, for the sizes of their weight
 * matrices on one GPU (cut over `ways` GPUs): g's family's share by
 * size (SPEED_GEMM_SHAPE_*, NVIDIA's row taken relative to its median
 * where g has none: *from SHARE_CARRIED, else SHARE_MEASURED, and
 * SHARE_RULE where the factor is 1 for want of 8- or 4-bit units or
 * shapes; from may be NULL), averaged over the time each matrix takes, against
 * the share a matrix of 2^25 elements reaches, which speed_compute_share
 * is.  Above 1 for thin slices, below for large ones; 1 in 16 bits or
 * without the model's shapes.  The matrices: q, k and v in one (MLA:
 * its down projections whole on each GPU, its up projections cut), the
 * attention output, the output head, and what the shared part holds
 * besides (dense MLPs, shared experts) as one gated MLP a layer; where
 * only the MLPs are quantised (quantized_weights: mlp) the attention
 * and the head are left out, and where only the experts are, the
 * factor is 1 (the rest multiplies in 16 bits).
 * Llama 3.1 70B in fp8 on two H100: 0.89 (shares 0.55-0.59); DeepSeek-R1
 * on eight H200: 1.48, on eight B200: 1.70.
 */
double speed_gemm_shape_factor(const struct workload *w,
    const struct gpu *g, double ways, enum share_source *from);

/* A replica layout of an llm-inference workload with every term of the
 * decode step precomputed, so that the batch search evaluates it in a few
 * multiplications.  Filled by speed_layout_init; read-only after. */
struct speed_layout {
	struct replica_split split;	/* tp x pp GPUs, dp and ep ranks, each at least 1 */
	double	shared;		/* count: parameters every step reads */
	double	routed;		/* count: routed-expert parameters */
	double	ln_keep;		/* log(1 - k/E) (speed_moe_split); 0 = dense */
	int	experts;		/* routed experts E; 0 = no placement imbalance */
	double	bpp_shared;		/* B per shared parameter per GPU as a step reads it (speed_weight_read_bytes / (tp / dp x pp)) */
	double	bpp_routed;		/* B per routed parameter per GPU (speed_weight_read_bytes / (tp x pp)) */
	double	floor_s;		/* s per stage step: the layers' kernel floor */
	double	act_s;			/* s per sequence of an attention rank per stage: activation traffic */
	double	ctx_avg;		/* tokens a running sequence holds on average */
	double	kv_seq;			/* B per sequence per GPU, at ctx_avg */
	double	bw;			/* B/s, effective */
	double	kv_bw;			/* B/s a decode step's attention reads the cache at (speed_attn_decode) */
	double	flops_rank;		/* FLOP per GPU per sequence of its attention rank: the attention and shared parameters (dp 1: all active ones) */
	double	flops_tok;		/* FLOP per GPU per token of the micro-batch: the active routed parameters (dp 1: 0) */
	double	peak;			/* FLOP/s, effective; 0 = none */
	struct speed_ar_group {
		double	count;		/* all-reduces per stage step */
		int	table;		/* 1: the measured xGMI table, not c0 + c1 x tokens */
		double	c0, c1;		/* s per step, all count of them; s per token */
	}	ar_attn, ar_moe;	/* over an attention rank's tp / dp GPUs and its
				 * sequences; over the tp GPUs and the micro-batch */
	double	ar_tok_b;		/* B one token adds to each (bf16 hidden) */
	double	prefill_s;		/* s: one prompt's own prefill */
	double	prefill_svc_s;		/* s: the stage group's time per prompt (all of it prefills; < prefill_s where dp > 1) */
	double	gen;			/* tokens generated per sequence */
};

/* Precompute the layout sp of w on g, in nodes of node_gpus GPUs
 * (the host's PCIe topology for tensor parallelism without NVLink), into
 * *l. */
void speed_layout_init(struct speed_layout *l, const struct workload *w,
    const struct gpu *g, const struct replica_split *sp, int node_gpus);

/* Seconds per output token of one sequence at `batch` sequences (see
 * speed_decode_token_s). */
double speed_layout_token_s(const struct speed_layout *l, double batch,
    int *compute_bound);

/* Tokens/s per sequence at `batch` sequences, prefill share included (see
 * speed_seq_tokens_per_s). */
double speed_layout_seq_rate(const struct speed_layout *l, double batch,
    int *compute_bound);

/*
 * Time to first token under continuous batching, s: a prompt waits for
 * the prompts ahead of it, plus half a decode step in progress, plus its
 * own prefill_s.  The replica serves one prefill at a time for
 * prefill_svc_s / pp; the `batch` sequences are a closed population,
 * each sending its next prompt when its answer is done, so the wait is
 * that of a closed queue with a decoding time of a lifetime (generated
 * / rate) less the prefill, by mean value analysis (Reiser and
 * Lavenberg 1980; an arriving prompt sees the queue of the other
 * batch - 1 sequences, the one in service half done).  One sequence
 * never waits: prefill_s plus half a step; the wait grows with the
 * batch towards that of an open M/D/1 queue.  Until 2026-12-06 it was
 * that open queue at every batch, which made one user wait for
 * prefills nobody else sent (at a 28,600-token prompt and a short
 * answer, 0.2 s on an H200).  The loop runs over at most
 * SPEED_TTFT_MVA_MAX sequences.
 */
#define SPEED_TTFT_MVA_MAX	100000
double speed_layout_ttft(const struct speed_layout *l, double batch);

/*
 * Seconds per output token of one sequence on a replica of tp x pp GPUs
 * decoding `batch` sequences at their average context (prompt + half
 * the answer: continuous batching): the pp stages overlap with batch / pp sequences
 * per micro-batch; per GPU and micro-batch, the larger of bytes read /
 * (bandwidth x speed_bw_share) and FLOPs / (peak x speed_compute_share)
 * plus the kernel floor of its layers and the activation traffic of the
 * micro-batch's tokens (speed_act_bytes_token / effective bandwidth),
 * times pp stages, plus the tensor-parallel all-reduces.  Under
 * data-parallel attention (struct replica_split) the busiest attention
 * rank's sequences set the attention and KV terms, the busiest expert
 * rank (speed_ep_busiest_experts) the routed weights, and per layer one
 * all-reduce runs within the attention rank and one exchange of the
 * micro-batch over the tp GPUs around the experts.  This wrapper is the
 * plain layout {tp, pp, 1, 1}.  *compute_bound (may be NULL) says which
 * term won.
 */
double speed_decode_token_s(const struct workload *w, const struct gpu *g,
    int tp, int pp, int node_gpus, double batch, int *compute_bound);

/*
 * Attention FLOPs per head and per token pair (query, key): QK^T and
 * AV, 2 per multiply-add, 2 (d_qk + d_v).  d_qk = d_v = head_dim; for
 * latent attention (MLA, model_is_mla) as the serving stacks run it: a
 * prompt or a training sequence with its keys and values decompressed,
 * d_qk = head_dim + qk_rope_head_dim and d_v = head_dim (DeepSeek-V3:
 * 192 and 128, 640 FLOPs); a decode step (absorbed 1) with the key and
 * value projections absorbed into the query and the output, over the
 * cached latent: d_qk = kv_lora_rank + qk_rope_head_dim, d_v =
 * kv_lora_rank (576 and 512, 2,176 FLOPs), as DeepSeek's FlashMLA and
 * vLLM's and SGLang's MLA decode kernels compute it (the model's config:
 * qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128,
 * kv_lora_rank 512).  Before 2026-12-07 every model was costed at
 * 4 head_dim (512 for DeepSeek in both phases).
 */
double speed_attn_pair_flops(const struct model *m, int absorbed);

/* The share of the datasheet peak at precision a (bf16, or fp32 for an
 * fp32 cache) a prefill's attention reaches on g: SPEED_ATTN_PREFILL_SHARE,
 * scaled by g's own share at a over SPEED_EFF_COMPUTE where its maker
 * measured less (AMD's max-achievable rates). */
double speed_attn_prefill_share(const struct gpu *g, enum precision a);

/* The time a prefill's attention takes with w's KV cache against a bf16
 * one on g (ratio): SPEED_ATTN_PREFILL_FP8 for an fp8 cache on a GPU
 * with fp8 units, else 1. */
double speed_attn_prefill_cache(const struct gpu *g,
    const struct workload *w);

/*
 * What a FLOP of a prefill's attention costs on g against one of w's
 * linear layers (ratio; speed_prefill_s multiplies the attention's FLOPs
 * by it): the linear layers' rate (speed_compute_tflops x
 * speed_compute_share at w's math precision) over the attention's, which
 * is the bf16 rate at SPEED_ATTN_PREFILL_SHARE of the bf16 peak (scaled
 * by g's own bf16 share over SPEED_EFF_COMPUTE where its maker measured
 * less, as AMD's), divided by SPEED_ATTN_PREFILL_FP8 with an fp8 KV
 * cache on a GPU with fp8 units, and the fp32 rate at the same ratio
 * with an fp32 cache.  Llama 3.3 70B at fp8 with a bf16 cache on H100:
 * 1,979 x 0.512 / (989 x 0.525) = 1.95; with an fp8 cache 1.95 x 0.82 =
 * 1.60.  A decode step's attention keeps speed_attn_flop_weight.
 */
double speed_attn_prefill_weight(const struct gpu *g,
    const struct workload *w);

/* Seconds to prefill one prompt of w->prompt_tokens on a replica with
 * tensor parallelism tp (time to first token, no queueing): the larger
 * of its FLOPs (2 x active x prompt + the causal attention's quadratic
 * term) at tp x peak x speed_compute_share (the routed experts' at
 * speed_moe_prefill_ratio of that) and one read of the weights,
 * plus the prompt's activation traffic through every layer
 * (speed_act_bytes_token / effective bandwidth: elementwise kernels run
 * between the GEMMs, not under them), the kernel floor of every layer
 * and the all-reduces. */
double speed_prefill_s(const struct workload *w, const struct gpu *g,
    int tp, int pp, int node_gpus);

/*
 * Tokens/s per sequence when a replica serves `batch` sequences and also
 * prefills the prompts of the sequences that replace finished ones:
 * 1 / (token_s + batch x prefill_s / (pp x generated)), generated =
 * context - prompt tokens per sequence (pp stages prefill overlapped).
 */
double speed_seq_tokens_per_s(const struct workload *w, const struct gpu *g,
    int tp, int pp, int node_gpus, double batch, int *compute_bound);

/* FLOPs of one training run: (k x active_params + the attention's) x
 * dataset_tokens x epochs, k from SPEED_TRAIN_FLOPS_* by method and
 * checkpointing; the attention's scores (QK^T and AV) at the causal
 * mean of sequence_length / 2 tokens, 4 x layers x heads x head_dim x
 * s / 2 a forward, three passes (four with recomputation): the term
 * Narayanan et al. count in the MFU that SPEED_TRAIN_MFU comes from
 * (their 1 + s / 6h, without the causal half). */
double speed_train_flops(const struct workload *w);

/* Bytes per trained token that w's eager attention moves through GPU
 * memory besides its FLOPs: layers x heads x sequence_length entries
 * (the token's row of scores in every head) x SPEED_EAGER_FWD_B +
 * SPEED_EAGER_BWD_B (+ SPEED_EAGER_FWD_B with recomputation); 0 with
 * FlashAttention, which keeps the scores on chip.  Qwen2.5 7B (28
 * layers, 28 heads) at 4,096 tokens with recomputation: 244 MB. */
double speed_eager_bytes_token(const struct workload *w);

/* The precision a training run's GEMMs run at on g: pre-training at its
 * precision's units where g has them, fine-tuning (but QLoRA) in fp8
 * where `precision: fp8` and g has fp8 units (Transformer Engine), else
 * bf16 (QLoRA and 8- or 4-bit frozen weights dequantise to bf16). */
enum precision speed_train_precision(const struct workload *w,
    const struct gpu *g);

/* How many times faster a training run's GEMMs run than in BF16 on g
 * (ratio: SPEED_TRAIN_FP*_GAIN and _PRE at w's model's hidden size; the
 * ratio of the peaks for other precisions); 1 in bf16 and fp16.  *measured (if not NULL) is set to 1
 * where the figure was measured on g's family, else 0. */
double speed_train_gemm_gain(const struct workload *w, const struct gpu *g,
    int *measured);

/* TFLOPS per GPU a training run of w on g sustains, counted as
 * speed_train_flops counts: SPEED_TRAIN_MFU of the bf16 peak, the share
 * of it in GEMMs (SPEED_TRAIN_MFU / speed_compute_share) sped up by
 * speed_train_gemm_gain; eager attention's bytes (speed_eager_bytes_token)
 * at g's streaming bandwidth added to each token's time.  0 when g has
 * no bf16 peak. */
double speed_train_tflops(const struct workload *w, const struct gpu *g);

/*
 * Hours of one training run on n GPUs of g at speed_train_tflops, nodes
 * of gpus_per_node GPUs; with w->offload plus the CPU optimizer steps (one
 * per micro-batch of micro_batch x sequence_length tokens on each GPU,
 * see SPEED_OFFLOAD_*), each node updating its share of the trained
 * parameters.  INFINITY when g has no bf16 peak or n < 1.
 */
double speed_train_hours(const struct workload *w, const struct gpu *g,
    int n, int gpus_per_node);

/* Seconds of one CPU optimizer step of an offloading training workload
 * on n GPUs of g in nodes of gpus_per_node, each node's CPU sockets as
 * host_cpu_sockets gives them (0 without offload). */
double speed_offload_step_s(const struct workload *w, const struct gpu *g,
    int n, int gpus_per_node);

/* The precision an embeddings workload's attention multiplies in
 * (speed_embed_hours): fp32 for an fp32 workload, else 16 bits. */
enum precision speed_embed_attn_precision(const struct workload *w);

/*
 * Hours to embed one month's tokens on n GPUs of g, in inputs of
 * w->sequence_length tokens: 2 FLOPs per token and parameter, less the
 * token embeddings (vocab x hidden: a lookup; an embedding model has no
 * output head; bge-m3's 568e6 parameters 312e6 so), at
 * speed_compute_share; and the attention's FLOPs (every token of an
 * input attends to all of it, no causal half: 4 head_dim x heads x
 * layers x sequence_length a token, 50e6 for bge-m3 at 512 tokens, 805e6
 * at 8,192) in 16 bits at speed_attn_prefill_share.
 */
double speed_embed_hours(const struct workload *w, const struct gpu *g,
    int n);

/*
 * The share of g's peak that batched vision inference sustains: the
 * measured SPEED_VISION_SHARE_* of g or of its chip, else the planning
 * rule SPEED_EFF_VISION_TPUT.  *measured (may be NULL) is set to 0 for
 * the rule, 1 for a measurement on g, 2 for one carried from a GPU of
 * the same chip.
 */
double speed_vision_share(const struct gpu *g, int *measured);

/* Images/s one GPU of g sustains for a vision workload:
 * w->gflops_per_image at speed_vision_share of the peak at w's
 * precision. */
double speed_vision_images_per_s(const struct workload *w,
    const struct gpu *g);

/* Milliseconds for one image at batch 1 on g: w->vision_layers kernels
 * at SPEED_KERNEL_S each, plus one image's time at the batched rate
 * (speed_vision_images_per_s: w->gflops_per_image at
 * speed_vision_share of the peak at w's precision). */
double speed_vision_latency_ms(const struct workload *w, const struct gpu *g);

/* 1 if g's FP64 is cut (see SPEED_FP64_CUT_RATIO). */
int speed_fp64_cut(const struct gpu *g);

/* Sustained FP64 TFLOPS of one GPU: the FP64 tensor rate (else the vector
 * rate) x SPEED_EFF_FP64. */
double speed_fp64_tflops(const struct gpu *g);

#endif
