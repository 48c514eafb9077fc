"""Whole answers for the owned box and the booked window (their classes, in every language):
- a batch on cards the user means to hold for a whole window ("rent 8xH100 for the whole weekend (60h). overkill?")
  says the booking's GPU-hours against the job's, in words, in every language;
- a model on the user's own cards that fits only tight gives one verdict ("it fits … but without headroom"), the
  users the whole pool holds and the cards' power at a labelled tariff;
- a Mac's unified memory is one usable figure (the GPU's default share), and the smaller model offered on it is timed."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_eight_h100_for_the_weekend_is_called_overkill_with_both_figures(tmp_path):
    # 50 M × (≈ 411 in, 40 out) on Llama-3.2-3B: one 8-card H100 machine ≈ 7 h → ≈ 58 GPU-h; the booking is
    # 8 × 60 h = 480 GPU-h: ≈ 8× over (the expert's ≈ 44 needed on SXM, ≈ 10×)
    text = _ask(tmp_path, "friday afternoon here. need to generate ~50M synthetic search queries with llama 3.2 3b instruct "
                "for training a retriever. each call = same 250 token instruction + ~50 tokens of product info, output "
                "~40 tokens. we were going to rent 8xH100 for the whole weekend (60h). overkill? cheapest way to be done "
                "by monday morning?")
    assert "Overkill for the whole window" in text and "480 GPU-hours booked" in text


def test_the_booked_window_in_simplified_chinese(tmp_path):
    # Qwen2.5-7B, 10 M × (200 in, 30 out): one 8-card H100 machine ≈ 3 h ≈ 26 GPU-h against 8 × 60 = 480: ≈ 18×
    text = _ask(tmp_path, "周五下午，要用Qwen2.5-7B给1000万条商品生成搜索词，每条输入200 token输出30 token，周一早上前"
                "（60小时）要完成。我们打算租8张H100跑整个周末，会不会太多？")
    assert "整段时间都租就太多了" in text and "480 卡时" in text


def test_the_booked_window_in_cantonese_is_enough_never_not_enough(tmp_path):
    # Qwen2.5-14B, 5 M × (300 in, 10 out): ≈ 79 A100-h; 4 × A100 take ≈ 20 h, inside 48 h; booked 4 × 48 = 192 GPU-h,
    # ≈ 2.4×. The ranked 8 copies are the ranking's speed, never what 4 cards lack ("不夠：按排名的方案需要 8" before)
    text = _ask(tmp_path, "我哋打算租4張A100成個週末（48小時）用Qwen2.5-14B幫500萬條評論打分類，每條輸入300 token輸出10 token，"
                "48小時內要完成，係咪太多？")
    assert "192 卡時" in text and "太多" in text
    assert "不夠：4 × A100" not in text and "不需要 4 × A100" not in text


def test_owned_l40s_pair_one_verdict_the_pool_and_the_power(tmp_path):
    # Llama-3.3-70B FP8 on 2 × L40S (TP 2): ≈ 40.3 GB a card of 43.2 (93 %); the whole pool leaves ≈ 6.3 GB of KV a
    # card = 12.5 GB ÷ 320 KiB ≈ 38k tokens ≈ 9 users at 4,096; power 2 × 350 W = 0.70 kW at $0.13/kWh (EIA, labelled)
    text = _ask(tmp_path, "we already own a server with 2x L40S (48GB each, no nvlink). can it run llama 3.3 70b for our 25 "
                "person agency? what speed should we expect? or should we just rent something")
    assert "Not with room to serve: your 2 × L40S loads it" in text and "Not with headroom" not in text
    assert "≈ 9 users at 4,096 tokens" in text
    assert "/kWh" in text and "0.70 kW" in text


def test_mac_mini_one_usable_figure_and_the_smaller_model_timed(tmp_path):
    # 64 GiB × 75 % ≈ 51.5 GB for the GPU (the headline's ≈ 52); never 0.9 × 64 GiB ≈ 61.8 GB beside it. gpt-oss-20b on
    # the M4 Pro (273 GB/s): ≈ 2 GB of active weights, with 5 busy ≈ half the experts hit ≈ 7 GB a step → ≈ 25 tok/s each
    text = _ask(tmp_path, "公司啱啱買咗部Mac mini M4 Pro 64GB，想行gpt-oss-120b俾5個同事用，得唔得？唔得嘅話點算好")
    assert "61.8 GB" not in text and "51.5 GB" in text
    assert "gpt-oss-20b" in text and "速度未核算" not in text and "tokens/s" in text


def test_mac_mini_in_english(tmp_path):
    text = _ask(tmp_path, "we just bought a Mac mini M4 Pro with 64GB. can it run gpt-oss-120b for 5 coworkers? if not what "
                "should we do")
    assert "61.8 GB" not in text and "speed not computed" not in text and "gpt-oss-20b" in text
