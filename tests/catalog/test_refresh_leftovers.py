"""catalog.leftovers: which staging folders and temp files of a refresh the next one removes.
A writer on this host is judged by its pid; one that cannot be checked from here (another host sharing the home, an
older version's untagged staging folder) by age, STALE_S (a day: no refresh lasts more than minutes)."""

import os
import subprocess
import sys
import time

import pytest

from catalog import leftovers as L

pytestmark = pytest.mark.slow  # every test here runs a whole answer, a process or a whole data set (tests/answer_calls.py)


def _dead_pid() -> int:
    # a pid that ran and has exited (reaped): gone, unless the system reused it within this test
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def _age(path, seconds: float) -> None:
    t = time.time() - seconds
    os.utime(path, (t, t))


def test_sweep_removes_by_writer_and_age_and_leaves_everything_else(tmp_path):
    tmp_path = tmp_path / "catalog"
    tmp_path.mkdir()
    host = L.tag().partition("+")[0]
    gone, me = _dead_pid(), os.getpid()
    made = {
        f".fetch-{host}+{gone}-abcd1234": True,         # this host, pid gone: removed
        f".fetch-{host}+1-abcd1234": False,             # this host, pid 1 (init) alive: kept
        ".fetch-otherhost+5-abcd1234": False,           # another host, an hour old: kept (it may be running)
        ".fetch-otherhost+6-efgh5678": True,            # another host, two days old: removed
        ".fetch-abcd1234": False,                       # an older version's (no tag), an hour old: kept
        ".fetch-efgh5678": True,                        # an older version's, two days old: removed
        f".instances.csv.{host}+{gone}.tmp": True,      # the swap's temp file, writer gone
        f".instances.csv.{gone}.tmp": True,             # an older version's (pid only, read as this host's)
        f".instances.csv.{host}+{me}.tmp": True,        # this pid but not registered as being written: a dead
                                                        # process whose pid this one reuses (a restarted container)
        f".other.csv.{host}+{gone}.tmp": False,         # not the catalog's name: not ours
        ".notes.tmp": False,                            # the user's
        ".fetch-notes": False,                          # not a staging name
    }
    for name in made:
        p = tmp_path / name
        p.mkdir() if name.startswith(".fetch-") else p.write_text("x")
        _age(p, 3600)
    for name in (".fetch-otherhost+6-efgh5678", ".fetch-efgh5678"):
        _age(tmp_path / name, 2 * 86400)
    mine = tmp_path / f".fetch-{host}+{me}-live0000"  # this process is writing it: kept
    mine.mkdir()
    with L.writing(mine):
        n = L.sweep(tmp_path, ("instances.csv",), staging=True)
    left = {p.name for p in tmp_path.iterdir()}
    assert left == {name for name, removed in made.items() if not removed} | {mine.name}, left
    assert n == sum(made.values())
