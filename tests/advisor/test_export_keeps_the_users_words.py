"""A Traditional-script export quotes the user's messages as typed (a Simplified message stays Simplified, no Taiwan
word swapped in), converts everything else, and its reproduce line carries the document's language."""

from __future__ import annotations

from advisor.core.export import reproduce_command
from advisor.core.script import as_typed, to_script
from tools.schema import Workload


def test_marked_words_pass_the_traditional_conversion_unchanged():
    # 数据 in Simplified would become 資料 (the Taiwan word) under s2tw; the user's own message must not
    typed = "用 LoRA 微调，数据改成2万条"
    out = to_script("提问：" + as_typed(typed) + "，数据", "zh-Hant")
    assert typed in out and "\ue000" not in out and "\ue001" not in out
    assert out.endswith("資料")  # the text around the quote is still converted
    assert to_script(as_typed(typed), "zh") == as_typed(typed)  # only a zh-Hant document converts (and unmarks)


def test_the_reproduce_line_names_traditional_chinese():
    w = Workload(model="Qwen2.5-7B", task="lora")
    assert reproduce_command(w, lang="zh-Hant").endswith("--lang zh-Hant")
    assert reproduce_command(w, lang="zh").endswith("--lang zh")
