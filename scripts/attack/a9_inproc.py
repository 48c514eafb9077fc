# ruff: noqa
# type: ignore
"""Ninth review: in-process probes of the fields and follow-ups added on 2026-12-02 (docs/ATTACK_REVIEW.md, "Ninth
review"). Sections: llm (a LangChain fake chat model's tool call with hostile target_answer_s / batch_period /
owned_gpus / lists), mcp (`mcp_server.call` with the same), cli (click's CliRunner: --target-answer-s, --owned,
--region/--provider at the 40-value cap), chat (Engine.handle follow-ups "how long?", 要幾耐, 點解, "cheaper?" with
hostile text, then the export). One JSON line a probe in $A9_TMP/inproc.jsonl; a summary at the end.

Run from the repository root with the venv active:  python scripts/attack/a9_inproc.py [llm mcp cli chat]
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
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="a9home"))
TMP = Path(os.environ.get("A9_TMP", "/tmp/a9"))
TMP.mkdir(parents=True, exist_ok=True)
OUT = TMP / "inproc.jsonl"
BAD = re.compile(r"Traceback|please report|math domain|\bnan\b|\bNaN\b|\binf\b|\$inf|(?<![\w-])Infinity(?! Fabric)"
                 r"|something went wrong")
BIG = "9" * 100_000
HOSTILE_NUM = [float("nan"), float("inf"), float("-inf"), 0, -0.0, -1, 1e-300, 5e-324, 1e308, 2 ** 63, 10 ** 400 if False else 1e300,
               0.001, 0.999, 1, 60, 86400, 86401, "60", "abc", "１２", "٣", [], {}, None, True, False, BIG, "\u202e60",
               "1e400", "60 s"]
HOSTILE_BOOL = [True, False, "yes", "no", 1, 0, 2, "true", None, [], {}, "是", BIG]
HOSTILE_PERIOD = ["day", "week", "month", "hour", "year", "DAY", "Day", "daily", "日", "", " day", None, 1, [], {}, BIG,
                  "day\u202e", "day\x1b[2J", True]
counts: dict[str, int] = {}
flags: list[dict] = []


def record(section: str, name: str, text: str, secs: float, fail: str | None, extra: str = "") -> None:
    counts[section] = counts.get(section, 0) + 1
    rec = {"section": section, "name": name[:300], "secs": round(secs, 2), "fail": fail, "tail": (extra or text)[-400:]}
    if fail:
        flags.append(rec)
    with OUT.open("a") as f:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    if fail:
        print(f"[{section}] FAIL {fail}: {name[:160]}", flush=True)


def judge(text: str, secs: float, limit: float = 20, most: int = 60_000) -> str | None:
    m = BAD.search(text)
    if m:
        return f"output has {m.group(0)!r}"
    if secs > limit:
        return f"slow {secs:.1f}s"
    if len(text) > most:
        return f"output {len(text):,} chars"
    if "\x1b" in text or "\u202e" in text:
        return "raw control/bidi echoed"
    return None


def short(v) -> str:
    s = repr(v)
    return s if len(s) < 60 else s[:40] + f"…({len(s)} chars)"


# ------------------------------------------------------------------ LangChain fake model → Engine.handle
def llm_section() -> None:
    from advisor.core.conversation import Engine
    from advisor.core.extract_llm import LLMExtractor
    from advisor.core.store import Store
    from tests.advisor.test_llm_extract import tool_call, tool_fake

    d = Path(tempfile.mkdtemp(prefix="a9llm"))
    questions = {"en": "serve Llama-3-8B for 10 users", "zh": "给 10 个用户部署 Llama-3-8B",
                 "hant": "我有兩張 RTX 4090，想跑 Llama-3-8B 服務 10 個用戶，要幾耐先答完？",
                 "batch": "embed 1M tickets every day with bge-large"}
    cases = [("target_answer_s", v) for v in HOSTILE_NUM] + [("owned_gpus", v) for v in HOSTILE_BOOL] + \
            [("batch_period", v) for v in HOSTILE_PERIOD]
    combos = [
        {"owned_gpus": True}, {"owned_gpus": True, "num_gpus": 10_000, "gpu": "RTX-4090"},
        {"owned_gpus": True, "num_gpus": 0, "gpu": "H100"}, {"owned_gpus": True, "gpu": "nonexistent-gpu-zz"},
        {"owned_gpus": True, "task": "pretrain", "gpu": "RTX-4090", "num_gpus": 1, "params_b": 405},
        {"target_answer_s": 0.001, "concurrency": 10_000}, {"target_answer_s": 1, "output_tokens": 10 ** 9},
        {"target_answer_s": 60, "task": "lora"}, {"target_answer_s": 60, "batch_requests": 10 ** 6},
        {"batch_period": "day", "batch_requests": 10 ** 12}, {"batch_period": "hour", "batch_requests": 1},
        {"batch_period": "day", "task": "lora"}, {"batch_period": "day", "deadline_hours": 0.0001},
        {"batch_period": "year", "batch_requests": 10 ** 9, "output_tokens": 4096},
        {"regions": ["us-east-1"] * 40 + ["eu-west-1"]}, {"regions": [f"r{i}" for i in range(40)]},
        {"regions": [f"r{i}" for i in range(41)]}, {"providers": ["aws", "AWS", " aws ", "amazon"] * 20},
        {"providers": [f"p{i}" for i in range(41)]}, {"regions": ["us-east-1\u202e"] * 3},
        {"regions": ["\x1b]0;pwned\x07"]}, {"providers": [BIG]}, {"regions": [None, 1, {}, []]},
    ]
    seq = 0
    for qname, q in questions.items():
        for field, v in cases:
            seq += 1
            _one(Engine, LLMExtractor, Store, tool_call, tool_fake, d, seq, f"{qname} {field}={short(v)}", q, {field: v})
        for c in combos:
            seq += 1
            _one(Engine, LLMExtractor, Store, tool_call, tool_fake, d, seq, f"{qname} combo {short(c)}", q, c)


def _one(Engine, LLMExtractor, Store, tool_call, tool_fake, d, seq, name, q, args) -> None:
    fake = tool_fake(messages=iter([tool_call(args)] * 3))
    eng = Engine(store=Store(d / f"s{seq % 7}.db"), llm=LLMExtractor(model=fake, timeout=10))
    t = time.monotonic()
    try:
        r = eng.handle(f"t{seq}", q)
        text = r.text + "\n" + "\n".join(r.notes)
        fail = judge(text, time.monotonic() - t)
        if not fail and r.kind == "error":
            fail = "kind=error"
        record("llm", name, text, time.monotonic() - t, fail)
    except Exception as e:
        record("llm", name, "", time.monotonic() - t, f"raised {type(e).__name__}: {e}"[:300], traceback.format_exc())


# ------------------------------------------------------------------ MCP call()
def mcp_section() -> None:
    from advisor.agents.mcp_server import call

    base = {"model": "Llama-3-8B"}
    cases = []
    for tool in ("recommend", "check_pitfalls", "explain"):
        cases += [(tool, {**base, "target_answer_s": v}) for v in HOSTILE_NUM]
        cases += [(tool, {**base, "owned_gpus": v, "gpu": "RTX-4090", "num_gpus": 2}) for v in HOSTILE_BOOL]
    for tool in ("recommend", "list_gpus", "list_instances", "check_pitfalls"):
        cases += [(tool, {**({} if tool.startswith("list") else base), "providers": p}) for p in (
            ["aws"] * 40, [f"p{i}" for i in range(40)], [f"p{i}" for i in range(41)], ["aws", "AWS", "amazon", " aws"] * 11,
            ["aws", None], ["aws", 1], "aws", [BIG], ["\u202eaws"], ["\x1b[2Jaws"], [[]], [{}])]
    for tool in ("recommend", "explain"):
        cases += [(tool, {**base, "regions": r}) for r in (
            [f"r{i}" for i in range(40)], [f"r{i}" for i in range(41)], ["us-east-1", "US-EAST-1 "] * 30,
            [BIG], ["\u202eus-east-1"], ["us-east-1\x00"], [""], [" "], "us-east-1", [1.5])]
    combos = [{"owned_gpus": True}, {"owned_gpus": True, "gpu": "H100", "num_gpus": 10 ** 6},
              {"owned_gpus": True, "gpu": "H100", "num_gpus": 0}, {"owned_gpus": True, "task": "pretrain", "params_b": 1000,
                                                                   "gpu": "RTX-4090", "num_gpus": 1},
              {"target_answer_s": 0.01, "concurrency": 10 ** 6}, {"target_answer_s": 86400, "output_tokens": 10 ** 7},
              {"target_answer_s": 1, "task": "lora"}, {"target_answer_s": 1, "batch_requests": 10 ** 9},
              {"batch_period": "day", "batch_requests": 100}, {"target_answer_s": 1, "lang": "zh"},
              {"target_answer_s": -1, "lang": "zh-Hant"}, {"owned_gpus": "是", "lang": "zh"}]
    cases += [("recommend", {**base, **c}) for c in combos] + [("explain", {**base, **c}) for c in combos]
    cases += [("parse_request", {"text": t}) for t in (
        "answer within 1e400 seconds for Llama-3-8B", "每天 1e30 页 embedding", "I own 1e9 RTX 4090 cards",
        "我有 -3 張 4090", "within 0 seconds", "要幾耐 " * 2000, "regions " + " ".join(f"r{i}" for i in range(100)),
        "every 0 days 5 requests", "within \u202e60 seconds")]
    for tool, args in cases:
        t = time.monotonic()
        name = f"{tool} {short(args)}"
        try:
            r = call(tool, args)
            text = "\n".join(getattr(c, "text", "") for c in r.content)
            fail = judge(text, time.monotonic() - t)
            if not fail and r.is_error and len(text) > 3000:
                fail = f"error of {len(text):,} chars"
            record("mcp", name, text, time.monotonic() - t, fail)
        except Exception as e:
            record("mcp", name, "", time.monotonic() - t, f"raised {type(e).__name__}: {e}"[:300], traceback.format_exc())


# ------------------------------------------------------------------ CLI (CliRunner, in process)
def cli_section() -> None:
    from click.testing import CliRunner

    from advisor.cli import cli

    runner = CliRunner()
    vals = ["nan", "inf", "-inf", "0", "-0", "-1", "1e-300", "5e-324", "1e308", "1e309", "86400", "86401", "0.999", "1",
            "60", "", " ", "１２", "٣", "0x10", "1e", "9" * 4000, "\u202e60", "60s", "1_0"]
    cases = []
    for cmd in (["recommend", "--model", "llama-3-8b"], ["recommend", "--model", "llama-3-8b", "--json"],
                ["estimate", "--model", "llama-3-8b"], ["recommend", "--model", "llama-3-8b", "--task", "lora"]):
        cases += [(cmd + ["--target-answer-s", v], v in {"nan", "inf", "-inf", "0", "-0", "-1", "1e-300", "5e-324",
                                                         "1e308", "1e309", "86401", "0.999", "", " ", "0x10", "1e",
                                                         "9" * 4000, "\u202e60", "60s"}) for v in vals]
    owned = [["--owned"], ["--owned", "--gpu", "RTX-4090"], ["--owned", "--gpu", "RTX-4090", "--gpus", "2"],
             ["--owned", "--gpus", "0", "--gpu", "H100"], ["--owned", "--gpus", "100000", "--gpu", "H100"],
             ["--owned", "--gpu", "zz-not-a-gpu"], ["--owned", "--gpu", "RTX-4090", "--task", "pretrain", "--params", "405"],
             ["--owned", "--gpu", "RTX-4090", "--provider", "aws"], ["--owned", "--gpu", "RTX-4090", "--billing", "spot"],
             ["--owned", "--gpu", "RTX-4090", "--budget", "1"], ["--owned", "--gpu", "\u202eH100"]]
    for cmd in (["recommend", "--model", "llama-3-8b"], ["recommend", "--model", "llama-3-8b", "--json"],
                ["recommend", "--model", "llama-3-8b", "--markdown", "--lang", "zh-Hant"]):
        cases += [(cmd + o, None) for o in owned]
    lists = {"40 distinct": [f"zz-{i}" for i in range(40)], "41 distinct": [f"zz-{i}" for i in range(41)],
             "40+dupes": [f"zz-{i % 40}" for i in range(400)], "case dupes 41": [f"ZZ-{i}" if i % 2 else f"zz-{i}" for i in range(41)],
             "huge one": ["x" * 100_000], "rlo": ["\u202eus-east-1"], "esc": ["\x1b]0;pwned\x07"], "empty": [""],
             "nul-ish": ["us\u200beast"]}
    for flag in ("--region", "--provider"):
        for lname, items in lists.items():
            argv = ["recommend", "--model", "llama-3-8b"] + [x for it in items for x in (flag, it)]
            cases.append((argv, lname.startswith("41") or lname == "case dupes 41" and False))
            cases.append((argv + ["--lang", "zh"], lname.startswith("41")))
    for argv, must_refuse in cases:
        t = time.monotonic()
        r = runner.invoke(cli, argv)
        secs = time.monotonic() - t
        text = r.output
        name = " ".join(short(a) if len(a) > 40 else a for a in argv)
        if r.exception and not isinstance(r.exception, SystemExit):
            record("cli", name, text, secs, f"raised {type(r.exception).__name__}: {r.exception}"[:300])
            continue
        fail = judge(text, secs)
        if not fail and r.exit_code not in (0, 2):
            fail = f"exit {r.exit_code}"
        if not fail and must_refuse and r.exit_code == 0:
            fail = "accepted where a refusal was expected"
        if not fail and r.exit_code == 2 and len(text) > 3000:
            fail = f"refusal of {len(text):,} chars"
        if not fail and "--lang" in argv and "zh" in argv and r.exit_code == 2 and not re.search(r"[\u4e00-\u9fff]", text):
            fail = "refusal not in Chinese"
        record("cli", name, text, secs, fail)


# ------------------------------------------------------------------ chat follow-ups (Engine.handle) + export
def chat_section() -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    d = Path(tempfile.mkdtemp(prefix="a9chat"))
    firsts = ["serve Llama-3-8B for 10 users, answers within 20 seconds", "LoRA fine-tune Llama-3-8B on 1B tokens",
              "我有两张 RTX 4090，给 10 个用户部署 Llama-3-8B", "我有兩張 RTX 4090，想跑 Llama-3-8B 服務 10 個用戶",
              "embed 1M tickets every day with bge-large", "每天 5 万页 用 Qwen2.5-7B 做摘要",
              "serve Llama-3-70B for 200 users on AWS", "hi"]
    follows = ["how long?", "How long will it take?", "要幾耐", "要几久", "要多久？", "點解", "点解", "为什么", "why?",
               "cheaper?", "cheaper", "更便宜？", "平啲？", "details", "export", "how long?" * 500, "cheaper? " + "\u202e" * 50,
               "點解\x1b[2J\x1b]0;pwned\x07", "要幾耐" + "\u200b" * 3000, "cheaper?\x00", "how long? in 1e400 seconds",
               "cheaper? with 41 regions " + " ".join(f"zz-{i}" for i in range(41)), "🤔" * 2000, "why" + "\u0301" * 5000]
    seq = 0
    for f in firsts:
        for fo in follows:
            seq += 1
            eng = Engine(store=Store(d / f"c{seq % 5}.db"))
            key = f"k{seq}"
            t = time.monotonic()
            name = f"{f[:40]} → {short(fo)}"
            try:
                texts = []
                for msg in (f, fo, fo, "cheaper?", "cheaper?", fo):
                    r = eng.handle(key, msg)
                    texts.append(r.text + "\n".join(r.notes))
                    if r.kind == "error":
                        raise AssertionError(f"kind=error on {short(msg)}: {r.text[:200]}")
                    if not r.text.strip():
                        raise AssertionError(f"empty reply to {short(msg)}")
                last = r.recommendation
                if last is not None:
                    texts.append(eng.export_document(key, last, r.language))
                text = "\n".join(texts)
                record("chat", name, text, time.monotonic() - t, judge(text, time.monotonic() - t, limit=40, most=400_000))
            except Exception as e:
                record("chat", name, "", time.monotonic() - t, f"{type(e).__name__}: {e}"[:300], traceback.format_exc())


# ------------------------------------------------------------------ MCP: every string argument, long or with controls
def mcpstr_section() -> None:
    from advisor.agents.mcp_server import TOOLS, call, input_schema

    vals = {"1 MB": "x" * 1_000_000, "100 kB": "y" * 100_000, "esc": "\x1b]0;pwned\x07z", "rlo": "\u202ez1",
            "newlines": "a\n# heading\n| x |"}
    base = {"recommend": {"model": "Llama-3-8B"}, "explain": {"model": "Llama-3-8B"}, "check_pitfalls": {"model": "Llama-3-8B"},
            "estimate_memory": {"model": "Llama-3-8B"}}
    for name, _, model, _, _ in TOOLS:
        props = input_schema(name, model)["properties"]
        for field, spec in props.items():
            kinds = {spec.get("type")} | {a.get("type") for a in spec.get("anyOf", [])}
            items = spec.get("items", {}) or {}
            for a in spec.get("anyOf", []):
                items = items or a.get("items", {}) or {}
            if "string" not in kinds and not ("array" in kinds and items.get("type") == "string"):
                continue
            if spec.get("enum") or any(a.get("enum") for a in spec.get("anyOf", [])):
                continue
            for vname, v in vals.items():
                arg = [v] if "array" in kinds and "string" not in kinds else v
                args = {**base.get(name, {}), field: arg}
                t = time.monotonic()
                try:
                    r = call(name, args)
                    text = "\n".join(getattr(c, "text", "") for c in r.content)
                    secs = time.monotonic() - t
                    fail = judge(text, secs, most=30_000)
                    record("mcpstr", f"{name}.{field}={vname}", text, secs, fail)
                except Exception as e:
                    record("mcpstr", f"{name}.{field}={vname}", "", time.monotonic() - t, f"raised {type(e).__name__}: {e}"[:300])


# ------------------------------------------------------------------ where user text is echoed (A8-10's class)
def echo_section() -> None:
    from click.testing import CliRunner

    from advisor.cli import cli
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    evil = ["\x1b]0;pwned\x07", "\x1b[2J", "\u202eevil", "\x9b31m", "a\rb", "\u2067x\u2069"]
    runner = CliRunner()
    argvs = lambda e: [["recommend", "--model", f"zz{e}"], ["estimate", "--model", f"zz{e}"],
                       ["estimate", "--model", "llama-3-8b", "--gpu", f"H{e}"], ["recommend", "--params", "7", "--gpu-preference", f"H{e}"],
                       ["ask", f"serve zz{e}Model for 10 users"], ["ask", f"serve Llama-3-8B for 10 users on {e}cloud"],
                       ["parse", f"serve zz{e}Model for 10 users"], ["ask", f"serve meta-llama/zz{e} for 10 users"],
                       ["compare", f"serve Llama-3-8B for 10 users{e}", "H100"], ["catalog", "instances", "--gpu", f"H{e}"],
                       ["catalog", "template", "--provider", f"zz{e}"], ["ask", "--session", f"s{e}", "hi"]]
    for e in evil:
        for argv in argvs(e):
            t = time.monotonic()
            r = runner.invoke(cli, argv)
            raw = [c for c in ("\x1b", "\u202e", "\x9b", "\r", "\u2067") if c in r.output]
            fail = f"raw {raw} echoed (exit {r.exit_code})" if raw else None
            if r.exception and not isinstance(r.exception, SystemExit):
                fail = f"raised {type(r.exception).__name__}"
            record("echo", " ".join(argv)[:120], r.output, time.monotonic() - t, fail)
    d = Path(tempfile.mkdtemp(prefix="a9echo"))
    for e in evil:
        for first in ("serve Llama-3-8B for 10 users", "给 10 个用户部署 Llama-3-8B"):
            for msg in (e, f"how long?{e}", f"cheaper?{e}", f"only {e} cloud", f"use zz{e}Model instead", f"why{e}"):
                eng = Engine(store=Store(d / "e.db"))
                key = f"{first}{msg}"
                t = time.monotonic()
                eng.handle(key, first)
                r = eng.handle(key, msg)
                text = r.text + "\n".join(r.notes)
                raw = [c for c in ("\x1b", "\u202e", "\x9b", "\r", "\u2067") if c in text]
                record("echo", f"chat {first[:10]} → {msg!r}", text, time.monotonic() - t,
                       f"raw {raw} echoed ({r.kind})" if raw else None)


# ------------------------------------------------------------------ the new fields in words (rule reader), ask/parse
def text_section() -> None:
    from click.testing import CliRunner

    from advisor.cli import cli

    runner = CliRunner()
    answer = ["answers within {v} seconds", "each answer must finish in {v} s", "whole reply within {v} minutes",
              "回答要在 {v} 秒内完成", "每個回答 {v} 秒內完成", "答案要喺 {v} 秒內出嚟", "within {v} hours per answer"]
    batch = ["summarise {v} tickets every day", "embed {v} documents a week with bge-large", "每天 {v} 页",
             "每週 {v} 份文件", "{v} requests every hour", "每日 {v} 篇文章摘要", "{v} items every 0 days"]
    owned = ["I have {v} RTX 4090s", "I own {v} H100", "我有 {v} 张 4090", "我有 {v} 張 RTX 4090", "我屋企有 {v} 張 3090",
             "using my own {v} A100 cards"]
    vals = ["0", "-3", "0.0001", "1e400", "10^400", "9" * 500, "1e9", "NaN", "inf", "一万亿", "零", "負三", "½", "٣",
            "１２", "3​0", "1,000,000,000,000", "无限"]
    for group, tmpls in (("answer", answer), ("batch", batch), ("owned", owned)):
        for tm in tmpls:
            for v in vals:
                q = "serve Llama-3-8B for 10 users, " + tm.format(v=v) if group != "batch" else tm.format(v=v) + " with Qwen2.5-7B"
                for cmd in (["ask", q], ["parse", q]):
                    t = time.monotonic()
                    r = runner.invoke(cli, cmd)
                    secs = time.monotonic() - t
                    if r.exception and not isinstance(r.exception, SystemExit):
                        record("text", f"{cmd[0]} {q}", r.output, secs, f"raised {type(r.exception).__name__}: {r.exception}"[:200])
                        continue
                    fail = judge(r.output, secs, limit=20)
                    if not fail and r.exit_code not in (0, 2):
                        fail = f"exit {r.exit_code}"
                    record("text", f"{cmd[0]} {q}", r.output, secs, fail)


SECTIONS = {"text": text_section, "echo": echo_section, "mcpstr": mcpstr_section, "llm": llm_section, "mcp": mcp_section, "cli": cli_section, "chat": chat_section}
if __name__ == "__main__":
    for s in sys.argv[1:] or list(SECTIONS):
        t0 = time.monotonic()
        SECTIONS[s]()
        print(f"== {s}: {counts.get(s, 0)} probes, {sum(1 for f in flags if f['section'] == s)} flagged, "
              f"{time.monotonic() - t0:.0f}s", flush=True)
    print(json.dumps(counts), len(flags), "flagged")
