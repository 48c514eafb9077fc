"""The stated daily window of a non-LLM batch said as its wall (tools.batch_window, tools.clip_window): the window's
line ("gen.video.window": cards = ⌈GPU-hours ÷ window hours⌉, the month released after each window and kept on 730 h)
under the batch's "every day" line. Words only; the window is read by advisor.core.clip_window_read.daily_window."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg


def window_msg(text: str, period: str | None, gpu_hours: float | None, row: Any, cur: str) -> Msg | None:
    """The window's line for a daily batch whose message states a daily window; None otherwise (no window said, a
    one-off or weekly job, an endpoint)."""
    from advisor.core.clip_window_read import daily_window
    from tools.batch_window import batch_window
    from tools.deadlines import clock_text
    from tools.wording import money_text

    win = daily_window(text) if period == "day" and row is not None else None
    plan = batch_window(gpu_hours, win[0], row) if win is not None else None
    if plan is None or win is None:
        return None
    return Msg(code="gen.video.window", args={
        "start": clock_text(win[1]), "end": clock_text(win[2]), "hours": plan.window_h, "gpuh": gpu_hours,
        "cards": plan.cards, "gpu": row.gpu, "run_h": plan.run_h, "bare": plan.bare_cards,
        "released": None if plan.released_month is None else money_text(plan.released_month, cur),
        "kept": None if plan.kept_month is None else money_text(plan.kept_month, cur)})


def with_window(lines: list[Msg], text: str, period: str | None, gpu_hours: float | None, row: Any,
                cur: str) -> list[Msg]:
    """The lines with the window's line after the batch's "every day" line (embedding.recurring), else after the
    headline; the lines as they are when no daily window is said."""
    got = window_msg(text, period, gpu_hours, row, cur)
    if got is None or not lines:
        return lines
    at = next((i + 1 for i, x in enumerate(lines) if x.code == "embedding.recurring"), 1)
    return [*lines[:at], got, *lines[at:]]


def card_window_msgs(text: str, daily: bool, gpu_hours: float | None, card: str | None, price: float | None,
                     cur: str) -> list[Msg]:
    """The window's line for a daily job sized on one pilot card at its hourly price (advisor.core.item_compute's OCR
    and detection estimates, advisor.core.nonllm_jobs' timed jobs); [] when no daily window is said."""
    from types import SimpleNamespace

    row = SimpleNamespace(gpu=card or "GPU", gpus=1, machines=1, price=price)
    got = window_msg(text, "day" if daily else None, gpu_hours, row, cur) if card else None
    return [got] if got is not None else []
