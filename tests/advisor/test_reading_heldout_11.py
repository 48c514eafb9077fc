"""Held-out reading set 11 (tests/advisor/data/reading_heldout_11.json), one test per case.

The 187 phrasings (83 EN, 52 简体, 28 繁體 Taiwan, 24 繁體 Hong Kong; 38 that state nothing or only small talk) were
written and committed (01e2852) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_11.md beside the data. One label was
corrected after the first measurement (932d02b: en-06 "on a 24gb card, is that enough?" states one card, by the note's
own fit-question rule). Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar deadline (by Friday, 周五前)
states no duration; a lone "no spot" is on_demand; "LoRA vs QLoRA" is task finetune; a prompt and an answer length in
serving are prompt_tokens and seq_len = prompt + answer; messages per user and monthly actives set no load field; a
vague amount ("a few hundred bucks") is no budget; an amount with no currency in Taiwan wording with Taiwan servers is
TWD.

A case passes when every stated field is read with its value and no unstated field is set. The cases the reader
missed when the set was first measured are strict xfails with what went wrong, so a later fix shows as XPASS (then
move the id out of MISSES). Labels are not changed to fit the reader.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scripts.measure_reading_heldout import load_cases
from tests.advisor.heldout_sets import assert_read, assert_shape, params, read_set
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_11.json"
CASES = load_cases(DATA)

# Measured at 01e2852 (reader as on main 1f12b39): 512/549 fields (93.3 %), 7 spurious in 7 cases; with the en-06
# label corrected (932d02b): 513/550 fields (93.3 %), 6 spurious in 6 cases, 156/187 cases read exactly.
# After the fourth reading round (read20e, whose writer never opened this set): 523/550 (95.1 %), 10 spurious in 9
# cases, 161/187 exact. Of the 10 spurious, 6 are the two labelling conventions the product does not share: a calendar
# deadline read as hours from the clock (3) and requests per user per day read as a peak rate (3).
# After the fifth round (read20g, which took this set's misses as its classes, so no longer independent): 547/550
# (99.5 %), 7 spurious in 6 cases, 179/187 exact.
MISSES: dict[str, str] = {
    "en-81": ("hours of audio to transcribe read as a data set of audio_hours"
              " (a labelling conflict: sets 2/3 label it a data set,"
              " this set none; English hours are now read as Chinese ones were)"),
    # calendar deadlines (the label: no duration from the text) read as hours from the present clock (tools.deadlines)
    "en-20": "'need it by end of week': deadline_hours set from the clock (label: a calendar deadline states no duration)",
    "zh-20": "'周五前要' read as hours from now (label: a calendar deadline states no duration)",
    "tw-16": "'下禮拜三前': deadline_hours set from the clock (label: a calendar deadline states no duration)",
    "en-17": "'deadline is friday': deadline_hours set from the clock (label: a calendar deadline states no duration)",
    # labelling choices the reader reads otherwise (the note's rules)
    "en-33": "'15 messages a day' per user × 400 users read as a peak request rate (0.5/s, shown in the workload line); "
             "the label: messages per user size no field",
    "tw-26": "'平均每人問10個問題' × 800 users a day read as a peak request rate; the label: questions per user size nothing",
    "hk-16": "'畀10個同事用，每人每日大概問50條' read as 10 users a day plus a request rate; the label: 10 users at once",
    "zh-36": "'跑个小模型qwen2.5 1.5b玩玩': personal_use not read; sets 8 (zh-41) and 9 (zh-39) label the same "
             "'跑个…玩玩' without personal_use, so reading it would make each of them spurious (a labelling conflict)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_11", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_11_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_11_set_shape() -> None:
    assert_shape(CASES, MISSES, size=185, empty=38)
