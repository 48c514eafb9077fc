"""Call tools on a real `python -m advisor mcp` over raw stdio (attack 14 repro helper).

Usage: mcp_call.py '[["recommend", {"params_b": 8, "usage_hours_per_day": true}], ...]'
Prints each call's isError and the first N (env, default 400) characters of its text.
"""
import json
import os
import subprocess
import sys

proc = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, cwd=os.environ.get("REPO", "."), text=True)
assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None


def send(obj: dict) -> None:
    proc.stdin.write(json.dumps(obj) + "\n")  # type: ignore[union-attr]
    proc.stdin.flush()  # type: ignore[union-attr]


def recv() -> dict:
    return json.loads(proc.stdout.readline())  # type: ignore[union-attr]


send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "atk14", "version": "1"}}})
recv()
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
limit = int(os.environ.get("N", "400"))
for i, (name, args) in enumerate(json.loads(sys.argv[1]), 1):
    send({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": name, "arguments": args}})
    reply = recv()
    if "error" in reply:
        print(name, json.dumps(args)[:150], "=> RPC error", reply["error"])
        continue
    res = reply.get("result", {})
    text = "".join(c.get("text", "") for c in res.get("content", []))
    print(name, json.dumps(args, ensure_ascii=False)[:200], "=> isError=", res.get("isError"),
          text[:limit].replace("\n", " "))
proc.stdin.close()
err = proc.stderr.read()
if "Traceback" in err:
    print("STDERR", err[-2000:])
