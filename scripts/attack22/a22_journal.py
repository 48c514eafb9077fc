# ruff: noqa
# Attack 22: the Slack journal (<home>/slack-open) with two bots / kill -9 on a locked home.
#   cd WT && HF_HUB_OFFLINE=1 PYTHONPATH=. python /work/attack22/a22_journal.py SCENARIO
# S1: bots A and B on one locked home; mention to A, A's reply dropped in flight, A killed -9; B alone must answer once.
# S2: one bot, locked home; A's reply lands (held, released after the kill), A killed -9 before it finishes; restart:
#     the reply already in the thread must not be posted again.
# S3: as S1 but the lock is released after the kill, then a new bot starts (no B).
import json, os, signal, sqlite3, subprocess, sys, tempfile, threading, time, glob
sys.path.insert(0, "scripts/attack")
os.environ.setdefault("A6_TMP", "/tmp/a22")
import a6_slack_probe as P
from a10_slack import mention, reply
from tests.fake_slack import FakeSlack
sc = sys.argv[1]
home = tempfile.mkdtemp(prefix="a22_j_", dir="/tmp/a22")
subprocess.run([sys.executable, "-m", "advisor", "ask", "hi"], env={**os.environ, "GPU_ADVISOR_HOME": home}, capture_output=True, timeout=120)
fake = FakeSlack().start()
env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
env.update(GPU_ADVISOR_HOME=home, SLACK_BOT_TOKEN=P.TOKEN, SLACK_SIGNING_SECRET=P.SECRET, SLACK_API_URL=fake.url,
           GPU_ADVISOR_REFRESH_HOURS="off", HF_HUB_OFFLINE="1", PYTHONPATH=os.getcwd(), GPU_ADVISOR_SLACK_CLAIM_STALE_S=os.environ.get("STALE", "5"))
def start(tag):
    port = P.free_port()
    p = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port),
                          "--no-charts"], env=env, stdout=open(f"{home}.{tag}.log", "a"), stderr=subprocess.STDOUT)
    for _ in range(300):
        try:
            P.socket.create_connection(("127.0.0.1", port), timeout=0.2).close(); break
        except OSError:
            time.sleep(0.1)
    p.port = port
    return p
def send(p, body):
    data = json.dumps(body).encode(); ts = str(int(time.time()))
    h = [("Content-Type", "application/json"), ("Content-Length", str(len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", P.sign(data, ts))]
    t0 = time.time(); r = P.raw(p.port, "POST", "/slack/events", h, data, timeout=30)
    return str(r)[:60], round(time.time() - t0, 2)
locker = None
if not os.environ.get("NOLOCK"):
    locker = sqlite3.connect(home + "/advisor.db", isolation_level=None, timeout=30); locker.execute("BEGIN EXCLUSIVE")
procs = []
ch, th = "C1", "1700000200.000100"
def replies():
    return [m for m in fake.posts.get((ch, th), []) if not m.get("upload")]
try:
    A = start("A"); procs.append(A)
    if sc == "S6":  # a thread A answered; the follow-up to A is dropped in flight and A killed; B must answer it
        print("first mention to A:", send(A, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvJ0")))
        for _ in range(300):
            if replies(): break
            time.sleep(0.2)
        print("first answer posted:", len(replies()))
    if sc in ("S1", "S4", "S5", "S6"):
        B = start("B"); procs.append(B)
    ev = threading.Event(); fake.hold["chat.postMessage"] = ev
    if sc in ("S1", "S3", "S4", "S6"):
        fake.drop.add("chat.postMessage")
    n_before = len(fake.of("chat.postMessage"))
    if sc in ("S4", "S5"):  # the same event delivered to A and B at once; whichever keeps the claim is killed
        body = mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvJ1"); res = {}
        ts = [threading.Thread(target=lambda k, q: res.__setitem__(k, send(q, body)), args=(k, q)) for k, q in (("A", A), ("B", B))]
        [t.start() for t in ts]; [t.join() for t in ts]; print("acks:", res)
        time.sleep(2)
        logs = {k: open(f"{home}.{k}.log").read() for k in "AB"}
        other = [k for k in "AB" if "being answered by another bot" in logs[k]]
        print("acked, not answered by:", other)
        if other == ["A"]:
            A, B = B, A
    elif sc == "S6":
        print("follow-up to A:", send(A, reply(ch, th, "1700000200.000200", "only AWS", "EvJ1")))
    else:
        print("mention to A:", send(A, mention(ch, th, "<@U0BOT> serve Llama-3.1-8B for 20 users", "EvJ1")))
    for _ in range(300):
        if len(fake.of("chat.postMessage")) > n_before: break
        time.sleep(0.2)
    print("A's reply in flight:", bool(fake.of("chat.postMessage")), "journal:", [os.path.basename(f) for f in glob.glob(home + "/slack-open/*")])
    os.kill(A.pid, signal.SIGKILL); A.wait(); print("A killed -9")
    ev.set(); time.sleep(1); fake.hold.pop("chat.postMessage", None); fake.drop.discard("chat.postMessage")
    print("replies right after the kill:", len(replies()))
    if sc == "S3":
        if locker: locker.execute("ROLLBACK")
        locker = None; print("lock released")
    if sc in ("S2", "S3"):
        C = start("C"); procs.append(C); print("C started")
    t0 = time.time()
    while time.time() - t0 < float(os.environ.get("WAIT", "70")):
        time.sleep(2)
    msgs = replies()
    print(f"replies in the thread after {int(time.time()-t0)} s:", len(msgs), [str(m.get("text"))[:90] for m in msgs])
    print("reactions left:", fake.reactions.get((ch, th), set()), "journal left:", [os.path.basename(f) for f in glob.glob(home + "/slack-open/*")])
finally:
    for p in procs:
        if p.poll() is None: p.terminate()
    fake.stop()
    if locker: locker.execute("ROLLBACK")
    for tag in "ABC":
        f = f"{home}.{tag}.log"
        if os.path.exists(f):
            t = open(f).read(); print(tag, "log: tracebacks", t.count("Traceback"), "| tail:", [l[:160] for l in t.splitlines()[-3:]])
