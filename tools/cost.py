"""Money: per-GPU price, price-performance, job cost per billing mode, cost per million tokens.

Sources (seed 002, "计费模式对比" and "核心参数指标"; seed 000 "竞价 GPU"):
- C_per_gpu = C_instance / G;  R = TFLOPS / price per hour;  C_total = C_instance × T + C_storage + C_traffic;
- spot is for restartable work with checkpoints ≤ 15 min apart; an interruption loses on average half
  a checkpoint interval plus the restart (rework added to the job's hours);
- monthly-reserved pays off only above a utilisation: break-even = monthly price ÷ (hourly × 730 h);
- inference: cost per 1 M tokens = hourly price ÷ (tokens/s × 3600) × 10⁶ (seed 000, 24-hour plan step 4).
Currency conversion uses a rate the caller states (default USD_CNY_DEFAULT, configurable).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from tools import schedule
from tools.constants import BUSINESS_DAYS_PER_MONTH, HOURS_PER_DAY, HOURS_PER_MONTH
from tools.constants import PERIOD_HOURS as PERIOD_HOURS  # re-exported: the batch periods read it here
from tools.schema import Budget, CostLine, InstanceRow, Money, Msg, Workload

# "during business hours" / 工作时间 with no hours said: office hours, 9:00–18:00 on weekdays (tools.schedule)
USD_CNY_DEFAULT = 7.2  # configurable (GPU_ADVISOR_USD_CNY); every answer states the rate used
SPOT_INTERRUPTIONS_PER_HOUR = 0.05  # assumption: one reclaim per 20 h of spot time (no public per-hour rate)
RESTART_HOURS = 0.1  # assumption: 6 min to get a new instance and reload the checkpoint
CHECKPOINT_MINUTES = 15  # seed 000: checkpoints ≤ 15 min apart for spot


def per_gpu_price(instance_price: float, gpus: float) -> float:
    """C_单卡 = C_实例 / G (seed 002)."""
    if gpus <= 0:
        raise ValueError("GPU count must be positive")
    return instance_price / gpus


def tflops_per_price(tflops: float, price_per_hour: float) -> float:
    """R = F_TFLOPS / C_per_hour (seed 002): compute bought per currency unit per hour."""
    if price_per_hour <= 0:
        raise ValueError("price must be positive")
    return tflops / price_per_hour


def total_cost(instance_per_hour: float, hours: float, storage: float = 0.0, traffic: float = 0.0) -> float:
    """C_总 = C_实例 × T + C_存储 + C_流量 (seed 002)."""
    return instance_per_hour * hours + storage + traffic


def per_usd(currency: str, usd_cny: float = USD_CNY_DEFAULT, fx: Mapping[str, float] | None = None) -> float:
    """Units of `currency` per US dollar: USD 1, CNY the stated `usd_cny`, any other from `fx` (the caller reads
    catalog/data/fx.csv). A currency without a rate is an error, never a guess (a TWD price divided by the CNY
    rate was 230× too small)."""
    if currency == "USD":
        return 1.0
    rate = usd_cny if currency == "CNY" else (fx or {}).get(currency)
    if rate is None:
        raise ValueError(f"no exchange rate for {currency}")
    if rate <= 0:
        raise ValueError("exchange rate must be positive")
    return rate


def convert(m: Money, to: str, usd_cny: float = USD_CNY_DEFAULT, fx: Mapping[str, float] | None = None) -> Money:
    if usd_cny <= 0:
        raise ValueError("exchange rate must be positive")
    if m.currency == to:
        return m
    amount = convert_amount(m.amount, m.currency, to, usd_cny, fx)
    return Money(amount=amount, currency=to)  # type: ignore[arg-type]


def convert_amount(amount: float | None, frm: str, to: str, usd_cny: float,
                   fx: Mapping[str, float] | None) -> float | None:
    """The one currency conversion: `amount` in `frm` → `to`, through USD at each currency's own rate per USD
    (`per_usd`). The recommender calls this once per catalog row: no model objects. Both rates are required: a
    caller that left out `fx` converted USD and CNY and crashed on TWD (a 繁體 spot answer), so mypy now refuses it."""
    if amount is None:
        return None
    if usd_cny <= 0:
        raise ValueError("exchange rate must be positive")
    if frm == to:
        return amount
    src, dst = per_usd(frm, usd_cny, fx), per_usd(to, usd_cny, fx)
    return amount * dst if src == 1.0 else amount / src if dst == 1.0 else amount / src * dst


def cheapest_gpu_hour(offers: Iterable[InstanceRow], currency: str, usd_cny: float = USD_CNY_DEFAULT,
                      fx: Mapping[str, float] | None = None) -> dict[str, float]:
    """The lowest on-demand price of one GPU-hour per catalog GPU name, in `currency`: each offer's
    instance price ÷ its GPU count (`per_gpu_price`, seed 002), converted at the stated rate. Offers
    without an on-demand price or GPU count say nothing; GPUs with no priced offer are absent."""
    cheapest: dict[str, float] = {}
    for o in offers:
        if o.price_on_demand is not None and o.gpu_count:
            v = convert_amount(per_gpu_price(o.price_on_demand, o.gpu_count), o.currency, currency, usd_cny, fx)
            if v is not None and v < cheapest.get(o.gpu, math.inf):
                cheapest[o.gpu] = v
    return cheapest


def reference_gpu_hour(offers: Iterable[InstanceRow], gpu: str, currency: str, usd_cny: float,
                       fx: Mapping[str, float] | None) -> tuple[InstanceRow, float] | None:
    """The row with the lowest citable on-demand price of one `gpu` GPU-hour anywhere in the catalog, and that price in
    `currency` (the instance price ÷ its GPU count, converted at the answer's rate, as `cheapest_gpu_hour`): the
    reference figure beside a plan on a card that has no price where the user asked (AutoDL, Volcano, a mainland
    cloud's family). Only rankable rows count (not quarantined by `catalog check`, an instance's own price): the figure
    is a real listed price somewhere else, never one invented for the place asked. None when no row prices the card."""
    best: tuple[InstanceRow, float] | None = None
    for o in offers:
        if o.gpu != gpu or o.quarantined or o.price_scope != "instance" or not o.price_on_demand or not o.gpu_count:
            continue
        v = convert_amount(per_gpu_price(o.price_on_demand, o.gpu_count), o.currency, currency, usd_cny, fx)
        if v is not None and (best is None or v < best[1]):
            best = (o, v)
    return best


def days_to_hours(days: float) -> float:
    """A deadline stated in days as the hours the planner works in."""
    return days * HOURS_PER_DAY


def hours_to_days(hours: float) -> float:
    """The planner's hours back as the days a deadline argument takes (the inverse of days_to_hours)."""
    return hours / HOURS_PER_DAY


def spot_rework_hours(hours: float, checkpoint_minutes: float = CHECKPOINT_MINUTES,
                      interruptions_per_hour: float = SPOT_INTERRUPTIONS_PER_HOUR,
                      restart_hours: float = RESTART_HOURS) -> float:
    """Expected extra hours on spot: each reclaim loses half a checkpoint interval plus a restart."""
    return hours * interruptions_per_hour * (checkpoint_minutes / 60 / 2 + restart_hours)


def reserved_break_even(monthly: float, hourly_on_demand: float) -> float:
    """Utilisation above which monthly-reserved beats on-demand: M ÷ (H × 730)."""
    return monthly / (hourly_on_demand * HOURS_PER_MONTH)


def break_even_gpu_hour(reference_job_cost: float, gpu_hours: float) -> float | None:
    """The price per GPU-hour below which a job of `gpu_hours` on an unpriced card costs less than a priced plan's
    whole job (`reference_job_cost`): the job on the unpriced card costs gpu_hours × its price, so it wins below
    reference ÷ gpu_hours. A reference worked from a real price, never a price for the unpriced card."""
    return reference_job_cost / gpu_hours if gpu_hours > 0 and reference_job_cost > 0 else None


def cost_per_million_tokens(price_per_hour: float, tokens_per_s: float) -> float:
    """Price per hour ÷ (tokens/s × 3600) × 10⁶ (seed 000 §11, the 24-hour plan's step 4)."""
    if tokens_per_s <= 0:
        raise ValueError("throughput must be positive")
    return price_per_hour / (tokens_per_s * 3600) * 1e6


def cost_line(
    row: InstanceRow, *, instances: int = 1, job_hours: float | None = None, tflops: float | None = None,
    tokens_per_s: float | None = None, restartable: bool = True, currency: str | None = None,
    usd_cny: float = USD_CNY_DEFAULT, storage: float = 0.0, traffic: float = 0.0,
    checkpoint_minutes: float = CHECKPOINT_MINUTES, billing: str = "on_demand", fx: Mapping[str, float] | None = None,
) -> CostLine:
    """Every cost figure for `instances` copies of `row` (a multi-node plan uses several). The per-GPU-hour,
    TFLOPS-per-money and per-million-token figures use the `billing` mode the plan is ranked by."""
    cur = currency or row.currency

    def cv(x: float | None) -> float | None:
        return None if x is None else convert_amount(x * instances, row.currency, cur, usd_cny, fx)

    line = CostLine(currency=cur)  # type: ignore[arg-type]
    line.hourly_on_demand = cv(row.price_on_demand)
    line.hourly_spot = cv(row.price_spot)
    line.monthly_reserved = cv(row.price_reserved_month)
    base = line.hourly_on_demand
    if billing == "spot" and line.hourly_spot is not None:
        base = line.hourly_spot
    elif billing == "reserved" and line.monthly_reserved is not None:
        base = line.monthly_reserved / HOURS_PER_MONTH
    gpus = (row.gpu_count or 0) * instances
    if base is not None and gpus > 0:
        line.per_gpu_hour = per_gpu_price(base, gpus)
        if tflops:
            line.tflops_per_currency_hour = tflops_per_price(tflops, base)
    if job_hours is not None:
        line.job_hours = job_hours
        if line.hourly_on_demand is not None:
            line.job_on_demand = total_cost(line.hourly_on_demand, job_hours, storage, traffic)
        if line.hourly_spot is not None:
            if restartable:
                line.job_spot = total_cost(line.hourly_spot, job_hours + spot_rework_hours(job_hours, checkpoint_minutes),
                                           storage, traffic)
            else:
                line.notes.append("spot not priced: the workload is not restartable (spot is never for online inference)")
        if line.monthly_reserved is not None:
            line.job_reserved = line.monthly_reserved * max(1, math.ceil(job_hours / HOURS_PER_MONTH)) + storage + traffic
    if line.monthly_reserved is not None and base:
        line.reserved_break_even_utilisation = reserved_break_even(line.monthly_reserved, base)
    if tokens_per_s and base is not None:
        line.cost_per_million_tokens = cost_per_million_tokens(base, tokens_per_s)
    return line


PRICED_CURRENCIES = ("USD", "CNY")  # the catalog's prices are in these two; others are converted first


def to_priced_currency(w: Workload, per_usd: float | None, as_of: str = "", source: str = "") -> tuple[Workload, Msg | None]:
    """A budget in TWD, HKD, EUR, JPY or GBP converted to USD at the stated rate (units per US dollar, from
    catalog/data/fx.csv, overridable), with the sentence that says so; refused openly (the budget dropped,
    said) when no rate is known. USD and CNY budgets are returned unchanged."""
    b = w.budget or (Budget(amount=w.budget_per_hour.amount, currency=w.budget_per_hour.currency, per="hour")
                     if w.budget_per_hour else None)
    if b is None or b.currency in PRICED_CURRENCIES:
        return w, None
    if not per_usd or per_usd <= 0:
        msg = Msg(code="cost.no_exchange_rate_for", args={"currency": b.currency})
        return w.model_copy(update={"budget": None, "budget_per_hour": None}), msg
    usd = Budget(amount=b.amount / per_usd, currency="USD", per=b.per,
                 gpu_hour=b.gpu_hour / per_usd if b.gpu_hour else None, gpus=b.gpus)  # a per-GPU-hour cap stays one
    update: dict[str, Budget | Money | None] = {"budget": usd}
    if w.budget_per_hour is not None or b.per == "hour":
        update["budget_per_hour"] = Money(amount=usd.amount, currency="USD")
    rate = f"1 USD = {per_usd:g} {b.currency}" + (f" ({source}, {as_of})" if as_of else "")
    per = Msg(code="period.per", args={"per": b.per})
    msg = Msg(code="cost.budget_converted_at", args={
        "amount": b.amount, "currency": b.currency, "per": per, "rate": rate, "amount_2": usd.amount})
    return w.model_copy(update=update), msg


def fx_note(currency: str, rate: float, as_of: str = "", source: str = "", budget: bool = True) -> Msg:
    """The sentence that states the rate a non-USD/CNY answer is priced at (catalog/data/fx.csv), with or without a
    budget in that currency."""
    said = f"1 USD = {rate:g} {currency}"
    if not as_of:
        return Msg(code="cost.budget_and_prices_in" if budget else "cost.prices_in",
                   args={"currency": currency, "said": said})
    # the rate's source is fx.csv's English text: cited in English; the Chinese note says a reference rate and its date
    return Msg(code="cost.budget_and_prices_in_sourced" if budget else "cost.prices_in_sourced",
               args={"currency": currency, "said": said, "source": source, "as_of": as_of})


# A recurring batch's period ("每天 5 万页", "10M docs a day"): its hours (tools.constants.PERIOD_HOURS), the window each
# period's batch must finish in.


def periods_a_month(period: str, days_a_week: float | None = None, every: int | None = None) -> float:
    """How many of a recurring batch's runs make a month (HOURS_PER_MONTH = 730 h): 30.4 days, 4.35 weeks, 1; a
    daily batch run on weekdays only (`days_a_week` 5: "every weekday", 工作日每天) runs on the month's business days,
    tools.constants.BUSINESS_DAYS_PER_MONTH = 30.4 × 5 ÷ 7 ≈ 21.7 (tools.schedule.days_a_month). A batch run every
    `every` periods (Workload.batch_every: "every 2 weeks", 每两周, "every 3 days") runs 1/every as often: biweekly
    730 ÷ 336 = 2.17 runs, every 3 days 730 ÷ 72 = 10.1 runs — never one run, never a daily × 30."""
    if period == "day" and days_a_week and days_a_week < schedule.DAYS_A_WEEK:
        return BUSINESS_DAYS_PER_MONTH if days_a_week == schedule.WEEKDAYS else schedule.days_a_month(days_a_week)
    return HOURS_PER_MONTH / (PERIOD_HOURS[period] * (every or 1))


def runs_in_budget_period(budget_per: str, period: str, days_a_week: float | None = None,
                          every: int | None = None) -> float:
    """How many runs of a recurring batch one period of the budget pays for, at the batch's current cadence: the
    runs a month (periods_a_month: every `every` periods, weekday-only days) × the budget's period in months
    (PERIOD_HOURS / HOURS_PER_MONTH). A budget split per run must use it, never the bare period: ¥3,000 a month
    on a batch every 2 weeks is 730 ÷ 336 = 2.17 runs → ≈ ¥1,381 a run, not the weekly ¥690; a daily batch on a
    monthly budget 30.4 runs; a weekly batch on a daily budget 1/7 of a run (the run may spend 7 days' budget)."""
    return periods_a_month(period, days_a_week, every) * PERIOD_HOURS[budget_per] / HOURS_PER_MONTH


def run_window_hours(period: str, every: int | None = None) -> float:
    """The hours one run of a recurring batch has before the next arrives: its period's (a day 24 h, a week 168 h),
    N of them for a batch run every N periods (every 2 weeks: 336 h; every 3 days: 72 h) — the window it is sized to
    finish in when no deadline is said (tools.embedding, tools.recommend)."""
    return PERIOD_HOURS[period] * (every or 1)


def recurring_costs(cost: float, period: str, days_a_week: float | None = None,
                    every: int | None = None) -> tuple[float, float]:
    """(per run, per month) of a batch that costs `cost` each run: a month is HOURS_PER_MONTH / the run's window of
    them (30.4 days, 4.35 weeks, 1 month; 2.17 runs every 2 weeks), a weekday-only daily batch 21.7 of them
    (periods_a_month): $54 every weekday → $54 × 21.7 = $1,174 a month, not $54 × 30.4 = $1,642."""
    return cost, cost * periods_a_month(period, days_a_week, every)


def hours_a_day(usage_hours_per_day: float | None) -> float:
    """The hours a day a service runs: the stated ones, else around the clock (24; none said is 24, as in
    serving_month_hours), so "none" and "24" are one schedule in a follow-up's change line."""
    if not usage_hours_per_day or usage_hours_per_day >= HOURS_PER_DAY:
        return float(HOURS_PER_DAY)
    return float(usage_hours_per_day)


def serving_month_hours(usage_hours_per_day: float | None, days_a_week: float | None = None) -> float:
    """Hours a serving month is billed: 730 h around the clock, else the stated hours a day × the days a month it runs
    (30.4, or 21.7 on weekdays only: tools.schedule.month_hours), the machine stopped the rest
    ("~4 hrs a day" priced at 730 h, 6× the bill; 4 h × 30.4 d ≈ 122 h; "9 to 6 weekdays": 9 h × 21.7 d ≈ 196 h)."""
    return schedule.month_hours(usage_hours_per_day, days_a_week)


WEEKEND_HOURS = 2 * HOURS_PER_DAY  # "for a weekend": Saturday and Sunday, 48 h (said back as read in the answer)


def rental_hours(serving_hours: float | None, usage_hours_per_day: float | None) -> float | None:
    """The hours a service rented for a stated time is billed: the rental's length (Workload.serving_hours, the days
    it is kept: "for 2 days" = 48 h) at the stated hours a day, so days × hours a day whichever is said first
    ("12 hours a day for 2 days" is 2 × 12 = 24 h, not 48 h; 3天，每天8小时 is 3 × 8 = 24 h, not 72 h).
    A part day at the end runs up to its own length (10 h at 12 h a day: 10 h). None when no rental time is stated
    (the bill is then a month, serving_month_hours)."""
    if not serving_hours:
        return None
    per_day = hours_a_day(usage_hours_per_day)
    days, part = divmod(serving_hours, HOURS_PER_DAY)
    return days * per_day + min(part, per_day)


MONTHS_A_YEAR = 12


def rental_month_year(hourly: float, month_hours: float) -> tuple[float, float]:
    """A serving rental's bill a month and a year at the hours it runs (hourly × the month's billed hours,
    serving_month_hours; a year is 12 such months): what a purchase is weighed against. The break-even of buying
    is then the purchase price ÷ the month's rent (plus the power and hosting the owner pays each month) — the
    usual buy-vs-rent rule of thumb (e.g. AWS "Cloud economics" TCO guidance: compare the capital cost with the
    monthly operating cost it replaces). No purchase price is ever assumed: the user says what they would pay."""
    month = hourly * month_hours
    return month, month * MONTHS_A_YEAR
