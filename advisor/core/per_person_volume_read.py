"""A volume said per person beside the people who each do it: the batch (or the day's requests) is people × each.

"80位老师，每人每周批改约120篇作文" was sized as 120 essays a week (one teacher's) and "each of our 25 analysts runs 30
reports a day" as a head count with no volume at all: the per-person figure was read alone or dropped. Read here after
the batch readers: people × each (tools.per_person_volume.people_times_each) replaces the one person's count, said in a
note with its arithmetic; the people are then the ones doing the work, never users at once.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.note_ids import drop_notes
from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_N = r"(\d{1,3}(?:,\d{3})+|\d{1,6})"
_EACH = r"(\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d+)?)"
_PERIOD_EN = {"day": "day", "daily": "day", "week": "week", "weekly": "week", "month": "month", "monthly": "month"}
_PERIOD_ZH = (("day", re.compile(r"天|日")), ("week", re.compile(r"周|週|星期|礼拜|禮拜")), ("month", re.compile(r"月")))
_ABOUT_EN = r"(?:(?:about|around|roughly|approximately|some|up\s+to|~|≈)\s*)?"
# "40 reviewers each grade about 60 essays a week", "each of our 25 analysts runs 30 reports a day",
# "our 12 lawyers each draft ~15 contracts per week"
_EN = re.compile(r"(?i)(?:\beach\s+of\s+(?:our|the|my|their)\s+" + _N + r"\s+[a-z-]+s\b|\b" + _N
                 + r"\s+(?:[a-z-]+\s+){0,2}?[a-z-]+s\b,?\s+(?:who\s+|that\s+)?(?:each|every\s+one\s+of\s+them)\b)"
                 r"\s+(?:[a-z-]+\s+){1,2}?" + _ABOUT_EN + _EACH + r"\s+(?:[a-z-]+\s+){0,2}?[a-z-]+s?\s+"
                 r"(?:a|per|each|every)\s+(day|week|month)\b")
# 80位老师，每人每周批改约120篇; 100位老師，每人每星期改大約80篇; 30个客服每人每天处理200条
_ZH = re.compile(_N + r"\s*(?:个|個|位|名)\s*[\u4e00-\u9fff]{1,6}?\s*[,，]?\s*(?:每人|每个人|每個人|每位|各自)\s*"
                 r"每\s*(?:个|個)?\s*(天|日|周|週|星期|礼拜|禮拜|月)\s*[^\d。；;！!？?\n]{0,8}?" + _EACH
                 + r"\s*(?:篇|条|條|份|封|张|張|个|個|段|次|单|單|道|题|題)")


def per_person_said(t: str) -> tuple[int, float, str, tuple[int, int]] | None:
    """(the people, each one's items, the period: day / week / month, the span) when a volume is said per person."""
    m = _EN.search(t)
    if m is not None:
        people = m.group(1) or m.group(2)
        return int(people.replace(",", "")), float(m.group(3).replace(",", "")), _PERIOD_EN[m.group(4).lower()], m.span()
    z = _ZH.search(t)
    if z is not None:
        period = next(p for p, rx in _PERIOD_ZH if rx.fullmatch(z.group(2)))
        return int(z.group(1).replace(",", "")), float(z.group(3).replace(",", "")), period, z.span()
    return None


def read_per_person_volume(t: str, ctx: Any) -> Read:
    """People × each one's items a period as the batch (module doc); {} unless both are said and no other volume is."""
    from tools.per_person_volume import people_times_each

    got = per_person_said(t)
    f = ctx.fields
    if got is None or got[0] < 2 or f.get("task") not in (None, "inference"):
        return {}, []
    people, each, period, span = got
    ds = f.get("dataset")
    one = {f.get("batch_requests"), f.get("requests_per_day"), getattr(ds, "amount", None)} - {None}
    if one and one != {each}:  # another volume was said: it stands
        return {}, []
    total = people_times_each(people, each)
    ctx.out.said(Msg(code="per_person_volume.read", args={"people": people, "each": each, "period": period,
                                                          "total": total}))
    if f.get("requests_per_day") == each and period == "day":  # a serving load said per person: the day's in all
        patch: dict = {"requests_per_day": total}
    else:
        patch = {"task": "inference", "batch_requests": round(total), "batch_period": period}
    if getattr(ds, "amount", None) == each:  # one person's items read as the data set: its item length is the prompt
        patch["dataset"] = None
        if ds.tokens_per_unit and not f.get("prompt_tokens"):
            patch["prompt_tokens"] = round(ds.tokens_per_unit)
    if f.get("requests_per_day") == each and "batch_requests" in patch:
        patch["requests_per_day"] = None
    for k in ("head_count", "concurrency", "users_online"):
        if f.get(k) == people:
            patch[k] = None
    drop_notes(ctx.out, "traffic.concurrency_from_head_count", people=people)  # the people do the work, not users at once
    return patch, [span]
