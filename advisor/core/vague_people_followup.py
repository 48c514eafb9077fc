"""A follow-up's vague people ("some people will paste whole specs", 有几个人会上传整份合同) read against the thread.

On a first message a vague count of people ("a few users", 几个人) is the load itself, read as FEW_USERS at once
(extract_rules.A_FEW, said in a note). In a follow-up to a thread that already sized a load (a head count read as
its share at once, or a count said at once), the same words name SOME OF those people doing something (pasting a
long document, uploading scans): a part of the load already counted, never a new, smaller one. The thread's count
is kept and said so; a number of people said in the turn ("make it 20 users") is never touched here.
"""
from __future__ import annotations

import dataclasses
import re

from advisor.core.extract_rules import FEW_USERS, Extraction
from tools.schema import Msg, Workload

# the note extract_rules writes when it reads a vague few as FEW_USERS at once (the words quoted)
_FEW_NOTE = re.compile(r"^'(?P<said>.*)' read as \d+ users at once; say the number if it is different$")


def vague_people_kept(workload: Workload, e: Extraction) -> Extraction:
    """The turn's reading with the thread's concurrency kept when the only people it names are a vague few of them
    (the note saying so in place of the reader's); the reading unchanged otherwise (no load sized yet, a number of
    people said)."""
    at_once = (workload.concurrency or 0) > 1  # "just me" then "a few colleagues too": the few are a new load
    if not (at_once or workload.head_count) or e.patch.concurrency != FEW_USERS or e.users_said is not None:
        return e
    few = next((m for m in map(_FEW_NOTE.match, e.notes) if m), None)
    if few is None:  # the count came from a figure said, not from the vague words
        return e
    out = dataclasses.replace(e, patch=e.patch.model_copy(update={"concurrency": None}),
                              notes=[n for n in e.notes if n != few.group(0)], zh_notes=dict(e.zh_notes))
    msg = Msg(code="vague_people.kept", args={"said": few.group("said"), "n": workload.concurrency}) if at_once else \
        Msg(code="vague_people.of_head_count", args={"said": few.group("said"), "n": workload.head_count})
    out.note(msg.en, msg.zh)
    return out
