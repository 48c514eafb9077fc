"""Another process holding an SQLite file's write lock, as a `catalog import` stopped with Ctrl-Z holds it: a real
lock for the locked-home tests (the store, the CLI, the Slack bots), never a mock of our own code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HOLD = ("import sqlite3, sys, time\nc = sqlite3.connect(sys.argv[1], isolation_level=None)\nc.execute('BEGIN EXCLUSIVE')\n"
        "print('locked', flush=True)\ntime.sleep(120)\n")


def hold_write_lock(path: Path) -> subprocess.Popen[str]:
    """Start a process that holds `path`'s write lock; returns once it holds it."""
    p = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None and p.stdout.readline().strip() == "locked"
    return p


def release(p: subprocess.Popen[str]) -> None:
    """End the holder (its lock goes with it)."""
    p.kill()
    p.wait()
    if p.stdout is not None:
        p.stdout.close()
