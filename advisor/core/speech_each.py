"""Reads a TTS batch of long pieces counted with their hours each — "250 audiobooks (~11 hrs each)",
"120本有声书，每本约8.5小时", "60 本有聲書(每本大約 12 個小時)" — so the hours are the count × hours each
(tools.speech_items.pieces_hours), never the hours of one piece."""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count

_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + "?"
PIECES = re.compile(r"(?i)" + _NUM + r"\s*(?:本|部|套)?\s*(?:[a-z-]+\s+){0,2}?(?:audio[\s-]?books?|e?books?|novels?"
                    r"|titles?|podcast\s+episodes?|courses?)\b|"
                    + _NUM + r"\s*(?:本|部)\s*(?:[^\d，。,;；]{0,6}?)(?:有声书|有聲書|小说|小說|书|書)")
EACH = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s*(?:each|apiece|a\s+(?:book|title|piece)|per\s+(?:book|title))"
                  r"|\beach\s+(?:is\s+)?(?:about\s+|around\s+|roughly\s+|~\s*)?(\d+(?:\.\d+)?)\s*(?:hours?|hrs?)"
                  r"|每(?:本|部|套)\s*(?:大概|大约|大約|约|約|平均|差不多)?\s*(\d+(?:\.\d+)?)\s*(?:个|個)?\s*(?:小时|小時|钟头|鐘頭)")


def pieces_and_hours(text: str) -> tuple[float, float] | None:
    """(count, hours each) when both are said, else None: "400 audiobooks (~9 hrs each)" → (400, 9)."""
    p, e = PIECES.search(text or ""), EACH.search(text or "")
    if not p or not e:
        return None
    num, mult = (p.group(1), p.group(2)) if p.group(1) else (p.group(3), p.group(4))
    return scaled_count(float(num.replace(",", "")), mult), float(next(g for g in e.groups() if g))


def pieces_speech_hours(text: str) -> float | None:
    """Hours of speech in the pieces said: 250 × 11 = 2,750 h (tools.speech_items.pieces_hours)."""
    from tools.speech_items import pieces_hours

    got = pieces_and_hours(text)
    return pieces_hours(*got) if got else None
