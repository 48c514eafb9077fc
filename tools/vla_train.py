"""Fine-tuning a robot vision-language-action policy, π₀ (Physical Intelligence's openpi), sized from openpi's own
memory table and default schedule: which mode fits the user's card, the hours on a card by compute, and the cheapest
card held that fits the full fine-tune.

Why: "fine-tune pi0 with openpi on ~2,000 teleop episodes; we have one RTX 4090; full fine-tuning on it or cloud?"
got "which model, how many parameters?". An expert reads openpi's README: full fine-tuning needs > 70 GB (A100 80GB /
H100), so not the 4090; LoRA needs > 22.5 GB, so the 4090 (24 GB) does it; one 80 GB card rented for the full run.

- π₀ ≈ 3.3 B parameters (`PI0_PARAMS`): PaliGemma 3B (SigLIP + Gemma 2B) + a ≈ 300 M action expert (openpi
  src/openpi/models/gemma.py "gemma_300m": 311M params, seen in a public copy; the 3.3 B total as Black et al. 2024,
  arXiv:2410.24164, give it — from memory, re-check).
- Memory (openpi README, "Requirements", a single GPU; read in a public copy of the README, 2026-12-05): inference
  > 8 GB (RTX 4090), LoRA fine-tuning > 22.5 GB (RTX 4090), full fine-tuning > 70 GB (A100 80GB / H100); multi-GPU in
  one machine through `fsdp_devices`; "the current training script does not yet support multi-node training".
- Schedule (openpi src/openpi/training/config.py TrainConfig @0110ee8f: `batch_size: int = 32`, `num_train_steps: int
  = 30_000`): 30,000 steps × 32 samples = 960,000 samples whatever the episodes; used as ASSUMED when none is said.
- Tokens a sample (ESTIMATE, from memory): 3 camera images × 256 SigLIP tokens (224², 14-px patches) + a 48-token
  prompt + a 50-step action chunk = 866. FLOP = 6 × parameters × tokens × samples (the 6ND rule; the image encoder
  sees fewer tokens than the whole, so an upper bound): 6 × 3.3e9 × 866 × 960,000 ≈ 1.65e19.
- Hours on a card = FLOP ÷ (its dense BF16 peak × MFU), MFU 0.24 as tools.speech_train's (assumed; time 100 steps);
  LoRA ÷ tools.speech_train.LORA_SPEEDUP (1.25): one H100 SXM (989 TFLOPS) ≈ 19 h full.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.speech_train import LORA_SPEEDUP, MFU

PI0_PARAMS = 3.3e9
PI0_SOURCE = ("openpi README 'Requirements' (inference > 8 GB, LoRA > 22.5 GB, full > 70 GB; no multi-node); "
              "src/openpi/training/config.py (batch 32, 30,000 steps)")
INFER_GB = 8.0
LORA_GB = 22.5
FULL_GB = 70.0
DEFAULT_BATCH = 32
DEFAULT_STEPS = 30_000
IMAGES = 3
IMAGE_PX = 224  # SigLIP's input side
PATCH_PX = 14  # its patch side: (224 ÷ 14)² = 256 tokens an image
PROMPT_TOKENS = 48
ACTION_STEPS = 50


@dataclass(frozen=True)
class VlaRun:
    """One fine-tune's figures: samples (steps × batch), tokens a sample, FLOP, and for each mode whether `card_gb`
    holds it."""
    steps: int
    batch: int
    tokens: int
    flops: float
    full_fits: bool | None
    lora_fits: bool | None


def sample_tokens(images: int = IMAGES) -> int:
    """Tokens a training sample: images × 256 + 48 prompt + 50 action steps (3 cameras: 866)."""
    return images * (IMAGE_PX // PATCH_PX) ** 2 + PROMPT_TOKENS + ACTION_STEPS


def vla_run(card_gb: float | None, steps: int = DEFAULT_STEPS, batch: int = DEFAULT_BATCH, images: int = IMAGES) -> VlaRun:
    """The run's FLOP (6 × 3.3e9 × 866 × 32 × 30,000 ≈ 1.65e19) and which modes a `card_gb` card holds: a 24 GB RTX
    4090 holds LoRA (> 22.5 GB) and not the full fine-tune (> 70 GB)."""
    tokens = sample_tokens(images)
    flops = 6 * PI0_PARAMS * tokens * batch * steps
    return VlaRun(steps, batch, tokens, flops, card_gb > FULL_GB if card_gb else None,
                  card_gb > LORA_GB if card_gb else None)


def vla_hours(flops: float, tflops: float | None, lora: bool = False) -> float | None:
    """Hours on one card: FLOP ÷ (peak × 1e12 × MFU) ÷ 3,600, ÷ 1.25 for LoRA: 1.65e19 on an H100 SXM (989) → 19.3 h;
    on an A100 80GB (312) → 61 h. None without a peak figure."""
    if not tflops:
        return None
    return flops / (tflops * 1e12 * MFU) / 3600 / (LORA_SPEEDUP if lora else 1.0)


def run_cost(hours: float, price: float) -> float:
    """A run's rental: hours × the hourly price (19.3 h × $2.99 = $57.71)."""
    return hours * price
