"""A stated rental time, hours a day and a total budget on a serving question are combined as days × hours a day.

Rules (tools.cost.rental_hours, tools.recommend.period_hours, tools.constraints.total_needs_time):
- the hours billed for a stated rental are its days × the hours a day, whichever is said first; a part day at the end
  runs up to its own length; with no hours a day, the whole rental (24 h a day);
- every serving figure of a stated rental (headline, the structured cost an agent reads, a total budget) uses those
  hours, and the hours-a-day note speaks of the rental's days, never of a month;
- a rental over 30 days (720 h) is priced by the month, said in a note; "a weekend" is 48 h, said in a note;
- a follow-up rental time ("for 2 days") is read like a first message's, and its change line says it;
- a total budget on a service with no stated time is not checked (❔, never ✅), with the hours it buys.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.service import advise
from advisor.core.store import Store
from tests.conftest import module_home
from tools.cost import rental_hours
from tools.schema import Budget, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("span, per_day, billed", [
    (48, 12, 24),     # "12 hours a day for 2 days": 2 days × 12 h = 24 h (was 48 h)
    (72, 8, 24),      # 用3天，每天8小时: 3 days × 8 h = 24 h (was 72 h)
    (48, None, 48),   # "for 2 days", no hours a day: around the clock, 2 × 24 = 48 h
    (48, 24, 48),     # 24 h a day is around the clock: 48 h
    (10, 12, 10),     # a 10-hour rental at 12 h a day never runs more than its 10 h
    (36, 12, 24),     # a day and a half at 12 h a day: 12 h + the half day's 12 h = 24 h
])
def test_rental_hours_are_days_times_hours_a_day(span, per_day, billed):
    assert rental_hours(span, per_day) == pytest.approx(billed)


def test_no_rental_time_has_no_rental_hours():
    assert rental_hours(None, 12) is None  # the bill is then a month (serving_month_hours)


@pytest.mark.parametrize("text, span, per_day", [
    # the order of the two phrases does not matter: both read, the span 2 days (48 h), 12 h a day
    ("serve Llama-3.1-8B for 3 people, 12 hours a day for 2 days", 48, 12),
    ("serve Llama-3.1-8B for 3 people using it for 2 days, 12 hours a day", 48, 12),
    ("部署 Llama-3.1-8B 给3个人用3天，每天8小时", 72, 8),
    ("部署 Llama-3.1-8B 給3個人用3天，每天8小時", 72, 8),
    ("部署 Llama-3.1-8B 给3个人，每天8小时，用3天", 72, 8),
])
def test_days_and_hours_a_day_are_both_read_and_the_note_names_no_month(text, span, per_day):
    e = extract(text)
    assert e.patch.serving_hours == span and e.patch.usage_hours_per_day == per_day, e.patch
    said = " ".join(e.notes) + " ".join(e.zh_notes.values())
    assert "30.4" not in said and "a month" not in said and "月成本" not in said, e.notes


@pytest.mark.parametrize("text, said", [
    ("serve Llama-3.1-8B for 3 people for 1000 hours", "for 1000 hours"),  # 1,000 h > 720 h
    ("serve Llama-3.1-8B for 3 people for 31 days", "for 31 days"),  # 31 × 24 = 744 h > 720 h
])
def test_a_rental_over_thirty_days_is_said_to_be_priced_by_the_month(text, said):
    e = extract(text)
    assert e.patch.serving_hours is None
    assert any(said in n and "priced by the month" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", ["serve Llama-3.1-8B for 3 people for a weekend",
                                  "serve Llama-3.1-8B for 3 people over the weekend",
                                  "部署 Llama-3.1-8B 给3个人用一个周末",
                                  "部署 Llama-3.1-8B 給3個人用一個週末"])
def test_a_weekend_is_read_as_two_days_with_a_note(text):
    e = extract(text)
    assert e.patch.serving_hours == 48, e.patch  # Saturday + Sunday = 2 × 24 h
    assert any("48 h" in n for n in e.notes), e.notes


def test_weekends_off_is_no_rental():
    assert extract("serve Llama-3.1-8B for 20 users on weekends").patch.serving_hours is None


def test_a_reversed_range_is_read_at_its_larger_figure():
    # "2k-1k": 2,000 is the larger end, the cap of a budget range, whichever is said first
    e = extract("serve Llama-3.1-8B for 20 users, budget 2k-1k a month")
    assert e.patch.budget is not None and e.patch.budget.amount == 2000
    assert any("top, 2k" in n for n in e.notes), e.notes


def _headline(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("**Llama-3.1-8B serving"))


def _hourly(out: str, sign: str) -> float:
    return float(re.search(re.escape(sign) + r"([\d.]+)/h", _headline(out)).group(1))


@pytest.mark.slow
@pytest.mark.parametrize("text", ["serve Llama-3.1-8B for 3 people, 12 hours a day for 2 days",
                                  "serve Llama-3.1-8B for 3 people using it for 2 days, 12 hours a day"])
def test_the_answer_prices_two_days_at_twelve_hours(tmp_path, text):
    rec = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    out = rec.text
    # 2 days × 12 h = 24 h; the total is the plan's hourly price × 24 (≈ $0.41 × 24 ≈ $9.84, to the hour's rounding)
    assert "for the 24 h you need it (12 h a day × 2 days; not a month)" in _headline(out), _headline(out)
    total = float(re.search(r"≈ \$([\d.]+) for the 24 h", _headline(out)).group(1))
    assert total == pytest.approx(_hourly(out, "$") * 24, abs=0.15)
    assert rec.recommendation is not None and rec.recommendation.cost_table[0].cost.job_hours == 24


@pytest.mark.slow
def test_the_chinese_answer_prices_three_days_at_eight_hours(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "部署 Llama-3.1-8B 给3个人用3天，每天8小时").text
    head = next(line for line in out.splitlines() if line.startswith("**Llama-3.1-8B 推理部署"))
    # 3 天 × 8 小时 = 24 小时 (was 72); the total is the hourly price × 24 (≈ ¥2.94 × 24 ≈ ¥70.6 → ¥71)
    assert "你要用的 24 小时（每天 8 小时 × 3 天）共 ≈ ¥" in head, head
    hourly = float(re.search(r"每小时 ¥([\d.]+)", head).group(1))
    total = float(re.search(r"共 ≈ ¥([\d.]+)", head).group(1))
    assert total == pytest.approx(hourly * 24, abs=0.6)


@pytest.mark.slow
def test_the_structured_cost_follows_the_stated_serving_time():
    # serving_hours 48 (MCP `recommend`, CLI --serving-hours 48): job_hours 48, job_on_demand = hourly × 48 — not the
    # 730 h month the structured offers said beside a 48 h headline
    rec = advise(Workload(task="inference", model="Llama-3.1-8B", concurrency=20, serving_hours=48))
    for c, row in zip(rec.candidates[:3], rec.cost_table[:3], strict=True):
        assert row.cost.job_hours == 48
        assert row.cost.job_on_demand == pytest.approx(c.price_per_hour.amount * 48, rel=1e-6)


@pytest.mark.slow
def test_the_structured_cost_follows_days_and_hours_a_day():
    # 2 days at 6 h a day = 12 h billed
    rec = advise(Workload(task="inference", model="Llama-3.1-8B", concurrency=20, serving_hours=48,
                          usage_hours_per_day=6))
    assert rec.cost_table[0].cost.job_hours == 12


@pytest.mark.slow
def test_a_rental_time_said_as_a_follow_up_is_read(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3.1-8B for 20 users, 12 hours a day")
    out = eng.handle("t", "for 2 days").text
    assert "didn't catch" not in out, out[:400]
    assert "time you need it a month → 2.0 days" in out, out[:600]
    # 2 days × 12 h = 24 h, said with the days it is made of
    assert "for the 24 h you need it (12 h a day × 2 days" in _headline(out), _headline(out)


@pytest.mark.slow
def test_hours_a_day_after_a_rental_time_changes_the_rental_not_a_month(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "serve Llama-3.1-8B for 3 people using it for 2 days")
    out = eng.handle("t", "12 hours a day").text
    # 48 h around the clock → 2 × 12 = 24 h; the change line shows the same hours as the headline
    assert "time 2.0 days → 1.0 day" in out and "30.4" not in out and "15.2 days" not in out, out[:900]
    assert "for the 24 h you need it" in _headline(out), _headline(out)
    assert "each day of the time you need it is priced at 12 h" in out, out[:900]


@pytest.mark.slow
@pytest.mark.parametrize("text, amount, buys_rx", [
    # $3 ÷ the top pick's hourly price (≈ $0.44–0.53/h as the catalog stands) ≈ 5.7–6.8 h
    ("serve Llama-3.1-8B for 20 users, budget $3", 3.0, r"\$3\.00 buys ([\d.]+) h of the top pick at \$([\d.]+)/h"),
    # ¥20 ÷ ≈ ¥2.94/h ≈ 6.8 h
    ("部署 Llama-3.1-8B 给20人用，总预算20元", 20.0, r"¥20\.00 可用首选方案 ([\d.]+) 小时，每小时 ¥([\d.]+)"),
])
def test_a_total_budget_with_no_time_is_not_shown_as_met(tmp_path, text, amount, buys_rx):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).full or ""
    budget_lines = [line for line in out.splitlines() if ("$3.00" in line or "¥20.00" in line) and "- " in line[:3]]
    assert budget_lines and all("✅" not in line for line in budget_lines), budget_lines
    m = next((re.search(buys_rx, line) for line in budget_lines if "❔" in line and re.search(buys_rx, line)), None)
    assert m is not None, budget_lines
    # the hours it buys are the total ÷ the hourly price shown (to the 2-digit rounding of that price)
    assert float(m.group(1)) == pytest.approx(amount / float(m.group(2)), rel=0.03)


@pytest.mark.slow
def test_a_total_with_no_time_is_unchecked_in_the_structured_answer():
    rec = advise(Workload(task="inference", model="Llama-3.1-8B", concurrency=20,
                          budget=Budget(amount=3, currency="USD", per="total")))
    budget = next(c for c in rec.constraints if c.name == "budget")
    assert budget.status == "unchecked"


@pytest.mark.slow
def test_the_rental_beside_owned_cards_is_priced_for_the_stated_days(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "I have an RTX 4090, serve Llama-3.1-8B for 3 people for 2 days, 12 hours a day").full or ""
    line = next(x for x in out.splitlines() if "To rent instead" in x)
    # the second option's bill is for 2 days × 12 h = 24 h (its hourly price × 24), not a month
    price = float(re.search(r"at \$([\d.]+)/h", line).group(1))
    total = float(re.search(r"≈ \$([\d.]+) for the 24 h", line).group(1))
    assert total == pytest.approx(price * 24, abs=0.6) and "a month" not in line.split(";")[0], line[:300]
