"""The peak-to-average factor of a daily image or video count said to have a busy period ("6,000 images a day,
busiest at lunch", 每天8000张 晚上最忙, "evenings heavy"): such a count is a service used through the day and sized on
its busy period's rate, never one day's batch.

- A stated share of the day in a stated window ("60% between 6 and 10 pm", 晚上7点到10点占一半): the window's rate
  ÷ the day's 24-hour average = share × 24 ÷ window hours.
- A busy period said with no share or window: the house's busiest-hour factor (tools.traffic.busy_hour_factor,
  BUSY_HOUR_SHARE_PCT of the day in one hour = 2.4×, the expert keys' figure), said as assumed."""

from __future__ import annotations

from tools.traffic import busy_hour_factor


def busy_factor(share: float | None, window_h: float | None) -> float:
    """The busy period's rate ÷ the day's average rate. By hand: 50 % of the day in 3 h → 0.5 × 24 ÷ 3 = 4.0×;
    60 % in 4 h → 0.6 × 24 ÷ 4 = 3.6×; no share or window said → busy_hour_factor() = 0.10 × 24 = 2.4×. A stated
    share that is no busier than the average (30 % in 12 h = 0.6×) is floored at 1: the day's average is the least a
    service keeps up with."""
    if not share or not window_h:
        return busy_hour_factor()
    return max(1.0, round(share * 24 / window_h, 6))


def working_window_factor(window_h: float) -> float:
    """The peak-to-average factor of a day's count said to come mostly in a working window ("3,000 PRs a day, mostly
    9-6", 主要在朝九晚六): the day's requests spread over the window's hours, its rate ÷ the day's 24-hour average =
    24 ÷ window hours, never below the busiest-hour factor a day with no window is sized at (busy_hour_factor, 2.4×).
    By hand: 9 h (9:00–18:00) → 24 ÷ 9 = 2.67×, so 3,000 a day → 3,000 ÷ 9 h = 333 an hour = 0.093/s (the 10 % busiest
    hour gave 300 an hour, under the window's own average); 8 h → 3.0×; a 12 h window → 2.0×, kept at 2.4×."""
    if window_h <= 0:
        return busy_hour_factor()
    return max(busy_hour_factor(), round(24 / window_h, 6))
