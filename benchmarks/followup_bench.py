"""A chat's follow-up after a question: the same work asked again in Chinese and only in the EU, timed in CPU time.

    python benchmarks/followup_bench.py            # this tree
    cd DIR && python /path/to/benchmarks/followup_bench.py   # another checkout's code (its tree first on sys.path)

Five questions (serving an 8B, a 70B and a MoE model; a LoRA; a full fine-tune), three rounds: each asked as a new
question (the prefilter memo, and with it the kept sizing facts, emptied first), then followed by the same workload
with `language="zh"` and `regions=["eu"]`, as a chat's "in Chinese, EU only?" re-answers it. A follow-up changes only
what chooses and words rows (tools.offers.NOT_SIZED), so it can reuse every card's sizing of the question before.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

sys.path.insert(0, os.getcwd())
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp())
os.environ["HF_HUB_OFFLINE"] = "1"

import advisor.core.messages  # noqa: F401  # words the tools' facts, as the surfaces do
from advisor.core import service
from tools.schema import Workload

ASKS: list[dict[str, object]] = [
    {"task": "inference", "model": "Llama-3.1-8B", "concurrency": 32, "seq_len": 4096},
    {"task": "inference", "model": "llama-3-70b", "precision": "fp16", "seq_len": 8192, "concurrency": 16},
    {"task": "inference", "model": "Qwen3-30B-A3B", "concurrency": 64},
    {"task": "lora", "params_b": 7},
    {"task": "full_finetune", "model": "Llama-3.1-8B", "seq_len": 2048},
]


def main() -> None:
    service.advise(Workload(**ASKS[0]))  # type: ignore[arg-type]  # the catalog read, every module imported
    first = follow = 0.0
    rounds = 3
    for _ in range(rounds):
        for a in ASKS:
            service._PREFILTER_MEMO.clear()
            t = time.process_time()
            service.advise(Workload(**a))  # type: ignore[arg-type]
            first += time.process_time() - t
            t = time.process_time()
            service.advise(Workload(**a, language="zh", regions=["eu"]))  # type: ignore[arg-type]
            follow += time.process_time() - t
    n = rounds * len(ASKS)
    print(f"{os.getcwd()}: new questions {first / n * 1000:.0f} ms CPU each, follow-ups (zh, EU) {follow / n * 1000:.0f} ms")


if __name__ == "__main__":
    main()
