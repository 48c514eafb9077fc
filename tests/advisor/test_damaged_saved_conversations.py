"""A saved conversation this version cannot read, through the CLI (`gpu-advisor chat --session`): a stored language it
does not know falls back to the message's own; a message with no text or a missing conversation table is said in
words with what to do (exit 2), and nothing in the file is changed or deleted."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest


def _chat(home: Path, lines: str, session: str = "S1") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GPU_ADVISOR_HOME": str(home)}
    return subprocess.run([sys.executable, "-m", "advisor", "chat", "--session", session], input=lines + "quit\n",
                          capture_output=True, text=True, env=env, cwd=home, timeout=180)


def _dump(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as c:
        return [*c.execute("SELECT id, thread, role, text FROM messages ORDER BY id")] if _has(c, "messages") else []


def _has(c: sqlite3.Connection, table: str) -> bool:
    return c.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [table]).fetchone() is not None


@pytest.fixture
def session_home(tmp_path):
    home = Path(os.environ["GPU_ADVISOR_HOME"])
    r = _chat(home, "serve Llama-3-8B for 10 users\n")
    assert r.returncode == 0, r.stderr
    with sqlite3.connect(home / "advisor.db") as c:  # everything in the main file, so a hand edit sees it
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return home


def _edit(home: Path, sql: str) -> None:
    with sqlite3.connect(home / "advisor.db") as c:
        c.execute(sql)


@pytest.mark.parametrize("stored", ["klingon", "fr", ""])
def test_an_unknown_stored_language_answers_in_the_messages_language(session_home, stored):
    # before: "Error: 1 validation error for Recommendation … Input should be 'en', 'zh' or 'zh-Hant'" on every turn.
    # "make it 20 users" is English: the follow-up is answered in English for 20 users at once.
    _edit(session_home, f"UPDATE threads SET language = '{stored}'")
    r = _chat(session_home, "make it 20 users\n")
    assert r.returncode == 0, r.stderr
    assert "validation error" not in r.stdout + r.stderr and "errors.pydantic.dev" not in r.stdout + r.stderr
    assert "20 users" in r.stdout


def test_a_message_with_no_text_is_said_in_words_and_nothing_is_deleted(session_home):
    # before: exit 1 "unexpected AttributeError … please report it"
    _edit(session_home, "UPDATE messages SET text = NULL")
    before = _dump(session_home / "advisor.db")
    r = _chat(session_home, "make it 20 users\n")
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "please report it" not in r.stderr and "Traceback" not in r.stderr
    assert "cli:chat:S1" in r.stderr and "no text" in r.stderr and "Start a new session" in r.stderr
    assert _dump(session_home / "advisor.db") == before  # the damaged thread is kept as it was
    # a new session in the same home still works (the advice the message gives)
    assert _chat(session_home, "serve Llama-3-8B for 4 users\n", session="S2").returncode == 0


def test_the_same_refusal_in_chinese_for_a_chinese_message(session_home):
    _edit(session_home, "UPDATE messages SET text = NULL")
    r = _chat(session_home, "改成 20 并发\n")
    assert r.returncode == 2 and "没有改动或删除任何内容" in r.stderr, r.stderr


@pytest.mark.parametrize("table", ["threads", "messages"])
def test_a_missing_conversation_table_is_said_in_words(session_home, table):
    # before: exit 1 "unexpected OperationalError: no such table: threads … please report it"
    _edit(session_home, f"DROP TABLE {table}")
    kept = _dump(session_home / "advisor.db")
    r = _chat(session_home, "make it 20 users\n")
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert f"its {table} table is missing" in r.stderr and "GPU_ADVISOR_HOME" in r.stderr, r.stderr
    assert "please report it" not in r.stderr
    with sqlite3.connect(session_home / "advisor.db") as c:
        assert not _has(c, table)  # not recreated behind the user's back: the refusal says what to do
    assert _dump(session_home / "advisor.db") == kept
