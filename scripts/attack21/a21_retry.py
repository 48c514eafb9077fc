# ruff: noqa
# Attack 21: two bots on one locked home (memory fallback). After the store's 60 s retry of the file, the next event's
# HTTP ack takes ~5 s (> Slack's 3 s), so Slack retries it; the retry (to the other bot) is answered too.
#   HF_HUB_OFFLINE=1 PYTHONPATH=. python scripts/attack21/a21_retry.py
import json, os, sqlite3, subprocess, sys, tempfile, time, threading
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a21")
import a6_slack_probe as P
from a10_slack import mention
from tests.fake_slack import FakeSlack

home = tempfile.mkdtemp(prefix="a21_retry_", dir="/tmp/a21")
subprocess.run([sys.executable, "-m", "advisor", "ask", "hi"], env={**os.environ, "GPU_ADVISOR_HOME": home},
               capture_output=True, timeout=120)
locker = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30)
locker.execute("BEGIN EXCLUSIVE")
fake = FakeSlack().start()
procs, ports = [], []
for name in "AB":
    port = P.free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd())
    procs.append(subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                                   str(port), "--no-charts"], env=env, stdout=open(f"{home}.{name}.log", "w"),
                                  stderr=subprocess.STDOUT))
    ports.append(port)
for port in ports:
    for _ in range(300):
        try:
            P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
        except OSError:
            time.sleep(0.1)

def send(i, body, retry=None, timeout=30):
    data = json.dumps(body).encode()
    ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    if retry is not None:
        h += [("X-Slack-Retry-Num", str(retry)), ("X-Slack-Retry-Reason", "http_timeout")]
    t0 = time.time()
    st = P.raw(ports[i], "POST", "/slack/events", h, data, timeout=timeout)
    return st, round(time.time() - t0, 2)

def n(ch, th):
    return len([m for m in fake.posts.get((ch, th), []) if not m.get("upload")])

try:
    # warm both into memory mode
    for i in (0, 1):
        print("warm", i, send(i, mention(f"CW{i}", "1700000000.000100", "<@U0BOT> serve Llama-3.1-8B for 5 users", f"EvW{i}")))
    time.sleep(63)  # past the store's 60 s retry of the file
    for k in range(2):
        ch, th = f"C{k}", f"17000001{k}0.000100"
        ev = mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", f"EvR{k}")
        st = send(0, ev, timeout=3)  # Slack waits 3 s for the ack
        print(f"event {k} to A:", st)
        if st[0] != 200:
            print("  Slack retries to B:", send(1, ev, retry=1))
        time.sleep(25)
        print(f"  replies in the thread: {n(ch, th)}")
        time.sleep(40)
finally:
    for p in procs: p.terminate()
    for p in procs:
        try: p.wait(10)
        except Exception: p.kill()
    fake.stop(); locker.execute("ROLLBACK"); locker.close()
    for name in "AB":
        print(name, "log:", "\n".join(l[:200] for l in open(f"{home}.{name}.log").read().splitlines()[-6:]))
