"""llama.cpp's mixture-of-experts offload on a card the user owns: the routed experts in system RAM, everything else
(attention, embeddings, norms, the router, the KV cache) on the card. llama.cpp places tensors by name with
`--override-tensor` (`-ot exps=CPU`, llama.cpp tools/main README, "--override-tensor") and, since b6170, keeps the
first N layers' experts on the CPU with `--n-cpu-moe N` (llama.cpp PR #15077); a model whose experts do not fit the
card runs there at the speed of the host's memory, not the card's.

Memory: the experts' bytes at the format (tools.memory.routed_expert_bytes: MXFP4 for gpt-oss) go to RAM, less what
the cards' spare memory keeps (`--n-cpu-moe N` leaves the other layers' experts on the card); the rest of
`tools.memory.weight_bytes` plus the KV cache stays on the card. The bound counts only the RAM-resident experts' reads.

Speed, an upper bound (an estimate, never a measurement): each decoded token reads its routed experts' weights,
experts_per_token of `experts` in every MoE layer, from system RAM, so tokens/s ≤ RAM bandwidth ÷ those bytes. The
RAM bandwidth is the host's peak: a desktop's two 64-bit channels (JEDEC JESD79-5 DDR5: 8 bytes a transfer a
channel) at DDR5-5600 give 2 × 8 × 5.6 GT/s = 89.6 GB/s; DDR4-3200 (JESD79-4) 2 × 8 × 3.2 = 51.2 GB/s. By hand,
gpt-oss-120b: 36 layers × 128 experts × 3 × 2880 × 2880 ≈ 114.7 B expert parameters at 4.25 bits ≈ 60.9 GB in RAM;
a token reads 4 of 128 → ≈ 1.9 GB → ≤ 47 tokens/s at 89.6 GB/s, ≤ 27 at 51.2 GB/s.
"""

from __future__ import annotations

from tools.memory import CUDA_CONTEXT_BYTES, kv_cache_bytes_per_token, routed_expert_bytes, weight_bytes
from tools.schema import GPUSpec, ModelArch, Msg, Resolved

DDR5_DUAL_GB_S = 2 * 8 * 5.6  # two 64-bit DDR5-5600 channels (JESD79-5): 89.6 GB/s
DDR4_DUAL_GB_S = 2 * 8 * 3.2  # two 64-bit DDR4-3200 channels (JESD79-4): 51.2 GB/s


GGUF_ROUTE = "q4_k_m"  # llama.cpp's 4-bit GGUF (Ollama's default tag): the format an offload runs when none is stated


def offload_precision(w: Resolved, stated: bool) -> str:
    """The weights' format for the offload: the stated one, a release llama.cpp loads as is (gpt-oss's MXFP4, a GGUF
    type), else llama.cpp's Q4_K_M (a 16-bit default, or DeepSeek-V3's FP8 release, which GGUF does not carry)."""
    return w.precision if stated or w.precision == "mxfp4" or w.precision.startswith("q") else GGUF_ROUTE


def _offload_split(arch: ModelArch, w: Resolved, gpu: GPUSpec, cards: int, prec: str) -> tuple[float, float, float] | None:
    """(routed experts' bytes, the bytes of them in RAM, the bytes on the cards) for an MoE the cards cannot hold with
    its experts offloaded; None for a dense model, cards that cannot hold the non-expert part, or a model that fits."""
    if not arch.experts or not arch.experts_per_token or not gpu.usable_bytes:
        return None
    experts = routed_expert_bytes(arch, prec)
    kv = kv_cache_bytes_per_token(arch, w.kv_precision) * w.seq_len * w.concurrency
    on_card = weight_bytes(arch, prec) - experts + kv + CUDA_CONTEXT_BYTES * cards
    if experts <= 0 or on_card > gpu.usable_bytes * cards:
        return None
    in_ram = max(0.0, experts - (gpu.usable_bytes * cards - on_card))  # --n-cpu-moe keeps the rest on the cards
    return (experts, in_ram, on_card) if in_ram > 0 else None  # nothing in RAM: the whole model fits the cards


def expert_offload(arch: ModelArch, w: Resolved, gpu: GPUSpec, ram_gib: float | None, cards: int = 1,
                   prec: str | None = None) -> Msg | None:
    """The expert-offload route for an MoE that the owned cards cannot hold: the experts' GB (in `prec`, default the
    workload's) in RAM against the stated RAM, the rest on the `cards` against their usable memory, and the decode
    bound at both RAM speeds; None for a dense model, no stated RAM, or cards that cannot hold the non-expert part."""
    prec = prec or w.precision
    split = _offload_split(arch, w, gpu, cards, prec) if ram_gib else None
    if split is None or not ram_gib or not gpu.usable_bytes:
        return None
    experts, in_ram, on_card = split
    per_token = in_ram * (arch.experts_per_token or 0) / (arch.experts or 1)  # the bytes a token reads from RAM
    ram = ram_gib * 2**30 / 1e9
    return Msg(code="expert_offload.route", args={
        "model": arch.name, "gpu": gpu.name, "cards": cards, "precision": prec, "experts": experts / 1e9,
        "in_ram": in_ram / 1e9, "said": ram_gib, "ram": ram,
        "left": ram - in_ram / 1e9, "fits": in_ram / 1e9 < ram, "on_card": on_card / 1e9,
        "usable": gpu.usable_bytes * cards / 1e9,
        "per_token": per_token / 1e9, "ddr5": DDR5_DUAL_GB_S * 1e9 / per_token, "ddr4": DDR4_DUAL_GB_S * 1e9 / per_token})


def hybrid_route(arch: ModelArch, w: Resolved, gpu: GPUSpec, cards: int = 1, prec: str = GGUF_ROUTE) -> Msg | None:
    """The CPU/GPU hybrid route for one user on a stated card that cannot hold an MoE, with no host RAM said: the host
    RAM the offloaded experts need and the decode bound at desktop RAM speeds (the same split and bound as
    expert_offload). KTransformers (kvcache-ai/ktransformers README, Feb 10 2025: "Support Deepseek-R1 and V3 on
    single (24GB VRAM)/multi gpu and 382G DRAM"; Mar 2025: "139K Longer Context for DeepSeek-V3 and R1 in 24GB VRAM")
    and llama.cpp's `-ot exps=CPU` / `--n-cpu-moe` run it. By hand, DeepSeek-V3 at Q4_K_M (≈ 4.85 bits) on one RTX
    4090 at 131,072 tokens: ≈ 394 GB of routed experts, the card keeps ≈ 5.6 GB of them beside ≈ 20.2 GB of the rest
    and the MLA cache → ≈ 388 GB in RAM; a token reads 8 of 256 → ≈ 12.1 GB → ≤ 89.6 / 12.1 ≈ 7 tokens/s on
    dual-channel DDR5-5600, ≤ 4 on DDR4-3200. None for a dense model or a card that cannot hold the non-expert part."""
    split = _offload_split(arch, w, gpu, cards, prec)
    if split is None or not gpu.usable_bytes:
        return None
    _, in_ram, on_card = split
    per_token = in_ram * (arch.experts_per_token or 0) / (arch.experts or 1)
    return Msg(code="expert_offload.hybrid", args={
        "model": arch.name, "gpu": gpu.name, "cards": cards, "precision": prec, "in_ram": in_ram / 1e9,
        "on_card": on_card / 1e9, "usable": gpu.usable_bytes * cards / 1e9, "per_token": per_token / 1e9,
        "ddr5": DDR5_DUAL_GB_S * 1e9 / per_token, "ddr4": DDR4_DUAL_GB_S * 1e9 / per_token})
