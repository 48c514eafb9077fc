"""The words of a total of text a batch works on, said in characters or words, read as tokens
(advisor/core/worked_total_read.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "worked_total.read": E(
        lambda a: (f"'{a['said']}' read as the text the batch works on in all: ≈ {a['tokens']} input tokens at "
                   + (f"{a['rate']} token a character ({a['family']} tokenizer)" if a["cjk"]
                      else f"{a['rate']} tokens an English word") + "; say the total in tokens if you know it"),
        lambda a: (f"“{a['said']}”按批量任务要处理的文本总量理解：约 {a['tokens']} 输入 token（"
                   + (f"每个汉字 {a['rate']} token，{a['family']} 分词器" if a["cjk"]
                      else f"每个英文单词 {a['rate']} token") + "）；知道 token 总数请直接说"),
    ),
}
