"""The reader's notes on a text's length said in pages, English words or Chinese characters
(advisor/core/extract_rules.py), turned into tokens at tools.dataset's rates or the message's tokenizer figure, and
pages counted as a batch's items. Moved from the reader's `*_NOTE` / `*_NOTE_ZH` pairs; the reader hands each over as
a `Msg(code="reader.…")`."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

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
    # a length in 字 turned into tokens at the message's tokenizer figure; `src` says where the figure comes from
    "reader.chars_tokens": E(
        "a length in Chinese characters read as tokens at {rate} token per character ({src}; tokenizers differ): "
        "{chars:,} 字 → {tokens:,} tokens",
        "按每个汉字 {rate} token 换算（{src}；不同分词器有差异）：{chars:,} 字 → {tokens:,} token"),
    "reader.output_chars_tokens": E(
        "the output's length in Chinese characters read as tokens at {rate} token per character ({src}; tokenizers "
        "differ): {chars:,} 字 → {tokens:,} tokens",
        "输出长度按每个汉字 {rate} token 换算（{src}；不同分词器有差异）：{chars:,} 字 → {tokens:,} token"),
    "reader.chars_per_s": E(
        "'{said}' read as {tokens:g} tokens a second: {chars:g} Chinese characters at {rate} token per character "
        "({src}; tokenizers differ)",
        "“{said}”按每秒 {tokens:g} token 估算：{chars:g} 个汉字 × 每字 {rate} token（{src}；不同分词器有差异）"),
    # a volume of text in words or 字: the training data, the text to translate, works × each one's length. The
    # Chinese names the unit once (每个汉字), the English twice (in Chinese characters … per character)
    "reader.corpus_text": E(
        "the training data said in {unit} read as tokens at {rate} tokens per {unit_one} ({source}; tokenizers "
        "differ): {amount:,} → {tokens:,} training tokens",
        "训练数据按每{unit_one} {rate} token 换算（{source}；不同分词器有差异）：{amount:,} → {tokens:,} 训练 token"),
    "reader.translated_text": E(
        "the text to translate said in {unit} read as tokens at {rate} tokens per {unit_one} ({source}; tokenizers "
        "differ): {amount:,} → {tokens:,} tokens",
        "要翻译的文本按每{unit_one} {rate} token 换算（{source}；不同分词器有差异）：{amount:,} → {tokens:,} token"),
    "reader.works_text": E(
        "{works:,} works × {each:,} {unit} each = {amount:,} {unit} of input, read as tokens at {rate} tokens per "
        "{unit_one} ({source}; tokenizers differ): {tokens:,} tokens",
        "{works:,} 部 × 每部 {each:,} {unit} = 共 {amount:,} {unit}输入，按每{unit_one} {rate} token 换算"
        "（{source}；不同分词器有差异）：{tokens:,} token"),
    "reader.text_unit": pick("unit", {"words": "English words", "chars": "Chinese characters"},
                             {"words": "个英文词", "chars": "个汉字"}),
    "reader.text_unit_one": pick("unit", {"words": "word", "chars": "character"}, {"words": "个英文词", "chars": "个汉字"}),
    # a prompt's or an answer's size said in 字, English words or English characters, as tokens
    "reader.size_tokens": E(
        "'{said}' read as {tokens:,} tokens ({rate} a {unit}; {source}; tokenizers differ)",
        "“{said}”按 {tokens:,} token 估算（每{unit} {rate} token；{source}；不同分词器有差异）"),
    "reader.size_unit": pick("unit", {"chars": "Chinese character", "words": "word", "en_chars": "character of English"},
                             {"chars": "个汉字", "words": "个英文词", "en_chars": "个英文字符"}),
    # pages counted as a text model's batch items: each request one page of the typical length
    "reader.page_items": E(
        "each item is a page of text: read as {n:,} tokens (a typical page); say the real length per page if it differs",
        "每条按一页文字计：约 {n:,} token（一般一页的长度）；每页实际长度不同请说明"),
}
