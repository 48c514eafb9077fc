"""The "How the numbers are computed" table (docs/DEVELOPING.md, moved from the README) names functions that
exist, and covers every calculator module in tools/, so a reader can find the one place each number is computed."""

import importlib
import re
from pathlib import Path

import pytest

from tests.conftest import module_home

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "docs" / "DEVELOPING.md").read_text(encoding="utf-8")
NOT_CALCULATORS = {"__init__", "schema", "errors", "floors", "workload_fields", "constants", "places", "ranges",
                   "shown", "urls", "names", "followup"}  # models, error family, package surface, numeric floors, the
# workload's argument table, shared constants, the ranges of stated figures, the sanitiser of echoed text, URLs without
# credentials, the near-miss rule for argument names, what a follow-up changes in the workload (no figure is computed
# there)


def table_section(text: str) -> str:
    start = text.index("## How the numbers are computed")
    rest = text[start + 3:]
    nxt = re.search(r"^#{2,3} ", rest, flags=re.M)
    return rest[: nxt.start()] if nxt else rest


def references(section: str) -> list[tuple[str, str]]:
    """(module, function) for each `name()` in a row's first cell, under the `tools/x.py` before it."""
    refs = []
    for line in section.splitlines():
        if not line.startswith("| `tools/"):
            continue
        module = None
        for path, func in re.findall(r"`tools/(\w+)\.py`|`(\w+)\(\)`", line.split(" | ")[0]):
            if path:
                module = path
            elif module:
                refs.append((module, func))
    return refs


REFS = references(table_section(README))


def test_the_table_is_found_and_names_functions():
    # guards the parser: an empty or reformatted table must fail here, not pass vacuously below
    assert len(REFS) >= 20
    assert ("memory", "estimate_memory") in REFS


@pytest.mark.parametrize("module, func", REFS, ids=[f"{m}.{f}" for m, f in REFS])
def test_each_listed_function_exists(module, func):
    mod = importlib.import_module(f"tools.{module}")
    assert callable(getattr(mod, func, None)), f"README names tools/{module}.py: {func}(), which does not exist"


def test_every_calculator_module_is_listed():
    modules = {p.stem for p in (ROOT / "tools").glob("*.py")} - NOT_CALCULATORS
    listed = {m for m, _ in REFS}
    assert modules - listed == set(), "add these tools/ modules to the README's table"


def test_the_parser_rejects_a_missing_function():
    fake = "## How the numbers are computed\n| `tools/memory.py`: `no_such_function()` | x | y |\n## Next\n"
    ((module, func),) = references(table_section(fake))
    assert not hasattr(importlib.import_module(f"tools.{module}"), func)


# ---- every count the README and docs/ state, checked against what it counts ----------------------------

DOCS = ROOT / "docs"
FRONT = (ROOT / "README.md").read_text(encoding="utf-8")  # the README itself (README above: docs/DEVELOPING.md)
CATALOG_MD = (DOCS / "CATALOG.md").read_text(encoding="utf-8")
CONVERSATION_MD = (DOCS / "CONVERSATION.md").read_text(encoding="utf-8")


def number(text: str, pattern: str) -> int:
    """The number a pattern's first group captures (thousands separators allowed); fails when it is gone."""
    m = re.search(pattern, text)
    assert m, f"the docs no longer say {pattern!r}: update this test with the new wording"
    return int(m.group(1).replace(",", ""))


def catalog_rows() -> list[dict[str, str]]:
    import csv

    with open(ROOT / "catalog" / "data" / "instances.csv", newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_readme_catalog_counts():
    from catalog import gpus, registry

    assert number(FRONT, r"(\d[\d,]*) models, \d+ accelerators") == len(registry.names())
    assert number(FRONT, r"(\d[\d,]*) accelerators") == len(gpus.all_gpus())
    assert number(FRONT, r"(\d[\d,]*) instance rows") == len(catalog_rows())


def test_catalog_page_counts_rows_and_quarantine_per_provider():
    from collections import Counter

    rows = catalog_rows()
    assert number(CATALOG_MD, r"Result \((\d[\d,]*) rows") == len(rows)
    assert number(CATALOG_MD, r"Result \([\d,]+ rows, (\d[\d,]*) quarantined") == sum(1 for r in rows if r["quarantined"])
    per, held = Counter(r["provider"] for r in rows), Counter(r["provider"] for r in rows if r["quarantined"])
    table = re.findall(r"^\| ([a-z]+) \| (\d+) \| (\d+) \|$", CATALOG_MD, flags=re.M)
    assert len(table) >= 10  # guards the parser
    for provider, n, q in table:
        assert (per[provider], held[provider]) == (int(n), int(q)), provider
    listed = {p for p, _, _ in table} | {"alibaba", "tencent", "huawei"}  # one row for the three unpriced clouds
    assert set(per) == listed, "a provider is missing from docs/CATALOG.md's table"


@pytest.mark.slow
def test_readme_names_the_eight_pitfalls_the_answer_checks():
    from advisor.core.service import advise
    from tools.schema import Workload

    n = len(advise(Workload(task="lora", params_b=7)).pitfalls)
    assert number(README, r"the (\d+) pitfalls") == n
    assert number(FRONT, r"the (\d+) common pitfalls") == n == 8


@pytest.mark.slow  # loads the labelled sets (tests/answer_calls.py LABELLED_SETS)
def test_extraction_set_sizes_in_readme_and_conversation_page():
    from tests.extraction_cases import CASES, HELD_OUT
    from tests.extraction_labelled_2026_11_30a import HELD_OUT_2
    from tests.extraction_labelled_2026_11_30b import HELD_OUT_3

    assert number(README, r"rule extractor on (\d+) labelled phrasings") == len(CASES)
    assert number(README, r"rule extractor on (\d+) phrasings written after tuning") == len(HELD_OUT)
    assert number(README, r"held-out set 2 \((\d+) phrasings") == len(HELD_OUT_2)
    assert number(README, r"held-out set 3 \((\d+) phrasings") == len(HELD_OUT_3)
    assert number(CONVERSATION_MD, r"\| set 2, (\d+) phrasings") == len(HELD_OUT_2)
    assert number(CONVERSATION_MD, r"\| set 3, (\d+) phrasings") == len(HELD_OUT_3)
    assert number(CONVERSATION_MD, r"tuning set \((\d+)\)") == len(CASES)
    assert number(CONVERSATION_MD, r"the first held-out set \((\d+)\)") == len(HELD_OUT)


@pytest.mark.slow
def test_extraction_scores_in_readme_and_conversation_page():
    from tests.advisor.test_extract_rules import score_cases, score_fields
    from tests.extraction_labelled_2026_11_30a import HELD_OUT_2
    from tests.extraction_labelled_2026_11_30b import HELD_OUT_3

    right, total, _ = score_cases()
    assert f"{right}/{total} fields" in README
    assert f"| {right}/{total} " in CONVERSATION_MD
    tuned = score_fields(HELD_OUT_2)[:2]
    assert f"after {tuned[0]}/{tuned[1]}" in README and f"after: {tuned[0]}/{tuned[1]}" in CONVERSATION_MD
    untuned = score_fields(HELD_OUT_3)[:2]
    assert f"{untuned[0]}/{untuned[1]} fields" in README.split("held-out set 3")[1].split("\n")[0]
    assert f"{untuned[0]}/{untuned[1]} fields" in CONVERSATION_MD.split("| set 3, ")[1].split("\n")[0]


def test_readme_layout_lists_every_tools_module():
    row = next(line for line in README.splitlines() if line.startswith("| `tools/` |"))
    modules = {p.stem for p in (ROOT / "tools").glob("*.py")} - {"__init__", "schema", "errors"}
    assert {m for m in modules if f"`{m}`" not in row} == set(), "add these modules to the README's layout table"
