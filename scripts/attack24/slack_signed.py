# ruff: noqa
# The real `slack --http` bot + FakeSlack + an "internal" server that must receive nothing. Malformed SIGNED bodies
# (types, missing/huge fields, odd content types, retry headers, url_verification), signed slash commands and clicks
# naming the internal URL, then mentions on the newer paths (media, owned cards, growth follow-ups with odd factors).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack24/slack_signed.py [malformed|paths]
import json, os, sys, tempfile, time, threading, urllib.parse
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a24")
os.makedirs("/tmp/a24", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention, reply, click
from tests.fake_slack import FakeSlack

_hook = P.Internal()  # the internal server that must receive nothing (scripts/attack/a6_slack_probe.py)
hits, internal, IURL = _hook.hits, _hook.server, _hook.url
home = tempfile.mkdtemp(prefix="a24_", dir="/tmp/a24")
fake, _i, port, p = P.start(home, {"GPU_ADVISOR_REFRESH_HOURS": "off"})
log = home + ".log"

def send(body, ctype="application/json", extra=(), path="/slack/events"):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    ts = str(int(time.time()))
    h = [("Content-Type", ctype), ("Content-Length", str(len(data))), ("X-Slack-Request-Timestamp", ts),
         ("X-Slack-Signature", P.sign(data, ts))] + list(extra)
    return P.raw(port, "POST", path, h, data, timeout=30)

def wait_thread(ch, th, n0, t=60):
    end = time.time() + t
    while time.time() < end and len(fake.posts.get((ch, th), [])) <= n0:
        time.sleep(0.3)
    time.sleep(1.0)
    return fake.posts.get((ch, th), [])[n0:]

def ev(eid, **event):
    m = mention("C1", "1700000100.000100", "<@U0BOT> hi", eid); m["event"].update(event); return m

mode = sys.argv[1] if len(sys.argv) > 1 else "malformed"
try:
    if mode == "malformed":
        big = "x" * 900_000
        cases = [
            ("url_verification challenge number", {"type": "url_verification", "challenge": 12345, "token": "t"}),
            ("url_verification challenge list", {"type": "url_verification", "challenge": ["a"], "token": "t"}),
            ("url_verification no challenge", {"type": "url_verification", "token": "t"}),
            ("url_verification 900 KB challenge", {"type": "url_verification", "challenge": big}),
            ("url_verification CRLF challenge", {"type": "url_verification", "challenge": "a\r\nSet-Cookie: x=1"}),
            ("event null", {"type": "event_callback", "event_id": "EvN1", "event": None}),
            ("event missing", {"type": "event_callback", "event_id": "EvN2"}),
            ("event_id number", dict(ev("x"), event_id=12)),
            ("event_id 10k chars", dict(ev("x"), event_id="E" * 10000)),
            ("text 900 KB", ev("EvN3", text="<@U0BOT> " + big)),
            ("text NUL+RTL", ev("EvN4", text="<@U0BOT> \x00\u202e serve Llama-3-8B\x00 for 10 users")),
            ("channel empty", ev("EvN5", channel="")),
            ("ts 'abc'", ev("EvN6", ts="abc", event_ts="abc")),
            ("ts 1e400", ev("EvN7", ts="1e400", event_ts="1e400")),
            ("user missing", {**ev("EvN8"), "event": {k: v for k, v in ev("EvN8")["event"].items() if k != "user"}}),
            ("thread_ts number", ev("EvN9", thread_ts=1.5)),
            ("unknown event type", ev("EvN10", type="zzz_unknown")),
            ("authorizations string", dict(ev("EvN11"), authorizations="x")),
            ("type number", dict(ev("EvN12"), type=5)),
            ("blocks hostile", ev("EvN13", blocks=[{"type": "rich_text", "elements": "x"}])),
            ("files huge list", ev("EvN14", files=[{"id": "F" + str(i)} for i in range(20000)])),
        ]
        for name, body in cases:
            print(f"{name:34s} ->", send(body))
        print(f"{'text/plain JSON':34s} ->", send(ev("EvC1"), ctype="text/plain"))
        print(f"{'json charset=utf-16':34s} ->", send(ev("EvC2"), ctype="application/json; charset=utf-16"))
        print(f"{'multipart':34s} ->", send(ev("EvC3"), ctype="multipart/form-data; boundary=x"))
        print(f"{'gzip-labelled':34s} ->", send(ev("EvC4"), extra=[("Content-Encoding", "gzip")]))
        print(f"{'no content type':34s} ->", send(ev("EvC5"), ctype=""))
        for rn in ("abc", "-1", "99999999999999999999", "1e3", ""):
            print(f"{'retry-num ' + repr(rn):34s} ->", send(ev("EvR" + rn, ts="1700000200.000100", event_ts="1700000200.000100"), extra=[("X-Slack-Retry-Num", rn), ("X-Slack-Retry-Reason", "x" * 3000)]))
        form = urllib.parse.urlencode({"command": "/gpu-advisor", "text": "每天生成5000张图片", "channel_id": "C2", "user_id": "U1",
                                       "trigger_id": "T24a", "response_url": IURL, "team_id": "T111"}).encode()
        print(f"{'signed slash, internal response_url':34s} ->", send(form, ctype="application/x-www-form-urlencoded"))
        form2 = urllib.parse.urlencode({"command": "/gpu-advisor", "text": "x" * 200000, "channel_id": "C2", "user_id": "U1",
                                        "trigger_id": "T24b", "response_url": "https://hooks.slack.com.evil/x", "team_id": "T111"}).encode()
        print(f"{'signed slash, hooks.slack.com.evil':34s} ->", send(form2, ctype="application/x-www-form-urlencoded"))
        class B: pass
        b = B(); b.fake = fake
        pl = click(b, "advisor_cheaper", "x", "C3", "1700000300.000100", "T24c", response_url=IURL)
        print(f"{'signed click, internal response_url':34s} ->", send(("payload=" + urllib.parse.quote(json.dumps(pl))).encode(), ctype="application/x-www-form-urlencoded"))
        pl2 = click(b, "advisor_cheaper", "x" * 100000, "C3", "1700000300.000100", "T24d", response_url=f"{fake.url}response/T24d", actions="x")
        print(f"{'signed click, actions string':34s} ->", send(("payload=" + urllib.parse.quote(json.dumps(pl2))).encode(), ctype="application/x-www-form-urlencoded"))
        time.sleep(25)
    else:
        k = 0
        def thread(first, *follow):
            global k
            k += 1; ch, th = "C9", f"17000005{k:02d}.000100"
            st = send(mention(ch, th, "<@U0BOT> " + first, f"EvP{k}"))
            got = wait_thread(ch, th, 0)
            print(f"== {first[:60]!r} -> {st}:", [(m.get('text') or '')[:150] for m in got])
            for j, f in enumerate(follow):
                n0 = len(fake.posts.get((ch, th), []))
                st = send(reply(ch, th, f"17000005{k:02d}.00{j+2}00", f, f"EvP{k}r{j}"))
                got = wait_thread(ch, th, n0)
                print(f"   {f[:60]!r} -> {st}:", [(m.get('text') or '')[:150] for m in got])
        thread("每天生成5000张海报")
        thread("generate 5e300 images a day")
        thread("我有99999999999999999999999张RTX 5090，跑Qwen2.5-7B")
        thread("serve Llama-3-8B for 100 users", "what if users grow -3x?", "what if users grow 0x?")
        thread("部署 Qwen2.5-7B，100 人同时用", "如果用户增长3倍呢？")
        thread("砌部機買張RTX 5090，跑Qwen2.5-7B，資料唔可以出公司")
finally:
    p.terminate()
    try: p.wait(10)
    except Exception: p.kill()
    fake.stop(); internal.shutdown()
    t = open(log).read()
    posts = [c for c in fake.calls if c.method in ("chat.postMessage", "chat.update", "chat.postEphemeral")]
    for c in posts:
        b = c.body if isinstance(c.body, dict) else {}
        print("   write", c.method, b.get("channel"), b.get("thread_ts"), repr(str(b.get("text"))[:140]))
    print("internal hits:", hits, "| slack writes:", len(posts), "| response posts:", len([c for c in fake.calls if c.method.startswith("response")]))
    print("log: tracebacks", t.count("Traceback"), "| 500s", t.count(" 500"), "| tail:", [l[:200] for l in t.splitlines()[-6:]])
