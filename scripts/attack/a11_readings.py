# ruff: noqa
# type: ignore
"""Eleventh review: one-shot readings of the features added since the tenth review, each with the reading it must
have written beside it before the run (a regex the answer must match, and one it must not). `ask` on a fresh home,
English, 简体 and 繁體. A line a probe: ok / FAIL, the finding it belongs to, the first matching line.
Run: HF_HUB_OFFLINE=1 python scripts/attack/a11_readings.py      Results: $A11_TMP/readings.jsonl
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("A11_TMP", "/tmp/a11"))
OUT.mkdir(parents=True, exist_ok=True)
HOME = tempfile.mkdtemp(prefix="a11read_", dir=OUT)
# (message, must match, must not match, finding when it fails)
P = [
    # media: sizes and amounts
    ("transcribe 1000 hours of audio with Whisper large", r"Whisper large, 1,000 h of audio", r"Not sized", ""),
    ("transcribe 0 hours of audio with Whisper large", r"'0 hours' is not read", r"Whisper large, 0 h", ""),
    ("transcribe -5 hours of audio with Whisper large", r"'-5 hours' is not read", r"Whisper large, 5 h", "A11-3"),
    ("generate -100 images with FLUX.1-dev", r"'-100 images' is not read", r"FLUX.1-dev, 100 images", ""),
    ("transcribe 1e18 hours of audio with Whisper large", r"not read", r"1,000,000,000,000,000,000 h", "A11-7"),
    ("generate 1e18 images with SDXL", r"not read", r"1,000,000,000,000,000,000 images", ""),
    ("transcribe 1e300 hours of audio with Whisper large", r"'1e300' is not read", r"Whisper large, 1", ""),
    ("generate 100 images per second with SDXL", r"6,000 images a minute", r"Not sized", ""),
    ("generate 30 images per minute with SDXL", r"30 images a minute", r"Not sized", ""),
    ("每分钟生成 60 张 SDXL 图片", r"60", r"这里不做估算", ""),
    ("generate 1000 images with SDXL at 512x512", r"512×512", r"1024×1024 assumed", ""),
    ("generate 1000 images with SDXL at 100000x100000", r"100000|100,000|not read", r"1024×1024 assumed", "A11-7"),
    ("transcribe 1000000 hours of audio with Whisper large by tomorrow", r"your deadline: 2\d\.\d h", r"Not sized", ""),
    ("transcribe 10 hours of audio with Whisper large within 2 hours", r"your deadline: 2\.0 h", r"Not sized", ""),
    ("transcribe 10 hours of audio with Whisper large within 20 minutes", r"20 min|0\.33 h|not read", r"^(?!.*)", "A11-6"),
    ("transcribe 10 hours of audio with Whisper large in 0 hours", r"'0 hours' is not read", r"your deadline: 0", ""),
    ("transcribe 100 hours of audio with Whisper large on an H100", r"H100", r"^\*\*Whisper large.*RTX A4000", "A11-2"),
    ("transcribe 100 hours of audio with Whisper large on spot instances", r"spot", r"on-demand prices", "A11-2"),
    ("transcribe 100 hours of audio with Whisper large, budget $0.01", r"budget", r"^(?!.*)", "A11-2"),
    ("generate 1000 images with SDXL, budget $0.01", r"budget", r"^(?!.*)", "A11-2"),
    ("transcribe 100 hours of audio with Whisper large on AWS", r"rent aws ", r"primeintellect|runpod", ""),
    ("live transcription, 200 concurrent streams, Whisper large", r"200 live streams", r"Not sized", ""),
    ("real-time transcription of 200 streams with Whisper large", r"200 live streams", r"Not sized", "A11-13"),
    ("用 Whisper large 做200路实时转写", r"200", r"这里不做估算", "A11-13"),
    # encoders
    ("classify 2M support tickets with DeBERTa-v3-large overnight (8 hours)", r"2,000,000 items × 256 tokens", r"Not sized", ""),
    ("fine-tune RoBERTa-large on 10000 examples", r"roberta-large full fine-tune on 10,000 samples", r"Not sized", ""),
    ("fine-tune RoBERTa-large on -10000 examples", r"not read", r"10,000 samples", "A11-3"),
    ("fine-tune RoBERTa-large on 0 examples", r"'0 examples' is not read|not read", r"requests per second", "A11-11"),
    ("classify 2M support tickets with DeBERTa-v3-large on an H100", r"H100", r"^\*\*deberta.*RTX A4000\)", "A11-2"),
    ("classify 2M support tickets with DeBERTa-v3-large, budget $0.01", r"over your \$0.01 budget", r"^(?!.*)", ""),
    ("classify 1e13 support tickets with DeBERTa-v3-large", r"is not read", r"10,000,000,000,000 items", ""),
    ("用 DeBERTa-v3-large 给 200 万条工单做分类", r"deberta", r"这里不做估算", ""),
    # budgets
    ("serve Llama-3-8B for 10 users, budget $0.405 per hour", r"Just over", r"^(?!.*)", ""),
    ("serve Llama-3-8B for 10 users, budget $0.40 per hour", r"2\.2% over|FP8", r"0% over", ""),
    ("serve Llama-3-8B for 10 users, budget $2 per second", r"per second|/s\b|7,200|not read", r"\$2\.00 in total", "A11-4"),
    ("LoRA Llama-3-8B on 50k examples, 3 epochs, budget $3 per minute", r"per minute|180|not read", r"\$3\.00 in total", "A11-4"),
    ("serve Llama-3-8B for 10 users, budget $0 a month", r"not read|budget \$0\b", r"^(?!.*)", "A11-11"),
    ("LoRA Llama-3-8B on 50k examples, 3 epochs, within 3 days, budget -$100 a month", r"'-\$100' is not read", r"budget -", ""),
    ("LoRA Llama-3-8B on 50k examples, 3 epochs, within 3 days, budget $100 a month", r"budget \$100/month", r"Nothing fits", ""),
    ("LoRA Llama-3-70B on 1B tokens, budget $3 an hour", r"\$3\.60/h", r"378% over", "A11-8"),
    ("部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元", r"TWD", r"CNY|¥", ""),
    ("部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元人民幣", r"CNY|¥", r"TWD|新臺幣", "A11-5"),
    ("部署 Llama-3-8B 給 10 個用戶，每月預算 3000 元 RMB", r"CNY|¥", r"TWD|新臺幣", "A11-5"),
    ("部署 Llama-3-8B 俾 10 個用戶，每月預算 3000 蚊", r"HKD|HK\$", r"TWD", ""),
    ("部署 Llama-3-8B 给 10 个用户，每月预算 3000 元", r"¥|CNY", r"TWD", ""),
    ("serve Llama-3-8B for 10 users, budget CNY3000 a month", r"CNY|¥", r"^(?!.*)", "A11-5"),
    ("serve Llama-3-8B for 10 users, budget NT$3000 a month", r"TWD|NT\$", r"^(?!.*)", ""),
    # DPO / batch
    ("full fine-tune Llama-3-8B on 50k preference pairs with DPO, reference log-probs precomputed", r"DPO", r"outside what I do", ""),
    ("classify 2M support tickets with Llama-3-8B overnight (8 hours)", r"2,000,000", r"Not sized", ""),
    ("summarize 10000 documents with Llama-3-8B within 30 minutes", r"30 min|0\.5 h|not read", r"^(?!.*)", "A11-6"),
]


def ask(m):
    env = {**os.environ, "GPU_ADVISOR_HOME": HOME, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    p = subprocess.run([sys.executable, "-m", "advisor", "ask", m], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=120)
    return p.returncode, p.stdout + p.stderr


bad = 0
for m, want, never, fid in P:
    rc, out = ask(m)
    head = "\n".join(l for l in out.splitlines() if l.strip())[:4000]
    ok = bool(re.search(want, head, re.M)) and not re.search(never, head, re.M) and rc in (0, 2) and "Traceback" not in out
    bad += not ok
    line = next((l for l in head.splitlines() if re.search(want, l) or re.search(never, l, re.M)), head.splitlines()[0] if head else "")
    rec = {"message": m, "ok": ok, "finding": fid if not ok else "", "rc": rc, "line": line[:300]}
    with (OUT / "readings.jsonl").open("a") as f:
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"{'ok  ' if ok else 'FAIL'} {fid or '':6} {m[:70]!r} | {line[:150]}", flush=True)
print(f"{len(P)} probes, {bad} failed")
