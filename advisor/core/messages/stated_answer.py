"""The words of a batch answer's stated length on a reasoning model, and of a batch planned with thinking off
(tools.defaults.thinking_words, tools.defaults.batch_thinking_off)."""

from __future__ import annotations

from advisor.core.messages.base import E

_WORK_EN = {"extract": "extraction", "classify": "labels", "translate": "translation", "summarize": "summaries"}
_WORK_ZH = {"extract": "抽取", "classify": "分类标签", "translate": "翻译", "summarize": "摘要"}

ENTRIES: dict[str, E] = {
    "defaults.line_thinking_in_output_assumed": E(
        "thinking inside the {out:,} tokens out (a planning assumption, {low:,}–{high:,}: no published thinking length "
        "for this release on such work; time 100 items first or say your own — the hours scale with it)",
        "思考已含在每条输出的 {out:,} token 内（规划假设，{low:,}–{high:,}：该版本在这类任务上没有公开的思考长度；"
        "请先试跑 100 份计时或说明你自己的长度——所需小时数随之等比变化）"),
    "defaults.line_thinking_in_output": E("thinking inside the {out:,} tokens out (none added on top)",
                                          "思考已含在每条输出的 {out:,} token 内（不另加）"),
    "defaults.line_thinking_off_batch": E(
        lambda a: (f"thinking off (a batch of {_WORK_EN.get(a['work'], a['work'])}: short structured output; "
                   f"say \"thinking on\" to size it; {a['switch']})"),
        lambda a: f"不开思考（{_WORK_ZH.get(a['work'], a['work'])}类批量任务：输出短而结构化；要开思考请说明；{a['switch']}）"),
    "defaults.batch_thinking_in_output": E(
        "context: {prompt:,} tokens of input (no item length said: say yours) + the {out:,} tokens out you stated, "
        "which already hold the model's thinking: no thinking budget added on top",
        "上下文：输入 {prompt:,} token（没有说每条长度：请告诉我）+ 你说的每条输出 {out:,} token，"
        "已含模型的思考，不另加思考预算"),
}
