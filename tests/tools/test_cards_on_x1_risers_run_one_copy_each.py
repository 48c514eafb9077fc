"""The user's own cards on PCIe x1 risers (a mining rig) are never planned as one tensor-parallel group as if they
shared x16 slots: the links' time per prompt and per decode step is said, and one copy a card (4-bit where the 16-bit
weights do not fit it) with each user's speed (tools/riser_rig.py, advisor/core/riser_lines.py), in English and 简体."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.riser_lines import risers_said
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.riser_rig import per_card_replicas, tp_link_bytes_per_token
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

RIG_EN = ("we have an old mining rig, 6x RTX A4000 16GB on pcie x1 risers, 128GB ram. plan: vllm tensor parallel 6 to "
          "run qwen3-14b bf16 for 25 people in the office. good idea? how fast per user?")
RIG_ZH = "我们有个旧矿机，6张RTX A4000 16GB，插在PCIe x1延长线上，想用vllm张量并行6跑qwen3-14b给25人用，每人多快？"


def test_tp_over_x1_links_costs_seconds_a_prompt():
    a = registry.get("Qwen3-14B")
    # 2 all-reduces × 40 layers × 5,120 hidden × 2 B × 2(6 − 1)/6 = 1,365,333 bytes a token
    assert tp_link_bytes_per_token(a, 6) == pytest.approx(1_365_333, abs=1)
    w = resolve(Workload(model="Qwen3-14B", task="inference", concurrency=25, precision="bf16"))[0]
    m = per_card_replicas(a, w, all_gpus()["RTX A4000"], 6)
    assert m is not None
    # x1 = 16 GB/s ÷ 16 = 1 GB/s: 2,000 tokens × 1.365 MB = 2.7 s; 25 streams × 1.365 MB = 34 ms a step (≤ 29 tok/s)
    assert m.args["prompt_s"] == pytest.approx(2.73, abs=0.01) and m.args["step_ms"] == pytest.approx(34.1, abs=0.1)
    assert m.args["divides"] is False  # 40 query / 8 KV heads: TP 6 is no degree vLLM accepts


def test_one_copy_a_card_in_4_bit_where_16_bit_does_not_fit():
    a = registry.get("Qwen3-14B")
    w = resolve(Workload(model="Qwen3-14B", task="inference", concurrency=25, precision="bf16"))[0]
    m = per_card_replicas(a, w, all_gpus()["RTX A4000"], 6)
    assert m is not None
    # BF16 14.8B × 2 = 29.5 GB > 17.2 GB (15.99 GiB) a card → AWQ INT4 ≈ 10.0 GB, fits
    assert m.args["precision"] == "AWQ" and m.args["fits"] and m.args["need_gb"] == pytest.approx(10.0, abs=0.2)
    # one user ≈ 448 GB/s × fitted share ÷ ≈ 10 GB read ≈ 30–40 tokens/s; 25 over 6 cards = 5 a card, slower each
    assert 30 <= m.args["alone_tps"] <= 45 and m.args["each"] == 5 and m.args["each_tps"] < m.args["alone_tps"]


@pytest.mark.parametrize("text, said", [
    (RIG_EN, True), (RIG_ZH, True), ("6 cards on 1x risers", True), ("GPUs on usb risers", True),
    ("4x RTX 3090 in x16 slots", False), ("rent 2x A100 with NVLink", False),
])
def test_x1_links_are_read(text, said):
    assert risers_said(text) is said


@pytest.mark.parametrize("text", [RIG_EN, RIG_ZH])
def test_a_mining_rigs_cards_are_the_users_own(text):
    p = extract(text).patch
    assert p.owned_gpus and p.num_gpus == 6 and p.gpu_preference == "RTX A4000"


@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    (RIG_EN, ("Tensor parallelism over PCIe x1 risers: not a good idea", "6 independent replicas",
              "TP 6 does not even divide")),
    (RIG_ZH, ("在 PCIe x1 延长线（riser）上做张量并行：不建议", "6 个独立副本", "TP 6 除不尽")),
])
def test_the_rig_answer_says_no_to_tp_and_plans_a_copy_a_card(tmp_path, text, words):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert all(w in r.text for w in words), r.text[-900:]
