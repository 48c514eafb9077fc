"""Open Slack claims kept as small files beside the home's database while that database cannot be written.
Then a claim lives in this process's memory (`Store._to_memory`), and a bot killed after its ack left nothing
the next bot could find: the user's message was never answered and its hourglass stayed. Each such claim is also
written here, one JSON file per event (`<home>/slack-open/<digest>.json`: the event id, its owner, its job as
`advisor.slack.recover.job_of` builds it; never a token), written whole (a temporary file renamed), touched by the
claim's heartbeat and removed once the event is done. The recovery look (`Recovery.sweep`) reads them as it reads the
store's open claims: one whose owner is dead (`store._owner_alive`, the file's modification time as its heartbeat) is
taken over under a file lock (`take`: of two bots looking together, one wins) and answered, or apologised for. The file
is also the claim the bots on one home share while none can write the database: one event delivered to two of them at
once is answered by the one that made the file (`keep`).

No lock on the ack path: writing the file is a create and a rename. A home that cannot take even this file (a read-only
or full disk) keeps no journal: the limit docs/RELIABILITY.md states."""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from collections.abc import Iterator
from pathlib import Path

log = logging.getLogger("gpu_advisor.slack")
FOLDER = "slack-open"


def folder() -> Path:
    from catalog.db import home

    return home() / FOLDER


def _file(event_id: str) -> Path:
    return folder() / (hashlib.sha256(event_id.encode("utf-8", "surrogatepass")).hexdigest()[:32] + ".json")


def _write(path: Path, entry: dict[str, str]) -> None:
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(json.dumps(entry, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    finally:  # a write that failed part-way (a full disk) leaves no temporary file
        tmp.unlink(missing_ok=True)


def keep(event_id: str, job: str) -> str:
    """Write the open claim of `event_id`, this process its owner, unless another process kept it first: the file is
    made with a hard link, which fails when it exists, so of two bots claiming one event in memory at once (Slack's
    delivery to both) one keeps it; a dead process's is taken over (`take`). "kept" (ours), "taken" (another live
    process's: not to be answered here) or "" (the home cannot take the file: answered here as before)."""
    from advisor.core.store import OWNER, _owner_alive

    path = _file(event_id)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.new")
    try:
        try:
            folder().mkdir(parents=True, exist_ok=True)
            tmp.write_text(json.dumps({"event_id": event_id, "owner": OWNER, "job": job}, ensure_ascii=False),
                           encoding="utf-8")
            os.link(tmp, path)
            return "kept"
        except FileExistsError:  # ours (a re-delivery), another live process's, or a dead one's: taken over
            entry = json.loads(path.read_text(encoding="utf-8"))
            owner = str(entry.get("owner")) if isinstance(entry, dict) else ""
            if owner == OWNER or (not _owner_alive(owner, None, path.stat().st_mtime) and take(event_id, owner)):
                return "kept"
            return "taken"
        finally:  # also when the write itself failed (a full disk: a zero-byte file was left per event)
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
    except (OSError, ValueError) as e:
        log.info("event %s: its claim cannot be kept beside the home's database either (%s)", event_id, e)
        return ""


def tidy(older_than_s: float) -> int:
    """Remove the temporary files (`*.json.<pid>.new` / `.tmp`) older than `older_than_s`: a write and its link or
    rename take milliseconds, so one that old was left by a process killed between the two, or by an older version
    that kept them when a full disk failed the write. How many were removed."""
    import time

    removed = 0
    try:
        paths = [p for p in folder().iterdir() if p.name.endswith((".new", ".tmp"))]
    except OSError:
        return 0
    for p in paths:
        with contextlib.suppress(OSError):
            if time.time() - p.stat().st_mtime > older_than_s:
                p.unlink()
                removed += 1
    return removed


def drop(event_id: str) -> None:
    with contextlib.suppress(OSError):
        _file(event_id).unlink()


def touch(event_ids: list[str]) -> None:
    """The heartbeat of these claims (their files' modification time)."""
    for event_id in event_ids:
        with contextlib.suppress(OSError):
            os.utime(_file(event_id))


def _entries() -> Iterator[tuple[Path, dict[str, str], float]]:
    try:
        paths = sorted(folder().glob("*.json"))
    except OSError:
        return
    for path in paths:
        try:
            entry, beat = json.loads(path.read_text(encoding="utf-8")), path.stat().st_mtime
        except (OSError, ValueError):
            continue
        if isinstance(entry, dict) and all(isinstance(entry.get(k), str) for k in ("event_id", "owner", "job")):
            yield path, entry, beat


def abandoned() -> list[tuple[str, str, str]]:
    """(event id, job, owner) of the kept claims whose owner is dead."""
    from advisor.core.store import OWNER, _owner_alive

    return [(e["event_id"], e["job"], e["owner"]) for _, e, beat in _entries()
            if e["owner"] != OWNER and not _owner_alive(e["owner"], None, beat)]


def take(event_id: str, dead: str) -> bool:
    """Make this process the owner of `event_id`'s kept claim if its owner is still `dead`, under a file lock: of two
    bots taking it together, one wins. False when another took it first or it is gone."""
    import fcntl

    from advisor.core.store import OWNER

    path = _file(event_id)
    try:
        with open(folder() / ".lock", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            entry = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(entry, dict) or entry.get("owner") != dead:
                return False
            _write(path, {**entry, "owner": OWNER})
            return True
    except (OSError, ValueError):
        return False
