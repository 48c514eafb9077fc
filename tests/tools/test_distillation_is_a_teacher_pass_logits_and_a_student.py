"""Logit distillation is sized as a teacher pass (2·N·tokens), its stored logits (full vocabulary vs top-k) and the
student's training (6·N·tokens), never as a fine-tune of the teacher (tools.distill)."""

from __future__ import annotations

import pytest

from tools.distill import distillation

# Llama-3.3-70B: 70,553,706,496 parameters, vocab 128,256; Llama-3.2-3B: 3,212,749,824 (their config.json / registry)
T, V, S = 70_553_706_496, 128_256, 3_212_749_824


def test_llama_70b_teacher_over_two_billion_tokens_to_a_3b_student() -> None:
    d = distillation("Llama-3.3-70B", T, V, "Llama-3.2-3B", S, 2_000_000_000)
    # 2 × 70.55 B × 2 B = 2.822e20 FLOPs; ÷ (989.5e12 × 0.5) = 570,413 s = 158.4 H100-h; FP8 (1,979 TF) 79.2
    assert d.teacher_flops == pytest.approx(2.822e20, rel=1e-3)
    assert d.teacher_h100_bf16_h == pytest.approx(158.4, abs=0.2)
    assert d.teacher_h100_fp8_h == pytest.approx(79.2, abs=0.1)
    # full vocab: 128,256 × 2 B × 2e9 = 5.13e14 B = 513 TB; top-32 × (4 + 2) B × 2e9 = 3.84e11 B = 384 GB
    assert d.full_vocab_bytes == pytest.approx(5.13e14, rel=1e-3)
    assert d.top_k_bytes == pytest.approx(3.84e11)
    assert d.full_vocab_bytes / d.top_k_bytes > 1000  # the full figure is what makes storing it impractical
    # student: 6 × 3.2127 B × 2 B = 3.855e19
    assert d.student_flops == pytest.approx(3.855e19, rel=1e-3)
    said = d.said()
    assert said["node_fp8_h"] == pytest.approx(9.9, abs=0.1)  # 79.2 ÷ 8 cards


def test_a_larger_k_stores_more() -> None:
    # top-64: 64 × 6 B × 1e9 = 384 GB
    assert distillation("t", T, V, "s", S, 1_000_000_000, top_k=64).top_k_bytes == pytest.approx(3.84e11)
