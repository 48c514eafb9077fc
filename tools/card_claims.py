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
    listed_nowhere(names, rows, ok, card, …)  # the stated clouds / places list no row of the card at all: what they do
    host_memory_claim(card, stated_gb)        # a Grace superchip's CPU memory counted as GPU memory: a Msg
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable

from tools.constraints import place_words
from tools.schema import GPUSpec, InstanceRow, Msg
from tools.speed import SpeedUnknown, peak_tflops

# A Grace superchip's CPU memory, which users add to the GPU's HBM ("96gb hbm plus 480gb memory", "576GB 统一内存"):
# (LPDDR5X GB per Grace CPU, its bandwidth GB/s, NVLink-C2C GB/s both ways together, GPUs sharing that Grace CPU).
# NVIDIA GH200 Grace Hopper Superchip datasheet: "up to 480GB LPDDR5X", "up to 512 GB/s" CPU memory bandwidth,
# NVLink-C2C 900 GB/s (bidirectional, 450 GB/s each way); NVIDIA GB200 NVL72 datasheet (the GB200 superchip: one
# Grace, two Blackwell GPUs, "up to 480GB LPDDR5X", 512 GB/s, NVLink-C2C 900 GB/s); GB300 NVL72 the same Grace
# (NVIDIA GB300 NVL72 page: "up to 17 TB LPDDR5X" over 36 Grace CPUs ≈ 480 GB each).
GRACE_HOST_MEMORY: dict[str, tuple[float, float, float, int]] = {
    "GH200": (480.0, 512.0, 900.0, 1),
    "GB200": (480.0, 512.0, 900.0, 2),
    "GB300": (480.0, 512.0, 900.0, 2),
}
GRACE_HOST_SOURCE = {"GH200": "NVIDIA GH200 Grace Hopper Superchip datasheet", "GB200": "NVIDIA GB200 NVL72 datasheet",
                     "GB300": "NVIDIA GB300 NVL72 page"}


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


def _snapshot(source: str) -> str:
    """A row's source as its snapshot's short label: a SkyPilot file and commit ("SkyPilot catalogs/v7/aws/vms.csv
    @001367d2"), else the source up to its first ": " or ";" (a document's title), at most 90 characters."""
    m = re.search(r"= (\S+) @(\w+)", source)
    if "SkyPilot catalog" in source.split(";")[0] and m is not None:
        return f"SkyPilot {m.group(1)} @{m.group(2)}"
    head = re.split(r": |; ", source, maxsplit=1)[0].strip()
    head = head.split(", ")[0] if len(head) > 60 else head  # a title, not its section path
    return head if len(head) <= 90 else head[:89] + "…"


def _dated(x: InstanceRow) -> str:
    """The row's price date: its as_of, else the date its source says it was copied on ("copied 2026-11-30"), else ""."""
    m = re.search(r"copied (\d{4}-\d{2}-\d{2})", x.source)
    return x.as_of or (m.group(1) if m else "")


def listed_nowhere(names: Collection[str], rows: Iterable[InstanceRow], ok: Callable[[InstanceRow], bool],
                   card: str, providers: list[str], regions: list[str]) -> Msg | None:
    """The stated clouds and places (`ok`) list no row of the stated card (`names`: every catalog card it admits, "H100"
    → SXM, PCIe, NVL), priced or not, while they do list priced machines of other cards: the card is not on offer
    there in the catalog, said as the catalog's fact with its snapshot (source label, price date) and the cards it
    does list there, never "only a price is missing, import a quote" (an L40S asked of AWS Sydney: ap-southeast-2
    lists g4dn T4, g5 A10G, g6 L4, p3 V100, p4d A100, p5 H100 — no g6e). None when the card is listed there (priced
    or not: the unpriced path says the quote is what is missing) or when nothing there is priced (a cloud the catalog
    holds no prices for: its own path)."""
    there = [x for x in rows if ok(x)]
    if not there or any(x.gpu in names for x in there):
        return None
    priced = [x for x in there if not x.quarantined and (x.price_on_demand or x.price_spot)]
    if not priced:
        return None
    labels = Counter(_snapshot(x.source) for x in priced if x.source)
    dates = sorted({d for x in priced if (d := _dated(x))})
    cards = Counter(x.gpu for x in there if x.gpu and not x.quarantined)
    where = Msg(code="card_claims.where_both", args={"providers": providers, "places": place_words(regions)}) \
        if providers and regions else Msg(code="card_claims.where_cloud", args={"providers": providers}) if providers \
        else Msg(code="card_claims.where_place", args={"places": place_words(regions)})
    dated = Msg(code="card_claims.snapshot_of", args={"date": dates[0] if len(dates) == 1 else f"{dates[0]} … {dates[-1]}"})
    return Msg(code="card_claims.listed_nowhere", args={
        "card": card, "where": where, "sources": [s for s, _ in labels.most_common(2)],
        "as_of": dated if dates else None, "cards": sorted(cards, key=lambda c: -cards[c])[:8]})


def grace_family(card: GPUSpec) -> str | None:
    """The Grace superchip family a catalog card belongs to ("GH200 (96GB HBM3)" → "GH200"), else None."""
    return next((k for k in GRACE_HOST_MEMORY if k in card.name.upper()), None)


def host_memory_claim(card: GPUSpec, stated_gb: list[float], memory_word: bool) -> Msg | None:
    """A Grace superchip named with a memory figure above its HBM (`stated_gb`: "96gb hbm plus 480gb memory" → 480;
    "576GB" → 576) or with its CPU memory named (`memory_word`: LPDDR, unified memory, 统一内存): the CPU's LPDDR5X
    counted as GPU memory. The line says which memory is which: the HBM the GPU serves from, and the Grace CPU's
    LPDDR5X the GPU reaches over NVLink-C2C, at its bandwidth against the HBM's. By hand, GH200 96 GB: HBM3 4,000
    GB/s against LPDDR5X 512 GB/s → 4,000 ÷ 512 = 7.8× slower; a decode step that reads its KV cache there slows
    by about that much for the share it reads. None for a card that is no Grace superchip (a Mac's unified memory is
    the GPU's own memory: tools.owned_device), or when nothing above the HBM was said."""
    family = grace_family(card)
    hbm = card.memory_gb or 0.0
    if family is None or hbm <= 0:
        return None
    above = [g for g in stated_gb if g > hbm * 1.2]
    if not above and not memory_word:
        return None
    host_gb, host_bw, c2c, sharing = GRACE_HOST_MEMORY[family]
    hbm_bw = card.bandwidth_gb_s or 0.0
    return Msg(code="card_claims.host_memory", args={
        "card": card.name, "family": family, "hbm_gb": hbm, "hbm_tb_s": hbm_bw / 1000, "host_gb": host_gb,
        "host_gb_s": host_bw, "c2c_each": c2c / 2, "sharing": sharing,
        "slower": hbm_bw / host_bw if hbm_bw else 0.0, "source": GRACE_HOST_SOURCE[family]})
