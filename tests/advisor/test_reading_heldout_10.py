"""Held-out reading set 10 (tests/advisor/data/reading_heldout_10.json), one test per case.

The 184 phrasings (81 EN, 52 简体, 28 繁體 Taiwan, 23 繁體 Hong Kong; 41 that state nothing or only small talk) were
written and committed (d315248) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets; the writer's note is reading_heldout_10.md beside the data. Each case lists only the
Workload fields its text states; the judge is scripts/measure_reading_heldout.py. Labelling choices (the note has
them all): no calendar deadlines; "overnight" states no duration; N users a day is daily_users; a negated provider,
card or region sets nothing; the user's own location sets no region; a batch job's "N in / M out" is seq_len N+M and
output_tokens M; an item count of a batch job is batch_requests, not a data set.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_10.json"
CASES = load_cases(DATA)

# Measured at d315248 (reader as on main 99b0129): 629/650 fields (96.8 %), 7 spurious in 7 cases. The last nine misses
# ("overnight" as 12 h, "300 billion tokens", "nf4, r 32", "KV 用 FP8", 64 個並行請求, 畀 8 個人, Cantonese 行 twice,
# 日本或新加坡 after a negated provider) were fixed as classes
# (tests/advisor/test_reading_classes_region_ids_own_cards_and_currencies.py): 650/650, 0 spurious.
# A design change after the set was measured, not a reader slip: since expert review 26 (Q21, a Beijing company given
# a California row, graded 0) a mainland city said as where the user is, beside work to rent for, plans on the whole
# mainland (regions ["cn"], docs/CONVERSATION.md); this set's convention ("the user's own location sets no region") was
# written before that rule, so the case stays a counted miss rather than a changed label.
MISSES: dict[str, str] = {
    "zh-20": "a mainland city as where the user is plans on the mainland (regions cn) since review 26; the label says "
             "the user's own city states no region",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_10", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_10_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_10_set_shape() -> None:
    assert_shape(CASES, MISSES, size=180, empty=40)
