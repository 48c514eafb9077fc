"""A card the user named for an image or speech job (tools.media) where no machine of it is priced in the stated
place: what the card would do, so "4090 or H800 in mainland China?" gets each card's figures rather than nothing.
Each named card is priced where the catalog rents it (the cheapest row anywhere, said as a reference from another
place), and, where no row anywhere prices it, its speed alone (tools.media.card_rate: the card's own measurement, else
scaled from the measured card by dense FP16 tensor FLOPS) with the GPU-hours the stated work takes on it, for the user
to price on a local platform. Nothing is guessed: a card with neither a price nor a speed is said to have neither."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tools.media import MediaModel, MediaPlan, MediaRow, card_rate, holds, plan
from tools.schema import GPUSpec, InstanceRow, Msg, Workload


@dataclass(frozen=True)
class NamedCard:
    card: str  # the catalog card
    row: MediaRow | None  # the cheapest priced plan of it anywhere (a reference outside the stated place)
    seconds: float | None  # seconds a unit (an image) on it, at the stated size; None with no speed
    scaled: bool  # the speed scaled from the measured card (not measured on it)
    gpu_hours: float | None  # the stated work's GPU-hours on one such card (a day's images, or the batch)
    fits: bool  # its memory holds the model's 16-bit weights (tools.media.holds)


def named_card(m: MediaModel, w: Workload, g: GPUSpec, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
               units: float | None, pixels_factor: float, **kw: Any) -> NamedCard:
    """One named card: its cheapest priced plan anywhere (regions and providers dropped; `kw` as tools.media.plan's),
    its seconds an image (card_rate × the pixels factor of the stated size) and the GPU-hours of `units` images on it
    (units × seconds ÷ 3,600). By hand: 50,000 images a day at 1.46 s each → 50,000 × 1.46 / 3,600 = 20.3 GPU-hours."""
    anywhere = w.model_copy(update={"regions": None, "providers": None, "gpu_preference": g.name, "num_gpus": None})
    got = plan(m, anywhere, gpus, rows, **{**kw, "nearby": False})
    rate = card_rate(m, g, gpus)
    secs = rate[0] * pixels_factor if rate is not None and m.family != "speech" else None
    hours = units * secs / 3600 if units and secs else None
    return NamedCard(g.name, got.rows[0] if got is not None and got.rows else None, secs,
                     bool(rate and rate[1]), hours, holds(m, g))


def named_cards(m: MediaModel, w: Workload, names: list[str], gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                p: MediaPlan, units: float | None, **kw: Any) -> list[NamedCard]:
    """Each named card (catalog names) the plan `p` ranked no machine of, in the order named."""
    shown = {r.gpu for r in p.rows}
    return [named_card(m, w, gpus[n], gpus, rows, units, p.pixels_factor, **kw) for n in names
            if n in gpus and n not in shown]


def card_lines(cards: list[NamedCard], currency: str, places: list[Msg | str]) -> list[Msg]:
    """Each named card in words: its plan where it is rented (a reference from another place than `places`), else
    its speed and the work's GPU-hours to price locally, else that the catalog has neither for it."""
    from tools.media import _media_row

    return [Msg(code="named_card_media.card", args={
        "card": c.card, "row": _media_row(c.row, currency) if c.row is not None else None, "places": places,
        "secs": c.seconds, "scaled": c.scaled, "hours": c.gpu_hours, "fits": c.fits}) for c in cards]
