"""Weighted scorer: Score = Σ wᵢ·sᵢ, Σ wᵢ = 1 (seed 002 "选型决策方法"), each sᵢ normalised against
the best value among the candidates (best → 1; a value half as good → 0.5), so one outlier (a
$100/h machine) cannot flatten a column the way min-max scaling does.

The recommender ranks by the cost of the stated work; this score is the explainable view over the
same offers, and ranks them only when the user gives weights. Criteria (higher raw value is better
unless marked), as tools.ranking fills them: compute (dense TFLOPS of the GPUs the plan uses per
currency-hour, seed 002's R), memory (headroom over the estimate, saturating at the comfortable
× 1.3: idle memory beyond it earns nothing), memory bandwidth (GB/s of the GPUs used per
currency-hour), interconnect (NVLink 1, PCIe 0.5, × 0.8 across RDMA nodes; 1 for a single GPU),
price (the cost of the stated work; lower is better), flexibility (billing options offered).
Presets follow seed 000's first section:
"训练买算力，推理买显存和带宽" — training weighs compute and interconnect, inference memory,
bandwidth and price. Ties are broken by price, then provider, instance and region, so the order
never depends on input order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tools.errors import AdvisorError

CRITERIA = ("compute", "memory", "bandwidth", "interconnect", "price", "flexibility")
LOWER_IS_BETTER = frozenset({"price"})

PRESETS: dict[str, dict[str, float]] = {
    "training": {"compute": 0.30, "memory": 0.10, "bandwidth": 0.10, "interconnect": 0.20, "price": 0.25, "flexibility": 0.05},
    "inference": {"compute": 0.05, "memory": 0.25, "bandwidth": 0.25, "interconnect": 0.05, "price": 0.30, "flexibility": 0.10},
}


class WeightError(AdvisorError):
    pass


@dataclass(slots=True)
class Scored:
    """One candidate's weighted score (a plain record: the recommender scores every offer)."""

    key: tuple[str, str, str]  # provider, instance, region
    score: float
    breakdown: dict[str, float] = field(default_factory=dict)  # wᵢ·sᵢ per criterion
    normalised: dict[str, float] = field(default_factory=dict)  # sᵢ


def normalise_weights(weights: dict[str, float]) -> dict[str, float]:
    """Validate (known criteria, non-negative, not all zero) and scale to Σ = 1."""
    unknown = set(weights) - set(CRITERIA)
    if unknown:
        raise WeightError(f"unknown criteria {sorted(unknown)}; accepted: {', '.join(CRITERIA)}")
    if any(v < 0 for v in weights.values()):
        raise WeightError("weights must be non-negative")
    total = sum(weights.values())
    if total <= 0:
        raise WeightError("at least one weight must be positive")
    return {c: weights.get(c, 0.0) / total for c in CRITERIA}


def minmax(values: list[float | None], lower_is_better: bool = False) -> list[float]:
    """Scale to 0..1 over the candidates; missing values score 0; all equal → 1."""
    present = [v for v in values if v is not None]
    if not present:
        return [0.0 for _ in values]
    lo, hi = min(present), max(present)
    out = []
    for v in values:
        if v is None:
            out.append(0.0)
        elif hi == lo:
            out.append(1.0)
        else:
            s = (v - lo) / (hi - lo)
            out.append(1 - s if lower_is_better else s)
    return out


def to_best(values: list[float | None], lower_is_better: bool = False) -> list[float]:
    """Scale to 0..1 as a ratio to the best value: v / max for higher-is-better, min / v for
    lower-is-better; missing or non-positive values score 0."""
    present = [v for v in values if v is not None and v > 0]
    if not present:
        return [0.0 for _ in values]
    best = min(present) if lower_is_better else max(present)
    out = []
    for v in values:
        if v is None or v <= 0:
            out.append(0.0)
        else:
            out.append(best / v if lower_is_better else v / best)
    return out


def score(rows: list[dict[str, float | None]], keys: list[tuple[str, str, str]], weights: dict[str, float],
          prices: list[float | None] | None = None) -> list[Scored]:
    """Score candidates; `rows[i]` maps criterion → raw value. Returns best first."""
    w = normalise_weights(weights)
    cols = {c: to_best([r.get(c) for r in rows], c in LOWER_IS_BETTER) for c in CRITERIA}
    out = []
    for i, key in enumerate(keys):
        s = {c: cols[c][i] for c in CRITERIA}
        parts = {c: w[c] * s[c] for c in CRITERIA}
        out.append(Scored(key=key, score=sum(parts.values()), breakdown=parts, normalised=s))
    price_of = {k: (p if p is not None else float("inf")) for k, p in zip(keys, prices or [None] * len(keys))}
    out.sort(key=lambda x: (-round(x.score, 12), price_of[x.key], x.key))
    return out
