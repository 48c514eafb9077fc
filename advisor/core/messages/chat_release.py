"""Words for a base release served read as its family's chat release (tools.chat_release)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # "用GLM-4-9B做RAG客服": the service runs the chat release, whose context is the longer one
    "chat_release.read_as_chat": E(
        "model: {said} served is read as {chat}, its chat release (a service runs the chat model; the base {said} "
        "holds {base_context:,} tokens of context, {chat} {chat_context:,}; the two share one architecture)",
        "模型：部署 {said} 按它的对话版 {chat} 估算（服务跑的是对话模型；基座版 {said} 上下文上限 {base_context:,} token，"
        "{chat} 为 {chat_context:,} token；两者架构相同）"),
}
