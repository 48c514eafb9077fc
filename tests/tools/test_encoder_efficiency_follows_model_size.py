"""An encoder's batch throughput uses an efficiency that follows the model's size (tools.embedding.encoder_mfu), not
an LLM prefill's 50 % of any card's peak, and an AMD card's ROCm line names the stack of the job's framework.

Hand reasoning (the expert's):
- The published anchor (michaelfeil/infinity benchmarking.md): bge-large-en-v1.5 on one L4 under TEI, 0.54 requests
  of 115,000 tokens a second = 62,100 tokens/s; 2 × 303.7 M + 4 × 24 × 1,024 × 449 = 651.7 MFLOP a token → 40.5
  TFLOPS ÷ 121 = 33.4 %.
- The size is the parameters that multiply (the token table is a lookup): bge-large's 303.7 M is the anchor. ESM C
  600M (599.9 M): 33.4 % + (50 − 33.4) % × ln(599.9/303.7) ÷ ln(7,000/303.7) = 33.4 + 16.6 × 0.217 = 37.0 %, so the
  MI300X job of 25 M × 350 residues takes 50 ÷ 37.0 = 1.35× the hours the flat 50 % gave (4.9 h → ≈ 6.6 h); a plain PyTorch
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
    (21.7e6, 0.334),  # bge-small: the measured share, never more
    (303.7e6, 0.334),  # bge-large: the anchor itself
    (312e6, 0.3354),  # bge-m3 / arctic-embed-l-v2.0: XLM-R-large's matrices, beside bge-large
    (599.9e6, 0.370),  # ESM C 600M
    (3e9, 0.4552),  # ESM-2 3B: 0.334 + 0.166 × ln(9.878)/ln(23.05) = 0.334 + 0.166 × 0.7300 = 0.4552
    (8.19e9, PREFILL_MFU),  # Qwen3-Embedding-8B: an LLM's prefill share
])
def test_the_share_follows_the_size(params, mfu):
    assert encoder_mfu(params) == pytest.approx(mfu, abs=0.002)


def test_esm_c_600m_on_an_mi300x_is_slower_than_half_the_peak():
    # 1,307.4 TFLOPS × 37.0 % ÷ FLOPs a token, against the flat 50 %: 50 ÷ 37.0 = 1.35× the hours
    enc = encoder_named("ESM C 600M")
    assert enc is not None
    got = tokens_per_s(enc, GPUS["MI300X"], 350) or 0
    flat = 1307.4e12 * PREFILL_MFU / flops_per_token(enc, 350)
    assert flat / got == pytest.approx(1.351, abs=0.01)


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
