"""The independent labelled reading set: each phrasing is its own test, read through `gpu-advisor parse`.

The cases (tests/advisor/data/labelled_reading/independent.json) were written and committed before the reader was
run on them, by a writer who had not read the reader or its tests; each lists only the Workload fields its text
states. The judgement (what counts as the same value, which fields the reader may fill unasked) lives in
scripts/measure_reading_heldout.py, which prints the aggregate; docs/CONVERSATION.md holds the measured numbers.

Two checks per case: every stated field is read (`test_reads_every_stated_field`), and nothing unstated is set
(`test_sets_no_unstated_field`; `parse --json` returns only the stated fields, so any other field, apart from
`language` which it fills on every message, is a fact the user did not give). Cases that miss now are listed below
and run as strict xfail: a fix turns them into XPASS failures, which forces moving the id out of the list.
"""

from __future__ import annotations

from typing import Any

import pytest

from scripts.measure_reading_heldout import judge, load_cases
from tests.advisor.labelled_sets import parse_texts
from tests.conftest import module_home

CASES = load_cases()

# Measured after the reading fixes (docs/CONVERSATION.md "Independent held-out set": before 530/572 and 19 spurious,
# after 561/572 and 7 spurious; after the reading classes of daily users, k after a count, negation
# scope and places: 565/572 and 5 spurious). The fixes were made from the classes by a helper that never saw this set;
# what still misses is listed here and kept as it is (fixing it by looking at these cases would end its independence).
# A later batch of reading classes was measured on this set and fixed five of its misses ('one epoch', a method
# negated after it, "GPUs minimum", a marketplace's examples, a number inside a card name): for those classes the set
# is no longer independent (docs/CONVERSATION.md "Third round").
# A stated field not read, or read wrong (one-line reason each).
KNOWN_MISSES: dict[str, str] = {
    "en-typo-03": "'qlroa' (typo) gives no task",
}
# hans-ctx-01 / hant-ctx-02 (十万 / 十萬 token context) now read 100,000 as labelled: the one k rule
# (tools.token_window) reads 十万 as 100k and 100 is no power of two, so 100 × 1,000 (a rule made for every Nk, not
# from these cases)
# A field set that the text does not state.
KNOWN_SPURIOUS: dict[str, str] = {
    "en-neg-02": "precision bf16 from 'no quantization' (the reader reads it as 16-bit; the label states no precision)",
    "hans-neg-02": "precision bf16 from 不要量化 (as en-neg-02)",
    "hant-neg-01": "precision bf16 from 不要量化 (as en-neg-02)",
}

# One GPU_ADVISOR_HOME for the module: `parse` runs once over every case.
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.fixture(scope="module")
def readings(isolated_home, once_per_run) -> dict[str, dict[str, Any]]:
    """Every case read in one `gpu-advisor parse` run (one message per line, as its --help documents)."""
    got = once_per_run("labelled_reading_independent", lambda: parse_texts([c["text"] for c in CASES]))
    return dict(zip((c["id"] for c in CASES), got, strict=True))


def _params(known: dict[str, str]) -> list[Any]:
    return [pytest.param(c, id=c["id"], marks=[pytest.mark.xfail(strict=True, reason=known[c["id"]])]
                         if c["id"] in known else []) for c in CASES]


def test_set_is_well_formed():
    # The set's shape, so a typo in the data cannot silently drop a check: unique ids, single-line texts (parse
    # reads one per line), only real Workload fields expected, every known miss naming a real case.
    from tools.schema import Workload

    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) and len(ids) >= 130
    assert all("\n" not in c["text"] for c in CASES)
    assert {f for c in CASES for f in c["expect"]} <= set(Workload.model_fields)
    assert set(KNOWN_MISSES) | set(KNOWN_SPURIOUS) <= set(ids)


@pytest.mark.slow
@pytest.mark.parametrize("case", _params(KNOWN_MISSES))
def test_reads_every_stated_field(case, readings):
    # Each field the text states must come back with the stated value (same-value rules: judge's docstrings).
    verdict = judge(case, readings[case["id"]])
    assert not verdict.wrong, f"{case['text']!r}: expected {case['expect']}, read {readings[case['id']]}"


@pytest.mark.slow
@pytest.mark.parametrize("case", _params(KNOWN_SPURIOUS))
def test_sets_no_unstated_field(case, readings):
    # A field the text does not state must stay unset: an invented fact is answered as if the user had said it.
    verdict = judge(case, readings[case["id"]])
    assert not verdict.spurious, f"{case['text']!r}: unstated {verdict.spurious} (why: {case['why']})"
