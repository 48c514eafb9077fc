"""The words of tools/fim_models.py: code completion asked of a model not trained for fill-in-the-middle."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "fim.missing": E(
        "{model} was not trained for fill-in-the-middle (its model card and tokenizer), so it cannot do tab "
        "completion, which sends the code on both sides of the cursor; a FIM model of similar size: {instead} "
        "(sized below as asked, for comparison)",
        "{model} 没有经过中间填充（FIM）训练（见模型卡和分词器），做不了 Tab 补全（补全要同时发送光标前后的代码）；"
        "规模相近、支持 FIM 的模型：{instead}（下面仍按所问模型估算，供对比）"),
}
