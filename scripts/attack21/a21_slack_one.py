# ruff: noqa
# One `slack --http` bot on a given home (env A21_HOME, else fresh) + fake Slack; sends each argument as a mention
# (or "R:text" as a thread reply to the previous mention), prints each reply and any Slack-special sequence in posts.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack21/a21_slack_one.py "text" "R:follow-up" ...
import json, os, re, subprocess, sys, tempfile, time
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a21")
import a6_slack_probe as P
from a10_slack import mention, reply
from tests.fake_slack import FakeSlack

DANGER = re.compile(r"<!(channel|here|everyone|subteam)|<@U|<#C|<https?:|<mailto:|<tel:")
home = os.environ.get("A21_HOME") or tempfile.mkdtemp(prefix="a21_one_", dir="/tmp/a21")
fake = FakeSlack().start()
port = P.free_port()
env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd(), **json.loads(os.environ.get("A21_ENV", "{}")))
log = home.rstrip("/") + ".bot.log"
p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port),
                      "--no-charts"], env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
for _ in range(300):
    try:
        P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
    except OSError:
        time.sleep(0.1)

def send(body):
    data = json.dumps(body).encode()
    ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    t0 = time.time()
    return P.raw(port, "POST", "/slack/events", h, data, timeout=30), round(time.time() - t0, 2)

def posts():
    return [c for c in fake.calls if c.method in ("chat.postMessage", "chat.update", "chat.postEphemeral") or c.method.startswith(("files.", "upload/"))]

try:
    ch, th, k = "C1", None, 0
    for i, a in enumerate(sys.argv[1:]):
        before = len(posts())
        if a.startswith("R:"):
            body = reply(ch, th, f"17000001{k:02d}.00{i:04d}", a[2:], f"EvO{i}")
            n0 = len([m for m in fake.posts.get((ch, th), [])])
        else:
            k += 1
            th = f"17000001{k:02d}.000100"
            body = mention(ch, th, "<@U0BOT> " + a, f"EvO{i}")
            n0 = 0
        print(f"--> {a[:120]!r}", send(body))
        end = time.time() + 60
        while time.time() < end and len([m for m in fake.posts.get((ch, th), []) if not m.get("upload")]) <= n0:
            time.sleep(0.3)
        time.sleep(1.5)
        new = posts()[before:]
        for c in new:
            b = c.body if isinstance(c.body, (dict, list)) else str(c.raw[:3000])
            s = json.dumps(b, ensure_ascii=False) if not isinstance(b, str) else b
            hits = [s[max(0, m.start() - 60): m.end() + 40] for m in DANGER.finditer(s)]
            txt = b.get("text") if isinstance(b, dict) else ""
            print(f"   {c.method}: {str(txt)[:300]!r}" + (f"\n   DANGER {hits[:3]}" if hits else ""))
        if not new:
            print("   (no post)")
finally:
    p.terminate()
    try: p.wait(10)
    except Exception: p.kill()
    fake.stop()
    t = open(log).read()
    print("log: tracebacks", t.count("Traceback"), "ERROR", t.count(" ERROR "), "| tail:", t.splitlines()[-3:])
