"""A saved conversation this version cannot read, through the CLI (`gpu-advisor chat --session`): a stored language it
does not know falls back to the message's own; a message with no text or a missing conversation table is said in
words with what to do (exit 2), and nothing in the file is changed or deleted.

Each chat runs the console entry point (`advisor.cli.main`, what `python -m advisor` runs) in this process, with its
own argv, stdin, stdout, stderr and working folder: a process per chat cost ~2 s of CPU (the imports, the reader's
patterns, the catalog rows), ~60 s for this module. Nothing the product caches per process changes what a chat here
reads: the home is the test's own, and the hand edits land in the file between chats."""

from __future__ import annotations

import io
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)


def _chat(home: Path, lines: str, session: str = "S1") -> subprocess.CompletedProcess[str]:
    """`gpu-advisor chat --session SESSION` in `home` with `lines` then "quit" piped in: its exit status, stdout and
    stderr, as a process would give them (an exception main() does not turn into an exit status propagates)."""
    from advisor.cli import main

    argv = ["gpu-advisor", "chat", "--session", session]
    out, err = io.BytesIO(), io.BytesIO()
    saved = sys.argv, sys.stdin, sys.stdout, sys.stderr
    sys.argv = argv
    sys.stdin = io.TextIOWrapper(io.BytesIO((lines + "quit\n").encode()), encoding="utf-8")
    # held here: a wrapper dropped when sys.stdout is given back closes the buffer it wraps
    sys.stdout = stdout = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stderr = stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace", write_through=True)
    code: int | str | None = 0
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("GPU_ADVISOR_HOME", str(home))
            mp.chdir(home)
            main()
    except SystemExit as e:
        code = e.code
    finally:
        stdout.flush()
        stderr.flush()
        sys.argv, sys.stdin, sys.stdout, sys.stderr = saved
    if isinstance(code, str):  # sys.exit("words"): the words on stderr, status 1
        err.write(code.encode() + b"\n")
        code = 1
    return subprocess.CompletedProcess(argv, code or 0, out.getvalue().decode(), err.getvalue().decode())


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


# A stored question (threads.workload) that is no JSON object: the thread was forgotten in silence ("Which model …?"
# on "make it 20 users") or, 100,000 brackets deep, exit 1 "RecursionError … please report it" (thirteenth attack).
@pytest.mark.parametrize("workload", ["'{not json'", "'[1,2,3]'", "printf('%.*c', 100000, '[')"])
def test_a_stored_question_that_is_not_json_is_said_in_words(session_home, workload):
    _edit(session_home, f"UPDATE threads SET workload = {workload}")
    r = _chat(session_home, "make it 20 users\n")
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "Which model" not in r.stdout  # not a silent fresh start
    assert "please report it" not in r.stderr and "Traceback" not in r.stderr
    assert "cli:chat:S1" in r.stderr and "stored question" in r.stderr and "Start a new session" in r.stderr
    assert _chat(session_home, "serve Llama-3-8B for 4 users\n", session="S2").returncode == 0


# Tables altered by hand: SQLite's own words ("no such column: key", "cannot modify messages because it is a view",
# a trigger's RAISE text) were "unexpected OperationalError / IntegrityError … please report it" (exit 1).
@pytest.mark.parametrize(("sql", "detail"), [
    ("ALTER TABLE threads RENAME COLUMN key TO k", "no such column: key"),
    ("ALTER TABLE messages DROP COLUMN text", "no such column: text"),
    ("DROP TABLE messages; CREATE VIEW messages AS SELECT 1 AS id, 'x' AS thread, 'user' AS role, 'x' AS text, "
     "'' AS ts", "because it is a view"),
    ("CREATE TRIGGER t3 BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'nope'); END", "nope"),
])
def test_altered_conversation_tables_are_said_in_words(session_home, sql, detail):
    with sqlite3.connect(session_home / "advisor.db") as c:
        c.executescript(sql)
    r = _chat(session_home, "make it 20 users\n")
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "please report it" not in r.stderr and "Traceback" not in r.stderr
    assert "not as this version wrote them" in r.stderr and detail in r.stderr, r.stderr


def test_in_slack_a_damaged_thread_gets_the_damaged_thread_words(bot, fake):
    # through the real HTTP app: a mention answered, then its thread damaged while the bot runs (a NULL message
    # text; the stored question not JSON), then a follow-up in the thread. Before: "Sorry, something went wrong on
    # my side" for the NULL text, and the not-JSON question forgotten ("What will you run …?").
    from advisor.slack.bot import thread_key
    from tests.e2e.test_slack_e2e import mention, post, thread_reply

    for n, damage in enumerate(["UPDATE messages SET text = NULL WHERE thread = ?",
                                "UPDATE threads SET workload = '{not json' WHERE key = ?"]):
        ts = f"170000050{n}.000001"
        key = thread_key("T123ABC456", "C111", ts)
        post(bot.url, mention("serve Llama-3-70B for 30 users", ts=ts, event_id=f"EvD{n}"))
        fake.wait_for("chat.postMessage", 2 * n + 1)
        bot.engine.store.db.execute(damage, [key])
        bot.engine.store.db.conn.commit()
        post(bot.url, thread_reply("make it 8-bit", thread_ts=ts, event_id=f"EvD{n}f", ts=f"170000050{n}.000500"))
        reply = fake.wait_for("chat.postMessage", 2 * n + 2)[-1].body["text"]
        assert "cannot read this thread's saved conversation" in reply and "Sorry" not in reply, reply
        assert "What will you run" not in reply
