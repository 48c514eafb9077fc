"""Tesla P100: the datasheet's 16-bit and 32-bit rates in the catalog, so a job on owned P100s gets a time."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tools.defaults import resolve
from tools.schema import Workload
from tools.speed import peak_tflops, train_time


def test_p100_carries_the_datasheet_rates_and_no_bf16():
    # NVIDIA Tesla P100 PCIe 16 GB: 18.7 TFLOPS half precision, 9.3 single (the NVLink/SXM2 board is 21.2 / 10.6);
    # Pascal has no BF16 unit, so the bf16 column stays empty
    g = get_gpu("P100")
    assert g.fp16_tflops == 18.7
    assert g.fp32_tflops == 9.3
    assert not g.bf16_tflops


def test_bf16_asked_on_a_p100_is_timed_at_its_fp16_rate():
    # a bf16 job on a card without BF16 runs in FP16 (the compat check says so); the matmuls then run at the half2
    # rate on the CUDA cores, 18.7 TFLOPS — not a tensor-core figure (P100 has none) and not FP32's 9.3
    g = get_gpu("P100")
    assert peak_tflops(g, "bf16", training=True) == 18.7
    assert peak_tflops(g, "fp16") == 18.7
    assert peak_tflops(g, "fp32") == 9.3


def test_full_fine_tune_time_on_four_p100s_by_hand():
    # Llama 3.2 3B, 3.21e9 parameters (tied embeddings counted once), 5e7 tokens, full fine-tune:
    # 6 · 3.21e9 · 5e7 = 9.63e17 FLOPs (attention at 128 tokens adds under 1 %).
    # 4 cards × 18.7e12 × 0.40 (MFU given) = 2.992e13 FLOP/s → 9.63e17 / 2.992e13 = 32,186 s = 8.94 h
    w, _ = resolve(Workload(task="full_finetune", precision="bf16", train_tokens=50_000_000, seq_len=128))
    hours, gpu_hours, _ = train_time(registry.get("Llama-3.2-3B"), w, get_gpu("P100"), 4, mfu=0.40)
    assert hours == pytest.approx(8.94, rel=0.02)
    assert gpu_hours == pytest.approx(4 * 8.94, rel=0.02)
