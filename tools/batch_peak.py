"""A recurring classification or moderation batch with a stated peak ("most traffic 8–12 pm", 晚上8点到12点占六成,
晚上高峰): sized for the peak rate as well as the day's average — a day's rows spread over 24 hours fit on fewer cards
than the same rows arriving mostly in 4 evening hours with a result wanted within a minute. Pure arithmetic; the
card's rate is the batch pick's own (its rows over its card-hours, tools.recommend's throughput model).

- Average: the rows a day ÷ 86,400 s. Peak: the stated share of the day in the stated window (tools.traffic's
  BUSY_HOUR_SHARE_PCT of the day in one hour when only "peak" is said; MOST_SHARE when "most" is said with no share,
  assumed).
- Cards: the rate ÷ (the card's rows a second × PEAK_BUSY), rounded up; PEAK_BUSY is the busy share a live speech or
  image fleet is kept at (tools.media.STREAM_UTILISATION / PEAK_UTILISATION: the margin for bursts and a lost card).
- Cascade (an option, never the plan): a small classifier screens every row and the big model sees only the flagged
  share (SCREEN_SHARE, assumed: measure on a pilot) — the big model's cards at peak × that share; the small
  classifier's own cost is not sized here."""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.media import PEAK_UTILISATION
from tools.traffic import BUSY_HOUR_SHARE_PCT, SECONDS_PER_DAY

PEAK_BUSY = PEAK_UTILISATION  # 0.8
MOST_SHARE = 0.6  # "most traffic" in a window with no share said: assumed 60 % (more than half), say it
SCREEN_SHARE = 0.2  # the share a small screening classifier passes to the big model (assumed, measure on a pilot)


@dataclass(frozen=True)
class BatchPeak:
    """The day's rows, the peak's share and window, the rates (rows a second), the card's rate, and the cards at
    the average, at the peak and at the peak behind a screening classifier."""
    per_day: float
    share: float
    window_h: float
    avg_per_s: float
    peak_per_s: float
    card_per_s: float
    avg_cards: int
    peak_cards: int
    cascade_cards: int


def cards_at(rate_per_s: float, card_per_s: float, busy: float = PEAK_BUSY) -> int:
    """Cards that keep up with `rate_per_s` at ≤ `busy` of each card's rate. By hand: 83.3/s on cards of 66.9/s at
    0.8 → ⌈83.3 / 53.5⌉ = ⌈1.56⌉ = 2."""
    return max(1, math.ceil(rate_per_s / (card_per_s * busy) - 1e-9))


def batch_peak(per_day: float, share: float | None, window_h: float | None, rows_per_card_hour: float,
               screen: float = SCREEN_SHARE) -> BatchPeak:
    """The batch at its average and its peak (module notes). `share`/`window_h` None: the busiest hour's share of
    tools.traffic. By hand: 2,000,000 a day, 60 % in 4 h → 1,200,000 ÷ 14,400 s = 83.3/s (average 23.1/s); a card
    doing 2,000,000 rows in 8.3 card-hours → 240,964 an hour = 66.9/s → 1 card on average, 2 at peak; behind a
    screen passing 20 %: 16.7/s → 1 card."""
    s = share if share is not None else BUSY_HOUR_SHARE_PCT / 100
    h = window_h if window_h else 1.0
    avg, peak, card = per_day / SECONDS_PER_DAY, per_day * s / (h * 3600), rows_per_card_hour / 3600
    return BatchPeak(per_day, s, h, avg, peak, card, cards_at(avg, card), cards_at(peak, card),
                     cards_at(peak * screen, card))


def peak_job(per_day: float, share: float | None, window_h: float | None, job_hours: float, gpus: int,
             hourly: float | None, machines: int = 1) -> tuple[BatchPeak, float | None]:
    """batch_peak on the batch pick (the day's rows done in `job_hours` on `machines` machines of `gpus` cards each,
    `hourly` the whole pick's price) and the month with the peak's cards up round the clock at one card's share of
    that price (None: not priced). By hand: 2,000,000 rows in 8.3 h on 1 card → 240,964 an hour; 2 cards at peak ×
    $0.77 × 730 h = $1,124. 200,000 rows in 7.7 h on 8 machines of 1 card → 0.9 rows a second a card (not 7.2: the
    eight machines share the job)."""
    from tools.constants import HOURS_PER_MONTH

    cards = max(1, gpus) * max(1, machines)
    p = batch_peak(per_day, share, window_h, per_day / (job_hours * cards))
    month = hourly / cards * p.peak_cards * HOURS_PER_MONTH if hourly else None
    return p, month


@dataclass(frozen=True)
class DaySpan:
    """A daily batch whose items come in over a span of the day (集中在白天10小时): their rate over the span and the
    month with the pick up for the whole span each day (the items cannot be run before they arrive)."""
    per_day: float
    span_h: float
    per_s: float
    job_h: float
    month: float | None


def day_span(per_day: float, span_h: float, job_h: float, hourly: float | None) -> DaySpan:
    """The span's rate, per_day ÷ (span_h × 3,600 s), and the pick's month up for the span each day, hourly × span_h ×
    DAYS_PER_MONTH (None: not priced). By hand: 50,000 claim scans a day over 10 h → 1.39 a second; a ¥17.21/h pick
    that does the day in 4.1 h is still up 10 h a day: 17.21 × 10 × 30.4 = ¥5,232 a month (¥2,160 only if the day's
    scans are queued and run as one 4.1 h batch)."""
    from tools.constants import DAYS_PER_MONTH

    h = max(span_h, job_h)
    return DaySpan(per_day, span_h, per_day / (span_h * 3600), job_h,
                   hourly * h * DAYS_PER_MONTH if hourly else None)

