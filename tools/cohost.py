"""A second model on the same box as the first ("could the same box also serve …", 同一台再加一个模型, 呢部機一齊行埋):
both models sized together on the stated cards, never the second one alone as if the first were gone.

Two ways to put them there, tried in this order:
- one model per card group ("split"): model A on k cards (tensor parallel over them), model B on the rest; each
  process has its cards to itself (vLLM's gpu-memory-utilization 0.9 each), no interference, either restarts alone.
  Preferred when it fits: simplest to run and to reason about.
- both on every card ("shared"): each model tensor-parallel over all the cards, two vLLM processes per card, each
  with its own gpu-memory-utilization; the two pools together stay within the engine's 0.9 of the card
  (tools.memory.card_budget), split in proportion to what each needs (tools.memory.card_need: weights + KV at its
  load + activations + buffers, each model's own estimate, tools.memory.estimate_memory).
Memory per card of each model is tools.memory.estimate_memory on its layout: weights ÷ TP, KV cache =
2 · layers · kv_heads · head_dim · bytes · tokens (tools.memory.kv_cache_bytes) ÷ TP.

Speed per user: tools.owned_route_speed.owned_route_tps on each model's layout (weights and KV read at the card's
bandwidth, the all-reduces over the cards' link). Shared cards: with both models busy at once the memory bandwidth is
shared, so a decode step of one waits on the other's: each user's speed ≈ 1 ÷ (1/tps_A + 1/tps_B) (an upper bound on
the slowdown; quieter hours are faster).

When neither way fits, the ways out in cost order: the larger model in FP8 (cards with FP8) or INT4 (AWQ), then
one more card of the same kind, else renting the second model's cards.

Hand check: Llama-3.1-8B (16.1 GB BF16; KV = 2·32·8·128·2 = 131,072 B a token) for 40 users × 4,096 tokens = 21.5 GB
of KV on one RTX A6000 (48 GB, ≈ 45.7 GB pool): ≈ 39 GB ✓; Mistral-Small-24B (47.1 GB BF16) does not fit the other
card alone, so "split" fails and "shared" puts 8B + 24B weights (63 GB) + both KV pools over 2 × 48 GB: ≈ 31.5 GB of
weights a card + ≈ 13 GB KV (both, ÷ 2) ≈ 45 GB + buffers > 45.7 GB pool → not both in BF16; the 24B in FP8 (23.6 GB)
→ one card each fits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tools.arch import total_params
from tools.memory import card_budget, card_need, estimate_memory
from tools.owned_route_speed import owned_route_tps
from tools.schema import GPUSpec, Layout, ModelArch, Resolved
from tools.tp_heads import heads_divide


@dataclass
class Hosted:
    """One model's place on the box: its cards, its memory need per card, its share of each card, its speed."""

    model: str
    precision: str
    cards: int  # cards it runs over (tensor parallel)
    weights_gb: float  # per card
    kv_gb: float  # per card
    need_gb: float  # per card, against the engine's pool
    share: float  # gpu-memory-utilization for its process
    tps: float | None  # decode tokens/s per user, every user busy


@dataclass
class CoHost:
    mode: str  # "split" | "shared" | "none"
    cards: int
    gpu: str
    budget_gb: float  # the engine's pool a card (0.9 × usable)
    a: Hosted
    b: Hosted
    way_out: list[tuple[str, str]] = field(default_factory=list)  # (kind, detail): "fp8"/"int4" model, "card" n


def _gb(n: float) -> float:
    return round(n / 1e9, 1)


def _hosted(arch: ModelArch, w: Resolved, gpu: GPUSpec, cards: int) -> tuple[Hosted, int]:
    lay = Layout(num_gpus=cards, tp=cards, gpus_per_node=max(8, cards))
    per = estimate_memory(arch, w, lay, gpu)
    need = card_need(per, w.framework, 1.0, True)
    tps = owned_route_tps(arch, w, gpu, lay)
    return Hosted(w.model or arch.name, str(w.precision), cards, _gb(per.weights), _gb(per.kv_cache), _gb(need), 0.0,
                  None if tps is None else round(tps, 1)), need


def _fit(arch_a: ModelArch, w_a: Resolved, arch_b: ModelArch, w_b: Resolved, gpu: GPUSpec, cards: int
         ) -> tuple[str, Hosted, Hosted]:
    """("split" | "shared" | "none", A, B) on `cards` of `gpu`."""
    usable = int(gpu.usable_bytes or 0)
    budget = card_budget(usable, w_a.framework, True)
    pool = budget / usable if usable else 0.9
    splits = []
    for k in range(1, cards):
        if not (heads_divide(arch_a, k) and heads_divide(arch_b, cards - k)):
            continue  # vLLM's tensor parallel splits the attention heads evenly (tools.tp_heads)
        ha, na = _hosted(arch_a, w_a, gpu, k)
        hb, nb = _hosted(arch_b, w_b, gpu, cards - k)
        if na <= budget and nb <= budget:
            ha.share = hb.share = round(pool, 2)
            splits.append((min(ha.tps or 0.0, hb.tps or 0.0), -k, ha, hb))
    if splits:  # the split whose slower model is fastest
        best = max(splits, key=lambda t: (t[0], t[1]))
        return "split", best[2], best[3]
    ha, na = _hosted(arch_a, w_a, gpu, cards)
    hb, nb = _hosted(arch_b, w_b, gpu, cards)
    if na + nb <= budget and heads_divide(arch_a, cards) and heads_divide(arch_b, cards):
        ha.share = round(pool * na / (na + nb), 2)
        hb.share = round(pool - ha.share, 2)
        if ha.tps and hb.tps:  # both busy at once: the bandwidth shared, each step waits on the other's
            both = round(1 / (1 / ha.tps + 1 / hb.tps), 1)
            ha.tps = hb.tps = both
        return "shared", ha, hb
    return "none", ha, hb


def cohost(arch_a: ModelArch, w_a: Resolved, arch_b: ModelArch, w_b: Resolved, gpu: GPUSpec, cards: int) -> CoHost:
    """Both models on `cards` × `gpu` (see the module docstring); when they do not fit, the cheapest ways out."""
    mode, a, b = _fit(arch_a, w_a, arch_b, w_b, gpu, cards)
    budget = _gb(card_budget(int(gpu.usable_bytes or 0), w_a.framework, True))
    out = CoHost(mode, cards, gpu.name, budget, a, b)
    if mode != "none":
        return out
    big_is_b = total_params(arch_b) >= total_params(arch_a)
    for prec in (["fp8"] if gpu.fp8_support else []) + ["awq"]:
        wa = w_a if big_is_b else w_a.model_copy(update={"precision": prec})
        wb = w_b.model_copy(update={"precision": prec}) if big_is_b else w_b
        if str((wb if big_is_b else wa).precision) == str((w_b if big_is_b else w_a).precision):
            continue  # already that precision
        if _fit(arch_a, wa, arch_b, wb, gpu, cards)[0] != "none":
            out.way_out.append((prec, b.model if big_is_b else a.model))
            break
    if _fit(arch_a, w_a, arch_b, w_b, gpu, cards + 1)[0] != "none":
        out.way_out.append(("card", str(cards + 1)))
    out.way_out.append(("rent", b.model))
    return out


def cohost_args(c: CoHost) -> dict[str, str | int | float | None | list[str]]:
    """`c` as a message's plain arguments (tools.schema.Msg): a_* and b_* for each model, ways as "kind:detail"."""
    out: dict[str, str | int | float | None | list[str]] = {
        "mode": c.mode, "cards": c.cards, "gpu": c.gpu, "budget": c.budget_gb,
        "ways": [f"{k}:{d}" for k, d in c.way_out]}
    for side, h in (("a", c.a), ("b", c.b)):
        out.update({f"{side}_model": h.model, f"{side}_prec": h.precision, f"{side}_cards": h.cards,
                    f"{side}_w": h.weights_gb, f"{side}_kv": h.kv_gb, f"{side}_need": h.need_gb,
                    f"{side}_share": h.share, f"{side}_tps": h.tps})
    return out
