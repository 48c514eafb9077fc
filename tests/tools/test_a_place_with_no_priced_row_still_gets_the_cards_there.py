"""A sized training job that no priced machine of the stated place holds still gets a plan: the cards the place's
clouds rent there (priced or not: a family with no public price still rents there), each timed on the house's
training-time function, the fastest by time when asked for the fastest (never by price), the memory per card, the
missing price said with whom to ask, then a labelled reference outside the place — never "nothing can be ranked"
beside cards that do the job where the data must stay (tools/in_place_cards.py)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_home
from tools.in_place_cards import in_place_cards, in_place_chosen, machine_sizes, whole_machine
from tools.schema import GPUSpec, InstanceRow, Layout, MemoryBreakdown, ParallelPlan

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(provider: str, gpu: str, n: int | None, region: str, rdma: bool = False) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{provider}-{gpu}-{n}", region=region, gpu=gpu,
                       gpu_count=n, rdma=rdma, network_gbit_s=400 if rdma else 25)


def _plan(gpu: str, n: int) -> ParallelPlan:
    return ParallelPlan(gpu=gpu, layout=Layout(num_gpus=n, dp=n, zero_stage=3 if n > 1 else 0), per_gpu=MemoryBreakdown(),
                        capacity_bytes=1, headroom=1.2, fits=True)


def _gpu(name: str) -> GPUSpec:
    return GPUSpec(name=name, vendor="NVIDIA")


def test_cards_in_the_place_are_ordered_by_time_when_fastest_and_by_gpu_hours_otherwise():
    # three cards rented in a place: card A needs 2 GPUs and an 8-GPU machine runs it on all 8 (4 h, 32 GPU-hours);
    # card B fits 1 GPU of a 4-GPU machine (4 GPUs: 6 h, 24 GPU-hours); card C needs 16 on 8-GPU machines with no
    # RDMA between them: dropped (one copy would span machines over plain Ethernet)
    rows = [_row("x", "A", 8, "tw1"), _row("y", "B", 4, "tw1"), _row("x", "C", 8, "tw1"), _row("z", "A", 8, "eu1")]
    sizes = machine_sizes(rows, lambda r: r.region == "tw1")
    assert sizes["A"] == (8, False, ("x",)) and sizes["B"][0] == 4
    plans = {"A": _plan("A", 2), "B": _plan("B", 1), "C": _plan("C", 16)}
    times = {("A", 8): (4.0, 32.0), ("B", 4): (6.0, 24.0)}
    gpus = {n: _gpu(n) for n in "ABC"}

    def timer(g, p):
        return times.get((g.name, p.layout.num_gpus))

    fast = in_place_cards(sizes, gpus, lambda g: plans[g.name], timer, True)
    assert [g.name for g, _, _ in fast] == ["A", "B"] and fast[0][1].layout.num_gpus == 8
    cheap = in_place_cards(sizes, gpus, lambda g: plans[g.name], timer, False)
    assert [(g.name, gh) for g, _, gh in cheap] == [("B", 24.0), ("A", 32.0)]
    # a card the export rules keep out of the place is never the plan, listed or not
    assert [g.name for g, _, _ in in_place_cards(sizes, gpus, lambda g: plans[g.name], timer, True,
                                                 lambda g: g.name == "A")] == ["B"]
    said = in_place_chosen(fast, sizes, True)
    assert said.args["ask"] == ["x"] and said.args["others"] == ["B"]


def test_rdma_between_machines_keeps_a_card_that_needs_two():
    rows = [_row("x", "C", 8, "sg1", rdma=True)]
    sizes = machine_sizes(rows, lambda r: True)
    got = in_place_cards(sizes, {"C": _gpu("C")}, lambda g: _plan("C", 16), lambda g, p: (2.0, 32.0), True)
    assert [g.name for g, _, _ in got] == ["C"] and whole_machine(_plan("C", 3), 8).layout.num_gpus == 3


def _answer(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


def _headline(out: str) -> str:
    return next(x for x in out.splitlines() if x.startswith("**") and "·" not in x)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "plan", "ask", "ref"), [
    # Qwen2.5-7B full fine-tune, 繁體: 7.6 B × 16 B (BF16 weights + grads, FP32 master + AdamW moments) ≈ 122 GB: over
    # one 80 GB card, so ZeRO over a machine; 300k × 2,000 tokens × 2 epochs = 1.2 B tokens × 6 × 7.6 B ≈ 5.5e19 FLOPs;
    # no priced Hong Kong row holds it on one machine (8 × T4 = 128 GB less the 20 % margin), so the plan is a card
    # Hong Kong's clouds rent without a public price (an 8-GPU Alibaba family), timed in hours, the price asked of them
    ("全參微調Qwen2.5-7B,唔要LoRA,30萬條樣本平均2000 token,2個epoch,數據唔可以出香港,最快,租咩卡?幾錢?",
     "方案是", "詢價", "參考"),
    # Llama-3.1-8B, English, cheapest: 8.0 B × 16 B ≈ 128 GB, 100k × 4,000 tokens = 0.4 B tokens × 6 × 8.0 B ≈ 1.9e19
    # FLOPs: a few hours on one 8-GPU machine; the card with the fewest GPU-hours among those rented in Hong Kong
    ("Full fine-tune Llama-3.1-8B (no LoRA) on 100k examples of 4,000 tokens, 1 epoch. The data cannot leave Hong "
     "Kong. Cheapest plan?", "plan", "for its price", "Reference"),
    # Qwen2.5-7B, 简体: the same job said in simplified Chinese, 40 万条 × 1,500 token × 2 轮 = 1.2 B tokens
    ("全参微调Qwen2.5-7B，不要LoRA，40万条样本每条1500 token，2个epoch，数据不能出香港，要最快，租什么卡？多少钱？",
     "方案是", "询价", "参考"),
])
def test_a_hong_kong_only_full_fine_tune_gets_the_cards_rented_there(tmp_path, text, plan, ask, ref):
    head = _headline(_answer(tmp_path, text))
    assert plan in head and "無法排名" not in head and "无法排名" not in head and "nothing can be ranked" not in head
    assert re.search(r"\d+ × (H800|A800|A100|L20|H20|V100|A30|A10)", head), head  # a card Hong Kong's clouds rent
    assert not re.search(r"\d+ × (H100|H200|B200|MI300X)", head), head  # never a card the export rules keep out
    assert re.search(r"(\d[\d.]*) ?(h|小時|小时)", head), head  # its time
    assert ask in head and ref in head, head  # the missing price said with whom to ask, then a labelled reference
