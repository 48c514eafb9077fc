"""A Grace superchip's CPU memory counted as GPU memory (tools.card_claims.host_memory_claim), and the one-machine
HBM fix a "No" on open sessions names (tools.session_kv_pick.cards_to_hold).

The expert's hand figures:
- GH200: 96 GB HBM3 at 4,000 GB/s (catalog/data/gpus.csv); the Grace CPU beside it has up to 480 GB LPDDR5X at up to
  512 GB/s, reached over NVLink-C2C at 900 GB/s both ways (450 each way; NVIDIA GH200 datasheet) → the HBM is
  4,000 ÷ 512 = 7.8× faster. "96gb hbm plus 480gb memory" is not 576 GB of serving memory: weights and KV belong in
  the 96 GB; a KV cache read from LPDDR slows every decode step.
- GB200 (per Blackwell GPU): 186 GB HBM3e at 8,000 GB/s; one Grace (480 GB LPDDR5X, 512 GB/s) is shared by 2 GPUs →
  15.6× slower.
- A card that is no Grace superchip (H100, a Mac) has no such premise to correct.
- Llama-3.3-70B FP8 for 64 chats at 8,192 tokens: KV 80 layers × 8 heads × 128 × 2 × 1 B (FP8) = 160 KiB a token ×
  64 × 8,192 ≈ 85.9 GB; weights ≈ 72.7 GB (the engine's FP8 figure) → 158.6 GB. H200 SXM (140.4 GiB ≈ 150.8 GB) under
  0.9 × 0.9 of it ≈ 122.1 GB: 1 → 158.9 GB no, 2 → 79.6 GB yes → 2. H100 SXM (79.65 GiB ≈ 85.5 GB → 69.3 GB): 2 →
  79.6 no, 4 → 39.9 yes → 4. The key's fix: 2 × H200 TP2 or 4 × H100 TP4.
"""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from catalog.gpus import all_gpus
from tools.card_claims import host_memory_claim
from tools.session_kv_pick import cards_to_hold

GPUS = all_gpus()
GB = 1e9


def test_the_grace_lpddr_counted_as_gpu_memory_is_corrected_in_words():
    m = host_memory_claim(GPUS["GH200 (96GB HBM3)"], [96.0, 480.0], False)
    assert m is not None
    assert m.args["slower"] == pytest.approx(4000 / 512, rel=1e-3)
    en, zh = m.text("en"), m.text("zh")
    assert "LPDDR5X" in en and "96 GB of HBM" in en and "480 GB" in en and "NVLink-C2C" in en and "8× slower" in en
    assert "这不是显存" in zh and "LPDDR5X" in zh and "96 GB HBM" in zh and "慢约 8 倍" in zh
    assert "GH200 Grace Hopper Superchip datasheet" in en


def test_a_total_or_a_memory_word_alone_also_counts():
    assert host_memory_claim(GPUS["GH200 (96GB HBM3)"], [576.0], False) is not None  # 96 + 480 said as one figure
    assert host_memory_claim(GPUS["GH200 (96GB HBM3)"], [], True) is not None  # "its LPDDR / unified memory"
    assert host_memory_claim(GPUS["GH200 (96GB HBM3)"], [96.0], False) is None  # the HBM alone: nothing to correct


def test_grace_blackwell_shares_one_grace_between_two_gpus():
    m = host_memory_claim(GPUS["GB200 (per Blackwell GPU)"], [186.0, 480.0], False)
    assert m is not None and m.args["sharing"] == 2
    assert m.args["slower"] == pytest.approx(8000 / 512, rel=1e-3)
    assert "shared by its 2 GPUs" in m.text("en")


def test_cards_that_are_no_grace_superchip_have_no_host_memory_premise():
    assert host_memory_claim(GPUS["H100 SXM"], [80.0, 2000.0], True) is None


def test_the_one_machine_hbm_fix_for_64_chats_at_8k_is_2_h200_or_4_h100():
    weights, kv = int(72.7 * GB), 64 * 8192 * 80 * 8 * 128 * 2
    assert kv / GB == pytest.approx(85.9, abs=0.1)
    assert cards_to_hold(weights, kv, GPUS["H200 SXM"], "vllm") == 2
    assert cards_to_hold(weights, kv, GPUS["H100 SXM"], "vllm") == 4
    assert cards_to_hold(weights, 100 * kv, GPUS["H100 SXM"], "vllm") is None  # not even 8 hold ≈ 8.6 TB
