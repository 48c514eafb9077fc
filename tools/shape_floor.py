"""What a load needs against what the catalog's machine shape forces, and the smaller shapes sold only as spot.

An endpoint's GPU count comes from its compute: the load in tokens a second over what one card serves at the
endpoint's utilisation (tools.embedding.ENDPOINT_UTILISATION). A cloud rents cards only in its machine shapes, so
a load that needs 3 cards on a card whose only on-demand shape holds 8 rents 8: the answer says "needs ≈ 3, the
shape forces 8", never that the load set the 8. Some shapes of a card are sold only as Spot or flex-start (queued,
Dynamic Workload Scheduler) VMs: GCP's a3-highgpu-1g / 2g / 4g (H100) have no on-demand offer, only a3-highgpu-8g
(the catalog rows keep their spot price and drop the on-demand one: catalog/data/instances.csv notes "spot_only";
cloud.google.com/compute/docs/accelerator-optimized-machines, A3 High "Consumption options", from memory, re-check).
Those rows are the smaller shapes named beside such a pick, with their spot price.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.schema import InstanceRow


@dataclass(frozen=True)
class ShapeFloor:
    needed: int  # GPUs the load needs (its compute at the endpoint's utilisation)
    rented: int  # GPUs the pick rents (machines × GPUs a machine)
    spot_instance: str = ""  # the smaller same-card shape sold only as spot / flex-start here ("" none)
    spot_gpus: int = 0
    spot_price: float = 0.0  # its hourly spot price, in the row's own currency (converted by the caller)
    spot_currency: str = "USD"


def needed_gpus(load_tokens_per_s: float, per_gpu_tokens_per_s: float, busy: float) -> int:
    """GPUs a load needs: ⌈load ÷ (one card's rate × the busy share)⌉, at least 1. By hand: 2,000 pairs/s × 512
    tokens = 1.02 M tokens/s; one H100 at half its 989 TFLOPS dense FP16 over 0.67 GFLOPs a token ≈ 738k tokens/s,
    at ≤ 50 % busy 369k: ⌈1.02 M ÷ 369k⌉ = 3."""
    if per_gpu_tokens_per_s <= 0 or busy <= 0:
        return 1
    return max(1, math.ceil(load_tokens_per_s / (per_gpu_tokens_per_s * busy) - 1e-9))


def spot_only_smaller(rows: list[InstanceRow], pick: InstanceRow, needed: int) -> InstanceRow | None:
    """The smaller shape of the pick's card at the same provider and region sold with a spot price and no on-demand
    one: the smallest that holds `needed` GPUs on one machine, else the largest of them; None where every smaller shape
    is on demand or none exists. By hand: a3-highgpu-8g picked in europe-west4 for a 3-GPU load; a3-highgpu-1g / 2g /
    4g there are spot-only rows → a3-highgpu-4g (4 ≥ 3)."""
    count = pick.gpu_count or 0
    smaller = sorted((r for r in rows if r.provider == pick.provider and r.region == pick.region and r.gpu == pick.gpu
                      and (r.gpu_count or 0) < count and r.price_on_demand is None and r.price_spot),
                     key=lambda r: r.gpu_count or 0)
    if not smaller:
        return None
    return next((r for r in smaller if (r.gpu_count or 0) >= needed), smaller[-1])


def shape_floor(rows: list[InstanceRow], pick: InstanceRow | None, needed: int, rented: int) -> ShapeFloor | None:
    """The load's need against the pick's rented GPUs, with the smaller spot-only shape, when the shape forces more
    GPUs than the load needs; None when the load itself sets the count (needed ≥ rented) or no pick."""
    if pick is None or needed >= rented:
        return None
    spot = spot_only_smaller(rows, pick, needed)
    if spot is None:
        return ShapeFloor(needed, rented)
    return ShapeFloor(needed, rented, spot.instance_type, int(spot.gpu_count or 1), float(spot.price_spot or 0.0),
                      spot.currency)
