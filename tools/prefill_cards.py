"""The cards a prefill-bound live job should be priced on: the cheapest per prefill token where the user may rent,
so the ranked rows (tools.prefill_rows) weigh them and not only the cards the chat sizing found cheapest an hour.

Why: 50,000 danmaku a second labelled by Qwen2.5-7B in mainland China led with 2,616 V100 16GB (≈ ¥50 M a month): the
chat sizing (10,638 requests in flight) offered T4 and V100 machines only, and the prefill re-size kept those cards,
while an A10 reads a prompt for about a third of the V100's price per token.

A card's cost per prefill token ∝ its cheapest on-demand GPU-hour where the job may run (tools.cost.cheapest_gpu_hour
over the rows tools.constraints.region_ok admits) ÷ its dense TFLOPS at the plan's precision
(tools.prefill_service.dense_tflops: FP8 tensor cores at FP8 where the plan is FP8, else BF16 / FP16): the prefill
tokens/s of a card is that TFLOPS × PREFILL_MFU ÷ (2 × active parameters), the same factor for every card.
By hand (mainland China, FP16): A10 ¥9.53 ÷ 125 = ¥0.076 a TFLOPS-hour; A100 40GB ¥31.58 ÷ 312 = ¥0.101; V100 SXM2
32GB ¥19.73 ÷ 125 = ¥0.158; T4 ¥11.63 ÷ 65 = ¥0.179; V100 SXM2 16GB ¥26.46 ÷ 125 = ¥0.212.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from tools.constraints import region_ok
from tools.cost import cheapest_gpu_hour
from tools.places import Gazetteer
from tools.prefill_service import dense_tflops
from tools.schema import GPUSpec, InstanceRow

CARDS = 3  # card types re-priced beside the chat sizing's rows


def per_tflops_hour(gpu_hour: float, tflops: float) -> float:
    """A GPU-hour's price over its dense TFLOPS: ¥9.53 ÷ 125 = ¥0.076."""
    return gpu_hour / tflops


def cheapest_prefill_cards(rows: list[InstanceRow], gpus: Mapping[str, GPUSpec], regions: list[str],
                           providers: Collection[str], places: Gazetteer, precision: str | None, currency: str,
                           usd_cny: float, fx: Mapping[str, float] | None, n: int = CARDS) -> list[str]:
    """The n card types cheapest per prefill token among the offers the job may rent (module doc), cheapest first.
    By hand (mainland China, FP16): A10, A100 40GB SXM, A100 80GB SXM."""
    offers = [r for r in rows if not r.quarantined and r.price_scope == "instance"
              and region_ok(r, regions, places, providers)]
    per: dict[str, float] = {}
    for gpu, hour in cheapest_gpu_hour(offers, currency, usd_cny, fx).items():
        spec = gpus.get(gpu)
        flops = dense_tflops(spec, precision) if spec is not None else None
        if flops:
            per[gpu] = per_tflops_hour(hour, flops)
    return sorted(per, key=lambda g: per[g])[:n]
