"""A named speech-recognition model (parakeet, canary: tools.asr_families) asked about languages its model card does
not list ("3,000 hours are Mandarin and Japanese, same model?"): the answer says no, names a model that hears them
(tools.asr_families.covering_model) and sizes those hours on it."""

from __future__ import annotations

import re

from advisor.core.asr_languages import languages_named
from tools.asr_families import EU25, asr_row, covering_model, uncovered
from tools.non_llm import NonLLM
from tools.schema import Msg
from tools.streaming_asr import STREAM_ROWS, SUB_DELAY, cover, kyutai_row
from tools.streaming_asr import uncovered as stream_uncovered

_NAMES = re.compile(r"(?i)(?:nvidia[\s/]*)?(?:parakeet|canary)(?:[-_][a-z0-9.]+)*")


def not_covered(m: NonLLM | None, text: str) -> tuple[str, list[str], tuple[str, ...], str] | None:
    """(the model, the named languages its card does not list, the card's languages, the model that hears them); None
    when no parakeet / canary model is named or every named language is on its card."""
    row = asr_row(m.name) if m is not None and m.family == "speech" else None
    if row is None:
        return None
    missing = uncovered(row, languages_named(text))
    return (row.key, missing, row.languages, covering_model(missing)) if missing else None


def language_stand_in(m: NonLLM | None, text: str) -> str | None:
    """The text with the named model replaced by one that hears the languages asked; the text itself when languages
    are named and the card lists them all; None when no language is named (the caller's own rule then holds)."""
    row = asr_row(m.name) if m is not None and m.family == "speech" else None
    if row is None or not languages_named(text):
        return None
    got = not_covered(m, text)
    return text if got is None else _NAMES.sub(got[3], text)


def not_covered_lead(m: NonLLM | None, text: str, lang: str) -> str:
    """The "no, it does not cover …" line before the plan; empty when nothing is missing."""
    got = not_covered(m, text)
    if got is None:
        return ""
    name, missing, listed, alt = got
    msg = Msg(code="asr_languages.not_covered", args={"name": name, "langs": missing, "alt": alt,
                                                       "europe": listed == EU25, "listed": list(listed)})
    return f"**{msg.text(lang)}**\n\n"


def stream_not_covered_lead(text: str, lang: str) -> str:
    """A Kyutai STT model asked for languages its README does not list (the 2.6B with French, the 1B with German,
    还要支持粤语): "no", and the held model that hears them and whether it streams (tools.streaming_asr.cover); empty
    when no Kyutai model is named or every named language is listed. `text` is the thread's words, so a follow-up's
    language is checked against the model an earlier turn named."""
    row = kyutai_row(text)
    missing = stream_uncovered(row, languages_named(text)) if row is not None else []
    late = row is not None and row.key != STREAM_ROWS[1].key and SUB_DELAY.search(text) is not None
    slow = Msg(code="asr_languages.stream_delay", args={"name": row.name, "delay": row.delay_s, "alt": STREAM_ROWS[1].name,
                                                        "alt_delay": STREAM_ROWS[1].delay_s}) if row and late else None
    if row is None or not missing:
        return f"**{slow.text(lang)}**\n\n" if slow else ""
    alt, streams = cover(missing)
    alt_langs = next((list(r.languages) for r in STREAM_ROWS if r.name == alt), missing)
    msg = Msg(code="asr_languages.stream_not_covered", args={
        "name": row.name, "langs": missing, "listed": list(row.languages), "alt": alt, "alt_streams": streams,
        "alt_langs": alt_langs})
    return (f"**{slow.text(lang)}**\n\n" if slow else "") + f"**{msg.text(lang)}**\n\n"
