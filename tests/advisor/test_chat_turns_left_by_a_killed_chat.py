"""A chat's turn claims (advisor.cli.turns) at the store level: a turn its dead process left unanswered is handed to
the resume once, from where its thread stood; a turn whose answer was stored is finished, never handed out."""

from __future__ import annotations

import socket

import pytest

from advisor.cli import turns
from advisor.core.store import Store
from tools.schema import Workload

KEY = "cli:chat:abc123"


def _die(store: Store, event_id: str) -> None:
    # the claim's owner is a process of this host that no longer runs (pid 2**22 + 1 is above Linux's pid_max
    # ceiling of 2**22, so no process can have it): `_owner_alive` judges it dead at once
    store.db.execute("UPDATE events SET owner = ? WHERE event_id = ?",
                     [f"{socket.gethostname()}:{2**22 + 1}:deadbeef", event_id])
    store.db.conn.commit()


def _answered(key: str, text: str, store: Store) -> str:
    store.add_message(key, "user", text)
    store.add_message(key, "assistant", f"answer to {text}")
    return "reply"


def test_a_killed_turn_is_handed_over_once_from_where_its_thread_stood(tmp_path):
    store = Store(tmp_path / "advisor.db")
    _answered(KEY, "serve Llama-3.1-8B for 10 users", store)
    store.save(KEY, Workload(concurrency=10), None, "en")
    event_id = turns.begin(store, KEY, "make it 20 users")
    # the killed try stored the message and saved its change, and died before its answer
    store.add_message(KEY, "user", "make it 20 users")
    store.load(KEY)
    store.save(KEY, Workload(concurrency=20), None, "en")
    _die(store, event_id)
    assert turns.interrupted(store, KEY) == [(event_id, "make it 20 users")]
    # rewound: the half turn's message is gone and the thread is back at 10 users
    assert [h["text"] for h in store.history(KEY)] == ["serve Llama-3.1-8B for 10 users",
                                                       "answer to serve Llama-3.1-8B for 10 users"]
    assert store.load(KEY)[0].concurrency == 10
    assert turns.finish(store, event_id, KEY, "make it 20 users", lambda k, t: _answered(k, t, store)) == "reply"
    # finished: a second resume gets nothing, and the answered turn is in the thread once
    assert turns.interrupted(store, KEY) == []
    assert [h["role"] for h in store.history(KEY)] == ["user", "assistant", "user", "assistant"]


def test_a_turn_whose_answer_was_stored_is_finished_not_handed_over(tmp_path):
    store = Store(tmp_path / "advisor.db")
    event_id = turns.begin(store, KEY, "serve Llama-3.1-8B for 10 users")
    _answered(KEY, "serve Llama-3.1-8B for 10 users", store)  # killed after storing its answer, before finishing
    _die(store, event_id)
    assert turns.interrupted(store, KEY) == []
    assert store.db.execute("SELECT state FROM events WHERE event_id = ?", [event_id]).fetchone() == ("done",)
    assert len(store.history(KEY)) == 2  # nothing removed


def test_another_chats_and_a_live_chats_turns_are_left_alone(tmp_path):
    store = Store(tmp_path / "advisor.db")
    other = turns.begin(store, "cli:chat:abc1234", "hello")  # a session whose id starts with this one's
    _die(store, other)
    turns.begin(store, KEY, "still being answered")  # owned by this live process
    assert turns.interrupted(store, KEY) == []


@pytest.mark.slow
def test_slacks_recovery_leaves_a_chats_turns_to_that_chat(tmp_path):
    # the Slack bot's look for abandoned claims (advisor.slack.recover) shares the store: a dead chat's turn is not
    # a Slack event (no channel to post in); it is neither taken over nor answered there, and stays for the resume
    from types import SimpleNamespace

    from advisor.slack.recover import Recovery

    store = Store(tmp_path / "advisor.db")
    event_id = turns.begin(store, KEY, "32k context?")
    _die(store, event_id)
    submitted: list[object] = []
    bot = SimpleNamespace(store=store, claimed=lambda e: None, submit=lambda *a, **k: submitted.append(a))
    assert Recovery(bot, None).sweep() == 0 and submitted == []  # type: ignore[arg-type]
    assert turns.interrupted(store, KEY) == [(event_id, "32k context?")]


@pytest.mark.skipif(not __import__("os").path.isdir("/proc/self"), reason="needs Linux /proc to see a zombie")
def test_a_killed_but_unreaped_process_is_not_an_owner_that_is_still_answering():
    import os
    import signal
    import subprocess
    import time

    from advisor.core.store import _owner_alive

    # a child killed with SIGKILL and not yet waited for is a zombie: `os.kill(pid, 0)` still succeeds on it, and its
    # heartbeat (written just now) is younger than the 30 s stale bound, so before, the claim looked alive and a
    # resume said "send it again". It can never write again: it is dead.
    p = subprocess.Popen(["sleep", "60"])
    try:
        owner = f"{socket.gethostname()}:{p.pid}:cafef00d"
        assert _owner_alive(owner, None, time.time())  # running: alive (its heartbeat is fresh)
        os.kill(p.pid, signal.SIGKILL)
        for _ in range(500):  # the kernel marks it Z within moments; nobody reaps it until p.wait() below
            with open(f"/proc/{p.pid}/stat") as f:
                if f.read().rpartition(")")[2].split()[0] == "Z":
                    break
            time.sleep(0.01)
        assert not _owner_alive(owner, None, time.time())
    finally:
        p.kill()
        p.wait()
