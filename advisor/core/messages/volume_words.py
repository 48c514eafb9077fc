"""The words of a generated total said in characters or words read as tokens (advisor/core/volume_words_read.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "volume_words.read": E(
        lambda a: (f"'{a['said']}' read as the text the model writes in all: ≈ {a['tokens']} tokens at "
                   + (f"{a['rate']} token a character ({a['family']} tokenizer)" if a["cjk"]
                      else f"{a['rate']} tokens an English word") + "; say the total in tokens if you know it"),
        lambda a: (f"“{a['said']}”按模型总共要写出的文本理解：约 {a['tokens']} token（"
                   + (f"每个汉字 {a['rate']} token，{a['family']} 分词器" if a["cjk"]
                      else f"每个英文单词 {a['rate']} token") + "）；知道 token 总数请直接说"),
    ),
}
