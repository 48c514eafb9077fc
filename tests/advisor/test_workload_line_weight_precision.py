"""The first line of an answer always shows the weight precision the plan runs, and when a route changed it (stated
hardware, a budget, a service level) both the asked and the planned one, plus a KV cache below 16 bits.

Routes (tools.routes): Llama-3-70B in BF16 is ≈ 141 GB of weights, so 4 × RTX 4090 (96 GB) hold it only with 8-bit
weights (≈ 70 GB); one H100 (80 GB) at 32k × 4 only with 4-bit weights (≈ 40 GB) and an FP8 KV cache.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.render import workload_line
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _first(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text.split("\n")[0]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "shown"), [
    ("serve Qwen2.5-7B for 10 users", " · BF16 · "),  # serving, no route
    ("Qwen2.5-7B 推理 10 并发", " · BF16 · "),
    ("run 1M prompts through Llama-3-8B, 200 tokens out each, within 24 hours", " · BF16 · "),  # batch
    ("full fine-tune Llama-3-8B on 100M tokens", " · BF16 · "),  # training
    ("QLoRA fine-tune Llama-3-8B", " · NF4 + BF16 · "),
    ("serve Qwen2.5-72B-AWQ for 10 users", " · AWQ · "),  # stated 4-bit weights
])
def test_the_weight_precision_is_always_on_the_first_line(tmp_path, text, shown):
    assert shown in _first(tmp_path, text)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "shown"), [
    # nobody said BF16 in these: it is the default, and the line must not claim the user asked for it
    ("can 4 x RTX 4090 run Llama-3-70B for 8 users", "BF16 default → FP8 planned"),
    # Llama-3-70B runs at most 8,192 tokens, so 32k is sized at 8,192 (tools.recommend.at_model_context): 3 × 4,096 +
    # 1 × 8,192 = 20,480 tokens × 320 KiB = 6.7 GB of KV beside 39.8 GB of AWQ weights fits the H100's 72 GB pool
    # with a 16-bit KV cache; FP8 weights (72.7 GB) do not
    ("serve Llama-3-70B on one H100 for 4 users at 32k context", "BF16 default → AWQ planned · 8,192 context"),
    ("部署 Llama-3-70B，一张 H100，4 个用户，32k 上下文", "默认 BF16 → 方案 AWQ · 上下文 8,192"),
    ("部署 Llama-3-70B，一張 H100，4 個用戶，32k 上下文", "預設 BF16 → 方案 AWQ · 上下文 8,192"),
    ("serve Llama-3.1-8B for 20 users at 30 tok/s each under $300 a month", "BF16 default → FP8 planned"),
    # said in the question: a stated BF16 is kept (refused on the cards, never re-planned), so no arrow
    ("can 4 x RTX 4090 run Llama-3-70B in bf16 for 8 users", " · BF16 · "),
    # a default BF16 on a card without BF16 (Tencent's priced V100s, mainland only) runs as FP16
    ("公司150人用，部署Qwen2.5-32B做内部知识库问答，只能用国内的云", "默认 BF16 → 方案 FP16"),
])
def test_a_route_shows_asked_and_planned(tmp_path, text, shown):
    assert shown in _first(tmp_path, text)


def test_line_without_a_route_names_one_precision():
    w = Workload(model="Qwen2.5-7B", task="inference", precision="int4", seq_len=4096, concurrency=4)
    line = workload_line(w, "en", asked="int4")  # asked == planned: no arrow
    assert " · INT4 · " in line and "→" not in line
    assert "BF16 asked → INT4 planned" in workload_line(w, "en", asked="bf16")
    assert "BF16 default → INT4 planned" in workload_line(w, "en", asked="bf16", asked_default=True)
