"""A named DETR-family detector (RT-DETRv2, D-FINE, RF-DETR) on a camera fleet with its frame rate said: the plan
tools.detector_rows.camera_lines makes (frames a second, T4s at the per-frame time, the decode load, the month held,
the licence), in the answer's language and money — never "how many images a second?" when cameras × fps was given."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tools.schema import Workload

if TYPE_CHECKING:
    from tools.detector_rows import CardOffer


def detector_camera_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The camera plan's text; None when no DETR-family detector is named or no camera count and rate are said."""
    from advisor.core.detector_read import (
        camera_detector,
        camera_rate_or_assumed,
        daily_footage_window,
        people_detector,
        people_job,
    )

    named = camera_detector(text)
    det, rate = named or people_detector(text), camera_rate_or_assumed(text)
    if det is None or rate is None or daily_footage_window(text) is not None:  # stored footage: footage_read
        return None
    from advisor.core.detector_read import proposed_cards
    from tools.detector_rows import camera_lines, reid_line, reid_ms
    from tools.schema import Msg

    reid = people_job(text)[0]  # re-ID said: each person box embedded too (tools.detector_rows.reid_ms)
    cur, offers = card_offers(w, currency, ("T4", "L4"))
    said = proposed_cards(text)
    prop = card_offers(w, currency, (said[1],))[1] if said else []
    head, *rest = camera_lines(det[0], rate[0], rate[1], rate[2], offers, offers[0].fp16, cur,
                               (said[0], prop[0]) if said and prop else None, rate[3],
                               reid_ms(det[0]) if reid else 0.0)
    lead = ([Msg(code="det.people_default", args={"name": det[0].name})] if named is None else []) + (
        [reid_line(det[0])] if reid else [])
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in lead + rest)


def card_offers(w: Workload, currency: str | None, names: tuple[str, ...]) -> tuple[str, list[CardOffer]]:
    """(the answer's currency, each named card held in the catalog with its dense FP16 TFLOPS and its cheapest
    one-card row the workload's place and providers admit, with its price)."""
    from advisor.config import usd_cny
    from advisor.core.service import _display_currency, catalog_rows
    from catalog.gpus import UnknownGPU, all_gpus, resolve_gpu_name
    from catalog.places import gazetteer
    from tools.batch_filters import row_filter
    from tools.detector_rows import CardOffer
    from tools.generated_media import cheapest_one_card_row

    cur, fx = _display_currency(w, currency)
    gpus = all_gpus()  # the place, providers and marketplaces every job is held to (tools.batch_filters.RowFilter)
    filt = row_filter(w.model_copy(update={"gpu_preference": None}), gpus, 0.0, gazetteer())
    rows = [r for r in catalog_rows()[0] if r.price_scope == "instance" and not r.quarantined  # a whole machine's price
            and r.gpu in gpus and filt.admits(r, gpus[r.gpu])]
    out = []
    for name in names:
        try:
            gpu = resolve_gpu_name(name)
        except UnknownGPU:
            continue
        tf = gpus[gpu].fp16_tflops if gpu in gpus else None
        if tf:
            out.append(CardOffer(gpu, tf, cheapest_one_card_row(gpu, rows, cur, usd_cny(), fx)))
    return cur, out


def t4_price(w: Workload, currency: str | None) -> tuple[str, tuple[str, float] | None]:
    """(the answer's currency, the cheapest one-T4 row the workload's place and providers admit, with its price)."""
    cur, offers = card_offers(w, currency, ("T4",))
    return cur, offers[0].price if offers else None
