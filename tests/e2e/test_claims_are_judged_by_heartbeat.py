"""A Slack event's claim is judged by whether its owner still beats, not by its hostname:
a bot restarted in a new container or pod has a new hostname, and the dead one's claim was trusted for LEASE_S
(10 minutes), so Slack's retries (about 1 and 5 minutes after a failed delivery) were acked and never answered.

Real bot processes on one home and the fake Slack. The dead owner runs under another hostname: in its own UTS
namespace (`unshare -r -u`) where the system allows one, else its claim row is given another host's name after it
died (the row a dead pod leaves). The stale bound is shortened to seconds with GPU_ADVISOR_SLACK_CLAIM_STALE_S."""

from __future__ import annotations

import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from advisor.core.store import Store
from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _free_port, _stop_bots, _wait_port
from tests.e2e.test_slack_e2e import mention, post
from tests.fake_slack import FakeSlack

RETRY = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
OLD_POD = "gpu-advisor-7f9c4-old"


def _namespace_works() -> bool:
    try:
        r = subprocess.run(["unshare", "-r", "-u", "sh", "-c", f"hostname {OLD_POD} && hostname"], capture_output=True,
                           text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return r.returncode == 0 and r.stdout.strip() == OLD_POD


def _bots(env: dict[str, str], *, first_elsewhere: bool) -> tuple[list[str], list[subprocess.Popen]]:
    """Two bots on one home; the first under the hostname OLD_POD when `first_elsewhere`."""
    ports = [_free_port(), _free_port()]
    bots = []
    for n, p in enumerate(ports):
        cmd = [sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port", str(p), "--no-charts"]
        if n == 0 and first_elsewhere:
            cmd = ["unshare", "-r", "-u", "sh", "-c", f'hostname {OLD_POD} && exec "$@"', "sh", *cmd]
        bots.append(subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    for p, b in zip(ports, bots):
        _wait_port(p, b, 90)
    return [f"http://127.0.0.1:{p}/slack/events" for p in ports], bots


def _claim(home: Path, event_id: str) -> tuple[str, str, float]:
    with sqlite3.connect(home / "advisor.db") as db:
        return db.execute("SELECT state, owner, beat FROM events WHERE event_id = ?", [event_id]).fetchone()


def _done(home: Path, event_id: str, timeout: float = 20) -> bool:
    end = time.time() + timeout
    while _claim(home, event_id)[0] != "done" and time.time() < end:
        time.sleep(0.05)
    return _claim(home, event_id)[0] == "done"


def test_a_dead_pods_claim_is_taken_over_once_its_heartbeat_is_stale(tmp_path):
    # The first bot claims the event and dies (SIGKILL) before its reply reaches Slack; its claim names another
    # host. Before: the second bot trusted it for 10 minutes (acked every retry, answered none). Now: once the claim's
    # heartbeat is older than the stale bound (4 s here, 30 s by default), the next retry answers, once.
    stale = 4.0
    home = tmp_path / "home"
    fake = FakeSlack().start()
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_SLACK_CLAIM_STALE_S=str(stale))
    elsewhere = _namespace_works()
    (url1, url2), bots = _bots(env, first_elsewhere=elsewhere)
    body = mention("LoRA a 7B model", event_id="EvPod", ts="1700001000.000001")
    try:
        held = fake.hold["chat.postMessage"] = threading.Event()
        fake.drop.add("chat.postMessage")  # the reply never reaches Slack
        assert post(url1, body, secret=SECRET)[0] == 200
        fake.wait_for("chat.postMessage", timeout=60)
        bots[0].send_signal(signal.SIGKILL)
        bots[0].wait(10)
        del fake.hold["chat.postMessage"]
        held.set()
        if not elsewhere:  # the row a dead pod leaves: its own hostname in the owner
            with sqlite3.connect(home / "advisor.db") as db:
                db.execute("UPDATE events SET owner = ? || substr(owner, instr(owner, ':')) WHERE event_id = 'EvPod'",
                           [OLD_POD])
        state, owner, beat = _claim(home, "EvPod")
        assert state == "started" and owner.startswith(OLD_POD + ":") and owner.split(":")[0] != socket.gethostname()
        time.sleep(max(0.0, beat + stale + 0.5 - time.time()))  # Slack's next retry comes after the bound
        assert post(url2, body, secret=SECRET, headers=RETRY)[0] == 200
        answers = fake.wait_for("chat.postMessage", 2, timeout=60)
        assert answers[1].body["metadata"]["event_payload"]["event_id"] == "EvPod"
        assert "Sorry" not in answers[1].body["text"]
        assert _done(home, "EvPod")
        assert post(url2, body, secret=SECRET, headers={"X-Slack-Retry-Num": "2"})[0] == 200  # done: not again
        time.sleep(1.0)
        assert len(fake.of("chat.postMessage")) == 2 and len(fake.posts[("C111", "1700001000.000001")]) == 1
    finally:
        logs = _stop_bots(bots, timeout=20)
        fake.stop()
    assert "was started by " + OLD_POD in logs[1], logs[1][-2000:]


def test_a_live_bot_elsewhere_keeps_its_claim_past_the_stale_bound(tmp_path):
    # Two live bots never both answer one event: the first bot's reply is slow (held by Slack for three stale bounds),
    # a retry reaches the second bot meanwhile; the first one's heartbeat is fresh, so the second acks and does nothing
    # (it does not even read the thread). A take-over judged by the claim's age alone would have answered twice.
    stale = 2.0
    home = tmp_path / "home"
    fake = FakeSlack().start()
    env = _env(home, SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url,
               GPU_ADVISOR_SLACK_CLAIM_STALE_S=str(stale))
    (url1, url2), bots = _bots(env, first_elsewhere=_namespace_works())
    body = mention("LoRA a 7B model", event_id="EvSlow", ts="1700001010.000001")
    try:
        held = fake.hold["chat.postMessage"] = threading.Event()
        assert post(url1, body, secret=SECRET)[0] == 200
        fake.wait_for("chat.postMessage", timeout=60)
        posted_at = time.time()
        time.sleep(3 * stale)
        state, _, beat = _claim(home, "EvSlow")
        assert state == "started" and beat > posted_at + stale  # it kept beating while its reply was held
        assert post(url2, body, secret=SECRET, headers=RETRY)[0] == 200
        time.sleep(1.0)
        assert len(fake.of("chat.postMessage")) == 1 and not fake.of("conversations.replies")
        del fake.hold["chat.postMessage"]
        held.set()  # the slow reply lands
        assert _done(home, "EvSlow")
        assert len(fake.of("chat.postMessage")) == 1 and len(fake.posts[("C111", "1700001010.000001")]) == 1
    finally:
        _stop_bots(bots, timeout=20)
        fake.stop()


def _row(path: Path, owner: str, seen: str, beat: float | None) -> None:
    Store(path).start_event("Ev")  # the tables, at the current migration
    with sqlite3.connect(path) as db:
        db.execute("UPDATE events SET owner = ?, seen = ?, beat = ? WHERE event_id = 'Ev'", [owner, seen, beat])


@pytest.mark.parametrize(("owner", "age", "beat_age", "taken"), [
    ("other-pod:7:abcd", 5, 5, False),  # another host, beating: alive
    ("other-pod:7:abcd", 5, 40, True),  # another host, silent for longer than the bound: dead, whatever its name
    ("other-pod:7:abcd", 60, None, False),  # an older version's claim (no heartbeat): its 10-minute lease holds ...
    ("other-pod:7:abcd", 700, None, True),  # ... and then runs out
    ("HERE:1:abcd", 5, 40, True),  # this host, pid 1 alive (init) but silent: a restarted container's pid 1, say
    ("HERE:1:abcd", 5, 5, False),  # this host, pid alive and beating
])
def test_a_claim_is_alive_while_its_owner_beats(tmp_path, owner, age, beat_age, taken):
    # The rule itself, on rows of a real store: a claim is taken over only when its owner stopped beating (or, for an
    # older version's claim without a heartbeat, as before: another host's after LEASE_S).
    import datetime as dt

    path = tmp_path / "s.db"
    owner = owner.replace("HERE", socket.gethostname())
    seen = (dt.datetime.now(dt.UTC) - dt.timedelta(seconds=age)).isoformat(timespec="seconds")
    _row(path, owner, seen, None if beat_age is None else time.time() - beat_age)
    assert Store(path).claim_event("Ev") == ("stale" if taken else "")


@pytest.mark.parametrize("bad", ["abc", "0", "0.5", "nan", "inf", "601", "-3"])
def test_the_stale_bound_is_validated_before_the_bot_starts(bad):
    # a bound under a second would let a busy live bot's claim be taken over; none at all (nan) would never take one
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["slack", "--http"], env={"SLACK_BOT_TOKEN": TOKEN, "SLACK_SIGNING_SECRET": SECRET,
                                                          "GPU_ADVISOR_SLACK_CLAIM_STALE_S": bad})
    assert r.exit_code == 2 and "GPU_ADVISOR_SLACK_CLAIM_STALE_S must be a number of seconds from 1 to 600" in r.output
