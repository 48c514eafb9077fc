"""Words for advisor.core.prompt_parts_read: a prompt said as each item's part plus a fixed instruction."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "prompt_parts.read": E(
        "'{item}' + '{fixed}' read as each prompt's own {prompt:,} tokens plus a shared {shared:,}-token instruction "
        "(the characters or words converted to tokens; a prefix cache can reuse the shared part): say the real "
        "lengths if they differ",
        "“{item}” + “{fixed}”按每条自己的 {prompt:,} token 加上共用的 {shared:,} token 指令估算（字数已换算成 token；"
        "共用部分可用前缀缓存复用）；实际长度不同请说明"),
}
