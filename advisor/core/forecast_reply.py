"""A named time-series forecasting model (Chronos, Chronos-Bolt: tools/forecast.py) answered as what it is — a batch of
inference, with a provisional one-small-card plan and a proposed node held against the need — before the LLM reading
can size it as a chat model's LoRA fine-tune."""

from __future__ import annotations

import re
from typing import Any

from tools.forecast import counted, days_of_history, forecast_lines, forecast_model
from tools.schema import Msg

# each SKU, store, sensor or meter forecast is one series ("forecast 50k SKUs daily", 5万个SKU的销量)
_SERIES = re.compile(r"(?i)([\d][\d,.]*)\s*(k|m|million|thousand)?\s+(?:[a-z/-]+\s+){0,2}"
                     r"(?:(?:time[\s-]?)?series|skus?\b|products\b|items\b|stores\b|sensors\b|meters\b)")
_HISTORY = re.compile(r"(?i)([\d.]+)\s*(years?|months?|days?|weeks?)\s+of\s+(?:daily\s+)?(?:history|data)")
# the Chinese count words as tools/forecast names them: 万 / 萬 ten_thousand, 千 thousand
_ZH_SERIES = re.compile(r"([\d.]+)\s*(?:(?P<ten_thousand>万|萬)|(?P<thousand>千))?\s*(?:条|條|个|個)?[\u3400-\u9fff]{0,6}?"
                        r"(?:序列|时间序列|時間序列|sku|SKU|商品|单品|單品|门店|門店|传感器|傳感器|电表|電錶|電表)")


def series_count(text: str) -> float | None:
    """The number of series said ("~2M store-SKU series", "200万条时间序列"); None when none is."""
    m = _SERIES.search(text or "") or _ZH_SERIES.search(text or "")
    if m is None:
        return None
    try:
        n = float(m.group(1).replace(",", ""))
    except ValueError:
        return None
    zh = next((k for k, v in m.groupdict().items() if v), None)
    return counted(n, zh or (m.group(2) or "").lower())


def history_days(text: str) -> float | None:
    """Daily steps of history said ("2 years of daily history" → 730); None when none is."""
    m = _HISTORY.search(text or "")
    if m is None:
        return None
    unit = m.group(2).lower().rstrip("s")
    return days_of_history(float(m.group(1)), unit)




def forecast_text(text: str, patch: Any, lang: str, currency: str | None = None) -> str | None:
    """The reply's text (bold head, bullets), or None when no Chronos model is named. `currency`: the answer's money
    when none is asked or budgeted (the LLM path's home currency: CNY in 简体, TWD / HKD in 繁體); every figure of the
    reply is in it, the rate said."""
    from catalog.gpus import all_gpus, resolve_gpu_name

    if forecast_model(text) is None:
        return None
    gpus = all_gpus()
    proposed = patch.gpu_preference or patch.checked_gpu  # "主管想租一台 8卡H100": a proposal read as the card checked
    name = resolve_gpu_name(proposed) if proposed else None
    count = patch.num_gpus or patch.checked_gpu_count
    card = gpus.get(name or "")
    l4 = gpus["L4"]
    lines = forecast_lines(text, series_count(text), history_days(text), count, card.name if card else None,
                           card.memory_gb if card else None, patch.deadline_hours, l4.bf16_tflops or 0.0)
    # no cloud (buy_server): a machine on the user's own site replaces any rental; else the place the data must stay
    # in, as every job's: it replaces the placeless pick
    cur = answer_money(patch, currency)
    here = Msg(code="forecast_place.onprem") if patch.buy_server and not patch.owned_gpus else _in_place(patch, cur)
    lines = lines if here is None else [m for m in lines if m.code != "forecast.pick"] + [here]
    money = _money(lines, patch, proposed, count, text, cur)  # the family said: its cheapest variant's row
    priced = bool(money) or (here is not None and here.code != "forecast_place.onprem")
    lines += money + (_rate_said(cur) if priced else [])  # a price shown: the rate it is converted at
    head, *rest = lines
    return f"**{head.text(lang)}**\n\n" + "\n".join(f"- {m.text(lang)}" for m in rest)


def answer_money(patch: Any, currency: str | None) -> str | None:
    """The currency the reply is priced in: the stated budget's, else the one asked or the reader's home currency."""
    budget = patch.budget or patch.budget_per_hour
    return budget.currency if budget is not None else currency


def _rate_said(currency: str | None) -> list[Msg]:
    """The rate a non-USD reply is converted at, with its date (catalog/data/fx.csv), as the LLM answer says it."""
    from advisor.core.service import usd_cny
    from catalog.places import fx_rate
    from tools.cost import fx_note

    rate = fx_rate(currency) if currency and currency != "USD" else None
    if rate is None or not rate.per_usd:
        return []
    per_usd = usd_cny() if currency == "CNY" else rate.per_usd
    return [fx_note(rate.code, per_usd, rate.as_of, rate.source, budget=False)]


def _money(lines: list[Msg], patch: Any, card: str | None, count: int | None, text: str,
           currency: str | None) -> list[Msg]:
    """The batch's money on the pick's card (one L4, the card its hours are timed on) each night and a month, and a
    proposed node over the span said ("running 24/7", "for a week", 租一週) beside it (tools.proposed_plan)."""
    from advisor.core.proposed_plan_read import plan_span
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus
    from tools.offers import named_cards
    from tools.proposed_plan import batch_money

    compute = next((m for m in lines if m.code == "forecast.compute"), None)
    hours = compute.args.get("hours") if compute is not None else None
    cur, fx = _display_currency(patch, currency)
    proposed = named_cards(card, all_gpus()) if card else ()
    return batch_money(catalog_rows()[0], ("L4",), float(str(hours)) if hours else None, proposed, count,
                       plan_span(text), cur, usd_cny(), fx)


def _in_place(patch: Any, currency: str | None) -> Msg | None:
    """The in-place pick or its absence (tools.forecast_place), in the stated budget's money."""
    from advisor.core.service import _display_currency, catalog_rows, usd_cny
    from catalog.gpus import all_gpus
    from catalog.places import gazetteer
    from tools.forecast_place import place_pick

    if not patch.regions:
        return None
    cur, fx = _display_currency(patch, currency)
    return place_pick(patch, all_gpus(), catalog_rows()[0], gazetteer(), cur, usd_cny(), fx)
