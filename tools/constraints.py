"""Stated constraints: budgets per period, deadlines, providers and regions, billing, the model's
maximum context. Each is honoured, adjusted with the reason, or refused openly (never dropped).

Pure functions over the workload and the chosen offer; tools.recommend collects the results into
`Recommendation.constraints`.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from tools import compat
from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH, JOB_SETUP_HOURS, PERIOD_HOURS
from tools.places import Gazetteer
from tools.schedule import period_hours as schedule_period_hours
from tools.schema import Budget, Constraint, InstanceRow, Msg, Workload
from tools.wording import budget_text, duration, money_text

NO_PLACES = Gazetteer()


def effective_budget(w: Workload) -> Budget | None:
    """The stated budget with its period; `--budget` (budget_per_hour) is a budget per hour. None for a rental
    budget (per hour, day, week, month or year) beside a server to BUY (Workload.buy_server, no cards owned): a bought
    box is a one-off price, so rental hours are never held against it (rental_budget_on_purchase says so).
    By hand: "先在国内云上租，预算一个月3万", then "不能上云，要自己买服务器" — ¥30,000 a month refused every plan and
    the answer named 48 × V100 at a per-GPU-hour price instead of a server to buy."""
    if rental_budget_on_purchase(w):
        return None
    b = w.budget if w.budget is not None else Budget(
        amount=w.budget_per_hour.amount, currency=w.budget_per_hour.currency, per="hour") \
        if w.budget_per_hour is not None else None
    from tools.cost import rental_hours

    hours = getattr(w, "usage_hours_per_day", None)
    rented = rental_hours(getattr(w, "serving_hours", None), hours)
    runs = batch_runs(b, getattr(w, "batch_period", None) if getattr(w, "batch_requests", None) else None,
                      getattr(w, "batch_every", None), getattr(w, "usage_days_per_week", None))
    if b is not None and runs:
        b = b.model_copy()
        b._runs = runs
    if b is not None and (hours or rented):
        b = b.model_copy()
        b._hours_a_day = hours  # a service run only some hours a day spends its period's budget in those hours
        b._days_a_week = getattr(w, "usage_days_per_week", None)  # ... on the days a week it runs (weekdays: 5)
        # a service rented for stated hours spends a total budget over them: the rental's days at its hours a day
        # ("$20 for 2 days, 12 h a day" is held against 24 h of the plan)
        b._serving_hours = rented
    return b


def rental_budget_on_purchase(w: Workload) -> Budget | None:
    """The rental budget said for a workload whose server is bought (Workload.buy_server, no owned cards): a budget
    per period (or per hour, `--budget`), never a one-off total (purchase_cap holds that); None otherwise."""
    if not getattr(w, "buy_server", None) or getattr(w, "owned_gpus", None):
        return None
    if w.budget is not None:
        return w.budget if w.budget.per != "total" else None
    if w.budget_per_hour is not None:
        return Budget(amount=w.budget_per_hour.amount, currency=w.budget_per_hour.currency, per="hour")
    return None


def purchase_rental_budget(b: Budget) -> Constraint:
    """A rental budget beside a server to buy (rental_budget_on_purchase): not held against the box — it is bought
    once, not rented by the hour — said so, with how to cap the purchase (a one-off budget)."""
    budget = budget_text(b.amount, b.currency)
    per = period_words(b.per)
    return Constraint(name="budget", stated=f"{budget} {STATED_PER[b.per]}", status="unchecked",
                      label=Msg(code="constraints.budget", args={"budget": budget, "per": per}),
                      message=Msg(code="constraints.budget_rental_on_purchase", args={"budget": budget, "per": per}))


def batch_runs(b: Budget | None, period: str | None, every: int | None = None,
               days_a_week: float | None = None) -> float | None:
    """Runs of a batch recurring every `period` (every `every` of them, a daily one on `days_a_week`) inside the
    budget's longer period, at the batch's current cadence (tools.cost.runs_in_budget_period): a daily batch under a
    monthly budget runs 730 / 24 = 30.4 times a month, one every 2 weeks 730 / 336 = 2.17; None when it runs once or
    less in it."""
    from tools.cost import runs_in_budget_period

    if b is None or period not in PERIOD_HOURS or b.per not in PERIOD_HOURS:
        return None
    runs = runs_in_budget_period(b.per, str(period), days_a_week, every)
    return runs if runs > 1 else None


def total_hours(b: Budget, job_hours: float | None) -> float | None:
    """The hours a total budget pays for: a sized job's wall hours, else a service's stated rental hours ("$3 for
    2 days": 48 h, it was never compared), else None (a total bounds the job, not the hour)."""
    return job_wall_hours(job_hours) or b._serving_hours


def total_spend(b: Budget, hourly: float, job_cost: float | None) -> float:
    """What a plan spends against a total budget: the job's cost, else its hourly price × the stated rental hours."""
    return job_cost or hourly * (b._serving_hours or 0.0)




def job_wall_hours(run_hours: float | None) -> float | None:
    """A sized job's billed hours: its run plus the start-up (tools.constants.JOB_SETUP_HOURS, as
    tools.offers.wall_hours; repeated here so this module stays free of tools.offers)."""
    return run_hours + JOB_SETUP_HOURS if run_hours else None


def hourly_limit(b: Budget, job_hours: float | None, gpus: int | None = None) -> float | None:
    """The budget as money per hour of the plan. `job_hours` is a sized job's run hours (None for always-on serving).

    Always-on work spends every hour of the period: per day ÷ 24, per month ÷ 730 (the catalog's month); a service run
    only some hours a day, those hours (served_hours: "$50 a month, 1 h a day" ÷ 30.4 h). A finite job
    (training, a batch) spends only the hours it runs, so a periodic budget bounds what it costs inside one period:
    ÷ min(its wall hours, the period's hours) — a 3-day job on "$2k a month" may cost $2k in those 3 days, while a
    job longer than the month is held to the monthly rate in each month it runs ("$2k a month" taken as
    $2.74/h chose 2 × A800 for 39 days at $2,039 over 8 × H100 for 3 days at $1,031). A total ÷ the job's wall hours
    (else None: a total bounds the job, not the hour). A budget said per GPU-hour with no count caps every plan's price
    per GPU-hour: its hour is the figure × the plan's `gpus` (per_gpu_cap)."""
    wall = job_wall_hours(job_hours)
    if b.per == "hour":
        return per_gpu_cap(b, gpus)
    if b.per in PERIOD_HOURS:
        return b.amount / min(wall * (b._runs or 1) if wall else served_hours(b), PERIOD_HOURS[b.per])
    hours = total_hours(b, job_hours)
    return b.amount / hours if hours else None


def per_gpu_cap(b: Budget, gpus: int | None) -> float:
    """An hourly budget's limit for a plan of `gpus` GPUs: a budget said per GPU-hour with no GPU count
    (Budget.gpu_hour set, Budget.gpus None) caps the price per GPU-hour of every plan, whatever its count, so its hour
    is the figure × the plan's GPUs; any other hourly budget is the machine's hour as said. By hand: "at most $2 per
    GPU-hour": 8 × H100 at $15.20/h is $1.90 a GPU-hour → within $2 × 8 = $16; one H100 at $2.49/h is not."""
    if b.gpu_hour and b.gpus is None and gpus:
        return b.gpu_hour * gpus
    return b.amount


def served_hours(b: Budget) -> float:
    """The hours a served (always-on) plan runs in the budget's period: all of them (24 h, 168 h, 730 h, 2,190 h,
    8,760 h: tools.constants.PERIOD_HOURS), or the stated hours a day × the period's days it runs (a month: × 30.4
    days, or × 21.7 on weekdays only, as tools.cost.serving_month_hours: tools.schedule.period_hours) — "$50 a month,
    used 1 h a day" is $50 over 30.4 h, so a $0.25/h card spends $7.60 of it, not $0.25 against $50 ÷ 730 h."""
    h = b._hours_a_day
    if not h or h >= HOURS_PER_DAY:
        return PERIOD_HOURS[b.per]
    return schedule_period_hours(PERIOD_HOURS[b.per], h, b._days_a_week)


def period_spend(b: Budget, hourly: float, job_hours: float | None) -> float:
    """What the plan spends in the budget's period (one period for a job that ends inside it), the figure
    `hourly_limit` holds against the budget."""
    wall = job_wall_hours(job_hours)
    if b.per == "hour":
        return hourly
    if b.per in PERIOD_HOURS:
        return hourly * min(wall * (b._runs or 1) if wall else served_hours(b), PERIOD_HOURS[b.per])
    return hourly * (wall or 0.0)


# A catalog row whose source or notes say it is sold only outside mainland China (catalog/data/instances.csv: Alibaba
# gn8is, "Alibaba ECI doc notes gn8is only outside China"): never inside a China region, whoever sells it.
OUTSIDE_CHINA = re.compile(r"(?i)only\s+outside\s+(?:mainland\s+)?china|outside\s+(?:mainland\s+)?china\s+only"
                           r"|not\s+(?:offered|available|sold)\s+in\s+(?:mainland\s+)?china")


def outside_china(row: InstanceRow) -> bool:
    """Does the catalog's own note put this row outside mainland China (its region column may be blank)?"""
    return bool(OUTSIDE_CHINA.search(f"{row.source} {row.notes}"))


def family_published_in(row: InstanceRow, wanted: list[str], places: Gazetteer) -> bool:
    """Is a family row with no region (an Alibaba gn7i, gn8is line: a machine shape, no region, no price) offered in
    every stated place outside mainland China where its provider publishes a region (catalog/data/region_ids.csv:
    alibaba cn-hongkong for Hong Kong)? Then the family is a plan to quote there — "only Alibaba Hong Kong" sized
    nothing and marked a 7-day batch ❌. Mainland places keep region_ok's rule; a row sold only outside mainland
    China (`outside_china`) counts outside it. The region's own offer is to confirm with the provider. A family of a
    card sold for the China market (tools.compat.CHINA_MARKET_PARTS: Alibaba's H800 ebmgn8v) counts only in Hong Kong
    and Macau (compat.PURCHASE_PLACES, the export rules' China) unless its own note puts it outside China: Alibaba
    publishing ap-southeast-1 is no source that it rents an H800 in Singapore."""
    if row.region or not wanted or any(places.is_china(t.strip().lower()) for t in wanted):
        return False
    if compat.china_market_part(row.gpu) and not outside_china(row) and any(
            (p := places.place(t.strip().lower())) is None or p.tag not in compat.PURCHASE_PLACES for t in wanted):
        return False
    return all(places.published_in(row.provider, [t]) for t in wanted)


def region_ok(row: InstanceRow, wanted: list[str], places: Gazetteer, providers: Collection[str] = ()) -> bool:
    """Does the offer lie in one of the stated regions ("us-east", "EU", "国内", "华东", "jp", "台灣")? A region
    id not in the gazetteer ("europe-west4", "us-east-1") filters to itself, never to its wider area; an id another
    cloud reuses is its publisher's ("us-east-1" is AWS's) unless `providers` (the stated ones) are given."""
    region = (row.region or "").lower()
    for token in places.narrowest(wanted):
        t = token.strip().lower()
        owner = places.owner(t)
        if owner and not providers and row.provider.lower() != owner:
            continue
        if places.is_china(t):
            if outside_china(row):  # gn8is was once listed for a 中国大陆 request
                continue
            sub = places.place(t)
            if region and sub is not None and sub.pattern is not None:
                # a mainland area ("华北") and a row that states its region: the area's pattern decides (Alibaba's
                # cn-shanghai list price is 华东, not 华北); a family row with no region stays a candidate anywhere
                if sub.pattern.search(region):
                    return True
                continue
            if row.provider.lower() in places.china_providers or region.startswith("cn-") or "china" in region:
                return True
            continue
        place = places.place(t)
        if place is not None and place.pattern is not None:
            if region and place.pattern.search(region):
                return True
        elif t and re.search(r"(?<![a-z0-9])" + re.escape(t) + r"(?![a-z0-9])", region):
            return True
    return False


def china_only(wanted: list[str] | None, places: Gazetteer) -> bool:
    return bool(wanted) and all(places.is_china(t.strip().lower()) for t in wanted or [])


def _money(x: float, cur: str) -> str:
    return money_text(x, cur)


STATED_PER = {"hour": "per hour", "day": "per day", "week": "per week", "month": "per month", "quarter": "per quarter",
              "year": "per year", "total": "in total"}  # `stated` (JSON)


def gpu_hour_constraint(b: Budget, hourly: float | None, currency: str, within: bool, gpus: int | None) -> Constraint:
    """A budget said per GPU-hour with no GPU count, held against the plan's price per GPU-hour (its hour ÷ its GPUs):
    "at most $2 per GPU-hour" and 8 × H100 at $15.20/h → $1.90 a GPU-hour, within."""
    each = budget_text(b.gpu_hour or b.amount, b.currency)
    label = Msg(code="constraints.budget_gpu_hour", args={"budget": each})
    stated = f"{each} per GPU-hour"
    if not within or hourly is None or not gpus:
        return Constraint(name="budget", stated=stated, label=label, status="refused",
                          message=Msg(code="constraints.budget_gpu_hour_exceeded", args={"budget": each}))
    return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
        code="constraints.budget_gpu_hour_within", args={
            "budget": each, "hourly": _money(hourly, currency), "gpus": gpus,
            "each": _money(hourly / gpus, currency)}))


def period_words(per: str) -> Msg:
    """A budget's period as the answer says it: a week, quarter or year with the hours it is checked over (a week is
    168 h; a quarter and a year are 3 and 12 months of HOURS_PER_MONTH, tools.constants.PERIOD_HOURS), so the
    conversion behind the spend shown is said (a weekly budget was read as a total)."""
    if per in ("week", "quarter", "year"):
        return Msg(code="period.per_hours", args={"per": per, "hours": PERIOD_HOURS[per],
                                                   "months": PERIOD_HOURS[per] / HOURS_PER_MONTH,
                                                   "month": HOURS_PER_MONTH})
    return Msg(code="period.per", args={"per": per})


def owned_budget(b: Budget) -> Constraint:
    """A rental budget said beside cards the user owns and the plan runs on (tools.recommend.owned_within_budget):
    honoured — those cards pay no rent, only their power — and the budget prices the rental instead of them only."""
    budget = budget_text(b.amount, b.currency)
    per = period_words(b.per)
    return Constraint(name="budget", stated=f"{budget} {STATED_PER[b.per]}", status="honoured",
                      label=Msg(code="constraints.budget", args={"budget": budget, "per": per}),
                      message=Msg(code="constraints.budget_owned", args={"budget": budget, "per": per}))


def budget_constraint(b: Budget, hourly: float | None, job_cost: float | None, job_hours: float | None,
                      currency: str, within: bool, over: str | None = None, serving: bool = False,
                      gpus: int | None = None) -> Constraint:
    """What the plan costs against the stated budget; `within` says whether any plan fitted it; `over` ("0.5%") when
    the plan is just over it (inside tools.recommend.BUDGET_TOLERANCE): adjusted, with its spend and the overrun.
    `serving`: an always-on service, whose total budget with no stated time is not checked (total_needs_time).
    `stated` is the contract's English value; the answers word the period through the catalog ("period.per").
    A budget per GPU-hour with no count (per_gpu_cap): said per GPU-hour, the plan's hour over its `gpus`."""
    if b.gpu_hour and b.gpus is None and b.per == "hour":
        return gpu_hour_constraint(b, hourly, currency, within, gpus)
    budget = budget_text(b.amount, b.currency)
    stated = f"{budget} {STATED_PER[b.per]}"
    per = period_words(b.per)
    label = Msg(code="constraints.budget", args={"budget": budget, "per": per})
    if not within or hourly is None:
        return Constraint(name="budget", stated=stated, label=label, status="refused",
                          message=Msg(code="constraints.budget_exceeded", args={"budget": budget, "per": per}))
    if b.per == "total" and job_cost is None and not b._serving_hours and serving:
        return total_needs_time(b, hourly, currency)
    if b.per == "total" and job_cost is None and not b._serving_hours:
        hours = b.amount / hourly if hourly else 0
        return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
            code="constraints.budget_buys", args={"budget": budget, "per": per, "buys": duration(hours),
                                                  "hourly": _money(hourly, currency)}))
    wall = job_wall_hours(job_hours)
    if over is not None:
        spend_over = total_spend(b, hourly, job_cost) if b.per == "total" else period_spend(b, hourly, job_hours)
        return Constraint(name="budget", stated=stated, label=label, status="adjusted", message=Msg(
            code="constraints.budget_just_over", args={"budget": budget, "per": per, "over": over,
                                                       "spend": _money(spend_over, currency)}))
    if b.per in PERIOD_HOURS and wall and b._runs and wall * b._runs <= PERIOD_HOURS[b.per]:
        # a batch run every day under a monthly budget: each run's cost × the runs in the period
        return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
            code="constraints.budget_within_runs", args={
                "budget": budget, "per": per, "each": _money(job_cost or hourly * wall, currency), "runs": b._runs,
                "spend": _money((job_cost or hourly * wall) * b._runs, currency), "took": duration(wall)}))
    if b.per in PERIOD_HOURS and wall and wall <= PERIOD_HOURS[b.per]:
        # a finite job inside one period: its whole cost is what the period's budget pays
        return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
            code="constraints.budget_within_job", args={
                "budget": budget, "per": per, "spend": _money(job_cost or hourly * wall, currency),
                "took": duration(wall), "hourly": _money(hourly, currency)}))
    spend = total_spend(b, hourly, job_cost) if b.per == "total" else period_spend(b, hourly, None)
    hourly_part = Msg(code="constraints.budget_within.hourly", args={"hourly": _money(hourly, currency)}) \
        if b.per != "hour" else None
    return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
        code="constraints.budget_within", args={"budget": budget, "per": per, "spend": _money(spend, currency),
                                                "hourly": hourly_part}))


def total_needs_time(b: Budget, hourly: float, currency: str) -> Constraint:
    """A total budget on a service with no stated time: a service bills every hour it is up, so a total is met or not
    only over a length of time; not checked (never "honoured": "$3" beside a $321 month was once shown as met),
    with the hours it buys of the top pick and a request for the time ("for 2 days")."""
    budget = budget_text(b.amount, b.currency)
    per = Msg(code="period.per", args={"per": b.per})
    return Constraint(name="budget", stated=f"{budget} {STATED_PER[b.per]}", status="unchecked",
                      label=Msg(code="constraints.budget", args={"budget": budget, "per": per}),
                      message=Msg(code="constraints.total_needs_time", args={
                          "budget": budget, "buys": duration(b.amount / hourly) if hourly else None,
                          "hourly": _money(hourly, currency)}))


def purchase_cap(b: Budget, gpus: int | None) -> Constraint:
    """A total budget said for a server to BUY (Workload.buy_server: "只能买服务器", then "预算80万以内"): a cap on the
    purchase, never rental hours (¥800,000 was read as 3,134.9 days of a rented plan). No purchase price is held here
    (tools.buy_or_rent: never a guessed street price), so it is not checked: the answer says what it leaves a GPU of
    the plan, all-in (cards, host, storage, networking), to hold the OEM quote against. ¥800,000 ÷ 8 GPUs = ¥100,000."""
    budget = budget_text(b.amount, b.currency)
    each = budget_text(b.amount / gpus, b.currency, 0) if gpus else None
    return Constraint(name="budget", stated=f"{budget} {STATED_PER[b.per]}", status="unchecked",
                      label=Msg(code="constraints.budget", args={"budget": budget, "per": period_words(b.per)}),
                      message=Msg(code="constraints.purchase_cap", args={"budget": budget, "gpus": gpus, "each": each}))


def budget_unchecked(b: Budget) -> Constraint:
    """A budget no priced plan could be held against (only unpriced clouds hold the work): not checked, never
    "refused" beside a promise of prices that do not exist."""
    budget = budget_text(b.amount, b.currency)
    per = Msg(code="period.per", args={"per": b.per})
    return Constraint(name="budget", stated=f"{budget} {STATED_PER[b.per]}", status="unchecked",
                      label=Msg(code="constraints.budget", args={"budget": budget, "per": per}),
                      message=Msg(code="constraints.budget_unchecked", args={"budget": budget, "per": per}))


def deadline_margin(deadline_hours: float, hours: float) -> Msg:
    """The margin a met deadline keeps, said beside it in the short answer: the job's wall hours, the hours to spare and
    their share of the window, and whether the estimate's own error (tools.kinds.SPEED_MODEL_ERROR, 27 %: the held-out
    error on training tokens/s, docs/ENGINE.md) would use them up — a job estimated at 9 h of a 12 h window runs with
    3 h (25 %) to spare, not tight by that rule (9 × 1.27 = 11.4 h ≤ 12 h); at 10 h of 12 it is (12.7 h > 12 h).
    "✅ 已满足：12 小时" once said no margin for a hard 08:00 deadline."""
    from tools.kinds import SPEED_MODEL_ERROR

    spare = max(0.0, deadline_hours - hours)
    return Msg(code="constraints.deadline_margin", args={
        "took": duration(hours), "spare": duration(spare), "share": round(100 * spare / deadline_hours),
        "error": round(100 * SPEED_MODEL_ERROR), "tight": hours * (1 + SPEED_MODEL_ERROR) > deadline_hours})


def deadline_constraint(deadline_hours: float, hours: float | None, met: bool, job_known: bool,
                        slow_hours: float | None = None, *, batch: bool = False,
                        machines: int | None = None) -> Constraint:
    """The deadline line. `slow_hours`: the slow end of the job time's own stated range (a plain-HF MoE fine-tune:
    tools.recommend.MOE_HF_SLOWDOWN × the estimate); a deadline met at the estimate but not at that end is ⚠️ "met
    only if" (the faster kernels are used), never ✅ — by hand: 1.7 h estimated, 17 h at the slow end, 12 h asked →
    ⚠️; 1.0 h and 10 h of 12 → ✅ with its margin. `batch`: a batch inference job, whose missed deadline names its
    own levers (more GPUs, fewer items), never a training cluster. `machines`: the machines the user allows
    (Workload.max_nodes): a deadline missed on them says so, and its lever is more machines than allowed."""
    days = deadline_hours / 24
    stated = f"{days:g} days" if deadline_hours >= 48 else f"{deadline_hours:g} h"
    label = Msg(code="constraints.deadline_days", args={"days": round(days, 2)}) if deadline_hours >= 48 \
        else Msg(code="constraints.deadline_hours", args={"hours": deadline_hours})
    took = duration(hours) if hours else None
    if not job_known:
        return Constraint(name="deadline", stated=stated, label=label, status="refused",
                          message=Msg(code="constraints.deadline_needs_size", args={"label": label}))
    if met and hours is not None and slow_hours is not None and slow_hours > deadline_hours:
        return Constraint(name="deadline", stated=stated, label=label, status="adjusted", message=Msg(
            code="constraints.deadline_met_only_if", args={"took": took or duration(0), "slow": duration(slow_hours),
                                                           "label": label}))
    if met and hours is not None:
        shown = Msg(code="constraints.deadline_with_margin", args={
            "label": label, "margin": deadline_margin(deadline_hours, hours)})
        return Constraint(name="deadline", stated=stated, label=shown, status="honoured", message=Msg(
            code="constraints.deadline_met", args={"took": took or duration(0), "label": label}))
    fastest = Msg(code="constraints.deadline_missed.fastest", args={"took": took}) if took else None
    return Constraint(name="deadline", stated=stated, label=label, status="refused",
                      message=Msg(code="constraints.deadline_missed", args={"label": label, "fastest": fastest,
                                                                            "batch": batch, "machines": machines}))


def context_constraint(model: str, seq_len: int, max_context: int, longer: list[str], *,
                       sized_at_max: bool = False) -> Constraint:
    """A context above the model's maximum: refused, naming the models whose context holds it; `sized_at_max`: the
    plan was sized at the model's maximum (serving, tools.recommend.at_model_context), else at the asked length."""
    alt = Msg(code="constraints.use_longer", args={"names": longer[:3]}) if longer \
        else Msg(code="constraints.use_long_variant")
    code = "constraints.supports_at_most_sized_at_max" if sized_at_max else "constraints.supports_at_most_tokens"
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="refused",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}), message=
                          Msg(code=code, args={"model": model, "max_context": max_context, "alt": alt,
                                               "seq_len": seq_len}))


# YaRN factors are set so that the extended window holds the asked context with room for the token estimate's error:
# a length read from characters or words moves by ~17 % between tokenizers (Chinese text: ≈ 0.6 token per character
# with DeepSeek's tokenizer, ≈ 0.67 with Qwen's, tools.cjk_tokens, and the estimate's figure is only the nearest), so
# 60,000 estimated tokens may be 70,000 and factor 2 (65,536) would cut the document. The factor is a power of two as
# the model cards write it (Qwen2.5/Qwen3 "Processing Long Texts": factor 4.0 over original_max_position_embeddings
# 32,768 for 131,072 tokens).
YARN_ESTIMATE_MARGIN = 1.2


def yarn_factor(seq_len: int, native: int) -> int:
    """The smallest power-of-two YaRN factor whose window (native × factor) holds `seq_len` × YARN_ESTIMATE_MARGIN; a
    length of whole binary thousands ("128k" = 131,072) is a window the user said in tokens, not a token estimate, so
    it takes no margin: 128k on a 32,768-token Qwen3 is factor 4 (131,072 ÷ 32,768), as the model card writes it."""
    margin = 1.0 if seq_len % 1024 == 0 else YARN_ESTIMATE_MARGIN
    factor = 2
    while native * factor < seq_len * margin:
        factor *= 2
    return factor


def native_with_thinking(model: str, native: int, thinking: int) -> Constraint:
    """A context said at the model's native window on a model that thinks before each answer ("Qwen3-8B 一次丢32k论文进去，
    思考模式"): prompt, thinking and reply share the window, so a document of the whole window plus the thinking does
    not fit: said plainly, never ✅. The plan is sized with the prompt the window leaves (native − thinking); the ways
    out: trim the document to that, thinking off, or YaRN at the factor that holds document + thinking (yarn_factor).
    By hand: Qwen3-8B, 32,768 + 8,192 thinking = 40,960 > 32,768; room for 32,768 − 8,192 = 24,576 prompt tokens;
    YaRN factor 2 (65,536 ≥ 40,960, a length of whole binary thousands takes no margin)."""
    total = native + thinking
    factor = yarn_factor(total, native)
    return Constraint(name="context", stated=f"{native:,} tokens", status="adjusted",
                      label=Msg(code="constraints.tokens", args={"seq_len": native}),
                      message=Msg(code="constraints.native_with_thinking", args={
                          "model": model, "native": native, "thinking": thinking, "total": total,
                          "prompt": native - thinking, "factor": factor, "window": native * factor}))


def yarn_constraint(model: str, seq_len: int, native: int, thinking: int = 0) -> Constraint:
    """Above its configured context a Qwen2.5/Qwen3 model needs YaRN switched on (model cards, "Processing
    Long Texts"): the context is kept, the serving command changes; the factor covers the context with the token
    estimate's margin (`yarn_factor`), and the engine's max_model_len is the window it opens. A context of exactly
    the native length ("32k" on Qwen3, 32,768) runs as configured, at its edge: said, with YaRN named as the way past
    it (prompt and answer share the window, so a full-length prompt leaves the answer no room)."""
    if seq_len == native and thinking > 0:  # a document filling the window and the thinking: they do not both fit
        return native_with_thinking(model, native, thinking)
    if seq_len == native:
        return Constraint(name="context", stated=f"{seq_len:,} tokens", status="tight",
                          label=Msg(code="constraints.tokens", args={"seq_len": seq_len}),
                          message=Msg(code="constraints.at_native_limit", args={"model": model, "native": native}))
    factor = yarn_factor(seq_len, native)
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="adjusted",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}), message=
                          Msg(code="constraints.runs_tokens_as_configured", args={
                              "model": model, "native": native, "seq_len": seq_len, "factor": factor,
                              "window": native * factor}))


def long_mode_constraint(model: str, seq_len: int, dense: int) -> Constraint:
    """Above its dense attention window (tools.rag_lever.needs_long_mode) a long-context model attends only in its
    long-context mode, which the serving engine must run (Qwen2.5-1M: Dual Chunk Attention past 262,144 tokens, the
    config's dual_chunk_attention_config; vLLM's DUAL_CHUNK_FLASH_ATTN backend): the context is kept, the serving
    command changes."""
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="adjusted",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}),
                      message=Msg(code="constraints.long_mode", args={"model": model, "dense": dense, "seq_len": seq_len}))


# Places whose word differs from its neighbour's and must be said as the user's word with what it covers: "EU" is
# the member states (Norway, Iceland, Switzerland and London's eu-west-2 are not in it), "Europe" the continent, the
# EEA the EU plus Norway, Iceland and Liechtenstein (where the GDPR applies), the UK on its own (catalog/data/regions.csv).
PLACE_WORDS = {  # tag: (its word, what it covers)
    "eu": ("constraints.place.eu", "constraints.covers.eu"),
    "eea": ("constraints.place.eea", "constraints.covers.eea"),
    "europe": ("constraints.place.europe", "constraints.covers.europe"),
    "uk": ("constraints.place.uk", "constraints.covers.uk"),
}


# A place said as where to rent, in the answer's words (catalog/data/regions.csv tags): never the bare tag ("hk 區域")
CITY_WORDS = {
    "frankfurt": "constraints.city.frankfurt", "paris": "constraints.city.paris", "amsterdam": "constraints.city.amsterdam",
    "hk": "constraints.city.hk", "tw": "constraints.city.tw", "jp": "constraints.city.jp", "kr": "constraints.city.kr",
    "sg": "constraints.city.sg", "in": "constraints.city.in", "au": "constraints.city.au",
    "us-east": "constraints.city.us_east", "us-west": "constraints.city.us_west",
    "us-central": "constraints.city.us_central", "us": "constraints.city.us", "asia": "constraints.city.asia",
    "cn": "constraints.city.cn", "cn-east": "constraints.city.cn_east", "cn-north": "constraints.city.cn_north",
    "cn-south": "constraints.city.cn_south", "cn-southwest": "constraints.city.cn_southwest",
    # EU member states, each its own place (a residency rule that names the country is not the whole EU)
    "de": "constraints.country.de", "fr": "constraints.country.fr", "nl": "constraints.country.nl",
    "fi": "constraints.country.fi", "se": "constraints.country.se", "ie": "constraints.country.ie",
    "it": "constraints.country.it", "es": "constraints.country.es", "pl": "constraints.country.pl",
    "be": "constraints.country.be", "cz": "constraints.country.cz", "pt": "constraints.country.pt",
    "at": "constraints.country.at", "dk": "constraints.country.dk",
    # Europe outside the EU, each its own place (Switzerland and Norway were dropped with no note)
    "ch": "constraints.country.ch", "no": "constraints.country.no",
    # the Americas, the Middle East, Africa and South-East Asia ("data stays in canada" was no place)
    "ca": "constraints.country.ca", "ca-on": "constraints.country.ca_on", "ca-qc": "constraints.country.ca_qc",
    "br": "constraints.country.br", "ae": "constraints.country.ae", "bh": "constraints.country.bh",
    "sa": "constraints.country.sa", "il": "constraints.country.il", "za": "constraints.country.za",
    "id": "constraints.country.id",
    # wide areas (Southeast Asia, the Middle East, North America, Latin America): where users are, or where to rent
    "sea": "constraints.area.sea", "middle-east": "constraints.area.middle_east",
    "north-america": "constraints.area.north_america", "latam": "constraints.area.latam",
}


def place_words(values: list[str]) -> list[Msg | str]:
    """Each stated region in the answer's language: EU / 欧盟 / 歐盟, Europe / 欧洲 / 歐洲, Frankfurt / 法兰克福 (a
    catalog word), or as written."""
    return [Msg(code=PLACE_WORDS[v.lower()][0]) if v.lower() in PLACE_WORDS
            else Msg(code=CITY_WORDS[v.lower()]) if v.lower() in CITY_WORDS else v for v in values]


def filter_constraint(name: str, values: list[str], ok: bool, owners: dict[str, str] | None = None,
                      ranked: bool = True, rule: Msg | None = None) -> Constraint:
    """A provider or region filter: honoured when something was ranked, refused (see "nothing fits") when not; held
    only by the closest plan over another constraint (`ranked` False: nothing ranked), it is unchecked (❔), never ✅:
    "✅ 已滿足：臺灣" was once printed over an answer that ranked nothing in Taiwan.
    A region says the user's word and, for the EU / Europe / EEA / UK, what it covers ("eu only"
    passed Norway, Iceland and London unlabelled)."""
    names = ", ".join(values)
    words: list[Msg | str] = place_words(values) if name == "region" else list(values)
    where = rule or Msg(code="constraints.from_providers" if name == "provider" else "constraints.in_regions",
                        args={"names": words})  # an owner rule is said as the rule, not its long list
    parts = [Msg(code=PLACE_WORDS[v.lower()][1]) for v in values if name == "region" and v.lower() in PLACE_WORDS]
    parts += [Msg(code="constraints.covers.owned", args={"id": v, "owner": o}) for v, o in (owners or {}).items()]
    covers = Msg(code="constraints.covers", args={"parts": parts}) if parts else None
    label = Msg(code="constraints.place_list", args={"names": words}) if name == "region" else rule or \
        Msg(code="constraints.provider_list", args={"names": list(values)})  # AWS, 阿里云: the provider's own name
    code = ("constraints.only_offers_are_ranked" if ok and ranked else "constraints.only_nearest_fits" if ok
            else "constraints.no_priced_offer_fits")
    return Constraint(name=name, stated=names, status=("honoured" if ranked else "unchecked") if ok else "refused",
                      label=label, message=Msg(code=code, args={"where": where, "covers": covers}))


def china_unpriced_constraint(values: list[str], absent: list[str] | None = None) -> Constraint:
    """Chinese clouds only, nothing ranked: their catalog rows carry no citable per-hour price (Alibaba, Tencent and
    Huawei publish quotes behind a login), so the filter is not judged, never "cannot be met"; the answer names the
    families that hold the work, how to import a quote, and the nearest priced plan elsewhere. `absent`: those of
    them with no catalog row at all (AutoDL): said as not in the catalog, with no families "named above"."""
    code = "constraints.china_absent" if absent and set(absent) >= set(values) else "constraints.china_unpriced"
    return Constraint(name="provider", stated=", ".join(values), status="unchecked",
                      label=Msg(code="constraints.provider_list", args={"names": list(values)}),
                      message=Msg(code=code, args={"names": list(values)}))


def region_unpriced_constraint(values: list[str]) -> Constraint:
    """A region beside Chinese clouds only, nothing ranked: the families the answer names are offered there, so the
    place is not what failed; the missing price is ("❌ 中国大陆 cannot be met" beside mainland
    families that hold the work)."""
    words: list[Msg | str] = place_words(values)
    return Constraint(name="region", stated=", ".join(values), status="unchecked",
                      label=Msg(code="constraints.place_list", args={"names": words}),
                      message=Msg(code="constraints.region_unpriced", args={"names": words}))


def region_priced_out(cs: list[Constraint]) -> list[Constraint]:
    """Nothing priced in the stated place, but the answer's headline sizes the work on a card sold there (tools.recommend
    `_place_cards`: H800 for a mainland fine-tune): the place is not what failed, the missing price is — ❔, never
    "❌ mainland China: no priced offer fits" under a plan in mainland China."""
    return [c.model_copy(update={"status": "unchecked", "message": Msg(
        code="constraints.region_unpriced_card", args={"names": place_words(c.stated.split(", "))})})
            if c.name == "region" and c.status == "refused" else c for c in cs]


def budget_by_quote(cs: list[Constraint], money: str, ample: Msg | None = None) -> list[Constraint]:
    """Nothing priced where asked, and the headline plans on an unpriced card or family with the per-GPU-hour quote
    that keeps it within the budget (`money`, tools.recommend._budget_gpu_hour): the budget is not judged by the priced
    plans outside the limits ("❌ ¥30,000 a month cannot be met" from 8 × V100 elsewhere while the
    plan is unpriced), so ❔ with that quote, never ❌ — nor a bare "cannot be checked" (budget_unchecked) beside a
    headline that gives the quote ("AutoDL上租 … 预算1万块": ❔ "unverified" with ¥54.78 per H800-hour in the headline).
    `ample`: the lowest listed hour of the same compute, far under that quote (recommend.unpriced_plan.budget_ample),
    said as "likely within", still ❔ until the platform's quote."""
    msg = Msg(code="constraints.budget_by_quote_ample", args={"money": money, "ref": ample}) if ample is not None \
        else Msg(code="constraints.budget_by_quote", args={"money": money})
    return [c.model_copy(update={"status": "unchecked", "message": msg})
            if c.name == "budget" and (c.status == "refused" or c.message.code == "constraints.budget_unchecked")
            else c for c in cs]


def spot_serving_constraint() -> Constraint:
    return Constraint(name="billing", stated="spot", label=Msg(code="constraints.spot"), status="adjusted",
                      message=Msg(code="constraints.spot_was_asked_for"))


# ---- every stated constraint said back: one declaration ---------------------------------------------------------
# Each Workload field a user can state as a constraint on the plan, with the Constraint names that say it back (any one
# covers it). "must stay on one node", "no spot", "not LoRA", 国内 / 不要竞价, "台灣或日本"
# were honoured (or refused) without a ✅/❌/❔ line. Every answer path ends its constraint lines with `echoed()`
# (tools.recommend.stated_constraints for LLMs, tools.batch_filters.constraints for encoders and media, the scope
# reply for work not sized), which adds a line for each stated field that none of the path's own lines judged:
# honoured where the path filters by it and ranked a plan, else ❔ "stated, not checked here" — never silent.
STATED_CONSTRAINTS: dict[str, tuple[str, ...]] = {
    "providers": ("provider",), "regions": ("region",), "budget": ("budget",), "budget_per_hour": ("budget",),
    "deadline_hours": ("deadline",), "gpu_preference": ("gpu", "gpus"), "num_gpus": ("gpus", "gpu"),
    "min_gpu_memory_gib": ("gpu_memory",), "max_gpu_memory_gib": ("gpu_memory_max",), "billing": ("billing",),
    "task": ("method",), "exclude_marketplace": ("marketplace",), "max_nodes": ("nodes", "network"),
    "excluded_providers": ("provider_excluded",),
}
FULL_METHODS = ("full_finetune",)  # a method stated as a constraint: full training ("not LoRA", 全参); LoRA is a default


def _echo_label(f: str, w: Workload) -> Msg | str | None:
    """The constraint as the user stated it, in the answer's words; None when the field states no constraint."""
    v: Any = getattr(w, f, None)
    if f == "regions":
        return Msg(code="constraints.place_list", args={"names": place_words(list(v))})
    if f == "providers":
        return Msg(code="constraints.provider_list", args={"names": list(v)})
    if f in ("budget", "budget_per_hour"):
        b = effective_budget(w)
        return Msg(code="constraints.budget", args={"budget": _money(b.amount, b.currency),
                                                    "per": Msg(code="period.per", args={"per": b.per})}) if b else None
    if f == "deadline_hours":
        return Msg(code="constraints.deadline_days", args={"days": v / 24}) if v >= 48 \
            else Msg(code="constraints.deadline_hours", args={"hours": v})
    if f == "num_gpus":
        return Msg(code="constraints.echo.gpus", args={"n": v})
    if f in ("min_gpu_memory_gib", "max_gpu_memory_gib"):
        return Msg(code="constraints.echo.card_memory", args={"gb": v, "at_least": f == "min_gpu_memory_gib"})
    if f == "billing":
        return Msg(code="constraints.echo.billing", args={"billing": v})
    if f == "task":
        return Msg(code="constraints.echo.full_training") if v in FULL_METHODS else None
    if f == "exclude_marketplace":
        return Msg(code="constraints.echo.no_marketplace") if v else None
    if f == "excluded_providers":  # "no AWS/Azure/GCP": the clouds left out, as the user named them
        return Msg(code="constraints.echo.excluded_providers", args={"names": list(v)})
    if f == "max_nodes":
        return Msg(code="constraints.echo.nodes", args={"n": v})
    return str(v)  # gpu_preference: the card as the user named it


SIZED_FIELDS = ("task",)  # held by every answer that sizes the work, ranked or not: full training is what it sizes
SHOWN_FIELDS = ("billing",)  # held by a fallback plan shown when nothing ranked: every fallback keeps the billing


def _stated_missed(c: Constraint, deadline_hours: float, jobs: list[tuple[float, Msg]]) -> Constraint:
    """The stated (or owned) cards, the headline's plan, miss the deadline: ❌ with their time and by how much, and
    the first other plan shown that finishes in time, if any ("✅ 已满足：7 天" beside the user's 16 × H20
    at 100 days, because a rental shown below finished in 6.6)."""
    h, plan = jobs[0]
    alt = next(((t, p) for t, p in jobs[1:] if t <= deadline_hours), None)
    return c.model_copy(update={"status": "refused", "message": Msg(
        code="constraints.deadline_stated_missed", args={
            "took": duration(h), "plan": plan, "label": c.label, "over": duration(h - deadline_hours),
            "alt": alt[1] if alt else None, "alt_took": duration(alt[0]) if alt else None})})


def deadline_shown(c: Constraint, deadline_hours: float, jobs: list[tuple[float, Msg]], *,
                   batch: bool = False, stated_first: bool = False) -> Constraint:
    """The deadline line when nothing was ranked but the answer names plans with their job time (`jobs`: wall hours,
    plan): met by the first that finishes in time, else missed by the quickest, with its time (`batch`: a batch
    inference job's levers, deadline_constraint). `stated_first`: the first job is the stated or owned cards the
    headline plans on; when they miss, the line is ❌ for them (_stated_missed), never ✅ for a plan further down."""
    if stated_first and jobs[0][0] > deadline_hours:
        return _stated_missed(c, deadline_hours, jobs)
    ok = [(h, plan) for h, plan in jobs if h <= deadline_hours]
    h, plan = ok[0] if ok else min(jobs, key=lambda x: x[0])
    code = "constraints.deadline_met_shown" if ok else "constraints.deadline_missed_shown"
    # a met deadline shows its margin in the short answer, as a ranked plan's does (deadline_constraint): "14 days
    # (done in ≈ 4.1 days, 9.9 days (71 %) to spare)" for two owned 3090s, never a bare "✅ 14 days"
    label = Msg(code="constraints.deadline_with_margin", args={
        "label": c.label, "margin": deadline_margin(deadline_hours, h)}) if ok and c.label is not None else c.label
    return c.model_copy(update={"status": "honoured" if ok else "refused", "label": label, "message": Msg(
        code=code, args={"took": duration(h), "plan": plan, "label": c.label, "batch": batch})})


def held_by_shown(cs: list[Constraint], shown: bool) -> list[Constraint]:
    """When nothing ranked but a priced plan was shown outside a filter (tools.recommend's fallbacks re-run the asked
    workload with only the place or the stated card dropped, so its billing is kept), a billing constraint the answer
    left ❔ is held by what it shows ("不要竞价" after H20 was unpriced: every price shown is on-demand, and saying
    "not checked" was false and alarming)."""
    if not shown:
        return cs
    held = Msg(code="constraints.echo.held_shown")
    return [c.model_copy(update={"status": "honoured", "message": held})
            if c.name in SHOWN_FIELDS and c.message.code == "constraints.echo.unchecked" else c for c in cs]


def place_held_by_fallback(cs: list[Constraint]) -> list[Constraint]:
    """A stated card that cannot do the work, nothing ranked, and the cheapest plan without the card shown: that re-run
    keeps the provider and region filters (tools.recommend.without_stated_hardware drops only the hardware), so the
    place is held by the plan shown, never "❌ GCP: no priced offer fits" beside a GCP L4 that does the job
    (Gemma 2 9B on a T4 on GCP). A Chinese cloud left ❔ for its unpriced families is held too when the
    plan shown is its own priced row ("❔ 阿里云: no citable price" beside a priced 阿里云 A100)."""
    held = Msg(code="constraints.echo.held_shown")
    return [c.model_copy(update={"status": "honoured", "message": held})
            if c.name in ("provider", "region") and (c.status == "refused" or c.message.code == "constraints.china_unpriced")
            else c for c in cs]


def near_places(regions: Collection[str], places: Gazetteer) -> list[str]:
    """The stated places' nearest places (catalog/data/regions.csv `near`, nearest first), the stated ones left out."""
    near = [n for t in regions if (p := places.place(t)) is not None for n in p.near if n not in regions]
    return list(dict.fromkeys(near))


def echoed(out: list[Constraint], w: Workload, stated: Collection[str], ranked: bool,
           held: Collection[str] = tuple(STATED_CONSTRAINTS), sized: bool = True) -> list[Constraint]:
    """`out` plus one line for each stated constraint field (STATED_CONSTRAINTS) that no line in `out` says: honoured
    ("✅ … (honoured): held for every plan ranked") when the path filters by the field (`held`) and ranked a plan, else
    unchecked ("❔ … stated, not checked here"); a stated method (full training) is honoured whenever the answer
    sized the work (`sized`: False for a scope reply that sized nothing)."""
    have = {c.name for c in out}
    add: list[Constraint] = []
    for f, names in STATED_CONSTRAINTS.items():
        if f not in stated or getattr(w, f, None) in (None, False, []) or have & set(names):
            continue
        label = _echo_label(f, w)
        if label is None:
            continue
        ok = ranked and f in held
        by_size = sized and not ok and f in SIZED_FIELDS  # the method is what every figure is sized for, not a filter
        code = "constraints.echo.held" if ok else "constraints.echo.sized" if by_size else "constraints.echo.unchecked"
        add.append(Constraint(name=names[0], stated=str(getattr(w, f)), label=label if isinstance(label, Msg) else None,
                              status="honoured" if ok or by_size else "unchecked", message=Msg(code=code)))
        have |= set(names)
    return out + add


def mainland_missed(row: InstanceRow, wanted: list[str], places: Gazetteer) -> list[str]:
    """The stated mainland-China places (国内 / 境内 / 大陆 / "in China": a rule of its own, where the machines must
    be, not one place of a list to pick from) that `row`, the row the answer shows, is not in, when other places were
    stated beside them ("客户主要在欧洲 … 国内租卡" read as Europe and mainland China: a Cudo Norway row passes the
    list's union but breaks the mainland rule). [] when the row keeps them all, or when mainland China is the only
    place (the filter then admits mainland rows only). By hand: a cudo no-kristiansand-1 row, ["europe", "cn"] →
    ["cn"]; an alibaba cn-beijing row → []; a cudo Norway row, ["europe"] → []."""
    said = places.narrowest(wanted)
    china = [t for t in said if places.is_china(t)]
    if not china or len(said) == len(china):
        return []
    return [t for t in china if not region_ok(row, [t], places, (row.provider,))]


def place_partly(c: Constraint, missed: list[str], site: str) -> Constraint:
    """A region line whose shown row keeps the stated places only partly (mainland_missed): ⚠ with the row's site and
    the place it is not in, never ✅ ("✅ 只用欧洲、中国大陆" over a Cudo Norway row for 国内租卡)."""
    if c.name != "region" or c.status != "honoured" or not missed:
        return c
    return c.model_copy(update={"status": "adjusted", "message": Msg(
        code="constraints.place_partly", args={"site": site, "missed": place_words(missed)})})
