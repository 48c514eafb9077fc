"""Which reading note is which: its identity is the code it was worded from and the figures in it, never its wording.

A note is shown as text (Extraction.notes, with its Chinese in zh_notes), but a reader that takes back or replaces an
earlier note ("2,500 users read as at once" when a cadence beside them makes them people online) finds it here by code
and figures: a change of wording in advisor/core/messages, or of a template in extract_rules, never silently leaves the
old note in place. A note handed over as a catalog Msg (Extraction.said) carries that Msg's code and args; a note
worded from a template names its code from the constants below.

Reading only: no figure is computed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# notes handed over as catalog Msgs (advisor/core/messages/reader_people.py): their codes
PEOPLE_AT_ONCE = "reader.people_at_once"  # a count of users read as all at once
AT_ONCE_OF_PEOPLE = "reader.at_once_of_people"  # N at once of a head count said
FEW_USERS_AT_ONCE = "reading.few_users_at_once"  # a vague few read as FEW_USERS at once (messages/reader_figures.py)
# notes worded from a template in extract_rules (not a catalog Msg): their codes
DOC_ONE_PROMPT = "reading.doc_one_prompt"  # extract_words.DOC_ONE_PROMPT_NOTE: pages read whole in one prompt

# the notes that read a count of people, agents or seats as that many requests at once (people_cadence takes them
# back when a cadence is said beside the count)
COUNT_AT_ONCE = (PEOPLE_AT_ONCE, AT_ONCE_OF_PEOPLE, "reading.agents_at_once", "reading.devs_agents_at_once")


@dataclass(frozen=True)
class NoteId:
    """A note's identity: the code it was worded from and the figures (args) it was worded with."""

    code: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, code: str, args: dict[str, Any] | None = None) -> NoteId:
        return cls(code=code, args=tuple((args or {}).items()))

    def arg(self, name: str) -> Any:
        return dict(self.args).get(name)


def notes_coded(out: Any, codes: str | tuple[str, ...], **args: Any) -> list[str]:
    """The notes of the Extraction `out` worded from one of `codes` whose figures include each of `args` (in the order
    said); a note with no identity recorded is never one of them."""
    codes = (codes,) if isinstance(codes, str) else codes
    ids = getattr(out, "note_ids", {})
    found = []
    for note in out.notes:
        nid = ids.get(note)
        if nid is not None and nid.code in codes and all(nid.arg(k) == v for k, v in args.items()):
            found.append(note)
    return found


def notes_of(out: Any, *msgs: Any) -> list[str]:
    """The notes of the Extraction `out` said from one of the catalog Msgs `msgs` (the same code and the same figures),
    whatever their wording."""
    ids = getattr(out, "note_ids", {})
    return [n for n in out.notes if (nid := ids.get(n)) is not None
            and any(nid.code == m.code and dict(nid.args) == m.args for m in msgs)]


def drop_notes(out: Any, codes: str | tuple[str, ...], **args: Any) -> list[str]:
    """Take out of the Extraction `out` (in place) the notes `notes_coded` finds, with their Chinese; the notes taken."""
    gone = notes_coded(out, codes, **args)
    if gone:
        out.notes[:] = [n for n in out.notes if n not in gone]
        for n in gone:
            out.zh_notes.pop(n, None)
    return gone
