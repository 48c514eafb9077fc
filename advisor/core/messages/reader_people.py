"""The reader's notes on counts of people (advisor/core/extract_rules.py): a count read as that many at once, a part
of a head count at once or online, groups of people, and people speaking live. Moved from the reader's
`*_NOTE` / `*_NOTE_ZH` pairs; handed over as `Extraction.said(Msg(code="reader.…"))`."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # a count of users read as all of them at once (note_ids.PEOPLE_AT_ONCE: a cadence said beside takes it back)
    "reader.people_at_once": E(
        "'{said}' read as {n} users active at once (all of them at the same time, the worst case); say how many are "
        "active together if fewer",
        "“{said}”按 {n} 人同时在用估算（全部同时在线，最坏情况）；如同时在用的人更少请说明"),
    # "me and 3 colleagues": the speaker counted too
    "reader.me_and_others": E(
        "'{said}' read as {n} users at once (you and {others} others)",
        "“{said}”按 {n} 人同时在用估算（你和另外 {others} 人）"),
    # N at once, or N online, of a head count said beside it (note_ids.AT_ONCE_OF_PEOPLE for the first)
    "reader.at_once_of_people": E(
        "'{said}' read as {n} users active at once, of the {total} users said ('{total_said}'): the load is sized for "
        "{n} at once",
        "“{said}”按 {n} 人同时在用估算（共 {total} 人：“{total_said}”）：负载按同时 {n} 人计"),
    "reader.online_of_people": E(
        "'{said}' read as {n} people online, of the {total} users said ('{total_said}'): the load is sized from the "
        "people online",
        "“{said}”按在线 {n} 人读取（共 {total} 人：“{total_said}”）：负载按在线人数估算"),
    # groups of a stated size ("5 teams of 20 people"), and groups whose size is not said (each one assumed)
    "reader.grouped_people": E(
        "'{said}' read as {n} people in all ({groups} × {each})",
        "“{said}”按共 {n} 人估算（{groups} × {each}）"),
    "reader.groups_unsized": E(
        "'{said}' read as {n} people at once ({groups} × {each}, assumed: how many people each one has and how many ask "
        "at the same time is not said); say how many people use it at once",
        "“{said}”按 {n} 人同时在用估算（{groups} × 每个 {each} 人，假设：每个有多少人、多少人同时在用没有说明）；"
        "请说明同时有多少人在用"),
    # people speaking into a live transcription: each one a stream, all at once
    "reader.live_speakers": E(
        "{n:,} people speaking into it live read as {n:,} audio streams at once (the worst case: all of them talking "
        "at the same moment); say how many speak at once to size it smaller",
        "{n:,} 人边说边转写，按同时 {n:,} 路音频流估算（最坏情况：所有人同时在说）；如同时说话的人更少请说明"),
}
