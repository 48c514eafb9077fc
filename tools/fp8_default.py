"""FP8 as the serving precision where the cards in scope run FP8 natively and the model ships an official FP8 checkpoint.

Mainland China's rentable cards for large models are the export-control parts H20 / H800 (Hopper) and L20 / RTX 4090D
(Ada) (tools.compat.CHINA_MARKET_PARTS); all four have FP8 tensor cores (catalog/data/gpus.csv fp8_support). A model
whose makers publish an FP8 checkpoint (Qwen3's "-FP8" repos, e.g. huggingface.co/Qwen/Qwen3-235B-A22B-FP8: fine-grained
block FP8, "performance … nearly identical to BF16" per the Qwen3 model cards; Meta's Llama-3.1-405B-Instruct-FP8;
GLM-4.5-FP8; DeepSeek-V3 / Kimi K2 are released in FP8 and are handled as their native format, tools.recommend._native)
loses about nothing in FP8 and needs half the weight memory. Sizing such a service in BF16 rents twice the cards for no
gain (Qwen3-235B-A22B 国内 sized as 8 × H800 BF16 where 4 × H20-96 / 4 × H800 in FP8 hold 235 GB + KV).

The rule: no precision stated, a served model with an official FP8 checkpoint (ModelArch.fp8_checkpoint), the cards in
scope all FP8-native (the user's stated cards, or the mainland's FP8 parts when the place asked is mainland China only),
and BF16 needs more machines or more cards than FP8 on those cards: FP8 is the plan, BF16's count said beside it. A model
without an official FP8 checkpoint (Qwen2.5, Llama-3.3) keeps BF16: an FP8 quantisation of one is a lever to test, not
a default (tools.recommend.cheaper_levers).
"""

from __future__ import annotations

from tools.compat import china_market_part
from tools.constraints import china_only, region_ok
from tools.defaults import serves
from tools.parallel import DEFAULT_HEADROOM
from tools.parallel import plan as plan_layout
from tools.places import Gazetteer
from tools.schema import GPUSpec, InstanceRow, ModelArch, Msg, Resolved

GPUS_PER_NODE = 8  # one HGX machine (tools.parallel.plan's default)


def fp8_scope(w: Resolved, gpus: dict[str, GPUSpec], places: Gazetteer, named: tuple[str, ...],
              rows: list[InstanceRow]) -> list[GPUSpec]:
    """The cards the plan is sized on, when every one runs FP8 natively: the stated cards (`named`) if all have FP8
    tensor cores; else, with no card stated and the place mainland China only (a region, or only Chinese clouds), the
    China-market parts with FP8 (H20, H800, L20, RTX 4090D; not A800, Ampere) that the catalog lists there, priced or
    not (Alibaba's ecs.ebmgn8v H800 family); none listed there (a Tencent-only question: V100 / T4 / A100 rows), or any
    other place: none (the rule does not apply)."""
    if named:
        cards = [gpus[n] for n in named if n in gpus]
        return cards if cards and all(g.fp8_support for g in cards) else []
    wanted = [p.lower() for p in w.providers or []]
    chinese = bool(wanted) and all(p in places.china_providers for p in wanted)
    if not (china_only(list(w.regions or []), places) or chinese):
        return []
    listed = {r.gpu for r in rows if r.gpu in gpus and (not wanted or r.provider.lower() in wanted)
              and (not w.regions or region_ok(r, list(w.regions), places, wanted))}
    return [gpus[n] for n in sorted(listed) if china_market_part(n) and gpus[n].fp8_support]


def fewest(arch: ModelArch, w: Resolved, cards: list[GPUSpec], headroom: float) -> tuple[int, int, list[str]] | None:
    """(machines, GPUs, cards) of the smallest layout that holds the work on any of `cards` (tools.parallel.plan):
    fewer machines first, then fewer GPUs, with every card that needs that many; None when none holds it."""
    sized = []
    for g in cards:
        p = plan_layout(arch, w, g, headroom=headroom)
        if p.fits:
            n = p.layout.num_gpus
            sized.append((-(-n // GPUS_PER_NODE), n, g.name))
    if not sized:
        return None
    lo = min(x[:2] for x in sized)
    return lo[0], lo[1], sorted(x[2] for x in sized if x[:2] == lo)


def fp8_default(arch: ModelArch, w: Resolved, stated: str | None, data: tuple[dict[str, GPUSpec], list[InstanceRow]],
                places: Gazetteer, named: tuple[str, ...], headroom: float = DEFAULT_HEADROOM
                ) -> tuple[Resolved, Msg | None]:
    """The workload in FP8 with the reason, when the rule in this module's docstring holds; else `w` unchanged.
    `stated`: the precision the user gave (None: `w` carries the BF16 default, tools.defaults); `data`: the GPU
    catalog and the instance rows.
    Worked: Qwen3-235B-A22B (235 B) × 45 users × 4,096 tokens on H800 (80 GB), the mainland FP8 part the catalog
    lists (Alibaba ecs.ebmgn8v): BF16 470 GB of weights → 8 cards,
    FP8 ≈ 235 GB + ≈ 35 GB KV → 4 cards, so FP8 on 4. Qwen3-8B on L20: both fit one card, so BF16 stays."""
    if stated is not None or not serves(w.task) or not arch.fp8_checkpoint:
        return w, None
    cards = fp8_scope(w, data[0], places, named, data[1])
    if not cards:
        return w, None
    w8 = w.model_copy(update={"precision": "fp8"})
    lo8 = fewest(arch, w8, cards, headroom)
    lo16 = fewest(arch, w, cards, headroom)
    if lo8 is None or (lo16 is not None and lo16[:2] <= lo8[:2]):
        return w, None
    return w8, Msg(code="recommend.fp8_checkpoint_default", args={
        "name": arch.name, "repo": arch.fp8_checkpoint, "card": " / ".join(lo8[2]), "n8": lo8[1],
        "n16": lo16[1] if lo16 is not None else None, "card16": " / ".join(lo16[2]) if lo16 is not None else None})
