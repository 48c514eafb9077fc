# ruff: noqa
# type: ignore
"""A19: unsigned / badly signed / replayed / malformed Slack events through a real `gpu-advisor slack --http`
(tests/fake_slack.py as Slack). Run from the repo root: HF_HUB_OFFLINE=1 PYTHONPATH=$PWD python scripts/attack19/slack_probe.py"""
import json, os, sys, time
from pathlib import Path
sys.path.insert(0, os.path.join(os.environ.get("WT", "/work/wt-attack19"), "scripts", "attack"))
from a10_slack import Bot, mention, reply
from a6_slack_probe import raw, sign, writes

def files(home):
    out = []
    for r, d, fs in os.walk(home):
        for f in fs:
            p = os.path.join(r, f); out.append((p, os.path.getsize(p), os.path.getmtime(p)))
    return sorted(out)

bot = Bot("a19")
home = bot.log[:-4]
try:
    time.sleep(2)
    base_w = len(writes(bot.fake)); base_f = files(home)
    ch, ts = "CU", "1700002000.000100"
    ev = mention(ch, ts, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvU1")
    body = json.dumps(ev).encode()
    res = {}
    res["unsigned"] = bot.post(body, how="none")
    res["bad-sig"] = bot.post(body, how="bad-sig")
    res["stale"] = bot.post(body, how="stale")
    now = str(int(time.time()))
    res["future ts +400"] = raw(bot.port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", str(len(body))), ("X-Slack-Request-Timestamp", str(int(now) + 400)), ("X-Slack-Signature", sign(body, str(int(now) + 400)))], body)
    res["ts not a number"] = raw(bot.port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", str(len(body))), ("X-Slack-Request-Timestamp", "nan"), ("X-Slack-Signature", sign(body, "nan"))], body)
    res["sig v1"] = raw(bot.port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", str(len(body))), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", sign(body, now).replace("v0=", "v1="))], body)
    res["sig uppercase hex"] = raw(bot.port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", str(len(body))), ("X-Slack-Request-Timestamp", now), ("X-Slack-Signature", "v0=" + sign(body, now)[3:].upper())], body)
    res["unsigned url_verification"] = bot.post(json.dumps({"type": "url_verification", "challenge": "abc", "token": "x"}).encode(), how="none")
    time.sleep(5)
    w1 = len(writes(bot.fake)); f1 = files(home)
    print("unverified:", {k: (v[0] if isinstance(v, tuple) else str(v)[:40]) for k, v in res.items()})
    print("  writes to Slack after unverified:", w1 - base_w, "| files changed:", [p for p in f1 if p not in base_f][:6])
    # malformed but signed
    mal = {}
    for name, b, ct in [("not json", b"{oops", "application/json"), ("json array", b"[1,2]", "application/json"),
                        ("event null", json.dumps({"type": "event_callback", "event": None, "event_id": "EvM1"}).encode(), "application/json"),
                        ("event text int", json.dumps(dict(ev, event=dict(ev["event"], text=12345), event_id="EvM2")).encode(), "application/json"),
                        ("event text NaN", json.dumps(dict(ev, event=dict(ev["event"], text=float("nan")), event_id="EvM3")).encode(), "application/json"),
                        ("empty", b"", "application/json"),
                        ("form no payload", b"a=b", "application/x-www-form-urlencoded"),
                        ("deep nest", (b"[" * 100000) + (b"]" * 100000), "application/json")]:
        r = bot.post(b, ctype=ct)
        mal[name] = r[0] if isinstance(r, tuple) else str(r)[:60]
    print("malformed signed:", mal)
    # replay: same signed body 3 times (same event id), then same event with a new event id (a replay by an attacker who kept the body)
    s1 = bot.event(ev); bot.wait(ch, ts, 1, 60); time.sleep(1)
    s2 = bot.event(ev); s3 = bot.event(ev); time.sleep(4)
    n_after = len(bot.thread(ch, ts))
    print("replay same event id x3 statuses", s1[0] if isinstance(s1, tuple) else s1, s2[0] if isinstance(s2, tuple) else s2, "posts in thread:", n_after)
    ev2 = dict(ev, event_id="EvU2")
    s4 = bot.event(ev2); time.sleep(8)
    print("same message ts, new event id: status", s4[0] if isinstance(s4, tuple) else s4, "posts in thread:", len(bot.thread(ch, ts)))
    for p in bot.thread(ch, ts):
        print("  POST:", str(p.get("text"))[:160].replace("\n", " "))
    # the message.channels event Slack sends beside app_mention for the same message (another event id)
    ch3, ts3 = "CM", "1700002100.000100"
    m = mention(ch3, ts3, "<@U0BOT> serve Llama-3.1-8B for 30 users", "EvD1")
    bot.event(m); bot.wait(ch3, ts3, 1, 60)
    msg = json.loads(json.dumps(m)); msg["event_id"] = "EvD2"; msg["event"]["type"] = "message"; msg["event"]["channel_type"] = "channel"
    bot.event(msg); time.sleep(8)
    print("app_mention + message event for one message: posts", len(bot.thread(ch3, ts3)))
    log = open(bot.log).read()
    print("tracebacks in log:", log.count("Traceback"))
    for line in log.splitlines():
        if "Traceback" in line or "Error" in line:
            print("  LOG:", line[:200])
finally:
    bot.stop()
