"""Owned Pascal/Volta/Turing cards (P40, V100, T4: compute capability below 8.0 — no BF16, no FlashAttention-2, off
vLLM's default path): the "to rent instead" option must be a card that removes that risk (Ampere or newer), never the
same card rented, and the cheapest such plan on an x86 host before an aarch64 Grace superchip."""
from types import SimpleNamespace as NS

import pytest

from tools.recommend import before_current_kernels, sensible_rental


def _gpu(name: str, sm: float, vendor: str = "NVIDIA") -> NS:
    return NS(name=name, sm=sm, vendor=vendor)


def _offer(name: str, sm: float, cost: float, vendor: str = "NVIDIA", arch: str = "x86_64") -> NS:
    return NS(gpu=_gpu(name, sm, vendor), plan=object(), row=NS(cpu_arch=arch), rank_value=cost, work_cost=cost)


@pytest.mark.parametrize("name, sm, old", [
    ("Tesla P40", 6.1, True),  # Pascal sm_61
    ("V100 SXM2 32GB", 7.0, True),  # Volta sm_70
    ("T4", 7.5, True),  # Turing sm_75: vLLM's V1 Triton path only, no FA2, no BF16
    ("A10", 8.6, False),  # Ampere: FA2 and BF16 → vLLM's default path
    ("L4", 8.9, False),
])
def test_old_cards_are_those_below_ampere(name, sm, old):
    assert before_current_kernels(_gpu(name, sm)) is old


def test_an_amd_card_is_not_an_old_nvidia_card():
    # MI300X reports no CUDA compute capability: the Ampere test is about NVIDIA's sm numbers only.
    assert before_current_kernels(_gpu("MI300X", 9.4, "AMD")) is False


def test_the_rental_beside_owned_v100s_is_never_a_v100():
    # Ranked offers for the same work: 4 × V100 at ¥49.61/h is the cheapest but carries the very risk the user asks
    # about; the next, 2 × A40 at ¥52.00/h (Ampere, sm_86), is the rental to name.
    offers = [_offer("V100 SXM2 32GB", 7.0, 49.61), _offer("A40", 8.6, 52.00), _offer("H100 SXM", 9.0, 80.0)]
    assert sensible_rental(offers).gpu.name == "A40"


def test_a_cheaper_x86_card_comes_before_a_dearer_grace_superchip():
    # GH200 $2.29/h on an aarch64 Grace host ranked first (fewer, faster cards) against an A800 at $1.08/h for the
    # same work: the A800 (x86, 53 % cheaper) is the rental to name; the GH200 only if nothing x86 holds the work.
    offers = [_offer("GH200 (96GB HBM3)", 9.0, 2.29, arch="aarch64"), _offer("A800 80GB PCIe", 8.0, 1.08)]
    assert sensible_rental(offers).gpu.name == "A800 80GB PCIe"
    assert sensible_rental(offers[:1]).gpu.name == "GH200 (96GB HBM3)"


def test_no_current_card_means_no_rental_line():
    assert sensible_rental([_offer("T4", 7.5, 0.53), _offer("MI300X", 9.4, 2.39, vendor="AMD")]) is None


def test_a_safe_plan_for_a_current_card_pick_is_never_an_old_card():
    # Pick 1 × H100 (sm_90); the safe-tier candidates are 8 × V100 (sm_70, $24.48/h) and 2 × A100 (sm_80, $8.20/h):
    # the V100 plan would run FP16 on a fallback attention path (no BF16, no FA2) → only the A100 plan stays.
    from tools.recommend import current_cards_only
    top = _offer("H100 SXM", 9.0, 6.88)
    kept = current_cards_only([_offer("V100 SXM2 16GB", 7.0, 24.48), _offer("A100 80GB SXM", 8.0, 8.20)], top)
    assert [o.gpu.name for o in kept] == ["A100 80GB SXM"]
    # only old cards left: no safe plan (the answer's "no safe plan" line says so) rather than an unsafe one
    assert current_cards_only([_offer("V100 SXM2 16GB", 7.0, 24.48)], top) == []


def test_a_pick_on_an_old_card_keeps_its_family_for_the_safe_plan():
    # The user named T4 (sm_75): the safe plan on more T4s is the same stack as the pick, not a new risk.
    from tools.recommend import current_cards_only
    offers = [_offer("T4", 7.5, 2.12)]
    assert current_cards_only(offers, _offer("T4", 7.5, 0.53)) == offers
