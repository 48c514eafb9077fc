"""Print the estimator-vs-PyTorch calibration table (markdown) for docs/CALIBRATION.md.

    python benchmarks/calibrate.py

Needs the calibration extra (torch CPU build, transformers, peft). Same cases as tests/test_calibration.py.
"""

from __future__ import annotations

import statistics
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
warnings.filterwarnings("ignore")

from tests.calibration.measure import arch_from_config, build, measure  # noqa: E402
from tests.test_calibration import CASES  # noqa: E402
from tools.memory import estimate_memory, layer_activation_bytes, training_activation_bytes  # noqa: E402
from tools.schema import Workload  # noqa: E402


def main() -> None:
    print("| model | kv heads | batch × seq | ckpt | LoRA r | weights est/real | grads est/real | AdamW est/real | activations est / real (MB) | error |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    errors = []
    for kind, overrides, batch, seq, ckpt, rank in CASES:
        model, cfg = build(kind, **overrides)
        real = measure(model, batch, seq, checkpointing=ckpt, lora_rank=rank)
        arch = arch_from_config(cfg)
        w = Workload(task="lora" if rank else "full_finetune", precision="fp32", seq_len=seq, batch_size=batch,
                     gradient_checkpointing=ckpt, lora_rank=rank or None, optimizer="adamw")
        est = estimate_memory(arch, w)
        act = training_activation_bytes(arch, seq, batch, act_bytes=4, checkpointing=ckpt, lora_rank=rank) \
            - (layer_activation_bytes(arch, seq, batch, act_bytes=4, lora_rank=rank) if ckpt else 0)
        err = act / real.activations - 1
        errors.append(abs(err))
        ratio = lambda a, b: f"{a / b:.3f}" if b else "—"  # noqa: E731
        print(f"| {kind}{' tied' if cfg.tie_word_embeddings else ''} | {cfg.num_key_value_heads}/{cfg.num_attention_heads} "
              f"| {batch} × {seq} | {'on' if ckpt else 'off'} | {rank or '—'} | {ratio(est.weights, real.weights)} "
              f"| {ratio(est.gradients, real.gradients)} | {ratio(est.optimizer, real.optimizer)} "
              f"| {act / 1e6:.1f} / {real.activations / 1e6:.1f} | {err:+.1%} |")
    print(f"\nMedian absolute activation error: {statistics.median(errors):.1%}; max {max(errors):.1%}.")


if __name__ == "__main__":
    main()
