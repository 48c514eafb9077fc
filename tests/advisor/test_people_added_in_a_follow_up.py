"""A follow-up that adds people ("next month we add 100 more agents", 下个月再加100个坐席呢, 再多100個同事, 加多一百個人)
re-sizes the thread's load on the same plan: the people said are added to the thread's head count (or users at once)
and every count of the load grows by the factor they make, by the thread's own share rule. It was answered "That is
outside what I do" (这超出了我的范围) in English, 简体 and 繁體 alike, while "what about 300 agents" already re-sized.

Hand figures: 200 seats read as 15 % at once = 30; + 100 seats = 300 → 45 at once (factor 1.5). 80 colleagues = 12 at
once; + 100 = 180 → 27. 40 analysts said as users at once; + 20 → 60 (factor 1.5).
"""

from __future__ import annotations

import pytest

from advisor.core.growth import said_added
from tools.followup import added_factor, grown_load


@pytest.mark.parametrize("text, n", [
    ("next month we add 100 more agents", 100),
    ("and if we onboard another 20 analysts?", 20),
    ("what about 50 more users", 50),
    ("下个月再加100个坐席呢", 100),
    ("再加100人", 100),
    ("下個月再多100個坐席呢", 100),
    ("加多一百個同事得唔得", 100),
    ("明年新增 300 名员工", 300),
])
def test_people_added_are_read(text, n):
    assert said_added(text) == n


@pytest.mark.parametrize("text", [
    "我们有200多个坐席",  # "-odd", not added
    "add 2 more GPUs",
    "再加一张卡",
    "32k context",
    "what if users double?",
])
def test_no_people_added_is_read(text):
    assert said_added(text) is None


def test_added_people_grow_every_count_of_the_load_alike():
    # 200 seats at 30 at once, + 100: ×1.5 → 300 seats, 45 at once (the same 15 % share)
    have = {"head_count": 200, "concurrency": 30}
    f = added_factor(have, 100)
    assert f == pytest.approx(1.5)
    assert grown_load(have, f) == {"head_count": 300, "concurrency": 45}
    assert added_factor({"concurrency": 40}, 20) == pytest.approx(1.5)
    assert added_factor({"batch_requests": 1000}, 100) is None  # a batch holds no people to add to
    assert added_factor({"head_count": 200}, 0) is None
