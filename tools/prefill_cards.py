"""The cards a prefill-bound live job should be priced on: the cheapest per prefill token where the user may rent,
so the ranked rows (tools.prefill_rows) weigh them and not only the cards the chat sizing found cheapest an hour.

Why: 50,000 danmaku a second labelled by Qwen2.5-7B in mainland China led with 2,616 V100 16GB (≈ ¥50 M a month): the
chat sizing (10,638 requests in flight) offered T4 and V100 machines only, and the prefill re-size kept those cards,
while an A10 reads a prompt for about a third of the V100's price per token.

A card's cost per prefill token ∝ its cheapest on-demand GPU-hour where the job may run (tools.cost.cheapest_gpu_hour
over the rows tools.constraints.region_ok admits) ÷ its dense TFLOPS at the plan's precision
(tools.prefill_service.dense_tflops: FP8 tensor cores at FP8 where the plan is FP8, else BF16 / FP16): the prefill
tokens/s of a card is that TFLOPS × PREFILL_MFU ÷ (2 × active parameters), the same factor for every card.
FP8 (fp8_lever): where the plan is not FP8, the card cheapest per FP8 prefill token (FP8 tensor cores: Hopper, Ada)
sized at its dense FP8 peak (W8A8, vLLM --quantization fp8): ⌈tokens/s ÷ (FP8 TFLOPS × PREFILL_MFU ÷ (2 × active
params)) ÷ BUSY_TARGET⌉ cards × its cheapest GPU-hour × 730 h, said beside the pick when under its month (whole
machines not counted: a lever's size, the re-run prices it). By hand: 8.05 M tokens/s through 7.62e9 parameters on
H100 SXM (1,979 FP8 TFLOPS): 1,979e12 × 0.5 ÷ 1.524e10 = 64,928 tokens/s → ⌈8.05e6 ÷ 64,928 ÷ 0.75⌉ = 166 H100s.
By hand (mainland China, FP16): A10 ¥9.53 ÷ 125 = ¥0.076 a TFLOPS-hour; A100 40GB ¥31.58 ÷ 312 = ¥0.101; V100 SXM2
32GB ¥19.73 ÷ 125 = ¥0.158; T4 ¥11.63 ÷ 65 = ¥0.179; V100 SXM2 16GB ¥26.46 ÷ 125 = ¥0.212.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping

from tools.constraints import region_ok
from tools.cost import cheapest_gpu_hour
from tools.places import Gazetteer
from tools.prefill_service import dense_tflops
from tools.schema import GPUSpec, InstanceRow, Msg

CARDS = 3  # card types re-priced beside the chat sizing's rows


def per_tflops_hour(gpu_hour: float, tflops: float) -> float:
    """A GPU-hour's price over its dense TFLOPS: ¥9.53 ÷ 125 = ¥0.076."""
    return gpu_hour / tflops


def _may(row: InstanceRow, regions: list[str], providers: Collection[str], places: Gazetteer) -> bool:
    """May the job rent this row: in a stated region (none stated: anywhere) from a stated provider (none: any)?"""
    return (not regions or region_ok(row, regions, places, providers)) \
        and (not providers or row.provider.lower() in {p.lower() for p in providers})


def cheapest_prefill_cards(rows: list[InstanceRow], gpus: Mapping[str, GPUSpec], regions: list[str],
                           providers: Collection[str], places: Gazetteer, precision: str | None, currency: str,
                           usd_cny: float, fx: Mapping[str, float] | None, n: int = CARDS) -> list[str]:
    """The n card types cheapest per prefill token among the offers the job may rent (module doc), cheapest first.
    FP8 (fp8_lever): where the plan is not FP8, the card cheapest per FP8 prefill token (FP8 tensor cores: Hopper, Ada)
sized at its dense FP8 peak (W8A8, vLLM --quantization fp8): ⌈tokens/s ÷ (FP8 TFLOPS × PREFILL_MFU ÷ (2 × active
params)) ÷ BUSY_TARGET⌉ cards × its cheapest GPU-hour × 730 h, said beside the pick when under its month (whole
machines not counted: a lever's size, the re-run prices it). By hand: 8.05 M tokens/s through 7.62e9 parameters on
H100 SXM (1,979 FP8 TFLOPS): 1,979e12 × 0.5 ÷ 1.524e10 = 64,928 tokens/s → ⌈8.05e6 ÷ 64,928 ÷ 0.75⌉ = 166 H100s.
By hand (mainland China, FP16): A10, A100 40GB SXM, A100 80GB SXM."""
    offers = [r for r in rows if not r.quarantined and r.price_scope == "instance" and _may(r, regions, providers, places)]
    per: dict[str, float] = {}
    for gpu, hour in cheapest_gpu_hour(offers, currency, usd_cny, fx).items():
        spec = gpus.get(gpu)
        flops = dense_tflops(spec, precision) if spec is not None else None
        if flops:
            per[gpu] = per_tflops_hour(hour, flops)
    return sorted(per, key=lambda g: per[g])[:n]


def fp8_lever(rows: list[InstanceRow], gpus: Mapping[str, GPUSpec], regions: list[str], providers: Collection[str],
              places: Gazetteer, currency: str, usd_cny: float, fx: Mapping[str, float] | None, tokens_s: float,
              active_params: float, pick_month: float) -> Msg | None:
    """The FP8 card's plan beside a prefill-bound pick that is not FP8 (module doc), None when no FP8 card where the
    job may run is cheaper a month."""
    from tools.constants import HOURS_PER_MONTH
    from tools.prefill_service import BUSY_TARGET, per_gpu_prefill_tokens_s

    best = cheapest_prefill_cards(rows, {k: g for k, g in gpus.items() if g.fp8_tflops}, regions, providers, places,
                                  "fp8", currency, usd_cny, fx, n=1)
    if not best:
        return None
    card = best[0]
    spec = gpus[card]
    offers = [r for r in rows if not r.quarantined and r.price_scope == "instance" and r.gpu == card
              and _may(r, regions, providers, places)]
    hour = cheapest_gpu_hour(offers, currency, usd_cny, fx).get(card)
    if hour is None or not spec.fp8_tflops:
        return None
    per = per_gpu_prefill_tokens_s(spec.fp8_tflops, active_params)
    cards = max(1, math.ceil(tokens_s / per / BUSY_TARGET - 1e-9))
    month = cards * hour * HOURS_PER_MONTH
    if month >= pick_month:
        return None
    return Msg(code="prefill_cards.fp8", args={"gpu": card, "tflops": spec.fp8_tflops, "per": per, "cards": cards,
                                                "month": month, "currency": currency, "pick_month": pick_month,
                                                "saving": pick_month / month})
