"""A price the user quotes for an offer they found is what that machine costs, not a ceiling on what to rent
(advisor.core.extract_rules._price_quoted): a card named before the money and the money framed as its price (a price
verb then "at"/"for"/"(", "each"/"apiece"/"per card" after it, 报价/價格 or the card's 每小时 before it). A budget or limit
word (budget, max, under, or less, 以内, 最多, 预算) keeps it a budget. And amounts written with k / M / B / bn / billion /
万 / 亿 / 億 are read at their scale as data sizes and counts."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str):
    return extract(text)


@pytest.mark.parametrize("text, said", [
    # a parenthesised price after the machines, "each" after it
    ("spotted three 4x A6000 boxes on runpod (~$1.96/hr each), can I serve qwen2.5 72b on one for 10 users?",
     "$1.96/hr"),
    # a price verb, the card, then "at"
    ("hyperbolic has an H100 at $1.49/h, fine-tune llama 3.1 8b lora on 20M tokens", "$1.49/h"),
    # "lists … for"
    ("tensordock lists 2x L40S for $1.80/hour, serve mistral small 24b for 15 users", "$1.80/hour"),
    # "apiece" after the money
    ("the A40s are $0.44/h apiece on runpod; qlora qwen2.5 14b on 30M tokens", "$0.44/h"),
    # 简体: the card's hourly word before the money
    ("在恒源云上看到 A800 每小时 6.5 元，想全参微调 Qwen2.5-7B，数据 3 亿 token", "6.5 元"),
    # 简体: a price noun before the money
    ("腾讯云 8 卡 H800 报价每小时 380 元，部署 DeepSeek-R1-Distill-Qwen-32B，30 人同时用", "380 元"),
    # 繁體: the card's hourly word with 約, Taiwan dollars
    ("Vast 上香港的 3090 每小時約 NT$8，一台兩張，跑 Qwen2.5-14B 推論 5 人同時用", "NT$8"),
])
def test_a_quoted_offer_price_is_no_budget(text, said):
    got = read(text)
    assert got.patch.budget is None and got.patch.budget_per_hour is None
    assert any(f"'{said}' read as a price you gave for the machine" in n for n in got.notes)


@pytest.mark.parametrize("text, amount, cur", [
    ("serve qwen3 14b on an L40S at $1/h max", 1.0, "USD"),  # "max" after the money
    ("I'd like an A100 for under $1.50/h to serve llama 3.1 8b", 1.5, "USD"),  # "under" before it
    ("H100 at $2/h or less, lora llama 3.1 8b on 10k examples", 2.0, "USD"),  # "or less"
    ("we can spend $12/h on 4x H100 to serve llama 3.3 70b for 40 users", 12.0, "USD"),  # no card before the money
    ("用 A800 部署 Qwen2.5-32B，每小时 6 元以内", 6.0, "CNY"),  # 以内 after it
    ("3090 一小時最多 NT$12，部署 Qwen2.5-7B", 12.0, "TWD"),  # 最多 before it
    ("L40S 部署 Qwen3-32B，预算每小时 20 元", 20.0, "CNY"),  # 预算
])
def test_a_limit_word_keeps_an_hourly_amount_a_budget(text, amount, cur):
    b = read(text).patch.budget
    assert b is not None and b.per == "hour" and b.amount == amount and b.currency == cur


@pytest.mark.parametrize("text, tokens", [
    ("continue pretraining qwen2.5 1.5b on 4B tokens", 4_000_000_000),  # B after a figure: billion
    ("continue pretraining qwen2.5 1.5b on 4 bn tokens", 4_000_000_000),
    ("continue pretraining qwen2.5 1.5b on 4 billion tokens", 4_000_000_000),
    ("continue pretraining qwen2.5 1.5b on $4B tokens", 4_000_000_000),  # a stray $ before a size is no money
    ("continue pretraining qwen2.5 1.5b on 750M tokens", 750_000_000),
    ("继续预训练 Qwen2.5-1.5B，语料 40亿 token", 4_000_000_000),  # 亿 = 10^8: 40 × 10^8
    ("繼續預訓練 Qwen2.5-1.5B，語料 40億 token", 4_000_000_000),
    ("继续预训练 Qwen2.5-1.5B，语料 7500万 token", 75_000_000),  # 万 = 10^4: 7,500 × 10^4
])
def test_a_scaled_token_count_is_the_training_set(text, tokens):
    p = read(text).patch
    assert p.train_tokens == tokens and p.budget is None
