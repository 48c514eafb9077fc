"""The time a proposed plan is held for, read from a message ("team wants to book 8x h100 for a week", "ops quoted an
8xA100 node running 24/7", 廠商建議租8張H100一週, 老板想租 4 张 A100 一个月), and that plan priced by
tools.proposed_plan from the rows the caller passes. Reading only: the figures are tools'."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from tools.schema import InstanceRow, Msg

_N_EN = {"a": 1.0, "an": 1.0, "one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "a couple of": 2.0}
# "for a week", "for 2 weeks", "for three days", "for a month"
SPAN_EN = re.compile(r"(?i)\bfor\s+(?:(?:the\s+)?(?:whole|full|entire)\s+)?(a\s+couple\s+of|an?|one|two|three|four"
                     r"|\d+(?:\.\d+)?)\s+(week|day|month)s?\b")
# 一週, 两周, 3天, 一个月, 一個月 right after the card ("28天预测" elsewhere is a horizon); "一周内完成" is a deadline
SPAN_ZH = re.compile(r"(?:(?P<one>一)|(?P<two>两|兩|二)|(?P<three>三)|(?P<four>四)|(?P<half>半)|(?P<num>\d+(?:\.\d+)?))"
                     r"\s*(?:个|個)?\s*(?:(?P<week>周|週|星期|礼拜|禮拜)|(?P<day>天|日)|(?P<month>月))"
                     r"(?!\s*(?:内|內|之内|之內|以内|以內|完成|跑完|训完|訓完))")
_ZH_N = {"one": 1.0, "two": 2.0, "three": 3.0, "four": 4.0, "half": 0.5}
ALWAYS = re.compile(r"(?i)24\s*/\s*7|\b24x7\b|\b7x24\b|7\s*[x×]\s*24|around\s+the\s+clock|round[-\s]the[-\s]clock"
                    r"|全天候|不停机|不停機|常驻|常駐")
_CARD_ZH = re.compile(r"(?i)(?:张|張|卡|台|片)\s*[a-z]*\s*[a-z]?\d{2,4}[a-z]*|[a-z]\d{2,4}[a-z]*")


def plan_span(text: str) -> tuple[float, str] | None:
    """The time a proposed plan is held for, as (count, unit): "for a week" (1, week), "for 3 days" (3, day), 24/7
    (1, always), 租8張H100一週 (1, week: within a few characters after the card); None when none is said."""
    t = text or ""
    m = SPAN_EN.search(t)
    if m is not None:
        word = re.sub(r"\s+", " ", m.group(1).lower())
        n = _N_EN.get(word)
        return (n if n is not None else float(word)), m.group(2).lower()
    for c in _CARD_ZH.finditer(t):
        z = SPAN_ZH.search(t[c.end():c.end() + 8])
        if z is not None:
            n = float(z.group("num")) if z.group("num") else next(v for k, v in _ZH_N.items() if z.group(k))
            return n, next(u for u in ("week", "day", "month") if z.group(u))
    if ALWAYS.search(t):
        return 1.0, "always"
    return None


def plan_msg(w: Any, text: str, rows: list[InstanceRow], currency: str, usd_cny: float, fx: Mapping[str, float],
             work_cost: float | None, pick_hourly: float | None,
             same: tuple[str, str, str, float] | None = None,
             default_span: tuple[float, str] | None = None, named: bool = False) -> Msg | None:
    """The proposed plan (`w.checked_gpu` × `w.checked_gpu_count`, else the card and count stated on `w`) priced for
    the span said (tools.proposed_plan.plan_cost); None without a card, a count, a span or a price."""
    from catalog.gpus import all_gpus
    from tools.offers import named_cards
    from tools.proposed_plan import plan_cost, plan_hours

    card = w.checked_gpu or w.gpu_preference
    count = w.checked_gpu_count or w.num_gpus
    span = plan_span(text) or default_span  # a service's machine with no span said is held as long as it: 24/7
    if not card or not count or span is None:
        return None
    cards = named_cards(card, all_gpus())
    if not cards:
        return None
    return plan_cost(rows, cards, count, plan_hours(*span), span[1], span[0], currency, usd_cny, fx, work_cost,
                     pick_hourly, same if same is not None and same[2] in cards else None,
                     named=named and same is not None and same[2] in cards)
