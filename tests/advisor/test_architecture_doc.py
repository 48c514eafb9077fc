"""docs/ARCHITECTURE.md lists every cache: a memoised function or a module-level cache added anywhere in
tools/, catalog/ or advisor/ without a row there (its file and its name) fails here, so the page cannot
silently fall behind the code."""

import ast
import functools
from pathlib import Path

import pytest

from tests.conftest import module_home
from tests.source_trees import tree, walked

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
CACHE_DECORATORS = {"lru_cache", "cache", "cached_property"}
CACHE_WORDS = ("cache", "memo", "prefilter")


def _decorator_name(d: ast.expr) -> str:
    d = d.func if isinstance(d, ast.Call) else d
    return d.attr if isinstance(d, ast.Attribute) else d.id if isinstance(d, ast.Name) else ""


def caches_in(path: Path) -> set[str]:
    """Functions decorated as caches, and module-level names that say they are one."""
    module = tree(path)
    found = {n.name for n in walked(path) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
             and any(_decorator_name(d) in CACHE_DECORATORS for d in n.decorator_list)}
    for n in module.body:
        targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, ast.AnnAssign) else []
        found |= {t.id for t in targets if isinstance(t, ast.Name) and set(t.id.lower().split("_")) & set(CACHE_WORDS)}
    found.discard("_cache_lock")  # the lock beside service._cache, not a cache
    return found


@functools.cache  # one scan shared by the checks below (they only read it)
def all_caches() -> dict[str, set[str]]:
    out = {}
    for pkg in ("tools", "catalog", "advisor"):
        for p in sorted((ROOT / pkg).rglob("*.py")):
            got = caches_in(p)
            if got:
                out[p.relative_to(ROOT).as_posix()] = got
    return out


def test_the_scan_finds_the_known_caches():
    # guards the scan: the caches the page was written from must be found
    found = all_caches()
    assert {"_QUERY_CACHE", "_ROW_CACHE"} <= found["catalog/db.py"]
    assert "_COUNT_MEMO" in found["tools/arch.py"]
    assert {"_cache", "_PREFILTER_MEMO"} <= found["advisor/core/service.py"]


def test_every_cache_is_listed_with_its_file():
    missing = [f"{path}: {name}" for path, names in all_caches().items() for name in names
               if path not in DOC or f"`{name}`" not in DOC]
    assert missing == [], "add these caches to docs/ARCHITECTURE.md \"Caches\" (what empties each)"


def test_the_scan_sees_a_new_cache(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("from functools import lru_cache\n_MEMO = {}\n@lru_cache\ndef f(): ...\n", encoding="utf-8")
    assert caches_in(f) == {"_MEMO", "f"}
