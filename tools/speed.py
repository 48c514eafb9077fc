"""Speed and time: decode (single stream and batched, MoE-aware), prefill, training time from MFU.

Sources:
- decode is memory-bound: tokens/s ≤ bandwidth ÷ bytes read per step (seed 000 §2: 7B fp16 =
  14 GB on 2 TB/s ≈ 140 tok/s, measured 80–120; on 1 TB/s ≈ 70, measured 40–60). The expected
  value applies DECODE_EFFICIENCY = 0.7, the middle of the seed's measured/ceiling ratios. A batched
  step reads the weights once and each stream's KV cache, and is capped by compute (2·N_active FLOPs
  per token at PREFILL_MFU). An MoE step reads the dense part plus the routed experts the batch is
  expected to hit: E·(1 − (1 − k/E)^batch) of E (issue 9 item 5; tokens routed independently).
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

from tools.arch import active_params, routed_expert_params, total_params
from tools.defaults import kv_precision_of, precision_of, serves
from tools.errors import AdvisorError
from tools.memory import kv_cache_bytes, weight_bytes
from tools.schema import GPUSpec, Layout, ModelArch, SpeedEstimate, Workload

DECODE_EFFICIENCY = 0.7
PREFILL_MFU = 0.5
# End-to-end MFU by regime (docs/ENGINE.md, benchmarks/published.py):
# - multi-node RDMA: fitted to Llama 2's published A100-80GB GPU-hours (7B 184,320; 13B 368,640;
#   70B 1,720,320 for 2.0T tokens, Touvron et al. 2023 Table 2) → 39 %, 38 %, 43 %; mean 0.40.
#   Held out: Llama 3/3.1, BLOOM, DeepSeek-V3 (reported with the MFU each implies).
# - one node and single-GPU fine-tuning: docs/SOURCES.md F4 "20–40 % single-node fine-tuning" (small
#   micro-batches, LoRA's frozen-weight overheads): 0.35 for one GPU; 2–8 GPUs in one node keep
#   that × the scaling efficiency of their link (NVLink c = 0.02, PCIe c = 0.10), so adding GPUs never
#   speeds a job up more than linearly (it did when one GPU had 0.30 and two had 0.35). torchtune's
#   published single-4090 tokens/s imply more (benchmarks/published.py), so 0.35 stays conservative.
# - multi-node without RDMA (Ethernet): the RDMA figure × seed 002's measured 8-GPU speed-up ratio
#   over a slow shared network vs RDMA (1.5 / 7.2).
MFU_BY_REGIME: dict[str, float] = {"single_gpu": 0.35, "one_node": 0.35, "multi_node_rdma": 0.40,
                                   "ethernet": round(0.40 * 1.5 / 7.2, 3)}
REGIME_LABEL = {"single_gpu": "single-GPU fine-tune", "one_node": "one node", "multi_node_rdma": "multi-node over RDMA",
                "ethernet": "multi-node over Ethernet (no RDMA)"}
DEFAULT_MFU = MFU_BY_REGIME["multi_node_rdma"]
SCALING_C = {"nvlink": 0.02, "pcie": 0.10, "rdma": 0.037, "ethernet": 1.44}


PCIE_GBPS_X16 = {3: 16.0, 4: 32.0, 5: 64.0, 6: 128.0}  # GB/s per direction (PCI-SIG)


def interconnect_gb_s(gpu: GPUSpec) -> float | None:
    """GPU-to-GPU bandwidth in GB/s: the datasheet's NVLink total when the card has NVLink, else its
    PCIe x16 link per direction. NVLink 3 (A100, 600 GB/s) ÷ PCIe 4.0 x16 (32 GB/s) = 18.75, the
    seed's "NVLink 3 ≈ 18–19 × PCIe 4.0" (seed 000 §6; the seed compares NVLink's total with one
    PCIe direction)."""
    if gpu.nvlink_gb_s and gpu.max_tp > 1:
        return gpu.nvlink_gb_s
    return PCIE_GBPS_X16.get(gpu.pcie_gen or 0)


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


def train_flops_per_token(arch: ModelArch, task: str, checkpointing: bool = False) -> float:
    """Model FLOPs per token: 6·N_active (full), 4·N_active (LoRA/QLoRA: forward + input gradients).
    Recomputation is not counted: it lowers MFU (the MFU convention of PaLM, arXiv:2204.02311 App. B)."""
    n = active_params(arch)
    if task in ("lora", "qlora"):
        return 4 * n
    return 6 * n


def interconnect_for(gpu: GPUSpec, layout: Layout, network: str = "rdma") -> str:
    if layout.nodes > 1:
        return network
    return "nvlink" if gpu.max_tp > 1 else "pcie"


def regime(num_gpus: int, nodes: int, rdma: bool = True) -> str:
    """The MFU regime of a training job (keys of MFU_BY_REGIME)."""
    if nodes > 1:
        return "multi_node_rdma" if rdma else "ethernet"
    return "single_gpu" if num_gpus <= 1 else "one_node"


def train_time(arch: ModelArch, w: Workload, g: GPUSpec, num_gpus: int, nodes: int = 1, rdma: bool = True,
               *, mfu: float | None = None) -> tuple[float | None, float | None, float]:
    """(wall hours, GPU-hours, MFU) for `w.train_tokens` on `num_gpus` GPUs in `nodes` nodes, without a
    Layout: hours = FLOPs/token × D ÷ (GPUs × dense peak × MFU(regime)) ÷ 3600. Hours are None when
    the workload has no token count."""
    m = mfu if mfu is not None else MFU_BY_REGIME[regime(num_gpus, nodes, rdma)]
    if mfu is None and nodes <= 1 and num_gpus > 1:  # inside one node the link's scaling loss is not in the table
        m *= scaling_efficiency(num_gpus, "nvlink" if g.max_tp > 1 else "pcie")
    if not w.train_tokens:
        return None, None, m
    peak = peak_tflops(g, precision_of(w), training=True) * 1e12
    per_token = train_flops_per_token(arch, w.task or "pretrain")
    hours = w.train_tokens * per_token / (num_gpus * peak * m) / 3600
    return hours, hours * num_gpus, m


def expected_experts_hit(arch: ModelArch, batch: int) -> float:
    """Fraction of routed experts a decode step with `batch` tokens reads: 1 − (1 − k/E)^batch."""
    if not arch.experts:
        return 1.0
    return 1.0 - (1.0 - arch.experts_per_token / arch.experts) ** max(1, batch)


def decode_weight_bytes(arch: ModelArch, precision: str, batch: int) -> float:
    """Weight bytes one decode step reads: all of a dense model; an MoE's dense part plus the routed
    experts the batch is expected to hit (assumed at the model's average bits per parameter)."""
    wb = weight_bytes(arch, precision)
    if not arch.experts or arch.assumed:
        return float(wb)
    total = total_params(arch)
    routed = routed_expert_params(arch)
    read = total - routed + routed * expected_experts_hit(arch, batch)
    return wb * read / total


def estimate_speed(
    arch: ModelArch, w: Workload, gpu: GPUSpec, layout: Layout | None = None, *, mfu: float | None = None,
    network: str = "rdma", rdma: bool | None = None,
) -> SpeedEstimate:
    """Decode and prefill for inference (`decode_aggregate_expected` at `w.concurrency` streams), tokens/s
    and GPU-hours for training, on `layout`. `rdma` (or `network`) says whether multi-node jobs have RDMA;
    `mfu` overrides the regime table."""
    layout = layout or Layout()
    out = SpeedEstimate()
    prec = precision_of(w)
    task = w.task or "inference"
    if rdma is None:
        rdma = network != "ethernet"
    if serves(task):
        if not gpu.bandwidth_gb_s:
            raise SpeedUnknown(f"{gpu.name}: memory bandwidth not in the catalog")
        shard = layout.tp * layout.pp
        seq = w.seq_len or 4096
        kv_prec = kv_precision_of(w)
        kv_read = kv_cache_bytes(arch, max(1, seq // 2), 1, kv_prec) / shard  # average position over a generation
        bw = gpu.bandwidth_gb_s
        one = decode_weight_bytes(arch, prec, 1) / shard
        out.decode_ceiling = decode_ceiling_tokens_per_s(one + kv_read, bw) / layout.pp
        out.decode_expected = out.decode_ceiling * DECODE_EFFICIENCY
        c = w.concurrency or 1
        try:
            peak: float | None = peak_tflops(gpu, prec) * 1e12 * layout.tp
        except SpeedUnknown:  # e.g. AWS's A10G: no published tensor figure; decode is bandwidth-bound anyway
            peak = None
            out.assumptions.append(f"{gpu.name}: no dense TFLOPS figure, so decode is from bandwidth alone "
                                   "(the compute bound at large batches is not checked) and prefill is unknown")
        step_mem = (decode_weight_bytes(arch, prec, c) / shard + c * kv_read) / (bw * 1e9)
        step_compute = 2 * active_params(arch) * c / (peak * PREFILL_MFU) if peak else 0.0
        out.decode_aggregate_expected = c / max(step_mem, step_compute) * DECODE_EFFICIENCY / layout.pp
        out.prefill_tokens_per_s = peak * PREFILL_MFU / (2 * active_params(arch)) if peak else None
        out.assumptions += [
            f"decode expected = {DECODE_EFFICIENCY:.0%} of the bandwidth ceiling (seed 000 §2: 80–120 of 140 tok/s)",
            f"prefill at {PREFILL_MFU:.0%} of dense peak",
        ]
        if arch.experts:
            out.assumptions.append(
                f"MoE decode at {c} stream(s) reads {expected_experts_hit(arch, c):.0%} of the routed experts "
                f"(1 − (1 − {arch.experts_per_token}/{arch.experts})^{c}) plus the dense part")
        return out
    n = layout.num_gpus
    hours, gpu_hours, m = train_time(arch, w, gpu, n, layout.nodes, rdma, mfu=mfu)
    peak = peak_tflops(gpu, prec, training=True) * 1e12
    per_token = train_flops_per_token(arch, task)
    out.train_tokens_per_s = n * peak * m / per_token
    link = interconnect_for(gpu, layout, "rdma" if rdma else "ethernet")
    out.speedup = speedup(n, link)
    out.train_hours = hours
    out.train_gpu_hours = gpu_hours
    label = REGIME_LABEL[regime(n, layout.nodes, rdma)] if mfu is None else "given"
    out.assumptions += [
        f"MFU {m:.0%} ({label}; end-to-end: recomputation and communication included) of dense {prec} peak "
        f"({peak / 1e12:g} TFLOPS per GPU)",
        f"{per_token / active_params(arch):g}·N FLOPs per token",
    ]
    return out
