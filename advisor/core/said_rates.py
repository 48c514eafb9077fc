"""Items counted per second or per minute are a request rate, whatever the items are called: 每秒500筆分類請求,
尖峰每分鐘1.2萬筆, 每秒300条, "800 product titles per second", "9,000 lookups a minute". Before, only the words
request / query / call (请求, 查询, 调用) after the count made a rate, so a counter such as 筆 or 条 ("500 items each
second") was read as a batch of 500 items, and a service asked for in a later turn was sized as a one-off batch.

Reading only: the count and its unit go to tools.traffic.requests_per_s (a minute's count as a second's rate).
"""
from __future__ import annotations

import re

from advisor.core.extract_words import NUM

# the multiplier written after the figure (1.2万, 3k)
_MULT = r"\s*(万亿|萬億|亿|億|万|萬|千|[kK](?![a-zA-Z]))?"  # 亿 too: 每秒1亿张图 was dropped with no word
# the words between a per-second word and its figure (每秒大概500筆, 尖峰每秒要處理500筆)
_ABOUT = (r"\s*(?:(?:大概|大约|大約|约|約|差不多|要|需要|处理|處理|接|收到|有|达到|達到|到|至少|最少|峰值|高峰|尖峰"
          r"|会有|會有)\s*)*")
_PER_ZH = r"(?:每|一)\s*(秒|分钟|分鐘)(?:钟|鐘)?"
# what is counted: a counter (筆, 条, 次) or an item word; never tokens, frames or bytes (those are other rates)
_COUNTER = (r"(?:个|個|次|筆|笔|条|條|张|張|份|则|則|单|單|件|篇|句|段|通)"
            r"(?!\s*(?:tokens?|toks?|字|词|詞|汉字|漢字|帧|幀|frames?|fps|像素|图|圖|画面|畫面|[kKmMgG]?[bB]\b|用户|用戶|人))")
_ITEM_EN = (r"(?:items?|titles?|products?|listings?|messages?|classifications?|predictions?|documents?|docs?|texts?"
            r"|reviews?|orders?|transactions?|tickets?|lookups?|searches?|questions?|chats?|events?|sentences?|comments?"
            r"|posts?|records?|rows?|emails?|prompts?|inputs?|completions?|summar(?:y|ies)|translations?)")
_PER_EN = r"\s*(?:/\s*|(?:per|a|an|each|every)\s+)(s|sec|second|min|minute)\b"  # "as" is no "a s"

RATES = (
    # 每秒500筆(分類請求), 每分鐘1.2萬筆, 一秒300条
    re.compile(_PER_ZH + _ABOUT + NUM + _MULT + r"\s*" + _COUNTER),
    # 500筆/秒, 1.2万条每分钟
    re.compile(NUM + _MULT + r"\s*" + _COUNTER + r"\s*(?:/|每)\s*(秒|分钟|分鐘)"),
    # "800 product titles per second", "9,000 lookups a minute" (up to two words before the item)
    re.compile(r"(?i)" + NUM + r"\s*(k)?\s*(?:[a-z-]+\s+){0,2}" + _ITEM_EN + _PER_EN),
)
# a rate said of each person ("2 messages a minute each", 每人每分钟3条) is one user's pace, read with the people online
# (read_message_interval), never the service's whole rate
_EACH = re.compile(r"(?i)^\s*(?:each|apiece|per\s+(?:user|person|head|member|agent)|every\s+(?:user|person))\b")
_EACH_BEFORE = re.compile(r"(?:每人|每个人|每個人|每位|每名|每個用戶|每个用户|人均)\s*$")


MINUTE_WORD = re.compile(r"(?i)min|分")  # the unit after 每 or per: a minute, else a second


def _unit(word: str) -> str:
    return "minute" if MINUTE_WORD.match(word) else "second"


def item_rate(t: str) -> tuple[float, tuple[int, int]] | None:
    """Requests a second from items counted per second or per minute, with the words' span; None when none is said."""
    from advisor.core.magnitudes import scaled_count
    from tools.traffic import requests_per_s

    for i, pat in enumerate(RATES):
        m = pat.search(t or "")
        if m is None:
            continue
        if i == 0:
            unit, num, mult = m.group(1), m.group(2), m.group(3)
        else:
            num, mult, unit = m.group(1), m.group(2), m.group(3)
        if _EACH.match(t[m.end():]) or _EACH_BEFORE.search(t[max(0, m.start() - 8):m.start()]):
            continue  # one person's pace, not the service's rate
        count = scaled_count(float(num.replace(",", "")), mult)
        if count <= 0:
            continue
        rate = count if _unit(unit) == "second" else requests_per_s(count, "minute")
        return rate, m.span()
    return None


# images counted per second or per minute for a model that reads them (a VLM moderating, tagging or checking photos):
# 每秒 50 张图, 每分钟 3000 张图片, 每秒50張圖, 50 张图/秒, "50 images/s", "3,000 photos per minute". The item rates above
# leave 图 out (a diffusion model's images a second are made, not read: tools.media sizes those), so this is read only
# beside a named VLM (advisor.core.extract_rules.read_targets_r)
_PICTURE_ZH = r"(?:张|張|幅|帧|幀)?\s*(?:的)?\s*(?:图片|圖片|图像|圖像|照片|相片|截图|截圖|图|圖|画面|畫面|相)"
_PICTURE_EN = r"(?:images?|imgs?|photos?|pictures?|pics?|screenshots?|frames?)"
IMAGE_RATES = (
    # 每秒 50 张图, 每分钟约 3000 张图片
    re.compile(_PER_ZH + _ABOUT + NUM + _MULT + r"\s*" + _PICTURE_ZH),
    # 50 张图/秒, 3000張圖片每分鐘
    re.compile(NUM + _MULT + r"\s*" + _PICTURE_ZH + r"\s*(?:/|每)\s*(秒|分钟|分鐘)"),
    # "50 images/s", "3,000 photos per minute", "50 product images a second"
    re.compile(r"(?i)" + NUM + r"\s*(k)?\s*(?:[a-z-]+\s+){0,2}?" + _PICTURE_EN + _PER_EN),
)


def image_rate(t: str) -> tuple[float, tuple[int, int]] | None:
    """Images a second a model is handed (IMAGE_RATES), a minute's count as a second's rate, with the words' span;
    None when none is said. By hand: 每分钟 3000 张图 → 3,000 ÷ 60 = 50/s; "50 images/s" → 50."""
    from advisor.core.magnitudes import scaled_count
    from tools.traffic import requests_per_s

    for i, pat in enumerate(IMAGE_RATES):
        m = pat.search(t or "")
        if m is None:
            continue
        unit, num, mult = (m.group(1), m.group(2), m.group(3)) if i == 0 else (m.group(3), m.group(1), m.group(2))
        if _EACH.match(t[m.end():]) or _EACH_BEFORE.search(t[max(0, m.start() - 8):m.start()]):
            continue  # one person's pace
        count = scaled_count(float(num.replace(",", "")), mult)
        if count > 0:
            return (count if _unit(unit) == "second" else requests_per_s(count, "minute")), m.span()
    return None
