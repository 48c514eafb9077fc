"""The words of advisor/core/said_output_length_read.py: an answer's length said by what it is (评语约300字)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "said_output_length.read": E(
        "output: «{said}» read as ≈ {tokens:,} tokens each request writes (the length you said; tokenizers differ)",
        "输出：«{said}» 按每条生成约 {tokens:,} token 估算（按所说的长度；各分词器略有不同）"),
}
