"""A growth follow-up in a named non-LLM job's thread (classic ML such as LightGBM / XGBoost, a CPU job, a table or
science job: "what if rows double?", "×1e300", "-3x that", 如果数据翻倍呢？, 資料量加倍呢): the job's message said
again with its count × the factor and re-read, as a batch's items are (advisor.core.batch_growth), or the factor said
not applied and the thread's job answered as it was — never the LLM path's opening "which model?" (the job was lost)
nor the job's first answer with no word of the factor. Words only: the scaling is tools.followup.grown_load."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.batch_growth import _EACH_AFTER, _EACH_BEFORE, _MAG, _plain
from advisor.core.growth import _FACTOR, _ITEM_NOUN, MAX_GROWTH, _said_factor
from tools.followup import grown_load
from tools.schema import Msg

# what such a job counts and a growth grows: its rows, records, samples, sensors, stores, houses, structures …
_NOUNS_EN = (r"rows?|records?|samples?|examples?|observations?|transactions?|sensors?|meters?|devices?|stores?|shops?"
             r"|houses?|homes?|buildings?|orders?|deliver(?:y|ies)|stops?|vehicles?|proteins?|structures?|complex(?:es)?"
             r"|ligands?|molecules?|compounds?|sequences?|genomes?|cells?|images?|photos?|pictures?|scans?|slides?"
             r"|tiles?|hours?|videos?|clips?|files?|documents?|docs|pages?|items?|products?|skus?|customers?|series"
             r"|streams?|cameras?|zones?|chapters?|frames?|calls?|recordings?|lines?|events?|users?")
_NOUNS_ZH = (r"行|条|條|张|張|家|套|户|戶|小时|小時|页|頁|份|段|帧|幀|通|路"
             r"|(?:个|個|台|臺)\s*(?:传感器|傳感器|门店|門店|店|样本|樣本|用户|用戶|客户|客戶|设备|設備|摄像头|攝像頭|小时|小時)")
_JOB_COUNT = re.compile(r"(?i)(?<![A-Za-z0-9_.\-−－])(\d[\d,]*(?:\.\d+)?)\s*(k|m|b|thousand|million|billion|千|万|萬|亿|億)?"
                        r"(?![a-z]{2})\s*(?:(?:(?:[a-z-]+\s+){0,2}?(" + _NOUNS_EN + r"))\b|(" + _NOUNS_ZH + r"))")
# the nouns a follow-up may name the job's items by, besides a batch's (_ITEM_NOUN): "what if stores double?"
_GROW_ITEMS = re.compile(_ITEM_NOUN.pattern + r"|(?i:\b(?:stores?|shops?|sensors?|meters?|devices?|houses?|homes?"
                         r"|customers?|samples?|examples?|transactions?|orders?|vehicles?|cameras?)\b)"
                         r"|门店|門店|传感器|傳感器|样本|樣本|订单|訂單|设备|設備|摄像头|攝像頭|客户|客戶")


# a factor said before its figure, alone ("×1e300", "x3", "×3 that?"): the growth of the job's count too
_TIMES_BEFORE = re.compile(r"(?i)^\s*(?:[-−－]\s*)?[x×]\s*([-−－]?\s*(?:\d+(?:\.\d+)?(?:e[+\-]?\d{1,4})?|nan|inf(?:inity)?))"
                           r"\s*(?:that|this|it)?\s*[?？!.。]*\s*$")


def _factor(text: str) -> tuple[float, str] | None:
    """The growth factor a follow-up says, as said (any value: refused later), and its words: growth._said_factor with
    the job's item nouns, or a bare "×N"."""
    said = _said_factor(text, _GROW_ITEMS) if _FACTOR.search(text) else None
    m = _TIMES_BEFORE.match(text) if said is None else None
    if m is None:
        return said
    run = re.sub(r"[\s−－]", lambda c: "" if c.group(0).isspace() else "-", m.group(1))
    return float(run), re.sub(r"\W+$", "", m.group(0).strip())


def _count_in(message: str, follow: str) -> re.Match[str] | None:
    """The count of `message` the follow-up grows: the one whose noun the follow-up names ("what if stores double?"),
    else the first counted one ("50M rows" before "200 features": features are no count that grows)."""
    found = list(_JOB_COUNT.finditer(message))
    # never one item's size ("(500 rows each)", 每份3页): the job's volume is what grows
    found = [m for m in found if not _EACH_AFTER.match(message, m.end())
             and not _EACH_BEFORE.search(message[max(0, m.start() - 16):m.start()])] or found
    for m in found:
        noun = (m.group(3) or m.group(4) or "").lower()
        if noun and re.search(re.escape(noun.rstrip("s")[:5]), follow, re.IGNORECASE):
            return m
    return found[0] if found else None


def job_grown(said: list[str], names_job: Any, notes: list[str]) -> tuple[str, list[Msg]] | None:
    """The thread's text a growth follow-up is answered on and the line saying what it did (`said`:
    Engine.thread_said, this message first; `names_job`: whether a message names the job; `notes`: the reader's
    notes on this message): the job's message with its count × the factor; the job's message as it was and the factor
    refused in words (×0, -3x, NaN, 1e300x: once, not twice when the reader already said the figure not read) or, when
    the job counts nothing, said not scaled. None when this message says no factor or names a job itself, or no
    earlier message names one."""
    factor = _factor(said[0]) if len(said) > 1 else None
    if factor is None or names_job(said[0]):
        return None
    at = next((i for i, t in enumerate(said[1:], 1) if names_job(t)), None)
    if at is None:
        return None
    f, words = factor
    thread = list(said[1:])
    job = thread[at - 1]
    if not 1 < f <= MAX_GROWTH:  # refused: the job as it was
        figure = re.search(r"\d[\d.eE+\-]*", words)
        if figure is not None and any(figure.group(0) in n for n in notes):
            return "\n".join(thread), []  # "'1e300' is not read" already says it
        return "\n".join(thread), [Msg(code="conversation.growth.refused", args={"said": words, "factor": f,
                                                                                 "most": MAX_GROWTH})]
    m = _count_in(job, said[0])
    if m is None:
        return "\n".join(thread), [Msg(code="conversation.growth.batch_not_scaled", args={"said": words})]
    old = float(m.group(1).replace(",", "")) * _MAG.get((m.group(2) or "").lower(), 1.0)
    new = grown_load({"count": old}, f)["count"]
    thread[at - 1] = job[:m.start()] + _plain(new) + job[m.end(2) if m.group(2) else m.end(1):]
    line = Msg(code="conversation.growth.job_count", args={"said": words, "item": m.group(0).strip(), "old": old,
                                                            "factor": f, "new": new})
    return "\n".join(thread), [line]
