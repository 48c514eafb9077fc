"""The card count that brings a load on the user's stated machine under the serving headroom limit
(tools.recommend.TIGHT_POOL_SHARE, 90 % of the pool), where "one more card" would be said without a figure.

The weights and the KV cache shard over tensor parallelism (Megatron-LM column / row splits; vLLM's QKVParallelLinear
splits the attention and KV heads), so on t' GPUs a copy's per-GPU share of them is the stated t's × t ÷ t'; the rest
of the per-GPU need (activations, runtime buffers) is kept per card, the conservative side. More copies at the same
tensor-parallel size split the users: the KV per GPU × copies ÷ copies', the weights unchanged. A tensor-parallel
size must divide the model's attention and KV heads (tools.tp_heads.heads_divide, vLLM's own check), so a count the
heads refuse is skipped and named, and the next count that divides them is said.

By hand: Qwen2.5-14B (40 / 8) at 22.0 GB of a 23.2 GB pool on 2 cards (94.8 %), weights 7.4 + KV 12.0 GB: on 3 cards TP 3 is
refused (40 % 3), on 4 cards TP 4: 2.6 + 19.4 × 2 ÷ 4 = 12.3 GB (53 %), under the 90 % limit → 4 cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.fit import Fit
from tools.schema import ModelArch
from tools.tp_heads import heads_divide

MOST_CARDS = 16  # two 8-GPU machines: beyond that the answer is another machine, not one more card


@dataclass(frozen=True)
class EdgeCards:
    """The count of the stated card that is under the limit: its tensor-parallel size and copies, the per-GPU need
    (bytes) and its share of the pool, and the counts between the stated one and it the heads refuse."""

    cards: int
    tp: int
    copies: int
    need: int
    share: float
    refused: tuple[int, ...]


def _need_at(f: Fit, tp: int, copies: int, tp2: int, copies2: int) -> int:
    """The per-GPU need with `copies2` copies of TP `tp2` for the stated `copies` of TP `tp` (bytes)."""
    fixed = f.need - f.weights - f.kv
    return int(fixed + f.weights * tp / tp2 + f.kv * tp * copies / (tp2 * copies2))


def edge_cards(f: Fit, cards: int, copies: int, arch: ModelArch, limit: float) -> EdgeCards | None:
    """The smallest count over `cards` (the stated count as `copies` copies) whose layout the heads allow and that is
    at or under `limit` of the pool: a copy over more GPUs, else one more copy; None when nothing up to MOST_CARDS is
    (or nothing is known)."""
    if f.budget <= 0 or cards <= 0 or copies <= 0 or cards % copies:
        return None
    tp = cards // copies
    refused: list[int] = []
    for n in range(cards + 1, MOST_CARDS + 1):
        layouts = [(n // copies, copies)] if n % copies == 0 else []
        layouts += [(tp, n // tp)] if n % tp == 0 and n // tp != copies else []
        allowed = [(t, c) for t, c in layouts if heads_divide(arch, t)]
        if not allowed:
            refused.append(n)
            continue
        t, c = min(allowed, key=lambda x: _need_at(f, tp, copies, *x))
        need = _need_at(f, tp, copies, t, c)
        if need <= limit * f.budget:
            return EdgeCards(cards=n, tp=t, copies=c, need=need, share=need / f.budget, refused=tuple(refused))
    return None
