"""The suite's own contract: the markers it uses are declared and documented, the README and docs/DEVELOPING.md
give the fast command (the inner loop, `python -m pytest -m inner -n 2`), the unmarked tier (`python -m pytest -m
"not e2e and not slow" -n 2`) and the full one (`python -m pytest -n auto`, what `.ci/run` runs), the fast commands
do not even import tests/e2e/ while the full one runs it, every test that runs a whole answer, a process or a whole
data set is marked `slow`, and both fast tiers still reach every tools/ module."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.answer_calls import in_inner_loop, nodes, suite_files, tree_of, unmarked_answering
from tests.answer_calls import tests_of as _tests_of
from tests.conftest import INNER_KEEP, INNER_OUT, _all_slow, _deselects_e2e, inner_module, module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DEVELOPING = (ROOT / "docs" / "DEVELOPING.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
PYTEST = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
DECLARED = {m.split(":")[0].strip() for m in PYTEST["markers"]}
BUILTIN = {"parametrize", "skip", "skipif", "xfail", "usefixtures", "filterwarnings"}
FAST = "python -m pytest -m inner -n 2"  # the inner loop: tests/conftest.py marks its tests `inner`
UNMARKED = 'python -m pytest -m "not e2e and not slow" -n 2'  # every test that is not e2e or slow


def used_markers() -> set[str]:
    found: set[str] = set()
    for p in (ROOT / "tests").rglob("*.py"):
        found |= set(re.findall(r"(?<![\w.])pytest\.mark\.(\w+)", p.read_text(encoding="utf-8")))
    return found - BUILTIN


def test_every_marker_used_is_declared_and_documented():
    # --strict-markers (pyproject addopts) refuses an undeclared marker at collection; this also keeps the
    # README and the developer page naming each one, so a reader knows what `-m` can select
    assert {"e2e", "slow", "calibration"} <= used_markers() <= DECLARED
    assert {"e2e", "slow", "fresh_home", "calibration"} <= DECLARED  # fresh_home: honoured by tests/conftest.py isolated_home
    assert "--strict-markers" in PYTEST["addopts"]
    for name in DECLARED:
        assert f"`{name}`" in README, f"README does not name the marker {name}"
        assert f"`{name}`" in DEVELOPING, f"docs/DEVELOPING.md does not name the marker {name}"


def test_the_fast_and_the_full_commands_are_documented_and_ci_runs_the_full_one():
    assert FAST in README and FAST in DEVELOPING
    assert UNMARKED in README and UNMARKED in DEVELOPING
    assert "\npython -m pytest -n auto\n" in CI + "\n"  # the full suite, e2e included, on the cores there are
    # nothing in the configuration deselects by default: the bare command is the full suite
    assert "-m" not in PYTEST["addopts"].split() and "e2e" not in PYTEST["addopts"]


@pytest.mark.parametrize("expr, skips", [
    ("not e2e", True),
    ("not e2e and not calibration", True),
    ("not e2e and not slow", True),    # the fast command
    ("not (e2e or calibration)", True),
    ("", False),                       # no -m: the full suite
    ("e2e", False),
    ("not calibration", False),        # e2e tests are selected
    ("not e2e or fresh_home", False),  # an e2e test marked fresh_home would be selected: keep the folder
    ("calibration or not e2e", False),
    ("e2e(kind=1)", False),            # a marker with arguments is never assumed false
    ("not (", False),                  # pytest reports the bad expression; collecting changes nothing
])
def test_tests_e2e_is_skipped_only_when_no_e2e_test_could_be_selected(expr, skips):
    # skipping the folder must never drop an e2e test the expression selects (that would silently shrink a run)
    assert _deselects_e2e(expr) is skips


@pytest.mark.parametrize("expr, skips", [
    ("not e2e and not slow", True),    # the fast command: a module whose every test is slow is not imported
    ("not slow", True),
    ("not e2e", False),                # the old inner loop still runs slow tests
    ("", False),
    ("slow", False),
    ("not e2e or slow", False),
])
def test_a_slow_module_is_skipped_only_when_no_slow_test_could_be_selected(expr, skips):
    assert _deselects_e2e(expr, "slow") is skips


@pytest.mark.slow  # two pytest processes
@pytest.mark.e2e
def test_the_fast_command_never_imports_tests_e2e_and_the_full_one_collects_it():
    def collect(*args: str) -> list[str]:
        out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", *args],
                             capture_output=True, text=True, cwd=ROOT, timeout=300).stdout
        return out.splitlines()

    e2e = [line for line in collect("-m", "e2e") if "::" in line]  # addopts' -q: one test id a line
    outside = [t for t in e2e if not t.startswith("tests/e2e/")]
    assert len(e2e) - len(outside) >= 100  # the folder is collected (and `python -m pytest` has no -m: it runs)
    fast = collect("-m", "not e2e")
    assert not any(line.startswith("tests/e2e/") for line in fast)
    # only the e2e tests outside the folder were collected then dropped: tests/e2e/ was never imported
    assert any(f"({len(outside)} deselected)" in line for line in fast), fast[-3:]


def test_every_test_that_runs_an_answer_a_process_or_a_whole_set_is_marked_slow():
    # read from the source (tests/answer_calls.py): a test reaching advise/recommend/the chat Engine/the CLI/the Slack
    # bot/the agent tools, sys.executable or a once_per_run set, itself or through its module's helpers and fixtures
    missing = {str(p.relative_to(ROOT)): names for p in suite_files() if (names := unmarked_answering(p))}
    assert not missing, f"mark these @pytest.mark.slow (or the module's pytestmark): {missing}"


def test_a_module_with_no_fast_test_is_not_even_imported_by_the_fast_command():
    # tests/conftest.py skips a module before importing it only when its `pytestmark = pytest.mark.slow` line says so
    # (it reads that line, not each test): a module whose every test carries @pytest.mark.slow one by one was still
    # imported by each xdist worker, its asserts rewritten and its tests collected, to run none of them
    imported = [str(p.relative_to(ROOT)) for p in suite_files()
                if _tests_of(p) and not in_inner_loop(p) and not _all_slow(str(p))]
    assert not imported, f"give these a module-level `pytestmark = pytest.mark.slow`: {imported}"


def test_no_fast_module_imports_an_e2e_module_when_it_is_imported():
    # tests/e2e/test_slack_e2e.py brings Slack Bolt and the app with it (~0.3 s a worker): a module with fast tests
    # imports its helpers inside the slow tests that post to the bot, never at the top
    def e2e_at_top(path: Path) -> list[str]:
        return [ast.unparse(node) for node in tree_of(str(path)).body
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tests.e2e")
                or isinstance(node, ast.Import) and any(a.name.startswith("tests.e2e") for a in node.names)]
    found = {str(p.relative_to(ROOT)): names for p in suite_files() if in_inner_loop(p) and (names := e2e_at_top(p))}
    assert not found, f"import these inside the tests that use them: {found}"


def _imports(path: Path) -> set[str]:
    """The project modules a file imports (`from tools.x import y`, `from tools import x`, `import tools.x`)."""
    found: set[str] = set()
    for node in nodes(tree_of(str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 1 and node.module:  # tools' own `from .x import`
            found.add(f"{path.parent.name}.{node.module}")
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return found


@pytest.mark.parametrize("tier", ["unmarked", "inner"])
def test_the_fast_command_still_reaches_every_tools_module(tier):
    # each tools/ module is imported by a test file that keeps a test in the tier (the unmarked one, `-m "not e2e and
    # not slow"`; the inner loop, `-m inner`: also an inner module, tests/conftest.py inner_module), or by a project
    # module one of them imports, never counting what only tools.recommend imports (that runs only inside a whole
    # answer: its helpers card_size, owned_device and validation have direct tests of their own for this)
    files = {f"{p.parent.relative_to(ROOT).as_posix().replace('/', '.')}.{p.stem}".removesuffix(".__init__"): p
             for d in ("tools", "advisor", "catalog") for p in (ROOT / d).rglob("*.py")}
    seen: set[str] = set()
    todo = [m for p in suite_files() if in_inner_loop(p) and (tier == "unmarked" or inner_module(str(p)))
            for m in _imports(p)]
    while todo:
        module = todo.pop()
        if module in seen or module not in files:
            continue
        seen.add(module)
        if module != "tools.recommend":
            todo += _imports(files[module])
    tools = {m for m in files if m.startswith("tools.") and m != "tools"}
    assert not tools - seen - {"tools.recommend"}, sorted(tools - seen)
    assert "tools.recommend" in seen  # its Options and constants are still read in the fast tier


@pytest.mark.parametrize("expr, needs", [
    ("inner", True),                   # the inner loop
    ("inner and not slow", True),
    ("inner and not e2e", True),
    ("not e2e and not slow", False),   # the unmarked tier: tests/advisor/ is collected
    ("", False),                       # the full suite
    ("inner or slow", False),
    ("not inner", False),
    ("inner(kind=1)", False),          # a marker with arguments is never assumed
])
def test_only_an_expression_that_needs_the_inner_mark_skips_the_other_folders(expr, needs):
    # tests/conftest.py imports nothing outside the inner modules only when no test without `inner` could be selected
    assert _deselects_e2e(expr, "inner", marked=False) is needs


@pytest.mark.parametrize("path, inner", [
    ("tests/tools/test_arch.py", True),                       # a calculator's own tests
    ("tests/catalog/test_catalog_query.py", True),            # the catalog's
    ("tests/tools/test_one_place_for_each_fact.py", False),   # scans the project's source (a gate)
    ("tests/tools/test_thinking_sized.py", False),            # reads words with the rule reader
    ("tests/tools/test_engine_monotonic.py", True),
    ("tests/tools/test_credits_cover.py", True),              # reads words, but the only fast test of tools.credits
    ("tests/advisor/test_reading_classes.py", False),         # the reader's folder
    ("tests/test_markers.py", False),
])
def test_the_inner_loop_is_the_calculators_and_the_catalog_without_source_scans_or_reading(path, inner):
    assert (ROOT / path).is_file()
    assert inner_module(str(ROOT / path)) is inner


def test_every_kept_reading_module_is_a_tools_test_that_reads_words():
    # INNER_KEEP names modules INNER_OUT would leave out: a stale name (renamed, or no longer reading) is an error
    for name in INNER_KEEP:
        path = ROOT / "tests" / "tools" / name
        assert path.is_file() and INNER_OUT.search(path.read_text(encoding="utf-8")), name


def test_a_module_marked_slow_as_a_whole_is_never_an_inner_one():
    slow = [p for p in suite_files() if p.parent.name in ("tools", "catalog") and _all_slow(str(p))]
    assert slow and not any(inner_module(str(p)) for p in slow)


@pytest.mark.slow  # a pytest process
def test_the_inner_loop_collects_only_fast_tests_of_tools_and_catalog():
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", "-m", "inner"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300).stdout
    counts: dict[str, int] = {}
    for line in out.splitlines():  # addopts' -q: one test id a line
        if "::" in line:
            counts[line.split("::")[0]] = counts.get(line.split("::")[0], 0) + 1
    assert sum(counts.values()) >= 2000, out[-500:]
    assert all(inner_module(str(ROOT / path)) for path in counts)
    # the unmarked tests of one inner module are all there (test_arch: every registry model's checks)
    unmarked = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider", "-m",
                               "not e2e and not slow", "tests/tools/test_arch.py"],
                              capture_output=True, text=True, cwd=ROOT, timeout=300).stdout
    assert sum("::" in line for line in unmarked.splitlines()) == counts["tests/tools/test_arch.py"]
