"""Whether a lower-precision serving plan leads instead of the 16-bit one, when the user stated no precision.

A served model's precision is a choice the user left to us when they named none. A 16-bit fleet that costs several
times the plan the same answer prices in FP8 (or INT4) is the wrong pick to lead with: FP8 weights lose about nothing
on the published evaluations (Qwen3 / Llama-3.1 FP8 model cards: "nearly identical to BF16"; vLLM's FP8 docs, W8A8 on
Hopper / Ada / Blackwell / MI300, weight-only W8A16 Marlin kernels on Ampere) and an AWQ 4-bit checkpoint stays close
to 16-bit on its benchmarks (Lin et al. 2024, arXiv:2306.00978). Below half the price the saving outweighs that
caveat, and the answer says the change, its quality caveat and the 16-bit plan beside it (tools.recommend.lever_route).

Kept as 16-bit: a stated precision (the user chose the bytes), training (not served), a model whose card warns against
quantising it (ModelArch.no_quantise), INT4 without a published AWQ/GPTQ checkpoint (ModelArch.int4_checkpoint; a user
who says they quantise states the precision). Cards that cannot run the lower precision (no FP8 before Ampere's
weight-only kernels; a T4 runs neither FP8 path) never reach this test: the lever's re-run ranks only cards whose
kernels run it (tools.compat).
"""

from __future__ import annotations

from tools.schema import ModelArch

# The lower-precision plan leads when it costs under this share of the 16-bit pick's hour: "about half", with room for
# the whole-card steps a re-run lands on. Halving the weights rarely halves the bill exactly: a 16-bit copy that fills
# one 80 GB card lands in FP8 on two 48 GB cards (2 × $1.86 against $6.88 an hour on AWS: 54 %), and a strict half
# would keep the dearer plan for a 46 % saving. Above this share the 16-bit plan stays first with the lever beside it
# (tools.recommend.fp8_headline names it in the headline at FP8_HEADLINE_SHARE and under).
PRECISION_LEAD_SHARE = 0.6

INT4_PRECISIONS = ("awq", "gptq", "int4")


def lower_precision_leads(arch: ModelArch, stated: str | None, serving: bool, lever: tuple[str, float, bool],
                          pick_price: float) -> bool:
    """Does the lever's plan (`lever`: its weight precision, hourly price, and whether it splits one copy of the model
    over more machines than the pick uses) lead over the 16-bit pick at `pick_price` an hour? Only with no stated
    precision (`stated` None), a served model, no quantisation warning on its card, a published 4-bit checkpoint for
    INT4, no copy split over extra machines (replicas each on their own machine serve alike; a copy over a network
    is a different trade), and a price under PRECISION_LEAD_SHARE of the pick's.
    Worked: a 14B in BF16 (28 GB of weights) at 30 users led with 2 × A100 80GB at $7.40/h; FP8 (14 GB) holds it on
    1 × L40S at $1.86/h, 25 % of it: FP8 leads. At $4.81/h (65 %) the 16-bit plan stays first."""
    precision, price, split = lever
    if stated is not None or not serving or arch.no_quantise or pick_price <= 0 or split:
        return False
    if precision in INT4_PRECISIONS and not arch.int4_checkpoint:
        return False
    return price < PRECISION_LEAD_SHARE * pick_price
