# ruff: noqa
# One bot. Thread T answered while the home is fine; then another process locks advisor.db (BEGIN EXCLUSIVE);
# follow-up in T; new thread U answered under the lock; the bot is restarted (still locked); follow-ups in T and U.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack21/a21_lock_one.py
import json, os, sqlite3, subprocess, sys, tempfile, time
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a21")
import a6_slack_probe as P
from a10_slack import mention, reply
from tests.fake_slack import FakeSlack

home = tempfile.mkdtemp(prefix="a21_lock1_", dir="/tmp/a21")
fake = FakeSlack().start()
port = P.free_port()
env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd())
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
    t0 = time.time(); st = P.raw(port, "POST", "/slack/events", h, data, timeout=30); return st, round(time.time() - t0, 2)
def msgs(ch, th): return [str(m.get("text"))[:150] for m in fake.posts.get((ch, th), []) if not m.get("upload")]
def wait(ch, th, k, secs=40):
    end = time.time() + secs
    while time.time() < end and len(msgs(ch, th)) < k: time.sleep(0.3)
    time.sleep(1); return msgs(ch, th)
p = start()
locker = None
try:
    T = ("C1", "1700000100.000100"); U = ("C2", "1700000200.000100")
    print("T mention", send(mention(*T, "<@U0BOT> serve Llama-3.1-8B for 20 users", "Ev1"))); print(" ", wait(*T, 1)[-1:])
    locker = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30); locker.execute("BEGIN EXCLUSIVE")
    print("locked")
    print("T follow-up under lock", send(reply(*T, "1700000100.000200", "make it 32k context", "Ev2"))); print(" ", wait(*T, 2)[1:])
    print("U mention under lock", send(mention(*U, "<@U0BOT> LoRA fine-tune Llama-3-8B", "Ev3"))); print(" ", wait(*U, 1)[-1:])
    p.terminate(); p.wait(10); p = start(); print("restarted (still locked)")
    print("T follow-up", send(reply(*T, "1700000100.000300", "only AWS", "Ev4"))); print(" ", wait(*T, 3)[2:])
    print("U follow-up", send(reply(*U, "1700000200.000200", "what about 8k context?", "Ev5"))); print(" ", wait(*U, 2)[1:])
    locker.execute("ROLLBACK"); locker.close(); locker = None; print("unlocked")
    time.sleep(65)
    print("U follow-up after unlock", send(reply(*U, "1700000200.000300", "use int4", "Ev6"))); print(" ", wait(*U, 2)[1:])
finally:
    p.terminate(); fake.stop()
    if locker: locker.execute("ROLLBACK")
    t = open(home + ".bot.log").read(); print("log tracebacks", t.count("Traceback"), "ERROR", t.count(" ERROR "))
