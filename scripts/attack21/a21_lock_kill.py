# ruff: noqa
# One bot on a home another process holds locked (memory mode). A mention is acked; the bot is killed -9 while its
# reply is in flight (the fake Slack holds chat.postMessage and drops it); a new bot starts on the same home.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack21/a21_lock_kill.py [lock|none]
import json, os, signal, sqlite3, subprocess, sys, tempfile, threading, time
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a21")
import a6_slack_probe as P
from a10_slack import mention
from tests.fake_slack import FakeSlack
mode = sys.argv[1] if len(sys.argv) > 1 else "lock"
home = tempfile.mkdtemp(prefix="a21_lk_", dir="/tmp/a21")
subprocess.run([sys.executable, "-m", "advisor", "ask", "hi"], env={**os.environ, "GPU_ADVISOR_HOME": home}, capture_output=True, timeout=120)
fake = FakeSlack().start()
port = P.free_port()
env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd(), GPU_ADVISOR_SLACK_CLAIM_STALE_S="5")
def start():
    p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port),
                          "--no-charts"], env=env, stdout=open(home + ".bot.log", "a"), stderr=subprocess.STDOUT)
    for _ in range(300):
        try:
            P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
        except OSError:
            time.sleep(0.1)
    return p
def send(body):
    data = json.dumps(body).encode(); ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    return P.raw(port, "POST", "/slack/events", h, data, timeout=30)
locker = None
if mode == "lock":
    locker = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30); locker.execute("BEGIN EXCLUSIVE")
p = start()
try:
    ch, th = "C1", "1700000100.000100"
    ev = threading.Event(); fake.hold["chat.postMessage"] = ev; fake.drop.add("chat.postMessage")
    print("mention acked:", send(mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvK1")))
    for _ in range(200):
        if fake.of("chat.postMessage"): break
        time.sleep(0.2)
    print("reply in flight:", bool(fake.of("chat.postMessage")))
    os.kill(p.pid, signal.SIGKILL); p.wait(); print("killed -9")
    ev.set(); time.sleep(1); fake.hold.pop("chat.postMessage"); fake.drop.discard("chat.postMessage")
    p = start(); print("restarted")
    time.sleep(45)
    msgs = [m for m in fake.posts.get((ch, th), []) if not m.get("upload")]
    print("replies in the thread after 45 s:", len(msgs), [str(m.get("text"))[:100] for m in msgs])
    r = fake.reactions.get((ch, th), set()); print("reactions left on the user's message:", r)
finally:
    p.terminate(); fake.stop()
    if locker: locker.execute("ROLLBACK")
    print("log tail:", open(home + ".bot.log").read().splitlines()[-4:])
