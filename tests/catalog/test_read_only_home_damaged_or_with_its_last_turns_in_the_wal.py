"""A read-only home whose file has damaged pages is answered as a writable one is (from the cache, the damage said);
a read-only home whose last turns are still in `advisor.db-wal`, with no `-shm` beside it, resumes those turns.

Before (thirteenth attack): the damaged read-only file passed a one-line read at start and every command then exited
1 "unexpected DatabaseError: database disk image is malformed … please report it"; a WAL file with no `-shm` opened
only as `immutable=1`, which skips the WAL, and `chat --session` forgot the thread while the warning said saved
conversations are used. Real processes, a real kill -9, a tmpfs remounted read-only (root) or modes taken away."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.catalog.test_read_only_home_reads_its_own_file import _run

pytestmark = pytest.mark.slow  # every test here runs a whole answer, a process or a whole data set (tests/answer_calls.py)


def _chat_killed_after_answer(home: Path, cwd: Path, text: str, want: str) -> None:
    """`chat --session W1` answers `text`, then is killed -9: its turns stay in advisor.db-wal, never checkpointed."""
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home), "XDG_CACHE_HOME": str(cwd / "cache")}
    p = subprocess.Popen([sys.executable, "-m", "advisor", "chat", "--session", "W1"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=cwd)
    assert p.stdin is not None and p.stdout is not None
    p.stdin.write(text + "\n")
    p.stdin.flush()
    end = time.monotonic() + 120
    while time.monotonic() < end:
        line = p.stdout.readline()
        if want in line or not line:
            break
    time.sleep(1.0)  # the turn is saved after the answer is printed
    p.kill()
    p.wait()
    p.stdin.close()
    p.stdout.close()


@pytest.fixture
def make_ro(tmp_path):
    """Returns a function that makes the home read-only: a tmpfs remounted read-only as root, else modes."""
    mnt = tmp_path / "m"
    mnt.mkdir()
    root = os.geteuid() == 0
    if root and subprocess.run(["mount", "-t", "tmpfs", "-o", "size=128m", "tmpfs", str(mnt)]).returncode != 0:
        pytest.skip("running as root without the right to mount a tmpfs: no way to make a read-only home")
    home = mnt / "home"
    home.mkdir()

    def lock() -> None:
        if root:
            subprocess.run(["mount", "-o", "remount,ro", str(mnt)], check=True)
        else:
            for f in home.iterdir():
                f.chmod(0o444)
            home.chmod(0o555)

    try:
        yield home, lock
    finally:
        if root:
            subprocess.run(["umount", str(mnt)])
        else:
            home.chmod(0o755)


def test_last_turns_in_the_wal_without_shm_are_resumed(make_ro, tmp_path):
    home, lock = make_ro
    _chat_killed_after_answer(home, tmp_path, "serve Llama-3-70B for 30 users", "30 concurrent")
    wal = home / "advisor.db-wal"
    assert wal.is_file() and wal.stat().st_size > 0  # the turn is in the WAL: the scene the attack made
    (home / "advisor.db-shm").unlink(missing_ok=True)  # a copy or restore that left the transient file out
    lock()
    r = _run(home, "chat", "--session", "W1", stdin="make it 8-bit\nquit\n", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    # the stored question (Llama-3-70B, 30 users) changed to 8-bit; a forgotten thread asks "Which model …?"
    assert "Llama-3-70B" in r.stdout and "30 concurrent" in r.stdout and "Which model" not in r.stdout, r.stdout[-800:]
    assert "advisor.db-wal" in r.stderr and "please report it" not in r.stderr, r.stderr


def test_damaged_read_only_file_is_not_used_and_the_question_is_answered(make_ro, tmp_path):
    home, lock = make_ro
    r = _run(home, "chat", "--session", "D1", stdin="serve Llama-3-70B for 30 users\nquit\n", cwd=tmp_path)
    assert r.returncode == 0
    db = home / "advisor.db"
    size = db.stat().st_size
    with open(db, "r+b") as f:  # 16 pages of garbage in the middle: the header and the schema (page 1) intact
        f.seek((size // 4096 // 2) * 4096)
        f.write(os.urandom(16 * 4096))
    lock()
    r = _run(home, "ask", "serve Llama-3-8B for 10 users", cwd=tmp_path)
    assert r.returncode == 0, r.stderr  # before: exit 1, "database disk image is malformed … please report it"
    assert "10 concurrent" in r.stdout and "please report it" not in r.stderr
    assert "is damaged" in r.stderr and "saved conversations cannot be read" in r.stderr, r.stderr
    r = _run(home, "chat", "--session", "D1", stdin="make it 8-bit\nquit\n", cwd=tmp_path)
    assert r.returncode == 0 and "please report it" not in r.stderr, r.stderr
    assert "is damaged" in r.stderr  # the thread cannot be read, and that is said
