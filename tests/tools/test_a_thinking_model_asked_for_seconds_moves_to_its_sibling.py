"""A model that always thinks, asked for an answer or a first token within seconds, is planned on the non-thinking
sibling its registry row names (tools.thinking_deadline), and the note says what that does to the fleet: thinking
alone (8,192 tokens at 20 tokens/s = 409.6 s) outlasts any wait of seconds."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload
from tools.thinking_deadline import sibling_for_stated_wait, thinking_seconds

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _serve(model: str, **kw) -> Workload:
    return Workload(task="inference", model=model, **kw)


@pytest.mark.parametrize("model, sibling, kw", [
    # Hand: 8,192 thinking tokens ÷ 20 tok/s = 409.6 s ≫ a 3 s first token → Qwen3-30B-A3B-Instruct-2507
    ("Qwen3-30B-A3B-Thinking-2507", "Qwen3-30B-A3B-Instruct-2507", {"target_ttft_ms": 3000.0, "users_online": 1200}),
    # Hand: 8,192 ÷ 20 = 409.6 s ≫ a whole answer in 5 s → Qwen3-4B-Instruct-2507
    ("Qwen3-4B-Thinking-2507", "Qwen3-4B-Instruct-2507", {"target_answer_s": 5.0, "concurrency": 40}),
    # Hand: R1 at a stated 50 tok/s: 8,192 ÷ 50 = 163.8 s ≫ 8 s → DeepSeek-V3
    ("DeepSeek-R1", "DeepSeek-V3", {"target_answer_s": 8.0, "target_tokens_per_s_per_user": 50.0, "concurrency": 10}),
])
def test_thinking_that_outlasts_the_wait_moves_to_the_sibling(model, sibling, kw):
    got = sibling_for_stated_wait(_serve(model, **kw))
    assert got is not None and got[0].model == sibling
    assert got[1].args["think_s"] > got[1].args["wait_s"]


def test_the_fleet_effect_is_said_for_people_online():
    # Hand: 1,200 online, 3 s TTFT: thinking stays 3 + (8,192 + reply) ÷ 20 s ≈ 413 s → ≈ 1,082 at once; without the
    # thinking a 338-token reply stays 3 + 16.9 = 19.9 s → 1,200 × 19.9 ÷ 64.9 ≈ 368 at once
    got = sibling_for_stated_wait(_serve("Qwen3-30B-A3B-Thinking-2507", target_ttft_ms=3000.0, users_online=1200))
    assert got is not None
    a = got[1].args
    assert a["online"] == 1200 and a["after"] < a["before"] / 2


@pytest.mark.parametrize("w", [
    _serve("Qwen3-30B-A3B-Thinking-2507", users_online=500),  # no wait said
    _serve("Qwen3-32B", target_answer_s=2.0, concurrency=10),  # a switch: thinking is planned off by the use rules
    _serve("QwQ-32B", target_answer_s=2.0, concurrency=10),  # no sibling listed
    _serve("Qwen3-30B-A3B-Thinking-2507", target_answer_s=600.0, concurrency=10),  # 409.6 s fits 10 minutes
])
def test_no_move_without_a_wait_a_sibling_or_a_miss(w):
    assert sibling_for_stated_wait(w) is None


def test_thinking_seconds_by_hand():
    assert thinking_seconds(_serve("Qwen3-4B-Thinking-2507")) == pytest.approx(409.6)
    assert thinking_seconds(_serve("Llama-3.1-8B")) == 0


@pytest.mark.slow
@pytest.mark.parametrize("text, sibling", [
    ("Our trading app wants Qwen3-30B-A3B-Thinking-2507 for client Q&A, first token within 3 s, 800 people online. "
     "What GPUs?", "Qwen3-30B-A3B-Instruct-2507"),
    ("我们券商App想用Qwen3-30B-A3B-Thinking-2507做问答，要求3秒内出答案，高峰800人同时在线，要几张卡？",
     "Qwen3-30B-A3B-Instruct-2507"),
    ("我們銀行想用Qwen3-4B-Thinking-2507做客服，要求2秒內出答案，高峰600人同時在線，要租幾張卡？", "Qwen3-4B-Instruct-2507"),
])
def test_the_answer_plans_the_sibling(tmp_path, text, sibling):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert sibling in r.text.splitlines()[0], r.text[:600]
