"""An Apple silicon box bought to run a model is a machine, never a rented GPU: its list price (Apple's own launch
announcement), its wall power, and the months it takes to pay back against the cheapest rental that runs the same
job — at the hours a day said, else at 8 h and at 24 h a day, both shown — with a one-line verdict
(tools.buy_verdict). Two boxes are two machines: twice the price and twice the power.

price       = Apple's "starts at" price of the box whose base memory holds the build the answer sizes. A build with
              more memory than the base (a 512 GB M3 Ultra, base 96 GB) costs more, and no sourced price of that
              configuration is held: its price is said as not held (the base price named as the base's only), with
              the rent and power a month it would replace, and no payback or verdict is computed from the base price
              (a 96 GB price paid back a 512 GB box in "≥ 1.2 months", a figure off by the configuration's price)
power/month = the box's maximum continuous power × machines ÷ 1,000 × hours a day × DAYS_PER_MONTH × the price a kWh
              (a desk machine: no PUE, no server host — the same as tools.buy_or_rent.owned_against_rent)
payback     = price ÷ (the rental a month − the power a month) at those hours (tools.buy_or_rent.owned_against_rent)

Rows cover the Macs the catalog holds (catalog/data/gpus.csv, vendor Apple); any other machine returns None and the
answer asks for the quote."""

from __future__ import annotations

from dataclasses import dataclass

from tools.buy_or_rent import OwnedAgainstRent, owned_against_rent
from tools.schema import Msg


@dataclass(frozen=True)
class MachineList:
    """One Apple box's launch list price in USD, the unified memory that price comes with, its power and sources."""
    machine: str
    usd: float
    base_gb: int
    max_w: float  # maximum continuous power at the wall
    source: str
    power_source: str


# Apple's "starts at" prices at launch, each from Apple's announcement as reported the same day:
# Mac mini M4 Pro $1,399 with 24 GB (Apple Newsroom 2024-10-29; The Verge, "Apple announces redesigned Mac Mini with
# M4 chip", 2024-10-29: "the more powerful M4 Pro model has a starting price of $1,399"); Mac Studio M4 Max $1,999 with
# 36 GB and M3 Ultra $3,999 with 96 GB (Apple Newsroom 2025-03-05; Six Colors, "New Mac Studio spans the generations":
# "The base model, still starting at $1999 ... starting at the same $3999 price tag"; Greenbot 2025-03-06: M3 Ultra
# "starts with 96GB of unified memory"); Mac Studio M2 Ultra $3,999 with 64 GB (announced 2023-06-05; iMore,
# "M2 Mac Studio 2023", 2023-06-05: M2 Ultra "Price ... $3999", unified memory from 64GB). Maximum power at the wall:
# Apple's "Mac Studio power consumption and thermal output" support page (support.apple.com/102027, read 2026-12-05)
# gives the M2 Ultra 24-core CPU / 76-core GPU, 192 GB Mac Studio 295 W at Max (measured at the wall, a
# compute-intensive test; the 370 W once written here was a recollection, not that page's figure). Mac mini M4 Pro
# 140 W: Apple's Mac mini power page as quoted on forums.macrumors.com ("a maxed out 2024 Mac mini consumes 5 to 140
# watts", read 2026-12-05). The stored copies of the Mac Studio page list no 2025 model, so Mac Studio 480 W (M4 Max
# and M3 Ultra share the supply) stays from memory, re-check.
_MINI = "Apple Newsroom 2024-10-29 (Mac mini with M4 Pro starts at $1,399)"
_STUDIO = "Apple Newsroom 2025-03-05 (Mac Studio: M4 Max from $1,999, M3 Ultra from $3,999)"
_POWER = "Apple support, Mac power consumption and thermal output (from memory, re-check)"
_POWER_MINI = "Apple support, Mac mini power consumption: 2024 Mac mini up to 140 W (quoted on MacRumors forums, read 2026-12-05)"
_POWER_M2U = "Apple support 102027, Mac Studio power consumption: M2 Ultra 76-core GPU, 192 GB, Max 295 W, read 2026-12-05"
MACHINES: dict[str, MachineList] = {
    "Apple M4 Pro": MachineList("Mac mini M4 Pro", 1399.0, 24, 140.0, _MINI, _POWER_MINI),
    "Apple M4 Max": MachineList("Mac Studio M4 Max", 1999.0, 36, 480.0, _STUDIO, _POWER),
    "Apple M3 Ultra": MachineList("Mac Studio M3 Ultra", 3999.0, 96, 480.0, _STUDIO, _POWER),
    "Apple M2 Ultra": MachineList("Mac Studio M2 Ultra", 3999.0, 64, 295.0,
                                  "Apple announcement 2023-06-05 (iMore the same day: Mac Studio M2 Ultra $3,999, 64 GB)",
                                  _POWER_M2U),
}
EXAMPLE_DAYS = (8.0, 24.0)  # the hours a day shown when none is said: a working day and around the clock


def machine_list(chip: str) -> MachineList | None:
    """The box a chip ships in, with its list price; None for a chip with no held price."""
    return MACHINES.get(chip)


def at_least(m: MachineList, memory_said: float | None, need_gb: float, share: float) -> bool:
    """True when the build needs more memory than the base box has — the memory said is over the base, or none is
    said and the work needs more than the base box's GPU share (the macOS default wired limit, `share`): the list
    price is then a floor. A 64 GB Mac mini M4 Pro said (base 24 GB) → True; 5.4 GB needed, none said, 24 × 0.75 =
    18 GB usable → False (the base box holds it)."""
    if memory_said:
        return memory_said > m.base_gb
    return need_gb > m.base_gb * 1.073741824 * share  # the row's share is of GiB; base_gb is GB as Apple sells it


@dataclass(frozen=True)
class MachinePayback:
    """Buying `machines` boxes against the cheapest rental of the same job, at each hours-a-day shown."""
    machines: int
    price: float  # list price × machines, in the answer's currency
    floor: bool  # the price is a floor (a bigger-memory build than the base)
    watts: float  # max continuous power × machines
    days: tuple[OwnedAgainstRent, ...]


def machine_payback(unit_price: float, machines: int, m: MachineList, floor: bool, rent_per_hour: float,
                    per_kwh: float, hours_a_day: float | None) -> MachinePayback:
    """Payback of `machines` boxes at the hours a day said, else at EXAMPLE_DAYS. By hand, two Mac mini M4 Pro
    ($1,399 each = $2,798, 2 × 140 W = 280 W) against a $0.25 rental hour at $0.13 a kWh: 8 h a day → 8 × 30.4 =
    243.3 h a month → rent $60.83, power 0.28 kW × 243.3 h × $0.13 = $8.86 → 2,798 ÷ 51.97 = 53.8 months; 24 h a day
    → 730 h → rent $182.50, power $26.57 → 2,798 ÷ 155.93 = 17.9 months."""
    watts = m.max_w * machines
    price = unit_price * machines
    days = (hours_a_day,) if hours_a_day else EXAMPLE_DAYS
    return MachinePayback(machines, price, floor, watts,
                          tuple(owned_against_rent(price, watts, d, rent_per_hour, per_kwh) for d in days))


def machine_line(chip: str, machines: int, memory: tuple[float | None, float, float], rent_per_hour: float | None, rent_row: str,
                 currency: str, to_cur: float, per_kwh: float, kwh_said: bool, hours_a_day: float | None,
                 said_unit: float | None = None, basis: dict[str, str | None] | None = None) -> Msg | None:
    """The purchase line under an owned Apple box's verdict: `machines` boxes at the list price (`to_cur`: units of
    the answer's currency a USD), their power, the payback at each hours a day shown against the cheapest rental
    that runs the job (`rent_per_hour`, the whole instance an hour) and the verdict (tools.buy_verdict). None for a
    chip with no held price or no rental to weigh it against. A price the user said for one box (`said_unit`, in the
    answer's currency) is that box's price: used as is, never a floor, its source "the price you gave". `basis`: where
    an assumed per_kwh comes from (tools.power_tariff.tariff_basis)."""
    from tools.buy_verdict import verdict
    from tools.wording import money_text

    m = machine_list(chip)
    if m is None or not rent_per_hour:
        return None
    floor = not said_unit and at_least(m, *memory)
    if floor:  # the configured box's price is not held: the rent and power it replaces, no payback from the base
        base = machine_payback(m.usd * to_cur, max(1, machines), m, False, rent_per_hour, per_kwh, hours_a_day)
        return Msg(code="machine.buy_unheld", args={
            "n": base.machines, "machine": m.machine, "gb": memory[0], "base_gb": m.base_gb,
            "base": money_text(m.usd * to_cur, currency, 0), "source": m.source, "w": base.watts,
            "power_source": m.power_source, "kwh": money_text(per_kwh, currency), "kwh_said": kwh_said,
            "rent": money_text(rent_per_hour, currency), "row": rent_row, "shown": len(base.days)} | (basis or {}) | {
            f"{k}{i}": val for i, d in enumerate(base.days) for k, val in (
                ("h", d.hours_a_day), ("rent", money_text(d.rent_month, currency, 0)),
                ("power", money_text(d.power_month, currency, 0)))})
    unit = said_unit or m.usd * to_cur
    p = machine_payback(unit, max(1, machines), m, floor, rent_per_hour, per_kwh, hours_a_day)
    v = verdict(p.price, p.watts, rent_per_hour, per_kwh, hours_a_day)
    return Msg(code="machine.buy", args={
        "n": p.machines, "machine": m.machine, "unit": money_text(unit, currency, 0), "said": bool(said_unit),
        "price": money_text(p.price, currency, 0), "floor": floor, "base_gb": m.base_gb,
        "source": m.source, "w": p.watts, "power_source": m.power_source, "kwh": money_text(per_kwh, currency),
        "kwh_said": kwh_said, "rent": money_text(rent_per_hour, currency), "row": rent_row,
        "shown": len(p.days), "verdict": v.verdict, "even_h": v.break_even_h, "horizon": v.months, "years": v.months / 12
    } | (basis or {}) | {
        f"{k}{i}": val for i, d in enumerate(p.days) for k, val in (
            ("h", d.hours_a_day), ("rent", money_text(d.rent_month, currency, 0)),
            ("power", money_text(d.power_month, currency, 0)), ("months", d.payback_months))})
