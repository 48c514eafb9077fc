"""A company's revenue said beside an amount ("~$25M annual revenue", 年營收2500萬美元) is the company's size, read for a
revenue-capped licence (extract_rules.stated_revenue_usd), never a budget (extract_rules.read_budget_r); a budget said
beside it is still read."""

from advisor.core.extract_rules import extract, stated_revenue_usd

AGENCY = ("We're a 60-person creative agency (~$25M annual revenue). Want to self-host LTX-Video 13B to make around "
          "2,000 five-second 720p social clips a day; turnaround within an hour is fine. Which GPUs and what's the "
          "monthly cost?")


def test_annual_revenue_is_no_budget_but_still_read_as_revenue() -> None:
    e = extract(AGENCY)
    assert e.patch.budget is None
    assert stated_revenue_usd(AGENCY) == 25_000_000  # $25M, for the licence's revenue cap


def test_traditional_revenue_in_us_dollars_is_no_budget() -> None:
    assert extract("我們是60人的廣告公司，年營收2500萬美元，想自架 LTX-Video 13B，每天做2000條5秒720p短片，"
                   "要用什麼GPU，每月多少錢？").patch.budget is None


def test_revenue_first_then_a_budget_reads_the_budget() -> None:
    # $25M is the revenue; $3,000 a month is the budget
    b = extract("agency with revenue of $25M, budget $3,000/month, serve Llama-3.1-8B for 20 users").patch.budget
    assert b is not None and b.amount == 3000 and b.per == "month"
    assert extract("we have $3M ARR and want to serve Qwen3-8B for 50 users").patch.budget is None
