"""A service said to peak only some weeks ("只有期末兩週爆量，平常50人在線" after a plan for 800 online): the answer is
sized at the everyday load and the peak fleet is priced for the weeks said beside it, both summed for the term or year
(tools.peak_season, tools.followup.peak_season_patch, advisor.core.peak_season_lines). It once re-sized one 24/7 fleet
at the everyday load and left the peak unserved."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import peak_season_patch
from tools.peak_season import TERM_WEEKS, peak_season, period_weeks
from tools.schema import Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_peak_and_rest_priced_and_summed():
    # by hand: 3 peak weeks of a 52-week year at $40/h, $2/h the rest, around the clock: 3 × 168 = 504 h × $40 =
    # $20,160; 49 × 168 = 8,232 h × $2 = $16,464; year $36,624 → $3,052 a month; the peak fleet all year 8,736 h × $40
    # = $349,440
    s = peak_season(3, period_weeks("year"), 40.0, 2.0)
    assert (s.peak_hours, s.rest_hours, s.rest_weeks) == (504, 8232, 49)
    assert (round(s.peak_cost), round(s.rest_cost), round(s.total), round(s.per_month), round(s.peak_all_period)) == (
        20160, 16464, 36624, 3052, 349440)


def test_a_term_and_hours_a_day():
    # a term: 18 weeks; served 12 h a day every day: a week is 84 h. 1 peak week: 84 h × $10 = $840; 17 × 84 = 1,428 h
    # × $1 = $1,428; term $2,268
    assert period_weeks("term") == TERM_WEEKS == 18
    s = peak_season(1, TERM_WEEKS, 10.0, 1.0, month_hours=365.0)
    assert (s.peak_hours, s.rest_hours, round(s.total)) == (84, 1428, 2268)


@pytest.mark.parametrize("text,weeks,period,online", [
    ("it's really only the 3 weeks around exams that are busy, the rest of the term about 25 people are online",
     3, "term", 25),
    ("其实只有期中和期末那两周会爆量，平时大概40人在线", 2, "term", 40),
    ("其實一年只有三週是高峰，平常大概60人在線", 3, "year", 60),
])
def test_peak_weeks_and_the_everyday_load_are_read(text, weeks, period, online):
    p = extract(text).patch
    assert (p.peak_weeks, p.peak_period, p.users_online) == (weeks, period, online)


def test_a_deadline_in_weeks_is_no_peak():
    assert extract("only 2 weeks to finish the fine-tune").patch.peak_weeks is None


def test_the_earlier_load_is_kept_as_the_peak():
    before = Workload(task="inference", model="Qwen2.5-14B", users_online=600)
    p = peak_season_patch(before, WorkloadPatch(peak_weeks=2, peak_period="term", users_online=40))
    assert p.peak_users_online == 600 and p.users_online == 40
    said = Workload(task="inference", model="Qwen2.5-14B", concurrency=120)
    assert peak_season_patch(said, WorkloadPatch(peak_weeks=2, concurrency=10)).peak_concurrency == 120
    # a larger everyday load than before is no peak kept
    assert peak_season_patch(before, WorkloadPatch(peak_weeks=2, users_online=900)).peak_users_online is None


@pytest.mark.slow
@pytest.mark.parametrize("first,then,marks", [
    ("course assistant for our college on Qwen2.5-14B-Instruct, about 500 students online at exam peak. what to rent "
     "and the monthly cost?", "actually the peak is only the two weeks of finals, otherwise about 30 online. cheaper?",
     ("Peak weeks and the rest priced apart", "2 peak weeks (500 online)", "term (18 weeks")),
    ("学校的答疑助手用Qwen2.5-14B-Instruct，期末高峰大概600人同时在线，租什么机器，一个月多少钱？",
     "其实只有期末那两周会爆量，平时大概40人在线，怎么配更省？", ("高峰期和平时分开计价", "2 周高峰（在线 600 人）", "一学期")),
    ("學校的課業助教用Qwen2.5-14B-Instruct，期末尖峰大概700人同時在線，要開什麼機器？一個月多少錢？",
     "其實只有期末那兩週會爆量，平常大概60人在線，這樣怎麼配比較省？",
     ("高峰期和平時分開計價", "2 周高峰（在線 700 人）", "一學期")),
])
def test_the_peak_fleet_is_priced_for_its_weeks(tmp_path, first, then, marks):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    assert all(m in r.text for m in marks), r.text[-1500:]
