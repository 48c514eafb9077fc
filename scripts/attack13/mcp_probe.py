# ruff: noqa
# type: ignore
"""A13, MCP on raw stdio (a real `gpu-advisor mcp`): wrong types, huge and odd arguments, unknown tools, a batch,
the A13 readings through parse_request. Each call timed. Run: python scripts/attack13/mcp_probe.py"""
import json, os, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PY = os.environ.get("PYTHON", "/work/main/.venv/bin/python")
env = {**os.environ, "GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a13_mcp_"), "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
p = subprocess.Popen([PY, "-m", "advisor", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                     text=True, env=env)
n = 0


def send(msg):
    p.stdin.write(msg + "\n"); p.stdin.flush()


def rpc(method, params=None, notify=False, raw_id=None):
    global n
    msg = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        msg["params"] = params
    if not notify:
        n += 1
        msg["id"] = n if raw_id is None else raw_id
    send(json.dumps(msg))
    if notify:
        return None
    while True:
        line = p.stdout.readline()
        if not line:
            return {"dead": True}
        r = json.loads(line)
        if r.get("id") == msg["id"]:
            return r


rpc("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "a13", "version": "0"}})
rpc("notifications/initialized", notify=True)
tools = [t["name"] for t in rpc("tools/list")["result"]["tools"]]
print("tools:", tools)
calls = [
    ("parse_request", {"text": "serve Llama-3-8B for 10 users, budget $5 000.50 a month"}),
    ("parse_request", {"text": "serve Llama-3-8B for 10 users, budget $1,000,000,000,000,000,000,000 a month"}),
    ("parse_request", {"text": "部署 Llama-3-8B，並发 10"}),
    ("parse_request", {"text": " *x" * 100000}),
    ("parse_request", {"text": "serve Llama-3-8B for 10 users " + "1 000 " * 20000}),
    ("parse_request", {"text": 12345}),
    ("parse_request", {"text": ["a", "b"]}),
    ("parse_request", {"text": None}),
    ("parse_request", {"text": "x\u0000y serve Llama-3-8B for 10 users"}),
    ("parse_request", {"text": "\ud800 serve Llama-3-8B for 10 users"}),
    ("recommend", {"model": "llama-3-8b", "concurrency": "10"}),
    ("recommend", {"model": "llama-3-8b", "concurrency": True}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "budget": 1e18, "budget_per": "month"}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "budget": 5e21, "budget_per": "month"}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "budget": 0}),
    ("recommend", {"model": "x" * 1000000, "concurrency": 10}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "seq_len": 2**63}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "seq_len": 2**64}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "providers": ["aws"] * 100000}),
    ("recommend", {"model": {"$ne": 1}, "concurrency": 10}),
    ("recommend", {"model": "llama-3-8b", "concurrency": 10, "extra_field": 1}),
    ("nope_tool", {}),
]
for name, args in calls:
    t = time.time()
    r = rpc("tools/call", {"name": name, "arguments": args})
    res = r.get("result") or {}
    txt = json.dumps(res.get("structuredContent") or res.get("content") or r.get("error") or r, ensure_ascii=False)
    shown = {k: (v if len(str(v)) < 60 else str(v)[:40] + "…") for k, v in args.items()}
    print(f"{time.time()-t:6.2f}s {name} {shown}: isError={res.get('isError')} {txt[:230]}", flush=True)
# wire oddities
for raw in ['{"jsonrpc":"2.0","id":900,"method":"tools/call","params":{"name":"parse_request","arguments":"str"}}',
            '[{"jsonrpc":"2.0","id":901,"method":"tools/list"}]',
            '{"jsonrpc":"2.0","id":902,"method":"tools/call","params":{"name":"parse_request","arguments":{"text":"1e400 users"}}}',
            '{"jsonrpc":"2.0","id":903,"method":"tools/call","params":{"name":"parse_request","arguments":{"text":"10 users","text":"20 users"}}}',
            '{"jsonrpc":"2.0","id":904,"method":"tools/call","params":{"name":"recommend","arguments":{"model":"llama-3-8b","concurrency":NaN}}}',
            '{"jsonrpc":"2.0","id":905,"method":"tools/call","params":{"name":"recommend","arguments":{"model":"llama-3-8b","concurrency":1e999}}}']:
    t = time.time(); send(raw); line = p.stdout.readline()
    print(f"{time.time()-t:6.2f}s raw {raw[:90]} -> {line.strip()[:230]}", flush=True)
r = rpc("tools/list"); print("still alive after all:", "result" in r)
p.stdin.close(); p.wait(20)
err = p.stderr.read()
print("stderr tracebacks:", err.count("Traceback"), "| stderr tail:", err[-300:].replace("\n", " | "))
