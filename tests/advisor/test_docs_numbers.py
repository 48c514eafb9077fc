"""The "How the numbers are computed" table (docs/DEVELOPING.md, moved from the README) names functions that
exist, and covers every calculator module in tools/, so a reader can find the one place each number is computed."""

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "docs" / "DEVELOPING.md").read_text(encoding="utf-8")
NOT_CALCULATORS = {"__init__", "schema", "errors", "floors"}  # models, error family, package surface, numeric floors


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
