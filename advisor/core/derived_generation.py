"""A named generation model with no measured time of its own (IDM-VTON over SDXL, Mochi-1 against Wan2.1): the
per-item estimate tools.derived_generation derives, on the card that makes an item cheapest where the user is, and
the plan that follows (GPU-hours, cards for the stated window, the cost a day and a month, the stated budget).
Words in advisor/core/messages/derived_generation.py; figures from tools.derived_generation."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.derived_generation import CardRate, cheapest_per_item, estimate, item_plan
from tools.schema import Msg
from tools.wall_cards import wall_cards, wall_cards_msg
from tools.wording import money_text

# the card rates where the user is (or anywhere, when asked), and whether they are rented outside the user's place
Rates = Callable[[bool], tuple[list[CardRate], bool]]


def derived_lines(key: str, unit: str, backlog: float | None, daily: float | None, window: float | None,
                  rates: Rates | None, cur: str, month_budget: float | None, text: str = "") -> list[Msg] | None:
    """The estimate's plan for the daily count (else the backlog) on the card that makes an item cheapest where the
    user is (else anywhere, said), or None: no estimate for this family, no count, or no card that holds it is
    priced. `text`: a daily window said in it ("submit at 7 pm, need them by 7 am") is the wall (tools.clip_window), and
    the cards it names or its mainland place are sized on the same work (advisor.core.estimate_card_compare)."""
    from advisor.core.clip_window_read import daily_window
    from catalog.gpus import all_gpus
    from tools.generated_media import tflops_of

    est = estimate(key)
    n = daily or backlog
    win = daily_window(text) if daily else None
    window = win[0] if win else window
    if est is None or rates is None or not n:
        return None
    ref = tflops_of(all_gpus().get(est.card))
    options, away = rates(False)
    got = cheapest_per_item(options, est, ref)
    if got is None:  # no card that holds it rents where the user is: the cheapest anywhere, said as elsewhere
        options, away = rates(True)
        got = cheapest_per_item(options, est, ref)
    if got is None:
        return None
    o, secs = got
    plan = item_plan(n, secs, o.price, window, bool(daily), month_budget)
    walled = wall_cards(plan.gpu_hours, None, None) if not window and not daily else None
    if walled is not None:  # a backlog with no deadline: the cards for the assumed week (tools.wall_cards)
        plan = item_plan(n, secs, o.price, walled.hours, False, month_budget)
    money: Callable[[float | None], str | None] = lambda x: None if x is None else money_text(x, cur)  # noqa: E731
    args: dict[str, Any] = {
        "unit": unit, "n": n, "daily": bool(daily), "secs": secs, "card": o.card, "row": o.row, "price": money(o.price),
        "elsewhere": away, "base": est.base, "why": est.why, "k": est.k, "base_secs": est.base_seconds,
        "base_steps": est.base_steps, "base_size": est.base_size, "side": est.side, "steps": est.steps,
        "ref_secs": est.seconds, "ref_card": est.card, "source": est.source, "memory": est.from_memory,
        "gpuh": plan.gpu_hours, "cards": plan.cards,
        "window": plan.window, "stated": bool(window) or walled is not None, "used": money(plan.used), "held": money(plan.held),
        "used_month": money(plan.used_month), "held_month": money(plan.held_month), "budget": money(month_budget),
        "within": plan.within}
    from advisor.core.estimate_card_compare import compare_lines

    out = [Msg(code="dgen.plan", args=args)] + ([wall_cards_msg(walled, o.card, plan.gpu_hours)] if walled else [])
    if win:  # the stated window is the wall: its cards and both months (tools.clip_window.window_plan)
        out.append(window_msg(win, plan.gpu_hours, o.card, o.price, cur))
    return out + compare_lines(text, est, o, secs, n, plan.window, options, cur)


def window_msg(win: tuple[float, float, float], gpuh: float, card: str, price: float, cur: str) -> Msg:
    """The window line of a stated daily window (the held-model path's words: gen.video.window)."""
    from tools.clip_window import window_plan
    from tools.deadlines import clock_text

    plan = window_plan(gpuh, win[0], price)
    return Msg(code="gen.video.window", args={
        "start": clock_text(win[1]), "end": clock_text(win[2]), "hours": plan.window_h, "gpuh": gpuh, "cards": plan.cards,
        "gpu": card, "released": money_text(plan.released_month or 0.0, cur), "kept": money_text(plan.kept_month or 0.0, cur)})
