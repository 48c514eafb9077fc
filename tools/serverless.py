"""A service asked for as serverless / scale-to-zero: what it is billed a day and how long its first answers wait.

A scale-to-zero GPU worker is billed by the second while it is up: each request's own time, the idle window it stays
warm for after a request (the provider's idle timeout), and a cold start whenever a request finds it down: the
weights read from a network volume plus the engine's start (vLLM's CUDA graphs and warm-up). Requests arrive at
random (Poisson) inside the service's hours, so a gap longer than the idle timeout, probability exp(−T/gap), finds
the worker cold.

By hand (Llama-3.3-70B FP8, 73 GB; 40 requests over 9 office hours; each ≈ 19 s; 5 min idle timeout; $2.17/h):
* cold start: 73 GB at 0.5–2 GB/s + 30–60 s engine start ≈ 1.1–3.4 min (the expert key: 1–4 min)
* mean gap 9 h × 60 / 40 = 13.5 min → exp(−5/13.5) = 0.69 → ≈ 28 cold first answers a day
* billed a day: 40 × 19 s + 28 × 1.1–3.4 min + 40 × 13.5 × (1 − 0.69) min of warm idle ≈ 0.2 + 0.5–1.6 + 2.8 h
  ≈ 3.5–4.6 GPU-h → × 21.7 working days × $2.17 ≈ $165–215 a month, against ≈ $425 for the same card kept up
  in office hours (196 h) with no cold starts; the two bills meet near ≈ 150 requests a day at this timeout
  (break_even_requests).
Sources: RunPod Serverless (idle timeout, FlashBoot), Modal (scaledown_window) docs; network-volume reads 0.5–2 GB/s.
"""

from __future__ import annotations

import math

from tools.constants import SECONDS_PER_HOUR
from tools.schema import Msg
from tools.wording import money_text

LOAD_GB_PER_S_RANGE = (2.0, 0.5)  # a network volume or the Hub cache, fast to slow (GB/s)
ENGINE_START_S_RANGE = (30.0, 60.0)  # vLLM's start beside the read: CUDA graphs, warm-up, the KV pool
IDLE_TIMEOUT_S = 300.0  # the warm window after each request assumed (providers let you set it; 5 s–10 min)


def cold_start_s(weights_gb: float) -> tuple[float, float]:
    """Seconds from a request to a cold worker's first token beyond its own: weights ÷ read speed + engine start,
    fast and slow ends. 73 GB: 73 / 2 + 30 ≈ 67 s to 73 / 0.5 + 60 ≈ 206 s."""
    fast, slow = LOAD_GB_PER_S_RANGE
    return weights_gb / fast + ENGINE_START_S_RANGE[0], weights_gb / slow + ENGINE_START_S_RANGE[1]


def cold_share(requests_a_day: float, hours_a_day: float, idle_timeout_s: float = IDLE_TIMEOUT_S) -> float:
    """The share of requests that find the worker down: a Poisson gap longer than the idle timeout,
    exp(−T / mean gap). 40 over 9 h, T = 5 min: exp(−300 / 810) = 0.69."""
    gap = hours_a_day * SECONDS_PER_HOUR / max(requests_a_day, 1e-9)
    return math.exp(-idle_timeout_s / gap)


def billed_hours_a_day(requests_a_day: float, hours_a_day: float, request_s: float, weights_gb: float,
                       idle_timeout_s: float = IDLE_TIMEOUT_S) -> tuple[float, float]:
    """GPU-hours a day billed (fast and slow cold starts): each request's own seconds on a worker of its own (a
    serverless queue scales workers with the requests in flight and bills each: 5,000 × 19 s ≈ 26 GPU-h, unbatched),
    the cold starts, and the warm idle after each request, E[min(gap, T)] = gap × (1 − exp(−T / gap)) for exponential
    gaps, at most the service's hours."""
    gap = hours_a_day * SECONDS_PER_HOUR / max(requests_a_day, 1e-9)
    share = cold_share(requests_a_day, hours_a_day, idle_timeout_s)
    idle = hours_a_day * SECONDS_PER_HOUR * (1 - math.exp(-idle_timeout_s / gap))  # N × gap × (1 − e^(−T/gap)), N × gap = H
    lo, hi = cold_start_s(weights_gb)
    base = requests_a_day * request_s + idle
    return (base + requests_a_day * share * lo) / SECONDS_PER_HOUR, (base + requests_a_day * share * hi) / SECONDS_PER_HOUR


def break_even_requests(hours_a_day: float, request_s: float, weights_gb: float,
                        idle_timeout_s: float = IDLE_TIMEOUT_S) -> int | None:
    """The requests a day at which the serverless bill (slow cold starts) reaches the same card kept up for the
    service's hours: the smallest count, by doubling then bisection, whose billed hours × GPUs reach hours_a_day ×
    GPUs. None when even a warm worker all day stays under it (it cannot: the idle window fills the day)."""
    def over(n: float) -> bool:
        return billed_hours_a_day(n, hours_a_day, request_s, weights_gb, idle_timeout_s)[1] >= hours_a_day

    hi = 1.0
    while not over(hi):
        hi *= 2
        if hi > 1e7:
            return None
    lo = hi / 2
    while hi - lo > 1:
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if over(mid) else (mid, hi)
    return math.ceil(hi)


def serverless_said(requests_a_day: float, hours_a_day: float, days_a_month: float, request_s: float,
                    weights_gb: float, gpus: int, hourly: float, currency: str = "USD") -> Msg:
    """The line for a service asked for as serverless: the cold start, the requests that meet it, the month billed by
    the second at the pick's hourly rate (a serverless per-second rate is often higher: the provider's own), the same
    card kept up for the service's hours, and the requests a day where the two meet."""
    lo_s, hi_s = cold_start_s(weights_gb)
    share = cold_share(requests_a_day, hours_a_day)
    h_lo, h_hi = billed_hours_a_day(requests_a_day, hours_a_day, request_s, weights_gb)
    return Msg(code="serverless.said", args={
        "cold_lo": lo_s / 60, "cold_hi": hi_s / 60, "weights_gb": weights_gb, "cold": round(requests_a_day * share),
        "requests": requests_a_day, "timeout_min": IDLE_TIMEOUT_S / 60, "h_lo": h_lo * gpus, "h_hi": h_hi * gpus,
        "month_lo": money_text(h_lo * gpus * days_a_month * hourly, currency, 0),
        "month_hi": money_text(h_hi * gpus * days_a_month * hourly, currency, 0),
        "kept": money_text(hours_a_day * days_a_month * gpus * hourly, currency, 0),
        "kept_hours": hours_a_day * days_a_month,
        "even": break_even_requests(hours_a_day, request_s, weights_gb),
        "serverless_cheaper": h_hi < hours_a_day, "one": round(h_lo, 1) == round(h_hi, 1)})
