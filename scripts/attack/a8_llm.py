"""Eighth review: the LangChain reader path with a LangChain fake chat model returning hostile/invalid output.

Each probe: a fresh conversation key, an Engine whose LLMExtractor wraps a fake model that answers one hostile
AIMessage (a tool call with hostile args, hostile content, bad tool calls); the user's message is EN or 简体.
Flags: an exception out of Engine.handle, a reply of kind "error", "report it"/"Traceback"/"ref " in the text,
nan/inf in the text, a reply slower than 10 s. One JSON line a probe in $A8_TMP/llm.jsonl.

Run: GPU_ADVISOR_HOME=$(mktemp -d) HF_HUB_OFFLINE=1 A8_TMP=/tmp/a8 python scripts/attack/a8_llm.py
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from advisor.core.conversation import Engine
from advisor.core.extract_llm import LLMExtractor
from advisor.core.store import Store

OUT = Path(os.environ.get("A8_TMP", "/tmp/a8"))
OUT.mkdir(parents=True, exist_ok=True)


class ToolFake(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):  # LangChain's documented workaround for fakes
        return self


def deep(n: int) -> object:
    x: object = 1
    for _ in range(n):
        x = {"a": x}
    return x


VALUES = [10**400, -(10**400), 10**19, -1, 0, 1e308, -1e308, float("nan"), float("inf"), float("-inf"), 1e-300,
          5e-324, "abc", "", "１２", "٣", [], {}, None, True, "x" * 100_000, "\u202e\u200b", ["\u202e"] * 3,
          deep(50), 0.5, 2**63, "1e400"]
FIELDS = ["task", "model", "params_b", "precision", "seq_len", "batch_size", "concurrency", "num_gpus", "zero_stage",
          "optimizer", "lora_rank", "grad_accum", "train_tokens", "budget_per_hour", "budget", "deadline_hours",
          "dataset", "framework", "batch_requests", "output_tokens", "prompt_tokens", "target_tokens_per_s",
          "target_tokens_per_s_per_user", "target_requests_per_s", "target_ttft_ms", "regions", "modality",
          "providers", "billing", "gpu_preference", "language", "priority", "min_gpu_memory_gib",
          "max_gpu_memory_gib", "daily_users", "kv_precision"]
NESTED = [
    {"budget": {"amount": 1e308, "per": "month"}}, {"budget": {"amount": float("nan")}},
    {"budget": {"amount": 10**400, "currency": "CNY"}}, {"budget": {"amount": -5, "per": "job"}},
    {"budget": {"amount": 1e-300, "per": "day"}}, {"budget": {"amount": 5, "currency": "XXX"}},
    {"budget_per_hour": {"amount": 1e308}}, {"budget_per_hour": {"amount": 10**400}},
    {"budget": {"amount": 100, "per": "hour"}, "budget_per_hour": {"amount": 1e-9}},
    {"dataset": {"amount": 1e308, "unit": "tokens"}}, {"dataset": {"amount": 10**400}},
    {"dataset": {"amount": 1e6, "epochs": 1e308}}, {"dataset": {"amount": 1e6, "epochs": 0}},
    {"dataset": {"amount": 1e6, "tokens_per_unit": 1e-300}}, {"dataset": {"amount": 1e6, "sequences_per_unit": -1}},
    {"dataset": {"amount": 1e12, "epochs": 1e6, "tokens_per_unit": 1e6}},
    {"task": "lora", "params_b": 7, "train_tokens": 10**18, "deadline_hours": 1e-9},
    {"task": "inference", "model": "Llama-3-8B", "concurrency": 10**6, "target_tokens_per_s_per_user": 10**6},
    {"task": "inference", "model": "Llama-3-70B", "num_gpus": 10**6},
    {"task": "pretrain", "params_b": 10000, "train_tokens": 10**18},
    {"task": "inference", "model": "Llama-3-8B", "seq_len": 10_000_000, "concurrency": 1_000_000},
    {"regions": ["us-east-1"] * 10000}, {"providers": ["aws"] * 10000}, {"regions": "us-east-1"},
    {"providers": "aws"}, {"regions": [None, 1, {}]}, {"model": "../../etc/passwd"}, {"model": "<!channel>"},
    {"model": "Llama-3-8B", "gpu_preference": "H100" * 1000}, {"task": "inference", "min_gpu_memory_gib": 1e-300},
    {"task": "inference", "model": "Llama-3-8B", "min_gpu_memory_gib": 80, "max_gpu_memory_gib": 16},
    {"task": "batch", "model": "Llama-3-8B", "batch_requests": 10**12, "output_tokens": 10**7},
    {"task": "inference", "model": "Llama-3-8B", "prompt_tokens": 10**7, "seq_len": 2},
    {"task": "lora", "params_b": 7, "lora_rank": 4096, "batch_size": 10**6, "grad_accum": 4096},
    {"unknown_field": 1, "task": "inference"}, {"__class__": "x"}, {"model_config": {}},
]
CONTENT_ONLY = ["", "{", "not json at all", '{"task": "inference"', "null", "[]", "1e400", '{"params_b": NaN}',
                "x" * 200_000, "\u202e" * 1000, '{"name": "WorkloadPatch", "arguments": "{"}']
MESSAGES = [("en", "serve Llama-3-8B for 10 users"), ("zh", "为 10 个用户部署 Llama-3-8B"),
            ("en", "LoRA a 7B model on 1B tokens"), ("zh-Hant", "為 10 個用戶部署 Llama-3-8B，預算每月 500 美元")]
BAD = re.compile(r"report it|Traceback|\(ref |\bnan\b|\$inf|\binf\b|Infinity|validation error|pydantic", re.I)


def ai_messages() -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for f in FIELDS:
        for v in VALUES:
            out.append((f"{f}={str(v)[:30]!r}", {"task": "inference", f: v}))
    for d in NESTED:
        out.append((f"nested {str(d)[:60]}", d))
    out.append(("args not a dict: list", [1, 2]))
    out.append(("args a string", "{\"task\": \"inference\"}"))
    return out


def message_of(args: object) -> AIMessage | None:
    try:
        return AIMessage(content="", tool_calls=[{"name": "WorkloadPatch", "args": args, "id": "c1"}])
    except Exception:
        return None


def probe(engine: Engine, n: int, label: str, msg: AIMessage, lang_text: tuple[str, str]) -> dict:
    engine.llm = LLMExtractor(model=ToolFake(messages=iter([msg] * 3)), timeout=10)
    t0 = time.monotonic()
    rec: dict = {"n": n, "probe": label, "lang": lang_text[0]}
    try:
        r = engine.handle(f"k{n}", lang_text[1])
        rec.update(kind=r.kind, extractor=r.extractor, text=r.text[:300])
        hits = BAD.findall(r.text + " ".join(r.notes))
        if r.kind == "error" or hits:
            rec["flag"] = f"kind={r.kind} hits={hits[:3]}"
    except Exception as e:
        rec["flag"] = f"raised {type(e).__name__}: {str(e)[:200]}"
    rec["s"] = round(time.monotonic() - t0, 2)
    if rec["s"] > 10:
        rec["flag"] = rec.get("flag", "") + " slow"
    return rec


def main() -> None:
    home = Path(os.environ.get("GPU_ADVISOR_HOME", "/tmp/a8home"))
    engine = Engine(store=Store(home / "a8llm.db"))
    cases: list[tuple[str, AIMessage]] = []
    for label, args in ai_messages():
        m = message_of(args)
        if m is None:
            cases.append((label + " (AIMessage refused it)", AIMessage(content=str(args)[:1000])))
        else:
            cases.append((label, m))
    for c in CONTENT_ONLY:
        cases.append((f"content {c[:20]!r}", AIMessage(content=c)))
    cases.append(("two tool calls", AIMessage(content="", tool_calls=[
        {"name": "WorkloadPatch", "args": {"task": "lora"}, "id": "a"},
        {"name": "WorkloadPatch", "args": {"task": "inference", "concurrency": -5}, "id": "b"}])))
    cases.append(("wrong tool name", AIMessage(content="", tool_calls=[{"name": "rm_rf", "args": {}, "id": "a"}])))
    cases.append(("invalid tool call", AIMessage(content="", invalid_tool_calls=[
        {"name": "WorkloadPatch", "args": "{not json", "id": "a", "error": "bad"}])))
    only = os.environ.get("A8_ONLY")
    n = flagged = 0
    with (OUT / "llm.jsonl").open("w") as fh:
        for i, (label, msg) in enumerate(cases):
            if only and only not in label:
                continue
            lt = MESSAGES[i % len(MESSAGES)]
            rec = probe(engine, n, label, msg, lt)
            n += 1
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            if "flag" in rec:
                flagged += 1
                print("FLAG", rec["probe"], rec["lang"], rec["flag"], "|", rec.get("text", "")[:160].replace("\n", " "))
    print(f"llm probes: {n}, flagged: {flagged}")


if __name__ == "__main__":
    main()
