# ruff: noqa
# Attack 21: two `gpu-advisor slack --http` bots sharing one GPU_ADVISOR_HOME whose database another process holds
# locked (BEGIN EXCLUSIVE: the store falls back to memory), one shared fake Slack. Run from the worktree root:
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack21/a21_two_bots.py [lock|none]
import json, os, sqlite3, subprocess, sys, tempfile, time, threading
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a21")
import a6_slack_probe as P
from a10_slack import mention, reply
from tests.fake_slack import FakeSlack

mode = sys.argv[1] if len(sys.argv) > 1 else "lock"
home = tempfile.mkdtemp(prefix="a21_two_", dir="/tmp/a21")
# build the home first (catalog) with one CLI run
subprocess.run([sys.executable, "-m", "advisor", "ask", "hi"], env={**os.environ, "GPU_ADVISOR_HOME": home},
               capture_output=True, timeout=120)
locker = None
if mode == "lock":
    locker = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30)
    locker.execute("BEGIN EXCLUSIVE")
fake = FakeSlack().start()
procs, ports, logs = [], [], []
for name in "AB":
    port = P.free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd())
    log = f"{home}.{name}.log"
    logs.append(log)
    procs.append(subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                                   str(port), "--no-charts"], env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT))
    ports.append(port)
for port in ports:
    for _ in range(300):
        try:
            P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
        except OSError:
            time.sleep(0.1)
time.sleep(1)

def send(i, body, retry=None):
    data = json.dumps(body).encode()
    ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    if retry is not None:
        h += [("X-Slack-Retry-Num", str(retry)), ("X-Slack-Retry-Reason", "http_timeout")]
    t0 = time.time()
    st = P.raw(ports[i], "POST", "/slack/events", h, data, timeout=30)
    return st, round(time.time() - t0, 2)

def thread(ch, th):
    return [m for m in fake.posts.get((ch, th), []) if not m.get("upload")]

def wait(ch, th, k, secs=40):
    end = time.time() + secs
    while time.time() < end:
        if len(thread(ch, th)) >= k:
            return True
        time.sleep(0.3)
    return False

def texts(ch, th):
    return [str(m.get("text"))[:230].replace("\n", " ") for m in thread(ch, th)]

try:
    ch, th = "C1", "1700000100.000100"
    print("mention", send(0, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "Ev1")))
    wait(ch, th, 1); time.sleep(1)
    a = threading.Thread(target=lambda: print("A 32k", send(0, reply(ch, th, "1700000100.000200", "make it 32k context", "Ev2"))))
    b = threading.Thread(target=lambda: print("B aws", send(1, reply(ch, th, "1700000100.000300", "only AWS", "Ev3"))))
    c = threading.Thread(target=lambda: print("A int4", send(0, reply(ch, th, "1700000100.000400", "use int4", "Ev4"))))
    a.start(); b.start(); c.start(); a.join(); b.join(); c.join()
    wait(ch, th, 4); time.sleep(3)
    for t in texts(ch, th): print("  ", t[:160])
    print("details to B", send(1, reply(ch, th, "1700000100.000500", "details", "Ev5")))
    wait(ch, th, 5); time.sleep(2)
    print("  details:", texts(ch, th)[-1][:200])
    print("follow-up to A", send(0, reply(ch, th, "1700000100.000600", "what about 20 users?", "Ev6")))
    wait(ch, th, 6); time.sleep(2)
    print("  next:", texts(ch, th)[-1][:200])
finally:
    for p in procs:
        p.terminate()
    for p in procs:
        try: p.wait(10)
        except Exception: p.kill()
    fake.stop()
    if locker: locker.execute("ROLLBACK"); locker.close()
    for log in logs:
        t = open(log).read()
        print("==", log, "tracebacks", t.count("Traceback"), "ERROR", t.count(" ERROR "))
        print("\n".join(l[:300] for l in t.splitlines()[-12:]))
