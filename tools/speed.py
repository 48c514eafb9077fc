"""Speed and time: decode ceiling, prefill, training throughput, multi-GPU speed-up.

Sources:
- decode is memory-bound: tokens/s ≤ bandwidth ÷ bytes read per token (seed 000 §2: 7B fp16 =
  14 GB on 2 TB/s ≈ 140 tok/s, measured 80–120; on 1 TB/s ≈ 70, measured 40–60). The expected
  value applies DECODE_EFFICIENCY = 0.7, the middle of the seed's measured/ceiling ratios.
- prefill and training are compute-bound: training FLOPs ≈ 6·N·D (Kaplan 2020; Hoffmann 2022),
  8·N·D with full recomputation (Megatron, arXiv:2104.04473), LoRA ≈ 4·N·D (+2·N·D recompute)
  (FORMULAS §4); time = FLOPs ÷ (GPUs × peak × MFU), MFU default 0.40 (FORMULAS §4: 35–45 %
  well-tuned pretraining, 20–40 % single-node fine-tuning).
- speed-up S(N) = T1/TN ≤ N (seed 002 "性能评测方法"). Efficiency 1/(1 + c·log2 N); c is fitted
  to seed 002's two measurements: 8 GPUs over a slow shared network gave 1.5 (c = 1.44), RDMA in
  one zone gave 7.2 (c = 0.037). NVLink inside a node is assumed better (c = 0.02), PCIe worse (0.10).
- ZeRO-3/FSDP sharding adds 30–60 % step time (seed 000 §2); the middle, 45 %, is used. ZeRO-1/2
  communicate the same volume as plain data parallelism (ZeRO paper §7), so they add none.
"""

from __future__ import annotations

import math

from tools.arch import active_params, total_params
from tools.errors import AdvisorError
from tools.memory import kv_cache_bytes_per_token, weight_bytes
from tools.schema import GPUSpec, Layout, ModelArch, SpeedEstimate, Workload

DECODE_EFFICIENCY = 0.7
PREFILL_MFU = 0.5
DEFAULT_MFU = 0.40
ZERO3_OVERHEAD = 0.45
SCALING_C = {"nvlink": 0.02, "pcie": 0.10, "rdma": 0.037, "ethernet": 1.44}


PCIE_GBPS_X16 = {3: 16.0, 4: 32.0, 5: 64.0, 6: 128.0}  # GB/s per direction (PCI-SIG)


def interconnect_gbps(gpu: GPUSpec) -> float | None:
    """GPU-to-GPU bandwidth in GB/s: the datasheet's NVLink total when the card has NVLink, else its
    PCIe x16 link per direction. NVLink 3 (A100, 600 GB/s) ÷ PCIe 4.0 x16 (32 GB/s) = 18.75, the
    seed's "NVLink 3 ≈ 18–19 × PCIe 4.0" (seed 000 §6; the seed compares NVLink's total with one
    PCIe direction)."""
    if gpu.nvlink_gbps and gpu.max_tp > 1:
        return gpu.nvlink_gbps
    return PCIE_GBPS_X16.get(gpu.pcie_gen or 0)


def transfer_seconds(data_bytes: float, bandwidth_gbps: float) -> float:
    """T = D / B (seed 002 "地域与网络"): `bandwidth_gbps` in GB/s here (divide Gbit/s by 8 first)."""
    if bandwidth_gbps <= 0:
        raise ValueError("bandwidth must be positive")
    return data_bytes / (bandwidth_gbps * 1e9)


class SpeedUnknown(AdvisorError):
    """The GPU row lacks the figure (bandwidth or TFLOPS) a speed estimate needs."""


def peak_tflops(gpu: GPUSpec, precision: str, *, training: bool = False) -> float:
    """Dense peak for the precision the matmuls run in (weight-only int4 runs its matmuls in 16-bit)."""
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


def decode_ceiling_tokens_per_s(bytes_per_token: float, bandwidth_gbps: float) -> float:
    """One stream's ceiling: bandwidth ÷ bytes read per generated token (seed 000 §2)."""
    return bandwidth_gbps * 1e9 / bytes_per_token


def scaling_efficiency(n: int, interconnect: str) -> float:
    """Fraction of linear speed-up kept on n GPUs (see module doc for the fitted constants)."""
    if n <= 1:
        return 1.0
    return 1.0 / (1.0 + SCALING_C[interconnect] * math.log2(n))


def speedup(n: int, interconnect: str) -> float:
    """S(N) = T1 / TN = N × efficiency ≤ N (seed 002)."""
    return n * scaling_efficiency(n, interconnect)


def train_flops_per_token(arch: ModelArch, task: str, checkpointing: bool) -> float:
    n = active_params(arch)
    if task in ("lora", "qlora"):
        return (4 + (2 if checkpointing else 0)) * n
    return (8 if checkpointing else 6) * n


def interconnect_for(gpu: GPUSpec, layout: Layout, network: str = "rdma") -> str:
    if layout.nodes > 1:
        return network
    return "nvlink" if gpu.max_tp > 1 else "pcie"


def estimate_speed(
    arch: ModelArch, w: Workload, gpu: GPUSpec, layout: Layout | None = None, *, mfu: float = DEFAULT_MFU,
    network: str = "rdma",
) -> SpeedEstimate:
    """Decode and prefill for inference, tokens/s and GPU-hours for training, on `layout`."""
    layout = layout or Layout()
    out = SpeedEstimate()
    prec = w.precision or "bf16"
    task = w.task or "inference"
    if task == "inference":
        if not gpu.bandwidth_gbps:
            raise SpeedUnknown(f"{gpu.name}: memory bandwidth not in the catalog")
        shard = layout.tp * layout.pp
        share = active_params(arch) / total_params(arch)
        w_read = weight_bytes(arch, prec) * share / shard
        seq = w.seq_len or 4096
        kv_tok = kv_cache_bytes_per_token(arch, w.kv_precision or "bf16")
        kv_read = kv_tok * (seq / 2) / shard  # average position over a generation
        bw = gpu.bandwidth_gbps
        out.decode_ceiling = decode_ceiling_tokens_per_s(w_read + kv_read, bw) / layout.pp
        out.decode_expected = out.decode_ceiling * DECODE_EFFICIENCY
        c = w.concurrency or 1
        peak = peak_tflops(gpu, prec) * 1e12 * layout.tp
        step_mem = (w_read + c * kv_read) / (bw * 1e9)
        step_compute = 2 * active_params(arch) * c / (peak * PREFILL_MFU)
        out.decode_aggregate_expected = c / max(step_mem, step_compute) * DECODE_EFFICIENCY / layout.pp
        out.prefill_tokens_per_s = peak * PREFILL_MFU / (2 * active_params(arch))
        out.assumptions += [
            f"decode expected = {DECODE_EFFICIENCY:.0%} of the bandwidth ceiling (seed 000 §2: 80–120 of 140 tok/s)",
            f"prefill at {PREFILL_MFU:.0%} of dense peak",
        ]
        return out
    n = layout.num_gpus
    ckpt = bool(w.gradient_checkpointing)
    peak = peak_tflops(gpu, prec, training=True) * 1e12
    link = interconnect_for(gpu, layout, network)
    eff = scaling_efficiency(n, link)
    zero_factor = 1 + ZERO3_OVERHEAD if (layout.zero_stage >= 3 and n > 1) else 1.0
    per_token = train_flops_per_token(arch, task, ckpt)
    tps = n * peak * mfu * eff / per_token / zero_factor
    out.train_tokens_per_s = tps
    out.speedup = speedup(n, link)
    if w.train_tokens:
        out.train_hours = w.train_tokens / tps / 3600
        out.train_gpu_hours = out.train_hours * n
    out.assumptions += [
        f"MFU {mfu:.0%} of dense {prec} peak ({peak / 1e12:g} TFLOPS per GPU)",
        f"{per_token / active_params(arch):g}·N FLOPs per token{' (with recomputation)' if ckpt else ''}",
        f"scaling efficiency {eff:.0%} on {n} GPU(s) over {link}",
    ]
    if zero_factor > 1:
        out.assumptions.append(f"ZeRO-3/FSDP adds {ZERO3_OVERHEAD:.0%} step time (seed 000 §2: 30–60 %)")
    return out
