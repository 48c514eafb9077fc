"""A day's API volume said to come in business hours is counted on the business days only (advisor.core.office_days_read):
× 21.7 days a month (5 × 4.345 weeks, tools.schedule.days_a_month), with the assumption said; never × 30.4."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

BUSINESS_DAYS = 5 * 730 / 168  # 21.73 business days a month


def read(text: str) -> tuple[dict, list[str]]:
    ex = extract(text)
    return ex.patch.model_dump(exclude_none=True), ex.notes


def test_a_daily_volume_mostly_nine_to_six_counts_business_days_en():
    # 15M in + 4M out a day, "mostly 9-to-6": 15M × 21.73 = 326M input, 4M × 21.73 = 86.9M output a month (× 30.4 it
    # was 456M + 122M, 40 % over)
    f, notes = read("We pay about $6k/month to the OpenAI API for ~15M input + 4M output tokens per day, mostly 9-to-6. "
                    "Would self-hosting Qwen2.5-72B be cheaper?")
    assert f["api_input_tokens_month"] == pytest.approx(15e6 * BUSINESS_DAYS, rel=0.01)
    assert f["api_output_tokens_month"] == pytest.approx(4e6 * BUSINESS_DAYS, rel=0.01)
    assert any("business days only" in n for n in notes)


def test_a_daily_volume_in_office_hours_zh_hans():
    # 每天输入 3000万、输出 600万 token，主要在上班时间: 30M × 21.73 = 652M, 6M × 21.73 = 130M a month
    f, notes = read("我们每月在 DeepSeek API 上花大约 2 万元，每天输入 3000万 token、输出 600万 token，主要在上班时间。"
                    "自建 Qwen2.5-32B 会更便宜吗？")
    assert f["api_input_tokens_month"] == pytest.approx(30e6 * BUSINESS_DAYS, rel=0.01)
    assert f["api_output_tokens_month"] == pytest.approx(6e6 * BUSINESS_DAYS, rel=0.01)


def test_a_daily_volume_early_nine_late_six_zh_hant():
    # 每日輸入 1200萬、輸出 300萬 token，主要在早9晚6: 12M × 21.73 = 261M, 3M × 21.73 = 65.2M a month
    f, _ = read("我們每月付給 Anthropic API 約 US$4,000，每日輸入 1200萬 token、輸出 300萬 token，主要在早9晚6。"
                "自己租 GPU 跑 Gemma-3-27B 會更便宜嗎？")
    assert f["api_input_tokens_month"] == pytest.approx(12e6 * BUSINESS_DAYS, rel=0.01)


def test_office_hours_with_weekends_too_keep_every_day():
    # "9am-6pm but weekends too": every day, 8M × 30.42 = 243M a month
    f, notes = read("We pay $3k/month to the Gemini API for 8M input + 2M output tokens a day, 9am-6pm but weekends too. "
                    "Self-host Llama-3.1-70B?")
    assert f["api_input_tokens_month"] == pytest.approx(8e6 * 730 / 24, rel=0.01)
    assert not any("business days only" in n for n in notes)
