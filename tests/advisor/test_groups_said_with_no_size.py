"""Groups of people said with no size ("给50个科室用", 供30間門市使用, "for 12 departments") are users, not one user.

"我们医院要上信创，想本地部署Qwen2.5-72B给50个科室用" was sized for 1 user at once (the default): 50 departments read
as nothing. The expert's reading: each group is some people, how many is not said; plan an assumed pair at once each
(tools.traffic.GROUP_AT_ONCE, the small-team floor) and ask for the real count."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home
from tools.traffic import groups_at_once

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_groups_at_once_is_a_pair_a_group():
    # 50 科室 × 2 = 100 at once; 12 departments × 2 = 24
    assert groups_at_once(50) == 100
    assert groups_at_once(12) == 24


@pytest.mark.parametrize(("text", "want"), [
    # 简体: 50 科室 × 2 = 100 at once. Qwen2.5-72B KV = 2 × 80 layers × 8 kv heads × 128 × 2 bytes = 0.33 MB a token;
    # 100 × 4,096 tokens = 134 GB of KV beside 145 GB of BF16 weights (was 0.34 GB of KV for 1 user)
    ("我们医院要上信创，想本地部署Qwen2.5-72B给50个科室用", {"concurrency": 100}),
    # 简体, 部门 with 使用: 8 × 2 = 16
    ("公司想部署Qwen2.5-14B，8个部门使用，租什么卡", {"concurrency": 16}),
    # 繁體: 30 門市 × 2 = 60 at once
    ("我們銀行想用Llama-3.1-70B做內部助手，供30間門市使用，租什麼GPU", {"concurrency": 60}),
    # English: 12 departments × 2 = 24 at once
    ("We want to self-host Qwen2.5-32B as an internal assistant for 12 departments, what GPU should we rent?",
     {"concurrency": 24}),
    # a size said still wins: 3 departments × 20 people = 60 people, a head count (not 6 at once)
    ("部署Qwen2.5-14B，3个部门每个部门20人用", {"head_count": 60}),
])
def test_groups_with_no_size_are_people_at_once(text, want):
    check(text, want)


@pytest.mark.parametrize("text", [
    "我们医院有50个科室，想用Qwen2.5-7B做病历摘要，租什么卡",  # a count of departments with no use: no load
    "Deploy Qwen2.5-7B for our hospital with 40 departments and 200 concurrent users",  # the users are said
])
def test_groups_with_no_use_or_beside_a_count_are_not_the_load(text):
    from tests.advisor.test_reading_classes import read

    got = read(text)
    assert got.get("concurrency") not in (80, 100), got
