"""The electricity the user's own cards draw, priced at the stated rate per kWh (`Workload.power_price`), beside the
same machine rented: an owned-versus-rent comparison, never a budget.

The draw is each card's board power (TDP, `GPUSpec.tdp_w` in catalog/data/gpus.csv, from the makers' datasheets)
at full load: an upper bound for the cards; the rest of the machine (CPU, fans, PSU loss) adds to it and an idle
card draws far less, both said beside the figure."""

from __future__ import annotations

from tools.schema import GPUSpec, InstanceRow, Msg
from tools.wording import money_text


def power_kw(tdp_w: float, n_gpus: int) -> float:
    """The cards' draw at full load in kW: TDP × cards / 1,000 (2 × 350 W = 0.70 kW)."""
    return tdp_w * n_gpus / 1000


def energy_cost(kw: float, hours: float, price_per_kwh: float, pue: float = 1.0) -> float:
    """The one electricity formula of the answers: kW × hours × the price per kWh × PUE. `pue` is the building's power
    usage effectiveness, the cooling and power overhead on every watt the machine draws: 1.0 for cards or a desk
    machine at the user's own socket (this module, tools.buy_or_rent.owned_against_rent), tools.buy_or_rent.PUE (1.58,
    Uptime Institute Global Data Center Survey 2023) for a server in a data centre (tools.buy_or_rent.power_cost).
    By hand: 0.70 kW × 730 h × 0.30 × 1.0 = 153.3; 10.2 kW × 15,768 h × $0.13 × 1.58 = $33,035."""
    return kw * hours * price_per_kwh * pue


def power_cost(tdp_w: float, n_gpus: int, price_per_kwh: float, hours: float) -> float:
    """The electricity of `hours` at full load: kW × hours × the price per kWh (0.70 kW × 730 h × 0.30 = 153.3), no PUE
    (the cards at the user's own socket): energy_cost."""
    return energy_cost(power_kw(tdp_w, n_gpus), hours, price_per_kwh)


def power_line(gpu: str, tdp_w: float | None, n_gpus: int, price_per_kwh: float, rent_hourly: float | None, hours: float,
               currency: str, assumed: bool = False, basis: dict[str, str | None] | None = None) -> Msg | None:
    """The owned cards' power an hour and over `hours` (a month around the clock) against the rented machine's price
    an hour, both in `currency` (the caller converts the stated rate, tools.cost.convert_amount). `assumed`: no rate
    was said, so the rate is the labelled assumption and the line asks for the user's own. None when the card has no
    TDP listed. `rent_hourly` None: no rental is set beside it (the data stays on the user's premises). `basis`: where
    the assumed rate comes from (tools.power_tariff.tariff_basis: the place, its source and as_of, or the place with no
    figure on file), said beside the rate."""
    if not tdp_w or n_gpus < 1 or price_per_kwh <= 0:
        return None
    hour = power_cost(tdp_w, n_gpus, price_per_kwh, 1)
    return Msg(code="recommend.owned.power", args={
        "n": n_gpus, "gpu": gpu, "tdp": int(tdp_w), "kw": power_kw(tdp_w, n_gpus),
        "rate": money_text(price_per_kwh, currency), "hour": money_text(hour, currency),
        "month": money_text(hour * hours, currency, 0), "hours": hours,
        "rent": None if rent_hourly is None else money_text(rent_hourly, currency),
        "times": None if rent_hourly is None else rent_hourly / hour, "assumed": assumed, **(basis or {})})


def job_power_line(gpu: str, tdp_w: float | None, n_gpus: int, price_per_kwh: float, hours: float, currency: str,
                   assumed: bool = False, basis: dict[str, str | None] | None = None) -> Msg | None:
    """The electricity of one sized job on the user's own cards: kW × the job's hours on them × the price per kWh
    (`power_cost`), with the kWh it draws, in `currency`. `assumed`: no rate was said (the labelled default, and the
    line asks for the user's own). None when the card has no TDP listed or the job has no hours. By hand: an RTX 4080
    SUPER (320 W) for 29.8 h = 0.32 kW × 29.8 h = 9.5 kWh; at HK$1.01 a kWh ≈ HK$9.6 (cards only)."""
    if not tdp_w or n_gpus < 1 or price_per_kwh <= 0 or hours <= 0:
        return None
    kwh = power_kw(tdp_w, n_gpus) * hours
    return Msg(code="recommend.owned.power_job", args={
        "n": n_gpus, "gpu": gpu, "tdp": int(tdp_w), "kw": power_kw(tdp_w, n_gpus), "hours": hours, "kwh": kwh,
        "rate": money_text(price_per_kwh, currency),
        "cost": money_text(power_cost(tdp_w, n_gpus, price_per_kwh, hours), currency), "assumed": assumed,
        **(basis or {})})


# The host of a one-box workstation (CPU, board, memory, disks, fans) counted against a stated power budget: a 16-core
# desktop CPU's default TDP, 170 W (AMD Ryzen 9 7950X product specifications, from memory, re-check); memory, disks and
# fans add tens of watts beyond it, so the answer says to measure the built box at the wall.
HOST_RESERVE_W = 170.0


def within_power(budget_w: float, tdp_w: float | None, n_gpus: int) -> bool:
    """Do n cards of this TDP and the host reserve fit a stated power budget? TDP × n + HOST_RESERVE_W ≤ budget.
    By hand, 800 W: 1 × L40S (350 W) → 520 W ✓; 2 × RTX A6000 (300 W) → 770 W ✓; 2 × L40S → 870 W ✗; 2 × RTX 4090
    (450 W) → 1,070 W ✗. A card with no TDP listed never fits (its draw is unknown)."""
    return bool(tdp_w) and (tdp_w or 0) * n_gpus + HOST_RESERVE_W <= budget_w


def power_rows(budget_w: float | None, gpus: dict[str, GPUSpec], rows: list[InstanceRow]) -> list[InstanceRow]:
    """The machines a power-capped box may be: rows whose cards' TDP sum with the host fits `budget_w`
    (within_power); all rows without a budget."""
    if not budget_w:
        return rows
    return [r for r in rows if (g := gpus.get(r.gpu)) is not None and within_power(budget_w, g.tdp_w, int(r.gpu_count or 1))]
