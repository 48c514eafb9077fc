# ruff: noqa
# The real `slack --http` bot + FakeSlack + an "internal" server that must receive nothing (scripts/attack/a6_slack_probe.py
# helpers). Threads on the paths added since attack 30 (M3 Max owned, buy or rent, vendor quotes, currencies, CCTV counts, designs,
# translation, 科室, role nouns, stated output lengths, ap-mars-1) and
# malformed SIGNED bodies: 40,000 zero-width spaces, 200 KB of text, NUL / lone surrogate escapes, a numeric event_id,
# a resent event_id with other text, payload=null, ts NaN, a channel with U+202E, a text that is a list, event_id 1e300.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack31/slack_new.py
import json, os, sys, tempfile, time
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a31"); os.makedirs("/tmp/a31", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention

_hook = P.Internal()
hits, internal = _hook.hits, _hook.server
home = tempfile.mkdtemp(prefix="a31_", dir="/tmp/a31")
fake, _i, port, p = P.start(home, {"GPU_ADVISOR_REFRESH_HOURS": "off"})
log = home + ".log"
for _ in range(600):  # a loaded machine starts the bot slower than a6_slack_probe.start's ~20 s wait
    try:
        P.socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
        break
    except OSError:
        time.sleep(0.2)


def send(body, ctype="application/json", extra=(), ts=None, clen=None):
    return P.send_signed(port, body, ctype, extra, ts, clen)


def ev(eid, ts, text):
    return {**mention("C2", ts, "x", eid), "event": {"type": "app_mention", "user": "U1", "channel": "C2", "ts": ts,
                                                     "text": text}}


try:
    n0 = len(P.writes(fake))
    bad = [("text 40k zero-width", ev("EvZ1", "1700000911.000100", "<@U0BOT> " + "\u200b" * 40000 + "serve Llama-3-8B for 10 users")),
           ("text 200 KB", ev("EvZ2", "1700000912.000100", "<@U0BOT> serve Llama-3-8B for 10 users " + "x" * 200000)),
           ("text NUL + lone surrogate", b'{"type":"event_callback","event_id":"EvZ3","event":{"type":"app_mention","user":"U1","channel":"C2","ts":"1700000913.000100","text":"<@U0BOT> serve \\u0000 Llama-3-8B \\ud800 for 10 users"}}'),
           ("event_id a number", {**ev("x", "1700000914.000100", "<@U0BOT> serve Llama-3-8B for 10 users"), "event_id": 12345}),
           ("same event_id, other text", ev("EvZ1", "1700000915.000100", "<@U0BOT> serve Llama-3-70B for 10 users")),
           ("form labelled JSON, payload null", (b"payload=null", "application/x-www-form-urlencoded")),
           ("ts NaN string", ev("EvZ6", "NaN", "<@U0BOT> serve Llama-3-8B for 10 users")),
           ("channel RTL override", {**ev("EvZ7", "1700000917.000100", "<@U0BOT> serve Llama-3-8B for 10 users")})]
    bad[-1][1]["event"]["channel"] = "C\u202e2"
    bad.append(("text a list", {**ev("EvZ8", "1700000918.000100", "x"), "event": {**ev("EvZ8", "1700000918.000100", "x")["event"], "text": ["<@U0BOT>", "serve"]}}))
    bad.append(("event_id 1e300 literal", b'{"type":"event_callback","event_id":1e300,"event":{"type":"app_mention","user":"U1","channel":"C2","ts":"1700000919.000100","text":"<@U0BOT> serve Llama-3-8B for 10 users"}}'))
    bad.append(("ts 1e300", ev("EvZ9", "1e300", "<@U0BOT> serve Llama-3-8B for 10 users")))
    bad.append(("text 120k of RM -5000 budgets", ev("EvZA", "1700000920.000100", "<@U0BOT> serve Llama-3-8B for 10 users, budget RM -5000 a month " * 2000)))
    bad.append(("event_id with U+200B", ev("EvZ\u200bB", "1700000921.000100", "<@U0BOT> detect people on -200 CCTV cameras with YOLOv8")))
    for name, body in bad:
        if isinstance(body, tuple):
            print(f"{name:32s} ->", str(send(body[0], body[1]))[:160])
        else:
            print(f"{name:32s} ->", str(send(body))[:160])
    time.sleep(25)
    print("writes after odd bodies:", len(P.writes(fake)) - n0)
    for key, posts in list(fake.posts.items()):
        print("  posted in", ascii(key), [ascii((m.get("text") or "")[:80]) for m in posts])
    k = 0
    for args in [a.split(" || ") for a in open(os.path.join(os.path.dirname(__file__), "slack_threads.txt")).read().splitlines() if a.strip()]:
        k += 1
        P.run_thread(port, fake, "C9", f"17000019{k:02d}.000100", f"EvS{k}", *args, width=260)
finally:
    p.terminate()
    try: p.wait(10)
    except Exception: p.kill()
    fake.stop(); internal.shutdown()
    t = open(log).read()
    print("internal hits:", hits, "| slack writes:", len([c for c in fake.calls if c.method in ("chat.postMessage", "chat.update")]))
    print("log: tracebacks", t.count("Traceback"), "| 500s", t.count(" 500"), "| tail:", [l[:200] for l in t.splitlines()[-6:]])
