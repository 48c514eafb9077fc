"""Seventh review (attack7): a real `gpu-advisor slack --http` process, the fake Slack and a stand-in internal
server. Unsigned and malformed requests, retries with hostile X-Slack-Retry-Num, replays and re-deliveries of a
finished event, oversized bodies, hostile numbers and text in signed mentions, hostile event ids and
response_urls. Run: `python scripts/attack/a7_slack.py` (scratch in $A6_TMP or a temporary folder).
Appends one JSON line per probe to $A7_TMP/results.jsonl when A7_TMP is set."""
# ruff: noqa: F403, F405, E501, E741, SIM115  (a throwaway probe harness, kept to reproduce)

import json
import os
import re
import sys
import threading
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import *

OUT = Path(os.environ.get("A7_TMP") or TMP) / "results.jsonl"
fake, internal, port, p = start(TMP + "/h_a7slack")
F, J = "application/x-www-form-urlencoded", "application/json"
n = [0]


def rec(name, status, fail, tail=""):
    with OUT.open("a") as f:
        f.write(json.dumps({"section": "slack", "name": name[:300], "rc": status, "secs": 0, "fail": fail, "tail": tail[-600:]}) + "\n")
    print(f"[slack] {name[:120]}: {status} {'FAIL ' + fail if fail else 'ok'}", flush=True)


def post(body: bytes, ct=J, ts=None, sig=None, extra=(), cl=None):
    ts = str(int(time.time())) if ts is None else ts
    h = [("Content-Type", ct), ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sig if sig is not None else sign(body, ts)),
         ("Content-Length", str(len(body) if cl is None else cl)), *extra]
    return raw(port, "POST", "/slack/events", h, body)


def mention(text, eid, thread, channel="C7"):
    m = json.loads(open(REF + "app_mention.json").read())
    m["event"].update(text=f"<@U0BOT> {text}", channel=channel, ts=thread, event_ts=thread)
    m["event"].pop("thread_ts", None)
    m["event_id"] = eid
    return m


def replies(channel, thread):
    return [m for m in fake.posts.get((channel, thread), []) if (m.get("metadata") or {}).get("event_payload")]


def slash(url, text="serve Llama-3-8B for 10 users"):
    n[0] += 1
    return urllib.parse.urlencode({"command": "/gpu-advisor", "text": text, "channel_id": "C1", "user_id": "U1", "team_id": "T1",
                                   "trigger_id": f"a7t{n[0]}", "response_url": url}).encode()


def wait_posts(channel, thread, k, timeout=60):
    t = time.time()
    while time.time() - t < timeout:
        if len(fake.posts.get((channel, thread), [])) >= k:
            return
        time.sleep(0.3)


# 1. unsigned / malformed (regression set) ----------------------------------------------------------------
now = str(int(time.time()))
w0 = len(writes(fake))
mb = json.dumps(mention("LoRA a 7B model", "EvU1", "1700000001.000001")).encode()
for ts in ["abc", "1.5", "", "0x10", "-5", "1e9", " " + now, now + "\x00", "٣" * 10, "9" * 400, now + "0" * 5]:
    for body, ct in ((slash(internal.url), F), (mb, J)):
        st = post(body, ct, ts=ts.encode("utf-8").decode("latin-1"), sig="v0=" + "0" * 64)
        rec(f"unsigned ts={ts[:20]!r} {ct[:16]}", st, None if st in (400, 401) else "not refused")
        st = post(body, ct, ts=ts.encode("utf-8").decode("latin-1"), sig=sign(body, ts.encode("utf-8").decode("latin-1")))
        rec(f"hmac over bad ts={ts[:20]!r} {ct[:16]}", st, None if st in (400, 401) else "not refused")
old = str(int(time.time()) - 400)
st = post(mb, J, ts=old)
rec("signed 400 s old", st, None if st == 401 else "not refused")
st = post(mb, J, sig="v0=" + sign(mb, now)[3:].upper())
rec("upper-case hmac", st, None if st == 401 else "not refused")
st = post(mb, J, sig=sign(mb, now) + ",v0=" + "0" * 64)
rec("two signatures in one header", st, None if st == 401 else "accepted")
st = post(mb, J, extra=[("X-Slack-Retry-Num", "1")], sig="v0=bad")
rec("unsigned with retry header", st, None if st == 401 else "not refused")
time.sleep(2)
w1 = len(writes(fake))
rec("unsigned: no write to Slack", w1 - w0, None if w1 == w0 else f"{w1 - w0} writes", str(writes(fake)[w0:]))
rec("unsigned: internal server untouched", len(internal.hits), None if not internal.hits else "internal hit")

# 2. oversized bodies ---------------------------------------------------------------------------------------
big = json.dumps({**mention("x", "EvBig", "1700000002.000001"), "pad": "x" * 1_000_100}).encode()
st = post(big, J)
rec("signed 1 MB + body", st, None if st == 413 else "not 413")
st = post(mb, J, cl=10**12)
rec("Content-Length 10^12 with small body", st, None if st in (400, 413, "closed", 408) else f"got {st}")
st = post(mb, J, cl="abc")
rec("Content-Length abc", st, None if st in (400, 411, 413, "closed") else f"got {st}")

# 3. retries, replays and re-delivery of a finished event ---------------------------------------------------------
thread = "1700000010.000001"
body = json.dumps(mention("LoRA a 7B model", "EvR1", thread)).encode()
st = post(body, J)
wait_posts("C7", thread, 1)
time.sleep(2)
for rv in ["1", "2", "abc", "-1", "99999999999999999999", "", "1e9", "\u0663"]:
    st = post(body, J, extra=[("X-Slack-Retry-Num", rv.encode("utf-8").decode("latin-1")), ("X-Slack-Retry-Reason", "http_timeout\r")] if False
              else [("X-Slack-Retry-Num", rv.encode("utf-8").decode("latin-1")), ("X-Slack-Retry-Reason", "http_timeout")])
    rec(f"re-delivery of a finished event, Retry-Num={rv!r}", st, None if st == 200 else f"status {st}")
time.sleep(4)
k = len(replies("C7", thread))
rec("finished event answered once across 8 re-deliveries", k, None if k == 1 else f"{k} replies")
# parallel replays of a fresh event
thread2 = "1700000011.000001"
body2 = json.dumps(mention("serve Llama-3-8B for 10 users", "EvR2", thread2)).encode()
ths = [threading.Thread(target=post, args=(body2, J)) for _ in range(12)]
[t.start() for t in ths]
[t.join() for t in ths]
wait_posts("C7", thread2, 1)
time.sleep(6)
k = len(replies("C7", thread2))
rec("12 parallel deliveries of one event answered once", k, None if k == 1 else f"{k} replies")
# same event id, a different thread (a replay with another body re-signed): answered at most once overall
thread3 = "1700000012.000001"
body3 = json.dumps(mention("serve Llama-3-8B for 10 users", "EvR2", thread3)).encode()
post(body3, J)
time.sleep(6)
k = len(replies("C7", thread3))
rec("a second body with a used event id not answered", k, None if k == 0 else f"{k} replies")
# replayed slash command
sb = slash(fake.url + "response/a7")
for _ in range(3):
    post(sb, F)
time.sleep(8)
k = len([c for c in fake.calls if c.method.startswith("response/a7")])
rec("slash command replayed 3× answered once", k, None if k == 1 else f"{k} response_url posts")

# 4. hostile numbers and text in signed mentions ----------------------------------------------------------------
texts = ["serve Llama-3-8B for NaN users", "LoRA a 1e-10B model", "serve a 1e-300B model for 10 users",
         "serve Llama-3-8B for 10 users, budget $1e-300/h", "LoRA a 7B model in -3 days", "serve Llama-3-8B for 10^400 users",
         "serve Llama-3-8B with 4k-token prompts for 5e-324 users", "I have 1e18 RTX 3090 24GB, LoRA a 7B model",
         "为" + "一万" * 400 + "个用户部署 Llama-3-8B", "serve " + "9" * 4000 + "B", "<!channel> serve <https://evil|Llama> 8B",
         "serve Llama-3-8B for 10 users " + "x" * 39000, "embed 1e18 documents with bge-large", "make it 0.0000001 tokens/s per user"]
for i, t in enumerate(texts):
    th = f"17000002{i:02d}.000001"
    post(json.dumps(mention(t, f"EvT{i}", th)).encode(), J)
for i, t in enumerate(texts):
    th = f"17000002{i:02d}.000001"
    wait_posts("C7", th, 1, timeout=90)
    msgs = fake.posts.get(("C7", th), [])
    txt = " ".join((m.get("text") or "") for m in msgs)
    fail = None
    if not msgs:
        fail = "no answer"
    elif any(s in txt for s in ("Sorry, something went wrong", "ref ")) and "went wrong" in txt:
        fail = "apology instead of an answer"
    elif re.search(r"\bNaN\b|\bnan\b|\binf\b|Infinity|<!channel>", txt):
        fail = "NaN/inf or unescaped broadcast in the reply"
    rec(f"signed mention {t[:60]!r}", len(msgs), fail, txt[:600])

# 5. hostile event ids and fields ------------------------------------------------------------------------------
for i, eid in enumerate(["Ev" + "x" * 5000, "Ev\u202e1", "Ev'; DROP TABLE events;--", "", "Ev\x00", "Ev\ud800".encode("utf-8", "surrogatepass").decode("latin-1")]):
    th = f"17000003{i:02d}.000001"
    m = mention("LoRA a 7B model", eid, th)
    st = post(json.dumps(m).encode(), J)
    wait_posts("C7", th, 1, timeout=40)
    k = len(fake.posts.get(("C7", th), []))
    st2 = post(json.dumps(m).encode(), J, extra=[("X-Slack-Retry-Num", "1")])
    time.sleep(3)
    k2 = len(fake.posts.get(("C7", th), []))
    rec(f"event_id {eid[:20]!r}: status and replies", (st, k, st2, k2), None if st in (200, 400) and k2 <= 1 else "bad status or answered twice")

# 6. response_url hosts not tried before -------------------------------------------------------------------------
I = internal.port
for url in [f"http://127.0.0.1:{I}/x", "https://hooks.slack.com.evil.example/x", "https://evil.example/hooks.slack.com/x",
            "https://hooks.slack.com%2eevil.example/x", "https://hooks.slack.c\u043em/x", f"http://127.0.0.1.:{I}/x",
            f"http://0.0.0.0:{I}/x", f"http://[0:0:0:0:0:0:0:1]:{I}/x", f"http://127.0.0.1:{I}%2f@hooks.slack.com/x",
            f"http://hooks.slack.com:80@127.0.0.1:{I}/x", "https://HOOKS.SLACK.COM/commands/x", "https://hooks.slack.com/x\r\nHost: evil"]:
    st = post(slash(url), F)
    rec(f"slash response_url {url[:70]!r}", st, None if st in (200, 400) else f"status {st}")
time.sleep(8)
rec("internal server untouched after all signed probes", len(internal.hits), None if not internal.hits else f"hits {internal.hits[:5]}")
p.terminate()
p.wait(10)
log = open(TMP + "/h_a7slack.log", errors="replace").read()
rec("bot log: no traceback", log.count("Traceback"), None if "Traceback" not in log else "traceback in the log", log[-600:])
rec("bot log: no secret", 0, None if SECRET not in log and TOKEN not in log else "secret in log")
longest = max((len(x) for x in log.splitlines()), default=0)
rec("bot log: lines ≤ 2,100", longest, None if longest <= 2100 else "long log line")
