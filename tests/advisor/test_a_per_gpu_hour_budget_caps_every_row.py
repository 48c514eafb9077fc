"""A budget said per GPU-hour with no GPU count ("at most $2 per GPU-hour", 每卡每小时预算 15 元) caps the price per
GPU-hour of every plan, whatever its count (tools.constraints.per_gpu_cap): a machine of 4 or 8 GPUs under the figure
a GPU-hour is within it, never held to one GPU's hour; the budget line says the plan's price per GPU-hour."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("question", "cap", "honoured"), [
    ("Serve Llama-3.3-70B for 50 concurrent users, at most $2 per GPU-hour", 2.0, "$2.00 per GPU-hour"),
    ("部署 Qwen2.5-72B 推理，20 路并发，每卡每小时预算 15 元", 15.0, "每卡每小时 ¥15.00"),
    ("部署 Qwen2.5-72B 推理，20 路並發，每卡每小時預算 NT$50", 50.0, "每卡每小時 50.00 TWD"),
])
def test_a_multi_gpu_plan_under_the_figure_a_gpu_hour_is_within(tmp_path, question, cap, honoured):
    # Hand (English): Llama-3.3-70B in BF16 is 141 GB of weights + 50 × 4,096 tokens × 320 KiB ≈ 67 GB of KV: no one
    # card holds it; 4 × A100 80GB SXM at $7.16/h is $1.79 a GPU-hour ≤ $2, so within (held to one GPU's $2/h nothing
    # fitted in 16 bits and the answer cut the users to 24). Chinese: Qwen2.5-72B for 20 streams on 2 × A800 at
    # ¥15.56/h is ¥7.78 a card-hour ≤ ¥15; in Taiwan dollars 8 × RTX A5000 at ≈ NT$94.5/h is ≈ NT$11.8 a card-hour ≤ 50.
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", question)
    rec = reply.recommendation
    assert rec is not None and rec.candidates, reply.text[:900]
    top = rec.candidates[0]
    gpus = round(top.gpu_count) * top.instances
    assert gpus >= 2 and top.price_per_hour.amount / gpus <= cap, (top.instance, top.price_per_hour)
    assert top.price_per_hour.amount > cap  # over one GPU's hour: the old reading refused this plan
    assert honoured in reply.text and "fewer users" not in reply.text and "减少同时在用人数" not in reply.text, \
        reply.text[:1500]
    budget = next(c for c in rec.constraints if c.name == "budget")
    assert budget.status == "honoured", budget
