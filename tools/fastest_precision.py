"""Which serving precision leads when the user asked for the fastest and stated no precision.

Under "fastest" the objective is the speed each user sees (decode tokens/s at the stated load), within the stated
limits (place, providers, budget): the price is said beside the plan, and it decides only between plans as fast. The
precision is ours to choose when the user named none, so the 16-bit pick and the FP8-weights plan are both candidates:
FP8 weights halve the bytes each decode step reads (vLLM's FP8 docs: W8A8 on Hopper / Ada / Blackwell / MI300,
weight-only W8A16 Marlin kernels on Ampere; a T4 runs neither, so the FP8 re-run ranks only cards that do,
tools.compat) and lose about nothing on the published evaluations (Qwen3 / Llama-3.1 FP8 model cards: "nearly
identical to BF16"); the answer says the change with its quality caveat and the 16-bit plan beside it.

The rule (`fastest_precision_leads`): the lower-precision plan leads when it is faster per user beyond the ranking's
5 % tie (tools.ranking.TIE: the speed estimates are no finer); dearer only where it climbs the price/speed frontier
as the 16-bit ranking does (each doubling of the hourly price buys at least the caller's `gain_bar`,
tools.recommend.FASTEST_GAIN_PER_DOUBLING, in per-user speed); as fast (within the tie) only when cheaper by more than
the tie; slower never. INT4 is a candidate only where the user allows quantisation: no stated
precision reads as no such leave, so only FP8 is tried. Kept as 16-bit: a stated precision, a model whose card warns
against quantising it (ModelArch.no_quantise).

`speed_compared` words two per-user speeds for a headline: "faster" / "slower" beyond the tie, "as_fast" within it,
never "as fast" for 36 against 20 tok/s.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from tools.ranking import TIE
from tools.schema import Candidate, ModelArch, Msg, Resolved


def speed_compared(tps: float | None, pick_tps: float | None) -> str | None:
    """"faster", "slower" or "as_fast": `tps` against `pick_tps` per user, "as_fast" only within TIE of it (either
    way); None when either speed is unknown. Worked: 36 against 20 tok/s is "faster" (1.8 ×); 19.5 against 20 is
    "as_fast" (2.5 % apart); 14 against 20 is "slower"."""
    if not tps or not pick_tps:
        return None
    if tps > pick_tps * (1 + TIE):
        return "faster"
    if tps < pick_tps * (1 - TIE):
        return "slower"
    return "as_fast"


def fastest_precision_leads(arch: ModelArch, stated: str | None, serving: bool, lever: tuple[str, float, float | None],
                            pick: tuple[float, float | None], gain_bar: float = 0.0) -> bool:
    """Does the lever's plan (`lever`: its weight precision, hourly price and per-user tokens/s) lead over the pick
    (`pick`: its hourly price and per-user tokens/s) under "fastest"? Only with no stated precision, a served model, no
    quantisation warning on its card, not INT4 (no leave to quantise was given); then when faster per user beyond TIE,
    or as fast (within TIE) and cheaper by more than TIE by the hour; a dearer, faster lever only where its speed
    gained per doubling of the price (`gain_per_doubling`) reaches `gain_bar`.
    Worked: a 16-bit pick at 20 tok/s for $144/h against FP8 at 36 tok/s for $8.7/h: faster and cheaper, leads; FP8
    at 40 tok/s for $60/h against 16-bit at 30 tok/s for $40/h: faster, leads though dearer; FP8 at 30.5 tok/s for
    $45/h against 30 tok/s for $40/h: as fast and dearer, the pick stays; FP8 at 33 tok/s for $160/h against 30 tok/s
    for $40/h: 10 % faster over two doublings (≈ 4.9 % a doubling), under a 10 % bar: the pick stays."""
    precision, price, tps = lever
    pick_price, pick_tps = pick
    if stated is not None or not serving or arch.no_quantise or precision in ("awq", "gptq", "int4"):
        return False
    said = speed_compared(tps, pick_tps)
    if said == "faster":
        return price <= pick_price or gain_per_doubling((pick_price, pick_tps or 0.0), (price, tps or 0.0)) >= gain_bar
    return said == "as_fast" and 0 < price < pick_price * (1 - TIE)


def gain_per_doubling(pick: tuple[float, float], lever: tuple[float, float]) -> float:
    """Per-user speed gained per doubling of the hourly price from `pick` to the dearer `lever` (each: price, tokens/s):
    (tps_lever / tps_pick) ^ (1 / log2(price_lever / price_pick)) − 1, unbounded where it costs no more (the measure
    of tools.recommend.fastest_knee). Worked: 20 → 36 tok/s for $8 → $16/h: 80 % a doubling."""
    (p0, s0), (p1, s1) = pick, lever
    doublings = math.log2(p1 / p0) if p0 > 0 and p1 > 0 else 0.0
    if doublings <= 1e-9:
        return math.inf
    return float((s1 / (s0 or 1.0)) ** (1 / doublings)) - 1


def fastest_lead(arch: ModelArch, stated: str | None, levers: Sequence[tuple[Msg, Resolved]],
                 rerun: Callable[[Resolved], Candidate | None], pick: tuple[float, float | None], gain_bar: float = 0.0
                 ) -> tuple[Candidate, Msg, Resolved] | None:
    """The lever (label, workload) whose re-run (`rerun`: its first row, None where no card runs it) leads under
    "fastest" (`fastest_precision_leads`), the fastest of those (then the cheaper); None where none does."""
    best: tuple[Candidate, Msg, Resolved] | None = None
    for label, w in levers:
        c = rerun(w)
        if c is None or not fastest_precision_leads(arch, stated, True, (w.precision, c.price_per_hour.amount,
                                                                         c.per_user_tokens_per_s), pick, gain_bar):
            continue
        key = (c.per_user_tokens_per_s or 0.0, -c.price_per_hour.amount)
        if best is None or key > (best[0].per_user_tokens_per_s or 0.0, -best[0].price_per_hour.amount):
            best = (c, label, w)
    return best


def fastest_route_args(c: Candidate, pick: tuple[float, float | None]) -> dict[str, object]:
    """The route headline's comparison of the lead `c` with the 16-bit pick (`pick`: its price and per-user speed):
    both speeds, the word (`speed_compared`) and the price as a share of the pick's."""
    price, tps = pick
    return {"tps": c.per_user_tokens_per_s, "pick_tps": tps, "speed": speed_compared(c.per_user_tokens_per_s, tps),
            "share": c.price_per_hour.amount / price if price else 0.0}
