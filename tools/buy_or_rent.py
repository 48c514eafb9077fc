"""Buy a GPU server or rent the same GPUs? A quoted purchase price against the catalog's on-demand GPU-hours over the
same horizon at the stated utilisation — no model is needed (the job's size does not change the comparison: both
sides run the same GPUs the same hours).

rent  = GPUs × horizon hours × utilisation × the on-demand price of one GPU-hour (the catalog's cheapest row for the
        card, and its median row as the typical price)
buy   = the quote + power: (GPU TDP × count + host) × PUE × the busy hours × $/kWh
break-even utilisation u*: quote + power(u*) = rent(u*) → u* = quote ÷ (GPUs × hours × price − full-time power)
no quote said: the break-even price a GPU at the stated use, (rent(u) − power(u)) ÷ GPUs — the purchase price below
        which buying wins, said with the rent, never a guessed street price (none is held here)

Stated assumptions (each said with the answer): POWER_USD_PER_KWH, PUE, HOST_W_PER_GPU; the idle draw, colocation
space, support, staff time and resale are not counted (said as such)."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH
from tools.cost import convert_amount, per_gpu_price
from tools.power import energy_cost
from tools.schema import GPUSpec, InstanceRow, ModelArch, Resolved

# US commercial-sector average retail electricity price, 2024: 12.7–13.0 ¢/kWh (U.S. EIA, Electric Power Monthly,
# Table 5.6.A); an assumption said with the answer — a datacentre's or another country's price differs.
POWER_USD_PER_KWH = 0.13
# Average annual data-centre PUE, 1.58 (Uptime Institute Global Data Center Survey 2023): the cooling and power
# overhead on every watt the server draws.
PUE = 1.58
# The host around the GPUs (CPUs, memory, NICs, NVSwitch, fans) per GPU: NVIDIA DGX H100 datasheet, 10.2 kW maximum
# system power, less 8 × 700 W of GPUs = 4.6 kW ÷ 8 = 575 W a GPU.
HOST_W_PER_GPU = 575.0
HOURS_A_YEAR = 12 * HOURS_PER_MONTH  # 8,760 h


@dataclass(frozen=True)
class RentPrice:
    """A catalog row's on-demand price of one GPU-hour, in the answer's currency."""
    row: str
    per_gpu_hour: float


@dataclass(frozen=True)
class BuyOrRent:
    gpus: int
    gpu: str
    years: float
    utilisation: float | None  # None: not said (rent shown at 100 %)
    busy_gpu_hours: float  # GPUs × horizon hours × utilisation (or 100 %)
    cheapest: RentPrice
    typical: RentPrice
    rent_cheapest: float
    rent_typical: float
    power_kw: float  # (TDP × GPUs + host) at the wall, before PUE
    power_cost: float  # at the utilisation's busy hours × PUE × $/kWh
    buy: float  # quote + power
    break_even_cheapest: float | None  # utilisation (0–1+) where buying equals renting; None: renting always cheaper
    break_even_typical: float | None


def rent_prices(rows: Iterable[InstanceRow], gpu: str, count: int, currency: str, usd_cny: float,
                fx: Mapping[str, float] | None) -> tuple[RentPrice, RentPrice] | None:
    """The cheapest on-demand GPU-hour of `gpu` in the catalog rows (instance price ÷ its GPU count, converted), and a
    typical one: the median of each seller's cheapest (a seller listed in many regions counts once), from the rows with
    `count` GPUs where any is listed (the server bought has that many), else from every row of the card. None when no
    row prices it."""
    def priced(want: int | None) -> list[RentPrice]:
        out = []
        for r in rows:
            if r.gpu != gpu or r.quarantined or r.price_scope != "instance" or not r.price_on_demand or not r.gpu_count or \
                    (want is not None and r.gpu_count != want):
                continue
            v = convert_amount(per_gpu_price(r.price_on_demand, r.gpu_count), r.currency, currency, usd_cny, fx)
            if v:
                out.append(RentPrice(f"{r.provider} {r.instance_type}", v))
        return sorted(out, key=lambda p: p.per_gpu_hour)

    got = priced(count) or priced(None)
    if not got:
        return None
    sellers = list({p.row.split()[0]: p for p in reversed(got)}.values())  # each seller's cheapest row, once
    median = statistics.median_low([p.per_gpu_hour for p in sellers])
    return got[0], next(p for p in sellers if p.per_gpu_hour == median)


WEEKS_A_YEAR = HOURS_A_YEAR / (7 * 24)  # 52.14
RUNS_PER = {"month": 12.0, "quarter": 4.0, "year": 1.0, "week": WEEKS_A_YEAR}  # runs said a period → runs a year


def runs_over(runs: float, per: str | None, years: float) -> float:
    """The runs over the horizon: said a month (× 12 a year), a quarter (× 4), a week (× 52.14) or a year, else the
    count said is the whole horizon's. 20 a month over 3 years = 20 × 12 × 3 = 720 runs; 50 runs (no period) = 50."""
    return runs * RUNS_PER[per] * years if per in RUNS_PER else runs


def utilisation_of_runs(runs_total: float, hours_each: float, years: float) -> float:
    """The share of the horizon's hours the cards work when each run uses all of them for `hours_each` hours, at most
    1 (every hour): 720 runs × 10 h ÷ (3 × 8,760 h) = 7,200 ÷ 26,280 = 0.274."""
    return min(1.0, runs_total * hours_each / (years * HOURS_A_YEAR))


def run_hours_to_break_even(break_even_utilisation: float, years: float, runs_total: float) -> float:
    """How long each run must keep the cards busy for buying to cost the same as renting: the break-even utilisation
    × the horizon's hours ÷ the runs. 68.4 % × 26,280 h ÷ 50 runs = 359.5 h a run."""
    return break_even_utilisation * years * HOURS_A_YEAR / runs_total


def job_run_hours(arch: ModelArch, w: Resolved, g: GPUSpec, gpus: int) -> float | None:
    """Wall hours one run of a sized training job (`w.train_tokens`) takes on `gpus` × `g` in one machine: the
    training-time model (tools.speed.train_time: model FLOPs a token × tokens ÷ (GPUs × dense peak × MFU)), whose
    runs a year are the hours a bought server would work — never every hour. By hand: Qwen2.5-32B full fine-tune on
    2 B tokens: 6 × 32.8 B × 2e9 ≈ 3.9e20 FLOPs ÷ (8 × 989 TFLOPS × ≈ 35–45 % MFU) ≈ 30–40 h a run; four a year ≈ 150 h
    of 8,760 ≈ 2 %. None without a token count."""
    from tools.speed import train_time

    hours, _, _ = train_time(arch, w, g, gpus)
    return hours


def job_hours_a_year(hours_each: float, per: str | None, runs: float = 1.0) -> tuple[float, float] | None:
    """The hours a year a job run `runs` times each `per` keeps the cards busy, and that as a % of the year's
    HOURS_A_YEAR: 40 h once a quarter → 160 h, 1.8 %; 12 runs a year of 31 h → 374 h, 4.3 %. None without a period
    (RUNS_PER)."""
    if per not in RUNS_PER:
        return None
    year_h = hours_each * runs * RUNS_PER[per]
    return year_h, 100 * year_h / HOURS_A_YEAR


def horizon_hours(years: float) -> float:
    """The horizon's hours: 3 years × 8,760 h = 26,280 h."""
    return years * HOURS_A_YEAR


EXAMPLE_RUN_HOURS = 10.0  # the run length the no-quote runs line works an example at (an illustration, said as such)


def run_hour_worth(gpus: int, tdp_w: float, years: float, runs_total: float, prices: tuple[RentPrice, RentPrice],
                   per_kwh: float) -> tuple[float, float]:
    """With no quote, what each hour a run lasts is worth of one card's price: the break-even price a card (no_quote)
    at runs of one hour each, and at EXAMPLE_RUN_HOURS — both linear in the hours, since the rent saved and the power
    paid both grow with them. Never below 0 (power alone costs more than renting)."""
    per_hour = max(no_quote(gpus, tdp_w, years, utilisation_of_runs(runs_total, 1.0, years), prices,
                            per_kwh).even_cheapest, 0.0)
    return per_hour, per_hour * EXAMPLE_RUN_HOURS


def power_kw(tdp_w: float, gpus: int) -> float:
    """The server's draw at full load: (TDP × GPUs + HOST_W_PER_GPU × GPUs) ÷ 1,000 (8 × H100 at 700 W: 10.2 kW)."""
    return (tdp_w + HOST_W_PER_GPU) * gpus / 1000


def power_cost(kw: float, hours: float, per_kwh: float) -> float:
    """kW × PUE × hours × price a kWh (tools.power.energy_cost at this module's data-centre PUE): 10.2 kW × 1.58 ×
    15,768 h × $0.13 = $33,035."""
    return energy_cost(kw, hours, per_kwh, PUE)


def break_even(quote: float, gpus: int, hours: float, price: float, full_power: float) -> float | None:
    """The utilisation where quote + power(u) = rent(u): quote ÷ (GPUs × hours × price − power at 100 %); None when
    the power alone costs more than renting (renting is always cheaper). By hand: 250,000 ÷ (8 × 26,280 × 2.00 −
    55,058) = 250,000 ÷ 365,422 = 0.684."""
    margin = gpus * hours * price - full_power
    return quote / margin if margin > 0 else None


def buy_or_rent(quote: float, gpus: int, gpu: str, tdp_w: float, years: float, utilisation: float | None,
                prices: tuple[RentPrice, RentPrice], per_kwh: float) -> BuyOrRent:
    """The comparison over `years` (HOURS_A_YEAR each) at `utilisation` (None: rent at 100 %, the break-even said).
    By hand, $250k for 8 × H100 (700 W), 3 years = 26,280 h, 60 %: 126,144 GPU-hours; at $2.00 a GPU-hour rent =
    $252,288; power 10.2 kW × 1.58 × 15,768 h × $0.13 = $33,035 → buy $283,035."""
    hours = years * HOURS_A_YEAR
    u = utilisation if utilisation is not None else 1.0
    busy = gpus * hours * u
    kw = power_kw(tdp_w, gpus)
    power = power_cost(kw, hours * u, per_kwh)
    full = power_cost(kw, hours, per_kwh)
    cheap, typical = prices
    return BuyOrRent(gpus, gpu, years, utilisation, busy, cheap, typical, busy * cheap.per_gpu_hour,
                     busy * typical.per_gpu_hour, kw, power, quote + power,
                     break_even(quote, gpus, hours, cheap.per_gpu_hour, full),
                     break_even(quote, gpus, hours, typical.per_gpu_hour, full))


@dataclass(frozen=True)
class NoQuote:
    """Renting `gpus` × `gpu` at `utilisation` over `years`, and the purchase price a GPU below which buying wins."""
    gpus: int
    years: float
    utilisation: float
    month_gpu_hours: float  # GPUs × the busy hours of a month
    cheapest: RentPrice
    typical: RentPrice
    month_cheapest: float
    month_typical: float
    rent_cheapest: float  # over the horizon
    rent_typical: float
    power_kw: float
    power_cost: float  # over the horizon at the utilisation
    even_cheapest: float  # a GPU's break-even purchase price (≤ 0: power alone costs more than renting)
    even_typical: float


def no_quote(gpus: int, tdp_w: float, years: float, utilisation: float, prices: tuple[RentPrice, RentPrice],
             per_kwh: float) -> NoQuote:
    """No purchase price said: the rent a month and over `years`, and the price a GPU (with its share of the host)
    at which buying costs the same, (rent − power) ÷ GPUs. By hand, 4 × RTX 4090 (450 W) 7 h a day (u = 7/24) for 3
    years at $0.30 a GPU-hour: a month 4 × 730 × 7/24 = 851.7 GPU-hours = $255.50; 3 years = 30,660 GPU-hours =
    $9,198; power (450 + 575) × 4 = 4.1 kW × 1.58 × 7,665 h × $0.13 = $6,455 → (9,198 − 6,455) ÷ 4 = $686 a card."""
    hours = years * HOURS_A_YEAR
    busy = gpus * hours * utilisation
    month = gpus * HOURS_PER_MONTH * utilisation
    kw = power_kw(tdp_w, gpus)
    power = power_cost(kw, hours * utilisation, per_kwh)
    cheap, typical = prices
    return NoQuote(gpus, years, utilisation, month, cheap, typical, month * cheap.per_gpu_hour,
                   month * typical.per_gpu_hour, busy * cheap.per_gpu_hour, busy * typical.per_gpu_hour, kw, power,
                   (busy * cheap.per_gpu_hour - power) / gpus, (busy * typical.per_gpu_hour - power) / gpus)


@dataclass(frozen=True)
class OwnedAgainstRent:
    """A desktop machine bought outright (a DGX Spark, a Mac: tools.owned_device.owned_only) against renting a cloud
    card the same hours: the month's rent, the machine's own power, and the months its price takes to pay back."""
    hours_a_day: float
    month_hours: float  # hours a day × DAYS_PER_MONTH (30.4)
    rent_month: float  # the cheapest rent a GPU-hour × month_hours
    power_month: float  # the machine's draw × month_hours × $/kWh (a desk machine: no PUE, no server host)
    payback_months: float | None  # quote ÷ (rent − power) a month; None when renting costs no more than the power


def owned_against_rent(quote: float, machine_w: float, hours_a_day: float, rent_per_hour: float,
                       per_kwh: float) -> OwnedAgainstRent:
    """By hand, a $4,000 DGX Spark (GB10 TDP 140 W) against one H100 at $1.82 a GPU-hour 4 h a day: 4 × 30.4 = 121.7 h
    a month → rent $221.4; power 0.14 kW × 121.7 h × $0.13 = $2.21 → payback 4,000 ÷ 219.2 = 18.2 months."""
    month = hours_a_day * DAYS_PER_MONTH
    rent = rent_per_hour * month
    power = energy_cost(machine_w / 1000, month, per_kwh)  # a desk machine at the user's socket: no PUE
    return OwnedAgainstRent(hours_a_day, month, rent, power, quote / (rent - power) if rent > power else None)


def owned_after_buying(owned: int, more: int) -> int:
    """The cards the user holds after buying `more` of the card they already own `owned` of ("we have 2 × RTX A6000 …
    should we buy 2 more?": 2 + 2 = 4 × RTX A6000, tensor parallel 4 over one box)."""
    return owned + more


def purchase_step(currency: str) -> float:
    """A round step of purchase price to say a job's break-even against ("per $10,000", "每 ¥100,000"): 10,000 of a
    dollar-sized currency, 100,000 of a yuan / HK$ / NT$-sized one, 1,000,000 of a yen-sized one. Not a price: the
    purchase price is never guessed here (none is held), the step only makes (price ÷ job) readable."""
    small = {"CNY": 1e5, "HKD": 1e5, "TWD": 1e6, "JPY": 1e6, "INR": 1e6, "KRW": 1e7}
    return small.get(currency.upper(), 1e4)


def jobs_to_break_even(purchase: float, job_cost: float) -> float | None:
    """How many runs of a rented job a purchase must replace to pay for itself, power not counted (it only adds to
    buying): purchase ÷ the job's rent. By hand: a $46.06 rented fine-tune against each $10,000 of purchase price →
    10,000 ÷ 46.06 ≈ 217 jobs; None for a job with no cost."""
    return purchase / job_cost if job_cost > 0 else None


def job_gpu_hours(job_hours: float | None, gpus: float, instances: int = 1) -> float | None:
    """The GPU-hours a rented job holds: its wall hours × the GPUs of one machine × the machines (3.2 h on one
    8 × H100 node = 25.7 GPU-hours with 3.21 h); None without the hours."""
    return job_hours * gpus * instances if job_hours else None
