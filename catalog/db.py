"""The catalog in SQLite (sqlite-utils): built from catalog/data on first use, rebuilt when the data change.

The file is `$GPU_ADVISOR_HOME/advisor.db` (default: the user data directory), a normal SQLite
database: `sqlite-utils tables advisor.db`, or Datasette. Tables (docs/DATABASE.md):

- `gpus`: one row per accelerator (catalog/data/gpus.csv) with `memory_bytes` added;
- `models`: the model registry (catalog/data/models.json);
- `instances`: cloud offers (catalog/data/instances.csv);
- `user_prices`: the user's price sheets (`source = 'user'`), kept across rebuilds;
- `effective_instances` (view): user rows override catalog rows with the same provider,
  instance type and region;
- `meta`: `data_version` (hash of the data files) and when the catalog was built.

Conversation state lives in the same file (advisor/core/store.py) and is never touched by a rebuild.

Concurrent use (docs/RELIABILITY.md): WAL mode and a busy timeout on every connection; the catalog
is (re)built in one `BEGIN IMMEDIATE` transaction, so exactly one process builds it and every
reader sees the old catalog or the new one, never a partial one; a price-sheet import is one
transaction too. A file SQLite cannot read is moved aside and a new one built; a home that cannot
be written falls back to the user cache directory, then to memory, with a warning.
"""

from __future__ import annotations

import codecs
import contextlib
import csv
import datetime as _dt
import errno
import hashlib
import io
import json
import logging
import marshal
import math
import os
import re
import shutil
import sqlite3
import stat
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel

from catalog._no_numpy import sqlite_utils
from catalog.gpus import UnknownGPU, raw_rows, resolve_gpu_name
from catalog.registry import rows as model_rows
from tools.errors import AdvisorError
from tools.floors import MAX_PRICE, PRICE_FLOOR
from tools.schema import GiB, InstanceRow, Msg
from tools.shown import CONTROL, HIDDEN
from tools.urls import strip_userinfo

DATA = Path(__file__).parent / "data"
DATA_FILES = ("gpus.csv", "models.json", "instances.csv", "networks.csv")
INSTANCE_PK = ("provider", "instance_type", "region")
GPU_NUMERIC = ("memory_gb", "usable_memory_gib", "memory_bandwidth_gbps", "fp32_tflops", "tf32_tflops", "fp16_tflops",
               "bf16_tflops", "fp8_tflops", "int8_tops", "int4_tops", "nvlink_gbps", "pcie_gen", "tdp_w")
NUMERIC = ("gpu_count", "gpu_memory_gib", "vcpu", "ram_gib", "network_gbps", "price_on_demand", "price_spot",
           "price_reserved_month")
COLUMNS: dict[str, type] = {
    "provider": str, "instance_type": str, "region": str, "gpu": str, "gpu_raw": str, "gpu_count": float,
    "gpu_memory_gib": float, "vcpu": float, "ram_gib": float, "interconnect": str, "network_gbps": float,
    "rdma": int, "price_on_demand": float, "price_spot": float, "price_reserved_month": float, "currency": str,
    "price_scope": str, "cpu_arch": str, "marketplace": int, "confidence": str, "quarantined": str,
    "source": str, "as_of": str, "notes": str, "seller": str, "broker": str, "same_as": str,
}
PRICE_FIELDS_ = ("price_on_demand", "price_spot", "price_reserved_month")
STALE_DAYS = 14  # `catalog info` and answers warn when a provider's newest price is older than this (issue: prices move weekly)


log = logging.getLogger("gpu_advisor.db")
# How long a write waits for another process's write lock before the home counts as locked, a storage condition
# (`storage_condition`): conversations go on in memory, an import is refused (exit 2). Was 30 s, then "unexpected
# OperationalError: database is locked … please report it" after 35–39 s (a `catalog import`
# suspended with Ctrl-Z, or any process holding BEGIN EXCLUSIVE). A real write holds the lock for milliseconds;
# a 200,000-row import for a few seconds.
BUSY_TIMEOUT_MS = 5_000
# A Slack event's claim (the ack waits on it; Slack re-delivers after 3 s): waits this long, then goes on in memory.
URGENT_TIMEOUT_MS = 1_500
MEMORY = Path(":memory:")
_MEMORY_NAME = "gpu_advisor_memory"
_keep: list[sqlite_utils.Database] = []  # holds the shared in-memory database open for the process
_resolved: dict[str, Path] = {}
_read_only: set[str] = set()  # home databases opened read-only (`db_path`)
_checked: set[str] = set()
_state_lock = threading.Lock()


def home() -> Path:
    env = os.environ.get("GPU_ADVISOR_HOME")
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("gpu-advisor"))


STORE_FILES = ("advisor.db", "advisor.db-wal", "advisor.db-shm", "advisor.db-journal")  # the store and SQLite's own


def store_file(path: str | Path) -> Path | None:
    """The file of the advisor's own store (`advisor.db` of the home, or of the folder it fell back to, and SQLite's
    -wal / -shm / -journal beside it) that `path` names, by any spelling or link; None when it names none. A file the
    user asks a command to write (`catalog export -o`, `--chart`, `catalog refresh -o`) must never be one of them: a
    CSV written over advisor.db lost every imported price, conversation and Slack claim with exit 0."""
    want = Path(os.path.realpath(Path(path).expanduser()))
    with _state_lock:
        folders = {home().expanduser()} | {p.parent for p in _resolved.values() if p != MEMORY}
    for folder in folders:
        for name in STORE_FILES:
            own = Path(os.path.realpath(folder / name))
            if own == want or _same(own, want):  # samefile: False for a missing file or a path the OS refuses
                return own
    return None


# The folders the advisor keeps in its home beside the store: the catalog it answers from (`catalog refresh`, with
# its previous copy), the fetch cache, the Hub's model cards, the Slack claims kept while the database cannot be written
OWN_FOLDERS = ("catalog", "catalog-cache", "hf", "slack-open")


def own_file(path: str | Path) -> tuple[str, Path] | None:
    """What of the advisor's own files `path` names, by any spelling or link: ("store", the file) for the database
    (`store_file`), ("catalog", the folder) for a file in the folder of the catalog in use, ("folder", the folder) for
    one in another of the home's own folders (OWN_FOLDERS); None for any other path. A file the user asks a command to
    write must be none of them: `catalog template -o $GPU_ADVISOR_HOME/catalog/instances.csv` replaced the catalog
    every answer reads with 40 unpriced rows (then nothing could be ranked), and `--chart` there with a PNG (then
    every command failed on bytes that are not UTF-8)."""
    store = store_file(path)
    if store is not None:
        return "store", store
    want = Path(os.path.realpath(Path(path).expanduser()))
    for name in OWN_FOLDERS:
        folder = Path(os.path.realpath(home().expanduser() / name))
        if want == folder or folder in want.parents:
            return ("catalog" if name == "catalog" else "folder"), folder
    return None


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def db_path() -> Path:
    """`advisor.db` in the home; if that cannot be written, the user cache directory, then memory
    (`MEMORY`), each with a warning: a read-only home never stops an answer."""
    want = home() / "advisor.db"
    with _state_lock:
        hit = _resolved.get(str(want))
        if hit is not None:
            return hit
        path = want
        state = "" if _writable(want) else _readable(want)
        if state == "wal":
            path = _wal_copy(want) or want
            if path != want:
                log.warning("%s cannot be written; %s is read as it is, read-only, with its latest turns from %s-wal "
                            "(through a private copy, %s): your imported prices and saved conversations are used, but "
                            "nothing new is saved (this run's conversation turns stay in memory; imports are refused)",
                            want.parent, want, want.name, path.parent)
            else:
                log.warning("%s cannot be written; %s is read as it is, read-only: your imported prices and saved "
                            "conversations are used except the latest changes, still in %s-wal, which cannot be read "
                            "here (no -shm file and no room for a copy); nothing new is saved (this run's "
                            "conversation turns stay in memory; imports are refused)", want.parent, want, want.name)
            _read_only.add(str(path))
        elif state == "ok":
            log.warning("%s cannot be written; %s is read as it is, read-only: your imported prices and saved "
                        "conversations are used, but nothing new is saved (this run's conversation turns stay in "
                        "memory; imports are refused)", want.parent, want)
            _read_only.add(str(want))
        elif state == "damaged":
            path = _fallback(want, f"{want} is damaged and cannot be written (read-only), so it is not used: its "
                                   "imported prices and saved conversations cannot be read")
        elif state != "":
            path = _fallback(want, _why_not(want))
        _resolved[str(want)] = path
        return path


def _fallback(want: Path, where: str) -> Path:
    """The user cache for a home that cannot be used, else memory, with the warning."""
    import platformdirs

    cache = Path(platformdirs.user_cache_dir("gpu-advisor")) / "advisor.db"
    if _writable(cache):
        log.warning("%s; using %s for the catalog and conversations", where, cache)
        return cache
    log.warning("%sneither %s nor %s can be written; the catalog and conversations stay in memory for this run",
                "" if where == _why_not(want) else where + "; ", want.parent, cache.parent)
    return MEMORY


def _readable(db: Path) -> str:
    """Whether the home's own database, which cannot be written (a read-only disk or file), can be read: "ok" (it
    is opened read-only, `_connect_read_only`, instead of the shared user cache, which holds none of this home's
    imported prices or conversations), "wal" (it opens only as `immutable=1`, which skips a
    non-empty `-wal`: the latest turns of a process killed -9), "damaged" (it opens but `quick_check` finds
    damaged pages: a later read would fail "malformed") or "unreadable"."""
    try:  # a path the OS refuses (ENAMETOOLONG) is unreadable too: is_file() raises rather than says False
        if not db.is_file() or _not_a_file(db) or not os.access(db, os.R_OK):
            return "unreadable"
        conn, immutable = _open_ro(db)
        try:
            row = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
        wal = Path(str(db) + "-wal")
        if not row or row[0] != "ok":
            return "damaged"
        return "wal" if immutable and wal.is_file() and wal.stat().st_size > 0 else "ok"
    except sqlite3.DatabaseError as e:
        return "damaged" if _corrupt(e) else "unreadable"
    except (OSError, sqlite3.Error):
        return "unreadable"


def _wal_copy(db: Path) -> Path | None:
    """`db` with its `-wal` copied to a private temporary folder, the WAL replayed into it there and checked: what
    SQLite would read with a `-shm` beside it. None when there is no room for it or the copy does not check out."""
    import atexit
    import tempfile

    folder = None
    try:
        folder = Path(tempfile.mkdtemp(prefix="gpu-advisor-ro-"))
        atexit.register(shutil.rmtree, folder, True)
        copy = folder / db.name
        shutil.copyfile(db, copy)
        shutil.copyfile(str(db) + "-wal", str(copy) + "-wal")
        conn = sqlite3.connect(copy)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            conn.execute("PRAGMA journal_mode=DELETE")  # read with `mode=ro` alone from here on, no -shm needed
            row = conn.execute("PRAGMA quick_check").fetchone()
        finally:
            conn.close()
        return copy if row and row[0] == "ok" else None
    except (OSError, sqlite3.Error):
        if folder is not None:
            shutil.rmtree(folder, True)
        return None


def read_only(path: Path | str) -> bool:
    """`path` is a home database this process reads but never writes (`db_path`)."""
    return str(path) in _read_only


def _connect_read_only(path: Path) -> sqlite_utils.Database:
    """`path` opened with SQLite's `mode=ro` URI: reads only, no WAL switch, no journal. A WAL file whose `-shm`
    cannot be made (its folder is read-only) opens only as `immutable=1`, which is right there: nothing can change a
    file on a read-only disk. The first read proves the connection (SQLite opens lazily)."""
    return sqlite_utils.Database(_open_ro(path)[0])


def _open_ro(path: Path) -> tuple[sqlite3.Connection, bool]:
    """`_connect_read_only`'s connection, and whether it needed `immutable=1` (which reads no `-wal`)."""
    from urllib.parse import quote

    uri = f"file:{quote(os.path.abspath(path))}?mode=ro"
    last: sqlite3.Error | None = None
    for extra in ("", "&immutable=1"):
        conn = sqlite3.connect(uri + extra, uri=True, check_same_thread=False)
        try:
            conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return conn, bool(extra)
        except sqlite3.Error as e:
            conn.close()
            last = e
    raise last or sqlite3.OperationalError("unable to open database file")


def _writable(db: Path) -> bool:
    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        with open(db.parent / f".write-test-{os.getpid()}", "w"):
            pass
        os.unlink(db.parent / f".write-test-{os.getpid()}")
    except OSError:
        return False
    return not db.exists() or (not _not_a_file(db) and os.access(db, os.W_OK))


def _why_not(want: Path) -> str:
    """Why the home's database cannot be used, for the warning: not a regular file, a path the OS refuses (a name
    too long: ENAMETOOLONG), or a folder that cannot be written."""
    try:
        want.stat()
    except OSError as e:
        if e.errno in (errno.ENAMETOOLONG, errno.ELOOP):
            return f"{str(want.parent)[:200]} cannot be used ({e.strerror})"
    return f"{want} is not a regular file" if _not_a_file(want) else f"{want.parent} cannot be written"


def _not_a_file(db: Path) -> bool:
    """`db` exists (after its links) but is no regular file: a device, a pipe, a folder. SQLite opens /dev/null and
    every write vanishes; the build then read back "malformed" and `ask` exited 1."""
    try:
        return db.exists() and not db.is_file()
    except OSError:
        return True


class StorageError(AdvisorError):
    """The home cannot be written: a full disk, a read-only file system or database, an I/O error. An
    operating condition with a message saying what happened, not a bug to report (CLI exit 2)."""


_CONDITIONS = ("database or disk is full", "readonly database", "disk i/o error", "unable to open database file",
               "database is locked")  # another process held the write lock past the busy timeout
_CONDITION_NAMES = ("SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_BUSY")
_CONDITION_ERRNOS = (errno.ENOSPC, errno.EROFS, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EACCES, errno.EPERM,
                     errno.ENAMETOOLONG, errno.ENOTDIR, errno.ELOOP)  # a home path the OS cannot take


def storage_condition(e: BaseException) -> bool:
    """True when `e` says the disk or the file cannot take a write (SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR,
    ENOSPC, EROFS …): reads still work, so answers go on from memory; writes are refused with this message."""
    if isinstance(e, sqlite3.OperationalError):
        return str(getattr(e, "sqlite_errorname", "")).startswith(_CONDITION_NAMES) \
            or any(m in str(e).lower() for m in _CONDITIONS)
    return isinstance(e, OSError) and e.errno in _CONDITION_ERRNOS


def locked(e: BaseException) -> bool:
    """SQLite's "database is locked": another process held the home's write lock past the busy timeout."""
    return isinstance(e, sqlite3.OperationalError) and (
        str(getattr(e, "sqlite_errorname", "")).startswith("SQLITE_BUSY") or "database is locked" in str(e))


def condition_words(e: BaseException) -> str:
    """A storage condition as the user reads it: a lock held by another process is said so (with the wait),
    SQLite's and the OS's own words otherwise."""
    if locked(e):
        return "it is locked by another process"
    return str(e)


def cannot_write(where: Path | str, why: Any, what: str = "nothing imported") -> StorageError:
    """The one wording for a write the home cannot take (docs/RELIABILITY.md)."""
    if isinstance(why, BaseException):
        why = condition_words(why)
    return StorageError(f"cannot write GPU_ADVISOR_HOME ({where}: {why}): {what}")


class _Unreadable(sqlite3.DatabaseError):
    """quick_check found damage."""


def damage_words(check: str | None) -> str:
    """SQLite's `quick_check` report as one line: "the file is damaged" and its first finding, cut. The report of a
    half-overwritten file is ~100 lines ("*** in database main *** / Page 583: btreeInitPage() returns error code 11 /
    …"), and the move-aside warning printed all of it before the answer; the bound on error text
    is one line."""
    found = [ln.strip() for ln in (check or "").splitlines() if ln.strip() and not ln.strip().startswith("***")]
    first = found[0][:120] if found else "no result"
    more = ", and more" if len(found) > 1 else ""
    return f"the file is damaged (SQLite's integrity check: {first}{more})"


def _corrupt(e: sqlite3.DatabaseError) -> bool:
    return isinstance(e, _Unreadable) or getattr(e, "sqlite_errorname", "") in ("SQLITE_CORRUPT", "SQLITE_NOTADB") \
        or "malformed" in str(e) or "not a database" in str(e)


def _set_wal(db: sqlite_utils.Database) -> None:
    """Switch a fresh file to WAL (a no-op once it is). While another connection is switching the same
    fresh file, SQLite answers "database is locked" at once instead of waiting out the busy timeout, so
    retry until that timeout (seen with six threads opening a new file together)."""
    import time

    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    pause = 0.005
    while True:
        try:
            db.conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) or time.monotonic() > deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.2)


def _connect(path: Path) -> sqlite_utils.Database:
    """Open by absolute path: a home such as `file:/tmp/h?mode=ro` is a folder named `file:` to the OS, and SQLite
    (built with URI file names on) read it as a URI: "no such access mode: ro/advisor.db"."""
    db = sqlite_utils.Database(os.path.abspath(path))
    try:
        db.conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")  # before WAL: switching needs the lock
        _set_wal(db)
        if str(path) not in _checked:  # once per process: O(file size)
            rows = db.conn.execute("PRAGMA quick_check(100)").fetchall()
            if not rows or rows[0][0] != "ok":
                raise _Unreadable(damage_words("\n".join(str(r[0]) for r in rows)))
            _checked.add(str(path))
    except BaseException:
        db.conn.close()
        raise
    return db


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    try:
        import fcntl
    except ImportError:  # not POSIX: SQLite's own locking still guards the data
        yield
        return
    with open(path.with_name(path.name + ".lock"), "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _move_aside(path: Path, err: Exception) -> None:
    with _file_lock(path):
        try:  # another process may have replaced it already
            _checked.discard(str(path))
            _connect(path).conn.close()
            return
        except sqlite3.DatabaseError as e:
            if not _corrupt(e):
                raise
        stamp = _dt.datetime.now().strftime("%Y%m%dT%H%M%S")
        aside = path.with_name(f"{path.name}.unreadable-{stamp}-{os.getpid()}")
        for suffix in ("", "-wal", "-shm"):
            src = Path(str(path) + suffix)
            if src.exists():
                os.replace(src, str(aside) + suffix)
        log.warning("%s could not be read (%s); moved it to %s and started a new one. Conversations and imported "
                    "prices in the old file are not carried over.", path, err, aside)


def connect(path: Path | None = None) -> sqlite_utils.Database:
    """A connection to the advisor database with WAL mode and a busy timeout. A file that is not a
    readable SQLite database is moved aside (with a warning) and a new one started."""
    path = Path(path) if path else db_path()
    if path == MEMORY:
        with _state_lock:
            if not _keep:
                _keep.append(sqlite_utils.Database(memory_name=_MEMORY_NAME))
        return sqlite_utils.Database(memory_name=_MEMORY_NAME)
    if read_only(path):
        return _connect_read_only(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        return _connect(path)
    except sqlite3.DatabaseError as e:
        if not _corrupt(e):
            raise
        _move_aside(path, e)
    return _connect(path)


def corrupt(e: BaseException) -> bool:
    """True for the errors SQLite gives on a file that is not (or no longer) a readable database."""
    return isinstance(e, sqlite3.DatabaseError) and _corrupt(e)


def recheck(path: Path) -> None:
    """Check again a file this process found readable at start (it was damaged while in use: the once-per-process
    quick_check cannot see that) and, as at start, move it aside with a warning and start a new one when SQLite
    cannot read it. Before, a running bot answered 500 and an apology to every event until restarted."""
    _checked.discard(str(path))
    connect(path).conn.close()


class _Writers:
    """This process's writers to one database file take turns here, urgent ones (a Slack event's claim, which
    the ack waits on) first. Without it they all wait in SQLite's busy handler, which sleeps and retries (up to
    100 ms a try, in no order): in a 300-event burst a claim waited 15 s behind the answers' writes, and Slack
    gives up on an ack after 3 s. Other processes still wait on SQLite's lock (the busy timeout)."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.busy = False
        self.urgent = 0

    @contextlib.contextmanager
    def turn(self, urgent: bool) -> Iterator[None]:
        with self.cond:
            self.urgent += urgent
            try:
                while self.busy or (not urgent and self.urgent):
                    self.cond.wait()
            finally:
                self.urgent -= urgent
            self.busy = True
        try:
            yield
        finally:
            with self.cond:
                self.busy = False
                self.cond.notify_all()


_writers: dict[str, _Writers] = {}


def _writers_of(db: sqlite_utils.Database) -> _Writers:
    name = db.conn.execute("PRAGMA database_list").fetchone()[2] or _MEMORY_NAME
    with _state_lock:
        return _writers.setdefault(name, _Writers())


@contextlib.contextmanager
def write_transaction(db: sqlite_utils.Database, urgent: bool = False) -> Iterator[sqlite_utils.Database]:
    """All or nothing, with the write lock taken up front (`BEGIN IMMEDIATE`, so the busy timeout
    applies instead of a deadlock on upgrade). sqlite-utils' own writes nest inside as savepoints.
    In this process, writers to one file take turns (`_Writers`), `urgent` ones first."""
    if db.conn.in_transaction:
        with db.atomic():
            yield db
        return
    with _writers_of(db).turn(urgent):
        if urgent:  # the ack waits on this write: a shorter wait for another process's lock
            db.conn.execute(f"PRAGMA busy_timeout={URGENT_TIMEOUT_MS}")
        try:
            db.conn.execute("BEGIN IMMEDIATE")
        finally:
            if urgent:
                db.conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        try:
            yield db
        except BaseException:
            db.conn.rollback()
            raise
        db.conn.commit()


def instances_file() -> Path:
    """The instance catalog in use: the one `gpu-advisor catalog refresh` fetched into the home
    (`$GPU_ADVISOR_HOME/catalog/instances.csv`) when there is one, else the shipped file."""
    fetched = home() / "catalog" / "instances.csv"
    try:
        return fetched if fetched.is_file() else DATA / "instances.csv"
    except OSError:  # a home the OS cannot take (a name too long): it holds no fetched catalog
        return DATA / "instances.csv"


def data_version() -> str:
    h = hashlib.sha256()
    for name in DATA_FILES:
        p = instances_file() if name == "instances.csv" else DATA / name
        if p.exists():
            h.update(name.encode())
            h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _num(v: Any) -> float | None:
    if v is None or (isinstance(v, str) and not v.strip()):
        return None
    return float(v)


def _instance_rows(f: Iterable[str]) -> list[tuple[Any, ...]]:
    """instances.csv as stored rows: tuples in COLUMNS order, one per (provider, instance type, region) (a
    repeated key: the last wins), sorted by that key. Text "" when blank or missing (cpu_arch: x86_64), numbers
    float or None, rdma 1/0/None, marketplace 1/0. Equal texts are one object (marshal then writes each once)."""
    rd = csv.reader(f)
    at = {name: i for i, name in enumerate(next(rd, []))}
    blank = len(at)  # the index of an empty cell appended to every row: a missing column reads as blank
    texts = [c for c, t in COLUMNS.items() if t is str]
    get_texts = itemgetter(*(at.get(c, blank) for c in texts))
    get_numbers = itemgetter(*(at.get(c, blank) for c in NUMERIC))
    get_flags = itemgetter(at.get("rdma", blank), at.get("marketplace", blank))
    arch, src = texts.index("cpu_arch"), texts.index("source")
    # COLUMNS order from (texts…, numbers…, rdma, marketplace)
    order = itemgetter(*([*texts, *NUMERIC, "rdma", "marketplace"].index(c) for c in COLUMNS))
    memo: dict[str, str] = {}
    keep = memo.setdefault
    yes, no = ("yes", "true", "1"), ("no", "false", "0")
    by_key: dict[tuple[str, str, str], tuple[Any, ...]] = {}
    for r in rd:
        if not r:  # a blank line (csv.DictReader skips them too)
            continue
        del r[blank:]  # cells beyond the header are ignored, as csv.DictReader does
        r += [""] * (blank + 1 - len(r))
        vals: list[Any] = [keep(v, v) for v in get_texts(r)]
        vals[arch] = vals[arch] or "x86_64"
        vals[src] = strip_userinfo(vals[src])  # a catalog fetched by an older version stored a mirror URL's password
        vals += [float(v) if v.strip() else None for v in get_numbers(r)]
        rdma, market = (v.strip().lower() for v in get_flags(r))
        vals += [1 if rdma in yes else 0 if rdma in no else None, 1 if market in yes else 0]
        row = order(vals)
        by_key[row[0], row[1], row[2]] = row
    return sorted(by_key.values(), key=_key)


def _key(row: tuple[Any, ...]) -> tuple[str, str, str]:
    """A stored row's (provider, instance type, region): the order SQLite's ORDER BY gives (BINARY text order is
    code-point order, as Python's)."""
    return row[0], row[1], row[2]


def _ensure_columns(db: sqlite_utils.Database, table: str) -> None:
    """Columns added since a user's table was created (v2: cpu_arch, marketplace, confidence, quarantined).
    An empty text cell reads as the field's default ("x86_64" for cpu_arch), so queries need no NULL handling."""
    t_ = db.table(table)
    have = set(t_.columns_dict)
    for name, kind in COLUMNS.items():
        if name not in have:
            t_.add_column(name, kind)
        spec = InstanceRow.model_fields.get(name)
        if kind is str and spec is not None and isinstance(spec.default, str):
            db.execute(f"UPDATE [{table}] SET [{name}] = ? WHERE [{name}] IS NULL", [spec.default])


CATALOG_TABLES = ("gpus", "models", "instances", "catalog_rows", "meta")


def build(db: sqlite_utils.Database) -> None:
    """(Re)create the catalog tables from the data files in one transaction, unless another process
    did while this one waited for the lock; user prices and conversations stay."""
    with write_transaction(db):
        if _current(db):
            return
        for t in CATALOG_TABLES:
            if db[t].exists():
                db[t].drop()
        gpus = []
        for r in raw_rows():
            rec: dict[str, Any] = dict(r)
            for k in GPU_NUMERIC:
                try:
                    rec[k] = _num(r.get(k))
                except ValueError:
                    rec[k] = None
            mem = _num(r.get("memory_gb"))
            rec["memory_bytes"] = int(mem * GiB) if mem else None
            gpus.append(rec)
        db.table("gpus").insert_all(gpus, pk="name")
        db.table("models").insert_all(
            [{**{k: (json.dumps(v) if isinstance(v, (list, dict)) else v) for k, v in m.items()}} for m in model_rows()],
            pk="name", alter=True)
        with open(instances_file(), newline="", encoding="utf-8") as f:
            rows = _instance_rows(f)
        db.table("instances").create(COLUMNS, pk=INSTANCE_PK)
        # rowid = position in key order; one prepared statement (sqlite-utils' insert_all rebuilt its SQL per batch: 2× the build)
        db.conn.executemany(f"INSERT INTO instances (rowid, {', '.join(COLUMNS)}) VALUES ({', '.join('?' * (len(COLUMNS) + 1))})",
                            [(i, *r) for i, r in enumerate(rows, start=1)])
        db.table("catalog_rows").insert({"name": "instances", "format": ROWS_FORMAT, "data": _encode_rows(rows)}, pk="name")
        db.table("instances").create_index(["gpu"], if_not_exists=True)
        db.table("instances").create_index(["provider"], if_not_exists=True)
        db.table("instances").create_index(["price_on_demand"], if_not_exists=True)
        if not db.table("user_prices").exists():
            db.table("user_prices").create(COLUMNS, pk=INSTANCE_PK)
        _ensure_columns(db, "user_prices")  # a sheet imported by an older version keeps its rows
        reduce_user_rows(db)
        db.execute("DROP VIEW IF EXISTS effective_instances")
        cols = ", ".join(COLUMNS)
        db.execute(f"""CREATE VIEW effective_instances AS
            SELECT {cols} FROM user_prices
            UNION ALL
            SELECT {cols} FROM instances i WHERE NOT EXISTS (
              SELECT 1 FROM user_prices u WHERE u.provider = i.provider
                AND u.instance_type = i.instance_type AND u.region = i.region)""")
        db.execute("DROP VIEW IF EXISTS ranked_instances")  # what answers rank: user rows reduced (user_cheapest)
        db.execute(f"""CREATE VIEW ranked_instances AS
            SELECT {cols} FROM user_cheapest
            UNION ALL
            SELECT {cols} FROM instances i WHERE NOT EXISTS (
              SELECT 1 FROM user_prices u WHERE u.provider = i.provider
                AND u.instance_type = i.instance_type AND u.region = i.region)""")
        db.table("meta").insert_all([
            {"key": "data_version", "value": data_version()},
            {"key": "built_at", "value": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")},
        ], pk="key")


def open_db(path: Path | None = None) -> sqlite_utils.Database:
    """Open (and create or refresh) the database. A changed data file triggers a rebuild. When the file
    cannot take the build or even the switch to WAL (a full disk, a read-only file or file system), the catalog
    is built in memory for this run with a warning, as for a home that cannot be written: answers need no write.

    Threads race here (the MCP server runs each call in a worker thread): the path is decided once, before
    connecting, so a thread whose file connection failed after another thread had already moved the home to
    memory falls back too instead of re-raising ("Error executing tool list_instances"
    on a full disk); and the in-memory catalog is checked and built under one lock, since a shared-cache reader
    meeting another thread's build gets "database schema is locked" at once (shared cache has no busy wait)."""
    where = Path(path) if path else db_path()
    if where == MEMORY:
        return _memory_catalog()
    db = None
    try:
        db = connect(where)
        if _current(db):
            return db
        build(db)
        return db
    except sqlite3.OperationalError as e:
        if not storage_condition(e):
            raise
        if db is not None:
            db.conn.close()
        with _state_lock:
            first = _resolved.get(str(home() / "advisor.db")) != MEMORY
            if path is None:
                _resolved[str(home() / "advisor.db")] = MEMORY
        if first or path is not None:
            log.warning("%s cannot be written (%s); the catalog and conversations stay in memory for this run "
                        "(imported prices in it are not used)", where, condition_words(e))
    return _memory_catalog()


def imported_provider_names(db: sqlite_utils.Database | None = None) -> frozenset[str]:
    """The clouds of the user's own price sheet (`catalog import`: user_prices), lower case: names `--provider` already
    ranks, so leaving one out ("--exclude-provider acme", "no acme") is as valid as keeping to it. Empty when none
    was imported or the home cannot be read (the built-in names are checked first)."""
    try:
        db = db or open_db()
        if not db.table("user_prices").exists():
            return frozenset()
        rows = db.execute("SELECT DISTINCT provider FROM user_prices").fetchall()
    except (sqlite3.Error, OSError, AdvisorError):
        return frozenset()
    return frozenset(str(r[0]).strip().lower() for r in rows if r[0])


def used_region_names(db: sqlite_utils.Database | None = None) -> frozenset[str]:
    """Every region a catalog row or an imported row (user_prices) names, lower case: a region id no provider
    publishes is still known when a row uses it (catalog.places.unknown_region_ids). Empty when the home cannot be read."""
    try:
        db = db or open_db()
        tables = [t for t in ("instances", "user_prices") if db.table(t).exists()]
        rows = [r for t in tables for r in db.execute(f"SELECT DISTINCT region FROM {t}").fetchall()]
    except (sqlite3.Error, OSError, AdvisorError):
        return frozenset()
    return frozenset(str(r[0]).strip().lower() for r in rows if r[0])


def unknown_regions_refused(regions: list[str] | None) -> None:
    """A region id no provider publishes and no row uses ("sa-east-99") refused in words, as an unknown provider is
    (catalog.places.unknown_region_ids), on MCP, LangChain and `gpu-advisor recommend --region`: it was taken as a
    place with no offers."""
    from catalog.places import unknown_region_ids

    bad = unknown_region_ids(regions, used_region_names()) if regions else []
    if bad:
        raise AdvisorError(f"unknown region {bad[0]!r}: no provider publishes a region of that id and no catalog or "
                           "imported row uses it; give a provider's region id (us-east-1, europe-west4, "
                           "ap-southeast-1) or a place (us, EU, Germany, asia)")


def unknown_users_places_refused(users: list[str] | None) -> None:
    """A place of the service's users (`--users-in`, MCP / LangChain `users_region`) that is no place the gazetteer
    knows (catalog/data/regions.csv: a country, city or area) and no region id a provider publishes or a row uses,
    refused in words: "mars", "" and "NaN" were taken as the users' place, echoed ("a row in or near your users
    (mars) leads", "your users ()") and answered "no ranked offer runs in or near mars … say where to rent (e.g. 'rent
    in mars')". The chat reader only ever reads places the gazetteer knows."""
    from catalog.places import gazetteer, region_ids

    if not users:
        return
    places = gazetteer()
    known = {r.region_id.lower() for r in region_ids()} | used_region_names()
    for v in users:
        said = v.strip()
        if not said or (places.place(said.lower()) is None and said.lower() not in known):
            raise AdvisorError(f"unknown place of the users {v[:100]!r}: it is no country, city or area the advisor "
                               "knows and no provider's region id; give one (jp, Japan, "
                               "Frankfurt, EU, us-east, asia, ap-northeast-1)")


_memory_build = threading.Lock()


def _memory_catalog() -> sqlite_utils.Database:
    """The shared in-memory catalog, built once; the check and the build take turns (see `open_db`)."""
    with _memory_build:
        db = connect(MEMORY)
        if not _current(db):
            build(db)
    return db


def home_db(db: sqlite_utils.Database) -> bool:
    """`db` is the home's own file (not the cache or memory a read-only or full home fell back to)."""
    file = db.conn.execute("PRAGMA database_list").fetchone()[2]
    try:  # a home the OS cannot resolve (a symlink loop: RuntimeError; a name too long: OSError) is not where db is
        return bool(file) and Path(file).resolve() == (home() / "advisor.db").resolve()
    except (OSError, RuntimeError):  # was "unexpected RuntimeError: Symlink loop … please report it"
        return False


def _current(db: sqlite_utils.Database) -> bool:
    """The stored catalog matches the data files and has all its tables."""
    if _stored_version(db) != data_version():
        return False
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')").fetchall()}
    return set(CATALOG_TABLES) | {"user_prices", "user_cheapest", "effective_instances", "ranked_instances"} <= names


def _stored_version(db: sqlite_utils.Database) -> str | None:
    try:
        row = db.execute("SELECT value FROM meta WHERE key = 'data_version'").fetchone()
    except sqlite3.OperationalError:
        return None
    return row[0] if row else None


# InstanceRow's fields in COLUMNS order (the catalog column network_gbps is the field network_gbit_s).
_FIELDS = tuple(InstanceRow.model_fields)
assert len(_FIELDS) == len(COLUMNS) and all(
    f == c or (f, c) == ("network_gbit_s", "network_gbps") for f, c in zip(_FIELDS, COLUMNS)), "COLUMNS ≠ InstanceRow"
# Every row states every column, so each model's fields-set is all fields. One set object serves all rows: pydantic
# only ever adds field names to it (an assignment), which changes nothing, and copies it for model_copy.
_ALL_SET = set(_FIELDS)
_RDMA, _MARKET, _PRICE, _CURRENCY = (list(COLUMNS).index(c) for c in ("rdma", "marketplace", "price_on_demand", "currency"))
ROWS_FORMAT = "marshal-4"  # catalog_rows.data: marshal (version 4) of a list of field-value tuples, in rowid order
_BLANK = dict.fromkeys(_FIELDS)
_new_object, _set = object.__new__, object.__setattr__
# BaseModel's own slots, set as model_construct sets them
_set_fields_set, _set_extra, _set_private = (BaseModel.__dict__[n].__set__ for n in (
    "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__"))


def _values(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """A stored row (COLUMNS order) as InstanceRow field values: rdma and marketplace as booleans."""
    v = list(row)
    v[_RDMA] = None if v[_RDMA] is None else bool(v[_RDMA])
    v[_MARKET] = bool(v[_MARKET])
    return tuple(v)


def _encode_rows(rows: list[tuple[Any, ...]]) -> bytes:
    """The catalog's rows as field values, decoded once per process in ~1.5 ms instead of being read column by column
    from SQLite (~11 ms for 3,500 × 24 cells). `rows` share equal texts (`_instance_rows`), so each is written once."""
    return marshal.dumps([_values(r) for r in rows], 4)


def _catalog_rows(db: sqlite_utils.Database, state: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """Every catalog row's field values, by rowid − 1, decoded once per process and catalog build. Read from
    `catalog_rows` (written with the table in one transaction); should that not decode (another Python's
    marshal), from the instances table itself."""
    hit = _ROW_CACHE.get(state)
    if hit is None:
        n = db.execute("SELECT count(*), coalesce(max(rowid), 0) FROM instances").fetchone()
        got = db.execute("SELECT data FROM catalog_rows WHERE name = 'instances' AND format = ?", [ROWS_FORMAT]).fetchone()
        try:
            hit = marshal.loads(got[0]) if got else None
        except (EOFError, ValueError, TypeError):
            hit = None
        if not isinstance(hit, list) or len(hit) != n[0] or n[0] != n[1]:
            hit = [()] * n[1]
            for r in db.execute(f"SELECT rowid, {', '.join(COLUMNS)} FROM instances").fetchall():
                hit[r[0] - 1] = _values(r[1:])
        if len(_ROW_CACHE) > 4:
            _ROW_CACHE.clear()
        _ROW_CACHE[state] = hit
    return hit


def _models(rows: Iterable[tuple[Any, ...]]) -> list[InstanceRow]:
    """InstanceRow models from stored field values without validating them again, as
    `InstanceRow.model_construct` would, only faster (it loops over fields and aliases: 3,000 rows took
    ~20 ms, more than validating them). The rows were checked on the way in: the shipped file by the
    refresh converter and by tests that validate every row and compare it with this path field by field,
    user sheets by `validate_price_rows`. Each call makes new objects: callers may change them freely."""
    out: list[InstanceRow] = []
    append, blank = out.append, _BLANK.copy
    for r in rows:
        d = blank()  # sized for every field, so filling it never resizes
        d.update(zip(_FIELDS, r))
        m = _new_object(InstanceRow)
        _set(m, "__dict__", d)
        _set_fields_set(m, _ALL_SET)
        _set_extra(m, None)
        _set_private(m, None)
        append(m)
    return out


def query_instances(
    db: sqlite_utils.Database, *, providers: Iterable[str] | None = None, gpu: str | None = None,
    min_memory_gb: float | None = None, max_price: float | None = None, currency: str | None = None,
    usd_cny: float | None = None, priced_only: bool = False, rankable_only: bool = False,
    include_quarantined: bool = True, cheapest_user_rows: bool = False, fx: Mapping[str, float] | None = None,
) -> list[InstanceRow]:
    """The effective instances (user rows override catalog rows with the same key), filtered in SQL, in
    (provider, instance type, region) order. `max_price` is per instance-hour on demand, in `currency`
    (converted at `usd_cny`, or at `fx`'s units per USD for another currency of catalog/data/fx.csv): rows already in
    that currency are capped in SQL, the others after conversion by tools.cost, the one home of the rate.
    Quarantined rows come back with `quarantined` set to the reason (so a recommender can reject them with it)
    unless `include_quarantined` is off.

    Speed (docs/CATALOG.md): SQL picks the catalog rows' rowids; their values come from `_catalog_rows`;
    a query's rows are kept until the catalog or the user's prices change; each call makes new models.
    `cheapest_user_rows` (the recommender, cheapest GPU-hours): of user rows alike in everything but their name,
    notes, date and prices, only the cheapest on demand, spot and reserved are read (`user_cheapest`, reduced in
    SQL at import), so a 200,000-row sheet costs an answer a few dozen models, not 200,000."""
    where: list[str] = []
    params: list[Any] = []
    if providers:
        provs = [p.lower() for p in providers]
        where.append(f"e.provider IN ({', '.join('?' * len(provs))})")
        params += provs
    if gpu:
        where.append("e.gpu = ?")
        params.append(resolve_gpu_name(gpu))
    if min_memory_gb is not None:
        where.append("e.gpu IN (SELECT name FROM gpus WHERE memory_gb >= ?)")
        params.append(min_memory_gb)
    cur = currency or "USD"
    if max_price is not None:
        where.append("e.price_on_demand IS NOT NULL AND (e.currency != ? OR e.price_on_demand <= ?)")
        params += [cur, max_price]
    if priced_only:
        where.append("(e.price_on_demand IS NOT NULL OR e.price_spot IS NOT NULL OR e.price_reserved_month IS NOT NULL)")
    if rankable_only:
        where.append("e.gpu != '' AND e.price_scope = 'instance' AND e.gpu_count >= 1")
    if not include_quarantined:
        where.append("(e.quarantined IS NULL OR e.quarantined = '')")
    cond = " AND ".join(where) or "1"
    state = _catalog_state(db)
    key = (state, cond, tuple(params))
    hit = _QUERY_CACHE.get(key)
    if hit is None:
        catalog = _catalog_rows(db, state)
        table = "user_cheapest" if cheapest_user_rows else "user_prices"
        users = [_values(r) for r in db.execute(f"SELECT {', '.join(COLUMNS)} FROM {table} e WHERE {cond}", params)]
        overridden = ("" if not state[2][0] else " AND NOT EXISTS (SELECT 1 FROM user_prices u WHERE u.provider = "
                      "e.provider AND u.instance_type = e.instance_type AND u.region = e.region)")
        hit = [catalog[i - 1] for (i,) in db.execute(f"SELECT rowid FROM instances e WHERE {cond}{overridden} ORDER BY rowid",
                                                     params)]
        if users:
            hit = sorted(hit + users, key=_key)
        if len(_QUERY_CACHE) > 64:
            _QUERY_CACHE.clear()
        _QUERY_CACHE[key] = hit
    if max_price is not None and any(r[_CURRENCY] != cur for r in hit):
        from tools.cost import USD_CNY_DEFAULT, convert_amount

        rate = usd_cny or USD_CNY_DEFAULT
        hit = [r for r in hit if r[_CURRENCY] == cur
               or (convert_amount(r[_PRICE], r[_CURRENCY], cur, rate, fx) or 0.0) <= max_price]
    return _models(hit)


_QUERY_CACHE: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}
_ROW_CACHE: dict[tuple[Any, ...], list[tuple[Any, ...]]] = {}


def _catalog_state(db: sqlite_utils.Database) -> tuple[Any, ...]:
    """What a query's answer depends on: the file, the catalog build (data version and build time) and
    every user price row (a small table, hashed whole). Same state and query → same rows, so a
    long-running process (the Slack bot) answers repeated queries from memory."""
    meta = tuple(db.execute("SELECT key, value FROM meta ORDER BY key").fetchall())
    return db.conn.execute("PRAGMA database_list").fetchone()[2], meta, user_stamp(db)


_ALIKE_BUT_PLACE = ", ".join(f"u.{c}" for c in COLUMNS if c not in ("instance_type", "region", "notes", "as_of",
                                                                   *PRICE_FIELDS_))


def place_key(region: str, known: frozenset[str]) -> str:
    """What ranking can tell of a user row's region: a region id the reader knows (catalog/data/region_ids.csv)
    filters to itself, so it is its own key; any other id is only ever matched by the places of regions.csv its id
    lies in (`tools.constraints.region_ok`) or by its words, so it is keyed by those places and its id with digits
    folded ("us-17" and "us-18" alike). A sheet of 200,000 rows each with its own region (`acme,box-i,us-i`) then
    reduces to the cheapest per place instead of keeping all 200,000."""
    from catalog.places import regions

    r = (region or "").strip().lower()
    if r in known:  # the reader's region ids, lower case (reduce_user_rows reads them once)
        return r
    tags = [g.tag for g in regions() if g.pattern is not None and g.pattern.search(r)]
    china = r.startswith("cn-") or "china" in r
    return ";".join(tags) + ("|cn" if china else "") + "|" + re.sub(r"\d+", "#", r)


def reduce_user_rows(db: sqlite_utils.Database) -> None:
    """`user_cheapest`: of user rows alike in everything but name, notes, date, prices and a region ranking cannot
    tell apart (`place_key`), the cheapest on demand, on spot and reserved, and one of each unpriced group. SQLite's
    GROUP BY with min() takes the other columns from the row holding the minimum (sqlite.org/lang_select.html,
    "bare columns"): ~0.7 s a price for 200,000 rows, once per import instead of on every answer. Called inside the
    import's transaction."""
    cols = ", ".join(COLUMNS)
    ucols = ", ".join(f"u.{c}" for c in COLUMNS)
    if not db.table("user_cheapest").exists():
        db.table("user_cheapest").create(COLUMNS, pk=INSTANCE_PK)
    db.execute("DELETE FROM user_cheapest")
    db.execute("CREATE TEMP TABLE IF NOT EXISTS region_place (region TEXT PRIMARY KEY, place TEXT)")
    db.execute("DELETE FROM region_place")
    from catalog.places import region_ids

    known = frozenset(x.region_id.lower() for x in region_ids())
    db.conn.executemany("INSERT INTO region_place VALUES (?, ?)",
                        ((r, place_key(r, known)) for (r,) in db.execute("SELECT DISTINCT region FROM user_prices").fetchall()))
    src = "user_prices u JOIN region_place g ON g.region = u.region"
    for p in PRICE_FIELDS_:
        db.execute(f"INSERT OR IGNORE INTO user_cheapest SELECT {cols} FROM (SELECT {ucols}, min(u.{p}) FROM {src} "
                   f"WHERE u.{p} IS NOT NULL GROUP BY {_ALIKE_BUT_PLACE}, g.place)")
    db.execute(f"INSERT OR IGNORE INTO user_cheapest SELECT {ucols} FROM {src} WHERE u.price_on_demand IS NULL AND "
               f"u.price_spot IS NULL AND u.price_reserved_month IS NULL GROUP BY {_ALIKE_BUT_PLACE}, g.place")


def user_stamp(db: sqlite_utils.Database) -> tuple[Any, ...]:
    """What identifies the user's price rows without reading them (a 200,000-row sheet took seconds to hash per
    query): their count and highest rowid, and the revision every import writes (`meta.user_prices_rev`, so
    an import that only changes prices is seen too)."""
    n, top = db.execute("SELECT count(*), max(rowid) FROM user_prices").fetchone()
    rev = db.execute("SELECT value FROM meta WHERE key = 'user_prices_rev'").fetchone()
    return n, top, rev[0] if rev else None


def query_gpus(db: sqlite_utils.Database, *, min_memory_gb: float | None = None, name: str | None = None) -> list[dict[str, Any]]:
    where: list[str] = []
    params: list[Any] = []
    if min_memory_gb is not None:
        where.append("memory_gb >= ?")
        params.append(min_memory_gb)
    if name:
        where.append("name = ?")
        params.append(resolve_gpu_name(name))
    sql = "SELECT * FROM gpus" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY name"
    return [dict(r) for r in db.query(sql, params)]


# ---- user price sheets ---------------------------------------------------------------------------

@dataclass
class ImportReport:
    added: int = 0
    replaced: int = 0  # stored rows the sheet changed (any stored field)
    unchanged: int = 0  # stored rows the sheet states exactly as they are: neither new nor updated
    errors: list[str] = field(default_factory=list)
    encoding: str = "utf-8"
    # rows imported as given whose price is far below public prices (catalog.plausible.low_price_warning), the first
    # MAX_REPORTED of them, then how many more
    warnings: list[str] = field(default_factory=list)


class PriceSheetError(AdvisorError):
    def __init__(self, errors: list[str]):
        self.errors = errors
        super().__init__("price sheet rejected, nothing imported:\n" + "\n".join(f"  - {e}" for e in errors))


REQUIRED = ("provider", "instance_type", "gpu", "gpu_count", "currency")

LIMITS = {"gpu_count": 1024, "gpu_memory_gib": 4096, "vcpu": 100_000, "ram_gib": 1e6, "network_gbps": 1e5}
WHOLE = ("gpu_count", "vcpu")
PRICE_FIELDS = PRICE_FIELDS_


MAX_USER_ROWS = 400_000  # imported price rows a home holds across all imports (two full sheets); above it, exit 2
#                          and nothing imported (the per-file cap let every import add 200,000)
MAX_SHEET_ROWS = 200_000  # rows in one price sheet or checked file: ~20× SkyPilot's whole catalog; above it, exit 2


# HIDDEN (invisible and direction-changing characters) and CONTROL: tools/shown.py, shared with what echoes user text.


PLAIN_NUMBER = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|[+-]?(?:nan|inf|infinity)", re.I)


def number_error(f: str, v: str, whole: bool = True) -> tuple[float | None, str | None]:
    """One numeric cell by the import's rule (the same for `catalog check --file`): a finite number from 0 (prices:
    from tools.floors.PRICE_FLOOR) to the field's ceiling; (value, None) or (None, what is wrong)."""
    if not PLAIN_NUMBER.fullmatch(v.strip()):  # float() also takes "1_000" and full-width digits: a typo read as a price
        return None, f"{v[:40]!r} is not a number (digits, one point, an optional exponent)"
    x = float(v)
    hi = LIMITS.get(f, MAX_PRICE)
    lo = PRICE_FLOOR if f in PRICE_FIELDS else 0
    if not (math.isfinite(x) and lo <= x <= hi):
        return x, f"must be a number from {lo:g} to {hi:,g} (got {v[:40]})"
    if whole and f in WHOLE and x != int(x):  # the catalog sells fractions of a GPU (gpu_count 0.25); sheets may not
        return x, f"must be a whole number (got {v[:40]})"
    return x, None


# a stored text cell starting so is a formula in a spreadsheet (TAB and CR, the export's other two, are control characters)
FORMULA = ("=", "+", "-", "@", "\uff1d", "\uff0b", "\uff0d", "\uff20")
TEXT_STORED = frozenset(c for c, t in COLUMNS.items() if t is str)
# Names shown in every answer: a 131,000-character instance type was imported and printed twice by `ask --json`
# (290 kB). The longest real one in the shipped catalog is under 60 characters.
SHORT_TEXT = frozenset(("provider", "instance_type", "region", "gpu", "currency", "seller", "broker"))
SHORT_TEXT_MAX = 200


def text_errors(i: int, r: dict[Any, Any]) -> list[str]:
    """The text rules of one sheet row, shared by `catalog import` and `catalog check --file`: no extra
    fields, no control characters, no invisible or direction-changing characters, and no stored text that a
    spreadsheet would run as a formula (OWASP "CSV Injection": a cell starting = + - @ runs when the exported
    catalog is opened; the export defuses it too, but a sheet's own cells are refused at the door)."""
    errs = []
    if None in r:
        errs.append(f"row {i}: more fields than the header has columns ({len(r[None])} extra)")
    for k, v in r.items():
        if not isinstance(k, str) or not isinstance(v, str):
            continue
        if CONTROL.search(v.strip()):
            errs.append(f"row {i}, field {k.strip()}: contains a control character (NUL, line break …)")
        elif k.strip() in SHORT_TEXT and len(v) > SHORT_TEXT_MAX:
            errs.append(f"row {i}, field {k.strip()}: {len(v):,} characters (at most {SHORT_TEXT_MAX} in a name)")
        elif hidden := HIDDEN.search(v):
            errs.append(f"row {i}, field {k.strip()}: contains an invisible or direction-changing character "
                        f"(U+{ord(hidden.group()):04X}): it can make a row read as something else")
        elif k.strip() in TEXT_STORED and v.strip().startswith(FORMULA):
            errs.append(f"row {i}, field {k.strip()}: starts with {v.strip()[0]!r}, which a spreadsheet runs as a "
                        "formula: remove the leading character")
    return errs


def _key_digest(key: tuple[str, str, str]) -> bytes:
    """A row key as 16 bytes: a 200,000-row sheet's keys as tuples of strings took ~50 MB; two keys share a
    128-bit digest with a chance of about n²/2¹²⁹, nil for any sheet."""
    return hashlib.blake2b("\x1f".join(key).encode("utf-8", "surrogatepass"), digest_size=16).digest()


def validate_row(i: int, r: dict[Any, Any], seen: set[bytes], gpu_names: dict[str, Any] | None = None
                 ) -> tuple[dict[str, Any] | None, list[str]]:
    """One sheet row by the import's rules: (the record `catalog import` stores, []) or (None, what is wrong,
    each naming row `i` and the field). `seen` holds the keys of earlier rows (a repeat is refused);
    `gpu_names` memoises GPU names (an unknown one costs a fuzzy match)."""
    errs = text_errors(i, r)
    r = {k.strip(): (v or "").strip() for k, v in r.items() if isinstance(k, str) and not isinstance(v, list)}
    for f in REQUIRED:
        if not r.get(f):
            errs.append(f"row {i}, field {f}: required")
    rec: dict[str, Any] = {k: r.get(k, "") for k, t in COLUMNS.items() if t is str}
    if r.get("gpu"):
        gpu = _gpu_name(r["gpu"], gpu_names if gpu_names is not None else {})
        if isinstance(gpu, UnknownGPU):
            errs.append(f"row {i}, field gpu: {gpu}")
        else:
            rec["gpu"] = gpu
    rec["gpu_raw"] = r.get("gpu", "")
    for f in NUMERIC:
        v = r.get(f, "")
        if not v:
            rec[f] = None
            continue
        x, err = number_error(f, v)
        if err:
            errs.append(f"row {i}, field {f}: {err}")
        if x is not None:
            rec[f] = x
    errs += _row_rules(i, r, rec) + _choice_errors(i, r, rec)
    if not errs:  # a price that cannot be one for its GPU (catalog/plausible.py)
        from catalog.plausible import price_problems

        errs += price_problems(i, rec)
    key = (r.get("provider", "").lower(), r.get("instance_type", ""), r.get("region", ""))
    digest = _key_digest(key)
    if digest in seen:
        errs.append(f"row {i}: duplicate of an earlier row for {key[0]} {key[1]} {key[2] or '(no region)'}")
    seen.add(digest)
    if errs:
        return None, errs
    rec["provider"] = key[0]
    rec["source"] = "user"
    rec["price_scope"] = rec.get("price_scope") or "instance"
    rec["as_of"] = r.get("as_of") or _dt.date.today().isoformat()
    rec["rdma"] = 1 if r.get("rdma", "").lower() in ("yes", "true", "1") else None
    if not rec.get("interconnect") and rec.get("gpu"):
        from catalog.gpus import all_gpus

        spec = all_gpus().get(rec["gpu"])
        rec["interconnect"] = ("nvlink" if spec.max_tp > 2 else "pcie") if spec else ""  # a bridge only when stated
    return rec, []


# Columns of the catalog a sheet may also give, each with its fixed set of values (catalog/data/instances.csv; a
# bridge only when stated). Any other text was imported as is: price_scope "bogus" made a row that was never ranked,
# without a word.
CHOICES = {"price_scope": ("instance", "gpu_only"), "cpu_arch": ("x86_64", "aarch64"),
           "interconnect": ("nvlink", "nvlink-bridge", "pcie"), "confidence": ("official", "third-party")}


def _choice_errors(i: int, r: dict[str, str], rec: dict[str, Any]) -> list[str]:
    """CHOICES' columns of one row: an accepted value (any case) is stored in lower case, another is refused."""
    errs = []
    for f, ok in CHOICES.items():
        v = r.get(f, "")
        if v and v.lower() not in ok:
            errs.append(f"row {i}, field {f}: {v[:40]!r}{' …' if len(v) > 40 else ''} is not accepted "
                        f"({', '.join(ok)}, or empty)")
        elif v:
            rec[f] = v.lower()
    return errs


def _gpu_name(raw: str, memo: dict[str, Any]) -> Any:
    """resolve_gpu_name, or the UnknownGPU it raised, memoised (at most 4,096 names)."""
    hit = memo.get(raw)
    if hit is None:
        try:
            hit = resolve_gpu_name(raw)
        except UnknownGPU as e:
            hit = e
        if len(memo) >= 4096:
            memo.clear()
        memo[raw] = hit
    return hit


def _row_rules(i: int, r: dict[str, str], rec: dict[str, Any]) -> list[str]:
    """The rules across a row's fields: a count above 0, a known currency, a price, a date."""
    errs = []
    if r.get("gpu_count") and rec.get("gpu_count") == 0:
        errs.append(f"row {i}, field gpu_count: must be greater than 0")
    if r.get("currency") and r["currency"].upper() not in ("USD", "CNY"):
        errs.append(f"row {i}, field currency: {r['currency'][:40]!r} is not accepted (USD or CNY)")
    rec["currency"] = r.get("currency", "").upper()
    if not any(r.get(f) for f in PRICE_FIELDS):
        errs.append(f"row {i}, field price_on_demand: give at least one of {', '.join(PRICE_FIELDS)}")
    if r.get("as_of"):
        why = as_of_problem(r["as_of"])
        if why:
            errs.append(f"row {i}, field as_of: {r['as_of'][:40]!r} {why}")
    return errs


_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def latest_today() -> _dt.date:
    """Today where it is latest on Earth (UTC+14, Kiribati): a price dated today anywhere is never "future"."""
    return _dt.datetime.now(_dt.timezone(_dt.timedelta(hours=14))).date()


# The earliest day a sheet's price may be dated: 2015, the launch year of the oldest card the catalog lists (the Tesla
# M60, Maxwell, catalog/data/gpus.csv; NVIDIA announced it in August 2015). A price read before any listed card existed
# is a typo (a row dated 1900-01-01 was imported and never shown stale).
AS_OF_FLOOR = _dt.date(2015, 1, 1)


def as_of_problem(as_of: str) -> str | None:
    """Why a price's date cannot be used, or None. It is YYYY-MM-DD exactly (Python 3.11 also parses 20261202 and
    2026-12-02T99:99 prefixes; the refusal text always said YYYY-MM-DD), not after today (a price dated 2099 never
    turned stale, showed its age as "-26328 d", and was skipped by `evidence.judge`) and not
    before `AS_OF_FLOOR`."""
    try:
        day = _dt.date.fromisoformat(as_of) if _ISO_DAY.fullmatch(as_of) else None
    except ValueError:
        day = None
    if day is None:
        return "is not a date (YYYY-MM-DD)"
    if day > latest_today():
        return f"is in the future (after {latest_today().isoformat()}): give the day the price was read"
    if day < AS_OF_FLOOR:
        return (f"is before {AS_OF_FLOOR.isoformat()}, before the oldest GPU the catalog lists was sold: a typo? "
                "Give the day the price was read")
    return None


def validate_price_rows(rows: Iterable[dict[str, str]]) -> tuple[list[dict[str, Any]], list[str]]:
    """Check every row; errors name the row (1 = first data row, as a spreadsheet shows it + 1) and field."""
    seen: set[bytes] = set()
    names: dict[str, Any] = {}
    good: list[dict[str, Any]] = []
    errors: list[str] = []
    for i, r in enumerate(rows, start=2):  # line 1 is the header
        rec, errs = validate_row(i, r, seen, names)
        errors += errs
        if rec is not None:
            good.append(rec)
    return good, errors


MAX_REPORTED = 50  # error lines a refused sheet lists (import and check alike); the rest are counted


class Refusals:
    """What a refused sheet's report lists, the same for `catalog import` and `catalog check --file`: the first
    MAX_REPORTED errors, then how many more (a 200,000-row sheet of bad rows is one screen, not 200,000 lines)."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.more = 0
        self.rows = 0

    def add(self, errs: list[str]) -> None:
        self.rows += 1
        room = max(0, MAX_REPORTED - len(self.shown))
        self.shown += errs[:room]
        self.more += len(errs[room:])

    def lines(self) -> list[str]:
        return self.shown + ([f"… and {self.more:,} more error(s) after these"] if self.more else [])

    def __bool__(self) -> bool:
        return self.rows > 0


def _share(text: str, ok: Any) -> tuple[int, int]:
    """(non-ASCII characters in `text`, how many of them `ok(ch)` holds for)."""
    high = _NON_ASCII.findall(text)
    return len(high), sum(1 for c in high if ok(c))


_NON_ASCII = re.compile("[^\x00-\x7f]")


def _cjk(c: str) -> bool:
    o = ord(c)
    return 0x4E00 <= o <= 0x9FFF or 0x3000 <= o <= 0x303F or 0xFF00 <= o <= 0xFFEF or 0x3400 <= o <= 0x4DBF


def _western(c: str) -> bool:
    return 0xA0 <= ord(c) <= 0xFF or c in "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"


CHUNK = 1 << 20  # bytes read at a time: a sheet is never held whole
LINE_MAX = 65_536  # characters of one line of a sheet (a real row is a few hundred); a longer one is refused unread
LINE_BYTES = 4 * LINE_MAX + 8  # the same bound in bytes, for any encoding we read (≤ 4 bytes a character)
PIPE_MAX = 256 << 20  # bytes of a sheet read from a pipe, FIFO or device (copied once to a temporary file)
_BREAK = re.compile(rb"[\r\n]")


def _long_line(line: int) -> PriceSheetError:
    return PriceSheetError([f"line {line:,} is longer than {LINE_MAX:,} characters: a price sheet has one row a line, "
                            f"and lines of at most {LINE_MAX:,} characters are read (this file is not a CSV sheet, or "
                            "a row lost its line break)"])


class _LineBound:
    """Refuses a run of over LINE_BYTES bytes without a line break as soon as a chunk shows it, so a file without
    line breaks (a 2 GB file of NULs, /dev/zero) is refused after its first chunk instead of read whole (4.25 GB
    before refusal; /dev/zero never ended). Numbers the line from the `\n`s before it."""

    def __init__(self) -> None:
        self.run = 0  # bytes since the last line break
        self.line = 1

    def feed(self, chunk: bytes) -> None:
        pieces = _BREAK.split(chunk)
        if self.run + len(pieces[0]) > LINE_BYTES or max(map(len, pieces[1:]), default=0) > LINE_BYTES:
            self._refuse(chunk)
        self.run = self.run + len(chunk) if len(pieces) == 1 else len(pieces[-1])
        self.line += chunk.count(b"\n")

    @property
    def enough(self) -> bool:
        """The header and MAX_SHEET_ROWS + 1 rows have been read whole (as many line breaks): the reader refuses the
        sheet at that row, so nothing after it is needed, to guess the encoding or to copy a pipe. Before, the guess
        decoded a 2.5 M-row file to its end (59 s) and a pipe was copied to 256 MB before the row bound was seen.
        A quoted cell holding a line break only makes this stop sooner: the guess reads less."""
        return self.line > MAX_SHEET_ROWS + 2

    def _refuse(self, chunk: bytes) -> None:
        start = 0
        for m in _BREAK.finditer(chunk):
            if self.run + m.start() - start > LINE_BYTES:
                break
            self.run, start = 0, m.end()
            self.line += m.group() == b"\n"
        raise _long_line(self.line)


def _chunks(source: Path | bytes | IO[bytes]) -> Iterator[bytes]:
    bound = _LineBound()
    if isinstance(source, bytes):
        bound.feed(source)
        yield source
        return
    if not isinstance(source, Path):  # a sheet copied from a pipe (`_spool`)
        source.seek(0)
        while not bound.enough and (chunk := source.read(CHUNK)):
            bound.feed(chunk)
            yield chunk
        return
    with open(source, "rb") as f:
        while not bound.enough and (chunk := f.read(CHUNK)):
            bound.feed(chunk)
            yield chunk


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return True  # opening it says what is wrong


@contextlib.contextmanager
def _spool(path: Path) -> Iterator[IO[bytes]]:
    """A pipe, FIFO or device (`/dev/stdin`, `<(…)`, `/dev/zero`) read once, as it arrives, into an anonymous
    temporary file that the sheet is then read from: it was opened once to guess the encoding and again to read the
    rows, so a pipe was read twice (the rows found empty) and a FIFO waited forever for a second writer. The
    line bound holds while copying (a stream without line breaks stops at its first long line), and at most
    PIPE_MAX bytes are copied."""
    import tempfile

    with tempfile.TemporaryFile(prefix="gpu-advisor-sheet-") as out:
        bound, total = _LineBound(), 0
        with open(path, "rb", buffering=0) as src:  # unbuffered: each read returns what has arrived
            while not bound.enough and (chunk := src.read(CHUNK)):  # the rest is past the row bound: unread
                bound.feed(chunk)
                total += len(chunk)
                if total > PIPE_MAX:
                    raise PriceSheetError([f"{path} is a pipe or device giving more than {PIPE_MAX >> 20} MB: a sheet "
                                           "read from a pipe is at most that; save it to a file and give its path"])
                _copy(out, chunk)
        out.seek(0)
        yield out


def _copy(out: IO[bytes], chunk: bytes) -> None:
    try:
        out.write(chunk)
    except OSError as e:
        raise PriceSheetError([f"the sheet read from a pipe could not be copied to a temporary file ({e.strerror}): "
                               "free space in the temporary folder, or save the sheet to a file and give its path"]
                              ) from None


def _decodes(source: Path | bytes | IO[bytes], enc: str, looks_right: Any = None) -> float | None:
    """The share of non-ASCII characters that `looks_right` (1.0 without it or when all ASCII) when the whole
    file decodes as `enc`, else None; read in chunks through an incremental decoder."""
    dec = codecs.getincrementaldecoder(enc)()
    high = ok = 0
    try:
        for chunk in _chunks(source):
            text = dec.decode(chunk)
            if looks_right is not None:
                h, k = _share(text, looks_right)
                high, ok = high + h, ok + k
        dec.decode(b"", final=True)
    except UnicodeDecodeError:
        return None
    return ok / high if high else 1.0


_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))  # "Unicode text" from Excel: its BOM names it (UTF-32's first)


def sniff_encoding(source: Path | bytes | IO[bytes], encoding: str | None = None) -> tuple[str, str]:
    """(codec to read with, the name to report) for a price sheet: the one named; else by its BOM (UTF-32,
    UTF-16); UTF-8 (with or without BOM); else a file with NUL bytes is not text; else GB18030 (a superset
    of GBK) when that reads as Chinese text; else Windows-1252/Latin-1 when that reads as Western text; anything
    else is refused with what to do (save as CSV UTF-8, or name the encoding). Reads the file in chunks."""
    if encoding:
        try:
            codecs.lookup(encoding)
        except LookupError as e:
            raise PriceSheetError([f"the file cannot be read as {encoding}: {e}"]) from None
        return encoding, encoding
    head = next(_chunks(source), b"")[:8192]
    for bom, enc in _BOMS:
        if head.startswith(bom):
            return enc, enc
    if _decodes(source, "utf-8-sig") is not None:  # a stray NUL in UTF-8 text is a row's fault, named with row and field
        return "utf-8-sig", "utf-8"
    if b"\0" in head:
        raise PriceSheetError(["the file is not a CSV text file (it contains NUL bytes): give a price sheet saved "
                               "as \"CSV UTF-8\""])
    for enc, looks_right in (("gb18030", _cjk), ("cp1252", _western), ("latin-1", _western)):
        share = _decodes(source, enc, looks_right)
        if share is not None and share >= 0.9:
            return enc, enc
    raise PriceSheetError(["the file is not UTF-8, GBK/GB18030 or Latin-1 text: save it as \"CSV UTF-8\", "
                           "or name its encoding with --encoding"])


def _check_header(names: Sequence[str] | None) -> None:
    """A column named twice is refused: DictReader keeps the last one silently, so `price_on_demand` given twice
    imported the second value whatever the first said. Compared as the import reads names
    (surrounding spaces dropped)."""
    seen: set[str] = set()
    for name in names or []:
        if name.strip() in seen:
            raise PriceSheetError([f"the header names the column {name.strip()[:40]!r} twice: keep one"])
        seen.add(name.strip())
    unknown = [_unknown_column(n.strip()) for n in names or [] if n.strip() and n.strip() not in COLUMNS]
    if unknown:
        raise PriceSheetError([f"the header has column(s) the import does not read: {'; '.join(unknown[:10])}. Rename "
                               "or remove them (a column left unread would lose its values without a word)"])


def _unknown_column(name: str) -> str:
    """One unknown column in words, with the known one it is a case, spelling or suffix away from
    (`Price_Spot` and `price_reserved` were dropped and their prices stored empty)."""
    import difflib

    key = name.lower().replace("-", "_").replace(" ", "_")
    near = [c for c in COLUMNS if c == key or c.startswith(key + "_")] or \
        difflib.get_close_matches(key, list(COLUMNS), n=1, cutoff=0.75)
    return f"{name[:40]!r}" + (f" (did you mean {near[0]!r}?)" if near else "")


class Sheet:
    """A price sheet read row by row: the one reader `catalog import` and `catalog check --file` share, so the
    check reports exactly what the import would refuse. Iterating yields (record, errors) per data row (the
    record `catalog import` stores, or None with the errors naming row and field); the file is read in chunks
    (a 1M-row sheet is refused at row MAX_SHEET_ROWS + 1 without being held). A file that cannot be read as a
    sheet (not text, undecodable, not CSV, no data rows, too many rows) raises PriceSheetError, at once or
    when iteration reaches the fault."""

    def __init__(self, source: str | Path | io.TextIOBase, encoding: str | None = None):
        self.path = Path(source) if isinstance(source, (str, Path)) else None
        self.stream = None if self.path else source
        self.asked = encoding
        self.piped = self.path is not None and not _regular(self.path)  # read once, when iterated (`_spooled`)
        self.codec, self.encoding = sniff_encoding(self.path, encoding) if self.path and not self.piped \
            else ("", "text")
        self.rows = 0

    def _text(self) -> Any:
        if self.path is None:
            return contextlib.nullcontext(self.stream)
        if self.piped:
            return self._spooled(self.path)
        return open(self.path, encoding=self.codec, newline="")

    @contextlib.contextmanager
    def _spooled(self, path: Path) -> Iterator[io.TextIOWrapper]:
        with _spool(path) as raw:
            self.codec, self.encoding = sniff_encoding(raw, self.asked)
            raw.seek(0)
            text = io.TextIOWrapper(raw, encoding=self.codec, newline="")
            try:
                yield text
            finally:
                text.detach()

    def __iter__(self) -> Iterator[tuple[dict[str, Any] | None, list[str]]]:
        seen: set[bytes] = set()
        names: dict[str, Any] = {}
        self.rows = 0
        try:
            with self._text() as text:
                reader = csv.DictReader(_lines(text))
                _check_header(reader.fieldnames)
                for r in reader:
                    if self.rows == MAX_SHEET_ROWS:
                        raise PriceSheetError([f"the file has more than {MAX_SHEET_ROWS:,} rows: split it, or keep the "
                                               "rows you use (the limit keeps answers fast after an import)"])
                    self.rows += 1
                    yield validate_row(self.rows + 1, r, seen, names)  # line 1 is the header
        except csv.Error as e:
            raise PriceSheetError([f"the file is not a readable CSV: {e}"]) from None
        except UnicodeError as e:  # a decode error, or a codec's own refusal (UTF-16 without a BOM)
            raise PriceSheetError([f"the file cannot be read as {self.encoding.upper()} ({getattr(e, 'reason', e)}): "
                                   "save it as \"CSV UTF-8\""]) from None
        if not self.rows:
            raise PriceSheetError(["the file has no data rows (header: " + ", ".join(REQUIRED + PRICE_FIELDS) + ", ...)"])


def _lines(text: Any) -> Iterator[str]:
    """`text`'s lines for the CSV reader, each read at most LINE_MAX + 1 characters at a time: a longer line is refused
    with its number without reading the rest of it (a text stream given to `Sheet`, or an encoding whose line
    breaks the byte check cannot see)."""
    n = 0
    while line := text.readline(LINE_MAX + 1):
        n += 1
        if len(line) > LINE_MAX and line[-1] not in "\r\n":
            raise _long_line(n)
        yield line


def read_sheet(data: bytes, encoding: str | None = None) -> tuple[list[dict[str, str]], str]:
    """A sheet's raw rows (at most MAX_SHEET_ROWS) and the encoding they were read in, from bytes, decoded as
    `Sheet` decodes a file."""
    import itertools

    codec, name = sniff_encoding(data, encoding)
    try:
        text = data.decode(codec)
    except UnicodeError as e:
        raise PriceSheetError([f"the file cannot be read as {name.upper()} ({getattr(e, 'reason', e)}): save it as "
                               "\"CSV UTF-8\""]) from None
    return list(itertools.islice(csv.DictReader(_lines(io.StringIO(text, newline=""))), MAX_SHEET_ROWS)), name


def read_instances_file(path: str | Path) -> list[dict[str, str]]:
    """The shipped catalog (catalog/data/instances.csv) for `catalog check`: its rows as text, each held to
    the import's text and number rules (a fetched or edited file with NaN or hidden characters is refused).
    Unresolved GPUs and unpriced rows are the catalog's own (quarantined), so the import's row rules do not
    apply; a file given with `--file` is read by `Sheet` instead."""
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    errors = []
    for i, r in enumerate(rows, start=2):
        errors += text_errors(i, r)
        for f_ in NUMERIC:
            v = (r.get(f_) or "").strip() if isinstance(r.get(f_), str) else ""
            err = number_error(f_, v, whole=False)[1] if v else None
            if err:
                errors.append(f"row {i}, field {f_}: {err}")
    if errors:
        refused = Refusals()
        for e in errors:
            refused.add([e])
        raise PriceSheetError(refused.lines())
    return rows


def import_prices(db: sqlite_utils.Database, source: str | Path | io.TextIOBase,
                  encoding: str | None = None) -> ImportReport:
    """Add or override instance prices from a CSV (tagged source = user). All or nothing, in one
    transaction (a kill -9 midway leaves the old prices); re-importing the same file changes nothing.
    Read by `Sheet`, as `catalog check --file` reads it; once a row is refused no more rows are kept."""
    from catalog.plausible import low_price_warning

    sheet = Sheet(source, encoding)
    good: list[dict[str, Any]] = []
    refused, warned = Refusals(), Refusals()
    for rec, errs in sheet:
        if errs:
            refused.add(errs)
        elif not refused:
            good.append(rec)  # type: ignore[arg-type]  # rec is set when errs is empty
            if warning := low_price_warning(sheet.rows + 1, rec):  # type: ignore[arg-type]
                warned.add([warning])
    if refused:
        raise PriceSheetError(refused.lines())
    report = ImportReport(encoding=sheet.encoding, warnings=warned.lines() if warned else [])
    try:
        _store_rows(db, good, report)
    except sqlite3.OperationalError as e:
        if not storage_condition(e):
            raise
        raise cannot_write(db.conn.execute("PRAGMA database_list").fetchone()[2] or "memory", e) from None
    return report


def _store_rows(db: sqlite_utils.Database, good: list[dict[str, Any]], report: ImportReport) -> None:
    """Write the rows that are new or differ from the stored row of the same key, counting each kind. A row whose
    every stored field is the same is unchanged: not written, and when no row changed nothing is (the revision the
    answers' cache reads stays), so a second import of the same sheet changes nothing and says so
    (it said "updated"). A row without `as_of` is dated the day of its import, so a later day's import re-dates it."""
    cols = ", ".join(COLUMNS)
    with write_transaction(db):
        changed = []
        for rec in good:
            have = db.execute(f"SELECT {cols} FROM user_prices WHERE provider=? AND instance_type=? AND region=?",
                              [rec["provider"], rec["instance_type"], rec["region"]]).fetchone()
            if have is None:
                report.added += 1
            elif tuple(have) == tuple(rec.get(c) for c in COLUMNS):
                report.unchanged += 1
                continue
            else:
                report.replaced += 1
            changed.append(rec)
        if not changed:
            return
        held = db.execute("SELECT count(*) FROM user_prices").fetchone()[0]
        if held + report.added > MAX_USER_ROWS:
            raise PriceSheetError([f"the home would hold {held + report.added:,} imported price rows, above the "
                                   f"{MAX_USER_ROWS:,} all imports together may hold ({held:,} held now): import fewer "
                                   "rows, or start from a new GPU_ADVISOR_HOME"])
        db.table("user_prices").upsert_all(changed, pk=INSTANCE_PK, batch_size=2000)
        import uuid

        db.table("meta").upsert({"key": "user_prices_rev", "value": uuid.uuid4().hex}, pk="key")
        reduce_user_rows(db)


def export_rows(db: sqlite_utils.Database) -> list[dict[str, Any]]:
    return [dict(r) for r in db.query(f"SELECT {', '.join(COLUMNS)} FROM effective_instances "
                                      "ORDER BY provider, instance_type, region")]


FORMULA_LEAD = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def csv_safe(value: Any) -> Any:
    """OWASP CSV injection guidance: a text cell that a spreadsheet would run as a formula gets a
    leading apostrophe (numbers stay numbers)."""
    if isinstance(value, str) and value.startswith(FORMULA_LEAD):
        return "'" + value
    return value


def export_csv(rows: list[dict[str, Any]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(COLUMNS))
    w.writeheader()
    w.writerows({k: csv_safe(v) for k, v in r.items()} for r in rows)
    return buf.getvalue()


def price_age_days(as_of: str | None, today: _dt.date) -> int | None:
    """Days since a provider's newest priced `as_of` (None when it has no price or no date)."""
    if not as_of:
        return None
    try:
        return (today - _dt.date.fromisoformat(str(as_of)[:10])).days
    except ValueError:
        return None


def info(db: sqlite_utils.Database) -> dict[str, Any]:
    """Row counts, sources and as-of dates: what an answer's numbers stand on."""
    meta = {r["key"]: r["value"] for r in db.query("SELECT key, value FROM meta")}
    by_provider = [dict(r) for r in db.query(
        "SELECT provider, count(*) AS rows, sum(price_on_demand IS NOT NULL) AS priced, "
        "sum(coalesce(quarantined, '') != '') AS quarantined, "
        "min(nullif(as_of, '')) AS as_of_min, max(nullif(as_of, '')) AS as_of_max, sum(as_of = '') AS undated, "
        "max(CASE WHEN price_on_demand IS NOT NULL OR price_spot IS NOT NULL OR price_reserved_month IS NOT NULL "
        "THEN nullif(as_of, '') END) AS priced_as_of, currency FROM effective_instances "
        "GROUP BY provider, currency ORDER BY provider")]
    today = _dt.date.today()
    for p in by_provider:
        p["age_days"] = price_age_days(p["priced_as_of"], today)  # the newest price; unpriced rows have no age
        p["stale"] = p["age_days"] is not None and p["age_days"] > STALE_DAYS
    sources = list(dict.fromkeys(strip_userinfo(r["source"]) for r in db.query(
        "SELECT DISTINCT source FROM effective_instances ORDER BY source")))
    return {
        "path": str(db.conn.execute("PRAGMA database_list").fetchone()[2]),
        "data_version": meta.get("data_version"), "built_at": meta.get("built_at"),
        "gpus": db["gpus"].count, "models": db["models"].count, "instances": db["instances"].count,
        "user_prices": db["user_prices"].count, "providers": by_provider, "sources": sources,
        "stale_after_days": STALE_DAYS,
    }


def stale_note(db: sqlite_utils.Database, today: _dt.date | None = None) -> str:
    """"" when every priced provider's newest price is at most STALE_DAYS old; else a line naming each older
    one with its age, for the answer's catalog section (the recommender ranks them all the same)."""
    msg = stale_msg(db, today)
    return msg.en if msg is not None else ""


def stale_msg(db: sqlite_utils.Database, today: _dt.date | None = None) -> Msg | None:
    """The same note in both answer languages (a Chinese answer words it in Chinese like its other notes), or
    None when every priced provider's newest price is at most STALE_DAYS old and dated."""
    today = today or _dt.date.today()
    rows = db.execute("SELECT provider, max(nullif(as_of, '')), sum(coalesce(as_of, '') = '') FROM ranked_instances "
                      "WHERE price_on_demand IS NOT NULL OR price_spot IS NOT NULL OR price_reserved_month IS NOT NULL "
                      "GROUP BY provider ORDER BY provider").fetchall()
    # a provider can be in both lists: a dated reading confirms some of its rows (catalog.evidence), the rest of its
    # snapshot states no date
    old = [(p, age) for p, a, _n in rows if (age := price_age_days(a, today)) is not None and age > STALE_DAYS]
    undated = [p for p, _a, n in rows if n]
    if not old and not undated:
        return None
    return Msg(code="catalog.stale", args={
        "days": STALE_DAYS, "old": [Msg(code="catalog.stale.age", args={"provider": p, "age": age}) for p, age in old],
        "undated": undated, "all_undated": bool(undated) and len(undated) == len(rows) and not old})
