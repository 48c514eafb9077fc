"""The precision facts an ML-infra engineer states when a plan relies on them, shown in the short answer.

- Volta and Turing (V100, T4) have neither FP8 nor BF16: their only 16-bit format is FP16 (a refusal in FP8 must not
  leave BF16 looking like the way out).
- Ampere (A100, RTX 3090, RTX A6000) has BF16 but no FP8 tensor cores: FP8 weights run weight-only (W8A16 Marlin), and
  where that path is not taken the 8-bit weights are INT8 — the answer says which and why.
- Hopper has FP8: an INT8 plan there needs no such note.
"""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.compat import precision_checks


def codes(checks, level=None):
    return {c.message.code for c in checks if level is None or c.level == level}


@pytest.mark.parametrize("gpu", ["V100 SXM2 32GB", "T4"])
def test_volta_and_turing_say_fp16_only(gpu):
    checks = precision_checks(all_gpus()[gpu], "fp8", "lora")
    msg = next(c.message for c in checks if c.message.code == "compat.has_no_fp8_tensor_2")
    assert msg.args["no_bf16"] is True
    assert "FP16" in msg.text("en") and "BF16" in msg.text("en")
    assert "FP16" in msg.text("zh") and "BF16" in msg.text("zh")


def test_ampere_fp8_refusal_does_not_deny_bf16():
    # an A100 computes BF16 (sm_80): refusing FP8 there must not say "no BF16"
    checks = precision_checks(all_gpus()["A100 80GB SXM"], "fp8", "lora")
    msg = next(c.message for c in checks if c.message.code == "compat.has_no_fp8_tensor_2")
    # it may name the BF16 checkpoint as the fix (A100 runs BF16), never say the card lacks BF16
    assert not msg.args["no_bf16"] and "no BF16" not in msg.text("en") and "BF16 checkpoint" in msg.text("en")


@pytest.mark.parametrize("gpu", ["RTX 3090", "A100 80GB SXM"])
def test_weight_only_fp8_on_ampere_is_shown(gpu):
    # a warning (shown in the short answer), not an info line only --full prints
    checks = precision_checks(all_gpus()[gpu], "fp8", "inference", weight_only=True)
    assert "compat.has_no_fp8_tensor" in codes(checks, "warning")


def test_int8_on_ampere_says_why_not_fp8():
    checks = precision_checks(all_gpus()["RTX A6000"], "int8", "inference")
    assert "compat.no_fp8_so_int8" in codes(checks, "warning")


def test_int8_on_hopper_needs_no_fp8_note():
    assert "compat.no_fp8_so_int8" not in codes(precision_checks(all_gpus()["H100 SXM"], "int8", "inference"))
