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


@pytest.mark.parametrize("text", [
    # Q6's case: 50 ÷ 3 s = 16.67 steps/s × 13,616-token prompts (5 × 2,691 visual + 161 text) = 226,938 tokens/s in.
    # Per token ≈ 2 × (7.6e9 LLM + 2.7e9 vision-encoder share: 5.4 GFLOP × 13,455 ÷ 13,616 ÷ 2) ≈ 2.06e10 FLOP, so
    # ≈ 4.7 PFLOP/s; an H100 at BF16 × 0.5 MFU gives 0.49 → ≈ 10 at full busy, 13 at 75 %; an L40S (362 × 0.5) 35.
    # Monthly: 35 × $1.86 × 730 ≈ $47.5k (13 H100 p5.4xlarge ≈ $65k); the key accepts $25–75k. Before: 2 × L40S, $2.7k
    ("we run 50 browser QA agents in parallel on qwen2.5-vl-7b. every step sends the current 1920x1080 screenshot "
     "plus the last 4 screenshots and the action history, roughly 1 step every 3 sec per agent. 24/7 on aws. what "
     "hardware and monthly cost?"),
    # 简体, the same load: the same figures, in CNY
    ("我们在 aws 上用 qwen2.5-vl-7b 跑 50 个并行的浏览器测试 agent，每一步发送当前 1920x1080 截图加上最近 4 张截图和"
     "操作历史，每个 agent 大约每 3 秒一步，7x24 运行。需要什么硬件，每月多少钱？"),
])
@pytest.mark.slow
def test_a_sliding_window_agent_fleet_is_sized_by_its_prefill(tmp_path, text):
    import math

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    rec = eng.handle("t", text).recommendation
    assert rec is not None and rec.headline is not None and rec.headline.code == "prefill_service.headline_whole"
    a = rec.headline.args
    assert a["tokens"] == 13616 and a["rate"] == pytest.approx(16.667, rel=1e-3) and a["users"] == 50
    assert a["tokens_in"] == pytest.approx(226_938, rel=0.01)
    # the vision encoder is in the per-card rate: an L40S or H100 at BF16 reads fewer than the LLM alone would give
    # (362e12 × 0.5 ÷ 1.52e10 ≈ 11,900; 989e12 × 0.5 ÷ 1.52e10 ≈ 32,500)
    assert a["per_gpu"] < 0.8 * (11_900 if a["gpu"] == "L40S" else 32_500)
    assert a["gpus"] >= math.ceil(a["tokens_in"] / a["per_gpu"] / 0.75)
    assert a["gpus"] >= 10  # never the 2–5 cards of a decode-sized plan
