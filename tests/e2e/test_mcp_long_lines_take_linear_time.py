"""An MCP request line just under the 2,000,000-character cap with 270,000 top-level keys and a bad envelope took
about 40 s, stalling every request behind it: reading the line's id for the error
(`mcp_server._depth_and_id`) copied the rest of the line at each top-level `"id"`. The work is now linear in the
line's length, tested as a ratio (ten times the keys, about ten times the time, never a hundred) through raw pipes to
a real server, so the check holds on a slow or busy machine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("mcp")
ROOT = Path(__file__).resolve().parents[2]


def _dupe_ids(n: int) -> str:
    # a request whose params are not an object (the SDK refuses it; we answer -32602 with its id) and n top-level
    # "id" keys: JSON keeps the last one, so the reply's id is (n - 1) % 10
    return '{"jsonrpc":"2.0","method":"tools/list","params":[1],' + ",".join(f'"id":{i % 10}' for i in range(n)) + "}"


def _id_values(n: int) -> str:
    # "id" as a (repeated key's) value at the top level, n times: each one was a copy of the rest of the line too
    return '{"jsonrpc":"2.0","id":7,"method":"x","params":[1],' + ",".join('"":"id"' for i in range(n)) + "}"


class _Server:
    def __init__(self, tmp_path: Path) -> None:
        env = {**os.environ, "GPU_ADVISOR_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
        self.p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        assert json.loads(self.p.stdout.readline())["id"] == 0
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, msg: dict | str) -> None:
        self.p.stdin.write((msg if isinstance(msg, str) else json.dumps(msg)) + "\n")
        self.p.stdin.flush()

    def round(self, line: str) -> tuple[float, list[dict]]:
        """Seconds from sending `line` until a ping sent after it is answered, and the replies before the ping's."""
        start = time.perf_counter()
        self.send(line)
        self.send({"jsonrpc": "2.0", "id": "ping", "method": "ping"})
        replies = []
        while (r := json.loads(self.p.stdout.readline()))["id"] != "ping":
            replies.append(r)
        return time.perf_counter() - start, replies

    def close(self) -> None:
        self.p.stdin.close()
        self.p.wait(timeout=30)
        self.p.stdout.close()


@pytest.mark.parametrize(("make", "n"), [(_dupe_ids, 270_000), (_id_values, 240_000)])
def test_a_line_of_270000_keys_takes_about_ten_times_one_of_27000(tmp_path, make, n):
    big = make(n)
    assert len(big) < 2_000_000  # under the cap: it is read, not refused unread
    server = _Server(tmp_path)
    try:
        small_s = min(server.round(make(n // 10))[0] for _ in range(2))
        runs = [server.round(big) for _ in range(2)]
    finally:
        server.close()
    big_s = min(t for t, _ in runs)
    (reply,) = runs[0][1]
    assert reply["error"]["code"] == -32602 and "params must be an object" in reply["error"]["message"]
    assert reply["id"] == (9 if make is _dupe_ids else 7)
    # linear: ~10 (measured 6.7 on a loaded 2-core machine); the quadratic read was ~100 and more (≈40 s)
    assert big_s / small_s < 30, (small_s, big_s)
