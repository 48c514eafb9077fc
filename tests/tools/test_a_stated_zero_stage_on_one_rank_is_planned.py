"""A stated ZeRO stage on a layout with one data-parallel rank is planned (as stage 0: one rank has nothing to
shard), never an internal error. "那干脆用DeepSpeed ZeRO-3在这8张卡上全参微调72B呢？" after an
8 × RTX 4090 QLoRA turn ended in "Error: unexpected AssertionError" — the search sized single-GPU rows with the
stated stage 3 and skipped every layout, so nothing was tried."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.parallel import plan_training
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_zero_3_stated_on_one_gpu_is_tried_as_stage_0():
    w = resolve(Workload(model="qwen2.5-7b", task="full_finetune", zero_stage=3, num_gpus=1))[0]
    p = plan_training(registry.get("qwen2.5-7b"), w, all_gpus()["H100 SXM"])
    assert p.layout.num_gpus == 1 and p.layout.zero_stage == 0


@pytest.mark.slow
def test_a_zero_3_follow_up_on_owned_cards_is_answered(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "我们自己有一台8卡4090服务器（没有NVLink），想QLoRA微调Qwen2.5-72B，序列长度16k，能跑吗？")
    out = eng.handle("t", "那干脆用DeepSpeed ZeRO-3在这8张卡上全参微调72B呢？").text
    # 72.7 B × 12 B of FP32 master weights and moments ÷ 8 ≈ 109 GB a card before activations: no on 24 GB cards
    assert "Error" not in out and "不行" in out, out[:800]
