"""A mix of recommendations as a chat meets them, timed in CPU seconds, against another checkout in the same run.

    python benchmarks/recommend_mix_bench.py [--runs 5] [--baseline DIR]

Twenty questions of every kind (serving small, large and MoE models, in English, 简体 and 繁體 with their currencies,
with providers, regions, a stated card, a first-token limit, "fastest" and "cheapest"; LoRA, QLoRA, full fine-tunes
and pre-training with and without a job size; an offline batch), each asked as a new question: the prefilter memo
is emptied before each, as for a question with filters not seen before. A pass is the CPU seconds of the whole mix
(process time: another job on the machine slows the wall clock, not this figure); the result is the best of
`--runs` passes. `--baseline DIR` times the same mix with the code of another checkout (`git worktree add DIR REV`,
or `git archive REV | tar -x -C DIR`) in a child process, passes alternating with this tree's, and prints the
ratio; each tree's answers are also compared (the same JSON, or the first question that differs).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MIX: list[dict[str, object]] = [
    {"task": "inference", "model": "Llama-3.1-8B", "concurrency": 32, "seq_len": 4096},
    {"task": "inference", "model": "Qwen2.5-7B", "concurrency": 200, "target_ttft_ms": 1000, "priority": "cheapest"},
    {"task": "inference", "model": "llama-3-70b", "precision": "fp16", "seq_len": 8192, "concurrency": 16},
    {"task": "inference", "model": "Llama-3.1-70B", "concurrency": 50, "target_tokens_per_s_per_user": 25},
    {"task": "inference", "model": "Qwen3-30B-A3B", "concurrency": 64, "language": "zh"},
    {"task": "inference", "model": "DeepSeek-V3", "precision": "fp8", "concurrency": 32, "seq_len": 8192},
    {"task": "inference", "model": "Qwen2.5-14B", "concurrency": 16, "language": "zh-Hant", "providers": ["aws", "gcp"]},
    {"task": "inference", "model": "Llama-3-8B", "concurrency": 8, "regions": ["eu"], "priority": "fastest"},
    {"task": "inference", "model": "Qwen2.5-32B", "gpu_preference": "L40S", "concurrency": 4},
    {"task": "inference", "params_b": 7, "precision": "int4", "framework": "llama.cpp", "concurrency": 1},
    {"task": "inference", "model": "Llama-3.1-8B", "batch_requests": 2_000_000, "output_tokens": 80, "seq_len": 680,
     "deadline_hours": 24},
    {"task": "lora", "params_b": 7},
    {"task": "lora", "model": "Llama-3-8B", "seq_len": 4096, "language": "zh"},
    {"task": "qlora", "params_b": 70},
    {"task": "lora", "model": "Llama-3.1-8B", "dataset": {"amount": 10000, "unit": "examples", "tokens_per_unit": 2048}},
    {"task": "full_finetune", "model": "Llama-3.1-8B", "seq_len": 2048},
    {"task": "full_finetune", "model": "Qwen2.5-7B", "gpu_preference": "H100 SXM", "num_gpus": 1},
    {"task": "pretrain", "params_b": 1, "train_tokens": 10**11},
    {"task": "pretrain", "params_b": 70, "train_tokens": 2 * 10**12, "deadline_hours": 24 * 30},
    {"task": "lora", "model": "Llama-3.1-70B", "priority": "cheapest", "budget_per_hour": {"amount": 20, "currency": "USD"}},
]


def child(runs: int) -> None:
    """Time the mix with the code on sys.path[0] (this tree's, or --src's); print one JSON line."""
    os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
    os.environ.setdefault("GPU_ADVISOR_REFRESH_HOURS", "off")
    os.environ["HF_HUB_OFFLINE"] = "1"
    import advisor.core.messages  # noqa: F401  # words the tools' facts, as the surfaces do
    from advisor.core import service
    from tools.schema import Workload

    asks = [Workload(**w) for w in MIX]  # type: ignore[arg-type]

    def one_pass() -> tuple[float, list[str]]:
        out, t = [], time.process_time()
        for w in asks:
            service._PREFILTER_MEMO.clear()
            out.append(service.advise(w).model_dump_json())
        return time.process_time() - t, out

    _, answers = one_pass()  # the catalog built and read, every module imported
    passes = [one_pass()[0] for _ in range(runs)]
    print(json.dumps({"passes": passes, "answers": [hashlib.sha256(a.encode()).hexdigest() for a in answers]}))


def run_tree(src: Path, runs: int) -> dict[str, list]:
    code = ("import sys; sys.path.insert(0, sys.argv[1]); g = {'__name__': 'recommend_mix_bench', '__file__': sys.argv[2]};"
            f"exec(compile(open({str(Path(__file__))!r}).read(), 'recommend_mix_bench', 'exec'), g);"
            f"g['child']({runs})")
    env = {k: v for k, v in os.environ.items() if k != "GPU_ADVISOR_HOME"}  # each child: a home of its own
    p = subprocess.run([sys.executable, "-c", code, str(src), __file__], capture_output=True, text=True, env=env, cwd=src)
    if p.returncode:
        raise SystemExit(f"{src}: the mix failed:\n{p.stderr[-3000:]}")
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="passes per tree and round (default 5)")
    ap.add_argument("--baseline", metavar="DIR", help="another checkout to time in the same run")
    ap.add_argument("--rounds", type=int, default=2, help="alternations with the baseline (default 2)")
    a = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from benchmarks.report import row

    trees = [("this tree", ROOT)] + ([("baseline", Path(a.baseline).resolve())] if a.baseline else [])
    best: dict[str, float] = {}
    answers: dict[str, list[str]] = {}
    for _ in range(a.rounds if a.baseline else 1):
        for name, src in trees:
            got = run_tree(src, a.runs)
            best[name] = min(best.get(name, float("inf")), min(got["passes"]))
            answers[name] = got["answers"]
    n = len(MIX)
    for name in best:
        print(f"{name:<10} best pass {best[name]:.2f} s CPU for {n} new questions ({best[name] / n * 1000:.0f} ms each)")
    if a.baseline:
        differ = [i for i, (x, y) in enumerate(zip(answers["this tree"], answers["baseline"], strict=True)) if x != y]
        print("answers: the same" if not differ else f"answers differ from question {differ[0]}: {MIX[differ[0]]}")
        row(f"{n} recommendations, each a new question, in-process, this tree vs {a.baseline}",
            f"{best['this tree']:.2f} s CPU vs {best['baseline']:.2f} s", best["this tree"] / best["baseline"],
            "the baseline tree in the same run", "< 1 ×", "python benchmarks/recommend_mix_bench.py --baseline DIR")


if __name__ == "__main__":
    main()
