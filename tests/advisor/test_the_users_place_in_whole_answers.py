"""Whole answers for users in a place: a batch job for users in mainland China is ranked on every region and a plan
within the budget is called within it (it was kept to mainland clouds and "over budget" beside an in-budget plan);
callers in Brazil on a live Whisper plan are never led by Kyutai's English/French streaming model, and the answer
says where its plan runs for them; users in Southeast Asia are said in the workload line, and under an over-budget
headline the "Where:" line says where its nearest plan runs."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text", [
    "用SDXL给电商生成商品图，每天大概2万张，用户在国内，每月预算5000元",
    "用SDXL给电商生成商品图每天大概2万张用户在国内每月预算5000元",  # glued
])
def test_a_batch_for_mainland_users_is_not_kept_to_the_mainland(tmp_path, text):
    out = _ask(tmp_path, text)
    # 20,000 images × ≈ 13.5 s on an RTX A4000 ≈ 75 GPU-hours a day; at ≈ ¥1.1 a card-hour ≈ ¥82 a day ≈ ¥2.5k a
    # month (30.4 days) — within ¥5,000, so no mainland-only tick and no "over budget" headline
    assert "只用中国大陆" not in out and "超出 ¥5,000.00/月 预算" not in out, out
    assert "够：在 ¥5,000.00/月 预算内" in out, out
    assert "用户在中国大陆不影响选址" in out, out  # the batch job's place does not follow its users


def test_brazilian_callers_are_not_led_by_an_english_french_model(tmp_path):
    out = _ask(tmp_path, "Real-time transcription of phone calls with Whisper large-v3, 300 concurrent streams, "
                         "callers are in Brazil.")
    # Kyutai stt-1b-en_fr hears English and French only; Brazil speaks Portuguese (CIA World Factbook)
    assert "Streaming plan for live text: Kyutai" not in out, out
    assert "Kyutai stt-1b-en_fr (the streaming model held) is not offered" in out and "Portuguese" in out, out
    assert "Where: the plan above runs in" in out and "your users in Brazil" in out, out
    assert "region column" not in out, out  # no table here: no column promised


def test_users_in_southeast_asia_are_said(tmp_path):
    out = _ask(tmp_path, "在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币")
    assert "用户在东南亚" in out and "“东南亚”理解为你的用户所在的地方" in out, out
    # nothing is ranked within ¥100,000 a month, and the headline's nearest plan still says where it runs for them
    assert "在哪里租：上面的方案在" in out and "东南亚的用户" in out, out


def test_a_chinese_question_for_callers_in_japan_is_no_mandarin_plan(tmp_path):
    out = _ask(tmp_path, "实时转写客服电话，300路并发，来电者在日本")
    # Paraformer-zh-streaming hears Mandarin only; callers in Japan speak Japanese: Whisper large-v3-turbo (99
    # languages) is sized, and the Mandarin streaming model is said not offered, never proposed as the alternative
    assert "Whisper large-v3-turbo，实时 300 路" in out, out
    assert "不推荐 Paraformer-zh-streaming (FunASR)" in out and "日语" in out, out
    assert "Paraformer-zh-streaming (FunASR) 每张 A10" not in out, out
