"""A user's claim that one named card beats another ("H20 is stronger than the H100", "聽說 H20 比 H100 還強"), checked
against the two cards' spec rows (catalog/data/gpus.csv: the vendor datasheet each row cites in its `source`).

Why: an expert corrects a false premise before answering on it ("H20 比 H100 還強，因為記憶體比較
大（96GB）" went uncorrected, and the answer never said the H20 is not rented out in Taiwan). "Stronger" is read as
compute, what training and prefill are bound by: the dense 16-bit tensor TFLOPS (tools.speed.peak_tflops, the one figure
the estimates run on). The claim is contradicted when the card said to be stronger has less of it; the line then gives
the three figures a buyer compares — compute, memory, memory bandwidth — for both cards, so a true part of the premise
(the H20's 96 GB and 4.0 TB/s beat the H100's 80 GB and 3.35 TB/s) is said too, with each row's source.

    stronger_claim(a, b) -> Msg | None        # a said to beat b; a Msg when the spec rows say otherwise
    offered_where(card, rows, ok) -> bool     # any priced, unquarantined row of the card that `ok` admits
    not_offered(card, regions, providers)     # the line saying so, the places in the answer's language
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tools.constraints import place_words
from tools.schema import GPUSpec, InstanceRow, Msg
from tools.speed import SpeedUnknown, peak_tflops


def _compute(g: GPUSpec) -> float | None:
    """Dense BF16 (else FP16) tensor TFLOPS of the spec row; None when the row has neither."""
    try:
        return peak_tflops(g, "bf16")
    except SpeedUnknown:
        return None


def stronger_claim(a: GPUSpec, b: GPUSpec) -> Msg | None:
    """`a` claimed stronger than `b`: a Msg with both cards' compute, memory and bandwidth when `a` has less dense
    16-bit compute than `b` (the claim is contradicted), else None (the rows do not contradict it, or lack a figure).
    H20 vs H100 SXM: 148 vs 989.5 TFLOPS → the H100 computes 989.5 / 148 = 6.7× more."""
    ca, cb = _compute(a), _compute(b)
    if ca is None or cb is None or ca >= cb or a.name == b.name:
        return None
    return Msg(code="card_claims.not_stronger", args={
        "a": a.name, "b": b.name, "a_tflops": ca, "b_tflops": cb, "ratio": cb / ca,
        "a_gb": a.memory_gb or 0.0, "b_gb": b.memory_gb or 0.0,
        "a_bw": (a.bandwidth_gb_s or 0.0) / 1000, "b_bw": (b.bandwidth_gb_s or 0.0) / 1000,
        "more_memory": bool(a.memory_gb and b.memory_gb and a.memory_gb > b.memory_gb),
        "a_source": a.source, "b_source": b.source})


def offered_where(card: str, rows: Iterable[InstanceRow], ok: Callable[[InstanceRow], bool]) -> bool:
    """Is any priced, unquarantined offer of `card` in the rows `ok` admits (the stated places and clouds)?"""
    return any(x.gpu == card and not x.quarantined and (x.price_on_demand or x.price_spot) and ok(x) for x in rows)


def not_offered(card: str, regions: list[str], providers: list[str]) -> Msg:
    """`card` has no priced offer in the stated places and clouds (offered_where False): the line, each place worded
    in the answer's language (tools.constraints.place_words: "tw" → Taiwan / 台湾)."""
    return Msg(code="card_claims.not_offered", args={"card": card, "places": [*place_words(regions), *providers]})
