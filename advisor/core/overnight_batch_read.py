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

from advisor.core.extract_words import NUM, TRAIN_WORD

# the user lets the day's requests wait: overnight, offline, as a batch, 晚上跑, 离线, 批量跑
BATCH_ALLOWED = re.compile(r"(?i)\bovernight\b|\bnightly\b|\boff-?line\b|\bas\s+an?\s+(?:offline\s+)?batch\b"
                           r"|晚上(?:批量)?跑|夜里|夜裡|夜间|夜間|离线|離線|批量跑|批处理|批處理|每晚|每夜|每个晚上|每個晚上"
                           r"|" + r"(?:一|1)\s*(?:晚上?|夜|个晚上|個晚上)|成晚|通宵"
                           r"|\b(?:every|each|per|a)\s+night\b|\bin\s+(?:one|a\s+single)\s+night\b")
_MAG_EN = r"\s*(k|K|m|M|thousand|million)?"
_MAG_ZH = r"\s*(万|萬|千|k|K)?"
_ITEM_EN = r"(?:requests?|calls?|continuations?|generations?|completions?|prompts?|items?|chapters?|stories)"
_ABOUT_ZH = r"(?:大概|大约|大約|约|約|差不多|平均)?\s*"
# what is done to a night's items, with a finish particle (打 30 萬個標籤, 做晒, 跑完, 處理完): before the count
_NIGHT_WORK = (r"\s*(?:(?:都|要|会|會|需要|大概|大约|大約|约|約|就|得)\s*){0,2}"
               r"(?:(?:跑|处理|處理|做|过|過|打|标|標|生成|写|寫|翻译|翻譯|审|審|分类|分類|篩|筛|摘要|搞)"
               r"(?:完|晒|埋|好|掂|定)?)?\s*")
# chapters, episodes and poems a night (每天晚上写1万章: a web-novel platform's night was read as one chat user)
_NIGHT_COUNTER = r"\s*(?:次|条|條|个|個|份|篇|张|張|段|封|笔|筆|章|集|首)"
# an English count of items (thousands or more, a plural noun that is no people, time or hardware): "300k labels",
# "120,000 tickets"; the number and its magnitude, then the noun
_EN_ITEMS = (r"(?i)(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{4,}|\d+(?:\.\d+)?(?=\s*(?:k|m|thousand|million)\b))"
             r"\s*(k|m|thousand|million)?\s+((?:[a-z-]+\s+){0,2}?"
             r"(?!(?:users|people|persons|staff|customers|students|employees|agents|members|players|viewers|visitors"
             r"|guests|hours|minutes|gpus|cards|nodes|machines|servers|tokens|words|characters)\b)[a-z-]{3,}s)\s+")
# a night said as 每晚 or as 每天晚上 (every day's evening): the night's count is that day's batch
_NIGHT_LEAD = r"(?:每晚|每夜|每个晚上|每個晚上|(?:每天|每日|天天)\s*(?:晚上|夜里|夜裡|夜间|夜間))"
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
    ("每晚 N 条", re.compile(_NIGHT_LEAD + _NIGHT_WORK + _ABOUT_ZH + NUM + _MAG_ZH + _NIGHT_COUNTER),
     "每天批量处理{n}{m}条"),
    # 一晚做晒 20 萬條, 一个晚上跑完 8 万条: one night's count is one batch with the night to finish it (read as
    # training examples before); the words the batch reader reads a one-off batch in
    # "300k labels every night", "80,000 tickets each night": a nightly batch (read as 7 night serving hours before)
    ("N items every night", re.compile(_EN_ITEMS + r"(?:every|each|per|a)\s+night\b"),
     "batch-process {n}{m} {items} a day"),
    # "200k reviews in one night", "120k tickets overnight": one batch, the night to finish it (a training set before)
    ("N items in one night", re.compile(_EN_ITEMS + r"(?:in\s+(?:one|a\s+single)\s+night|overnight)\b"),
     "process {n}{m} {items} overnight"),
    ("一晚 N 条", re.compile(r"(?:一|1)\s*(?:晚上?|夜|个晚上|個晚上)(?:之内|之內|内|內)?" + _NIGHT_WORK + _ABOUT_ZH + NUM
                           + _MAG_ZH + _NIGHT_COUNTER), "一晚上处理完{n}{m}条"),
)


# a day's tokens with no task word ("每日 3 億 tokens", "200M tokens a day", 每天大概5000万个token): a volume to process
# each day, never training tokens (read as train_tokens before); a training word (TRAIN_WORD) keeps them training's
DAILY_TOKENS = (
    (re.compile(r"(?:每天|每日|(?<![\d月号號第])(?:每\s*)?(?:一|1)\s*(?:天|日))\s*" + _ABOUT_ZH + NUM
                + r"\s*(万|萬|亿|億|[kKmMbB])?\s*(?:个|個)?\s*tokens?\b", re.I), "每天处理{n}{m} token"),
    (re.compile(r"(?i)(?<!process\s)(?<!processing\s)" + NUM + r"\s*(k|m|b|thousand|million|billion)?\s+tokens?\s+"
                r"(?:a|per|each|every)\s+day\b|" + NUM + r"\s*(k|m|b|thousand|million|billion)?\s+tokens?\s+daily\b"),
     "process {n}{m} tokens a day"),
)
_TASK_SAID = re.compile(r"(?i)处理|處理|\bprocess|\bserv(?:e|ing)\b|\bembed|\bgenerat|生成|推理|推論|部署|聊天|问答|問答"
                        r"|\bchat|\busers?\b|用户|用戶|\bapi\b|调用|調用")


def _daily_tokens(t: str) -> str:
    """A day's tokens said with no task word (DAILY_TOKENS) as tokens processed a day, which the batch reader reads."""
    if TRAIN_WORD.search(t) or _TASK_SAID.search(t):
        return t
    for pat, canon in DAILY_TOKENS:
        t = pat.sub(lambda m, c=canon: c.format(  # type: ignore[misc]
            n=next(g for g in m.groups()[::2] if g), m=next((g for g in m.groups()[1::2] if g), "")), t)
    return t


# a night's items the model writes (每天晚上写1万章, 每晚生成 5000 篇, 每個晚上寫 2 萬條): a daily generation batch, and each
# item's length said after it with no input word (每章4000字左右) is what it writes, the answer (was read as one chat user,
# then as each item's input)
NIGHT_WRITTEN = re.compile(_NIGHT_LEAD + r"\s*(?:(?:都|要|会|會|需要|大概|大约|大約|约|約|就|得)\s*){0,2}"
                           r"(?:写|寫|生成|创作|創作|续写|續寫|产出|產出|出)(?:完|好|晒)?\s*" + _ABOUT_ZH + NUM + _MAG_ZH
                           + _NIGHT_COUNTER)
_ITEM_LENGTH = re.compile(r"每\s*(?:章|篇|集|首|条|條|份|个|個)\s*(?:都|大概|大约|大約|约|約|差不多|平均)?\s*(?:是|有)?\s*"
                          r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬|千)?\s*(?:个|個)?\s*(字|token)")


def _night_written(t: str) -> str:
    """A night's written items (NIGHT_WRITTEN) as the words the batch reader reads a daily generation batch in, and
    each one's length said after them (_ITEM_LENGTH) as its output."""
    m = NIGHT_WRITTEN.search(t)
    if m is None:
        return t
    t = t[:m.start()] + f"每天批量生成{m.group(1)}{m.group(2) or ''}条" + t[m.end():]
    return _ITEM_LENGTH.sub(lambda x: f"每条输出{x.group(1)}{x.group(2) or ''}{x.group(3)}", t, count=1)


def as_overnight_batch_text(t: str) -> str:
    """The message with a daily count written as a daily batch when the user lets it wait (BATCH_ALLOWED), and a day's
    tokens with no task word as tokens processed a day (_daily_tokens)."""
    t = _night_written(_daily_tokens(t))
    if not BATCH_ALLOWED.search(t):
        return t
    for _, pat, canon in DAILY_COUNT_FORMS:
        t = pat.sub(lambda m, c=canon: c.format(  # type: ignore[misc]
            n=m.group(1), m=m.group(2) or "", items=m.group(3) if m.re.groups > 2 else ""), t)
    return t
