# ruff: noqa
# type: ignore
"""Twelfth review, MCP on raw stdio (a real `gpu-advisor mcp`): the readings of A12-1…A12-4 through `parse_request`,
and hostile numbers in `recommend` arguments that the CLI refuses. Run: python scripts/attack/a12_mcp.py"""
import json, os, subprocess, sys, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY = os.environ.get("PYTHON", "/work/main/.venv/bin/python")
env = {**os.environ, "GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a12_mcp_"), "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
p = subprocess.Popen([PY, "-m", "advisor", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                     text=True, env=env)
n = 0


def rpc(method, params=None, notify=False):
    global n
    msg = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        msg["params"] = params
    if not notify:
        n += 1
        msg["id"] = n
    p.stdin.write(json.dumps(msg) + "\n"); p.stdin.flush()
    if notify:
        return None
    while True:
        r = json.loads(p.stdout.readline())
        if r.get("id") == n:
            return r


rpc("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "a12", "version": "0"}})
rpc("notifications/initialized", notify=True)
texts = ["部署 Llama-3-8B，10 并发，预算 负 5000 美元", "LoRA Llama-3-8B on 1M tokens, LoRA rank -8",
         "serve Llama-3-8B for 10 users, budget $5 000 a month", "serve Llama-3-8B for 10 users with 2^15 context",
         "部署 Llama-3-8B，并发 10，预算每月 &lt;5000 元", "serve Llama-3-8B for *10* users"]
for t in texts:
    r = rpc("tools/call", {"name": "parse_request", "arguments": {"text": t}})
    sc = (r.get("result") or {}).get("structuredContent") or r
    print(f"parse_request {t!r}: stated={json.dumps(sc.get('stated'), ensure_ascii=False)[:220]} notes={str(sc.get('notes'))[:120]}")
for args in ({"model": "llama-3-8b", "concurrency": 10, "seq_len": 32768, "budget": 5.0, "budget_per": "month"},
             {"model": "llama-3-8b", "task": "lora", "train_tokens": 1000000, "lora_rank": -8},
             {"model": "llama-3-8b", "concurrency": 1e308}, {"model": "llama-3-8b", "concurrency": "NaN"},
             {"model": "llama-3-8b", "concurrency": 10, "target_requests_per_s": 100}):
    r = rpc("tools/call", {"name": "recommend", "arguments": args})
    res = r.get("result") or {}
    txt = json.dumps(res.get("structuredContent") or res.get("content"), ensure_ascii=False)
    print(f"recommend {args}: isError={res.get('isError')} {txt[:260]}")
p.stdin.close(); p.wait(10)
err = p.stderr.read()
print("stderr tracebacks:", err.count("Traceback"))
