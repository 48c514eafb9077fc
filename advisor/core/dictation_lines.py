"""A live speech plan's lines from tools.live_dictation: the purchase first when the data may not leave the site
(Workload.buy_server), and the not-a-streaming-model caveat with its streaming alternative under the headline."""

from __future__ import annotations

from typing import Any

from advisor.core.extract_rules import CHINESE_SPEECH
from tools.live_dictation import buy_line, plan_line, streaming_key, streaming_line, streaming_plan
from tools.schema import Msg, Workload


def with_dictation(lines: list[Msg], p: Any, w: Workload, text: str, rows: list[Any] | None = None,
                   kw: dict[str, Any] | None = None) -> list[Msg]:
    """`lines` (headline first) with the purchase before them on a live plan the user must buy, and under the headline
    the streaming model's priced plan (tools.live_dictation.streaming_plan, with the catalog `rows` and the plan's
    `kw`) and the not-streaming caveat (Chinese speech: asked in Chinese or Mandarin named)."""
    if p is None or not p.live:
        return lines
    chinese = bool(p.chinese or (w.language or "").startswith("zh") or CHINESE_SPEECH.search(text or ""))
    buy = buy_line(p) if w.buy_server else []
    alt = None
    if rows is not None and kw is not None and not w.buy_server:
        from advisor.core.asr_languages import languages_named
        from catalog.gpus import all_gpus

        key = streaming_key(chinese, w.language, tuple(languages_named(text or "")))
        alt = streaming_plan(p, w, all_gpus(), rows, key, **kw)
    return [*buy, *lines[:1], *plan_line(p, alt), *streaming_line(p, chinese, alt), *lines[1:]]
