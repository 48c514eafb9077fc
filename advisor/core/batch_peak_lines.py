"""A recurring classification or moderation batch said to peak ("most traffic 8–12 pm", 晚上8点到12点占六成): the
cards at the day's average and at its peak on the batch pick's card, the month with the peak's cards up, and a
cheap-classifier cascade offered as an option with its share assumed (tools.batch_peak). Such a batch was sized as
one daily job only; a result wanted within a minute (要1分钟内出结果) is each row's limit (extract_rules.read_deadline_r
says so), and an evening peak (晚上高峰) no night's run window (conversation.nightly_batch)."""

from __future__ import annotations

from typing import Any

from tools.schema import Msg, Workload


def classify_peak(w: Workload, text: str) -> tuple[float | None, float | None, bool] | None:
    """The peak said (extract_stated.batch_peak_said) of a daily classification batch (a CLASSIFY_JOB word), or
    None."""
    from advisor.core.extract_rules import CLASSIFY_JOB, drop_impossible_counts
    from advisor.core.extract_stated import batch_peak_said

    if not (w.batch_requests and w.batch_period == "day") or CLASSIFY_JOB.search(text or "") is None:
        return None
    return batch_peak_said(drop_impossible_counts(text or "")[0])  # "-60% of traffic" said not read: no share


def batch_peak_lines(rec: Any, text: str) -> list[Msg]:
    """The peak beside the average on the pick's card (tools.batch_peak), and the cascade option; [] without a
    daily classify batch said to peak or a priced pick with its job hours."""
    from tools.batch_peak import SCREEN_SHARE, peak_job
    from tools.traffic import BUSY_HOUR_SHARE_PCT
    from tools.wording import money_text

    w = rec.workload
    said = classify_peak(w, text)
    top = rec.candidates[0] if rec.candidates else None
    row = rec.cost_table[0] if rec.cost_table else None
    if said is None or top is None or row is None or row.instance != top.instance or not row.cost.job_hours:
        return []
    share, hours, assumed = said
    hourly = top.price_per_hour.amount if top.price_per_hour.currency == rec.currency else None
    p, month_cost = peak_job(float(w.batch_requests), share, hours, row.cost.job_hours, int(top.gpu_count), hourly,
                             int(top.instances))
    month = money_text(month_cost, rec.currency, 0) if month_cost else None
    return [Msg(code="batch_peak.line", args={
        "per_day": p.per_day, "share_pct": 100 * p.share, "hours": p.window_h, "assumed": assumed,
        "busiest": share is None, "busy_pct": BUSY_HOUR_SHARE_PCT, "avg": p.avg_per_s, "peak": p.peak_per_s,
        "card": p.card_per_s, "gpu": top.gpu, "avg_cards": p.avg_cards, "peak_cards": p.peak_cards, "month": month}),
        *([Msg(code="batch_peak.cascade", args={"screen_pct": 100 * SCREEN_SHARE, "cards": p.cascade_cards,
                                                "peak_cards": p.peak_cards, "gpu": top.gpu})]
          if p.cascade_cards < p.peak_cards else [])]


def day_span_lines(rec: Any, text: str) -> list[Msg]:
    """A daily LLM batch whose items come in over a stated span of the day (extract_rules.day_span_said: "集中在白天
    10小时", "arriving during 10 daytime hours"): the rate over the span and the pick's month up for the whole span
    (tools.batch_peak.day_span) beside the queued batch's; [] without one, or without a priced pick with its job hours."""
    from advisor.core.extract_rules import day_span_said
    from tools.batch_peak import day_span
    from tools.wording import money_text

    w = rec.workload
    said = day_span_said(text or "")
    top = rec.candidates[0] if rec.candidates else None
    row = rec.cost_table[0] if rec.cost_table else None
    if said is None or not (w.batch_requests and w.batch_period == "day") or top is None or row is None \
            or row.instance != top.instance or not row.cost.job_hours:
        return []
    hourly = top.price_per_hour.amount if top.price_per_hour.currency == rec.currency else None
    d = day_span(float(w.batch_requests), said[0], row.cost.job_hours, hourly)
    return [Msg(code="batch_peak.day_span", args={
        "per_day": d.per_day, "span": d.span_h, "per_s": d.per_s, "job_h": d.job_h,
        "machines": int(top.instances), "gpus": int(top.gpu_count), "gpu": top.gpu,
        "month": money_text(d.month, rec.currency, 0) if d.month else None})]

