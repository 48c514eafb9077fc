"""Amounts written with million / billion / 万 / 亿 are read at their value on every field that takes money (credits as
the budget is: one reader), and the figures no workload has (a credit grant above 10^9, zero or negative DGX systems,
a negative or NaN speed, a schedule that starts and ends at the same hour) are not read, with a note in the user's
language, never pydantic's text. Hand-worked values; the reader alone, no whole answer."""

from __future__ import annotations

import io
import sys

import pytest

from advisor.core.extract_rules import extract
from tools.schema import Credits, Workload


def _credits(text: str) -> Credits | None:
    return extract(text).patch.credits


# ---- credits: the budget's figure and multiplier --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "amount", "currency"), [
    # 1.5 × 10^6: a million is six zeros (before, "$1.5 million" was $1.50)
    ("serve Llama-3.1-8B for 20 users, we have $1.5 million of AWS credits", 1_500_000, "USD"),
    ("serve Llama-3.1-8B for 20 users, we have $3 Million in GCP credits", 3_000_000, "USD"),  # capital M word
    ("serve Llama-3.1-8B, we have $50 thousand of AWS credits", 50_000, "USD"),
    ("serve Llama-3.1-8B, 10 million AWS credits", 10_000_000, "USD"),  # no sign: the word is dollars' (k's rule)
    ("部署 Llama-3.1-8B，我们有150万元阿里云代金券", 1_500_000, "CNY"),  # 150 × 万 (10^4) = 1.5 × 10^6 yuan
    ("部署 Llama-3.1-8B，有阿里云代金券3亿", 300_000_000, "CNY"),  # 3 × 亿 (10^8)
    ("部署 Llama-3.1-8B，我們有150萬元阿里雲代金券", 1_500_000, None),  # 繁體: 萬 is 10^4 too
])
def test_credit_amounts_with_a_multiplier_word_are_read_at_their_value(text, amount, currency):
    c = _credits(text)
    assert c is not None and c.amount == amount, c
    if currency is not None:
        assert c.currency == currency


@pytest.mark.parametrize(("text", "credits", "budget", "per"), [
    ("serve Llama-3.1-8B, we have $5k of AWS credits, budget $2,000 a month", 5_000, 2_000, "month"),
    ("serve Llama-3.1-8B, we have $50 thousand of AWS credits, budget $2,000 a month", 50_000, 2_000, "month"),
    ("部署 Llama-3.1-8B，我们有10万元阿里云代金券，预算每月5000元", 100_000, 5_000, "month"),  # 10 × 万 = 100,000
])
def test_credits_said_before_a_budget_leave_the_budget_read(text, credits, budget, per):
    # the budget reader takes the first money in the message, the credits' amount; the budget is the other amount
    # (before, both were dropped: the budget was unset as "the credits' own amount")
    p = extract(text).patch
    assert p.credits is not None and p.credits.amount == credits
    assert p.budget is not None and p.budget.amount == budget and p.budget.per == per, p.budget


def test_credits_alone_are_no_budget():
    p = extract("serve Llama-3.1-8B, we have $5k of AWS credits").patch
    assert p.credits is not None and p.credits.amount == 5_000 and p.budget is None


def test_a_budget_in_million_words_with_a_capital_is_read_at_its_value():
    # "$2 Million a month": 2 × 10^6 a month (the multiplier was looked up as written only: "Million" gave 2)
    b = extract("serve Llama-3.1-8B for 20 users, budget $2 Million a month").patch.budget
    assert b is not None and b.amount == 2_000_000 and b.per == "month"


@pytest.mark.parametrize(("text", "said"), [
    ("serve Llama-3.1-8B for 20 users, we have $2 billion of AWS credits", "2,000,000,000"),
    ("serve Llama-3.1-8B for 20 users, we have $999999999999999 AWS credits", "999,999,999,999,999"),
])
def test_credits_above_a_billion_are_not_read_and_their_provider_is_kept(text, said):
    # above tools.floors.MAX_CREDITS (10^9): the amount is not read, with a note; the provider still is, and the
    # amount never becomes a budget (before: pydantic's ValidationError, or $2 credits beside a $2 billion budget)
    e = extract(text)
    assert e.patch.credits is not None and e.patch.credits.provider == "aws" and e.patch.credits.amount is None
    assert e.patch.budget is None
    assert any(f"a credit amount of {said} is not read" in n for n in e.notes), e.notes
    assert not any("ValidationError" in n or "pydantic" in n for n in e.notes)


def test_credits_above_a_billion_are_noted_in_chinese():
    e = extract("部署 Llama-3.1-8B，我们有20亿元阿里云代金券")  # 20 × 10^8 = 2 × 10^9 yuan > 10^9
    assert e.patch.credits is not None and e.patch.credits.amount is None
    assert any("代金券金额 2,000,000,000 未读取" in z for z in e.zh_notes.values()), e.zh_notes


def test_the_screen_keeps_credits_without_their_amount():
    from advisor.core.extract_rules import Extraction
    from advisor.core.screen import screen_fields
    from tools.schema import WorkloadPatch

    out = Extraction(patch=WorkloadPatch(), language="en")
    kept = screen_fields({"credits": {"provider": "gcp", "amount": 5e12, "currency": "USD"}}, out)
    assert kept == {"credits": {"provider": "gcp", "amount": None, "currency": "USD"}}
    assert any("5,000,000,000,000" in n for n in out.notes)


# ---- owned DGX systems: a count no one owns --------------------------------------------------------------------------

@pytest.mark.parametrize("count", ["0", "-3", "1e9", "nan", "1.5"])
def test_a_dgx_count_no_one_owns_is_not_read_and_no_fleet_is_assumed(count):
    # 0 was one system (8 cards, no rental), -3 three, 1e9 nine (its last digit), NaN an 8 × H100 rental: never
    e = extract(f"serve Llama-3.1-70B for 50 users, we own {count} DGX A100")
    assert not e.patch.owned_gpus and e.patch.num_gpus is None and e.patch.max_nodes is None, e.patch
    assert any(f"'{count} DGX A100' is not read: a count of machines" in n for n in e.notes), e.notes


def test_three_dgx_systems_are_still_24_cards():
    e = extract("serve Llama-3.1-70B for 50 users, we own 3 DGX A100")  # 3 × 8 cards each (tools.fleet.DGX_GPUS)
    assert e.patch.owned_gpus and e.patch.num_gpus == 24 and e.patch.max_nodes == 3


def test_zero_dgx_systems_are_noted_in_chinese():
    e = extract("部署 Llama-3.1-70B 给50人用，我们有0台DGX A100")
    assert not e.patch.owned_gpus and e.patch.num_gpus is None
    assert any("机器台数应是 1 以上的整数" in z for z in e.zh_notes.values()), e.zh_notes


# ---- a speed target with a sign or NaN -------------------------------------------------------------------------------

@pytest.mark.parametrize(("said", "why"), [("-50+ tok/s", "a speed is never negative"),
                                            ("-50 tok/s", "a speed is never negative"),
                                            ("nan tok/s", "not a number"), ("inf+ tok/s", "not a number")])
def test_a_speed_with_a_sign_or_nan_is_not_read(said, why):
    e = extract(f"serve Llama-3.1-8B for 20 users, {said} per user")
    assert e.patch.target_tokens_per_s_per_user is None  # before: -50+ was honoured as ≥ 50 tokens/s
    assert any(f"'{said}' is not read" in n and why in n for n in e.notes), e.notes


def test_a_plain_speed_target_is_still_read():
    assert extract("serve Llama-3.1-8B for 20 users, 50+ tok/s per user").patch.target_tokens_per_s_per_user == 50


# ---- a schedule said alone, or from an hour to the same hour ---------------------------------------------------------

@pytest.mark.parametrize(("text", "days"), [("9-6 weekdays", 5), ("9-6 every day", None)])
def test_a_clock_range_with_its_days_alone_is_a_follow_ups_schedule(text, days):
    # 9 (am) to 6 (pm) = 9 hours a day; weekdays are 5 days a week (a chat follow-up had "I didn't catch a change")
    p = extract(text).patch
    assert p.usage_hours_per_day == 9 and p.usage_days_per_week == days


@pytest.mark.parametrize(("text", "said", "zh"), [
    ("serve Llama-3.1-8B for 20 users, 9-9 weekdays", "9-9", False),
    ("serve Llama-3.1-8B for 20 users, 6-6 every day", "6-6", False),
    ("部署 Llama-3.1-8B 给20人用，工作日9点到9点", "9点到9点", True),
    ("部署 Llama-3.1-8B 給20人用，工作日9點到9點", "9點到9點", True),
])
def test_a_schedule_from_an_hour_to_the_same_hour_is_not_read_with_a_note(text, said, zh):
    # 9am–9pm (12 h) or around the clock (24 h): the words do not say which; before, "9-9" was a range read at its
    # top (9) and the month priced at 730 h with no word on the schedule
    e = extract(text)
    assert e.patch.usage_hours_per_day is None
    notes = list(e.zh_notes.values()) if zh else e.notes
    needle = "未按作息时间读取" if zh else "is not read as a schedule: it starts and ends at the same hour"
    assert any(needle in n for n in notes), notes
    assert not any("is a range" in n for n in e.notes), e.notes


# ---- the change line names what a follow-up changed ------------------------------------------------------------------

def test_the_change_line_names_a_per_user_speed_and_credits():
    from advisor.core.render import changed_line

    before = Workload(model="Llama-3.1-8B", task="inference", concurrency=20)
    after = before.model_copy(update={"target_tokens_per_s_per_user": 50.0,
                                      "credits": Credits(provider="aws", amount=5000.0)})
    line = changed_line(before, after, "en")
    assert "nothing" not in line
    assert "tokens/s per user — → 50" in line and "credits — → aws $5,000" in line, line
    assert "每用户 token/s — → 50" in changed_line(before, after, "zh")


# ---- surfaces' error text ---------------------------------------------------------------------------------------------

def test_a_setting_error_masks_a_token_pasted_into_it(capsys, monkeypatch):
    from advisor.cli.options import fail

    monkeypatch.setenv("SLACK_BOT_TOKEN", "not-shaped-like-a-token-123")
    with pytest.raises(SystemExit) as e:
        fail("GPU_ADVISOR_USD_CNY must be a number (got 'not-shaped-like-a-token-123'); also 'xoxb-SECRET-111'")
    err = capsys.readouterr().err
    assert e.value.code == 2 and "not-shaped-like-a-token-123" not in err and "SECRET-111" not in err, err
    assert "<slack_bot_token>" in err


def test_a_latin1_stdout_prints_a_question_mark_for_what_it_cannot_hold(monkeypatch):
    from advisor.cli import _replace_unencodable

    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="latin-1")
    monkeypatch.setattr(sys, "stdout", out)
    _replace_unencodable()
    out.write("≈ 5 × A100 · ½")  # ≈ is not in Latin-1 (before: UnicodeEncodeError, exit 1); × · ½ are
    out.flush()
    assert raw.getvalue() == "? 5 × A100 · ½".encode("latin-1")


@pytest.mark.slow
def test_langchain_tool_errors_name_its_own_arguments():
    from advisor.agents.langchain import tools
    from tools.errors import AdvisorError

    t = {x.name: x for x in tools()}["recommend_gpus"]
    with pytest.raises(AdvisorError) as e:
        t.invoke({"model": "Llama-3.1-8B", "task": "inference", "owned_gpus": True})
    assert str(e.value).startswith("owned_gpus needs gpu") and "num_gpus" in str(e.value) and "--" not in str(e.value)
