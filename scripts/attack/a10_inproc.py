# ruff: noqa
# type: ignore
"""Tenth review: follow-ups ("32k context?", "only AWS", "cheaper?", "export", "why?", "make it N users") with hostile
numbers and text, in one process through `Engine.handle` (the engine the CLI chat, Slack and the MCP share), and the
MCP server's `call` with wrong types, unknown fields, huge arrays, deep nesting and concurrent calls.

Unlike the ninth round's chat section (no crash, no NaN), each follow-up here has an expected effect on the thread's
workload, written by hand beside it: the figure read as typed, or not read (the workload unchanged) with a note. A
figure read as some *other* number is a finding.

Run: HF_HUB_OFFLINE=1 GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack/a10_inproc.py [followups] [mcp]
Results: $A10_TMP/inproc.jsonl (default /tmp/a10)
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="a10home"))
TMP = Path(os.environ.get("A10_TMP", "/tmp/a10"))
TMP.mkdir(parents=True, exist_ok=True)
OUT = TMP / "inproc.jsonl"
BAD = re.compile(r"Traceback|please report|math domain|\bnan\b|\bNaN\b|\$inf|\binf/h|something went wrong")
counts: dict[str, int] = {}
flags: list[dict] = []


def record(section: str, name: str, fail: str | None, detail: str = "", secs: float = 0.0) -> None:
    counts[section] = counts.get(section, 0) + 1
    rec = {"section": section, "name": name[:300], "secs": round(secs, 2), "fail": fail, "detail": detail[-600:]}
    if fail:
        flags.append(rec)
    with OUT.open("a") as f:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"[{section}] {'FAIL ' + fail if fail else 'ok'}: {name[:150]}", flush=True)


def short(v) -> str:
    s = repr(v)
    return s if len(s) < 70 else s[:50] + f"…({len(s)} chars)"


BIGNUM = "9" * 10_000
ZW, RLO, LRI, PDI = "\u200b", "\u202e", "\u2066", "\u2069"
FIRST = {"en": "serve Llama-3-8B for 10 users at 4k context", "zh": "给 10 个用户部署 Llama-3-8B，4k 上下文"}

# (follow-up, field, expectation). expectation: a value (the field must become it), "same" (the field must not change),
# or a callable. Reasoning: "32k" in this project is 32,768 tokens (README: "what about 32k context?" → a 32k context;
# 4k context → 4,096 in the README sample); a figure that is negative, zero, NaN, infinite or beyond a field's range is
# "not read" and the field keeps its value (A6-5, A7-2, A7-4); a number split or spoofed by invisible/other-script
# characters must either be read as the whole number the user sees or not at all, never as a fragment of it.
SEQ = "seq_len"
CASES = [
    ("32k context?", SEQ, 32768),
    ("what about 32k context?", SEQ, 32768),
    ("what about 1e308k context?", SEQ, "same"),
    ("what about 1e-308k context?", SEQ, "same"),
    ("what about -32k context?", SEQ, "same"),
    ("what about 0k context?", SEQ, "same"),
    ("what about NaN context?", SEQ, "same"),
    ("what about infk context?", SEQ, "same"),
    (f"what about {BIGNUM}k context?", SEQ, "same"),
    (f"what about {BIGNUM} tokens of context?", SEQ, "same"),
    (f"3{ZW}2k context?", SEQ, lambda v: v in (32768, 4096)),
    (f"32{ZW}k context?", SEQ, lambda v: v in (32768, 4096)),
    ("３２k context?", SEQ, lambda v: v in (32768, 4096)),
    ("٣٢k context?", SEQ, lambda v: v in (32768, 4096)),
    (f"{RLO}k23{PDI} context?", SEQ, lambda v: v in (32768, 4096)),
    (f"32k{RLO} context?", SEQ, lambda v: v in (32768, 4096)),
    ("32k context? " + "\u0301" * 3000, SEQ, lambda v: v in (32768, 4096)),
    ("32К context?", SEQ, lambda v: v in (32768, 4096)),  # Cyrillic К
    ("32k 上下文呢？", SEQ, 32768),
    ("上下文 1e308k 呢？", SEQ, "same"),
    ("上下文 -32k 呢？", SEQ, "same"),
    ("only AWS", "providers", ["aws"]),
    (f"only A{ZW}WS", "providers", lambda v: v in (["aws"], None, [])),
    ("only АWS", "providers", lambda v: v in (["aws"], None, [])),  # Cyrillic А
    (f"only {RLO}SWA", "providers", lambda v: v in (["aws"], None, [])),
    ("only AWS and GCP and Azure and Lambda and OCI and RunPod and Vast " * 20, "providers", lambda v: v is None or len(v) <= 40),
    ("只要 AWS", "providers", ["aws"]),
    ("make it 20 users", "concurrency", 20),
    ("make it 1e308 users", "concurrency", "same"),
    ("make it -20 users", "concurrency", "same"),
    ("make it 0 users", "concurrency", "same"),
    (f"make it {BIGNUM} users", "concurrency", "same"),
    (f"make it 2{ZW}0 users", "concurrency", lambda v: v in (20, 10)),
    ("make it ２０ users", "concurrency", lambda v: v in (20, 10)),
    ("make it 20.5 users", "concurrency", lambda v: v in (20, 21, 10)),
    ("make it 1e3 users", "concurrency", 1000),
    ("make it 10^3 users", "concurrency", 1000),
    ("make it 0x14 users", "concurrency", lambda v: v in (20, 10)),
    ("make it 20,000,000,000,000 users", "concurrency", "same"),
    ("make it 70B", "params_b", lambda v: v is None or abs(v - 70) < 1),
    ("make it 1e308B", "params_b", "same"),
    ("make it -70B", "params_b", "same"),
    ("make it 0.0000001B", "params_b", "same"),
    ("cheaper?", None, None),
    ("cheaper? under $1e308/h", None, None),
    ("cheaper? budget $NaN a month", None, None),
    ("cheaper? budget -$5/h", None, None),
    ("cheaper? " * 200, None, None),
    ("why?" + BIGNUM, None, None),
    ("why?" + RLO * 100, None, None),
    ("export", None, None),
    ("export" + ZW, None, None),
    ("export " + BIGNUM, None, None),
    ("EXPORT " + RLO + "dm.exe", None, None),
    ("导出", None, None),
    ("details", None, None),
    ("what about 4 GPUs?", None, None),
    ("what about 1e308 GPUs?", None, None),
    ("what about -4 GPUs?", None, None),
    ("what about 32k context with 1e308 users only on AWS, cheaper?", SEQ, lambda v: v in (32768, 4096)),
]


def field_of(workload, name):
    if name == "params_b":
        return getattr(workload, "params_b", None)
    return getattr(workload, name, None)


def followups_section() -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    d = Path(tempfile.mkdtemp(prefix="a10fu"))
    seq = 0
    for lang, first in FIRST.items():
        for text, fld, want in CASES:
            seq += 1
            eng = Engine(store=Store(d / f"c{seq % 4}.db"))
            key = f"k{seq}"
            name = f"{lang}: {short(text)}"
            t = time.monotonic()
            try:
                r1 = eng.handle(key, first)
                before = eng.store.load(key)[0]
                r = eng.handle(key, text)
                secs = time.monotonic() - t
                after = eng.store.load(key)[0]
                out = r.text + "\n" + "\n".join(r.notes) + "\n" + (r.lead or "")
                if r.export_markdown:
                    out += "\n" + r.export_markdown
                fail = None
                m = BAD.search(out)
                if r.kind == "error":
                    fail = f"kind=error: {r.text[:160]}"
                elif m:
                    fail = f"output has {m.group(0)!r}"
                elif "\x1b" in out or RLO in out or "\u2066" in out:
                    fail = "raw control/bidi echoed"
                elif secs > 10:
                    fail = f"slow {secs:.1f}s"
                elif len(out) > 60_000:
                    fail = f"reply of {len(out):,} characters"
                if fld and not fail:
                    b, a = field_of(before, fld), field_of(after, fld)
                    ok = (a == b) if want == "same" else want(a) if callable(want) else a == want
                    if not ok:
                        fail = f"{fld}: {b!r} → {a!r} (expected {want if not callable(want) else 'see case'})"
                detail = f"kind={r.kind} lead={r.lead[:200]!r} notes={[n[:160] for n in r.notes]}"
                if fld:
                    detail += f" {fld}={field_of(after, fld)!r}"
                record("followups", name, fail, detail, secs)
            except Exception as e:
                record("followups", name, f"{type(e).__name__}: {e}"[:300], traceback.format_exc(), time.monotonic() - t)


# ------------------------------------------------------------------ MCP: types, unknown fields, arrays, nesting, concurrency
def mcp_section() -> None:
    """Raw stdio to a real `python -m advisor mcp` process: one line a request, many in flight at once."""
    import subprocess
    import threading

    env = {**os.environ, "GPU_ADVISOR_HOME": tempfile.mkdtemp(prefix="a10mcp"), "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    p = subprocess.Popen([sys.executable, "-m", "advisor", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=open(TMP / "mcp.stderr", "w"), env=env, bufsize=0)
    replies: dict = {}
    lock = threading.Lock()

    def reader():
        for line in p.stdout:
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            with lock:
                replies[json.dumps(msg.get("id"))] = (time.monotonic(), msg, len(line))

    threading.Thread(target=reader, daemon=True).start()

    def send(obj):
        data = (obj if isinstance(obj, str) else json.dumps(obj)) + "\n"
        p.stdin.write(data.encode())

    send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                                                                      "clientInfo": {"name": "a10", "version": "1"}}})
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    time.sleep(1)

    def call(i, tool, args):
        return {"jsonrpc": "2.0", "id": i, "method": "tools/call", "params": {"name": tool, "arguments": args}}

    BARE = re.compile(r'Traceback|please report|Error executing tool \w+"|\bNaN\b|Infinity')
    deep = {"a": 1}
    for _ in range(150):
        deep = {"a": deep}
    cases = [
        ("recommend", {"model": "Llama-3-8B", "concurrency": "10"}),
        ("recommend", {"model": "Llama-3-8B", "concurrency": 10.5}),
        ("recommend", {"model": "Llama-3-8B", "concurrency": True}),
        ("recommend", {"model": "Llama-3-8B", "concurrency": [10]}),
        ("recommend", {"model": "Llama-3-8B", "concurrency": {"value": 10}}),
        ("recommend", {"model": ["Llama-3-8B"]}),
        ("recommend", {"model": {"name": "Llama-3-8B"}}),
        ("recommend", {"model": "Llama-3-8B", "providers": "aws"}),
        ("recommend", {"model": "Llama-3-8B", "providers": [["aws"]]}),
        ("recommend", {"model": "Llama-3-8B", "providers": [{"name": "aws"}]}),
        ("recommend", {"model": "Llama-3-8B", "providers": ["aws"] * 100_000}),
        ("recommend", {"model": "Llama-3-8B", "regions": [1, 2, 3]}),
        ("recommend", {"model": "Llama-3-8B", "unknown_field": deep}),
        ("recommend", {"model": "Llama-3-8B", "dataset": deep}),
        ("recommend", {"model": "Llama-3-8B", "dataset": {"amount": 1e308, "unit": "examples", "epochs": 1e308}}),
        ("recommend", {"model": "Llama-3-8B", "dataset": {"amount": 50000, "unit": "examples", "epochs": 3, "extra": [1] * 50_000}}),
        ("recommend", {"model": "Llama-3-8B", "top": 10 ** 6}),
        ("recommend", {"model": "Llama-3-8B", "top": -1}),
        ("recommend", {"model": "Llama-3-8B", "detail": "full", "markdown": "yes"}),
        ("compare", {"options": [{"model": "Llama-3-8B", "label": str(i)} for i in range(5000)]}),
        ("compare", {"options": "Llama-3-8B vs Llama-3-70B"}),
        ("compare", {"options": [{"model": "Llama-3-8B", "label": RLO + "x" * 100_000}, {"model": "Llama-3-70B"}]}),
        ("parse_request", {"text": ["serve Llama-3-8B"]}),
        ("parse_request", {"text": "serve Llama-3-8B for " + BIGNUM + " users"}),
        ("parse_request", {"text": "32k context?" + ZW * 100_000}),
        ("parse_request", {"text": "serve Llama-3-8B", "lang": "xx"}),
        ("list_instances", {"max_price": "1e308"}),
        ("list_instances", {"gpu": ["H100"] * 10_000}),
        ("estimate_memory", {"params_b": 7, "seq_len": 4096.5}),
        ("estimate_memory", {"params_b": "7B"}),
        ("explain", {"params_b": 7, "task": ["lora"]}),
        ("check_pitfalls", {"params_b": 7, "task": "lora", "lora_rank": 10 ** 30}),
    ]
    t0 = time.monotonic()
    base = 100
    for i, (tool, args) in enumerate(cases):  # all at once: concurrent calls
        send(call(base + i, tool, args))
    # a burst of 60 identical good calls, interleaved with pings
    for j in range(60):
        send(call(1000 + j, "recommend", {"model": "Llama-3-8B", "concurrency": 1 + j % 7}))
        send({"jsonrpc": "2.0", "id": 5000 + j, "method": "ping"})
    want = [base + i for i in range(len(cases))] + [1000 + j for j in range(60)] + [5000 + j for j in range(60)]
    end = time.monotonic() + 240
    while time.monotonic() < end:
        with lock:
            if all(json.dumps(w) in replies for w in want):
                break
        time.sleep(0.5)
    for i, (tool, args) in enumerate(cases):
        got = replies.get(json.dumps(base + i))
        name = f"{tool} {short(args)}"
        if not got:
            record("mcp", name, "no reply within 240 s")
            continue
        at, msg, size = got
        res = msg.get("result") or {}
        text = json.dumps(msg, ensure_ascii=False)
        fail = None
        if size > 200_000:
            fail = f"reply of {size:,} bytes"
        elif BARE.search(text):  # a bare "Error executing tool <name>" (no reason), a traceback, NaN …
            fail = f"reply has {BARE.search(text).group(0)!r}"
        elif RLO in text:
            fail = "raw RLO echoed"
        record("mcp", name, fail, f"{at - t0:.1f}s isError={res.get('isError')} {text[:300]}", at - t0)
    ok = sum(1 for j in range(60) if json.dumps(1000 + j) in replies and not (replies[json.dumps(1000 + j)][1].get("result") or {}).get("isError"))
    pings = sum(1 for j in range(60) if json.dumps(5000 + j) in replies)
    record("mcp", "60 concurrent good recommend calls + 60 pings", None if ok == 60 and pings == 60 else f"{ok}/60 answered, {pings}/60 pings",
           f"last reply at {max((v[0] for v in replies.values()), default=t0) - t0:.1f}s")
    # ids answered to the right request: each good call's reply states its own concurrency
    wrong = [j for j in range(60) if json.dumps(1000 + j) in replies and
             f'"concurrency": {1 + j % 7}' not in json.dumps(replies[json.dumps(1000 + j)][1]) and
             f'\\"concurrency\\": {1 + j % 7}' not in json.dumps(replies[json.dumps(1000 + j)][1])]
    record("mcp", "each concurrent reply carries its own request's figures", f"{len(wrong)} replies whose figures are not their request's: {wrong[:5]}" if wrong else None)
    p.stdin.close()
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
    err = (TMP / "mcp.stderr").read_text(errors="replace")
    record("mcp", "server stderr", "traceback on stderr" if "Traceback" in err else None, err[-400:])


SECTIONS = {"followups": followups_section, "mcp": mcp_section}

if __name__ == "__main__":
    for name in sys.argv[1:] or list(SECTIONS):
        SECTIONS[name]()
    print(json.dumps({"probes": counts, "flagged": len(flags)}))
    for f in flags:
        print("FLAG", json.dumps(f, ensure_ascii=False)[:700])
