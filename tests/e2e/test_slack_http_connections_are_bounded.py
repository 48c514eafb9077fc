"""The bot's HTTP server bounds its connections. Before: the read timeout applied to each read,
so a client sending one byte every few seconds was never dropped, and connections were not counted: each held a
thread and a file descriptor for as long as the client liked (400 idle connections: 404 threads; with 256 descriptors,
a signed event waited 7 s for its ack, past Slack's 3 s, and behind drip-fed connections it would wait for ever).
Unsigned clients can do this: the signature is checked only once the request has arrived.

The real Bolt app over loopback with the fake Slack, bounds lowered so the test is quick; the "attacker" connects
from 127.0.0.2, another address on the loopback network, so the per-address bound is its alone."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.slack.app import build_app, make_client, serve_http
from tests.e2e.test_slack_e2e import SECRET, TOKEN, mention, post
from tests.fake_slack import FakeSlack


@pytest.fixture
def server(tmp_path, request):
    fake = FakeSlack().start()
    app = build_app(engine=Engine(store=Store(tmp_path / "s.db")), client=make_client(TOKEN, fake.url),
                    signing_secret=SECRET, charts=False)
    srv, _ = serve_http(app, "127.0.0.1", 0, read_timeout=getattr(request, "param", 1.0), max_connections=30,
                        max_per_client=10)
    yield srv
    time.sleep(0.5)  # the answers begun finish before the fake Slack goes
    srv.shutdown()
    srv.server_close()
    fake.stop()


def _drip(port: int, stop: threading.Event, source: str = "127.0.0.2") -> list[float]:
    """Send a request one byte every 0.2 s until the server closes the connection; returns [seconds it stayed open]."""
    s = socket.create_connection(("127.0.0.1", port), source_address=(source, 0), timeout=5)
    t0, request = time.monotonic(), b"POST /slack/events HTTP/1.1\r\nHost: x\r\n" + b"X-Pad: a\r\n" * 1000
    try:
        for i in range(len(request)):
            if stop.is_set():
                break
            s.send(request[i:i + 1])
            time.sleep(0.2)
    except OSError:
        pass
    finally:
        s.close()
    return [time.monotonic() - t0]


def _closed(s: socket.socket) -> bool:
    try:
        return s.recv(100) == b""
    except ConnectionResetError:
        return True


def test_a_client_that_sends_a_byte_at_a_time_is_closed_at_the_deadline(server):
    # each byte arrives within the per-read timeout; the whole request never does. Before: open for as long as the
    # client kept sending (this test's loop would have run for 200 s)
    took = _drip(server.server_address[1], threading.Event())[0]
    assert took < 4, took  # the 1 s deadline, the watchdog's 0.25 s tick, the client noticing on its next send


@pytest.mark.parametrize("server", [4.0], indirect=True)  # a deadline long enough to fill the bounds before it
def test_connections_over_the_bound_are_refused_at_once_and_a_signed_event_is_still_acked(server):
    port, stop = server.server_address[1], threading.Event()
    url = f"http://127.0.0.1:{port}/slack/events"
    held = [socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.2", 0), timeout=5) for _ in range(10)]
    try:
        for s in held:
            s.send(b"P")  # a request begun, never finished
        extra = socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.2", 0), timeout=5)
        extra.send(b"POST")
        assert extra.recv(100).startswith(b"HTTP/1.0 503"), "the 11th from one address is refused at once"
        extra.close()
        t0 = time.monotonic()  # another address (Slack's) is still served, well within Slack's 3 s
        status, _ = post(url, mention("LoRA a 7B model", event_id="EvBound", ts="1700000500.000001"))
        assert status == 200 and time.monotonic() - t0 < 3
        # the global bound: 10 each from 127.0.0.2, .3 and .5 fill the 30; one more, from a fourth address, is refused
        held += [socket.create_connection(("127.0.0.1", port), source_address=(a, 0), timeout=5)
                 for a in ("127.0.0.3", "127.0.0.5") for _ in range(10)]
        for s in held[10:]:
            s.send(b"P")
        time.sleep(0.2)
        late = socket.create_connection(("127.0.0.1", port), source_address=("127.0.0.4", 0), timeout=5)
        late.send(b"POST")
        assert late.recv(100).startswith(b"HTTP/1.0 503")
        late.close()
        time.sleep(4.6)  # past the deadline, every held connection is closed by the server: room again
        assert all(_closed(s) for s in held)
        assert post(url, mention("LoRA a 7B model", event_id="EvBound2", ts="1700000501.000001"))[0] == 200
    finally:
        stop.set()
        for s in held:
            s.close()
