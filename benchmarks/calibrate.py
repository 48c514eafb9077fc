"""Print the estimator-vs-PyTorch calibration table (markdown) for docs/CALIBRATION.md.

    python benchmarks/calibrate.py                 # CPU: saved tensors, small models (tests/tools/test_calibration.py)
    python benchmarks/calibrate.py --device cuda   # GPU: torch.cuda.max_memory_allocated() per training step

Needs the calibration extra (torch, transformers, peft; bitsandbytes for the QLoRA rows on a GPU).
The CUDA run builds Llama-3.2-1B/3B and Llama-3.1-8B shapes from configs with random weights (nothing is
downloaded) and trains two steps each for full fine-tuning, LoRA and QLoRA, then prints the peak next to
the estimate (framework hf; the estimate's CUDA context and fragmentation are left out, since
max_memory_allocated counts neither).
"""

from __future__ import annotations

import statistics
import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
warnings.filterwarnings("ignore")

from tests.calibration.measure import arch_from_config, build, measure  # noqa: E402
from tests.tools.test_calibration import CASES  # noqa: E402
from tools.memory import estimate_memory, layer_activation_bytes, training_activation_bytes  # noqa: E402
from tools.schema import Workload  # noqa: E402

CUDA_CASES = [  # size, task, batch, seq, checkpointing
    ("llama-3.2-1b", "full_finetune", 1, 2048, True),
    ("llama-3.2-1b", "lora", 2, 2048, False),
    ("llama-3.2-1b", "qlora", 2, 4096, True),
    ("llama-3.2-3b", "full_finetune", 1, 1024, True),
    ("llama-3.2-3b", "lora", 1, 4096, True),
    ("llama-3.2-3b", "qlora", 1, 8192, True),
    ("llama-3.1-8b", "lora", 1, 2048, True),
    ("llama-3.1-8b", "qlora", 1, 4096, True),
]


def main_cuda() -> None:
    import torch

    from tests.calibration.measure import measure_cuda_peak

    if not torch.cuda.is_available():
        sys.exit("--device cuda: no CUDA device visible to torch (this run needs a GPU; see docs/CALIBRATION.md)")
    print(f"GPU: {torch.cuda.get_device_name(0)}, torch {torch.__version__}\n")
    print("| model | task | batch × seq | ckpt | estimate (no ctx/frag) | max_memory_allocated | error | reserved |")
    print("|---|---|---|---|---|---|---|---|")
    errors = []
    for size, task, batch, seq, ckpt in CUDA_CASES:
        torch.cuda.empty_cache()
        try:
            alloc, reserved, cfg = measure_cuda_peak(size, task, batch, seq, checkpointing=ckpt)
        except (ImportError, RuntimeError) as e:  # bitsandbytes missing, OOM
            print(f"| {size} | {task} | {batch} × {seq} | {'on' if ckpt else 'off'} | — | failed: {str(e)[:60]} | — | — |")
            continue
        arch = arch_from_config(cfg).model_copy(update={"head_dim": cfg.hidden_size // cfg.num_attention_heads})
        w = Workload(task=task, precision="bf16", seq_len=seq, batch_size=batch, gradient_checkpointing=ckpt,
                     lora_rank=16 if task != "full_finetune" else None, optimizer="adamw", flash_attention=True,
                     framework="hf")
        est = estimate_memory(arch, w)
        est_alloc = est.total - est.overhead  # the CUDA context and fragmentation are not allocated tensors
        err = est_alloc / alloc - 1
        errors.append(abs(err))
        print(f"| {size} | {task} | {batch} × {seq} | {'on' if ckpt else 'off'} | {est_alloc / 1e9:.2f} GB "
              f"| {alloc / 1e9:.2f} GB | {err:+.1%} | {reserved / 1e9:.2f} GB |")
    if errors:
        print(f"\nMedian absolute error: {statistics.median(errors):.1%}; max {max(errors):.1%}.")


def main() -> None:
    if "--device" in sys.argv and sys.argv[sys.argv.index("--device") + 1:][:1] == ["cuda"]:
        main_cuda()
        return
    print("| model | kv heads | batch × seq | ckpt | LoRA r | weights est/real | grads est/real | AdamW est/real "
          "| activations est / real (MB) | error |")
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
