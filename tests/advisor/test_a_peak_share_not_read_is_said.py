"""A classification batch's share of the day in its peak window is above 0 % and at most 100 %: "160% of traffic" was
read as 60 % (from inside 160), "-60%" as 60 %, "0%" as "no share said"; each is now said not read and no share is
taken from it (the busiest hour's share stands, said as assumed)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts
from advisor.core.extract_stated import batch_peak_said


@pytest.mark.parametrize(("text", "said"), [
    ("2 million user messages a day to classify with Qwen3-8B, 160% of traffic between 8-12 pm", "160%"),
    ("2 million user messages a day to classify with Qwen3-8B, -60% of traffic between 8-12 pm", "-60%"),
    ("2 million user messages a day to classify with Qwen3-8B, 0% of traffic between 8-12 pm", "0%"),
    ("每天200万条评论要做情感分类，用Qwen3-8B，晚上8点到12点占-60%", "-60%"),
    ("每天200万条评论要做情感分类，用Qwen3-8B，晚上8点到12点占160%", "160%"),
])
def test_a_share_out_of_range_is_said_and_never_read(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en and said in zh for en, zh in notes), notes
    got = batch_peak_said(t)
    assert got is None or got[0] is None  # never 0.6 from "160%" or "-60%"


@pytest.mark.parametrize("text", [
    "2 million user messages a day to classify with Qwen3-8B, 60% of traffic between 8-12 pm",
    "每天200万条评论要做情感分类，用Qwen3-8B，晚上8点到12点占60%",
])
def test_a_share_in_range_is_read(text):
    # 60 % in 8–12 pm: 2,000,000 × 0.6 ÷ 14,400 s = 83.3/s at peak
    assert drop_impossible_counts(text)[1] == []
    assert batch_peak_said(text) == (0.6, 4.0, False)


def test_a_share_is_never_read_from_inside_a_larger_figure():
    # "160%" was read as 60 % by the share reader itself
    assert batch_peak_said("classify 2M messages a day, 160% between 8 and 12 pm") in (None, (None, None, False))


def test_growth_in_percent_is_no_share():
    assert drop_impossible_counts("users grow 150% a year")[1] == []
