"""Work items a served model produces, counted an hour or a minute, are an arrival rate.

"our agents trigger about 2,400 drafts an hour", "roughly 900 summaries per hour", "40 replies a minute", 每小时大约
1200 份草稿, 每小時約 700 封回覆郵件: the count is how many requests start each hour, never that many people or requests at
once. It is `target_requests_per_s` (tools.traffic.requests_per_s), and the requests in flight are the rate × one
request's stay (prefill + decode at the pick's speed: Little's law, tools.traffic.in_flight), as "N requests an hour"
already is. The chat reader knew only requests, messages, queries and calls as the thing counted (its HOURLY_REQUESTS),
so a count of drafts, replies or summaries an hour was read as nothing at all and the load fell to one user.

Reading only: the nouns of what is generated, and the note that says the rate and how it is sized.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import NUM, TRAIN_WORD
from advisor.core.magnitudes import scaled_count
from tools.defaults import serves
from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

_MAG = r"\s*(k|K|千|万|萬|thousand)?"
# what a served model writes, one request each: drafts, replies, summaries, completions, generated emails or reports
_ITEM_EN = (r"(?:(?:agent\s+|llm\s+|model\s+|ai\s+)?(?:drafts?|replies|reply|responses?|answers?|completions?|generations?"
            r"|summar(?:y|ies)|emails?|e-mails?|tickets?|reports?|translations?|descriptions?|captions?|rewrites?"
            r"|invocations?|agent\s+runs?|agent\s+steps?|tool\s+calls?|lookups?|jobs?|tasks?))")
_PER_EN = r"\s*(?:per|an?|/|each|every)\s*(hour|hr|h|minute|min)\b"
ARRIVAL_EN = re.compile(r"(?i)" + NUM + _MAG + r"\s+(?:[a-z-]+\s+){0,2}?" + _ITEM_EN + r"\b" + _PER_EN)
_ITEM_ZH = (r"(?:份|篇|封|条|條|个|個|次|张|張|则|則)?\s*(?:的)?\s*(?:[\u4e00-\u9fff]{0,3}?)"
            r"(?:草稿|初稿|回复|回覆|回應|回应|答复|答覆|摘要|总结|總結|邮件|郵件|电邮|電郵|工单|工單|报告|報告|文案|翻译|翻譯"
            r"|生成|任务|任務|稿)")
# 每小时 / 每小時 / 每個鐘 (Cantonese: an hour) / 每分钟, then the count and the item
ARRIVAL_ZH = re.compile(r"(?:每小时|每小時|每个小时|每個小時|每个钟|每個鐘|(每(?:一)?分钟|每(?:一)?分鐘))\s*"
                        r"(?:大概|大约|大約|约|約|有|会有|會有|差不多|平均|会|會|要|产生|產生|生成|出|触发|觸發)*\s*"
                        + NUM + _MAG + r"\s*(?:多|来|來|余|餘)?\s*" + _ITEM_ZH)


def _per(unit: str | None) -> str:
    """The period a match counts over: a minute where it says so (min, minute, 每分钟), else an hour."""
    return "minute" if unit and not unit.lower().startswith("h") else "hour"  # the Chinese group is only ever a minute


def read_arrival_rate(t: str, ctx: Any) -> Read:
    """Drafts, replies, summaries … an hour or a minute (ARRIVAL_EN / ARRIVAL_ZH) for a served model: the rate
    `target_requests_per_s` with a note that it is a rate, not people at once. By hand: "3,600 replies an hour" →
    3,600 ÷ 3,600 s = 1 request/s; with 500 output tokens at 20 tokens/s and a 1 s first token each stays 26 s, so
    ≈ 1 × 26 = 26 in flight (Little's law), never 3,600. Nothing when a rate or a concurrency is already read, or a
    training job is said."""
    f = ctx.fields
    task = f.get("task")
    if f.get("target_requests_per_s") or f.get("concurrency") or (task is not None and not serves(task)) \
            or TRAIN_WORD.search(t):
        return {}, []
    en = next((m for m in ARRIVAL_EN.finditer(t) if ctx.free(*m.span())), None)
    m = en or next((m for m in ARRIVAL_ZH.finditer(t) if ctx.free(*m.span())), None)
    if m is None:
        return {}, []
    from tools.traffic import requests_per_s

    num, mag, unit = m.group(1, 2, 3) if en else m.group(2, 3, 1)  # 每分钟 is the Chinese match's first group
    count = scaled_count(float(num.replace(",", "")), mag)
    if count <= 0:
        return {}, []
    rate = requests_per_s(count, _per(unit))
    msg = Msg(code="arrival_rate.read", args={"said": m.group(0).strip(), "rate": rate})
    ctx.out.note(msg.en, msg.zh)
    return {"target_requests_per_s": rate} | ({} if task else {"task": "inference"}), [m.span()]
