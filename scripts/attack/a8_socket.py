"""Eighth review: Slack Socket Mode. A real `python -m advisor slack` process (Socket Mode), tests/fake_slack.py as
the Web API, a local websocket server playing Slack's Socket Mode endpoint. The HTTP path's shape guard
(slack_verify.wsgi_shape_guard) is WSGI-only; this probes what reaches Bolt over the websocket.

Each probe is one frame; every event probe names its own channel (C<n>) so posts can be attributed.
Checks: every envelope with an id acked; nothing posted for an envelope Slack never sends (no apology); the valid
controls answered exactly once; a re-delivery (retry_attempt 1) not answered again; the process alive at the end
and still answering; no traceback / secret in the log. Results: $A8_TMP/socket.jsonl, log in $A8_TMP/socket.log.

Run: HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_socket.py
"""
# ruff: noqa: SIM115  (a throwaway probe harness, kept to reproduce)

from __future__ import annotations

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

OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
OUT.mkdir(parents=True, exist_ok=True)
REF = ROOT / "tests" / "data" / "slack"
BOT, APP = "xoxb-a8-bot-token-5551234", "xapp-a8-app-token-5554321"


def mention(n: int, text: object = "<@U0BOT> LoRA a 7B model", **ev: object) -> dict:
    body = json.loads((REF / "app_mention.json").read_text())
    body["event"].update(channel=f"C{n}", text=text, ts=f"1700000{n:03d}.000100", event_ts=f"1700000{n:03d}.000100")
    body["event"].update(ev)
    body["event_id"] = f"Ev{n}"
    return body


def env_of(n: int, payload: object, kind: str = "events_api", **extra: object) -> dict:
    e = {"envelope_id": f"env-{n}", "type": kind, "accepts_response_payload": kind != "events_api",
         "retry_attempt": 0, "retry_reason": "", "payload": payload}
    e.update(extra)
    return e


def block_action(n: int, **over: object) -> dict:
    b = json.loads((REF / "block_actions.json").read_text())
    b["channel"] = {"id": f"C{n}", "name": "x"}
    b["container"]["channel_id"] = f"C{n}"
    b["trigger_id"] = f"{n}.trig"
    b.update(over)
    return b


def slash(n: int, **over: object) -> dict:
    d = {"token": "t", "team_id": "T1", "channel_id": f"C{n}", "user_id": "U1", "command": "/gpu-advisor",
         "text": "LoRA a 7B model", "response_url": "https://hooks.slack.com/commands/1/2", "trigger_id": f"{n}.sl",
         "api_app_id": "A1"}
    d.update(over)
    return d


def size_cases() -> list[tuple[str, object, str]]:
    """A8_MODE=sizes: mentions of growing size (text, and the same text again in a rich_text block, as Slack sends
    it), each followed by a small control mention, which must be answered whatever the big one did."""
    out: list[tuple[str, object, str]] = []
    n = 100
    for size in (8_000, 20_000, 40_000, 60_000, 100_000, 300_000):
        n += 1
        words = ("LoRA a 7B model " * (size // 16 + 1))[:size]
        body = mention(n, "<@U0BOT> " + words)
        body["event"]["blocks"] = [{"type": "rich_text", "block_id": "b", "elements": [
            {"type": "rich_text_section", "elements": [{"type": "text", "text": words}]}]}]
        out.append((f"mention of {size:,} characters (frame {len(json.dumps(body)):,} bytes)", env_of(n, body), "any"))
        n += 1
        out.append((f"control after {size:,}", env_of(n, mention(n)), "answer"))
    return out


def cases() -> list[tuple[str, object, str]]:
    """(label, frame (dict → JSON, str/bytes → raw), expectation: 'answer' | 'silent' | 'any')."""
    out: list[tuple[str, object, str]] = []
    n = 100

    def add(label: str, frame_fn, expect: str) -> None:
        nonlocal n
        n += 1
        out.append((label, frame_fn(n), expect))

    add("control mention", lambda n: env_of(n, mention(n)), "answer")
    # envelope-level garbage
    for raw in ["not json", "{", "[]", "null", "1e400", '{"type": "events_api"}', b"\x00\xff\xfe binary",
                '{"envelope_id": null, "type": "events_api", "payload": {}}',
                '{"envelope_id": 5, "type": "events_api", "payload": null}',
                '{"envelope_id": "e", "type": "zzz", "payload": {}}',
                '{"envelope_id": "e2", "type": "events_api", "payload": "str"}',
                '{"envelope_id": "e3", "type": "events_api", "payload": [1,2]}',
                '{"envelope_id": "e4", "type": "interactive", "payload": 5}',
                '{"envelope_id": "e5", "type": "slash_commands", "payload": []}',
                '{"type": "disconnect", "reason": "warning"}', '{"type": "hello"}']:
        add(f"raw frame {str(raw)[:40]!r}", lambda n, raw=raw: raw, "silent")
    # event shapes Slack never sends (the HTTP path refuses these with 200/400 and no action)
    bad_events = {
        "event null": lambda n: {**mention(n), "event": None},
        "event string": lambda n: {**mention(n), "event": "x"},
        "authorizations 5": lambda n: {**mention(n), "authorizations": 5},
        "authorizations str": lambda n: {**mention(n), "authorizations": "abc"},
        "authorizations [1]": lambda n: {**mention(n), "authorizations": [1]},
        "text null": lambda n: mention(n, None),
        "text list": lambda n: mention(n, ["a"]),
        "text 5": lambda n: mention(n, 5),
        "channel 5": lambda n: mention(n, channel=5),
        "channel null": lambda n: mention(n, channel=None),
        "channel dict": lambda n: mention(n, channel={"id": f"C{n}"}),
        "ts list": lambda n: mention(n, ts=["1"]),
        "ts null": lambda n: mention(n, ts=None),
        "thread_ts 5": lambda n: mention(n, thread_ts=5),
        "user dict": lambda n: mention(n, user={"id": "U1"}),
        "user 5": lambda n: mention(n, user=5),
        "bot_id 5": lambda n: mention(n, bot_id=5),
        "subtype list": lambda n: mention(n, subtype=[1]),
        "blocks str": lambda n: mention(n, blocks="x"),
        "files str": lambda n: mention(n, files="x"),
        "event_id 5": lambda n: {**mention(n), "event_id": 5},
        "event_id null": lambda n: {**mention(n), "event_id": None},
        "team_id list": lambda n: {**mention(n), "team_id": ["T"]},
        "type null": lambda n: {**mention(n), "type": None},
        "event.type null": lambda n: mention(n, type=None),
        "event {}": lambda n: {**mention(n), "event": {}},
        "body {}": lambda n: {},
        "text 4000 digits": lambda n: mention(n, "<@U0BOT> serve Llama-3-8B for " + "9" * 4000 + " users"),
        "text RLO": lambda n: mention(n, "<@U0BOT> \u202eLoRA a 7B model"),
        "text lone surrogate": lambda n: mention(n, "<@U0BOT> LoRA a 7B \ud800 model"),
        "text NUL": lambda n: mention(n, "<@U0BOT> LoRA\x00 a 7B model"),
        "text <!channel>": lambda n: mention(n, "<@U0BOT> <!channel> LoRA a 7B model"),
    }
    for label, fn in bad_events.items():
        expect = "any" if label.startswith("text ") and label not in ("text null", "text list", "text 5") else "silent"
        add(f"events_api {label}", lambda n, fn=fn: env_of(n, fn(n)), expect)
    # interactivity and slash commands
    bad_inter = {
        "actions notalist": lambda n: block_action(n, actions="notalist"),
        "actions [1,2]": lambda n: block_action(n, actions=[1, 2]),
        "channel 5": lambda n: block_action(n, channel=5),
        "view 5": lambda n: {"type": "view_submission", "view": 5, "user": {"id": "U1"}, "team": {"id": "T1"}},
        "container null": lambda n: block_action(n, container=None),
        "user 5": lambda n: block_action(n, user=5),
        "response_url internal": lambda n: block_action(n, response_url="http://127.0.0.1:9/internal"),
        "response_url list": lambda n: block_action(n, response_url=["x"]),
        "type null": lambda n: block_action(n, type=None),
    }
    for label, fn in bad_inter.items():
        add(f"interactive {label}", lambda n, fn=fn: env_of(n, fn(n), "interactive"), "silent")
    for label, over in {"text null": {"text": None}, "text 5": {"text": 5}, "channel_id 5": {"channel_id": 5},
                        "response_url internal": {"response_url": "http://127.0.0.1:9/x"},
                        "response_url 5": {"response_url": 5}, "command null": {"command": None},
                        "user_id list": {"user_id": ["U"]}}.items():
        add(f"slash {label}", lambda n, over=over: env_of(n, slash(n, **over), "slash_commands"), "silent")
    add("slash control", lambda n: env_of(n, slash(n), "slash_commands"), "any")
    add("control mention 2", lambda n: env_of(n, mention(n)), "answer")
    return out


class Slack:
    """The websocket side: hello, then the queued frames one by one (0.2 s apart) on whichever connection is open
    (a `disconnect` frame makes the client reconnect, as Slack's does), collecting acks per envelope id."""

    def __init__(self, frames: list[object]):
        import collections

        self.queue = collections.deque(frames)
        self.acks: dict[str, int] = {}
        self.connections = 0
        self.sent = threading.Event()
        self.lock = threading.Lock()

    def handler(self, ws) -> None:
        with self.lock:
            self.connections += 1
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
        while True:
            with self.lock:
                f = self.queue.popleft() if self.queue else None
            try:
                if f is None:
                    self.sent.set()
                    time.sleep(0.2)
                    ws.ping()
                    continue
                ws.send(f if isinstance(f, (str, bytes)) else json.dumps(f))
                time.sleep(0.2)
                if isinstance(f, str) and '"disconnect"' in f:
                    time.sleep(2)  # the client opens a new connection; the rest goes there
                    return
            except Exception:
                if f is not None:
                    with self.lock:
                        self.queue.appendleft(f)
                return


def main() -> None:
    fake = FakeSlack().start()
    cs = size_cases() if os.environ.get("A8_MODE") == "sizes" else cases()
    frames = [c[1] for c in cs]
    slack = Slack(frames)
    server = serve(slack.handler, "127.0.0.1", 0, max_size=None)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fake.socket_url = f"ws://127.0.0.1:{server.socket.getsockname()[1]}/link"
    home = tempfile.mkdtemp(prefix="a8sock")
    env = {**os.environ, "SLACK_BOT_TOKEN": BOT, "SLACK_APP_TOKEN": APP, "SLACK_API_URL": fake.url,
           "GPU_ADVISOR_HOME": home, "HF_HUB_OFFLINE": "1", "GPU_ADVISOR_REFRESH_HOURS": "off"}
    env.pop("SLACK_SIGNING_SECRET", None)
    log = open(OUT / f"socket{os.environ.get('A8_MODE', '')}.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--no-charts"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        slack.sent.wait(300)
        time.sleep(40)  # answers finish
        # a re-delivery of the first control, then a final control: the bot must still answer
        first = cs[0][1]
        slack.sent.clear()
        slack.queue.append({**first, "envelope_id": "env-redeliver", "retry_attempt": 1, "retry_reason": "timeout"})
        last_n = 999
        slack.queue.append(env_of(last_n, mention(last_n)))
        time.sleep(30)
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
    posts = fake.of("chat.postMessage") + fake.of("chat.postEphemeral")
    resp_posts = [c for c in fake.calls if c.method.startswith("response/")]
    by_channel: dict[str, list[str]] = {}
    for c in posts:
        ch = str((c.body or {}).get("channel"))
        by_channel.setdefault(ch, []).append(str((c.body or {}).get("text"))[:120])
    text_log = (OUT / f"socket{os.environ.get('A8_MODE', '')}.log").read_text(errors="replace")
    results, flagged = [], 0
    for i, (label, frame, expect) in enumerate(cs):
        n = 101 + i
        eid = frame.get("envelope_id") if isinstance(frame, dict) else None
        got = by_channel.get(f"C{n}", [])
        apology = [t for t in got if "Sorry" in t or "went wrong" in t or "ref " in t]
        rec = {"n": n, "probe": label, "expect": expect, "posts": len(got), "acked": slack.acks.get(str(eid), 0)
               if eid else None, "texts": got[:2]}
        flag = []
        if expect == "silent" and got:
            flag.append("posted for a body Slack never sends")
        if expect == "answer" and len(got) != 1:
            flag.append(f"control answered {len(got)} times")
        if apology:
            flag.append("apology")
        if eid and isinstance(eid, str) and not rec["acked"]:
            flag.append("not acked")
        if flag:
            rec["flag"] = "; ".join(flag)
            flagged += 1
            print("FLAG", label, rec["flag"], got[:1])
        results.append(rec)
    final = by_channel.get("C999", [])
    summary = {"probes": len(cs) + 2, "flagged": flagged, "alive_at_end": alive, "final_control_posts": len(final),
               "redelivery_acked": slack.acks.get("env-redeliver", 0), "first_control_posts":
               len(by_channel.get("C101", [])), "connections": slack.connections, "response_url_posts":
               len(resp_posts), "tracebacks_in_log": text_log.count("Traceback"), "errors_in_log":
               text_log.count(" ERROR "), "bot_token_in_log": BOT in text_log, "app_token_in_log": APP in text_log,
               "longest_log_line": max((len(x) for x in text_log.splitlines()), default=0)}
    with (OUT / f"socket{os.environ.get('A8_MODE', '')}.jsonl").open("w") as fh:
        for r in results:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        fh.write(json.dumps(summary) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
