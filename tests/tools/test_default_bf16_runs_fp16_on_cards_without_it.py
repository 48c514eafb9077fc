"""A BF16 nobody stated runs as FP16 on a card without BF16 (V100, T4); a stated BF16 is refused there, naming FP16.

vLLM resolves dtype "auto" to float16 on Volta/Turing (same 2 bytes a parameter); training runs FP16 mixed precision
with loss scaling. One rule: tools.compat.fp16_instead."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools import compat
from tools.recommend import Options, recommend
from tools.schema import InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float = 1.0) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price, interconnect="pcie")


def codes(rec) -> list[str]:
    return [c.message.code for c in rec.compatibility]


def test_the_rule_reads_the_card_the_format_and_whether_it_was_stated():
    v100, t4, a100 = GPUS["V100 SXM2 32GB"], GPUS["T4"], GPUS["A100 80GB SXM"]
    # Volta (sm_70) and Turing (sm_75) have no BF16 but run FP16 (floor sm_60): a default BF16 runs there as FP16
    assert compat.fp16_instead(v100, "bf16", stated=False) and compat.fp16_instead(t4, "bf16", stated=False)
    # a stated BF16 is not silently changed; an A100 (sm_80) has BF16 itself; FP8 is no 16-bit format to swap
    assert not compat.fp16_instead(v100, "bf16", stated=True)
    assert not compat.fp16_instead(a100, "bf16", stated=False)
    assert not compat.fp16_instead(v100, "fp8", stated=False)
    assert compat.kernel_problem(v100, "bf16", "bf16", stated=False) is None
    assert compat.kernel_problem(v100, "bf16", "bf16", stated=True) is not None


@pytest.mark.slow
def test_serving_with_no_precision_stated_plans_the_v100_in_fp16():
    # Llama-3.1-8B: 8.03e9 params × 2 bytes = 16.1 GB of weights, on a 32 GB V100 with room for the KV cache; the only
    # row is the V100, so the plan is there, and the answer says FP16 (workload, assumption and a warning), not BF16
    arch = registry.get("llama-3.1-8b")
    rec = recommend(arch, Workload(model="llama-3.1-8b", concurrency=4), GPUS, [row("V100 SXM2 32GB")],
                    Options(stated={"model", "concurrency"}))
    assert rec.candidates and rec.candidates[0].gpu == "V100 SXM2 32GB"
    assert rec.workload.precision == "fp16" and rec.workload.kv_precision == "fp16"
    assert "compat.bf16_runs_as_fp16" in codes(rec) and "compat.has_no_bf16_use" not in codes(rec)
    warning = next(c for c in rec.compatibility if c.message.code == "compat.bf16_runs_as_fp16")
    assert "float16" in warning.message.en and "loss scaling" not in warning.message.en
    assert "FP16" in warning.message.zh
    assert not any(m.code == "defaults.precision" for m in rec.assumptions)


@pytest.mark.slow
def test_a_stated_bf16_is_refused_on_the_v100_and_the_refusal_names_fp16():
    arch = registry.get("llama-3.1-8b")
    rec = recommend(arch, Workload(model="llama-3.1-8b", precision="bf16", concurrency=4), GPUS, [row("V100 SXM2 32GB")],
                    Options(stated={"model", "precision", "concurrency"}))
    assert not rec.candidates
    refusal = next(x for x in rec.rejected if x.reason == "precision")
    assert "FP16" in refusal.message.en and "FP16" in refusal.message.zh


@pytest.mark.slow
def test_an_a100_beside_the_v100_keeps_bf16_when_it_is_the_pick():
    # the A100 row is cheaper here, so it leads and the answer stays BF16 with no FP16 warning
    arch = registry.get("llama-3.1-8b")
    rec = recommend(arch, Workload(model="llama-3.1-8b", concurrency=4), GPUS,
                    [row("V100 SXM2 32GB", price=3.0), row("A100 80GB SXM", price=1.0)],
                    Options(stated={"model", "concurrency"}))
    assert rec.candidates[0].gpu == "A100 80GB SXM"
    assert rec.workload.precision == "bf16" and "compat.bf16_runs_as_fp16" not in codes(rec)


@pytest.mark.slow
def test_lora_with_no_precision_stated_trains_on_the_v100_in_fp16_with_loss_scaling():
    # LoRA on an 8B: 16.1 GB of frozen 16-bit weights plus adapters and activations fits a 32 GB V100
    arch = registry.get("llama-3.1-8b")
    rec = recommend(arch, Workload(model="llama-3.1-8b", task="lora"), GPUS, [row("V100 SXM2 32GB")],
                    Options(stated={"model", "task"}))
    assert rec.candidates and rec.workload.precision == "fp16"
    warning = next(c for c in rec.compatibility if c.message.code == "compat.bf16_runs_as_fp16")
    assert "loss scaling" in warning.message.en and "loss scaling" in warning.message.zh


@pytest.mark.slow
def test_the_nearest_plan_over_a_budget_on_a_v100_is_said_in_fp16():
    # 8B on one V100 at $3/h against a $1/h budget: nothing fits, the nearest plan is the V100 one, which runs FP16,
    # so the budget line names FP16 weights, not BF16
    from tools.schema import Money

    arch = registry.get("llama-3.1-8b")
    rec = recommend(arch, Workload(model="llama-3.1-8b", concurrency=4, budget_per_hour=Money(amount=1, currency="USD")),
                    GPUS, [row("V100 SXM2 32GB", price=3.0)], Options(stated={"model", "concurrency", "budget_per_hour"}))
    assert not rec.candidates
    line = next(m for m in rec.nothing_fits if m.code.startswith("recommend.nothing_fits_a_budget"))
    assert "FP16" in line.en and "BF16" not in line.en
