"""The words of tools/default_ttft.py: a first-token time over the interactive default, with the fix."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "default_ttft.label": E("first token ≤ {limit:g} s (default)", "首 token ≤ {limit:g} 秒（默认）"),
    "default_ttft.missed": E(
        "the pick's first token takes ≈ {got:g} s at the stated load, over the {limit:g} s interactive default for a "
        "{seq_len:,}-token context (and the concurrency's Little's-law stay assumes the default). Fix: prefix caching "
        "for re-sent prompts (chat history, a fixed system prompt), shorter prompts, a card with more dense compute "
        "(prefill is compute-bound), more tensor parallelism per replica, or state a longer first-token limit; more "
        "replicas do not shorten one prompt's prefill",
        "按所述负载首选方案的首 token 约需 {got:g} 秒，超过 {seq_len:,} token 上下文的交互默认值 {limit:g} 秒"
        "（并发的利特尔定律估算也按默认值）。改法：对重发的提示（对话历史、固定系统提示）开前缀缓存、缩短提示、换稠密算力"
        "更高的卡（预填充受算力限制）、每个副本用更多卡做张量并行，或说明可接受更长的首 token 时间；多加副本不会缩短单个"
        "提示的预填充"),
    "default_ttft.never": E(
        "at the stated load the pick never reaches a first token: prompts arrive faster than its cards prefill them, so "
        "the queue grows without end. Fix: more replicas or a card with more dense compute (prefill is compute-bound), "
        "prefix caching for re-sent prompts, shorter prompts or fewer requests at once",
        "按所述负载首选方案永远等不到首 token：提示到达得比它的卡预填充得快，队列会一直变长。改法：多加副本或换稠密算力更高的卡"
        "（预填充受算力限制）、对重发的提示开前缀缓存、缩短提示或减少同时的请求"),
}
