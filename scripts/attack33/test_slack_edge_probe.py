# ruff: noqa
"""Attack 33's Slack edge probe, end to end: the real Bolt app over HTTP (tests/e2e/test_slack_e2e.Bot), the fake
Slack Web API, and an internal server that must receive nothing. Run from the repository root:
    GPU_ADVISOR_HOME=$(mktemp -d) PYTHONPATH=. python -m pytest -p no:cacheprovider -q scripts/attack33/test_slack_edge_probe.py
Each probe asserts what must hold; a failure is a finding."""
import json
import os
import tempfile
import time

import pytest

os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="a33s."))
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import fake  # noqa: F401  (fixtures)
from tests.e2e.test_slack_e2e import SECRET, Bot, mention, post
from tests.e2e.test_slack_security import Internal, raw_post, slash_body

QUESTION = "serve Qwen2.5-7B for 16 users"


@pytest.fixture
def bot(tmp_path, fake):
    b = Bot(tmp_path, fake)
    yield b
    b.stop()


def _answers(fake):
    return [c for c in fake.of("chat.postMessage") if "gpu_advisor_answer" in json.dumps(c.body)]


@pytest.mark.parametrize("skew", [-301, -3600, 301, 86400])
def test_a_correctly_signed_request_with_a_stale_or_future_timestamp_is_refused(bot, fake, skew):
    body = mention(QUESTION, event_id=f"EvStale{skew}")
    status, _ = post(bot.url, body, ts=time.time() + skew)
    assert status == 401
    time.sleep(0.5)
    assert not fake.of("chat.postMessage") and not fake.of("reactions.add")


def test_a_replayed_signed_event_is_answered_once(bot, fake):
    body = mention(QUESTION, event_id="EvReplay")
    for _ in range(3):
        assert post(bot.url, body)[0] == 200
    fake.wait_for("chat.postMessage", 1, timeout=60)
    time.sleep(2)
    assert len(fake.of("chat.postMessage")) == 1


@pytest.mark.parametrize("reason", ["http_timeout", "http_error", "unknown_error", "x" * 3000, "\u00e9\u00ff"])
def test_a_retry_header_on_an_answered_event_posts_nothing_more(bot, fake, reason):
    body = mention(QUESTION, event_id="EvRetry")
    assert post(bot.url, body)[0] == 200
    fake.wait_for("chat.postMessage", 1, timeout=60)
    for n in ("1", "2", "3", "-1", "99999999999999999999", "abc"):
        assert post(bot.url, body, headers={"X-Slack-Retry-Num": n, "X-Slack-Retry-Reason": reason[:200]})[0] in (200, 400)
    time.sleep(2)
    assert len(fake.of("chat.postMessage")) == 1


def test_a_first_delivery_arriving_as_a_retry_is_answered_once(bot, fake):
    body = mention(QUESTION, event_id="EvRetryFirst")
    assert post(bot.url, body, headers={"X-Slack-Retry-Num": "2", "X-Slack-Retry-Reason": "http_timeout"})[0] == 200
    fake.wait_for("chat.postMessage", 1, timeout=60)
    assert post(bot.url, body, headers={"X-Slack-Retry-Num": "3", "X-Slack-Retry-Reason": "http_timeout"})[0] == 200
    time.sleep(2)
    assert len(fake.of("chat.postMessage")) == 1


@pytest.mark.parametrize("ctype", ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                                   "text/plain; charset=latin-1", "", "application/json; charset=utf-16",
                                   "application/json\r\nX-Evil: 1".replace("\r\n", " ")])
def test_a_signed_event_under_another_content_type_is_never_a_500_and_answered_at_most_once(bot, fake, ctype):
    body = mention(QUESTION, event_id=f"EvCt{abs(hash(ctype))}")
    s1 = post(bot.url, body, ctype=ctype)[0]
    s2 = post(bot.url, body, ctype=ctype)[0]
    assert s1 in (200, 400, 415) and s2 in (200, 400, 415), (s1, s2)
    time.sleep(3)
    assert len(fake.of("chat.postMessage")) <= 1


def test_unicode_and_huge_fields_are_never_a_500(bot, fake):
    for i, (text, eid) in enumerate([("\ud800 serve", "EvSur"), ("x" * 900_000, "EvHuge"), ("\u0000" * 10, "EvNul"),
                                     (QUESTION, "Ev\u202e\u200b"), (QUESTION, "E" * 5000)]):
        body = json.dumps(json.loads(mention(text, event_id=eid, ts=f"1700000001.00000{i}")))
        assert post(bot.url, body)[0] in (200, 400, 413)


class CrashingEngine(Engine):
    def handle(self, key, text):
        raise RuntimeError("boom in the handler")


def test_a_handler_crash_is_one_apology_for_a_verified_request_and_nothing_for_an_unverified_one(tmp_path, fake):
    internal = Internal()
    b = Bot(tmp_path, fake, engine=CrashingEngine(store=Store(tmp_path / "s.db")))
    try:
        assert post(b.url, mention(QUESTION, event_id="EvCrash"))[0] == 200
        fake.wait_for("chat.postMessage", 1, timeout=30)
        time.sleep(1)
        msgs = fake.of("chat.postMessage")
        assert len(msgs) == 1 and "boom" not in json.dumps(msgs[0].body) and "Traceback" not in json.dumps(msgs[0].body)
        fake.clear()
        # the same crash through an unsigned body naming a channel and an internal response_url: nothing at all
        for ts in ("abc", str(int(time.time())), ""):
            raw_post(b.url, mention(QUESTION, event_id="EvCrashU"), "application/json",
                     {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": "v0=" + "0" * 64})
            raw_post(b.url, slash_body(internal.url, QUESTION), "application/x-www-form-urlencoded",
                     {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": "v0=0"})
        # a signed slash command whose handler crashes: its response_url is Slack's only
        post(b.url, slash_body(internal.url, QUESTION), "application/x-www-form-urlencoded")
        time.sleep(1.5)
        assert internal.hits == []
        assert not fake.of("chat.postMessage")
    finally:
        b.stop()
        internal.stop()
