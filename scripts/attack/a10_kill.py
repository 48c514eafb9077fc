# ruff: noqa
# type: ignore
"""Tenth review: kill -9 of the HTTP bot in the middle of a *thread follow-up* (a message event, not a mention), a DM
and an assistant-thread message, then Slack's re-delivery of the same event to a second bot on the same home.

Two bots share one home (GPU_ADVISOR_SLACK_CLAIM_STALE_S=2). For each trial: bot 1 answers the thread's first question
normally; then a follow-up that changes the workload ("make it Llama-3-70B") is sent to bot 1 while the fake Slack holds
`reactions.add` or `chat.postMessage`; bot 1 is killed (SIGKILL); the held call lands or is dropped; the event is
re-delivered (X-Slack-Retry-Num: 1) to bot 2. Expected: exactly one reply carrying the follow-up's event id, saying
what changed (70B), the hourglass removed.
Run: HF_HUB_OFFLINE=1 python scripts/attack/a10_kill.py       Results: $A10_TMP/kill.jsonl
"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import REF, SECRET, TOKEN, FakeSlack, free_port, raw, sign, socket

OUT = Path(os.environ.get("A10_TMP", "/tmp/a10"))
OUT.mkdir(parents=True, exist_ok=True)
home = tempfile.mkdtemp(prefix="a10kill_")
fake = FakeSlack().start()


def bot(port):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               HF_HUB_OFFLINE="1", GPU_ADVISOR_SLACK_CLAIM_STALE_S="2", GPU_ADVISOR_REFRESH_HOURS="off")
    log = open(f"{home}.{port}.log", "a")
    p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port),
                          "--no-charts"], env=env, stdout=log, stderr=log)
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return p
        except OSError:
            time.sleep(0.1)
    raise SystemExit("no start")


def send(port, body, retry=None):
    ts = str(int(time.time()))
    b = json.dumps(body).encode()
    h = [("Content-Type", "application/json"), ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(b, ts)),
         ("Content-Length", str(len(b)))] + ([("X-Slack-Retry-Num", str(retry)), ("X-Slack-Retry-Reason", "http_timeout")] if retry else [])
    return raw(port, "POST", "/slack/events", h, b)


def mention(ch, ts, text, eid):
    m = json.loads(open(REF + "app_mention.json").read())
    m["event"].update(text=f"<@U0BOT> {text}", channel=ch, ts=ts, event_ts=ts)
    m["event"].pop("thread_ts", None)
    m["event_id"], m["team_id"] = eid, "T111"
    return m


def follow(ch, th, ts, text, eid):
    r = json.loads(open(REF + "message_channel_thread_reply.json").read())
    r["event"].update(text=text, channel=ch, ts=ts, event_ts=ts, thread_ts=th, user="U9", parent_user_id="U9")
    r["event_id"], r["team_id"] = eid, "T111"
    r["authorizations"][0]["user_id"] = "U0BOT"
    return r


def dm(ch, ts, text, eid):
    r = json.loads(open(REF + "message_im.json").read())
    r["event"].update(text=text, channel=ch, ts=ts, event_ts=ts, user="U9")
    r["event"].pop("thread_ts", None)
    r["event_id"], r["team_id"] = eid, "T111"
    r["authorizations"][0]["user_id"] = "U0BOT"
    return r


def carrying(ch, th, eid):
    return [m for m in fake.posts.get((ch, th), []) if ((m.get("metadata") or {}).get("event_payload") or {}).get("event_id") == eid]


results = []
p2port = free_port()
b2 = bot(p2port)
p1port = free_port()
kinds = os.environ.get("A10_KINDS", "follow-up,dm").split(",")
trials = [(kind, m, land) for kind in kinds for m in ("reactions.add", "chat.postMessage")
          for land in (True, False)]
if len(sys.argv) > 1:
    trials = trials[: int(sys.argv[1])]
try:
    for k, (kind, method, land) in enumerate(trials):
        b1 = bot(p1port)
        fake.hold.clear()
        fake.drop.clear()
        ch = f"C8{k:02d}" if kind != "dm" else f"D8{k:02d}"
        # user messages dated before the fake Slack's clock (it stamps posts from 1700000000.0001 on): a DM's re-delivery
        # looks for its reply among the channel's messages *after* the user's (conversations.history oldest=)
        th = f"16900080{k:02d}.000100"
        eid = f"EvKF{k}"
        if kind == "dm":
            first = dm(ch, th, "serve Llama-3-8B for 10 users", f"EvKF{k}a")
            body = dm(ch, th[:-3] + "900", "make it Llama-3-70B", eid)
            where = (ch, "")
        else:
            first = mention(ch, th, "serve Llama-3-8B for 10 users", f"EvKF{k}a")
            body = follow(ch, th, th[:-3] + "900", "make it Llama-3-70B", eid)
            where = (ch, th)
        n0 = len(fake.of("chat.postMessage"))
        send(p1port, first)
        fake.wait_for("chat.postMessage", n0 + 1, timeout=60)
        time.sleep(1)
        ev = threading.Event()
        fake.hold[method] = ev
        if not land:
            fake.drop.add(method)
        before = len(fake.of(method))
        send(p1port, body)
        try:
            fake.wait_for(method, before + 1, timeout=60)
            held = True
        except AssertionError:
            held = False
        b1.send_signal(signal.SIGKILL)
        b1.wait(10)
        del fake.hold[method]
        ev.set()
        time.sleep(3)
        send(p2port, body, retry=1)
        time.sleep(12)
        replies = carrying(*where, eid)
        texts = [str(r.get("text") or "") for r in replies]
        hour = fake.reactions.get((ch, body["event"]["ts"]), set())
        fail = []
        if len(replies) != 1:
            fail.append(f"{len(replies)} replies carrying the event id")
        if replies and "70B" not in texts[0]:
            fail.append(f"the reply is not about 70B: {texts[0][:100]}")
        if hour:
            fail.append(f"reactions left: {sorted(hour)}")
        rec = {"trial": f"{kind}: kill while {method} held, {'landed' if land else 'dropped'}, re-delivered",
               "held": held, "replies": len(replies), "fail": "; ".join(fail) or None, "text": texts[0][:160] if texts else ""}
        results.append(rec)
        print(("FAIL " + rec["fail"] if rec["fail"] else "ok") + ": " + rec["trial"] + f" | {rec['text'][:120]!r}", flush=True)
finally:
    b2.send_signal(signal.SIGTERM)
    fake.stop()
logs = "".join(open(f"{home}.{p}.log", errors="replace").read() for p in (p1port, p2port))
with (OUT / "kill.jsonl").open("w") as f:
    for r in results:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(json.dumps({"probes": len(results), "flagged": sum(1 for r in results if r["fail"]),
                  "tracebacks": logs.count("Traceback"), "secret_in_log": SECRET in logs or TOKEN in logs}))
