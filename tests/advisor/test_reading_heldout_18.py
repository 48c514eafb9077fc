"""Held-out reading set 18 (tests/advisor/data/reading_heldout_18.json), one test per case.

The 141 phrasings (70 EN, 43 简体, 14 繁體 Taiwan, 14 繁體 Hong Kong; 11 that state nothing or only small talk) were
written and committed (ecc78b1) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_18.md beside the data. Labels follow the
spec table at the top of docs/CONVERSATION.md, its "Three reading decisions" (the first set labelled by them) and its
numbered reading classes; the note lists every choice. One label was corrected after measuring, against the spec and
said in the note (en-35: product titles are read at 32 tokens each, tools.embedding.TITLE_TOKENS).

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_18.json"
CASES = load_cases(DATA)

# Measured blind at ecc78b1 (reader as on main 504772f): 515/522 fields (98.7 %), 2 spurious in 2 cases, 133/141 cases
# read exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_18.json --misses`).
# After the one label correction (en-35): 516/523 fields (98.7 %), 1 spurious, 134/141 cases exact.
# en-36, en-65 read since read20p (decision 3); en-44 (a method typo beside nf4 and a rank), zh-14 (a rate word before
# its number), zh-20 (a negation stops where 都行 accepts the names after the comma), hk-08 (同時有N個user) read since
# read20q; zh-41 (two methods weighed) is task finetune, the method open, which the judge counts as the label's "no
# method" since 全参 is a fine-tune word (scripts/measure_reading_heldout.py FINETUNE_WORD; reading class 11).
MISSES: dict[str, str] = {
    "zh-29": ("a card given by its size with an owner word read as one owned card (num_gpus 1): a design change"
              " after labelling (docs/RECOMMENDER.md, the user's own card caps the plan); the label gives the size"),
    "en-38": "'hosting mixtral 8x7b in Germany' read as Germany (de); a labelling convention the product no longer"
             " shares: the set's spec read an EU country as the EU row; a country is now its own row of "
             "regions.csv (inside the EU, never widened to it: a residency rule naming the country is not met "
             "elsewhere in the EU)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_18", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_18_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_18_set_shape() -> None:
    assert_shape(CASES, MISSES, size=141, empty=11)
