"""Which country "the country" is in a border rule said with no place ("資料不能出境", "data can't leave the country",
唔可以出境): the writer's own, read from their place cues in priority — a stated place (the reader's own places, read
before this), then the money they write in (NT$ / 新台幣 → Taiwan, HK$ / 港幣 → Hong Kong, S$ → Singapore, 日圓 → Japan,
韓元 → Korea), then their dialect and words (Cantonese particles → Hong Kong; a 繁體 message with Taiwan's own words
for its offices and tools, 縣政府 / 公所 / 公務機關 / 國網中心 / 伺服器 / 軟體 → Taiwan). A Taiwan county office's
"資料不能出境" keeps its data in Taiwan, never mainland China. Reads words only (the text is folded to 简体 first)."""

from __future__ import annotations

import re

# the money a writer counts in, by where it is issued (ISO 4217 codes and the everyday names)
_MONEY_HOME: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("tw", re.compile(r"(?i)\bNT\$|\bNTD\b|\bTWD\b|新台币|台币")),
    ("hk", re.compile(r"(?i)\bHK\$|\bHKD\b|港币|港元|港纸")),
    ("sg", re.compile(r"(?i)\bS\$|\bSGD\b|新加坡元|新币")),
    ("jp", re.compile(r"(?i)\bJPY\b|日元|日圆|円")),
    ("kr", re.compile(r"(?i)\bKRW\b|韩元|韩币|₩")),
)
# Cantonese written particles (嘅 of, 唔 not, 喺 at, 咩 what, 啲 some, 嗰 that, 冇 none, 佢 he): a Hong Kong writer
_CANTONESE = re.compile(r"嘅|唔|喺|咩|啲|嗰|冇|佢哋|咁点|点算|粤语")
# Taiwan's own words (folded to 简体) for its public offices, national compute centre and everyday tech terms; read
# only in a 繁體 message (县政府 alone in 简体 is a mainland county's)
_TAIWAN_WORDS = re.compile(r"县政府|县府|市府|乡公所|镇公所|区公所|户政|地政事务所|公务机关|行政院|国网中心|TWCC|台智云"
                           r"|个资法|资安|健保|数位发展部|数发部|伺服器|软体|硬体|网路|新北|高雄|台中|台南|桃园|新竹")

# the English border rule with no place: "data can't leave the country", "must stay in-country", "kept onshore"
COUNTRY_RULE_EN = re.compile(r"(?i)\b(?:can(?:no|')t|must\s+not|may\s+not|mustn't|not\s+allowed\s+to)\s+leave\s+(?:the|our)"
                             r"\s+country\b|\bin[\s-]country\b|\b(?:stays?|kept|keep|remain)\s+(?:in\s+)?(?:the|our)\s+"
                             r"(?:country|own\s+country)\b|\bonshore\b")

CUE_MONEY = "money"
CUE_WORDS = "words"


def home_of_writer(text: str, script: str) -> tuple[str, str, str] | None:
    """(place tag, cue kind, the cue as found) for the writer's own country, or None where no cue says it. Money
    comes before dialect and words; a place the writer states is the caller's to read first."""
    from advisor.core.script import _converters

    t2s = _converters()[0]
    text = t2s.convert(text) if t2s is not None else text  # 縣政府 / 港幣 are matched in their 简体 forms
    for tag, pat in _MONEY_HOME:
        if m := pat.search(text):
            return tag, CUE_MONEY, m.group(0)
    if m := _CANTONESE.search(text):
        return "hk", CUE_WORDS, m.group(0)
    if script == "zh-Hant" and (m := _TAIWAN_WORDS.search(text)):
        return "tw", CUE_WORDS, m.group(0)
    return None
