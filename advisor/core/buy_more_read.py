""""Buy N more or rent?" beside cards the user owns ("we have 2 RTX 4090, buy 2 more or rent? serve Qwen2.5-72B for
10 users", 我们有2张4090，再买2张还是租？): the count of cards to buy, read, or said not read when it is signed, zero,
not a number or past any machine ("buy -2 more", "buy 1e300 more", "buy NaN more"). Words only: the check of the
owned + bought cards is the recommender's, the buy side tools.buy_or_rent's."""

from __future__ import annotations

import dataclasses
import math
import re

from advisor.core.extract_rules import Extraction, zh_numeral
from tools.schema import Msg, Workload

_EN_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10,
             "a": 1, "an": 1}
_FIG = r"[-−－]?\s*(?:\d+(?:\.\d+)?(?:[eE][+\-]?\d{1,4})?|nan|inf(?:inity)?|one|two|three|four|five|six|seven|eight|ten)"
_ZH_FIG = r"[-−－负負]?\s*(?:\d+(?:\.\d+)?(?:[eE][+\-]?\d{1,4})?|(?i:nan|inf)|[一二两兩三四五六七八九十]+)"
MORE_SAID = re.compile(
    r"(?i)\b(?:buy|buying|add|adding|get|getting|purchase|purchasing)\s+(?:another\s+)?(" + _FIG + r")\s*"
    r"(?:x\s*)?(?:more|additional|extra)\b"
    r"|\b(?:buy|buying|add|adding|get|getting|purchase|purchasing)\s+(" + _FIG + r")\s+"
    r"(?:more|additional|extra)\s+(?:[A-Za-z0-9 ]{0,20}?)(?:cards?|gpus?|\w*\d{3,4}s?)\b"
    r"|(?:再|多)\s*(?:买|買|购|購|加|添)\s*(" + _ZH_FIG + r")\s*(?:张|張|块|塊|个|個)")
MAX_MORE = 64  # a box holds at most 8 cards; 64 is eight such boxes — past it no purchase beside owned cards is meant


def more_said(text: str) -> tuple[float, str] | None:
    """The count of cards "buy N more" says (any value: -2, 0, NaN, 1e300 are returned to be said not read), and its
    words; None when no such phrase is said."""
    m = MORE_SAID.search(text or "")
    if m is None:
        return None
    run = next(g for g in m.groups() if g is not None)
    sign = -1.0 if re.match(r"[-−－负負]", run) else 1.0
    bare = re.sub(r"^[-−－负負]\s*", "", run).lower()
    if bare in _EN_WORDS:
        n = float(_EN_WORDS[bare])
    elif re.match(r"\d", bare):
        n = float(bare)
    elif bare.startswith(("nan", "inf")):
        n = math.nan if bare.startswith("nan") else math.inf
    else:
        n = float(zh_numeral(bare) or math.nan)
    return sign * n, m.group(0).strip()


def more_read(said: tuple[float, str] | None) -> int | None:
    """The count of cards to buy when it is one: a whole number from 1 to MAX_MORE; None otherwise."""
    if said is None:
        return None
    n = said[0]
    return int(n) if n == n and 1 <= n <= MAX_MORE and n == int(n) else None


def more_unread_in_thread(e: Extraction, workload: Workload, text: str) -> Extraction:
    """"buy -2 more?" in a thread whose plan runs on the user's own cards: the count said not read and the owned cards
    kept (it was answered as a 1-user rental plan, the owned cards dropped, or as nothing read with no word). The
    first message's own count is said by the buy-or-rent answer (Engine.more_cards)."""
    said = more_said(text) if workload.owned_gpus and workload.num_gpus and workload.gpu_preference else None
    if said is None or more_read(said) is not None or e.patch.owned_gpus:
        return e
    figure = re.search(r"\d[\d.eE+\-]*|(?i:nan|inf)", said[1])
    if figure is not None and any(figure.group(0) in n for n in e.notes):
        return e  # the reader already said the figure not read ("'1e300' is not read"): once is enough
    msg = Msg(code="buy.more.unread", args={"said": said[1], "most": MAX_MORE, "owned": workload.num_gpus,
                                            "gpu": workload.gpu_preference})
    out = dataclasses.replace(e, intents=e.intents - {"off_topic"}, notes=list(e.notes), zh_notes=dict(e.zh_notes))
    out.note(msg.en, msg.zh)  # a follow-up on the plan, never "outside what I do"
    return out


def refused_in_thread(e: Extraction, workload: Workload, text: str) -> Extraction:
    """A short follow-up in a thread with a job whose figures were all refused ("what if we have 1e300 engineers?",
    改成晚上11点到第二天25点呢？, "latency under 1e300ms"): the notes say each not read and the thread's job is kept —
    never "outside what I do" (the figure gone, nothing in the message named a job)."""
    if "off_topic" not in e.intents or not (workload.model or workload.task) or len(text or "") > 160:
        return e
    if not any(" is not read: " in n for n in e.notes):
        return e
    return dataclasses.replace(e, intents=e.intents - {"off_topic"}, notes=list(e.notes), zh_notes=dict(e.zh_notes))
