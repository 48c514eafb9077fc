import functools
import gc
import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

# Where the environment sets PYTHONDONTWRITEBYTECODE (this project's machines do), every run recompiled and
# re-rewrote all ~240 test modules and the product in each xdist worker: ~5 s of a worker's ~10 s start-up, measured
# in docs/DEVELOPING.md. Test runs keep their bytecode outside the tree instead (PEP 488 pycache_prefix, honoured by
# pytest's assertion rewriter); GPU_ADVISOR_TEST_NO_PYC=1 turns this off.
if sys.dont_write_bytecode and not os.environ.get("GPU_ADVISOR_TEST_NO_PYC"):
    sys.pycache_prefix = os.path.join(tempfile.gettempdir(), f"gpu-advisor-pyc-{getattr(os, 'getuid', lambda: 0)()}")
    sys.dont_write_bytecode = False

# The reader's compiled patterns (advisor/pattern_store.py) are kept for test runs in one folder outside the tree and
# the user's cache, shared by the workers and the processes the end-to-end tests start; a run that sets the variable
# (a test of the store itself) keeps its own.
os.environ.setdefault("GPU_ADVISOR_PATTERN_CACHE",
                      os.path.join(tempfile.gettempdir(), f"gpu-advisor-patterns-{getattr(os, 'getuid', lambda: 0)()}"))

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GB = 10**9
E2E = Path(__file__).resolve().parent / "e2e"

# The test process's cyclic garbage collector runs less often: a young collection every 10,000 net allocations (the
# interpreter's default is 700) and an older one every 20 of those. A test process keeps far more alive than an
# answer does (every collected test and its parameters, the parsed source trees, hypothesis, the SDKs), and each full
# collection walked all of it: measured on six answer and source-tree modules run serially, the collector took 3.7 s
# of 18 s CPU with the defaults (29 full collections, ~80 ms each) and 1.6 s of 15.5 s with this pacing (no full
# one). Garbage is still collected, later; reference counting frees everything else as before. The product sets no
# threshold (it only freezes the catalog it keeps: advisor.core.service._keep_out_of_collections).
gc.set_threshold(10_000, 20, 10)


def pytest_configure(config):
    """Imports advisor.core.messages (it installs the catalog that words tools' Msg facts) in every process that runs
    tests. The pytest-xdist controller runs none: there it skips that import (pydantic and the schemas, ~0.7 s) and
    pytest's closing full garbage collection (it only looks for unraisable exceptions, which come from tests; ~0.5 s
    over the controller's ~25,000 reports, after the workers have finished). docs/DEVELOPING.md has the figures."""
    if _xdist_controller(config):
        try:
            from _pytest.unraisableexception import gc_collect_iterations_key
        except ImportError:  # another pytest: keep its collection
            return
        config.stash[gc_collect_iterations_key] = 0
        return
    import advisor.core.messages  # noqa: F401


def _xdist_controller(config) -> bool:
    """Does this process hand the tests to pytest-xdist workers rather than run them (`-n 2`, not a worker, not
    `--collect-only`)?"""
    return (not hasattr(config, "workerinput") and not config.getoption("collectonly")
            and config.getoption("dist", "no") != "no" and bool(config.getoption("tx", None)))


def pytest_collection_finish(session):
    """What collection built (every test item and its parameters, the test modules, the product's modules and the
    reader's compiled patterns) lives to the end of the run: it moves out of the collector's reach (`gc.freeze`), so
    the older collections during the tests, and pytest's full one at the end, no longer walk it."""
    gc.freeze()


# The inner loop, `python -m pytest -m inner -n 2` (docs/DEVELOPING.md): the calculators' and the catalog's own tests,
# every test of tests/tools/ and tests/catalog/ that is not `slow`, outside the modules that scan the project's source
# or read words (INNER_OUT: gates and the reader's tests, run by the full suite and the unmarked tier). The
# unmarked tier (`-m "not e2e and not slow"`, ~14,000 tests, most of them the reader's) took ~280 CPU-s; this one
# reaches every tools/ module (tests/test_markers.py) in a fraction of that. Nothing leaves the full suite.
INNER_DIRS = (Path(__file__).resolve().parent / "tools", Path(__file__).resolve().parent / "catalog")


def pytest_collection_modifyitems(config, items):
    """Everything under tests/e2e/ (Slack over HTTP, reliability with real processes, load, the MCP server
    over stdio) is marked `e2e`: `python -m pytest -m "not e2e"` leaves it out, the full suite is CI. A test of an
    inner-loop module (`inner_module`) that is neither `slow` nor `e2e` is marked `inner`."""
    for item in items:
        path = str(item.fspath)
        if _in_e2e(path):
            item.add_marker(pytest.mark.e2e)
        elif inner_module(path) and item.get_closest_marker("slow") is None and not _kept_test_reads(item):
            item.add_marker(pytest.mark.inner)


def _kept_test_reads(item) -> bool:
    """Is this a test of an INNER_KEEP module that reads words itself (its own source calls the reader)? The first
    reading in a worker loads the reader's patterns (~7 CPU-s at load 10): the inner loop keeps only such a module's
    direct checks of its calculator."""
    if Path(str(item.fspath)).name not in INNER_KEEP:
        return False
    function = getattr(item, "function", None)
    return function is None or _reads_words(function)


@functools.cache
def _reads_words(function) -> bool:
    """Does the test's own source call the reader (INNER_READS), or name a function its module imported from it?"""
    import inspect

    source = inspect.getsource(function)
    if INNER_READS.search(source):
        return True
    reader = {name for name, value in vars(sys.modules[function.__module__]).items()
              if getattr(value, "__module__", None) == "advisor.core.extract_rules"}
    return any(re.search(rf"\b{re.escape(name)}\b", source) for name in reader)


@functools.cache
def inner_module(path: str) -> bool:
    """Is this test file one of the inner loop's: directly in tests/tools/ or tests/catalog/, not `slow` as a whole
    module, and neither a scan of the project's source nor a reading of words (INNER_OUT)?"""
    p = Path(path).resolve()
    if p.parent not in INNER_DIRS or not p.name.startswith("test_") or p.suffix != ".py" or _all_slow(str(p)):
        return False
    return p.name in INNER_KEEP or INNER_OUT.search(p.read_text(encoding="utf-8")) is None


# what keeps a tests/tools/ or tests/catalog/ module out of the inner loop: a scan of the project's source (a gate:
# the parsed trees, tests/source_trees.py, or an rglob of a folder), or reading words (the rule reader's `extract`,
# the chat Engine, or a reading check of tests/advisor/): those are the reader's tests, ~15 ms a message, and more
# than half of these folders' time
INNER_OUT = re.compile(r"\bsource_trees\b|\.rglob\(|\bextract_rules\b|\bextract\(|\bcore\.conversation\b"
                       r"|from advisor\.core import [^\n]*\bconversation\b|\btests\.advisor\b")
# ...save these: each is the only fast test module outside tests/advisor/ of a tools/ module (named after it) and
# reads words beside its direct checks, which alone are `inner` (a test whose source calls the reader, INNER_READS,
# is not); tests/test_markers.py checks the inner loop still reaches every tools/ module
INNER_READS = re.compile(r"\b(?:extract|check|Engine|advise|recommend|_?ask)\(|\bextract_rules\b")
INNER_KEEP = frozenset({
    "test_budget_question_answered_first.py",  # tools.budget_answer
    "test_credits_cover.py",  # tools.credits
    "test_a_reservation_only_box_never_leads_a_small_job.py",  # tools.deadline_lead
    "test_mamba2_hybrid_rows.py",  # tools.hybrid_serving
    "test_a_place_with_no_priced_row_still_gets_the_cards_there.py",  # tools.in_place_cards
    "test_multi_node_question_answered_in_words.py",  # tools.nodes
    "test_lower_precision_leads_when_none_is_stated.py",  # tools.precision_lead
    "test_serverless.py",  # tools.serverless
    "test_a_release_format_training_cannot_run_in_is_trained_in_bf16.py",  # tools.trained_weights
})


@functools.cache
def _in_e2e(path: str) -> bool:
    """Is this test file under tests/e2e/? (asked for every item: resolved once per file)"""
    return E2E in Path(path).resolve().parents


# With -n, test modules that pay for the same heavy import run on one pytest-xdist worker, as one unit of work (the
# scheduler below): the MCP SDK (~1 s to import), matplotlib (~0.7 s), LangChain's chat models (~0.9 s), and the parsed
# source trees (tests/source_trees.py). Each would otherwise be paid by both workers; a module not listed is its own
# unit, as with --dist loadfile. A stale entry only costs time.
SHARED_WORKER = {
    **dict.fromkeys(("tests/advisor/test_reading_surfaces.py", "tests/advisor/test_reading_stated_vs_mentioned.py",
                     "tests/advisor/test_hub_models.py", "tests/advisor/test_lists_are_bounded_and_distinct.py"), "mcp"),
    **dict.fromkeys(("tests/advisor/test_chart.py", "tests/advisor/test_export.py", "tests/tools/test_wording.py",
                     "tests/advisor/test_conversation.py"), "charts"),
    **dict.fromkeys(("tests/advisor/test_llm_extract.py", "tests/advisor/test_agent_tools.py",
                     "tests/advisor/test_workload_surfaces.py"), "langchain"),
    **dict.fromkeys(("tests/advisor/test_answer.py", "tests/advisor/test_layout.py", "tests/advisor/test_messages.py",
                     "tests/advisor/test_architecture_doc.py", "tests/tools/test_resolved.py", "tests/test_markers.py",
                     "tests/advisor/test_no_arithmetic_in_advisor.py", "tests/tools/test_constants.py"), "source trees"),
}


MAX_AUTO_WORKERS = 4


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the full command `.ci/run` runs): one worker per core, at most MAX_AUTO_WORKERS. Each worker pays
    its own start (the product's imports, a catalog load, ~10 s) and holds its own copy of them, so on a many-core
    machine more workers add start-up and memory faster than they take tests off the longest module."""
    return max(1, min(os.cpu_count() or 1, MAX_AUTO_WORKERS))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """--dist loadfile, with the modules of one SHARED_WORKER group as one unit of work, and its bookkeeping in
    constant time a test: xdist's own counted, on every finished test, the pending tests of every unit the worker had
    ever been given, and found each unit's tests by a scan of the collection (on the 2-core machine ~3.5 s of the
    controller's CPU over 8,000 tests, taken from the workers; docs/DEVELOPING.md)."""
    if config.getoption("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SharedImports(LoadFileScheduling):
        left: dict[str, int]  # a unit's tests not yet finished; a finished unit leaves its worker's assigned_work
        where: dict[object, dict[str, int]]  # each worker's test ids to their index in its collection

        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return SHARED_WORKER.get(path, path)

        def _pending_of(self, workload: dict[str, dict[str, bool]]) -> int:
            return sum(self.left[scope] for scope in workload)

        def _assign_work_unit(self, node) -> None:
            scope, unit = self.workqueue.popitem(last=False)
            self.assigned_work.setdefault(node, {})[scope] = unit
            if node not in self.where:
                self.where[node] = {nodeid: i for i, nodeid in enumerate(self.registered_collections[node])}
            todo = [self.where[node][nodeid] for nodeid, done in unit.items() if not done]
            self.left[scope] = len(todo)
            node.send_runtest_some(todo)

        def mark_test_complete(self, node, item_index: int, duration: float = 0) -> None:
            nodeid = self.registered_collections[node][item_index]
            scope = self._split_scope(nodeid)
            self.assigned_work[node][scope][nodeid] = True
            self.left[scope] -= 1
            if not self.left[scope]:
                del self.assigned_work[node][scope]
            self._reschedule(node)

    sched = SharedImports(config, log)
    sched.left, sched.where = {}, {}
    return sched


def pytest_ignore_collect(collection_path, config):
    """When the `-m` expression deselects every e2e test (`-m "not e2e"`), tests/e2e/ is not even imported: its
    modules pull in Slack Bolt, the MCP SDK and their servers, a cost each pytest-xdist worker pays again. Likewise
    a test module whose every test is `slow` (its module-level `pytestmark = pytest.mark.slow`) when the expression
    deselects every slow test (the fast command): each worker would import it and collect its tests to drop them."""
    expr = config.getoption("markexpr")
    if collection_path == E2E and _deselects_e2e(expr):
        return True
    if _outside_the_inner_loop(collection_path) and _deselects_e2e(expr, "inner", marked=False):
        return True  # `-m inner`: no other folder or module is imported
    if collection_path.suffix == ".py" and _all_slow(str(collection_path)) and _deselects_e2e(expr, "slow"):
        return True
    return None


@functools.cache
def _all_slow(path: str) -> bool:
    """Does this test file mark its whole module slow (`pytestmark = pytest.mark.slow`, or a list of marks that
    starts with it)?"""
    name = Path(path).name
    return name.startswith("test_") and re.search(r"^pytestmark = \[?pytest\.mark\.slow\b",
                                                  Path(path).read_text(encoding="utf-8"), re.M) is not None


def _outside_the_inner_loop(path: Path) -> bool:
    """A folder that neither is nor holds an inner-loop folder, or a test module that is not an inner one."""
    resolved = path.resolve()
    if path.is_dir():
        return not any(resolved == d or resolved in d.parents for d in INNER_DIRS)
    return path.name.startswith("test_") and path.suffix == ".py" and not inner_module(str(path))


def _deselects_e2e(expr: str, marker: str = "e2e", marked: bool = True) -> bool:
    """Is `expr` false for every test marked `marker` (e2e by default), whatever other markers it has? With
    `marked=False`, for every test NOT marked `marker` (`-m inner` needs the mark). Each marker the expression names
    is tried both ways with `marker` fixed; any doubt (an unreadable expression, too many names) keeps the tests
    (tests/e2e/, a slow module, a module outside the inner loop)."""
    if not expr:
        return False
    try:
        from _pytest.mark.expression import Expression

        compiled = Expression.compile(expr)
    except Exception:  # pytest reports a bad expression itself; here it only means "collect tests/e2e/"
        return False
    named: dict[tuple, None] = {}  # every marker (with its arguments) the expression has asked about, in order

    def holds(true: set[tuple]) -> bool:
        def matcher(name: str, /, **kwargs: object) -> bool:
            key = (name, tuple(kwargs.items()))
            named.setdefault(key)
            return marked if key == (marker, ()) else key in true
        return compiled.evaluate(matcher)

    seen = -1
    while len(named) != seen:  # until a whole round asks about no marker it had not asked about
        if len(named) > 8:
            return False
        seen = len(named)
        others = [k for k in named if k != (marker, ())]
        if any(holds({k for i, k in enumerate(others) if bits >> i & 1}) for bits in range(2 ** len(others))):
            return False
    return True


@pytest.fixture(scope="session")
def built_catalog(tmp_path_factory):
    """The shipped catalog built once per test session: each home starts with a copy of it, as a user's home does
    after its first answer (the build itself is tested where it matters: tests/catalog/)."""
    import sqlite3

    from catalog.db import open_db

    where = tmp_path_factory.mktemp("catalog")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPU_ADVISOR_HOME", str(where))
        db = open_db(where / "advisor.db")
        db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.conn.close()
    built = where / "built.db"
    with sqlite3.connect(where / "advisor.db") as src, sqlite3.connect(built) as dst:
        src.backup(dst)
    return built


def _home_with_catalog(home: Path, built: Path) -> Path:
    home.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(built, home / "advisor.db")
    return home


@functools.cache
def _reads_the_file_itself(path: str) -> bool:
    """Does this test module reach the home's database other than through catalog.db (by its path, by reading
    $GPU_ADVISOR_HOME, or from another process)? Its tests get the copy before they start, not on first use. A
    module that only sets GPU_ADVISOR_HOME elsewhere (`monkeypatch.setenv`) or names it in a comment does not count:
    ~100 fast tests copied the 4.4 MB file for nothing, and on this machine's disk a run's copies, ~1.5 GB written,
    cost ~16 ms of system CPU and ~40 ms of waiting each once the writeback started (docs/DEVELOPING.md)."""
    text = Path(path).read_text(encoding="utf-8")
    return (any(word in text for word in ("advisor.db", "subprocess", "sys.executable"))
            or re.search(r"""(?:environ\[|environ\.get\(|getenv\()\s*["']GPU_ADVISOR_HOME""", text) is not None)


def _copied_on_first_use(monkeypatch, home: Path, built: Path) -> None:
    """The home gets its copy of the built catalog when this process first asks for its database (catalog.db.db_path,
    or connect() on its file), not before the test: most tests never open it (calculators, reading, rendering), and
    copying the 4.3 MB file took ~2.6 ms of CPU per test, plus the writes."""
    import catalog.db as cdb

    want = home / "advisor.db"
    db_path, connect = cdb.db_path, cdb.connect

    def seed() -> None:
        if not want.exists() and cdb.home() == home:
            _home_with_catalog(home, built)

    def seeded_db_path() -> Path:
        seed()
        return db_path()

    def seeded_connect(path: Path | None = None):
        if path is None or Path(path) == want:
            seed()
        return connect(path)

    monkeypatch.setattr(cdb, "db_path", seeded_db_path)
    monkeypatch.setattr(cdb, "connect", seeded_connect)


@pytest.fixture(autouse=True)
def isolated_home(request, tmp_path, monkeypatch):
    """Every test gets its own GPU_ADVISOR_HOME (database, state) and no LLM or Slack config. The home holds a copy
    of the built catalog unless the test is marked `fresh_home` (tests of first use, builds and broken files): made
    when the test first opens the home's database (`_copied_on_first_use`), or before the test where its module reaches
    the file by other means (`_reads_the_file_itself`)."""
    home = tmp_path / "home"
    if request.node.get_closest_marker("fresh_home") is None and not _in_e2e(str(request.node.fspath)):
        if _reads_the_file_itself(str(request.node.fspath)):
            _home_with_catalog(home, request.getfixturevalue("built_catalog"))
        else:
            home.mkdir(parents=True, exist_ok=True)
            _copied_on_first_use(monkeypatch, home, request.getfixturevalue("built_catalog"))
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(home))
    monkeypatch.setenv("GPU_ADVISOR_REFRESH_HOURS", "off")  # no background price download from a test's bot
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")  # no test reaches the real Hub; the fake_hub fixture turns this off
    monkeypatch.delenv("HF_ENDPOINT", raising=False)
    for var in ("GPU_ADVISOR_LLM", "GPU_ADVISOR_LLM_BASE_URL", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN",
                "SLACK_SIGNING_SECRET", "SLACK_API_URL"):
        monkeypatch.delenv(var, raising=False)
    yield


@pytest.fixture
def catalog_db(tmp_path, built_catalog):
    """A catalog database of the test's own, opened as a home's: a copy of the session's build of the shipped data
    (building it again per test took ~0.3 s; the build itself is tested in tests/catalog/test_catalog.py)."""
    from catalog.db import open_db

    return open_db(_home_with_catalog(tmp_path / "catalog", built_catalog) / "advisor.db")


@pytest.fixture
def engine(tmp_path):
    """An advisor Engine over a chat store of the test's own (its tmp_path): one test's threads never read another's.
    A module whose whole-answer tests share one engine binds `module_engine` as its `engine` instead."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db"))


def module_engine(tmp_path_factory):
    """One Engine for a whole module (a module binds it as its `engine`, module-scoped: `engine =
    pytest.fixture(scope="module", name="engine")(module_engine)`): its tests name threads of their own."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path_factory.mktemp("engine") / "s.db"))


def module_ask(tmp_path_factory):
    """One engine for a whole module's whole-answer tests (a module binds it as its `ask`, module-scoped): each call
    is a new thread, so no answer reads another's history; returns the answer's text."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path_factory.mktemp("ask") / "s.db"))
    seen = iter(range(1000))
    return lambda text: eng.handle(f"t{next(seen)}", text).text


def module_home(request, tmp_path_factory, built_catalog):
    """One GPU_ADVISOR_HOME for a whole module (a module binds it as its `isolated_home`, module-scoped): the
    catalog loads once, not once per test, and still nothing outside the module's temp folder is touched. It holds
    a copy of the session's built catalog, like every test's home: made when the module first opens the home's
    database (most such modules never do: calculators, reading), or before its tests where it reaches the file by
    other means (`_reads_the_file_itself`)."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as mp:
        if _reads_the_file_itself(str(request.path)):
            _home_with_catalog(home, built_catalog)
        else:
            _copied_on_first_use(mp, home, built_catalog)
        mp.setenv("GPU_ADVISOR_HOME", str(home))
        mp.setenv("GPU_ADVISOR_REFRESH_HOURS", "off")
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.delenv("HF_ENDPOINT", raising=False)
        for var in ("GPU_ADVISOR_LLM", "GPU_ADVISOR_LLM_BASE_URL", "SLACK_BOT_TOKEN", "SLACK_APP_TOKEN",
                    "SLACK_SIGNING_SECRET", "SLACK_API_URL"):
            mp.delenv(var, raising=False)
        yield home  # the folder itself: a module that passes `isolated_home` on (read_set) gets it, never None


@pytest.fixture(scope="session")
def once_per_run(tmp_path_factory):
    """`once_per_run(name, compute)`: compute() once per test run, its JSON result shared by the pytest-xdist workers
    (a file in the run's temp folder, written under a lock while the other worker waits); without xdist, compute().
    For a module fixture that starts a process over a whole data set (the held-out reading sets): with -n 2 both
    workers run some of the module's tests, and each would start that process."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return lambda name, compute: compute()
    from filelock import FileLock

    shared = tmp_path_factory.getbasetemp().parent  # this run's folder, above each worker's own

    def get(name: str, compute):
        f = shared / f"{name}.json"
        with FileLock(str(f) + ".lock"):
            if not f.is_file():
                f.write_text(json.dumps(compute()), encoding="utf-8")
            return json.loads(f.read_text(encoding="utf-8"))
    return get


@pytest.fixture
def fake():
    """The fake Slack Web API on 127.0.0.1 (tests/fake_slack.py), shared by the Slack test files."""
    from tests.fake_slack import FakeSlack

    f = FakeSlack().start()
    yield f
    f.stop()


@pytest.fixture
def bot(tmp_path, fake):
    """The real Bolt app over HTTP on loopback, talking to `fake` (tests/e2e/test_slack_e2e.py: Bot)."""
    from tests.e2e.test_slack_e2e import Bot

    b = Bot(tmp_path, fake)
    yield b
    b.stop()


@pytest.fixture
def fake_hub(monkeypatch):
    """The fake Hugging Face Hub on 127.0.0.1 (tests/fake_hub.py), with HF_ENDPOINT pointing at it, the offline
    switch off, no token sent and a 1 s timeout (a test of a silent Hub waits seconds, not minutes)."""
    from tests.fake_hub import FakeHub

    hub = FakeHub().start()
    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")
    monkeypatch.setenv("GPU_ADVISOR_HUB_TIMEOUT", "1")
    for var in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    yield hub
    hub.stop()
