"""A batch whose count is refused ("用Qwen2.5-72B每天晚上写-1万章，每章4000字", 写1e300章, 写0章, 寫NaN章, "write -10k
chapters every night with Qwen2.5-72B"): the reader says the count not read (extract_rules.drop_impossible_counts),
and with no count and no other volume the job has nothing to size — it was answered as one chat user 7 hours a day
(the night's hours), a plan nobody asked for. Here the count is asked for instead, as the product asks for any
figure a plan needs. Words only: the batch is sized by tools/ once a count (or the whole volume) is said."""

from __future__ import annotations

import re

from advisor.core.extract_rules import Extraction
from tools.schema import Msg

_FIG = (r"[-−－负負]?\s*(?:\d[\d,.]*(?:[eE][+\-]?\d+)?|(?i:nan|inf(?:inity)?))\s*"
        r"(?:万|萬|千|百|亿|億|(?i:k|m|b|thousand|million|billion)\b)?")
_ZH_ITEM = r"(章|节|節|篇|条|條|本|份|段|首|集|封|则|則|道|张|張|幅)"
_EN_ITEM = (r"(chapters?|articles?|posts?|stories|story|documents?|docs|pages?|summaries|reports?|e-?mails?|essays?|"
            r"descriptions?|reviews?|items?|requests?|prompts?|questions?|answers?|tickets?|poems?|scripts?|"
            r"episodes?|books?|novels?|products?|translations?|captions?|images?|pictures?|contracts?|invoices?|filings?)")
_VERB_ZH = (r"(?:整理|回答|回复|回覆|审核|審核|"
            r"写|寫|生成|产出|產出|产生|產生|出|做|翻译|翻譯|总结|總結|摘要|处理|處理|改写|改寫|跑|画|畫)")
_VERB_EN = (r"(?:write|writing|generate|generating|produce|producing|translate|translating|summari[sz]e|summari[sz]ing|"
            r"process|processing|run|running|create|creating|draft|drafting|batch(?:es)?\s+of|"
            # answered or reviewed items ("reply to -20,000 support emails", "review 0 contracts a week")
            r"reply(?:ing)?\s+to|answer|answering|review|reviewing|classify|classifying)")
BATCH_COUNT = re.compile(_VERB_ZH + r"\s*(" + _FIG + r")\s*" + _ZH_ITEM
                         + r"|(?i:\b" + _VERB_EN + r")\s+(" + _FIG + r")\s*(?i:[a-z-]+\s+){0,2}" + r"(?i:" + _EN_ITEM + r")\b")
NIGHT = re.compile(r"(?i)每天晚上|每晚|每夜|夜里|夜裡|夜间|夜間|晚上|\bovernight\b|\bnightly\b|\b(?:every|each|per|a)\s+night\b")
WEEK = re.compile(r"(?i)每周|每週|每星期|每礼拜|每禮拜|\bweekly\b|\b(?:every|each|per|a)\s+week\b")
DAY = re.compile(r"(?i)每天|每日|天天|批量|批处理|批處理|离线|離線|\bdaily\b|\b(?:every|each|per|a)\s+day\b|\bbatch\b|"
                 r"\boff-?line\b")
# a figure the sentence gives besides the count, that sizes the batch without it (the volume, or a served rate)
_OTHER_VOLUME = ("batch_requests", "requests_per_day", "train_tokens", "dataset", "concurrency",
                  "target_requests_per_s")


def _refused(e: Extraction, fig: str, said: str) -> bool:
    """Whether the reader said this figure not read ("'-1万章' is not read", "'1e300' is not read")."""
    quoted = [m.group(1) for n in e.notes for m in [re.match(r"'(.+?)' is not read", n)] if m]
    return any(fig in q or q in said for q in quoted)


def batch_count_question(text: str, e: Extraction) -> Msg | None:
    """The question that asks for a batch's count when the one said is refused and the sentence gives no other
    volume (a count of items, a rate, the data): its item word as said (章, chapters) and its period (a night, a day);
    a one-off batch ("reply to -20,000 support emails") asks for the batch's count. None otherwise. A picture,
    speech or other non-LLM job keeps its own reader's question (its modality's path)."""
    if e.patch.modality not in (None, "llm"):
        return None
    if any(getattr(e.patch, f, None) for f in _OTHER_VOLUME):
        return None
    for m in BATCH_COUNT.finditer(text or ""):
        fig, unit = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        if _refused(e, fig.strip(), m.group(0)):
            night = NIGHT.search(text) is not None
            verb = re.match(_VERB_ZH, m.group(0)) if m.group(2) is not None else None
            period = "night" if night else "week" if WEEK.search(text) else "day" if DAY.search(text) else "once"
            return Msg(code="batch.count_ask", args={"unit": unit.lower() if m.group(4) else unit, "night": night,
                                                      "period": period,
                                                      "zh": m.group(2) is not None, "verb": verb.group(0) if verb else None})
    return None
