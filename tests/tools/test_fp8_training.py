"""FP8 training (Transformer Engine): the linear layers' GEMMs run at the card's FP8 peak, attention does not."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.schema import Layout
from tools.speed import estimate_speed, fp8_gemm_speedup

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_fp8_training_runs_the_linear_layers_at_the_fp8_peak_and_attention_as_before():
    # Llama 2 7B (N = 6.738e9, 32 layers × 4,096 attention width), pretraining at 4,096 tokens, no recompute, one
    # H100 SXM (FP8 1,979 against 989.5 TFLOPS 16-bit: r = 2). Per token: 6N = 40.43e9 model FLOPs in the linear
    # layers; attention 12 · 4,096 · 32 · 4,096 · ½ = 3.22e9, which at ATTENTION_SPEED 0.40 takes the time of
    # 3.22e9 / 0.4 = 8.05e9. Time before 40.43 + 8.05 = 48.48; with FP8 GEMMs 40.43 / 2 + 8.05 = 28.27 → × 1.715.
    arch = registry.get("Llama-2-7B")
    h100 = get_gpu("H100-SXM")
    w8 = resolved(task="pretrain", precision="fp8", seq_len=4096, batch_size=1, checkpointing="none")
    assert fp8_gemm_speedup(arch, w8, h100) == pytest.approx(1.715, abs=0.01)
    w16 = resolved(task="pretrain", precision="bf16", seq_len=4096, batch_size=1, checkpointing="none")
    assert fp8_gemm_speedup(arch, w16, h100) == 1.0
    fast = estimate_speed(arch, w8, h100, Layout(num_gpus=8, dp=8)).train_tokens_per_s or 0
    slow = estimate_speed(arch, w16, h100, Layout(num_gpus=8, dp=8)).train_tokens_per_s or 0
    assert fast / slow == pytest.approx(1.715, abs=0.01)


def test_fp8_training_gains_nothing_without_fp8_units_or_on_an_nf4_base():
    # an A100 has no FP8 tensor cores (no fp8 figure in the catalog): Transformer Engine falls back to 16-bit GEMMs;
    # QLoRA's base is NF4, dequantised to 16 bits for its matmuls
    arch = registry.get("Llama-2-7B")
    w8 = resolved(task="pretrain", precision="fp8", seq_len=4096, batch_size=1, checkpointing="none")
    assert fp8_gemm_speedup(arch, w8, get_gpu("A100-80GB")) == 1.0
    wq = resolved(task="qlora", seq_len=4096, batch_size=1)
    assert fp8_gemm_speedup(arch, wq, get_gpu("H100-SXM")) == 1.0


def test_fp8_training_gains_less_where_attention_is_a_larger_share_of_the_step():
    # at 32,768 tokens attention is 8 × its 4,096-token FLOPs a token (25.8e9, 64.4e9 of time at 0.4) against the same
    # 40.43e9 of linear layers: (40.43 + 64.4) / (20.2 + 64.4) = 1.24, under the 1.715 at 4,096
    arch = registry.get("Llama-2-7B")
    h100 = get_gpu("H100-SXM")
    short = fp8_gemm_speedup(arch, resolved(task="pretrain", precision="fp8", seq_len=4096, checkpointing="none"), h100)
    long = fp8_gemm_speedup(arch, resolved(task="pretrain", precision="fp8", seq_len=32768, checkpointing="none"), h100)
    assert long == pytest.approx(1.24, abs=0.01) and long < short
