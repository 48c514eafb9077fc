"""An image or speech job whose named card has no machine in the stated place ("国内租4090划算还是H800划算"): the plan
without that card in the place (tools.media.without_stated_card, led by why not), and each card the user named priced
where the catalog rents it, or its speed and GPU-hours where no row prices it (tools.named_card_media) — never the
bare "no machine" an empty plan gave, neither for a daily service nor a batch."""

from __future__ import annotations

import contextlib
import re
from typing import Any

from tools.schema import Msg, Workload


def cards_named(text: str) -> list[str]:
    """The catalog cards named in `text`, in order, once each (a family name as its first variant: "A100" → its first
    catalog row, as tools.offers.named_cards lists them)."""
    from advisor.core.extract_rules import gpu_pattern
    from catalog.gpus import UnknownGPU, all_gpus, preference_name
    from tools.offers import named_cards

    gpus, out = all_gpus(), []
    for m in gpu_pattern().finditer(text or ""):
        with contextlib.suppress(UnknownGPU):
            found = named_cards(preference_name(re.sub(r"\s+", "", m.group(1))), gpus)
            if found and found[0] not in out:
                out.append(found[0])
    return out


def stated_card_fallback(m: Any, p: Any, workload: Workload, rows: list[Any], kw: dict[str, Any], text: str,
                         units: float | None) -> tuple[list[Msg], Any, Workload] | None:
    """(the lines before the answer, the plan to answer with, the workload it was made on) when the plan `p` ranked
    nothing and a card was named; None otherwise. The plan is the one without the stated card in the stated place
    (its reason first); each other card named gets its own line (tools.named_card_media.card_lines). `units`: the
    work in images (a day's, or the batch's) that each card's GPU-hours are given for."""
    from catalog.gpus import all_gpus
    from tools.constraints import place_words
    from tools.media import without_stated_card
    from tools.named_card_media import card_lines, named_cards
    from tools.offers import named_cards as preferred

    if p is None or p.rows or not workload.gpu_preference:
        return None
    gpus = all_gpus()
    alt = without_stated_card(m, workload, gpus, rows, **kw)
    said = set(preferred(workload.gpu_preference, gpus)) if alt is not None else set()
    names = cards_named(text) or list(preferred(workload.gpu_preference, gpus))[:1]
    base = alt[1] if alt is not None else p
    # the stated card's own memory verdict leads (alt[0]); its line adds where it is priced, when it holds the model
    got = [c for c in named_cards(m, workload, names, gpus, rows, base, units, **kw) if c.fits or c.card not in said]
    lines = card_lines(got, p.currency, place_words(list(workload.regions or [])))
    if alt is None:
        return (lines, p, workload) if lines else None
    return [alt[0], *lines], alt[1], workload.model_copy(update={"gpu_preference": None, "num_gpus": None})


def compared_card_lines(m: Any, p: Any, workload: Workload, rows: list[Any], kw: dict[str, Any], text: str,
                        units: float | None) -> list[Msg]:
    """Two or more cards named as a choice ("4090 or H800?", "H800还是L20") beside a plan that ranks neither: each one's
    line (priced where rented, else its speed and the GPU-hours of `units` images),
    so the choice asked is answered beside the pick; [] when fewer than two cards are named or the plan shows them all."""
    from catalog.gpus import all_gpus
    from tools.constraints import place_words
    from tools.named_card_media import card_lines, named_cards

    names = cards_named(text)
    if p is None or not p.rows or len(names) < 2:
        return []
    got = named_cards(m, workload, names, all_gpus(), rows, p, units, **kw)
    return card_lines(got, p.currency, place_words(list(workload.regions or [])))
