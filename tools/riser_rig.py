"""The user's own cards on PCIe x1 risers (a mining rig: "6x RTX A4000 on pcie x1 risers", 矿机 x1 延长线): tensor
parallelism across them, and the plan that works there — one copy of the model on each card (independent replicas
behind a load balancer), 4-bit where the 16-bit weights do not fit one card — with each user's decode speed.

Tensor parallelism all-reduces each layer's output twice per token (Shoeybi et al. 2019, Megatron-LM §3); a ring
all-reduce moves 2(n − 1)/n of the message over each link. Over an x1 link (PCIe 3.0 x1: 16 GB/s ÷ 16 = 1 GB/s per
direction, PCI-SIG; tools.speed.PCIE_GBPS_X16) the bytes alone cost, per token, 2 × layers × hidden × 2 B × 2(n − 1)/n.
Hand check, Qwen3-14B (40 layers, hidden 5,120) on 6 cards: 2 × 40 × 5,120 × 2 × 10/6 = 1.37 MB a token → 1.37 ms a
token on the links; a 2,000-token prompt ≈ 2.7 s of link time before its first token, and 25 streams ≈ 34 ms a
decode step (≤ 29 tokens/s each from the links alone, before any compute). The heads must also divide by the
degree (Qwen3-14B's 40 query / 8 KV heads: TP 2, 4 or 8; never 6).

One copy a card: the weights in the stated (or 16-bit) precision, else AWQ INT4 (4 bits + group scales, Lin et al.
2024; tools.memory.weight_bytes), against the card's usable memory; one user's decode speed from the card's bandwidth
(tools.owned_device.step_seconds: weights + KV read at the fitted share of bandwidth, plus the per-layer floor —
assumed for vLLM's AWQ kernels, measure on a pilot).
"""

from __future__ import annotations

from tools.memory import weight_bytes
from tools.owned_device import step_seconds
from tools.schema import GPUSpec, ModelArch, Msg, Resolved
from tools.speed import PCIE_GBPS_X16

RISER_PCIE_GEN = 3  # the x1 risers of mining rigs: USB-cable PCIe 3.0 x1 at best (PCI-SIG: 16 GB/s x16 → 1 GB/s x1)
X1_GB_S = PCIE_GBPS_X16[RISER_PCIE_GEN] / 16
PROMPT_TOKENS = 2_000  # the prompt the link time is shown for (an office chat with a pasted page; assumed)
FOUR_BIT = "awq"


def tp_link_bytes_per_token(arch: ModelArch, cards: int) -> float:
    """Bytes each link carries per token under TP over `cards`: 2 all-reduces a layer × layers × hidden × 2 B (BF16
    activations) × 2(n − 1)/n (ring). Qwen3-14B on 6 cards: 1,365,333 bytes."""
    return 2 * arch.layers * arch.hidden * 2 * 2 * (cards - 1) / cards


def per_card_replicas(arch: ModelArch, w: Resolved, gpu: GPUSpec, cards: int) -> Msg | None:
    """The x1-riser verdict: TP's link time per prompt and per decode step at the stated streams, whether the heads
    divide by the card count, and one copy per card (precision, GB, fits, one user's tokens/s, streams per copy).
    None for fewer than 2 cards, a card with no memory or bandwidth figure, or no serving."""
    if cards < 2 or not gpu.usable_bytes or not gpu.bandwidth_gb_s or w.task not in (None, "inference"):
        return None
    per_token = tp_link_bytes_per_token(arch, cards)
    streams = max(1, w.concurrency)
    step_s = per_token * streams / (X1_GB_S * 1e9)
    prec = w.precision if weight_bytes(arch, w.precision) <= gpu.usable_bytes else FOUR_BIT
    need = weight_bytes(arch, prec)
    fits = need < gpu.usable_bytes
    alone = 1 / step_seconds(arch, w, gpu, 1, prec) if fits else None
    each = -(-streams // cards)
    return Msg(code="riser.per_card", args={
        "cards": cards, "gpu": gpu.name, "model": arch.name, "link_gb_s": X1_GB_S, "mb_token": per_token / 1e6,
        "prompt": PROMPT_TOKENS, "prompt_s": per_token * PROMPT_TOKENS / (X1_GB_S * 1e9), "streams": streams,
        "step_ms": step_s * 1e3, "cap_tps": 1 / step_s, "heads": arch.heads, "kv_heads": arch.kv_heads,
        "divides": arch.heads % cards == 0 and arch.kv_heads % cards == 0, "precision": prec.upper(),
        "need_gb": need / 1e9, "usable_gb": gpu.usable_bytes / 1e9, "fits": fits, "alone_tps": alone,
        "each": each, "each_tps": 1 / step_seconds(arch, w, gpu, each, prec) if fits else None})
