"""The other readers of lines, in the class of price sheets (a line without a break was read whole):
`parse` (batch on stdin), `chat` on a piped stdin and the MCP server's stdio each held an endless line in memory
(`< /dev/zero`: 3.5 GB, 2.8 GB and 2.2 GB within 6 s). Each now holds at most a bounded piece of a line; a longer
line is answered in words and the next line read. Real entry points in subprocesses; memory is the process's own
peak (VmHWM in /proc), which an endless line held whole grows without end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from advisor.cli import LINE_MAX

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists() or not Path("/dev/zero").exists(),
                                reason="Linux: /proc and /dev/zero")


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPU_ADVISOR_")}
    return {**env, "GPU_ADVISOR_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}


def _peak_mb_on_dev_zero(tmp_path: Path, args: list[str], seconds: float = 4.0) -> tuple[float, str]:
    """Run `python -m advisor ARGS < /dev/zero` for `seconds`; its peak memory (MB) and what it printed."""
    with open("/dev/zero", "rb") as zero:
        p = subprocess.Popen([sys.executable, "-m", "advisor", *args], stdin=zero, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=_env(tmp_path))
        time.sleep(seconds)
        status = Path(f"/proc/{p.pid}/status").read_text()
        p.kill()
        out = p.communicate(timeout=30)[0].decode(errors="replace")
    peak_kb = int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:")))
    return peak_kb / 1024, out


@pytest.mark.parametrize("args", [["parse"], ["chat"], ["mcp"]])
def test_an_endless_line_on_stdin_is_never_held(tmp_path, args):
    if args == ["mcp"]:
        pytest.importorskip("mcp")
    peak, out = _peak_mb_on_dev_zero(tmp_path, args)
    # a few hundred MB at most: the process itself is ~40-80 MB, and it grew by ~500 MB a second before
    assert peak < 400, peak
    if args == ["parse"]:  # said at once, not after a line that never ends
        assert json.loads(out.splitlines()[0]) == {
            "error": f"the line is over {LINE_MAX:,} characters long; lines of at most {LINE_MAX:,} characters are read",
            "line": 1}


def test_parse_answers_every_line_around_one_too_long(tmp_path):
    text = "LoRA a 7B model\n" + "7" * (LINE_MAX + 1) + "\n" + "serve Llama-3-70B\n"
    r = subprocess.run([sys.executable, "-m", "advisor", "parse"], input=text, capture_output=True, text=True,
                       env=_env(tmp_path), timeout=120)
    out = [json.loads(line) for line in r.stdout.splitlines()]
    assert r.returncode == 0 and len(out) == 3, r.stdout[-500:]
    assert out[0]["workload"]["params_b"] == 7 and out[2]["workload"]["model"]
    assert out[1]["line"] == 2 and f"lines of at most {LINE_MAX:,} characters are read" in out[1]["error"]


def test_chat_answers_the_line_after_one_too_long(tmp_path):
    text = "7" * (LINE_MAX + 10) + "\nLoRA a 7B model\nquit\n"
    r = subprocess.run([sys.executable, "-m", "advisor", "chat"], input=text, capture_output=True, text=True,
                       env=_env(tmp_path), timeout=120)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-500:]
    assert "I read the first 4,000" in r.stdout  # the long one: said how much was read
    assert "LoRA fine-tune" in r.stdout  # the next line is its own message, answered


def test_mcp_answers_a_request_longer_than_the_cap_from_its_start_and_goes_on(tmp_path):
    # Only the line's first 2,000,001 characters are kept: the id is read from them, the length counted to the end
    pytest.importorskip("mcp")
    p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, env=_env(tmp_path))
    try:
        init = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}
        big = {"jsonrpc": "2.0", "id": "big", "method": "tools/call",
               "params": {"name": "estimate", "arguments": {"model": "x" * 5_000_000}}}
        for msg in (init, {"jsonrpc": "2.0", "method": "notifications/initialized"}, big,
                    {"jsonrpc": "2.0", "id": "ping", "method": "ping"}):
            p.stdin.write(json.dumps(msg) + "\n")
        p.stdin.flush()
        replies = [json.loads(p.stdout.readline()) for _ in range(3)]
    finally:
        p.stdin.close()
        p.wait(timeout=30)
        p.stdout.close()
    by_id = {r["id"]: r for r in replies}
    assert by_id["big"]["error"]["code"] == -32600
    assert f"{len(json.dumps(big)) + 1:,} characters long" in by_id["big"]["error"]["message"]  # with its line break
    assert by_id["ping"]["result"] == {}
