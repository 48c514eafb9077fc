"""The words of tools/text_corpus_size.py and advisor/core/corpus_size_read.py: a corpus said by its size on disk."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "corpus_size.read": E(
        "data: «{said}» read as ≈ {tokens:,.0f} tokens of plain English text (≈ {per} bytes a token, OpenAI Help Center; "
        "markup and tokenizers differ: count it with the model's tokenizer)",
        "数据：«{said}» 按纯英文文本约 {tokens:,.0f} token 估算（约 {per} 字节一个 token，OpenAI 帮助中心；标记和分词器不同会有"
        "差异：请用模型的分词器实数）"),
}
