"""The claim files kept beside a home whose database cannot be written (`advisor.slack.journal`) leave nothing
behind when the disk is full, and a claim this process yielded to another bot is forgotten, not finished."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

from advisor.core.store import Store
from advisor.slack import journal


def test_a_claim_file_that_cannot_be_written_leaves_no_temporary_file(tmp_path, monkeypatch):
    # A full disk: opening the temporary file creates it (zero bytes), then the write fails with ENOSPC. Before, that
    # zero-byte `<digest>.json.<pid>.new` stayed, one per Slack event, for good; now it is removed, and the claim is
    # answered here as before ("": not kept).
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    real = Path.write_text

    def full(self: Path, *a: object, **k: object) -> int:
        if self.name.endswith((".new", ".tmp")):
            self.touch()
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(self, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "write_text", full)
    assert journal.keep("EvFull", "{}") == ""
    assert list((tmp_path / journal.FOLDER).iterdir()) == []


def test_old_temporary_claim_files_are_tidied_and_fresh_ones_kept(tmp_path, monkeypatch):
    # One left 120 s ago (a process killed between write and link, or an older version on a full disk) is older
    # than the 30 s a look allows; one written now may be another bot's write in progress: kept.
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    folder = tmp_path / journal.FOLDER
    folder.mkdir()
    old, fresh, claim = folder / "a.json.123.new", folder / "b.json.456.tmp", folder / "c.json"
    for p in (old, fresh, claim):
        p.write_text("{}")
    os.utime(old, (time.time() - 120, time.time() - 120))
    os.utime(claim, (time.time() - 120, time.time() - 120))  # a claim itself is never the tidy's
    assert journal.tidy(30) == 1
    assert sorted(p.name for p in folder.iterdir()) == ["b.json.456.tmp", "c.json"]


def test_a_released_claim_can_be_claimed_again_and_a_finished_one_cannot(tmp_path):
    # release_event forgets an open claim of this process (another bot answers it): the next claim is "new" again,
    # so a recovery look can take it over. A finished event stays finished: "" (never answered twice).
    store = Store(tmp_path / "s.db")
    assert store.claim_event("EvYield", "{}") == "new"
    store.release_event("EvYield")
    assert store.claim_event("EvYield", "{}") == "new"
    store.finish_event("EvYield")
    store.release_event("EvYield")
    assert store.claim_event("EvYield", "{}") == ""
