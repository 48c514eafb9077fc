"""kill -9 between an answer's text and its file: the text carries the event id in its
metadata, so the re-delivery found it and stopped; the chart or export never arrived and the hourglass stayed on the
user's message. Now the re-delivery finishes what the text announced (the files its metadata names, the hourglass),
and a further re-delivery does nothing. Real bot processes on one home, SIGKILL, the fake Slack keeping what it took
(text, shared files and reactions per message)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.e2e.test_reliability_kill import SECRET, TOKEN, _env, _free_port, _stop_bots, _wait_port
from tests.e2e.test_slack_e2e import mention, post, thread_reply
from tests.fake_slack import FakeSlack

RETRY = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
HOURGLASS = "hourglass_flowing_sand"
REF = Path(__file__).resolve().parents[1] / "data" / "slack"


def _bots(env: dict[str, str]) -> tuple[list[str], list[subprocess.Popen]]:
    """Two bot processes on one home, with charts (the first answer in a thread uploads one)."""
    ports = [_free_port(), _free_port()]
    bots = [subprocess.Popen([sys.executable, "-m", "advisor", "slack", "--http", "--host", "127.0.0.1", "--port",
                              str(p)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for p in ports]
    for p, b in zip(ports, bots):
        _wait_port(p, b, 90)
    return [f"http://127.0.0.1:{p}/slack/events" for p in ports], bots


def _texts(msgs: list[dict]) -> list[dict]:
    return [m for m in msgs if not m.get("files")]


def _files(msgs: list[dict]) -> list[str]:
    return [f["name"] for m in msgs for f in m.get("files") or []]


def _until(check, timeout: float = 60.0) -> None:
    end = time.time() + timeout
    while not check():
        assert time.time() < end, "timed out"
        time.sleep(0.05)


def _kill_at(fake: FakeSlack, bots: list, url: str, body: str, method: str, *, lands: bool) -> None:
    """Send `body` to the first bot; when it calls `method` (a step of the file upload), kill it with SIGKILL. The
    held call then reaches Slack (`lands`) or never does."""
    held = fake.hold[method] = threading.Event()
    if not lands:
        fake.drop.add(method)
    n = len(fake.of(method))
    assert post(url, body, secret=SECRET)[0] == 200
    fake.wait_for(method, n + 1, timeout=90)  # the text is posted, the file on its way ...
    bots[0].send_signal(signal.SIGKILL)  # ... and the process dies
    bots[0].wait(10)
    del fake.hold[method]
    held.set()


def _quiet(fake: FakeSlack, url: str, body: str) -> None:
    """One more re-delivery: nothing is posted, uploaded or reacted."""
    before = len(fake.calls)
    assert post(url, body, secret=SECRET, headers={"X-Slack-Retry-Num": "2", "X-Slack-Retry-Reason": "http_timeout"})[0] == 200
    time.sleep(1.0)
    assert [c.method for c in fake.calls[before:]] == []


@pytest.mark.parametrize(("method", "lands"), [
    ("files.getUploadURLExternal", False),  # killed before the file was sent: it is uploaded by the re-delivery
    ("files.completeUploadExternal", False),  # sent but never shared in the thread: the same
    ("files.completeUploadExternal", True),  # shared, but the process died before removing the hourglass
])
def test_kill_9_between_the_text_and_the_chart_then_the_redelivery_finishes_once(tmp_path, method, lands):
    pytest.importorskip("matplotlib")
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    (url1, url2), bots = _bots(env)
    ts = "1700000970.000001"
    body = mention("serve Llama-3-8B for 8 users", event_id="EvChart", ts=ts)
    thread = ("C111", ts)
    try:
        _kill_at(fake, bots, url1, body, method, lands=lands)
        if lands:
            _until(lambda: _files(fake.posts.get(thread, [])) == ["memory.png"])
        assert HOURGLASS in fake.reactions[thread]  # the dead process left it
        uploads = len(fake.of("files.completeUploadExternal"))
        assert post(url2, body, secret=SECRET, headers=RETRY)[0] == 200
        _until(lambda: HOURGLASS not in fake.reactions[thread])
        _until(lambda: _files(fake.posts.get(thread, [])) == ["memory.png"])
        time.sleep(0.5)  # time for a second file or text to arrive, were one posted
        msgs = fake.posts[thread]
        assert len(_texts(msgs)) == 1 and msgs[0]["metadata"]["event_payload"]["event_id"] == "EvChart"
        assert msgs[0]["metadata"]["event_payload"]["chart"] == "memory.png"  # the text announced its file
        assert _files(msgs) == ["memory.png"]  # once, whether the dead process's landed or not
        assert len(fake.of("files.completeUploadExternal")) == uploads + (0 if lands else 1)
        if not lands:
            png = [c for c in fake.calls if c.method.startswith("upload/")][-1].raw
            assert png.startswith(b"\x89PNG")  # the chart itself, made again from the stored answer
        _quiet(fake, url2, body)
    finally:
        logs = _stop_bots(bots, timeout=20)
        fake.stop()
    if not lands:
        assert "without its chart: uploaded now" in logs[1], logs[1][-2000:]


def test_kill_9_between_the_text_and_the_export_then_the_redelivery_uploads_it_once(tmp_path):
    # A thread's first answer (with its chart) comes from the first bot; "export" in the thread is then killed
    # before its file is sent. The chart already in the thread (before the export's text) is not the export's file:
    # the re-delivery uploads the markdown, named as the text's metadata announced, with the answer in it.
    pytest.importorskip("matplotlib")
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    (url1, url2), bots = _bots(env)
    ts = "1700000980.000001"
    thread = ("C111", ts)
    try:
        assert post(url1, mention("serve Llama-3-8B for 8 users", event_id="EvFirst", ts=ts), secret=SECRET)[0] == 200
        _until(lambda: _files(fake.posts.get(thread, [])) == ["memory.png"])
        export = thread_reply("export", thread_ts=ts, event_id="EvExport", ts="1700000980.000900")
        _kill_at(fake, bots, url1, export, "files.getUploadURLExternal", lands=False)
        assert post(url2, export, secret=SECRET, headers=RETRY)[0] == 200
        _until(lambda: len(_files(fake.posts[thread])) == 2)
        time.sleep(0.5)
        msgs = fake.posts[thread]
        announced = _texts(msgs)[1]["metadata"]["event_payload"]
        assert announced["event_id"] == "EvExport" and announced["export"].endswith(".md")
        assert _files(msgs) == ["memory.png", announced["export"]] and len(_texts(msgs)) == 2
        md = [c for c in fake.calls if c.method.startswith("upload/")][-1].raw.decode()
        assert "Llama-3-8B" in md and "Slack thread: https://example.slack.com/archives/C111/p" in md
        assert HOURGLASS not in fake.reactions[("C111", "1700000980.000900")]
        _quiet(fake, url2, export)
    finally:
        _stop_bots(bots, timeout=20)
        fake.stop()


def test_kill_9_between_a_direct_messages_text_and_its_chart_then_the_redelivery_finishes(tmp_path):
    # A DM is answered in the channel, outside any thread: the file is looked for among the channel's messages
    # after the user's (conversations.history), as the text is.
    pytest.importorskip("matplotlib")
    dm = json.loads((REF / "message_im.json").read_text())
    dm["event"].update({"text": "LoRA a 7B model", "ts": "1700000000.000060", "event_ts": "1700000000.000060"})
    dm["event_id"] = "EvDmChart"
    body = json.dumps(dm)
    channel = dm["event"]["channel"]
    fake = FakeSlack().start()
    env = _env(tmp_path / "home", SLACK_BOT_TOKEN=TOKEN, SLACK_SIGNING_SECRET=SECRET, SLACK_API_URL=fake.url)
    (url1, url2), bots = _bots(env)
    try:
        _kill_at(fake, bots, url1, body, "files.getUploadURLExternal", lands=False)
        assert post(url2, body, secret=SECRET, headers=RETRY)[0] == 200
        _until(lambda: _files(fake.posts.get((channel, ""), [])) == ["memory.png"])
        _until(lambda: HOURGLASS not in fake.reactions[(channel, "1700000000.000060")])
        assert len(_texts(fake.posts[(channel, "")])) == 1 and fake.of("conversations.history")
        _quiet(fake, url2, body)
    finally:
        _stop_bots(bots, timeout=20)
        fake.stop()
