"""An encoder's batch throughput uses an efficiency that follows the model's size (tools.embedding.encoder_mfu), not
an LLM prefill's 50 % of any card's peak, and an AMD card's ROCm line names the stack of the job's framework.

Hand reasoning (the expert's):
- The published anchor (michaelfeil/infinity benchmarking.md): bge-large-en-v1.5 on one L4 under TEI, 0.54 requests
  of 115,000 tokens a second = 62,100 tokens/s; 2 × 303.7 M + 4 × 24 × 1,024 × 449 = 651.7 MFLOP a token → 40.5
  TFLOPS ÷ 121 = 33.4 %.
- ESM C 600M: 33.4 % + (50 − 33.4) % × ln(600/335) ÷ ln(7,000/335) = 33.4 + 16.6 × 0.192 = 36.6 %, so the MI300X
  job of 25 M × 350 residues takes 50 ÷ 36.6 = 1.37× the hours the flat 50 % gave (4.9 h → ≈ 6.6 h); a plain PyTorch
  loop ran 0.17 ÷ 0.54 = 31 % of TEI's rate in the same table — up to 3.2× more, said with the answer.
- ESM runs in its own PyTorch package: on an MI300X the stack is PyTorch's ROCm wheels / rocm/pytorch, never the
  rocm/vllm serving image; a text embedder served by vLLM keeps rocm/vllm.
"""

import pytest

from catalog.gpus import all_gpus
from tools.compat import rocm_checks
from tools.embedding import (
    ENCODER_MEASURED_MFU,
    ENCODER_PLAIN_SHARE,
    card_checks,
    encoder_mfu,
    encoder_named,
    flops_per_token,
    stack_of,
    tokens_per_s,
)
from tools.speed import PREFILL_MFU

GPUS = all_gpus()


def test_the_anchor_is_the_published_tei_run():
    # 62,100 tokens/s × 651.7 MFLOP ÷ 121 TFLOPS = 33.4 %
    enc = encoder_named("bge-large-en-v1.5")
    assert enc is not None
    assert 0.54 * 115_000 * flops_per_token(enc, 449) / 121e12 == pytest.approx(ENCODER_MEASURED_MFU, abs=0.002)
    assert pytest.approx(0.315, abs=0.001) == ENCODER_PLAIN_SHARE


@pytest.mark.parametrize(("params", "mfu"), [
    (33e6, 0.334),  # bge-small: the measured share, never more
    (335e6, 0.334),  # bge-large: the anchor itself
    (600e6, 0.366),  # ESM C 600M
    (3e9, 0.4537),  # ESM-2 3B: 0.334 + 0.166 × ln(8.955)/ln(20.9) = 0.334 + 0.166 × 0.7213 = 0.4537
    (8e9, PREFILL_MFU),  # Qwen3-Embedding-8B: an LLM's prefill share
])
def test_the_share_follows_the_size(params, mfu):
    assert encoder_mfu(params) == pytest.approx(mfu, abs=0.002)


def test_esm_c_600m_on_an_mi300x_is_slower_than_half_the_peak():
    # 1,307.4 TFLOPS × 36.6 % ÷ FLOPs a token, against the flat 50 %: 50 ÷ 36.6 = 1.37× the hours
    enc = encoder_named("ESM C 600M")
    assert enc is not None
    got = tokens_per_s(enc, GPUS["MI300X"], 350) or 0
    flat = 1307.4e12 * PREFILL_MFU / flops_per_token(enc, 350)
    assert flat / got == pytest.approx(1.366, abs=0.01)


def test_rocm_line_names_the_jobs_stack():
    esm, bge = encoder_named("ESM C 600M"), encoder_named("bge-m3")
    assert esm is not None and bge is not None
    assert stack_of(esm, False) == "pytorch" and stack_of(bge, False) == "vllm" and stack_of(bge, True) == "pytorch"
    protein = card_checks(GPUS["MI300X"], stack_of(esm, False))[0]
    assert protein.args["image"] == "rocm/pytorch" and "rocm/vllm" not in protein.text("en")
    assert "rocm/pytorch" in protein.text("zh")
    served = card_checks(GPUS["MI300X"], stack_of(bge, False))[0]
    assert served.args["image"] == "rocm/vllm"
    # a serving plan keeps its engine's image; a plain PyTorch job never gets one
    assert rocm_checks(GPUS["MI300X"], "sglang", "bf16")[0].message.args["image"] == "rocm/sgl-dev"
    assert rocm_checks(GPUS["MI300X"], "transformers", "bf16")[0].message.args["image"] == "rocm/pytorch"
