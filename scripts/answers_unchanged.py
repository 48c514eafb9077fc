"""Hold answers byte-identical across a refactor that moves words, not behaviour.

    PYTHONPATH=. python scripts/answers_unchanged.py save DIR      # before the change
    PYTHONPATH=. python scripts/answers_unchanged.py compare DIR   # after: exit 1 and the first differing lines

Each case is a CLI call run in one process (click's runner, a fresh GPU_ADVISOR_HOME, no model configured):
questions in English, 简体 and 繁體, short and `--full --markdown`, chat threads with follow-ups (the change lines,
the reader's notes, the reasons) and `compare` (the side-by-side table). Written for the words-to-catalog moves of
the house issue (render.py and conversation.py keep no Chinese); useful for any move that must not change an answer.
"""

from __future__ import annotations

import difflib
import os
import re
import sys
import tempfile
from pathlib import Path

os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp(prefix="answers-unchanged-")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
for key in ("GPU_ADVISOR_LLM", "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "DEEPSEEK_API_KEY"):
    os.environ.pop(key, None)

QUESTIONS = [
    "serve Llama-3.1-70B for 32 users, 8k context",
    "LoRA Llama-3-8B on 20k examples of 1k tokens, 3 epochs, budget $50",
    "fine-tune qwen2.5-7b full, 2B tokens, finish within 5 days, only AWS or GCP",
    "run Mistral-7B for 200 people, 20 online at peak, fastest please, in the EU",
    "batch: summarise 100,000 documents of 3k tokens each with Llama-3.1-8B, 300 tokens out",
    "serve deepseek-r1-distill-qwen-32b with thinking on, 10 users, first token under 500 ms, spot is fine",
    "部署 Llama-3-70B 推理，32 并发，4K 上下文",
    "用 Qwen2.5-14B 做客服，每天 5000 个用户，高峰 50 人在线，预算每小时 100 元，只用阿里云",
    "LoRA 微调 Qwen2.5-7B，数据 5 万条，每条 2k token，3 轮，最便宜",
    "训练 Llama-3-8B 全参数，10 亿 token，7 天内完成",
    "部署 Qwen2.5-32B 推理，20 人同時使用，8K 上下文，預算每月 3 萬台幣",
    "用 Llama-3.1-8B 做 RAG，每天 2000 位使用者，高峰 30 人在線，香港",
    "embed 10 million passages with bge-m3",
    "serve Llama-3.1-70B for 32 users on one machine only",
    "LoRA Llama-3-8B, 8k context",
]

CHATS = [
    ["serve Llama-3.1-70B for 32 users", "cheaper?", "only AWS", "64 users now", "why", "details", "quit"],
    ["部署 Qwen2.5-32B 推理，16 并发", "便宜点", "改成 50 人在线", "只用腾讯云", "为什么", "quit"],
    ["LoRA Llama-3-8B", "10k examples of 2k tokens, 3 epochs", "faster?", "use spot", "quit"],
    ["部署 Llama-3-8B，20 人同時使用", "預算每小時 300 台幣", "要最快的", "quit"],
    ["部署 Llama-3.1-8B 推理，10 并发，用竞价实例", "上下文改成 32K", "quit"],
    ["serve Llama-3.1-8B for 10 users", "make it 32k context", "turn thinking off", "quit"],
]

COMPARES = [
    ["serve Llama-3.1-70B for 32 users", "int4", "fp8"],
    ["LoRA Llama-3-8B on H100", "LoRA Llama-3-8B on A100"],
    ["部署 Qwen2.5-72B 推理，16 并发", "int4"],
    ["serve Llama-3.1-8B for 10 users, committed for a year", "fp8"],
]


def cases() -> list[tuple[str, list[str], str | None]]:
    out: list[tuple[str, list[str], str | None]] = []
    for i, q in enumerate(QUESTIONS):
        out.append((f"ask{i:02d}-short", ["ask", q, "--markdown"], None))
        out.append((f"ask{i:02d}-full", ["ask", q, "--full", "--markdown"], None))
    for i, turns in enumerate(CHATS):
        out.append((f"chat{i:02d}", ["chat", "--export-dir", tempfile.mkdtemp()], "\n".join(turns) + "\n"))
    for i, qs in enumerate(COMPARES):
        out.append((f"compare{i:02d}", ["compare", *qs], None))
    return out


def run_all() -> dict[str, str]:
    from click.testing import CliRunner

    from advisor.cli import cli

    runner = CliRunner()
    out: dict[str, str] = {}
    for name, args, stdin in cases():
        res = runner.invoke(cli, args, input=stdin, catch_exceptions=True)
        text = res.output
        if res.exception is not None and not isinstance(res.exception, SystemExit):
            text += f"\n[exception] {type(res.exception).__name__}: {res.exception}\n"
        text = re.sub(r"session [0-9a-f]{8}", "session ID", text)  # a new id each run
        out[name] = text + f"\n[exit {res.exit_code}]\n"
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[1] not in ("save", "compare"):
        print(__doc__)
        return 2
    folder = Path(argv[2])
    answers = run_all()
    if argv[1] == "save":
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in answers.items():
            (folder / f"{name}.txt").write_text(text, encoding="utf-8")
        print(f"saved {len(answers)} answers in {folder}")
        return 0
    bad = 0
    for name, text in answers.items():
        old = (folder / f"{name}.txt").read_text(encoding="utf-8")
        if old != text:
            bad += 1
            print(f"== {name} differs")
            sys.stdout.writelines(list(difflib.unified_diff(old.splitlines(True), text.splitlines(True), n=1))[:30])
    print(f"{len(answers) - bad} of {len(answers)} answers byte-identical")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
