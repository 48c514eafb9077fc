# ruff: noqa
# type: ignore
"""A16: Socket Mode over loopback (the tests/e2e/test_slack_socket_mode.py harness): a retried envelope (same event id,
new envelope id, retry_attempt 1), an odd payload, and an envelope type Slack also sends (slash command). Run from the
repo root: HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack16/socket_probe.py"""
import json, threading, time, tempfile
from pathlib import Path
import websockets.sync.server as wss
from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.slack.app import build_app, make_client, socket_mode_handler
from tests.fake_slack import FakeSlack

REF = Path("tests/data/slack")
fake = FakeSlack().start()
acks = []
def env(eid, evid, text, ts, retry=0):
    b = json.loads((REF / "app_mention.json").read_text())
    b["event"].update(text=text, ts=ts, event_ts=ts, channel="CS"); b["event"].pop("thread_ts", None); b["event_id"] = evid
    return {"envelope_id": eid, "type": "events_api", "accepts_response_payload": False,
            "retry_attempt": retry, "retry_reason": "timeout" if retry else "", "payload": b}
msgs = [env("e1", "EvS1", "<@U0BOT> serve Llama-3.1-8B for 5 users", "1700000700.000100"),
        env("e2", "EvS1", "<@U0BOT> serve Llama-3.1-8B for 5 users", "1700000700.000100", 1),
        env("e3", "EvS2", 12345, "1700000800.000100"),
        {"envelope_id": "e4", "type": "events_api", "payload": "garbage"},
        {"envelope_id": "e5", "type": "mystery", "payload": {}},
        env("e6", "EvS3", "<@U0BOT> " + "x" * 50000, "1700000900.000100")]
def side(ws):
    ws.send(json.dumps({"type": "hello", "num_connections": 1}))
    for m in msgs:
        ws.send(json.dumps(m)); time.sleep(1.5)
    try:
        for a in ws: acks.append(json.loads(a))
    except Exception: pass
srv = wss.serve(side, "127.0.0.1", 0)
threading.Thread(target=srv.serve_forever, daemon=True).start()
fake.socket_url = f"ws://127.0.0.1:{srv.socket.getsockname()[1]}/link"
d = tempfile.mkdtemp()
app = build_app(engine=Engine(store=Store(Path(d) / "s.db")), client=make_client("xoxb-test-123456", fake.url), charts=False)
h = socket_mode_handler(app, "xapp-test-123456"); h.connect()
try:
    time.sleep(40)
    print("acks:", [a.get("envelope_id") for a in acks])
    for th in ("1700000700.000100", "1700000800.000100", "1700000900.000100"):
        ps = fake.posts.get(("CS", th), [])
        print(th, "posts:", len(ps), [str(p.get("text"))[:100] for p in ps])
finally:
    h.close(); srv.shutdown(); fake.stop()
