"""The places a message names that decide its money (tools.place_currency): Hong Kong, Macau, Taiwan and mainland
China by the gazetteer's own names (catalog/data/regions.csv), Macau by its names (it has no region row), and the
places that have no region here (catalog/data/unmapped_places.csv: Chile, Qatar …) as where the user is.

Read before the script's default: "我們在香港，預算每月5萬元" (繁體, no Cantonese particle) is 50,000 HKD, not TWD; a
繁體 writer in Santiago or Doha is answered in USD (no CLP / QAR rate is held), not TWD. This module imports nothing
of the reader (extract_rules imports it for a bare 元)."""

from __future__ import annotations

import re
from functools import lru_cache

from tools.place_currency import MACAU_TAG, money_of_place

MACAU_NAMES = re.compile(r"(?i)澳門|澳门|\bmaca[uo]\b|氹仔|路環|路环")
# gazetteer names that say "not abroad" rather than a place (不能出境, 國內, 唔可以出境): for a Hong Kong writer
# 出境 is leaving Hong Kong, so they decide no money
_NOT_A_PLACE = re.compile(r"境|国内|國內|出国|出國|^mainland$")


@lru_cache(maxsize=1)
def _named() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """(tag, the pattern of its names) for each gazetteer place whose money is held (tools.place_currency)."""
    from catalog.places import regions

    out = []
    for r in regions():
        if money_of_place(r.tag) is None:
            continue
        names = sorted((n for n in r.names if not _NOT_A_PLACE.search(n) and len(n) > 1), key=len, reverse=True)
        latin = [re.escape(n) for n in names if n.isascii()]
        # 廣東話 / 上海话 is a language, not where the writer is (as in _unmapped): a Cantonese 繁體 question was
        # priced in CNY once provinces became places (region_cities.csv)
        cjk = [re.escape(n) + r"(?![语語文话話])" for n in names if not n.isascii()]
        alts = cjk + ([r"(?<![A-Za-z0-9])(?:" + "|".join(latin) + r")(?![A-Za-z0-9])"] if latin else [])
        if alts:
            out.append((r.tag, re.compile("(?i)" + "|".join(alts))))
    return tuple(out)


# where the writer is, right before a place's name: "我们在台北", "公司位于香港", "來自澳門"
HERE_CUE = re.compile(r"(?:在|位于|位於|来自|來自|身处|身處|住)\s*$")


def _here(text: str, pat: re.Pattern[str], here_only: bool) -> bool:
    return any(not here_only or HERE_CUE.search(text[max(0, m.start() - 3):m.start()]) for m in pat.finditer(text))


def named_place_money(text: str, here_only: bool = False) -> str | None:
    """The one currency the places named in `text` share (HKD for 香港 / 澳門, TWD for 台灣, CNY for 上海 …), None
    where none is named or two places disagree ("我們在台北，機房想放香港": the script decides). `here_only`: only a
    place said as where the writer is ("我们在台北"; a 简体 writer renting in Hong Kong keeps renminbi)."""
    codes = {money_of_place(tag) for tag, pat in _named() if _here(text, pat, here_only)}
    if _here(text, MACAU_NAMES, here_only):
        codes.add(money_of_place(MACAU_TAG))
    codes.discard(None)
    return codes.pop() if len(codes) == 1 else None


@lru_cache(maxsize=1)
def _unmapped() -> re.Pattern[str] | None:
    from catalog.places import unmapped_places

    names = sorted((n for n in unmapped_places() if not MACAU_NAMES.search(n)), key=len, reverse=True)
    latin = [re.escape(n) for n in names if n.isascii()]
    cjk = [re.escape(n) + r"(?![语語文话話])" for n in names if not n.isascii()]  # 越南语 is a language
    alts = cjk + ([r"(?<![A-Za-z0-9])(?:" + "|".join(latin) + r")(?![A-Za-z0-9])"] if latin else [])
    return re.compile("(?i)" + "|".join(alts)) if alts else None


def located_tags(text: str, tags: list[str]) -> list[str]:
    """Where the user is, as tools.place_currency reads it: the reader's located tags, Macau's tag where the text
    names it, and a place with no region here (Chile, Qatar) as an empty-money tag "elsewhere" (answered in USD)."""
    out = list(tags)
    if MACAU_NAMES.search(text):
        out.append(MACAU_TAG)
    pat = _unmapped()
    if not out and pat is not None and pat.search(text) and named_place_money(text) is None:
        out.append("elsewhere")
    return out
