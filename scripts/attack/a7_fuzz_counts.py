"""Seventh review (attack7): counts just inside S6-4's readable range (<= 1e18) in 23 phrasings: which end in a raw range or validation error? Run: GPU_ADVISOR_HOME=$(mktemp -d) python scripts/attack/a7_fuzz_counts.py"""
# ruff: noqa: E501  (a throwaway probe harness, kept to reproduce)
import contextlib
import io
import sys

from advisor.cli import main

phr = ["LoRA a 7B model with batch size {n}", "serve Llama-3-8B with {n}-token prompts", "serve Llama-3-8B, answers of {n} tokens",
       "LoRA a 7B model on {n} examples of 500 tokens for 3 epochs", "LoRA a 7B model for {n} epochs on 1000 examples",
       "serve Llama-3-8B for {n} daily users", "serve Llama-3-8B at {n} tokens/s", "serve Llama-3-8B at {n} tokens/s per user",
       "LoRA a 7B model with rank {n}", "LoRA a 7B model with gradient accumulation {n}", "run {n} requests through Llama-3-8B offline",
       "embed {n} documents with bge-large", "rerank {n} passages with bge-reranker-large", "serve Llama-3-8B on {n} GPUs",
       "serve Llama-3-8B, first token within {n} ms", "LoRA a 7B model in {n} days", "serve Llama-3-8B, budget ${n} a month",
       "serve Llama-3-8B with a {n}-token context", "serve a {n}B model", "为 {n} 个用户部署 Llama-3-8B", "用 Llama-3-8B 离线处理 {n} 条请求",
       "I have {n} H100 80G, serve Llama-3-8B", "serve Llama-3-8B, {n} requests per second"]
for ph in phr:
    for n in ("1e13", "1e17", "999999999999999999", "1e-9", "0.000001"):
        t = ph.format(n=n)
        so, se = io.StringIO(), io.StringIO()
        sys.argv = ["gpu-advisor", "ask", t]
        rc = 0
        with contextlib.redirect_stdout(so), contextlib.redirect_stderr(se):
            try:
                main()
            except SystemExit as e:
                rc = e.code
        out = so.getvalue() + se.getvalue()
        bad = any(k in out for k in ("Input should", "validation error", "please report", "Traceback", "must be between", " nan", " inf"))
        if bad or rc not in (0, 2):
            print(f"{rc} | {t} | {out.strip().splitlines()[0][:150] if out.strip() else ''} ... {out.strip().splitlines()[-1][:150] if out.strip() else ''}", flush=True)
print("done", len(phr) * 5)
