"""The words of tools/completion_load.py: a code completion's file context served from the prefix cache."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "completion_load.cached_prompt": E(
        "prefix cache: the editor re-sends the same file between keystrokes, so each completion prefills ≈ {new:,} new "
        "tokens of its {prompt:,} (assumed: {pct}% new, the rest from vLLM's / SGLang's prefix cache; the first-token "
        "limit is checked on that prefill); the load is the request rate, an open stream, not chat users at once — "
        "measure the cache hit rate on a pilot",
        "前缀缓存：编辑器在两次按键之间重复发送同一个文件，每次补全只需预填充其 {prompt:,} 个 token 中约 {new:,} 个新 "
        "token（假设 {pct}% 为新内容，其余由 vLLM / SGLang 的前缀缓存提供；首 token 延迟按这部分预填充检查）；负载按请求速率"
        "（开放到达流）计算，而不是同时在线的聊天用户——请在试点中实测缓存命中率"),
}
