"""An AI tutor for a class, busiest some weeks before an exam ("期末考前三週每晚…最多人用", "busiest in the two weeks
before midterms"), is serving with a seasonal peak: the students are a head count (tools.traffic sizes the share at
once), the weeks are `peak_weeks` of a term, never a fine-tune, a deadline of the evening's hours or no load at all.
Hand: 320 students × 15 % = 48 at once at the evening peak."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "n", "weeks"), [
    ("資訊系有320位學生，想用 Llama-3.1-8B 當 AI 助教，平常很少人用，期中考前兩週每晚9點到12點最多人用，"
     "整學期預算台幣12萬，怎麼租？", 320, 2.0),
    ("计算机系有 320 名学生，想用 Qwen2.5-7B 做 AI 助教，期末考前三周每晚 8 点到 11 点是高峰，整个学期预算 2 万元", 320, 3.0),
    ("Our chemistry class has 320 students and we want Mistral-7B as an AI teaching assistant; it's busiest in the two "
     "weeks before midterms, whole-term budget $4,000", 320, 2.0),
])
def test_a_tutor_before_exams_is_served_at_a_seasonal_peak(text, n, weeks):
    p = extract(text).patch
    assert p.task == "inference" and p.head_count == n, p
    assert p.peak_weeks == weeks and p.peak_period == "term", p
    assert not p.deadline_hours and not p.dataset, p


@pytest.mark.slow
def test_the_workload_line_shows_the_peak_weeks(tmp_path):
    # Hand: 320 students × 15 % = 48 at once at the evening peak, the two weeks before midterms said on the line
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    reply = eng.handle("t", "資訊系有320位學生，想用 Llama-3.1-8B 當 AI 助教，期中考前兩週每晚9點到12點最多人用，"
                            "整學期預算台幣12萬，怎麼租？")
    assert "高峰 2 周" in reply.lead and "320" in reply.lead, reply.lead
