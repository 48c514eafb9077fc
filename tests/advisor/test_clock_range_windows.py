"""A nightly time window said as a bare range of two clocks is the job's hours, in any phrasing or language.

An expert's reading: "每晚凌晨2点到6点之间" is a window from 02:00 to 06:00, 4 hours, whether or not a verb like 跑完
follows; "between 2 and 6 am", "2-6am" and "02:00-06:00" are the same 4 hours. It was read as a night from 22:00 with
10 hours (a stated target replaced by a default). A range that says when traffic peaks is no deadline.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import clock_window, extract, normalise


@pytest.mark.parametrize("text, hours, start, end", [
    ("每晚凌晨2点到6点之间", 4.0, 2.0, 6.0),            # 06 − 02 = 4 h, no finish verb
    ("每晚凌晨 2 点至 6 点算向量", 4.0, 2.0, 6.0),
    ("凌晨2點至6點之間", 4.0, 2.0, 6.0),                  # 繁體
    ("每晚2点到6点", 4.0, 2.0, 6.0),                      # 每晚 2 点 is 02:00 (the small hours), not 14:00
    ("夜晚11點至朝早7點之間", 8.0, 23.0, 7.0),            # 23:00 → 07:00 across midnight: 1 + 7 = 8 h
    ("between 2 and 6 am every night", 4.0, 2.0, 6.0),    # the am on the end names both clocks
    ("nightly window 2am-6am", 4.0, 2.0, 6.0),
    ("2:00–6:00 every night", 4.0, 2.0, 6.0),
    ("every night from 11pm to 5am", 6.0, 23.0, 5.0),     # 1 h to midnight + 5 h
])
def test_a_bare_clock_range_is_a_window(text, hours, start, end):
    w = clock_window(normalise(text))
    assert w is not None and w[0] == hours and w[2] == (start, end)


@pytest.mark.parametrize("text", ["凌晨两点到六点之间跑完", "每晚两点到六点之间"])
def test_clock_hours_in_chinese_numerals_are_read(text):
    # 两 = 2, 六 = 6: 02:00 → 06:00 = 4 h
    w = clock_window(normalise(text))
    assert w is not None and w[0] == 4.0


@pytest.mark.parametrize("text", ["便宜一点", "快一点到达", "差一点就够了"])
def test_yidian_a_little_is_no_clock(text):
    # 一点 "a bit" is not one o'clock: the text keeps its words
    assert normalise(text) == text


@pytest.mark.parametrize("text", [
    "高峰在晚上8点到10点,用 Qwen2.5-7B 跑客服,50 人同时在线",
    "Serve Llama 3.1 8B for 50 users, peak between 8 and 10 pm",
    "we need between 2 and 6 GPUs every night",  # no am/pm, no hh:mm: GPUs, not clocks
])
def test_a_load_time_or_a_count_is_no_window(text):
    assert extract(text).patch.deadline_hours is None


def test_the_nightly_embedding_window_sets_the_deadline():
    # 200 万条 titles, nightly, "每晚凌晨2点到6点之间" (no 跑完): the deadline is the 4 h window, not 22:00 + 10 h
    p = extract("每天要把当天新增的 200 万条商品标题(30 个字左右)用 bge-large-zh-v1.5 算向量,每晚凌晨2点到6点之间,租什么最便宜?")
    assert p.patch.deadline_hours == 4.0
    assert not any("22:00" in n for n in p.notes)
