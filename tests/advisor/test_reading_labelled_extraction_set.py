"""One test per labelled phrasing of a set: a regression names its case.

The set (tests/extraction_labelled_2026_12_01.py) was written and committed before the readers it tests and measured
then (273/398 fields = 68.6 %, 15 spurious; see docs/CONVERSATION.md). Labels are never edited to fit the
reader; a case the reader gets wrong is a failing test, not a lower percentage."""

import pytest

from benchmarks.extraction_accuracy import IMPLIED_BY, _same, as_labelled, reading
from tests.conftest import module_home
from tests.extraction_labelled_2026_12_01 import HELD_OUT_4

# every test reads the labelled set (tests/answer_calls.py LABELLED_SETS): the full suite runs them, the fast command
# does not import the module
pytestmark = pytest.mark.slow

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, want", HELD_OUT_4, ids=[f"set4-{i:03d}" for i in range(len(HELD_OUT_4))])
def test_reads_every_labelled_field_and_nothing_else(text, want):
    got = as_labelled(want, reading(text))  # users_online where the set labelled the count said as concurrency
    wrong = {k: (want.get(k), got.get(k)) for k in set(want) | set(got) if not _same(k, want.get(k), got.get(k))
             and not (k not in want and IMPLIED_BY.get(k) in want)}  # set labelled before batch_work / batch_item
    assert wrong == {}, f"«{text}»: field → (label, read)"


def test_the_set_is_large_and_in_three_scripts():
    from advisor.core.extract_rules import script_of

    assert len(HELD_OUT_4) >= 120
    assert {script_of(t) for t, _ in HELD_OUT_4} == {"en", "zh", "zh-Hant"}
