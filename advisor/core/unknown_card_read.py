"""A card-like name that catalog/data/gpus.csv does not hold ("RTX 9090", "GTX 960", "Radeon RX 7900 XTX", 我的GTX
1660): said in a note, never dropped without a word. The reader's card pattern is built from the table's spellings,
so such a name matched nothing and the answer rented a cloud machine as if the user had named no card. Only names
with a maker's series word (GeForce / RTX / GTX / TITAN / Quadro / Radeon RX / Arc) before the model number are
read, and two narrower forms: a bare model number of a card family (NVIDIA 1060-5090, AMD 5600-9900 and 9060/9070) when
a count of cards stands before it and a plural, a card word or a suffix marks it ("2 7900s", "two 7900 cards", 两张7900,
"AMD 7900", "7900 XTX"), and a data-centre letter name (H / B / A / L and two or three digits: "H300", "B400") the
table lacks. A count of people or things ("7900 users", 4090 个用户) has no such mark and stays a count."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# a series word, then a model number with at most a letter before it (RTX A6000, Arc A770) and a short suffix
# (4090D, 7900 XTX, 1660 Super, 3080 Ti); ASCII edges, so a name glued to Chinese (我的GTX1660上) still reads
CARD_LIKE = re.compile(
    r"(?i)(?<![A-Za-z0-9])(?:geforce\s*)?(?:rtx|gtx|titan|quadro|radeon\s*(?:rx|pro)?|rx|arc)\s*-?\s*"
    r"[a-z]?\d{3,5}[a-z]{0,2}(?:\s*(?:ti|super|xtx|xt|gre))?(?![A-Za-z0-9])")


# a card family's model number: GeForce x050-x090 (1060 … 5090), Radeon 5600 … 9900 and 9060 / 9070; never a round
# count (1000, 2000, 5000)
_FAMILY = r"(?:[1-5]0[5-9]0|[5-9][6-9]00|90[67]0)"
_COUNT_EN = r"(?:\d{1,3}|a|one|two|three|four|five|six|seven|eight|a\s+pair\s+of)"
BARE_CARD = re.compile(
    r"(?i)(?:(?P<count>(?<![A-Za-z0-9_.,$])" + _COUNT_EN + r"\s*[x×]?\s+)"  # "2 7900s", "two 7900 cards"
    r"|(?P<zh>(?:\d{1,3}|[一二两兩三四五六七八九十几幾])\s*(?:张|張|块|塊|片)\s*)"  # 两张7900, 2張7900XTX
    r"|(?P<maker>\b(?:amd|nvidia)\s+(?:geforce\s+|radeon\s+)?))?"  # "AMD 7900", "nvidia 5080"
    r"(?<![A-Za-z0-9_.,$])(?P<num>" + _FAMILY + r")(?P<suf>\s*(?:xtx|xt|gre|ti|super)(?![A-Za-z]))?(?P<pl>s)?(?![A-Za-z0-9])"
    r"(?P<word>\s*(?:gpus?\b|cards?\b|graphics\s+cards?\b)|(?:显卡|顯卡|卡))?")
# an NVIDIA data-centre name: one letter and two or three digits (H300, B400, L60); a model's size (A3B), a
# part of another name (GB300, Qwen-A22B) or a longer number (RTX A6000, read by CARD_LIKE) is none
LETTER_CARD = re.compile(r"(?<![A-Za-z0-9_./-])(?P<name>(?!H26\d)[HBAL]\d{2,3})(?P<pl>s)?(?![A-Za-z0-9])")
# what makes such a name a card: a count or an article before it, a card word, a run / rent / buy verb or a plural
# near it ("can an H300 run …", 两张H300, "8 B400s", H300跑得動嗎, "B400 vs B200"); a codec (H264), a plane (A320) or a
# vitamin (B12) has none of these
_LETTER_BEFORE = re.compile(r"(?i)(?:\b(?:an?|one|two|three|four|eight|\d{1,3})\s*[x×]?\s*|[张張块塊台臺]\s*)$")
_LETTER_AFTER = re.compile(r"(?i)^\s*(?:gpus?\b|cards?\b|显卡|顯卡|卡|跑|能跑|可以跑|run|serve|host|rent|租|買|买"
                           r"|vs\b|versus\b|对比|對比|还是|還是)")


def _bare_cards(t: str, taken: list[tuple[int, int]]) -> list[str]:
    """Bare model numbers marked as cards (BARE_CARD), outside a CARD_LIKE name already read."""
    out = []
    for m in BARE_CARD.finditer(t):
        if any(a < m.end("num") and m.start("num") < b for a, b in taken):
            continue
        zh_word = re.fullmatch(r"显卡|顯卡|卡", (m.group("word") or "").strip()) is not None
        if m.group("maker") or m.group("zh") or m.group("suf") or zh_word \
                or (m.group("count") and (m.group("pl") or m.group("word"))):
            suf = (m.group("suf") or "").strip().upper().replace("TI", "Ti").replace("SUPER", "Super")
            out.append(m.group("num") + (" " + suf if suf else ""))
    return out


def unknown_cards(t: str) -> list[str]:
    """The card-like names in `t` that the card table does not resolve, as written, each once ("RTX 4090s" is the
    plural of a card the table holds, never an unknown one: catalog.gpus.is_card)."""
    from catalog.gpus import is_card

    out: list[str] = []
    taken = []
    for m in CARD_LIKE.finditer(t):
        taken.append(m.span())
        said = re.sub(r"\s+", " ", m.group(0).strip())
        if not is_card(said) and said not in out:
            out.append(said)
    for said in _bare_cards(t, taken):
        if not any(is_card(w + said) for w in ("", "RTX ", "RX ")) and said not in out:
            out.append(said)
    for m in LETTER_CARD.finditer(t):
        said = m.group("name").upper()
        if not (m.group("pl") or _LETTER_BEFORE.search(t[max(0, m.start() - 12):m.start()])
                or _LETTER_AFTER.search(t[m.end():m.end() + 12])):
            continue
        if not is_card(said) and said not in out:
            out.append(said)
    return out


def read_unknown_card(t: str, ctx: Any) -> Read:
    """Say each card named that the table lacks: «RTX 9090» is not in my card table, so I could not check it."""
    for said in unknown_cards(t):
        ctx.out.said(Msg(code="reader.unknown_card", args={"said": said}))
    return {}, []
