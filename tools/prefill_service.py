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
- GPUs = ceil(tokens/s in ÷ one GPU's rate ÷ BUSY_TARGET), each GPU's busy share at most BUSY_TARGET (0.75, the
  middle of the 70–80 % band capacity planners run a request fleet at: below it cards idle, above it the wait grows
  as 1 ÷ (1 − ρ), Kleinrock, Queueing Systems vol. 1, 1975, §3.2); at a flat 50 % the plan rented about twice the
  cards the arithmetic asks for;
- the queueing check: the GPUs behind one load balancer are an M/D/c queue (c GPUs, each serving a request's prefill
  in a fixed S): Erlang's C formula gives the share of requests that wait at all, C(c, a) with a = λS busy GPUs
  (A. K. Erlang 1917; Kleinrock vol. 1 §3.5), the M/M/c mean wait is C · S ÷ (c − a), and a fixed service time halves
  it (the Allen–Cunneen approximation, W(G/G/c) ≈ W(M/M/c) · (cₐ² + cₛ²) ÷ 2 with cₐ² = 1, cₛ² = 0: A. O. Allen,
  Probability, Statistics and Queueing Theory, 2nd ed., 1990, §6.4; exact for c = 1, where it is Pollaczek–Khinchine's
  ρS ÷ (2(1 − ρ))); its tail by tools.load.wait_percentile_s with C as the share that waits;
- the whole request's latency at p95 = one prefill of the request + the few decode steps × the per-token time + that
  wait at p95. A verdict of a few tokens is the whole answer: a "p95 under X ms" on such a job is this, not a first
  token. A stated limit the GPUs at BUSY_TARGET miss adds GPUs, one at a time, until it holds (at most
  MAX_LATENCY_GPUS_FACTOR × the load's GPUs; none when one request alone, prefill + decode, is already over it);
- requests in flight = peak requests/s × mean latency (Little's law, Operations Research 9(3), 1961), never "users".
By hand: 12M messages a day of 120 tokens through an 8B guard: 12M ÷ 86,400 × 2.4 = 333 requests/s × 120 = 40,000
tokens/s; an H100 SXM (989.5 dense BF16 TFLOPS) prefills 989.5e12 × 0.5 ÷ 16e9 = 30,922 tokens/s, so
ceil(40,000 ÷ 30,922 ÷ 0.75) = 2 H100s (65 % busy), where the chat sizing held hundreds of 338-token answers in flight.
Llama-Guard-3-8B at 300 requests/s of 600-token prompts in BF16: 180,000 tokens/s = 2.9 PFLOP/s ÷ 30,922 = 5.8 busy
H100s → ceil(5.8 ÷ 0.75) = 8 H100s (73 % busy), not the 12 a 50 % target rented.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH
from tools.load import SHAREGPT_OUTPUT_TOKENS, LoadPoint
from tools.schema import GPUSpec, ModelArch, Msg, Recommendation, Workload
from tools.wording import money_text

# An answer this short or shorter makes a job prefill-bound: a guard's verdict (5), a label (8), a few tags. A
# 16-token answer is 16 decode steps (≈ 0.3 s at 50 tokens/s), beside a chat's 338 (tools.load.SHAREGPT_OUTPUT_TOKENS).
SHORT_OUTPUT_MAX_TOKENS = 16
# Each GPU of a live prefill-bound service busy at most this share of the time (module docstring: the 70–80 % band,
# the queueing check below it adds GPUs when a stated latency needs more room).
BUSY_TARGET = 0.75
# A stated latency may add GPUs up to this many times the load's own (a limit that needs more is said as missed).
MAX_LATENCY_GPUS_FACTOR = 4


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
    waits: float = 0.0  # the share of requests that wait at all (Erlang's C formula)
    for_latency: int = 0  # GPUs added beyond the load's for a stated latency limit


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


def served_prefill(requests_per_s: float, prefilled: int, params: float, dense_tflops: float | None
                   ) -> tuple[float, float | None]:
    """A chat load's prefill against a card's compute: (PFLOP/s the arriving prompts need, cards kept busy by prefill
    alone at tools.speed.PREFILL_MFU; None without a dense figure). PFLOP/s = requests/s × prefilled tokens × 2 ×
    params ÷ 1e15 (a forward pass is ≈ 2·N FLOPs a token, Kaplan et al. 2020). By hand (Qwen3-32B, 32.8e9 params,
    4k RAG prompts with nothing cached, H20 FP8 296 dense TFLOPS): 8.8 prompts/s × 3,758 tokens × 2 × 32.8e9 ≈
    2.17 PFLOP/s; ÷ (296e12 × 0.5) ≈ 14.7 H20 busy on prefill alone."""
    from tools.speed import PREFILL_MFU

    need = requests_per_s * prefilled * 2 * params
    cards = need / (dense_tflops * 1e12 * PREFILL_MFU) if dense_tflops else None
    return need / 1e15, cards


def erlang_c(servers: int, offered: float) -> float:
    """Erlang's C formula: the share of arrivals that wait in an M/M/c queue of `servers` servers carrying `offered`
    busy servers (a = λS), 1.0 at or past saturation. C = (aᶜ/c! · c/(c − a)) ÷ (Σₖ₌₀^{c−1} aᵏ/k! + aᶜ/c! · c/(c − a))
    (Kleinrock vol. 1 §3.5), computed from Erlang's B as C = c·B ÷ (c − a(1 − B)) so thousands of servers stay finite;
    one server: C = ρ. By hand c = 2, a = 1: (1/2 · 2) ÷ (1 + 1 + 1) = 1/3."""
    if offered <= 0:
        return 0.0
    if offered >= servers:
        return 1.0
    blocked = 1.0  # Erlang's B by its recursion B(k) = a·B(k−1) ÷ (k + a·B(k−1)): aᵏ/k! itself overflows past ≈ 170
    for k in range(1, servers + 1):
        blocked = offered * blocked / (k + offered * blocked)
    return servers * blocked / (servers - offered * (1 - blocked))


def mdc_mean_wait_s(servers: int, offered: float, service_s: float) -> float:
    """The mean wait of an M/D/c queue (module docstring): half the M/M/c wait C · S ÷ (c − a) (Allen–Cunneen);
    infinite at or past saturation. c = 1, ρ = 0.5, S = 10 ms: 0.5 × 10 ÷ 0.5 ÷ 2 = 5 ms = ρS ÷ (2(1 − ρ))."""
    if offered >= servers:
        return math.inf
    return erlang_c(servers, offered) * service_s / (servers - offered) / 2


def _at(gpus: int, tokens_in: float, per_gpu_tokens_s: float, prefill_s: float, pct: int) -> tuple[float, float, float, float]:
    """(busy share, share that waits, mean wait, wait at `pct`) of `gpus` GPUs carrying `tokens_in` tokens/s."""
    from tools.load import wait_percentile_s

    offered = tokens_in / per_gpu_tokens_s
    waits = erlang_c(gpus, offered)
    wait = mdc_mean_wait_s(gpus, offered, prefill_s)
    return offered / gpus, waits, wait, wait_percentile_s(wait, waits, pct)


def pooled(lp: LoadPoint, replicas: int) -> LoadPoint:
    """A chat fleet's first token when its `replicas` stand behind one load balancer that sends each request to a
    replica with room (least outstanding requests: vLLM's production-stack router, SGLang's router, any L7 balancer's
    least-connections mode): the fleet's prompts wait in one M/D/c queue of c = `replicas` prefill servers, not in c
    separate M/D/1 queues each fed a random c-th of the rate. One replica's offered load ρ is read back from its own
    M/D/1 mean wait W₁ (Pollaczek–Khinchine W₁ = ρS ÷ (2(1 − ρ)) solved for ρ = 2W₁ ÷ (S + 2W₁), S its first token
    alone), a = c · ρ busy servers, and the pooled wait is mdc_mean_wait_s with Erlang's C as the share that waits
    (module docstring). Pooling never lengthens the wait (the same load in one queue with c servers). By hand, 5
    replicas each at ρ = 0.44 with S = 0.19 s: a = 2.2, C(5, 2.2) ≈ 0.09, W = 0.09 × 0.19 ÷ 2.8 ÷ 2 ≈ 3 ms, p95 ≈
    W ÷ C · ln(C ÷ 0.05) ≈ 20 ms over S, where each replica alone queued ≈ 0.4 s at p95."""
    from dataclasses import replace

    wait, alone = lp.ttft_s - lp.idle_ttft_s, lp.idle_ttft_s
    if replicas <= 1 or not math.isfinite(lp.ttft_s) or wait <= 0 or alone <= 0:
        return lp
    offered = replicas * 2 * wait / (alone + 2 * wait)
    if offered >= replicas:
        return lp
    pooled_wait = mdc_mean_wait_s(replicas, offered, alone)
    if pooled_wait >= wait:
        return lp
    return replace(lp, ttft_s=alone + pooled_wait, waits=erlang_c(replicas, offered))


def size(requests_per_s: float, tokens_per_request: int, output_tokens: int, per_gpu_tokens_s: float,
         decode_step_s: float, pct: int = 95, limit_s: float | None = None, at_least: int = 1) -> PrefillService:
    """The GPUs and latency of a prefill-bound service (module docstring). `tokens_per_request` is new_tokens';
    `decode_step_s` one decode step's time on the card (tools.speed); `pct` the latency's percentile (0: the mean);
    `limit_s` a stated whole-request limit at `pct` (None: none), which adds GPUs while it is missed; `at_least` the
    GPUs the machines rented hold (a whole machine's cards: its busy share and wait are those of all of them)."""
    tokens_in = requests_per_s * tokens_per_request
    load_gpus = max(1, math.ceil(tokens_in / per_gpu_tokens_s / BUSY_TARGET))
    prefill_s = tokens_per_request / per_gpu_tokens_s
    decode_s = output_tokens * decode_step_s
    gpus = floor = max(load_gpus, at_least)
    busy, waits, wait, tail_wait = _at(gpus, tokens_in, per_gpu_tokens_s, prefill_s, pct)
    if limit_s and prefill_s + decode_s < limit_s:
        while prefill_s + decode_s + tail_wait > limit_s and gpus < floor * MAX_LATENCY_GPUS_FACTOR:
            gpus += 1
            busy, waits, wait, tail_wait = _at(gpus, tokens_in, per_gpu_tokens_s, prefill_s, pct)
    mean_s = prefill_s + decode_s + wait
    return PrefillService(requests_per_s, tokens_in, per_gpu_tokens_s, gpus, busy, prefill_s, decode_s, mean_s,
                          prefill_s + decode_s + tail_wait, pct, requests_per_s * mean_s, waits, gpus - floor)


def decode_step_s(per_user_tokens_s: float | None, arch: ModelArch, spec: GPUSpec, precision: str | None,
                  framework: str | None) -> float:
    """One decode step's time for the answer's few tokens: the row's own per-user decode speed at the load
    (tools.speed), else, when the row carries none (its chat sizing saturated), the card's floor for one step: all
    the weights read once at tools.speed.DECODE_BANDWIDTH_EFFICIENCY of the card's bandwidth plus the layers' fixed
    latency (tools.speed.decode_layer_floor_s). An 8B model in BF16 (16.06 GB) on an L4 (300 GB/s):
    16.06e9 ÷ (300e9 × 0.814) = 66 ms a step, so 5 steps ≈ 0.33 s, never 0."""
    from tools.memory import weight_bytes
    from tools.speed import DECODE_BANDWIDTH_EFFICIENCY, decode_layer_floor_s

    if per_user_tokens_s:
        return 1 / per_user_tokens_s
    if not spec.bandwidth_gb_s:
        return 0.0
    read_s = weight_bytes(arch, precision or "bf16") / (spec.bandwidth_gb_s * 1e9 * DECODE_BANDWIDTH_EFFICIENCY)
    return read_s + decode_layer_floor_s(arch, framework or "vllm")


def dense_tflops(spec: GPUSpec, precision: str | None) -> float | None:
    """The card's rated dense TFLOPS at the planned precision (catalog/data/gpus.csv, datasheet dense figures): FP8
    weights on a card with FP8 tensor cores prefill at its FP8 rate, anything else at BF16 (else FP16)."""
    if precision and precision.startswith("fp8") and spec.fp8_tflops:
        return spec.fp8_tflops
    return spec.bf16_tflops or spec.fp16_tflops


# a stated rate of prompts this many times its answers or more, each prefilled in full (no prefix-cache reuse: a
# sliding window of screenshots, advisor/core/screenshot_prompt): the prefill, not the decode, sizes the cards
WHOLE_PROMPT_RATIO = 8


def whole_prompts(w: Workload) -> bool:
    """A served load at a stated rate whose every prompt is prefilled whole (`prefix_cache` false) and at least
    WHOLE_PROMPT_RATIO × its answer (stated, else ShareGPT's 338): prefill-bound, so it is re-sized by its prefill as
    a short-answer job is, only ever up from the chat sizing (its users' decode keeps those machines).
    By hand: 50 browser agents, a step every 3 s = 16.7 requests/s × 13,616-token prompts (5 full-HD screenshots on
    Qwen2.5-VL at 2,691 each + 161 text) = 227,000 tokens/s in; an H100 at BF16 prefills 989e12 × 0.5 ÷ (2 × 10.3e9:
    prefill_params, the vision encoder included) ≈ 24,000 tokens/s, so ceil(227,000 ÷ 24,000 ÷ 0.75) = 13 H100 (35
    L40S), where the chat sizing had priced 3 (or 5 L40S at FP8)."""
    if not w.target_requests_per_s or w.prefix_cache is not False or not w.prompt_tokens:
        return False
    return w.prompt_tokens >= WHOLE_PROMPT_RATIO * (w.output_tokens or SHAREGPT_OUTPUT_TOKENS)


def prefill_sized(w: Workload) -> bool:
    """A live load sized by its prefill: a short answer at a stated rate (is_short_live) or whole long prompts at one
    (whole_prompts)."""
    from tools.defaults import serves

    return bool(w.target_requests_per_s) and not w.batch_requests and serves(w.task) \
        and (is_short_live(w.output_tokens, True) or whole_prompts(w))


def prefill_params(arch: ModelArch, w: Workload) -> float:
    """The parameters a prompt token's prefill costs 2 FLOP each of: the active parameters, plus a VLM's image
    encoder spread over the prompt (tools.vision.encoder_flops_per_prompt_token ÷ 2). By hand: Qwen2.5-VL-7B, 13,455
    of 13,616 prompt tokens visual at ≈ 5.4 GFLOP each → + 2.7e9, so ≈ 10.3e9 where the LLM alone is ≈ 7.6e9."""
    from tools.arch import active_params
    from tools.vision import encoder_flops_per_prompt_token

    return active_params(arch) + encoder_flops_per_prompt_token(arch, w.image_tokens, w.prompt_tokens or 1) / 2


def answer_out(w: Workload) -> int:
    """The tokens each request of a prefill-sized load decodes: the stated answer, else (whole prompts) ShareGPT's
    338, else 0."""
    if is_short_live(w.output_tokens, True):
        return w.output_tokens or 0
    return w.output_tokens or SHAREGPT_OUTPUT_TOKENS


def plan_line(out: Recommendation, arch: ModelArch, gpus: dict[str, GPUSpec]) -> Msg | None:
    """The pick re-sized as a prefill-bound service, one line (None unless a live job answers a few tokens at a
    stated rate on a card with a dense figure): the GPUs of the picked card (whole machines of the pick's offer), the
    whole request's latency at the stated percentile (p95 unless said) against a stated limit, the month at the
    pick's price, and the requests in flight (Little's law), never "users". A per-token time is the pick's own decode
    speed at the load (tools.speed)."""
    from tools.defaults import serves
    from tools.load import PREFIX_REUSING_ENGINES

    w, top = out.workload, (out.candidates[0] if out.candidates else None)
    spec = gpus.get(top.gpu) if top else None
    rate = w.target_requests_per_s
    flops = dense_tflops(spec, w.precision) if spec else None
    if top is None or spec is None or not flops or not rate or not serves(w.task) or not prefill_sized(w):
        return None
    whole, answer = not is_short_live(w.output_tokens, True), answer_out(w)
    per_gpu = per_gpu_prefill_tokens_s(flops, prefill_params(arch, w))
    cached = w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
    tokens = new_tokens(w.prompt_tokens or 1, w.shared_prefix_tokens or 0, cached)
    step = decode_step_s(top.per_user_tokens_per_s, arch, spec, w.precision, w.framework)
    pct, target = w.ttft_percentile or 95, w.target_ttft_ms
    s = size(rate, tokens, answer, per_gpu, step, pct, target / 1000 if target else None)
    per_box = max(1, int(top.gpu_count))
    machines, added = math.ceil(s.gpus / per_box), s.for_latency
    if whole:  # a chat-sized pick is re-sized only up (tools.prefill_rows.resize_rows)
        machines = max(machines, max(1, top.instances))
    if machines * per_box > s.gpus:  # the last machine's cards serve too: the busy share and wait of all of them
        s = size(rate, tokens, answer, per_gpu, step, pct, target / 1000 if target else None, machines * per_box)
    box_hour = top.price_per_hour.amount / max(1, top.instances)
    return Msg(code="prefill_service.plan_whole" if whole else "prefill_service.plan", args={
        "rate": rate, "tokens": tokens, "tokens_in": s.tokens_in_per_s, "per_gpu": s.per_gpu_tokens_s,
        "gpus": machines * per_box, "gpu": top.gpu, "busy_pct": s.busy * 100,
        "target_busy_pct": BUSY_TARGET * 100, "waits_pct": s.waits * 100, "for_latency": added,
        "pct": pct, "tail_ms": s.tail_s * 1000,
        "target_ms": target or 0.0, "met": None if not target else s.tail_s * 1000 <= target,
        "month": machines * box_hour * HOURS_PER_MONTH, "currency": top.price_per_hour.currency,
        "month_text": money_text(machines * box_hour * HOURS_PER_MONTH, top.price_per_hour.currency, 0),
        "in_flight": s.in_flight, "out": answer, "users": w.concurrency, "cached": cached and bool(w.shared_prefix_tokens),
        "fmt": "FP8" if flops == spec.fp8_tflops and flops != spec.bf16_tflops else "BF16", "machines": machines,
        "offer": f"{top.provider} {top.instance}", "model": arch.name})


def said(out: Recommendation, arch: ModelArch, gpus: dict[str, GPUSpec]) -> None:
    """A live job answering a few tokens: the headline is its prefill sizing (plan_line's GPUs, p95 and month), and
    the line that shows the arithmetic leads the lines beside the pick (once: the answer is said again per route)."""
    line = plan_line(out, arch, gpus)
    if line is None:
        return
    out.beside_pick = [line] + [m for m in out.beside_pick if m.code != line.code]
    out.headline = Msg(code="prefill_service.headline_whole" if line.code == "prefill_service.plan_whole"
                       else "prefill_service.headline", args=dict(line.args))
