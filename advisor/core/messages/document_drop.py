"""Words for advisor.core.document_drop_read: each user drops a whole document into the chat, so every open session
is held at the stated length (tools.session_kv)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.document_drop": E(
        "each user drops a whole document into the chat: every open session is held at the full {tokens:,} tokens "
        "while its user asks about it (not as a chat that seldom reaches its limit), and a new document's first "
        "token waits for its whole prompt to be read",
        "每位用户都把整份文档放进对话：每个打开的会话在提问期间都按完整的 {tokens:,} token 占用 KV 缓存（而不是按很少用满上限的"
        "聊天估算），且每份新文档要先读完整个提示才出第一个 token"),
}
