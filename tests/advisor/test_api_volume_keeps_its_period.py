"""A hosted API's token volume keeps the period said beside it, apart from the bill's (advisor.core.api_period_read):
"$X a month … N tokens a day" is a month's bill and a day's volume; a day's volume × 30.4 days (730 h ÷ 24) a month,
or × the business days said; input and output kept apart; and the serving load is a day's requests, never the
bill's month. The answer's verdict then says the volume and the break-even input and output apart, and one line for a
second replica (tools.api_replica)."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.api_compare import comparison_for
from tools.schema import Money, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> tuple[dict, list[str]]:
    ex = extract(text)
    return ex.patch.model_dump(exclude_none=True), ex.notes


def test_a_monthly_bill_and_a_daily_volume_keep_their_own_periods_en():
    # "$12k a month … 30M in + 8M out tokens a day": the bill is a month's ($12,000, not × 30.4); the volume a day's:
    # 30M × 30.42 (730 h ÷ 24) = 912.5M input, 8M × 30.42 = 243.3M output a month (was 30M + 8M "a month", 30× off)
    f, notes = read("We're paying roughly $12k a month to the Anthropic API for about 30M input and 8M output tokens a day. "
                    "Would renting GPUs for Qwen2.5-72B be cheaper?")
    assert f["api_bill"] == {"amount": pytest.approx(12_000), "currency": "USD"}
    assert f["api_input_tokens_month"] == pytest.approx(30e6 * 730 / 24)
    assert f["api_output_tokens_month"] == pytest.approx(8e6 * 730 / 24)
    assert any("30.4 days" in n and "912M input" in n for n in notes)
    # the load is a day's: 30M ÷ 2,048-token requests = 14,648.4 → 14,649 a day (not ÷ 30.4)
    assert f["requests_per_day"] == pytest.approx(14_649, rel=0.01)


def test_a_bill_said_before_its_month_and_a_daily_volume_zh_hans():
    # 每月在 DeepSeek API 上花约 2 万元，每天输入 4500万、输出 900万 token: the bill ¥20,000 a month as said; the volume
    # 45M × 30.42 = 1.369B input, 9M × 30.42 = 273.8M output a month; the serving load 45M ÷ 2,048 ≈ 21,973 a day
    f, _ = read("我们每月在 DeepSeek API 上花大约 2 万元，每天输入 4500万 token、输出 900万 token，主要在白天。"
                "租 GPU 自建 Qwen2.5-32B 会更便宜吗？")
    assert f["api_bill"] == {"amount": pytest.approx(20_000), "currency": "CNY"}
    assert f["api_input_tokens_month"] == pytest.approx(45e6 * 730 / 24)
    assert f["api_output_tokens_month"] == pytest.approx(9e6 * 730 / 24)
    assert f["requests_per_day"] == pytest.approx(21_973, rel=0.01)  # was 45M ÷ 2,048 ÷ 30.4 ≈ 722: the bill's month


def test_a_daily_volume_on_weekdays_counts_the_business_days_zh_hant():
    # 每個月付給 OpenAI API 約 US$5,000（a month's bill, its name inside the match), 每日輸入 1600萬、輸出 400萬 token,
    # 工作日: 5 days × 4.345 weeks = 21.7 days → 16M × 21.73 = 347.6M input, 4M × 21.73 = 86.9M output a month
    f, notes = read("我們每個月付給 OpenAI API 約 US$5,000，每日輸入 1600萬 token、輸出 400萬 token，只在工作日。"
                    "租 GPU 自己跑 Gemma-3-27B 會不會更便宜？")
    assert f["api_bill"] == {"amount": pytest.approx(5_000), "currency": "USD"}
    assert f.get("budget") is None  # a bill, never a budget
    assert f["api_input_tokens_month"] == pytest.approx(16e6 * 730 / 168 * 5, rel=0.01)
    assert f["api_output_tokens_month"] == pytest.approx(4e6 * 730 / 168 * 5, rel=0.01)
    assert any("21.7 business days" in n for n in notes)


def test_business_days_said_as_a_count_en():
    # "on 22 business days a month": 10M in × 22 = 220M, 2M out × 22 = 44M a month
    f, _ = read("Our OpenAI API usage is about 10M input + 2M output tokens per day on 22 business days a month, "
                "and we pay $3,500 a month. Cheaper to self-host Mistral-Small-24B?")
    assert f["api_input_tokens_month"] == pytest.approx(220e6)
    assert f["api_output_tokens_month"] == pytest.approx(44e6)
    assert f["api_bill"]["amount"] == pytest.approx(3_500)


def test_a_monthly_volume_stays_a_month():
    # "1.2B input and 150M output tokens a month" with "$4k/month": both a month's, as said
    f, _ = read("We spend $4k/month on the Gemini API for 1.2B input and 150M output tokens a month. "
                "Would self-hosting Llama-3.1-70B be cheaper?")
    assert f["api_input_tokens_month"] == pytest.approx(1.2e9) and f["api_output_tokens_month"] == pytest.approx(1.5e8)


def test_the_verdict_says_the_volume_and_break_even_apart_and_a_second_replica():
    # a $7,500 bill for 456M input + 91M output a month (15M + 3M a day × 30.4); 2 × H100 at $4.30/h → 4.30 × 730 =
    # $3,139 a month; break-even = each × 3,139 ÷ 7,500 = 0.4185 → 191M input + 38.2M output a month; two replicas
    # 2 × 3,139 = $6,278, still below $7,500
    w = Workload(model="Qwen2.5-72B", api_bill=Money(amount=7500, currency="USD"), api_provider="anthropic",
                 api_input_tokens_month=15e6 * 730 / 24, api_output_tokens_month=3e6 * 730 / 24)
    msgs = comparison_for(w, [], 4.30, "USD", 7.2, None, "2 × H100")
    en, zh = msgs[0].text("en"), msgs[0].text("zh")
    assert en.startswith("Yes:") and "456M input + 91.2M output" in en and "191M input + 38.2M output" in en
    assert "输入 456M + 输出 91.2M" in zh
    assert msgs[1].code == "api_replica.second" and "$6,278" in msgs[1].text("en") and "still below" in msgs[1].text("en")
    assert "仍低于" in msgs[1].text("zh")


def test_a_second_replica_above_the_bill_says_so():
    # a $5,000 bill, 1 × H200 at $3.80/h → $2,774 a month (yes); two → $5,548, above $5,000: said, not hidden
    w = Workload(model="Llama-3.3-70B", api_bill=Money(amount=5000, currency="USD"), api_provider="openai",
                 api_input_tokens_month=3e8, api_output_tokens_month=6e7)
    msgs = comparison_for(w, [], 3.80, "USD", 7.2, None, "1 × H200")
    assert msgs[0].text("en").startswith("Yes:")
    assert "$5,548" in msgs[1].text("en") and "above the API's" in msgs[1].text("en")


def test_a_monthly_volume_in_business_hours_is_sized_on_business_days_en():
    # 500M input + 80M output a month, "mostly during office hours": 500M ÷ 2,048 = 244,141 requests a month ÷ 21.7
    # business days (5 × 4.345) = 11,237 a business day, coming mostly in the 9 office hours → 11,237 ÷ 9 h = 1,249 an
    # hour → 0.347 → 0.35/s (10 % of a 24-hour day in its busiest hour, 1,124 → 0.31/s, is under the window's own
    # average); spread over all 30.4 days it was 8,025 a day → 0.22/s
    f, notes = read("We spend $5,500 a month on the OpenAI API for about 500M input and 80M output tokens a month, mostly "
                    "during office hours. Would self-hosting Llama-3.1-70B be cheaper?")
    assert f["requests_per_day"] == pytest.approx(244_141 / (5 * 730 / 168), rel=0.01)
    assert f["target_requests_per_s"] == pytest.approx(0.35, abs=0.011)
    assert any("business day" in n for n in notes)


def test_a_monthly_volume_in_business_hours_zh_hans_and_hant():
    # 每月输入 6 亿、输出 1 亿 token，主要在工作时间: 600M ÷ 2,048 = 292,969 a month ÷ 21.7 = 13,484 a business day
    # → 1,348 in the busiest hour → 0.37/s (over all 30.4 days: 9,630 a day → 0.27/s)
    f, _ = read("我们每月在 DeepSeek API 上输入 6亿 token、输出 1亿 token，主要在工作时间，账单每月大约 3 万元。"
                "自建 Qwen2.5-32B 会更便宜吗？")
    assert f["requests_per_day"] == pytest.approx(292_969 / (5 * 730 / 168), rel=0.01)
    assert f["api_input_tokens_month"] == pytest.approx(6e8)
    # 繁體: 每週輸入 1.5 億、輸出 3000 萬 token，上班時間為主: 150M ÷ 2,048 = 73,242 a week ÷ 5 = 14,648 a business day
    f, _ = read("我們每週透過 OpenAI API 輸入 1.5億 token、輸出 3000萬 token，上班時間為主，每月付約 US$6,000。"
                "自己租 GPU 跑 Gemma-3-27B 會更便宜嗎？")
    assert f["requests_per_day"] == pytest.approx(73_242 / 5, rel=0.01)
    assert f["api_input_tokens_month"] == pytest.approx(1.5e8 * 730 / 168, rel=0.01)  # a week's × 4.345 weeks
