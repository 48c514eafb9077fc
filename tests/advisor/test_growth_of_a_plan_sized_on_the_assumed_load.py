"""A growth follow-up on a serving plan whose load was never said grows the users at once the plan assumed (and said):
"serve Qwen2.5-7B" is sized for 1 user at once (tools.defaults.DEFAULT_CONCURRENCY), so "what if users double?" is
1 × 2 = 2 at once — it was "Nothing … changes the plan, so it stands" in English and "這超出了我的範圍" in Chinese."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import DEFAULT_CONCURRENCY
from tools.followup import assumed_load as _assumed_load
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_serving_plan_with_no_load_said_grows_from_its_assumed_users():
    assert _assumed_load(Workload(model="Qwen2.5-7B")) == {"concurrency": DEFAULT_CONCURRENCY}
    assert _assumed_load(Workload(model="Qwen2.5-7B", task="lora")) == {}  # a training job has no users to grow
    assert _assumed_load(Workload()) == {}  # no plan yet


@pytest.mark.slow
@pytest.mark.parametrize("first, again", [
    ("serve Qwen2.5-7B", "what if users double?"),
    ("serve Qwen2.5-7B", "如果之後人數加倍呢？"),
    ("I have a Mac mini M4 Pro, run Qwen2.5-7B", "如果用户翻倍呢？"),
])
def test_doubling_a_plan_on_the_assumed_load_reruns_it(tmp_path, first, again):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    r2 = eng.handle("t", again)
    assert "超出了我的範圍" not in r2.text and "超出了我的范围" not in r2.text and "Nothing in" not in r2.text, r2.text[:300]
    assert r2.recommendation is not None and r2.recommendation.workload.concurrency == 2 * DEFAULT_CONCURRENCY
