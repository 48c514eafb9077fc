"""A price the user was quoted for a machine ("nebius quoted us $28/hr for 8xH200", "a vendor quoted 8xH100 at $28/hr",
"they charge us $28/h for an 8x H100 box", 报价每小时28美元租8卡H200) is that machine's price (`quoted_price`), never a
budget: read as a $28/h budget it emptied the list ("Nothing fits a budget of $28.00/h") and refused the very machine
quoted at the list $43.20. A quote is bounded like a price sheet's row (catalog.plausible): 0.001 … 10⁷ an hour or a
month, and not under a tenth of the card's cheapest listed GPU-hour; "$28/month" for 8 × H200 is $0.0048 a GPU-hour
(28 / 730 / 8), another unit, said and not priced."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, gpus", [
    ("nebius quoted us $28/hr for 8xH200, serve Llama-3-70B for 100 users", 8),
    ("they quoted us $28/h for an 8x H100 box to serve Llama-3-70B for 100 users", 8),
    ("a vendor quoted 8xH100 at $28/hr, serve Llama-3-70B for 100 users", 8),
    ("they charge us $28/hr for 8xH100, serve Llama-3-70B for 100 users", 8),
    ("lambda offered me $28/hr for 8x H100, serve Llama-3-70B for 100 users", 8),
    ("nebius报价每小时28美元租8卡H200，跑Llama-3-70B给100人用", 8),
    ("我們的供應商報價每小時28美元的8卡H100，跑Llama-3-70B給100人用", 8),
])
def test_a_quote_with_its_machine_before_or_after_is_the_machines_price(text, gpus):
    p = extract(text).patch
    assert p.budget is None
    assert p.quoted_price is not None and p.quoted_price.amount == 28.0 and p.quoted_price.gpus == gpus
    assert p.quoted_price.scope == "machine"


def test_a_budget_word_keeps_it_a_budget():
    p = extract("budget $28/hr for 8xH100, serve Llama-3-70B for 100 users").patch
    assert p.quoted_price is None and p.budget is not None and p.budget.amount == 28.0


@pytest.mark.parametrize("text, words", [
    # outside 0.001 … 10^7 (tools.floors PRICE_FLOOR / MAX_PRICE), as a sheet row is refused
    ("nebius has 8xH200 for $0.000001/hr, serve Llama-3-70B for 100 users", "must be between 0.001 and 10,000,000"),
    ("nebius has 8xH200 for $99999999/hr, serve Llama-3-70B for 100 users", "must be between 0.001 and 10,000,000"),
    # $28 a month / 730 h / 8 GPUs = $0.0048 a GPU-hour, under a tenth of any listed H200 GPU-hour
    ("nebius has 8xH200 for $28/month, serve Llama-3-70B for 100 users", "$0.0048 a GPU-hour (a month spread over 730"),
])
def test_a_quote_that_cannot_be_the_machines_price_is_said_and_not_used(text, words):
    e = extract(text)
    assert e.patch.quoted_price is None and e.patch.budget is None
    assert any(words in n for n in e.notes), e.notes


def test_a_monthly_quote_is_said_as_its_hour():
    # $20,000 a month / 730 h = $27.40 an hour for the 8 × H200 machine
    e = extract("nebius has 8xH200 for $20000/month, serve Llama-3-70B for 100 users")
    assert e.patch.quoted_price is not None and e.patch.quoted_price.per == "month"
    assert any("read as a price a month for the machine: 27.40 USD an hour" in n for n in e.notes)


def test_the_refusal_in_chinese():
    e = extract("nebius 8卡H200 报价每月28美元，跑Llama-3-70B给100人用")
    assert e.patch.quoted_price is None and e.patch.budget is None
    assert any("没有按这台机器的价格读取" in e.zh_notes.get(n, "") for n in e.notes), (e.notes, e.zh_notes)


@pytest.mark.slow
def test_the_cli_prices_the_quoted_machine_at_the_quote(tmp_path, monkeypatch):
    # 8 × H200 at nebius quoted $28/h: Llama-3-70B BF16 for 100 users is 4 replicas × TP 2 on that one machine at the
    # quote, $28/h (listed $43.20/h = 8 × $5.40), never "budget $28.00/h" and "Nothing fits a budget of $28.00/h"
    from click.testing import CliRunner

    from advisor.cli import cli

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["ask", "nebius quoted us $28/hr for 8xH200, serve Llama-3-70B for 100 users"])
    assert r.exit_code == 0, r.output
    assert "· budget $28" not in r.output and "Nothing fits a budget" not in r.output
    assert "'$28/hr' read as a price you gave for the machine" in r.output and "at $28.00/h" in r.output
