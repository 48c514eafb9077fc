"""Compare the estimator with memory figures published by others (logs, papers, tutorials).

    python benchmarks/published.py

Each case names its source. "peak" figures include allocator caching and backward-time buffers
that the estimate only partly models; the median error is printed at the end.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from catalog import registry
from tools.defaults import resolve
from tools.memory import estimate_memory, weight_bytes
from tools.schema import GiB, Layout, Workload

CASES = [
    # (label, published bytes, how to estimate, source)
    ("Llama-2-7B bf16 weights in vLLM", 12.5562 * GiB,
     lambda: weight_bytes(registry.get("Llama-2-7B"), "bf16"),
     "vLLM log 'Loading model weights took 12.5562 GB' (GiB), vllm-project/vllm PR #6234"),
    ("Qwen3-4B fp16 weights in vLLM", 7.6785 * GiB,
     lambda: weight_bytes(registry.get("Qwen3-4B"), "fp16"),
     "vLLM log 'Model loading took 7.6785 GiB', kyuz0/amd-strix-halo-vllm-toolboxes PR #5"),
    ("Llama-2-7B QLoRA single GPU (torchtune)", 10e9,
     lambda: estimate_memory(registry.get("Llama-2-7B"), resolve(Workload(
         task="qlora", seq_len=2048, batch_size=2, lora_rank=8, gradient_checkpointing=True))[0]).total,
     "torchtune QLoRA tutorial: 'finetune a Llama2-7b model in <10 GB of memory' (upper bound)"),
    ("Llama-2-7B LoRA, 8k ctx, ZeRO-2 × 8 A100, per-GPU peak", 25.7e9,
     lambda: estimate_memory(registry.get("Llama-2-7B"), resolve(Workload(
         task="lora", seq_len=8192, batch_size=1, lora_rank=8, gradient_checkpointing=True))[0],
         Layout(num_gpus=8, dp=8, zero_stage=2)).total,
     "LongLoRA, arXiv:2309.12307 Table 12 (plain LoRA row), via odyn-network/benchmark-finetune-lora-v1"),
    ("Llama-2-70B (≈65B) QLoRA on one 48 GB GPU", 48e9,
     lambda: estimate_memory(registry.get("Llama-2-70B"), resolve(Workload(
         task="qlora", seq_len=512, batch_size=1, gradient_checkpointing=True))[0]).total,
     "QLoRA, arXiv:2305.14314 §1: 65B fine-tuned on a single 48 GB GPU (upper bound)"),
]


def main() -> None:
    print("| case | published | estimate | error | source |")
    print("|---|---|---|---|---|")
    errs = []
    for label, pub, fn, src in CASES:
        est = fn()
        err = est / pub - 1
        errs.append(abs(err))
        print(f"| {label} | {pub / 1e9:.2f} GB | {est / 1e9:.2f} GB | {err:+.1%} | {src} |")
    print(f"\nMedian absolute error: {statistics.median(errs):.1%} over {len(errs)} published figures.")


if __name__ == "__main__":
    main()
