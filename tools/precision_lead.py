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
                          pick_price: float, box: tuple[int, int, int] | None = None) -> bool:
    """Does the lever's plan (`lever`: its weight precision, hourly price, and whether it splits one copy of the model
    over more machines than the pick uses) lead over the 16-bit pick at `pick_price` an hour? Only with no stated
    precision (`stated` None), a served model, no quantisation warning on its card, a published 4-bit checkpoint for
    INT4, no copy split over extra machines (replicas each on their own machine serve alike; a copy over a network
    is a different trade), and a price under PRECISION_LEAD_SHARE of the pick's.
    Worked: a 14B in BF16 (28 GB of weights) at 30 users led with 2 × A100 80GB at $7.40/h; FP8 (14 GB) holds it on
    1 × L40S at $1.86/h, 25 % of it: FP8 leads. At $4.81/h (65 %) the 16-bit plan stays first.
    `box` (the cards of a box the user states or was proposed, the 16-bit pick's cards, the lever's cards): where the
    16-bit plan outgrows that box and the lever's plan fits in it, the lever leads at any lower price (fits_box_only).
    Worked: GLM-4.6 (≈ 355 B) for 60 agents, "the rep says 2 nodes of 8 × MI300X": BF16 (≈ 710 GB of weights) takes 3
    nodes at $57.36/h, FP8 (≈ 355 GB) 2 nodes at $38.24/h (67 %, over the share): FP8 leads, on the box proposed."""
    precision, price, split = lever
    if stated is not None or not serving or arch.no_quantise or pick_price <= 0 or split:
        return False
    if precision in INT4_PRECISIONS and not arch.int4_checkpoint:
        return False
    # "under" the share, at any currency: 3 × and 5 × one card's $2.39 are 60 % exactly, under it in TWD by float rounding
    under = price < PRECISION_LEAD_SHARE * pick_price * (1 - 1e-9)
    return under or (box is not None and fits_box_only(*box) and price < pick_price)


def fits_box_only(box_cards: int, pick_cards: int, lever_cards: int) -> bool:
    """Does the lower precision fit a box of `box_cards` that the 16-bit pick (`pick_cards`) outgrows? The box a user
    states or is proposed ("the rep says 2 nodes of 8 × MI300X": 16; 供应商建议再买一台: the 8 they own) is the plan to
    judge: a precision that keeps the work on it is the answer to lead with. FP8 runs on Hopper / Ada / Blackwell /
    MI300 natively and on Ampere through weight-only Marlin kernels (vLLM's FP8 docs); cards without either never reach
    this (the lever's re-run ranks only cards whose kernels run it, tools.compat)."""
    return 0 < lever_cards <= box_cards < pick_cards


def qlora_leads(arch: ModelArch, stated: str | None, lora: tuple[int, float], qlora: tuple[int, float]) -> bool:
    """Does QLoRA (the same adapters over a 4-bit NF4 base, Dettmers et al. 2023, arXiv:2305.14314) lead a LoRA whose
    base precision the user left to us (`stated` None)? `lora` and `qlora` are each plan's (cards, whole-job cost). The
    base's bytes are our choice as a served model's are (lower_precision_leads): QLoRA leads where the 16-bit LoRA must
    split its copy over more cards than QLoRA needs and QLoRA's whole job costs under PRECISION_LEAD_SHARE of it; a
    LoRA on one card, or one QLoRA's slower steps bring near its price, stays first with QLoRA as its cheaper lever.
    Worked: Qwen2.5-7B LoRA, 15 M tokens, AWS Hong Kong (T4 only): FP16 15.2 GB of weights need FSDP over 4 × T4 at
    HK$46.99/h, ≈ 2.2 h, ≈ HK$101; QLoRA (≈ 5 GB base) runs on 1 × T4 at HK$6.32/h, ≈ 7.5 h, ≈ HK$47 (47 %): leads."""
    (lora_cards, lora_cost), (q_cards, q_cost) = lora, qlora
    if stated is not None or arch.no_quantise or lora_cost <= 0 or q_cost <= 0:
        return False
    return q_cards < lora_cards and q_cost < PRECISION_LEAD_SHARE * lora_cost


def lever_kept_back(share: float, stated: bool, typical_short: bool, full_short: bool, over_max: bool) -> str:
    """Why a cheaper lower-precision lever (its hour `share` of the 16-bit pick's) stays under the pick, in the one
    rule that applied, so the sentence beside it never states a rule its own numbers contradict ("a lower precision
    leads only under 60 % of the pick's price … rent it (59 % less)": 41 % is under 60 %). In order:
    "stated" the user named the precision; "floor" the lever is under the per-user speed floor at the typical
    request (`typical_short`); "full" it holds the floor only at the typical request and falls under it at the full
    context the pick holds it at (`full_short`): FP8 Mistral-Nemo-12B on 1 × A40, 27 tokens/s a user typical but
    ≈ 13 at the full 4,096 tokens, against a BF16 A800 at 25 there and a 20 floor; "over_max" the context asked is
    past the model's maximum, so the answer leads with that change and leaves the precision to the user; "share" the
    lever costs PRECISION_LEAD_SHARE or more of the pick (the share rule itself: 65 % stays under); "margin" under the
    share with none of these: the lever's own ranking keeps a dearer plan first on its margin rules (memory or speed
    inside the estimate's error), never said as the share rule."""
    if stated:
        return "stated"
    if typical_short:
        return "floor"
    if full_short:
        return "full"
    if over_max:
        return "over_max"
    return "share" if share >= PRECISION_LEAD_SHARE * (1 - 1e-9) else "margin"
