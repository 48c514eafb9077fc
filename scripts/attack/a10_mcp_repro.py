# ruff: noqa
# type: ignore
"""A10-2: a misspelled key inside `dataset` (an MCP argument object) is dropped without a word. Raw stdio to a real
`python -m advisor mcp`: the same `recommend` with `epochs: 3` and with `epocs: 3` (and `seq_len` put inside
`dataset`), printing each headline and `ignored_arguments`.
Run: HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack/a10_mcp_repro.py
"""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(ROOT)}, bufsize=0)


def send(obj):
    p.stdin.write((json.dumps(obj) + "\n").encode())


def read(want_id):
    for line in p.stdout:
        msg = json.loads(line)
        if msg.get("id") == want_id:
            return msg


send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                                                  "clientInfo": {"name": "a10", "version": "1"}}})
read(0)
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
cases = [("epochs: 3 (as documented)", {"amount": 50000, "unit": "examples", "epochs": 3}),
         ("epocs: 3 (misspelled)", {"amount": 50000, "unit": "examples", "epocs": 3}),
         ("Epochs: 3 (case)", {"amount": 50000, "unit": "examples", "Epochs": 3}),
         ("tokens_per_units: 2000 (misspelled)", {"amount": 50000, "unit": "examples", "tokens_per_units": 2000}),
         ("seq_len put inside dataset", {"amount": 50000, "unit": "examples", "epochs": 3, "seq_len": 32768})]
for i, (label, ds) in enumerate(cases, start=1):
    send({"jsonrpc": "2.0", "id": i, "method": "tools/call",
          "params": {"name": "recommend", "arguments": {"model": "Llama-3-8B", "task": "lora", "dataset": ds}}})
    msg = read(i)
    res = msg["result"]
    if res.get("isError"):
        print(f"{label}: tool error: {res['content'][0]['text'][:200]}")
        continue
    out = res.get("structuredContent") or json.loads(res["content"][0]["text"])
    print(f"{label}: {out.get('headline', '')[-90:]} | ignored_arguments={out.get('ignored_arguments')}")
p.stdin.close()
p.wait(10)
