"""A GUI agent whose step sends the current screenshot plus the last N: N + 1 screenshots a step, read exactly (the
current one was dropped: 4 counted for 5), and a sliding window of screenshots is never served from the prefix cache
(each step drops the oldest image, so everything after the system prompt is new and prefilled in full). Before, a
'95 % prefix-cache hit' (547 new tokens a step) sized 50 such agents on 2 × L40S, ≈ 7 × short on prefill."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.agent_steps import screenshots_a_step


@pytest.mark.parametrize("text, image", [
    # Qwen2.5-VL: 1920×1080 → 28-px tokens (14-px patches merged 2 × 2): 69 × 39 = 2,691 a screenshot; the current
    # one + the last 4 = 5 → 13,455 visual tokens (4 would be 10,764)
    ("we run 50 browser QA agents in parallel on qwen2.5-vl-7b. every step sends the current 1920x1080 screenshot plus "
     "the last 4 screenshots and the action history, roughly 1 step every 3 sec per agent. 24/7 on aws. what hardware "
     "and monthly cost?", 13455),
    # 简体, another count and size: 1280×720 → 46 × 26 = 1,196; current + last 2 = 3 → 3,588
    ("我们有 40 个网页测试 agent 跑 qwen2.5-vl-7b，每一步发送当前 1280x720 截图加上最近 2 张截图和操作历史，"
     "每个 agent 每 4 秒一步。要什么 GPU，每月多少钱？", 3588),
    # 繁體: the same 3 × 1,196
    ("我們有 40 個網頁測試 agent 跑 qwen2.5-vl-7b，每一步發送當前 1280x720 截圖加上最近 2 張截圖和操作歷史，"
     "每個 agent 每 4 秒一步。要什麼 GPU，每月多少錢？", 3588),
])
def test_current_screenshot_counts_and_the_window_is_not_cached(text, image):
    p = extract(text).patch
    assert p.image_tokens == image, p
    assert p.prefix_cache is False, p  # a sliding window: no prefix-cache reuse, each step prefilled in full
    assert p.prompt_new_tokens is None, p  # never the chat-history cache hit


def test_kept_alone_is_not_one_more():
    # "keep the last 3 1280x720 screenshots": 3 × 1,196 = 3,588 (no current one said on top); still a sliding window
    p = extract("serve qwen2.5-vl-7b to 20 browser agents, keep the last 3 1280x720 screenshots, a step every 4 s").patch
    assert p.image_tokens == 3588, p
    assert p.prefix_cache is False, p


def test_screenshots_a_step_by_hand():
    assert screenshots_a_step(4, True) == 5
    assert screenshots_a_step(3, False) == 3
