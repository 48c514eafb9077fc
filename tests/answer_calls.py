"""Which tests run a whole answer, a Python process or a whole data set, read from the test files' source (never
timed): a test is heavy when it names one of ANSWERS (the service's `advise`, the recommender's `recommend`, the chat
`Engine`, the CLI, the Slack bot, the agent tools, a real PyTorch measurement), `sys.executable` (a process of its
own), a labelled reading set (LABELLED_SETS) or a fixture in WHOLE_SETS, or a function or fixture of its own
module, a helper imported from another test
module, or a fixture of tests/conftest.py that does. Such a test carries
the `slow` marker (pyproject.toml), so that the inner loop `-m "not e2e and not slow"` leaves it to the full
suite; tests/test_markers.py checks that every one does and that the inner loop still reaches every tools/ module."""

from __future__ import annotations

import ast
import functools
from collections import deque
from pathlib import Path

TESTS = Path(__file__).resolve().parent

# (module, name): each runs a whole answer — the recommender over the catalog, the levers' re-runs, the rendering
ANSWERS = frozenset({
    ("advisor.core.service", "advise"),
    ("tools.recommend", "recommend"),
    ("tools.recommend", "cheaper_levers"),
    ("advisor.core.conversation", "Engine"),
    ("advisor.cli", "cli"),
    ("advisor.cli", "main"),
    ("advisor.slack.app", "build_app"),
    ("advisor.agents.tools", "recommend"),
    ("advisor.agents.tools", "compare"),
    ("advisor.agents.mcp_server", "call"),
    ("advisor.agents.langchain", "tools"),
    ("advisor.core.compare", "compare_workloads"),
    ("tests.e2e.test_slack_e2e", "Bot"),
    ("readme_sample", "run"),  # scripts/readme_sample.py: the README's sample command through the CLI
    ("scripts.measure_reading_heldout", "main"),  # a held-out set read by `python -m advisor parse`, a process
    ("tests.calibration.measure", "measure"),  # a real PyTorch training step on a model built from a config (1–6 s)
})
ANSWER_MODULES = frozenset(module for module, _ in ANSWERS)
# tests/conftest.py fixtures as heavy as an answer: a computation over a whole data set shared by the xdist workers
WHOLE_SETS = frozenset({"once_per_run"})
# the labelled reading sets (text, fields) the reader is scored on: a test that names one reads the whole set (the
# per-case parametrisations re-read what the slow whole-set scores read, one reader call ~5 ms idle each)
LABELLED_SETS = ("tests.extraction_cases", "tests.extraction_labelled_")


def _bindings(tree: ast.Module) -> tuple[set[str], dict[str, str]]:
    """The names the file binds to an answer (`from advisor.core.service import advise`) and to a module holding
    one (`from advisor.core import service`, `import advisor.cli as cli_mod`), wherever the import is written."""
    names: set[str] = set()
    modules: dict[str, str] = {}  # the name bound in the file: the module it is
    for node in nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                labelled = node.module.startswith(LABELLED_SETS) and alias.name[:1].isupper()
                if labelled or (node.module, alias.name) in ANSWERS:
                    names.add(alias.asname or alias.name)
                elif f"{node.module}.{alias.name}" in ANSWER_MODULES:
                    modules[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        elif isinstance(node, ast.Import):
            modules |= {alias.asname: alias.name for alias in node.names if alias.name in ANSWER_MODULES and alias.asname}
    return names, modules


def _imported_from_tests(tree: ast.Module, with_conftest: bool) -> set[str]:
    """The names the file imports from another test module (`from tests.catalog.test_x import _run`) that reach an
    answer there."""
    found: set[str] = set()
    for node in nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tests."):
            source = TESTS.parent.joinpath(*node.module.split(".")).with_suffix(".py")
            if source.is_file():
                there = _reach(str(source), with_conftest)
                found |= {alias.asname or alias.name for alias in node.names if alias.name in there}
    return found


@functools.cache
def _uses(fn: ast.AST) -> frozenset[str]:
    """The names a function reads and the fixtures it asks for (its parameters); asked again on every round of
    `_reach`, so kept per function."""
    found = {n.id for n in nodes(fn) if isinstance(n, ast.Name)}
    if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
        found |= {a.arg for a in fn.args.args + fn.args.kwonlyargs}
    return frozenset(found)


def _calls_answer_directly(fn: ast.AST, names: set[str], modules: dict[str, str]) -> bool:
    for n in nodes(fn):
        if isinstance(n, ast.Name) and n.id in names:
            return True
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name):
            if (modules.get(n.value.id), n.attr) in ANSWERS:
                return True
            if (n.value.id, n.attr) == ("sys", "executable"):
                return True  # a Python process of its own: the interpreter, the imports, the reader's patterns (~2 s CPU)
    return False


def answering(path: Path) -> frozenset[str]:
    """The top-level functions (tests, helpers, fixtures) of `path` that reach an answer."""
    return _reach(str(path), True)


def tree_of(path: str) -> ast.Module:
    """The file's syntax tree, parsed once per process (the checks read each test file three ways) and shared with
    the checks that read the project's own modules (tests/source_trees.py)."""
    from tests.source_trees import tree

    return tree(Path(path))


@functools.cache
def nodes(node: ast.AST) -> tuple[ast.AST, ...]:
    """Every node under `node` (itself first) in `ast.walk`'s order, listed once per process: the checks walk each
    test file and each of its functions several times (its imports, its calls, the names each function reads on
    every round of `_reach`), and walking the whole suite again took ~1.5 s of CPU a check. A plain queue over
    `_fields` (ast.walk's nested generators cost about twice as much). The trees are shared: never changed."""
    found: list[ast.AST] = []
    todo = deque([node])
    while todo:
        n = todo.popleft()
        found.append(n)
        for name in n._fields:
            value = getattr(n, name, None)
            if isinstance(value, ast.AST):
                todo.append(value)
            elif isinstance(value, list):
                todo.extend(v for v in value if isinstance(v, ast.AST))
    return tuple(found)


@functools.cache
def _reach(path: str, with_conftest: bool) -> frozenset[str]:
    """answering(), with the heavy fixtures of tests/conftest.py counted (`with_conftest`) or only WHOLE_SETS (for
    tests/conftest.py itself and what it imports)."""
    inherited = conftest_answering() if with_conftest else WHOLE_SETS
    tree = tree_of(path)
    names, modules = _bindings(tree)
    names |= _imported_from_tests(tree, with_conftest)
    functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)}
    # module-level aliases of a function (`answer = pytest.fixture(...)(_answer)`) count as that function
    aliases = {t.id: _uses(a.value) for a in tree.body if isinstance(a, ast.Assign) for t in a.targets
               if isinstance(t, ast.Name)}
    found = {name for name, f in functions.items() if _calls_answer_directly(f, names, modules)}
    found |= {name for name, used in aliases.items() if used & (names | set(inherited))}
    while True:
        more = {name for name, f in functions.items() if _uses(f) & (found | inherited)} - found
        more |= {name for name, used in aliases.items() if used & found} - found
        if not more:
            return frozenset(found)
        found |= more


@functools.cache
def conftest_answering() -> frozenset[str]:
    return _reach(str(TESTS / "conftest.py"), False) | WHOLE_SETS


def _is_slow_mark(node: ast.AST) -> bool:
    if isinstance(node, ast.Call):
        node = node.func
    return isinstance(node, ast.Attribute) and node.attr == "slow" and ast.unparse(node) == "pytest.mark.slow"


def marked(path: Path) -> tuple[bool, set[str]]:
    """(does a module-level `pytestmark` carry `slow`, the test functions whose decorators carry it)."""
    tree = tree_of(str(path))
    whole = any(isinstance(a, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in a.targets)
                and any(_is_slow_mark(n) for n in ast.walk(a.value)) for a in tree.body)
    tests = {f.name for f in tree.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
             and any(_is_slow_mark(d) for d in f.decorator_list)}
    return whole, tests


def tests_of(path: Path) -> list[str]:
    tree = tree_of(str(path))
    return [f.name for f in tree.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
            and f.name.startswith("test")]


def unmarked_answering(path: Path) -> list[str]:
    """The tests of `path` that reach an answer but do not carry `slow`."""
    whole, tests = marked(path)
    if whole:
        return []
    reach = answering(path)
    return [t for t in tests_of(path) if t in reach and t not in tests]


def in_inner_loop(path: Path) -> bool:
    """Does at least one test of `path` stay in the inner loop (`not slow`)?"""
    whole, tests = marked(path)
    return not whole and any(t not in tests for t in tests_of(path))


def suite_files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("test_*.py") if "e2e" not in p.relative_to(TESTS).parts)
