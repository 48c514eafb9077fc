"""Serving reads around the first token: interviews in progress are sessions (the candidate speaks most of the time,
the model generates only after each answer), a short first-token limit plans a switchable thinking model with
thinking off, a thinking model's first visible token waits for its thinking, and "the first answer on a new document
within N s" is a first-token limit judged on that document's prefill, shown in the short answer with YaRN."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.render import first_warnings
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import thinking_planned_off, ttft_bars_thinking
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize(("text", "n"), [
    ("我们做AI面试官，候选人语音回答后由Qwen3-14B追问，高峰200场面试同时进行，要求首字500毫秒内", 200),
    ("我們做AI面試官，用Qwen3-8B追問，尖峰300場面試同時進行，首字要1秒內", 300),
    ("AI interviewer on Qwen3-14B: 150 interviews at once at peak, first token under 500 ms", 150),
    ("Qwen3-14B: 150 concurrent interviews at peak", 150),
])
def test_interviews_in_progress_are_sessions_not_generations(text, n):
    # each interview is open for its whole length; the model generates only after each spoken answer, so the count is
    # sessions online (tools.traffic's response-time law sizes the share generating), never n generating at once
    got = fields(text)
    assert got.get("users_online") == n and "concurrency" not in got


@pytest.mark.parametrize(("text", "ms"), [
    ("主任说第一次回答必须10秒内出来", 10000.0),
    ("首次回答10秒内出来", 10000.0),
    ("每份合同的第一個回答要10秒內出來", 10000.0),
    ("老細話第一次回答要喺8秒內出", 8000.0),
])
def test_the_first_answer_on_a_document_is_a_first_token_limit(text, ms):
    # "第一次回答…出来" is the wait before the first answer appears (the document's prefill), not a whole answer's time
    got = fields(text)
    assert got.get("target_ttft_ms") == ms and "target_answer_s" not in got


def test_a_short_first_token_limit_plans_thinking_off():
    w = Workload(task="inference", model="Qwen3-14B", concurrency=60, target_ttft_ms=500)
    assert ttft_bars_thinking(w) and thinking_planned_off(w)
    # thinking switched on in so many words: kept on (the first-token check then says ❌, tested below)
    on = w.model_copy(update={"thinking_use": "on"})
    assert not ttft_bars_thinking(on) and not thinking_planned_off(on)
    # a limit over THINKING_TTFT_LIMIT_S (10 s) is no first-visible-token limit: the model's default stays
    assert not ttft_bars_thinking(w.model_copy(update={"target_ttft_ms": 30000}))


def test_an_unmet_stated_constraint_is_never_cut_from_the_short_answer():
    warn = ["- ❌ ttft refused", "- ⚠️ pitfall", "- ⚠️ engine 1", "- ⚠️ engine 2", "- ⚠️ engine 3", "- ⚠️ engine 4"]
    shown = first_warnings(warn, warn[2:], 4, [warn[0]])
    assert shown[0] == "- ❌ ttft refused" and len(shown) == 4


@pytest.mark.slow
def test_an_ai_interviewer_sizes_the_generating_share_with_thinking_off(tmp_path):
    # 200 interviews → ≈ 87 generating (each waits 0.5 s + 338 tokens at 10 tok/s = 34.3 s of a 79.3 s cycle: 44 %);
    # first character ≤ 500 ms: Qwen3's 8,192 thinking tokens would be ≈ 3 min before it, so thinking is planned off
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我们做AI面试官，候选人语音回答后由Qwen3-14B追问，高峰200场面试同时进行，要求首字500毫秒内、每秒至少15个字。"
             "公司规定只能用阿里云，怎么配，每月多少钱")
    head = r.text.split("\n", 1)[0]
    assert "不开思考" in head and "enable_thinking=False" in head and "路在生成" in head and "200 路并发" not in head
    assert "每个回答思考" not in head and "首个可见字要等整段思考写完" in r.text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "words"), [
    ("部署Qwen3-14B做数学辅导，要开启思考，50路并发，首字500毫秒内", ("❌", "首个可见字要等思考写完", "/no_think")),
    ("Serve Qwen3-32B for a maths tutor with thinking on, 40 concurrent users, first token under 1 s",
     ("❌", "the first visible token comes after the thinking", "/no_think")),
])
def test_a_thinking_models_first_visible_token_is_never_met_by_the_prefill(tmp_path, text, words):
    # thinking on: the first visible token comes after 8,192 thinking tokens (≈ 3–6 min at 24–44 tok/s a user)
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert all(w in r.text for w in words), r.text
    assert "满足你要求的首 token" not in r.text and "keeps your 1 s first token" not in r.text


@pytest.mark.slow
def test_a_first_answer_limit_on_a_new_contract_is_judged_on_its_prefill(tmp_path):
    # 100k 字 ≈ 67k tokens > Qwen2.5's native 32,768 (YaRN factor 4); its prefill on the pick (8 × V100) ≈ 25 s > 10 s:
    # ❌ in the short answer, never "✅ 10 秒内出完整回答"
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "律所20个律师，想用Qwen2.5-32B-Instruct一次性读完整份合同（最长10万字左右）再问答，国内租两张H20-96G够不够？"
                  "每份合同第一次回答要等多久")
    r = e.handle("t", "主任说第一次回答必须10秒内出来，那要换什么卡，每月多少钱")
    assert "❌ 首 token 10,000 毫秒" in r.text and "YaRN" in r.text and "10 秒内出完整回答" not in r.text
