"""A file the user names (`catalog export -o`, `catalog template -o`, `ask --chart`) is written whole or not at all,
and never over the advisor's own database.

Before: each was opened "w" and rewritten in place. On a full disk (here RLIMIT_FSIZE, which fails a write past the
limit with EFBIG as a full disk fails it with ENOSPC) the command said "nothing written" and exited 2, but the file
that was there had been cut to the first bytes of the new one: a CSV ending mid-row, a PNG that opens half-drawn. A
kill -9 midway did the same. And `catalog export -o $GPU_ADVISOR_HOME/advisor.db` wrote a CSV over the store with
exit 0: every imported price, conversation and Slack claim gone (the next command moved it aside as unreadable)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # real CLI processes, one of them an answer

OLD = "provider,notes\nmine,my own sheet, kept\n" * 400  # 15,600 bytes: the file that was there


def _gpu_advisor(args: list[str], *, file_limit: int | None = None) -> subprocess.CompletedProcess[str]:
    def limit() -> None:
        import resource

        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))
    return subprocess.run([sys.executable, "-c", "from advisor.cli import main; main()", *args], capture_output=True,
                          text=True, timeout=300, env=dict(os.environ), preexec_fn=limit if file_limit else None)


def _folder(tmp_path: Path) -> Path:
    """A folder of the test's own for the outputs (the test's home may lie in tmp_path too)."""
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


def _home() -> Path:
    return Path(os.environ["GPU_ADVISOR_HOME"])


@pytest.mark.parametrize("args", [["catalog", "export"], ["catalog", "export", "--format", "json"],
                                  ["catalog", "template", "--provider", "alibaba"]])
def test_a_full_disk_leaves_the_file_that_was_there_as_it_was(tmp_path, args):
    # The export is ~2.5 MB of CSV (3,600 rows), the template ~20 kB: both far past a 4,096-byte limit, so the
    # write fails after its first 4,096 bytes. The old 15,600-byte file must come out byte for byte, with no temp file
    # left beside it.
    out = _folder(tmp_path) / "mine.csv"
    out.write_text(OLD)
    assert _gpu_advisor(["catalog", "info"]).returncode == 0  # the home is built while there is room
    r = _gpu_advisor([*args, "--output", str(out)], file_limit=4096)
    assert r.returncode == 2 and "nothing written" in r.stderr and "report" not in r.stderr, r.stderr[-500:]
    assert out.read_text() == OLD
    assert sorted(p.name for p in out.parent.iterdir()) == ["mine.csv"]


def test_a_full_disk_leaves_the_chart_that_was_there_as_it_was(tmp_path):
    # A chart of this answer is ~50 kB of PNG; with 4,096 bytes allowed it was cut to 4,096 bytes of a PNG header.
    pytest.importorskip("matplotlib")
    out = _folder(tmp_path) / "chart.png"
    out.write_bytes(b"\x89PNG my old chart")
    assert _gpu_advisor(["catalog", "info"]).returncode == 0
    r = _gpu_advisor(["ask", "serve Llama-3-8B for 10 users", "--chart", str(out)], file_limit=4096)
    assert r.returncode == 2 and f"cannot write {out}" in r.stderr and "nothing written" in r.stderr, r.stderr[-500:]
    assert out.read_bytes() == b"\x89PNG my old chart"
    assert sorted(p.name for p in out.parent.iterdir()) == ["chart.png"]


def test_a_written_file_keeps_its_permissions_and_a_device_is_written_as_it_is(tmp_path):
    # Renaming a new file over the old one must not widen a 0640 sheet to the umask's 0644; /dev/stdout (a pipe
    # here) is no file to rename over: the catalog reaches the pipe (a header and ~3,600 rows).
    out = tmp_path / "mine.csv"
    out.write_text(OLD)
    out.chmod(0o640)
    r = _gpu_advisor(["catalog", "export", "--output", str(out)])
    assert r.returncode == 0, r.stderr[-500:]
    assert out.read_text().startswith("provider,instance_type,") and (out.stat().st_mode & 0o777) == 0o640
    r = _gpu_advisor(["catalog", "export", "--output", "/dev/stdout"])
    assert r.returncode == 0 and r.stdout.startswith("provider,instance_type,") and r.stdout.count("\n") > 1000


_WRITER = """
import sys
from advisor.core.export import write_file
write_file(sys.argv[1], b"x" * 300_000_000)
"""


def test_a_kill_during_the_write_leaves_the_old_file_and_the_next_write_sweeps_the_leftover(tmp_path):
    # 300 MB takes the writer a second or more on a loaded machine; it is killed -9 as soon as its temp file beside
    # the target holds bytes, i.e. mid-write. The target must still hold the old 15,600 bytes; the next write of the
    # same name removes the dead writer's temp file (its tag names a pid that no longer runs) and lands whole.
    from advisor.core.export import write_file

    out = _folder(tmp_path) / "mine.csv"
    out.write_text(OLD)
    p = subprocess.Popen([sys.executable, "-c", _WRITER, str(out)], env=dict(os.environ))
    deadline = time.monotonic() + 120
    temps: list[Path] = []
    while time.monotonic() < deadline and p.poll() is None:
        temps = [t for t in out.parent.glob(".mine.csv.*.tmp") if t.stat().st_size > 0]
        if temps:
            break
        time.sleep(0.005)
    p.send_signal(signal.SIGKILL)
    p.wait()
    assert temps, "the writer never started its temp file"
    assert out.read_text() == OLD
    write_file(out, "provider\nnew\n")
    assert out.read_text() == "provider\nnew\n" and sorted(x.name for x in out.parent.iterdir()) == ["mine.csv"]


_EXPORTER = """
import sys
from advisor.core.export import write_new
write_new("# Recommendation\\n" + "x" * 300_000_000, sys.argv[1], chart=b"\\x89PNG chart")
"""


def test_a_kill_during_a_chat_export_leaves_no_cut_markdown(tmp_path):
    # A chat's `export` writes recommendation.md (never over an existing file). Killed -9 while the 300 MB markdown is
    # being written, it used to leave a cut recommendation.md that reads as a whole export. Now only the chart (placed
    # first) may be there; the next export takes the first free name, recommendation-1.md (its chart -1.png beside it),
    # and sweeps the dead writer's temp file.
    from advisor.core.export import write_new

    folder = _folder(tmp_path)
    p = subprocess.Popen([sys.executable, "-c", _EXPORTER, str(folder)], env=dict(os.environ))
    deadline = time.monotonic() + 120
    temps: list[Path] = []
    while time.monotonic() < deadline and p.poll() is None:
        temps = [t for t in folder.glob(".recommendation.md.*.tmp") if t.stat().st_size > 0]
        if temps:
            break
        time.sleep(0.005)
    p.send_signal(signal.SIGKILL)
    p.wait()
    assert temps, "the exporter never started its temp file"
    assert not (folder / "recommendation.md").exists()
    path = write_new("# Recommendation\n", folder, chart=b"\x89PNG chart")
    assert path.name == "recommendation-1.md" and path.read_text().startswith("# Recommendation\n")
    assert "![memory and cost chart](recommendation-1.png)" in path.read_text()
    assert sorted(x.name for x in folder.iterdir()) == ["recommendation-1.md", "recommendation-1.png",
                                                         "recommendation.png"]


def _import_one_row(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.csv"
    sheet.write_text("provider,instance_type,region,gpu,gpu_count,currency,price_on_demand,as_of\n"
                     "acme,x1,us-east-1,H100,1,USD,2.5,2026-12-01\n")
    r = _gpu_advisor(["catalog", "import", str(sheet)])
    assert r.returncode == 0, r.stderr[-500:]


def test_the_advisors_own_database_is_never_an_output(tmp_path):
    # Every spelling of the home's advisor.db (as is, through "..", through a link) and SQLite's files beside it are
    # refused before anything is written: exit 2, in words, and the imported row is still there afterwards.
    _import_one_row(tmp_path)
    home = _home()
    link = tmp_path / "catalog.db"
    link.symlink_to(home / "advisor.db")
    for target in [home / "advisor.db", home / ".." / home.name / "advisor.db", link, home / "advisor.db-wal",
                   home / "advisor.db-journal"]:
        r = _gpu_advisor(["catalog", "export", "--output", str(target)])
        assert r.returncode == 2 and "the advisor's own database" in r.stderr, (target, r.stderr[-500:])
    r = _gpu_advisor(["catalog", "template", "--provider", "alibaba", "-o", str(home / "advisor.db")])
    assert r.returncode == 2 and "the advisor's own database" in r.stderr, r.stderr[-500:]
    r = _gpu_advisor(["catalog", "refresh", "--source", str(tmp_path), "-o", str(link)])
    assert r.returncode == 2 and "the advisor's own database" in r.stderr, r.stderr[-500:]
    info = _gpu_advisor(["catalog", "info"])
    assert "1 user price rows" in info.stdout and "unreadable" not in info.stderr, (info.stdout[:300], info.stderr)


@pytest.mark.parametrize(("question", "said"), [
    ("给10个用户部署Llama-3-8B", ("无法写入 ", "这是顾问自己的数据库", "没有写入任何内容")),
    ("幫10個用戶部署Llama-3-8B", ("無法寫入 ", "這是顧問自己的資料庫", "沒有寫入任何內容")),
    ("serve Llama-3-8B for 10 users", ("Error: cannot write ", "the advisor's own database", "nothing was written")),
])
def test_a_chart_over_the_database_is_refused_in_the_askers_language(question, said):
    # The refusal is a catalog entry (export.store_file) in the question's language and script (繁體 by OpenCC
    # s2tw with Taiwan vocabulary: 写→寫, 这→這, 数据库→資料庫), with the path as given.
    pytest.importorskip("matplotlib")
    db = _home() / "advisor.db"
    r = _gpu_advisor(["ask", question, "--chart", str(db)])
    assert r.returncode == 2 and all(s in r.stderr for s in said) and str(db) in r.stderr, r.stderr[-500:]
