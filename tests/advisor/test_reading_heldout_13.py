"""Held-out reading set 13 (tests/advisor/data/reading_heldout_13.json), one test per case.

The 152 phrasings (68 EN, 46 简体, 22 繁體 Taiwan, 16 繁體 Hong Kong; 23 that state nothing or only small talk) were
written and committed (22a3709) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_13.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar limit ("by end of week",
"by tonight") states no duration; hours of audio to transcribe are not a data set; a batch of images to caption is
inference, not a training data set; an embedding batch has no output tokens; an exact region id gets no tag added
for the city named beside it; "fp8的kv cache" alone sets kv_precision, not the weights' precision.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_13.json"
CASES = load_cases(DATA)

# Measured at 22a3709 (reader as on main 3c2f754): 511/554 fields (92.2 %), 12 spurious in 12 cases, 125/152 cases read
# exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_13.json --misses`).
# After the seventh round of reading classes (set 13's misses fixed as classes; the set is tuning data from then on):
# 554/554 fields, 3 spurious (the two calendar limits and zh-35's audio hours below), 149/152 cases read exactly.
MISSES: dict[str, str] = {
    "en-17": ("hours of audio to transcribe read as a data set of audio_hours"
              " (a labelling conflict: sets 2/3 label it a data set,"
              " this set none; English hours are now read as Chinese ones were)"),
    "en-41": ("a card given by its size with an owner word read as one owned card (num_gpus 1): a design change"
              " after labelling (docs/RECOMMENDER.md, the user's own card caps the plan); the label gives the size"),
    # the product reads a calendar limit as hours from now (tools.deadlines, a tested feature); the labels give none
    "en-04": "'by end of week' turned into hours from now (label: calendar, no duration)",
    "en-32": "'by tonight' turned into hours from now (label: calendar, no duration)",
    # a labelling conflict: sets 2 and 3 (tests/extraction_heldout_2.py, _3.py) label hours of audio to transcribe as a
    # data set of audio_hours, and the chat's speech question uses it ("By when must the 500 h of audio be done?")
    "zh-35": "'有800小时的录音要转写': read as a data set of 800 audio hours (set 13: no data set; sets 2/3: a data set)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_13", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_13_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_13_set_shape() -> None:
    assert_shape(CASES, MISSES, size=152, empty=23)
