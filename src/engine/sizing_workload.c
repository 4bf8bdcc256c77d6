/*
 * sizing_workload.c: the sizing factors and one workload sized on one GPU type
 * and node shape: job sizes, parallelism, memory, speed
 * (see sizing.h, sizing_parts.h and docs/sizing.md).
 */
#include "engine/sizing.h"
#include "engine/sizing_parts.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/host.h"
#include "engine/memory.h"
#include "engine/speed.h"
#include "util/alloc.h"

const struct sizing_factor sizing_factors[] = {
	{ "bw_share_hopper", SPEED_BW_SHARE_HOPPER, "share of peak",
	    "H100 SXM5 copy 2,903 of 3,350 GB/s (vpbenchmarking); H100 NVL, H200" },
	{ "bw_share_blackwell", SPEED_BW_SHARE_BLACKWELL, "share of peak",
	    "B200 RMSNorm 6,517 of 7,700 GB/s (NVIDIA/cutlass PR 2917); B300, GB200" },
	{ "bw_share_cdna3", SPEED_BW_SHARE_CDNA3, "share of peak",
	    "MI300X roofline 4.2 of 5.3 TB/s (ROCm issue #5070); MI325X" },
	{ "bw_share_cdna4", SPEED_BW_SHARE_CDNA4, "share of peak",
	    "MI350 series memcopy 5,690 of 8,000 GB/s (rocprofiler-compute)" },
	{ "bw_share_default", SPEED_BW_SHARE_DEFAULT, "share of peak",
	    "assumption: between the measured 0.79 (CDNA3) and 0.87 (Hopper)" },
	{ "kernels_per_layer", SPEED_KERNELS_PER_LAYER, "kernels",
	    "vLLM's Llama decoder layer, all-reduces apart" },
	{ "moe_extra_kernels_per_layer", SPEED_MOE_EXTRA_KERNELS, "kernels",
	    "vLLM fused_moe: router, top-k, align, 2 grouped GEMMs, act, sum" },
	{ "mla_extra_kernels_per_layer", SPEED_MLA_EXTRA_KERNELS, "kernels",
	    "vLLM MLA: q_a and kv_a norms, q_b GEMM, W_UK and W_UV bmm" },
	{ "w8a8_quant_kernels_per_layer", SPEED_W8A8_QUANT_KERNELS, "kernels",
	    "vLLM/SGLang fp8 linear: input quantisation before 4 GEMMs" },
	{ "kernel_fixed_cost", SPEED_KERNEL_S * 1e6, "us per kernel",
	    "launch overhead about 4-6 us (pegainfer blog, CUDA 13)" },
	{ "eff_compute_inference", SPEED_EFF_COMPUTE, "share of peak",
	    "llm-analysis examples, 0.7 compute efficiency (sizing-and-tco.md §3)" },
	{ "maf_mi300x_bf16", SPEED_MAF_MI300X_BF16, "share of peak",
	    "AMD MAF: 708 of 1,307 TFLOPS (ROCm blogs, MAF part 2, Table 1)" },
	{ "maf_mi300x_fp16", SPEED_MAF_MI300X_FP16, "share of peak",
	    "AMD MAF: 654 of 1,307 TFLOPS (ROCm blogs, MAF part 2, Table 1)" },
	{ "maf_mi300x_fp8", SPEED_MAF_MI300X_FP8, "share of peak",
	    "AMD MAF: 1,273 of 2,615 TFLOPS (ROCm blogs, MAF part 2); int8" },
	{ "maf_mi325x_bf16", SPEED_MAF_MI325X_BF16, "share of peak",
	    "AMD MAF: 843 of 1,307 TFLOPS (ROCm blogs, MAF part 2, Table 1)" },
	{ "maf_mi325x_fp16", SPEED_MAF_MI325X_FP16, "share of peak",
	    "AMD MAF: 794 of 1,307 TFLOPS (ROCm blogs, MAF part 2, Table 1)" },
	{ "maf_mi325x_fp8", SPEED_MAF_MI325X_FP8, "share of peak",
	    "AMD MAF: 1,519 of 2,615 TFLOPS (ROCm blogs, MAF part 2); int8" },
	{ "maf_mi355x_bf16", SPEED_MAF_MI355X_BF16, "share of peak",
	    "1,565 of 2,500 TFLOPS (ml-engineering MAMF table); fp16" },
	{ "maf_mi355x_fp8", SPEED_MAF_MI355X_FP8, "share of peak",
	    "3,204 of 5,000 TFLOPS (ROCm blogs, CDNA4 FP8 GEMM); int8, fp4" },
	{ "gemm_low_hopper", SPEED_GEMM_LOW_HOPPER, "share of peak",
	    "aiconfigurator GEMM tables, H100/H200 fp8, prefill shapes, median" },
	{ "gemm_low_blackwell", SPEED_GEMM_LOW_BLACKWELL, "share of peak",
	    "aiconfigurator GEMM tables, B200 fp8, prefill shapes, median" },
	{ "gemm_fp4_blackwell", SPEED_GEMM_FP4_BLACKWELL, "share of peak",
	    "aiconfigurator GEMM tables, B200 NVFP4, prefill shapes, median" },
	{ "gemm_low_nvidia", SPEED_GEMM_LOW_NVIDIA, "share of peak",
	    "aiconfigurator GEMM tables, all 8- and 4-bit, median; carried" },
	{ "gemm_low_cdna4", SPEED_GEMM_LOW_CDNA4, "share of peak",
	    "AMD aiter gfx950 fp8 tuning tables, prefill shapes, median" },
	{ "gemm_low_cdna3", SPEED_GEMM_LOW_CDNA3, "share of peak",
	    "AMD aiter gfx942 (304 CU) block-fp8 tuning tables, prefill "
	    "shapes, median" },
	{ "gemm_low_mi325x", SPEED_GEMM_LOW_MI325X, "share of peak",
	    "CDNA3's figure x AMD's max-achievable fp8 ratio MI325X / "
	    "MI300X (1,519 / 1,273 TFLOPS)" },
	{ "gemm_shape_hopper_2pow20", SPEED_GEMM_SHAPE_HOPPER_20,
	    "share of peak", "aiconfigurator GEMM tables, H100/H200 fp8, matrices "
	    "of 2^20 elements a GPU, median" },
	{ "gemm_shape_hopper_2pow29", SPEED_GEMM_SHAPE_HOPPER_29,
	    "share of peak", "the same, 2^29 elements (speed.h has the "
	    "steps between)" },
	{ "gemm_shape_blackwell_2pow20", SPEED_GEMM_SHAPE_BLACKWELL_20,
	    "share of peak", "aiconfigurator GEMM tables, B200 fp8, matrices "
	    "of 2^20 elements a GPU, median" },
	{ "gemm_shape_blackwell_2pow29", SPEED_GEMM_SHAPE_BLACKWELL_29,
	    "share of peak", "the same, 2^29 elements (speed.h has the "
	    "steps between)" },
	{ "gemm_shape_fp4_blackwell_2pow20", SPEED_GEMM_SHAPE_FP4_BLACKWELL_20,
	    "share of peak", "aiconfigurator GEMM tables, B200 NVFP4, matrices "
	    "of 2^20 elements a GPU, median" },
	{ "gemm_shape_fp4_blackwell_2pow29", SPEED_GEMM_SHAPE_FP4_BLACKWELL_29,
	    "share of peak", "the same, 2^29 elements (speed.h has the "
	    "steps between)" },
	{ "gemm_shape_nvidia_2pow20", SPEED_GEMM_SHAPE_NVIDIA_20,
	    "share of peak", "aiconfigurator GEMM tables, all 21, 8 and 4 bits; carried, matrices "
	    "of 2^20 elements a GPU, median" },
	{ "gemm_shape_nvidia_2pow29", SPEED_GEMM_SHAPE_NVIDIA_29,
	    "share of peak", "the same, 2^29 elements (speed.h has the "
	    "steps between)" },
	{ "fp4_decode_vs_fp8_cdna4", SPEED_FP4_DECODE_CDNA4, "ratio of times",
	    "AMD aiter gfx950 tables: MXFP4 over fp8 GEMM time, M 1-64, median" },
	{ "w4a16_decode_vs_bf16_a100", SPEED_W4A16_DECODE_A100,
	    "ratio of times", "NVIDIA aiconfigurator MoE tables (SGLang "
	    "0.5.10): Marlin int4 over bf16, 1-64 tokens, median" },
	{ "w4a16_decode_vs_bf16_h100", SPEED_W4A16_DECODE_H100,
	    "ratio of times", "the same on H100" },
	{ "w4a16_decode_vs_bf16_h200", SPEED_W4A16_DECODE_H200,
	    "ratio of times", "the same on H200" },
	{ "w4a16_decode_vs_bf16_b200", SPEED_W4A16_DECODE_B200,
	    "ratio of times", "the same on B200" },
	{ "attn_decode_bw_h100", SPEED_ATTN_DECODE_H100_BW,
	    "share of datasheet bandwidth", "NVIDIA aiconfigurator "
	    "generation-attention tables (SGLang, TensorRT-LLM, vLLM) of H100 "
	    "(and H100 NVL): 16-bit KV cache, calls of 512 MB and more, "
	    "median" },
	{ "attn_decode_layer_h100", SPEED_ATTN_DECODE_H100_S * 1e6, "us",
	    "the same: a call's time beyond its bytes, 4-64 MB, median" },
	{ "attn_decode_bw_h100_fp8", SPEED_ATTN_DECODE_H100_FP8_BW,
	    "share of datasheet bandwidth", "the same, fp8 KV cache" },
	{ "attn_decode_layer_h100_fp8", SPEED_ATTN_DECODE_H100_FP8_S * 1e6,
	    "us", "the same, fp8 KV cache" },
	{ "attn_decode_bw_h200", SPEED_ATTN_DECODE_H200_BW,
	    "share of datasheet bandwidth",
	    "the same tables of H200 (H200 NVL), 16-bit KV cache" },
	{ "attn_decode_layer_h200", SPEED_ATTN_DECODE_H200_S * 1e6, "us",
	    "the same: a call's time beyond its bytes, 4-64 MB, median" },
	{ "attn_decode_bw_h200_fp8", SPEED_ATTN_DECODE_H200_FP8_BW,
	    "share of datasheet bandwidth", "the same, fp8 KV cache" },
	{ "attn_decode_layer_h200_fp8", SPEED_ATTN_DECODE_H200_FP8_S * 1e6,
	    "us", "the same, fp8 KV cache" },
	{ "attn_decode_bw_b200", SPEED_ATTN_DECODE_B200_BW,
	    "share of datasheet bandwidth",
	    "the same tables of B200, 16-bit KV cache" },
	{ "attn_decode_layer_b200", SPEED_ATTN_DECODE_B200_S * 1e6, "us",
	    "the same: a call's time beyond its bytes, 4-64 MB, median" },
	{ "attn_decode_bw_b200_fp8", SPEED_ATTN_DECODE_B200_FP8_BW,
	    "share of datasheet bandwidth", "the same, fp8 KV cache" },
	{ "attn_decode_layer_b200_fp8", SPEED_ATTN_DECODE_B200_FP8_S * 1e6,
	    "us", "the same, fp8 KV cache" },
	{ "attn_decode_bw_b300", SPEED_ATTN_DECODE_B300_BW,
	    "share of datasheet bandwidth",
	    "the same tables of B300, 16-bit KV cache" },
	{ "attn_decode_layer_b300", SPEED_ATTN_DECODE_B300_S * 1e6, "us",
	    "the same: a call's time beyond its bytes, 4-64 MB, median" },
	{ "attn_decode_bw_b300_fp8", SPEED_ATTN_DECODE_B300_FP8_BW,
	    "share of datasheet bandwidth", "the same, fp8 KV cache" },
	{ "attn_decode_layer_b300_fp8", SPEED_ATTN_DECODE_B300_FP8_S * 1e6,
	    "us", "the same, fp8 KV cache" },
	{ "attn_decode_bw_gb200", SPEED_ATTN_DECODE_GB200_BW,
	    "share of datasheet bandwidth",
	    "the same tables of GB200, 16-bit KV cache" },
	{ "attn_decode_layer_gb200", SPEED_ATTN_DECODE_GB200_S * 1e6, "us",
	    "the same: a call's time beyond its bytes, 4-64 MB, median" },
	{ "attn_decode_bw_gb200_fp8", SPEED_ATTN_DECODE_GB200_FP8_BW,
	    "share of datasheet bandwidth", "the same, fp8 KV cache" },
	{ "attn_decode_layer_gb200_fp8", SPEED_ATTN_DECODE_GB200_FP8_S * 1e6,
	    "us", "the same, fp8 KV cache" },
	{ "attn_prefill_share", SPEED_ATTN_PREFILL_SHARE, "share of bf16 peak",
	    "NVIDIA aiconfigurator context-attention tables (SGLang, "
	    "TensorRT-LLM, vLLM; H100, H200, B200): 4k-16k tokens, median" },
	{ "attn_prefill_fp8_cache", SPEED_ATTN_PREFILL_FP8, "ratio of times",
	    "the same: attention with an fp8 KV cache over a bf16 one" },
	{ "moe_prefill_share_16bit_128", SPEED_MOE_PREFILL_16_128,
	    "share of peak", "NVIDIA aiconfigurator MoE tables (SGLang, "
	    "TensorRT-LLM, vLLM): bf16 expert GEMMs of a prefill, slices 128 "
	    "wide, median" },
	{ "moe_prefill_share_16bit_256", SPEED_MOE_PREFILL_16_256,
	    "share of peak", "the same, bf16, slices 256 wide" },
	{ "moe_prefill_share_16bit_512", SPEED_MOE_PREFILL_16_512,
	    "share of peak", "the same, bf16, slices 512 wide" },
	{ "moe_prefill_share_16bit_1024", SPEED_MOE_PREFILL_16_1024,
	    "share of peak", "the same, bf16, slices 1,024 wide" },
	{ "moe_prefill_share_16bit_2048", SPEED_MOE_PREFILL_16_2048,
	    "share of peak", "the same, bf16, slices 2,048 wide" },
	{ "moe_prefill_share_16bit_4096", SPEED_MOE_PREFILL_16_4096,
	    "share of peak", "the same, bf16, slices 4,096 wide" },
	{ "moe_prefill_share_16bit_8192", SPEED_MOE_PREFILL_16_8192,
	    "share of peak", "the same, bf16, slices 8,192 wide" },
	{ "moe_prefill_share_lowbit_128", SPEED_MOE_PREFILL_LOW_128,
	    "share of peak", "the same in fp8 and fp4 (8- and 4-bit units), "
	    "slices 128 wide" },
	{ "moe_prefill_share_lowbit_256", SPEED_MOE_PREFILL_LOW_256,
	    "share of peak", "the same, fp8 and fp4, slices 256 wide" },
	{ "moe_prefill_share_lowbit_512", SPEED_MOE_PREFILL_LOW_512,
	    "share of peak", "the same, fp8 and fp4, slices 512 wide" },
	{ "moe_prefill_share_lowbit_1024", SPEED_MOE_PREFILL_LOW_1024,
	    "share of peak", "the same, fp8 and fp4, slices 1,024 wide" },
	{ "moe_prefill_share_lowbit_2048", SPEED_MOE_PREFILL_LOW_2048,
	    "share of peak", "the same, fp8 and fp4, slices 2,048 wide" },
	{ "moe_prefill_share_lowbit_4096", SPEED_MOE_PREFILL_LOW_4096,
	    "share of peak", "the same, fp8 and fp4, slices 4,096 wide" },
	{ "moe_prefill_share_lowbit_8192", SPEED_MOE_PREFILL_LOW_8192,
	    "share of peak", "the same, fp8 and fp4, slices 8,192 wide" },
	{ "train_mfu", SPEED_TRAIN_MFU, "share of peak",
	    "Megatron-LM: 163 of 312 TFLOP/s per A100, recomputation counted" },
	{ "train_fp8_gain_hopper", SPEED_TRAIN_FP8_GAIN_HOPPER,
	    "ratio of GEMM times", "Transformer Engine GEMM benchmark, 5B "
	    "config, H200 NVL, FP8 delayed scaling over BF16, autocast" },
	{ "train_fp8_kernels_hopper", SPEED_TRAIN_FP8_PRE_HOPPER,
	    "ratio of GEMM times", "the same, FP8 current scaling, inputs "
	    "quantised before" },
	{ "train_fp8_gain_blackwell", SPEED_TRAIN_FP8_GAIN_BLACKWELL,
	    "ratio of GEMM times", "Transformer Engine GEMM benchmark, 5B "
	    "config, B300, MXFP8 over BF16, autocast" },
	{ "train_fp8_kernels_blackwell", SPEED_TRAIN_FP8_PRE_BLACKWELL,
	    "ratio of GEMM times", "the same, inputs quantised before" },
	{ "train_fp4_gain_blackwell", SPEED_TRAIN_FP4_GAIN_BLACKWELL,
	    "ratio of GEMM times", "Transformer Engine GEMM benchmark, 5B "
	    "config, B300, NVFP4 over BF16, autocast" },
	{ "train_fp4_kernels_blackwell", SPEED_TRAIN_FP4_PRE_BLACKWELL,
	    "ratio of GEMM times", "the same, inputs quantised before" },
	{ "train_gain_hidden", SPEED_TRAIN_GAIN_HIDDEN, "hidden size",
	    "of the measured config; the quantisation's share scales with "
	    "4096 / hidden" },
	{ "train_flops_full", SPEED_TRAIN_FLOPS_FULL, "FLOP per param and token",
	    "6 = forward 2 + backward 4 (sizing-and-tco.md §3)" },
	{ "train_flops_full_recompute", SPEED_TRAIN_FLOPS_FULL_RECOMP,
	    "FLOP per param and token",
	    "8 with full activation recomputation (sizing-and-tco.md §3)" },
	{ "train_flops_lora", SPEED_TRAIN_FLOPS_LORA, "FLOP per param and token",
	    "4: no weight gradients of the frozen base (issue 3)" },
	{ "train_flops_lora_recompute", SPEED_TRAIN_FLOPS_LORA_RECOMP,
	    "FLOP per param and token", "4 + a recomputed forward 2" },
	{ "eff_fp64", SPEED_EFF_FP64, "share of peak",
	    "HPL Rmax/Rpeak, TOP500 June 2026: median 0.706 of 239 GPU "
	    "systems (H100 0.662); a little below, as HPL is a best case" },
	{ "fp64_cut_ratio", SPEED_FP64_CUT_RATIO, "FP64/FP32",
	    "FP64 below 1/8 of FP32 counts as cut (1:64 parts, B300)" },
	{ "eff_vision_throughput", SPEED_EFF_VISION_TPUT, "share of peak",
	    "assumption: batched TensorRT inference of small CNNs, on GPUs "
	    "without a measurement below" },
	{ "vision_share_l4", SPEED_VISION_SHARE_L4, "share of int8 peak",
	    "MLPerf ResNet-50 Offline, TensorRT, median of 9 systems" },
	{ "vision_share_l40s", SPEED_VISION_SHARE_L40S, "share of int8 peak",
	    "the same, 13 systems (RTX 6000 Ada: the same chip)" },
	{ "vision_share_h100", SPEED_VISION_SHARE_H100, "share of int8 peak",
	    "the same, 27 systems (H200: the same chip)" },
	{ "vision_share_h100_nvl", SPEED_VISION_SHARE_H100_NVL,
	    "share of int8 peak", "the same, 3 systems (H200 NVL: carried)" },
	{ "vision_share_a100", SPEED_VISION_SHARE_A100, "share of int8 peak",
	    "the same, A100 SXM4 80GB, 53 systems (rounds v1.1-v3.1)" },
	{ "vision_layers_default", VISION_LAYERS_DEFAULT, "layers",
	    "ResNet-50: 53 convolutions and 1 fully connected (He et al. 2015)" },
	{ "ttft_measured_ratio", SPEED_TTFT_MEASURED_RATIO, "ratio",
	    "measured TTFT under load / estimate, NIM cases 04, 07 (validation)" },
	{ "ttft_measured_ratio_amd", SPEED_TTFT_MEASURED_RATIO_AMD, "ratio",
	    "the same on AMD GPUs, vLLM on 8 x MI355X, case 227 (validation)" },
	{ "ttft_server_time", SPEED_TTFT_SERVER_S * 1e3, "ms",
	    "measured TTFT - GPU estimate, vLLM chat API, case 61 (validation)" },
	{ "allreduce_latency_nvlink", SPEED_AR_LAT_NVLINK_S * 1e6, "us",
	    "8-GPU all-reduce of 24-96 kB (microsoft/mscclpp issue #164)" },
	{ "allreduce_xgmi_16kb", SPEED_AR_XGMI_16KB_S * 1e6, "us",
	    "RCCL all_reduce_perf, 8 x MI300X, 16 KB (table in speed.h)" },
	{ "allreduce_xgmi_1mb", SPEED_AR_XGMI_1MB_S * 1e6, "us",
	    "RCCL all_reduce_perf, 8 x MI300X, 1 MB (table in speed.h)" },
	{ "allreduce_latency_pcie_4", SPEED_AR_LAT_PCIE4_S * 1e6, "us",
	    "2 KB all-reduce, 4 x RTX PRO 6000, P2P (gardenlinux issue #4556)" },
	{ "nccl_ring_base_latency", SPEED_NCCL_RING_BASE_S * 1e6, "us",
	    "NCCL tuning.cc: ring LL base latency (scales the PCIe figure)" },
	{ "nccl_pci_hop_latency", SPEED_NCCL_PCI_HOP_S * 1e6, "us per hop",
	    "NCCL tuning.cc: PCI ring LL latency, 2 (tp - 1) hops" },
	{ "pcie5_busbw_socket", SPEED_PCIE5_SOCKET_GBS, "GB/s",
	    "4 x RTX 5090, all_reduce_perf busbw (NVIDIA/nccl issue #1639)" },
	{ "pcie5_busbw_cross_socket", SPEED_PCIE5_CROSS_GBS, "GB/s",
	    "8 x RTX 5090 on 2 x Xeon 8480+ (NVIDIA/nccl issue #1639)" },
	{ "pcie4_busbw_socket", SPEED_PCIE4_SOCKET_GBS, "GB/s",
	    "assumption: half of Gen5 (half the wire rate)" },
	{ "pcie4_busbw_cross_socket", SPEED_PCIE4_CROSS_GBS, "GB/s",
	    "assumption: half of Gen5 (half the wire rate)" },
	{ "runtime_per_gpu", MEM_RUNTIME_PER_GPU_B / 1e9, "GB",
	    "CUDA context and buffers, about 1 GB (sizing-and-tco.md §2)" },
	{ "gpu_memory_utilization", 0.9, "share of GPU memory",
	    "default of constraints.gpu_memory_utilization: vLLM's default 0.9" },
	{ "sim_usable_memory", MEM_SIM_USABLE, "share of GPU memory",
	    "assumption: as vLLM, 10 % left to the allocator" },
	{ "throughput_headroom", 15, "% over the demand",
	    "default of constraints.throughput_headroom_pct (issue 13)" },
	{ "offload_step_bytes", SPEED_OFFLOAD_STEP_B, "B per trained param",
	    "CPU AdamW step: reads 4 fp32 states, writes 3 and a 16-bit copy" },
	{ "host_bandwidth_socket", SPEED_HOST_BW_SOCKET_GBS, "GB/s per CPU socket",
	    "assumption: 8 x DDR4-3200 at 0.75 (STREAM share of DDR4 wire rate)" },
	{ "train_buffer", MEM_TRAIN_BUFFER, "share over the minimum",
	    "seeds: 10-20 % VRAM buffer for training; middle" },
	{ "quant_int4", MEM_QUANT_INT4, "share of 4-bit bytes",
	    "bitsandbytes ~6 % (sizing-and-tco.md §2); GPTQ g128 3.9 %" },
	{ "quant_fp4", MEM_QUANT_FP4, "share of 4-bit bytes",
	    "NVFP4: 8-bit scale per 16 values (the default fp4 format)" },
	{ "quant_mxfp4", MEM_QUANT_MXFP4, "share of 4-bit bytes",
	    "MXFP4: 8-bit scale per 32 values (AMD GPUs; fp4_format: mxfp4)" },
	{ "infer_prefill_chunk", MEM_INFER_PREFILL_CHUNK, "tokens",
	    "assumption: activations of one prefill chunk" },
	{ "adamw_bytes_per_param", MEM_TRAIN_WEIGHT_BPP + MEM_TRAIN_GRAD_BPP +
	    MEM_TRAIN_MASTER_BPP + MEM_ADAM_MOMENTS_BPP, "B",
	    "2 + 2 + 4 + 8 mixed-precision AdamW (sizing-and-tco.md §2)" },
	{ "adamw8_bytes_per_param", MEM_TRAIN_WEIGHT_BPP + MEM_TRAIN_GRAD_BPP +
	    MEM_TRAIN_MASTER_BPP + MEM_ADAM8_MOMENTS_BPP, "B",
	    "2 + 2 + 4 + 2 with 8-bit moments (sizing-and-tco.md §2)" },
	{ "zero3_gather", MEM_ZERO3_GATHER_BPP, "B per largest-layer param",
	    "DeepSpeed memory.rst: 4 x largest_layer" },
	{ "hnsw_m", MEM_HNSW_M, "links", "hnswlib default M" },
	{ "hnsw_bytes_per_m", MEM_HNSW_LINK_B_PER_M, "B",
	    "hnswlib README: about M x 8-10 B per element" },
	{ "hnsw_slack", MEM_HNSW_SLACK, "share",
	    "assumption: ids, metadata, allocator slack" },
	{ "dataset_bytes_per_token", HOST_DATASET_B_PER_TOKEN, "B",
	    "assumption: ~4 B raw text + 4 B token ids" },
	{ "headroom_advice_below", SIZING_HEADROOM_MIN, "share of GPU memory",
	    "seeds: too little VRAM; 10 % as the seeds' lower buffer" },
	{ "rent_advice_below", SIZING_RENT_HOURS, "GPU-hours a month",
	    "seeds: under ~100 GPU-hours a month renting almost always wins" },
	{ "host_cores_per_gpu", HOST_CORES_PER_GPU, "cores",
	    "assumption within the seeds; DGX: 112 cores / 8 GPUs" },
	{ "host_ram_per_vram", HOST_RAM_PER_VRAM, "x GPU memory",
	    "seeds: 2-4x GPU VRAM as system RAM; lower end" },
	{ "nvme_drive", HOST_NVME_DRIVE_TB, "TB",
	    "DGX B200 data drives 3.84 TB U.2 (hardware.md §2a)" },
	{ "nvme_drive_write", HOST_NVME_DRIVE_GBS, "GB/s",
	    "assumption: PCIe Gen4 U.2 sequential write 2-4 GB/s" },
	{ "checkpoints_kept", HOST_CHECKPOINTS, "count", "issue 3: >= 3" },
	{ "checkpoint_write", HOST_CKPT_WRITE_S, "s",
	    "assumption: 5 % of a 30-minute checkpoint interval" },
	{ "rdma_per_gpu", HOST_RDMA_GBPS_PER_GPU, "Gb/s",
	    "DGX B200: 8 x ConnectX-7 400G (hardware.md §2a)" },
	{ "rag_query_cpu", SIZING_RAG_QUERY_CPU_S, "s per query",
	    "assumption: HNSW search at high recall" },
	{ "max_gpus_searched", SIZING_MAX_GPUS, "GPUs",
	    "cap of the search when max_gpus is unset" },
};
const size_t n_sizing_factors = sizeof(sizing_factors) /
    sizeof(sizing_factors[0]);

/* ---- job sizes ---- */

/*
 * The GPUs of each node that a job across nodes of s GPUs uses: all s,
 * or where s is no power of two the largest power of two below it (64
 * of an NVL72 rack's 72, as NVIDIA's multi-rack GB200 runs use).
 */
static int
span_share(int s)
{
	int p = 1;

	while (p * 2 <= s)
		p *= 2;
	return p;
}

/*
 * The smallest GPU count >= n that one job (a model replica, a training
 * run, a simulation) may use in nodes of s GPUs: inside a node a power of
 * two up to s, or s (64 of an NVL72 rack's 72); across nodes (multi-node
 * GPUs only) whole nodes, or span_share(s) GPUs of each.  0 if none
 * within cap.
 */
static int
job_size_at_least(int s, int multi, int n, int cap)
{
	int t, p = span_share(s), u;

	if (n < 1)
		n = 1;
	if (n <= s) {
		for (t = 1; t < s; t *= 2)
			if (t >= n)
				return t <= cap ? t : 0;
		return s <= cap ? s : 0;
	}
	if (!multi || n > cap)
		return 0;
	t = (n + s - 1) / s * s;
	u = (n + p - 1) / p * p;
	if (u < t)
		t = u;
	return t <= cap ? t : 0;
}

/* The largest job size <= cap (0 if even one GPU exceeds cap). */
static int
job_size_at_most(int s, int multi, int cap)
{
	int t, best = 0, p = span_share(s);

	if (multi && cap >= 2 * p) {
		t = cap >= 2 * s ? cap / s * s : 0;
		return cap / p * p > t ? cap / p * p : t;
	}
	if (cap >= s)
		return s;
	for (t = 1; t <= cap && t < s; t *= 2)
		best = t;
	return best;
}

/* ---- per-workload sizing ---- */

/* 1 if jobs may span nodes of s GPUs of g: the GPU scales out and s is
 * its largest node (scale out only after filling the biggest node). */
static int
may_span(const struct gpu *g, int s)
{
	return g->multi_node && g->n_node_gpus > 0 &&
	    s >= g->node_gpus[g->n_node_gpus - 1];
}

/*
 * Where a workload's GPUs go: jobs of `job` GPUs that fit in a node of s
 * take `total` GPUs inside nodes; larger jobs take whole nodes (all s
 * GPUs of each, or span_share(s)) and need the RDMA scale-out fabric.
 */
static void
place(struct wl_plan *pl, int job, int total, int s)
{
	if (job <= s) {
		pl->sub_gpus = total;
		pl->job = job;
	} else {
		/* a pinned layout may give a job of any size (tp x pp) */
		pl->whole_nodes = total / job * (job % s == 0 ? job / s :
		    (job + span_share(s) - 1) / span_share(s));
		pl->whole_gpus = total;
		pl->rdma = 1;
	}
}

/* The serving share of g's memory a workload of sc may fill, B per GPU
 * (constraints.gpu_memory_utilization x the card's bytes). */
static double
serving_bytes(const struct scenario *sc, const struct gpu *g)
{
	return gpu_memory_bytes(g) * sc->constraints.gpu_memory_utilization;
}

/* 1 if g is the GPU sc pins (hardware.gpu). */
static int
gpu_pinned(const struct scenario *sc, const struct gpu *g)
{
	return sc->hw_gpu[0] != '\0' && strcmp(sc->hw_gpu, g->id) == 0;
}

/* 1 if sc pins the layout (hardware.tensor_parallel or
 * pipeline_parallel) and g is the pinned GPU.  attention_data_parallel
 * and expert_parallel above 1 need tensor_parallel (scenario_check.c);
 * given as 1 alone they only keep the search to that split. */
static int
layout_pinned(const struct scenario *sc, const struct gpu *g)
{
	return gpu_pinned(sc, g) && (sc->hw_tp > 0 || sc->hw_pp > 0);
}

/* One layout of an llm-inference workload evaluated at its batch. */
struct lay_eval {
	int	tp, pp, gpus;		/* GPUs: tensor, stages, all replicas */
	int	dp, ep;			/* attention data-parallel, expert-parallel ranks (struct replica_split) */
	double	batch;			/* sequences per replica, at the limit */
	double	reps;			/* replicas */
	double	rate;			/* tokens/s per sequence at the served load */
	double	ttft;			/* s */
	enum constraint bind;
};

/* 1 if layout a is better than b: fewer GPUs (cost), then a faster
 * sequence at the served load (latency), then a shorter time to first
 * token, then fewer pipeline stages, then fewer attention ranks (the
 * simpler layout).  Never the order of the search. */
static int
lay_better(const struct lay_eval *a, const struct lay_eval *b)
{
	if (a->gpus != b->gpus)
		return a->gpus < b->gpus;
	if (fabs(a->rate - b->rate) > 1e-9 * (a->rate + b->rate))
		return a->rate > b->rate;
	if (fabs(a->ttft - b->ttft) > 1e-12)
		return a->ttft < b->ttft;
	if (a->pp != b->pp)
		return a->pp < b->pp;
	return a->dp < b->dp;
}

/* 1 if a replica laid out as l serving `batch` sequences keeps the
 * planned per-sequence rate and, if w has one, the time to first token
 * under load (speed_layout_ttft).  *compute_bound: the binding term was
 * compute (decode compute, or the prefills behind the time to first
 * token). */
static int
lay_ok(const struct speed_layout *l, const struct workload *w,
    double target, double batch, int *compute_bound)
{
	int cb;

	if (speed_layout_seq_rate(l, batch, &cb) < target) {
		*compute_bound = cb;
		return 0;
	}
	*compute_bound = cb;
	if (w->ttft_s > 0 && speed_layout_ttft(l, batch) > w->ttft_s) {
		*compute_bound = 1;
		return 0;
	}
	return 1;
}

/* A layout that misses the speed target with `batch` sequences per
 * model copy: keep its rate per sequence there in *rate and the batch in
 * *at if it is the best such rate so far (the one an infeasibility
 * message quotes). */
static void
keep_fail_rate(const struct speed_layout *lay, double batch, double *rate,
    double *at)
{
	double r = speed_layout_seq_rate(lay, batch, NULL);

	if (r > *rate) {
		*rate = r;
		*at = batch;
	}
}

/*
 * Sequences per model copy of w that fit layout sp of GPUs g with mem
 * bytes per GPU: the model state, then each sequence's KV cache at
 * workload_kv_context on each GPU of its attention rank (dp ranks hold
 * their own sequences); `all` where a sequence holds no KV cache.  0
 * where not even one sequence fits beside the state.
 */
static double
seqs_fitting(const struct workload *w, const struct gpu *g,
    const struct replica_split *sp, double mem, double all)
{
	struct mem_breakdown mb;
	double k1;

	mem_llm_inference(w, g, sp->tp, sp->pp, sp->dp, 0, &mb);
	k1 = mem_kv_bytes_per_seq_gpu(&w->model, w->kv_precision,
	    workload_kv_context(w), replica_attn_gpus(sp), sp->pp);
	if (mb.per_gpu + k1 > mem)
		return 0;
	return k1 > 0 ? sp->dp * floor((mem - mb.per_gpu) / k1) : all;
}

/* A rate at the spread above this share of the planned one is not a
 * risk worth a sentence (ratio; the proposal prints one decimal). */
#define SPREAD_RISK_MIN_RATIO	0.99

static int plan_inference(const struct scenario *, const struct workload *,
    const struct gpu *, int, int, struct wl_plan *);

/*
 * A reasoning model (model.reasoning) planned without output_tokens_cv:
 * sets r->spread_* to what layout sp of GPUs g (nodes of s) delivers to
 * b sequences per replica (of concurrent_sequences in all) when the
 * answers vary as SPEED_REASONING_CV says, the same workload otherwise;
 * mem is the bytes per GPU it may fill.  Where that misses the target
 * or no longer holds every sequence, also how many GPUs of g (at most
 * cap) the workload of scenario sc needs planned at that spread
 * (plan_inference on the workload stating it; -1: none).  Leaves them
 * 0 for any other workload, and where
 * the spread changes too little to name (answers that are a small part
 * of the context: the rate within 1 % of r->tokens_per_s_per_seq, set
 * already, and every sequence still fitting).
 */
static void
spread_risk(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, const struct replica_split *sp,
    double b, double mem, struct workload_result *r)
{
	struct workload ws = *w;
	struct speed_layout lay;

	if (!w->model.reasoning || w->output_tokens_cv_set)
		return;
	ws.output_tokens_cv = SPEED_REASONING_CV;
	speed_layout_init(&lay, &ws, g, sp, s);
	r->spread_cv = SPEED_REASONING_CV;
	r->spread_tokens_per_s_per_seq = speed_layout_seq_rate(&lay, b, NULL);
	r->spread_tokens_per_s = r->spread_tokens_per_s_per_seq *
	    w->concurrent_sequences;
	r->spread_meets_target = r->spread_tokens_per_s_per_seq >=
	    w->output_tokens_per_s;
	/* counted as plan_inference counts what fits */
	r->spread_memory_fits = seqs_fitting(&ws, g, sp, mem, b) >= b;
	if (r->spread_memory_fits && r->spread_tokens_per_s_per_seq >=
	    SPREAD_RISK_MIN_RATIO * r->tokens_per_s_per_seq) {
		r->spread_cv = r->spread_tokens_per_s_per_seq = 0;
		r->spread_tokens_per_s = 0;
		r->spread_meets_target = 0;
		return;
	}
	if (!r->spread_meets_target || !r->spread_memory_fits) {
		/* the same workload stating the spread: its own plan (no
		 * risk of its own, so no further plan) */
		struct wl_plan pl;

		ws.output_tokens_cv_set = 1;
		memset(&pl, 0, sizeof(pl));
		if (plan_inference(sc, &ws, g, s, cap, &pl)) {
			r->spread_gpus_needed = pl.r.gpus_needed;
			r->spread_tensor_parallel = pl.r.tensor_parallel;
		} else {
			r->spread_gpus_needed = -1;
			r->spread_gpus_tried = cap;
		}
	}
}

/*
 * llm-inference: over every layout tp x pp (tp a power of two dividing
 * the node, pp stages inside it or across whole nodes; for a mixture of
 * experts at pp 1 also dp data-parallel attention ranks, a power of two
 * dividing tp, with the experts sliced over tp; or only the pinned
 * hardware.tensor_parallel x pipeline_parallel, attention_data_parallel
 * and expert_parallel, which a dense model ignores), the largest batch
 * per replica that fits
 * gpu_memory_utilization of the memory and keeps output_tokens_per_s
 * plus the throughput headroom; then the layout with the fewest GPUs =
 * replicas x tp x pp, and among those the fastest per sequence
 * (lay_better).  Whole-expert placement (ep > 1) is never chosen: the
 * model counts its cost (the busiest rank) and, of its gains, only a
 * prefill's larger expert GEMMs (docs/sizing.md §3), so it is
 * evaluated only when pinned.  A
 * pinned layout runs cap / (tp x pp) replicas.  Returns 1 and fills
 * *pl, or 0 with pl->r.failed.
 */
static int
plan_inference(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double mem = serving_bytes(sc, g), conc = w->concurrent_sequences;
	double target = workload_planned_rate(w,
	    sc->constraints.throughput_headroom_pct), best_rate1 = 0,
	    best_ttft = INFINITY, fail_rate = 0, fail_batch = 0;
	struct lay_eval best;
	int tp, t, dp, pin = layout_pinned(sc, g);
	double mem_min_gpus = INFINITY;	/* fewest GPUs whose memory holds every sequence */
	/* attention ranks and expert placement split a mixture of
	 * experts whose experts are known (the shared parameters each
	 * rank copies); a dense model runs the plain layout */
	int moe = model_splits_experts(&w->model);
	int dp_max = !moe ? 1 : sc->hw_dp > 0 ? sc->hw_dp : pin ? 1 : s;
	int ep = moe && sc->hw_ep > 0 ? sc->hw_ep : 1;
	int seen_mem_ok = 0, seen_speed_ok = 0, seen_ttft_fail = 0;
	int multi = may_span(g, s), cb;
	enum constraint speed_fail = CON_BANDWIDTH, over_bind = CON_NONE;

	memset(&best, 0, sizeof(best));
	best.gpus = INT_MAX;
	/* dp outermost: each attention split runs the whole search of
	 * tp x pp below (dp > 1 only where it divides tp at pp 1) */
	for (dp = pin || sc->hw_dp > 0 ? dp_max : 1; dp <= dp_max; dp *= 2)
	for (tp = pin ? (sc->hw_tp > 0 ? sc->hw_tp : 1) : dp;
	    tp <= cap && (pin || tp <= s); tp *= 2) {
		if (!pin && s % tp != 0)
			continue;
		t = pin ? tp * (sc->hw_pp > 0 ? sc->hw_pp : 1) : tp;
		for (; t > 0; t = pin || dp > 1 ? 0 :
		    job_size_at_least(s, multi, t + 1, cap)) {
			struct lay_eval e;
			double bmem, bmax, lo, hi;
			struct speed_layout lay;
			struct replica_split sp;

			if (t > best.gpus || t > cap)
				break;
			if (t % tp != 0 || (dp > 1 && (t != tp || tp % dp != 0)))
				continue;
			memset(&e, 0, sizeof(e));
			e.tp = tp;
			e.pp = t / tp;
			e.dp = dp;
			e.ep = ep;
			sp.tp = tp;
			sp.pp = e.pp;
			sp.dp = dp;
			sp.ep = ep;
			bmem = seqs_fitting(w, g, &sp, mem, conc);
			if (bmem < 1)
				continue;
			seen_mem_ok = 1;
			if (ceil(conc / bmem) * t < mem_min_gpus)
				mem_min_gpus = ceil(conc / bmem) * t;
			bmax = bmem < conc ? bmem : conc;
			/* cannot beat the best so far even at bmax per replica */
			if (!pin && best.gpus != INT_MAX &&
			    ceil(conc / bmax) * t > best.gpus)
				continue;
			speed_layout_init(&lay, w, g, &sp, s);
			e.ttft = speed_layout_ttft(&lay, 1);
			if (e.ttft < best_ttft)
				best_ttft = e.ttft;
			if (w->ttft_s > 0 && e.ttft > w->ttft_s) {
				/* more pipeline stages do not shorten it */
				seen_ttft_fail = 1;
				break;
			}
			lo = speed_layout_seq_rate(&lay, 1, &cb);
			if (lo > best_rate1)
				best_rate1 = lo;
			if (lo < target) {
				speed_fail = cb ? CON_COMPUTE : CON_BANDWIDTH;
				break;	/* nor does pp speed up a token */
			}
			seen_speed_ok = 1;
			if (pin) {
				/* every pinned GPU serves: cap / t replicas */
				e.reps = floor(cap / t);
				lo = ceil(conc / e.reps);
				if (lo > bmem || !lay_ok(&lay, w, target, lo,
				    &cb)) {
					over_bind = lo > bmem ? CON_MEMORY :
					    cb ? CON_COMPUTE : CON_BANDWIDTH;
					if (lo <= bmem)
						keep_fail_rate(&lay, lo,
						    &fail_rate, &fail_batch);
					continue;
				}
			} else if (lay_ok(&lay, w, target, bmax, &cb))
				lo = bmax;
			else {
				/* the largest batch per replica that keeps the
				 * speed */
				lo = 1;
				hi = bmax;
				while (hi - lo > 1) {
					double mid = floor((lo + hi) / 2);

					if (lay_ok(&lay, w, target, mid, &cb))
						lo = mid;
					else
						hi = mid;
				}
			}
			if (!pin)
				e.reps = ceil(conc / lo);
			e.batch = lo;
			e.gpus = e.reps * t > INT_MAX / 2 ? INT_MAX / 2 :
			    (int)e.reps * t;
			if (lo < bmax)	/* what stopped the batch at lo */
				lay_ok(&lay, w, target, lo + 1, &cb);
			else
				speed_layout_seq_rate(&lay, lo, &cb);
			if (e.gpus > cap) {
				over_bind = lo >= bmem ? CON_MEMORY :
				    cb ? CON_COMPUTE : CON_BANDWIDTH;
				/* what the GPUs there are give: cap / t
				 * copies share the sequences */
				if (over_bind != CON_MEMORY && cap >= t)
					keep_fail_rate(&lay, ceil(conc /
					    floor((double)cap / t)),
					    &fail_rate, &fail_batch);
				continue;
			}
			if (e.reps > 1)
				e.bind = lo >= bmem && bmem < conc ?
				    CON_MEMORY : cb ? CON_COMPUTE :
				    CON_BANDWIDTH;
			else
				e.bind = CON_NONE;	/* set below */
			e.rate = speed_layout_seq_rate(&lay, ceil(conc / e.reps),
			    NULL);
			e.ttft = speed_layout_ttft(&lay, ceil(conc / e.reps));
			if (lay_better(&e, &best))
				best = e;
		}
		if (pin)
			break;
	}
	memset(pl, 0, sizeof(*pl));
	r->w = w;
	r->mem_usable_b = mem;
	r->fp4_format = mem_fp4_format(&w->model, g);
	if (best.gpus == INT_MAX) {
		int tmax = job_size_at_most(s, multi, cap), tpm = 1;

		while (tpm * 2 <= s && s % (tpm * 2) == 0 && tpm * 2 <= tmax)
			tpm *= 2;
		if (pin) {
			tpm = sc->hw_tp > 0 ? sc->hw_tp : 1;
			tmax = tpm * (sc->hw_pp > 0 ? sc->hw_pp : 1);
		}
		if (tmax < 1)
			tmax = 1;
		mem_llm_inference(w, g, tpm, tmax / tpm > 0 ? tmax / tpm : 1,
		    pin ? dp_max : 1, conc, &r->mem);
		r->gpus_per_replica = tmax;
		r->tensor_parallel = tpm;
		r->pipeline_parallel = tmax / tpm > 0 ? tmax / tpm : 1;
		r->attention_data_parallel = pin ? dp_max : 1;
		r->expert_parallel = ep;
		r->tokens_per_s_per_seq = best_rate1;
		r->rate_batch = 1;
		if (seen_speed_ok && fail_batch > 0 &&
		    (over_bind == CON_BANDWIDTH || over_bind == CON_COMPUTE)) {
			r->tokens_per_s_per_seq = fail_rate;
			r->rate_batch = fail_batch;
		}
		r->ttft_s = best_ttft;
		r->fits = 0;
		if (!seen_mem_ok)
			r->failed = CON_MEMORY;
		else if (!seen_speed_ok && seen_ttft_fail)
			r->failed = CON_COMPUTE;
		else if (!seen_speed_ok)
			r->failed = speed_fail;
		else
			r->failed = over_bind != CON_NONE ? over_bind :
			    CON_MEMORY;
		return 0;
	}
	{
		double reps = best.reps, b = ceil(conc / reps);
		int t_best = best.tp * best.pp;
		struct speed_layout lay;
		struct replica_split sp = { best.tp, best.pp, best.dp, best.ep };

		speed_layout_init(&lay, w, g, &sp, s);
		mem_llm_inference(w, g, best.tp, best.pp, best.dp, b, &r->mem);
		r->mem.weights *= reps;
		r->mem.weight_copies *= reps;
		r->mem.kv_cache *= reps;
		r->mem.activations *= reps;
		r->mem.overhead *= reps;
		r->mem.total *= reps;
		r->gpus_needed = best.gpus;
		r->gpus_per_replica = t_best;
		r->tensor_parallel = best.tp;
		r->pipeline_parallel = best.pp;
		r->attention_data_parallel = best.dp;
		r->expert_parallel = best.ep;
		r->replicas = (int)reps;
		r->tokens_per_s_per_seq = speed_layout_seq_rate(&lay, b, &cb);
		r->tokens_per_s = r->tokens_per_s_per_seq * conc;
		r->ttft_s = speed_layout_ttft(&lay, b);
		spread_risk(sc, w, g, s, cap, &sp, b, mem, r);
		r->ttft_load_risk = w->ttft_s > 0 && r->ttft_s <= w->ttft_s &&
		    (r->ttft_s * speed_ttft_measured_ratio(g) > w->ttft_s ||
		    r->ttft_s + SPEED_TTFT_SERVER_S > w->ttft_s);
		r->gpu_hours_month = best.gpus * sc->economics.hours_per_month *
		    sc->economics.utilisation[UTIL_MEDIUM];
		/* one replica over several GPUs: memory if fewer GPUs in any
		 * layout did not hold the weights and every sequence's KV
		 * cache, else the speed or time to first token that fewer
		 * GPUs missed */
		if (reps <= 1 && t_best > 1)
			best.bind = t_best > mem_min_gpus ? (seen_ttft_fail ?
			    CON_COMPUTE : speed_fail) : CON_MEMORY;
		r->binding = best.bind;
		r->fits = 1;
		place(pl, t_best, best.gpus, s);
	}
	return 1;
}

/*
 * What makes training workload w fit n GPUs (tensor parallelism tp) of
 * mem usable bytes each, where it does not as given: more offload
 * (optimizer, then optimizer+params), else activation recomputation,
 * else both; sets r->offload_needed, r->recompute_needed and
 * r->offload_fits (both 0: neither helps), r->more_gpus_fit (whether
 * more GPUs, split up to tmax, would hold it as given) and r->qlora_fits
 * (fine-tuning: whether QLoRA would, on these n); cp: its context
 * parallelism.
 */
static void
memory_remedy(const struct workload *w, int n, int tp, int tmax, int cp,
    double mem, struct workload_result *r)
{
	struct workload t = *w;
	struct mem_breakdown m;
	int ck, o;

	r->offload_needed = r->recompute_needed = 0;
	/* the states shrink with more GPUs, the activations only down to
	 * the widest split a node allows */
	mem_training(w, SIZING_MAX_GPUS_HARD / (tmax * cp) * tmax * cp, tmax,
	    cp, &m);
	r->more_gpus_fit = m.per_gpu <= mem;
	/* fine-tuning by another method: would QLoRA fit as it is? */
	r->qlora_fits = 0;
	if (w->type == WL_LLM_FINETUNE && w->method != FT_QLORA) {
		t.method = FT_QLORA;
		mem_training(&t, n, tp, cp, &m);
		r->qlora_fits = m.per_gpu <= mem;
		t.method = w->method;
	}
	/* as given, then with recomputation where it is off: the first
	 * offload setting above the given one that fits */
	for (ck = w->checkpointing; ck <= 1; ck++)
		for (o = (int)w->offload; o <= (int)OFFLOAD_OPTIMIZER_PARAMS;
		    o++) {
			if (ck == w->checkpointing && o == (int)w->offload)
				continue;	/* as given: does not fit */
			t.checkpointing = ck;
			t.offload = (enum offload_kind)o;
			mem_training(&t, n, tp, cp, &m);
			if (m.per_gpu <= mem) {
				r->recompute_needed = ck != w->checkpointing;
				r->offload_needed = o != (int)w->offload;
				r->offload_fits = t.offload;
				return;
			}
		}
}

/*
 * The largest tensor-parallel degree training workload w may be planned
 * with on nodes of s GPUs of g: pre-training only (the fine-tuning
 * stacks of the validation cases, PEFT, torchtune, NeMo AutoModel, run
 * FSDP alone), over a GPU fabric (NVLink or xGMI), a power of two up to
 * SIZING_TRAIN_TP_MAX that divides the attention and the key/value heads
 * (Megatron's rule: each rank holds whole heads and query groups).
 */
static int
train_tp_max(const struct workload *w, const struct gpu *g, int s)
{
	const struct model *m = &w->model;
	int t = 1;

	if (w->type != WL_LLM_PRETRAIN || g->interconnect_gbs <= 0 ||
	    m->heads <= 0)
		return 1;
	while (2 * t <= s && 2 * t <= SIZING_TRAIN_TP_MAX &&
	    m->heads % (2 * t) == 0 &&
	    (m->kv_heads <= 0 || m->kv_heads % (2 * t) == 0))
		t *= 2;
	return t;
}

/* What plan_training() knows before it tries a tensor-parallel degree. */
struct train_need {
	double	states;		/* B, weights + gradients + optimizer, unsharded */
	double	act1;		/* B, activations of one GPU without tensor parallelism */
	double	gather1;	/* B, the largest layer gathered, unsplit */
	double	n_dead;		/* GPUs the deadline needs */
	double	n_month;	/* GPUs runs_per_month needs */
	double	mem;		/* B per GPU usable */
	double	per_gpu1;	/* B, what one GPU alone would hold */
	int	cp;		/* context parallelism (hardware.context_parallel; 1 = none) */
};

/*
 * The fewest GPUs (a job size) at tensor parallelism tp whose share of
 * training workload w fits memory and meets the deadline and the month,
 * 0 if none within cap; *n_mem: the GPUs memory alone needs.
 */
static int
train_gpus(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, int tp, const struct train_need *k,
    double *n_mem)
{
	struct mem_breakdown m;
	double room, n_req, hours;
	int n, multi = may_span(g, s), cp = k->cp, split = tp * k->cp;

	if (split == 1 && k->per_gpu1 <= k->mem)
		*n_mem = 1;
	else {
		room = k->mem / (1 + MEM_TRAIN_BUFFER) - k->act1 / split -
		    MEM_RUNTIME_PER_GPU_B - k->gather1 / tp;
		*n_mem = room > 0 ? ceil(k->states / room) : INFINITY;
	}
	n_req = *n_mem;
	if (k->n_dead > n_req)
		n_req = k->n_dead;
	if (k->n_month > n_req)
		n_req = k->n_month;
	if (n_req < split)
		n_req = split;
	n = n_req > cap ? 0 : job_size_at_least(s, multi, (int)n_req, cap);
	/* verify (rounding) and step up if needed */
	while (n > 0) {
		mem_training(w, n, tp, cp, &m);
		hours = speed_train_hours(w, g, n, s);
		if (n % split == 0 && m.per_gpu <= k->mem &&
		    (w->deadline_hours <= 0 || hours <= w->deadline_hours) &&
		    w->runs_per_month * hours <= sc->economics.hours_per_month)
			return n;
		n = job_size_at_least(s, multi, n + 1, cap);
	}
	return 0;
}

/*
 * llm-finetune, llm-pretrain: the fewest GPUs (a job size) whose FSDP
 * (ZeRO-3) share fits memory, that meet the deadline and fit
 * runs_per_month into the month; pre-training may split each layer over
 * tp GPUs of a node (train_tp_max) where that needs fewer GPUs, the
 * smallest tp at a tie; a pinned hardware.tensor_parallel splits any
 * training workload so, and only so.  Returns 1, or 0 with pl->r.failed
 * (memory: r.offload_needed) and r at the largest size tried.
 */
static int
plan_training(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	struct mem_breakdown m1;
	struct train_need k;
	double h1, n_mem = INFINITY, nm;
	int n = 0, tp, best_tp = 1, t, tmax = train_tp_max(w, g, s), tmin = 1;
	int cp = gpu_pinned(sc, g) && sc->hw_cp > 0 ? sc->hw_cp : 1;

	/* a pinned hardware.tensor_parallel is the only split tried */
	if (layout_pinned(sc, g) && sc->hw_tp > 0)
		tmin = tmax = sc->hw_tp;
	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_training(w, 1, 1, 1, &m1);
	k.states = m1.weights + m1.gradients + m1.optimizer;
	k.act1 = m1.activations;
	k.gather1 = MEM_ZERO3_GATHER_BPP *
	    mem_largest_layer_params(&w->model);
	k.mem = gpu_memory_bytes(g);
	k.per_gpu1 = m1.per_gpu;
	k.cp = cp;
	r->train_tflops = speed_train_tflops(w, g);
	h1 = speed_train_hours(w, g, 1, s);
	k.n_dead = w->deadline_hours > 0 ? ceil(h1 / w->deadline_hours) : 1;
	k.n_month = w->runs_per_month > 0 ? ceil(w->runs_per_month * h1 /
	    sc->economics.hours_per_month) : 1;
	for (tp = tmin; tp <= tmax; tp *= 2) {
		t = train_gpus(sc, w, g, s, cap, tp, &k, &nm);
		if (t > 0 && (n == 0 || t < n)) {
			n = t;
			best_tp = tp;
			n_mem = nm;
		}
	}
	if (n == 0) {
		n = job_size_at_most(s, may_span(g, s), cap);
		if (n < 1)
			n = 1;
		/* the smallest tp that holds it, else the most the node
		 * allows: what the remedy starts from */
		for (tp = tmin; 2 * tp <= tmax && n % (2 * tp * cp) == 0;
		    tp *= 2) {
			mem_training(w, n, tp, cp, &r->mem);
			if (r->mem.per_gpu <= k.mem)
				break;
		}
		if (n % (tp * cp) != 0) /* a pinned split the job cannot take */
			tp = cp = 1;
		mem_training(w, n, tp, cp, &r->mem);
		r->run_hours = speed_train_hours(w, g, n, s);
		r->gpus_per_replica = n;
		r->tensor_parallel = tp;
		r->context_parallel = cp;
		r->fits = 0;
		if (r->mem.per_gpu > k.mem) {
			r->failed = CON_MEMORY;
			memory_remedy(w, n, tp, tmax, cp, k.mem, r);
		} else
			r->failed = w->deadline_hours > 0 &&
			    r->run_hours > w->deadline_hours ? CON_DEADLINE :
			    CON_MONTH;
		return 0;
	}
	mem_training(w, n, best_tp, cp, &r->mem);
	r->run_hours = speed_train_hours(w, g, n, s);
	r->gpus_needed = n;
	r->tensor_parallel = best_tp;
	r->context_parallel = cp;
	/* one model copy: tp x cp GPUs; FSDP over the n / (tp x cp) */
	r->gpus_per_replica = best_tp * cp;
	r->replicas = n / (best_tp * cp);
	r->gpu_hours_month = w->runs_per_month * r->run_hours * n;
	r->binding = n == 1 ? CON_NONE : n_mem >= k.n_dead &&
	    n_mem >= k.n_month ? CON_MEMORY : k.n_dead >= k.n_month ?
	    CON_DEADLINE : CON_MONTH;
	r->fits = 1;
	place(pl, n, n, s);
	return 1;
}

/*
 * simulation: GPUs whose FP64 is not cut, enough of them (a job size) for
 * the working set and the sustained FP64 TFLOPS.  Returns 1, or 0.
 */
static int
plan_simulation(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int s, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double mem = gpu_memory_bytes(g), per = speed_fp64_tflops(g);
	double room, n_mem, n_fp, n_req;
	int n, multi = may_span(g, s);

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	if (speed_fp64_cut(g) || per <= 0) {
		mem_simulation(w, 1, &r->mem);
		r->fp64_tflops = per;
		r->failed = CON_FP64;
		return 0;
	}
	room = mem * MEM_SIM_USABLE - MEM_RUNTIME_PER_GPU_B;
	n_mem = room > 0 ? ceil(w->memory_gb * 1e9 / room) : INFINITY;
	n_fp = ceil(w->fp64_tflops / per);
	n_req = n_mem > n_fp ? n_mem : n_fp;
	n = n_req > cap ? 0 : job_size_at_least(s, multi, (int)n_req, cap);
	while (n > 0) {
		mem_simulation(w, n, &r->mem);
		if (r->mem.per_gpu <= mem && n * per >= w->fp64_tflops)
			break;
		n = job_size_at_least(s, multi, n + 1, cap);
	}
	if (n == 0) {
		n = job_size_at_most(s, multi, cap);
		if (n < 1)
			n = 1;
		mem_simulation(w, n, &r->mem);
		r->fp64_tflops = n * per;
		r->gpus_needed = 0;
		r->gpus_per_replica = n;
		r->failed = r->mem.per_gpu > mem ? CON_MEMORY : CON_FP64;
		return 0;
	}
	r->gpus_needed = n;
	r->gpus_per_replica = n;
	r->replicas = 1;
	r->fp64_tflops = n * per;
	r->gpu_hours_month = n * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	r->binding = n_mem >= n_fp ? CON_MEMORY : CON_FP64;
	r->fits = 1;
	place(pl, n, n, s);
	return 1;
}

/*
 * vision-inference: one model copy per GPU; the latency target per GPU,
 * then enough GPUs for images_per_s.  Returns 1, or 0.
 */
static int
plan_vision(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double ips, n;

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_vision(w, &r->mem);
	ips = speed_vision_images_per_s(w, g);
	r->latency_ms = speed_vision_latency_ms(w, g);
	r->images_per_s = ips;
	if (r->mem.per_gpu > serving_bytes(sc, g)) {
		r->failed = CON_MEMORY;
		return 0;
	}
	if (w->latency_ms > 0 && r->latency_ms > w->latency_ms) {
		r->failed = CON_LATENCY;
		return 0;
	}
	n = ips > 0 ? ceil(w->images_per_s / ips) : INFINITY;
	if (n > cap) {
		r->images_per_s = ips * cap;
		r->gpus_per_replica = cap;
		r->failed = CON_COMPUTE;
		return 0;
	}
	r->gpus_needed = (int)n;
	r->replicas = (int)n;
	r->gpus_per_replica = 1;
	r->images_per_s = ips * n;
	r->mem.weights *= n;
	r->mem.overhead *= n;
	r->mem.total *= n;
	r->gpu_hours_month = n * sc->economics.hours_per_month *
	    sc->economics.utilisation[UTIL_MEDIUM];
	r->binding = n > 1 ? CON_COMPUTE : CON_NONE;
	r->fits = 1;
	pl->sub_gpus = (int)n;
	return 1;
}

/*
 * embeddings: one model copy per GPU; enough GPUs to embed a month's
 * tokens within deadline_hours (and within the month).  Returns 1, or 0.
 */
static int
plan_embeddings(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int cap, struct wl_plan *pl)
{
	struct workload_result *r = &pl->r;
	double h1, n = 1;

	memset(pl, 0, sizeof(*pl));
	r->w = w;
	mem_embeddings(w, &r->mem);
	h1 = speed_embed_hours(w, g, 1);
	if (r->mem.per_gpu > serving_bytes(sc, g)) {
		r->run_hours = h1;
		r->failed = CON_MEMORY;
		return 0;
	}
	if (w->deadline_hours > 0 && ceil(h1 / w->deadline_hours) > n)
		n = ceil(h1 / w->deadline_hours);
	if (ceil(h1 / sc->economics.hours_per_month) > n)
		n = ceil(h1 / sc->economics.hours_per_month);
	if (n > cap) {
		r->run_hours = h1 / cap;
		r->gpus_per_replica = cap;
		r->failed = w->deadline_hours > 0 &&
		    r->run_hours > w->deadline_hours ? CON_DEADLINE : CON_MONTH;
		return 0;
	}
	r->gpus_needed = (int)n;
	r->replicas = (int)n;
	r->gpus_per_replica = 1;
	r->run_hours = h1 / n;
	r->mem.weights *= n;
	r->mem.activations *= n;
	r->mem.overhead *= n;
	r->mem.total *= n;
	r->gpu_hours_month = h1;	/* n GPUs for h1 / n hours */
	r->binding = n > 1 ? CON_COMPUTE : CON_NONE;
	r->fits = 1;
	pl->sub_gpus = (int)n;
	return 1;
}

/* Dispatch to the plan of w's type (see sizing_workload). */
static int
plan_workload(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int node_gpus, int cap, struct wl_plan *out)
{
	switch (w->type) {
	case WL_LLM_INFERENCE:
		return plan_inference(sc, w, g, node_gpus, cap, out);
	case WL_LLM_FINETUNE:
	case WL_LLM_PRETRAIN:
		return plan_training(sc, w, g, node_gpus, cap, out);
	case WL_VISION_INFERENCE:
		return plan_vision(sc, w, g, cap, out);
	case WL_SIMULATION:
		return plan_simulation(sc, w, g, node_gpus, cap, out);
	case WL_EMBEDDINGS:
		return plan_embeddings(sc, w, g, cap, out);
	default:	/* rag: host RAM and NVMe, no GPU */
		memset(out, 0, sizeof(*out));
		out->r.w = w;
		mem_rag(w, &out->r.mem);
		out->r.fits = 1;
		return 1;
	}
}

int
sizing_workload(const struct scenario *sc, const struct workload *w,
    const struct gpu *g, int node_gpus, int cap, struct wl_plan *out)
{
	int ok;

	if (node_gpus < 1)
		node_gpus = 1;
	ok = plan_workload(sc, w, g, node_gpus, cap, out);
	if (w->type != WL_RAG) {
		/* only llm-inference splits a replica over tp x pp */
		if (out->r.tensor_parallel < 1)
			out->r.tensor_parallel = 1;
		if (out->r.pipeline_parallel < 1)
			out->r.pipeline_parallel = 1;
		if (out->r.attention_data_parallel < 1)
			out->r.attention_data_parallel = 1;
		if (out->r.expert_parallel < 1)
			out->r.expert_parallel = 1;
		if (out->r.context_parallel < 1)
			out->r.context_parallel = 1;
		if (out->r.mem_usable_b <= 0)
			out->r.mem_usable_b = w->type == WL_VISION_INFERENCE ||
			    w->type == WL_EMBEDDINGS ? serving_bytes(sc, g) :
			    gpu_memory_bytes(g);
	}
	return ok;
}
