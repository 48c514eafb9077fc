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
    label = Msg(en=stated, zh=f"{per_zh} {_money(b.amount, b.currency)}")
    if not within or hourly is None:
        return Constraint(name="budget", stated=stated, label=label, status="refused", message=Msg(
            en=f"Nothing that fits this workload stays within {stated}; the cheapest plan is shown with its price.",
            zh=f"能装下该负载的方案都超出 {per_zh} {_money(b.amount, b.currency)} 的预算；下面给出最便宜的方案及价格。"))
    if b.per == "total" and job_cost is None:
        hours = b.amount / hourly if hourly else 0
        buys = duration(hours)
        return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
            en=f"{stated} buys {buys.en} of the top pick at {_money(hourly, currency)}/h.",
            zh=f"总预算 {_money(b.amount, b.currency)} 可用首选方案 {buys.zh}，每小时 {_money(hourly, currency)}。"))
    spend = {"hour": hourly, "day": hourly * HOURS_PER_DAY, "month": hourly * HOURS_PER_MONTH, "total": job_cost or 0.0}[b.per]
    return Constraint(name="budget", stated=stated, label=label, status="honoured", message=Msg(
        en=f"Within {stated}: the top pick costs {_money(spend, currency)} {per_en}"
           + (f" ({_money(hourly, currency)}/h)" if b.per != "hour" else "") + ".",
        zh=f"在{per_zh} {_money(b.amount, b.currency)} 的预算内：首选方案{per_zh} {_money(spend, currency)}"
           + (f"（每小时 {_money(hourly, currency)}）" if b.per != "hour" else "") + "。"))


def deadline_constraint(deadline_hours: float, hours: float | None, met: bool, job_known: bool) -> Constraint:
    days = deadline_hours / 24
    stated = f"{days:g} days" if deadline_hours >= 48 else f"{deadline_hours:g} h"
    label = Msg(en=stated, zh=f"{days:g} 天" if deadline_hours >= 48 else f"{deadline_hours:g} 小时")
    took = duration(hours) if hours else None
    if not job_known:
        return Constraint(name="deadline", stated=stated, label=label, status="refused", message=Msg(
            en=f"A deadline of {stated} needs the job's size: give the dataset (examples × tokens, epochs) or the "
               "training tokens, and the plan is sized to finish in time.",
            zh=f"要按 {label.zh}的期限规划，需要知道任务规模：请给出数据量（条数 × 每条 token、轮数）或训练 token 数。"))
    if met and hours is not None:
        return Constraint(name="deadline", stated=stated, label=label, status="honoured", message=Msg(
            en=f"Finishes in {took.en if took else '< 1 min'} (deadline {stated}); only plans that meet it are ranked.",
            zh=f"预计{approx_zh(took.zh).removeprefix('约') if took else '不到 1 分钟'}完成（期限 {label.zh}）；"
               "只排名能按期完成的方案。"))
    return Constraint(name="deadline", stated=stated, label=label, status="refused", message=Msg(
        en=f"No listed configuration finishes within {stated}"
           + (f"; the fastest takes {took.en} and is shown" if took else "") + ". A larger RDMA cluster "
           "(a provider quote) or fewer training tokens would be needed.",
        zh=f"目录中没有能在 {label.zh}内完成的配置" + (f"；最快的需要 {took.zh}，列在下面" if took else "")
           + "。需要更大的 RDMA 集群（向云厂商询价）或减少训练 token。"))


def context_constraint(model: str, seq_len: int, max_context: int, longer: list[str]) -> Constraint:
    alt_en = f": use {' or '.join(longer[:2])}" if longer else ": use a long-context variant of the model"
    alt_zh = f"：请改用 {' 或 '.join(longer[:2])}" if longer else "：请改用该模型的长上下文版本"
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="refused",
                      label=Msg(en=f"{seq_len:,} tokens", zh=f"{seq_len:,} token 上下文"), message=Msg(
        en=f"{model} supports at most {max_context:,} tokens of context{alt_en}. The memory below is sized at "
           f"{seq_len:,} tokens as asked.",
        zh=f"{model} 最长上下文为 {max_context:,} token{alt_zh}。下面的显存仍按你要求的 {seq_len:,} token 计算。"))


def yarn_constraint(model: str, seq_len: int, native: int) -> Constraint:
    """Above its configured context a Qwen2.5/Qwen3 model needs YaRN switched on (model cards, "Processing
    Long Texts"): the context is kept, the serving command changes."""
    factor = -(-seq_len // native)
    return Constraint(name="context", stated=f"{seq_len:,} tokens", status="adjusted",
                      label=Msg(en=f"{seq_len:,} tokens", zh=f"{seq_len:,} token 上下文"), message=Msg(
        en=f"{model} runs {native:,} tokens as configured; {seq_len:,} needs YaRN rope scaling switched on (factor "
           f"{factor}, original_max_position_embeddings {native:,}: vLLM --hf-overrides / rope_scaling in config.json). "
           "The model card notes it can slightly lower quality on short prompts.",
        zh=f"{model} 默认配置支持 {native:,} token；{seq_len:,} 需开启 YaRN 位置缩放（factor {factor}，"
           f"original_max_position_embeddings {native:,}：vLLM --hf-overrides 或改 config.json 的 rope_scaling）。"
           "模型卡提示短文本质量可能略降。"))


def filter_constraint(name: str, values: list[str], ok: bool) -> Constraint:
    """A provider or region filter: honoured when something was ranked, refused (see "nothing fits") when not."""
    names = ", ".join(values)
    where_en, where_zh = (f"from {names}", f"{names} ") if name == "provider" else (f"in {names}", f"{names} 区域")
    return Constraint(name=name, stated=names, status="honoured" if ok else "refused", message=Msg(
        en=f"Only offers {where_en} are ranked." if ok else f"No priced offer {where_en} fits; see below.",
        zh=f"只排名{where_zh}的机型。" if ok else f"{where_zh}没有能装下且有价格的机型；见下文。"))


def spot_serving_constraint() -> Constraint:
    return Constraint(name="billing", stated="spot", label=Msg(en="spot", zh="竞价实例"), status="adjusted", message=Msg(
        en="Spot was asked for, but this is online serving: a reclaim takes the service down with no warning window "
           "(pitfall 6), so prices below are on-demand. Use spot for batch or offline jobs only.",
        zh="你要求竞价实例，但这是线上推理：实例被回收时服务直接中断（避坑清单第 6 条），所以下面用按量价格计算。"
           "竞价只适合离线或批处理任务。"))
