"""Reference figures for the non-LLM job kinds a model the tables do not hold is sized on (tools.unheld_kinds holds
the kinds' units and pilot cards): a named reference model of the kind, its compute an item from its published
configuration, so a job said with its count and window gets GPU-hours, cards and a price (tools.item_compute's plan)
— provisional: the answer says which reference it is sized on and to time the real model on a pilot. A kind with no
sourced figure gets the GPU-hours formula with the user's counts and the figure to time on a pilot.

- depth (monocular depth estimation): Depth Anything V2 Large, a DINOv2 ViT-L/14 encoder (24 layers, width 1,024,
  ≈ 304 M parameters of its 335.3 M; the DPT head not counted, so the figure is a floor) at its 518 × 518 input
  (github.com/DepthAnything/Depth-Anything-V2 README, model table and `--input-size 518`; from memory, re-check):
  37² = 1,369 patches + CLS = 1,370 tokens → 2 × 304e6 × 1,370 + 4 × 24 × 1,370² × 1,024 = 1,017 GFLOP an image.
- diffusion images (Marigold depth, an SD-2-size U-Net run `steps` denoising steps × an `ensemble` of predictions an
  image): a MEASURED U-Net step, not FLOPs (a small-batch U-Net keeps far less of the peak than a ViT). Diffusers'
  speed guide times Stable Diffusion at 512 × 512, 50 DDIM steps with guidance at 3.51 s in FP16 on one A100
  (huggingface.co/docs/diffusers/v0.30.0/optimization/fp16): 3.51 ÷ 50 = 70.2 ms a step, the U-Net over a batch of
  two 64 × 64 latents (SD 1.5's 0.86 B U-Net; SD 2's is 0.87 B, BK-SDM's model card). A step of one latent (no
  guidance, ensemble 1) is taken at that step's time (ASSUMED: a batch of one leaves the card part idle, so it is
  barely faster than two); ensemble members run two to a step: steps × ⌈ensemble ÷ 2⌉ steps. A step grows with the
  latent's pixels (attention's quadratic part not scaled, nor the VAE's encode and decode counted: a floor).
  Marigold v1-1's defaults (diffusers MarigoldDepthPipeline; from memory, re-check): 4 steps × ensemble 1, the long
  side processed at 768 px with the aspect kept. By hand, a 1920 × 1080 plate → 768 × 432: 4 × 1 × 70.2 ms ×
  (768 × 432) ÷ 512² = 0.355 s on the A100 (a card with a higher FP16 peak is not taken as faster: tools.item_compute's
  measured-time rule) → 1.5 M frames ≈ 148 GPU-hours; v1-0's 10 steps × ensemble 10: 10 × 5 × 70.2 ms × 1.27 =
  4.44 s a frame.
- OCR VLMs (GOT-OCR2.0: an 80 M encoder at 1024 × 1024, 16-px patches → 4,096 tokens, compressed to 256 image
  tokens for a 0.5 B Qwen decoder; arXiv:2409.01704; decoder shape 24 layers, width 1,024, 16 KV heads — from memory,
  re-check): a page = the encoder and the prefill by compute (2 × params × tokens, at tools.item_compute's small-batch
  share) + the decode by memory traffic, batched: each generated token reads its sequence's KV cache (2 × layers ×
  width × 2 bytes = 98,304 B a token of context, the mean context 256 image + 20 prompt + half the page's output) and
  the weights (0.58 B × 2 bytes) shared by `OCR_BATCH` pages decoding at once. `OCR_PAGE_TOKENS` = 800 generated
  tokens a page (ASSUMED: 600–1,000 for a dense invoice or form page; said). By hand on an L4 (300 GB/s, 121 TFLOPS):
  decode 800 × (676 × 98,304 + 1.16e9 ÷ 64) = 67.7 GB ÷ 300 GB/s = 0.226 s; encoder 2 × 80e6 × 4,096 = 655 GFLOP +
  prefill 2 × 0.5e9 × 276 = 276 GFLOP = 931 GFLOP ÷ (121 × 0.4) = 0.019 s → 0.245 s a page ≈ 4.1 pages/s. An unheld
  OCR VLM is sized on this reference scaled by its kind's typical size (tools.kind_models: 2.9 B ÷ 0.58 B).
- cellseg (cell / nucleus segmentation, Cellpose or StarDist-class U-Nets): no published per-image figure is held
  here; the figure to time is said. LiDAR 3D-detection training is sized from OpenPCDet's published times in
  tools.lidar_train.
"""

from __future__ import annotations

import math
from typing import Any


def encoder_gflops(params: float, tokens: int, layers: int, width: int) -> float:
    """A transformer encoder's forward in GFLOP (2 × params × tokens + 4 × layers × tokens² × width): Depth Anything V2
    Large at 518² = 2 × 304e6 × 1,370 + 4 × 24 × 1,370² × 1,024 = 1,017 GFLOP."""
    return (2 * params * tokens + 4 * layers * tokens * tokens * width) / 1e9


DEPTH_SOURCE = ("Depth Anything V2 Large, ViT-L/14 at 518 × 518, github.com/DepthAnything/Depth-Anything-V2 README "
                "(from memory, re-check; the DPT head not counted)")
# tools.item_compute.ItemCompute fields, keyed by the compute row an unheld kind is sized on
KIND_REFERENCE_ITEMS: dict[str, dict[str, Any]] = {
    "ref-depth": {"name": "Depth Anything V2 Large (reference for depth estimation)", "input": "518 × 518",
                  "source": DEPTH_SOURCE, "gflops": encoder_gflops(304e6, 1370, 24, 1024)},
}
KIND_REFERENCE: dict[str, str] = {"depth": "ref-depth", "ocrunheld": "ref-ocrvlm", "depthdiff": "marigold"}

# diffusion: a measured U-Net step (module docstring)
SD_PASS_S = 3.51 / 50  # 70.2 ms: 50 DDIM steps (a guided batch of 2 each) in 3.51 s FP16
SD_STEP_BATCH = 2  # latents a measured step carries
SD_PASS_ON = "A100 80GB SXM"  # the guide says "NVIDIA A100" (the catalog's alias for the SXM part)
SD_PASS_SIDE = 512
SD_PASS_SOURCE = ("diffusers speed guide: Stable Diffusion 512 × 512, 50 DDIM steps with guidance in 3.51 s FP16 on one "
                  "A100 (huggingface.co/docs/diffusers/v0.30.0/optimization/fp16)")
MARIGOLD_STEPS, MARIGOLD_ENSEMBLE, MARIGOLD_SIDE = 4, 1, 768  # v1-1 defaults (from memory, re-check)


def processing_size(width: float | None, height: float | None, side: int = MARIGOLD_SIDE) -> tuple[int, int]:
    """The size a diffusion depth model processes: the long side at `side` px, the aspect kept (1920 × 1080 → 768 ×
    432); a square `side` when no size is said."""
    if not width or not height:
        return side, side
    k = side / max(width, height)
    return round(width * k), round(height * k)


def diffusion_seconds(steps: int, ensemble: int, width: int, height: int) -> float:
    """Seconds an image on the A100 the U-Net step is measured on: steps × ⌈ensemble ÷ 2⌉ × 70.2 ms × pixels ÷ 512²
    (4 × 1 × 0.0702 × 768 × 432 ÷ 262,144 = 0.355 s; 10 × 5 × … = 4.44 s)."""
    return steps * math.ceil(ensemble / SD_STEP_BATCH) * SD_PASS_S * width * height / (SD_PASS_SIDE * SD_PASS_SIDE)


def diffusion_item(name: str, steps: int, ensemble: int, width: int, height: int) -> dict[str, Any]:
    """tools.item_compute.ItemCompute fields of a diffusion image model at its steps, ensemble and processing size."""
    return {"name": name, "input": f"{width} × {height}, {steps} steps × ensemble {ensemble}",
            "source": SD_PASS_SOURCE, "measured_s": diffusion_seconds(steps, ensemble, width, height),
            "measured_on": SD_PASS_ON}


# OCR VLMs: encoder + prefill by compute, the decode by memory traffic (module docstring)
GOT_ENCODER_PARAMS, GOT_ENCODER_TOKENS = 80e6, 4096
GOT_DECODER_PARAMS, GOT_PARAMS = 0.5e9, 0.58e9
GOT_IMAGE_TOKENS, OCR_PROMPT_TOKENS = 256, 20
GOT_LAYERS, GOT_KV_WIDTH = 24, 1024
OCR_PAGE_TOKENS = 800  # ASSUMED generated tokens a page (600–1,000 for a dense invoice): said in the answer
OCR_BATCH = 64  # ASSUMED pages decoding at once (vLLM or a batched generate): said in the answer
GOT_SOURCE = ("GOT-OCR2.0 shape, arXiv:2409.01704 (80 M encoder, 256 image tokens, 0.5 B decoder); decoder layers and "
              "width from memory, re-check")


def kv_bytes_per_token(layers: int, kv_width: int, bytes_each: int = 2) -> int:
    """KV-cache bytes a token of context: 2 (K and V) × layers × KV width × bytes (GOT: 2 × 24 × 1,024 × 2 = 98,304)."""
    return 2 * layers * kv_width * bytes_each


def ocr_decode_gb(tokens: int = OCR_PAGE_TOKENS, batch: int = OCR_BATCH) -> float:
    """GB read to generate a page's `tokens`: each token reads its sequence's KV at the mean context (image + prompt
    + half the output) and its share of the weights (BF16) over `batch` pages: 800 × (676 × 98,304 + 1.16e9 ÷ 64)
    = 67.7 GB."""
    context = GOT_IMAGE_TOKENS + OCR_PROMPT_TOKENS + tokens / 2
    per_token = context * kv_bytes_per_token(GOT_LAYERS, GOT_KV_WIDTH) + GOT_PARAMS * 2 / batch
    return tokens * per_token / 1e9


def ocr_compute_gflops() -> float:
    """The encoder and the prefill a page: 2 × 80e6 × 4,096 + 2 × 0.5e9 × (256 + 20) = 655 + 276 = 931 GFLOP."""
    return (2 * GOT_ENCODER_PARAMS * GOT_ENCODER_TOKENS
            + 2 * GOT_DECODER_PARAMS * (GOT_IMAGE_TOKENS + OCR_PROMPT_TOKENS)) / 1e9


def ocr_item(name: str, scale: float = 1.0, tokens: int = OCR_PAGE_TOKENS) -> dict[str, Any]:
    """tools.item_compute.ItemCompute fields of an OCR VLM a page: GOT-OCR2.0's figure × `scale` (an unheld OCR VLM:
    its kind's typical size ÷ GOT's 0.58 B)."""
    return {"name": name, "input": f"a page, {tokens} tokens out, {OCR_BATCH} pages batched",
            "source": GOT_SOURCE, "gflops": ocr_compute_gflops() * scale, "read_gb": ocr_decode_gb(tokens) * scale}


def reference_key(task: str) -> str | None:
    """The compute row (tools.item_compute.COMPUTE) an unheld model of `task` is sized on: depth → Depth Anything V2
    Large; None where no figure is sourced (cellseg; LiDAR training is sized in tools.lidar_train)."""
    return KIND_REFERENCE.get(task)


OCR_ROWS: dict[str, str] = {"got-ocr2": "GOT-OCR2.0", "dotsocr": "dots.ocr", "ref-ocrvlm": ""}


def ocr_scale(key: str) -> float:
    """An OCR VLM's size against GOT-OCR2.0's 0.58 B: a held row's own (dots.ocr 2.9 ÷ 0.58 = 5.0), an unheld one's
    kind's typical size (tools.kind_models: 2.9 ÷ 0.58 = 5.0)."""
    from tools.kind_models import params_of, typical_params

    own = params_of(OCR_ROWS.get(key, "")) if OCR_ROWS.get(key) else typical_params("ocr")
    return (own or GOT_PARAMS) / GOT_PARAMS


KIND_REFERENCE_ITEMS.update({
    "got-ocr2": ocr_item("GOT-OCR2.0 (0.58B OCR VLM)"),
    "dotsocr": ocr_item("dots.ocr (2.9B: GOT-OCR2.0's page × 5.0)", ocr_scale("dotsocr")),
    "ref-ocrvlm": ocr_item(f"a typical OCR VLM (GOT-OCR2.0's page × {ocr_scale('ref-ocrvlm'):.1f}, the size ratio)",
                           ocr_scale("ref-ocrvlm")),
    "marigold": diffusion_item("Marigold (SD-2 U-Net)", MARIGOLD_STEPS, MARIGOLD_ENSEMBLE,
                               *processing_size(None, None)),
})
