"""The conversation store where the home's database is locked by another process, damaged, or written by two turns at
once: an event's claim never waits on the lock once in memory, a damaged file is one line of notice, and a turn whose
change was merged with another's does not leave its own answer as the thread's."""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path

import pytest

from advisor.core.store import RETRY_WAIT_MS, Store
from catalog.db import BUSY_TIMEOUT_MS, URGENT_TIMEOUT_MS, connect, damage_words
from tests.locked_db import hold_write_lock, release
from tools.schema import Recommendation, Workload


def _rec(w: Workload) -> Recommendation:
    return Recommendation(model="Llama-3.1-8B", params=8 * 10**9, active_params=8 * 10**9, workload=w, usd_cny=7.2)


@pytest.mark.slow
def test_a_claim_in_memory_never_waits_on_the_lock_when_the_file_is_due_a_retry(tmp_path):
    # Before: once a minute, the write that found the file due a retry waited the whole busy timeout (5 s)
    # for the other process's lock, and a Slack event's claim was that write: the ack took 5 s (Slack's limit: 3 s).
    # Now a claim never tries the file; the next ordinary write does, waiting RETRY_WAIT_MS (0.25 s), not 5 s.
    path = tmp_path / "advisor.db"
    store = Store(path)
    store.add_message("warm", "user", "hi")  # made and migrated before the lock
    store.retry_s = 0.0  # every write is due a retry of the file
    holder = hold_write_lock(path)
    try:
        t0 = time.monotonic()
        assert store.claim_event("Ev1") == "new"  # waits URGENT_TIMEOUT_MS (1.5 s), then memory
        first = time.monotonic() - t0
        t0 = time.monotonic()
        assert store.claim_event("Ev2") == "new" and store.claim_event("Ev3") == "new"
        claims = time.monotonic() - t0
        t0 = time.monotonic()
        store.add_message("t", "user", "make it 32k context")  # tries the file: RETRY_WAIT_MS, then memory again
        retried = time.monotonic() - t0
    finally:
        release(holder)
    assert first < 3 and claims < 1, (first, claims)  # before: each claim due a retry took BUSY_TIMEOUT_MS (5 s)
    assert RETRY_WAIT_MS / 1000 <= retried < BUSY_TIMEOUT_MS / 1000, retried
    assert URGENT_TIMEOUT_MS < BUSY_TIMEOUT_MS and RETRY_WAIT_MS < URGENT_TIMEOUT_MS
    store.add_message("t", "assistant", "ok")  # the lock is gone: the retry takes the file and copies memory in
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM events WHERE event_id IN ('Ev1', 'Ev2', 'Ev3')").fetchone() == (3,)


def test_two_turns_merged_leave_no_answer_that_contradicts_the_stored_workload(tmp_path):
    # Two processes answer two follow-ups of one thread at once: each loads the thread, then saves its own
    # change and answer. The second save merges both changes (context 32,768 and only aws), so neither answer is the
    # answer to the stored workload: before, the later process's answer was kept, and "details" and the export
    # showed a 4,096-context plan on any cloud under a thread that says 32,768 and AWS. Now no answer is kept and the
    # next message recomputes from the merged workload. A save that merges nothing keeps its answer.
    path = tmp_path / "advisor.db"
    base = Workload(model="Llama-3.1-8B", task="inference", concurrency=20)
    Store(path).save("k", base, _rec(base), "en")
    a, b = Store(path), Store(path)
    wa, _, _ = a.load("k")
    wb, _, _ = b.load("k")
    longer = wa.model_copy(update={"seq_len": 32768})
    a.save("k", longer, _rec(longer), "en")
    aws = wb.model_copy(update={"providers": ["aws"]})
    b.save("k", aws, _rec(aws), "en")
    workload, rec, _ = Store(path).load("k")
    assert workload.seq_len == 32768 and workload.providers == ["aws"]
    assert rec is None
    c = Store(path)
    c.load("k")
    again = workload.model_copy(update={"concurrency": 30})
    c.save("k", again, _rec(again), "en")  # nothing merged in: its answer is the thread's
    assert Store(path).load("k")[1] == _rec(again)


def test_a_half_overwritten_database_is_moved_aside_with_one_line(tmp_path, caplog):
    # Before: the warning quoted SQLite's integrity check whole, ~100 lines ("*** in database main *** /
    # Page 583: btreeInitPage() returns error code 11 / Page 34 is never used / …") before the answer.
    path = tmp_path / "advisor.db"
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE t (x TEXT, y INT)")
    db.executemany("INSERT INTO t VALUES (?, ?)", [("x" * 200, i) for i in range(10_000)])  # ≈ 2 MB of pages
    db.commit()
    db.close()
    size = path.stat().st_size
    with open(path, "r+b") as f:  # the header and the schema kept, 200 kB in the middle overwritten (0xff bytes:
        f.seek(size // 2)  # the file still opens, and SQLite's check reports every damaged page, one a line)
        f.write(b"\xff" * 200_000)
    with caplog.at_level(logging.WARNING, logger="gpu_advisor.db"):
        connect(Path(path)).conn.close()
    (moved,) = [r.getMessage() for r in caplog.records if "could not be read" in r.getMessage()]
    assert "\n" not in moved and len(moved) < 600 and "the file is damaged" in moved, moved


@pytest.mark.parametrize(("report", "expected"), [
    # SQLite's report: a header line, then one finding a line; the header is not a finding
    ("*** in database main ***\nPage 583: btreeInitPage() returns error code 11\nPage 34 is never used",
     "the file is damaged (SQLite's integrity check: Page 583: btreeInitPage() returns error code 11, and more)"),
    ("row 3 missing from index i", "the file is damaged (SQLite's integrity check: row 3 missing from index i)"),
    (None, "the file is damaged (SQLite's integrity check: no result)"),
])
def test_the_damage_is_worded_in_one_line(report, expected):
    assert damage_words(report) == expected
