"""Many LoRA adapters served on one base: each adapter's size and where they live (tools.lora_serving)."""

from catalog.registry import get
from tools.lora_serving import GPU_LORA_SLOTS, adapter_params, adapter_plan


def test_qwen3_8b_rank_16_adapter_counts_every_linear_layer() -> None:
    # Qwen3-8B: 36 layers, hidden 4096, q 32×128 = 4096, kv 8×128 = 1024, intermediate 12288
    # per layer Σ(d_in + d_out): q 8192 + k 5120 + v 5120 + o 8192 + gate 16384 + up 16384 + down 16384 = 75,776
    # × r 16 × 36 layers = 43,646,976 parameters
    assert adapter_params(get("Qwen3-8B"), 16) == 43_646_976


def test_two_thousand_adapters_do_not_fit_a_gpu_and_live_in_host_ram() -> None:
    # 43,646,976 × 2 B = 87.3 MB each; 200 ≈ 17.5 GB; 2,000 ≈ 174.6 GB; 32 GPU slots ≈ 2.8 GB
    small = adapter_plan(get("Qwen3-8B"), 200, 16)
    big = adapter_plan(get("Qwen3-8B"), 2000, 16)
    assert round(small.each_bytes / 1e6, 1) == 87.3
    assert round(small.all_bytes / 1e9, 1) == 17.5
    assert round(big.all_bytes / 1e9, 1) == 174.6
    assert big.gpu_slots == GPU_LORA_SLOTS == 32 and round(big.gpu_bytes / 1e9, 1) == 2.8


def test_rank_halves_the_adapter_and_no_rank_is_assumed_sixteen() -> None:
    # rank 8 is half of rank 16: 43,646,976 / 2 = 21,823,488 → 43.6 MB at 2 bytes
    assert adapter_plan(get("Qwen3-8B"), 10, 8).each_bytes == 21_823_488 * 2
    assert adapter_plan(get("Qwen3-8B"), 10, None).rank == 16


def test_fewer_adapters_than_slots_all_sit_on_the_gpu() -> None:
    p = adapter_plan(get("Qwen3-8B"), 5, 16)
    assert p.gpu_slots == 5 and p.gpu_bytes == p.all_bytes
