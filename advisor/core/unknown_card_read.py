"""A card-like name that catalog/data/gpus.csv does not hold ("RTX 9090", "GTX 960", "Radeon RX 7900 XTX", 我的GTX
1660): said in a note, never dropped without a word. The reader's card pattern is built from the table's spellings,
so such a name matched nothing and the answer rented a cloud machine as if the user had named no card. Only names
with a maker's series word (GeForce / RTX / GTX / TITAN / Quadro / Radeon RX / Arc) before the model number are
read: a bare number ("3 7900s") is never taken for a card."""

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


def unknown_cards(t: str) -> list[str]:
    """The card-like names in `t` that the card table does not resolve, as written, each once ("RTX 4090s" is the
    plural of a card the table holds, never an unknown one: catalog.gpus.is_card)."""
    from catalog.gpus import is_card

    out: list[str] = []
    for m in CARD_LIKE.finditer(t):
        said = re.sub(r"\s+", " ", m.group(0).strip())
        if not is_card(said) and said not in out:
            out.append(said)
    return out


def read_unknown_card(t: str, ctx: Any) -> Read:
    """Say each card named that the table lacks: «RTX 9090» is not in my card table, so I could not check it."""
    for said in unknown_cards(t):
        ctx.out.said(Msg(code="reader.unknown_card", args={"said": said}))
    return {}, []
