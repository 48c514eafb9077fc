"""Speed and time: decode (single stream and batched, MoE-aware), prefill, training time from MFU.

Sources:
- decode is memory-bound: tokens/s ≤ bandwidth ÷ bytes read per step (seed 000 §2: 7B fp16 =
  14 GB on 2 TB/s ≈ 140 tok/s, measured 80–120; on 1 TB/s ≈ 70, measured 40–60). The expected
  value applies DECODE_EFFICIENCY = 0.7, the middle of the seed's measured/ceiling ratios. A batched
  step reads the weights once and each stream's KV cache, and is capped by compute (2·N_active FLOPs
  per token at PREFILL_MFU). An MoE step reads the dense part plus the routed experts the batch is
  expected to hit: E·(1 − (1 − k/E)^batch) of E (tokens routed independently).
- training time = 6·N·D ÷ (GPUs × dense peak × MFU) (Kaplan 2020; Hoffmann 2022; LoRA/QLoRA 4·N·D:
  no weight-gradient matmuls for frozen weights). MFU is the end-to-end figure by regime (MFU_BY_REGIME):
  recomputation, ZeRO/FSDP communication, pipeline bubbles and scaling losses are inside it and are
  never applied again as multipliers (docs/ENGINE.md).
- speed-up S(N) = T1/TN ≤ N (seed 002 "性能评测方法"). Efficiency 1/(1 + c·log2 N); c is fitted
  to seed 002's two measurements: 8 GPUs over a slow shared network gave 1.5 (c = 1.44), RDMA in
  one zone gave 7.2 (c = 0.037). NVLink inside a node is assumed better (c = 0.02), PCIe worse (0.10).
  Reported as `speedup` only; training time uses the MFU table.
"""

from __future__ import annotations

import math

from tools.arch import active_params, embedding_params, matmul_params, total_params, windowed_layers
from tools.defaults import serves
from tools.errors import AdvisorError
from tools.mamba2 import attention_layer_count
from tools.memory import kv_cache_bytes, weight_bytes
from tools.schema import GPUSpec, Layout, ModelArch, Msg, Resolved, SpeedEstimate
from tools.vision import encoder_flops_per_prompt_token, vision_encoder_note

DECODE_EFFICIENCY = 0.7  # v2's flat ratio, kept for callers; v3 decode uses the two terms below
PREFILL_MFU = 0.5
# Decode = bytes ÷ (bandwidth × DECODE_BANDWIDTH_EFFICIENCY) (quantised bytes also ÷ QUANT_KERNEL_EFFICIENCY, below)
# + a fixed latency per layer (kernel launches, synchronisation, routing), larger for routed MoE layers, per framework.
# All solved at once by benchmarks/fit_engine.py on the fitted batch-1 logs of benchmarks/published.py (least squared
# relative error; tests/tools/test_fit_engine.py keeps these equal to its output): llama-bench tg128 on an RTX PRO 6000
# (Llama-2-7B Q4_0, Llama-3.3-70B Q4_K_M, Qwen3-30B-A3B Q4_K_M), the SGLang cookbook's Qwen3-235B-A22B bf16 at TP 8 on
# B200, and ree2raz/inference-bench (fitted batch 2: vLLM 0.8.5 / 0.20.1 fp16, bf16 and AWQ on
# an L4, A100 40 GB and 80 GB, dense and MoE; SGLang AWQ on an A100; llama.cpp Q4_K_M on an L4). The read share is
# one figure for every framework (a property of the memory; the 16-bit rows fix it), the floors are each framework's.
# v3 (three llama.cpp logs on one card): 0.896 and 40.8 / 57.8 µs. A framework without its own fitted logs uses
# llama.cpp's floors (stated in the answer).
DECODE_BANDWIDTH_EFFICIENCY = 0.814
DECODE_LAYER_FLOOR_S: dict[str, tuple[float, float]] = {  # (dense, routed MoE)
    "llama.cpp": (32.7e-6, 55.3e-6),
    "vllm": (32.1e-6, 79.9e-6),
    "sglang": (12.4e-6, 78.8e-6),  # the routed figure fitted at TP 8, beyond the all-reduces (tp_allreduce_s)
}
# A quantised weight is read by a kernel that also unpacks it (dequantisation: bit shifts, a scale per group, the
# multiply in 16-bit), so a step over quantised tensors can run below the memory rate its bytes alone would give: those
# bytes are read at DECODE_BANDWIDTH_EFFICIENCY × QUANT_KERNEL_EFFICIENCY[kernel] (tools.speed.dequant_extra_bytes).
# The kernel family, not the format, carries the figure: the Marlin kernels vLLM and SGLang run for AWQ / GPTQ / int4
# on Ampere and later (vLLM picks awq_marlin for AWQ checkpoints itself; IST-DASLab/marlin README: "close to ideal
# (4x) speedups up to batchsizes of 16-32", i.e. below 4× by the unpacking). Fitted with the read share and the floors
# on the fitted batch-1 logs (benchmarks/fit_engine.py; fitted batch 2: vLLM and SGLang AWQ-Marlin beside vLLM fp16 on
# the same A100). Chosen by the fitted set's BIC among four structures (none, Marlin, llama.cpp's kernels, both:
# -64.8, -68.0, -64.3, -65.7; docs/ENGINE.md): llama.cpp's own figure fitted to 0.94-0.98 and did not earn its
# parameter, so llama.cpp's quantised types read at the plain rate, as do formats without a fitted row (fp8, int8,
# nf4, mxfp4).
QUANT_KERNEL_EFFICIENCY: dict[str, float] = {"marlin": 0.708}
MARLIN_FRAMEWORKS = ("vllm", "sglang", "tgi")
MARLIN_FORMATS = ("awq", "gptq", "int4")
# A prefill pass (the forward that produces a request's first token) has its own fixed latency per layer: it runs
# outside the CUDA graphs decode replays, with the scheduler's per-request work on top. Fitted on the serving-at-load
# rows of benchmarks/published.py's fitted set (SGLang cookbook, Qwen3-235B-A22B bf16 on 8 × B200, TP 8: mean TPOT
# and mean TTFT at 14–90 users at once) by benchmarks/fit_engine.py; frameworks without their own fitted rows use
# SGLang's (stated in the answer). Waiting prompts share a pass (tools.load.prompts_per_pass).
PREFILL_LAYER_FLOOR_S: dict[str, float] = {"sglang": 1.67e-3}


def prefill_floor_s(arch: ModelArch, framework: str) -> float:
    """Fixed latency of one prefill pass through all layers (PREFILL_LAYER_FLOOR_S; SGLang's where the framework
    has no fitted figure of its own)."""
    return arch.layers * PREFILL_LAYER_FLOOR_S.get(framework, PREFILL_LAYER_FLOOR_S["sglang"])


# Training utilisation (docs/ENGINE.md "Speed", benchmarks/published.py): one figure for the FLOPs a step
# really executes (model FLOPs incl. attention, plus what activation checkpointing recomputes) on one GPU,
# times scaling factors that only ever fall as GPUs are added (so a job never speeds up more than linearly,
# not even across a node boundary):
#   utilisation(N) = BASE_UTILISATION × 1 / (1 + c_link · log2 n_in_node) × 1 / (1 + c_net · log2 nodes)
# BASE_UTILISATION, ARCH_UTILISATION and ATTENTION_SPEED are fitted on the fitted set (llm-foundry H100 rows,
# torchtitan A100 rows, Llama 2 GPU-hours; benchmarks/published.py), never on the held-out figures, by
# benchmarks/fit_engine.py: least squares in log error, SCALING_C["rdma"] held at seed 002's measured 0.037.
BASE_UTILISATION = 0.493  # Hopper and later cards (and any card without its own entry)
# A100/A800 reach more of their (lower) dense peak; fitted on A100 rows only, so other Ampere cards keep the base
ARCH_UTILISATION = {"A100": 0.652, "A800": 0.652}
ATTENTION_SPEED = 0.40  # attention kernels (flash attention) run at this fraction of the matmul rate
# QLoRA dequantises each NF4 weight to 16 bits in forward and again in backward: the same model FLOPs take longer.
# Measured: torchtune README "Memory and training speed", Llama 3.1 8B on one RTX 4090 (batch 2, packed 2,048):
# LoRA 3,083 tokens/s, QLoRA 2,413 (benchmarks/published.py) → × 3083 / 2413 = 1.28 of the time.
QLORA_DEQUANT_TIME = 3083 / 2413
SCALING_C = {"nvlink": 0.02, "pcie": 0.10, "rdma": 0.037, "ethernet": 1.44}
# MFU at each regime's reference size (kept for callers and answers): 1 GPU, 8 GPUs over NVLink, 2,048 over RDMA,
# 16 over Ethernet; computed from the factors above.
MFU_BY_REGIME: dict[str, float] = {}


PCIE_GBPS_X16 = {3: 16.0, 4: 32.0, 5: 64.0, 6: 128.0}  # GB/s per direction (PCI-SIG)


def interconnect_gb_s(gpu: GPUSpec) -> float | None:
    """GPU-to-GPU bandwidth in GB/s: the datasheet's NVLink total when the card has NVLink, else its
    PCIe x16 link per direction. NVLink 3 (A100, 600 GB/s) ÷ PCIe 4.0 x16 (32 GB/s) = 18.75, the
    seed's "NVLink 3 ≈ 18–19 × PCIe 4.0" (seed 000 §6; the seed compares NVLink's total with one
    PCIe direction)."""
    if gpu.nvlink_gb_s and gpu.max_tp > 1:
        return gpu.nvlink_gb_s
    return PCIE_GBPS_X16.get(gpu.pcie_gen or 0)


# Tensor parallelism all-reduces each layer's output twice per forward pass (Shoeybi et al. 2019, Megatron-LM §3:
# one after attention, one after the MLP). A decode step's message is small (streams × hidden × 2 bytes), so its
# time is mostly NCCL's per-call latency, plus the bytes over the link (ring all-reduce moves 2(n−1)/n of the message).
# Inside an NVLink/NVSwitch node ~10 µs (nccl-tests all_reduce_perf small-message rows on DGX A100; the SGLang floor
# is fitted beyond it, so it stays flat). Over PCIe the ring's 2(n−1) hops each cross the PCIe fabric, and an 8-card
# PCIe server spans both CPU sockets, where NCCL does not use P2P across the SMP link and stages through host memory
# (NCCL's "SYS" path; "on PCI systems, the performance you get is usually determined by the bandwidth your CPU and
# memory can deliver", NCCL maintainer, NVIDIA/nccl#1639). So the latency grows with the ring:
# NCCL's ring/LL base latency (6.6 µs, NCCL src/graph/tuning.cc baseLat) + 2(n−1) × PCIE_HOP_S, with the
# hop from measured 8-byte all_reduce_perf on 8 PCIe cards: 42.1 µs (8 × RTX 4090, NVIDIA/nccl#1530) and 54.2 µs
# (8 × RTX 3090 on two root complexes, NVIDIA/nccl#1439): (mean 48.2 − 6.6) / 14 = 2.97 µs per hop. v3 charged a flat
# 30 µs at any n, 38 % under the measured 8-card figure.
# AMD Instinct cards (MI300X class) join over Infinity Fabric (xGMI, each pair of the 8 OAM cards on its own link;
# ROCm/rccl README "Improving performance on MI300") and all-reduce through RCCL, whose per-call latency is not
# NCCL's: "infinity-fabric" is fitted (benchmarks/fit_engine.py fit_fabric_latency) on the
# fitted rows of batch 3 whose estimate moves with it: vLLM v0.10.0's FP8 Llama-3.1-70B / 405B latency table on
# 8 × MI300X at TP 8 (ROCm/vllm docs/dev-docker/README.md), batch 1, 8 and 32. Before it they used NVLink's 10 µs
# and read +28 % to +60 % fast; fitted jointly with ROCM_FP8_GEMM_EFFICIENCY it is 27 µs, 2.7 × NVLink's (33 µs
# alone). No measured rccl-tests small-message figure for 8 × MI300X was at hand to set it directly; that is the
# check a device run should make.
ALLREDUCE_LATENCY_S = {"nvlink": 10e-6, "infinity-fabric": 27e-6}
# vLLM on ROCm runs an FP8 (per-tensor W8A8) linear layer through its skinny GEMV kernel, ops.wvSplitKQ, only for a
# single row: its ROCm scaled-mm dispatch (rocm_per_tensor_float_w8a8_scaled_mm) takes the kernel when
# `A.shape[0] == 1` and falls back to torch._scaled_mm (hipBLASLt, tuned for large GEMMs) otherwise; recent releases
# (the ROCm ScaledMM kernel that imports vllm.utils.platform_utils.get_cu_count) take it for A.shape[0] <= 4, which
# ROCM_SKINNY_MAX_ROWS follows (the answers are for today's vLLM; no fitted row has 2–4 streams, so the fit is the
# same with 1 or 4). So a decode step of more streams than that reads its FP8 weights at a share of the plain rate.
# Fitted jointly with Infinity Fabric's latency (benchmarks/fit_engine.py fit_fabric_latency)
# on batch 3's fitted MI300X rows (batch 1, 8, 32): 0.68 (0.70 before the fit stopped counting
# the embedding lookup as FLOPs; BIC −30.6 against −25.1 for the latency
# alone on the 6 rows). Only where it was fitted: vLLM, FP8 weights, AMD cards, TP-8 groups; 16-bit ROCm GEMMs and
# SGLang on AMD have no fitted row and read at the plain rate.
ROCM_FP8_GEMM_EFFICIENCY = 0.68
ROCM_SKINNY_MAX_ROWS = 4
# hipBLASLt's shortfall at a few rows is one of occupancy: a TP-8 shard of a 70B layer (an eighth of its columns) gives
# MI300X's 304 compute units fewer tiles than a whole layer does, so the share fitted on TP-8 shards is charged only to
# groups that shard as finely; narrower groups (TP 1–4) read at the plain rate, no log in the set measuring them.
ROCM_FP8_GEMM_MIN_TP = 8
NCCL_RING_BASE_LATENCY_S = 6.6e-6
PCIE_HOP_S = ((42.14e-6 + 54.18e-6) / 2 - NCCL_RING_BASE_LATENCY_S) / 14
# The bytes of an all-reduce over PCIe move at what an x16 link carries, not its signalling rate: ≈ 25 GB/s on
# PCIe 4.0 and ≈ 50 GB/s on 5.0 per direction (128b/130b coding, then TLP/DLLP headers at a 256-byte max payload; the
# figures cudaMemcpy of pinned memory reaches), 25/32 of PCIE_GBPS_X16. A ring all-reduce cannot beat its slowest
# link, so this bounds the PCIe bus bandwidth; 8-card servers often get less where the host fabric limits (8 × RTX 5090
# on PCIe 5.0: 28 GB/s, 4 of them 35 GB/s in all_reduce_perf, NVIDIA/nccl#1639), not applied: one system's figure.
PCIE_EFFECTIVE_FRACTION = 25 / 32


def pcie_effective_gb_s(gpu: GPUSpec) -> float:
    """GB/s per direction an x16 PCIe link of the card's generation carries (PCIE_EFFECTIVE_FRACTION; gen 4 when
    unstated)."""
    return PCIE_GBPS_X16.get(gpu.pcie_gen or 4, PCIE_GBPS_X16[4]) * PCIE_EFFECTIVE_FRACTION


def allreduce_latency_s(link: str, tp: int) -> float:
    """NCCL's per-call latency of one small all-reduce over `tp` cards: flat inside an NVLink domain, growing with the
    ring's 2(tp − 1) hops over PCIe (PCIE_HOP_S). 8 PCIe cards: 6.6 + 14 × 2.97 = 48.2 µs; 2 cards: 12.5 µs."""
    if link == "pcie":
        return NCCL_RING_BASE_LATENCY_S + 2 * (tp - 1) * PCIE_HOP_S
    return ALLREDUCE_LATENCY_S[link]


def tp_link(gpu: GPUSpec, tp: int) -> str:
    """The link a tensor-parallel group of `tp` cards talks over: NVLink when the card's NVLink domain holds the
    group (GPUSpec.max_tp), else PCIe (serving only; training TP needs NVLink, tools.parallel)."""
    return "nvlink" if gpu.max_tp >= tp else "pcie"


def link_label(vendor: str | None, link: str) -> str:
    """The link a layout's cards talk over, named as their vendor names it: AMD Instinct cards join over Infinity
    Fabric (catalog/data/gpus.csv keeps its bandwidth in the nvlink column, "nvlink col = Infinity Fabric"), NVIDIA's
    over NVLink (or a two-card bridge), the rest over PCIe ("nvlink" was said of MI300X)."""
    if link.startswith("nvlink"):
        if (vendor or "").upper() == "AMD":
            return "Infinity Fabric"
        return "NVLink bridge" if link == "nvlink-bridge" else "NVLink"
    return {"pcie": "PCIe", "rdma": "RDMA", "ethernet": "Ethernet"}.get(link, link)


def topology_check(gpu: GPUSpec | None) -> str:
    """The command that shows how a machine's cards are linked: ROCm's for AMD, NVIDIA's otherwise."""
    if gpu is not None and gpu.vendor.upper() == "AMD":
        return "`rocm-smi --showtopo` (XGMI vs PCIE)"
    return "`nvidia-smi topo -m` (NV# vs PIX)"


def _tp_bandwidth_gb_s(gpu: GPUSpec, tp: int) -> float:
    """GB/s an all-reduce's bytes move at between the cards of a TP group: the NVLink figure, or the bus bandwidth
    an x16 link carries (PCIE_EFFECTIVE_FRACTION of its rate; gen 4 when unstated)."""
    if tp_link(gpu, tp) == "nvlink":
        return interconnect_gb_s(gpu) or PCIE_GBPS_X16[4]
    return pcie_effective_gb_s(gpu)


def tp_allreduce_s(arch: ModelArch, gpu: GPUSpec, tp: int, streams: int) -> float:
    """Seconds one decode step spends in tensor-parallel all-reduces (0 without TP): 2 per layer, each the
    link's latency at this ring size (allreduce_latency_s) plus the ring's share of streams × hidden × 2 bytes over
    the all-reduce bandwidth (_tp_bandwidth_gb_s)."""
    if tp <= 1:
        return 0.0
    message = 2 * (tp - 1) / tp * streams * arch.hidden * 2
    return 2 * arch.layers * (fabric_allreduce_latency_s(gpu, tp) + message / (_tp_bandwidth_gb_s(gpu, tp) * 1e9))


def fabric_allreduce_latency_s(gpu: GPUSpec, tp: int) -> float:
    """One small all-reduce's latency in a TP group of `tp` such cards: the link's (allreduce_latency_s), with AMD's
    Infinity Fabric (RCCL over xGMI) at its own fitted figure where the group sits inside the card's fabric."""
    link = tp_link(gpu, tp)
    if link == "nvlink" and (gpu.vendor or "").upper() == "AMD":
        return ALLREDUCE_LATENCY_S["infinity-fabric"]
    return allreduce_latency_s(link, tp)


def prompt_tokens(w: Resolved) -> int:
    """The prompt a request prefills: the context less any stated output."""
    return max(1, w.seq_len - (w.output_tokens or 0))


def prefill_attention_s_per_token(arch: ModelArch, prompt: int, peak_flops: float) -> float:
    """Attention-score time per prompt token in prefill: the forward third of attention_flops_per_token (QKᵀ and
    A·V over the causal half of the prompt, windows respected) at ATTENTION_SPEED of the matmul rate. Small at a
    few thousand tokens, the larger part of prefill at 128k (the quadratic term every long-context TTFT carries)."""
    return attention_flops_per_token(arch, prompt) / 3 / (peak_flops * PREFILL_MFU * ATTENTION_SPEED)


def tp_prefill_s_per_token(arch: ModelArch, gpu: GPUSpec, tp: int) -> float:
    """Seconds of tensor-parallel all-reduce per prompt token in prefill (bytes, not latency: a prompt's messages are
    large): 2 per layer of the ring's share of hidden × 2 bytes. Not overlapped with compute (a bound on the safe
    side); over PCIe it is a large part of the time to first token, over NVLink a small one."""
    if tp <= 1:
        return 0.0
    return 2 * arch.layers * 2 * (tp - 1) / tp * arch.hidden * 2 / (_tp_bandwidth_gb_s(gpu, tp) * 1e9)


def transfer_seconds(data_bytes: float, bandwidth_gb_s: float) -> float:
    """T = D / B (seed 002 "地域与网络"): `bandwidth_gb_s` in GB/s here (divide Gbit/s by 8 first)."""
    if bandwidth_gb_s <= 0:
        raise ValueError("bandwidth must be positive")
    return data_bytes / (bandwidth_gb_s * 1e9)


class SpeedUnknown(AdvisorError):
    """The GPU row lacks the figure (bandwidth or TFLOPS) a speed estimate needs."""


def peak_tflops(gpu: GPUSpec, precision: str, *, training: bool = False) -> float:
    """Dense peak for the precision the matmuls run in: weight-only formats (int4, AWQ, GPTQ, NF4,
    MXFP4 on cards without FP4 units, GGUF) dequantise and run their matmuls in 16-bit."""
    half = gpu.bf16_tflops or gpu.fp16_tflops
    if precision == "fp32":
        value = gpu.tf32_tflops or gpu.fp32_tflops
    elif precision == "fp8" and not training:
        value = gpu.fp8_tflops or half
    elif precision == "int8" and not training:
        value = gpu.int8_tops or half
    elif precision == "fp16":
        value = gpu.fp16_tflops or gpu.bf16_tflops
    else:
        value = half
    if not value:
        raise SpeedUnknown(f"{gpu.name}: no dense TFLOPS figure for {precision} in the catalog")
    return float(value)


def decode_ceiling_tokens_per_s(bytes_per_token: float, bandwidth_gb_s: float) -> float:
    """One stream's ceiling: bandwidth ÷ bytes read per generated token (seed 000 §2)."""
    return bandwidth_gb_s * 1e9 / bytes_per_token


def scaling_efficiency(n: int, interconnect: str) -> float:
    """Fraction of linear speed-up kept on n GPUs (see module doc for the fitted constants)."""
    if n <= 1:
        return 1.0
    return 1.0 / (1.0 + SCALING_C[interconnect] * math.log2(n))


def speedup(n: int, interconnect: str) -> float:
    """S(N) = T1 / TN = N × efficiency ≤ N (seed 002)."""
    return n * scaling_efficiency(n, interconnect)


def base_utilisation(gpu: GPUSpec) -> float:
    """One GPU's share of its dense peak in training (ARCH_UTILISATION by card family, else the base)."""
    return next((u for k, u in ARCH_UTILISATION.items() if gpu.name.upper().startswith(k)), BASE_UTILISATION)


def training_utilisation(num_gpus: int, nodes: int, gpu: GPUSpec, *, rdma: bool = True,
                         gpus_per_node: int = 8) -> float:
    """Fraction of the dense peak a training step's executed FLOPs reach on `num_gpus` GPUs in `nodes` nodes:
    BASE_UTILISATION × the in-node link's factor (NVLink c = 0.02, PCIe 0.10) × the network's factor
    across nodes (RDMA fitted; Ethernet c = 1.44 from seed 002's 1.5× on 8 GPUs). Each factor is
    1 / (1 + c · log2 n), so the figure never rises with more GPUs: 8 → 16 GPUs across a node boundary
    is at most 2× faster (v2 jumped from the one-node to the multi-node constant: 2.4–3×)."""
    # across nodes the in-node factor is a full node's (up to 8 GPUs) whatever the average per node, so a thin
    # split never keeps more efficiency per GPU: 9 as 5 + 4 against 7 in one node, 17 as 6 + 6 + 5 against 15 as
    # 8 + 7 were super-linear steps (the monotonic property tests)
    in_node = min(num_gpus, max(gpus_per_node, 8)) if nodes > 1 else num_gpus
    link = "nvlink" if gpu.max_tp > 1 else "pcie"
    u = base_utilisation(gpu) * scaling_efficiency(max(1, in_node), link)
    if nodes > 1:
        u *= scaling_efficiency(nodes, "rdma" if rdma else "ethernet")
    return u


def doubled_over_rdma_hours(hours: float, num_gpus: int, gpu: GPUSpec, gpus_per_node: int) -> float:
    """Wall hours of a training job that takes `hours` on one machine of `num_gpus` GPUs, when run on two such machines
    over RDMA: the same FLOPs on twice the GPUs at the utilisation training_utilisation gives each layout (the fitted
    RDMA factor 1 / (1 + 0.037 · log2 nodes)), so ≈ hours / (2 × 0.964) = 0.52 × hours for an 8-GPU NVLink node. Leaves
    out a ZeRO gather that outruns the step (tools.speed.estimate_speed's comm term): a lower bound on the time."""
    one = training_utilisation(num_gpus, 1, gpu, gpus_per_node=gpus_per_node)
    two = training_utilisation(2 * num_gpus, 2, gpu, rdma=True, gpus_per_node=gpus_per_node)
    return hours * one / (2 * two)


def attention_flops_per_token(arch: ModelArch, seq_len: int, *, causal_skip: bool = True) -> float:
    """Attention-score FLOPs per trained token, forward + backward: 12 · L · s · d_attn (QKᵀ and A·V,
    2 FLOPs per multiply-add, backward twice the forward), the term Narayanan et al. 2021 (Megatron-LM,
    arXiv:2104.04473 eq. 3: 72·B·s·L·h²·(1 + s/6h + …)) and MosaicML's llm-foundry MFU formula
    (attn_flops_per_seq = n_layers · 2 · 2 · d_model · seq_len², × 3 for training) add to 6·N. It is
    the same for LoRA (attention has no weights; its backward still computes the input gradients).
    A flash-attention kernel with a causal mask skips the masked tiles: × ½ (FlashAttention-2,
    arXiv:2307.08691 §3.1). Windowed layers attend to at most `sliding_window` tokens."""
    a = arch
    d_attn = a.heads * (a.qk_nope_head_dim + a.qk_rope_head_dim if a.kv_lora_rank else a.head_dim)
    win = windowed_layers(a)
    full = attention_layer_count(a) - win  # linear-attention / Mamba / MLP-only blocks attend to none (tools.mamba2)
    ctx = full * seq_len + win * min(seq_len, a.sliding_window or seq_len)
    return 12 * d_attn * ctx * (0.5 if causal_skip else 1.0)


def train_flops_per_token(arch: ModelArch, task: str, checkpointing: bool = False, *, seq_len: int = 0,
                          causal_skip: bool = True) -> float:
    """Model FLOPs per token: 6·N_active (full), 4·N_active (LoRA/QLoRA: forward + input gradients, no
    weight gradients for frozen weights), plus attention_flops_per_token at `seq_len` (0: left out).
    Recomputation is not model FLOPs (PaLM's MFU convention, arXiv:2204.02311 App. B): it is
    `recompute_factor`, applied to the time, not here."""
    n = active_params(arch)
    dense = 4 * n if task in ("lora", "qlora") else 6 * n
    return dense + (attention_flops_per_token(arch, seq_len, causal_skip=causal_skip) if seq_len else 0.0)


def selective_recompute_params(arch: ModelArch) -> float:
    """Weights whose matmul torchtitan's op-level selective checkpointing recomputes in backward: the 2nd,
    4th and 6th of each block's seven (wk, wo, w3; "recompute every second mm",
    torchtitan/distributed/activation_checkpoint.py)."""
    a = arch
    inter = a.intermediate if not a.experts else a.moe_intermediate * (a.experts_per_token + a.shared_experts)
    q = a.heads * a.head_dim
    return a.layers * a.hidden * (a.kv_heads * a.head_dim + q + inter)


def execution_factor(arch: ModelArch, mode: str, model_flops: float, seq_len: int, causal_skip: bool = True,
                     *, early_stop: bool = False) -> float:
    """Time-equivalent executed FLOPs ÷ model FLOPs: recomputation (recompute_factor), with the attention
    FLOPs counted at ATTENTION_SPEED of the matmul rate (a flash-attention kernel reaches well under a GEMM's
    share of peak; fitted: llm-foundry's 7B rows fall from 10,643 tokens/s/GPU at 2k to 1,956 at 64k)."""
    attn = attention_flops_per_token(arch, seq_len, causal_skip=causal_skip) if seq_len else 0.0
    slow_attn = attn * (1 / ATTENTION_SPEED - 1) * (4 / 3 if mode == "full" else 1.0)
    return recompute_factor(arch, mode, model_flops, seq_len, causal_skip, early_stop=early_stop) + slow_attn / model_flops


# PyTorch's non-reentrant checkpoint (torch ≥ 2.1) "stops recomputation as soon as all needed intermediate activations
# have been recomputed" (torch.utils.checkpoint docs, set_checkpoint_early_stop; on by default). The last tensor a dense
# block saves for backward is the MLP down projection's input, packed before that matmul runs, so the recompute stops
# before it. torchtitan (`ptd_checkpoint_wrapper(..., checkpoint_impl=CheckpointImpl.NO_REENTRANT)`,
# torchtitan/parallelisms/parallelize_llama.py) and torchtune (non-reentrant `checkpoint_wrapper`) use it; HF
# transformers' gradient checkpointing passes use_reentrant=True by default and Megatron and DeepSpeed have their own
# full recompute, so they re-run the whole block.
EARLY_STOP_FRAMEWORKS = ("torchtitan", "torchtune")


def early_stop_applies(arch: ModelArch, w: Resolved) -> bool:
    """Does a full recompute skip the down projection here? Only with a non-reentrant framework, a dense model (an MoE
    block's last saves are the router's combine, after the experts' down projections) and trained MLP weights (with
    LoRA the adapter's matmul after the frozen down projection saves last)."""
    return w.framework in EARLY_STOP_FRAMEWORKS and not arch.experts and w.task in ("pretrain", "full_finetune")


def full_recompute_params(arch: ModelArch, *, early_stop: bool = False) -> float:
    """Weights whose matmuls full activation checkpointing runs again per token: the transformer blocks only (every
    framework checkpoints block by block: HF's decoder layers, torchtitan's and llm-foundry's blocks; the embedding
    lookup and the LM head are never re-run), less the down projections when the recompute stops early."""
    blocks = active_params(arch) - embedding_params(arch) - arch.hidden
    return blocks - (arch.layers * arch.hidden * arch.intermediate if early_stop else 0)


def recompute_factor(arch: ModelArch, mode: str, model_flops: float, seq_len: int, causal_skip: bool = True,
                     *, early_stop: bool = False) -> float:
    """Executed ÷ model FLOPs. Full checkpointing runs each block's forward twice: + 2 · the block weights
    (full_recompute_params) + the forward attention (a third of its training FLOPs) per token, ≈ 4/3 (llm-foundry's
    HFU = 4/3 × MFU on every checkpointed row); with `early_stop` (non-reentrant checkpointing) the down projection is
    not re-run (Llama 3 70B: ≈ 1.24). Selective (torchtitan op-SAC) re-runs three matmuls of seven: + 2 · their weights;
    Llama 2 13B: × 1.13, torchtitan's published no-AC / selective-op throughput ratio is 2,162 / 1,904 = 1.14."""
    if mode == "full":
        extra = (2 * full_recompute_params(arch, early_stop=early_stop)
                 + attention_flops_per_token(arch, seq_len, causal_skip=causal_skip) / 3)
    elif mode == "selective":
        extra = 2 * selective_recompute_params(arch)
    else:
        return 1.0
    return (model_flops + extra) / model_flops


def interconnect_for(gpu: GPUSpec, layout: Layout, network: str = "rdma") -> str:
    if layout.nodes > 1:
        return network
    return "nvlink" if gpu.max_tp > 1 and tp_link(gpu, layout.tp) == "nvlink" else "pcie"


def regime(num_gpus: int, nodes: int, rdma: bool = True) -> str:
    """The regime label of a training job (keys of MFU_BY_REGIME)."""
    if nodes > 1:
        return "multi_node_rdma" if rdma else "ethernet"
    return "single_gpu" if num_gpus <= 1 else "one_node"


def _train_terms(arch: ModelArch, w: Resolved) -> tuple[float, float]:
    """(model FLOPs per token, executed ÷ model FLOPs) for a training workload."""
    from tools.memory import checkpointing_mode

    per_token = train_flops_per_token(arch, w.task, seq_len=w.seq_len, causal_skip=w.flash_attention)
    dequant = QLORA_DEQUANT_TIME if w.task == "qlora" else 1.0
    return per_token, execution_factor(arch, checkpointing_mode(w), per_token, w.seq_len, w.flash_attention,
                                       early_stop=early_stop_applies(arch, w)) * dequant \
        * reference_forward_factor(arch, w, per_token)


def reference_note(arch: ModelArch, w: Resolved) -> Msg:
    """The assumption the answer states for a preference method with a reference model: the copy held (full: 16-bit
    weights, GB for the whole model before sharding; LoRA: none) and the time factor its forward pass adds."""
    from tools.memory import ppo_resident, reference_weight_bytes, reward_weight_bytes

    per_token = train_flops_per_token(arch, w.task, seq_len=w.seq_len, causal_skip=w.flash_attention)
    if w.preference == "ppo":  # the four models PPO holds, whole before sharding, and the time its steps take
        actor, critic, ref, rm = ppo_resident(arch, w)
        return Msg(code="speed.ppo_models", args={
            "actor": actor / 1e9, "critic": critic / 1e9, "ref": ref / 1e9, "rm": rm / 1e9,
            "total": (actor + critic + ref + rm) / 1e9, "x": reference_forward_factor(arch, w, per_token),
            "full": w.task not in ("lora", "qlora"), "critic_b": w.critic_params_b, "rm_b": w.reward_params_b})
    if w.preference == "grpo":  # the reference for the KL term and a stated reward model (a rule-based one: none)
        return Msg(code="speed.grpo_models", args={
            "gb": reference_weight_bytes(arch, w, 1, 0) / 1e9, "rm": reward_weight_bytes(arch, w, 1, 0) / 1e9,
            "rm_b": w.reward_params_b, "x": reference_forward_factor(arch, w, per_token)})
    return Msg(code="speed.reference_model", args={
        "method": (w.preference or "dpo").upper(), "gb": reference_weight_bytes(arch, w, 1, 0) / 1e9,
        "x": reference_forward_factor(arch, w, per_token)})


def reference_forward_factor(arch: ModelArch, w: Resolved, per_token: float) -> float:
    """Time × this for the frozen reference model's forward pass over every trained token (DPO, IPO, KTO: the chosen
    and rejected sequences both, TRL DPOTrainer docs, https://huggingface.co/docs/trl/dpo_trainer): 2·N_active plus
    the forward third of the attention FLOPs, over the policy's model FLOPs per token. Full parameters: (6N + 2N) /
    6N ≈ 4/3; LoRA: (4N + 2N) / 4N ≈ 1.5 (the base with adapters off is the reference). 1 when none runs (ORPO,
    SimPO, or log-probs precomputed before training: that one forward pass over the data is left out). PPO: the actor
    and its critic trained, the actor's, reference's, critic's and reward model's forwards, the critic and reward
    model at their share of the policy (tools.memory.critic_share, reward_share: 1 when not said, so (6N + 6N + 4 ×
    2N) / 6N ≈ 3.3); GRPO: the reference's forward and a stated reward model's (rule-based: none).
    Qwen2.5-7B full PPO with a 3B critic and a 1.5B reward model: (6 + 6 × 0.39 + 2 × (2 + 0.39 + 0.20)) / 6 ≈ 2.25."""
    from tools.memory import critic_share, reward_share, runs_reference

    if not runs_reference(w) or not per_token:
        return 1.0
    attn = attention_flops_per_token(arch, w.seq_len, causal_skip=w.flash_attention) if w.seq_len else 0.0
    forward = 2 * active_params(arch) + attn / 3
    critic, reward = critic_share(arch, w), reward_share(arch, w)
    if w.preference == "ppo":  # actor and critic trained, four forwards scoring each rollout (PPO_SCORING_FORWARDS)
        # the critic's training and forward, and the reward model's forward, at their share of the policy's size
        return ((1 + critic) * per_token + (PPO_SCORING_FORWARDS - 2 + critic + reward) * forward) / per_token
    return (per_token + (1 + reward) * forward) / per_token  # GRPO: the reference's forward, a reward model's if said


# PPO scores every rollout with four forward passes before the update (OpenRLHF make_experience, Hu et al. 2024,
# arXiv:2405.11143): the actor's old log-probs, the reference's log-probs, the critic's values and the reward model's
# score. Full parameters: (6N + 6N + 4 × 2N) / 6N ≈ 3.3 × one fine-tune's time; LoRA: (4N + 4N + 8N) / 4N = 4.
PPO_SCORING_FORWARDS = 4


FP8_TRAINING_TASKS = ("pretrain", "full_finetune", "lora")


def fp8_gemm_speedup(arch: ModelArch, w: Resolved, g: GPUSpec) -> float:
    """Time × 1/this when a training step runs its linear layers in FP8 (`--precision fp8`: Transformer Engine's
    te.Linear, which NeMo / Megatron-Core use with fp8 on): the forward, data-gradient and weight-gradient GEMMs run on
    the FP8 tensor cores at the card's FP8 dense peak (H100 SXM 1,979 against 989 TFLOPS bf16), at the same share of it
    as a bf16 GEMM of its peak; attention (the flash-attention kernel, bf16 in TE's default recipe) and its share of the
    time stay as they are. So the executed time splits into attention, attention_flops_per_token / ATTENTION_SPEED
    (× 4/3 with full recompute, whose forward re-runs it), and the rest, which runs r = FP8 ÷ 16-bit peak times faster.
    1 without FP8 units (A100: no fp8 figure), for QLoRA (an NF4 base) and for any other precision. Sources: NVIDIA
    Transformer Engine docs ("FP8 … in Linear layers"; fp8_autocast), H100 datasheet peaks; measured: NeMo 24.07's
    FP8 performance summary (benchmarks/published.py batch 4, fitted rows)."""
    from tools.memory import checkpointing_mode

    half = g.bf16_tflops or g.fp16_tflops
    if w.precision != "fp8" or w.task not in FP8_TRAINING_TASKS or not g.fp8_tflops or not half or g.fp8_tflops <= half:
        return 1.0
    per_token, factor = _train_terms(arch, w)
    attn = attention_flops_per_token(arch, w.seq_len, causal_skip=w.flash_attention) if w.seq_len else 0.0
    attn_time = attn / ATTENTION_SPEED * (4 / 3 if checkpointing_mode(w) == "full" else 1.0)
    total = per_token * factor
    return total / ((total - attn_time) / (g.fp8_tflops / half) + attn_time)


def train_time(arch: ModelArch, w: Resolved, g: GPUSpec, num_gpus: int, nodes: int = 1, rdma: bool = True,
               *, mfu: float | None = None) -> tuple[float | None, float | None, float]:
    """(wall hours, GPU-hours, MFU) for `w.train_tokens` on `num_gpus` GPUs in `nodes` nodes, without a
    Layout: hours = model FLOPs/token × recompute × D ÷ (GPUs × dense peak × training_utilisation) ÷ 3600.
    The MFU returned is model FLOPs over peak (utilisation ÷ recompute). `mfu` overrides it. Hours are
    None when the workload has no token count."""
    per_token, recompute = _train_terms(arch, w)
    per_node = max(1, -(-num_gpus // max(1, nodes)))
    m = mfu if mfu is not None else (training_utilisation(num_gpus, nodes, g, rdma=rdma, gpus_per_node=per_node)
                                     / recompute * fp8_gemm_speedup(arch, w, g))
    if not w.train_tokens:
        return None, None, m
    peak = peak_tflops(g, w.precision, training=True) * 1e12
    hours = w.train_tokens * per_token / (num_gpus * peak * m) / 3600
    return hours, hours * num_gpus, m


def decode_layer_floor_s(arch: ModelArch, framework: str) -> float:
    """Fixed latency of one decode step through all layers (DECODE_LAYER_FLOOR_S): dense layers at the
    dense figure, routed MoE layers (all but DeepSeek's leading dense ones) at the routed figure."""
    dense, routed = DECODE_LAYER_FLOOR_S.get(framework, DECODE_LAYER_FLOOR_S["llama.cpp"])
    moe = moe_layers(arch)
    return (arch.layers - moe) * dense + moe * routed


FLOOR_SOURCE = {"llama.cpp": "speed.floor_llama_cpp", "sglang": "speed.floor_sglang", "vllm": "speed.floor_vllm"}  # codes


def floor_basis(framework: str) -> Msg:
    """Where the decode floor used for `framework` comes from (said in every serving answer)."""
    if framework in DECODE_LAYER_FLOOR_S:
        return Msg(code=FLOOR_SOURCE[framework])
    return Msg(code="speed.floor_borrowed", args={"framework": framework})


# vLLM's engine before v0.6.0 (September 2024) spent host time on every step that the GPU waited for: "for Llama 3 8B
# running on 1 H100 GPU ... 29% of the total execution time is spent on scheduling, including gathering the LLM
# results from the last step, scheduling the requests to run the next step, and preparing these requests as inputs
# for the LLMs" (vLLM blog, "vLLM v0.6.0: 2.7x Throughput Improvement and 5x Latency Reduction", 2024-09-05; v0.6.0
# overlapped it with the GPU: multi-step scheduling, the async output processor, vllm-project/vllm#7049). That work is
# per sequence in the batch (its block table, its sampling), so it is charged per sequence per step. Before v0.2.7
# vLLM also ran the model eagerly, without CUDA graphs ("This PR uses CUDA graph to optimize the CPU overheads in
# model execution. This is particularly effective for small models and when using tensor parallelism",
# vllm-project/vllm#1926, merged December 2023): every tensor-parallel all-reduce was an NCCL call that waited for the
# last worker process to launch the kernels before it, charged per all-reduce (two a layer, Shoeybi et al. 2019).
# Both fitted together (benchmarks/fit_engine.py fit_legacy_vllm) on the fitted rows of the two
# published sets of such builds only: mlc-ai/llm-perf-bench's vLLM column (October 2023, one stream, TP 2-8 on PCIe
# cards) and vllm-project/vllm#2192's latency table (December 2023, CUDA graphs, static batches of 32 and 64).
# No answer reads these: answers serve today's builds, whose per-step host work is inside DECODE_LAYER_FLOOR_S; they
# let benchmarks/published.py read figures of those builds (Case.vllm_build) like for like.
VLLM_V0_HOST_S_PER_SEQ = 290e-6
VLLM_EAGER_ALLREDUCE_SYNC_S = 172e-6


def legacy_vllm_host_s(arch: ModelArch, tp: int, sequences: int, *, cuda_graphs: bool) -> float:
    """Host time a decode step of a vLLM build before v0.6.0 adds to today's step: VLLM_V0_HOST_S_PER_SEQ for each of
    the `sequences` in the batch, plus, in a build without CUDA graphs (before v0.2.7) split over `tp` > 1 GPUs,
    VLLM_EAGER_ALLREDUCE_SYNC_S for each of the step's 2 × layers all-reduces. Llama-2-70B (80 layers) at TP 8 with one
    stream and no graphs: 290 µs + 160 × 172 µs = 27.8 ms."""
    eager = 0.0 if cuda_graphs or tp <= 1 else 2 * arch.layers * VLLM_EAGER_ALLREDUCE_SYNC_S
    return sequences * VLLM_V0_HOST_S_PER_SEQ + eager


def with_host_s(tokens_per_s: float, host_s: float) -> float:
    """One stream's tokens/s once each step also waits `host_s` seconds: 1 / (1 / tokens_per_s + host_s). A static
    batch's per-user speed (output ÷ (prefill + output × step)) moves the same way, as every step waits."""
    return 1 / (1 / tokens_per_s + host_s)


def expected_experts_hit(arch: ModelArch, batch: int) -> float:
    """Fraction of routed experts a decode step with `batch` tokens reads: 1 − (1 − k/E)^batch."""
    if not arch.experts:
        return 1.0
    return 1.0 - (1.0 - arch.experts_per_token / arch.experts) ** max(1, batch)


def decode_weight_bytes(arch: ModelArch, precision: str, batch: int) -> float:
    """Weight bytes one decode step reads, each tensor at the bits it is stored in: every weight except the
    untied input embedding (a step looks up one row of it), and of an MoE's routed experts only the share
    the batch is expected to hit. v3.0 scaled the whole file by the parameters read, which priced
    gpt-oss's 16-bit attention and LM head at the MXFP4 experts' 4.25 bits and counted the 0.6 GB input
    table as read: +29 % on the llama-bench log (benchmarks/published.py)."""
    from tools.memory import input_embedding_bytes, routed_expert_bytes

    wb = weight_bytes(arch, precision) - input_embedding_bytes(arch, precision)
    if not arch.experts:  # an assumed mixture of experts (tools.arch.derive_moe_arch) reads only the experts hit too
        return float(wb)
    routed = routed_expert_bytes(arch, precision)
    return wb - routed + routed * expected_experts_hit(arch, batch)


def quant_kernel(framework: str, precision: str) -> str | None:
    """The dequantising kernel family a decode step runs its quantised weights through (QUANT_KERNEL_EFFICIENCY),
    or None where the weights are read at the plain rate (16-bit, or a format without a fitted kernel figure)."""
    if precision in ("fp32", "fp16", "bf16"):
        return None
    if framework == "llama.cpp":
        return "llama.cpp"  # no fitted figure of its own (QUANT_KERNEL_EFFICIENCY): read at the plain rate
    if framework in MARLIN_FRAMEWORKS and precision in MARLIN_FORMATS:
        return "marlin"
    return None


def quantised_decode_bytes(arch: ModelArch, precision: str, batch: int) -> float:
    """The part of decode_weight_bytes stored quantised: all of a GGUF file's tensors; gpt-oss's MXFP4 experts (the
    hit share); for the group formats every weight but the 16-bit embedding / LM head (tools.memory.weight_bytes)."""
    from tools.arch import embedding_params
    from tools.memory import GGUF_BASE, input_embedding_bytes, routed_expert_bytes

    total = decode_weight_bytes(arch, precision, batch)
    if precision in ("fp32", "fp16", "bf16"):
        return 0.0
    if precision in GGUF_BASE and not arch.assumed:
        return total
    if precision == "mxfp4" and arch.experts:
        return routed_expert_bytes(arch, precision) * (1.0 if arch.assumed else expected_experts_hit(arch, batch))
    plain = embedding_params(arch) * 2 - input_embedding_bytes(arch, precision)
    return max(0.0, total - plain)


def dequant_extra_bytes(arch: ModelArch, precision: str, batch: int, framework: str) -> float:
    """What dequantisation costs a step, as bytes read at the plain rate: quantised bytes × (1/q − 1), q the kernel's
    QUANT_KERNEL_EFFICIENCY (0 for a format read at the plain rate)."""
    kernel = quant_kernel(framework, precision)
    q = QUANT_KERNEL_EFFICIENCY.get(kernel, 1.0) if kernel else 1.0
    return quantised_decode_bytes(arch, precision, batch) * (1 / q - 1) if q < 1 else 0.0


def rocm_gemm_extra_bytes(arch: ModelArch, gpu: GPUSpec, precision: str, batch: int, framework: str,
                          tp: int = ROCM_FP8_GEMM_MIN_TP) -> float:
    """What vLLM's ROCm FP8 fallback GEMM costs a step of more than one stream, as bytes read at the plain rate: the
    FP8 weights × (1/ROCM_FP8_GEMM_EFFICIENCY − 1); 0 up to ROCM_SKINNY_MAX_ROWS streams (the skinny kernel), in
    groups narrower than ROCM_FP8_GEMM_MIN_TP, and off AMD / vLLM / FP8."""
    if batch <= ROCM_SKINNY_MAX_ROWS or tp < ROCM_FP8_GEMM_MIN_TP or framework != "vllm" or precision != "fp8" \
            or (gpu.vendor or "").upper() != "AMD":
        return 0.0
    return quantised_decode_bytes(arch, precision, batch) * (1 / ROCM_FP8_GEMM_EFFICIENCY - 1)


def moe_layers(arch: ModelArch) -> int:
    """Layers with routed experts (all but DeepSeek's leading dense ones); 0 for a dense model."""
    from tools.ssm_state import moe_layer_count

    return moe_layer_count(arch)  # every layer past the dense ones, or every moe_layer_period-th (Jamba)


def sharded_pcie_bytes(arch: ModelArch, w: Resolved, n: int) -> float:
    """Bytes each GPU receives per micro-batch under ZeRO-3 / FSDP FULL_SHARD on `n` GPUs: the 16-bit weights
    all-gathered for forward and again for backward (NF4 for QLoRA's base), and the trained weights' 16-bit gradients
    reduce-scattered (none for a frozen base: LoRA adapters are a rounding error), each ring collective moving
    (n − 1)/n of the whole (ZeRO, arXiv:1910.02054 §7: 3Ψ per step for stage 3 vs 2Ψ for data parallelism; PyTorch
    FSDP, arXiv:2304.11277 §3: parameters re-gathered before backward when resharded after forward)."""
    gathered = weight_bytes(arch, "nf4" if w.task == "qlora" else "bf16")
    grads = 0.0 if w.task in ("lora", "qlora") else 2.0 * total_params(arch)
    return (n - 1) / n * (2 * gathered + grads)


def sharded_pcie_s_per_token(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout) -> float:
    """Seconds per trained token a ZeRO-3 / FSDP job on one machine without an NVLink domain that holds it spends
    receiving its gathers over PCIe (sharded_pcie_bytes ÷ the link ÷ the micro-batch's tokens); 0 otherwise. A bound,
    not a loss: with perfect overlap a step still takes at least this long (Llama-3-8B
    full fine-tune on 8 × L40S at micro-batch 1 × 2,048 moves ≈ 42 GB a card per micro-batch, ≥ 1.7 s at 25 GB/s,
    where the compute alone takes ≈ 0.8 s). Across machines the NIC, not PCIe, is the link: not bounded here."""
    n = layout.num_gpus
    if layout.zero_stage < 3 or n <= 1 or layout.nodes > 1 or tp_link(gpu, n) == "nvlink":
        return 0.0
    tokens = w.batch_size * w.seq_len
    return sharded_pcie_bytes(arch, w, n) / (pcie_effective_gb_s(gpu) * 1e9) / tokens


def estimate_speed(
    arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout | None = None, *, mfu: float | None = None,
    network: str = "rdma", rdma: bool | None = None, prompt: int | None = None, kv_tokens: int | None = None,
) -> SpeedEstimate:
    """Decode and prefill for inference (`decode_aggregate_expected` at `w.concurrency` streams), tokens/s
    and GPU-hours for training, on `layout`. `rdma` (or `network`) says whether multi-node jobs have RDMA;
    `mfu` overrides the regime table. Serving at load (tools.load) passes the request it assumes: `prompt` (the
    prefill's length, default prompt_tokens) and `kv_tokens` (the KV a decode step reads per stream, default half the
    context: a generation from an empty cache). The assumptions are facts (codes and figures) the catalog words."""
    layout = layout or Layout()
    if rdma is None:
        rdma = network != "ethernet"
    if serves(w.task):
        return _serving_speed(arch, w, gpu, layout, prompt, kv_tokens)
    out = SpeedEstimate()
    n = layout.num_gpus
    hours, gpu_hours, m = train_time(arch, w, gpu, n, layout.nodes, rdma, mfu=mfu)
    peak = peak_tflops(gpu, w.precision, training=True) * 1e12
    per_token, recompute = _train_terms(arch, w)
    comm = sharded_pcie_s_per_token(arch, w, gpu, layout)
    compute = per_token / (peak * m)  # seconds per token on one GPU at the utilisation above
    if mfu is None and comm > compute:  # the step waits for its gathers: slower by comm ÷ compute
        slow = comm / compute
        m /= slow
        hours, gpu_hours = (hours * slow, (gpu_hours or 0) * slow) if hours else (hours, gpu_hours)
        out.assumptions.append(Msg(code="speed.sharded_pcie_bound", args={
            "gpus": n, "gb": sharded_pcie_bytes(arch, w, n) / 1e9, "gb_s": pcie_effective_gb_s(gpu),
            "tokens": w.batch_size * w.seq_len, "slow": slow}))
    out.train_tokens_per_s = n * peak * m / per_token
    link = interconnect_for(gpu, layout, "rdma" if rdma else "ethernet")
    out.speedup = speedup(n, link)
    out.train_hours = hours
    out.train_gpu_hours = gpu_hours
    label = regime(n, layout.nodes, rdma) if mfu is None else "given"
    out.assumptions += [
        Msg(code="speed.training_mfu", args={
            "mfu": m, "regime": Msg(code="speed.regime", args={"regime": label}), "base": base_utilisation(gpu),
            "recompute": recompute, "precision": "bf16" if w.precision == "fp8" else w.precision,  # the peak used
            "tflops": peak / 1e12}),
        Msg(code="speed.flops_per_token", args={
            "dense": 4 if w.task in ("lora", "qlora") else 6, "per_n": per_token / active_params(arch),
            "seq_len": w.seq_len}),
    ]
    if w.task == "qlora":
        out.assumptions.append(Msg(code="speed.qlora_dequant", args={"factor": QLORA_DEQUANT_TIME}))
    fp8 = fp8_gemm_speedup(arch, w, gpu)
    if mfu is None and fp8 > 1:
        out.assumptions.append(Msg(code="speed.fp8_gemms", args={"factor": fp8, "fp8": gpu.fp8_tflops}))
    ref = reference_forward_factor(arch, w, per_token)
    if ref > 1:
        out.assumptions.append(Msg(code="speed.reference_forward", args={"factor": ref}))
    return out


def _serving_speed(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, prompt: int | None,
                   kv_tokens: int | None) -> SpeedEstimate:
    """estimate_speed for serving: one stream's ceiling and expected decode, the batched step at `w.concurrency`
    streams (memory- or compute-bound, with the per-layer floor and the TP all-reduces), and prefill."""
    if not gpu.bandwidth_gb_s:
        raise SpeedUnknown(f"{gpu.name}: memory bandwidth not in the catalog")
    out = SpeedEstimate()
    prec = w.precision
    shard = layout.tp * layout.pp
    kv_read = kv_cache_bytes(arch, kv_tokens or max(1, w.seq_len // 2), 1, w.kv_precision) / shard  # average position
    bw = gpu.bandwidth_gb_s
    one = decode_weight_bytes(arch, prec, 1) / shard
    out.decode_ceiling = decode_ceiling_tokens_per_s(one + kv_read, bw) / layout.pp
    floor = decode_layer_floor_s(arch, w.framework)
    extra = dequant_extra_bytes(arch, prec, 1, w.framework) / shard
    out.decode_expected = 1 / ((one + kv_read + extra) * layout.pp / (bw * 1e9 * DECODE_BANDWIDTH_EFFICIENCY) + floor
                               + tp_allreduce_s(arch, gpu, layout.tp, 1))
    c = w.concurrency
    try:
        peak: float | None = peak_tflops(gpu, prec) * 1e12 * layout.tp
    except SpeedUnknown:  # e.g. AWS's A10G: no published tensor figure; decode is bandwidth-bound anyway
        peak = None
        out.assumptions.append(Msg(code="speed.no_tflops", args={"gpu": gpu.name}))
    step_mem = ((decode_weight_bytes(arch, prec, c) + dequant_extra_bytes(arch, prec, c, w.framework)
                 + rocm_gemm_extra_bytes(arch, gpu, prec, c, w.framework, layout.tp)) / shard + c * kv_read) / (bw * 1e9)
    step_compute = 2 * matmul_params(arch) * c / (peak * PREFILL_MFU) if peak else 0.0
    step = (max(step_mem / DECODE_BANDWIDTH_EFFICIENCY, step_compute / DECODE_EFFICIENCY) * layout.pp + floor
            + tp_allreduce_s(arch, gpu, layout.tp, c))
    out.decode_aggregate_expected = c / step
    p = prompt or prompt_tokens(w)
    vision = encoder_flops_per_prompt_token(arch, w.image_tokens, p)  # the VLM's image encoder (tools.vision)
    out.prefill_tokens_per_s = (1 / ((2 * matmul_params(arch) + vision) / (peak * PREFILL_MFU)
                                     + prefill_attention_s_per_token(arch, p, peak)
                                     + tp_prefill_s_per_token(arch, gpu, layout.tp)) if peak else None)
    out.assumptions += [
        Msg(code="speed.decode_expected", args={"efficiency": DECODE_BANDWIDTH_EFFICIENCY, "floor_ms": floor * 1e3,
                                                 "basis": floor_basis(w.framework)}),
        Msg(code="speed.prefill_mfu", args={"mfu": PREFILL_MFU}),
    ]
    seen = vision_encoder_note(arch, w.image_tokens)
    if seen is not None:
        out.assumptions.append(seen)
    kernel = quant_kernel(w.framework, prec)
    if kernel and QUANT_KERNEL_EFFICIENCY.get(kernel, 1.0) < 1:
        out.assumptions.append(Msg(code="speed.quant_kernel", args={"precision": prec, "q": QUANT_KERNEL_EFFICIENCY[kernel]}))
    if arch.experts:
        out.assumptions.append(Msg(code="speed.moe_experts_read", args={
            "streams": c, "share": expected_experts_hit(arch, c), "k": arch.experts_per_token, "experts": arch.experts}))
    return out


def _regime_table() -> dict[str, float]:
    """MFU_BY_REGIME: the utilisation at each regime's reference size, on an SXM (NVLink) card."""
    ref = GPUSpec(name="reference SXM card", nvlink_gb_s=900, form_factor="SXM")
    return {"single_gpu": training_utilisation(1, 1, ref), "one_node": training_utilisation(8, 1, ref),
            "multi_node_rdma": training_utilisation(2048, 256, ref),
            "ethernet": training_utilisation(16, 2, ref, rdma=False)}


MFU_BY_REGIME.update(_regime_table())
DEFAULT_MFU = MFU_BY_REGIME["multi_node_rdma"]
