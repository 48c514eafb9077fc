"""A reasoning model's effort level said in words (gpt-oss: "Reasoning: low / medium / high" in its system prompt) sets
the thinking tokens each answer is sized with (tools.defaults.effort_tokens, from the model's registry row); a range
("low/medium") is read as its top. A gpt-oss-20b tutor "reasoning low/medium" was sized at the 8,192-token default."""

from __future__ import annotations

import pytest

import catalog.registry  # noqa: F401  (registers the registry's thinking rows with tools.defaults)
from advisor.core.extract_rules import extract
from tools.defaults import thinking_tokens
from tools.schema import Workload


@pytest.mark.parametrize("text,effort", [
    ("serve gpt-oss-120b to 60 analysts, reasoning effort set to high", "high"),
    ("gpt-oss-20b chatbot for 25 users, low reasoning effort please", "low"),
    ("we call gpt-oss-120b with reasoning_effort=\"medium\" for 40 agents", "medium"),
    ("gpt-oss-20b 做客服，推理强度设为低，30 路并发", "low"),
    ("用 gpt-oss-120b 做內部助理，思考強度 高，同時 20 人", "high"),
    ("gpt-oss-20b（reasoning 开 low/medium），200 人同时在线", "medium"),  # a range: its top, sized for the most
    ("gpt-oss-120b, reasoning: low or high depending on the task, 12 users", "high"),
])
def test_the_level_is_read(text, effort):
    assert extract(text).patch.reasoning_effort == effort


@pytest.mark.parametrize("text", [
    "deploy gpt-oss-20b for high reasoning tasks, 10 users",  # a use, not a level
    "部署 gpt-oss-20b 推理服务，10 路并发，高并发",  # 推理 is inference; 高并发 is load
    "Qwen3-32B with thinking on for maths, 8 users",
])
def test_no_level_where_none_is_said(text):
    assert extract(text).patch.reasoning_effort is None


def test_the_level_sets_the_thinking_length():
    # by hand: gpt-oss's card has its chain of thought grow with the level; low < medium < high, and no level said
    # keeps the model's default sizing (8,192); a model without levels (DeepSeek-R1 distills) ignores the word
    low, med, high = (thinking_tokens(Workload(model="gpt-oss-120b", reasoning_effort=e)) for e in ("low", "medium", "high"))
    assert 0 < low < med < high
    assert med < thinking_tokens(Workload(model="gpt-oss-120b")) == 8192
    r1 = "DeepSeek-R1-Distill-Qwen-14B"
    assert thinking_tokens(Workload(model=r1, reasoning_effort="low")) == thinking_tokens(Workload(model=r1))


@pytest.mark.slow
def test_the_answer_is_sized_and_worded_at_the_level():
    # 繁體: 300 people online, gpt-oss-20b at "medium": each answer ≈ 4,096 thinking tokens, not 8,192, so the wait
    # per answer (2 s + 4,096 ÷ 20 tok/s ≈ 207 s) and the streams generating at once are sized on it
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db"))
    out = eng.handle("effort-1", "學校助教用 gpt-oss-20b，reasoning 設為 medium，尖峰 300 人同時在線，要開什麼機器？").text
    assert "每個回答思考約 4,096 token" in out and "推論強度 中" in out, out
    assert "8,192 token、每秒" not in out, out
