"""The reader's notes on a text's length said in pages or English words (advisor/core/extract_rules.py), turned into
tokens at tools.dataset's rates, and pages counted as a batch's items. Moved from the reader's `*_NOTE` / `*_NOTE_ZH`
pairs; the reader hands each over as a `Msg(code="reader.…")`."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.pages_tokens": E(
        "a document's length in pages read as tokens at {rate} tokens a page (≈ {words} words a single-spaced page; "
        "reference.com, 12-pt, 1-inch margins; tokenizers differ): {pages:g} pages → {tokens:,} tokens",
        "文档长度按每页约 {rate} token 换算（单倍行距一页约 {words} 个英文词 / 约 1,000 个汉字；"
        "reference.com，12 号字、1 英寸页边距；不同分词器有差异）：{pages:g} 页 → {tokens:,} token"),
    "reader.words_tokens": E(
        "a length in English words read as tokens at {rate} tokens per word (OpenAI Help Center: 100 tokens ≈ 75 "
        "words; tokenizers differ): {words:,} words → {tokens:,} tokens",
        "按每个英文词 {rate} token 换算（OpenAI 帮助中心：100 token ≈ 75 个词；不同分词器有差异）："
        "{words:,} 词 → {tokens:,} token"),
    # pages counted as a text model's batch items: each request one page of the typical length
    "reader.page_items": E(
        "each item is a page of text: read as {n:,} tokens (a typical page); say the real length per page if it differs",
        "每条按一页文字计：约 {n:,} token（一般一页的长度）；每页实际长度不同请说明"),
}
