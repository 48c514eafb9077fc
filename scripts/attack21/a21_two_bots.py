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
    # 1. one event answered by A, then re-delivered to B (retry 1), then to A (retry 2)
    ch, th = "C1", "1700000100.000100"
    print("1 A mention", send(0, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "Ev1")))
    wait(ch, th, 1); time.sleep(2)
    print("1 B retry", send(1, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "Ev1"), retry=1))
    time.sleep(8)
    print("1 A retry", send(0, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "Ev1"), retry=2))
    time.sleep(8)
    print("1 replies:", len(thread(ch, th)), texts(ch, th))
    # 2. follow-up in that thread delivered to B (B never answered this thread)
    print("2 B follow-up", send(1, reply(ch, th, "1700000100.000200", "make it 32k context", "Ev2")))
    wait(ch, th, 2); time.sleep(2)
    print("2 replies:", len(thread(ch, th)), texts(ch, th)[1:])
    # 3. another follow-up to A: does it know the 32k change made on B?
    print("3 A follow-up", send(0, reply(ch, th, "1700000100.000300", "only AWS", "Ev3")))
    wait(ch, th, 3); time.sleep(2)
    print("3 replies:", len(thread(ch, th)), texts(ch, th)[1:])
    # 4. two threads at once, A for thread X (70B) and B for thread Y (8B LoRA); then cross follow-ups
    cx, tx, cy, ty = "C2", "1700000200.000100", "C3", "1700000300.000100"
    a = threading.Thread(target=lambda: print("4 A X", send(0, mention(cx, tx, "<@U0BOT> serve Qwen2.5-72B for 40 users", "Ev4"))))
    b = threading.Thread(target=lambda: print("4 B Y", send(1, mention(cy, ty, "<@U0BOT> LoRA fine-tune Llama-3-8B", "Ev5"))))
    a.start(); b.start(); a.join(); b.join()
    wait(cx, tx, 1); wait(cy, ty, 1); time.sleep(2)
    a = threading.Thread(target=lambda: print("4 B X-follow", send(1, reply(cx, tx, "1700000200.000200", "what about 8 users?", "Ev6"))))
    b = threading.Thread(target=lambda: print("4 A Y-follow", send(0, reply(cy, ty, "1700000300.000200", "what about 8k context?", "Ev7"))))
    a.start(); b.start(); a.join(); b.join()
    wait(cx, tx, 2); wait(cy, ty, 2); time.sleep(2)
    print("4 X:", texts(cx, tx))
    print("4 Y:", texts(cy, ty))
    # 5. one event to both at once (documented limit)
    c5, t5 = "C5", "1700000500.000100"
    ev = mention(c5, t5, "<@U0BOT> serve Llama-3.1-8B for 5 users", "Ev8")
    a = threading.Thread(target=lambda: print("5 A", send(0, ev)))
    b = threading.Thread(target=lambda: print("5 B", send(1, ev, retry=1)))
    a.start(); b.start(); a.join(); b.join()
    wait(c5, t5, 1); time.sleep(10)
    print("5 replies:", len(thread(c5, t5)))
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
