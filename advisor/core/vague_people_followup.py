"""A follow-up's vague people ("some people will paste whole specs", 有几个人会上传整份合同) read against the thread.

On a first message a vague count of people ("a few users", 几个人) is the load itself, read as FEW_USERS at once
(extract_rules.A_FEW, said in a note). In a follow-up to a thread that already sized a load (a head count read as
its share at once, or a count said at once), the same words name SOME OF those people doing something (pasting a
long document, uploading scans): a part of the load already counted, never a new, smaller one. The thread's count
is kept and said so; a number of people said in the turn ("make it 20 users") is never touched here.
"""
from __future__ import annotations

import dataclasses

from advisor.core.extract_rules import FEW_USERS, Extraction
from advisor.core.note_ids import FEW_USERS_AT_ONCE, notes_coded
from tools.schema import Msg, Workload


def vague_people_kept(workload: Workload, e: Extraction) -> Extraction:
    """The turn's reading with the thread's concurrency kept when the only people it names are a vague few of them
    (the note saying so in place of the reader's); the reading unchanged otherwise (no load sized yet, a number of
    people said)."""
    at_once = (workload.concurrency or 0) > 1  # "just me" then "a few colleagues too": the few are a new load
    if not (at_once or workload.head_count) or e.patch.concurrency != FEW_USERS or e.users_said is not None:
        return e
    few = next(iter(notes_coded(e, FEW_USERS_AT_ONCE)), None)  # the note extract_rules wrote reading the vague few
    if few is None:  # the count came from a figure said, not from the vague words
        return e
    said = e.note_ids[few].arg("said")
    out = dataclasses.replace(e, patch=e.patch.model_copy(update={"concurrency": None}),
                              notes=[n for n in e.notes if n != few], zh_notes=dict(e.zh_notes))
    msg = Msg(code="vague_people.kept", args={"said": said, "n": workload.concurrency}) if at_once else \
        Msg(code="vague_people.of_head_count", args={"said": said, "n": workload.head_count})
    out.note(msg.en, msg.zh)
    return out
