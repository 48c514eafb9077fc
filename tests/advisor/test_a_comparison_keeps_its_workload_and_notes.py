"""A first message that compares cards ("is an L40S enough or do we need an H100 for Llama-3-8B, 50 users?") leaves
its workload to the thread, so a follow-up grows it ("what if users double?": 50 × 2 = 100 at once) instead of asking
which model; and the comparison carries the reader's notes ("for 1e300 users", -5人: said not read, not compared in
silence at 1 user)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_follow_up_after_a_comparison_changes_its_workload(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    r1 = eng.handle("t", "is an L40S enough or do we need an H100 for Llama-3-8B, 50 users?")
    assert r1.kind == "compare", r1.text[:300]
    r2 = eng.handle("t", "what if users double?")
    assert "Which model" not in r2.text, r2.text[:300]
    assert r2.recommendation is not None and r2.recommendation.workload.concurrency == 100
    assert r2.recommendation.workload.model == "Llama-3-8B"


@pytest.mark.parametrize("text, said", [
    ("is an L40S enough or do we need an H100 for 1e300 users on Llama-3-8B?", "'1e300' is not read"),
    ("L40S够吗还是要H100？Qwen2.5-7B，-5人", "“-5人”未读取"),
])
def test_a_comparison_says_the_figures_it_did_not_read(tmp_path, text, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert r.kind == "compare" and said in r.text, r.text[:300]
