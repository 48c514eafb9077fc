# ruff: noqa
# type: ignore
"""Eleventh review: MCP `recommend` / `parse_request` with the fields added since the tenth review (batch_work,
batch_item, preference, reference_precomputed, periodic budgets) and the media / encoder readings through
parse_request. Raw stdio to a real `python -m advisor mcp`; each case has its expected reading written beside it.
Run: HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack/a11_mcp.py
"""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)}, bufsize=0)


def send(obj):
    p.stdin.write((json.dumps(obj) + "\n").encode())


def read(want_id):
    for line in p.stdout:
        msg = json.loads(line)
        if msg.get("id") == want_id:
            return msg


send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                                                  "clientInfo": {"name": "a11", "version": "1"}}})
read(0)
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
L8 = {"model": "Llama-3-8B"}
# (label, tool, arguments, expected reading written before the run)
CASES = [
    ("batch_work without batch_requests", "recommend", {**L8, "task": "inference", "batch_work": "classify"},
     "refused as the CLI refuses it (needs batch_requests)"),
    ("batch_item without batch_requests", "recommend", {**L8, "task": "inference", "batch_item": "short"},
     "refused as the CLI refuses it"),
    ("batch_work 'clasify' (misspelled)", "recommend", {**L8, "batch_requests": 1000, "batch_work": "clasify"},
     "refused with the accepted values"),
    ("preference on inference", "recommend", {**L8, "task": "inference", "preference": "dpo"},
     "refused or noted: a preference method is training"),
    ("reference_precomputed without preference", "recommend", {**L8, "task": "lora", "reference_precomputed": True},
     "refused or noted (help: needs --preference dpo/ipo/kto)"),
    ("preference 'DPO' (case)", "recommend", {**L8, "task": "lora", "preference": "DPO"},
     "read as dpo or refused with the values"),
    ("batch_requests 1e12 classify", "recommend", {**L8, "batch_requests": 10**12, "batch_work": "classify"},
     "an answer or a worded refusal within seconds"),
    ("budget per month on a job", "recommend", {**L8, "task": "lora", "dataset": {"amount": 50000, "unit": "examples", "epochs": 3},
                                              "budget": 100, "budget_per": "month"},
     "a plan costing <= $100 while it runs"),
    ("parse: whisper -5 hours", "parse_request", {"text": "transcribe -5 hours of audio with Whisper large"},
     "no 5-hour batch read (negative is refused)"),
    ("parse: budget $2 per second", "parse_request", {"text": "serve Llama-3-8B for 10 users, budget $2 per second"},
     "budget 2/second, 7200/hour, or not read with a note; never 2 in total"),
    ("parse: within 20 minutes", "parse_request", {"text": "summarize 10000 documents with Llama-3-8B within 20 minutes"},
     "deadline_hours 0.33 or a note that it is not read"),
    ("parse: roberta -10000 examples", "parse_request", {"text": "fine-tune RoBERTa-large on -10000 examples"},
     "no 10,000-example dataset; a note"),
    ("parse: 繁體 bare 元", "parse_request", {"text": "部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元"},
     "budget 3000 TWD per month"),
    ("parse: 繁體 HK 蚊", "parse_request", {"text": "部署 Llama-3-8B 俾 10 個用戶，每月預算 3000 蚊"},
     "budget 3000 HKD per month"),
]
for i, (label, tool, args, expect) in enumerate(CASES, start=1):
    send({"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": tool, "arguments": args}})
    msg = read(i)
    res = msg.get("result") or {}
    if res.get("isError") or "error" in msg:
        text = (res.get("content") or [{}])[0].get("text") or json.dumps(msg.get("error"))
        got = "tool error: " + text[:240]
    else:
        out = res.get("structuredContent") or json.loads(res["content"][0]["text"])
        if tool == "parse_request":
            got = json.dumps(out, ensure_ascii=False)[:400]
        else:
            got = (out.get("headline") or json.dumps(out)[:300])[:300] + f" | ignored={out.get('ignored_arguments')}"
    print(json.dumps({"probe": label, "expected": expect, "observed": got}, ensure_ascii=False))
p.stdin.close()
p.wait(10)
err = p.stderr.read().decode()
print(json.dumps({"probe": "stderr", "traceback": "Traceback" in err, "bytes": len(err)}))
