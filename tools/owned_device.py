"""Serving on a machine the user owns that no cloud rents and that runs no CUDA (Apple silicon with unified memory,
catalog/data/gpus.csv vendor Apple): does it hold the model, and how fast is it per user, from memory bandwidth.

A decode step reads the weights it uses (an MoE's active experts only: tools.speed.decode_weight_bytes) and each
stream's KV cache, at the fitted share of the memory's bandwidth (tools.speed.DECODE_BANDWIDTH_EFFICIENCY) plus
llama.cpp's fitted per-layer floor; the streams share each step, so each user gets one token per step. Prefill needs
the GPU's FLOPs, which Apple does not publish, so the first token is not sized and is said to be the weak spot.
"""

from __future__ import annotations

from tools.defaults import DEFAULT_CONCURRENCY, kv_precision_of, precision_of, serves
from tools.memory import kv_cache_bytes, weight_bytes
from tools.schema import GiB, GPUSpec, ModelArch, Msg, Resolved
from tools.speed import DECODE_BANDWIDTH_EFFICIENCY, decode_layer_floor_s, decode_weight_bytes

OWNED_ONLY_VENDORS = ("Apple",)  # machines answered as owned hardware only: no cloud row, no CUDA stack


def owned_only(gpu: GPUSpec | None) -> bool:
    return gpu is not None and gpu.vendor in OWNED_ONLY_VENDORS


def step_seconds(arch: ModelArch, w: Resolved, gpu: GPUSpec, streams: int) -> float:
    """One decode step for `streams` users at once: weights read + each stream's KV at half the context (a reply
    grows from an empty cache), at the fitted bandwidth share, plus llama.cpp's per-layer floor."""
    prec = precision_of(w)
    read = decode_weight_bytes(arch, prec, streams) + kv_cache_bytes(arch, max(1, w.seq_len // 2), streams,
                                                                     kv_precision_of(w))
    return read / ((gpu.bandwidth_gb_s or 0) * 1e9 * DECODE_BANDWIDTH_EFFICIENCY) + decode_layer_floor_s(arch, "llama.cpp")


def owned_device_serving(arch: ModelArch, w: Resolved, gpu: GPUSpec) -> Msg | None:
    """The answer on the user's own Apple machine: memory needed (weights at the precision + the load's KV) against
    what the GPU may use, the speed per user with every user busy and alone, the runtime (llama.cpp / MLX, not vLLM),
    and the prefill caveat. None for another vendor, no bandwidth figure, or training."""
    if not owned_only(gpu) or not serves(w.task) or not gpu.bandwidth_gb_s or not gpu.usable_bytes:
        return None
    users = max(1, w.concurrency or DEFAULT_CONCURRENCY)
    need = weight_bytes(arch, precision_of(w)) + kv_cache_bytes(arch, w.seq_len, users, kv_precision_of(w))
    share = gpu.usable_bytes / gpu.memory_bytes if gpu.memory_bytes else 1.0
    memory = min(gpu.memory_gb or 0, w.max_gpu_memory_gib or gpu.memory_gb or 0)  # the build the user said they have
    usable = int(memory * GiB * share)
    fits = need <= usable
    return Msg(code="owned_device.serving", args={
        "gpu": gpu.name, "model": arch.name, "fits": fits, "need": need / 1e9, "usable": usable / 1e9,
        "memory": memory, "share": share,
        "precision": precision_of(w), "users": users, "ctx": w.seq_len,
        "tps": 1 / step_seconds(arch, w, gpu, users) if fits else None,
        "alone": 1 / step_seconds(arch, w, gpu, 1) if fits else None, "bw": gpu.bandwidth_gb_s})
