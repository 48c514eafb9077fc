"""Twenty-two questions in words, answered by two trees: the same replies byte for byte, and the CPU each took.

    python benchmarks/ask_answers_bench.py --baseline DIR [--rounds 2] [--out FOLDER] [--calls]

Each question goes through the conversation engine as `ask` sends it (reading, dialogue, the recommender, the
encoder, speech and image sizers, the words): serving small, large and MoE models, in English, 简体 and 繁體, with
providers, a budget, a stated card count, "fastest" and "cheapest"; LoRA, QLoRA, full fine-tunes and pre-training;
an offline batch; speech, image generation, an image LoRA and embeddings. No question names a relative date
("tomorrow"), so two runs minutes apart answer the same. Each tree runs in a child process with its tree first on
sys.path and a home of its own; a pass is the CPU seconds (process time) of the questions after the first (which
pays the imports and the catalog build); a tree's figure is its best pass. The replies (kind, short and full text,
lead, notes, the recommendation's JSON) must be the same in both trees; `--out` writes each tree's replies, one
JSON line a question, for `diff`. `--calls` also counts the Python function calls of one more pass under cProfile in
each tree: a figure of the work done that other jobs on the machine do not move (CPU seconds on 2 shared cores at load
8 moved ±20 % between runs), printed beside the CPU ratio, not instead of it.
`DIR`: `git worktree add DIR REV`, or `git archive REV | tar -x -C DIR`.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

QUESTIONS = [
    "Serve Llama-3.1-8B to 32 concurrent users with 4k context",
    "What GPU do I need to serve Llama 3 70B in fp16 for 16 users with 8k context?",
    "Qwen2.5-7B chatbot, 200 users at once, first token under 1 s, cheapest option",
    "DeepSeek-V3 in FP8 for 32 users, 8k context, on AWS or GCP",
    "部署 Qwen3-30B-A3B，64 个并发用户，预算每月 5 万元",
    "用 LoRA 微调 Llama-3-8B，序列长度 4096，需要什么显卡？",
    "我想全量微调 Qwen2.5-7B，一张 H100 够吗？",
    "部署 Qwen2.5-14B 給 16 個使用者同時使用，只用 AWS",
    "LoRA fine-tune a 7B model on 10,000 examples of 2,048 tokens",
    "QLoRA a 70B model, what's the cheapest setup?",
    "Pretrain a 1B model on 100B tokens",
    "Pretrain a 70B model on 2T tokens within 30 days",
    "Offline batch: summarize 2 million documents with Llama-3.1-8B, 600 token prompts and 80 token outputs, "
    "within 24 hours",
    "Will 4 x L40S serve Qwen2.5-32B for 4 users, and at what speed per user?",
    "Transcribe 10,000 hours of audio with Whisper large-v3 in a week",
    "Generate 100,000 images with SDXL at 1024x1024 within 24 hours",
    "用 FLUX.1-dev 生成 5 万张图片，三天内完成",
    "Train a LoRA on SDXL with 2,000 images",
    "Embed 50 million documents with bge-large in a day",
    "I have $1,500/month for a 13B chatbot: what can I get?",
    "Serve Llama-3-8B for 8 users in the EU, fastest",
    "Run a 7B model locally with llama.cpp in int4 for myself",
]


def child(runs: int, calls: bool = False) -> None:
    """Answer the questions with the code on sys.path[0]; print one JSON line: the passes and the replies."""
    os.environ["GPU_ADVISOR_HOME"] = tempfile.mkdtemp()
    os.environ["GPU_ADVISOR_REFRESH_HOURS"] = "off"
    os.environ["HF_HUB_OFFLINE"] = "1"
    from advisor.core.conversation import Engine

    def one_pass(tag: str) -> tuple[float, list[str]]:
        out, t = [], time.process_time()
        for i, q in enumerate(QUESTIONS):
            r = Engine().handle(f"bench:{tag}:{i}", q)
            rec = r.recommendation.model_dump_json() if r.recommendation is not None else None
            out.append(json.dumps({"q": q, "kind": r.kind, "text": r.text, "full": r.full, "lead": r.lead,
                                   "notes": r.notes, "questions": r.questions, "rec": rec}, ensure_ascii=False))
        return time.process_time() - t, out

    _, replies = one_pass("warm")  # the imports, the catalog build, the first reading of each kind
    passes = [one_pass(str(n))[0] for n in range(runs)]
    print(json.dumps({"passes": passes, "replies": replies, "calls": counted(one_pass) if calls else None},
                     ensure_ascii=False))


def counted(one_pass: Callable[[str], tuple[float, list[str]]]) -> int:
    """The function calls (cProfile's count, built-ins included) of one more pass."""
    import cProfile
    import pstats

    prof = cProfile.Profile()
    prof.runcall(one_pass, "calls")
    return int(pstats.Stats(prof).total_calls)  # type: ignore[attr-defined]


def run_tree(src: Path, runs: int, calls: bool = False) -> dict[str, Any]:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); g = {'__name__': 'ask_answers_bench', '__file__': sys.argv[2]};"
            f"exec(compile(open({str(Path(__file__))!r}, encoding='utf-8').read(), 'ask_answers_bench', 'exec'), g);"
            f"g['child']({runs}, {calls})")
    env = {k: v for k, v in os.environ.items() if k not in ("GPU_ADVISOR_HOME", "PYTHONPATH")}
    p = subprocess.run([sys.executable, "-c", code, str(src), __file__], capture_output=True, text=True, env=env, cwd=src,
                       encoding="utf-8")
    if p.returncode:
        raise SystemExit(f"{src}: the questions failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", metavar="DIR", required=True, help="another checkout to answer with in the same run")
    ap.add_argument("--runs", type=int, default=1, help="timed passes per tree and round (default 1)")
    ap.add_argument("--rounds", type=int, default=2, help="alternations with the baseline (default 2)")
    ap.add_argument("--out", metavar="FOLDER", help="write this-tree.jsonl and baseline.jsonl there")
    ap.add_argument("--calls", action="store_true", help="also count each tree's function calls in one pass")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.report import row

    trees = [("this tree", ROOT), ("baseline", Path(a.baseline).resolve())]
    best: dict[str, float] = {}
    replies: dict[str, list[str]] = {}
    calls: dict[str, int] = {}
    for _ in range(a.rounds):
        for name, src in trees:
            got = run_tree(src, a.runs, a.calls and name not in calls)
            best[name] = min(best.get(name, float("inf")), min(got["passes"]))
            replies[name] = got["replies"]
            if got["calls"] is not None:
                calls[name] = got["calls"]
    if a.out:
        Path(a.out).mkdir(parents=True, exist_ok=True)
        for name, lines in replies.items():
            (Path(a.out) / f"{name.replace(' ', '-')}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    n = len(QUESTIONS)
    for name, cpu in best.items():
        print(f"{name:<10} best pass {cpu:.2f} s CPU for {n} questions ({cpu / n * 1000:.0f} ms each)")
    if calls:
        print(f"function calls in one pass: {calls['this tree']:,} vs {calls['baseline']:,} "
              f"({calls['this tree'] / calls['baseline']:.2f} ×)")
    differ = [i for i, (x, y) in enumerate(zip(replies["this tree"], replies["baseline"], strict=True)) if x != y]
    print("replies: the same" if not differ else f"replies differ at {len(differ)} questions, first: {QUESTIONS[differ[0]]}")
    row(f"{n} questions in words through the engine, this tree vs {a.baseline}",
        f"{best['this tree']:.2f} s CPU vs {best['baseline']:.2f} s", best["this tree"] / best["baseline"],
        "the baseline tree in the same run", "< 1 ×, the same replies", "python benchmarks/ask_answers_bench.py --baseline DIR")
    if differ:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
