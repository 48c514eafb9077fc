"""Whole answers where the user's own number sizes the job: images a second to a VLM are its load, an output length
said per item is the output (thinking inside it), a weekend is the batch's 48 h."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def test_fifty_images_a_second_size_the_moderation_service(tmp_path):
    # Hand: 50 images/s × 2,189 tokens ≈ 109k prefill tokens/s; ≈ 100 requests in flight (Little's law), never one
    # user; the ¥20k month buys a few cards, so the answer says it is short
    r = _answer(tmp_path, "Qwen2.5-VL-7B 做图片审核，每秒 50 张图，服务器要在国内，每月预算 2 万人民币")
    assert "1 路并发" not in r.text and "你没说用户数" not in r.text
    assert "每秒 50 张图" in r.text
    assert "超出预算" in r.text or "预算不够" in r.text
    # the way into the budget is a lower rate, never "fewer people": the nearest plan (≈ 48 A10s, ≈ ¥334k a month,
    # about 16× the ¥20k) → 50 ÷ 16.7 ≈ 3 images a second (the cards scale with the rate); a few a second, never 50
    m = re.search(r"预算大约只够每秒 ([\d.]+) 个请求", r.text)
    assert m is not None and 1 <= float(m.group(1)) <= 8
    assert "人（而不是" not in r.text


def test_a_stated_output_is_not_grown_by_a_thinking_budget(tmp_path):
    # Hand: 1,000,000 × 2,000 tokens = 2e9 tokens out, never 1e6 × 10,192; the input a maths problem's 161 tokens
    r = _answer(tmp_path, "用DeepSeek-R1-Distill-Qwen-7B批量生成100万条数学题解答，每条输出约2000 token，"
                          "这个月底前跑完，最便宜怎么租？")
    assert "10,192" not in r.text and "8,192 token，计入输出" not in r.text
    assert "已含思考" in r.text
    assert "输入 161 token" in r.text


def test_over_the_weekend_is_the_batch_s_48_hours(tmp_path):
    # Hand: 676.4 GPU-hours of H100 SXM in 48 h → ceil(676.4 ÷ 48) = 15 cards, never 5 cards over an assumed week
    r = _answer(tmp_path, "I want to generate 2,000 five-second 720p clips with Wan 2.1 14B over the weekend. "
                          "What GPUs and how much will it cost?")
    assert "no deadline stated" not in r.text
    m = re.search(r"(\d+) × H100 SXM running (\d+) h", r.text)
    assert m is not None and int(m.group(2)) == 48 and int(m.group(1)) >= 14


def test_the_rate_a_budget_holds_matches_the_cheapest_plan_named(tmp_path):
    # Hand: the cards of a prefill-bound service scale with its rate, so the rate the budget holds is 50 × $3,000 ÷
    # the month of the plan it is said on. That is the lower-precision plan, the cheapest of all (FP8, 2 × 2 × MI300X
    # ≈ $6,979 → 50 × 3,000 ÷ 6,979 ≈ 21.5 a second), named as the nearest to the budget; the BF16 plan (≈ $8,724)
    # would carry ≈ 17
    r = _answer(tmp_path, "We need Qwen2.5-VL-7B to moderate 50 images per second, budget $3,000 a month")
    rate = re.search(r"the budget carries about ([\d.]+) requests a second \(on the lower-precision plan below\)", r.text)
    month = re.search(r"Nearest to the budget: in FP8 weights.*?\(≈ \$([\d,]+) a month\)", r.text)
    assert rate is not None and month is not None
    assert float(rate.group(1)) == pytest.approx(50 * 3000 / float(month.group(1).replace(",", "")), rel=0.1)
