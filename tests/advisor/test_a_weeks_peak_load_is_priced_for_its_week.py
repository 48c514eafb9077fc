"""A follow-up that gives a larger load for the week(s) before an exam ("考試前嗰個禮拜可能去到1500人同時在線", "the
week before finals we might hit 1,500 online") after a plan for the everyday load: the everyday plan stays, and the peak
fleet is priced for the week said on top of it (advisor.core.peak_weeks_read.EXAM_WEEK_LOAD,
tools.followup.peak_season_patch, advisor.core.peak_season_lines) — never a month of the peak fleet.

Why: a Hong Kong university's 300 online → "1,500 in the week before exams" was re-sized as 7 × g4dn.metal for a
24/7 month (HK$480k); the key rents the extra cards for that week only (168 h × US$1–2 × 8 ≈ HK$10–21k).
Hand figures for the chat below (the bot's own plans): peak fleet HK$657.82/h × 168 h (1 week, 24 h × 7) ≈
HK$110.5k; the everyday fleet HK$187.95/h × 17 × 168 h = 2,856 h ≈ HK$536.8k; a term of 18 weeks ≈ HK$647.3k
(≈ HK$155.8k a month) against ≈ HK$1.99M for the peak fleet all term.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import peak_season_patch
from tools.schema import Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "weeks", "online"), [
    ("考試前嗰個禮拜可能去到1500人同時在線，點算？", 1, 1500),  # 粵語
    ("考试前一个星期可能会有1200人同时在线，怎么办？", 1, 1200),  # 简体
    ("期末考前兩週可能有2000人同時在線", 2, 2000),  # 繁體
    ("the week before finals we might hit 1,500 online, what then?", 1, 1500),
    ("during exam week it could be 900 online", 1, 900),
])
def test_a_load_said_for_an_exam_week_is_that_weeks_peak(text: str, weeks: int, online: int) -> None:
    # Hand: one week unless counted; the load said is kept as the peak's as well as the message's
    p = extract(text).patch
    assert (p.peak_weeks, p.peak_period, p.users_online, p.peak_users_online) == (weeks, "term", online, online)


def test_no_exam_week_no_peak() -> None:
    # a plain load, and a deadline in weeks, keep no peak
    assert extract("we might hit 1,500 online, what then?").patch.peak_weeks is None
    assert extract("考試前要訓練好模型，1500個樣本").patch.peak_weeks is None


def test_the_threads_smaller_load_stays_the_everyday_one() -> None:
    # Hand: 300 online before, 1,500 the exam week → 300 sized, 1,500 kept as the week's peak
    before = Workload(task="inference", model="Qwen2.5-14B", users_online=300)
    said = WorkloadPatch(peak_weeks=1, peak_period="term", users_online=1500, peak_users_online=1500)
    p = peak_season_patch(before, said)
    assert (p.users_online, p.peak_users_online, p.peak_weeks) == (300, 1500, 1)
    # a thread with a larger load before: the message's load is the plan's, no peak kept
    big = Workload(task="inference", model="Qwen2.5-14B", users_online=3000)
    p = peak_season_patch(big, said)
    assert (p.users_online, p.peak_users_online, p.peak_weeks) == (1500, None, None)
    # the same with users at once
    at_once = Workload(task="inference", model="Qwen2.5-14B", concurrency=40)
    p = peak_season_patch(at_once, WorkloadPatch(peak_weeks=1, concurrency=200, peak_concurrency=200))
    assert (p.concurrency, p.peak_concurrency) == (40, 200)


@pytest.mark.slow
@pytest.mark.parametrize(("first", "then", "marks"), [
    ("我哋大學IT部想整個Qwen2.5-14B俾5000個學生用，平時大約300人同時在線，資料唔可以出香港。要租咩GPU？每個月幾錢？",
     "考試前嗰個禮拜可能去到1500人同時在線，點算？", ("1 周高峯（在線 1,500 人）", "168 小時", "一學期")),
    ("our college wants Qwen2.5-7B-Instruct as a study assistant, about 100 students online normally, US. what to rent?",
     "the week before finals we might hit 600 online, what then?",
     ("the 1 peak week (600 online)", "168 h", "term (18 weeks")),
])
def test_the_weeks_peak_is_priced_for_the_week(tmp_path, first: str, then: str, marks: tuple[str, ...]) -> None:
    # Hand: module doc; before, the follow-up re-sized the whole plan at the peak for a 730-h month
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    assert all(m in r.text for m in marks), r.text[-2000:]
