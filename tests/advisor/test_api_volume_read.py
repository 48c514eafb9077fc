"""A hosted API's use said in words (advisor.core.api_volume_read): the monthly (or daily) input and output tokens,
a bill a month, and the provider / model named become Workload.api_*; the serving load is still derived from the same
totals by the batch reader; a bill is never read as a budget; a volume with no API said is no API's."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_monthly_volume_to_a_named_api_model_en():
    # 800M in / 120M out a month, OpenAI's gpt-4o-mini named; the self-hosted Llama is no API row
    f = read("We push roughly 800M input and 120M output tokens a month through the OpenAI API on gpt-4o-mini. "
             "Cheaper to host Llama-3.1-8B ourselves?")
    assert f["api_input_tokens_month"] == pytest.approx(8e8) and f["api_output_tokens_month"] == pytest.approx(1.2e8)
    assert f["api_provider"] == "openai" and f["api_model"] == "gpt-4o-mini" and f["model"] == "Llama-3.1-8B"
    assert f.get("requests_per_day")  # the load is still derived from the totals


def test_daily_volume_is_a_months_zh_hans():
    # 每天 4000万 in / 600万 out → × 30.42 days (730 h ÷ 24): 1.217B and 182.5M a month
    f = read("我们每天通过 DashScope 的 qwen-plus 接口输入 4000万 token、输出 600万 token，自己部署 Qwen2.5-32B 会更便宜吗？")
    assert f["api_input_tokens_month"] == pytest.approx(4e7 * 730 / 24)
    assert f["api_output_tokens_month"] == pytest.approx(6e6 * 730 / 24)
    assert f["api_provider"] == "alibaba" and f["api_model"] == "qwen-plus"


def test_a_bill_a_month_is_no_budget_zh_hant():
    # 每個月付給 Anthropic 約 2萬美元 → a $20,000 API bill, no budget read from it
    f = read("我們每個月付給 Anthropic 大約 2萬美元的 API 費用（Claude Sonnet 4），"
             "改成自己租 GPU 跑 Llama-3.3-70B 會比較便宜嗎？")
    assert f["api_bill"] == {"amount": pytest.approx(20_000), "currency": "USD"}
    assert f["api_provider"] == "anthropic" and f["api_model"] == "claude-sonnet-4" and "budget" not in f


def test_a_bill_said_in_english_is_no_budget():
    f = read("We pay ~$4.5k/month to OpenAI for gpt-4o. Would hosting Qwen2.5-72B on rented GPUs be cheaper?")
    assert f["api_bill"]["amount"] == pytest.approx(4500) and "budget" not in f and f["api_model"] == "gpt-4o"


def test_no_api_said_is_no_api_volume_and_a_budget_stays_a_budget():
    f = read("Serve Llama-3.1-70B for 2B input and 300M output tokens a month, budget $3k/month")
    assert not any(k.startswith("api_") for k in f) and f["budget"]["amount"] == pytest.approx(3000)


def test_a_bill_and_a_budget_in_one_message_are_each_read():
    # "$2k a month to OpenAI" is the API's bill; "$5k/month" for GPUs is the budget the plan is held to
    f = read("We pay about $2k a month to OpenAI (gpt-4.1); our budget for GPUs is $5k/month. "
             "Would self-hosting Qwen2.5-72B be cheaper?")
    assert f["api_bill"]["amount"] == pytest.approx(2000) and f["budget"]["amount"] == pytest.approx(5000)
    assert f["api_model"] == "gpt-4.1"


@pytest.mark.parametrize("text", [
    "Serve Llama-3.1-70B behind an OpenAI-compatible API for 2B input and 300M output tokens a month",
    "We want to self-host DeepSeek-V3 and expose an API, about 2B input and 300M output tokens a month",
    "用 vLLM 部署 Qwen2.5-72B，提供 OpenAI 兼容接口，每月输入 20亿 token、输出 3亿 token",
])
def test_an_api_we_serve_is_no_hosted_api_we_pay(text):
    # the totals are the service's own load (an OpenAI-compatible endpoint, the self-hosted model's name): no api_*
    f = read(text)
    assert not any(k.startswith("api_") for k in f) and f.get("requests_per_day")


@pytest.mark.parametrize("text,amount", [
    ("Serve Llama-3-70B for 40 users; the GPT-4o API costs us a lot, so the budget is $3k/month", 3000),
    ("部署 Qwen2.5-32B 给 50 人用，OpenAI 接口太贵了，预算每月花 2万元", 20000),
])
def test_a_budget_beside_an_api_named_stays_a_budget(text, amount):
    # a budget word before or inside the amount's clause: the plan is held to it, no API bill is read
    f = read(text)
    assert "api_bill" not in f and f["budget"]["amount"] == pytest.approx(amount)


@pytest.mark.parametrize("text,per_day,tin,tout,model,provider", [
    # 30,000 calls a day × 2,000 in = 60M a day × 30.42 days (730 h ÷ 24) = 1.825B a month; × 400 out = 365M a month.
    # "the DeepSeek API" names the API billed: the model to size is Qwen2.5-32B, not DeepSeek-V3
    ("We call the DeepSeek API about 30k times a day, ~2,000 tokens in and 400 out each. Would self-hosting "
     "Qwen2.5-32B be cheaper?", 30_000, 1.825e9, 3.65e8, "Qwen2.5-32B", "deepseek"),
    ("我们每天调用 DeepSeek API 大约 3 万次，每次输入约 2000 token、输出 400 token，自己部署 Qwen2.5-32B 会更便宜吗？",
     30_000, 1.825e9, 3.65e8, "Qwen2.5-32B", "deepseek"),
    # 5,000 a day × 3,000 in × 30.42 = 456.25M a month; × 500 out = 76.04M a month
    ("我們每天呼叫 OpenAI 的 gpt-4.1-mini API 約 5000 次，每次輸入約 3000 token、輸出 500 token，"
     "自己架 Qwen2.5-14B 會比較便宜嗎？", 5_000, 4.5625e8, 7.604e7, "Qwen2.5-14B", "openai"),
])
def test_calls_a_day_times_each_calls_lengths_are_the_months_volume(text, per_day, tin, tout, model, provider):
    f = read(text)
    assert f["requests_per_day"] == pytest.approx(per_day) and f["model"] == model and f["api_provider"] == provider
    assert f["api_input_tokens_month"] == pytest.approx(tin, rel=1e-3)
    assert f["api_output_tokens_month"] == pytest.approx(tout, rel=1e-3)


def test_the_api_named_alone_stays_the_model_to_size():
    # no other model named: "the DeepSeek API … self-host it" sizes DeepSeek's model
    assert read("We use the DeepSeek API a lot; would self-hosting it be cheaper?")["model"].startswith("DeepSeek")


def test_an_open_model_host_is_read_by_its_full_name():
    # Together AI hosting the same Llama the user would self-host: its row (by the self-hosted model's name) prices it
    f = read("We pay Together AI for Llama-3.1-70B: about 1.2B input and 200M output tokens a month through their API. "
             "Would renting our own GPUs be cheaper?")
    assert f["api_provider"] == "together" and f["api_input_tokens_month"] == pytest.approx(1.2e9)
    assert "api_provider" not in read("We work together on Llama-3.1-70B via an API, 1B input and 100M output tokens a "
                                      "month")


def test_an_api_model_named_needs_no_api_word():
    # "on OpenAI gpt-4.1-mini": the row's own id; 3B prompt and 0.5B completion tokens a month
    f = read("Our app uses 3B prompt tokens and 0.5B completion tokens monthly on OpenAI gpt-4.1-mini. "
             "Is self-hosting Qwen2.5-72B cheaper?")
    assert f["api_model"] == "gpt-4.1-mini" and f["api_input_tokens_month"] == pytest.approx(3e9)
    assert f["api_output_tokens_month"] == pytest.approx(5e8) and f["model"] == "Qwen2.5-72B"
