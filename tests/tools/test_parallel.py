"""The planner: smallest fitting layout, TP only over NVLink, ZeRO stage choice."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.arch import derive_arch
from tools.defaults import resolve
from tools.parallel import plan
from tools.schema import Workload

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_serving_tp_goes_over_pcie_training_tp_only_over_nvlink():
    # Seed 000 §9: inference puts a big model into one node with tensor parallelism first ("優先張量並行"); the
    # "must be NVLink" rule is item 2 of the *training* list. vLLM serves 70B with --tensor-parallel-size 4 on
    # 4 × L40S over PCIe (g6e.12xlarge); pipeline stages would make each user's decode pass every stage in turn.
    arch = registry.get("Llama-3-70B")
    w, _ = resolve(Workload(task="inference"))
    p = plan(arch, w, get_gpu("L40S"))  # PCIe, no NVLink
    assert p.layout.tp > 1 and p.layout.pp == 1 and p.fits and "PCIe" in " ".join(n.en for n in p.notes)
    sxm = plan(arch, w, get_gpu("H100"))
    assert sxm.layout.tp > 1 and sxm.layout.pp == 1 and "NVLink" in " ".join(n.en for n in sxm.notes)
    wt, _ = resolve(Workload(task="full_finetune", seq_len=2048))
    assert plan(arch, wt, get_gpu("L40S")).layout.tp == 1  # training: no TP without NVLink


def test_tp_over_pcie_costs_decode_and_prefill_time():
    # The all-reduces (2 per layer) cost more over PCIe than over NVLink: same card figures, only the link differs.
    from tools.schema import Layout
    from tools.speed import estimate_speed

    arch = registry.get("Llama-3-70B")
    w, _ = resolve(Workload(task="inference", precision="fp8", concurrency=16, seq_len=4096))
    l40s = get_gpu("L40S")
    bridged = l40s.model_copy(update={"nvlink_gb_s": 900.0, "form_factor": "SXM"})
    four = Layout(num_gpus=4, tp=4)
    pcie, nvl = estimate_speed(arch, w, l40s, four), estimate_speed(arch, w, bridged, four)
    assert pcie.decode_aggregate_expected < nvl.decode_aggregate_expected
    assert pcie.prefill_tokens_per_s < nvl.prefill_tokens_per_s


def test_inference_goes_across_nodes_with_pipeline_when_one_node_is_too_small():
    arch = registry.get("Llama-3.1-405B")
    w, _ = resolve(Workload(task="inference", precision="bf16"))
    p = plan(arch, w, get_gpu("A100-80GB"))
    assert p.fits and p.layout.tp == 8 and p.layout.pp >= 2 and p.layout.nodes >= 2


def test_training_prefers_lowest_zero_stage_that_fits():
    w, _ = resolve(Workload(task="full_finetune", num_gpus=8))
    p = plan(derive_arch(7 * 10**9), w, get_gpu("A100-80GB"))
    assert p.fits and p.layout.zero_stage in (1, 2)
    p40 = plan(derive_arch(13 * 10**9), w, get_gpu("A100-40GB"))
    assert p40.layout.zero_stage == 3


def test_impossible_reports_not_fitting():
    w, _ = resolve(Workload(task="full_finetune", num_gpus=1, gradient_checkpointing=True))
    p = plan(registry.get("Llama-3-70B"), w, get_gpu("T4"))
    assert not p.fits


def test_training_uses_tensor_parallel_only_when_zero_and_checkpointing_are_not_enough():
    arch = registry.get("Llama-3-70B")
    # checkpointing forced off at 32 GPUs: ZeRO-3 alone leaves ~62 GB of activations per GPU → TP over NVLink
    w, _ = resolve(Workload(task="full_finetune", num_gpus=32, gradient_checkpointing=False))
    p = plan(arch, w, get_gpu("H100"))
    assert p.fits and p.layout.tp > 1 and p.layout.tp * p.layout.dp == 32
    # with checkpointing allowed, ZeRO-3 without TP is tried (and preferred) first
    w2, _ = resolve(Workload(task="full_finetune", num_gpus=32))
    p2 = plan(arch, w2, get_gpu("H100"))
    assert p2.fits and p2.layout.tp == 1 and p2.gradient_checkpointing and p2.layout.zero_stage == 3
    # no NVLink: never tensor parallel
    p3 = plan(arch, w.model_copy(update={"num_gpus": 64}), get_gpu("L40S"))
    assert p3.layout.tp == 1


def test_activation_bound_training_stops_adding_gpus_when_memory_per_gpu_stops_falling():
    """8B LoRA at 32k without checkpointing: ~235 GB of activations per GPU that data parallelism copies to
    every card. The search used to run to its 4,096-GPU limit and print "4096 × H100"; adding GPUs past
    the point where memory per GPU stops falling is never an answer, and the note names what does help."""
    from catalog import registry
    from catalog.gpus import get_gpu
    from tools.parallel import plan

    arch = registry.get("llama-3.1-8b")
    w = resolved(task="lora", seq_len=32768, gradient_checkpointing=False, precision="bf16", framework="hf")
    p = plan(arch, w, get_gpu("H100"))
    assert not p.fits and p.layout.num_gpus <= 2
    assert any("more GPUs do not help" in n.en for n in p.notes)
