"""Words for tools.sentence_tokens: an answer said in sentences read as its output tokens."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "sentence_answer.tokens": E(
        lambda a: (f"'{a['said']}' read as ≈ {a['n']:,} output tokens ({a['sentences']} sentences × {a['words']} words "
                   "× 4/3 tokens a word, assumed), not the chat default; say the answer's tokens to replace it"),
        lambda a: (f"“{a['said']}”按约 {a['n']:,} 个输出 token 估算（{a['sentences']} 句 × 每句 {a['words']} 个英文词 "
                   "× 每词 4/3 token，为假设），而非聊天的默认长度；请说明回答的 token 数以替换"),
    ),
}
