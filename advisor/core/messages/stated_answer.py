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
    "defaults.line_thinking_in_said_output": E(
        "{out:,} tokens out an item as you said, thinking included (none added on top; set max_tokens near it)",
        "每条输出 {out:,} token（按你说的，已含思考，不另加；max_tokens 设在这附近）"),
    "defaults.line_thinking_off_batch": E(
        lambda a: (f"thinking off (a batch of {_WORK_EN.get(a['work'], a['work'])}: short structured output; "
                   f"say \"thinking on\" to size it; {a['switch']})"),
        lambda a: f"不开思考（{_WORK_ZH.get(a['work'], a['work'])}类批量任务：输出短而结构化；要开思考请说明；{a['switch']}）"),
    "defaults.line_thinking_plus_reply": E(
        "thinking ≈ {tokens:,} tokens before each {reply:,}-token answer, counted in the output (assumed: say yours; "
        "set max_tokens 16–32k)",
        "每条回答 {reply:,} token 之前约思考 {tokens:,} token，计入输出（假设值：请说明你的长度；max_tokens 设 16–32k）"),
    "defaults.batch_reply_thinking": E(
        "the ≈ {reply:,} tokens an answer you stated are what it shows: {model} thinks before it answers, so each item "
        "decodes ≈ {think:,} thinking tokens first (a planning assumption: maths traces commonly run 2–8k and the "
        "hardest to the tens of thousands) and is sized at {out:,} tokens out — {total:,} for the batch, not "
        "{visible:,}; the hours, the KV cache and the deadline check use that. Set max_tokens (16–32k) so runaway "
        "traces cannot hold the batch, time 100 items first (the hours scale with the real length), or say "
        "\"thinking off\" to size the answers alone",
        "你说的每条约 {reply:,} token 是可见的回答：{model} 回答前先思考，每条先解码约 {think:,} 个思考 token"
        "（规划假设：数学题的思考通常 2–8k，最难的可达数万），所以每条按 {out:,} token 输出估算——整批 {total:,} token，"
        "而不是 {visible:,}；小时数、KV 缓存和截止时间检查都按此计算。请设 max_tokens（16–32k）以免失控的思考拖住整批，"
        "先试跑 100 条计时（小时数随真实长度等比变化），或说“不开思考”只按回答估算"),
    "defaults.batch_context_thinking_added": E(
        "context: {prompt:,} tokens of input (no item length said: say yours) + {out:,} out, the answer and the "
        "thinking decoded before it (output, held in the KV cache)",
        "上下文：输入 {prompt:,} token（没有说每条长度：请告诉我）+ 输出 {out:,} token，即回答加上回答前解码的思考"
        "（算作输出，占 KV 缓存）"),
    "defaults.batch_thinking_in_output": E(
        "context: {prompt:,} tokens of input (no item length said: say yours) + the {out:,} tokens out you stated, "
        "which already hold the model's thinking: no thinking budget added on top",
        "上下文：输入 {prompt:,} token（没有说每条长度：请告诉我）+ 你说的每条输出 {out:,} token，"
        "已含模型的思考，不另加思考预算"),
}
