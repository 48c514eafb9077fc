"""Free or prepaid credits on a provider: read as a provider to keep to and an amount, said back as the hours they
cover of the pick (tools.credits).

A blind expert review found "we have free credits on X", "we have $5k of credits on GCP" and 有阿里云的代金券 ignored
(or "$5k" read as a budget) and a paid box priced elsewhere. Hand-worked figures:
- $5,000 of credits at $3.67/h: 5,000 ÷ 3.67 = 1,362.4 h = 56.8 days; past them, 3.67 × 730 h = $2,679 a month.
- $300 against a $4.44 job: 300 ÷ 4.44 = 67.6 jobs; $300 against a $450 job: $150 billed past them.
- 10,000 CNY at ¥26.61/h: 10,000 ÷ 26.61 = 375.8 h.
"""

import pytest

from advisor.core.extract_rules import extract
from tools.credits import credit_hours, credits_constraint
from tools.schema import Credits


@pytest.mark.parametrize("text, provider, amount, currency", [
    ("Serve Llama 3.1 8B for 20 concurrent users; we have $5k of credits on GCP", "gcp", 5000.0, "USD"),
    ("LoRA fine-tune Qwen2.5-7B on 20k examples, we have free credits on AWS", "aws", None, None),
    ("部署 Qwen2.5-14B 给 30 人用，我们有阿里云的代金券", "alibaba", None, None),
    ("部署 Qwen2.5-14B 给 30 人用，我们有 1万元 的腾讯云代金券", "tencent", 10_000.0, "CNY"),
])
def test_credits_are_read_as_a_provider_and_an_amount(text, provider, amount, currency):
    w = extract(text).patch
    assert w.credits is not None and w.credits.provider == provider
    assert w.credits.amount == amount
    if amount:
        assert w.credits.currency == currency
    assert w.providers == [provider]
    assert w.budget is None  # "$5k of credits" is no budget


def test_a_budget_beside_credits_stays_a_budget():
    w = extract("Serve Llama 3.1 8B for 20 users, budget $2,000 a month; we have $5k of credits on GCP").patch
    assert w.credits is not None and w.credits.amount == 5000.0
    assert w.budget is not None and w.budget.amount == 2000.0


def test_no_provider_no_credits():
    assert extract("Serve Llama 3.1 8B for 20 users, we have some credits").patch.credits is None


def test_hours_the_credits_cover():
    assert credit_hours(5000, 3.67) == pytest.approx(1362.4, abs=0.1)
    assert credit_hours(10_000, 26.61) == pytest.approx(375.8, abs=0.1)


def _said(c, provider, hourly, job=None, currency="USD"):
    return credits_constraint(c, provider, hourly, job, currency, 7.2, {}, 730)


def test_credits_on_the_picks_provider_say_the_hours_and_what_runs_past():
    got = _said(Credits(provider="gcp", amount=5000), "gcp", 3.67)
    assert got.status == "honoured"
    en = got.message.text("en")
    assert "$5,000 of credits cover ≈ 1,362 h (56.8 days)" in en and "$2,679 a month" in en
    assert "1,362 小时" in got.message.text("zh")


def test_a_job_past_its_credits_says_what_is_billed():
    en = _said(Credits(provider="aws", amount=300), "aws", 1.86, job=450.0).message.text("en")
    assert "$150.00 is billed past them" in en
    assert "67.6×" in _said(Credits(provider="aws", amount=300), "aws", 1.86, job=4.44).message.text("en")


def test_a_pick_elsewhere_says_the_credits_pay_none_of_it():
    got = _said(Credits(provider="gcp", amount=5000), "runpod", 0.88)
    assert got.status == "refused" and "pay none of it" in got.message.text("en")


def test_credits_without_an_amount_ask_for_it():
    got = _said(Credits(provider="alibaba"), "alibaba", 26.61, currency="CNY")
    assert got.status == "honoured" and "告诉我额度多少" in got.message.text("zh")
