"""Conversation state in SQLite (sqlite-utils): per-thread workload, history, last answer; Slack
event ids and trigger ids already handled. Same file as the catalog ($GPU_ADVISOR_HOME/advisor.db),
its own tables, versioned by sqlite-utils `Migrations` (as simonw/llm does).

Concurrency (docs/RELIABILITY.md):
- one connection per thread, WAL mode and a busy timeout (catalog.db.connect);
- `save` is one transaction that merges this message's change into the row as it is *now*, so two
  follow-ups answered at once both apply (a three-way merge against the state `load` returned);
- a Slack event is `start_event`ed before the answer and `finish_event`ed after the reply is posted:
  a re-delivery of a finished event is dropped, of an event whose process died is answered;
- a write the file refuses (a full disk, a read-only file) goes to memory, and the file is tried again on a write
  every `retry_s`: once it takes one, what was written in memory is copied in and the file is used again.

A stored answer that no longer validates (the schema moved on) is treated as absent: the thread
keeps its workload and the next message recomputes.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import functools
import json
import logging
import os
import socket
import sqlite3
import threading
import time
import uuid
from pathlib import Path
from typing import Any, get_args

from pydantic import ValidationError

from catalog._no_numpy import Migrations, sqlite_utils
from tools.errors import AdvisorError
from tools.schema import Lang, Msg, Recommendation, Workload

log = logging.getLogger("gpu_advisor.store")
OWNER = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
CHAT_TURN = "chat"  # the `kind` of a terminal chat's turn claim (advisor.cli.turns); Slack's recovery leaves them alone
LEASE_S = 600  # a claim without a heartbeat (an older version's) owned by another machine is retried after this long

migrations = Migrations("gpu_advisor.store")


@migrations()
def m001_threads_messages_events(db: sqlite_utils.Database) -> None:
    """The tables as first released (created only where a pre-migrations file lacks them)."""
    if not db.table("threads").exists():
        db.table("threads").create({"key": str, "workload": str, "recommendation": str, "language": str,
                                    "created": str, "updated": str}, pk="key")
    if not db.table("messages").exists():
        db.table("messages").create({"id": int, "thread": str, "role": str, "text": str, "ts": str}, pk="id")
        db.table("messages").create_index(["thread"])
    if not db.table("events").exists():
        db.table("events").create({"event_id": str, "seen": str}, pk="event_id")


@migrations()
def m002_event_started_done(db: sqlite_utils.Database) -> None:
    """Events are started, then done after the reply; rows from before were handled: done."""
    events = db.table("events")
    for col in ("state", "owner", "finished"):
        if col not in events.columns_dict:
            events.add_column(col, str)
    db.execute("UPDATE events SET state = 'done' WHERE state IS NULL")


@migrations()
def m003_event_heartbeat(db: sqlite_utils.Database) -> None:
    """A claim's heartbeat (`beat`, Unix seconds): its owner is alive while it beats (`_owner_alive`)."""
    if "beat" not in db.table("events").columns_dict:
        db.table("events").add_column("beat", float)


@migrations()
def m004_event_job(db: sqlite_utils.Database) -> None:
    """What a claim needs to be answered again by another process (`job`, JSON: `advisor.slack.recover`), and an index
    of the claims still open, so the periodic look for abandoned ones reads only those."""
    if "job" not in db.table("events").columns_dict:
        db.table("events").add_column("job", str)
    db.execute("CREATE INDEX IF NOT EXISTS events_open ON events(state) WHERE state = 'started'")


@migrations()
def m005_event_turn(db: sqlite_utils.Database) -> None:
    """Where an event's thread stood before its turn (`turn`, JSON: `Store.begin_turn`), so a retry of a turn whose
    first try died after saving and before its reply reached Slack starts from there (`Store.rewind_turn`)."""
    if "turn" not in db.table("events").columns_dict:
        db.table("events").add_column("turn", str)


class NewerHomeError(AdvisorError):
    """The home's database records migrations this version does not know: a newer gpu-advisor wrote it (a rollback
    after an upgrade, or two versions sharing one GPU_ADVISOR_HOME). Its tables may hold columns this version does not
    fill (a NOT NULL column made the first write "unexpected IntegrityError … please report
    it"), so it is refused in words, before anything is written, rather than half-used."""


class DamagedThreadError(AdvisorError):
    """A saved conversation this version cannot read: a stored message with no text, a conversation table missing
    (a hand edit, a tool that half-cleaned the file). Before, the follow-up ended in "unexpected AttributeError /
    OperationalError … please report it" (exit 1). Refused in words (`msg`, worded in the
    message's language by the caller; `str()` is the English), nothing changed or deleted: the thread may be the
    user's only copy, and a guess at repairing it could lose what is left. The CLI exits 2."""

    def __init__(self, msg: Msg):
        super().__init__(msg.text("en"))
        self.msg = msg


def known_language(value: Any) -> str | None:
    """A stored thread language this version answers in, else None (the caller then takes the current message's
    language): a newer version's language or a hand edit such as 'klingon' reached `Recommendation(language=…)`
    and every follow-up printed pydantic's validation error. The workload's own fields already fall back
    this way (`_workload`)."""
    return value if value in get_args(Lang) else None


def refuse_newer(db: sqlite_utils.Database, mset: Migrations, path: Path) -> None:
    """NewerHomeError when `db` records a migration of the set `mset` that `mset` does not define (a newer version's
    schema change), whether or not this version could still read the tables as they are."""
    known = {m.name for m in mset._migrations}
    newer = [m.name for m in mset.applied(db) if m.name not in known]
    if newer:
        shown = ", ".join(newer[:5]) + (f" and {len(newer) - 5} more" if len(newer) > 5 else "")
        raise NewerHomeError(
            f"{path} was written by a newer gpu-advisor: it records {shown} ({mset.name}), which this version does not "
            "know, so writing conversations into it could break them. Upgrade gpu-advisor, or set GPU_ADVISOR_HOME to "
            "another folder for this version.")


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


def _workload(raw: str | None, key: str, file: Path | str = "") -> Workload:
    """The stored workload; fields that no longer validate are dropped one by one, never the thread. A stored value
    that is not a JSON object at all (not JSON, a list, a text, 100,000 nested brackets) is no thread this version can
    read: said in words (`DamagedThreadError`), never a silent fresh start nor "RecursionError … please report it"."""
    if not raw:
        return Workload()
    try:
        return Workload.model_validate_json(raw)
    except (ValidationError, ValueError, RecursionError):
        pass
    try:
        data = json.loads(raw) if isinstance(raw, str | bytes) else None
    except (ValueError, RecursionError):
        data = None
    if not isinstance(data, dict):
        raise DamagedThreadError(Msg(code="conversation.damaged_thread_state", args={"key": key, "file": str(file)}))
    kept: dict[str, Any] = {}
    for k, v in data.items():
        try:
            Workload.model_validate({**kept, k: v})
            kept[k] = v
        except (ValidationError, ValueError):
            log.info("thread %s: stored field %s no longer validates; dropped", key, k)
    return Workload.model_validate(kept)


def _zombie(pid: int) -> bool:
    """Has process `pid` ended and not yet been reaped (Linux state Z or X in /proc/<pid>/stat, proc(5))? Such a
    process answers `os.kill(pid, 0)` as alive, yet it will never write again: a chat killed with SIGKILL whose parent
    (a shell subshell, a harness that has not waited) has not reaped it kept its turn's claim "alive" for the
    heartbeat's 30 s, and a resume in that window said "send it again" instead of answering. False where
    /proc cannot be read (another OS, a pid gone in between: the kill probe decides)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            stat = f.read()
    except OSError:
        return False
    # "pid (comm) state ...": comm may hold spaces or parentheses, so the state follows the LAST ")"
    return stat.rpartition(")")[2].split()[:1] in (["Z"], ["X"])


def _owner_alive(owner: str | None, seen: str | None, beat: float | None = None) -> bool:
    """Is the process that claimed an event still answering it? Judged by liveness, never by the host's name alone
    (a restarted container or pod has a new hostname, and the dead one's claim was trusted
    for LEASE_S = 10 minutes, so Slack's retries at about 1 and 5 minutes were acked and never answered):

    - on this host, a claim by a process that is gone, or ended and not yet reaped (a zombie, `_zombie`), or by
      this pid under another token (a restarted container reuses pid 1), is dead at once;
    - a claim with a heartbeat (`beat`, written by its owner every `claim_stale_s() / 6` seconds while it answers,
      `Bot.claimed`) is alive while the heartbeat is younger than `claim_stale_s()` (30 s), wherever its owner runs;
    - without a heartbeat (a claim written by an older version): alive on this host while its pid lives, elsewhere
      for LEASE_S after the claim, as before."""
    host, _, rest = (owner or "").partition(":")
    pid = rest.partition(":")[0]
    if host == socket.gethostname() and pid.isdigit():
        if int(pid) == os.getpid():
            return False  # same pid, other token: that process died and this one reuses its pid
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            return False
        except OSError:
            pass
        if _zombie(int(pid)):
            return False
        if beat is None:
            return True
    if beat is not None:
        from advisor.config import claim_stale_s

        return time.time() - beat < claim_stale_s()
    try:
        age = (_dt.datetime.now(_dt.UTC) - _dt.datetime.fromisoformat(seen or "")).total_seconds()
    except ValueError:
        return False
    return age < LEASE_S


def _writes(method: Any) -> Any:
    """A Store method that writes: on a full disk or a read-only file it runs again in memory (`Store._write`)."""
    @functools.wraps(method)
    def run(self: Store, *args: Any, **kwargs: Any) -> Any:
        return self.healing(lambda: self._write(lambda: method(self, *args, **kwargs)))
    return run


def _urgent_writes(method: Any) -> Any:
    """`_writes` for a write a Slack ack waits on (an event's claim): in memory, it never tries the file again
    (`Store._back_to_file` waits on another process's lock: every ack after the first minute of a
    locked home took the full 5 s busy timeout, and Slack gives up after 3 s and re-delivers)."""
    @functools.wraps(method)
    def run(self: Store, *args: Any, **kwargs: Any) -> Any:
        return self.healing(lambda: self._write(lambda: method(self, *args, **kwargs), urgent=True))
    return run


def _reads(method: Any) -> Any:
    """A Store method that only reads: in memory it takes turns with the writes (`Store._switch`). The in-memory
    database is SQLite's shared cache, which has no busy wait: a read meeting another thread's write transaction
    or migration fails at once with "database table is locked" / "database schema is locked"
    (a full disk made 1–2 of 3 Slack mentions apologise). Reads of the file need no turn (WAL)."""
    @functools.wraps(method)
    def run(self: Store, *args: Any, **kwargs: Any) -> Any:
        from catalog.db import MEMORY

        if self.path != MEMORY:
            return self.healing(lambda: method(self, *args, **kwargs))
        with self._switch:
            return method(self, *args, **kwargs)
    return run


RETRY_S = 60.0  # in memory after a full disk or a read-only file: the file is tried again on a write this often
# how long that try waits for another process's write lock (milliseconds): the try holds the memory store's turn
# (`Store._switch`), which an event's claim, and so a Slack ack, may be waiting for
RETRY_WAIT_MS = 250
CARRIED = ("threads", "messages", "events")


class Store:
    retry_s = RETRY_S

    def __init__(self, path: Path | str | None = None):
        from catalog.db import MEMORY, db_path, home, read_only

        self.path = Path(path) if path else db_path()
        # the file conversations belong in: what was asked for, or the home's when the home could not be written at
        # start (db_path() gave memory); None when memory itself was asked for
        self.file: Path | None = self.path if self.path != MEMORY else None if path else home() / "advisor.db"
        self._local = threading.local()
        self._init_lock = threading.Lock()
        self._switch = threading.RLock()  # memory-mode writes and the move back to the file take turns here
        self._ready: Path | None = None  # the path whose tables are migrated
        self._keep: sqlite_utils.Database | None = None  # holds this store's in-memory database open
        self._memory_name: str | None = None  # that database's shared-cache name (`_connect`)
        self._tried = time.monotonic()  # when the file was last found unwritable (or this store started)
        self._gen = 0  # bumped when a damaged file is replaced: every thread's connection is opened again
        if read_only(self.path):  # a read-only home (catalog.db.db_path, said there once): its threads are read
            self.file, self.path = self.path, MEMORY  # from the file (`_from_file`), this run's turns kept in memory

    @property
    def db(self) -> sqlite_utils.Database:
        db = getattr(self._local, "db", None)
        if db is None or self._local.path != self.path or getattr(self._local, "gen", -1) != self._gen:
            path = self.path
            try:
                db = self._open(self._connect(path), path)
            except sqlite3.OperationalError as e:
                self._to_memory(e)
                with self._switch:  # the memory database's migration takes turns with its readers (`_reads`)
                    path = self.path
                    db = self._open(self._connect(path), path)
            self._local.db, self._local.path, self._local.gen = db, path, self._gen
        return db

    @property
    def generation(self) -> int:
        """How many times a damaged file was replaced in this process: tables kept by others (SlackMemory) are made
        again when it changes."""
        return self._gen

    def healing(self, call: Any) -> Any:
        """Run `call`; when SQLite says the file is damaged (replaced or corrupted while the process runs), check it
        again as at start (catalog.db.recheck: moved aside, a new one started) and run `call` once more."""
        try:
            return call()
        except sqlite3.DatabaseError as e:
            if not self._recover(e):
                self._refuse_altered(e)
                raise
        try:
            return call()
        except sqlite3.OperationalError as e:  # still missing after the check: the file reads, a table is gone
            table = str(e).partition("no such table:")[2].strip()
            if not table:
                raise
            raise DamagedThreadError(Msg(code="conversation.damaged_store",
                                         args={"table": table[:40], "file": str(self.path)})) from None

    def _refuse_altered(self, e: sqlite3.DatabaseError) -> None:
        """Conversation tables changed by hand or by another tool (a column renamed or dropped, a table made a view,
        a trigger that aborts writes): SQLite's "no such column: key" was "unexpected OperationalError … please report
        it". Said in words, nothing changed; other errors go on."""
        said = str(e)
        altered = isinstance(e, sqlite3.OperationalError) and any(
            m in said for m in ("no such column", "has no column", "because it is a view", "no such table"))
        aborted = isinstance(e, sqlite3.IntegrityError) and "constraint failed" not in said  # RAISE(ABORT, …)
        if altered or aborted:
            raise DamagedThreadError(Msg(code="conversation.damaged_tables",
                                         args={"detail": said[:80], "file": str(self.file or self.path)})) from None

    def turn(self, call: Any) -> Any:
        """Run `call`, a read or write of another table in this store's database (SlackMemory's), as the store's own
        methods run: on the file, `healing`; in memory, taking turns with the store's reads and writes (`_reads`):
        the shared-cache memory database has no busy wait, so SlackMemory's table being made while an answer read
        the thread failed at once with "database schema is locked" (an apology instead of an answer)."""
        from catalog.db import MEMORY

        if self.path != MEMORY:
            return self.healing(call)
        with self._switch:
            return call()

    def _recover(self, e: sqlite3.DatabaseError) -> bool:
        from catalog.db import MEMORY, corrupt, recheck

        # "no such table" on a migrated file: it was replaced or emptied under us (a new connection may read that
        # before SQLite says "not a database"); the check below tells which, and the tables are made again
        gone = isinstance(e, sqlite3.OperationalError) and "no such table" in str(e)
        if self.path == MEMORY or not (corrupt(e) or gone):
            return False
        gen = self._gen
        with self._init_lock:
            if gen == self._gen:  # the first thread to meet the damage replaces the file; the others reconnect
                log.warning("%s failed while in use (%s): checking it again", self.path, e)
                recheck(self.path)
                self._ready, self._gen = None, self._gen + 1
        old = getattr(self._local, "db", None)
        if old is not None:
            with contextlib.suppress(sqlite3.Error):
                old.conn.close()
            self._local.db = None
        return True

    def _connect(self, path: Path) -> sqlite_utils.Database:
        """catalog.db.connect, but memory is never the process's shared in-memory catalog database: memory standing
        in for a file is this file's own in-memory database (named after it), so what is copied back into the file is
        that file's conversations; memory asked for (`Store(":memory:")`) is this store's own (named by a random
        token), so a thread saved in one such store is not seen by another, as SQLite's ":memory:" is private. Either
        is kept open by this store (`_keep`) and shared by its threads' connections (shared cache)."""
        import hashlib

        from catalog.db import MEMORY, connect

        if path != MEMORY:
            return connect(path)
        own = uuid.uuid4().hex if self.file is None else str(self.file)
        with self._init_lock:
            if self._memory_name is None:
                self._memory_name = "gpu_advisor_state_" + hashlib.sha256(own.encode()).hexdigest()[:16]
            name = self._memory_name
            if self._keep is None:
                self._keep = sqlite_utils.Database(memory_name=name)
        return sqlite_utils.Database(memory_name=name)

    def _open(self, db: sqlite_utils.Database, path: Path) -> sqlite_utils.Database:
        with self._init_lock:
            if self._ready != path:
                try:
                    refuse_newer(db, migrations, path)
                    self.migrate(db)
                except BaseException:
                    db.conn.close()
                    raise
                self._ready = path
        return db

    def _to_memory(self, e: sqlite3.OperationalError) -> None:
        """A full disk or a read-only file: conversations go on in memory (answers need no write), with one
        warning, and the file is tried again on a write every `retry_s` (`_back_to_file`); anything else is
        re-raised. Idempotent: threads that hit the condition together all go on in memory."""
        from catalog.db import MEMORY, condition_words, storage_condition

        if not storage_condition(e):
            raise e
        with self._init_lock:
            if self.path == MEMORY:
                return
            log.warning("%s cannot be written (%s): conversations and Slack event ids stay in memory until it can "
                        "be written again (tried every %g s)", self.path, condition_words(e), self.retry_s)
            self.path = MEMORY
            self._tried = time.monotonic()

    def _write(self, fn: Any, urgent: bool = False) -> Any:
        """Run a write; on a full disk or a read-only file, once more in memory (see `_to_memory`). An `urgent` write
        (an ack waits on it) never tries the file again from memory: the next ordinary write does."""
        from catalog.db import MEMORY

        if self.path != MEMORY:
            try:
                return fn()
            except sqlite3.OperationalError as e:
                self._to_memory(e)
        with self._switch:
            due = time.monotonic() >= self._tried + self.retry_s
            if self.path == MEMORY and self.file is not None and due and not urgent:
                self._back_to_file()
            if self.path != MEMORY:
                try:
                    return fn()
                except sqlite3.OperationalError as e:
                    self._to_memory(e)
            return fn()

    def _back_to_file(self) -> None:
        """Try the file again: when it takes a write, what was written in memory meanwhile (threads newer than the
        file's, their messages, Slack event ids) is copied into it in one transaction, memory is emptied, and
        conversations are stored in the file again. A file that still cannot be written stays unused until the
        next try. Under `_switch`: no memory write runs meanwhile."""
        from catalog.db import BUSY_TIMEOUT_MS, MEMORY, storage_condition, write_transaction

        assert self.file is not None
        self._tried = time.monotonic()
        mem = self.db
        try:
            file_db = self._open(self._connect(self.file), self.file)
            file_db.conn.execute(f"PRAGMA busy_timeout={RETRY_WAIT_MS}")  # a short try: claims wait on `_switch`
            try:
                with write_transaction(file_db):
                    carried = self._carry(mem, file_db)
            finally:
                file_db.conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        except (sqlite3.OperationalError, OSError) as e:  # OSError: the home's folder cannot be made
            if isinstance(e, sqlite3.OperationalError) and not storage_condition(e):
                raise
            log.info("%s still cannot be written (%s): conversations stay in memory", self.file, e)
            return
        with write_transaction(mem):
            for table in CARRIED:
                mem.execute(f"DELETE FROM {table}")
        self._local.db, self._local.path = file_db, self.file
        with self._init_lock:
            self.path = self.file
        log.warning("%s can be written again: conversations and Slack event ids are stored there again (%d row(s) "
                    "kept in memory meanwhile were copied in)", self.file, carried)
        assert self.path != MEMORY

    @staticmethod
    def _carry(mem: sqlite_utils.Database, file_db: sqlite_utils.Database) -> int:
        """Copy memory's rows into the file: a thread where the file has none or an older one, every message,
        every event (memory's state is the newer). Returns the rows copied."""
        n = 0
        for key, *rest in mem.execute("SELECT key, workload, recommendation, language, created, updated FROM threads"):
            have = file_db.execute("SELECT updated FROM threads WHERE key = ?", [key]).fetchone()
            if have is None or (have[0] or "") <= (rest[-1] or ""):
                file_db.execute("INSERT OR REPLACE INTO threads (key, workload, recommendation, language, created, updated) "
                                "VALUES (?, ?, ?, ?, ?, ?)", [key, *rest])
                n += 1
        for row in mem.execute("SELECT thread, role, text, ts FROM messages ORDER BY id"):
            file_db.execute("INSERT INTO messages (thread, role, text, ts) VALUES (?, ?, ?, ?)", list(row))
            n += 1
        for row in mem.execute("SELECT event_id, seen, state, owner, finished, beat, job FROM events"):
            file_db.execute("INSERT OR REPLACE INTO events (event_id, seen, state, owner, finished, beat, job) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)", list(row))
            n += 1
        return n


    @staticmethod
    def migrate(db: sqlite_utils.Database) -> None:
        from catalog.db import write_transaction

        if not migrations.pending(db):
            return
        with write_transaction(db):  # one process migrates; the others wait, then find nothing pending
            migrations.apply(db)

    def _bases(self) -> dict[str, dict[str, Any]]:
        bases = getattr(self._local, "bases", None)
        if bases is None:
            bases = self._local.bases = {}
        return bases

    # ---- threads ---------------------------------------------------------------------------------
    @_reads
    def load(self, key: str) -> tuple[Workload, Recommendation | None, str | None]:
        row = self.db.execute("SELECT workload, recommendation, language FROM threads WHERE key = ?", [key]).fetchone()
        if row is None:
            row = self._from_file(key)
        if not row:
            self._bases()[key] = {}
            return Workload(), None, None
        w = _workload(row[0], key, self.file or self.path)
        rec = None
        if row[1]:
            try:
                rec = Recommendation.model_validate_json(row[1])
            except (ValidationError, ValueError):
                log.info("thread %s: the stored answer no longer validates; it will be recomputed", key)
        self._bases()[key] = w.model_dump(mode="json", exclude_none=True)
        return w, rec, known_language(row[2])

    def _from_file(self, key: str) -> tuple[Any, ...] | None:
        """In memory after the file refused a write, a thread begun before is read from the file (a full disk or
        a read-only file still reads) and copied into memory, so its context is kept and `save` merges against
        it. None when not in memory, or the file has no such thread or cannot be read."""
        from catalog.db import MEMORY, connect, write_transaction

        if self.path != MEMORY or self.file is None:
            return None
        cols = "key, workload, recommendation, language, created, updated"
        try:
            file_db = getattr(self._local, "file_db", None) or connect(self.file)
            self._local.file_db = file_db
            row = file_db.execute(f"SELECT {cols} FROM threads WHERE key = ?", [key]).fetchone()
        except (sqlite3.Error, OSError):
            return None
        if row is None:
            return None
        with self._switch, write_transaction(self.db):
            self.db.execute(f"INSERT OR IGNORE INTO threads ({cols}) VALUES (?, ?, ?, ?, ?, ?)", list(row))
        return tuple(row[1:4])

    @_writes
    def save(self, key: str, workload: Workload, recommendation: Recommendation | None, language: str | None) -> None:
        """Store this message's result. Fields this message changed (against what `load` returned in
        this thread) are applied to the row as it is now, so a concurrent follow-up is not lost. When that merge
        changes the workload, this message's answer is not stored: it answers this message's workload, not the
        merged one, and "details" or the export showed it as the thread's answer (a plan breaking the thread's
        "only AWS"); the thread keeps no answer and its next message recomputes (as for one that no longer
        validates)."""
        from catalog.db import write_transaction

        base = self._bases().pop(key, None)
        new = workload.model_dump(mode="json", exclude_none=True)
        now = _now()
        with write_transaction(self.db):
            row = self.db.execute("SELECT workload FROM threads WHERE key = ?", [key]).fetchone()
            current = _workload(row[0], key, self.file or self.path).model_dump(mode="json", exclude_none=True) if row else {}
            merged = new
            if base is not None and current != base:
                merged = {**current, **{k: v for k, v in new.items() if base.get(k) != v}}
                for k in base.keys() - new.keys():
                    merged.pop(k, None)
                try:
                    Workload.model_validate(merged)
                except (ValidationError, ValueError):
                    merged = new
            if merged != new:  # another turn's change merged in: this answer is not the answer to the stored workload
                recommendation = None  # so details / export / why? recompute from it
            self.db.execute(
                "INSERT INTO threads (key, workload, recommendation, language, created, updated) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET workload = excluded.workload, recommendation = excluded.recommendation, "
                "language = excluded.language, updated = excluded.updated",
                [key, json.dumps(merged, ensure_ascii=False),
                 recommendation.model_dump_json() if recommendation else None, language, now, now])

    @_writes
    def reset(self, key: str) -> None:
        from catalog.db import write_transaction

        self._bases().pop(key, None)
        with write_transaction(self.db):
            self.db.execute("DELETE FROM threads WHERE key = ?", [key])

    @_writes
    def rekey(self, old: str, new: str) -> None:
        """The conversation `old` continues under `new` (Slack: a private answer posted to the channel
        becomes a thread there), with its workload, last answer and history; `new`'s own row, if any, yields."""
        from catalog.db import write_transaction

        self._bases().pop(old, None)
        with write_transaction(self.db):
            self.db.execute("DELETE FROM threads WHERE key = ?", [new])
            self.db.execute("UPDATE threads SET key = ? WHERE key = ?", [new, old])
            self.db.execute("UPDATE messages SET thread = ? WHERE thread = ?", [new, old])

    @_writes
    def add_message(self, key: str, role: str, text: str) -> None:
        from catalog.db import write_transaction

        with write_transaction(self.db):
            self.db.execute("INSERT INTO messages (thread, role, text, ts) VALUES (?, ?, ?, ?)",
                            [key, role, text[:20000], _now()])

    @_reads
    def history(self, key: str, limit: int = 20) -> list[dict[str, Any]]:
        rows = self.db.execute("SELECT role, text, ts FROM messages WHERE thread = ? ORDER BY id DESC LIMIT ?",
                               [key, limit]).fetchall()
        if any(not isinstance(r[1], str) for r in rows):
            raise DamagedThreadError(Msg(code="conversation.damaged_thread", args={"key": key, "file": str(self.path)}))
        return [{"role": r[0], "text": r[1], "ts": r[2]} for r in reversed(rows)]

    @_reads
    def answers(self, key: str) -> int:
        """How many answers thread `key` holds (its assistant messages), the file's too while in memory (`_from_file`
        copies a thread's row, not its messages): a Slack thread with more replies of ours lost turns."""
        sql, args = "SELECT count(*) FROM messages WHERE thread = ? AND role = 'assistant'", [key]
        n = int(self.db.execute(sql, args).fetchone()[0])
        if self._from_file(key) is None or self.file is None:
            return n
        try:
            return n + int(self._local.file_db.execute(sql, args).fetchone()[0])
        except (sqlite3.Error, AttributeError):
            return n

    # ---- Slack event de-duplication ----------------------------------------------------------------
    def start_event(self, event_id: str) -> bool:
        """Claim `event_id` for an answer. True for a new event, and for one whose earlier claimant
        died before finishing (its process is gone, or its lease ran out); False while it is being
        answered and once it is done."""
        return bool(self.claim_event(event_id))

    @_urgent_writes
    def claim_event(self, event_id: str, job: str | None = None) -> str:
        """`start_event`, saying which: "new", "stale" (an earlier claimant died: its reply may have reached Slack
        before it did, so the thread is checked before answering again), or "" (being answered, or done). `job`
        (JSON from a verified request, no token) is what another process needs to answer it if this one dies."""
        from catalog.db import write_transaction

        now = _now()
        with write_transaction(self.db, urgent=True):  # the ack waits on this
            row = self.db.execute("SELECT state, owner, seen, beat FROM events WHERE event_id = ?",
                                  [event_id]).fetchone()
            if row is None:
                self.db.execute("INSERT INTO events (event_id, seen, state, owner, beat, job) "
                                "VALUES (?, ?, 'started', ?, ?, ?)", [event_id, now, OWNER, time.time(), job])
                return "new"
            state, owner, seen, beat = row
            if state != "started" or owner == OWNER or _owner_alive(owner, seen, beat):
                return ""
            self.db.execute("UPDATE events SET owner = ?, seen = ?, beat = ?, job = coalesce(job, ?) WHERE event_id = ?",
                            [OWNER, now, time.time(), job, event_id])
            log.info("event %s was started by %s and never finished: answering it unless its reply is in the thread",
                     event_id, owner)
            return "stale"

    @_writes
    def begin_turn(self, event_id: str, key: str) -> None:
        """Remember, once per event, where thread `key` stood before `event_id`'s turn: its row and its last message.
        The engine saves a turn's result before the reply is posted, so a first try killed between the two left the
        thread already changed, and the retry answered "Nothing changed, so the answer stands" to a user who never
        saw the answer."""
        from catalog.db import write_transaction

        with write_transaction(self.db):
            if self.db.execute("SELECT turn IS NOT NULL FROM events WHERE event_id = ?", [event_id]).fetchone() != (0,):
                return  # recorded by an earlier try (or no claim row: a request that is never retried)
            row = self.db.execute("SELECT workload, recommendation, language, created, updated FROM threads "
                                  "WHERE key = ?", [key]).fetchone()
            last = self.db.execute("SELECT coalesce(max(id), 0) FROM messages WHERE thread = ?", [key]).fetchone()[0]
            self.db.execute("UPDATE events SET turn = ? WHERE event_id = ?",
                            [json.dumps({"key": key, "message": last, "thread": list(row) if row else None}), event_id])

    @_writes
    def rewind_turn(self, event_id: str, key: str) -> bool:
        """Put thread `key` back where it stood before `event_id`'s first try (`begin_turn`): its row as it was, and
        the messages that try added removed. Not when no try recorded it, or when another message of the thread was
        handled after it (its turn is kept; this one is then answered from the thread as it is). True if rewound."""
        from catalog.db import write_transaction

        with write_transaction(self.db):
            row = self.db.execute("SELECT turn FROM events WHERE event_id = ?", [event_id]).fetchone()
            snap = json.loads(row[0]) if row and row[0] else None
            if not isinstance(snap, dict) or snap.get("key") != key:
                return False
            after = snap.get("message") or 0
            users = self.db.execute("SELECT count(*) FROM messages WHERE thread = ? AND id > ? AND role = 'user'",
                                    [key, after]).fetchone()[0]
            if users > 1:
                log.info("event %s: thread %s moved on after its first try; answered from where it is", event_id, key)
                return False
            self.db.execute("DELETE FROM messages WHERE thread = ? AND id > ?", [key, after])
            if snap.get("thread") is None:
                self.db.execute("DELETE FROM threads WHERE key = ?", [key])
            else:
                self.db.execute("INSERT OR REPLACE INTO threads (key, workload, recommendation, language, created, "
                                "updated) VALUES (?, ?, ?, ?, ?, ?)", [key, *snap["thread"]])
        self._bases().pop(key, None)
        return True

    @_reads
    def abandoned(self, prefix: str = "") -> list[tuple[str, str]]:
        """(event id, job) of the open claims with a job whose owner is not alive (`_owner_alive`): the answers a
        killed process acked and never finished; only those whose id starts with `prefix` when one is given (a chat's
        own turns, `advisor.cli.turns`). One read of the open claims' index; no write."""
        rows = self.db.execute("SELECT event_id, owner, seen, beat, job FROM events WHERE state = 'started' "
                               "AND job IS NOT NULL AND owner != ? AND substr(event_id, 1, ?) = ?",
                               [OWNER, len(prefix), prefix]).fetchall()
        return [(r[0], r[4]) for r in rows if not _owner_alive(r[1], r[2], r[3])]

    @_reads
    def answered_since(self, event_id: str, key: str) -> bool:
        """Did `event_id`'s turn store its answer in thread `key`: an assistant message after the point its first try
        recorded (`begin_turn`)? A turn killed after its answer was stored is finished, never answered again; False
        when no try recorded that point (it was killed before the engine started)."""
        row = self.db.execute("SELECT turn FROM events WHERE event_id = ?", [event_id]).fetchone()
        snap = json.loads(row[0]) if row and row[0] else None
        if not isinstance(snap, dict) or snap.get("key") != key:
            return False
        return self.db.execute("SELECT count(*) FROM messages WHERE thread = ? AND id > ? AND role = 'assistant'",
                               [key, snap.get("message") or 0]).fetchone()[0] > 0

    @_writes
    def beat(self, event_ids: list[str]) -> None:
        """The heartbeat of this process's claims on `event_ids` (those it still owns and has not finished): another
        process takes a claim over only once its heartbeat is older than `config.claim_stale_s()`."""
        from catalog.db import write_transaction

        now = time.time()
        with write_transaction(self.db):
            for i in range(0, len(event_ids), 500):
                part = event_ids[i:i + 500]
                self.db.execute(f"UPDATE events SET beat = ? WHERE owner = ? AND state = 'started' AND event_id IN "
                                f"({', '.join('?' * len(part))})", [now, OWNER, *part])

    @_writes
    def release_event(self, event_id: str) -> None:
        """Forget this process's open claim on `event_id` without finishing it: another live bot process on this home
        answers it (`slack.journal.keep` said "taken"). Marked done here, the claim was found "done" when that process
        died, and this one's recovery look removed the dead process's kept claim unanswered; now
        the look claims it anew and answers it, the thread read first."""
        from catalog.db import write_transaction

        with write_transaction(self.db):
            self.db.execute("DELETE FROM events WHERE event_id = ? AND owner = ? AND state = 'started'",
                            [event_id, OWNER])

    @_writes
    def finish_event(self, event_id: str) -> None:
        from catalog.db import write_transaction

        with write_transaction(self.db):
            self.db.execute("UPDATE events SET state = 'done', finished = ? WHERE event_id = ?", [_now(), event_id])

    @_urgent_writes
    def first_time(self, event_id: str) -> bool:
        """Record `event_id` as done; True only the first time it is seen (survives restarts). For
        requests Slack never retries (slash commands, clicks: keyed by trigger_id), where a repeat is a replay."""
        from catalog.db import write_transaction

        with write_transaction(self.db, urgent=True):
            cur = self.db.execute("INSERT OR IGNORE INTO events (event_id, seen, state, owner, finished) "
                                  "VALUES (?, ?, 'done', ?, ?)", [event_id, _now(), OWNER, _now()])
        return cur.rowcount == 1

    def dump(self, key: str) -> dict[str, Any]:
        w, rec, lang = self.load(key)
        return {"workload": json.loads(w.model_dump_json(exclude_none=True)), "has_answer": rec is not None,
                "language": lang}
