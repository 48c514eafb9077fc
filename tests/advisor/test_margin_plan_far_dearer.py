"""A serving pick that meets its per-user floor only inside the speed model's error gets a plan with margin beside
it, but a "plan" many times the pick's price is no advice.

Hand check of the case: DeepSeek-R1-Distill-Qwen-32B (Qwen2.5-32B: 64 layers, 8 KV heads × 128, BF16), 30 users,
~8k thinking tokens per answer, answers within 60 s → ≈ 8192 / (60 − first token) ≈ 140+ tok/s per user. One 8-GPU
node meets that by a few per cent; keeping a 37 % margin on every stream means one replica per few users, i.e. tens
of 8-GPU nodes: a price tens of times the pick's. An expert says what the margin would cost and measures the pick at
load first; naming "30 × 8 × B200 at +8297 %" as the plan that keeps the margin is nonsense.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str) -> str:
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    return "\n".join(x for x in (r.text, r.full or "") if x)


@pytest.mark.parametrize("text, far, none_listed", [
    ("We run DeepSeek-R1-Distill-Qwen-32B as a reasoning model; it thinks ~8k tokens per answer. 30 users, answers "
     "should arrive within a minute. What do we need?", r"costs ([\d,.]+)× as much",
     "no listed plan (keeps that margin|holds the target at the full context)"),
    ("部署 DeepSeek-R1-Distill-Qwen-32B 推理模型，每个回答思考约 8k token，30 个用户，一分钟内出结果",
     r"价格是它的 ([\d,.]+) 倍", "目录中没有方案(能留出该余量|在满上下文时达标)"),
])
def test_a_margin_plan_far_dearer_than_the_pick_is_named_as_a_cost_not_a_plan(tmp_path, text, far, none_listed):
    out = answer(tmp_path, text)
    assert not re.search(r"keeps the margin \([^)]*\) at \$[\d,.]+/h \(\+\d{3,}%\)", out)
    assert not re.search(r"留有余量（[^）]*），每小时 [^（]*（\+\d{3,}%）", out)
    # the pick meets ~144 tok/s by a few per cent: its margin is thin (hand check above). The margin is either priced
    # as a cost (tens of nodes) or, where no listed plan reaches it at all (since the engine's refit, docs/ENGINE.md "Fifth
    # pass", slowed decode ≈ 10 %: 8 × MI300X reads 133 tok/s a user at the full context), said to be out of reach; never named
    # as a plan
    m = re.search(far, out)
    assert (m and float(m.group(1).replace(",", "")) > 2.0) or re.search(none_listed, out), out
    assert "benchmark_serving" in out
