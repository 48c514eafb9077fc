"""A serving load said to peak only some weeks of a term or year: "其實只有期末那兩週會爆量", "the peak is only the two
weeks of finals", "only busy 3 weeks a year" → Workload.peak_weeks (and peak_period: a term when finals / exams /
semester / 期末 / 學期 are named, else a year). The thread's earlier, larger load becomes the peak's
(tools.followup.peak_season_patch) and the answer prices both fleets (tools.peak_season)."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.magnitudes import scaled_count

_NUM = r"(\d{1,2}|one|two|three|four|five|six|一|二|两|兩|三|四|五|六)"
_WORD_NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_PEAK_ZH = r"(?:爆量|高峰|尖峰|峰值|繁忙|忙|人多|满载|滿載|爆满|爆滿|流量大)"
_WEEK_ZH = r"(?:个|個)?\s*(?:周|週|星期|礼拜|禮拜)"
_PEAK_EN = r"(?:peak|peaks|busy|spike|spikes|rush|surge|heavy|crunch)"
PEAK_WEEKS = re.compile(
    r"(?i)(?:只有|只在|只会|只會|就只有|仅|僅)[^，,。；;！？!?\d]{0,8}?" + _NUM + r"\s*" + _WEEK_ZH
    + r"[^，,。；;！？!?]{0,6}?" + _PEAK_ZH
    + r"|" + _PEAK_ZH + r"[^，,。；;！？!?]{0,6}?(?:只有|只在|仅|僅|就)[^，,。；;！？!?\d]{0,8}?" + _NUM + r"\s*" + _WEEK_ZH
    + r"|\b(?:only|just)\b(?=[^.;!?]{0,80}?\b" + _PEAK_EN + r"\b)[^.;!?]{0,40}?\b" + _NUM + r"\s+weeks?\b"
    + r"|\b" + _PEAK_EN + r"\b[^.;!?]{0,40}?\b(?:only|just)\b[^.;!?]{0,25}?\b" + _NUM + r"\s+weeks?\b")
# a peak said in days ("出分后那3天峰值能到10万人", "双十一那两天爆量", "the 3 days after results peak at 100k"), with the
# everyday load said in the same message ("平时大概2000人在线", "normally 500 online"): the everyday load is the one the
# answer sizes, the peak's is kept as peak_users_online / peak_concurrency and priced for those days (tools.peak_season;
# one fleet at 100,000 online was priced for the whole month)
_DAYS = r"\s*(?:个|個)?\s*(?:天|日)"
PEAK_DAYS = re.compile(
    r"(?i)" + _NUM + _DAYS + r"[^，,。；;！？!?\d]{0,8}?" + _PEAK_ZH
    + r"|" + _PEAK_ZH + r"[^，,。；;！？!?\d]{0,8}?(?:持续|持續|有|就|只有|只)\s*" + _NUM + _DAYS
    + r"|\b" + _NUM + r"[\s-]+days?\b[^.;!?\d]{0,40}?\b" + _PEAK_EN + r"\b"
    + r"|\b" + _PEAK_EN + r"\b[^.;!?\d]{0,30}?\b(?:for|lasts?|over)\s+(?:the\s+)?(?:first\s+)?" + _NUM + r"[\s-]+days?\b")
EVERYDAY = re.compile(
    r"(?i)(?:平时|平時|平常|日常|平日|一般|通常|其余时间|其餘時間|其他时间|其他時間|\bnormally\b|\busually\b"
    r"|\bday[\s-]to[\s-]day\b|\bon\s+a\s+normal\s+day\b|\bthe\s+rest\s+of\s+the\s+(?:year|time)\b|\botherwise\b)"
    r"[^，,。；;！？!?\d]{0,10}?(\d[\d,]*)\s*(k|万|萬)?")
TERM_WORDS = re.compile(r"(?i)\b(?:finals?|exams?|semester|term|midterms?)\b|期末|期中|考试|考試|学期|學期|开学|開學")


# the weeks before an exam named as the busy time: 期末考前三週每晚…最多人用, 期中考前兩周是高峰, "busiest in the two weeks
# before finals": a serving load that peaks those weeks of a term (it was read as no service, a deadline or a fine-tune)
PEAK_BEFORE_TERM = re.compile(
    r"(?i)(?:期末|期中|考试|考試|大考|段考|考)\s*(?:考)?\s*(?:前|之前|以前)\s*(?:的|那|嗰)?\s*" + _NUM + r"\s*" + _WEEK_ZH
    + r"(?=[^。；;！？!?]{0,24}?(?:最多人|人最多|" + _PEAK_ZH + r"))"
    + r"|\b" + _NUM + r"\s+weeks?\s+(?:before|ahead\s+of|leading\s+up\s+to|prior\s+to)\s+(?:the\s+)?(?:finals?|exams?"
    r"|midterms?)\b(?=[^.;!?]{0,60}?\b(?:busiest|peaks?|most|rush)\b)"
    + r"|\b(?:busiest|peaks?|rush)\b[^.;!?]{0,40}?\b" + _NUM + r"\s+weeks?\s+(?:before|ahead\s+of|leading\s+up\s+to"
    r"|prior\s+to)\s+(?:the\s+)?(?:finals?|exams?|midterms?)\b")


# the week(s) before an exam, or exam week, with a load said for them: 考試前嗰個禮拜可能去到1500人同時在線, 考试前一个星期
# 会有1500人, 考試週 2000 人, "the week before finals we might hit 1,500 online", "during exam week it could be 1500
# online": the load is that week's (a peak for the weeks said), never a month at it (a one-week peak was priced as
# 7 × g4dn.metal for a 24/7 month, HK$480k); a count of weeks said is kept, else one week
_LOAD_AHEAD_ZH = r"(?=[^。；;！？!?]{0,24}?\d[\d,]*\s*(?:k|千|万|萬)?\s*(?:个|個|位|名)?\s*(?:人|学生|學生|用户|用戶|使用者))"
_LOAD_AHEAD_EN = r"(?=[^.;!?]{0,60}?\b\d[\d,]*\s*k?\s*(?:people|users|students|online|concurrent)\b)"
EXAM_WEEK_LOAD = re.compile(
    r"(?i)(?:期末|期中|考试|考試|大考|段考|考)\s*(?:考)?\s*(?:前|之前|以前)\s*(?:的|那|嗰)?\s*(?:" + _NUM
    + r"|嗰|那|这|這|该|該)?\s*" + _WEEK_ZH + _LOAD_AHEAD_ZH
    + r"|(?:期末|期中|考试|考試)\s*(?:周|週)" + _LOAD_AHEAD_ZH
    + r"|\b(?:the\s+)?(?:" + _NUM + r"\s+)?weeks?\s+(?:before|ahead\s+of|leading\s+up\s+to|prior\s+to)\s+(?:the\s+)?"
    r"(?:finals?|exams?|midterms?)\b" + _LOAD_AHEAD_EN
    + r"|\b(?:exam|finals?|midterms?)\s+weeks?\b" + _LOAD_AHEAD_EN)


def read_peak_weeks(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """`peak_weeks` (and `peak_period`) when the message says the load peaks only some weeks, or names the weeks
    before an exam as its busy time (PEAK_BEFORE_TERM), or says a load for the week(s) before an exam
    (EXAM_WEEK_LOAD: one week unless counted; tools.followup.peak_season_patch keeps the thread's everyday load)."""
    m = PEAK_WEEKS.search(t) or PEAK_BEFORE_TERM.search(t)
    if m is None:
        w = EXAM_WEEK_LOAD.search(t)
        if w is None:
            return _peak_days(t, ctx)
        said = next((g for g in w.groups() if g), None)
        n = 1 if said is None else int(said) if said.isdigit() else _WORD_NUM[said.lower()]
        if not 0 < n <= 52:
            return {}, []
        # the load said is the week's: kept as the peak's too, so a follow-up keeps the thread's everyday load
        # (tools.followup.peak_season_patch); the everyday one said beside it wins (_peak_load)
        online, at_once = ctx.fields.get("users_online"), ctx.fields.get("concurrency")
        said_load = {"peak_users_online": online} if online else {"peak_concurrency": at_once} if at_once else {}
        return {"peak_weeks": float(n), "peak_period": "term", **(_peak_load(t, ctx) or said_load)}, []
    said = next(g for g in m.groups() if g)
    n = int(said) if said.isdigit() else _WORD_NUM[said.lower()]
    if not 0 < n <= 52:
        return {}, []
    return {"peak_weeks": float(n), "peak_period": "term" if TERM_WORDS.search(t) else "year", **_peak_load(t, ctx)}, []


# a count of people said after the peak words ("期末考前兩週…有 300 人同時在線", "the 2 weeks before finals … 300 online")
_PEAK_LOAD = re.compile(r"(?i)(?<![\d.,])(\d[\d,]*)\s*(k)?\s*(?:个|個|位|名)?\s*(?:人|学生|學生|用户|用戶|使用者|people|users"
                        r"|students|pupils|learners|online|concurrent)")


def _peak_load(t: str, ctx: Any) -> dict:
    """The peak's own load said in the same message beside the everyday one (EVERYDAY, the smaller, which the reader
    took): the everyday load is sized and the peak's kept as peak_users_online / peak_concurrency for the peak weeks
    (tools.peak_season prices both fleets). By hand: 平時 40 人在線, 考前兩週 300 人 → online 40, peak 300."""
    e = EVERYDAY.search(t)
    online, at_once = ctx.fields.get("users_online"), ctx.fields.get("concurrency")
    if e is None or not (online or at_once):
        return {}
    everyday = round(scaled_count(float(e.group(1).replace(",", "")), e.group(2)))
    peaks = [round(scaled_count(float(m.group(1).replace(",", "")), m.group(2))) for m in _PEAK_LOAD.finditer(t, e.end())]
    peak = max(peaks, default=0)
    if not 0 < everyday < peak or everyday != (online or at_once):
        return {}
    return {"peak_users_online": peak} if online else {"peak_concurrency": peak}


def _peak_days(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """A peak of some days (PEAK_DAYS) with the everyday load said beside it (EVERYDAY, smaller than the load read):
    the everyday load is sized, the read load kept as the peak's for those days; nothing otherwise."""
    from tools.peak_season import weeks_of_days

    m, e = PEAK_DAYS.search(t), EVERYDAY.search(t)
    if m is None or e is None:
        return {}, []
    said = next(g for g in m.groups() if g)
    days = int(said) if said.isdigit() else _WORD_NUM[said.lower()]
    everyday = round(scaled_count(float(e.group(1).replace(",", "")), e.group(2)))
    online, at_once = ctx.fields.get("users_online"), ctx.fields.get("concurrency")
    peak = online or at_once
    if not (0 < days < 7 * 52 and peak and 0 < everyday < peak):
        return {}, []
    load = {"users_online": everyday, "peak_users_online": peak} if online else \
        {"concurrency": everyday, "peak_concurrency": peak}
    return {**load, "peak_weeks": weeks_of_days(days), "peak_period": "term" if TERM_WORDS.search(t) else "year"}, []
