"""A continuous stream of images from production lines (or cameras, stations) sized as throughput: lines × images a
second each is the images a second all day, × the model's FLOPs an image is the sustained compute the cards keep up
with, ÷ a card's sustained FP16 rate (its dense FP16 peak × tools.item_compute.SMALL_BATCH_UTIL, ASSUMED 0.4: time it
on a pilot) is the cards, with tools.constants.SAFE_HEADROOM (1.3×) on the rate for peaks, a spare and the memory-bank
search beside the backbone.

Why: "20 條產線每條每秒 30 張" (20 lines × 30 images a second each) was read as a batch of 30 images with a placeholder
time an image, and a cloud L4 rented for data that may not leave the plant. 600 images a second is a stream.

The stand-in for defect inspection (anomaly detection: PatchCore, PaDiM) when no held model's compute is named:
PatchCore's WideResNet-50-2 backbone (Roth et al. 2022, "Towards Total Recall in Industrial Anomaly Detection",
arXiv:2106.08265 §3.1, §4.1: ImageNet WideResNet-50 features, images resized to 256 and centre-cropped to 224).
torchvision's model table gives wide_resnet50_2 at 11.4 G multiply-adds at 224 × 224 (pytorch.org/vision/stable/
models, Wide_ResNet50_2_Weights.IMAGENET1K_V1 "GFLOPS 11.40" — 11.398 in a port's copy of that table, read
2026-12-06) = 22.8 GFLOP an image, counted two FLOPs a multiply-add as
tools.item_compute counts them; PatchCore stops after layer 3, so the whole network is a ceiling (said). A CNN's FLOPs
grow with the pixels: at 512 × 512, 22.8 × 512² ÷ 224² = 119.1 GFLOP. ASSUMED: said in the answer.

By hand (20 lines × 30 images/s at 512 × 512 on L4s, dense FP16 121 TFLOPS): 600 images/s × 119.1 GFLOP = 71.5 TFLOP/s
sustained; one L4 keeps 121 × 0.4 = 48.4 TFLOP/s, 2.46 ms an image → 600 × 1.3 × 2.46 ms = 1.92 → 2 L4s; one line
alone is 30 × 119.1 = 3.57 TFLOP/s (an edge box a line must sustain that).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.constants import SAFE_HEADROOM
from tools.item_compute import SMALL_BATCH_UTIL

ANOMALY_REF_GFLOPS = 22.8  # WideResNet-50-2 at 224 × 224: 11.4 G multiply-adds × 2 (module docstring)
ANOMALY_REF_SIDE = 224  # the side that figure is at, and PatchCore's own crop (the input ASSUMED when none is said)
ANOMALY_REF_NAME = "PatchCore (WideResNet-50-2 backbone)"
ANOMALY_STAND_IN = "PatchCore-class model"  # the job's name where a stream is said with no model named
ANOMALY_REF_SOURCE = ("Roth et al. 2022, arXiv:2106.08265 (PatchCore, section 3.1); torchvision's model table: "
                      "wide_resnet50_2 11.4 G multiply-adds at 224 × 224, read 2026-12-06")


def anomaly_gflops(width: int, height: int) -> float:
    """GFLOP an image of the defect-inspection stand-in at `width` × `height` (module docstring): 512 × 512 →
    22.8 × 262,144 ÷ 50,176 = 119.1."""
    return ANOMALY_REF_GFLOPS * width * height / (ANOMALY_REF_SIDE * ANOMALY_REF_SIDE)


def images_per_s(lines: float, images: float, period_s: float) -> float:
    """Images a second all lines send: 20 lines × 30 images every 1 s = 600; 12 stations × 90 a minute = 18."""
    return lines * images / period_s


@dataclass(frozen=True)
class StreamPlan:
    """A stream on one card model: the images a second, the sustained TFLOP/s they need (and one line's), the
    GPU-seconds an image on the card, the cards with the headroom and the share of them busy at the mean rate."""

    rate: float
    gflops: float
    tflops_needed: float
    tflops_per_line: float
    card_tflops: float
    ms_each: float
    cards: int
    busy: float


def stream_plan(rate: float, lines: float, gflops: float, fp16_tflops: float) -> StreamPlan:
    """Cards of `fp16_tflops` dense FP16 peak that keep `rate` images a second of `gflops` each with SAFE_HEADROOM:
    ⌈rate × 1.3 × gflops ÷ (peak × SMALL_BATCH_UTIL)⌉, at least one (module docstring's L4 case: 2)."""
    sustained = fp16_tflops * SMALL_BATCH_UTIL
    need = rate * gflops / 1000
    cards = max(1, math.ceil(need * SAFE_HEADROOM / sustained - 1e-9))
    return StreamPlan(rate=rate, gflops=round(gflops, 1), tflops_needed=round(need, 1),
                      tflops_per_line=round(need / lines, 2) if lines else 0.0, card_tflops=round(sustained, 1),
                      ms_each=round(gflops / sustained, 2), cards=cards, busy=round(need / (sustained * cards), 2))


def link_mb_s(rate: float, width: int, height: int, channels: int = 3) -> float:
    """MB a second the raw images would send to a remote site (8-bit channels): 600 × 512 × 512 × 3 B = 471.9 MB/s."""
    return round(rate * width * height * channels / 1e6, 1)


def inside_limit(plan: StreamPlan, limit_ms: float) -> bool:
    """Whether one image's pass (ms_each) is inside a stated limit an image: 2.46 ms against 100 ms → True. The
    pass alone: the memory-bank search and the transfer are timed on a pilot."""
    return plan.ms_each < limit_ms
