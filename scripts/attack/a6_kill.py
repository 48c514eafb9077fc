"""kill -9 bot1 while a given Slack method is held; then re-deliver to bot2 (or not) and count replies."""
# ruff: noqa: F403, F405, E402, B007, SIM115  (a throwaway probe harness, kept to reproduce)

import json
import signal
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import *

home = TMP + "/h_kill"
import shutil

shutil.rmtree(home, ignore_errors=True)
fake = FakeSlack().start()


def bot(port):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(
        GPU_ADVISOR_HOME=home,
        SLACK_BOT_TOKEN=TOKEN,
        SLACK_SIGNING_SECRET=SECRET,
        SLACK_API_URL=fake.url,
        HF_HUB_OFFLINE="1",
        GPU_ADVISOR_SLACK_CLAIM_STALE_S="2",
    )
    log = open(f"{home}.{port}.log", "a")
    p = subprocess.Popen(
        [sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port), "--no-charts"],
        env=env,
        stdout=log,
        stderr=log,
    )
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return p
        except OSError:
            time.sleep(0.1)
    raise SystemExit("no start")


def send(port, body, retry=None):
    ts = str(int(time.time()))
    b = body.encode()
    h = [
        ("Content-Type", "application/json"),
        ("X-Slack-Request-Timestamp", ts),
        ("X-Slack-Signature", sign(b, ts)),
        ("Content-Length", str(len(b))),
    ] + ([("X-Slack-Retry-Num", str(retry)), ("X-Slack-Retry-Reason", "http_timeout")] if retry else [])
    return raw(port, "POST", "/slack/events", h, b)


def mention(text, eid, ts, thread_ts=None):
    m = json.loads(open(REF + "app_mention.json").read())
    m["event"].update(text=f"<@U0BOT> {text}", channel="C7", ts=ts, event_ts=ts)
    if thread_ts:
        m["event"]["thread_ts"] = thread_ts
    m["event_id"] = eid
    return json.dumps(m)


def ours(thread):
    return [m for m in fake.posts.get(("C7", thread), []) if (m.get("metadata") or {}).get("event_payload", {}).get("event_id")]


p1port, p2port = free_port(), free_port()
b2 = bot(p2port)
results = []
trials = [
    (m, land, redeliver, nth)
    for (m, nth) in [
        ("reactions.add", 1),
        ("chat.postMessage", 1),
        ("reactions.remove", 1),
        ("files.getUploadURLExternal", 1),
        ("files.completeUploadExternal", 1),
    ]
    for land in (True, False)
    for redeliver in (True, False)
]
if len(sys.argv) > 1:
    trials = trials[: int(sys.argv[1])]
for k, (method, land, redeliver, nth) in enumerate(trials):
    b1 = bot(p1port)
    fake.hold.clear()
    fake.drop.clear()
    thread = f"17000{k:05d}.000001"
    eid = f"EvK{k}"
    body = mention("LoRA a 7B model", eid, thread)
    if method.startswith("files"):
        n0 = len(fake.of("chat.postMessage"))
        send(p1port, body)
        fake.wait_for("chat.postMessage", n0 + 1, timeout=30)
        time.sleep(1)
        eid = f"EvK{k}x"
        m = json.loads(body)
        m["event"].update(text="<@U0BOT> export", ts=thread[:-1] + "9", thread_ts=thread)
        m["event_id"] = eid
        body = json.dumps(m)
    ev = threading.Event()
    fake.hold[method] = ev
    if not land:
        fake.drop.add(method)
    before = len(fake.of(method))
    st = send(p1port, body)
    got = True
    try:
        fake.wait_for(method, before + 1, timeout=30)
    except Exception:
        got = False
    b1.send_signal(signal.SIGKILL)
    b1.wait(10)
    del fake.hold[method]
    ev.set()
    time.sleep(0.3)
    if redeliver:
        time.sleep(2.5)
        send(p2port, body, retry=1)
    time.sleep(9)
    replies = [r for r in ours(thread) if r["metadata"]["event_payload"]["event_id"] == eid]
    hour = fake.reactions.get(("C7", thread), set())
    files = [m for m in fake.posts.get(("C7", thread), []) if m.get("files")]
    all_posts = [(m.get("text") or "")[:50] for m in fake.posts.get(("C7", thread), [])]
    results.append(
        dict(
            method=method,
            land=land,
            redeliver=redeliver,
            held=got,
            replies=len(replies),
            reaction=sorted(hour),
            files=len(files),
            posts=all_posts,
        )
    )
    print(results[-1], flush=True)
b2.terminate()
b2.wait(10)
