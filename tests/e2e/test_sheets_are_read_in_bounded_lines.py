"""Price sheets are read in bounded lines, once: a sheet without line breaks was read whole
(a 2 GB file of NULs peaked at 4.25 GB before it was refused; /dev/zero never ended), and `catalog import` from a
pipe or FIFO read it twice (the rows found empty) or waited forever. Now a line over LINE_MAX characters is refused
with its number and what is read, without reading the rest; a pipe, FIFO or device is read once, as it arrives.
Through the real entry point (`python -m advisor`) in a subprocess, for `catalog import` and `catalog check --file`."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from catalog.db import LINE_BYTES, LINE_MAX

ROOT = Path(__file__).resolve().parents[2]
HEADER = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"
ROW = "acme,fifo-1,us-1,L4,1,USD,0.8\n"
COMMANDS = [["catalog", "import"], ["catalog", "check", "--file"]]
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")


def _run(home: Path, args: list[str], **kw) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPU_ADVISOR_")}
    env.update(GPU_ADVISOR_HOME=str(home), PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "advisor", *args], env=env, capture_output=True, text=True,
                          timeout=120, **kw)


def _fifo(tmp_path: Path, data: bytes, *, hold: threading.Event | None = None) -> tuple[Path, threading.Thread]:
    """A FIFO a thread writes `data` into; with `hold`, the writer keeps it open (more may come) until `hold` is set."""
    path = tmp_path / "sheet.fifo"
    os.mkfifo(path)

    def write() -> None:
        with open(path, "wb") as f:
            try:
                f.write(data)
                f.flush()
            except BrokenPipeError:  # the reader refused and closed: what it was meant to do
                return
            if hold is not None:
                hold.wait(60)

    t = threading.Thread(target=write, daemon=True)
    t.start()
    return path, t


@pytest.mark.parametrize("command", COMMANDS, ids=["import", "check"])
def test_a_sheet_from_a_fifo_is_read_once(tmp_path, command):
    # Before: read twice (once to guess its encoding, once for the rows): a FIFO waited forever for a second writer
    path, writer = _fifo(tmp_path, (HEADER + ROW).encode())
    r = _run(tmp_path / "home", [*command, str(path)])
    writer.join(10)
    assert r.returncode == 0, r.stderr[-1000:]
    assert ("Imported 1 new" in r.stdout) if command[1] == "import" else r.stdout.startswith("1 rows"), r.stdout


@pytest.mark.parametrize("command", COMMANDS, ids=["import", "check"])
def test_a_sheet_piped_to_dev_stdin_is_read_once(tmp_path, command):
    # Before: "the file has no data rows" (the pipe was emptied by the encoding guess)
    if not Path("/dev/stdin").exists():
        pytest.skip("no /dev/stdin")
    r = _run(tmp_path / "home", [*command, "/dev/stdin"], input=HEADER + ROW)
    assert r.returncode == 0, r.stderr[-1000:]
    if command[1] == "import":  # imported once, and the row is there
        assert "Imported 1 new" in r.stdout
        assert "fifo-1" in _run(tmp_path / "home", ["catalog", "export"]).stdout


@pytest.mark.parametrize("command", COMMANDS, ids=["import", "check"])
def test_a_line_just_over_the_limit_is_refused_with_what_is_read(tmp_path, command):
    # A file of 65 KB: a line of LINE_MAX characters is read (and refused as a row, not for its length); one more
    # character and it is refused for its length, with its line number and the limit, exit 2
    at_limit, over = tmp_path / "at.csv", tmp_path / "over.csv"
    at_limit.write_text(HEADER + ROW + "x" * LINE_MAX + "\n")
    over.write_text(HEADER + ROW + "x" * (LINE_MAX + 1) + "\n" + ROW)
    r = _run(tmp_path / "home", [*command, str(over)])
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-1000:]
    assert f"line 3 is longer than {LINE_MAX:,} characters" in r.stderr
    assert f"lines of at most {LINE_MAX:,} characters are read" in r.stderr
    r = _run(tmp_path / "home", [*command, str(at_limit)])
    assert f"longer than {LINE_MAX:,}" not in r.stderr and r.returncode in (1, 2), (r.returncode, r.stderr[-500:])


@pytest.mark.parametrize("command", COMMANDS, ids=["import", "check"])
def test_a_stream_without_line_breaks_is_refused_without_reading_the_rest(tmp_path, command):
    # The writer sends a header and then more than a line's worth of bytes with no line break, and keeps the FIFO
    # open (the rest may never come: /dev/zero). The command refuses at once, while the writer is still there: it did
    # not wait for the rest of the line, nor hold it.
    hold = threading.Event()
    path, writer = _fifo(tmp_path, HEADER.encode() + b"\0" * (LINE_BYTES + 1), hold=hold)
    try:
        r = _run(tmp_path / "home", [*command, str(path)])
        assert writer.is_alive()  # still holding the FIFO open: the refusal did not wait for its end
    finally:
        hold.set()
        writer.join(10)
    assert r.returncode == 2 and "line 2 is longer than" in r.stderr, r.stderr[-1000:]


@pytest.mark.parametrize("command", COMMANDS, ids=["import", "check"])
def test_dev_zero_is_refused_instead_of_read_forever(tmp_path, command):
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero")
    start = time.perf_counter()
    r = _run(tmp_path / "home", [*command, "/dev/zero"])  # before: never ended (the timeout is 120 s)
    assert r.returncode == 2 and "line 1 is longer than" in r.stderr, (time.perf_counter() - start, r.stderr[-500:])
