"""What a serving load on the user's STATED machine ("our 2 × L40S", "on 4 × A10G", 用两张4090) would need to fit with
headroom, when the plan on those cards fills more than the serving headroom limit of its engine's pool.

The machine is the user's: it is never rewritten (tools.edge_lead moves the lead only between rentals). Instead the
answer says plainly that the load does not fit with headroom (over tools.recommend.TIGHT_POOL_SHARE, 90 % of the pool:
the memory model's own error is a few GB a card, docs/RECOMMENDER.md), how many users at the stated context or how
long a context for the stated users fits at that limit, and the smallest change that brings the pool under it: an
8-bit KV cache (halves the KV bytes, tools.memory.BYTES), 8-bit weights on cards with FP8 kernels (catalog
fp8_support), 4-bit (AWQ/GPTQ) weights, else fewer users, a shorter context or one more card.

By hand: 32 users at 16,384 tokens, 2 copies on 4 cards, each card ≈ 20 GB of a 21.6 GB pool (93 %) of which KV 12 GB:
fixed 8 GB; at 90 % the pool takes 19.44 GB, so 11.44 GB of KV: 16 users a copy × 11.44 ÷ 12 = 15 a copy, 30 users;
16,384 × 11.44 ÷ 12 = 15,619 → 15,360 tokens (whole 1,024s); an FP8 KV cache: 8 + 6 = 14 GB (65 %): the smallest change.
The whole pool, past the limit, is said beside it (what vLLM allocates; it is a fit, only a tight one): 21.6 − 8 =
13.6 GB of KV a card → 16 × 13.6 ÷ 12 = 18 users a copy, 36 users; 16 × 16,384 × 13.6 ÷ 12 = 297,096 tokens a copy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.compat import KV_FLOOR
from tools.fit import Fit
from tools.memory import BYTES

CONTEXT_STEP = 1024  # a context that fits is said in whole 1,024-token steps (engines' --max-model-len is set so)


@dataclass(frozen=True)
class StatedEdge:
    """The stated machine past the limit: its share of the pool, the users (all copies) that fit at the stated
    context, the context that fits for the stated users (None: not even the smallest step), and the smallest lever
    with the share it leaves (None: no precision lever is under the limit)."""

    share: float
    limit: float
    users_fit: int
    context_fit: int | None
    lever: str | None
    lever_share: float | None
    users_pool: int = 0  # the users (all copies) the whole pool holds at the stated context, past the limit
    tokens_pool: int = 0  # the KV cache's room in the whole pool, in tokens (all copies)


def weight_step(precision: str, fp8_kernels: bool) -> str | None:
    """The next lower weight format a serving engine runs: 16-bit → FP8 on cards with FP8 kernels (else INT4),
    8-bit → INT4 (AWQ/GPTQ); None when already 4-bit or unknown."""
    if precision in ("bf16", "fp16", "fp32"):
        return "fp8" if fp8_kernels else "int4"
    return "int4" if precision in ("fp8", "int8") else None


def kv8_runs(sm: float | None) -> bool:
    """Does the card keep an FP8 KV cache (compute capability at or over tools.compat.KV_FLOOR: Ampere stores it in
    8 bits and converts in software; a T4 at 7.5 does not)? Unknown: no."""
    return bool(sm) and float(sm or 0) >= KV_FLOOR["fp8"]


def levers(f: Fit, precision: str, fp8_kernels: bool, kv8: bool = True) -> list[tuple[str, int]]:
    """Each precision lever in order of the least change, with the per-GPU need it leaves (bytes): an 8-bit KV cache
    where the card keeps one (`kv8`; KV halves), then the next weight step (weights × the byte ratio,
    tools.memory.BYTES)."""
    out: list[tuple[str, int]] = []
    if kv8 and f.kv_16bit and f.kv > 0:
        out.append(("kv_fp8", f.need - f.kv // 2))
    step = weight_step(precision, fp8_kernels)
    if step is not None and f.weights > 0 and precision in BYTES:
        cut = f.weights - int(f.weights * BYTES[step] / BYTES[precision])
        out.append((f"weights_{step}", f.need - cut))
    return out


def stated_edge(f: Fit, users: int, copies: int, context: int, precision: str, cards: tuple[bool, bool],
                limit: float, held_tokens: int | None = None) -> StatedEdge | None:
    """The stated machine's edge (None when the plan is at or under `limit` of its pool, or nothing is known).
    `users`: all users at once; `copies`: replicas of the model over the stated cards (each holds users ÷ copies);
    `cards`: (FP8 weight kernels, an FP8 KV cache kept) on the stated card. `held_tokens`: the tokens one copy's KV
    cache holds at the load (a chat mix holds most chats at a typical length, tools.chat_kv), default every user at
    `context`; the whole pool's room is said in those tokens and in whole sessions at `context` (Qwen3-Coder-480B, 45
    at once at 128k on 8 × H20: ≈ 0.9 M tokens, ≈ 7 whole 128k sessions, never 45 × 131,072 scaled to ≈ 55)."""
    if f.budget <= 0 or f.need <= limit * f.budget or users <= 0 or copies <= 0:
        return None
    room = limit * f.budget - (f.need - f.kv)  # what the KV cache may take at the limit, per GPU
    each = math.ceil(users / copies)
    per_user = f.kv / each if each and f.kv > 0 else 0.0
    # one session at the full `context`: a chat mix's cache (held_tokens) holds most chats shorter, so its per-user
    # share is not a full session (9 × 4,096 + 32,768 tokens held, "≈ 3 users at 32,768" at the limit beside
    # "≈ 2 users at 32,768" in the whole, larger pool)
    per_full = f.kv * context / held_tokens if held_tokens and f.kv > 0 else per_user
    users_fit = max(0, int(room // per_full)) * copies if per_full > 0 and room > 0 else 0
    per_token = f.kv / held_tokens if held_tokens else f.kv / (each * context) if each and context else 0.0
    ctx = int(room / per_token / each) // CONTEXT_STEP * CONTEXT_STEP if per_token > 0 and room > 0 else 0
    lever = next(((name, need) for name, need in levers(f, precision, *cards) if need <= limit * f.budget),
                 None)
    full = f.budget - (f.need - f.kv)  # the whole pool's KV room per GPU: what the engine allocates, no margin
    return StatedEdge(share=f.need / f.budget, limit=limit, users_fit=min(users_fit, users - 1),
                      context_fit=ctx if ctx >= CONTEXT_STEP else None,
                      lever=lever[0] if lever else None, lever_share=lever[1] / f.budget if lever else None,
                      users_pool=(max(0, int(full // per_user)) if held_tokens is None else
                                  int(held_tokens * full / f.kv) // context) * copies
                      if per_user > 0 and full > 0 else 0,
                      tokens_pool=int((each * context if held_tokens is None else held_tokens) * full / f.kv) * copies
                      if f.kv > 0 and full > 0 else 0)


def users_at_limit(f: Fit, users: int, copies: int, limit: float) -> int:
    """How many users at once (all `copies`) the box holds at `limit` of its engine's pool, at the context `f` was
    sized at: the KV room at the limit ÷ one user's KV cache, per copy, × copies; 0 when nothing is known. The answer to
    "the vendor says we need a second box" on a box that holds the stated load (tools.recommend.second_box_check).
    By hand: gpt-oss-120b on 8 × A800, 150 users at 12,288 tokens, 18.5 GB a card of an 85.9 GB pool, KV 8.6 GB a card
    (one copy of TP 8): room 0.9 × 85.9 − 9.9 = 67.4 GB → 150 × 67.4 ÷ 8.6 ≈ 1,175 users on one box."""
    if f.budget <= 0 or f.kv <= 0 or users <= 0 or copies <= 0:
        return 0
    room = limit * f.budget - (f.need - f.kv)
    each = math.ceil(users / copies)
    return max(0, int(room // (f.kv / each))) * copies

