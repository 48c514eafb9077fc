"""An answer acked and never given is finished by the next bot. Slack re-delivers an event only when it got
no 200 for it; the bot acks first and answers after, so a bot killed between the two was never sent the event again and
the answer was lost for good, with the hourglass left on the user's message.

Real bot processes (`python -m advisor slack --http`) on one home and the fake Slack: the first bot acks a mention and
is killed with SIGKILL while its reply is held by Slack and then dropped (it never reached the thread); no
re-delivery follows. What the next bot(s) do on start is the test."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _free_port, _stop_bots, _wait_port
from tests.e2e.test_slack_e2e import mention, post
from tests.fake_slack import FakeSlack

THREAD = ("C111", "1700002000.000001")


def _bots(env: dict[str, str], n: int) -> tuple[list[str], list[subprocess.Popen]]:
    ports = [_free_port() for _ in range(n)]
    bots = [subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                              str(p), "--no-charts"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for p in ports]
    for p, b in zip(ports, bots):
        _wait_port(p, b, 90)
    return [f"http://127.0.0.1:{p}/slack/events" for p in ports], bots


def _claim(home: Path, event_id: str) -> tuple[str, str | None]:
    with sqlite3.connect(home / "advisor.db") as db:
        return db.execute("SELECT state, job FROM events WHERE event_id = ?", [event_id]).fetchone()


def _killed_after_the_ack(home: Path, fake: FakeSlack, env: dict[str, str], event_id: str, landed: bool = False) -> None:
    """A bot acks the mention `event_id` (200) and dies while its reply is on its way; Slack never takes the reply
    (or, `landed`, takes it after the bot died: the claim is left open all the same)."""
    (url,), (bot,) = _bots(env, 1)
    held = fake.hold["chat.postMessage"] = threading.Event()
    if not landed:
        fake.drop.add("chat.postMessage")
    try:
        assert post(url, mention("LoRA a 7B model", event_id=event_id, ts=THREAD[1]), secret=SECRET)[0] == 200
        fake.wait_for("chat.postMessage", timeout=60)
        bot.send_signal(signal.SIGKILL)
        bot.wait(10)
    finally:
        del fake.hold["chat.postMessage"]
        held.set()  # dropped (`drop` acts on held calls only): it never reaches the thread; else it lands now
        _stop_bots([bot])
    time.sleep(0.3)
    assert _claim(home, event_id)[0] == "started" and fake.reactions.get(THREAD) == {"hourglass_flowing_sand"}
    assert len(fake.posts.get(THREAD, [])) == (1 if landed else 0)


def _ours(event_id: str) -> list[dict]:
    return [m for m in FAKE.posts.get(THREAD, []) if ((m.get("metadata") or {}).get("event_payload") or {})
            .get("event_id") == event_id]


FAKE: FakeSlack


@pytest.fixture
def setup(tmp_path):
    global FAKE
    FAKE = FakeSlack().start()
    home = tmp_path / "home"
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=FAKE.url,
               GPU_ADVISOR_SLACK_CLAIM_STALE_S="3")
    yield home, FAKE, env
    FAKE.stop()


def _wait_done(home: Path, event_id: str, timeout: float = 60) -> None:
    end = time.time() + timeout
    while _claim(home, event_id)[0] != "done" and time.time() < end:
        time.sleep(0.1)
    assert _claim(home, event_id)[0] == "done"


@pytest.mark.parametrize("landed", [False, True])
def test_the_restarted_bot_answers_the_acked_event_once(setup, landed):
    # Before: nothing at start looked at the dead bot's claim and Slack never re-delivered: the answer was lost.
    # Now the restarted bot takes the claim over (its owner's pid is dead), reads the thread, answers once with the
    # event id in the metadata (or, when the dead bot's reply did land, posts nothing more), and removes the hourglass.
    # The claim holds the verified text, never the bot token or the request's verification token.
    home, fake, env = setup
    _killed_after_the_ack(home, fake, env, "EvLost", landed)
    job = _claim(home, "EvLost")[1]
    assert job and "LoRA a 7B model" in job and TOKEN not in job and "token" not in job
    _, bots = _bots(env, 1)
    try:
        _wait_done(home, "EvLost")
        time.sleep(1.0)  # a second answer, were one posted, would arrive now
        answers = _ours("EvLost")
        assert len(answers) == 1 and "Sorry" not in answers[0]["text"] and "7B" in answers[0]["text"]
        assert len(fake.posts[THREAD]) == 1 and fake.of("conversations.replies")
        assert fake.reactions.get(THREAD) == set()  # the hourglass is gone
    finally:
        logs = _stop_bots(bots)
    assert "acked by a process that died before answering; answering it now" in logs[0], logs[0][-2000:]
    assert ("its reply is already in the thread; not answered again" in logs[0]) == landed


def test_two_bots_restarted_together_answer_it_once(setup):
    # Both find the abandoned claim at start; taking it over is one write under SQLite's lock (the rule a re-delivery
    # uses), so one bot answers and the other finds the claim alive (fresh heartbeat) and leaves it.
    home, fake, env = setup
    _killed_after_the_ack(home, fake, env, "EvTwo")
    _, bots = _bots(env, 2)
    try:
        _wait_done(home, "EvTwo")
        time.sleep(4.0)  # past the stale bound: the winner's claim is done, the other's next look finds nothing
        assert len(_ours("EvTwo")) == 1 and len(fake.posts[THREAD]) == 1
    finally:
        logs = _stop_bots(bots)
    assert sum("answering it now" in log for log in logs) == 1, [log[-1500:] for log in logs]


def test_a_claim_past_the_bound_gets_one_apology_not_an_answer(setup):
    # An answer an hour late is worse than none: past GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S (2 s here) the thread gets one
    # short apology saying the answer was lost and to ask again; it carries the event id, so neither this bot's next
    # look nor another bot started later posts a second one.
    home, fake, env = setup
    env = {**env, "GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S": "2"}
    _killed_after_the_ack(home, fake, env, "EvOld")
    time.sleep(2.5)
    _, bots = _bots(env, 1)
    try:
        _wait_done(home, "EvOld")
        _, later = _bots(env, 1)
        bots += later
        time.sleep(4.0)  # the first bot's next look (every 3 s) and the second bot's first one
        posted = _ours("EvOld")
        assert len(posted) == 1 and len(fake.posts[THREAD]) == 1
        assert "lost my answer" in posted[0]["text"] and "ask again" in posted[0]["text"]
        assert posted[0]["metadata"]["event_payload"].get("lost") is True
        assert fake.reactions.get(THREAD) == set()
    finally:
        _stop_bots(bots)


def test_a_finished_claim_is_left_alone(setup):
    # A bot that answered (claim done) and is then killed leaves nothing to recover: the restarted bot posts nothing
    # and does not even read the thread.
    home, fake, env = setup
    (url,), (bot,) = _bots(env, 1)
    assert post(url, mention("LoRA a 7B model", event_id="EvDone", ts=THREAD[1]), secret=SECRET)[0] == 200
    _wait_done(home, "EvDone")
    bot.send_signal(signal.SIGKILL)
    _stop_bots([bot])
    fake.clear()
    _, bots = _bots(env, 1)
    try:
        time.sleep(4.0)  # the start look and one periodic look
        assert not fake.of("chat.postMessage") and not fake.of("conversations.replies")
        assert len(fake.posts[THREAD]) == 1
    finally:
        _stop_bots(bots)


@pytest.mark.parametrize("bad", ["abc", "0", "nan", "inf", "86401", "-5"])
def test_the_answer_age_bound_is_validated_before_the_bot_starts(bad):
    # a bound of nothing or forever would answer a day-old question, or never answer a lost one
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["slack", "--http"], env={"SLACK_BOT_TOKEN": TOKEN, "SLACK_SIGNING_SECRET": SECRET,
                                                          "GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S": bad})
    assert r.exit_code == 2 and "GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S must be a number of seconds from 1 to 86400" in r.output


def test_the_job_holds_what_an_answer_needs_and_no_secret():
    # The job is kept in the home's database for as long as the claim: it must not carry the request's verification
    # token or its authorizations, and it is made only for what a listener answers (a bot's own message, an edit, or a
    # message that mentions the bot, which its app_mention event answers, get none).
    import json

    from advisor.slack.recover import job_of

    body = json.loads(mention("部署 Qwen2.5-72B 推理", event_id="EvJ", ts="1700002100.000001"))
    body.update(token="verification-token-123", authorizations=[{"user_id": "U0BOT", "team_id": "T111"}])
    job = json.loads(job_of(body, "U0BOT") or "{}")
    assert job["kind"] == "mention" and job["text"] == "部署 Qwen2.5-72B 推理" and job["lang"].startswith("zh")
    assert job["thread_ts"] == job["message_ts"] == "1700002100.000001" and job["channel"] == "C111"
    assert "verification-token-123" not in json.dumps(job) and "authorizations" not in job
    message = {**body, "event": {**body["event"], "type": "message", "thread_ts": "1700002000.000001"}}
    assert job_of(message, "U0BOT") is None  # mentions the bot: its app_mention is the one answered
    message["event"]["text"] = "and for 16 users?"
    assert json.loads(job_of(message, "U0BOT") or "{}")["kind"] == "thread"
    for extra in ({"subtype": "message_changed"}, {"bot_id": "B0BOT"}):
        assert job_of({**message, "event": {**message["event"], **extra}}, "U0BOT") is None
