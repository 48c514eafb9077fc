"""Socket Mode over loopback: the app-level token opens a websocket (apps.connections.open at the fake
Web API), a local websocket server plays Slack, delivers an events_api envelope, and gets the ack;
the answer is posted through the fake Web API."""

import json
import threading
from pathlib import Path

import pytest

websockets_sync = pytest.importorskip("websockets.sync.server")

from advisor.core.conversation import Engine  # noqa: E402
from advisor.core.store import Store  # noqa: E402
from advisor.slack.app import build_app, make_client, socket_mode_handler  # noqa: E402
from tests.fake_slack import FakeSlack  # noqa: E402

REF = Path(__file__).resolve().parents[1] / "data" / "slack"


def test_socket_mode_event_is_acked_and_answered(tmp_path):
    fake = FakeSlack().start()
    acks: list[dict] = []
    done = threading.Event()
    body = json.loads((REF / "app_mention.json").read_text())
    body["event"]["text"] = "<@U0BOT> LoRA a 7B model"
    envelope = {"envelope_id": "env-1", "type": "events_api", "accepts_response_payload": False,
                "retry_attempt": 0, "retry_reason": "", "payload": body}

    def slack_side(ws):
        ws.send(json.dumps({"type": "hello", "num_connections": 1}))
        ws.send(json.dumps(envelope))
        try:
            for msg in ws:
                acks.append(json.loads(msg))
                done.set()
        except Exception:  # connection closed by the client at shutdown
            pass

    server = websockets_sync.serve(slack_side, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fake.socket_url = f"ws://127.0.0.1:{server.socket.getsockname()[1]}/link"
    app = build_app(engine=Engine(store=Store(tmp_path / "s.db")), client=make_client("xoxb-test-123456", fake.url),
                    charts=False)
    handler = socket_mode_handler(app, "xapp-test-123456")
    handler.connect()
    try:
        assert done.wait(20), "no ack received"
        assert acks[0]["envelope_id"] == "env-1"
        (call,) = fake.wait_for("chat.postMessage")
        assert call.body["thread_ts"] == body["event"]["ts"]
        assert any(b["type"] == "table" for b in call.body["blocks"])  # an answer (with its ranked table)
        assert fake.of("apps.connections.open")[0].headers["Authorization"] == "Bearer xapp-test-123456"
    finally:
        handler.close()
        server.shutdown()
        fake.stop()
