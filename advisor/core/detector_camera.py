"""A named DETR-family detector (RT-DETRv2, D-FINE, RF-DETR) on a camera fleet with its frame rate said: the plan
tools.detector_rows.camera_lines makes (frames a second, T4s at the per-frame time, the decode load, the month held,
the licence), in the answer's language and money — never "how many images a second?" when cameras × fps was given."""

from __future__ import annotations

from tools.schema import Workload


def detector_camera_text(w: Workload, text: str, lang: str, currency: str | None) -> str | None:
    """The camera plan's text; None when no DETR-family detector is named or no camera count and rate are said."""
    from advisor.core.detector_read import camera_detector, camera_rate, daily_footage_window

    det, rate = camera_detector(text), camera_rate(text)
    if det is None or rate is None or daily_footage_window(text) is not None:  # stored footage: footage_read
        return None
    from tools.detector_rows import camera_lines

    cur, price = t4_price(w, currency)
    head, *rest = camera_lines(det[0], rate[0], rate[1], rate[2], price, cur)
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def t4_price(w: Workload, currency: str | None) -> tuple[str, tuple[str, float] | None]:
    """(the answer's currency, the cheapest one-T4 row the workload's place and providers admit, with its price)."""
    from advisor.config import usd_cny
    from advisor.core.service import _display_currency, catalog_rows
    from tools.detector_rows import T4
    from tools.generated_media import cheapest_one_card_row

    cur, fx = _display_currency(w, currency)
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.batch_filters import row_filter

    gpus = all_gpus()  # the place, providers and marketplaces every job is held to (tools.batch_filters.RowFilter)
    filt = row_filter(w.model_copy(update={"gpu_preference": None}), gpus, 0.0, gazetteer())
    rows = [r for r in catalog_rows()[0] if r.price_scope == "instance" and not r.quarantined  # a whole machine's price
            and r.gpu in gpus and filt.admits(r, gpus[r.gpu])]
    return cur, cheapest_one_card_row(T4, rows, cur, usd_cny(), fx)
