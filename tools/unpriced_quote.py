"""A purchase quote for a server of cards no catalog row rents (an 8 × A800 SXM, an 8 × H20, a pair of H200 NVL):
the answer no longer stops at "no rental price, cannot compare". Three figures stand in:

- the model and its load on the quoted box: tools.estimate at the box's card count (memory a card against the card's
  capacity, and one user's decode speed at the stated concurrency);
- the rent side from the nearest PRICED comparable card (same memory class, tools.item_compute.same_class; nearest in
  memory, then in memory bandwidth), worked through tools.buy_or_rent exactly as a priced card is, and said as a
  reference — never as the quoted card's own price;
- the break-even rent: the price a GPU-hour above which buying wins, (quote + power over the busy hours) ÷ the busy
  GPU-hours, so a rental quote the user gets can be set against it by hand.

By hand, ¥950,000 for 8 × A800 SXM (400 W), 3 years at 100 %: 8 × 26,280 h = 210,240 GPU-hours; power
(400 + 575) × 8 = 7.8 kW × 1.58 × 26,280 h × ¥0.94 (≈ $0.13) ≈ ¥304,000 → (950,000 + 304,000) ÷ 210,240 ≈ ¥5.97 a
GPU-hour: a rent above that makes buying the cheaper side.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tools.buy_or_rent import HOURS_A_YEAR, RentPrice, power_cost, power_kw, rent_prices
from tools.item_compute import same_class
from tools.schema import GPUSpec, InstanceRow, ModelArch, Workload


def nearest_priced(card: GPUSpec, gpus: Mapping[str, GPUSpec], rows: list[InstanceRow], count: int, currency: str,
                   usd_cny: float, fx: Mapping[str, float] | None) -> tuple[GPUSpec, tuple[RentPrice, RentPrice]] | None:
    """The priced card of the same vendor and memory class nearest the unpriced one: the same architecture first (the
    same generation of compute), then one rented as a server of the same card count (an 8-GPU box against 8-GPU
    rows), then the smallest memory gap, then the smallest bandwidth gap (A800 SXM 80 GB / 2,039 GB/s → A100 80GB
    SXM; an 8 × H20 96 GB → the 8 × H100 NVL rows; H200 NVL → H200 SXM), with its cheapest and typical rent
    (tools.buy_or_rent.rent_prices). None when none is priced."""
    mem = card.memory_gb or 0.0
    bw = card.bandwidth_gb_s or 0.0
    found = []
    for name, spec in gpus.items():
        if name == card.name or spec.vendor != card.vendor or not spec.memory_gb or \
                not same_class(spec.memory_gb, mem) or not same_class(mem, spec.memory_gb):
            continue
        prices = rent_prices(rows, name, count, currency, usd_cny, fx)
        if prices is not None:
            whole = any(r.gpu == name and r.gpu_count == count and r.price_on_demand for r in rows)
            found.append((spec.architecture != card.architecture, not whole, abs(spec.memory_gb - mem),
                          abs((spec.bandwidth_gb_s or 0.0) - bw), name, spec, prices))
    if not found:
        return None
    found.sort(key=lambda x: x[:5])
    return found[0][5], found[0][6]


def use_percent(utilisation: float | None) -> float:
    """The share of hours priced, in %: the one said, else 100 (every hour)."""
    return 100 * (utilisation if utilisation is not None else 1.0)


@dataclass(frozen=True)
class BreakEvenRate:
    """The rent a GPU-hour at which renting costs what buying does, the busy GPU-hours, and buying's total."""
    rate: float
    busy_gpu_hours: float
    buy: float  # quote + power over the busy hours


def break_even_rate(quote: float, gpus: int, tdp_w: float, years: float, utilisation: float | None,
                    per_kwh: float) -> BreakEvenRate:
    """The rent a GPU-hour at which renting the same busy hours costs what buying does (quote + power), over those busy
    GPU-hours: GPUs × years × 8,760 h × utilisation (None: every hour). A rent above it: buying wins."""
    u = utilisation if utilisation is not None else 1.0
    busy = gpus * years * HOURS_A_YEAR * u
    buy = quote + power_cost(power_kw(tdp_w, gpus), years * HOURS_A_YEAR * u, per_kwh)
    return BreakEvenRate(buy / busy, busy, buy)


@dataclass(frozen=True)
class BoxFit:
    """The model and its load on the quoted box: memory a card (weights, KV cache, total) against the card's
    capacity, and one user's decode speed at the concurrency (None when not sized)."""
    fits: bool
    weights_gb: float
    kv_gb: float
    need_gb: float
    capacity_gb: float
    precision: str
    per_user_tok_s: float | None
    users: int


def box_fit(arch: ModelArch, job: Workload, gpu: GPUSpec, count: int) -> BoxFit | None:
    """tools.estimate's memory and speed for `job` at `count` × `gpu` (the quoted box), or None when it cannot be
    sized (no capacity held for the card, an unsized workload)."""
    from tools.errors import AdvisorError
    from tools.estimate import estimate

    try:
        e = estimate(arch, job.model_copy(update={"num_gpus": count, "gpu_preference": gpu.name}), gpu)
    except (AdvisorError, ValueError):
        return None
    if e.plan is None or not e.plan.capacity_bytes:
        return None
    per = e.per_gpu
    speed = e.speed.decode_expected if e.speed is not None else None
    r = e.workload  # the resolved workload (tools.defaults.resolve): precision and concurrency set for serving
    return BoxFit(e.plan.fits, per.weights / 1e9, per.kv_cache / 1e9, per.total / 1e9, e.plan.capacity_bytes / 1e9,
                  str(r.precision), speed, int(r.concurrency) if r.concurrency is not None else 1)


def priced_names(rows: Iterable[InstanceRow]) -> frozenset[str]:
    """The cards some catalog row prices on demand (for the tests' choice of unpriced cards)."""
    return frozenset(r.gpu for r in rows if r.price_on_demand and not r.quarantined)
