# ruff: noqa
# type: ignore
"""Twelfth review, Slack over HTTP: a real `gpu-advisor slack --http` (GPU_ADVISOR_REFRESH_HOURS=off), tests/fake_slack.py
as the Web API and a second local server standing in for an internal URL; everything on 127.0.0.1, a fresh home each
section.
  edge     unsigned, stale, replayed-with-new-timestamp, wrong-secret, malformed and odd-wire requests (events, slash
           commands, clicks): each must get 4xx (or 200 for ssl_check), and over the whole section the sqlite file must be
           byte-for-byte the same rows, the fake Slack must get no call but auth.test, the internal server 0 hits
  replay   one signed slash command sent 3x in a row and 5x at once (no trigger_id, then with one): answered once
  texts    signed mentions and slash commands with text as Slack sends it (&lt; &gt; &amp; entities, *bold*), a slash
           command whose text contains the word "payload", negatives a user writes in Chinese (负) and before a rank
  payload  slash commands whose text or channel name holds the word "payload" (Bolt's parse_body substring test)
Run: HF_HUB_OFFLINE=1 python scripts/attack/a12_slack.py [edge replay texts payload]   Results: $A12_TMP/slack.jsonl
"""
import hashlib
import json
import os
import sqlite3
import sys
import threading
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from a6_slack_probe import REF, SECRET, raw, sign
from a10_slack import Bot, mention, texts_of

OUT = Path(os.environ.get("A12_TMP", "/tmp/a12"))
OUT.mkdir(parents=True, exist_ok=True)
RES = OUT / "slack.jsonl"


def record(name, fail, detail=""):
    with RES.open("a") as f:
        f.write(json.dumps({"probe": name, "fail": fail, "detail": str(detail)[:800]}, ensure_ascii=False) + "\n")
    print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {str(detail)[:300]}", flush=True)


def db_rows(home):
    """Every row of every table (not the file's bytes: WAL checkpoints move bytes without a write)."""
    p = Path(home) / "advisor.db"
    if not p.exists():
        return "no db"
    con = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
    h = hashlib.sha256()
    for (t,) in con.execute("select name from sqlite_master where type='table' order by name"):
        for r in con.execute(f'select * from "{t}"'):
            h.update(repr((t, r)).encode())
    con.close()
    return h.hexdigest()


def home_of(bot):
    return bot.log[:-4]


def outbound(bot):
    return [c.method for c in bot.fake.calls if c.method != "auth.test"]


def slash(text, trigger="tr-1", user="U9", channel="C5", fake=None, channel_name="c"):
    f = {"token": "x", "team_id": "T111", "team_domain": "d", "channel_id": channel, "channel_name": channel_name, "user_id": user,
         "user_name": "u", "command": "/gpu-advisor", "text": text, "api_app_id": "A1",
         "response_url": f"{fake.url}response/{trigger}", "trigger_id": trigger}
    if trigger is None:
        f.pop("trigger_id")
    return urllib.parse.urlencode(f).encode()


def edge():
    bot = Bot("edge")
    home = home_of(bot)
    try:
        time.sleep(1.5)
        before, calls0 = db_rows(home), outbound(bot)
        ev = json.dumps(mention("C1", "1700000100.000100", "<@U0BOT> serve Llama-3-8B for 10 users", "EvE1")).encode()
        cmd = slash("serve Llama-3-8B for 10 users", "tr-e1", fake=bot.fake)
        cmd_int = slash("serve Llama-3-8B for 10 users", "tr-e2", fake=bot.fake).replace(
            urllib.parse.quote(f"{bot.fake.url}response/tr-e2", safe="").encode(),
            urllib.parse.quote(bot.internal.url, safe="").encode())
        now = int(time.time())
        probes = []
        for name, body, ct in (("event", ev, "application/json"), ("slash", cmd, "application/x-www-form-urlencoded"),
                               ("slash→internal", cmd_int, "application/x-www-form-urlencoded")):
            for how, ts, sig in (
                    ("stale 301 s", now - 301, None), ("stale 1 day", now - 86400, None), ("future 301 s", now + 301, None),
                    ("ts 0", 0, None), ("wrong secret", now, sign(body, str(now), "other-secret")),
                    ("signed for another ts", now, sign(body, str(now - 5))),
                    ("sig of a prefix", now, sign(body[:-1], str(now))),
                    ("upper-case hex", now, sign(body, str(now)).upper().replace("V0=", "v0=")),
                    ("ts with leading zero", f"0{now}", sign(body, str(now))),
                    ("ts with + sign", f"+{now}", sign(body, f"+{now}")),
                    ("13-digit ms ts", now * 1000, sign(body, str(now * 1000))),
                    ("two signatures", now, sign(body, str(now)) + ", v0=" + "0" * 64)):
                sig = sig or sign(body, str(ts))
                probes.append((f"{name}: {how}", body, ct, [("X-Slack-Request-Timestamp", str(ts)), ("X-Slack-Signature", sig)]))
            # a valid signature, then the body changed in ways a lax parser ignores
            sig = sign(body, str(now))
            for how, b2 in (("trailing newline", body + b"\n"), ("trailing space", body + b" "), ("BOM", b"\xef\xbb\xbf" + body),
                            ("NUL appended", body + b"\x00"), ("&x=1 appended", body + b"&x=1")):
                probes.append((f"{name}: body changed after signing ({how})", b2, ct,
                               [("X-Slack-Request-Timestamp", str(now)), ("X-Slack-Signature", sig)]))
            probes.append((f"{name}: signature header duplicated (bad then good)", body, ct,
                           [("X-Slack-Request-Timestamp", str(now)), ("X-Slack-Signature", "v0=" + "1" * 64),
                            ("X-Slack-Signature", sig)]))
            probes.append((f"{name}: timestamp header duplicated", body, ct,
                           [("X-Slack-Request-Timestamp", str(now - 999)), ("X-Slack-Request-Timestamp", str(now)),
                            ("X-Slack-Signature", sig)]))
        # unsigned wire oddities
        for how, hdr, b in (("chunked, no length", [("Transfer-Encoding", "chunked")], b"5\r\nhello\r\n0\r\n\r\n"),
                            ("length 1,000,001", [("Content-Length", "1000001")], b""),
                            ("length -1", [("Content-Length", "-1")], b""),
                            ("length 1e3", [("Content-Length", "1e3")], b"x" * 1000),
                            ("65 kB header", [("X-Pad", "a" * 66000)], b"{}"),
                            ("150 headers", [(f"X-H{i}", "1") for i in range(150)], b"{}")):
            probes.append((f"unsigned wire: {how}", b, "application/json", hdr))
        results = []
        for name, body, ct, hdr in probes:
            h = [("Content-Type", ct)] + hdr
            if not any(k.lower() in ("content-length", "transfer-encoding") for k, _ in hdr):
                h.append(("Content-Length", str(len(body))))
            st = raw(bot.port, "POST", "/slack/events", h, body)
            results.append((name, st))
            ok = isinstance(st, int) and 400 <= st < 500 or st in ("closed", "ConnectionResetError")
            record(f"edge {name}", None if ok else f"status {st}", st)
        for method in ("GET", "PUT", "DELETE", "OPTIONS", "PATCH"):
            st = raw(bot.port, method, "/slack/events", [("Content-Length", "2")], b"{}")
            record(f"edge method {method}", None if st != 200 and st != 500 else f"status {st}", st)
        for path in ("/", "/slack/events/", "//slack/events", "/slack/events?x=1", "/slack/install", "/slack/oauth_redirect"):
            b = ev
            st = raw(bot.port, "POST", path, [("Content-Type", "application/json"), ("Content-Length", str(len(b))),
                                              ("X-Slack-Request-Timestamp", str(now)), ("X-Slack-Signature", "v0=" + "2" * 64)], b)
            record(f"edge unsigned POST {path}", None if isinstance(st, int) and 400 <= st < 500 else f"status {st}", st)
        time.sleep(4)
        after, calls = db_rows(home), outbound(bot)
        record("edge: no row written over the section", None if after == before else "rows changed", f"{before[:12]} → {after[:12]}")
        record("edge: no outbound call (fake Slack)", None if calls == calls0 else f"calls {calls[len(calls0):][:8]}")
        record("edge: internal server hits", None if not bot.internal.hits else f"{len(bot.internal.hits)} hits", bot.internal.hits[:3])
    finally:
        bot.stop()


def signed_post(bot, body, ct, headers=()):
    ts = str(int(time.time()))
    h = [("Content-Type", ct), ("Content-Length", str(len(body))), ("X-Slack-Request-Timestamp", ts),
         ("X-Slack-Signature", sign(body, ts)), *headers]
    return raw(bot.port, "POST", "/slack/events", h, body), h


def responses(bot, trigger):
    return [c for c in bot.fake.calls if c.method == f"response/{trigger}"]


def replay():
    bot = Bot("replay")
    try:
        time.sleep(1.5)
        for trig in ("tr-r1", None):
            body = slash("serve Llama-3-8B for 10 users", trig, fake=bot.fake) if trig else \
                slash("serve Llama-3-8B for 12 users", None, fake=bot.fake)
            st, h = signed_post(bot, body, "application/x-www-form-urlencoded")
            for i in range(2):
                raw(bot.port, "POST", "/slack/events", h + [("X-Slack-Retry-Num", str(i + 1))], body)
            ths = [threading.Thread(target=raw, args=(bot.port, "POST", "/slack/events", h, body)) for _ in range(5)]
            [t.start() for t in ths]
            [t.join() for t in ths]
            time.sleep(12)
            key = trig or None
            got = responses(bot, trig) if trig else [c for c in bot.fake.calls if c.method.startswith("response/None")]
            if not trig:
                got = [c for c in bot.fake.calls if c.method.startswith("response/") and "12 users" in json.dumps(c.body)]
            record(f"replay: one signed slash command ({'trigger ' + trig if trig else 'no trigger_id'}) sent 8 times",
                   None if len(got) == 1 else f"{len(got)} responses", f"first status {st}")
    finally:
        bot.stop()


def answer_text(bot, ch, th, secs=60):
    """The reply's text and blocks as posted (the workload line with the budget is in the blocks)."""
    bot.wait(ch, th, 1, secs)
    time.sleep(2)
    bodies = [c.body for c in bot.fake.calls if c.method in ("chat.postMessage", "chat.update")
              and isinstance(c.body, dict) and c.body.get("channel") == ch]
    return json.dumps(bodies, ensure_ascii=False)


def texts():
    bot = Bot("texts")
    try:
        time.sleep(1.5)
        cases = [
            # (text as Slack delivers it, regex the answer must match, regex it must not match)
            ("部署 Llama-3-8B，并发 10，预算每月 &lt;5000 元", r"5,000[^,]{0,12}月", r"5,000（总额）"),
            ("部署 Llama-3-8B，10 并发，预算 负 5000 美元", r"不读|不会是负|负数", r"\$5,000"),
            ("LoRA Llama-3-8B on 1M tokens, LoRA rank -64", r"not read|never negative", r"rank 64|r=64"),
            ("serve Llama-3-8B for *10* users", r"10 (users|concurrent)", r"\b1 concurrent\b"),
            ("serve Llama-3-8B for 10 users, budget $5 000 a month", r"5,000", r"\$5\.00/month"),
        ]
        import re
        for i, (text, want, bad) in enumerate(cases):
            ch, th = f"CT{i}", f"17000021{i:02d}.000100"
            bot.event(mention(ch, th, f"<@U0BOT> {text}", f"EvT{i}"))
            t = answer_text(bot, ch, th)
            fail = None
            if not re.search(want, t):
                fail = f"expected /{want}/"
            if re.search(bad, t):
                fail = (fail + "; " if fail else "") + f"matched /{bad}/"
            record(f"texts mention {text!r}", fail, t[:400])
        # a slash command whose text contains the word "payload" (Bolt's parse_body tests the raw body for it)
        for i, text in enumerate(("serve Llama-3-8B for 10 users, payload 4k tokens",
                                  "serve Llama-3-8B for 10 users, 4k tokens")):
            trig = f"tr-p{i}"
            st, _ = signed_post(bot, slash(text, trig, fake=bot.fake), "application/x-www-form-urlencoded")
            time.sleep(10)
            got = responses(bot, trig)
            record(f"texts slash command {text!r}", None if st == 200 and got else f"status {st}, {len(got)} responses",
                   json.dumps(got[0].body)[:200] if got else "")
    finally:
        bot.stop()


def payload():
    """Bolt's parse_body reads a form as `payload=` JSON whenever the raw body *contains* the word "payload": a slash
    command whose text, channel name or user name has it is parsed as {} and never reaches the listener."""
    bot = Bot("payload")
    try:
        time.sleep(1.5)
        for i, (text, cname) in enumerate((("serve Llama-3-8B for 10 users", "c"),
                                           ("serve Llama-3-8B for 10 users", "payload-team"),
                                           ("how big is the KV payload for Llama-3-8B at 10 users", "c"))):
            trig = f"tr-q{i}"
            st, _ = signed_post(bot, slash(text, trig, fake=bot.fake, channel_name=cname), "application/x-www-form-urlencoded")
            time.sleep(10)
            got = responses(bot, trig)
            record(f"payload: slash {text!r} in #{cname}", None if st == 200 and got else f"status {st}, {len(got)} responses",
                   json.dumps(got[0].body)[:160] if got else "")
    finally:
        bot.stop()


if __name__ == "__main__":
    for s in sys.argv[1:] or ["edge", "replay", "texts", "payload"]:
        globals()[s]()
