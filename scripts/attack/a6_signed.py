"""Sixth review (attack6), see docs/RELIABILITY.md; run: python scripts/attack/a6_signed.py"""
# ruff: noqa: F403, F405, E741, SIM115, UP031  (a throwaway probe harness, kept to reproduce)

import json
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import *

fake, internal, port, p = start(TMP + "/h_signed")
fport = fake.url.rsplit(":", 1)[1].strip("/")
F = "application/x-www-form-urlencoded"
J = "application/json"
res = []
n = [0]


def send(name, body: bytes, ct):
    ts = str(int(time.time()))
    st = raw(
        port,
        "POST",
        "/slack/events",
        [
            ("Content-Type", ct),
            ("X-Slack-Request-Timestamp", ts),
            ("X-Slack-Signature", sign(body, ts)),
            ("Content-Length", str(len(body))),
        ],
        body,
    )
    res.append((name, st))


def slash(url, text="serve Llama-3-8B for 10 users"):
    n[0] += 1
    return urllib.parse.urlencode(
        {
            "command": "/gpu-advisor",
            "text": text,
            "channel_id": "C1",
            "user_id": "U1",
            "team_id": "T1",
            "trigger_id": f"t{n[0]}",
            "response_url": url,
        }
    ).encode()


I = internal.port
urls = [
    f"http://127.0.0.1:{fport}#@127.0.0.1:{I}/internal",
    f"http://127.0.0.1:{fport}\t@127.0.0.1:{I}/x",
    f"http://127.0.0.1:{fport}\\@127.0.0.1:{I}/x",
    f"http://127.0.0.1:{fport}／@127.0.0.1:{I}/x",
    f"http://127.0.0.1:{fport}%40127.0.0.1:{I}/x",
    f"http://127.0.0.1:{I}/x?h=127.0.0.1:{fport}",
    f"http://127.0.0.1:{fport}:{I}/x",
    f"http://0x7f000001:{I}/x",
    f"http://127.1:{I}/x",
    f"http://[::ffff:127.0.0.1]:{I}/x",
    f"HTTP://127.0.0.1:{I}/x",
    f"http://127.0.0.1:{I}./x",
    f"//127.0.0.1:{I}/x",
    f"http:/127.0.0.1:{I}/x",
    f"https://hooks.slack.com.127.0.0.1.nip.io:{I}/x",
    f"http://127.0.0.1:{fport}\r\nX: y@127.0.0.1:{I}/x",
    f"http://127.0.0.1:{I}\x00.hooks.slack.com/x",
    "gopher://127.0.0.1:%d/x" % I,
    f"http://127.0.0.1:0{fport}/x",
]
for u in urls:
    send(f"slash response_url {u!r}", slash(u), F)
# response_urls plural and mixed on a view_submission
view = {
    "type": "view_submission",
    "user": {"id": "U1"},
    "team": {"id": "T1"},
    "trigger_id": "tv1",
    "view": {"type": "modal", "callback_id": "x", "state": {"values": {}}},
    "response_urls": [
        {"response_url": f"{fake.url}ok", "block_id": "b", "action_id": "a", "channel_id": "C1"},
        {"response_url": internal.url},
    ],
}
send("view_submission mixed response_urls", urllib.parse.urlencode({"payload": json.dumps(view)}).encode(), F)
# JSON-encoded slash command (Bolt reads a body starting with '{' as JSON)
js = {
    "command": "/gpu-advisor",
    "text": "serve 7B",
    "channel_id": "C1",
    "user_id": "U1",
    "team_id": "T1",
    "trigger_id": "tj",
    "response_url": internal.url,
}
send("json slash foreign url", json.dumps(js).encode(), "text/plain")
# the url inside the payload AND at top level of the form
click = {
    "type": "block_actions",
    "user": {"id": "U1"},
    "team": {"id": "T1"},
    "trigger_id": "tc1",
    "actions": [{"action_id": "explain", "value": "x", "type": "button"}],
    "container": {"type": "message", "channel_id": "C1", "message_ts": "1.1"},
    "channel": {"id": "C1"},
    "response_url": f"{fake.url}ok",
}
send(
    "click payload + top-level form response_url",
    urllib.parse.urlencode({"payload": json.dumps(click), "response_url": internal.url}).encode(),
    F,
)
click2 = dict(
    click,
    trigger_id="tc2",
    response_url=f"{fake.url}ok",
    message={"ts": "1.1", "text": "x", "metadata": {"event_payload": {"response_url": internal.url}}},
)
send("click with metadata url", urllib.parse.urlencode({"payload": json.dumps(click2)}).encode(), F)
time.sleep(4)
for r in res:
    print(r)
print("internal hits:", internal.hits)
print(
    "slack calls:",
    [
        (c.method, (c.body or {}).get("text", "")[:60] if isinstance(c.body, dict) else "")
        for c in fake.calls
        if c.method != "auth.test"
    ],
)
p.terminate()
p.wait(10)
log = open(TMP + "/h_signed.log").read()
print("tracebacks", log.count("Traceback"))
print("\n".join(l[:220] for l in log.splitlines() if "ERROR" in l or "WARNING" in l)[:4000])
