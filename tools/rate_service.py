"""A service sized from a stated request rate whose answers are short (a label, a verdict, a few tokens).

Why: "500 classification requests a second, how many cards?" was sized as a chat. The requests in flight came from
Little's law over a chat request's stay (2 s to the first token + 8 tokens at the chat's 20 tokens/s each = 2.4 s →
1,200 "users"), each replica then ran those users as a closed loop with no think time (tools.load), so it prefilled
several times the stated 500 a second, and the plan rented 40 cards where the prefill arithmetic asks for a handful.
Nobody reads 8 tokens as they stream: such a request is judged by its whole latency, and the load by throughput.

The rule (an expert's hand sizing of such services): a short-answer request needs its prompt's prefill, 2 × params
FLOP a token (Kaplan et al. 2020, arXiv:2001.08361, §2.1: forward pass ≈ 2N FLOP per token), and a few decode steps;
the cards are the stated rate × that prefill ÷ what a card delivers, with the decode steps sharing the same GPU time
(tools.load's steady state, which charges both). So here:

- an answer is short when it is at most SHORT_ANSWER_TOKENS (a camera verdict, tools.camera; the labelled sets' labels state
  1–20 tokens out, tools.defaults.CLASSIFY_OUTPUT_TOKENS' note): no per-user reading floor applies to it;
- each request must be back within its limit: the stated first-token or whole-answer limit, else the interactive
  first-token default (tools.offers.INTERACTIVE_TTFT_S, said as an assumption). The requests in flight are at most
  the rate × that limit (Little's law, J. D. C. Little 1961: L = λW with W ≤ the limit) — what the KV cache must hold;
- the rate is an OPEN arrival stream: each replica receives the stated rate × its share of the in-flight slots
  (per_slot_rate), never a closed loop of slots that resubmit as soon as they are answered (tools.load.steady_state).

By hand, Llama-3.2-3B (3.2e9 params) answering "spam / not spam" on 300-token mails at 200 requests/s:
200 × 300 × 2 × 3.2e9 = 3.8e14 FLOP/s of prefill ≈ 0.38 PFLOP/s; an L4 (121 TFLOPS dense BF16 by its datasheet) at
about half of peak delivers ≈ 60 TFLOP/s → ≈ 6–7 L4s, not one card per chat-sized user group.
"""

from __future__ import annotations

import math
from typing import Any

from tools.schema import Msg, Workload

# The labelled held-out sets' classification jobs state 1-20 tokens out (tools.defaults, CLASSIFY_OUTPUT_TOKENS' note),
# and a camera frame's verdict is assumed at 32 (tools.camera.CAMERA_VERDICT_TOKENS: a structured yes/no and a line of
# reason): an answer no longer than the longer of the two is waited on whole by a program, never read as it streams.
SHORT_ANSWER_TOKENS = 32


def short_answer(output_tokens: int | None) -> bool:
    """Is an answer of `output_tokens` a short one (a label, a verdict: at most SHORT_ANSWER_TOKENS)? None: not known.
    A completion's 64 tokens of code or a chat's 338 are read as they stream: not short."""
    return bool(output_tokens) and (output_tokens or 0) <= SHORT_ANSWER_TOKENS


def rate_driven_short(w: Workload, output_tokens: int | None) -> bool:
    """A service sized from a stated request rate (not a batch, no stated per-user speed) whose answer of
    `output_tokens` is short: its load is requests a second and their latency, never a chat's tokens/s per user."""
    return bool(w.target_requests_per_s) and not w.batch_requests and not w.target_tokens_per_s_per_user \
        and short_answer(output_tokens)


def open_rate(w: Workload, output_tokens: int | None) -> bool:
    """A service whose stated or derived request rate arrives as an OPEN stream (never a closed loop of users): a
    rate-driven short answer, or a code completion at a request rate (tools.completion_load), whose 64 tokens of code
    still keep the reading floor and first-token limit of a streamed answer."""
    from tools.completion_load import is_completion

    return rate_driven_short(w, output_tokens) or (
        bool(w.target_requests_per_s) and is_completion(w) and not w.target_tokens_per_s_per_user)


def request_limit_s(w: Workload) -> tuple[float, bool]:
    """Seconds each request must be back within, and whether the user stated it: the stated first-token limit, else
    the stated whole-answer limit, else the interactive first-token default (tools.offers.INTERACTIVE_TTFT_S)."""
    from tools.offers import INTERACTIVE_TTFT_S  # tools.offers imports tools.load, which imports this module

    if w.target_ttft_ms:
        return w.target_ttft_ms / 1000, True
    if w.target_answer_s:
        return float(w.target_answer_s), True
    return INTERACTIVE_TTFT_S, False


def in_flight_within(rate_per_s: float, limit_s: float) -> int:
    """Requests in flight at most when each of `rate_per_s` is back within `limit_s` (Little's law, at least 1):
    200/s within 1.5 s → 300; 40/s within 2 s → 80."""
    return max(1, math.ceil(rate_per_s * limit_s - 1e-9))


def concurrency_from_short_rate(w: Workload, output_tokens: int | None) -> list[Msg]:
    """Set `w.concurrency` for a rate-driven short-answer service (rate_driven_short) with no concurrency stated: the
    rate × the per-request limit (in_flight_within), and say so; [] for any other load (tools.traffic sizes it)."""
    if w.concurrency is not None or not rate_driven_short(w, output_tokens):
        return []
    limit, stated = request_limit_s(w)
    rate = w.target_requests_per_s or 0.0
    w.concurrency = in_flight_within(rate, limit)
    return [Msg(code="rate_service.in_flight", args={
        "n": w.concurrency, "rate": rate, "limit_s": limit, "stated": stated, "out": output_tokens or 0})]


def per_slot_rate(w: Workload, output_tokens: int) -> float:
    """Requests a second each in-flight slot receives for a rate-driven short-answer service: the stated rate ÷ the
    concurrency (a replica of `users` slots then receives users × this, an open stream: tools.load.steady_state);
    0.0 for any other load (a closed loop of users, tools.load)."""
    if not open_rate(w, output_tokens) or not w.concurrency:
        return 0.0
    return (w.target_requests_per_s or 0.0) / w.concurrency


def prefill_flop_per_s(rate_per_s: float, prompt_tokens: int, params: float) -> float:
    """The prefill compute a rate-driven service needs: rate × prompt tokens × 2 × params (Kaplan et al. 2020, 2N FLOP
    a token forward): 200/s × 300 tokens × 2 × 3.2e9 = 3.84e14 FLOP/s."""
    return rate_per_s * prompt_tokens * 2 * params


def open_stream(lam: float, step_s: float, prefill_s: float, chunks: int, most_per_step: float, alone_s: float
                ) -> tuple[float, float, float]:
    """One replica receiving `lam` short-answer requests a second (an open stream), with chunked prefill (vLLM V1 and
    SGLang by default: waiting prompts ride in the decode steps' token budget, tools.load): its per-user decode speed,
    mean first token and prefill share of GPU time. A prompt takes `prefill_s` of compute out of the GPU's seconds;
    the fixed latency of a pass is in the prompt's own first token (`alone_s`, tools.load) but not exclusive GPU time,
    since it rides in a step the decode batch pays anyway. The prompts that arrive during a step share the next one
    (1 + λ·step at light load); a prompt's service in the queue is prefill_s + `chunks` steps ÷ the prompts sharing
    them, and below ρ = 1 it waits as in an M/D/1 queue (Pollaczek–Khinchine, tools.load). Past that the steps fill:
    each carries the n = λ·step·chunks ÷ (1 − λ·prefill_s) prompts that arrive while it runs (a step of
    n ÷ λ seconds), up to the token budget (`most_per_step`), and a prompt waits one such step; past the budget the
    replica never catches up (first token inf: an open stream does not wait for its answers).
    By hand, λ = 60/s, 4 ms of prefill, 16 ms steps: share 0.24, 1.96 prompts a step, ρ = 60 × (0.004 + 0.016 ÷ 1.96)
    = 0.73 → wait 0.73 × S ÷ 0.54; v = (1 − 0.24) ÷ 0.016 = 47.5 tokens/s."""
    share = lam * prefill_s
    if share >= 1:
        return 0.0, math.inf, share
    v = (1 - share) / step_s
    rho = lam * (prefill_s + chunks * step_s / min(most_per_step, 1 + lam * step_s))
    if rho < 1:
        return v, alone_s + rho * alone_s / (2 * (1 - rho)), share
    full = lam * step_s * chunks / (1 - share)  # prompts a filled step carries
    if full > most_per_step:
        return v, math.inf, share
    return v, alone_s + full / lam, share


def answer_late(w: Workload, output_tokens: int, ttft_s: float, per_user_tps: float) -> bool:
    """A rate-driven short answer (rate_driven_short) whose WHOLE answer (first token + its few tokens at the
    per-user speed) is not back within its limit (request_limit_s): nobody reads a label as it streams, the caller
    waits for all of it. By hand, a 2 s limit: 0.2 s + 8 tokens at 8 tokens/s = 1.2 s, inside; at 3 tokens/s, 2.9 s:
    late."""
    if not rate_driven_short(w, output_tokens):
        return False
    return per_user_tps <= 0 or ttft_s + output_tokens / per_user_tps > request_limit_s(w)[0]


def carried_prompt(before: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    """A model just fine-tuned on items of a stated length, now served at a request rate with short answers (a
    classifier trained on 150-token product texts, then "500 requests a second"): each request is such an item, so
    the items' length is the prompt the follow-up carries ({"prompt_tokens": n}); {} when the patch states its own
    prompt or context, the thread was no training job on examples of a stated length, or the answers are not short.
    `before` and `patch` are the thread's and the message's stated fields (tools.followup.merge_workload)."""
    from tools.defaults import serves  # tools.defaults imports this module
    from tools.schema import TRAINING_TASKS

    data = before.get("dataset") or {}
    per = data.get("tokens_per_unit") if data.get("unit") == "examples" else None
    if not per or before.get("task") not in TRAINING_TASKS or not serves(patch.get("task")) \
            or "prompt_tokens" in patch or "seq_len" in patch or not patch.get("target_requests_per_s") \
            or not short_answer(patch.get("output_tokens")):
        return {}
    return {"prompt_tokens": int(per)}
