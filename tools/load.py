"""Serving at load: the per-user decode speed and the time to first token while every user keeps the server busy.

Why: an idle-server figure (one replica's decode rate ÷ its users, a prompt ÷ the prefill rate) never charges the
prefill of the requests that keep arriving. Qwen2.5-7B for 200 users on two A40s looked like 23 tokens/s per user and
a 0.95 s first token, yet each replica had to prefill ≈ 7.7 requests/s × 0.95 s ≈ 7 GPUs' worth.

The steady state (a closed loop: each of the `users` of a replica alternates a prompt, an answer and think time):

- a request's prompt costs `prefill_s` of GPU time (prompt ÷ the replica's compute-bound prefill rate, tools.speed);
  decode runs in steps of `step_s` that advance every stream by one token (memory-bound, tools.speed at `users`);
- the GPU time of one second is decode steps + the prefill of the requests arriving (λ per second): chunked prefill
  (vLLM V1 and SGLang by default) puts waiting prompts into the decode steps' token budget, so prefill takes its
  compute out of the same GPU seconds, counted additively here (a bound on the safe side: Sarathi-Serve, Agrawal et
  al. 2024, arXiv:2403.02310, shows a chunk partly hides in a memory-bound step). Per-user decode speed is what is
  left of the step rate: v = (1 − λ·prefill_s) / step_s;
- a prompt spans ⌈prompt ÷ chunk⌉ steps, each also carrying the decode batch: service S = prefill_s + ⌈P/C⌉·step_s,
  and it waits behind the prompts ahead as in an M/D/1 queue (Pollaczek–Khinchine mean waiting time with
  deterministic service, Kleinrock, Queueing Systems vol. 1, 1975, §5.7: W = ρ·S / (2(1 − ρ)), ρ = λ·S), never more
  than the other users' prompts (a closed loop of `users` has at most users − 1 ahead);
- each user's cycle is T = TTFT + output / v + think time, and λ = users / T (Little's law, J. D. C. Little 1961).
  λ appears on both sides; the loop's fixed point is unique (the right side falls as λ grows) and is found by
  bisection. At the fixed point the replica is as busy as its users make it: when prefill would need more than the
  GPU, v falls toward 0 and the first token waits behind every other user's prompt, and the sizing adds replicas.

With no think time stated, each user sends the next request as soon as the answer ends: the concurrency a load test
such as vLLM's benchmark_serving or sglang.bench_serving holds with --max-concurrency (the worst case for a chat).
Prompt and answer lengths are the stated ones, else the ShareGPT averages vLLM's paper reports for the data set its
benchmarks sample (Kwon et al. 2023, arXiv:2309.06180, Fig. 11: input mean 161.31 tokens, output mean 337.99).

Prefix caching (a 32k chat charged as a fresh 32k prompt every turn cost 2–10× what an expert quotes).
vLLM (V1: `enable_prefix_caching` is on unless `--no-enable-prefix-caching`; docs "Automatic Prefix Caching", and
vllm tests/v1/engine/test_engine_args.py "V1 turns on prefix caching by default") and SGLang (RadixAttention, on
unless `--disable-radix-cache`; Zheng et al. 2024, arXiv:2312.07104) reuse the KV cache of a prompt's cached prefix.
A chat whose prompt fills the stated context (no prompt length stated) is a multi-turn conversation re-sending its
history: each request prefills only its new turn — the previous answer plus a ShareGPT-mean user message — and at
least 5 % of the prompt (Character.AI, "Optimizing AI Inference at Character.AI", 2024: a 95 % inter-turn cache
rate in production; the best a chat is credited with). The KV cache is still sized for every user's whole
context (the cache must keep each history between turns) and a decode step still reads it all; only the prefill
shrinks. A stated prompt length, another engine, a batch, or `prefix_cache: false` (every prompt new: RAG over
fresh documents) prefill every prompt in full — the worst case the answer names beside the pick — except a stated
prompt whose new share the reader set (`prompt_new_tokens`: a code completion, a chat's stated history or system
prompt, tools.chat_prefix), which prefills only that share.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

from tools.schema import Msg, Resolved

SHAREGPT_PROMPT_TOKENS = 161  # vLLM paper Fig. 11: ShareGPT input mean 161.31 tokens
SHAREGPT_OUTPUT_TOKENS = 338  # ... output mean 337.99 tokens
THINK_SECONDS = 0.0  # no think time: the next request as soon as the answer ends (a fixed-concurrency load test)
PREFIX_REUSING_ENGINES = ("vllm", "sglang")  # engines whose prefix cache is on by default (module docstring)
MAX_CACHED_SHARE = 0.95  # Character.AI's measured inter-turn cache rate: the most of a prompt credited as cached
# A prompt this long is a document, not a chat's history: a ShareGPT turn is ≈ 500 tokens (161 in + 338 out), so 16k
# tokens is ~30 turns, past what a conversation reaches; contexts this size are filled by a pasted or retrieved
# document (contract review, long-document QA), and each new document is prefilled in full the first time. The
# chat-cached first token is then only the follow-up question's; the answer says the new document's beside it
# (a 128k contract's first token was quoted only as 95 % cached).
LONG_PROMPT_TOKENS = 16_384


@dataclass(frozen=True)
class RequestShape:
    """One user's request in the steady state, and where each length comes from (said in the answer)."""

    prompt: int
    output: int
    think_s: float = THINK_SECONDS
    prompt_source: str = "context"  # "context": the stated context less the answer; "sharegpt": the published mean;
    # "chat": a chat with a context limit, its average held tokens less the answer (tools.chat_kv)
    output_source: str = "sharegpt"  # "stated" | "sharegpt" | "reasoning"
    cached: int = 0  # prompt tokens served from the engine's prefix cache (a chat's history; module docstring)
    per_slot_rate: float = 0.0  # > 0: an open stream, each of a replica's users slots receives this many requests a
    # second (a stated rate of short answers, tools.rate_service.per_slot_rate), not a closed loop that resubmits

    @property
    def decode_kv_tokens(self) -> int:
        """Tokens of KV cache a decode step reads per stream on average: the prompt plus half the answer."""
        return self.prompt + self.output // 2

    @property
    def prefilled(self) -> int:
        """Prompt tokens a request computes: all of them, less the cached prefix."""
        return max(1, self.prompt - self.cached)

    @property
    def attention_span(self) -> int:
        """The prompt length whose causal-half attention cost per token equals the new tail's: its tokens sit at
        positions cached … prompt, so each attends to (cached + prompt) / 2 tokens on average, the mean a fresh
        prompt of cached + prompt tokens has (tools.speed.prefill_attention_s_per_token)."""
        return self.prompt + self.cached

    @property
    def cached_share(self) -> float:
        return self.cached / self.prompt if self.prompt else 0.0


def request_shape(w: Resolved) -> RequestShape:
    """The request each user sends: the answer is the stated output, else the room a stated prompt leaves in the
    stated context when that is shorter than ShareGPT's mean (prompt + answer said as a pair: 2,048 + 300 → 300),
    else for a reasoning model its chain of thought (tools.defaults.thinking_tokens, at most two thirds of
    the context: the same length the headline's minutes per answer use), else ShareGPT's mean (at most half the
    context); the prompt is the stated `prompt_tokens` (tools.defaults sets
    ShareGPT's mean when no context is stated, so a re-run of the resolved workload keeps it), else the stated
    context less the answer (the length the user sized the KV cache for); for a chat whose context is a limit
    (tools.chat_kv) the average chat's held tokens less the answer (most chats typical, a few at the limit)."""
    seq = w.seq_len
    room = seq - w.prompt_tokens if w.prompt_tokens and w.prompt_tokens != SHAREGPT_PROMPT_TOKENS else seq
    if w.output_tokens:  # a stated reply, with a reasoning model's thinking before it (tools.defaults.answer_tokens)
        output, out_src = min(_answer(w), seq - 1), "stated"
    elif 0 < room < min(SHAREGPT_OUTPUT_TOKENS, seq // 2):  # "2k-token prompts, ~300-token answers": what is left
        output, out_src = room, "stated"
    elif _thinks(w):  # a reasoning model's answer is its chain of thought: never ShareGPT's 338 tokens beside it
        output, out_src = max(1, min(_thinking(w), 2 * seq // 3)), "reasoning"
    else:
        output, out_src = max(1, min(SHAREGPT_OUTPUT_TOKENS, seq // 2)), "sharegpt"
    if not w.prompt_tokens:
        held = _chat_kv_mean(w)  # a chat with a context limit: the average chat, not every user at the limit
        prompt = max(1, (held or seq) - output)
        return RequestShape(prompt=prompt, output=output, output_source=out_src, prompt_source="chat" if held else
                            "context", cached=chat_cached_tokens(w, prompt, output))
    src = "sharegpt" if w.prompt_tokens == SHAREGPT_PROMPT_TOKENS else "stated"
    prompt = max(1, min(w.prompt_tokens, seq - output))
    return RequestShape(prompt=prompt, output=output, prompt_source=src, output_source=out_src,
                        per_slot_rate=_per_slot_rate(w, output), cached=_completion_cached(w, prompt))


def _completion_cached(w: Resolved, prompt: int) -> int:
    from tools.completion_load import completion_cached  # a completion's file context: tools.completion_load

    return completion_cached(w, prompt, prefix_cached(w))


def _per_slot_rate(w: Resolved, output: int) -> float:
    from tools.rate_service import per_slot_rate

    return per_slot_rate(w, output)


def _chat_kv_mean(w: Resolved) -> int:
    """The KV tokens a user of a chat with a context limit holds on average (tools.chat_kv); 0 when every user is
    sized at the full context."""
    from tools.chat_kv import chat_kv

    c = chat_kv(w, w.concurrency)
    return c.tokens // c.users if c.capped else 0


def _thinks(w: Resolved) -> bool:
    from tools.defaults import thinks  # tools.defaults imports this module

    return thinks(w)


def _thinking(w: Resolved) -> int:
    from tools.defaults import thinking_tokens

    return thinking_tokens(w)


def _answer(w: Resolved) -> int:
    from tools.defaults import answer_tokens

    return answer_tokens(w) or w.output_tokens or 0


def prefix_cached(w: Resolved) -> bool:
    """Is this workload priced with its chat history served from the prefix cache? Online serving on an engine that
    caches prefixes by default, unless the user said every prompt is new (`prefix_cache: false`)."""
    from tools.defaults import kind_of
    from tools.schema import WorkKind

    return (w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
            and kind_of(w) is WorkKind.SERVING)


def shared_prefix_prefilled(w: Resolved, prompt: int) -> int:
    """Tokens of each batch item's prompt served from the prefix cache: the instruction every item shares
    (`shared_prefix_tokens`, at most the prompt) on an engine that caches prefixes by default, unless the user said
    every prompt is new. vLLM's Automatic Prefix Caching hashes each full KV block by its tokens and every token before
    it, so a request whose first blocks match a cached prefix reuses them and prefills only the rest (docs "Automatic
    Prefix Caching": "if a new query shares the same prefix with one of existing queries, it can directly reuse the KV
    cache of the shared prefix"); SGLang's RadixAttention does the same (Zheng et al. 2024, arXiv:2312.07104). The
    shared instruction is then computed once per replica, not once per item. Only whole blocks are reused, so the
    last partial block (≤ 16 tokens) is prefilled again: negligible beside an instruction of hundreds of tokens."""
    if not w.shared_prefix_tokens or w.prefix_cache is False or w.framework not in PREFIX_REUSING_ENGINES:
        return 0
    return min(w.shared_prefix_tokens, prompt)


def batch_run_line(w: Resolved) -> Msg | None:
    """How to run a batch whose items share an instruction or answer in JSON, one line (else None): put the shared
    instruction first and identical, since the prefix cache only reuses a prompt's leading blocks (vLLM docs,
    "Automatic Prefix Caching"; shared_prefix_prefilled prices it that way), and force JSON with guided decoding
    (vLLM docs, "Structured Outputs": `guided_json` / `response_format` constrains each token to the schema) with
    `max_tokens` at the stated answer length, so no item rambles past the label it owes."""
    if not w.batch_requests:
        return None
    prompt = max(0, w.seq_len - (w.output_tokens or 0))
    cached = shared_prefix_prefilled(w, prompt)
    if not cached and not w.structured_output:
        return None
    return Msg(code="load.batch_run_line", args={
        "shared": cached, "json": bool(w.structured_output), "out": w.output_tokens or 0})


def chat_cached_tokens(w: Resolved, prompt: int, output: int) -> int:
    """Tokens of a context-filling chat prompt the prefix cache serves: all but the new turn (the previous answer
    and a ShareGPT-mean user message), at most MAX_CACHED_SHARE of it; 0 when prefix_cached() says no."""
    if not prefix_cached(w):
        return 0
    new = max(output + SHAREGPT_PROMPT_TOKENS, math.ceil(prompt * (1 - MAX_CACHED_SHARE)))
    return max(0, prompt - new)


@dataclass(frozen=True)
class LoadPoint:
    """One replica at its steady state."""

    per_user_tps: float  # decode tokens/s each user sees while its answer streams (1 / time per output token)
    ttft_s: float  # seconds from sending a prompt to its first token: queueing + prefill + the steps it shares
    requests_per_s: float  # λ: prompts arriving at the replica per second
    prefill_share: float  # λ × a prompt's GPU time: the fraction of GPU time prefill takes
    idle_ttft_s: float  # the first token on an otherwise idle replica (one prompt alone, no queueing)
    wait_cap_s: float = math.inf  # the longest a prompt can wait: the other users' prompts ahead ((users − 1) · S)
    waits: float | None = None  # the share of prompts that wait at all, where a pooled queue set it (Erlang's C over
    # the replicas behind one balancer, tools.prefill_service.pooled); None: one replica's M/D/1 share from its mean

    def ttft_at(self, pct: int | None) -> float:
        """Seconds to the first token at percentile `pct` (a stated "p95 first token < 1 s"): the prompt's own time S
        (idle_ttft_s) plus the waiting time's percentile (wait_percentile_s of the M/D/1 mean wait W, the share of
        prompts that wait ρ = 2W ÷ (S + 2W), Pollaczek–Khinchine's W = ρS / (2(1 − ρ)) solved for ρ), at most
        wait_cap_s; the mean (ttft_s) when no percentile is named (None) or the mean is (0)."""
        wait, alone = self.ttft_s - self.idle_ttft_s, self.idle_ttft_s
        if not pct or wait <= 0:
            return self.ttft_s
        waits = self.waits if self.waits is not None else 2 * wait / (alone + 2 * wait)
        return alone + min(self.wait_cap_s, wait_percentile_s(wait, waits, pct))


def wait_percentile_s(mean_wait_s: float, waits: float, pct: int) -> float:
    """A queue's waiting time at percentile `pct`: the Erlang-C form of the wait, P(W > t) = C · e^(−t/θ), where C
    (`waits`) is the share of requests that wait at all (ρ for one server; Erlang's C formula for c) and θ = W̄ ÷ C
    keeps the mean at the queue's own W̄ (`mean_wait_s`). Its percentile is θ · ln(C ÷ (1 − p)), 0 when no more than
    1 − p of requests wait. With one server this is the M/M/1 waiting time, P(W > t) = ρ · e^(−t(1−ρ)/S) (Kleinrock,
    Queueing Systems vol. 1, 1975, §3.2), its mean set to the M/D/1 Pollaczek–Khinchine W̄ (§5.7). At ρ = 0.5, p95:
    2 W̄ · ln 10 = 4.6 W̄ of wait, against 4.1 W̄ in an M/D/1 simulation (Lindley's recursion, 10⁶ arrivals): on the
    safe side by ≈ 10 %; the exponential with mean W̄ alone (W̄ · ln 20 = 3.0 W̄) falls short of the true tail.
    pct 0 is the mean itself."""
    if pct <= 0 or mean_wait_s <= 0 or waits <= 0:
        return max(0.0, mean_wait_s)
    left = 1 - pct / 100
    return mean_wait_s / waits * math.log(waits / left) if waits > left else 0.0


def _waiting_s(rho: float, service_s: float, users: int) -> float:
    """M/D/1 mean wait ρS / (2(1 − ρ)), capped at the other users' prompts ((users − 1) · S)."""
    cap = (users - 1) * service_s
    if rho >= 1:
        return cap
    return min(cap, rho * service_s / (2 * (1 - rho)))


def prompts_per_pass(lam: float, pass_s: float, prompt: int, chunk_tokens: int) -> float:
    """Prompts one prefill pass carries: those that arrive while a pass runs join the next one (iteration-level
    scheduling, Orca, Yu et al., OSDI 2022; vLLM and SGLang batch waiting prefills the same way), at most as many as
    the step's token budget holds."""
    return min(max(1.0, chunk_tokens / max(1, prompt)), 1 + lam * pass_s)


Cycle = Callable[[float], tuple[float, float, float, float]]


def _replica(users: int, step_s: float, prefill_s: float, shape: RequestShape, chunk_tokens: int, floor_s: float
             ) -> tuple[Cycle, Callable[[float], float], float]:
    """steady_state's replica as functions of λ (prompts arriving per second): `cycle` (per-user decode speed, TTFT,
    users ÷ cycle time, prefill share), `rate` (cycle's third figure alone, its arithmetic inlined in the same order:
    the bisection asks for it ~40 times a point, and a test holds the two equal), and a prompt's first token alone."""
    shared = math.ceil(shape.prefilled / max(1, chunk_tokens)) * step_s  # the decode steps a prompt's chunks ride in
    alone = prefill_s + floor_s + shared

    def cycle(lam: float) -> tuple[float, float, float, float]:
        per_prompt = prefill_s + floor_s / prompts_per_pass(lam, prefill_s + floor_s, shape.prefilled, chunk_tokens)
        v = (1 - lam * per_prompt) / step_s
        ttft = alone + _waiting_s(lam * (per_prompt + shared), alone, users)
        if v <= 0:
            return 0.0, ttft, 0.0, lam * per_prompt
        return v, ttft, users / (ttft + shape.output / v + shape.think_s), lam * per_prompt

    pass_s, most = prefill_s + floor_s, max(1.0, chunk_tokens / max(1, shape.prefilled))
    cap, output, think = (users - 1) * alone, shape.output, shape.think_s

    def rate(lam: float) -> float:
        per_prompt = prefill_s + floor_s / min(most, 1 + lam * pass_s)
        v = (1 - lam * per_prompt) / step_s
        if v <= 0:
            return 0.0
        rho = lam * (per_prompt + shared)
        ttft = alone + (cap if rho >= 1 else min(cap, rho * alone / (2 * (1 - rho))))
        return users / (ttft + output / v + think)

    return cycle, rate, alone


@functools.lru_cache(maxsize=8192)
def steady_state(users: int, step_s: float, prefill_s: float, shape: RequestShape, chunk_tokens: int,
                 floor_s: float = 0.0) -> LoadPoint:
    """The replica's fixed point (module docstring): `users` streams, a decode step of `step_s` at that batch,
    `prefill_s` of compute per prompt, `floor_s` of fixed latency per prefill pass (shared by the prompts one pass
    carries), prompts split into chunks of `chunk_tokens`.

    Memoised by value (a pure function of numbers and a frozen shape; LoadPoint is frozen): the same model on the
    same card at the same load gives the same figures in the next answer, so a follow-up that changes only what the
    sizing does not read (a filter, the budget, the currency, the language) and the levers the "cheaper" reply prices
    again skip the bisection (~40 evaluations of `rate` a point)."""
    users = max(1, users)
    cycle, rate, alone = _replica(users, step_s, prefill_s, shape, chunk_tokens, floor_s)
    if shape.per_slot_rate > 0:  # an open stream at a stated rate (tools.rate_service): λ is given, not solved for
        from tools.rate_service import open_stream

        lam = users * shape.per_slot_rate
        v, ttft, share = open_stream(lam, step_s, prefill_s, math.ceil(shape.prefilled / max(1, chunk_tokens)),
                                     max(1.0, chunk_tokens / max(1, shape.prefilled)), alone)
        return LoadPoint(per_user_tps=v, ttft_s=ttft, requests_per_s=lam, prefill_share=share, idle_ttft_s=alone)
    # λ never exceeds users ÷ (the answer at the idle step rate), nor the rate at which prefill fills the GPU
    hi = users / (shape.output * step_s)
    if prefill_s > 0:
        hi = min(hi, 1 / prefill_s)
    lo = 0.0
    for _ in range(100):  # users / T(λ) − λ falls as λ grows: bisection converges to the one root
        mid = (lo + hi) / 2
        if rate(mid) > mid:
            lo = mid
        else:
            hi = mid
        if hi - lo <= 1e-12 * max(1.0, hi):
            break
    v, ttft, _, share = cycle(lo)
    return LoadPoint(per_user_tps=v, ttft_s=ttft, requests_per_s=lo, prefill_share=share, idle_ttft_s=alone,
                     wait_cap_s=(users - 1) * alone)
