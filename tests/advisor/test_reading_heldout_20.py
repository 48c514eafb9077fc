"""Held-out reading set 20 (tests/advisor/data/reading_heldout_20.json), one test per case.

The 128 phrasings (65 EN, 39 简体, 13 繁體 Taiwan, 11 繁體 Hong Kong; 9 that state nothing) were written and committed
(2602761) before the reader was run on any of them, by a writer who had not read the reader, its tests or the other
labelled sets' texts; the writer's note is reading_heldout_20.md beside the data (the label rules it interpreted).
Labels follow the spec table at the top of docs/CONVERSATION.md and its "Three reading decisions".

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_20.json"
CASES = load_cases(DATA)

# Measured blind on main 1a0af4b (the set written before; no fix aimed at it): 495/503 fields (98.4 %), 0 spurious,
# 122/128 cases read exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_20.json
# --misses`). The reader as it was at this session's start (5bf28f9) read 457/503 (90.9 %), 0 spurious.
MISSES: dict[str, str] = {
    "en-01": "'in Europe' read as the europe tag; the spec's table reads Europe as eu",
    "en-49": "'avoid anything in China, I want us-east or Europe': the negated China read too, and Europe as europe",
    "en-26": "'cheapst' (a typo of cheapest) not read as the cheapest intent",
    "en-29": "'generate 2 million product descriptions … fastest possible': the batch count and its work not read",
    "en-60": "'3 old V100s lying around': the owned count not read",
    "en-62": "'what's the difference between LoRA and QLoRA?': no task (the label reads two methods weighed as finetune)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_20", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.slow
@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_20_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_20_set_shape() -> None:
    assert_shape(CASES, MISSES, size=128, empty=9)
