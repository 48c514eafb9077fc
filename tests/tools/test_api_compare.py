"""A hosted API's month against self-hosting (tools.api_compare): the bill from the volume × the row's list price (a
range from no cache hits to half the input from cache where a cache-hit price is listed), the machine's month, the
ratio, the break-even tokens and the hybrid for a stated schedule. Each figure is worked by hand beside it."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from tools.api_compare import (
    ApiPrice,
    api_range,
    compare,
    comparison_for,
    find_row,
    month_bill,
    same_model,
    verdict_msgs,
)
from tools.schema import Money, Workload

MINI = ApiPrice("openai", "gpt-4o-mini", ("gpt-4o-mini",), 0.15, 0.075, 0.60, "USD", "https://x", "2026-05")
SONNET = ApiPrice("anthropic", "claude-sonnet-4", ("claude sonnet 4",), 3.0, None, 15.0, "USD", "https://x", "2026-06")
QWEN = ApiPrice("alibaba", "qwen-plus", ("qwen-plus",), 0.8, None, 2.0, "CNY", "https://x", "2026-05")
DEEPSEEK = ApiPrice("deepseek", "deepseek-chat", ("deepseek-chat", "deepseek-v3"), 0.28, 0.028, 0.42, "USD",
                    "https://x", "2025-12-09")


def test_the_bill_is_the_volume_times_the_list_price_with_cache_hits_as_a_range():
    # 800M in, 120M out on gpt-4o-mini: no hits 800 × 0.15 + 120 × 0.60 = 120 + 72 = $192;
    # half the input hits: 400 × 0.15 + 400 × 0.075 + 72 = 60 + 30 + 72 = $162
    assert month_bill(MINI, 8e8, 1.2e8) == pytest.approx(192)
    assert api_range(MINI, 8e8, 1.2e8, "USD", 7.2, None) == pytest.approx((162, 192))
    # Sonnet lists no cache-hit price here: 20,000 × 3 + 2,000 × 15 = 60,000 + 30,000 = $90,000, low = high
    assert api_range(SONNET, 2e10, 2e9, "USD", 7.2, None) == pytest.approx((90_000, 90_000))
    # qwen-plus in yuan: 1,000 × ¥0.8 + 200 × ¥2 = ¥1,200 → $166.67 at 7.2 per USD
    assert api_range(QWEN, 1e9, 2e8, "USD", 7.2, None)[1] == pytest.approx(1200 / 7.2)


def test_self_hosting_dearer_than_the_api_says_no_first_with_the_ratio_and_break_even():
    # one L40S-class machine at $2.00/h: 2 × 730 = $1,460 a month; against $162–192: 1,460/192 = 7.6×, 1,460/162 = 9.0×
    # break-even: 920M × 1,460 / 192 = 7.0B and 920M × 1,460 / 162 = 8.29B tokens a month
    c = compare(162, 192, 2.0, 9.2e8)
    assert c.verdict == "no" and c.self_month == pytest.approx(1460)
    assert c.break_even_low == pytest.approx(9.2e8 * 1460 / 192)
    msgs = verdict_msgs(c, "USD", MINI, False, "1 × L40S")
    en, zh = msgs[0].text("en"), msgs[0].text("zh")
    assert en.startswith("No: self-hosting on 1 × L40S costs ≈ $1,460 a month") and "$162–$192" in en
    assert "7.6–9.0× more" in en and "7B–8.29B tokens a month" in en
    assert zh.startswith("不划算：自建 1 × L40S") and "7.6–9.0 倍" in zh
    assert "0.075 for cache-hit input" in msgs[1].text("en") and "https://x, as of 2026-05" in msgs[1].text("en")


def test_self_hosting_cheaper_than_a_large_api_bill_says_yes():
    # Sonnet at $90,000 a month against 8 × H200 at $36.72/h: 36.72 × 730 = $26,806 < $90,000 → yes;
    # break-even 22B × 26,805.6 / 90,000 = 6.55B tokens a month
    c = compare(90_000, 90_000, 36.72, 2.2e10)
    assert c.verdict == "yes" and c.break_even_low == pytest.approx(2.2e10 * 26_805.6 / 90_000)
    assert verdict_msgs(c, "USD", SONNET, False, "8 × H200")[0].text("zh").startswith("划算：自建 8 × H200")
    assert verdict_msgs(c, "USD", SONNET, False, "8 × H200")[0].text("en").startswith("Yes: self-hosting")


def test_business_hours_price_the_machine_for_them_and_the_api_for_the_rest():
    # 10 h on weekdays: 10 × 21.73 = 217.3 h; machine 2 × 217.3 = $434.5; the API carries 1 − 217.3/730 = 70.2 % of
    # the tokens: 162 × 0.702 = $113.8 to 192 × 0.702 = $134.9; hybrid $548–$569, 2.9–3.5× the API alone
    c = compare(162, 192, 2.0, 9.2e8, hours_a_day=10, days_a_week=5)
    assert c.hours_month == pytest.approx(217.26, abs=0.05)
    assert c.hybrid_low == pytest.approx(2 * c.hours_month + 162 * (1 - c.hours_month / 730))
    line = verdict_msgs(c, "USD", MINI, False, "1 × L40S")[0]  # the schedule asked about answers first
    assert line.code == "api_compare.hybrid" and line.text("en").startswith("No: 1 × L40S only for those hours")
    assert "≈ $434 for the machine" in line.text("en") or "≈ $435 for the machine" in line.text("en")
    assert "70%" in line.text("en") and "≈ $548–$569 a month, ≈ 2.9–3.5× the API alone" in line.text("en")
    assert line.text("zh").startswith("不划算：1 × L40S 只在这些时段") and "时段外" in line.text("zh")


def test_a_stated_bill_is_taken_as_said_and_the_row_is_found_by_name_or_by_the_self_hosted_model():
    # "$3,000 a month to OpenAI" against 4 × MI300X at $9.56/h: 9.56 × 730 = $6,979 → 2.3× the bill
    w = Workload(model="Llama-3.3-70B", api_bill=Money(amount=3000, currency="USD"), api_provider="openai")
    msgs = comparison_for(w, [MINI], 9.56, "USD", 7.2, None, "4 × MI300X")
    assert msgs[0].text("en").startswith("No:") and "≈ $3,000 a month on the API" in msgs[0].text("en")
    assert "2.3× more" in msgs[0].text("en") and msgs[1].code == "api_compare.bill_said"
    # ¥20,000 a month said, answered in dollars at 7.2: $2,778, the amount said kept beside it
    cny = w.model_copy(update={"api_bill": Money(amount=20_000, currency="CNY")})
    said = comparison_for(cny, [MINI], 9.56, "USD", 7.2, None, "4 × MI300X")[1].text("en")
    assert said == "API bill as you said it: ≈ $2,778 a month (¥20,000 converted)"
    assert find_row([MINI, DEEPSEEK], "", "deepseek", "DeepSeek-V3.1") is DEEPSEEK
    # gpt-4o-mini's row against a self-hosted Llama: a change of model, said; DeepSeek-V3.1 on deepseek-chat is none
    other = comparison_for(w.model_copy(update={"api_bill": None, "api_input_tokens_month": 8e8,
                                                "api_output_tokens_month": 1.2e8, "api_model": "gpt-4o-mini"}),
                           [MINI], 2.0, "USD", 7.2, None, "1 × L40S")
    assert other[-1].code == "api_compare.other_model" and "Llama-3.3-70B is another model" in other[-1].text("en")
    same = Workload(model="DeepSeek-V3.1", api_provider="deepseek", api_input_tokens_month=3e9,
                    api_output_tokens_month=5e8)
    same_msgs = comparison_for(same, [DEEPSEEK], 9.56, "USD", 7.2, None, "m")
    assert all(m.code != "api_compare.other_model" for m in same_msgs)
    # DeepSeek's own API keeps what is sent in the PRC (its privacy policy): said, as the reason that is no price
    assert "servers in the People's Republic of China" in same_msgs[-1].text("en")
    assert "中华人民共和国境内" in same_msgs[-1].text("zh") and "api_compare.stored_in" not in [m.code for m in other]
    turbo = ApiPrice("together", "Meta-Llama-3.1-70B-Instruct-Turbo", ("llama-3.1-70b-instruct-turbo",), 0.88, None,
                     0.88, "USD", "https://x", "2026-12-05")
    assert same_model(turbo, "Llama-3.1-70B") and not same_model(MINI, "Llama-3.1-70B")
    assert find_row([MINI, DEEPSEEK], "on gpt-4o-mini", None, None) is MINI
    assert comparison_for(Workload(model="x"), [MINI], 2.0, "USD", 7.2, None, "m") == []
