"""A follow-up in a thread that has a plan and states a measure — a document's length, an image size, pages by a time,
a variant — is read against the plan (advisor.core.thread_measure_read, tools.thread_image_request, the calendar
deadline rules), and is never answered "outside what I do" (这超出了我的范围 / 超出了我的範圍). Before, the reader read
each follow-up alone, and a clause with no domain word ("大约5万字，要一次读完") came back off topic.

Hand reasoning (an outside ML-infrastructure engineer's key):
- 简体, Qwen2.5-14B thread: 5万字 at Qwen's 0.67 token a character (DashScope: 1 token ≈ 1.5–1.8 汉字) →
  50,000 × 0.67 = 33,500 tokens: the context the whole contract needs in one prompt.
- English, Qwen2.5-VL-7B thread: a 3360 × 2240 scan at Qwen2.5-VL's 28 × 28 pixels a visual token (config patch 14,
  merged 2 × 2) → 120 × 80 = 9,600 tokens (under max_pixels' 16,384); + 161 text (ShareGPT mean) = 9,761 prompt;
  + 338 answer = 10,099 context. The plan must grow from 4,096.
- 繁體, translation thread: "明晚之前要譯好2萬頁" is a batch of 20,000 pages due at the midnight that ends tomorrow
  (asked at 10:00 → 38 h), never tomorrow's 09:00.
- Anything still not read (a size for a VLM with no processor rule, a variant) restates the plan in one line and says
  what was not read: never a refusal.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from advisor.core.extract_rules import extract
from advisor.core.thread_measure_read import states_measure, unread_measure
from tests.conftest import module_home
from tools.deadlines import deadline_moment
from tools.thread_image_request import image_request

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

REFUSED = ("outside what I do", "超出了我的范围", "超出了我的範圍")


def test_an_image_request_at_the_said_size_is_its_visual_tokens_uncapped():
    req = image_request("Qwen2.5-VL-7B-Instruct", 3360, 2240)
    assert req is not None and (req.visual_tokens, req.prompt_tokens, req.seq_len) == (9_600, 9_761, 10_099), req
    assert image_request("a model with no VLM rule", 3360, 2240) is None


def test_tomorrow_night_runs_to_the_midnight_that_ends_it():
    now = datetime(2026, 3, 4, 10, 0)  # a Wednesday, 10:00
    assert deadline_moment("tomorrow_night", now) == datetime(2026, 3, 6, 0, 0)  # 38 h, never Thursday 09:00


@pytest.mark.parametrize("text,n", [
    ("明晚之前要譯好2萬頁，得唔得？", 20_000),  # 繁體 Cantonese: 譯好 is a translation said done
    ("明晚之前要译完1.5万页行不行", 15_000),  # 简体
    ("we need 12,000 pages translated by tomorrow night", 12_000),  # English
])
def test_pages_by_tomorrow_night_are_a_batch_with_its_deadline(text, n):
    p = extract(text).patch
    assert p.batch_requests == n and p.deadline_hours and p.batch_work == "translate", p


def test_the_day_after_tomorrow_in_cantonese_is_a_deadline():
    assert extract("後日朝早之前要翻晒4萬頁").patch.deadline_hours, extract("後日朝早之前要翻晒4萬頁").patch


@pytest.mark.parametrize("text", ["they need native resolution, around 6000x4000 px", "换成大模型版呢？",
                                  "原圖大約7200×4800像素，仲得唔得？", "後日之前要搞掂8千頁"])
def test_a_stated_measure_is_restated_against_the_plan_never_refused(text):
    assert states_measure(text)
    got = unread_measure(text, "PLAN-LINE", "en") or ""
    assert "PLAN-LINE" in got and not any(r in got for r in REFUSED), got


@pytest.mark.parametrize("text", ["今天天气怎么样", "what's your favourite movie?"])
def test_small_talk_states_no_measure(text):
    assert not states_measure(text)


@pytest.mark.slow
@pytest.mark.parametrize("first,second,field,want", [
    ("部署 Qwen2.5-14B-Instruct 做合同问答，30 人同时在线，国内，多少钱？", "客户会把整份合同贴进来，大约5万字，要一次读完",
     "seq_len", 33_500),
    ("Serve Qwen2.5-VL-7B-Instruct to read site scans, 15 engineers at once, in Frankfurt.",
     "The scans must stay at their native resolution, roughly 3360x2240 pixels. Does the plan still hold?",
     "seq_len", 10_099),
])
def test_a_followup_measure_is_read_into_the_thread(tmp_path, first, second, field, want):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    got = eng.handle("t", second).text
    w, _, _ = eng.store.load("t")
    assert getattr(w, field) == want, w
    assert not any(r in got for r in REFUSED), got[:1500]


@pytest.mark.slow
def test_a_resolution_for_a_vlm_without_a_rule_restates_the_plan(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "部署 Llama-3.1-8B，20 人同時使用，香港")
    got = eng.handle("t", "如果要睇原圖，大約8000×5000像素，仲夠唔夠？").text
    assert not any(r in got for r in REFUSED) and "8000×5000" in got, got[:1500]
