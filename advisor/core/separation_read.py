"""The stem-separation line of a non-LLM plan: tools.separation_speed's sized job (GPU-hours range, cards, cost,
storage) as a Msg, its money in the user's currency; no arithmetic here."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg
from tools.wall_cards import wall_cards_msg
from tools.wording import money_text

FT = re.compile(r"(?i)htdemucs_ft|demucs[\s_-]*ft\b")
TWO_STEMS = re.compile(r"(?i)伴奏|accompaniment|instrumental|karaoke|去人[声聲]|消音|2\s*stems?|two\s+stems"
                       r"|人[声聲].{0,6}(?:和|跟|與|与|及|/)")


def separation_line(key: str, text: str, audio_h: float | None, window_h: float | None, p: Any, cur: str) -> list[Msg]:
    """`p` is the pilot pick (card, row, price an hour, elsewhere) or None; none when no speed is held for `key`."""
    from tools.separation_speed import separation_plan

    plan = separation_plan(key, audio_h, window_h, p[2] if p else None, ft=FT.search(text or "") is not None,
                           two_stems=TWO_STEMS.search(text or "") is not None)
    if plan is None:  # no speed held (an unheld splitter): the stems' storage still follows from the hours
        from tools.separation_speed import stems_tb

        stems = 2 if TWO_STEMS.search(text or "") else 4
        return [Msg(code="sep.store", args={"stems": stems, "tb": stems_tb(audio_h, stems)})] if audio_h else []
    return [Msg(code="sep.speed", args={
        "low": plan.low, "high": plan.high, "on": plan.card, "source": plan.source, "ft": plan.ft,
        "gpuh_low": plan.gpuh_low, "gpuh_high": plan.gpuh_high, "cards": plan.cards, "window": window_h,
        "cost_low": money_text(plan.cost_low, cur) if plan.cost_low is not None else None,
        "cost_high": money_text(plan.cost_high, cur) if plan.cost_high is not None else None,
        "card": p[0] if p else None})] + ([wall_cards_msg(plan.wall, p[0] if p else None, plan.gpuh_high)]
                                         if plan.wall is not None else []) + [
        Msg(code="sep.store", args={"stems": plan.stems, "tb": plan.storage_tb})]
