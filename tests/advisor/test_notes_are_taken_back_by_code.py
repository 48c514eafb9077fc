"""A reading note is taken back or replaced by its identity (advisor.core.note_ids: the code it was worded from and
its figures), never by matching its English wording:

* a people count read as all at once, then a cadence said beside it (people online), drops the at-once note by code;
* a note's Chinese stays paired with it, and a reworded template still drops;
* a vague few, a head count's office share under code completion, and a whole document read in one prompt are found
  by code too.

Every case is written for this file; the hand reasoning is beside each."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import Extraction, extract
from advisor.core.messages import CATALOG, E
from advisor.core.note_ids import COUNT_AT_ONCE, PEOPLE_AT_ONCE, drop_notes, notes_coded
from tests.conftest import module_home
from tools.schema import Msg, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_note_said_from_a_msg_keeps_its_code_and_figures():
    # a catalog note handed over as a Msg: its identity is that Msg's code and args, its Chinese stays keyed to it
    e = Extraction(patch=WorkloadPatch())
    e.said(Msg(code="reading.agents_at_once", args={"said": "70 agents", "n": 70}))
    e.note("plain words", "中文")
    assert notes_coded(e, "reading.agents_at_once", n=70) == [e.notes[0]]
    assert notes_coded(e, "reading.agents_at_once", n=7) == []  # another figure is another note
    assert drop_notes(e, COUNT_AT_ONCE, n=70) == ["'70 agents' read as 70 requests at once (each agent keeps one "
                                                   "request generating); say how many run together if fewer"]
    assert e.notes == ["plain words"] and list(e.zh_notes) == ["plain words"]  # a note with no code is never dropped


@pytest.mark.parametrize("text,online", [
    # en: 1,300 technicians active, each sends a photo every 25 s → people online (1,300), never 1,300 at once; the
    # at-once note is taken back (it would contradict the online line)
    ("Roughly 1,300 technicians are active, each uploads a meter photo every 25 seconds, Llama 3.1 8B", 1300),
    # 简体: 640 名员工同时在用，每个员工每 18 秒调用一次 → 640 people online, the at-once note gone
    ("我们有640个员工同时在用，每个员工每18秒调用一次，用 Qwen2.5-14B", 640),
    # 繁體: 520 位使用者同時在用，每位使用者大約每 35 秒傳一張照片 → 520 people online
    ("約 520 位使用者同時在用，每位使用者大約每 35 秒傳一張照片，用 Qwen2.5-7B", 520),
])
def test_a_cadence_takes_back_the_at_once_note_by_code(text, online):
    e = extract(text)
    assert e.patch.users_online == online and e.patch.concurrency is None, e.patch
    assert not notes_coded(e, COUNT_AT_ONCE), e.notes
    assert set(e.zh_notes) >= set(e.notes)  # every note shown keeps its Chinese


def test_a_reworded_at_once_note_is_still_taken_back(monkeypatch):
    # the wording of the at-once note changed (a catalog edit): matching "read as N users active at once" in the
    # English text missed it, so 900 people with a 30 s cadence showed both "900 at once" and "900 online"
    was = CATALOG[PEOPLE_AT_ONCE]
    monkeypatch.setitem(CATALOG, PEOPLE_AT_ONCE, E("'{said}': all {n} of them counted as generating together", was.zh))
    e = extract("About 900 users are active, each sends a message every 30 seconds, Mistral 7B")
    assert e.patch.users_online == 900, e.patch
    assert not any("counted as generating together" in n for n in e.notes), e.notes


def test_a_count_said_alone_keeps_its_note_with_its_code():
    # 260 users and no cadence: all 260 at once (the worst case), said in the note that carries the code
    e = extract("Qwen2.5-14B for 260 users")
    assert e.patch.concurrency == 260
    assert len(notes_coded(e, PEOPLE_AT_ONCE, n=260)) == 1, e.notes


def test_code_completion_replaces_the_head_count_share_by_code():
    # 简体: 120 developers for code completion: the office-share note (15 % → 18 at once) is replaced by the
    # completion rate (found by its code, traffic.concurrency_from_head_count, never by "read as ≈ 18 active")
    e = extract("我们有 120 个开发者，想用 DeepSeek-Coder-6.7B 做代码补全，租什么卡？")
    assert not notes_coded(e, "traffic.concurrency_from_head_count"), e.notes
    assert e.patch.target_requests_per_s is not None
