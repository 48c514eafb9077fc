"""The words of tools/fim_models.py: code completion asked of a model not trained for fill-in-the-middle."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "fim.missing": E(
        "{model} was not trained for fill-in-the-middle (its model card and tokenizer), so it cannot do tab "
        "completion, which sends the code on both sides of the cursor; a FIM model of similar size: {instead}, to serve "
        "the completions instead (the plan below sizes {model} as asked, for comparison only: not a completion server)",
        "{model} 没有经过中间填充（FIM）训练（见模型卡和分词器），做不了 Tab 补全（补全要同时发送光标前后的代码）；"
        "规模相近、支持 FIM 的模型：{instead}，补全请改用它（下面仍按所问模型估算，仅供对比，不能当补全服务用）"),
    "fim.missing_beside_chat": E(
        "{model} can serve the chat but not the completions: it was not trained for fill-in-the-middle (its model "
        "card and tokenizer), and tab completion sends the code on both sides of the cursor; run a FIM model for the "
        "completions, e.g. {instead} of similar size (the plan below sizes {model} for the chat only)",
        "{model} 可以做聊天，但做不了补全：它没有经过中间填充（FIM）训练（见模型卡和分词器），而 Tab 补全要同时发送光标前后的"
        "代码；补全请另用支持 FIM 的模型，例如规模相近的 {instead}（下面只按聊天估算 {model}）"),
}
