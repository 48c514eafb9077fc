"""How many fields a batch item's JSON has when the fields are named rather than counted: "output color/material/
pattern/style tags as JSON" (4), "JSON with title, price and brand" (3), 输出情感+3个主题的JSON (1 + 3 = 4), 回傳品名、
金額、日期三個欄位 (3, the count said in words). tools.item_output sizes each field; this only counts them. Such a job
was sized as a classifier's 8-token label because only "a JSON with 4 fields" was read."""

from __future__ import annotations

import re

_WORD = r"[a-z][a-z-]{1,20}(?:\s+(?!and\b|as\b|in\b)[a-z][a-z-]{1,20})?"  # "due date": two words
_SEP_EN = r"\s*(?:/|,|\+|&)\s*(?:and\s+)?|\s+and\s+"
_LIST_EN = _WORD + r"(?:(?:" + _SEP_EN + r")" + _WORD + r"){1,11}"
NAMED_EN = re.compile(r"(?i)\b(" + _LIST_EN + r")\s+(?:(?:tags?|fields?|keys|attributes|labels?|values)\s+)?(?:as|in|into)\s+"
                      r"(?:a\s+)?json\b"
                      r"|\bjson\s+(?:object\s+)?(?:with|of|containing|having|listing)\s+(?:the\s+|its\s+)?(" + _LIST_EN + r")")
_ITEM_ZH = r"(?:\d{1,2}\s*(?:个|個)\s*)?(?:(?!输出|輸出|回传|回傳|返回)[\u3400-\u9fff]){1,6}?"
_SEP_ZH = r"\s*(?:、|，|,|/|\+|＋|和|及|与|與)\s*"
_NUM_ZH = r"(\d{1,2}|[一二两兩三四五六七八九十])"
NAMED_ZH = re.compile(r"(" + _ITEM_ZH + r"(?:" + _SEP_ZH + _ITEM_ZH + r"){1,11})\s*(?:等)?\s*(?:"
                      + _NUM_ZH + r"\s*(?:个|個)\s*)?(?:字段|欄位|栏位|键|鍵|的\s*json|的\s*JSON|json|JSON)")
COUNT_ZH = re.compile(_NUM_ZH + r"\s*(?:个|個)\s*(?:字段|欄位|栏位|键|鍵)")
_ZH_DIGIT = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _num(s: str) -> int:
    return int(s) if s.isdigit() else _ZH_DIGIT.get(s, 0)


def _count_items(listed: str, sep: str) -> int:
    """Each named item is one field; "3个主题" is three."""
    n = 0
    for item in re.split(sep, listed):
        m = re.match(r"\s*(\d{1,2})\s*(?:个|個)", item)
        n += int(m.group(1)) if m else 1 if item.strip() else 0
    return n


def named_field_count(t: str) -> int:
    """The JSON fields a job names (module doc); 0 where none are named."""
    said = COUNT_ZH.search(t)
    if said is not None:
        return _num(said.group(1))
    m = NAMED_EN.search(t)
    if m is not None:
        return _count_items(m.group(1) or m.group(2), r"(?i)" + _SEP_EN)
    z = NAMED_ZH.search(t)
    if z is not None:
        return _num(z.group(2)) if z.group(2) else _count_items(z.group(1), _SEP_ZH)
    return 0
