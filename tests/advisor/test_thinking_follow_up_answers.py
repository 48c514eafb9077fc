"""Turns about a model's thinking, through the Engine (en, 简体, 繁體): "turn the thinking off" after a plan is never
refused as off topic — a switchable model switches it off, one that always thinks moves to the non-thinking sibling the
registry holds, and one with neither says it always thinks and names the nearest model of its kind that does not; a
move in the same turn that read people online leaves one concurrency, never the thinking model's beside it."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs whole answers (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

OFF_TOPIC = ("outside what I do", "超出了我的范围", "超出了我的範圍")


def _chat(tmp_path, *turns):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in turns]


def test_english_thinking_off_on_a_model_that_always_thinks_names_a_non_thinking_one(tmp_path):
    # by hand: DeepSeek-R1-Distill-Qwen-32B has no switch and no sibling row; "turn the thinking off" keeps its
    # 8,192 thinking tokens an answer and says so, naming a ≈ 32 B text model that answers without thinking
    _, r = _chat(tmp_path, "serve DeepSeek-R1-Distill-Qwen-32B for a tutoring app, 400 people online at peak",
                 "the reasoning takes too long, can you turn the thinking off?")
    assert not any(w in r.text for w in OFF_TOPIC)
    assert "always thinks" in r.text and "nearest model of its kind" in r.text
    assert r.recommendation is not None and r.recommendation.workload.model == "DeepSeek-R1-Distill-Qwen-32B"


def test_simplified_thinking_off_moves_to_the_sibling(tmp_path):
    # by hand: Qwen3-4B-Thinking-2507 cannot switch off; the registry's sibling is Qwen3-4B-Instruct-2507 (same
    # shape): the plan moves there and each answer is its reply alone (no 8,192 thinking tokens)
    _, r = _chat(tmp_path, "我们做口语陪练App，用Qwen3-4B-Thinking-2507，晚高峰600人同时在线，要几张什么卡？",
                 "思考太慢了，把思考关掉吧")
    assert not any(w in r.text for w in OFF_TOPIC)
    assert r.recommendation is not None and r.recommendation.workload.model == "Qwen3-4B-Instruct-2507"


def test_traditional_cantonese_thinking_off_on_a_switchable_model(tmp_path):
    # by hand: GLM-4.5-Air switches its thinking off (enable_thinking=False): the same model, thinking planned off
    _, r = _chat(tmp_path, "我哋用GLM-4.5-Air做數學解題，高峰200人同時在線，要幾多張卡？", "唔好諗咁耐，熄咗思考得唔得？")
    assert not any(w in r.text for w in OFF_TOPIC)
    rec = r.recommendation
    assert rec is not None and rec.workload.model == "GLM-4.5-Air" and rec.workload.thinking is False



@pytest.mark.parametrize("question", [
    # en: a 2-second first token on a model that always thinks (≈ 8,192 tokens ≈ 409.6 s at 20 tok/s): moved
    "Qwen3-30B-A3B-Thinking-2507 as a study buddy, 700 people online at peak, first token within 2 seconds",
    # 简体: "不要思考" in the first message beside people online
    "用Qwen3-4B-Thinking-2507做作文点评，高峰1800人同时在线，不要思考，要几张卡？",
    # 繁體
    "用Qwen3-235B-A22B-Thinking-2507做客服，高峰2200人同時在線，首字3秒內出來，要幾張卡？",
])
def test_a_move_in_the_turn_that_read_people_online_leaves_one_concurrency(tmp_path, question):
    # by hand: 700 online on the thinking model are ≈ 700 × 412 ÷ 457 ≈ 631 at once, on its Instruct sibling ≈ 700 ×
    # 19 ÷ 64 ≈ 208: the answer sizes the sibling, so the reader's line for the thinking model must be gone — the
    # move's note says both, and no other line states the thinking model's figure as the one sized
    (r,) = _chat(tmp_path, question)
    rec = r.recommendation
    assert rec is not None and "Instruct" in (rec.workload.model or "")
    sized = f"{rec.workload.concurrency:,}"
    short = r.text.split("\n\n|")[0]
    for line in short.splitlines():
        m = re.search(r"read as ≈ ([\d,]+) generating at once|按同[时時][约約] ?([\d,]+) 路在生成估算", line)
        if m:
            assert (m.group(1) or m.group(2)) == sized, line
