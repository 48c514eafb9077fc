# ruff: noqa
# The real `slack --http` bot + FakeSlack, and an "internal" server that must receive nothing. Unsigned / odd-method /
# odd-path requests naming the internal URL as response_url, then long signed messages (what was read must be said).
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack23/slack_edge.py [unsigned|long]
import json, os, subprocess, sys, tempfile, time, threading, hashlib, hmac
sys.path.insert(0, "scripts/attack"); sys.path.insert(0, ".")
os.environ.setdefault("A6_TMP", "/tmp/a23")
os.makedirs("/tmp/a23", exist_ok=True)
import a6_slack_probe as P
from a10_slack import mention, reply
from tests.fake_slack import FakeSlack

_hook = P.Internal()  # the internal server that must receive nothing (scripts/attack/a6_slack_probe.py)
hits, internal, IURL = _hook.hits, _hook.server, _hook.url

home = tempfile.mkdtemp(prefix="a23_", dir="/tmp/a23")
fake = FakeSlack().start()
port = P.free_port()
env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd())
log = home + ".bot.log"
p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port),
                      "--no-charts"], env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
for _ in range(300):
    try:
        P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
    except OSError:
        time.sleep(0.1)

def send(body, method="POST", path="/slack/events", signed=True, ctype="application/json", extra=()):
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    ts = str(int(time.time()))
    h = [("Content-Type", ctype), ("Content-Length", str(len(data)))]
    if signed:
        h += [("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    h += list(extra)
    r = P.raw(port, method, path, h, data, timeout=20)
    return str(r)[:80]

def posts():
    return [c for c in fake.calls if c.method in ("chat.postMessage", "chat.update", "chat.postEphemeral")]

def wait_reply(ch, th, n0, t=60):
    end = time.time() + t
    while time.time() < end and len(fake.posts.get((ch, th), [])) <= n0:
        time.sleep(0.3)
    time.sleep(1.0)
    return fake.posts.get((ch, th), [])[n0:]

mode = sys.argv[1] if len(sys.argv) > 1 else "unsigned"
try:
    if mode == "unsigned":
        form = ("command=/gpu-advisor&text=serve+llama&channel_id=C1&user_id=U1&trigger_id=T1&response_url=" + IURL).encode()
        ev = json.dumps({"type": "event_callback", "event_id": "Ev1", "event": {"type": "app_mention", "channel": "C1",
                         "text": "<@U0BOT> hi", "ts": "1.1", "user": "U1"}, "response_url": IURL}).encode()
        probes = []
        for m in ("GET", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"):
            probes.append((m, "/slack/events", False, form, "application/x-www-form-urlencoded"))
        for path in ("/slack/events/", "//slack/events", "/slack/events?ssl_check=0", "/slack/install", "/slack/oauth_redirect", "/x"):
            probes.append(("POST", path, False, form, "application/x-www-form-urlencoded"))
        probes.append(("POST", "/slack/events", False, ev, "application/json"))
        # ssl_check with response_url
        probes.append(("POST", "/slack/events", False, b"ssl_check=1&token=x&response_url=" + IURL.encode(), "application/x-www-form-urlencoded"))
        for m, path, s, b, ct in probes:
            print(m, path, "->", send(b, m, path, s, ct))
        time.sleep(3)
        print("internal hits:", hits, "| slack writes:", len(posts()))
    elif mode == "long":
        pad = "lorem " * 800
        cases = [("L1 mention: padding then the question", pad + "serve Llama-3-8B for 10 users", None),
                 ("L2 mention: the question then padding", "serve Llama-3-8B for 10 users " + pad, None),
                 ("L3 reply: padding then 32k context", "serve Llama-3-8B for 10 users", pad + " make it 32k context"),
                 ("L4 mention: 4,100 ZWSP then the question", "\u200b" * 4100 + "serve Llama-3-8B for 10 users", None),
                 ("L5 mention: 3,000 links <http://x|y> (markup shrinks) then the question", "<https://example.com/aaaaaaaa|a> " * 300 + "serve Llama-3-8B for 10 users", None)]
        for k, (name, first, follow) in enumerate(cases):
            ch, th = "C1", f"17000002{k:02d}.000100"
            print("==", name, send(mention(ch, th, "<@U0BOT> " + first, f"EvL{k}")))
            got = wait_reply(ch, th, 0)
            if follow:
                n0 = len(fake.posts.get((ch, th), []))
                print("   reply", send(reply(ch, th, f"17000002{k:02d}.000200", follow, f"EvL{k}r")))
                got = wait_reply(ch, th, n0)
            calls = [c for c in fake.calls if c.method in ("chat.postMessage", "chat.update") and isinstance(c.body, dict) and c.body.get("thread_ts") == th]
            whole = json.dumps([c.body for c in calls], ensure_ascii=False)
            print("    calls:", len(calls), "| any call says the cut:", "characters;" in whole or "个字符" in whole)
            for m in got:
                t = m.get("text") or ""
                s = json.dumps(m, ensure_ascii=False); print("   ", repr(t[:120]), "| says-cut:", "characters;" in s or "个字符" in s)
finally:
    p.terminate()
    try: p.wait(10)
    except Exception: p.kill()
    fake.stop(); internal.shutdown()
    t = open(log).read()
    print("log: tracebacks", t.count("Traceback"), "| tail:", [l[:160] for l in t.splitlines()[-4:]])
