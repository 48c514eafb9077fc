"""Why a dearer row of the ranked table sits above a cheaper one: the one ranking rule that did it, as a value.

The ranker (tools.ranking, tools.recommend) orders plans by the work's cost and lets a handful of rules move a dearer
plan up, each within its own price band (docs/RECOMMENDER.md, "How the order is explained"). A buyer reading a table
whose rows are not in price order needs the rule that applied to THIS table, not the list of every rule: "row 1 leads
row 2 (2.0× its price): row 2 gives 32.4 tok/s per user at the full context, under the 50 floor". This module reads
that rule back from the facts each row carries (tools.schema.Candidate) and the bands the ranker itself uses, in the
ranker's own precedence: for the pick, the recommender's rules that choose it last (the users' place, the per-user
floor at full context, a roomy memory pool, the speed margin); for the rows below, the ranking's passes (one machine or
no PCIe tensor parallelism, fewer GPUs, a much sooner job, the CUDA stack preference), then PCIe tensor parallelism
over 4+ cards; inside the price tie (tools.ranking.TIE) the pair is a tie. A pair no rule's facts explain is "other"
(the full answer lists every rule), never a rule guessed.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from tools.per_user_margin import MARGIN_LEAD_TOLERANCE, thin_per_user
from tools.ranking import (
    BOTH_THIN_TOLERANCE,
    FEWER_FASTER_BAND,
    FLOOR_GIVES_WAY,
    LONG_JOB_HOURS,
    MUCH_SOONER,
    ONE_MACHINE_TOLERANCE,
    PCIE_AVOID_RATIO,
    PCIE_SHARDING_WARNED,
    SPREAD_BOTH_TOLERANCE,
    STACK_PREFERENCE,
    TIE,
    TIGHT_GIVES_WAY,
    rocm_saves_clearly,
)
from tools.schema import Candidate

Rule = Literal["tie", "place", "floor", "roomy", "margin", "pcie", "simpler", "cuda", "one_machine", "fewer_gpus",
               "sooner", "other"]

# the at-load speed model's held-out error on per-user tokens/s (tools.recommend.PER_USER_ERROR, docs/ENGINE.md
# "Serving at load", n = 11: 37.1 % median |error|); repeated here so this module stays free of the recommender
PER_USER_ERROR = 0.371


class OrderFacts(BaseModel):
    """What the ranker judged the rows against: the per-user floor (tokens/s, 0 when none: batch, training, a label's
    answer), the tie, and the users' band (tools.users_place.near_band; None: any price, the mainland rule) when the
    users' place breaks ties (tools.users_place.near_users_leads), else `place` False."""

    floor: float = 0.0
    tie: float = TIE
    place: bool = False
    place_band: float | None = None


class Lead(BaseModel):
    """Row `upper` (1-based, as the table numbers it) sits above the cheaper row `lower` at `ratio` × its price, by
    `rule`; `lower_tps` the lower row's per-user speed the floor or margin rule judged (full context when read)."""

    upper: int
    lower: int
    ratio: float
    rule: Rule
    lower_tps: float | None = None
    full_context: bool = False
    gpus: tuple[int, int] = (0, 0)  # (upper, lower) GPUs, for the fewer-GPUs rule
    pcie_group: int = 0  # the lower row's GPUs in one tensor-parallel group over PCIe, for the PCIe rules
    saving: float = 0.0  # the lower (ROCm) row's saving, for the stack preference
    sooner: float = 0.0  # a sized job: the lower row's hours ÷ the upper row's, for the much-sooner rule


class OrderRow(BaseModel):
    """One table row as the order is judged: the plan, its ranking figure, and a sized job's billed hours."""

    candidate: Candidate
    key: float
    hours: float | None = None


def _speed(c: Candidate) -> tuple[float | None, bool]:
    """The per-user tokens/s the floor is judged at: the full sized context when read, else the typical request."""
    if c.per_user_full_tps is not None:
        return c.per_user_full_tps, True
    return c.per_user_tokens_per_s, False


def _holds(c: Candidate, floor: float) -> bool:
    tps, _ = _speed(c)
    return tps is not None and tps >= floor


def _tight(c: Candidate) -> bool:
    return c.memory_thin or c.memory_past_limit


def _gpus(c: Candidate) -> int:
    return int(round(c.gpu_count * max(1, c.instances) * max(1, c.replicas)))


def _floor_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> bool:
    """The lower row misses the per-user floor (at full context when read) and the upper one holds it, within the
    floor's cap (tools.ranking.floor_gives_way, the 5 % tie on top)."""
    if f.floor <= 0 or _holds(low, f.floor) or not _holds(up, f.floor):
        return False
    return ratio <= FLOOR_GIVES_WAY * (1 + f.tie)


def _margin_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> bool:
    """The lower row clears the floor only inside the speed model's error and the upper keeps the margin, within
    MARGIN_LEAD_TOLERANCE (BOTH_THIN_TOLERANCE when the lower row is tight on memory too)."""
    if f.floor <= 0:
        return False
    low_tps, _ = _speed(low)
    up_tps, _ = _speed(up)
    if not thin_per_user(low_tps, f.floor, PER_USER_ERROR) or thin_per_user(up_tps, f.floor, PER_USER_ERROR):
        return False
    band = BOTH_THIN_TOLERANCE if _tight(low) else MARGIN_LEAD_TOLERANCE
    return ratio <= (1 + band) * (1 + f.tie)


def _place_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> bool:
    if not f.place or up.users_nearness is None or low.users_nearness is None:
        return False
    return up.users_nearness < low.users_nearness and (f.place_band is None or ratio <= (1 + f.place_band) * (1 + f.tie))


def _cuda_rule(up: Candidate, low: Candidate, ratio: float) -> bool:
    return up.vendor != "AMD" and low.vendor == "AMD" and not rocm_saves_clearly(1.0, ratio, STACK_PREFERENCE)


def _pcie_group(c: Candidate) -> int:
    """The GPUs one copy is sharded over across PCIe (tools.ranking.pcie_group as the row reports it), 0 when none."""
    return c.layout.tp if c.layout.tp > 1 and c.interconnect == "pcie" else max(c.pcie_tp, 0)


def _spread_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> Rule | None:
    """tools.ranking.prefer_one_machine: a plan on fewer machines, or with a narrower PCIe tensor-parallel group, up to
    ONE_MACHINE_TOLERANCE dearer (one plain machine over several PCIe-TP machines up to SPREAD_BOTH_TOLERANCE)."""
    up_s, low_s = (up.instances, _pcie_group(up)), (low.instances, _pcie_group(low))
    if up_s >= low_s:
        return None
    both = low.instances > 1 and low_s[1] > 1 and up_s == (1, 0)
    cap = 1 + (max(ONE_MACHINE_TOLERANCE, SPREAD_BOTH_TOLERANCE) if both else ONE_MACHINE_TOLERANCE)
    if ratio > cap * (1 + f.tie):
        return None
    return "one_machine" if low.instances > up.instances else "simpler"


def _layout_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> Rule | None:
    """The ranking's own layout rules: one machine or no PCIe tensor parallelism (`_spread_rule`), then fewer GPUs that
    are no slower per user (tools.ranking.prefer_fewer_faster, up to FEWER_FASTER_BAND)."""
    spread = _spread_rule(up, low, ratio, f)
    if spread is not None:
        return spread
    up_tps, low_tps = up.per_user_tokens_per_s or 0.0, low.per_user_tokens_per_s or 0.0
    if _gpus(up) < _gpus(low) and up_tps >= low_tps > 0 and ratio <= (1 + FEWER_FASTER_BAND) * (1 + f.tie):
        return "fewer_gpus"
    return None


def _sooner_rule(hours: tuple[float | None, float | None], ratio: float, f: OrderFacts) -> bool:
    """A sized job over LONG_JOB_HOURS gives way to a plan MUCH_SOONER times sooner up to FEWER_FASTER_BAND dearer
    (tools.ranking.prefer_much_sooner)."""
    up_h, low_h = hours
    return bool(up_h and low_h and low_h > LONG_JOB_HOURS and up_h * MUCH_SOONER <= low_h
                and ratio <= (1 + FEWER_FASTER_BAND) * (1 + f.tie))


def _pick_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts) -> Rule | None:
    """The recommender's rules, which choose the pick last (tools.recommend: the users' place, the floor at full context,
    a roomy pool, the speed margin)."""
    if _place_rule(up, low, ratio, f):
        return "place"
    if _floor_rule(up, low, ratio, f):
        return "floor"
    if _tight(low) and not _tight(up) and (low.memory_thin or ratio <= TIGHT_GIVES_WAY * (1 + f.tie)):
        return "roomy"
    if _margin_rule(up, low, ratio, f):
        return "margin"
    return None


def deciding_rule(up: Candidate, low: Candidate, ratio: float, f: OrderFacts,
                  hours: tuple[float | None, float | None] = (None, None), *, first: bool = False) -> Rule:
    """The rule that puts `up` (dearer by `ratio`, its ranking figure ÷ the lower row's) above `low`, in the ranker's
    precedence; "tie" inside the price tie, "other" when no rule's facts and band explain the pair. The pick (`first`)
    is chosen last by the recommender's rules (`_pick_rule`), so for it they come first; the rows below keep the order
    of tools.ranking.rank's passes (one machine, no PCIe TP, fewer GPUs, much sooner, the CUDA preference), the
    recommender's rules after them, then no PCIe TP over 4+ cards. By hand: 1 × H100 $2.17 over 1 × A800 $1.08 (2.0×)
    with the A800 at 32.4 tok/s at full context against a stated 50 → "floor" (2.0 ≤ the 2× cap × 1.05); 1 × MI300X
    $2.39 first over 2 × A800 on TP 2 over PCIe at $2.16 (1.11×) with 16.1 tok/s at full context against the default
    20 → "floor" (the one-machine pass put the MI300X first, the CUDA preference put the A800 back, the floor rule
    chose the pick); the same pair lower in the table → "simpler" (1.11× ≤ 1.15 × 1.05); 8 × V100 on TP 8 over PCIe at
    1.5× → "pcie" (≤ 1.75×); 2 × H100 $2.60 over 1 × MI300X $2.39 (saves 8 %, under 15 %) → "cuda"; a sized job:
    8 × H200 $15 in 1.4 h over 1 × A100 $14 in 1.3 days (31 h ≥ 4 × 1.4 h, 1.07× ≤ 1.10 × 1.05) → "sooner"."""
    if ratio <= 1 + f.tie:
        return "tie"
    pick = _pick_rule(up, low, ratio, f) if first else None
    if pick is not None:
        return pick
    layout = _layout_rule(up, low, ratio, f)  # tools.ranking.rank's own passes order the rows below the pick
    if layout is not None:
        return layout
    if _sooner_rule(hours, ratio, f):
        return "sooner"
    if _cuda_rule(up, low, ratio):
        return "cuda"
    later = _pick_rule(up, low, ratio, f)
    if later is not None:
        return later
    if low.pcie_tp >= PCIE_SHARDING_WARNED and not up.pcie_tp and ratio <= PCIE_AVOID_RATIO * (1 + f.tie):
        return "pcie"
    return "other"


def _lead(i: int, j: int, rows: list[OrderRow], f: OrderFacts) -> Lead:
    up, low = rows[i], rows[j]
    ratio = up.key / low.key
    tps, full = _speed(low.candidate)
    hours = (up.hours, low.hours)
    return Lead(upper=i + 1, lower=j + 1, ratio=ratio,
                rule=deciding_rule(up.candidate, low.candidate, ratio, f, hours, first=i == 0), lower_tps=tps,
                full_context=full,
                gpus=(_gpus(up.candidate), _gpus(low.candidate)), pcie_group=_pcie_group(low.candidate),
                saving=1 - 1 / ratio,
                sooner=(low.hours / up.hours) if up.hours and low.hours else 0.0)


def order_leads(rows: list[OrderRow], shown: int, f: OrderFacts) -> list[Lead]:
    """For each of the first `shown` rows (in the table's order) placed above a cheaper row beyond the tie, the one
    lead that explains it: against the cheapest shown row below it, and for the first row, when no shown row is
    cheaper, against the cheapest row of the full table it was put above (a cheaper plan passed over). Empty when the
    shown rows are in price order up to the tie and the first row is the cheapest of all."""
    out: list[Lead] = []
    for i in range(min(shown, len(rows))):
        below = range(i + 1, min(shown, len(rows)))
        j = min(below, key=lambda k: (rows[k].key, k), default=None)
        if (j is None or rows[j].key * (1 + f.tie) >= rows[i].key) and i == 0:
            j = min(range(1, len(rows)), key=lambda k: (rows[k].key, k), default=None)
        if j is not None and rows[j].key > 0 and rows[i].key > rows[j].key * (1 + f.tie):
            out.append(_lead(i, j, rows, f))
    return out
