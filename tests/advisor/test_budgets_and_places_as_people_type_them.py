"""Budgets and places as people type them: a European thousands point at both ends of a range, any dash
(or "to") between a range's ends, the everyday ways of writing "per month", and Cantonese "we are in X" as where the
user is. Each is read the same in English, 简体, 繁體 and Cantonese; the expected values are worked out by hand."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _noted(e, *words):
    return any(all(w in n for w in words) for n in e.notes)


# ---- a point before three digits is a thousands separator at both ends of a money range ----------------------

@pytest.mark.parametrize("text, currency", [
    # "€1.500-2.000": an amount has at most two decimals, so ".500" and ".000" are thousands groups at both ends:
    # 1,500 to 2,000; the top, 2,000, is the cap (it was read as €2.000 = €2, "148× the budget")
    ("serve Llama-3.1-8B for 20 users, budget €1.500-2.000 per month", "EUR"),
    ("serve Llama-3.1-8B for 20 users, budget 1.500-2.000 EUR per month", "EUR"),  # the currency after the top
    ("serve Llama-3.1-8B for 20 users, budget 1.500–2.000 € per month", "EUR"),  # an en dash, the sign after
    ("serve Llama-3.1-8B for 20 users, budget €1.500 to €2.000 a month", "EUR"),  # "to", the sign on both ends
    ("部署 Llama-3.1-8B 给20人用，预算每月 €1.500-2.000", "EUR"),
])
def test_a_point_grouped_money_range_is_thousands_at_both_ends(text, currency):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (2000.0, currency, "month"), (b, e.notes)
    # one note for the pair, naming both ends as read (1,500 and 2,000), and the range note
    assert _noted(e, "1,500", "2,000") and _noted(e, "is a range"), e.notes


def test_a_point_range_of_users_is_not_money():
    # "1.500-2.000 users" is no money: the count rule reads the top's "2.000 users" as 2,000 (a count is whole);
    # the money-range rule must not claim it (no thousands-at-both-ends note)
    e = extract("serve Llama-3.1-8B for 1.500-2.000 users")
    assert e.patch.concurrency == 2000 and not _noted(e, "at both ends"), (e.patch, e.notes)


# ---- one range rule whatever joins its ends -------------------------------------------------------------------

@pytest.mark.parametrize("text, amount, currency", [
    # "$2k–$3k a month": 2 × 1,000 to 3 × 1,000; the top, 3,000, is the cap, whatever the dash (the en dash that
    # macOS / Word / Slack put in was read as the bottom, 2,000, with no note)
    ("serve Llama-3.1-8B for 20 users, budget $2k\u2013$3k a month", 3000.0, "USD"),  # en dash
    ("serve Llama-3.1-8B for 20 users, budget £2k\u2014£3k a month", 3000.0, "GBP"),  # em dash
    ("serve Llama-3.1-8B for 20 users, budget €2k\uff5e€3k a month", 3000.0, "EUR"),  # full-width tilde
    ("serve Llama-3.1-8B for 20 users, budget $2k ~ $3k a month", 3000.0, "USD"),
    ("serve Llama-3.1-8B for 20 users, budget $2k to $3k a month", 3000.0, "USD"),
    ("serve Llama-3.1-8B for 20 users, budget 2000 to 3000 dollars a month", 3000.0, "USD"),
    # 简体 / 繁體: 2000–3000 元 a month is 3,000 (元 is CNY in 简体, TWD in 繁體: local_currency)
    ("部署 Llama-3.1-8B 给20人用，预算每月2000\u20133000元", 3000.0, "CNY"),
    ("部署 Llama-3.1-8B 給20人用，預算每月2000\u20143000元", 3000.0, "TWD"),
])
def test_a_budget_range_is_read_at_its_top_whatever_the_dash(text, amount, currency):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (amount, currency, "month"), (b, e.notes)
    assert _noted(e, "is a range"), e.notes


def test_from_a_to_b_is_a_change_not_a_range():
    # "from 10 to 20 users" says what changes; no range note (the count read is the one before "users": 20)
    e = extract("serve Llama-3.1-8B, going from 10 to 20 users")
    assert e.patch.concurrency == 20 and not _noted(e, "is a range"), (e.patch, e.notes)


# ---- per month as people type it --------------------------------------------------------------------------------

@pytest.mark.parametrize("said", ["$2k pm", "$2k p/m", "$2k per mo", "$2k/mth", "$2k a mo", "$2k p.m.", "$2k pcm",
                                  "$2k per mth", "$2k mthly"])
def test_per_month_as_people_type_it(said):
    # each is 2 × 1,000 = $2,000 a month; it was a budget "in total" ("✅ honoured" beside a plan at $3,489 a month)
    e = extract(f"serve Llama-3.1-70B for 20 users, budget {said}")
    b = e.patch.budget
    assert b is not None and (b.amount, b.per) == (2000.0, "month"), (said, b)


@pytest.mark.parametrize("text", ["serve Llama-3.1-70B for 20 users, budget $2k until 5 pm",
                                  "serve Llama-3.1-70B for 20 users, budget $2k, done by 5 p.m."])
def test_the_afternoon_is_no_period(text):
    # "pm" not right after the amount is the afternoon: the budget stays a total
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.per) == (2000.0, "total"), b


# ---- "we are in X" in Cantonese is where the user is --------------------------------------------------------

@pytest.mark.parametrize("text, place", [
    ("我哋喺香港，用 LoRA 微調 Qwen2.5-7B，一萬條資料", "香港"),  # Cantonese: we (我哋) are in (喺) Hong Kong
    ("我地喺香港，用 LoRA 微調 Qwen2.5-7B，一萬條資料", "香港"),  # 我地: the common typed form of 我哋
    ("我哋係香港公司，用 LoRA 微調 Qwen2.5-7B，一萬條資料", "香港"),  # "we are a Hong Kong company"
    ("我哋而家喺香港，部署 Qwen2.5-7B 俾20人用", "香港"),  # "we are now in Hong Kong"
    ("我們在台北，用 LoRA 微調 Qwen2.5-7B，一萬條資料", "台北"),
    ("we are in Hong Kong, LoRA fine-tune Qwen2.5-7B on 10k examples", "Hong Kong"),
])
def test_where_the_user_is_is_no_region_in_any_chinese(text, place):
    e = extract(text)
    assert not e.patch.regions and _noted(e, place, "where you are"), (e.patch.regions, e.notes)


def test_a_mainland_team_is_said_back_and_rents_on_mainland_clouds():
    # 上海 is where the user is; a mainland team rents in the mainland (the whole of it, not only East China)
    e = extract("我们在上海，用 LoRA 微调 Qwen2.5-7B，一万条数据")
    assert e.patch.regions == ["cn"] and _noted(e, "上海", "where you are"), (e.patch.regions, e.notes)


@pytest.mark.parametrize("text, region", [("我哋喺香港部署 Qwen2.5-7B 俾20人用", "hk"),  # deploy in HK: a region
                                          ("我们在上海部署 Qwen2.5-7B 给20人用", "cn-east")])
def test_deploying_where_the_user_is_stays_a_region(text, region):
    e = extract(text)
    assert e.patch.regions == [region], (e.patch.regions, e.notes)


# ---- a data-residency rule is read as one ----------------------------------------------------------------------

@pytest.mark.parametrize("text, region, rule", [
    ("serve Llama-3.1-70B for 8 users, budget $1000 a month, data must stay in Germany", "de", True),
    ("部署 Llama-3.1-70B 給50人用，預算每月3萬台幣，資料不能離開台灣", "tw", True),
    ("客戶資料要留喺香港，部署 Qwen2.5-7B 俾20人用", "hk", True),  # Cantonese: the customers' data stays in HK
    ("serve Llama-3.1-8B for 10 users, GDPR, EU only", "eu", True),
    ("我想喺香港租 GPU 跑 Qwen2.5-32B，大概 10 個人同時用，每個月預算 8000 港紙", "hk", None),  # where to rent only
    # serving in a place is where to rent; "for 10 users in Japan" says where the users are, a latency note
    # (tests/advisor/test_where_the_users_are_is_no_filter.py)
    ("serve Llama-3.1-8B in Japan for 10 users, keep it cheap", "jp", None),
])
def test_a_data_residency_rule_is_told_from_a_place_to_rent(text, region, rule):
    p = extract(text).patch
    assert p.regions == [region] and p.data_residency is rule, (p.regions, p.data_residency)
