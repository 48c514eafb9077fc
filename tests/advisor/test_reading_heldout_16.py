"""Held-out reading set 16 (tests/advisor/data/reading_heldout_16.json), one test per case.

The 163 phrasings (74 EN, 50 简体, 20 繁體 Taiwan, 19 繁體 Hong Kong; 19 that state nothing or only small talk) were
written and committed (694e13e) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_16.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labels follow the spec table at the top of docs/CONVERSATION.md where it speaks and
set 15's label rules elsewhere; the note lists every choice.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_16.json"
CASES = load_cases(DATA)

# Measured blind at 694e13e (reader as on main cdc473c): 469/496 fields (94.6 %), 8 spurious in 8 cases, 131/163 cases
# read exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_16.json --misses`).
MISSES: dict[str, str] = {
    # the 30 reader faults measured at 694e13e were fixed on branch read20n (tests/advisor/
    # test_reading_classes_heldout16.py holds new phrasings per class); 469/496 → see reading_heldout_16.md
    # label disputes (reading_heldout_16.md "Measured"): the reader's reading is defensible, the label kept as written;
    # en-58 ('I have a 5090 at home' is one card) was relabelled with docs/CONVERSATION.md "Three reading decisions", 1
    "en-27": "'servers have to sit in france' read as France (fr); a labelling convention the product no longer "
             "shares: the set's spec read an EU country as the EU row; a country is now its own row of regions.csv"
             " (inside the EU, never widened to it: a residency rule naming the country is not met elsewhere in "
             "the EU)",
    "en-59": "'my friend says tpu v5e is cheap …': gpu_preference not set (label: the plan names the card; a friend's "
             "suggestion may be read as no choice)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_16", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_16_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_16_set_shape() -> None:
    assert_shape(CASES, MISSES, size=163, empty=19)
