# ruff: noqa
# The real `slack --http` bot + FakeSlack + an "internal" server that must receive nothing (attack 6/10 helpers,
# attack 25's harness). `malformed`: signed bodies not tried before (url_verification with odd challenges, odd
# X-Slack-Retry-Num / Reason headers, blocks / thread_ts / ts of the wrong type, 500,000 invisible characters, a
# form body labelled text/plain with a JSON payload). `paths`: mentions on the paths added since attack 25 (vision
# training and batch, speech stages, owned laptops / mini PCs, multi-LoRA, agents, unknown releases, growth).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack26/slack_new.py [malformed|paths]
import json, os, sys, tempfile, time
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a26"); os.makedirs("/tmp/a26", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention, reply

_hook = P.Internal()
hits, internal = _hook.hits, _hook.server
home = tempfile.mkdtemp(prefix="a26_", dir="/tmp/a26")
fake, _i, port, p = P.start(home, {"GPU_ADVISOR_REFRESH_HOURS": "off"})
log = home + ".log"

def send(body, ctype="application/json", extra=(), ts=None, clen=None):
    return P.send_signed(port, body, ctype, extra, ts, clen)


def ev(eid, ts="1700000100.000100", **event):
    m = mention("C1", ts, "<@U0BOT> serve Llama-3-8B for 10 users", eid); m["event"].update(event); return m

mode = sys.argv[1] if len(sys.argv) > 1 else "malformed"
try:
    if mode == "malformed":
        zw = "\u200b\u2060\ufeff\u202e\U000e0041"
        cases = [
            ("url_verification challenge a number", {"type": "url_verification", "challenge": 5, "token": "x"}),
            ("url_verification challenge a list", {"type": "url_verification", "challenge": ["x"]}),
            ("url_verification no challenge", {"type": "url_verification"}),
            ("url_verification challenge 900k chars", {"type": "url_verification", "challenge": "a" * 900000}),
            ("url_verification challenge <script>", {"type": "url_verification", "challenge": "<script>x</script>\r\nX-A: b"}),
            ("blocks a string", ev("EvB1", "1700000201.000100", blocks="x")),
            ("blocks [{type: 5}]", ev("EvB2", "1700000202.000100", blocks=[{"type": 5, "elements": "x"}])),
            ("thread_ts a number", ev("EvB3", "1700000203.000100", thread_ts=1700000203.0001)),
            ("thread_ts a list", ev("EvB4", "1700000204.000100", thread_ts=["x"])),
            ("ts a float number", ev("EvB5", 1700000205.0001)),
            ("event_ts null", ev("EvB6", "1700000206.000100", event_ts=None)),
            ("text 500k invisible chars", ev("EvB7", "1700000207.000100", text="<@U0BOT> " + zw * 100000)),
            ("text 60k chars + a job", ev("EvB8", "1700000208.000100", text="<@U0BOT> " + "Ｑ" * 60000 + " serve Llama-3-8B for 10 users")),
            ("text invisible inside figures", ev("EvB9", "1700000209.000100", text="<@U0BOT> CLIP embeddings of 3\u200b00M images within 2\u2060 days")),
            ("event_id a number", {**ev("X", "1700000210.000100"), "event_id": 5}),
            ("event_time a string", {**ev("EvB11", "1700000211.000100"), "event_time": "now"}),
        ]
        for name, body in cases:
            print(f"{name:42s} ->", str(send(body))[:160])
        hdrs = [("retry num abc", [("X-Slack-Retry-Num", "abc"), ("X-Slack-Retry-Reason", "http_timeout")]),
                ("retry num -1", [("X-Slack-Retry-Num", "-1")]), ("retry num 1e400", [("X-Slack-Retry-Num", "1e400")]),
                ("retry reason 10k chars", [("X-Slack-Retry-Num", "1"), ("X-Slack-Retry-Reason", "x" * 10000)])]
        for i, (name, h) in enumerate(hdrs):
            print(f"{name:42s} ->", str(send(ev(f"EvR{i}", f"17000003{i:02d}.000100"), extra=h))[:160])
        form = b"payload=" + json.dumps({"type": "block_actions", "actions": "x"}).encode()
        print(f"{'form payload labelled text/plain':42s} ->", str(send(form, ctype="text/plain"))[:160])
        print(f"{'form payload, json ctype':42s} ->", str(send(form, ctype="application/json"))[:160])
        time.sleep(45)
    else:
        k = 0
        def thread(first, *follow):
            global k
            k += 1
            P.run_thread(port, fake, "C9", f"17000007{k:02d}.000100", f"EvP{k}", first, *follow, width=220)
        thread("CLIP embeddings of -300M images")
        thread("YOLO11 training on 60k images at 640px for 1e300 epochs", "what if we double the images?", "×1e300 images?")
        thread("deploy Qwen4-0B for 100 users")
        thread("I have -3 Ryzen AI Max+ 395 mini PCs, run Llama-3-70B")
        thread("multi-LoRA serving: -200 adapters, 300 concurrent, Llama-3-8B", "what if users double?")
        thread("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果之後人數加倍呢？", "如果录音翻1e300倍呢？")
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
