"""π₀ (openpi) fine-tune arithmetic, by hand: openpi's README says LoRA needs > 22.5 GB and the full fine-tune > 70 GB,
so a 24 GB RTX 4090 holds LoRA only and an 80 GB card holds both; 6 × 3.3e9 × 866 tokens × 32 × 30,000 ≈ 1.646e19
FLOP; at 24 % of an H100 SXM's 989 TFLOPS that is 1.646e19 ÷ (989e12 × 0.24) ÷ 3,600 ≈ 19.3 h, LoRA ÷ 1.25."""

import pytest

from tools.vla_train import run_cost, sample_tokens, vla_hours, vla_run


def test_the_4090_holds_lora_not_the_full_fine_tune():
    r = vla_run(24.0)
    assert r.lora_fits and not r.full_fits
    a = vla_run(80.0)
    assert a.lora_fits and a.full_fits
    assert vla_run(None).full_fits is None  # no card said: no verdict


def test_flops_and_hours_by_hand():
    assert sample_tokens() == 3 * 256 + 48 + 50 == 866
    assert sample_tokens(2) == 2 * 256 + 48 + 50  # two cameras: fewer tokens
    r = vla_run(80.0)
    assert r.flops == pytest.approx(6 * 3.3e9 * 866 * 32 * 30_000)
    h = vla_hours(r.flops, 989.0)
    assert h == pytest.approx(19.26, abs=0.05)
    assert vla_hours(r.flops, 989.0, lora=True) == pytest.approx(h / 1.25)
    assert vla_hours(r.flops, None) is None
    assert run_cost(19.3, 2.99) == pytest.approx(57.707)
