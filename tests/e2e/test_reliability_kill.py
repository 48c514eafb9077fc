"""Reliability probes that need real processes: parallel first use, and kill -9 in the middle of a
Slack answer, a price-sheet import and a catalog refresh. Each one is bounded to a few
processes; together they take a few seconds."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from catalog import db as cdb
from tests.e2e.test_slack_e2e import mention, post
from tests.fake_slack import FakeSlack

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "xoxb-kill-test-7777777"
SECRET = "Zq7w5c0ffee0d15ea5e0b0a7f00dcafe"  # 32 characters, as Slack's (a shorter one is refused at start)
API_KEY = "k3y"


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SLACK_", "GPU_ADVISOR_"))}
    return {**env, "GPU_ADVISOR_HOME": str(home), "PYTHONPATH": str(ROOT), **extra}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _two_bots(env: dict[str, str], *flags: str, start: list[str] | None = None) -> tuple[list[int], list[subprocess.Popen]]:
    """Two bot processes on one home (the second answers re-deliveries after the first is killed); `start` replaces
    `python -m advisor` (e.g. a wrapper that fills the disk first)."""
    ports = [_free_port(), _free_port()]
    start = start or [sys.executable, "-m", "advisor"]
    bots = [subprocess.Popen([*start, "slack", "--http", "--host", "127.0.0.1", "--port", str(p), "--no-charts", *flags],
                             env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for p in ports]
    return ports, bots


def _stop_bots(bots: list[subprocess.Popen], timeout: float = 10) -> list[str]:
    """SIGTERM the bots still running and return each one's stderr (its log)."""
    for b in bots:
        if b.poll() is None:
            b.send_signal(signal.SIGTERM)
    return [b.communicate(timeout=timeout)[1] for b in bots]


def _wait_port(port: int, proc: subprocess.Popen, timeout: float = 20) -> None:
    end = time.time() + timeout
    while time.time() < end:
        assert proc.poll() is None, proc.communicate()[1][-2000:]
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"bot on port {port} did not start")


def test_parallel_first_use_in_separate_processes(tmp_path):
    code = ("from catalog.db import open_db; from advisor.core.store import Store; import sys; db = open_db(); "
            "Store().add_message('t', 'user', 'hi'); print(db.execute('SELECT count(*) FROM effective_instances').fetchone()[0])")
    procs = [subprocess.Popen([sys.executable, "-c", code], env=_env(tmp_path / "home"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    outs = [p.communicate(timeout=60) for p in procs]
    assert [p.returncode for p in procs] == [0] * 3, [e[-500:] for _, e in outs]
    assert len({o.strip() for o, _ in outs}) == 1 and int(outs[0][0]) > 1000


def test_processes_sharing_a_home_claim_each_event_once(tmp_path):
    # Writers take turns by SQLite's lock across processes (BEGIN IMMEDIATE, busy timeout), not by the in-process
    # queue (catalog.db._Writers orders one process's writers only): three processes started together, each
    # claiming the same 60 event ids, must split them with no event claimed twice and none lost
    go = tmp_path / "go"
    code = ("import json, os, sys, time; from advisor.core.store import Store; s = Store(); s.add_message('t', 'user', "
            "'warm'); print('ready', flush=True)\nwhile not os.path.exists(sys.argv[1]): time.sleep(0.01)\n"
            "print(json.dumps([e for e in (f'Ev{i}' for i in range(60)) if s.claim_event(e) == 'new']))")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(go)], env=_env(tmp_path / "home"), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(3)]
    for p in procs:
        assert p.stdout.readline().strip() == "ready"
    go.touch()
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 3, [e[-500:] for _, e in outs]
    claimed = [json.loads(o.strip().splitlines()[-1]) for o, _ in outs]
    assert sorted(e for c in claimed for e in c) == sorted(f"Ev{i}" for i in range(60))


def test_kill_9_between_ack_and_reply_then_the_redelivery_is_answered_once(tmp_path):
    """The bot acks an event and is killed while posting the reply. Slack re-delivers: a new process
    answers it. Re-delivered again after that: not answered a second time. Every log line of both
    processes is free of every configured secret (the token, a 4-character signing secret, a
    3-character API key), though the token and secret were put into exception text on purpose."""
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_LLM_API_KEY=API_KEY)
    ports, bots = _two_bots(env, "-v")
    try:
        for p, b in zip(ports, bots):
            _wait_port(p, b)
        url1, url2 = (f"http://127.0.0.1:{p}/slack/events" for p in ports)
        held = fake.hold["chat.postMessage"] = threading.Event()
        fake.drop.add("chat.postMessage")  # the reply never reaches Slack: the re-delivery must answer
        body = mention("LoRA a 7B model", event_id="EvKill", ts="1700000900.000001")
        assert post(url1, body, secret=SECRET)[0] == 200
        fake.wait_for("chat.postMessage")  # the reply is on its way ...
        bots[0].send_signal(signal.SIGKILL)  # ... and the process dies
        bots[0].wait(10)
        del fake.hold["chat.postMessage"]
        held.set()
        retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
        assert post(url2, body, secret=SECRET, headers=retry)[0] == 200
        answers = fake.wait_for("chat.postMessage", 2)
        assert answers[1].body["thread_ts"] == "1700000900.000001" and "Sorry" not in answers[1].body["text"]
        assert answers[1].body["metadata"]["event_payload"] == {"event_id": "EvKill"}
        assert fake.of("conversations.replies"), "a stale claim reads the thread before answering again"
        assert len(fake.posts[("C111", "1700000900.000001")]) == 1
        assert post(url2, body, secret=SECRET, headers={"X-Slack-Retry-Num": "2"})[0] == 200
        # secrets into the log on purpose: Slack's error echoes them, an unsigned body carries them
        fake.override["chat.postMessage"] = {"ok": False, "error": f"invalid_auth {TOKEN} {SECRET} {API_KEY}"}
        assert post(url2, mention("LoRA a 7B model", event_id="EvFail", ts="1700000901.000001"), secret=SECRET)[0] == 200
        forged = json.dumps({"event_id": "EvForged", "note": f"{TOKEN} {SECRET}\nFORGED ERROR line", "pad": "x" * 200_000})
        assert post(url2, forged, secret="wrong")[0] == 401
        big = urllib.request.Request(url2, data=b"x" * 2_000_000, method="POST")
        try:
            urllib.request.urlopen(big, timeout=10)
            raise AssertionError("a 2 MB body was accepted")
        except urllib.error.HTTPError as e:
            e.close()
            assert e.code == 413
        except urllib.error.URLError as e:  # the server answered 413 and closed before the client finished sending
            assert isinstance(e.reason, (BrokenPipeError, ConnectionResetError)), e
        fake.wait_for("chat.postMessage", 4)  # the failed answer and the failed apology
        time.sleep(0.5)
        assert len([c for c in fake.of("chat.postMessage") if c.body.get("thread_ts") == "1700000900.000001"]) == 2
    finally:
        logs = _stop_bots(bots)
        fake.stop()
    lines = [line for log in logs for line in log.splitlines()]
    assert any("handler failed" in line for line in lines) and any("Invalid request signature" in line for line in lines)
    for secret in (TOKEN, SECRET, API_KEY):
        leaked = [line[:200] for line in lines if secret in line]
        assert not leaked, (secret, leaked)
    assert not [line for line in lines if line.startswith("FORGED")]
    assert max(len(line) for line in lines) < 4000


SHEET_HEADER = "provider,instance_type,region,gpu,gpu_count,currency,price_on_demand\n"


def test_kill_9_during_a_price_sheet_import_leaves_the_old_prices(tmp_path):
    home = tmp_path / "home"
    old = tmp_path / "old.csv"
    old.write_text(SHEET_HEADER + "acme,small-1,us-1,L4,1,USD,0.8\nacme,small-2,us-1,L4,2,USD,1.6\n")
    db = cdb.open_db(home / "advisor.db")
    cdb.import_prices(db, old)
    big = tmp_path / "big.csv"
    big.write_text(SHEET_HEADER + "".join(f"acme,big-{i},us-{i % 7},H100,8,USD,{20 + i % 50}\n" for i in range(12_000)))
    script = ("import sys; from catalog.db import open_db, import_prices; db = open_db(); "
              "db.conn.set_trace_callback(lambda s: s.startswith('BEGIN IMMEDIATE') and print('begin', flush=True)); "
              f"import_prices(db, {str(big)!r}); print('done', flush=True)")
    seen: set[int] = set()
    stop = threading.Event()

    def reader() -> None:
        r = cdb.connect(home / "advisor.db")
        while not stop.is_set():
            seen.add(r.execute("SELECT count(*) FROM user_prices").fetchone()[0])
            time.sleep(0.002)

    t = threading.Thread(target=reader)
    t.start()
    proc = subprocess.Popen([sys.executable, "-c", script], env=_env(home), stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "begin"
        time.sleep(0.05)
        assert proc.poll() is None, "the import finished before it could be killed"
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        stop.set()
        t.join()
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    after = cdb.open_db(home / "advisor.db")
    assert [r[0] for r in after.execute("SELECT instance_type FROM user_prices ORDER BY 1")] == ["small-1", "small-2"]
    assert seen == {2}  # a reader never saw a partial import


def test_kill_9_during_catalog_refresh_leaves_the_old_file_whole(tmp_path):
    ref = ROOT / "tests" / "data" / "catalog"
    out = tmp_path / "instances.csv"
    shipped = (Path(cdb.DATA) / "instances.csv").read_text().splitlines(keepends=True)
    old = "".join(shipped[:500])
    out.write_text(old)
    # a slow disk: the new file is written, and the process is killed before it is synced and renamed
    layers = [ref / "skypilot_v7", ref / "skypilot"]
    script = ("import os, time; from pathlib import Path; from catalog.refresh import refresh; "
              "os.fsync = lambda fd: (print('written', flush=True), time.sleep(30)); "
              f"refresh([Path(p) for p in {[str(x) for x in layers]!r}], Path({str(ref / 'china_instances.csv')!r}), "
              f"Path({str(out)!r}))")
    proc = subprocess.Popen([sys.executable, "-c", script], env=_env(tmp_path / "home"), stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "written"
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    proc.stdout.close()
    assert out.read_text() == old
    from catalog.refresh import refresh

    refresh(layers, ref / "china_instances.csv", out)  # and the next refresh completes
    assert len(out.read_text().splitlines()) == len(shipped)


def test_ask_exits_at_the_model_timeout(tmp_path):
    """A model server that never answers, a 1 s timeout: `ask` answers from the rules and the process
    ends right after printing, not when the abandoned model call gives up (tens of seconds later)."""
    import pytest

    pytest.importorskip("langchain_openai")
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    release = threading.Event()

    class Stall(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            release.wait(60)

        def log_message(self, *a: object) -> None:
            pass

    srv = ThreadingHTTPServer(("127.0.0.1", 0), Stall)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    env = _env(tmp_path / "home", GPU_ADVISOR_LLM="openai:stub", GPU_ADVISOR_LLM_TIMEOUT="1",
               GPU_ADVISOR_LLM_BASE_URL=f"http://127.0.0.1:{srv.server_address[1]}/v1")
    try:
        t0 = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "advisor", "ask", "LoRA a 7B model", "--json"], env=env,
                           capture_output=True, text=True, timeout=60)
        took = time.perf_counter() - t0
    finally:
        # The stalled handler thread held the server for 60 s after the test, and the listening socket was never
        # closed: it was collected during some later test as "unclosed <socket.socket … laddr=('127.0.0.1', N)>"
        # (no raddr: a listening socket), which pytest turned into an error there (the flaky CI failure).
        release.set()
        srv.shutdown()
        srv.server_close()
    assert r.returncode == 0 and json.loads(r.stdout)["reply_kind"] == "answer", r.stderr[-500:]
    assert "timed out" in r.stderr and took < 15, took


def test_kill_9_while_the_reply_is_on_its_way_is_not_answered_twice(tmp_path):
    """(6 of 12 answered twice before): the bot is killed while Slack is taking its reply, and
    Slack keeps it. The re-delivered event finds its claim stale (the owner is dead) and reads the thread
    (conversations.replies): the reply carrying its event id in message metadata is there, so it posts nothing."""
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    ports, bots = _two_bots(env)
    try:
        for p, b in zip(ports, bots):
            _wait_port(p, b)
        url1, url2 = (f"http://127.0.0.1:{p}/slack/events" for p in ports)
        held = fake.hold["chat.postMessage"] = threading.Event()
        body = mention("LoRA a 7B model", event_id="EvOnItsWay", ts="1700000950.000001")
        assert post(url1, body, secret=SECRET)[0] == 200
        fake.wait_for("chat.postMessage")  # the reply is on its way ...
        bots[0].send_signal(signal.SIGKILL)  # ... the process dies ...
        bots[0].wait(10)
        del fake.hold["chat.postMessage"]
        held.set()  # ... and Slack takes the reply all the same
        end = time.time() + 10
        while not fake.posts.get(("C111", "1700000950.000001")) and time.time() < end:
            time.sleep(0.02)
        retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
        assert post(url2, body, secret=SECRET, headers=retry)[0] == 200
        fake.wait_for("conversations.replies")
        time.sleep(1.0)  # time for a second answer to arrive, were one posted
        assert len(fake.posts[("C111", "1700000950.000001")]) == 1
        assert len(fake.of("chat.postMessage")) == 1
        assert post(url2, body, secret=SECRET, headers={"X-Slack-Retry-Num": "2"})[0] == 200  # marked done: dropped
        time.sleep(0.5)
        assert len(fake.of("conversations.replies")) == 1 and len(fake.of("chat.postMessage")) == 1
    finally:
        _stop_bots(bots)
        fake.stop()
