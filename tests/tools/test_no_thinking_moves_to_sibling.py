""""No thinking" said of a model that always thinks (a Thinking-2507 release, DeepSeek-R1, Kimi-K2-Thinking) moves the
plan to its non-thinking sibling named on the model card (tools.defaults.non_thinking_sibling / to_non_thinking_sibling)
and sizes it again without the thinking tokens; a model with no sibling listed (QwQ-32B, the R1 distills, gpt-oss)
keeps thinking and the answer says so. The reader hears it in other words too: 能不能不思考直接答, "stop thinking"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import non_thinking_sibling, thinking_tokens, to_non_thinking_sibling
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("model,sibling", [
    # the Qwen cards: Qwen3-30B-A3B-Thinking-2507 "supports only thinking mode"; Qwen3-30B-A3B-Instruct-2507 is the
    # non-thinking release of the same 30B-A3B shape
    ("Qwen3-30B-A3B-Thinking-2507", "Qwen3-30B-A3B-Instruct-2507"),
    ("Qwen3-4B-Thinking-2507", "Qwen3-4B-Instruct-2507"),
    # R1 is trained from DeepSeek-V3-Base (R1 card, same config.json): V3 answers without <think>
    ("DeepSeek-R1", "DeepSeek-V3"),
    # Kimi-K2-Thinking card: Kimi-K2-Instruct is the non-thinking sibling
    ("Kimi-K2-Thinking", "Kimi-K2"),
])
def test_a_model_that_always_thinks_moves_to_its_sibling(model, sibling):
    w = Workload(task="inference", model=model, concurrency=8, thinking=False)
    assert non_thinking_sibling(w) == sibling
    moved, note = to_non_thinking_sibling(w)  # type: ignore[misc]
    # by hand: 8,192 thinking tokens an answer before (the registry's sizing), 0 on the sibling that does not think
    assert moved.model == sibling and thinking_tokens(w) == 8192 and thinking_tokens(moved) == 0
    assert sibling in note.text("en") and model in note.text("zh") and "非思考版本" in note.text("zh")


@pytest.mark.parametrize("w", [
    Workload(task="inference", model="QwQ-32B", thinking=False),  # no non-thinking QwQ release: it keeps thinking
    Workload(task="inference", model="DeepSeek-R1-Distill-Qwen-14B", thinking=False),
    Workload(task="inference", model="gpt-oss-120b", thinking=False),
    Workload(task="inference", model="DeepSeek-R1"),  # nothing said: the named model is planned
    Workload(task="inference", model="Qwen3-32B", thinking=False),  # a hybrid: its own switch, no move
])
def test_no_move_without_a_sibling_or_without_no_thinking(w):
    assert non_thinking_sibling(w) is None and to_non_thinking_sibling(w) is None


@pytest.mark.parametrize("text", ["能不能不思考直接答", "別思考了，直接給答案", "can it stop thinking and just answer?",
                                  "不要深度思考"])
def test_no_thinking_in_other_words_is_read(text):
    assert extract(text).patch.thinking is False


def test_thinking_time_is_no_switch():
    assert extract("不思考時間大概30秒").patch.thinking is None


@pytest.mark.slow
@pytest.mark.parametrize("first,then,sibling,line", [
    ("serve DeepSeek-R1 for 20 concurrent users on H200", "answers take too long, can it just answer with no thinking?",
     "DeepSeek-V3", "thinking"),
    ("用Qwen3-30B-A3B-Thinking-2507给客服团队用，16个人同时在线，用什么卡", "太慢了，能不能不思考直接回答",
     "Qwen3-30B-A3B-Instruct-2507", "思考"),
    ("我們要部署 Qwen3-235B-A22B-Thinking-2507 給 30 位工程師同時用", "它想太久了，可以不要思考嗎",
     "Qwen3-235B-A22B-Instruct-2507", "思考"),
])
def test_no_thinking_after_a_plan_re_plans_on_the_sibling(tmp_path, first, then, sibling, line):
    # the follow-up once answered "nothing changes" (方案不变) and kept 8,192 thinking tokens an answer: now the
    # workload line names the sibling and no thinking tokens, and the note says why
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    head = r.text.splitlines()[0]
    assert sibling in head and line + " 8,192" not in head and "8,192 tokens/answer" not in head, r.text[:800]
    assert "方案不变" not in r.text and "方案不變" not in r.text and sibling in r.text.split("\n", 3)[-1][:1500]
