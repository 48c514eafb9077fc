"""A fleet of software agents said with its step cadence is a served load, whatever model is named (held or not): all
agents at once and agents ÷ seconds requests each second. The recent screenshots kept in context are each step's
prompt (visual tokens × screenshots kept), never a data set of that many examples (which made the job a fine-tune), and
a token count "of text in context" is each request's length, never training tokens."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.agent_steps import agent_step_rate, step_prompt


@pytest.mark.parametrize("text, n, rate", [
    # 12 agents, a step every 6 s → 12 ÷ 6 = 2 requests/s, all 12 sessions open (an agent never pauses like a person)
    ("Our 12 QA agents drive Holo1-7B: each one keeps the last 4 screenshots + ~1,500 tokens of text in context, one "
     "step every 6 seconds per agent. GPU and monthly cost?", 12, 2.0),
    # 简体: 30 agents, each every 6 s → 5 requests/s
    ("我们有 30 个测试 agent 用 Aguvis-7B 跑网页，保留最近 2 张截图，每个 agent 每 6 秒一步。要什么 GPU？", 30, 5.0),
    # 繁體: 18 agents, every 9 s → 2 requests/s
    ("我們 18 個瀏覽器測試 agent 使用 OpenCUA-7B，保留最近 3 張 1280x720 截圖，每 9 秒一步，每月要多少錢？", 18, 2.0),
])
def test_unheld_agent_fleet_is_serving_at_its_step_rate(text, n, rate):
    e = extract(text)
    p = e.patch
    assert p.task == "inference", p
    assert p.dataset is None and p.train_tokens is None, p  # "the last N screenshots" is no data set
    assert p.concurrency == n
    assert p.target_requests_per_s == pytest.approx(rate)
    assert any("requests/s" in note for note in e.notes), e.notes


@pytest.mark.parametrize("text, image, prompt", [
    # UI-TARS-1.5-7B is Qwen2.5-VL (28 px a visual token): 1280×720 → 46 × 26 = 1,196 per screenshot; 3 kept → 3,588,
    # + 1,500 tokens of text = 5,088 (one screenshot alone would be 1,196 + 161)
    ("serve UI-TARS-1.5-7B to 20 browser agents, keep the last 3 1280x720 screenshots and 1,500 tokens of text in "
     "context, a step every 4 s", 3588, 5088),
    # 简体: 1366×768 → 49 × 27 = 1,323 each; 2 kept → 2,646 + the 161-token instruction = 2,807
    ("20 个浏览器 agent 跑 UI-TARS-1.5-7B，保留最近 2 张 1366x768 截图，每 5 秒一步", 2646, 2807),
    # 繁體: the same 2 × 1,323 = 2,646 + 161
    ("24 個 agent 用 UI-TARS-1.5-7B 測網站，保留最近 2 張 1366x768 截圖，每 8 秒一步", 2646, 2807),
])
def test_screenshots_kept_in_context_are_each_steps_image_tokens(text, image, prompt):
    p = extract(text).patch
    assert p.image_tokens == image and p.prompt_tokens == prompt, p
    assert p.dataset is None and p.batch_requests is None, p  # neither "3" nor the 720 of 1280x720 is a count
    assert p.seq_len is None or p.seq_len > prompt  # the context holds the prompt and its answer


def test_a_data_set_of_recent_items_without_a_kept_word_is_still_data():
    # "the last 3,000 tickets" with a fine-tune verb and no keep / in-context word is the training set
    p = extract("LoRA fine-tune Qwen2.5-7B on the last 3,000 support tickets").patch
    assert p.dataset is not None and p.dataset.amount == 3000


def test_agent_step_rate_and_step_prompt_by_hand():
    assert agent_step_rate(40, 8) == 5.0 and agent_step_rate(25, 10) == 2.5 and agent_step_rate(0, 8) == 0.0
    assert step_prompt("UI-TARS-1.5-7B", 1280, 720, 3, 1500) == (5088, 3588)
