"""A daily count of requests the user says may run overnight or as a batch ("300k continuations a day … it can run
overnight", "每天30萬次請求……可以晚上批量跑", "a nightly batch of 80k prompts") is a batch a day, never a serving rate
and never that many users at once. Before, the count was dropped beside the batch words (nothing sized it: one chat
user) or read as 80,000 concurrent users.

as_overnight_batch_text rewrites the daily count (a row of DAILY_COUNT_FORMS) as the words the batch reader reads a
daily batch in ("batch-process 300k requests a day", "每天批量处理30萬条"), when BATCH_ALLOWED says it may wait. Words
only: the figures come from tools/.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import NUM

# the user lets the day's requests wait: overnight, offline, as a batch, 晚上跑, 离线, 批量跑
BATCH_ALLOWED = re.compile(r"(?i)\bovernight\b|\bnightly\b|\boff-?line\b|\bas\s+an?\s+(?:offline\s+)?batch\b"
                           r"|晚上(?:批量)?跑|夜里|夜裡|夜间|夜間|离线|離線|批量跑|批处理|批處理|每晚|每夜|每个晚上|每個晚上")
_MAG_EN = r"\s*(k|K|m|M|thousand|million)?"
_MAG_ZH = r"\s*(万|萬|千|k|K)?"
_ITEM_EN = r"(?:requests?|calls?|continuations?|generations?|completions?|prompts?|items?|chapters?|stories)"
_ABOUT_ZH = r"(?:大概|大约|大約|约|約|差不多|平均)?\s*"
# the daily counts (a row each: what it says, its pattern, what the batch reader reads instead)
DAILY_COUNT_FORMS: tuple[tuple[str, re.Pattern[str], str], ...] = (
    ("N requests a day", re.compile(r"(?i)" + NUM + _MAG_EN + r"\s+(?:[a-z-]+\s+){0,2}?" + _ITEM_EN
                                    + r"\s+(?:a|per|each|every)\s+day\b"), "batch-process {n}{m} requests a day"),
    ("a nightly batch of N", re.compile(r"(?i)\b(?:a\s+)?nightly\s+batch\s+of\s+" + NUM + _MAG_EN + r"\s+"
                                        + r"(?:[a-z-]+\s+){0,2}?" + _ITEM_EN), "batch-process {n}{m} requests a day"),
    ("每天 N 次请求", re.compile(r"(?:每天|每日|一天)\s*" + _ABOUT_ZH + NUM + _MAG_ZH
                              + r"\s*(?:次|条|條|个|個)\s*(?:请求|請求|调用|調用|续写|續寫|生成)?"), "每天批量处理{n}{m}条"),
    # 每晚 50 萬條, 每晚要跑 8 万个, 每個晚上 12 萬份: a night's count is that day's batch (read as training examples and
    # evening serving hours before)
    ("每晚 N 条", re.compile(r"(?:每晚|每夜|每个晚上|每個晚上)\s*(?:(?:都|要|会|會|需要|大概|大约|大約|约|約)\s*){0,2}"
                           r"(?:跑|处理|處理|做|过|過)?\s*" + _ABOUT_ZH + NUM + _MAG_ZH
                           + r"\s*(?:次|条|條|个|個|份|篇|张|張|段|封|笔|筆)"), "每天批量处理{n}{m}条"),
)


def as_overnight_batch_text(t: str) -> str:
    """The message with a daily count written as a daily batch when the user lets it wait (BATCH_ALLOWED)."""
    if not BATCH_ALLOWED.search(t):
        return t
    for _, pat, canon in DAILY_COUNT_FORMS:
        t = pat.sub(lambda m, c=canon: c.format(n=m.group(1), m=m.group(2) or ""), t)  # type: ignore[misc]
    return t
