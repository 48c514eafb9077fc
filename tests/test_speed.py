"""Speed: the seed's decode figures, training FLOPs, speed-up."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tools.arch import derive_arch
from tools.defaults import resolve
from tools.schema import GPUSpec, Layout, Workload
from tools.speed import (
    DEFAULT_MFU,
    decode_ceiling_tokens_per_s,
    estimate_speed,
    scaling_efficiency,
    speedup,
    train_flops_per_token,
)

SEVEN_B = derive_arch(7 * 10**9)


def gpu_with_bandwidth(tbps):
    return GPUSpec(name=f"bw{tbps}", memory_gb=80, memory_bytes=80 * 2**30, bandwidth_gbps=tbps * 1000,
                   bf16_tflops=300, fp16_tflops=300)


@pytest.mark.parametrize("tbps, ceiling, lo, hi", [(2, 140, 80, 120), (1, 70, 40, 60)])
def test_fig9_decode_ceiling_and_expected(tbps, ceiling, lo, hi):
    w, _ = resolve(Workload(task="inference", precision="fp16", seq_len=1))
    s = estimate_speed(SEVEN_B, w, gpu_with_bandwidth(tbps))
    assert s.decode_ceiling == pytest.approx(ceiling, rel=0.03)
    assert lo <= s.decode_expected <= hi


def test_decode_ceiling_formula():
    assert decode_ceiling_tokens_per_s(14e9, 2000) == pytest.approx(142.857, rel=1e-4)


def test_kv_reads_slow_long_context_decode():
    w, _ = resolve(Workload(task="inference", seq_len=512))
    long_w = w.model_copy(update={"seq_len": 32768})
    h100 = get_gpu("H100")
    arch = registry.get("Llama-2-7B")
    assert estimate_speed(arch, long_w, h100).decode_ceiling < estimate_speed(arch, w, h100).decode_ceiling


def test_training_flops_6nd_8nd_lora_4nd():
    a = SEVEN_B
    assert train_flops_per_token(a, "full_finetune", False) == 6 * 7e9
    assert train_flops_per_token(a, "pretrain", True) == 8 * 7e9
    assert train_flops_per_token(a, "lora", False) == 4 * 7e9


def test_training_time_from_flops():
    h100 = get_gpu("H100")
    w, _ = resolve(Workload(task="pretrain", train_tokens=10**9, gradient_checkpointing=False))
    s = estimate_speed(SEVEN_B, w, h100, Layout(num_gpus=1))
    expected_s = 6 * 7e9 * 1e9 / (989.5e12 * DEFAULT_MFU)
    assert s.train_hours == pytest.approx(expected_s / 3600, rel=1e-6)
    assert s.train_gpu_hours == pytest.approx(s.train_hours)


def test_fig20_speedup_bounded_and_fitted_to_seed_002():
    assert speedup(8, "ethernet") == pytest.approx(1.5, rel=0.02)
    assert speedup(8, "rdma") == pytest.approx(7.2, rel=0.02)
    for n in (1, 2, 8, 64, 1024):
        for link in ("nvlink", "pcie", "rdma", "ethernet"):
            assert speedup(n, link) <= n
    assert scaling_efficiency(1, "pcie") == 1.0


def test_fig15_zero3_adds_30_to_60_percent_step_time():
    a100 = get_gpu("A100-80GB")
    w, _ = resolve(Workload(task="full_finetune", gradient_checkpointing=False))
    plain = estimate_speed(SEVEN_B, w, a100, Layout(num_gpus=8, dp=8, zero_stage=2))
    z3 = estimate_speed(SEVEN_B, w, a100, Layout(num_gpus=8, dp=8, zero_stage=3))
    assert 1.3 <= plain.train_tokens_per_s / z3.train_tokens_per_s <= 1.6
    ck = estimate_speed(SEVEN_B, w.model_copy(update={"gradient_checkpointing": True}), a100,
                        Layout(num_gpus=8, dp=8, zero_stage=2))
    assert 1.2 <= plain.train_tokens_per_s / ck.train_tokens_per_s <= 1.4  # seed: +20–40 %


def test_moe_decode_reads_only_active_experts():
    mix = registry.get("Mixtral-8x7B")
    dense = registry.get("Llama-2-70B")
    w, _ = resolve(Workload(task="inference", seq_len=1))
    h200 = get_gpu("H200")
    assert estimate_speed(mix, w, h200).decode_ceiling > 3 * estimate_speed(dense, w, h200).decode_ceiling


def test_fig12_nvlink3_vs_pcie4_is_18_to_19_times():
    from tools.speed import interconnect_gbps

    a100 = get_gpu("A100-80GB")
    pcie4 = get_gpu("L40S")  # PCIe 4.0, no NVLink
    ratio = interconnect_gbps(a100) / interconnect_gbps(pcie4)
    assert 18 <= ratio <= 19


def test_fig21_transfer_time():
    from tools.speed import transfer_seconds

    # 140 GB of fp16 70B gradients over 100 Gbit/s (12.5 GB/s) RDMA: 11.2 s
    assert transfer_seconds(140e9, 100 / 8) == pytest.approx(11.2)
    with pytest.raises(ValueError):
        transfer_seconds(1, 0)
