"""A corpus to embed once plus its monthly new items ("20M docs … re-embed once + ~2M new docs/month", "先把 3000 万篇
文档向量化一次，之后每月新增 200 万篇", "一次建索引 1,500 萬篇，每月再加 100 萬篇"): a one-off batch of the corpus (never that
many a month, never an endpoint's requests a day) plus its increment a month, priced beside it
(tools.corpus_increment). Whatever the verb (embed, re-embed, index, vectorise, 向量化, 建索引). Words only: the
figures come from tools/.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.extract_words import EMBED_WORD

_MAG = {"k": 1e3, "thousand": 1e3, "m": 1e6, "mm": 1e6, "million": 1e6, "b": 1e9, "billion": 1e9, "千": 1e3, "万": 1e4,
        "萬": 1e4, "亿": 1e8, "億": 1e8}
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*(k|mm|m|b|thousand|million|billion|千|万|萬|亿|億)?"
_ITEMS = (r"(?:new\s+)?(?:(?:support\s+|customer\s+|product\s+)?(?:docs?|documents?|articles?|pages?|passages?|chunks?"
          r"|records?|items?|files?|tickets?|reviews?|comments?|e-?mails?|messages?|posts?|reports?|contracts?|papers?"
          r"|transcripts?|listings?|abstracts?)\b|篇|份|条|條|个|個|封)")
# the verbs that fill an index, in every language the reader takes
INDEX_VERB = re.compile(r"(?i)" + EMBED_WORD + r"|\bindex|\bvectori[sz]|建索引|建立索引|入库|入庫|转成向量|轉成向量")
# the words that make a count the one-off corpus (a row each: what it says, its pattern): done once, a backfill, the
# stock already held ("existing", 存量, 现有)
ONE_OFF_WORDS = (
    # "once a month" / 每月一次 is a recurring run, never the one-off
    ("once", re.compile(r"(?i)\bonce\b(?!\s+(?:a|per|every|each)\s+(?:day|week|month|quarter|year))|one[\s-]?off"
                        r"|(?<!每月)(?<!每周)(?<!每週)(?<!每天)(?<!每日)(?<!每季)(?<!月)(?<!周)(?<!週)(?<!天)一次|首次|一次性|先")),
    ("backfill", re.compile(r"(?i)\bback-?fill|\bbacklog|\binitial\s+(?:load|run|pass|import)")),
    ("existing", re.compile(r"(?i)\bexisting\b|\balready\s+(?:have|hold)|存量|现有|現有|已有|历史|歷史|库存|庫存")),
)
ONCE = re.compile("|".join(f"(?:{pat.pattern.removeprefix('(?i)')})" for _, pat in ONE_OFF_WORDS), re.I)
_ABOUT = r"(?:~|≈|about\s+|around\s+|roughly\s+|约|約|大约|大約|大概)?"
_A_MONTH = r"(?:/\s*(?:mo|month)\b|(?:a|per|each|every)\s+month\b|monthly\b)"
_NOT_TOKENS = r"(?!\s*(?:tokens?|字|词|詞))"
# the increment a month (a row each: its shape, its pattern; one count in each): "2M new docs a month", "2M new a
# month", "each month we add 2M docs", 每月新增 200 万篇, 每個月再加 100 萬份
MONTHLY_FORMS = (
    ("count items a month", re.compile(r"(?i)" + _ABOUT + _NUM + r"\s*" + _ITEMS + r"\s*" + _A_MONTH)),
    ("count new a month", re.compile(r"(?i)" + _ABOUT + _NUM + r"\s*new\s*" + _A_MONTH)),
    ("a month adds a count", re.compile(r"(?i)(?:each|every|a|per)\s+month,?\s+(?:we\s+)?(?:add|get|ingest|receive)s?"
                                        r"\s+" + _ABOUT + _NUM + _NOT_TOKENS)),
    ("a monthly increment of a count", re.compile(r"(?i)(?:monthly|(?:a|per|each)\s+month(?:'s|ly)?)\s+(?:increment|addition|"
                                                  r"growth|delta|top-?up|intake|inflow)s?\s+(?:of\s+)?" + _ABOUT + _NUM
                                                  + _NOT_TOKENS)),
    ("a month (Chinese) then a count", re.compile(r"(?:每月|每个月|每個月|一个月|一個月|月均|月增)\s*" + _ABOUT
                               + r"\s*(?:新增|增加|再加|加|多|新来|新來)?\s*"
                               + _ABOUT + r"\s*" + _NUM + _NOT_TOKENS + r"\s*(?:" + _ITEMS + r")?")),
)
_CORPUS = re.compile(r"(?i)(?<![\d.])" + _NUM + r"\s*(?:(?:[a-z-]+|~?\d[\d,]*[\s-]*tokens?)\s+){0,3}?" + _ITEMS)


def _monthly(t: str) -> re.Match[str] | None:
    """The first increment a month any MONTHLY_FORMS row finds."""
    hits = [m for _, pat in MONTHLY_FORMS if (m := pat.search(t)) is not None]
    return min(hits, key=lambda m: m.start()) if hits else None


def _amount(num: str, mag: str | None) -> int:
    return int(float(num.replace(",", "")) * _MAG.get((mag or "").lower(), 1))


def corpus_once(t: str, verb: re.Pattern[str] | None = INDEX_VERB) -> tuple[int, int] | None:
    """(the corpus's items, its new items a month) for a one-off run with a monthly increment, else None; `verb` the
    work's words when they are not already read (an index's; None for a batch whose work an earlier reader read)."""
    if not t or (verb is not None and not verb.search(t)) or not ONCE.search(t):
        return None
    monthly = _monthly(t)
    if monthly is None:
        return None
    per_month = _amount(monthly.group(1), monthly.group(2))
    for m in _CORPUS.finditer(t):
        if monthly.start() <= m.start() < monthly.end():
            continue
        items = _amount(m.group(1), m.group(2))
        if items > per_month:
            return items, per_month
    return None


def _one_off_batch(ctx: Any) -> bool:
    """Is this message a batch of items some work is done to (summaries, labels, translations: an earlier reader's
    batch_requests on a served model)? Its corpus once then monthly is read as an embedder's is."""
    from tools.defaults import serves

    return bool(ctx.fields.get("batch_requests")) and serves(ctx.fields.get("task"))


def read_corpus_once(t: str, ctx: Any) -> tuple[dict, list]:
    """The corpus read as a one-off batch with its monthly increment (module docstring): an embedding job, or any batch
    of items done once then each month (summarise / classify / translate a corpus, then its new items)."""
    from tools.corpus_increment import params_are_a_count

    embedder = ctx.fields.get("modality") == "embedding"
    if not embedder and not _one_off_batch(ctx):
        return {}, []
    hit = corpus_once(t, None)  # the work is read already: an embedder (its modality) or a batch (its items)
    if hit is None:
        return {}, []
    ctx.out.notes[:] = [n for n in ctx.out.notes if not n.startswith("request rate:")]  # notes are kept in English
    params = ctx.fields.get("params_b")
    counted = params is not None and params_are_a_count(params, hit) and not ctx.fields.get("model")
    return {"batch_requests": hit[0], "batch_monthly_items": hit[1], "batch_period": None, "target_requests_per_s": None,
            "requests_per_day": None, **({"params_b": None} if counted else {})}, []
