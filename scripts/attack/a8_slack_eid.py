"""Eighth review: a signed mention whose event_id is empty (or missing, or null), delivered, answered, then
re-delivered with X-Slack-Retry-Num: 1 (and a third time, and twice in parallel) against a real
`gpu-advisor slack --http` process and the fake Slack. Expected: answered once per thread (or refused 200/400 and
not acted on). Run: HF_HUB_OFFLINE=1 python scripts/attack/a8_slack_eid.py"""
# ruff: noqa: SIM115  (a throwaway probe harness, kept to reproduce)
import json
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import REF, TMP, raw, sign, start

fake, internal, port, p = start(TMP + "/h_a8eid")


def post(body: bytes, extra=()):
    ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("X-Slack-Request-Timestamp", ts),
         ("X-Slack-Signature", sign(body, ts)), ("Content-Length", str(len(body))), *extra]
    return raw(port, "POST", "/slack/events", h, body)


n = bad = 0
for i, eid in enumerate(["", None, "MISSING", " ", "Ev-normal-a8"][:int(sys.argv[1]) if len(sys.argv) > 1 else 5]):
    th = f"17000008{i:02d}.000001"
    m = json.loads(open(REF + "app_mention.json").read())
    m["event"].update(text="<@U0BOT> LoRA a 7B model", channel="C8", ts=th, event_ts=th)
    if eid == "MISSING":
        m.pop("event_id")
    else:
        m["event_id"] = eid
    body = json.dumps(m).encode()
    st = post(body)
    for _ in range(60):
        if fake.posts.get(("C8", th)):
            break
        time.sleep(1)
    k1 = len(fake.posts.get(("C8", th), []))
    st2 = post(body, [("X-Slack-Retry-Num", "1"), ("X-Slack-Retry-Reason", "http_timeout")])
    ts = [threading.Thread(target=post, args=(body, [("X-Slack-Retry-Num", "2")])) for _ in range(2)]
    [t.start() for t in ts]
    [t.join() for t in ts]
    time.sleep(8)
    k2 = len(fake.posts.get(("C8", th), []))
    n += 4
    ok = k2 <= 1
    bad += not ok
    texts = [str(x.get("text"))[:70] for x in fake.posts.get(("C8", th), [])]
    print(f"event_id={eid!r}: first {st} → {k1} post(s); after 3 re-deliveries ({st2}) → {k2} post(s) "
          f"{'ok' if ok else 'FAIL answered more than once'} {texts}", flush=True)
p.terminate()
fake.stop()
print(f"event-id probes: {n}, failed threads: {bad}")
