"""What the memory chart draws, taken from a Recommendation's fields: one bar per spec tier (the
per-GPU memory breakdown of that tier's configuration) against that tier's card.

DESIGN.md "Units": a card is shown by its marketing name and nominal size ("H100 80 GB"); fits are
decided on its usable memory (what nvidia-smi reports), so that is the limit drawn. The headroom
line is where the estimate may end: a plan fits when estimate × headroom ≤ usable capacity
(seed 000 §4: "再加 20%–30% 余量"), so the line sits at usable ÷ headroom. No figure is recomputed
here; the bytes come from tools.recommend.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel

from tools.schema import GiB, MemoryBreakdown, Recommendation, SpecTier

PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")


class TierBar(BaseModel):
    tier: str
    card: str  # "H100 80 GB": marketing name and nominal size
    count: int
    parts: dict[str, int]  # bytes per GPU, in PARTS order
    total_bytes: int
    breakdown_of: Literal["tier", "recommendation", "total"]  # where the parts come from ("total": no split known)
    limit_bytes: int  # usable capacity: the line the bar is drawn against
    limit_of: Literal["usable", "nominal"]  # nvidia-smi figure, or the nominal size in GiB when unknown
    headroom: float
    headroom_limit_bytes: int  # limit ÷ headroom: the estimate must end before this
    price_per_hour: float | None = None  # the tier's configuration, in the answer's currency
    job_cost: float | None = None  # a sized job's cost on it
    currency: str = "USD"
    where: str = ""  # "provider instance"

    @property
    def label(self) -> str:
        return f"{self.tier}: {self.count} × {self.card}"


_SIZE = re.compile(r"\s*\(\s*\d+(\.\d+)?\s*GB[^)]*\)|\s*\b\d+(\.\d+)?\s*GB\b", re.IGNORECASE)


def card_label(name: str, memory_gb: float) -> str:
    """Marketing name and nominal size, once: ("H100", 80) → "H100 80 GB"; ("A100 80GB SXM", 80) →
    "A100 SXM 80 GB"; ("GH200 (96GB HBM3)", 96) → "GH200 96 GB"."""
    base = " ".join(_SIZE.sub("", name).split())
    size = f"{memory_gb:g} GB" if memory_gb else ""
    return " ".join(x for x in (base, size) if x) or "GPU"


def headroom_limit(limit_bytes: int, headroom: float) -> int:
    """The largest estimate that fits `limit_bytes` with `headroom` (estimate × headroom ≤ limit)."""
    return int(limit_bytes / headroom) if headroom > 0 else limit_bytes


Source = Literal["tier", "recommendation", "total"]


def _parts(t: SpecTier, fallback: MemoryBreakdown | None) -> tuple[dict[str, int], int, Source]:
    if t.breakdown is not None:
        b, src = t.breakdown, "tier"
    elif fallback is not None and t.per_gpu_bytes in (0, fallback.total):
        b, src = fallback, "recommendation"  # the same configuration's breakdown
    else:
        return {}, t.per_gpu_bytes, "total"  # another configuration: its total only, never a borrowed split
    d = b.model_dump()
    return {k: int(d[k]) for k in PARTS}, b.total, src  # type: ignore[return-value]


def tier_bar(t: SpecTier, fallback: MemoryBreakdown | None = None) -> TierBar:
    """One tier's bar. Missing data falls back without guessing: no per-tier breakdown → the
    recommendation's per-GPU breakdown when it is the same estimate (same total), else the tier's total
    alone; no usable capacity → the nominal size read as GiB (an "80 GB" card holds 80 GiB)."""
    parts, total, src = _parts(t, fallback)
    limit, limit_of = (t.usable_bytes, "usable") if t.usable_bytes else (int(t.gpu_memory_gb * GiB), "nominal")
    name = t.gpu or (t.examples[0] if t.examples else "")
    return TierBar(tier=t.tier, card=card_label(name, t.gpu_memory_gb), count=t.count, parts=parts, total_bytes=total,
                   breakdown_of=src, limit_bytes=limit, limit_of=limit_of, headroom=t.headroom,  # type: ignore[arg-type]
                   headroom_limit_bytes=headroom_limit(limit, t.headroom),
                   price_per_hour=t.price_per_hour.amount if t.price_per_hour else None,
                   job_cost=t.job_cost.amount if t.job_cost else None,
                   currency=t.price_per_hour.currency if t.price_per_hour else "USD",
                   where=f"{t.provider} {t.instance}".strip())


def memory_chart(rec: Recommendation) -> list[TierBar]:
    """One bar per spec tier, in the tiers' order (minimum, recommended, comfortable)."""
    return [tier_bar(t, rec.per_gpu) for t in rec.spec_range]


# Card sizes people choose between (nominal GB; each holds that many GiB): 24 GB (L4, A10, RTX 4090),
# 48 GB (L40S, A40, RTX 6000 Ada), 80 GB (A100, H100), 96 GB (RTX PRO 6000, GH200), 141 GB (H200),
# 180 GB (B200): gpus.csv's memory_gb column for those cards.
CARD_SIZES: tuple[tuple[int, str], ...] = ((24, "L4 / A10 / RTX 4090"), (48, "L40S / A40"), (80, "A100 / H100"),
                                           (96, "RTX PRO 6000 / GH200"), (141, "H200"), (180, "B200"))


class CardLine(BaseModel):
    """A common card size drawn as a reference line: does the per-GPU estimate fit it (with no headroom)?"""

    memory_gb: int
    examples: str
    capacity_bytes: int  # nominal size read as GiB
    fits: bool  # the largest bar's estimate ≤ this capacity


def card_lines(bars: list[TierBar]) -> list[CardLine]:
    """The common card sizes that matter for these bars: every size up to the first one that holds the
    largest estimate, and one more above it (so a 40 GB estimate is drawn against 24, 48 and 80 GB)."""
    if not bars:
        return []
    need = max(b.total_bytes for b in bars)
    out: list[CardLine] = []
    above = 0
    for gb, ex in CARD_SIZES:
        cap = gb * GiB
        out.append(CardLine(memory_gb=gb, examples=ex, capacity_bytes=cap, fits=need <= cap))
        above += need <= cap
        if above >= 2:
            break
    return out
