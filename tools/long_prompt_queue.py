"""A long prompt's first token under load: one prompt of the stated length waits its idle figure (tools.offers.
full_context_ttft, tools.owned_device.first_token_s) before any token, and prompts that arrive together queue.

Why: prefill is compute-bound (≈ 2 × active parameters × tokens FLOP, Kaplan et al. 2020, arXiv:2001.08361 §2.1), so
a replica reads N prompts that arrive at once in about N times one prompt's time whether it batches them or chunks
them (chunked prefill interleaves the work, it does not shrink it): the last of them waits ≈ N × the idle figure.
By hand, Mistral-Small-24B (22.9 B multiplied a token) and a 40,000-token brief on one M4 Max (llama-bench's
≈ 11.7 TFLOPS achieved, tools.owned_device.MEASURED_PREFILL): 2 × 22.9e9 × 40,000 ÷ 1.171e13 ≈ 156 s alone; three
analysts sending one each at once: the last waits ≈ 3 × 156 ≈ 470 s. A card whose row holds no dense 16-bit tensor
figure (an A10G: NVIDIA publishes no datasheet) cannot size either figure: said with the pilot to run
(tools.long_prompt_wait.document_wait_unknown), never guessed. Words: advisor/core/messages/long_prompt_queue.py."""

from __future__ import annotations

from tools.load import LONG_PROMPT_TOKENS
from tools.schema import GPUSpec, Msg


def queued_wait_s(idle_s: float | None, users: int) -> float | None:
    """The last of `users` prompts that arrive together on one replica: users × one prompt's idle first-token seconds
    (compute-bound prefill shares the same FLOP/s); None for one user or no idle figure."""
    if idle_s is None or users <= 1:
        return None
    return users * idle_s


def queued_msg(prompt: int, idle_s: float | None, users: int) -> Msg | None:
    """The words for queued_wait_s: the prompt's tokens, the users on the replica and the last one's seconds."""
    s = queued_wait_s(idle_s, users)
    if s is None or prompt < LONG_PROMPT_TOKENS:
        return None
    return Msg(code="long_prompt_queue.last", args={"prompt": prompt, "users": users, "s": s,
                                                    "mins": s / 60 if s >= 90 else None})


def unsized_long_prompt(gpu: GPUSpec, stated_context: int | None, per_user_tps: float | None) -> Msg | None:
    """A stated long context (≥ LONG_PROMPT_TOKENS) on a priced pick that states a per-user speed but has no prefill
    rate (its card's row holds no dense 16-bit tensor figure): its first token is said unsized, to time on a pilot."""
    if not per_user_tps or gpu.bf16_tflops or gpu.fp16_tflops:
        return None
    from tools.long_prompt_wait import document_wait_unknown

    return document_wait_unknown(gpu.name, stated_context)
