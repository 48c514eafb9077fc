"""A live speech plan's lines from tools.live_dictation: the purchase first when the data may not leave the site
(Workload.buy_server), and the not-a-streaming-model caveat with its streaming alternative under the headline."""

from __future__ import annotations

from typing import Any

from advisor.core.extract_rules import CHINESE_SPEECH
from tools.live_dictation import buy_line, streaming_line
from tools.schema import Msg, Workload


def with_dictation(lines: list[Msg], p: Any, w: Workload, text: str) -> list[Msg]:
    """`lines` (headline first) with the purchase before them on a live plan the user must buy, and the streaming
    caveat under the headline (Chinese speech: asked in Chinese or Mandarin named)."""
    if p is None or not p.live:
        return lines
    chinese = bool(p.chinese or (w.language or "").startswith("zh") or CHINESE_SPEECH.search(text or ""))
    buy = buy_line(p) if w.buy_server else []
    return [*buy, *lines[:1], *streaming_line(p, chinese), *lines[1:]]
