# ruff: noqa
# type: ignore
"""Ninth review: the chat follow-ups added on 2026-12-02 ("how long?", 要幾耐, 點解, "cheaper?") in Slack threads,
against a real `gpu-advisor slack --http` process and tests/fake_slack.py. Each thread starts with a signed mention;
each follow-up is a signed thread reply (message event) that must get exactly one reply in the thread, in the
user's language, with no apology, traceback, NaN or raw control/bidi character. Every follow-up is also sent three
ways unsigned (a bad signature, a timestamp 'abc', no signature headers): each must be 401 and post nothing.
Run: HF_HUB_OFFLINE=1 python scripts/attack/a9_slack.py     Results: $A9_TMP/slack.jsonl
"""
import json
import os
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import REF, TMP, raw, sign, start

OUT = Path(os.environ.get("A9_TMP", "/tmp/a9")) / "slack.jsonl"
BAD = re.compile(r"Traceback|please report|\bnan\b|\bNaN\b|something went wrong|Sorry")
fake, internal, port, p = start(TMP + "/h_a9slack")
n = bad = 0


def post(body: bytes, how: str = "signed"):
    ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
    if how == "signed":
        h += [("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(body, ts))]
    elif how == "bad-sig":
        h += [("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", "v0=" + "0" * 64)]
    elif how == "ts-abc":
        h += [("X-Slack-Request-Timestamp", "abc"), ("X-Slack-Signature", sign(body, ts))]
    return raw(port, "POST", "/slack/events", h, body)


def record(name, fail, texts):
    global n, bad
    n += 1
    bad += bool(fail)
    with OUT.open("a") as f:
        f.write(json.dumps({"name": name, "fail": fail, "texts": [t[-300:] for t in texts]}, ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {(texts[-1] if texts else '')[:140]!r}", flush=True)


def thread_posts(ch, th):
    return [x for x in fake.posts.get((ch, th), [])]


def wait_posts(ch, th, k, secs=60):
    for _ in range(secs * 4):
        if len(thread_posts(ch, th)) >= k:
            return True
        time.sleep(0.25)
    return False


seq = 0
firsts = {"en": "<@U0BOT> serve Llama-3-8B for 10 users", "zh": "<@U0BOT> 给 10 个用户部署 Llama-3-8B",
          "hk": "<@U0BOT> 我有兩張 RTX 4090，想跑 Llama-3-8B 服務 10 個用戶", "train": "<@U0BOT> LoRA fine-tune Llama-3-8B on 1B tokens"}
follows = [
    "how long?", "要幾耐", "點解", "cheaper?", "cheaper?", "平啲？", "why", "how long?\x1b[2J\u202e",
           "cheaper? " + "<!channel> " * 50, "要幾耐" * 1500, "點解\x00", "how long? in 1e400 seconds"]
mention = json.loads(open(REF + "app_mention.json").read())
reply = json.loads(open(REF + "message_channel_thread_reply.json").read())
for lang, first in firsts.items():
    seq += 1
    ch, th = f"C9{seq:02d}", f"17000009{seq:02d}.000001"
    m = json.loads(json.dumps(mention))
    m["event"].update(text=first, channel=ch, ts=th, event_ts=th)
    m["event"].pop("thread_ts", None)
    m["event_id"] = f"Ev9{seq:03d}"
    st = post(json.dumps(m).encode())
    got = wait_posts(ch, th, 1)
    record(f"{lang} first", None if got else f"no reply (status {st})", [x.get("text") or "" for x in thread_posts(ch, th)])
    for j, fo in enumerate(follows):
        k = len(thread_posts(ch, th))
        r = json.loads(json.dumps(reply))
        ts = f"17000009{seq:02d}.{j + 2:06d}"
        r["event"].update(text=fo, channel=ch, ts=ts, event_ts=ts, thread_ts=th, user="U9", parent_user_id="U9")
        r["event_id"] = f"Ev9{seq:03d}f{j}"
        r["team_id"] = m["team_id"]  # the thread's key is (team, channel, thread)
        r["authorizations"][0]["user_id"] = "U0BOT"
        body = json.dumps(r).encode()
        for how in ("bad-sig", "ts-abc", "none"):
            st = post(body, how)
            time.sleep(0.3)
            fail = None if st == 401 else f"unsigned ({how}) got {st}"
            if len(thread_posts(ch, th)) != k:
                fail = f"unsigned ({how}) posted into the thread"
            record(f"{lang} unsigned {how} {fo[:30]!r}", fail, [])
        st = post(body)
        got = wait_posts(ch, th, k + 1, 60)
        time.sleep(1.5)
        texts = [x.get("text") or json.dumps(x.get("blocks") or "", ensure_ascii=False) for x in thread_posts(ch, th)[k:]]
        fail = None
        if not got:
            fail = f"silence (status {st})"
        elif len(texts) > 1:
            fail = f"{len(texts)} replies to one message"
        else:
            allt = json.dumps([x for x in thread_posts(ch, th)[k:]], ensure_ascii=False)
            mm = BAD.search(allt)
            if mm:
                fail = f"has {mm.group(0)!r}"
            elif "\x1b" in allt or "\u202e" in allt or "\\u001b" in allt:
                fail = "raw control/bidi in the reply"
            elif "<!channel>" in allt:
                fail = "<!channel> echoed (pings the channel)"
            elif lang in ("zh", "hk") and not re.search(r"[\u4e00-\u9fff]", texts[0]) and not re.search(r"[a-z]", fo):
                fail = "not in Chinese"
        record(f"{lang} follow-up {fo[:30]!r}", fail, texts)
time.sleep(1)
log = open(TMP + "/h_a9slack.log").read()
tb = log.count("Traceback")
record("log: tracebacks", f"{tb} tracebacks in the bot log" if tb else None, [])
record("log: secret", "signing secret or token in the log" if ("xoxb-" in log) else None, [])
p.terminate()
fake.stop()
print(f"slack probes: {n}, flagged: {bad}")
