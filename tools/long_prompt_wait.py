"""The first token of a whole long document on a stated card no catalog row prices (an H20, an L20 on a Chinese
cloud): the plan on that card says its fit and its missing price, and now also how long one NEW document of the stated
length waits before its first token, prefilled whole (nothing cached), on that card's layout.

Why: a card with much memory and little compute (H20: 96 GB, 148 dense BF16 TFLOPS; L20: 48 GB, 119.5) holds a
long-context model easily, yet reads a long prompt slowly: prefill is compute-bound, ≈ 2 × active parameters × tokens
FLOP (Kaplan et al. 2020, arXiv:2001.08361 §2.1) plus attention, at the card's dense 16-bit peak × tools.speed's
PREFILL_MFU. By hand, Qwen2.5-14B (14.7 B) and a 25,000-token report on one L20: 2 × 14.7e9 × 25,000 ≈ 7.4e14 FLOP
÷ (119.5e12 × 0.5) ≈ 12 s, before attention. The figure is tools.offers.full_context_ttft on the named card's own
sizing (tools.recommend.named_card_offer), the same one a priced pick states; the words are
advisor/core/messages/long_prompt_wait.py."""

from __future__ import annotations

from tools.arch import matmul_params, windowed_layers
from tools.fit import ENGINE_NAMES
from tools.load import LONG_PROMPT_TOKENS
from tools.long_prompt_queue import queued_msg
from tools.mamba2 import attention_layer_count
from tools.offers import Offer, Search, full_context_ttft
from tools.schema import GPUSpec, Layout, Msg
from tools.speed import PREFILL_MFU, SpeedUnknown, attention_flops_per_token, peak_tflops


def document_wait(s: Search, o: Offer, stated_context: int | None, plan: Layout | None = None) -> Msg | None:
    """One new prompt filling the stated context on the named card's plan `o`: its tokens, the seconds to its first
    token, the weights' prefill FLOPs (2 × matmul parameters × tokens) and the card's dense 16-bit TFLOPS; a load priced
    on whole uncached documents already (every prompt the document) says the plan's own first token at that load
    (`busy`). A new document is prefilled on `plan`, the layout the headline names (tools.recommend._unpriced_hold:
    "plan 2 × H20"), when given: the engine's sizing on a placeholder-priced 8-GPU machine may spread over more cards
    than the plan (TP 4 × 2 copies), and the wait must be on the cards the answer plans. None when no long context
    (≥ LONG_PROMPT_TOKENS) was stated or no speed can be sized on the card."""
    if not stated_context or stated_context < LONG_PROMPT_TOKENS:
        return None
    lay = plan or o.layout
    full = full_context_ttft(s, o.users_per_replica, o.gpu, lay)
    sh, busy = s.shape, False
    if full is None and sh.prompt >= LONG_PROMPT_TOKENS and not sh.cached and o.ttft_s:
        full, busy, lay = (sh.prompt, o.ttft_s), True, o.layout  # priced whole already: its first token, at the load
    if full is None:
        return None
    try:
        tflops = peak_tflops(o.gpu, s.w.precision)
    except SpeedUnknown:
        return None
    tokens, secs = full
    return Msg(code="long_prompt_wait.took", args={
        "prompt": tokens, "s": secs, "n": lay.num_gpus, "gpu": o.gpu.name,
        "params_b": matmul_params(s.arch) / 1e9, "flops": 2 * matmul_params(s.arch) * tokens, "tflops": tflops,
        "mfu": PREFILL_MFU, "mins": secs / 60 if secs >= 90 else None, "busy": busy,
        "queued": None if busy else queued_msg(tokens, secs, o.users_per_replica)})  # the replica's users at once


def document_wait_unknown(gpu: str, stated_context: int | None) -> Msg | None:
    """A stated long context on a card whose row holds no dense 16-bit tensor TFLOPS (the L20's brief is held for FP32
    only): its first token cannot be sized, said with the pilot to run, never guessed. None under LONG_PROMPT_TOKENS."""
    if not stated_context or stated_context < LONG_PROMPT_TOKENS:
        return None
    return Msg(code="long_prompt_wait.unknown", args={"gpu": gpu, "prompt": stated_context})


def stated_box_document(s: Search, users: int, gpu: GPUSpec, layout: Layout, stated_context: int | None
                        ) -> Msg | None:
    """A whole long document on the user's stated box when the answer names a way that box holds it (fewer users, a
    lower precision; tools.recommend._say_routes): the seconds to the first token of one NEW document filling the
    stated context, prefilled whole on that box's layout (tools.offers.full_context_ttft: the weights' 2 × active
    parameters × tokens, Kaplan et al. 2020 §2.1, plus the causal attention term ≈ 2 × attending layers × tokens² ×
    d_attn with sliding-window layers capped at the window, tools.speed.attention_flops_per_token, at the card's
    dense 16-bit TFLOPS × PREFILL_MFU), then the prefix-cache lever for follow-ups on the same document and, for a
    model with sliding-window layers, the engine that must allocate those layers by window for the memory to hold
    (`naive`: the KV an engine that holds every attending layer at the full context needs, × the window-aware one).
    By hand, Gemma-3-27B at 131,072 tokens on 2 × RTX 3090: 2 × 27e9 × 131,072 ≈ 7.1e15 + 2 × 10 × 131,072² × 4,096
    ≈ 1.4e15 FLOP ≈ 8.5e15 ÷ (2 × 71e12 × 0.5) ≈ 2 min. gpt-oss-120b at 131,072 on a TP-2 copy of A800s: 2 × 5.1e9 ×
    131,072 ≈ 1.3e15 + 18 full layers' ≈ 2.5e15 (window layers ≈ 0) ≈ 3.8e15 ÷ (2 × 312e12 × 0.5) ≈ 12 s.
    None under LONG_PROMPT_TOKENS or with no prefill rate on the card."""
    if not stated_context or stated_context < LONG_PROMPT_TOKENS:
        return None
    full = full_context_ttft(s, users, gpu, layout)
    if full is None:
        return None
    try:
        tflops = peak_tflops(gpu, s.w.precision)
    except SpeedUnknown:
        return None
    tokens, secs = full
    a = s.arch
    win = windowed_layers(a)
    attending = attention_layer_count(a)  # KV every attending layer holds at the full context ÷ the window-aware KV
    naive = attending * tokens / ((attending - win) * tokens + win * min(tokens, a.sliding_window or tokens))
    return Msg(code="long_prompt_wait.stated_box", args={
        "prompt": tokens, "s": secs, "mins": secs / 60 if secs >= 90 else None, "n": layout.num_gpus, "gpu": gpu.name,
        "weights": 2 * matmul_params(a) * tokens, "attention": tokens * attention_flops_per_token(a, tokens) / 3,
        "tflops": tflops, "mfu": PREFILL_MFU, "framework": ENGINE_NAMES.get(s.w.framework, s.w.framework),
        "window": a.sliding_window if win else None, "windowed": win, "naive": naive})
