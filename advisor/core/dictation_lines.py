"""A live speech plan's lines from tools.live_dictation: the purchase first when the data may not leave the site
(Workload.buy_server), and the not-a-streaming-model caveat with its streaming alternative under the headline."""

from __future__ import annotations

from typing import Any

from advisor.core.extract_rules import CHINESE_SPEECH
from tools.live_dictation import buy_line, place_unheard, plan_line, streaming_key, streaming_line, streaming_plan
from tools.schema import Msg, Workload


def cantonese_said(text: str, named: tuple[str, ...]) -> bool:
    """Is the speech Cantonese: named (粵語, "Cantonese"), or the message written with Cantonese particles (啲, 嘅, 唔,
    喺: a Hong Kong user's live captions; advisor.core.home_country_read)? The Mandarin streaming model is then not
    offered. 繁體 forms alone (幾張) say nothing of the spoken language."""
    from advisor.core.asr_languages import languages_named
    from advisor.core.home_country_read import _CANTONESE as PARTICLES

    said = named or tuple(languages_named(text or ""))  # 粵語, 廣東話, "Cantonese"
    return "Cantonese" in said or PARTICLES.search(text or "") is not None


def with_dictation(lines: list[Msg], p: Any, w: Workload, text: str, rows: list[Any] | None = None,
                   kw: dict[str, Any] | None = None) -> list[Msg]:
    """`lines` (headline first) with the purchase before them on a live plan the user must buy, and under the headline
    the streaming model's priced plan (tools.live_dictation.streaming_plan, with the catalog `rows` and the plan's
    `kw`) and the not-streaming caveat (Chinese speech: asked in Chinese or Mandarin named)."""
    if p is None or not p.live or p.model.family != "speech":  # an image service has no speech to hear
        return lines
    from advisor.core.asr_languages import languages_named
    from catalog.places import place_languages as spoken
    from tools.place_languages import place_languages

    named = tuple(languages_named(text or ""))
    heard = () if named else tuple(place_languages(list(w.users_region or []), spoken()))  # callers in Brazil: Portuguese
    # p.chinese: asked in Chinese, unless the users' place speaks another language (tools.place_languages)
    chinese = bool(p.chinese or CHINESE_SPEECH.search(text or "") or "Mandarin" in heard)
    buy = buy_line(p) if w.buy_server else []
    alt, unheard = None, []
    if rows is not None and kw is not None and not w.buy_server:
        from catalog.gpus import all_gpus

        key = streaming_key(chinese and not (heard and set(heard) - {"Mandarin"}), w.language, named or heard)
        if key == "paraformer-streaming" and cantonese_said(text, named):  # Paraformer-zh-streaming hears Mandarin
            key, unheard = None, [Msg(code="live_dictation.cantonese_unheard")]
        alt = streaming_plan(p, w, all_gpus(), rows, key, **kw)
        by_writer = streaming_key(bool((w.language or "").startswith("zh")), w.language, named)
        unheard = unheard or (place_unheard(w, by_writer, spoken()) if key != by_writer else [])
    return [*buy, *lines[:1], *unheard, *plan_line(p, alt), *streaming_line(p, chinese, alt), *lines[1:]]
