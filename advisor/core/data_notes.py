"""The reader's notes on the data itself, kept on every kind of answer: personal data (faces, plates, voices, students'
work: advisor.core.personal_data_read) and privileged data read, with the marketplaces left out for it, and each
data-protection or voice-clone rule the place falls under (tools.data_law, each note ending in its cited source).

Why: the LLM answers said these notes at their head, but a vision batch, a generated-speech batch or a forecast
answer kept only the notes on figures not read, so a dash-cam batch with plates and faces, or a voice-clone service,
was answered with no word of why marketplaces were left out or of the speaker's consent."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache

from tools.data_law import REGIMES
from tools.schema import LITERAL, Msg

_MARK = "\x00"  # stands for the words said, so the notes' own opening words can be read from the catalog


@lru_cache(maxsize=1)
def _openings() -> tuple[str, ...]:
    """The words that follow the said words in the personal-data and privileged-data notes, in each language, as the
    message catalog words them (their first 12 characters: before any named marketplace)."""
    out = []
    for code in ("personal_data.no_marketplace", "reading.privileged_data"):
        for lang in ("en", "zh"):
            text = Msg(code=code, args={"said": _MARK, "named": ""}).text(lang)
            out.append(text.split(_MARK, 1)[1][:12])
    return tuple(out)


def is_data_note(note: str) -> bool:
    """Is the note one on the data (module docstring): a personal / privileged data note, or a rule's cited line?"""
    return any(p in note for p in _openings()) or any(r.source in note for r in REGIMES)


def data_note_msgs(notes: Iterable[str], zh_notes: Mapping[str, str]) -> list[Msg]:
    """The data notes among the reader's English notes, as lines of an answer in either language."""
    return [Msg(code=LITERAL, args={"en": n, "zh": zh_notes.get(n) or n}) for n in notes if is_data_note(n)]
