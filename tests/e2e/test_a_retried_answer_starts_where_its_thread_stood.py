"""A bot killed after it saved a turn's answer and before the reply reached Slack: the engine stores
the thread's new workload and answer first, then the bot posts. Before, the re-delivered event was handled against the
already-changed thread, so the user, who never saw an answer, got "Nothing changed, so the answer stands" (a first
question and a follow-up alike). Now each try records where the thread stood before it (`Store.begin_turn`), and a
retry whose reply is not in the thread starts from there (`Store.rewind_turn`): the reply is the one the first try
would have posted. Real bot processes, SIGKILL, and the fake Slack holding and then dropping the first reply."""

from __future__ import annotations

import signal
import sqlite3
import threading
import time

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _stop_bots, _two_bots, _wait_port
from tests.e2e.test_slack_e2e import mention, post, thread_reply
from tests.fake_slack import FakeSlack

THREAD = "1700000900.000001"


def _killed_then_redelivered(fake, urls, bots, body):
    """Post `body` to the first bot, kill it while its reply is on the way and drop the reply (Slack never got it),
    re-deliver to the second bot; return (the reply the first try sent, the reply the retry sent)."""
    before = len(fake.of("chat.postMessage"))
    held = fake.hold["chat.postMessage"] = threading.Event()
    fake.drop.add("chat.postMessage")
    assert post(urls[0], body, secret=SECRET)[0] == 200
    first = fake.wait_for("chat.postMessage", before + 1)[-1].body
    bots[0].send_signal(signal.SIGKILL)
    bots[0].wait(10)
    del fake.hold["chat.postMessage"]
    held.set()
    time.sleep(0.3)  # the held request returns without an answer (dropped) before replies are kept again
    fake.drop.discard("chat.postMessage")
    retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
    assert post(urls[1], body, secret=SECRET, headers=retry)[0] == 200
    again = fake.wait_for("chat.postMessage", before + 2)[-1].body
    return first, again


@pytest.mark.parametrize("turn", ["first question", "follow-up"])
def test_a_retry_of_a_turn_killed_before_its_reply_posts_the_answer_the_first_try_would_have(tmp_path, turn):
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    ports, bots = _two_bots(env)
    try:
        for p, b in zip(ports, bots):
            _wait_port(p, b)
        urls = [f"http://127.0.0.1:{p}/slack/events" for p in ports]
        if turn == "first question":
            body = mention("LoRA a 7B model", event_id="EvTurn", ts=THREAD)
        else:  # a first answer delivered; the follow-up is the one killed
            assert post(urls[0], mention("LoRA a 7B model", event_id="EvFirst", ts=THREAD), secret=SECRET)[0] == 200
            fake.wait_for("chat.postMessage")
            time.sleep(0.5)
            body = thread_reply("make it 70B", thread_ts=THREAD, event_id="EvTurn", ts="1700000900.000600")
        first, again = _killed_then_redelivered(fake, urls, bots, body)
    finally:
        _stop_bots(bots)
        fake.stop()
    # before: blocks of "Nothing changed, so the answer stands: …" and the buttons, instead of the answer
    assert again["text"] == first["text"] and again["blocks"] == first["blocks"], again["blocks"][:1]
    assert "Nothing changed" not in str(again["blocks"])
    if turn == "follow-up":
        assert "size 7B → 70B" in str(again["blocks"])  # the change is said, as the first try said it
    with sqlite3.connect(tmp_path / "home" / "advisor.db") as con:  # the retried turn's message is stored once
        said = [t for (t,) in con.execute("SELECT text FROM messages WHERE role = 'user' ORDER BY id")]
    assert said == (["LoRA a 7B model"] if turn == "first question" else ["LoRA a 7B model", "make it 70B"]), said


def test_a_turn_is_not_rewound_once_the_thread_has_moved_on(tmp_path):
    # The rewind puts back only this event's own turn: when another message of the thread was handled after it (the
    # user went on while Slack re-delivered), that later turn is kept and the retry is answered from the thread as it
    # is. Real store and engine, no bot.
    store = Store(tmp_path / "s.db")
    engine = Engine(store=store)
    for event_id in ("E1", "E2", "E3"):
        assert store.claim_event(event_id) == "new"
    store.begin_turn("E1", "k")
    engine.handle("k", "LoRA a 7B model")
    store.begin_turn("E2", "k")
    engine.handle("k", "make it 70B")
    assert store.load("k")[0].params_b == 70
    assert store.rewind_turn("E1", "k") is False  # E2's turn came after: kept
    assert store.load("k")[0].params_b == 70
    assert store.rewind_turn("E2", "k") is True  # E2's own turn: back to where it began
    assert store.load("k")[0].params_b == 7
    assert [h["text"] for h in store.history("k") if h["role"] == "user"] == ["LoRA a 7B model"]
    assert store.rewind_turn("E3", "k") is False  # no try recorded: nothing to rewind
    store.begin_turn("E2", "k")  # recorded once: a second try does not move the point
    engine.handle("k", "make it 70B")
    assert store.rewind_turn("E2", "k") is True and store.load("k")[0].params_b == 7
