"""A serving pick past the 90 % pool limit or under the per-user floor at full context, whose roomy plan costs several
times more, is offered as N copies of the same small machine behind a load balancer (users split evenly, each copy
re-sized by the search: its pool share and per-user speed at full context), when that holds both and costs less than
the roomy plan (tools.recommend.replicas_of_pick); being the cheapest plan that holds both limits, those N boxes lead
the table, and the one box is named beneath as cheaper but past them (tools.recommend._replicas_lead).
By hand: Qwen2.5-14B in FP8 for 60 users on AWS, one g6e.xlarge
(1 × L40S, 43.2 GB pool) at 96 % and 14.3 tok/s at the full 4,096 tokens; the roomy H100 (p5.4xlarge) costs 3.7×;
two g6e.xlarge at 30 users each hold about half the KV cache (≈ 12 GB less each: ≈ 68 % of the pool) at 2.0×."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_ask, module_home
from tools.recommend import split_users

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_users_are_split_evenly_over_the_copies():
    # 60 over 2 → 30; 61 over 2 → 31 (one copy holds the odd user); 40 over 3 → ⌈13.3⌉ = 14
    assert (split_users(60, 2), split_users(61, 2), split_users(40, 3)) == (30, 31, 14)


CASES = [
    ("幫我估算 Qwen2.5-14B 給 60 位同仁同時使用，只能用 AWS", "2 臺 aws g6e.xlarge", "2 臺 `g6e.xlarge`", "只用一臺"),
    ("帮我估算 Qwen2.5-14B 给 60 位同事同时使用，只能用 AWS", "2 台 aws g6e.xlarge", "2 台 `g6e.xlarge`", "只用一台"),
    ("Size Qwen2.5-14B for 60 colleagues at once, AWS only", "2 × aws g6e.xlarge", "2 × `g6e.xlarge`", "alone is cheaper"),
]


@pytest.mark.parametrize("text, said, row, single", CASES)
def test_two_copies_of_the_small_box_lead_before_a_card_at_several_times_the_price(ask, text, said, row, single):
    out = ask(text)
    assert said in out
    line = next(x for x in out.split("\n") if said in x and single in x)
    # each copy under the 90 % pool limit: the first percentage after the machine's name
    pool = int(re.search(r"(\d+)%", line[line.index(said):]).group(1))
    assert pool < 90
    # the two boxes (2 × 59.55 = 119.10 TWD/h, ≈ 2.0×) undercut the roomy H100 (3.7×) and hold both limits: row 1
    first = next(x for x in out.split("\n") if x.startswith("| 1 |"))
    assert row in first
    # the one box is named beneath as cheaper but past the 90 % pool limit (96 %) and the floor (14.3 < 20)
    assert "96%" in line[line.index(single):] and "14.3" in line[line.index(single):]
