"""A chat killed (SIGKILL) while answering a message: the resumed chat (`chat --session ID`) answers that message
first, once, and goes on; the export lists it with its answer (advisor.cli.turns; before, the resume only said the
message was not answered). A real `python -m advisor chat` subprocess, killed while its turn is in flight."""

from __future__ import annotations

import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIRST, SECOND = "serve Llama-3.1-70B for 32 users", "32k context?"


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "GPU_ADVISOR_HOME": str(home), "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}


def _rows(home: Path) -> list[tuple[str, str]]:
    try:
        with sqlite3.connect(home / "advisor.db", timeout=5) as db:
            return db.execute("SELECT role, text FROM messages ORDER BY id").fetchall()
    except sqlite3.OperationalError:  # not made yet
        return []


def _wait(cond, timeout: float) -> None:
    end = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)


def _killed_mid_turn(home: Path) -> str:
    """Send FIRST, wait for its answer, send SECOND and SIGKILL the chat as soon as SECOND is stored (its answer is
    still being computed). The session id."""
    log = home / "chat.out"
    with log.open("w") as out:
        p = subprocess.Popen([sys.executable, "-m", "advisor", "chat"], stdin=subprocess.PIPE, stdout=out,
                             stderr=subprocess.STDOUT, env=_env(home), cwd=home, text=True)
    assert p.stdin is not None
    with p, p.stdin:
        _wait(lambda: "session " in log.read_text(), 60)
        p.stdin.write(FIRST + "\n")
        p.stdin.flush()
        _wait(lambda: [r[0] for r in _rows(home)].count("assistant") == 1, 240)
        p.stdin.write(SECOND + "\n")
        p.stdin.flush()
        _wait(lambda: ("user", SECOND) in _rows(home), 60)
        p.send_signal(signal.SIGKILL)
        p.wait(10)
    session = re.search(r"session (\w+)", log.read_text()).group(1)  # type: ignore[union-attr]
    # the precondition: SECOND is stored and no answer followed it
    assert _rows(home)[-1] == ("user", SECOND)
    return session


def _resume(home: Path, session: str, lines: list[str], out: Path) -> str:
    out.mkdir(exist_ok=True)
    r = subprocess.run([sys.executable, "-m", "advisor", "chat", "--session", session, "--export-dir", str(out)],
                       input="".join(f"{x}\n" for x in lines), capture_output=True, text=True, env=_env(home),
                       cwd=home, timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.mark.slow
def test_a_chat_killed_mid_turn_answers_that_turn_first_on_resume_and_only_once(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    session = _killed_mid_turn(home)
    said = _resume(home, session, ["export"], tmp_path / "out1")
    # the resume answers "32k context?" before reading anything: the line quoting it, then the answer at 32k
    # context (32k = 32,768 tokens, the usual reading of "32k" for a context length)
    assert "«32k context?» was not answered" in said and "answering it now" in said
    assert "32,768" in said or "32k" in said.split("answering it now", 1)[1]
    # the thread now holds, in order: FIRST, its answer, SECOND, its answer, then the export turn; the engine's own
    # records between them (kept_precision: a precision a "cheaper?" answer moved to, a record of the thread, not a
    # message) are not turns of the dialogue
    roles = [r for r in _rows(home) if r[0] in ("user", "assistant")]
    assert {r[0] for r in _rows(home)} <= {"user", "assistant", "kept_precision"}
    assert [r[0] for r in roles[:4]] == ["user", "assistant", "user", "assistant"] and roles[2][1] == SECOND
    md = next((tmp_path / "out1").glob("*.md")).read_text()
    # the export lists both questions as asked (each was answered) and the workload at 32k context
    assert f"> {FIRST}" in md and f"> {SECOND}" in md
    assert "You did not state context length" not in md
    # a second resume: nothing to answer again (SECOND was answered once), nothing said about it
    again = _resume(home, session, [], tmp_path / "out2")
    assert "answering it now" not in again and "was not answered" not in again
    assert [r for r in _rows(home) if r == ("user", SECOND)] == [("user", SECOND)]


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux /proc to hold the killed chat as a zombie")
def test_a_first_turn_killed_and_not_yet_reaped_is_answered_on_resume(tmp_path):
    # The chat is killed during its FIRST turn, once the message is stored and before any answer, and, as a shell's
    # subshell does, nobody reaps it before the resume: the killed process is a zombie, which `kill(pid, 0)` reports
    # as alive, and its claim's heartbeat is under the 30 s stale bound. Before, the resume then took the claim for a
    # live chat's and said "send it again"; it must answer the message, once.
    home = tmp_path / "home"
    home.mkdir()
    log = home / "chat.out"
    with log.open("w") as out:
        p = subprocess.Popen([sys.executable, "-m", "advisor", "chat"], stdin=subprocess.PIPE, stdout=out,
                             stderr=subprocess.STDOUT, env=_env(home), cwd=home, text=True)
    assert p.stdin is not None
    try:
        _wait(lambda: "session " in log.read_text(), 60)
        p.stdin.write(FIRST + "\n")
        p.stdin.flush()
        _wait(lambda: ("user", FIRST) in _rows(home), 60)  # the controlled point: stored, not answered
        p.send_signal(signal.SIGKILL)
        # not waited for: a zombie (state Z) until p.wait() below
        _wait(lambda: Path(f"/proc/{p.pid}/stat").read_text().rpartition(")")[2].split()[0] == "Z", 10)
        assert [r[0] for r in _rows(home)] == ["user"]
        session = re.search(r"session (\w+)", log.read_text()).group(1)  # type: ignore[union-attr]
        said = _resume(home, session, [], tmp_path / "out1")
        assert Path(f"/proc/{p.pid}").exists()  # still unreaped while the resume ran
    finally:
        p.kill()
        p.wait(10)
        p.stdin.close()
    assert f"«{FIRST}» was not answered" in said and "answering it now" in said and "send it again" not in said
    # answered once: the thread is the message and its answer (the killed try's copy rewound, not kept twice)
    assert [r[0] for r in _rows(home)] == ["user", "assistant"]
    again = _resume(home, session, [], tmp_path / "out2")
    assert "answering it now" not in again and "was not answered" not in again
