"""Time-series foundation models (Amazon Chronos, Chronos-Bolt) named in a message: what they are and a provisional
plan for a batch of forecasts, never a chat LLM's LoRA fine-tune.

- Chronos-Bolt tiny / mini / small / base: 9 M / 21 M / 48 M / 205 M parameters; Chronos (T5) tiny / mini / small /
  base / large: 8 M / 20 M / 46 M / 200 M / 710 M (github.com/amazon-science/chronos-forecasting README, model table;
  huggingface.co/amazon/chronos-bolt-base). Apache-2.0. Chronos-Bolt is a T5 encoder-decoder that reads the history in
  patches of 16 steps (context up to 2,048 steps) and writes the quantiles of the whole horizon in one pass (no
  sampling); its card says it is up to 250× faster than the original Chronos of the same size. The original Chronos
  samples the horizon token by token (autoregressive), so its time is not estimated here: measure it.
- FLOPs a series (an estimate, the usual 2 × parameters × tokens of a transformer forward): the patches read
  (history ÷ 16, at most 2,048 steps) plus one decoder step; the total over the series, and the time on one NVIDIA L4
  (121 BF16 dense TFLOPS, its datasheet via the GPU catalog) at FORECAST_UTILISATION — an assumption (a small
  encoder-decoder at large batch keeps a card far from its peak), said as such: measure on a pilot.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tools.schema import Msg

BOLT_PATCH = 16  # Chronos-Bolt patch length (chronos-forecasting README)
BOLT_CONTEXT = 2048  # Chronos-Bolt's longest context, in steps (its model card)
FORECAST_UTILISATION = 0.10  # assumed share of BF16 peak a small encoder-decoder keeps at batch: measure on a pilot


@dataclass(frozen=True)
class ForecastModel:
    name: str
    params: float
    bolt: bool  # one pass for the whole horizon (Chronos-Bolt); else autoregressive sampling (Chronos T5)


_BOLT = {"tiny": 9e6, "mini": 21e6, "small": 48e6, "base": 205e6}
_T5 = {"tiny": 8e6, "mini": 20e6, "small": 46e6, "base": 200e6, "large": 710e6}
NAME = re.compile(r"(?i)(?<![a-z0-9])chronos(?:[-_ ]?(bolt))?(?:[-_ ]?t5)?(?:[-_ ]?(tiny|mini|small|base|large))?"
                  r"(?![a-z0-9])")


def forecast_model(text: str) -> ForecastModel | None:
    """The Chronos model a message names ("Chronos-Bolt-Base", "chronos-t5-large", "Chronos"); no size named: base."""
    m = NAME.search(text or "")
    if m is None:
        return None
    bolt = m.group(1) is not None
    size = (m.group(2) or "base").lower()
    table = _BOLT if bolt else _T5
    size = size if size in table else "base"
    return ForecastModel(f"Chronos{'-Bolt' if bolt else '-T5'}-{size.capitalize()}", table[size], bolt)


def bolt_flops_per_series(params: float, history_steps: float) -> float:
    """2 × parameters × (patches read + one decoder step): 730 daily steps → 46 patches + 1 = 47 tokens;
    205 M × 2 × 47 = 19.3 GFLOP a series."""
    patches = math.ceil(min(history_steps, BOLT_CONTEXT) / BOLT_PATCH)
    return 2 * params * (patches + 1)


def batch_hours(series: float, flops_each: float, tflops: float, util: float = FORECAST_UTILISATION) -> float:
    """Hours on one card for `series` forecasts: series × FLOPs ÷ (TFLOPS × utilisation); 2 M × 19.3 GFLOP =
    3.85e16 FLOP ÷ (121e12 × 0.10) = 3,185 s ≈ 0.88 h on one L4."""
    return series * flops_each / (tflops * 1e12 * util) / 3600


_MULT = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "ten_thousand": 1e4}
_DAYS = {"year": 365.0, "month": 30.0, "week": 7.0, "day": 1.0}


def counted(n: float, unit: str) -> float:
    """A count with its multiplier word ("2M" → 2,000,000; "ten_thousand" is 万); an unknown word counts as 1."""
    return n * _MULT.get(unit, 1.0)


def days_of_history(n: float, unit: str) -> float:
    """Daily steps in n years / months / weeks / days (365 / 30 / 7 / 1 a unit): "2 years" → 730."""
    return n * _DAYS[unit]


def weights_gb(params: float) -> float:
    """BF16 weights, 2 bytes a parameter: 205 M → 0.41 GB."""
    return params * 2 / 1e9


def forecast_lines(text: str, series: float | None, days: float | None, n_gpus: int | None, gpu: str | None,
                   gpu_mem: float | None, window_h: float | None, l4_tflops: float) -> list[Msg]:
    """The answer for a named Chronos model (`series` and `days` of history as the message said them, read in
    advisor.core.forecast_reply): what it is (a forecaster, inference in one pass a series: never a
    LoRA fine-tune), its weights, the batch's FLOPs and hours on one L4 at the assumed utilisation where the series
    and history are said, whether that fits the window, and a proposed node (n × card) held against the need."""
    m = forecast_model(text)
    if m is None:
        return []
    gb = weights_gb(m.params)
    out = [Msg(code="forecast.what", args={"name": m.name, "params_m": m.params / 1e6, "gb": gb, "bolt": m.bolt})]
    if m.bolt and series is not None:
        steps = min(days or BOLT_CONTEXT, BOLT_CONTEXT)
        each = bolt_flops_per_series(m.params, steps)
        hours = batch_hours(series, each, l4_tflops)
        out.append(Msg(code="forecast.compute", args={
            "series": series, "gflop": each / 1e9, "steps": steps, "said": days is not None,
            "patches": math.ceil(steps / BOLT_PATCH), "total": series * each, "hours": hours, "util": FORECAST_UTILISATION,
            "tflops": l4_tflops, "window": window_h, "cards": math.ceil(hours / window_h) if window_h else None}))
    elif not m.bolt:
        out.append(Msg(code="forecast.autoregressive", args={"name": m.name}))
    out.append(Msg(code="forecast.pick", args={"series": series is None}))
    if n_gpus and gpu and gpu_mem and n_gpus * gpu_mem > 100 * gb:
        out.append(Msg(code="forecast.proposal", args={"n": n_gpus, "gpu": gpu, "mem": n_gpus * gpu_mem, "gb": gb,
                                                       "times": n_gpus * gpu_mem / gb}))
    return out
