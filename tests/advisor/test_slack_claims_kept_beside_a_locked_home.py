"""The Slack claims kept as files beside a home whose database cannot be written (`advisor.slack.journal`): one
process keeps an event's claim, another live one is told it is taken, a dead one's is taken over by exactly one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from advisor.slack import journal

pytestmark = pytest.mark.slow
KEEP = ("import sys; from advisor.slack import journal; print(journal.keep(sys.argv[1], '{}'), flush=True); "
        "sys.stdin.readline()")


def _other(home: Path, event_id: str) -> subprocess.Popen[str]:
    """Another bot process that keeps `event_id`'s claim and lives until its stdin closes."""
    import os

    p = subprocess.Popen([sys.executable, "-c", KEEP, event_id], env={**os.environ, "GPU_ADVISOR_HOME": str(home)},
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None and p.stdout.readline().strip() == "kept"
    return p


def test_a_claim_kept_by_a_live_process_is_taken_and_a_dead_ones_is_taken_over_once(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    other = _other(tmp_path, "EvA")
    try:
        assert journal.keep("EvA", "{}") == "taken"  # the other process is alive: it answers
        assert journal.abandoned() == []
    finally:
        other.communicate(timeout=30)  # its stdin closed: it ends
    (found,) = journal.abandoned()  # its process has ended: its claim is abandoned, with its job and owner
    assert found[:2] == ("EvA", "{}")
    assert journal.take("EvA", found[2]) is True
    assert journal.take("EvA", found[2]) is False  # a second bot taking it after the first finds a new owner
    assert journal.abandoned() == []  # ours now, and this process lives
    assert journal.keep("EvA", "{}") == "kept"  # a re-delivery to this process: still ours
    journal.drop("EvA")
    assert list((tmp_path / journal.FOLDER).glob("*.json")) == []


def test_a_home_that_cannot_take_the_file_keeps_none(tmp_path, monkeypatch):
    (tmp_path / "f").write_text("a file where the home's folder should be")
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "f"))
    assert journal.keep("EvB", "{}") == ""  # answered as before, unshared
    assert journal.abandoned() == []
