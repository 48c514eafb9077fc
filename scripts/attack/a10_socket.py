# ruff: noqa
# type: ignore
"""Tenth review: Socket Mode with follow-ups in threads, duplicate and re-delivered envelopes, envelopes with missing or
odd fields, and the websocket dropped while an answer is being computed. A real `python -m advisor slack` process
(Socket Mode), tests/fake_slack.py as the Web API, and a local websocket server playing Slack's endpoint (as
a8_socket.py, but scripted: each step waits for the bot's posts before the next).

Checks per thread: exactly one reply per distinct event, in the thread; no apology; every envelope with a string id
acked; after a dropped connection the bot reconnects and answers the re-delivery once; no token in the log.

Run: HF_HUB_OFFLINE=1 python scripts/attack/a10_socket.py      Results: $A10_TMP/socket.jsonl, log $A10_TMP/socket.log
"""
from __future__ import annotations

import collections
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from websockets.sync.server import serve  # noqa: E402

from tests.fake_slack import FakeSlack  # noqa: E402

OUT = Path(os.environ.get("A10_TMP", "/tmp/a10"))
OUT.mkdir(parents=True, exist_ok=True)
REF = ROOT / "tests" / "data" / "slack"
BOT, APP = "xoxb-a10-bot-token-7771234", "xapp-a10-app-token-7774321"
results: list[dict] = []


class Slack:
    """Slack's websocket end: frames are sent on whichever connection is open; `drop()` closes it (the client must
    reconnect through apps.connections.open); acks are counted per envelope id."""

    def __init__(self) -> None:
        self.queue: collections.deque = collections.deque()
        self.acks: dict[str, int] = {}
        self.connections = 0
        self.lock = threading.Lock()
        self._drop = threading.Event()

    def handler(self, ws) -> None:
        with self.lock:
            self.connections += 1
        self._drop.clear()
        ws.send(json.dumps({"type": "hello", "num_connections": 1}))

        def reader() -> None:
            try:
                for msg in ws:
                    try:
                        eid = json.loads(msg).get("envelope_id")
                    except Exception:
                        eid = "?"
                    with self.lock:
                        self.acks[str(eid)] = self.acks.get(str(eid), 0) + 1
            except Exception:
                pass

        threading.Thread(target=reader, daemon=True).start()
        while not self._drop.is_set():
            with self.lock:
                f = self.queue.popleft() if self.queue else None
            if f is None:
                time.sleep(0.1)
                continue
            try:
                ws.send(f if isinstance(f, (str, bytes)) else json.dumps(f))
            except Exception:
                with self.lock:
                    self.queue.appendleft(f)
                return
        ws.close()

    def send(self, frame) -> None:
        with self.lock:
            self.queue.append(frame)

    def drop(self) -> None:
        self._drop.set()


def env_of(eid: str, payload, kind: str = "events_api", **extra) -> dict:
    e = {"envelope_id": eid, "type": kind, "accepts_response_payload": kind != "events_api",
         "retry_attempt": 0, "retry_reason": "", "payload": payload}
    e.update(extra)
    return e


def mention(ch: str, ts: str, text: str, event_id: str) -> dict:
    body = json.loads((REF / "app_mention.json").read_text())
    body["event"].update(channel=ch, text=text, ts=ts, event_ts=ts)
    body["event"].pop("thread_ts", None)
    body["event_id"] = event_id
    body["team_id"] = "T111"
    return body


def reply(ch: str, thread: str, ts: str, text: str, event_id: str) -> dict:
    body = json.loads((REF / "message_channel_thread_reply.json").read_text())
    body["event"].update(channel=ch, text=text, ts=ts, event_ts=ts, thread_ts=thread, user="U7", parent_user_id="U7")
    body["event_id"] = event_id
    body["team_id"] = "T111"
    body["authorizations"][0]["user_id"] = "U0BOT"
    return body


def main() -> None:
    fake = FakeSlack().start()
    slack = Slack()
    server = serve(slack.handler, "127.0.0.1", 0, max_size=None)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fake.socket_url = f"ws://127.0.0.1:{server.socket.getsockname()[1]}/link"
    home = tempfile.mkdtemp(prefix="a10sock")
    env = {**os.environ, "SLACK_BOT_TOKEN": BOT, "SLACK_APP_TOKEN": APP, "SLACK_API_URL": fake.url,
           "GPU_ADVISOR_HOME": home, "HF_HUB_OFFLINE": "1", "GPU_ADVISOR_REFRESH_HOURS": "off"}
    env.pop("SLACK_SIGNING_SECRET", None)
    logp = OUT / "socket.log"
    log = open(logp, "w")
    proc = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--no-charts"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT)

    def posts(ch, th):  # the bot's messages (a file shared into the thread is its own message in the fake: not counted)
        return [m for m in fake.posts.get((ch, th), []) if not m.get("upload")]

    def wait(ch, th, k, secs=60):
        end = time.time() + secs
        while time.time() < end:
            if len(posts(ch, th)) >= k:
                return True
            time.sleep(0.2)
        return False

    def check(name, ch, th, want, settle=4.0, extra=None):
        wait(ch, th, want, 60)
        time.sleep(settle)
        got = posts(ch, th)
        texts = [str(m.get("text") or "") for m in got]
        fail = None
        if len(got) != want:
            fail = f"{len(got)} posts in the thread, expected {want}"
        elif any("Sorry" in t or "went wrong" in t for t in texts):
            fail = "apology posted"
        if extra and not fail:
            fail = extra(got)
        results.append({"probe": name, "fail": fail, "texts": [t[:200] for t in texts[-2:]]})
        print(f"{'FAIL ' + fail if fail else 'ok'}: {name} | {texts[-1][:150] if texts else ''!r}", flush=True)

    try:
        for _ in range(100):
            if slack.connections:
                break
            time.sleep(0.2)
        time.sleep(2)
        # 1. a thread: mention, then follow-ups as thread replies (message events)
        ch, th = "C10", "1700001000.000100"
        slack.send(env_of("e1", mention(ch, th, "<@U0BOT> serve Llama-3-8B for 10 users at 4k context", "Ev10a")))
        check("thread: first mention answered once", ch, th, 1)
        n = 1
        follow = ["32k context?", "only AWS", "cheaper?", "why?", "export", "make it 2\u200b0 users",
                  "3\u200b2k context?", "what about 1e308k context?", "only A\u200bWS \u202e", "9" * 10000 + " users"]
        for i, text in enumerate(follow):
            ts = f"1700001000.{i + 200:06d}"
            slack.send(env_of(f"e1f{i}", reply(ch, th, ts, text, f"Ev10f{i}")))
            n += 1
            check(f"thread follow-up {text[:30]!r}", ch, th, n)
        # 2. the same event twice at once (a Slack retry while the first is still being answered): one reply
        ts = "1700001000.000900"
        body = reply(ch, th, ts, "make it 70B", "Ev10dup")
        slack.send(env_of("e-dup-1", body))
        slack.send(env_of("e-dup-2", body, retry_attempt=1, retry_reason="timeout"))
        slack.send(env_of("e-dup-3", body, retry_attempt=2, retry_reason="http_error"))
        n += 1
        check("same event in 3 envelopes at once (retry_attempt 0/1/2): one reply", ch, th, n)
        # 3. the websocket dropped right after a follow-up is sent (mid-answer), then Slack re-delivers it
        ts = "1700001000.000950"
        body = reply(ch, th, ts, "what about 8k context?", "Ev10drop")
        slack.send(env_of("e-drop-1", body))
        time.sleep(0.3)
        slack.drop()
        before = slack.connections
        for _ in range(150):
            if slack.connections > before:
                break
            time.sleep(0.2)
        slack.send(env_of("e-drop-2", body, retry_attempt=1, retry_reason="timeout"))
        n += 1
        check(f"connection dropped mid-answer, re-delivered: one reply (reconnected: {slack.connections > before})",
              ch, th, n)
        # 4. envelopes with missing or odd fields around a valid event (each a new thread)
        odd = {
            "no retry fields": lambda b: {"envelope_id": "o1", "type": "events_api", "payload": b},
            "retry_attempt 'x'": lambda b: env_of("o2", b, retry_attempt="x"),
            "retry_attempt null": lambda b: env_of("o3", b, retry_attempt=None),
            "accepts_response_payload 'yes'": lambda b: env_of("o4", b, accepts_response_payload="yes"),
            "envelope_id 100 kB": lambda b: env_of("o5" + "x" * 100_000, b),
            "envelope_id with newline and RLO": lambda b: env_of("o6\n\u202e", b),
            "extra top-level fields": lambda b: {**env_of("o7", b), "zzz": {"a": [1] * 1000}},
            "type 'events_api ' (space)": lambda b: env_of("o8", b, kind="events_api "),
            "payload with event_context only": lambda b: env_of("o9", {**b, "event_context": "x" * 10}),
            "thread_ts of another channel's thread": lambda b: env_of("o10", {**b, "event": {**b["event"], "thread_ts": th}}),
        }
        for j, (label, mk) in enumerate(odd.items()):
            c2, t2 = f"C2{j:02d}", f"17000020{j:02d}.000100"
            body = mention(c2, t2, "<@U0BOT> LoRA a 7B model", f"Ev20{j}")
            frame = mk(body)
            slack.send(frame)
            thread = th if "another channel" in label else t2
            # a mention whose thread_ts is another thread: answered there (Slack never sends one across channels)
            want_any = label in ("type 'events_api ' (space)",)
            wait(c2, thread, 1, 25)
            time.sleep(2)
            got = posts(c2, thread)
            fail = None
            if any("Sorry" in str(m.get("text")) for m in got):
                fail = "apology"
            elif len(got) > 1:
                fail = f"{len(got)} replies"
            elif not got and not want_any:
                fail = "no reply"
            eid = frame.get("envelope_id")
            if isinstance(eid, str) and not slack.acks.get(eid):
                fail = (fail + "; " if fail else "") + "not acked"
            results.append({"probe": f"odd envelope: {label}", "fail": fail, "posts": len(got)})
            print(f"{'FAIL ' + fail if fail else 'ok'}: odd envelope: {label} ({len(got)} posts)", flush=True)
        # 5. a final control after everything
        c9, t9 = "C99", "1700009900.000100"
        slack.send(env_of("final", mention(c9, t9, "<@U0BOT> LoRA a 7B model", "Ev99")))
        check("final control answered", c9, t9, 1)
        alive = proc.poll() is None
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
        server.shutdown()
        fake.stop()
    text_log = logp.read_text(errors="replace")
    summary = {"probes": len(results), "flagged": sum(1 for r in results if r["fail"]), "alive_at_end": alive,
               "connections": slack.connections, "tracebacks_in_log": text_log.count("Traceback"),
               "errors_in_log": text_log.count(" ERROR "), "bot_token_in_log": BOT in text_log,
               "app_token_in_log": APP in text_log}
    with (OUT / "socket.jsonl").open("w") as fh:
        for r in results:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        fh.write(json.dumps(summary) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
