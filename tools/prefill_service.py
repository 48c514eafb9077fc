"""A live service whose model reads much and writes little (a safety guard's verdict, a classifier's or router's label,
a tagger's tags: tools.short_output's few tokens) is bound by reading its inputs (prefill), not by writing: sized as a
chat, a daily message count became thousands of "concurrent users" each holding a decode slot, ~100× the GPUs.

Sized here as what it is, a stream of prefills:
- peak requests/s: the count a day (or a month, tools.traffic.per_day) at the house's busiest hour
  (tools.traffic.peak_rate_per_s: 10 % of the day in its busiest hour = 2.4× the 24-hour average);
- tokens/s in = peak requests/s × the new tokens of a request: its input, plus a shared system prompt once per request
  unless the prefix cache serves it (vLLM's Automatic Prefix Caching is on by default: tools.load.prefix_cached), so
  only the new tokens are computed;
- one GPU's prefill tokens/s = rated dense FLOP/s (catalog/data/gpus.csv, the datasheet's dense figure) ×
  tools.speed.PREFILL_MFU (0.5, the house's prefill efficiency) ÷ (2 · active parameters) (a forward pass is ≈ 2·N
  FLOPs a token: Kaplan et al. 2020, arXiv:2001.08361 §2.1);
- GPUs = ceil(tokens/s in ÷ one GPU's rate ÷ the utilisation target), the target
  tools.embedding.ENDPOINT_UTILISATION (each GPU busy at most half the time, so a request waits on average half of a
  request's prefill: the stated latency holds at the tail);
- the whole request's latency at p95 = one prefill of the request + the few decode steps × the per-token time + the
  queueing wait at p95 (the house's M/D/1 rule: Pollaczek–Khinchine mean wait ρS / (2(1 − ρ)) with its tail by
  tools.load.wait_percentile_s). A verdict of a few tokens is the whole answer: a "p95 under X ms" on such a job is
  this, not a first token;
- requests in flight = peak requests/s × mean latency (Little's law, Operations Research 9(3), 1961), never "users".
By hand: 12M messages a day of 120 tokens through an 8B guard: 12M ÷ 86,400 × 2.4 = 333 requests/s × 120 = 40,000
tokens/s; an H100 SXM (989.5 dense BF16 TFLOPS) prefills 989.5e12 × 0.5 ÷ 16e9 = 30,922 tokens/s, so
ceil(40,000 ÷ 30,922 ÷ 0.5) = 3 H100s, where the chat sizing held hundreds of 338-token answers in flight.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.schema import GPUSpec, ModelArch, Msg, Recommendation
from tools.wording import money_text

# An answer this short or shorter makes a job prefill-bound: a guard's verdict (5), a label (8), a few tags. A
# 16-token answer is 16 decode steps (≈ 0.3 s at 50 tokens/s), beside a chat's 338 (tools.load.SHAREGPT_OUTPUT_TOKENS).
SHORT_OUTPUT_MAX_TOKENS = 16


@dataclass(frozen=True)
class PrefillService:
    """A prefill-bound service at its peak: the rate, the tokens read, one GPU's rate, the GPUs, each GPU's share
    busy, one request's compute and its latency (mean and at `pct`), and the requests in flight (Little's law)."""

    requests_per_s: float
    tokens_in_per_s: float
    per_gpu_tokens_s: float
    gpus: int
    busy: float
    prefill_s: float
    decode_s: float
    mean_s: float
    tail_s: float
    pct: int
    in_flight: float


def is_short_live(output_tokens: int | None, serving: bool) -> bool:
    """True when a live job answers SHORT_OUTPUT_MAX_TOKENS tokens or fewer: it is sized by prefill_service."""
    return serving and output_tokens is not None and 0 < output_tokens <= SHORT_OUTPUT_MAX_TOKENS


def new_tokens(input_tokens: int, shared_prefix_tokens: int = 0, prefix_cache: bool = True) -> int:
    """The tokens one request has computed: its input, plus the shared system prompt unless the prefix cache serves
    it (vLLM's default: only the new tokens). 60 tokens + a 400-token prompt: 60 cached, 460 without the cache."""
    return input_tokens + (0 if prefix_cache else shared_prefix_tokens)


def per_gpu_prefill_tokens_s(dense_tflops: float, active_params: float) -> float:
    """One GPU's prefill tokens/s: rated dense TFLOPS × tools.speed.PREFILL_MFU ÷ (2 · active parameters). An L4
    (121 dense BF16 TFLOPS) on 8e9 parameters: 121e12 × 0.5 ÷ 16e9 = 3,781 tokens/s."""
    from tools.speed import PREFILL_MFU

    return dense_tflops * 1e12 * PREFILL_MFU / (2 * active_params)


def size(requests_per_s: float, tokens_per_request: int, output_tokens: int, per_gpu_tokens_s: float,
         decode_step_s: float, pct: int = 95) -> PrefillService:
    """The GPUs and latency of a prefill-bound service (module docstring). `tokens_per_request` is new_tokens';
    `decode_step_s` one decode step's time on the card (tools.speed); `pct` the latency's percentile (0: the mean)."""
    from tools.embedding import ENDPOINT_UTILISATION
    from tools.load import wait_percentile_s

    tokens_in = requests_per_s * tokens_per_request
    gpus = max(1, math.ceil(tokens_in / per_gpu_tokens_s / ENDPOINT_UTILISATION))
    busy = tokens_in / (gpus * per_gpu_tokens_s)
    prefill_s = tokens_per_request / per_gpu_tokens_s
    decode_s = output_tokens * decode_step_s
    wait = busy * prefill_s / (2 * (1 - busy))  # M/D/1 mean wait (Pollaczek–Khinchine)
    mean_s = prefill_s + decode_s + wait
    tail_s = prefill_s + decode_s + wait_percentile_s(wait, busy, pct)
    return PrefillService(requests_per_s, tokens_in, per_gpu_tokens_s, gpus, busy, prefill_s, decode_s, mean_s,
                          tail_s, pct, requests_per_s * mean_s)


def dense_tflops(spec: GPUSpec, precision: str | None) -> float | None:
    """The card's rated dense TFLOPS at the planned precision (catalog/data/gpus.csv, datasheet dense figures): FP8
    weights on a card with FP8 tensor cores prefill at its FP8 rate, anything else at BF16 (else FP16)."""
    if precision and precision.startswith("fp8") and spec.fp8_tflops:
        return spec.fp8_tflops
    return spec.bf16_tflops or spec.fp16_tflops


def plan_line(out: Recommendation, arch: ModelArch, gpus: dict[str, GPUSpec]) -> Msg | None:
    """The pick re-sized as a prefill-bound service, one line (None unless a live job answers a few tokens at a
    stated rate on a card with a dense figure): the GPUs of the picked card (whole machines of the pick's offer), the
    whole request's latency at the stated percentile (p95 unless said) against a stated limit, the month at the
    pick's price, and the requests in flight (Little's law), never "users". A per-token time is the pick's own decode
    speed at the load (tools.speed)."""
    from tools.arch import active_params
    from tools.defaults import serves
    from tools.load import PREFIX_REUSING_ENGINES

    w, top = out.workload, (out.candidates[0] if out.candidates else None)
    spec = gpus.get(top.gpu) if top else None
    rate = w.target_requests_per_s
    flops = dense_tflops(spec, w.precision) if spec else None
    if top is None or spec is None or not flops or not rate or not serves(w.task) or w.batch_requests \
            or not is_short_live(w.output_tokens, True):
        return None
    per_gpu = per_gpu_prefill_tokens_s(flops, active_params(arch))
    cached = w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
    tokens = new_tokens(w.prompt_tokens or 1, w.shared_prefix_tokens or 0, cached)
    step = 1 / top.per_user_tokens_per_s if top.per_user_tokens_per_s else 0.0
    pct = w.ttft_percentile or 95
    s = size(rate, tokens, w.output_tokens or 0, per_gpu, step, pct)
    per_box = max(1, int(top.gpu_count))
    machines = math.ceil(s.gpus / per_box)
    box_hour = top.price_per_hour.amount / max(1, top.instances)
    target = w.target_ttft_ms
    return Msg(code="prefill_service.plan", args={
        "rate": rate, "tokens": tokens, "tokens_in": s.tokens_in_per_s, "per_gpu": s.per_gpu_tokens_s,
        "gpus": machines * per_box, "gpu": top.gpu, "busy_pct": s.busy * 100, "pct": pct, "tail_ms": s.tail_s * 1000,
        "target_ms": target or 0.0, "met": None if not target else s.tail_s * 1000 <= target,
        "month": machines * box_hour * HOURS_PER_MONTH, "currency": top.price_per_hour.currency,
        "month_text": money_text(machines * box_hour * HOURS_PER_MONTH, top.price_per_hour.currency, 0),
        "in_flight": s.in_flight, "out": w.output_tokens or 0, "cached": cached and bool(w.shared_prefix_tokens),
        "fmt": "FP8" if flops == spec.fp8_tflops and flops != spec.bf16_tflops else "BF16", "machines": machines,
        "offer": f"{top.provider} {top.instance}", "model": arch.name})


def said(out: Recommendation, arch: ModelArch, gpus: dict[str, GPUSpec]) -> None:
    """A live job answering a few tokens: the headline is its prefill sizing (plan_line's GPUs, p95 and month), and
    the line that shows the arithmetic leads the lines beside the pick (once: the answer is said again per route)."""
    line = plan_line(out, arch, gpus)
    if line is None:
        return
    out.beside_pick = [line] + [m for m in out.beside_pick if m.code != line.code]
    out.headline = Msg(code="prefill_service.headline", args=dict(line.args))
