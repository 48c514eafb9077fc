"""Slack bots on a home whose advisor.db another process holds locked (a `catalog import` stopped with Ctrl-Z, any
BEGIN EXCLUSIVE): the store keeps conversations and event claims in each bot process's memory. Every verified event
still gets one reply or an honest note: a bot killed after its ack is finished by the next one (its claim kept beside
the database, `advisor.slack.journal`); a thread follow-up whose turns are in another (or an earlier) process's memory
is answered with a note saying so, never dropped in silence; answers of ours the store lacks are said to be lost.

Real bot processes (`python -m advisor slack --http`), a real lock held by a second process, the fake Slack."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.e2e.test_acked_answers_are_finished_after_a_restart import _bots
from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _stop_bots
from tests.e2e.test_slack_e2e import mention, post, thread_reply
from tests.fake_slack import FakeSlack
from tests.locked_db import hold_write_lock, release

pytestmark = pytest.mark.slow
T = ("C111", "1700003000.000001")  # a thread answered before the lock
U = ("C111", "1700003100.000001")  # a thread started while the home is locked


def _home(tmp_path: Path) -> Path:
    """A home whose database exists, built and migrated, before the lock (as any home in use)."""
    home = tmp_path / "home"
    done = subprocess.run([sys.executable, "-c",
                           "from advisor.core.store import Store; Store().add_message('warm', 'user', 'hi')"],
                          env=_env(home), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-1000:]
    return home


def _send(url: str, body: str) -> float:
    """Post a signed event; the seconds its ack took (Slack gives up and re-delivers after 3)."""
    start = time.monotonic()
    status, _ = post(url, body, secret=SECRET)
    assert status == 200
    return time.monotonic() - start


def _replies(fake: FakeSlack, thread: tuple[str, str]) -> list[dict]:
    return [m for m in fake.posts.get(thread, []) if not m.get("upload")]


def _answer_to(fake: FakeSlack, thread: tuple[str, str], event_id: str, timeout: float = 90) -> list[dict]:
    """The thread's replies once the one carrying `event_id` is there."""
    end = time.time() + timeout
    while time.time() < end:
        if any(((m.get("metadata") or {}).get("event_payload") or {}).get("event_id") == event_id
               for m in _replies(fake, thread)):
            return _replies(fake, thread)
        time.sleep(0.2)
    raise AssertionError(f"{event_id} not answered: {[str(m.get('text'))[:80] for m in _replies(fake, thread)]}")


@pytest.fixture
def fake():
    f = FakeSlack().start()
    yield f
    f.stop()


def test_a_bot_killed_after_its_ack_on_a_locked_home_is_finished_by_the_next(tmp_path, fake):
    # Before: the claim lived only in the killed bot's memory; the next bot found nothing, the mention was
    # never answered and the hourglass stayed. Now the claim is also a file beside the database: the next bot, at
    # start, sees its owner's pid dead, takes it, answers once and removes the hourglass and the file.
    home = _home(tmp_path)
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_SLACK_CLAIM_STALE_S="3")
    holder = hold_write_lock(home / "advisor.db")
    try:
        (url,), (bot,) = _bots(env, 1)
        held = fake.hold["chat.postMessage"] = threading.Event()
        fake.drop.add("chat.postMessage")  # the reply is on its way when the bot dies, and never reaches the thread
        try:
            assert _send(url, mention("LoRA a 7B model", event_id="EvLockKill", ts=U[1])) < 3
            fake.wait_for("chat.postMessage", timeout=60)
            bot.send_signal(signal.SIGKILL)
            bot.wait(10)
        finally:
            del fake.hold["chat.postMessage"]
            held.set()
            _stop_bots([bot])
        assert len(list((home / "slack-open").glob("*.json"))) == 1 and fake.reactions.get(U) == {"hourglass_flowing_sand"}
        _, bots = _bots(env, 1)
        try:
            replies = _answer_to(fake, U, "EvLockKill")
            time.sleep(1.5)  # a second answer, were one posted, would arrive now
            replies = _replies(fake, U)
        finally:
            logs = _stop_bots(bots)
    finally:
        release(holder)
    assert len(replies) == 1 and "7B" in replies[0]["text"] and "Sorry" not in replies[0]["text"], replies
    assert fake.reactions.get(U) == set() and not list((home / "slack-open").glob("*.json"))
    assert "acked by a process that died before answering; answering it now" in logs[0], logs[0][-2000:]


def test_follow_ups_whose_turns_another_process_kept_in_memory_are_answered_with_a_note(tmp_path, fake):
    # A bot answers thread T (saved in the file), then the home is locked: it answers a mention starting thread U and
    # "make it 32k context" in T, both only in its memory, and is restarted (a deploy) while still locked. Before
    # U's follow-up was acked and never answered (the new process found no such thread), and T's next
    # follow-up was answered at 4,096 context, the 32k turn lost with no word. Now U's follow-up is answered with a
    # note that the thread's earlier messages cannot be seen here; T's with a note that 1 earlier answer (the 32k
    # one: Slack's thread holds 2 replies of ours, the file 1) was not saved. Every ack well under Slack's 3 s.
    home = _home(tmp_path)
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    acks: list[float] = []
    (url,), bots = _bots(env, 1)
    holder = None
    try:
        acks.append(_send(url, mention("serve Llama-3.1-8B for 20 users", event_id="EvT1", ts=T[1])))
        _answer_to(fake, T, "EvT1")
        holder = hold_write_lock(home / "advisor.db")
        acks.append(_send(url, mention("serve Llama-3.1-8B for 20 users", event_id="EvU1", ts=U[1])))
        _answer_to(fake, U, "EvU1")
        acks.append(_send(url, thread_reply("make it 32k context", thread_ts=T[1], event_id="EvT2",
                                            ts="1700003000.000200")))
        _answer_to(fake, T, "EvT2")
        _stop_bots(bots)
        (url,), bots = _bots(env, 1)
        acks.append(_send(url, thread_reply("make it 32k context", thread_ts=U[1], event_id="EvU2",
                                            ts="1700003100.000200")))
        in_u = _answer_to(fake, U, "EvU2")
        acks.append(_send(url, thread_reply("only AWS", thread_ts=T[1], event_id="EvT3", ts="1700003000.000300")))
        in_t = _answer_to(fake, T, "EvT3")
    finally:
        if holder is not None:
            release(holder)
        _stop_bots(bots)
    assert max(acks) < 3, acks
    # U: the first answer, then the note, then the answer to the follow-up (3 replies; before, 1)
    assert len(in_u) == 3 and "can't see this thread's earlier messages" in in_u[1]["text"], in_u
    # T: 2 answers before the restart, then the note (1 answer of the 2 not in the file), then the answer
    assert len(in_t) == 4 and "1 earlier answer in this thread was not saved" in in_t[2]["text"], in_t
    assert "Sorry" not in " ".join(str(m["text"]) for m in in_u + in_t)


def test_one_event_delivered_to_two_bots_on_a_locked_home_is_answered_once(tmp_path, fake):
    # Neither bot can write the database, so each claims the event in its own memory; before, both answered it (the
    # a known limit, made likely by 5 s acks: Slack re-delivers an event whose ack is late). Now the
    # claim's file beside the database is made by one of them (a hard link fails where it exists): one reply.
    home = _home(tmp_path)
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    holder = hold_write_lock(home / "advisor.db")
    acks: list[float] = []
    try:
        urls, bots = _bots(env, 2)
        try:
            body = mention("serve Llama-3.1-8B for 20 users", event_id="EvBoth", ts=U[1])
            senders = [threading.Thread(target=lambda u=u: acks.append(_send(u, body))) for u in urls]
            for s in senders:
                s.start()
            for s in senders:
                s.join(30)
            _answer_to(fake, U, "EvBoth")
            time.sleep(3)  # the second answer, were one posted, would arrive now
            replies = _replies(fake, U)
        finally:
            logs = _stop_bots(bots)
    finally:
        release(holder)
    assert len(acks) == 2 and max(acks) < 3, acks
    assert len(replies) == 1 and "Llama-3.1-8B" in replies[0]["text"], [str(m["text"])[:80] for m in replies]
    assert sum("being answered by another bot process" in log for log in logs) == 1, [log[-1500:] for log in logs]


def _keeper(home: Path, bots: list[subprocess.Popen]) -> subprocess.Popen:
    """The bot whose pid owns the one claim file beside the locked database (`slack.journal`: owner host:pid:token)."""
    import json

    (path,) = (home / "slack-open").glob("*.json")
    pid = int(json.loads(path.read_text(encoding="utf-8"))["owner"].split(":")[1])
    (bot,) = [b for b in bots if b.pid == pid]
    return bot


@pytest.mark.parametrize("landed", [False, True], ids=["reply-lost", "reply-landed"])
def test_one_event_to_two_bots_whose_keeper_dies_is_finished_by_the_other(tmp_path, fake, landed):
    # One event delivered to both bots on a locked home; the bot that kept the claim file is killed -9 while its reply
    # is on its way. Before: the other bot had marked the event "done" in its own memory when told "taken", so its
    # recovery look found it done and deleted the dead keeper's file: never answered (reply lost), or answered but with
    # the hourglass left on the user's message (reply landed). Now it only forgot its claim: the look (every 3 s here)
    # takes the file over, reads the thread first and either answers (one reply: the lost one never arrived) or finds
    # the landed reply (still one reply, none added) and removes the hourglass; either way the file is removed.
    home = _home(tmp_path)
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_SLACK_CLAIM_STALE_S="3")
    holder = hold_write_lock(home / "advisor.db")
    try:
        urls, bots = _bots(env, 2)
        held = fake.hold["chat.postMessage"] = threading.Event()
        if not landed:
            fake.drop.add("chat.postMessage")
        try:
            body = mention("serve Llama-3.1-8B for 20 users", event_id="EvKeeperDies", ts=U[1])
            senders = [threading.Thread(target=lambda u=u: _send(u, body)) for u in urls]
            for s in senders:
                s.start()
            for s in senders:
                s.join(30)
            fake.wait_for("chat.postMessage", timeout=90)  # the keeper's reply, held in flight
            keeper = _keeper(home, bots)
            keeper.send_signal(signal.SIGKILL)
            keeper.wait(10)
        finally:
            del fake.hold["chat.postMessage"]
            held.set()  # dropped (`drop` acts on held calls only): never in the thread; else it lands now
        try:
            replies = _answer_to(fake, U, "EvKeeperDies")
            end = time.time() + 30
            while time.time() < end and (fake.reactions.get(U) or list((home / "slack-open").glob("*.json"))):
                time.sleep(0.5)
            time.sleep(2)  # a second answer, were one posted, would arrive now
            replies = _replies(fake, U)
        finally:
            logs = _stop_bots(bots)
    finally:
        release(holder)
    assert len(replies) == 1 and "Llama-3.1-8B" in replies[0]["text"], [str(m["text"])[:80] for m in replies]
    assert "Sorry" not in replies[0]["text"]
    assert fake.reactions.get(U) == set(), (fake.reactions.get(U), [log[-1500:] for log in logs])
    assert not list((home / "slack-open").glob("*.json"))
