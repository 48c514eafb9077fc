"""A growth follow-up whose factor is in range but whose grown load is past what the advisor sizes is said, and the plan
stands: "serve Qwen2.5-7B for 900,000,000 people online at peak" then "what if users grow 1000x?" printed pydantic's
"Error: 1 validation error for Workload / users_online / Input should be less than or equal to 1000000000" as the whole
reply (an apology in Slack). 900,000,000 × 1,000 = 9 × 10^11 people online, past the 10^9 sized."""
import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("first,again,words", [
    ("serve Qwen2.5-7B for 900,000,000 people online at peak", "what if users grow 1000x?",
     "'1000x' is not applied: people online 900,000,000 → 900,000,000,000 is past the most the advisor sizes "
     "(1,000,000,000)"),
    ("部署Qwen2.5-7B，高峰9亿人同时在线", "如果用户增长500倍呢？",  # 9亿 × 500 = 4,500亿 = 4.5 × 10^11
     "“增长500倍”未采用：在线人数 900,000,000 → 450,000,000,000 超出可估算的上限（1,000,000,000）"),
    ("serve Qwen2.5-7B for 900,000,000 people online at peak", "next month we add 200,000,000 more people",
     # 900,000,000 + 200,000,000 = 1.1 × 10^9 online, past 10^9
     "'+200,000,000' is not applied: people online 900,000,000 → 1,100,000,000 is past the most"),
])
def test_the_growth_is_said_not_applied_and_the_plan_stands(tmp_path, first, again, words):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", first)
    online = r1.recommendation.workload.users_online if r1.recommendation else None
    r2 = eng.handle("t", again)
    assert words in r2.text, r2.text[:500]
    assert "validation error" not in r2.text
    assert r2.recommendation is None or r2.recommendation.workload.users_online == online  # 900,000,000 kept
