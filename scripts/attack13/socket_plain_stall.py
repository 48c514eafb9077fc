# ruff: noqa
# type: ignore
"""A13-1 in Socket Mode: a real `python -m advisor slack` (Socket Mode), tests/fake_slack.py, and the local websocket
server of scripts/attack/a10_socket.py. One envelope whose mention is 40,000 characters (" *x" repeated), then 0.3 s
later an ordinary mention in another channel: when is each envelope acked, when does the ordinary one get its reply.
Run: HF_HUB_OFFLINE=1 python scripts/attack13/socket_plain_stall.py"""
import os, subprocess, sys, tempfile, threading, time
from pathlib import Path
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "attack"))
sys.path.insert(0, str(ROOT))
from a10_socket import Slack, env_of, mention, BOT, APP
from websockets.sync.server import serve
from tests.fake_slack import FakeSlack

fake = FakeSlack().start()
slack = Slack()
server = serve(slack.handler, "127.0.0.1", 0, max_size=None)
threading.Thread(target=server.serve_forever, daemon=True).start()
fake.socket_url = f"ws://127.0.0.1:{server.socket.getsockname()[1]}/link"
home = tempfile.mkdtemp(prefix="a13sock")
env = {**os.environ, "SLACK_BOT_TOKEN": BOT, "SLACK_APP_TOKEN": APP, "SLACK_API_URL": fake.url, "GPU_ADVISOR_HOME": home,
       "HF_HUB_OFFLINE": "1", "GPU_ADVISOR_REFRESH_HOURS": "off", "PYTHONPATH": str(ROOT)}
env.pop("SLACK_SIGNING_SECRET", None)
log = open(home + ".log", "w")
proc = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--no-charts"], cwd=ROOT, env=env, stdout=log,
                        stderr=subprocess.STDOUT)
posts = lambda ch, th: [m for m in fake.posts.get((ch, th), []) if not m.get("upload")]
def until(cond, secs=120):
    end = time.time() + secs
    while time.time() < end:
        if cond():
            return True
        time.sleep(0.05)
    return False
try:
    until(lambda: slack.connections, 30); time.sleep(2)
    t = time.time(); slack.send(env_of("c0", mention("C0", "1700000000.000100", "<@U0BOT> serve Llama-3-8B for 10 users", "EvC0")))
    until(lambda: "c0" in slack.acks); print(f"control ack {time.time()-t:.2f}s")
    until(lambda: posts("C0", "1700000000.000100")); print(f"control reply {time.time()-t:.2f}s")
    slack.send(env_of("h1", mention("C1", "1700000100.000100", "<@U0BOT> serve Llama-3-8B for 10 users" + " *x" * 13333, "EvH1")))
    time.sleep(0.3)
    t = time.time(); slack.send(env_of("n1", mention("C2", "1700000200.000100", "<@U0BOT> serve Llama-3-8B for 20 users", "EvN1")))
    until(lambda: "n1" in slack.acks); print(f"ordinary envelope ack {time.time()-t:.2f}s (Slack re-sends after 3 s without an ack)")
    until(lambda: posts("C2", "1700000200.000100")); print(f"ordinary reply {time.time()-t:.2f}s")
    print("hostile acked:", "h1" in slack.acks, "| hostile answered:", until(lambda: posts("C1", "1700000100.000100"), 60))
finally:
    proc.terminate(); proc.wait(10); fake.stop()
