"""The words of tools/item_output.py and advisor/core/item_output_read.py: a batch item's output from what it returns."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "item_output.read": E(
        "each item's output read from what it returns: ≈ {tokens:,} tokens ({parts:; }), never a classifier label's "
        "{label} — assumed lengths; count a few real outputs with the model's tokenizer on a pilot and say the real one",
        "每条的输出按要返回的内容估算：约 {tokens:,} token（{parts:；}），不按分类标签的 {label} token——长度为假设；"
        "请在试点中用模型的分词器数几条真实输出，并告诉我实际长度"),
    "item_output.caption": E("a caption ≈ {n:,} tokens", "一段描述约 {n:,} token"),
    "item_output.caption_assumed": E("a caption ≈ {n:,} tokens ({words} words, assumed)",
                                     "一段描述约 {n:,} token（按 {words} 个英文词假设）"),
    "item_output.tags": E("{n} tags × {each} tokens", "{n} 个标签 × {each} token"),
    "item_output.fields": E("a JSON of {n} fields × {each} tokens + {frame} for the braces",
                            "{n} 个字段的 JSON × 每个 {each} token + 括号 {frame} token"),
    "item_output.text": E("the stated {n:,}-token text", "所说的 {n:,} token 正文"),
}
