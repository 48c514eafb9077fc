"""Files a killed `catalog refresh` leaves behind, and removing them on the next refresh.

A refresh stages its downloads in `catalog/.fetch-*` (each cloud's raw and converted CSV: ~1.3 MB for a small mirror,
several MB for SkyPilot's catalog) and writes every file it swaps in as a temp file renamed over the old one
(`.instances.csv.<tag>.tmp`, the cache's `<cloud>/.vms.csv.<tag>.tmp` and `.meta.json.<tag>.tmp`). Its own `finally`
removes them, but a SIGKILL (a deploy, the OOM killer) runs no `finally`, and a bot whose daily refresh is killed
collected one staging folder each time. Every such name now carries its writer's tag, `<host>+<pid>`, and the next
refresh removes those whose writer is gone (`dead`):

- on this host, a pid that no longer runs (`os.kill(pid, 0)`: ProcessLookupError), or this very pid when the path is
  not one this process is writing (a restarted container reuses pid 1);
- written on another host sharing the home (its pids cannot be checked from here), or by an older version (no tag):
  once older than STALE_S, which no refresh lasts (a download of every cloud and a rebuild take about a minute).
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

STALE_S = 24 * 3600  # a leftover whose writer cannot be checked is removed once this old
_MINE: set[Path] = set()  # staging folders and temp files this process is writing now
_LOCK = threading.Lock()
TAGGED = re.compile(r"(?P<host>[A-Za-z0-9._-]*)\+(?P<pid>\d+)")


def tag() -> str:
    """`<host>+<pid>`: the writer of a staging folder or temp file, for `dead` to check (the host name kept to the
    characters TAGGED reads)."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", socket.gethostname())[:64] + f"+{os.getpid()}"


NAME_MAX = 255  # bytes in one file name on Linux's file systems (ext4, xfs, tmpfs, btrfs) and macOS's APFS


def temp_stem(name: str) -> str:
    """`name`, cut (whole characters) so that its temp file `.<stem>.<tag>.tmp` is still a name the file system takes
    whatever this host's pid (a pid has at most 7 digits: Linux's pid_max is at most 4,194,304), so every writer of
    one name uses one stem and the next one sweeps a killed one's temp. A 250-character file name the user may write
    was refused as "File name too long" because its temp name was."""
    tail = f".{tag().partition('+')[0]}+{'0' * 7}.tmp"
    stem = name
    while stem and len(f".{stem}{tail}".encode("utf-8", "surrogateescape")) > NAME_MAX:
        stem = stem[:-1]
    return stem


@contextlib.contextmanager
def writing(path: Path) -> Iterator[Path]:
    """`path` registered as this process's own while the block runs (`dead` never removes it)."""
    with _LOCK:
        _MINE.add(path)
    try:
        yield path
    finally:
        with _LOCK:
            _MINE.discard(path)


def _pid_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # EPERM: alive, another user's
        return False
    return False


def dead(path: Path, writer: str | None, now: float | None = None) -> bool:
    """Is the process that wrote `path` (its tag `writer`, None for an older version's untagged name) gone?"""
    with _LOCK:
        if path in _MINE:
            return False
    m = TAGGED.fullmatch(writer or "")
    if m and m.group("host") == tag().partition("+")[0]:
        pid = int(m.group("pid"))
        return True if pid == os.getpid() else _pid_gone(pid)
    try:
        age = (now or time.time()) - path.lstat().st_mtime
    except OSError:
        return False
    return age > STALE_S


def sweep(folder: Path, names: tuple[str, ...], staging: bool = False) -> int:
    """Remove from `folder` the temp files of `names` (`.<name>.<tag>.tmp`, or an older version's `.<name>.<pid>.tmp`)
    and, with `staging`, the `.fetch-*` folders whose writer is `dead`. Returns how many were removed. Never raises:
    a leftover that cannot be removed now is tried again next time."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for e in entries:
        writer = _writer(e.name, names, staging and e.is_dir(follow_symlinks=False))
        if writer is None or not dead(Path(e.path), writer or None):
            continue
        try:
            if e.is_dir(follow_symlinks=False):
                shutil.rmtree(e.path)
            else:
                os.unlink(e.path)
            removed += 1
        except OSError:
            continue
    return removed


def _writer(name: str, names: tuple[str, ...], folder: bool) -> str | None:
    """The writer tag in a leftover's name ("" for an older version's untagged staging folder), or None when `name`
    is no leftover of ours (a user's own file beside a catalog written with -o is never touched)."""
    if folder:
        m = re.fullmatch(r"\.fetch-(?:(.+\+\d+)-)?[a-z0-9_]{8}", name)
        return None if m is None else (m.group(1) or "")
    for n in names:
        m = re.fullmatch(r"\." + re.escape(n) + r"\.(?:(.+\+\d+)|(\d+))\.tmp", name)
        if m:
            return m.group(1) or f"{tag().partition('+')[0]}+{m.group(2)}"  # an older version's: pid, this host
    return None
