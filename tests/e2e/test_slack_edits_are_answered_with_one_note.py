"""A person's edit (`message_changed`) of a message the bot answered gets one reply in the thread: edits are not read
again, send the change as a new message (docs/SLACK.md, *Edits*). Before, the edit was acked and nothing was said, so
the user believed the answer above covered the edited words. Through the real Bolt app over HTTP and the fake Slack
Web API (tests/fake_slack.py); the edit events are shaped as Slack sends them (docs.slack.dev, message_changed: the
new message in `message`, the old one in `previous_message`, the event's own `ts` the edit's)."""

from __future__ import annotations

import json
import time

import pytest

from advisor.slack.bot import thread_key
from tests.e2e.test_slack_e2e import mention, post, thread_reply

TEAM, CH, PARENT, REPLY = "T123ABC456", "C111", "1700000700.000100", "1700000700.000200"


def _edit(event_id: str, new: str, old: str, *, ts: str = REPLY, thread: str | None = PARENT, **inner_extra) -> str:
    body = json.loads(thread_reply("x", thread_ts=PARENT, event_id=event_id, ts="1700000700.000900"))
    inner = {"type": "message", "user": "U9", "text": new, "ts": ts, "edited": {"user": "U9", "ts": "1700000700.9"},
             **({"thread_ts": thread} if thread else {}), **inner_extra}
    ev = body["event"]
    ev.update(subtype="message_changed", hidden=True, message=inner, previous_message={**inner, "text": old})
    ev.pop("text", None)
    ev.pop("user", None)
    return json.dumps(body)


def _done(bot, event_id: str, timeout: float = 20.0) -> None:
    """Wait until the event, posted and acked, is handled: its claim (made before the ack) is done. Bolt drops the
    bot's own events before any middleware (IgnoringSelfEvents): those have no claim at all."""
    end = time.monotonic() + timeout
    while bot.engine.store.db.execute("SELECT state FROM events WHERE event_id = ?", [event_id]).fetchone() == ("started",):
        assert time.monotonic() < end, f"{event_id} not done"
        time.sleep(0.02)


@pytest.mark.slow
def test_an_edit_of_an_answered_message_gets_one_note_and_changes_nothing(bot, fake):
    assert post(bot.url, mention("serve Llama-3.1-8B for 10 users", ts=PARENT, event_id="EvM"))[0] == 200
    fake.wait_for("chat.postMessage")
    assert post(bot.url, thread_reply("make it 32 users", thread_ts=PARENT, ts=REPLY, event_id="EvR"))[0] == 200
    fake.wait_for("chat.postMessage", 2)
    key = thread_key(TEAM, CH, PARENT)
    assert bot.engine.store.load(key)[0].concurrency == 32

    assert post(bot.url, _edit("EvE1", "make it 64 users", "make it 32 users"))[0] == 200
    (*_, note) = fake.wait_for("chat.postMessage", 3)
    # one reply in the thread, in words: the edit is not read, send it as a new message
    assert note.body["channel"] == CH and note.body["thread_ts"] == PARENT
    assert "don't read edits" in note.body["text"] and "new message" in note.body["text"]
    _done(bot, "EvE1")
    assert bot.engine.store.load(key)[0].concurrency == 32  # the edit changed nothing: still the 32 users sent

    # none of these posts anything: the same edit re-delivered (as Slack retries it, with X-Slack-Retry-Num, and
    # without), a second edit of the same message, an edit of ANOTHER message of the same thread (the first mention:
    # the note already said edits are not read, so a thread gets it once, not once per edited message), the bot's own
    # edit of its answer (chat.update; Bolt drops it), another app's edit, a change that keeps the words (a link
    # unfurled), an edit in a thread the bot is not part of
    retried = _edit("EvE1", "make it 64 users", "make it 32 users")
    assert post(bot.url, retried, headers={"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"})[0] == 200
    quiet = {"EvE1": retried,
             "EvE7": _edit("EvE7", "serve Llama-3.1-8B for 50 users", "serve Llama-3.1-8B for 10 users", ts=PARENT,
                           thread=None),
             "EvE2": _edit("EvE2", "make it 128 users", "make it 64 users"),
             "EvE3": _edit("EvE3", "new answer", "Working on it…", ts="1700000700.000300", user="U0BOT", bot_id="B1"),
             "EvE6": _edit("EvE6", "make it 2 users", "make it 32 users", user="U7", bot_id="B2"),  # another app's
             "EvE4": _edit("EvE4", "make it 32 users", "make it 32 users", ts="1700000700.000400"),
             "EvE5": _edit("EvE5", "make it 8 users", "make it 4 users", ts="1700000800.000200",
                           thread="1700000800.000100")}
    for body in quiet.values():
        assert post(bot.url, body)[0] == 200
    for event_id in quiet:
        _done(bot, event_id)
    assert len(fake.of("chat.postMessage")) == 3
    assert bot.engine.store.load(key)[0].concurrency == 32


@pytest.mark.slow
def test_each_thread_gets_its_own_single_note(bot, fake):
    """Once per thread, not once per channel: two threads the bot answered, one edit in each, two notes (one in each
    thread); a second edited message in the first thread adds none. 2 answers + 2 notes = 4 posts."""
    other = "1700000710.000100"
    assert post(bot.url, mention("serve Llama-3.1-8B for 10 users", ts=PARENT, event_id="EvT1"))[0] == 200
    fake.wait_for("chat.postMessage")
    assert post(bot.url, mention("serve Qwen2.5-7B for 5 users", ts=other, event_id="EvT2"))[0] == 200
    fake.wait_for("chat.postMessage", 2)
    edits = {"EvT3": _edit("EvT3", "serve Llama-3.1-8B for 20 users", "serve Llama-3.1-8B for 10 users", ts=PARENT,
                           thread=None),
             "EvT4": _edit("EvT4", "serve Qwen2.5-7B for 9 users", "serve Qwen2.5-7B for 5 users", ts=other,
                           thread=None)}
    for body in edits.values():
        assert post(bot.url, body)[0] == 200
    for event_id in edits:
        _done(bot, event_id)
    notes = [c.body for c in fake.of("chat.postMessage") if "don't read edits" in c.body["text"]]
    assert sorted(n["thread_ts"] for n in notes) == sorted([PARENT, other])
    assert len(fake.of("chat.postMessage")) == 4
