"""Live voice conversion (RVC v2, Seed-VC, so-vits-svc) read from the user's words — the streams ("200个主播",
"150 streamers", "80路"), the hours a day and the latency said ("延迟200ms以内", "under 250 ms") — and worded from
tools.voice_conversion's figures: streams, the latency checked, the month at the stated hours. No arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg
from tools.wording import money_text

STREAMS = re.compile(r"(?i)(\d[\d,]*)\s*(?:个|個|位|名)?\s*(?:主播|直播间|直播間|路|streamers?|live\s+streams?|streams|"
                     r"channels|hosts|vtubers?)")
LATENCY = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:ms|毫秒)")


def streams_said(text: str) -> float | None:
    m = STREAMS.search(text or "")
    return float(m.group(1).replace(",", "")) if m else None


def latency_said(text: str) -> float | None:
    m = LATENCY.search(text or "")
    return float(m.group(1)) if m else None


def vc_lines(text: str, hours: float | None, rows: list[Any], cur: str, usd_cny: float, fx: dict[str, float],
             mainland: bool) -> list[Msg] | None:
    """The answer's lines for a named voice-conversion model, head first (`hours`: the hours a day said, read by
    advisor.core.gen_family.hours_a_day); None when none is named."""
    from tools.voice_conversion import (
        card_month,
        cards_for,
        ceiling_month,
        network_budget_ms,
        pilot_row,
        stream_hours_month,
        streams_per_card,
        vc_model,
    )

    m = vc_model(text)
    if m is None:
        return None
    streams, target = streams_said(text), latency_said(text)
    out = [Msg(code="vc.head", args={"name": m.name, "licence": m.licence, "source": m.licence_source})]
    if target is not None:
        out.append(Msg(code="vc.latency", args={
            "target": target, "model": m.latency_ms, "said": m.latency_source,
            "net": network_budget_ms(target, m.latency_ms) if m.latency_ms is not None else None}))
    if not streams:
        return out + [Msg(code="vc.ask_streams", args={"name": m.name})]
    day = hours or 24.0
    per = streams_per_card(m.block_s, m.infer_ms) if m.block_s and m.infer_ms else None
    pick = pilot_row(rows, cur, usd_cny, fx)
    out.append(Msg(code="vc.load", args={"streams": streams, "hours": day, "hours_said": hours is not None,
                                         "stream_h": stream_hours_month(streams, day)}))
    if per is not None:
        out.append(Msg(code="vc.measured", args={"name": m.name, "per": per, "block": m.block_s, "infer": m.infer_ms,
                                                 "gpu": m.gpu, "cards": cards_for(streams, per)}))
    if pick is not None:
        gpu, row, price = pick
        out.append(Msg(code="vc.pilot", args={
            "name": m.name, "gpu": gpu, "row": row, "price": money_text(price, cur), "hours": day, "streams": streams,
            "card_month": money_text(card_month(price, day), cur),
            "ceiling": money_text(ceiling_month(streams, price, day), cur)}))
    else:
        out.append(Msg(code="vc.unpriced", args={"name": m.name}))
    out.append(Msg(code="vc.consent", args={"mainland": mainland}))
    return out
