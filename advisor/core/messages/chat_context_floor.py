"""The words of advisor/core/chat_context_floor_read.py: a chat service sized at its conversation, not one message."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "chat_context_floor.read": E(
        lambda a: ("context (assumed): a chat re-sends its conversation and system prompt every turn, so each request "
                   "is sized at {prompt:,} tokens of conversation + the {answer:,}-token answer = {seq:,} tokens of KV "
                   "cache per user (our default chat context), not one message".format(**a)
                   + (", and the prefix cache serves the re-sent part: ≈ {new:,} tokens prefilled a turn".format(**a)
                      if a["cached"] else "")
                   + "; say the conversation's length (\"context 2k\") to change it"),
        lambda a: ("上下文（假设）：对话每轮都会重发之前的对话和系统提示词，所以每个请求按 {prompt:,} token 的对话 + "
                   "{answer:,} token 的回答 = 每个用户 {seq:,} token 的 KV cache 估算（我们的默认对话上下文），"
                   "而不是只算一条消息".format(**a)
                   + ("，重发部分由前缀缓存复用：每轮约预填充 {new:,} token".format(**a) if a["cached"] else "")
                   + "；如对话长度不同请说明（例如“上下文 2k”）")),
}
