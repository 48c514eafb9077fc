# ruff: noqa
# The real `slack --http` bot + FakeSlack + an "internal" server that must receive nothing (attack 6/10 helpers).
# `malformed`: signed bodies not tried before (text / files / subtype of the wrong type, a float or far timestamp,
# a body longer than its Content-Length, the same event id with two bodies). `paths`: mentions on the paths added
# since attack 24 (lakh/crore, percentiles, sweeps, owned Macs / modded boards, growth by absurd factors).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack25/slack_new.py [malformed|paths]
import json, os, sys, tempfile, time
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a25"); os.makedirs("/tmp/a25", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention, reply

_hook = P.Internal()
hits, internal = _hook.hits, _hook.server
home = tempfile.mkdtemp(prefix="a25_", dir="/tmp/a25")
fake, _i, port, p = P.start(home, {"GPU_ADVISOR_REFRESH_HOURS": "off"})
log = home + ".log"

def send(body, ctype="application/json", extra=(), ts=None, clen=None):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    ts = ts or str(int(time.time()))
    h = [("Content-Type", ctype), ("Content-Length", str(clen if clen is not None else len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))] + list(extra)
    return P.raw(port, "POST", "/slack/events", h, data, timeout=30)

def wait_thread(ch, th, n0, t=90):
    end = time.time() + t
    while time.time() < end and len(fake.posts.get((ch, th), [])) <= n0:
        time.sleep(0.3)
    time.sleep(1.0)
    return fake.posts.get((ch, th), [])[n0:]

def ev(eid, ts="1700000100.000100", **event):
    m = mention("C1", ts, "<@U0BOT> serve Llama-3-8B for 10 users", eid); m["event"].update(event); return m

mode = sys.argv[1] if len(sys.argv) > 1 else "malformed"
try:
    if mode == "malformed":
        now = int(time.time())
        cases = [
            ("text a number", ev("EvM1", "1700000101.000100", text=12345)),
            ("text a list", ev("EvM2", "1700000102.000100", text=["<@U0BOT> hi"])),
            ("text null", ev("EvM3", "1700000103.000100", text=None)),
            ("files null", ev("EvM4", "1700000104.000100", files=None)),
            ("files a string", ev("EvM5", "1700000105.000100", files="x")),
            ("subtype message_changed, message str", ev("EvM6", "1700000106.000100", type="message", subtype="message_changed", message="x")),
            ("bot_id set (own message)", ev("EvM7", "1700000107.000100", bot_id="B1")),
            ("user a dict", ev("EvM8", "1700000108.000100", user={"id": "U1"})),
            ("channel a number", ev("EvM9", "1700000109.000100", channel=5)),
            ("event a list", {"type": "event_callback", "event_id": "EvM10", "event": ["x"]}),
            ("body a JSON list", ["x"]),
            ("body a JSON string", "x"),
            ("body JSON NaN", b'{"type": "event_callback", "event_id": NaN}'),
            ("body deep nesting", ("[" * 100000 + "]" * 100000).encode()),
            ("body invalid utf-8", b'{"type": "event_callback", "x": "\xff\xfe"}'),
        ]
        for name, body in cases:
            print(f"{name:40s} ->", send(body))
        print(f"{'timestamp float':40s} ->", send(ev("EvT1", "1700000110.000100"), ts=f"{now}.5"))
        print(f"{'timestamp 1 hour ahead':40s} ->", send(ev("EvT2", "1700000111.000100"), ts=str(now + 3600)))
        print(f"{'timestamp -1':40s} ->", send(ev("EvT3", "1700000112.000100"), ts="-1"))
        print(f"{'timestamp 1e400':40s} ->", send(ev("EvT4", "1700000113.000100"), ts="1e400"))
        print(f"{'timestamp 30 digits':40s} ->", send(ev("EvT5", "1700000114.000100"), ts="9" * 30))
        print(f"{'Content-Length short by 10':40s} ->", send(ev("EvL1", "1700000115.000100"), clen=len(json.dumps(ev("EvL1", "1700000115.000100"))) - 10))
        print(f"{'Content-Length -5':40s} ->", send(ev("EvL2", "1700000116.000100"), clen=-5))
        print(f"{'Content-Length 10^12':40s} ->", P.raw(port, "POST", "/slack/events", [("Content-Type", "application/json"), ("Content-Length", "1000000000000")], b"{}", timeout=10))
        a = ev("EvD1", "1700000120.000100"); b = ev("EvD1", "1700000121.000100", text="<@U0BOT> 部署Qwen2.5-7B，1e300 lakh人")
        print(f"{'same event id, two bodies':40s} ->", send(a), send(b))
        time.sleep(40)
    else:
        k = 0
        def thread(first, *follow):
            global k
            k += 1; ch, th = "C9", f"17000006{k:02d}.000100"
            st = send(mention(ch, th, "<@U0BOT> " + first, f"EvQ{k}"))
            got = wait_thread(ch, th, 0)
            print(f"== {first[:60]!r} -> {st}:", [(m.get('text') or '')[:200] for m in got])
            for j, f in enumerate(follow):
                n0 = len(fake.posts.get((ch, th), []))
                st = send(reply(ch, th, f"17000006{k:02d}.00{j+2}00", f, f"EvQ{k}r{j}"))
                got = wait_thread(ch, th, n0)
                print(f"   {f[:60]!r} -> {st}:", [(m.get('text') or '')[:200] for m in got])
        thread("serve Llama-3-8B for 1e300 lakh users")
        thread("部署Qwen2.5-7B，100人用，99分位延迟-300毫秒")
        thread("I have a Mac mini M4 Pro, run Qwen2.5-7B", "what if users grow by 1e300 times?", "如果之後人數加倍呢？")
        thread("hyperparameter sweep: 1e300 runs × 20M tokens LoRA Llama-3-8B")
        thread("is an L40S enough or do we need an H100 for Llama-3-8B, 50 users?", "what if users grow -2x?")
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
    print("internal hits:", hits, "| slack writes:", len(posts))
    print("log: tracebacks", t.count("Traceback"), "| 500s", t.count(" 500"), "| tail:", [l[:200] for l in t.splitlines()[-6:]])
