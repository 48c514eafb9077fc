"""A window of the day said as when the load comes ("mostly 9-6", "usually 8-5") is read as that window whatever
punctuation follows it ("mostly 9-6, budget $500 a month" was read as a range's top, 9, and the window lost); a window
with an hour no day has ("mostly 9-25") or a signed hour ("mostly -9-6", "usually 9 to -6") is said not read, never
read as a range's top (25) nor, with its minus dropped, as the 9-hour window."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

DAY = "Llama-3-8B handles 100,000 requests a day, "


@pytest.mark.parametrize("tail", ["mostly 9-6, budget $500 a month", "mostly 9-6.", "mostly 9-6; budget $500 a month",
                                  "usually 9-6, budget $500 a month", "mainly 9 to 6, on-demand"])
def test_a_window_with_punctuation_after_is_the_window(tail):
    # by hand: 9:00–18:00 is 9 h; 100,000 a day in 9 h is 24 / 9 = 2.67× the day's average: 100,000 / 86,400 × 2.67
    # ≈ 3.1 requests/s, where the assumed busiest hour (10 % of the day) gives 2.8
    e = extract(DAY + tail)
    p = e.applied()
    assert p.peak_to_average == pytest.approx(24 / 9, rel=1e-3), e.notes
    assert not any("is a range" in n for n in e.notes), e.notes


def test_a_working_day_of_eight_to_five_is_nine_hours_too():
    p = extract(DAY + "usually 8-5, budget $500 a month").applied()
    assert p.peak_to_average == pytest.approx(24 / 9, rel=1e-3)


@pytest.mark.parametrize("tail,said", [
    ("mostly 9-25", "9-25"), ("mostly 9-30, budget $500 a month", "9-30"),
    ("mostly -9-6", "-9-6"), ("usually 9 to -6 weekdays", "9 to -6"), ("mostly −8-5pm", "−8-5pm"),
])
def test_a_window_with_an_hour_no_day_has_is_said_not_read(tail, said):
    e = extract(DAY + tail)
    p = e.applied()
    assert p.peak_to_average is None and p.usage_hours_per_day is None, e.notes
    assert f"'{said}' is not read: a clock hour is from 0 to 24" in e.notes, e.notes
    assert not any("read as its top" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text,top", [("serve Llama-3-8B for 10-20 users, mostly", 20),
                                      ("serve Llama-3-8B for mostly 10-20 concurrent users", 20)])
def test_a_range_of_counts_beside_mostly_stays_a_range(text, top):
    assert extract(text).applied().concurrency == top
