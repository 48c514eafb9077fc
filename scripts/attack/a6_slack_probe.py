"""Sixth review (attack6): probe a real `gpu-advisor slack --http` process with unsigned/malformed/hostile requests.
Counts writes to the fake Slack and hits on an 'internal' server that must receive nothing."""
# ruff: noqa: E402, SIM115  (a throwaway probe harness, kept to reproduce)

import hashlib
import hmac
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TMP = os.environ.get("A6_TMP") or tempfile.mkdtemp(prefix="attack6-")
sys.path.insert(0, str(ROOT))
from tests.fake_slack import FakeSlack

SECRET = "attack6-secret-XYZ-0123456789abcd"  # 32 characters, as Slack's (shorter: refused at start)
TOKEN = "xoxb-attack6-token-123"
REF = str(ROOT / "tests" / "data" / "slack") + "/"


class Internal:
    def __init__(self):
        self.hits = []
        hits = self.hits

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                hits.append(self.path)
                self.send_response(200)
                self.end_headers()

            do_GET = do_PUT = do_POST

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.port = self.server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/internal"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p


def sign(body: bytes, ts: str, secret=SECRET):
    return "v0=" + hmac.new(secret.encode(), b"v0:" + ts.encode() + b":" + body, hashlib.sha256).hexdigest()


def raw(port, method, path, headers, body: bytes, timeout=15):
    """Send bytes exactly; return status line code (int) or the exception name."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    head = f"{method} {path} HTTP/1.1\r\nHost: x\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers) + "\r\n"
    try:
        s.sendall(head.encode("latin-1") + body)
        data = b""
        while b"\r\n" not in data:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
        return int(data.split(b" ")[1]) if data else "closed"
    except Exception as e:
        return type(e).__name__
    finally:
        s.close()


def start(home, extra_env=None, flags=()):
    fake = FakeSlack().start()
    internal = Internal()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    env.update(
        GPU_ADVISOR_HOME=home,
        SLACK_BOT_TOKEN=TOKEN,
        SLACK_SIGNING_SECRET=SECRET,
        SLACK_API_URL=fake.url,
        HF_HUB_OFFLINE="1",
        PYTHONPATH=str(ROOT),
        **(extra_env or {}),
    )
    log = open(home + ".log", "w")
    p = subprocess.Popen(
        [sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(port), "--no-charts", *flags],
        env=env,
        stdout=log,
        stderr=log,
    )
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.1)
    return fake, internal, port, p


def writes(fake):
    return [c.method for c in fake.calls if c.method not in ("auth.test",)]


def send_signed(port, body, ctype="application/json", extra=(), ts=None, clen=None, path="/slack/events"):
    """POST a correctly signed body (a dict as JSON, or bytes as they are) to the bot; `clen` forges Content-Length."""
    import json

    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    ts = ts or str(int(time.time()))
    h = [("Content-Type", ctype), ("Content-Length", str(clen if clen is not None else len(data))),
         ("X-Slack-Request-Timestamp", ts), ("X-Slack-Signature", sign(data, ts))] + list(extra)
    return raw(port, "POST", path, h, data, timeout=30)


def wait_thread(fake, ch, th, n0, t=90):
    """The posts in thread (ch, th) after the first n0, waiting up to t seconds for at least one."""
    end = time.time() + t
    while time.time() < end and len(fake.posts.get((ch, th), [])) <= n0:
        time.sleep(0.3)
    time.sleep(1.0)
    return fake.posts.get((ch, th), [])[n0:]


def run_thread(port, fake, ch, th, eid, first, *follow, width=220):
    """A mention opening thread (ch, th), then each follow-up as a reply in it; prints every answer (cut to width)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from a10_slack import mention, reply

    st = send_signed(port, mention(ch, th, "<@U0BOT> " + first, eid))
    got = wait_thread(fake, ch, th, 0)
    print(f"== {first[:70]!r} -> {st}:", [(m.get('text') or '')[:width] for m in got])
    stem = th.split(".")[0]
    for j, f in enumerate(follow):
        n0 = len(fake.posts.get((ch, th), []))
        st = send_signed(port, reply(ch, th, f"{stem}.00{j + 2}00", f, f"{eid}r{j}"))
        got = wait_thread(fake, ch, th, n0)
        print(f"   {f[:60]!r} -> {st}:", [(m.get('text') or '')[:width] for m in got])
