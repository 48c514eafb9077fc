# ruff: noqa
# The real `slack --http` bot + FakeSlack + an "internal" server that must receive nothing (attack 6/10 helpers via
# scripts/attack/a6_slack_probe.py). Mentions and thread follow-ups on the paths added since attack 26 (few-shot,
# provider exclusion, cameras, rerankers, MinerU, FLUX daily loads, purchase budgets, reply caps, growth on batches),
# plus a few malformed signed bodies not tried before (a JSON body that is a list / a number / null, a nested
# 10,000-deep event, a mention whose text is a dict).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack27/slack_new.py
import json, os, sys, tempfile, time
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a27"); os.makedirs("/tmp/a27", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention, reply

_hook = P.Internal()
hits, internal = _hook.hits, _hook.server
home = tempfile.mkdtemp(prefix="a27_", dir="/tmp/a27")
fake, _i, port, p = P.start(home, {"GPU_ADVISOR_REFRESH_HOURS": "off"})
log = home + ".log"

def send(body, ctype="application/json", extra=(), ts=None, clen=None):
    return P.send_signed(port, body, ctype, extra, ts, clen)


try:
    deep = ('{"type":"event_callback","event_id":"EvD","event":' + '{"x":' * 3000 + '{}' + '}' * 3000 + '}').encode()
    bad = [("body a JSON list", b"[1,2,3]"), ("body a number", b"5"), ("body null", b"null"),
           ("body 3000-deep", deep),
           ("text a dict", {**mention("C2", "1700000901.000100", "x", "EvT1"), "event": {"type": "app_mention", "user": "U1", "channel": "C2", "ts": "1700000901.000100", "text": {"a": 1}}}),
           ("event a list", {"type": "event_callback", "event_id": "EvT2", "event": [1]}),
           ("NaN literal in JSON", b'{"type":"event_callback","event_id":"EvT3","event":{"type":"app_mention","text":"<@U0BOT> serve Llama-3-8B for 10 users","channel":"C2","ts":NaN,"user":"U1"}}')]
    for name, body in bad:
        print(f"{name:30s} ->", str(send(body))[:160])
    k = 0
    def thread(first, *follow):
        global k
        k += 1
        P.run_thread(port, fake, "C9", f"17000008{k:02d}.000100", f"EvQ{k}", first, *follow, width=260)
    for args in [a.split(" || ") for a in open(os.path.join(os.path.dirname(__file__), "slack_threads.txt")).read().splitlines() if a.strip()]:
        thread(*args)
finally:
    p.terminate()
    try: p.wait(10)
    except Exception: p.kill()
    fake.stop(); internal.shutdown()
    t = open(log).read()
    print("internal hits:", hits, "| slack writes:", len([c for c in fake.calls if c.method in ("chat.postMessage", "chat.update")]))
    print("log: tracebacks", t.count("Traceback"), "| 500s", t.count(" 500"), "| tail:", [l[:200] for l in t.splitlines()[-6:]])
