"""Isolated tenants served on partitioned cards: each tenant's own fine-tuned model (full or adapter-merged) in its own
hardware slice (NVIDIA Multi-Instance GPU), packed onto as few cards as hold them, and the month's price. Pure
arithmetic over numbers the caller gives; no I/O.

Sources:
- NVIDIA Multi-Instance GPU User Guide, "Supported MIG Profiles" (docs.nvidia.com/datacenter/tesla/mig-user-guide/
  supported-mig-profiles.html): A100-SXM4/PCIe 80GB and H100-SXM5/PCIE 80GB profiles 1g.10gb (×7), 1g.20gb (×4),
  2g.20gb (×3), 3g.40gb (×2), 4g.40gb (×1), 7g.80gb (×1); each profile takes g of the card's 7 compute slices and
  GB ÷ 10 of its 8 memory slices. MIG instances have separate memory, caches and SMs: hard isolation between tenants
  (no shared process, no shared GPU memory), unlike many adapters in one server process (tools.lora_serving).
- Supported GPUs (same guide): A100 (40/80 GB), A30, H100, H200, B200 support MIG; the H100 NVL (94 GB) does too, but
  its profile sizes are not held here, so it is sized as whole cards.
- Each tenant's need: its weights (parameters × bytes a weight) + its KV cache (KV bytes a token × context × its users
  at once) + the CUDA context and the engine's non-torch memory (tools.memory), against the slice's memory ×
  vLLM's gpu_memory_utilization (tools.memory.VLLM_GPU_MEMORY_UTILIZATION = 0.9).
- Packing: first-fit decreasing over (compute, memory) slices, 7 and 8 a card. MIG also has placement rules (which
  start slot each profile may take); the mixes this packs (e.g. 3g.40gb + 2 × 1g.20gb) are ones the guide's placement
  diagram allows, but the layout is to be checked with `nvidia-smi mig -lgipp` on setup.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from tools.constants import HOURS_PER_MONTH
from tools.memory import CUDA_CONTEXT_BYTES, VLLM_GPU_MEMORY_UTILIZATION, VLLM_NON_TORCH_BYTES
from tools.speed import DECODE_EFFICIENCY

# (profile, nominal GB, compute slices, memory slices) on an 80 GB A100 or H100 (NVIDIA MIG user guide, above)
MIG_80GB: tuple[tuple[str, int, int, int], ...] = (
    ("1g.10gb", 10, 1, 1), ("1g.20gb", 20, 1, 2), ("2g.20gb", 20, 2, 2), ("3g.40gb", 40, 3, 4),
    ("4g.40gb", 40, 4, 4), ("7g.80gb", 80, 7, 8))
CARD_COMPUTE_SLICES = 7
CARD_MEMORY_SLICES = 8
# the catalog's cards whose MIG profiles are held (80 GB A100 / H100)
MIG_CARDS = ("H100 SXM", "H100 PCIe", "A100 80GB SXM", "A100 80GB PCIe")
ENGINE_BYTES = CUDA_CONTEXT_BYTES + VLLM_NON_TORCH_BYTES  # each slice runs its own server process


def tenant_need_bytes(weight_bytes: float, kv_bytes_per_token: float, context: int, at_once: int) -> float:
    """One tenant's memory: weights + KV bytes a token × context × users at once + the engine's own (CUDA context +
    non-torch). By hand, Llama-3.1-8B at 8-bit weights (8.03 GB), 128 KiB a token, 8,192 context, 6 at once:
    8.03 + 131,072 × 8,192 × 6 / 1e9 (6.44) + 0.81 ≈ 15.3 GB; 32,768 context, 5 at once: 8.03 + 21.47 + 0.81 ≈ 30.3 GB."""
    return weight_bytes + kv_bytes_per_token * context * at_once + ENGINE_BYTES


def usable_bytes(nominal_gb: float) -> float:
    """A slice's memory the engine may use: nominal GB × gpu_memory_utilization (1g.20gb → 18 GB)."""
    return nominal_gb * 1e9 * VLLM_GPU_MEMORY_UTILIZATION


def smallest_slice(need_bytes: float) -> tuple[str, int, int, int] | None:
    """The smallest MIG profile (fewest compute, then memory slices) whose usable memory holds `need_bytes`; None when
    even a whole 80 GB card does not. 15.3 GB → 1g.20gb (18 GB); 30.3 GB → 3g.40gb (36 GB); 75 GB → None."""
    fits = [p for p in MIG_80GB if usable_bytes(p[1]) >= need_bytes]
    return min(fits, key=lambda p: (p[2], p[3])) if fits else None


@dataclass(frozen=True)
class SlicePlan:
    """Tenants packed onto 80 GB cards: each tenant's profile (in the order given), the cards, and the profiles'
    counts; `unfit` the tenants no whole card holds."""

    profiles: tuple[str, ...]
    cards: int
    counts: tuple[tuple[str, int], ...]
    unfit: int


def pack(needs: list[float]) -> SlicePlan:
    """Each tenant in its smallest slice, then first-fit decreasing onto cards of 7 compute and 8 memory slices.
    By hand: 30 tenants at 15.3 GB → 30 × 1g.20gb, 4 a card (memory 2 × 4 = 8) → ⌈30 ÷ 4⌉ = 8 cards; 29 × 1g.20gb +
    1 × 3g.40gb → the 3g card takes 2 more 1g.20gb (3+2 compute, 4+4 memory), 27 left → 7 more cards: 8 cards."""
    chosen = [smallest_slice(n) for n in needs]
    fit = sorted((p for p in chosen if p), key=lambda p: (-p[3], -p[2]))
    cards: list[list[int]] = []  # each card's used (compute, memory) slices
    for p in fit:
        for c in cards:
            if c[0] + p[2] <= CARD_COMPUTE_SLICES and c[1] + p[3] <= CARD_MEMORY_SLICES:
                c[0] += p[2]
                c[1] += p[3]
                break
        else:
            cards.append([p[2], p[3]])
    names = [p[0] for p in chosen if p]
    counts = tuple((n, names.count(n)) for n in dict.fromkeys(sorted(names, key=names.index)))
    return SlicePlan(profiles=tuple(p[0] if p else "" for p in chosen), cards=len(cards), counts=counts,
                     unfit=sum(1 for p in chosen if p is None))


def month_cost(cards: int, gpu_hour: float) -> float:
    """Cards × price a GPU-hour × HOURS_PER_MONTH (always on): 8 × $2.00 × 730 = $11,680."""
    return cards * gpu_hour * HOURS_PER_MONTH


def slice_tokens_per_s(bandwidth_gb_s: float, memory_slices: int, weight_bytes: float, kv_read_bytes: float) -> float:
    """Each user's decode speed on a slice with every user busy at the full context (the worst case): the slice's share
    of the card's memory bandwidth (memory slices ÷ 8: MIG splits the HBM by memory slice) × DECODE_EFFICIENCY (0.7,
    tools.speed) ÷ the bytes a step reads (weights + all users' KV). By hand, H100 SXM (3,350 GB/s), 1g.20gb (2 of 8),
    8.03 GB + 6.44 GB: 3,350 × 2/8 × 0.7 ÷ 14.47 ≈ 40.5 tokens/s per user."""
    return bandwidth_gb_s * 1e9 * memory_slices / CARD_MEMORY_SLICES * DECODE_EFFICIENCY / (weight_bytes + kv_read_bytes)


WEIGHT_BYTES_8BIT = 1  # 8-bit weights: FP8 on an H100; INT8 weight-only (W8A16, Marlin) on an A100, which has no FP8
WEIGHT_BYTES_16BIT = 2


@dataclass(frozen=True)
class TenantFleet:
    """The cheapest priced plan for isolated tenants: the card, its row and price a GPU-hour, the slices and cards at
    8-bit weights and at 16-bit, and the figures shown (GB, tokens/s, dollars a month)."""

    gpu: str
    row: str
    gpu_hour: float
    plan: SlicePlan
    plan16: SlicePlan
    figures: dict[str, float]
    big_profile: str = ""  # the largest tenant's slice (a tenant with a longer context than the others)


def tenant_fleet(params: int, kv_per_token: int, tenants: list[tuple[int, int]],
                 cards: dict[str, tuple[float, str, float]]) -> TenantFleet | None:
    """Isolated tenants, each (context, users at once), on the priced MIG card whose month is cheapest: `cards` maps a
    card to (USD a GPU-hour, the row, its memory bandwidth GB/s). Each tenant needs tenant_need_bytes at 8-bit
    weights; the first tenant's figures (the common one) are shown, with the largest tenant's need. By hand, 30 ×
    Llama-3.1-8B (8.03 B) at 8,192 × 6 at once, H100 SXM at $1.79: 30 × 1g.20gb on 8 cards, 8 × 1.79 × 730 ≈ $10,468 a
    month; one whole card each: 30 × 1.79 × 730 ≈ $39,255; 16-bit weights (16.06 + 6.44 + 0.81 = 23.3 GB) → 3g.40gb,
    2 a card → 15 cards."""
    if not tenants or not cards:
        return None
    w8, w16 = params * WEIGHT_BYTES_8BIT, params * WEIGHT_BYTES_16BIT
    needs = [tenant_need_bytes(w8, kv_per_token, c, n) for c, n in tenants]
    needs16 = [tenant_need_bytes(w16, kv_per_token, c, n) for c, n in tenants]
    plan, plan16 = pack(needs), pack(needs16)
    if plan.unfit:
        return None
    gpu = min(cards, key=lambda g: (plan.cards * cards[g][0], g))
    price, row, bw = cards[gpu]
    first = smallest_slice(needs[0])
    big = max(range(len(needs)), key=lambda i: needs[i])
    ctx, at_once = tenants[0]
    kv0 = kv_per_token * ctx * at_once
    figures = {
        "weights_gb": w8 / 1e9, "kv_gb": kv0 / 1e9, "engine_gb": ENGINE_BYTES / 1e9, "need_gb": needs[0] / 1e9,
        "usable_gb": usable_bytes(first[1]) / 1e9 if first else 0.0,
        "big_need_gb": needs[big] / 1e9, "big_context": float(tenants[big][0]), "big_at_once": float(tenants[big][1]),
        "tps": slice_tokens_per_s(bw, first[3], w8, kv0) if first else 0.0,
        "month": month_cost(plan.cards, price), "whole_month": month_cost(len(tenants), price),
        "need16_gb": needs16[0] / 1e9, "month16": month_cost(plan16.cards, price),
        "slices": float(first[3]) if first else 0.0, "weight_bytes": float(w8), "kv_bytes": float(kv0),
    }
    return TenantFleet(gpu=gpu, row=row, gpu_hour=price, plan=plan, plan16=plan16, figures=figures,
                       big_profile=plan.profiles[big])


@dataclass(frozen=True)
class Rental:
    """One catalog row rented for the fleet: whole machines of `gpus_each` cards until they hold the cards the slices
    need, the price of those machines an hour and a month (always on), and each user's speed on the slice of that card."""

    gpu: str
    row: str
    machines: int
    gpus_each: int
    gpu_hour: float
    per_hour: float
    month: float
    tokens_per_s: float

    @property
    def gpus(self) -> int:
        """The cards rented: machines × cards a machine (≥ the cards the slices need)."""
        return self.machines * self.gpus_each


def machines_for(cards: int, gpus_each: int) -> int:
    """Whole machines of `gpus_each` cards that hold `cards`: ⌈cards ÷ gpus_each⌉ (8 cards on 8-GPU machines → 1;
    15 → 2, 16 cards paid for; 8 on 1-GPU machines → 8)."""
    return -(-cards // gpus_each)


def rentals(cards: int, offers: dict[str, list[tuple[float, int, str]]], bandwidth: dict[str, float],
            memory_slices: int, weight_bytes: float, kv_read_bytes: float) -> list[Rental]:
    """Every priced row (`offers`: card → [(USD a machine-hour, cards a machine, the row)]) renting whole machines for
    `cards` cards, cheapest first (then fewer machines): machines_for × the machine's price, × HOURS_PER_MONTH a month;
    each user's speed on a slice of `memory_slices` of that card (slice_tokens_per_s). By hand, 8 cards: an 8 × A100
    machine at $8.24/h → 1 × 8.24 = $8.24/h, × 730 ≈ $6,015 a month; 1-GPU A100 rows at $1.10 → 8 × 1.10 = $8.80/h."""
    out: list[Rental] = []
    seen: set[tuple[str, float, int]] = set()  # a row listed in several regions at one price is one offer
    for gpu, rows in offers.items():
        for price, each, row in rows:
            if each < 1 or (row, price, each) in seen:
                continue
            seen.add((row, price, each))
            m = machines_for(cards, each)
            out.append(Rental(gpu=gpu, row=row, machines=m, gpus_each=each, gpu_hour=price / each,
                              per_hour=m * price, month=m * price * HOURS_PER_MONTH,
                              tokens_per_s=slice_tokens_per_s(bandwidth.get(gpu, 0.0), memory_slices, weight_bytes,
                                                              kv_read_bytes) if memory_slices else 0.0))
    return sorted(out, key=lambda r: (r.per_hour, r.machines, r.row))


def priced_fleet(fleet: TenantFleet, tenants: int, offers: dict[str, list[tuple[float, int, str]]],
                 bandwidth: dict[str, float]) -> tuple[TenantFleet, list[Rental]] | None:
    """The fleet priced in whole machines (rentals): the cheapest row for its cards becomes the fleet's card, row and
    price a GPU-hour, its month and per-user speed; a card each (`tenants` cards) and the 16-bit plan are priced on that
    same card's rows. None when no row is priced. By hand, 30 tenants → 8 cards on one 8 × A100 machine at $8.24/h ≈
    $6,015 a month; a card each: 30 cards → 4 such machines (32 cards) ≈ $24,061; 16-bit, 15 cards → 2 machines."""
    f = fleet.figures
    rent = rentals(fleet.plan.cards, offers, bandwidth, int(f["slices"]), f["weight_bytes"], f["kv_bytes"])
    if not rent:
        return None
    best = rent[0]
    same = {best.gpu: offers[best.gpu]}
    figures = dict(f, month=best.month, tps=best.tokens_per_s, per_hour=best.per_hour,
                   whole_month=rentals(tenants, same, bandwidth, 0, 0, 0)[0].month,
                   month16=rentals(fleet.plan16.cards, same, bandwidth, 0, 0, 0)[0].month)
    return replace(fleet, gpu=best.gpu, row=best.row, gpu_hour=best.gpu_hour, figures=figures), rent


# the fleet's money figures (priced_fleet, tenant_msg's args), all in USD as the catalog prices them
FLEET_MONEY = ("price", "per_hour", "month", "whole_month", "month16")
OPTION_MONEY = ("per_hour", "month")


def fleet_in_currency(args: Mapping[str, Any], currency: str, usd_cny: float,
                      fx: Mapping[str, float] | None) -> dict[str, Any]:
    """The fleet's args (advisor.core.tenant_note) with every money figure in `currency` (tools.cost.convert_amount,
    at fx.csv's rate), the currency and its units per USD said: the fleet of a 繁體 Taiwan answer is in TWD like the
    rest of it. By hand, 2 × A100 at $1.20/GPU-h = $2.40/h ≈ $1,752 a month → × 32 = 76.80 TWD/h ≈ 56,064 TWD."""
    from tools.cost import convert_amount
    from tools.schema import Msg

    def conv(d: Mapping[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
        return {**d, **{k: convert_amount(float(d[k]), "USD", currency, usd_cny, fx) for k in keys if k in d}}

    out = conv(args, FLEET_MONEY)
    options = args.get("options")
    if isinstance(options, list):
        out["options"] = [Msg(code=o.code, args=conv(o.args, OPTION_MONEY)) if isinstance(o, Msg) else o
                          for o in options]
    out["currency"] = currency
    out["per_usd"] = convert_amount(1.0, "USD", currency, usd_cny, fx)
    return out
