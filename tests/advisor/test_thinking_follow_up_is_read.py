"""A turn about a model's thinking (switch it off, switch it back on) is read as that switch, in English, 简体, 繁體 and
Cantonese, with the verb before or after the thinking (把思考关掉, 思考能关掉吗, 熄咗思考) — never as off topic: a
follow-up that only says "thinking is slow, turn it off" once got "that is outside what I do"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    # English: the switch said in a follow-up, no workload words around it
    "the reasoning takes ages, can we switch reasoning off?",
    "no thinking please",
    "answers are too slow — disable the thinking",
    # 简体: the verb after the thinking (把…关掉 / 能关吗 / 功能关了) and a bare 关思考
    "推理链太长了，用户等不及，把思考模式关掉吧",
    "深度思考能不能关闭？",
    "思考功能关了会快多少",
    "先关思考试试",
    # 繁體 and Cantonese
    "思考太花時間了，可以把思考關掉嗎？",
    "唔好諗咁耐啦，熄咗思考得唔得？",
    "熄埋深度思考",
])
def test_thinking_switched_off_in_a_follow_up(text: str) -> None:
    # by hand: each says "turn the model's thinking off" and nothing else; the plan then drops the thinking tokens
    # (a switchable model), moves to the registry's non-thinking sibling (one that always thinks) or says the model
    # always thinks — so the reader must hand back thinking=False, and no off-topic refusal
    e = extract(text)
    assert e.patch.thinking is False, text
    assert "off_topic" not in e.intents, text


@pytest.mark.parametrize("text", [
    "turn the reasoning back on",
    "还是把思考打开吧",
    "思考可以重新開啟嗎",
])
def test_thinking_switched_back_on_in_a_follow_up(text: str) -> None:
    # by hand: the user wants the thinking back: thinking_use "on", never thinking=False, never off topic
    e = extract(text)
    assert e.patch.thinking_use == "on", text
    assert e.patch.thinking is not True or e.patch.thinking_use == "on"
    assert "off_topic" not in e.intents, text


@pytest.mark.parametrize("text", [
    "部署 Qwen3-32B 做客服，关注思考质量，30 人同时用",  # 关注 (pay attention to), not 关 (switch off)
    "部署 Qwen3-14B 做相关思考题的讲解，20 人同时用",  # 相关 (related), not 关
])
def test_close_words_that_are_not_a_switch(text: str) -> None:
    # by hand: 关注 / 相关 hold 关 but switch nothing off: the thinking stays as the use plans it
    assert extract(text).patch.thinking is not False, text
