"""A shown row's host-RAM mark compares the row's RAM with what the plan stages through one host while loading —
the checkpoint shards its GPUs read (one copy a host, the 16-bit shards when the GPUs quantise them as they load),
the processes' runtime and buffers, the cached LoRA adapters — not with the GPU memory: the KV cache lives on the
GPU and never passes through host RAM (tools.host.shards_read_bytes, staged_weights_bytes, host_ram_need,
ram_short; the mark in tools.summary.marks and advisor.core.render)."""

from __future__ import annotations

import pytest

from advisor.core.render import _marks_text
from advisor.core.script import to_script
from catalog.registry import get
from tools.host import host_ram_need, ram_short, shards_read_bytes, staged_weights_bytes
from tools.schema import Candidate, CostLine, CostRow, HostRamNeed, Layout, Money
from tools.summary import TableRow, marks

GiB = 2**30
B8 = 8_030_261_248 * 2  # Llama-3.1-8B in BF16: 16,060,522,496 B = 14.96 GiB
B70 = 70_553_706_496 * 2  # Llama-3.1-70B in BF16: 141,107,412,992 B = 131.42 GiB


@pytest.mark.parametrize(("model", "precision", "training", "read"), [
    # Qwen2.5-14B (14,770,033,664 parameters) in FP8 with no FP8 checkpoint of its makers: vLLM quantises the
    # 16-bit shards as they load → 29,540,067,328 B read
    ("Qwen2.5-14B", "fp8", False, 29_540_067_328),
    ("Qwen3-32B", "fp8", False, 0),  # Qwen/Qwen3-32B-FP8 exists: the FP8 shards are read, as the GPUs hold them
    ("Llama-3.1-8B", "bf16", False, 0),  # read as held
    ("Llama-3.1-8B", "int4", False, 0),  # an AWQ / GPTQ checkpoint quantised beforehand: read as held
    ("Llama-3.1-70B", "nf4", True, B70),  # QLoRA: the 16-bit shards, quantised to NF4 on the GPU
    ("Qwen2.5-7B", "bf16", True, 7_615_616_512 * 2),  # a LoRA reads its 16-bit base: 15,231,233,024 B
])
def test_the_shards_read_are_the_release_when_the_gpus_quantise_them(model, precision, training, read):
    assert shards_read_bytes(get(model), precision, training=training) == read


@pytest.mark.parametrize(("layout", "per_gpu", "on_host", "training", "read", "staged"), [
    (Layout(num_gpus=1), B8, 1, False, 0, B8),  # an 8B on one GPU: its 16.06 GB
    (Layout(num_gpus=1), B8, 8, False, 0, B8),  # 8 one-GPU replicas on one host map the same files: one copy
    (Layout(num_gpus=8, tp=8), B70 // 8, 8, False, 0, B70 // 8 * 8),  # TP 8 on one 8-GPU host: all 141.1 GB
    (Layout(num_gpus=8, tp=4, pp=2), B70 // 8, 4, False, 0, B70 // 8 * 4),  # PP 2 over two 4-GPU hosts: half each
    (Layout(num_gpus=1), 8_000_000_000, 1, False, 16_000_000_000, 16_000_000_000),  # FP8 GPUs, 16-bit shards read
    (Layout(num_gpus=8, dp=8, zero_stage=3), 2_000_000_000, 8, True, B70, B70),  # training: the checkpoint once
])
def test_a_host_stages_one_copy_of_the_shards_its_gpus_hold(layout, per_gpu, on_host, training, read, staged):
    assert staged_weights_bytes(layout, per_gpu, on_host, training=training, read_bytes=read) == pytest.approx(staged)


@pytest.mark.parametrize(("ram", "weights", "gpus", "training", "adapters", "need"), [
    # Cudo 1 × H100 SXM with 48 GiB serving Llama 3.1 8B in BF16: 14.96 + 2 (runtime) + 4 (vLLM swap) = 20.96 GiB:
    # the host loads it with room to spare (the GPU's 80 GiB is not what passes through RAM): not marked
    (48, B8, 1, False, 0, None),
    # AWS g6e.xlarge, 32 GiB around one L40S, Qwen2.5-14B read in 16 bits: 27.51 + 6 = 33.51 GiB > 32: marked
    (32, 29_540_067_328, 1, False, 0, 33.51),
    # a LoRA of Qwen2.5-7B on the same 32 GiB host: 14.19 + 2 + 4 (loader) = 20.19 GiB ≤ 32: not marked
    (32, 15_231_233_024, 1, True, 0, None),
    # Llama 3.1 70B in BF16 on a 4-GPU host with 64 GiB: 131.42 + 4 × 6 = 155.42 GiB > 64: marked
    (64, B70, 4, False, 0, 155.42),
    # QLoRA of the 70B on one GPU with 120 GiB: its 16-bit shards 131.42 + 6 = 137.42 GiB > 120: marked
    (120, B70, 1, True, 0, 137.42),
    # 2,000 LoRA adapters of 87.3 MB (174.6 GB = 162.61 GiB) cached beside an 8B on 1 GPU, 128 GiB of RAM:
    # 14.96 + 6 + 162.61 = 183.57 GiB > 128: marked
    (128, B8, 1, False, 174_600_000_000, 183.57),
    (None, B70, 1, False, 0, None),  # a blank RAM cell is not judged
])
def test_the_host_ram_is_judged_against_what_the_plan_loads(ram, weights, gpus, training, adapters, need):
    short = ram_short(ram, host_ram_need(weights, gpus, training=training, adapters_bytes=adapters))
    assert (short.total_gib if short else None) == (pytest.approx(need, abs=0.01) if need else None)


def _row(ram: float, short: HostRamNeed | None) -> TableRow:
    c = Candidate(provider="aws", instance="g6e.xlarge", region="us-east-1", gpu="L40S", gpu_count=1,
                  price_per_hour=Money(amount=1.86, currency="USD"), billing="on_demand", score=1.0,
                  layout=Layout(num_gpus=1), ram_gib=ram, host_ram_short=short)
    cost = CostRow(provider="aws", instance="g6e.xlarge", gpu="L40S", gpus=1,
                   cost=CostLine(currency="USD", hourly_on_demand=1.86))
    return TableRow(rank=1, candidate=c, cost=cost, key=1.86, marks=marks(c))


def test_the_mark_says_both_figures_and_the_terms_in_english_and_chinese():
    # 32 GiB of RAM against 27.51 GiB of shards + 6 GiB of runtime = 33.51 → "34 GiB (weights 28 + runtime 6)"
    row = _row(32, HostRamNeed(weights_gib=27.51, runtime_gib=6.0))
    assert "host_ram_short" in row.marks
    en, zh = _marks_text(row, "en"), _marks_text(row, "zh")
    hant = to_script(_marks_text(row, "zh-Hant"), "zh-Hant")  # the answer's script conversion, as the CLI does
    assert "host RAM 32 GiB < 34 GiB this plan loads through it (weights 28 GiB + runtime and buffers 6 GiB)" in en
    assert "GPU memory" not in en
    assert "主机内存 32 GiB 小于本方案经主机内存加载所需的 34 GiB（权重 28 GiB" in zh
    assert "主機記憶體 32 GiB" in hant and "權重 28 GiB" in hant


def test_cached_adapters_are_named_in_the_mark():
    row = _row(128, HostRamNeed(weights_gib=14.96, runtime_gib=6.0, adapters_gib=162.61))
    assert "cached LoRA adapters 163 GiB" in _marks_text(row, "en")
    assert "缓存的 LoRA 适配器 163 GiB" in _marks_text(row, "zh")


def test_a_host_with_enough_ram_is_not_marked():
    assert "host_ram_short" not in _row(48, None).marks


@pytest.mark.parametrize(("ram", "plan", "level", "said"), [
    # Cudo's 48 GiB around one 80 GiB H100: under the rule of thumb (RAM ≥ GPU memory, 80), above the 20.96 GiB an
    # 8B in BF16 loads → ok, said so; the --full host check agrees with the table, which has no mark
    (48, HostRamNeed(weights_gib=14.96, runtime_gib=6.0), "ok", "above the 21 GiB this plan loads"),
    # a 16 GiB host under the same plan: below both → the warning stays
    (16, HostRamNeed(weights_gib=14.96, runtime_gib=6.0), "warning", "less RAM than GPU memory"),
    (96, HostRamNeed(weights_gib=14.96, runtime_gib=6.0), "ok", "RAM ≥ GPU memory: fine"),  # 96 ≥ 80
    (48, None, "warning", "less RAM than GPU memory"),  # no plan to judge against: the rule of thumb alone
])
def test_the_full_host_check_judges_the_ram_against_the_plan(ram, plan, level, said):
    from tools.host import size_host
    from tools.schema import InstanceRow

    row = InstanceRow(provider="cudo", instance_type="sapphire-rapids-h100_1x24v48gb", gpu="H100 SXM", gpu_count=1,
                      vcpu=24, ram_gib=ram)
    spec = size_host(1, 80 * GiB, training=False, instance=row, plan_need=plan)
    check = next(c for c in spec.checks if c.topic == "ram")
    assert check.level == level and said in check.message.text("en")
