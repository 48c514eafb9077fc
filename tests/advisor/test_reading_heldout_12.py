"""Held-out reading set 12 (tests/advisor/data/reading_heldout_12.json), one test per case.

The 160 phrasings (72 EN, 48 简体, 22 繁體 Taiwan, 18 繁體 Hong Kong; 25 that state nothing or only small talk) were
written and committed (8730483) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_12.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): "money no object" / 錢不是問題 is the
fastest intent; "speed matters more than price" is fastest; a calendar limit (今天之内, "by next monday") states no
duration; "either lora or qlora" is task finetune; "just for fun" / "nothing serious" is personal use; one's own card
given by count word only (有張3090) is one GPU; cards given only by size are a memory ceiling; 1兆 (Taiwan) is 10^12.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_12.json"
CASES = load_cases(DATA)

# Measured at 8730483 (reader as on main d5380ad): 526/558 fields (94.3 %), 7 spurious in 7 cases, 132/160 cases read
# exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_12.json --misses`).
# After the round that took set 12 as tuning data (its misses fixed as classes): 558/558, 1 spurious (zh-30), 159/160.
MISSES: dict[str, str] = {
    "en-29": ("hours of audio read as a data set; 'by next monday' as hours from now"
              " (a labelling conflict: sets 2/3 label it a data set,"
              " this set none; English hours are now read as Chinese ones were)"),
    # labelling choice the reader does not share
    "zh-30": "'今天之内搞定': deadline_hours set from the clock (label: a calendar limit states no duration)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_12", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_12_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_12_set_shape() -> None:
    assert_shape(CASES, MISSES, size=160, empty=25)
