"""Stated constraints: budgets per period, deadlines, providers and regions, billing, the model's
maximum context. Each is honoured, adjusted with the reason, or refused openly (never dropped).

Pure functions over the workload and the chosen offer; tools.recommend collects the results into
`Recommendation.constraints`.
"""

from __future__ import annotations

import re

from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH
from tools.places import Gazetteer
from tools.schema import Budget, Constraint, InstanceRow, Msg, Workload
from tools.wording import approx_zh, duration, money_text

NO_PLACES = Gazetteer()


def effective_budget(w: Workload) -> Budget | None:
    """The stated budget with its period; `--budget` (budget_per_hour) is a budget per hour."""
    if w.budget is not None:
        return w.budget
    if w.budget_per_hour is not None:
        return Budget(amount=w.budget_per_hour.amount, currency=w.budget_per_hour.currency, per="hour")
    return None


def hourly_limit(b: Budget, job_hours: float | None) -> float | None:
    """The budget as money per hour of the plan: per day ÷ 24, per month ÷ 730 (the catalog's month),
    a total ÷ the job's hours when they are known (else None: a total bounds the job, not the hour)."""
    if b.per == "hour":
        return b.amount
    if b.per == "day":
        return b.amount / HOURS_PER_DAY
    if b.per == "month":
        return b.amount / HOURS_PER_MONTH
    return b.amount / job_hours if job_hours else None


def region_ok(row: InstanceRow, wanted: list[str], places: Gazetteer) -> bool:
    """Does the offer lie in one of the stated regions ("us-east", "EU", "国内", "华东", "jp", "台灣")? A region
    id not in the gazetteer ("europe-west4", "us-east-1") filters to itself, never to its wider area."""
    region = (row.region or "").lower()
    for token in wanted:
        t = token.strip().lower()
        if places.is_china(t):
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


def budget_constraint(b: Budget, hourly: float | None, job_cost: float | None, job_hours: float | None,
                      currency: str, within: bool) -> Constraint:
    """What the plan costs against the stated budget; `within` says whether any plan fitted it."""
    per_en = {"hour": "per hour", "day": "per day", "month": "per month", "total": "in total"}[b.per]
    per_zh = {"hour": "每小时", "day": "每天", "month": "每月", "total": "总共"}[b.per]
    stated = f"{_money(b.amount, b.currency)} {per_en}"
    label = Msg(code="constraints.budget_constraint", args={
        "stated": stated, "per_zh": per_zh, "money": _money(b.amount, b.currency)})
    if not within or hourly is None:
        return Constraint(name="budget", stated=stated, label=label, status="refused", message=
            Msg(code="constraints.nothing_that_fits_this", args={
                "stated": stated, "per_zh": per_zh, "money": _money(b.amount, b.currency)}))
    if b.per == "total" and job_cost is None:
        hours = b.amount / hourly if hourly else 0
        buys = duration(hours)
        return Constraint(name="budget", stated=stated, label=label, status="honoured", message=
            Msg(code="constraints.buys_of_the_top", args={
                "stated": stated, "buys": buys, "money": _money(hourly, currency), "money_2": _money(b.amount, b.currency)}))
    spend = {"hour": hourly, "day": hourly * HOURS_PER_DAY, "month": hourly * HOURS_PER_MONTH, "total": job_cost or 0.0}[b.per]
    return Constraint(name="budget", stated=stated, label=label, status="honoured", message=
        Msg(code="constraints.within_the_top_pick", args={
            "stated": stated, "money": _money(spend, currency), "per_en": per_en, "per_zh": per_zh,
            "money_2": _money(b.amount, b.currency),
            "part": (Msg(code="constraints.within_the_top_pick.h", args={"money": _money(hourly, currency)}) if b.per != 'hour'
                else None)}))


def deadline_constraint(deadline_hours: float, hours: float | None, met: bool, job_known: bool) -> Constraint:
    days = deadline_hours / 24
    stated = f"{days:g} days" if deadline_hours >= 48 else f"{deadline_hours:g} h"
    label = Msg(en=stated, zh=f"{days:g} 天" if deadline_hours >= 48 else f"{deadline_hours:g} 小时")
    took = duration(hours) if hours else None
    if not job_known:
        return Constraint(name="deadline", stated=stated, label=label, status="refused", message=
            Msg(code="constraints.a_deadline_of_needs", args={"stated": stated, "label": label}))
    if met and hours is not None:
        return Constraint(name="deadline", stated=stated, label=label, status="honoured", message=Msg(
            en=f"Finishes in {took.en if took else '< 1 min'} (deadline {stated}); only plans that meet it are ranked.",
            zh=f"预计{approx_zh(took.zh).removeprefix('约') if took else '不到 1 分钟'}完成（期限 {label.zh}）；"
               "只排名能按期完成的方案。"))
    return Constraint(name="deadline", stated=stated, label=label, status="refused", message=
        Msg(code="constraints.no_listed_configuration_finishes", args={
            "stated": stated, "label": label,
            "part": (Msg(code="constraints.no_listed_configuration_finishes.the_fastest_takes", args={"took": took}) if took
                else None)}))


def context_constraint(model: str, seq_len: int, max_context: int, longer: list[str]) -> Constraint:
    alt_en = f": use {' or '.join(longer[:2])}" if longer else ": use a long-context variant of the model"
    alt_zh = f"：请改用 {' 或 '.join(longer[:2])}" if longer else "：请改用该模型的长上下文版本"
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="refused",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}), message=
                          Msg(code="constraints.supports_at_most_tokens", args={
                              "model": model, "max_context": max_context, "alt_en": alt_en, "seq_len": seq_len,
                              "alt_zh": alt_zh}))


def yarn_constraint(model: str, seq_len: int, native: int) -> Constraint:
    """Above its configured context a Qwen2.5/Qwen3 model needs YaRN switched on (model cards, "Processing
    Long Texts"): the context is kept, the serving command changes."""
    factor = -(-seq_len // native)
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="adjusted",
                      label=Msg(code="constraints.tokens", args={"seq_len": seq_len}), message=
                          Msg(code="constraints.runs_tokens_as_configured", args={
                              "model": model, "native": native, "seq_len": seq_len, "factor": factor}))


def filter_constraint(name: str, values: list[str], ok: bool) -> Constraint:
    """A provider or region filter: honoured when something was ranked, refused (see "nothing fits") when not."""
    names = ", ".join(values)
    where_en, where_zh = (f"from {names}", f"{names} ") if name == "provider" else (f"in {names}", f"{names} 区域")
    return Constraint(name=name, stated=names, status="honoured" if ok else "refused", message=(
        Msg(code="constraints.only_offers_are_ranked", args={"where_en": where_en, "where_zh": where_zh})
        if ok
        else Msg(code="constraints.no_priced_offer_fits", args={"where_en": where_en, "where_zh": where_zh})))


def spot_serving_constraint() -> Constraint:
    return Constraint(name="billing", stated="spot", label=Msg(code="constraints.spot"), status="adjusted", message=Msg(code="constraints.spot_was_asked_for"))
