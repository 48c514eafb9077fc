"""Socket Mode gets the HTTP edge's shape check and acknowledges every envelope; an event without a usable event_id
is answered once however often Slack re-delivers it. Real Bolt apps against the fake Slack Web API on 127.0.0.1
(tests/fake_slack.py), a local websocket server playing Slack's Socket Mode endpoint, and signed HTTP requests."""

from __future__ import annotations

import json
import threading
import time

import pytest

websockets_sync = pytest.importorskip("websockets.sync.server")

from advisor.core.conversation import Engine  # noqa: E402
from advisor.core.store import Store  # noqa: E402
from advisor.slack.app import build_app, make_client, socket_mode_handler  # noqa: E402
from tests.e2e.test_slack_e2e import REF, post  # noqa: E402
from tests.fake_slack import FakeSlack  # noqa: E402


def _mention(n: int, text: object = "<@U0BOT> LoRA a 7B model", **ev: object) -> dict:
    body = json.loads((REF / "app_mention.json").read_text())
    ts = f"1700000{n:03d}.000100"
    body["event"].update(channel=f"C{n}", text=text, ts=ts, event_ts=ts)
    body["event"].update(ev)
    body["event_id"] = f"Ev{n}"
    return body


def _click(n: int, **over: object) -> dict:
    b = json.loads((REF / "block_actions.json").read_text())
    b["channel"] = {"id": f"C{n}", "name": "x"}
    b["container"]["channel_id"] = f"C{n}"
    b["trigger_id"] = f"{n}.trig"
    b.update(over)
    return b


# Envelopes the HTTP edge refuses (or Bolt failed on): before `text: null` and `user` an object
# posted "Sorry, something went wrong" into the thread, `ts` a list posted 4 messages, and the rest were never acked
# (Bolt's error means no ack, so Slack re-delivers each). Each names its own channel, so a post is attributable.
HOSTILE = {
    "text null": lambda n: _mention(n, text=None),
    "user object": lambda n: _mention(n, user={"id": "U1"}),
    "ts list": lambda n: _mention(n, ts=["1", "2", "3", "4"]),
    "channel 5": lambda n: _mention(n, channel=5),
    "blocks text": lambda n: _mention(n, blocks="x"),
    "event null": lambda n: {**_mention(n), "event": None},
    "authorizations 5": lambda n: {**_mention(n), "authorizations": 5},
    "event.type null": lambda n: _mention(n, type=None),
    "actions not a list": lambda n: _click(n, actions="notalist"),
    "view 5": lambda n: _click(n, view=5),
}


def test_socket_mode_acks_every_envelope_and_acts_on_none_of_the_malformed(tmp_path):
    fake = FakeSlack().start()
    acks: list[str] = []
    got = threading.Condition()
    frames = [{"envelope_id": f"env-{i}", "type": "interactive" if "actions" in name or "view" in name else "events_api",
               "accepts_response_payload": False, "retry_attempt": 0, "retry_reason": "",
               "payload": make(150 + i)} for i, (name, make) in enumerate(HOSTILE.items())]
    # a payload that is not an object: slack_sdk's own parser raised on it (a traceback, no ack)
    frames += [{"envelope_id": f"env-payload-{k}", "type": "events_api", "payload": p}
               for k, p in (("list", [1, 2]), ("null", None), ("number", 5))]
    control = _mention(199, "<@U0BOT> serve Llama-3-8B for 10 users")
    frames.append({"envelope_id": "env-control", "type": "events_api", "accepts_response_payload": False,
                   "retry_attempt": 0, "retry_reason": "", "payload": control})

    def slack_side(ws):
        ws.send(json.dumps({"type": "hello", "num_connections": 1}))
        for f in frames:
            ws.send(json.dumps(f))
        try:
            for msg in ws:
                with got:
                    acks.append(json.loads(msg).get("envelope_id"))
                    got.notify_all()
        except Exception:  # closed by the client at shutdown
            pass

    server = websockets_sync.serve(slack_side, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fake.socket_url = f"ws://127.0.0.1:{server.socket.getsockname()[1]}/link"
    app = build_app(engine=Engine(store=Store(tmp_path / "s.db")), client=make_client("xoxb-test-123456", fake.url),
                    charts=False)
    handler = socket_mode_handler(app, "xapp-test-123456")
    handler.connect()
    try:
        with got:
            assert got.wait_for(lambda: len(acks) >= len(frames), timeout=60), f"acked only {acks}"
        assert sorted(acks) == sorted(f["envelope_id"] for f in frames)  # every envelope, each once
        (answer,) = fake.wait_for("chat.postMessage")  # the control is answered …
        time.sleep(1.0)  # … and nothing else arrives after it
        posts = [c.body.get("channel") for c in fake.of("chat.postMessage")]
        assert posts == ["C199"], posts
        assert answer.body["thread_ts"] == control["event"]["ts"]
    finally:
        handler.close()
        server.shutdown()
        fake.stop()


# ---- an event whose event_id is empty, null, blank or missing --------------------------------------------------

@pytest.mark.parametrize("event_id", ["", None, " ", "missing"])
def test_an_event_without_a_usable_id_is_answered_once_however_often_it_is_redelivered(bot, fake, event_id):
    # Before: the identical answer was posted twice in the thread for "", null and a missing id (the claim was
    # skipped); " " was claimed under the id " ", shared by every such event. Now the claim is on a key made of what
    # Slack re-delivers unchanged (team, type, channel, user, ts, client_msg_id): three deliveries, two of them at
    # once, one answer; a different message with the same blank id is answered too.
    body = json.loads(_as_text(event_id, ts="1700000500.000100"))
    raw = json.dumps(body)
    retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
    now = int(time.time())
    assert post(bot.url, raw, ts=now)[0] == 200
    # Slack signs each re-delivery anew (a later timestamp, so another signature): not a replay of the same request
    ts = [threading.Thread(target=post, args=(bot.url, raw), kwargs={"headers": retry, "ts": now + 1 + i})
          for i in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    fake.wait_for("chat.postMessage")
    other = _as_text(event_id, ts="1700000600.000100")
    assert post(bot.url, other)[0] == 200
    fake.wait_for("chat.postMessage", 2)
    time.sleep(1.0)
    threads = [c.body.get("thread_ts") for c in fake.of("chat.postMessage")]
    assert sorted(threads) == ["1700000500.000100", "1700000600.000100"], threads


def _as_text(event_id: object, *, ts: str) -> str:
    body = json.loads((REF / "app_mention.json").read_text())
    body["event"].update({"text": "<@U0BOT> serve Llama-3-8B for 10 users", "ts": ts, "event_ts": ts, "channel": "C777"})
    if event_id == "missing":
        body.pop("event_id", None)
    else:
        body["event_id"] = event_id
    return json.dumps(body)
