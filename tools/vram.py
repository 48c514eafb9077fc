"""The memory a serving question asks for ("how much VRAM do I need", 需要多少显存), by weight precision.

Why: a blind expert review found a VRAM question answered with a rental and one "needs ≈ N GB per GPU" figure for the
pick, with no KV-cache figure and no weights at the other precision the answer discussed (its FP8 plan). The expert's
rule: show the KV cache and the weights at each precision discussed (BF16 and FP8 totals), and name no card whose
memory is under the answer's own total. Every figure is tools.memory.estimate_memory on one GPU (no tensor
parallelism: the whole model's need), and the total is tools.memory.card_need — the very figure every fit test in the
answer holds against a card (vLLM: weights + activation peak + non-torch memory + the load's KV, within
gpu_memory_utilization 0.9 of the card: card_budget) — so the card it names and the cards the answer rents agree.
"""

from __future__ import annotations

import math

from tools.chat_kv import ChatKv, chat_kv
from tools.memory import card_need, estimate_memory, serving_pool_fraction
from tools.parallel import DEFAULT_HEADROOM
from tools.schema import GB, GiB, Layout, ModelArch, Msg, Resolved

DISCUSSED = ("bf16", "fp8")  # the precisions every serving answer discusses: the pick's default and its FP8 lever


def vram_precisions(asked: str) -> tuple[str, ...]:
    """The precisions to show: the one asked (or resolved) first, then BF16 and FP8 (each once)."""
    return tuple(dict.fromkeys((asked, *DISCUSSED)))


def one_card_need(arch: ModelArch, w: Resolved, precision: str, headroom: float = DEFAULT_HEADROOM
                  ) -> tuple[int, int, int]:
    """(weights, KV cache, what one card must find: card_need) in bytes for the whole model and load on one GPU at
    `precision` (the KV cache at the workload's own KV precision)."""
    per = estimate_memory(arch, w.model_copy(update={"precision": precision}), Layout())
    return per.weights, per.kv_cache, card_need(per, w.framework, headroom, True)


def smallest_card_gib(need: int, framework: str) -> float:
    """The smallest card (whole GiB, rounded up, as cards are labelled: an "80GB" card holds 80 GiB = 85.9 GB) that
    `need` fits on: need ÷ the engine's pool fraction (vLLM 0.9; 1 where the whole card is the budget,
    tools.memory.card_budget): 63.2 GB ÷ 0.9 = 70.2 GB = 65.4 GiB → 66."""
    return float(math.ceil(need / serving_pool_fraction(framework) / GiB))


def vram_line(arch: ModelArch, w: Resolved, headroom: float = DEFAULT_HEADROOM) -> Msg:
    """The VRAM answer: the KV cache of the load (its users' chats at the KV precision, tools.chat_kv), then at each precision
    (vram_precisions) the weights, the total one card must find and the smallest card it fits on. Qwen2.5-32B: 32.8 B
    parameters × 2 bytes = 65.5 GB in BF16; in FP8 34.3 GB (the 1.56 B embedding and LM-head parameters stay 16-bit:
    31.2 + 3.1); 16 chat users at 8,192 tokens hold 14 × 4,096 + 2 × 8,192 = 73,728 tokens × 262,144 B a token (64
    layers × 8 KV heads × 128 × 2 × 2 B) = 19.3 GB; every user at 8,192 (documents: true) 34.4 GB."""
    rows, kv = [], 0
    c = chat_kv(w, w.concurrency)
    for p in vram_precisions(w.precision):
        weights, kv, need = one_card_need(arch, w, p, headroom)
        rows.append(Msg(code="vram.precision", args={
            "precision": p, "weights": weights / GB, "other": (need - weights - kv) / GB, "total": need / GB,
            "card": smallest_card_gib(need, w.framework)}))
    from tools.session_kv import resident_sessions  # each open chat said to grow to the context: all held there

    sessions = resident_sessions(w, w.concurrency)
    shape = kv_shape(c) if sessions is None else Msg(code="session_kv.vram_shape", args={
        "sessions": sessions, "context": w.seq_len, "gen": w.concurrency})
    return Msg(code="vram.asked", args={"kv": kv / GB, "shape": shape, "kv_precision": w.kv_precision, "rows": rows})


def kv_shape(c: ChatKv) -> Msg:
    """The tokens the KV figure holds, in words: every user at the context, or under the long-chat cap
    (tools.chat_kv) the typical chats and the few at the full context."""
    if not c.capped:
        return Msg(code="vram.kv_all", args={"users": c.users, "context": c.full_tokens})
    return Msg(code="vram.kv_chat", args={"typical": c.typical, "typical_tokens": c.typical_tokens, "long": c.long,
                                         "context": c.full_tokens})
