"""Eighth review: MCP over raw stdio, long lists where the LangChain reader path found A8-1 (a region repeated
10,000 times): `recommend` / `explain` with regions, providers and gpu lists of 10,000 repeats and of 10,000 distinct
made-up ids; each reply's size and time are recorded. Run: HF_HUB_OFFLINE=1 python scripts/attack/a8_mcp_lists.py"""
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
env = {**os.environ, "GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a8mcp"), "HF_HUB_OFFLINE": "1"}
p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def call(i: int, method: str, params: dict) -> dict:
    p.stdin.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}) + "\n")
    p.stdin.flush()
    while True:
        line = p.stdout.readline()
        if not line:
            return {}
        msg = json.loads(line)
        if msg.get("id") == i:
            return msg


call(0, "initialize", {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "a8", "version": "1"}})
p.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
p.stdin.flush()
tools = {t["name"]: t for t in call(1, "tools/list", {})["result"]["tools"]}
rec_props = tools["recommend"]["inputSchema"]["properties"]
cases = []
for field in ("regions", "providers", "gpus", "gpu", "exclude_providers"):
    if field in rec_props:
        cases += [(field, ["us-east-1" if field == "regions" else "aws" if "provider" in field else "H100"] * 10000)]
        cases += [(field, [f"zz-{i}-1" for i in range(int(os.environ.get("A8_DISTINCT", "1000")))])]
n = 0
for k, (field, val) in enumerate(cases):
    t0 = time.monotonic()
    r = call(10 + k, "tools/call", {"name": "recommend", "arguments": {"model": "Llama-3-8B", field: val}})
    s = time.monotonic() - t0
    text = json.dumps(r)
    n += 1
    print(f"{field} ×{len(val)} ({'repeats' if len(set(val)) == 1 else 'distinct'}): {s:.1f}s, reply {len(text):,} chars,"
          f" error={r.get('result', {}).get('isError')} | {text[:160]}")
p.kill()
print(f"mcp list probes: {n}")
