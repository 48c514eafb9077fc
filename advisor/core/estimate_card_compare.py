"""A scaled video estimate (Mochi-1 from Wan2.1-14B × k) asked about other cards: each card the user names ("would
the L40S work, it's cheaper?", "换H20行不行") and, when the place said is mainland China ("国内租卡"), each China-market
card that holds the model (tools.compat.CHINA_MARKET_PARTS; the plan's priced card above stays a price reference, as
the LLM path sizes unpriced China-market cards), each on the same work: time a clip by dense BF16 TFLOPS, GPU-hours,
cards for the window, and the month where priced, else the break-even hour (tools.estimate_card_compare).
Words only; the words are in advisor/core/messages/estimate_card_compare.py."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg
from tools.wording import money_text

MAINLAND = re.compile(r"(?i)国内|國內|境内|境內|大陆|大陸|内地|內地|mainland(?:\s+china)?|\bin\s+china\b")


def _china_cards(gpus: dict[str, Any], min_gb: float) -> list[str]:
    """One catalog card a China-market part (its first variant in catalog order) that holds `min_gb`."""
    from tools.compat import CHINA_MARKET_PARTS, china_market_part

    out: list[str] = []
    for part in CHINA_MARKET_PARTS:
        got = [n for n, g in gpus.items() if china_market_part(n) and (n == part or n.startswith(part + " "))
               and (g.memory_gb or 0.0) >= min_gb]
        out += got[:1]
    return out


def compare_lines(text: str, est: Any, base: Any, base_secs: float, n: float, window: float, options: list[Any],
                  cur: str) -> list[Msg]:
    """The lines for each card named (other than the plan's `base` CardRate) and, in mainland China, each China-market
    card that holds the model; [] when none."""
    from advisor.core.named_card_media import cards_named
    from catalog.gpus import all_gpus
    from tools.compat import CHINA_MARKET_PARTS
    from tools.estimate_card_compare import compare_card
    from tools.generated_media import tflops_of

    gpus = all_gpus()
    china = MAINLAND.search(text or "") is not None
    named = [c for c in cards_named(text) if c != base.card and c in gpus]
    cards = list(dict.fromkeys(named + (_china_cards(gpus, est.min_gb) if china else [])))
    prices = {o.card: o.price for o in options}
    ref = tflops_of(gpus.get(est.card))
    out = [Msg(code="dgen.place", args={"cards": ", ".join(CHINA_MARKET_PARTS), "base_card": base.card})] if china else []
    for card in cards:
        if (gpus[card].memory_gb or 0.0) < est.min_gb:  # a card that cannot hold the model is said so, never timed
            out.append(Msg(code="dgen.card_small", args={"card": card, "memory": gpus[card].memory_gb or 0.0,
                                                         "need": est.min_gb}))
            continue
        got = compare_card(card, tflops_of(gpus[card]), prices.get(card), est.seconds, ref, n, window,
                           (base_secs, base.price))
        if got is None:
            continue
        out.append(Msg(code="dgen.card", args={
            "card": card, "base_card": base.card, "base_secs": base_secs, "base_tflops": base.tflops or 0.0,
            "tflops": tflops_of(gpus[card]) or 0.0, "secs": got.secs, "gpuh": got.gpu_hours, "window": got.window_h,
            "cards": got.cards, "price": None if got.price is None else money_text(got.price, cur),
            "released": None if got.released_month is None else money_text(got.released_month, cur),
            "kept": None if got.kept_month is None else money_text(got.kept_month, cur),
            "base_price": money_text(base.price, cur),
            "even": None if got.break_even is None else money_text(got.break_even, cur)}))
    return out
