"""The words of advisor/core/chat_history_read.py and tools/chat_prefix.py: a served chat's history or system prompt
counted as served from the prefix cache."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "chat_history.pasted": E(
        "each request's prompt is the pasted conversation history, ≈ {prompt:,} tokens (as you said), prefilled in full "
        "(a past conversation pasted in is new to the server, no prefix cache assumed); the context holds it plus the "
        "answer",
        "每个请求的输入是一起传进去的对话记录，约 {prompt:,} token（按你说的），完整预填充（贴进去的过往对话对服务端是新的，"
        "不假设前缀缓存）；上下文要装下它和回答"),
    "chat_history.cached": E(
        "prefix cache (assumed): the {prompt:,}-token prompt is the conversation history each turn re-sends, so "
        "vLLM's automatic prefix caching (on by default in vLLM V1) or SGLang's RadixAttention serves it from the "
        "cache and each request prefills only its new turn, ≈ {new:,} tokens (the last answer plus a ShareGPT-mean "
        "message); the first token and the prefill load are sized on that, the KV cache still on the whole history. "
        "If your prompts share no prefix, or you run vLLM with --no-enable-prefix-caching, say \"no prefix caching\" "
        "(every prompt prefilled in full)",
        "前缀缓存（假设）：{prompt:,} token 的输入是每轮重发的对话历史，vLLM 的自动前缀缓存（vLLM V1 默认开启）或 SGLang 的 "
        "RadixAttention 会从缓存中复用它，每个请求只预填充新的一轮，约 {new:,} token（上一个回答加一条 ShareGPT 平均长度的"
        "消息）；首 token 时间和预填充负载按这部分估算，KV cache 仍按完整历史预留。若你的请求没有共同前缀，或 vLLM 以 "
        "--no-enable-prefix-caching 运行，请说“没有前缀缓存”（每个请求完整预填充）"),
    "chat_history.system_cached": E(
        "prefix cache (assumed): the {fixed:,}-token fixed part starts every request, so vLLM's automatic prefix "
        "caching (on by default in vLLM V1) or SGLang's RadixAttention computes it once and each request prefills only "
        "the user's {new:,} tokens; the first token and the prefill load are sized on that, the KV cache still on the "
        "whole {total:,}-token prompt. With --no-enable-prefix-caching, say \"no prefix caching\"",
        "前缀缓存（假设）：{fixed:,} token 的固定部分在每个请求开头，vLLM 的自动前缀缓存（vLLM V1 默认开启）或 SGLang 的 "
        "RadixAttention 只计算一次，每个请求只预填充用户的 {new:,} token；首 token 时间和预填充负载按这部分估算，KV cache "
        "仍按完整的 {total:,} token 预留。若以 --no-enable-prefix-caching 运行，请说“没有前缀缓存”"),
    "chat_history.system_part_cached": E(
        lambda a: (f"prefix cache (assumed): {a['fixed']:,} of the {a['total']:,} prompt tokens are the same system prompt "
                   f"every time, so vLLM's automatic prefix caching (on by default in vLLM V1) or SGLang's RadixAttention "
                   f"serves them from the cache ({a['share']:.0%} of each prompt a cache hit) and each request prefills "
                   f"only its {a['new']:,} new tokens; the first token and the prefill load are sized on that, the KV "
                   "cache still on the whole prompt. With --no-enable-prefix-caching, say \"no prefix caching\""),
        lambda a: (f"前缀缓存（假设）：{a['total']:,} token 的输入中有 {a['fixed']:,} token 是每次相同的系统提示词，"
                   f"vLLM 的自动前缀缓存（vLLM V1 默认开启）或 SGLang 的 RadixAttention 从缓存中复用它"
                   f"（每个输入的 {a['share']:.0%} 命中缓存），每个请求只预填充新的 {a['new']:,} token；"
                   "首 token 时间和预填充负载按这部分估算，KV cache 仍按完整输入预留。"
                   "若以 --no-enable-prefix-caching 运行，请说“没有前缀缓存”")),
    "chat_history.document_cached": E(
        lambda a: (f"prefix cache (assumed): users ask about the same document more than once — "
                   f"{a['questions']} questions a {a['prompt']:,}-token document"
                   + (" (assumed: say how many questions a document gets)" if a["assumed"] else "")
                   + " — so vLLM's automatic prefix caching (on by default in vLLM V1) or SGLang's RadixAttention "
                   f"prefills the document once and each later question only its new turn: ≈ {a['new']:,} tokens "
                   "prefilled a request on average; the first token and the prefill load are sized on that, the KV cache "
                   "still on the whole document, and a fresh document's first question waits for its whole prefill. If "
                   "every request is a new document, say \"no prefix caching\" (every prompt prefilled in full)"),
        lambda a: (f"前缀缓存（假设）：用户会就同一份文档多次提问——每份 {a['prompt']:,} token 的文档 {a['questions']} 个问题"
                   + ("（假设值：请说明每份文档通常问几个问题）" if a["assumed"] else "")
                   + "——vLLM 的自动前缀缓存（vLLM V1 默认开启）或 SGLang 的 RadixAttention 只预填充文档一次，之后的每个问题"
                   f"只预填充新的一轮：平均每个请求约 {a['new']:,} token；首 token 时间和预填充负载按这部分估算，KV cache 仍按"
                   "完整文档预留，新文档的第一个问题仍要等整份文档预填充完。若每个请求都是新文档，请说“没有前缀缓存”（每个请求完整预填充）")),
}
