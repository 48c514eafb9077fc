"""Serving on a machine the user owns that no cloud rents and that runs no CUDA (Apple silicon with unified memory,
catalog/data/gpus.csv vendor Apple): does it hold the model, and how fast is it per user, from memory bandwidth.

A decode step reads the weights it uses (an MoE's active experts only: tools.speed.decode_weight_bytes) and each
stream's KV cache, at the fitted share of the memory's bandwidth (tools.speed.DECODE_BANDWIDTH_EFFICIENCY) plus
llama.cpp's fitted per-layer floor; the streams share each step, so each user gets one token per step. Prefill needs
the GPU's FLOPs, which Apple does not publish, so the first token is not sized and is said to be the weak spot.

Precision on a Mac: the catalog row marks Apple silicon without BF16, so a BF16 nobody stated is sized and named as
FP16 (the same 2 bytes a parameter). When the 16-bit weights do not fit and the user stated no precision, the usual
route on a Mac is a 4-bit build: llama.cpp's Q4_K_M GGUF (tools.memory.gguf_weight_bytes: ≈ 4.8 bits a weight) or an
MLX 4-bit conversion (4 bits + a 16-bit scale and bias per 64 weights = 4.5 bits, ml-explore/mlx-lm `convert -q`), so
the answer tries Q4_K_M and says so, with the quality trade-off.
"""

from __future__ import annotations

from tools.defaults import DEFAULT_CONCURRENCY, kv_precision_of, precision_of, serves
from tools.memory import kv_cache_bytes, weight_bytes
from tools.schema import GiB, GPUSpec, MemoryBreakdown, ModelArch, Msg, Resolved
from tools.speed import DECODE_BANDWIDTH_EFFICIENCY, decode_layer_floor_s, decode_weight_bytes

OWNED_ONLY_VENDORS = ("Apple",)  # machines answered as owned hardware only: no cloud row, no CUDA stack
MAC_FOUR_BIT = "q4_k_m"  # the 4-bit route on a Mac: llama.cpp's Q4_K_M GGUF (MLX 4-bit is within ≈ 7 % of its size)


def owned_only(gpu: GPUSpec | None) -> bool:
    return gpu is not None and gpu.vendor in OWNED_ONLY_VENDORS


def step_seconds(arch: ModelArch, w: Resolved, gpu: GPUSpec, streams: int, prec: str | None = None) -> float:
    """One decode step for `streams` users at once: weights read (in `prec`, else the workload's precision) + each
    stream's KV at half the context (a reply grows from an empty cache), at the fitted bandwidth share, plus
    llama.cpp's per-layer floor."""
    prec = prec or precision_of(w)
    read = decode_weight_bytes(arch, prec, streams) + kv_cache_bytes(arch, max(1, w.seq_len // 2), streams,
                                                                     kv_precision_of(w))
    return read / ((gpu.bandwidth_gb_s or 0) * 1e9 * DECODE_BANDWIDTH_EFFICIENCY) + decode_layer_floor_s(arch, "llama.cpp")


def mac_precision(gpu: GPUSpec, precision: str, stated: bool) -> str:
    """The precision the Mac runs: FP16 for a BF16 nobody stated on a machine whose row has no BF16 (same bytes),
    else the workload's."""
    return "fp16" if precision == "bf16" and not stated and not gpu.bf16_support else precision


def usable_bytes(gpu: GPUSpec, w: Resolved) -> tuple[float, float, int]:
    """The unified memory the user has (their stated build, else the row's), the share the GPU may use by default
    (the row's usable / memory: Metal's recommendedMaxWorkingSetSize, 75 % on large Macs) and those usable bytes."""
    share = gpu.usable_bytes / gpu.memory_bytes if gpu.usable_bytes and gpu.memory_bytes else 1.0
    memory = min(gpu.memory_gb or 0, w.max_gpu_memory_gib or gpu.memory_gb or 0)  # the build the user said they have
    return memory, share, int(memory * GiB * share)


def mac_memory(arch: ModelArch, w: Resolved, prec: str, users: int) -> MemoryBreakdown:
    """What the Mac holds: weights in `prec` + the load's KV cache (16-bit unless stated); the one breakdown the
    answer shows for it (no CUDA context, no vLLM pool)."""
    return MemoryBreakdown(weights=weight_bytes(arch, prec), kv_cache=kv_cache_bytes(arch, w.seq_len, users,
                                                                                    kv_precision_of(w)))


def need_bytes(arch: ModelArch, w: Resolved, prec: str, users: int) -> int:
    """The bytes of mac_memory."""
    return mac_memory(arch, w, prec, users).total


def owned_device_serving(arch: ModelArch, w: Resolved, gpu: GPUSpec, stated: bool = True) -> Msg | None:
    """The answer on the user's own Apple machine: memory needed (weights at the precision + the load's KV) against
    what the GPU may use, the speed per user with every user busy and alone, the runtime (llama.cpp / MLX, not vLLM),
    and the prefill caveat. `stated` False (the precision is only the default): a BF16 is FP16 on a Mac without BF16,
    and 16-bit weights that do not fit are tried in 4-bit (MAC_FOUR_BIT), said as the route with its trade-off.
    None for another vendor, no bandwidth figure, or training."""
    if not owned_only(gpu) or not serves(w.task) or not gpu.bandwidth_gb_s or not gpu.usable_bytes:
        return None
    users = max(1, w.concurrency or DEFAULT_CONCURRENCY)
    asked = mac_precision(gpu, precision_of(w), stated)
    memory, share, usable = usable_bytes(gpu, w)
    four = need_bytes(arch, w, MAC_FOUR_BIT, users) \
        if need_bytes(arch, w, asked, users) > usable and not stated and asked in ("fp16", "bf16", "fp32") else None
    prec = MAC_FOUR_BIT if four is not None and four <= usable else asked
    need = need_bytes(arch, w, prec, users)
    fits = need <= usable
    return Msg(code="owned_device.serving", args={
        "gpu": gpu.name, "model": arch.name, "fits": fits, "need": need / 1e9, "usable": usable / 1e9,
        "memory": memory, "share": share, "precision": prec,
        "four_bit_need": four / 1e9 if four is not None and not fits else None,
        "four_bit_from": asked if prec != asked else None,
        "asked_need": need_bytes(arch, w, asked, users) / 1e9 if prec != asked else None,
        "users": users, "ctx": w.seq_len, "machines": w.num_gpus if w.num_gpus and w.num_gpus > 1 else None,
        "tps": 1 / step_seconds(arch, w, gpu, users, prec) if fits else None,
        "alone": 1 / step_seconds(arch, w, gpu, 1, prec) if fits else None, "bw": gpu.bandwidth_gb_s})
