"""Batch inference of non-LLM vision models over a stated number of items: image embeddings (CLIP, SigLIP),
super-resolution (Real-ESRGAN), matting / background removal (BiRefNet, RMBG-2.0) and multi-vector page retrieval
(ColQwen2, ColPali), sized from the work per item.

Why: these were refused ("Not sized here") or sized as a chat LLM (ColQwen2 read as a "0.002B" LLM), although the
arithmetic an expert does is short: items (images, pages, frames = hours × 3,600 × fps) × FLOPs per item ÷ (the card's
dense FP16 peak × a utilisation for this kind of model) → GPU-hours → the cheapest machines (tools.media.plan's offer
search and ranking, the one the image and speech sizers use), with N independent shards when a deadline needs them
(tools.embedding._job: machines that share nothing, no RDMA, no cluster).

FLOPs per item, each from its source (one forward pass; FLOPs, two per multiply-add):
- CLIP / SigLIP image towers: OpenCLIP's model table (github.com/mlfoundations/open_clip docs/model_profile.csv,
  column image_gflops, profiled with torch's FLOP counter): ViT-B-32 8.82, ViT-B-16 35.13, ViT-L-14 162.03,
  ViT-L-14-336 381.92, ViT-H-14 334.59, ViT-bigG-14 967.5, ViT-B-16-SigLIP 35.42, ViT-SO400M-14-SigLIP-384 670.35
  GFLOP an image (cross-check: 304 M image-tower parameters × 257 tokens × 2 = 156 GFLOP for ViT-L/14).
- Real-ESRGAN realesr-animevideov3: SRVGGNetCompact(num_feat=64, num_conv=16, upscale=4) (the repo's
  inference_realesrgan_video.py): per INPUT pixel 3·64·9 + 16 × 64·64·9 + 64·48·9 = 619,200 multiply-adds →
  1.24 MFLOP; realesr-general-x4v3 has num_conv=32 (1,208,064 → 2.42 MFLOP); RealESRGAN_x4plus is RRDBNet(num_block=23):
  23 × 3 RDBs × ((64+96+128+160)·32·9 + 192·64·9) + the two 2× upsampling convs at 4 and 16 output pixels an input
  pixel, then the HR and last convs at 16 (64·64·9 × 4 + 64·64·9 × 16 × 2 + 64·3·9 × 16) ≈ 17.9 M multiply-adds → ≈ 35.9
  MFLOP an input pixel.
- BiRefNet (Swin-L, 1024×1024) and RMBG-2.0 (BRIA's model card: built on the BiRefNet architecture): no FLOP figure
  held; its author's MEASURED speed is used instead: 5.05 images/s on one A100 at batch 1, 1024×1024
  (github.com/ZhengPeng7/BiRefNet issue #11, the official Swin-v1-large model), scaled to other cards by dense FP16
  TFLOPS and never above the A100 (tools.media.card_rate's rule for a measured image model).
- SAM 2 / SAM 2.1 video segmentation and tracking (Hiera-T / S / B+ / L): no FLOP figure held; the MEASURED
  frames a second on one A100 from its model table (github.com/facebookresearch/sam2 README, "SAM 2.1 checkpoints"
  and "SAM 2 checkpoints", same speeds for both): 47.2, 43.3, 34.8 and 24.2 fps eager (30.2 for Hiera-L with the
  image encoder compiled); sizes 38.9, 46, 80.8 and 224.4 M parameters. That is one prompted object at batch 1; each
  further object tracked adds its memory-attention and mask-decoder pass, so many objects run slower (ASSUMED, measure
  on a pilot). Frames = hours × 3,600 × fps; sampling fewer frames a second (`SAMPLE_FPS`) is the main lever.
- ColQwen2 (vidore/colqwen2-v1.0, on Qwen2-VL-2B): every visual token passes the 1.5 B language model (Qwen2-1.5B,
  1.31 B non-embedding parameters, Qwen2 technical report arXiv:2407.10671 Table 1) and each token stands for 4 ViT
  patches through the 675 M Qwen2-VL vision encoder (tools.vision QWEN2_VL): 2 × 1.31e9 + 2 × 675e6 × 4 = 8.02 GFLOP a
  token. ColPali (PaliGemma-3B): 1,024 SigLIP-So400m patches (one a token, 428 M image parameters, OpenCLIP's
  table above) through Gemma-2B (1.98 B non-embedding parameters, Gemma report arXiv:2403.08295 Table 1): 2 × 1.98e9
  + 2 × 428e6 = 4.82 GFLOP a token.

Generative captioners (Florence-2: a DaViT image encoder, then a BART-style encoder-decoder; Xiao et al. 2023,
arXiv:2311.06242 §3, Florence-2-B 0.23 B and -L 0.77 B parameters): an image is its encoder's work plus a short decode,
sized per image with the output tokens stated. From each checkpoint's config.json (huggingface.co/microsoft/Florence-2-
large and -base; widths from memory, re-check): vision dim_embed (256, 512, 1,024, 2,048) for L, (128, 256, 512, 1,024)
for B, depths (1, 1, 9, 1), patch strides 4, 2, 2, 2 on a 768 × 768 image → 192², 96², 48², 24² tokens a stage; each
depth unit is a spatial-window and a channel attention block, 2 × 12·d² parameters: FLOPs = 2 × Σ stage params × stage
tokens (the rule above, stage by stage) = 1.39 TFLOP for L (0.35 for B); 24² + 1 = 577 visual tokens then pass the
language encoder (text d_model 1,024 × 12 layers for L, 768 × 6 for B: 12·d² a layer) with the task prompt
(`PROMPT_TOKENS` ≈ 10, assumed), and the decoder (16·d² a layer with cross-attention) generates `CAPTION_TOKENS` = 100
tokens (ASSUMED: a <MORE_DETAILED_CAPTION> runs ≈ 60–100 words; OCR of a product photo is often shorter) with
num_beams = 3 (the model card's example). Each task is its own generate call (caption and OCR = 2 passes). The decode
loop keeps less of the peak than an encoder: `CAPTION_UTIL` = 0.3 (ASSUMED, measure on a pilot).

jina-clip-v2 (huggingface.co/jinaai/jina-clip-v2 model card: 0.9 B = the Jina-XLM-RoBERTa text encoder 561 M + an
EVA02-L/14 image encoder 304 M; 512 × 512 input; 1,024-dim vectors, Matryoshka down to 64): an image is patches of 14
px at 512 px → 36² = 1,296 + 1 class token = 1,297 tokens, 2 × 304e6 × 1,297 = 789 GFLOP (≈ 5 × a
224² ViT-L/14). Its licence is CC BY-NC 4.0 (tools.named_licences).

Serving image queries (`serving`): a query image costs the image tower's FLOPs; the cards are the rate × FLOPs over
each card's dense FP16 peak × the utilisation × the endpoint's busy share (tools.embedding.ENDPOINT_UTILISATION); a
text query through the text tower is 2 × text params × `QUERY_TOKENS` — small beside it.

Vectors an item stores (a multi-vector index): ColPali's 1,024 patch vectors + the prompt's ≈ 6 tokens ≈ 1,030 of 128
dims a page (Faysse et al. 2024, ColPali, arXiv:2407.01449 §3: 1,030 vectors of dim 128 a page); ColQwen2 is ASSUMED to
store about as many (its visual tokens depend on the page's resolution, capped by the processor: count yours). One
vector an image for CLIP / SigLIP at its embedding width (the table's embed_dim: 512 B/32 and B/16, 768 L/14,
1,024 H/14, 1,280 bigG, 768 SigLIP-B, 1,152 SO400M).

UTILISATION (the share of the dense FP16 peak a batch keeps): not measured here — ASSUMED, measure on a pilot. A
ViT or a VLM forward at a large batch is matmul-bound: 0.5 (`TRANSFORMER_UTIL`); a 64-channel convolution net on
large activations (Real-ESRGAN) reads and writes far more bytes than it computes per pixel: 0.1 (`CONV_SR_UTIL`), of
at most an RTX 4090's peak (`CONV_SR_PEAK_CAP`).

RealESRGAN_x4plus (RRDBNet, 16,697,987 parameters) is sized from a MEASURED speed instead: 4.66 images/s on one RTX
4090 for a 640×480 input, 4×, PyTorch FP16 (AMP) with channels_last (3.34/s without), raw inference, batch 1
(github.com/the-database/traiNNer-redux docs/source/benchmarks.md, "esrgan 4x fp16", 5 warm-up + 10 runs).
That is 35.9 MFLOP × 307,200 px × 4.66/s = 51.3 TFLOP/s = 31 % of the 4090's 165.2 (`RRDB_UTIL`), so other cards
scale by their dense FP16 peak (still capped at the 4090's). By hand, a 1024×768 photo: 28.2 TFLOP ÷ 51.3 TFLOP/s =
0.55 s on a 4090 (≈ 1.43 input megapixels a second); 2 M photos ≈ 305 card-hours. An ESTIMATE: JPEG decode and
PNG encode on the CPU can bound it (give each GPU several cores), TensorRT runs faster: time a 1 % pilot.

Input pipeline figures (said as assumptions where no source is held):
- JPEG decode + resize on the CPU: `DECODE_IMAGES_PER_CORE` ≈ 100 images/s a core for a ≈ 500 KB JPEG (ASSUMED from
  libjpeg-turbo's order of speed; measure on a pilot); GPU decode (NVIDIA DALI / nvJPEG) is the alternative.
- Internet egress out of a cloud region: AWS's published Data Transfer Out tiers (aws.amazon.com/ec2/pricing/on-demand,
  "Data Transfer OUT From Amazon EC2 To Internet", read 2026-12-04): $0.09/GB the first 10 TB a month, $0.085 the next
  40 TB, $0.07 the next 100 TB, $0.05 above 150 TB; inside one region, EC2 ↔ S3 is free.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tools.schema import Msg

if TYPE_CHECKING:
    from tools.media import MediaModel
    from tools.vector_index import HostOffer

# the share of the dense FP16 peak a batch keeps: ASSUMED (module docstring), measure on a pilot
TRANSFORMER_UTIL = 0.5
CONV_SR_UTIL = 0.1
# A 64-channel convolution net gains little from bigger tensor cores (its activations' memory traffic and kernel
# launches bound it): no card is credited above an RTX 4090's dense FP16 peak, 165.2 TFLOPS (NVIDIA Ada GPU
# Architecture whitepaper, FP16 tensor with FP32 accumulate). ASSUMED, measure on a pilot: an H100 is priced at a
# 4090's speed, so it is never "needed" for Real-ESRGAN
CONV_SR_PEAK_CAP = 165.2
# RealESRGAN_x4plus's MEASURED speed (module docstring): 4.66 images/s for a 640×480 input on one RTX 4090, PyTorch
# FP16 + channels_last, raw inference (3.34/s without channels_last)
RRDB_4090_PER_S = 4.66
RRDB_BENCH_FRAME = (640, 480)
RRDB_BENCH_SOURCE = ("github.com/the-database/traiNNer-redux docs/source/benchmarks.md (RRDBNet \"esrgan 4x fp16\", "
                     "RTX 4090, PyTorch AMP + channels_last)")
MIN_DECODE_CORES = 2  # fewer cores than this are any machine's: not said
DECODE_IMAGES_PER_CORE = 100.0  # ASSUMED: a ≈ 500 KB JPEG decoded and resized on one core a second
BIREFNET_A100_PER_S = 5.05  # github.com/ZhengPeng7/BiRefNet issue #11: Swin-v1-large, one A100, batch 1, 1024²
SAM2_SOURCE = "github.com/facebookresearch/sam2 README model table (one A100, batch 1, eager)"
# frames a second kept when video is tracked at a lower rate: slow scenes (livestock, vehicles in a field, people
# walking) change little in 1/5 s. ASSUMED, check the masks on a pilot clip
SAMPLE_FPS = 5.0
# MinerU2.5's paper: 2.12 pages a second end to end on one A100 with its vLLM backend (Niu et al. 2025, arXiv:2509.22186,
# its throughput comparison; 4× MonkeyOCR-pro-3B there). A mix heavy in formulas and tables may run slower: measure
# on a pilot
MINERU_A100_PAGES_PER_S = 2.12
MINERU_SOURCE = "MinerU2.5, Niu et al. 2025, arXiv:2509.22186 (2.12 pages/s on one A100, vLLM backend)"
BIREFNET_SOURCE = "github.com/ZhengPeng7/BiRefNet issue #11 (official Swin-L model, one A100, batch 1, 1024×1024)"
OPENCLIP_SOURCE = "github.com/mlfoundations/open_clip docs/model_profile.csv (image_gflops)"
ESRGAN_SOURCE = "github.com/xinntao/Real-ESRGAN inference_realesrgan_video.py (SRVGGNetCompact / RRDBNet configs)"
COLPALI_SOURCE = "Faysse et al. 2024, ColPali, arXiv:2407.01449 (1,030 vectors × 128 dims a page)"
EGRESS_SOURCE = "aws.amazon.com/ec2/pricing/on-demand (Data Transfer OUT to Internet)"
# (tier size in GB, USD a GB): the last tier has no end
EGRESS_TIERS: tuple[tuple[float, float], ...] = ((10_000, 0.09), (40_000, 0.085), (100_000, 0.07), (math.inf, 0.05))
DEFAULT_FPS = 23.976  # film and anime on video (NTSC film rate): ASSUMED when no fps is stated
DEFAULT_FRAME = (720, 480)  # "480p" stored as NTSC DVD frames: ASSUMED when no width is stated
# the frame rates a video batch is read at: 1 to 1,000 fps (film 23.976, broadcast 25 / 29.97 / 50 / 59.94, phones'
# slow motion 120 / 240, sports cameras up to 1,000). ASSUMED bounds: beyond them a figure is a typo, not footage
FPS_RANGE = (1.0, 1000.0)
# an upscale factor a Real-ESRGAN job is read with: above 1 and at most 16× (the nets here are 4×; Real-ESRGAN's
# inference_realesrgan.py --outscale resizes their 4× output to any other factor). ASSUMED bounds
UPSCALE_RANGE = (1.0, 16.0)
# The files a photo upscale writes (still images, not video frames): 24-bit RGB at the 4× size, raw = width × height ×
# 3 bytes; lossless PNG of a photograph keeps ≈ 40–65 % of that, JPEG at quality 95 ≈ 8–12 %. ASSUMED (photographs
# compress poorly losslessly: grain and noise; measure on a pilot's output). By hand, 2 M photos of 1024 × 768 →
# 4096 × 3072 × 3 B = 37.7 MB raw each, 75.5 TB in all: PNG ≈ 30–49 TB, JPEG ≈ 6–9 TB.
PNG_SHARE = (0.40, 0.65)
JPEG95_SHARE = (0.08, 0.12)
# a link the output is brought back over, to say the days it takes: 1 Gbit/s (ASSUMED: a business line; 30 TB ≈ 2.8
# days of a saturated link, ten times that at 100 Mbit/s)
RETURN_LINK_GBIT_S = 1.0
MAX_ITEMS = 1e13  # a count beyond this is not read as a job (10^13 images is no batch anyone rents for)


@dataclass(frozen=True)
class VisionJob:
    key: str
    name: str
    task: str  # embed | upscale | matting | pages | track
    params: float  # what a card holds at 16 bits
    flops: float | None  # FLOPs an item (an image, a page) or an INPUT pixel (`per_pixel`); None: measured speed
    util: float
    source: str
    per_pixel: bool = False  # super-resolution: FLOPs per input pixel, times the frame's pixels
    vectors: int = 1  # vectors stored an item
    dim: int = 0  # each vector's dimensions
    licence: str = ""  # tools.named_licences says the licence; here only whether it bars commercial use
    peak_cap: float | None = None  # TFLOPS beyond which a faster card is not credited (CONV_SR_PEAK_CAP)
    measured: str = "birefnet"  # the tools.media MEASURED row of a model sized from a measured speed (flops None)
    a100_per_s: float = BIREFNET_A100_PER_S  # that row's items a second on one A100
    passes: int = 1  # a captioner's generate calls an image (caption + OCR = 2): `flops` counts them all
    text_params: float = 0.0  # a two-tower model's text encoder (a text query's work)
    bench: str = ""  # the source of a measured speed `util` is derived from (RealESRGAN_x4plus on a 4090), else ""
    bench_per_s: float = 0.0  # that measurement's items a second on an RTX 4090
    bench_frame: tuple[int, int] | None = None  # its input frame


# Florence-2 (module docstring): vision dims, depths, text d_model, encoder and decoder layers, parameters in all
FLORENCE_SOURCE = ("Florence-2, Xiao et al. 2023, arXiv:2311.06242; config.json of microsoft/Florence-2-large / -base "
                   "(DaViT at 768², 577 visual tokens, BART-style encoder-decoder)")
FLORENCE: dict[str, tuple[tuple[int, ...], tuple[int, ...], int, int, int, float]] = {
    "large": ((256, 512, 1024, 2048), (1, 1, 9, 1), 1024, 12, 12, 0.77e9),
    "base": ((128, 256, 512, 1024), (1, 1, 9, 1), 768, 6, 6, 0.23e9),
}
FLORENCE_SIDE = 768
VISUAL_TOKENS = 577  # 24 × 24 + 1
PROMPT_TOKENS = 10  # a task prompt ("<MORE_DETAILED_CAPTION>", "<OCR>") after its expansion: ASSUMED
CAPTION_TOKENS = 100  # tokens generated a pass: ASSUMED (module docstring)
CAPTION_BEAMS = 3  # the model card's example: num_beams=3
CAPTION_UTIL = 0.3  # ASSUMED: the decode loop keeps less of the peak than an encoder


def davit_flops(dims: tuple[int, ...], depths: tuple[int, ...], side: int = FLORENCE_SIDE) -> float:
    """DaViT's forward FLOPs: 2 × Σ stage params (2 blocks × 12·d² a depth unit) × stage tokens (side/4, /8, /16, /32
    squared). Florence-2-large at 768²: 2 × 24 × (256²·36,864 + 512²·9,216 + 9·1,024²·2,304 + 2,048²·576) = 1.392e12."""
    tokens = [(side // s) ** 2 for s in (4, 8, 16, 32)]
    return sum(2 * 24 * d * d * n * t for d, n, t in zip(dims, depths, tokens, strict=True))


def florence_flops(size: str, out_tokens: int = CAPTION_TOKENS, beams: int = CAPTION_BEAMS) -> float:
    """One generate call on one image: the DaViT encoder, the language encoder over the visual tokens and the prompt
    (2 × 12·d²·layers × 587), and the decoder's tokens × beams (2 × 16·d²·layers each). Florence-2-large:
    1.392e12 + 2 × 12 × 1,024² × 12 × 587 (1.773e11) + 2 × 16 × 1,024² × 12 × 100 × 3 (1.208e11) = 1.690e12."""
    dims, depths, d, enc, dec, _ = FLORENCE[size]
    vision = davit_flops(dims, depths)
    text_enc = 2 * 12 * d * d * enc * (VISUAL_TOKENS + PROMPT_TOKENS)
    decode = 2 * 16 * d * d * dec * out_tokens * beams
    return vision + text_enc + decode


def _florence(size: str) -> VisionJob:
    return VisionJob(f"florence2-{size}", f"Florence-2-{size}", "caption", FLORENCE[size][5], florence_flops(size),
                     CAPTION_UTIL, FLORENCE_SOURCE)


# the permissive image-search model a non-commercial one is swapped for when the user asks for one that may be used
# commercially: Chinese-CLIP ViT-L/14 (MIT; reads Chinese text queries) for jina-clip-v2 (CC BY-NC 4.0)
COMMERCIAL_SWAP = {"jina-clip-v2": "cn-clip-l14"}


def commercial_swap(job: VisionJob) -> VisionJob:
    """The model a commercial use takes in place of a non-commercial one (COMMERCIAL_SWAP); the job itself else."""
    key = COMMERCIAL_SWAP.get(job.key)
    return JOBS[key] if key else job


def with_passes(job: VisionJob, passes: int) -> VisionJob:
    """A captioner asked for several tasks an image (caption + OCR: 2 generate calls): its FLOPs an image × passes."""
    if job.task != "caption" or passes <= 1 or job.flops is None:
        return job
    return replace(job, flops=job.flops * passes, passes=passes)


JINA_CLIP_SOURCE = ("huggingface.co/jinaai/jina-clip-v2 model card (EVA02-L/14 image encoder 304M at 512², 1,297 tokens; "
                    "text encoder 561M; 1,024 dims)")
JINA_CLIP_IMAGE_FLOPS = 2 * 304e6 * 1297


def _clip(key: str, name: str, gflops: float, params_m: float, dim: int) -> VisionJob:
    return VisionJob(key, name, "embed", params_m * 1e6, gflops * 1e9, TRANSFORMER_UTIL, OPENCLIP_SOURCE, dim=dim)


def _sam2(key: str, size: str, params_m: float, a100_fps: float) -> VisionJob:
    return VisionJob(key, f"SAM 2.1 {size}", "track", params_m * 1e6, None, 1.0, SAM2_SOURCE, measured=key,
                     a100_per_s=a100_fps)


# Qwen2-VL-2B in all ≈ 2.21 B (its model card); PaliGemma-3B ≈ 2.92 B (its model card)
COLQWEN2_FLOPS_PER_TOKEN = 2 * 1.31e9 + 2 * 675e6 * 4
COLPALI_FLOPS_PER_TOKEN = 2 * 1.98e9 + 2 * 428e6
PAGE_VECTORS = 1030
PAGE_DIM = 128
SRVGG_MACS_PER_PIXEL = {16: 3 * 64 * 9 + 16 * 64 * 64 * 9 + 64 * 48 * 9, 32: 3 * 64 * 9 + 32 * 64 * 64 * 9 + 64 * 48 * 9}
RRDB_MACS_PER_PIXEL = (3 * 64 * 9 + 23 * 3 * ((64 + 96 + 128 + 160) * 32 * 9 + 192 * 64 * 9) + 64 * 64 * 9
                       + 64 * 64 * 9 * 4 + 64 * 64 * 9 * 16 + 64 * 64 * 9 * 16 + 64 * 3 * 9 * 16)
# the share of a 4090's dense FP16 peak the measured speed keeps: 2 × 17.93 M × 307,200 × 4.66 ÷ 165.2e12 = 0.311
RRDB_UTIL = 2 * RRDB_MACS_PER_PIXEL * RRDB_BENCH_FRAME[0] * RRDB_BENCH_FRAME[1] * RRDB_4090_PER_S / (CONV_SR_PEAK_CAP * 1e12)

JOBS: dict[str, VisionJob] = {
    "clip-b32": _clip("clip-b32", "CLIP ViT-B/32", 8.82, 87.85, 512),
    "clip-b16": _clip("clip-b16", "CLIP ViT-B/16", 35.13, 86.19, 512),
    "clip-l14": _clip("clip-l14", "CLIP ViT-L/14", 162.03, 303.97, 768),
    "clip-l14-336": _clip("clip-l14-336", "CLIP ViT-L/14@336px", 381.92, 304.29, 768),
    "clip-h14": _clip("clip-h14", "CLIP ViT-H/14", 334.59, 632.08, 1024),
    "clip-bigg14": _clip("clip-bigg14", "CLIP ViT-bigG/14", 967.5, 1844.91, 1280),
    "siglip-b16": _clip("siglip-b16", "SigLIP ViT-B/16", 35.42, 92.88, 768),
    "siglip-so400m": _clip("siglip-so400m", "SigLIP So400m/14@384", 670.35, 428.23, 1152),
    "esrgan-animevideov3": VisionJob("esrgan-animevideov3", "Real-ESRGAN realesr-animevideov3 (4×)", "upscale", 0.62e6,
                                     2 * SRVGG_MACS_PER_PIXEL[16], CONV_SR_UTIL, ESRGAN_SOURCE, per_pixel=True,
                                     peak_cap=CONV_SR_PEAK_CAP),
    "esrgan-general-v3": VisionJob("esrgan-general-v3", "Real-ESRGAN realesr-general-x4v3 (4×)", "upscale", 1.21e6,
                                   2 * SRVGG_MACS_PER_PIXEL[32], CONV_SR_UTIL, ESRGAN_SOURCE, per_pixel=True,
                                     peak_cap=CONV_SR_PEAK_CAP),
    "esrgan-x4plus": VisionJob("esrgan-x4plus", "Real-ESRGAN RealESRGAN_x4plus (4×)", "upscale", 16.7e6,
                               2 * RRDB_MACS_PER_PIXEL, RRDB_UTIL, ESRGAN_SOURCE, per_pixel=True,
                               peak_cap=CONV_SR_PEAK_CAP, bench=RRDB_BENCH_SOURCE, bench_per_s=RRDB_4090_PER_S,
                               bench_frame=RRDB_BENCH_FRAME),
    "birefnet": VisionJob("birefnet", "BiRefNet (Swin-L, 1024×1024)", "matting", 221e6, None, 1.0, BIREFNET_SOURCE),
    "rmbg2": VisionJob("rmbg2", "RMBG-2.0 (BiRefNet architecture, 1024×1024)", "matting", 221e6, None, 1.0,
                       BIREFNET_SOURCE, licence="non_commercial"),
    "sam2-tiny": _sam2("sam2-tiny", "Hiera-T", 38.9, 47.2),
    "sam2-small": _sam2("sam2-small", "Hiera-S", 46.0, 43.3),
    "sam2-base-plus": _sam2("sam2-base-plus", "Hiera-B+", 80.8, 34.8),
    "sam2-large": _sam2("sam2-large", "Hiera-L", 224.4, 24.2),
    # MinerU2.5-2509-1.2B: a 675 M NaViT encoder + a 0.5 B Qwen2 decoder (≈ 1.2 B, its paper), sized from the paper's
    # measured pages a second (tools.media MEASURED "mineru2.5"); its licence is catalog/data/licences.json's "MinerU"
    # row (from 3.1.0 Apache-2.0 with a 100 M MAU / US$20 M monthly revenue threshold; AGPL-3.0 before)
    "florence2-large": _florence("large"),
    "florence2-base": _florence("base"),
    # Chinese-CLIP ViT-L/14 (github.com/OFA-Sys/Chinese-CLIP README model table: CN-CLIP ViT-L/14, 406 M = the ViT-L/14
    # image tower 304 M + RoBERTa-wwm-ext-base 102 M, 224 px; MIT licence): the CLIP ViT-L/14 image tower's FLOPs
    "cn-clip-l14": VisionJob("cn-clip-l14", "Chinese-CLIP ViT-L/14", "embed", 406e6, 162.03e9, TRANSFORMER_UTIL,
                             OPENCLIP_SOURCE + "; github.com/OFA-Sys/Chinese-CLIP (CN-CLIP ViT-L/14, 406M, MIT)", dim=768,
                             text_params=102e6),
    "jina-clip-v2": VisionJob("jina-clip-v2", "jina-clip-v2", "embed", 0.865e9, JINA_CLIP_IMAGE_FLOPS, TRANSFORMER_UTIL,
                              JINA_CLIP_SOURCE, dim=1024, licence="non_commercial", text_params=561e6),
    "mineru2.5": VisionJob("mineru2.5", "MinerU2.5 (1.2B document-parsing VLM)", "parse", 1.2e9, None, 1.0,
                           MINERU_SOURCE, measured="mineru2.5", a100_per_s=MINERU_A100_PAGES_PER_S),
    "colqwen2": VisionJob("colqwen2", "ColQwen2 (Qwen2-VL-2B)", "pages", 2.21e9, PAGE_VECTORS * COLQWEN2_FLOPS_PER_TOKEN,
                          TRANSFORMER_UTIL, COLPALI_SOURCE, vectors=PAGE_VECTORS, dim=PAGE_DIM),
    "colpali": VisionJob("colpali", "ColPali (PaliGemma-3B)", "pages", 2.92e9, PAGE_VECTORS * COLPALI_FLOPS_PER_TOKEN,
                         TRANSFORMER_UTIL, COLPALI_SOURCE, vectors=PAGE_VECTORS, dim=PAGE_DIM),
}

# BiRefNet's Swin-L model: ≈ 221 M parameters (its HF card, ZhengPeng7/BiRefNet); the ESRGAN sizes are their .pth files

_SAM2 = (r"(?i)(?:(?<![a-z0-9])sam[\s_-]?2(?:\.\d)?(?![\d,])|segment[\s-]anything[\s-](?:model[\s-])?2(?:\.\d)?)"
         r"[^\n.;]{0,12}?")
_NAMES: tuple[tuple[str, str], ...] = (
    ("sam2-tiny", _SAM2 + r"(?:hiera[\s_-]?t(?:iny)?\b|\btiny\b)"),
    ("sam2-small", _SAM2 + r"(?:hiera[\s_-]?s(?:mall)?\b|\bsmall\b)"),
    ("sam2-base-plus", _SAM2 + r"(?:hiera[\s_-]?b\+?|base[\s_-]?plus|\bb\+)"),
    ("sam2-large", _SAM2.removesuffix(r"[^\n.;]{0,12}?")),  # no size named: Hiera-L, the slowest (said)
    ("florence2-base", r"(?i)(?<![a-z0-9])florence[\s_-]?2[\s_-]?(?:base|b)(?![a-z0-9])"),
    ("florence2-large", r"(?i)(?<![a-z0-9])florence[\s_-]?2(?![0-9])"),  # no size named: the large (said)
    ("jina-clip-v2", r"(?i)(?<![a-z0-9])jina[\s_-]?clip"),
    ("cn-clip-l14", r"(?i)chinese[\s_-]?clip|(?<![a-z0-9])cn[\s_-]?clip"),
    ("mineru2.5", r"(?i)(?<![a-z0-9])mineru"),
    ("colqwen2", r"(?i)(?<![a-z0-9])col[\s_-]?qwen"),
    ("colpali", r"(?i)(?<![a-z0-9])col[\s_-]?pali"),
    ("rmbg2", r"(?i)(?<![a-z0-9])(?:bria[\s_-]?)?rmbg"),
    ("birefnet", r"(?i)birefnet"),
    ("esrgan-animevideov3", r"(?i)anime[\s_-]?video[\s_-]?v?3|realesr[\s_-]?animevideo"),
    ("esrgan-general-v3", r"(?i)general[\s_-]?x4v3|realesr[\s_-]?general"),
    ("esrgan-x4plus", r"(?i)esrgan"),
    ("siglip-so400m", r"(?i)siglip[^\n,.;]{0,12}?so[\s_-]?400m|so[\s_-]?400m"),
    ("siglip-b16", r"(?i)siglip"),
    ("clip-bigg14", r"(?i)(?:clip[^\n,;]{0,12}?)?vit[\s_-]?big[\s_-]?g"),
    ("clip-h14", r"(?i)clip[^\n,;]{0,12}?vit[\s_-]?h|vit[\s_-]?h[\s_/-]?14"),
    ("clip-l14-336", r"(?i)vit[\s_-]?l[\s_/-]?14[\s_@-]*336"),
    ("clip-l14", r"(?i)clip[^\n,;]{0,12}?vit[\s_-]?l|vit[\s_-]?l[\s_/-]?14|(?<![a-z0-9])clip[\s_-]?l(?![a-z0-9])"),
    ("clip-b16", r"(?i)vit[\s_-]?b[\s_/-]?16"),
    ("clip-b32", r"(?i)vit[\s_-]?b[\s_/-]?32"),
    ("clip-l14", r"(?i)(?<![a-z0-9])clip(?![a-z0-9])"),  # CLIP with no size: ViT-L/14, the common one (said)
)


def vision_job(text: str) -> VisionJob | None:
    """The vision batch model a message names (CLIP and its ViT size, SigLIP, Real-ESRGAN and its model, BiRefNet,
    RMBG-2.0, SAM 2 / 2.1 and its Hiera size, ColQwen2, ColPali), else None. CLIP with no size is ViT-L/14, SAM 2
    with none Hiera-L (the caller says it). A ViT encoder family with its size (DINOv2, EVA-02, DeiT) comes first, so
    "DINOv2 ViT-L/14" is never CLIP's (tools.vit_encoders)."""
    from tools.vit_encoders import encoder_job

    enc = encoder_job(text)
    if enc is not None:
        return VisionJob(enc.key, enc.name, "embed", enc.params, enc.flops, TRANSFORMER_UTIL, enc.source, dim=enc.dim)
    for key, pat in _NAMES:
        if re.search(pat, text or ""):
            return JOBS[key]
    return None


def frames(hours: float, fps: float) -> float:
    """Video frames: hours × 3,600 × fps (500 h at 23.976 fps = 43,156,800)."""
    return hours * 3600 * fps


def flops_per_item(job: VisionJob, frame: tuple[int, int] | None = None) -> float | None:
    """One item's FLOPs: the table's per-item figure, or per input pixel × the frame's pixels (Real-ESRGAN on
    720×480: 1,238,400 × 345,600 = 4.28e11); None for a model sized from a measured speed (BiRefNet)."""
    if job.flops is None:
        return None
    if job.per_pixel:
        w, h = frame or DEFAULT_FRAME
        return job.flops * w * h
    return job.flops


def seconds_per_item(job: VisionJob, fp16_tflops: float, frame: tuple[int, int] | None = None) -> float | None:
    """Seconds an item on a card of `fp16_tflops` dense FP16 peak: FLOPs ÷ (peak × the job's utilisation).
    CLIP ViT-L/14 on an L4 (121 TFLOPS): 162.03e9 ÷ (121e12 × 0.5) = 2.68 ms → 373 images/s."""
    f = flops_per_item(job, frame)
    if f is None or fp16_tflops <= 0:
        return None
    peak = min(fp16_tflops, job.peak_cap) if job.peak_cap else fp16_tflops
    return f / (peak * 1e12 * job.util)


def index_bytes(items: float, job: VisionJob, bytes_per_dim: float = 2.0) -> float:
    """The index's stored vectors: items × vectors an item × dims × bytes (FP16 = 2; binarised = 1/8). 2 M pages
    of ColQwen2 at FP16: 2e6 × 1,030 × 128 × 2 = 527 GB; binarised 33 GB. Index structures come on top."""
    return items * job.vectors * (job.dim or 0) * bytes_per_dim


def egress_usd(gb: float) -> float:
    """Internet egress out of an AWS region for `gb` in one month at the published tiers (EGRESS_TIERS): 150,000 GB
    → 10,000 × 0.09 + 40,000 × 0.085 + 100,000 × 0.07 = $11,300."""
    left, cost = gb, 0.0
    for size, price in EGRESS_TIERS:
        take = min(left, size)
        cost += take * price
        left -= take
        if left <= 0:
            break
    return cost


def decode_cores(items_per_s: float) -> float:
    """CPU cores that decode `items_per_s` JPEGs at DECODE_IMAGES_PER_CORE (ASSUMED): 3,500 images/s → 35 cores."""
    return items_per_s / DECODE_IMAGES_PER_CORE


# what a page-retrieval query costs: its ≈ QUERY_TOKENS text tokens through the model (ColPali's queries are short
# questions; ASSUMED, count yours), 2 FLOP a parameter a token (Kaplan et al. 2020)
QUERY_TOKENS = 30


@dataclass(frozen=True)
class Facts:
    """What the reader found beside the count, each None when not said: the frame (video), the fps, the video hours,
    each item's bytes (an image's file), the cloud the data sits in, the storage the user would keep the index on (GB),
    queries a second to serve, and whether CLIP's size was assumed."""

    hours: float | None = None
    fps: float | None = None
    frame: tuple[int, int] | None = None
    item_bytes: float | None = None
    cloud: str | None = None
    store_gb: float | None = None
    queries_per_s: float | None = None
    size_assumed: bool = False
    videos: tuple[float, float, float | None] | None = None  # videos, frames sampled each, seconds each (video_frames)
    scale: float | None = None  # an upscale's output factor said ("2x", "放大2倍"); None: the nets' 4×


def as_media(job: VisionJob, frame: tuple[int, int] | None = None) -> MediaModel:
    """The job as a tools.media model, so tools.media.plan ranks the offers: FLOPs an item (the frame's pixels for
    super-resolution) and the utilisation, or the measured row (BiRefNet's, SAM 2's: `job.measured`)."""
    from tools.media import MediaModel

    key = job.measured if job.flops is None else job.key
    return MediaModel(key, job.name, "vision", job.params, flops=flops_per_item(job, frame), util=job.util,
                      peak_cap=job.peak_cap)


def work_line(job: VisionJob, items: float, top_gpu: str, secs: float, gpu_hours: float, facts: Facts,
              peak: float | None) -> Msg:
    """The work: items (and how frames were counted), FLOPs an item and in all, the card's items a second and the
    GPU-hours; for BiRefNet the measured speed instead of FLOPs."""
    f = flops_per_item(job, facts.frame)
    return Msg(code="vision_batch.work", args={
        "task": job.task, "items": items, "gflop": f / 1e9 if f else None, "total": f * items if f else None, "gpu": top_gpu,
        "per_s": 1 / secs if secs else None, "gpu_hours": gpu_hours,
        "peak": min(peak, job.peak_cap) if peak and job.peak_cap else peak, "capped": bool(job.peak_cap), "util": job.util,
        "measured": job.flops is None, "a100_per_s": job.a100_per_s, "source": job.source,
        "hours": facts.hours, "fps": facts.fps or DEFAULT_FPS, "frame": "×".join(map(str, facts.frame or DEFAULT_FRAME)),
        "fps_assumed": facts.fps is None, "frame_assumed": facts.frame is None, "still": still_upscale(job, facts),
        "bench": job.bench or None, "bench_per_s": job.bench_per_s,
        "bench_frame": "×".join(map(str, job.bench_frame)) if job.bench_frame else None, "scale": facts.scale})


def sampled(items: float, gpu_hours: float, fps: float, keep_fps: float = SAMPLE_FPS) -> tuple[float, float]:
    """Frames and GPU-hours when video of `fps` is tracked at `keep_fps` (SAMPLE_FPS): both × keep ÷ fps. 216 M frames
    at 30 fps, 2,479 A100-hours, sampled at 5 fps: 36 M frames, 413 A100-hours."""
    share = min(1.0, keep_fps / fps) if fps > 0 else 1.0
    return items * share, gpu_hours * share


def track_lines(job: VisionJob, items: float, gpu_hours: float, facts: Facts, job_cost: float = 0.0,
                currency: str = "USD") -> list[Msg]:
    """Video tracking's levers and needs: the frames and GPU-hours at SAMPLE_FPS when the video runs faster, with the
    lead plan's total (`job_cost`) scaled by the same share (the work is GPU-hours × price: 30 → 5 fps on a NT$121,000
    job ≈ NT$20,200), and what SAM 2 needs beside the GPU (prompts from a detector, clips that bound its memory bank,
    a pilot)."""
    from tools.wording import money_text

    if job.task != "track":
        return []
    fps = facts.fps or DEFAULT_FPS
    out: list[Msg] = []
    if fps > SAMPLE_FPS * 1.5:
        frames_kept, hours_kept = sampled(items, gpu_hours, fps)
        cost = money_text(job_cost * hours_kept / gpu_hours, currency) if job_cost and gpu_hours else None
        out.append(Msg(code="vision_batch.sample", args={"keep": SAMPLE_FPS, "fps": fps, "frames": frames_kept,
                                                         "gpu_hours": hours_kept, "times": fps / SAMPLE_FPS,
                                                         "cost": cost}))
    out.append(Msg(code="vision_batch.track", args={}))
    return out


def index_line(job: VisionJob, items: float, facts: Facts) -> Msg | None:
    """The vectors stored (index_bytes at FP16 and binarised) held against the storage the user named; None when the
    job stores no vectors (super-resolution, matting)."""
    if job.task not in ("embed", "pages") or not job.dim:
        return None
    fp16 = index_bytes(items, job) / 1e9
    return Msg(code="vision_batch.index", args={
        "items": items, "vectors": job.vectors, "dim": job.dim, "gb": fp16, "bin_gb": index_bytes(items, job, 1 / 8) / 1e9,
        "store_gb": facts.store_gb, "fits": facts.store_gb is None or fp16 <= facts.store_gb,
        "multi": job.vectors > 1})


def caption_line(job: VisionJob) -> Msg | None:
    """A captioner's work an image, part by part (florence_flops): the encoder, the decode's tokens and beams, the
    passes; None for any other job."""
    if job.task != "caption" or job.flops is None:
        return None
    size = job.key.removeprefix("florence2-")
    dims, depths = FLORENCE[size][:2]
    return Msg(code="vision_batch.caption", args={
        "name": job.name, "vision": davit_flops(dims, depths) / 1e9, "side": FLORENCE_SIDE, "visual": VISUAL_TOKENS,
        "one": florence_flops(size) / 1e9, "out": CAPTION_TOKENS, "beams": CAPTION_BEAMS, "passes": job.passes,
        "gflop": job.flops / 1e9})


def serving_line(job: VisionJob, facts: Facts, gpu: str, peak: float | None, machine_price: float | None,
                 gpus: int, currency: str) -> Msg | None:
    """Serving image queries beside the one-off build (module docstring, "Serving image queries"): the rate × the
    image tower's FLOPs a query against the build's card at TRANSFORMER_UTIL × ENDPOINT_UTILISATION, the cards that
    carry it (at least 2: one card down is no search) and their month at the card's hourly price (730 h). By hand,
    CLIP ViT-L/14 at 200 QPS on an A10 (125 TFLOPS): 200 × 162.03 GFLOP = 32.4 TFLOP/s ÷ (125 × 0.5 × 0.5 = 31.25)
    → 2 cards. A card's price is its machine's (`machine_price`) over its `gpus`. None for a job that is no image
    embedding, with no rate said, or on a card without a peak."""
    from tools.constants import HOURS_PER_MONTH
    from tools.embedding import ENDPOINT_UTILISATION
    from tools.wording import money_text

    if job.task != "embed" or not facts.queries_per_s or not job.flops or not peak:
        return None
    need = facts.queries_per_s * job.flops / 1e12
    per_card = peak * job.util * ENDPOINT_UTILISATION
    cards = max(SERVING_MIN_CARDS, math.ceil(need / per_card))
    text = 2 * job.text_params * QUERY_TOKENS / 1e9 if job.text_params else None
    gpu_price = machine_price / gpus if machine_price and gpus else None
    return Msg(code="vision_batch.serving", args={
        "qps": facts.queries_per_s, "gflop": job.flops / 1e9, "tflops": need, "gpu": gpu, "per_card": per_card,
        "cards": cards, "busy": ENDPOINT_UTILISATION, "text_gflop": text,
        "month": money_text(cards * gpu_price * HOURS_PER_MONTH, currency) if gpu_price else None,
        "hours": HOURS_PER_MONTH})


PER_ITEM_CARDS = ("L4", "RTX 4090", "H100 SXM")  # the cards a per-item answer is said on (catalog names)


def per_item_line(job: VisionJob, peaks: dict[str, float]) -> Msg | None:
    """A named image model with no count yet: its FLOPs an item and the items a second on PER_ITEM_CARDS (their dense
    FP16 peaks, `peaks`) at the job's utilisation — the figures the build and the serving are sized from, said before
    the count is asked. jina-clip-v2 on an L4: 121e12 × 0.5 ÷ 788.6e9 = 76.7 images/s. None for a measured-speed
    model (its own row answers) or a per-pixel one (it needs the frame)."""
    if job.flops is None or job.per_pixel:
        return None
    rated = [(card, 1 / s) for card in PER_ITEM_CARDS if (s := seconds_per_item(job, peaks.get(card, 0.0)))]
    return Msg(code="vision_batch.per_item", args={"name": job.name, "gflop": job.flops / 1e9, "util": job.util,
                                                   "cards": [c for c, _ in rated], "rates": [r for _, r in rated],
                                                   "source": job.source, "task": job.task})


def per_item_questions(job: VisionJob) -> list[Msg]:
    """What a per-item answer asks: the count, and for an image search model the query rate."""
    return [Msg(code="vision_batch.ask_count")] + ([Msg(code="vision_batch.ask_qps")] if job.task == "embed" else [])


SERVING_MIN_CARDS = 2  # an online search keeps a second card so one failure does not take it down: assumed


def query_line(job: VisionJob, facts: Facts) -> Msg | None:
    """Serving page retrieval: the query rate × QUERY_TOKENS × 2 × parameters, against one card's FLOPs (tiny)."""
    if job.task != "pages" or not facts.queries_per_s:
        return None
    per_query = QUERY_TOKENS * 2 * job.params
    return Msg(code="vision_batch.queries", args={"per_s": facts.queries_per_s, "per_min": facts.queries_per_s * 60,
                                                  "tokens": QUERY_TOKENS, "gflop": per_query / 1e9,
                                                  "tflops": facts.queries_per_s * per_query / 1e12})


def io_lines(job: VisionJob, items: float, hours: float | None, facts: Facts, vcpus: float | None = None) -> list[Msg]:
    """The input pipeline: CPU cores that decode the images at the plan's rate (decode_cores) against the pick's vCPUs
    in all (`vcpus`, when the catalog lists them), the data's size, and the egress to take it out of the cloud it sits
    in (egress_usd, AWS's tiers; said in USD)."""
    out: list[Msg] = []
    rate = items / (hours * 3600) if hours else None
    if job.task in ("embed", "matting", "pages", "caption") and rate and decode_cores(rate) >= MIN_DECODE_CORES:
        out.append(Msg(code="vision_batch.decode", args={"per_s": rate, "cores": decode_cores(rate),
                                                         "per_core": DECODE_IMAGES_PER_CORE, "vcpus": vcpus,
                                                         "short": vcpus is not None and vcpus < decode_cores(rate)}))
    if facts.item_bytes:
        gb = items * facts.item_bytes / 1e9
        out.append(Msg(code="vision_batch.egress", args={
            "tb": gb / 1e3, "cloud": facts.cloud, "usd": egress_usd(gb) if facts.cloud == "aws" else None,
            "source": EGRESS_SOURCE}))
    scale = facts.scale or NET_SCALE
    if job.task == "upscale" and scale != NET_SCALE:
        out.append(outscale_line(job, scale))
    if job.task == "upscale" and _still_photos(facts):
        out.append(upscale_output(items, facts.frame or DEFAULT_FRAME, scale))
    elif job.task == "upscale":
        w, h = facts.frame or DEFAULT_FRAME
        out.append(Msg(code="vision_batch.encode", args={"out": f"{round(scale * w)}×{round(scale * h)}"}))
    return out


NET_SCALE = 4.0  # the Real-ESRGAN nets here are 4× (x4plus, animevideov3, general-x4v3)
# RealESRGAN_x2plus (RRDBNet scale=2, the repo's inference_realesrgan.py): pixel-unshuffle by 2 (12 channels at half
# size), the same 23-block body on a quarter of the pixels, then the two 2× upsampling convs at 1 and 4 output pixels
# an input pixel and the HR and last convs at 4: 12·64·9/4 + (body + conv_body)/4 + 64·64·9 × (1 + 4 + 4) + 64·3·9 × 4
# ≈ 4.49 M multiply-adds an input pixel, ≈ 1/4 of x4plus's 17.9 M
RRDB_X2_MACS_PER_PIXEL = (12 * 64 * 9 / 4 + (23 * 3 * ((64 + 96 + 128 + 160) * 32 * 9 + 192 * 64 * 9) + 64 * 64 * 9) / 4
                          + 64 * 64 * 9 * (1 + 4 + 4) + 64 * 3 * 9 * 4)


def outscale_line(job: VisionJob, scale: float) -> Msg:
    """An output factor other than the net's 4×: the 4× net runs and its output is resized (inference_realesrgan.py
    --outscale), so the GPU work is the 4× figure; for 2× with x4plus, RealESRGAN_x2plus does ≈ 4.49 M ÷ 17.93 M = 25 %
    of the work an input pixel (RRDB_X2_MACS_PER_PIXEL), its quality to be judged on a pilot."""
    x2 = RRDB_X2_MACS_PER_PIXEL / RRDB_MACS_PER_PIXEL if job.key == "esrgan-x4plus" and scale == 2 else None
    return Msg(code="vision_batch.outscale", args={"scale": scale, "net": NET_SCALE, "x2_share": x2})


def still_upscale(job: VisionJob, facts: Facts) -> bool:
    """An upscale of still images (photos, scans): its items are images, not video frames."""
    return job.task == "upscale" and _still_photos(facts)


def _still_photos(facts: Facts) -> bool:
    """An upscale of still images (photos, scans): no video hours, frame rate or clips were said."""
    return facts.hours is None and facts.fps is None and facts.videos is None


def upscale_output(items: float, frame: tuple[int, int], scale: float = 4.0) -> Msg:
    """What a photo upscale writes: `items` images at 4× `frame`, raw 24-bit bytes, as PNG (PNG_SHARE) and as JPEG q95
    (JPEG95_SHARE) in TB, and the days each takes to bring back over RETURN_LINK_GBIT_S. By hand: 2 M × 4096 × 3072 × 3 B
    = 75.5 TB raw; PNG 30–49 TB (≈ 2.8–4.5 days at 1 Gbit/s); JPEG 6–9 TB (≈ 0.6–0.9 days)."""
    w, h = round(scale * frame[0]), round(scale * frame[1])
    raw = items * w * h * 3
    days = 8 / (RETURN_LINK_GBIT_S * 1e9 * 86400)  # days a byte takes over the link
    return Msg(code="vision_batch.upscale_files", args={
        "out": f"{w}×{h}", "mb": w * h * 3 / 1e6, "raw_tb": raw / 1e12,
        "png": [raw * x / 1e12 for x in PNG_SHARE], "jpeg": [raw * x / 1e12 for x in JPEG95_SHARE],
        "png_days": [raw * x * days for x in PNG_SHARE], "jpeg_days": [raw * x * days for x in JPEG95_SHARE],
        "link": RETURN_LINK_GBIT_S})


# the user's units as the reader finds them, turned into the sizer's (parsing, named here so advisor/ computes nothing)
_PER_S = {"s": 1.0, "m": 60.0, "h": 3600.0}
_BYTES = {"kb": 1e3, "mb": 1e6}
_GB = {"gb": 1.0, "g": 1.0, "tb": 1000.0}


def per_second(n: float, unit: str) -> float:
    """A rate per second, per minute or per hour as per second: 50 a minute → 0.833."""
    return n / _PER_S[unit[0].lower()]


def item_bytes(n: float, unit: str) -> float:
    """An item's size in bytes: 500 KB → 500,000."""
    return n * _BYTES[unit.lower()]


def storage_gb(n: float, unit: str) -> float:
    """A stated storage in GB: 64 GB → 64, 2 TB → 2,000."""
    return n * _GB[unit.lower()]





@dataclass(frozen=True)
class OnCards:
    """A named batch on stated cards: seconds an item on one, GPU-hours in all, days of wall time on all of them, and
    the cards the deadline needs (None with no deadline)."""

    seconds_per_item: float
    gpu_hours: float
    days: float
    needed: int | None
    deadline_days: float | None = None


def on_stated_cards(job: VisionJob, items: float, fp16_tflops: float, cards: int,
                    frame: tuple[int, int] | None = None, deadline_hours: float | None = None) -> OnCards | None:
    """A named batch on the cards a user means to buy or rent ("8 × RTX 4090"): its GPU-hours on that card
    (seconds_per_item × items ÷ 3,600), the days on `cards` of them, each its own shard, and the cards the deadline
    needs; None without a FLOPs figure. By hand, RealESRGAN_x4plus on 180 M SD frames (720×576: 35.9 MFLOP × 414,720
    px = 14.9 TFLOP a frame) on a 4090 (165 TFLOPS at the measured 31 %: 51.3 TFLOP/s → 0.29 s a frame): 14,500
    GPU-hours, 1,810 h (75 days) on 8; in 90 days (2,160 h) it needs 7."""
    s = seconds_per_item(job, fp16_tflops, frame)
    if s is None or cards < 1:
        return None
    gpu_hours = s * items / 3600
    return OnCards(s, gpu_hours, gpu_hours / cards / 24,
                   math.ceil(gpu_hours / deadline_hours) if deadline_hours else None,
                   deadline_hours / 24 if deadline_hours else None)


# RAM a page index's host keeps above its stored vectors: the index structures (PLAID centroids and residual codes, doc
# ids, the engine's buffers), the OS and the query encoder's process — an assumption, said with the answer: time the
# engine on a 1 % slice before trusting it.
INDEX_RAM_HEADROOM = 1.5


def index_host_line(job: VisionJob, items: float, facts: Facts, hosts: list[HostOffer], currency: str) -> Msg | None:
    """Serving a page index a month: the cheapest priced machine (`hosts`, tools.rerank.host_offers: the stated
    places' GPU rows with their host RAM; its GPU encodes the queries) whose RAM holds the index (index_bytes,
    binarised and FP16, × INDEX_RAM_HEADROOM: tools.vector_index.cheapest_host), held 24/7 (HOURS_PER_MONTH). By hand,
    2 M ColPali pages: binarised 33 GB × 1.5 = 49 GB ≈ 46 GiB → the cheapest machine with ≥ 46 GiB RAM, e.g. $0.28/h ×
    730 = $204 a month; FP16 527 GB × 1.5 = 791 GB ≈ 737 GiB → a large-RAM machine, e.g. $4.36/h × 730 = $3,183. None
    for a job that is no page retrieval, with no query rate said, or with no machine that holds it."""
    from tools.constants import HOURS_PER_MONTH
    from tools.vector_index import GIB, cheapest_host

    if job.task != "pages" or not job.dim or not facts.queries_per_s:
        return None
    out: dict[str, object] = {"headroom": INDEX_RAM_HEADROOM, "hours": HOURS_PER_MONTH, "currency": currency}
    for key, per_dim in (("bin", 1 / 8), ("fp16", 2.0)):
        gb = index_bytes(items, job, per_dim) / 1e9
        got = cheapest_host(gb * INDEX_RAM_HEADROOM, hosts)
        out[key] = None if got is None else {
            "gb": gb, "need_gib": gb * INDEX_RAM_HEADROOM * 1e9 / GIB, "provider": got.provider,
            "instance": got.instance, "gpu": got.gpu, "n": got.gpus, "ram": got.ram_gib, "hourly": got.price,
            "month": got.price * HOURS_PER_MONTH}
    if out["bin"] is None and out["fp16"] is None:
        return None
    return Msg(code="vision_batch.index_host", args=out)
