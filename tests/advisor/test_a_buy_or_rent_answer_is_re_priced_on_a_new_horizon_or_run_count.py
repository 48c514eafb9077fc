"""A follow-up right after a buy-or-rent answer that changes its horizon ("what if we use it for 2 years?", 如果用三年
呢？) or its use ("what if we do 50 runs?", 要是每月跑20次呢？) re-prices the same comparison, in the follow-up's
language and script and the first answer's money; it was answered with "What will you run … Which model". A horizon
or a run count that is none ("for -2 years", "NaN runs", 0年) is said not read above the comparison as it stood."""

import pytest

from advisor.core.buy_or_rent import Again, again_said, unread_again
from tests.conftest import module_home
from tools.buy_or_rent import run_hours_to_break_even, runs_over, utilisation_of_runs

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_runs_over_the_horizon_and_their_share_of_the_hours():
    assert runs_over(20, "month", 3) == 720  # 20 × 12 × 3
    assert runs_over(50, None, 3) == 50  # no period: the whole horizon's
    assert round(runs_over(2, "week", 1), 1) == 104.3  # 2 × 52.14
    assert round(utilisation_of_runs(720, 10, 3), 3) == 0.274  # 7,200 h ÷ 26,280 h
    assert utilisation_of_runs(10_000, 24, 1) == 1.0  # more run-hours than hours: every hour
    assert round(run_hours_to_break_even(0.684, 3, 50), 1) == 359.5  # 0.684 × 26,280 ÷ 50


@pytest.mark.parametrize("text, again", [
    ("what if we use it for 2 years?", Again(years=2)),
    ("如果用三年呢？", Again(years=3)),
    ("如果用兩年呢？", Again(years=2)),
    ("what if we do 50 runs?", Again(runs=50)),
    ("要是每月跑20次呢？", Again(runs=20, per="month")),
    ("要是每月跑20次，每次10小時呢？", Again(runs=20, per="month", run_hours=10)),
    ("what if we do 50 runs of 12 hours?", Again(runs=50, run_hours=12)),
    ("what if users double?", None),
])
def test_a_follow_up_says_its_horizon_or_runs(text, again):
    assert again_said(text) == again


@pytest.mark.parametrize("text, said", [
    ("what if we use it for -2 years?", "-2 years"), ("what if we do NaN runs?", "NaN runs"), ("如果用0年呢？", "0年"),
    ("what if we do 1e300 runs?", "1e300 runs"),
])
def test_a_horizon_or_run_count_that_is_none_is_found(text, said):
    assert unread_again(text) == said


def _chat(tmp_path, *turns):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_a_new_horizon_re_prices_the_quote(tmp_path):
    # 8 GPUs × 2 years × 8,760 h = 140,160 GPU-hours (was 3 years: 210,240)
    _, out = _chat(tmp_path, "buy or rent 8 H100, quoted $250k", "what if we use it for 2 years?")
    assert "re-priced over 2 years" in out and "8 GPUs × 2 years × 8,760 h × 100 % = 140,160 GPU-hours" in out, out[:800]
    assert "Which model" not in out, out[:300]


@pytest.mark.slow
def test_runs_a_month_re_price_in_chinese_and_a_traditional_follow_up_keeps_the_money(tmp_path):
    # 20 a month × 12 × 3 years = 720 runs; with 10 h each: 7,200 h ÷ 26,280 h = 27 % of the hours
    _, runs, hours = _chat(tmp_path, "8张H100买还是租？报价200万", "要是每月跑20次呢？", "每次10小時呢？")
    assert "每月跑 20 次" in runs and "3 年共 720 次" in runs and "每次要跑多久" in runs, runs[:800]
    assert "每次 10 小時" in hours and "× 27%" in hours, hours[:800]
    assert "¥2,000,000" in hours and "TWD" not in hours, hours[:400]  # the question's ¥, not the script's TWD


@pytest.mark.slow
def test_runs_after_a_no_quote_answer_say_what_a_run_hour_is_worth(tmp_path):
    _, out = _chat(tmp_path, "buy or rent 4 RTX 4090?", "what if we do 50 runs?")
    assert "50 runs over 3 years: each hour a run keeps the 4 cards busy is worth" in out, out[:800]
    assert "How long does one run take?" in out, out[:800]


@pytest.mark.slow
def test_a_horizon_that_is_none_is_said_and_the_comparison_stands(tmp_path):
    _, out, out_zh = _chat(tmp_path, "buy or rent 8 H100, quoted $250k", "what if we use it for -2 years?", "如果用0年呢？")
    assert "'-2 years' is not read" in out and "8 GPUs × 3 years" in out, out[:800]
    assert "“0年”未读取" in out_zh and "8 张卡 × 3 年" in out_zh, out_zh[:800]


@pytest.mark.slow
def test_a_new_question_after_a_buy_or_rent_answer_is_no_re_price(tmp_path):
    _, out = _chat(tmp_path, "buy or rent 8 H100, quoted $250k", "serve Llama-3-8B for 2 years")
    assert "Llama-3-8B" in out and "re-priced" not in out, out[:400]
