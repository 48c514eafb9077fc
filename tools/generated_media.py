"""Video generation (text-to-video diffusion transformers) and text-to-speech: the registry rows (parameters,
licence, source) and the PUBLISHED speed figures they are sized from. Neither is a transformer LLM, so
tools.speed's token model never applies (a Wan2.1-T2V-14B job was sized as a 14 B LLM text batch, an
F5-TTS dubbing job was refused).

Video: a DiT denoiser over every frame's latent patches is compute-bound (all of a clip's tokens go through every
layer at each step), so a card without a measurement is scaled by dense BF16/FP16 tensor TFLOPS
(tools.speed.peak_tflops), never above the measured card — the rule tools.media already applies to image diffusion.
An H20 (148 TFLOPS dense BF16) is therefore ≈ 989.5 / 148 = 6.7× slower per clip than an H800/H100/H200, whatever
its 96 GB: it is judged on compute, not memory. The time scales with the sampling steps (each step is one pass
of the DiT).
- Wan2.1-T2V-14B (Apache-2.0, github.com/Wan-Video/Wan2.1; 14 B DiT, 81 frames = 5 s at 16 fps): LightX2V's
  benchmark (github.com/ModelTC/LightX2V docs/EN/source/getting_started/benchmark_source.md, H200, PyTorch 2.7.1,
  the official Wan2.1 code as baseline, Wan2.1-I2V-14B — the same 14 B DiT, 40 steps, CFG on): a 5 s 720P clip in
  974 s at 81 GB peak, a 5 s 480P clip in 366 s at 71 GB peak. T2V samples 50 steps by default (Wan2.1
  generate.py: "40 for image-to-video tasks and 50 for text-to-video"), so a T2V clip takes 50/40 of those times.
  The same table's fastest non-distilled LightX2V setting (SageAttention, FP8, TeaCache-style caching:
  "LightX2V_4") takes 107 s against 366 s at 480P: the 3.4× a tuned stack buys, said as a lever; against a missed
  monthly budget priced as a month with the other levers (`lever_months`), scaled to a card like any figure.
- Wan2.1-T2V-1.3B: its README — "generate a 5-second 480P video on an RTX 4090 in about 4 minutes (without
  optimization techniques like quantization)", 8.19 GB of VRAM with --offload_model True --t5_cpu.
- The peak memory above holds the umT5-XXL text encoder on the card; it runs once a prompt, and the official code's
  --t5_cpu keeps it in host RAM: its BF16 file (models_t5_umt5-xxl-enc-bf16.pth in the Wan2.1-T2V-14B repository)
  is 11.4 GB, so a card needs the peak less that (720P: 81 − 11.4 = 69.6 GB: an 80 GB card holds it).
- Wan2.2-TI2V-5B (Apache-2.0, huggingface.co/Wan-AI/Wan2.2-TI2V-5B; 5 B dense DiT, 720P = 1280×704 at 24 fps, 121
  frames = 5 s, 50 sampling steps): its model card claims a 5 s 720P clip "in under 9 minutes on a single
  consumer-grade GPU" (an RTX 4090) with --offload_model True --convert_model_dtype --t5_cpu, 24 GB of VRAM. A
  PLANNING ASSUMPTION (a vendor's upper bound, not a measurement): 540 s a clip on the RTX 4090, never credited
  faster on a faster card (the rule above), so an H100 is not priced below it.
- Wan2.2-T2V-A14B (Apache-2.0, huggingface.co/Wan-AI/Wan2.2-T2V-A14B): a mixture of two 14 B experts (27 B in all),
  one expert per denoising step (high-noise early, low-noise late), so a step costs what one Wan2.1 14 B step does;
  40 sampling steps, 81 frames = 5 s at 16 fps, 720P = 1280×720, and its model card asks 80 GB for one card
  (--offload_model True --convert_model_dtype keeps the idle expert in host RAM). A PLANNING ASSUMPTION: Wan2.1 14 B's
  LightX2V times at 40 steps (720P 974 s, 480P 366 s on an H200) and its memory.
- A video model named with no figure (HunyuanVideo, CogVideoX) is sized PROVISIONALLY from its DiT's parameters
  against Wan2.1-T2V-14B's measured clip (`provisional_figure`): per-step compute ∝ parameters at the same frames and
  resolution, said as a planning assumption with the one-clip timing that replaces it.
- HunyuanVideo (13 B, Tencent Hunyuan Community License: excludes the EU, UK and South Korea) has no per-clip time
  held here (timed provisionally as above), but its README publishes the peak memory a card must hold: 60 GB at
  720×1280×129 frames, 45 GB at 544×960 (its smallest size), batch 1 — so a 48 GB card is not priced for 720P.
- CogVideoX-5B (CogVideoX License: commercial use after registering with Zhipu AI) and CogVideoX-2B (Apache-2.0):
  their model cards' "Inference Speed (Step = 50)" row, a 720×480 6 s clip (49 frames) on one H100 in ~90 s (5B) and
  ~45 s (2B), diffusers with its memory optimisations on; memory from 5 GB (5B, BF16) and 4 GB (2B, FP16) there
  (huggingface.co/THUDM/CogVideoX-5b and -2b; github.com/THUDM/CogVideo README model table, "Inference Speed (Step =
  50, FP/BF16)": 5B "Single A100: ~180 seconds, Single H100: ~90 seconds", 2B ~90 s / ~45 s; read 2026-12-05). The
  CogVideoX License (huggingface.co/THUDM/CogVideoX-5b LICENSE, 2. License Grant): commercial use after registering
  for a basic commercial licence, up to 1 million visits a month; the 2B model is Apache 2.0 (the README's Model
  License), Wan2.1 Apache 2.0 (its README, License).

Text-to-speech (its output seconds per second of compute, the real-time factor RTF = compute time ÷ audio time):
- F5-TTS (github.com/SWivid/F5-TTS; ≈ 336 M parameters, its paper arXiv:2410.06885): README "Runtime" benchmark on
  one L20, 16 NFE steps, offline PyTorch: RTF 0.1467 (TensorRT-LLM: 0.0402). Weights CC BY-NC 4.0 (its model
  card: the Emilia training data), the code MIT: a monetised use is commercial, so ❌.
- XTTS-v2 (Coqui Public Model License 1.0.0, non-commercial; Coqui the company closed in January 2024, so no
  commercial licence can be bought): ❌ for commercial use; no published RTF held → measure.
- Fish-Speech 1.5 (weights CC BY-NC-SA 4.0, huggingface.co/fishaudio/fish-speech-1.5: non-commercial) and its
  successor OpenAudio S1-mini (0.5 B, CC BY-NC-SA 4.0): its README claims an RTF of about 1:15 on an RTX 4090 with
  its acceleration — a vendor's claim, the planning figure; ChatTTS (weights CC BY-NC 4.0); GPT-SoVITS (MIT).
- CosyVoice2-0.5B (Apache-2.0, github.com/FunAudioLLM/CosyVoice), Kokoro-82M (Apache-2.0,
  huggingface.co/hexgrad/Kokoro-82M), MeloTTS (MIT, github.com/myshell-ai/MeloTTS): commercial use allowed; no RTF
  held here → measure on one card (the hours of audio × the RTF measured = the GPU-hours).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from tools.constants import HOURS_PER_DAY, HOURS_PER_MONTH, PERIOD_HOURS
from tools.cost import convert_amount
from tools.offers import price_of
from tools.schema import GPUSpec, InstanceRow
from tools.speed import SpeedUnknown, peak_tflops

READ_ON = "2026-12-03"

# ---- video ---------------------------------------------------------------------------------------------------------
LIGHTX2V_SOURCE = "github.com/ModelTC/LightX2V docs/EN/source/getting_started/benchmark_source.md (H200, Wan2.1 official code)"
WAN_STEPS_SOURCE = "github.com/Wan-Video/Wan2.1 generate.py (sample_steps: 40 for i2v, 50 for t2v)"
WAN_T5_BYTES = 11.4e9  # models_t5_umt5-xxl-enc-bf16.pth, huggingface.co/Wan-AI/Wan2.1-T2V-14B (file size)
MEASURED_STEPS = 40  # LightX2V's infer_steps
WAN_480P_PIXELS = 832 * 480  # Wan2.1's 480P size (its generate.py sizes: 832*480), the 480P figures' frame
WAN_T2V_STEPS = 50
LIGHTX2V_FAST_480P_S = 107.0  # "LightX2V_4" row, 480P, H200: the tuned stack (lever)
LIGHTX2V_BASE_480P_S = 366.0


@dataclass(frozen=True)
class ClipFigure:
    """One published per-clip time: seconds for one clip at `resolution` on `gpu` (a catalog name) at `steps`."""

    resolution: str  # "720p" | "480p"
    gpu: str
    seconds: float
    steps: int
    peak_gb: float | None  # the measured peak, text encoder on the card
    source: str
    # a planning assumption (a model card's "under 9 minutes" claim, or a sibling model's measurement), not a
    # measurement of this model: said as such, with `memory` the card's memory figure and its source
    claim: bool = False
    memory: str = ""
    # the same source's times on other cards, same resolution and steps: (catalog name, seconds). A card is scaled
    # from the measured card of its own architecture where one is held (reference_for), not from the fastest one
    also: tuple[tuple[str, float], ...] = ()
    # GB a card holds with no CPU offload (the model card's own full-on-card figure), when `peak_gb` is a figure
    # with offload on: a card below it runs only with CPU offload and VAE tiling (said, ClipOption.offload)
    full_gb: float | None = None
    full_source: str = ""


@dataclass(frozen=True)
class VideoModel:
    key: str
    name: str
    params: float  # the DiT's parameters
    licence: str
    licence_source: str
    commercial: bool
    steps: int | None  # the sampler's default steps for this task
    clip_seconds: float  # one clip's length at the default frames
    figures: tuple[ClipFigure, ...] = ()
    text_encoder_bytes: float = 0.0  # what --t5_cpu (or the like) takes off the card
    # regions.csv tags where the licence grants no rights (its "Territory" clause): a user located there cannot use it
    excluded_places: tuple[str, ...] = ()
    # a model timed provisionally (no clip time of its own) may still publish its peak memory per resolution:
    # (resolution, GB) with `peak_source`; that is the card's floor, not its 16-bit weights alone
    published_peak: tuple[tuple[str, float], ...] = ()
    peak_source: str = ""
    # the model's own size behind its published 480P-row peak, width × height (HunyuanVideo: 960 × 544, its README),
    # when it differs from Wan2.1's 480P (832 × 480) that the provisional time is scaled from
    low_size: tuple[int, int] | None = None


# README, Requirements: "GPU Peak Memory" 60GB at 720px1280px129f and 45GB at 544px960px129f, "The minimum GPU memory
# required is 60GB for 720px1280px129f and 45G for 544px960px129f" (batch 1; tested on one 80 GB GPU). Its smallest
# size is 544×960, so a 480P request is held to that row
HUNYUAN_PEAK_SOURCE = ("github.com/Tencent/HunyuanVideo README, Requirements: GPU peak memory 60 GB at 720×1280×129 "
                       "frames, 45 GB at 544×960×129 frames, batch 1")
COGVIDEOX_SOURCE = ("huggingface.co/THUDM/CogVideoX-{t} model card, Inference Speed (Step = 50): single H100 ~{s} s, "
                    "single A100 ~{a} s a 720×480 6 s clip, measured with its memory optimisations on (≈ 10 % slower "
                    "than without, the card's note) (github.com/THUDM/CogVideo README model table, read 2026-12-05)")
COGVIDEOX_LICENCE = ("CogVideoX License: commercial use after registering with Zhipu AI, up to 1 million visits a "
                     "month; CogVideoX-2B and Wan2.1 are "
                     "Apache-2.0 (the CogVideoX-5b LICENSE, the CogVideo and Wan2.1 READMEs, read 2026-12-05)")
VIDEO_MODELS: dict[str, VideoModel] = {
    "wan-14b": VideoModel(
        "wan-14b", "Wan2.1-T2V-14B", 14e9, "Apache-2.0", "huggingface.co/Wan-AI/Wan2.1-T2V-14B", True,
        WAN_T2V_STEPS, 5.0,
        (ClipFigure("720p", "H200 SXM", 974.0, MEASURED_STEPS, 81.0, LIGHTX2V_SOURCE),
         ClipFigure("480p", "H200 SXM", LIGHTX2V_BASE_480P_S, MEASURED_STEPS, 71.0, LIGHTX2V_SOURCE)),
        WAN_T5_BYTES),
    # "about 4 minutes" on an RTX 4090 at 480P, its default 50 steps; 8.19 GB with the T5 encoder on the CPU
    "wan-1.3b": VideoModel(
        "wan-1.3b", "Wan2.1-T2V-1.3B", 1.3e9, "Apache-2.0", "huggingface.co/Wan-AI/Wan2.1-T2V-1.3B", True,
        WAN_T2V_STEPS, 5.0,
        (ClipFigure("480p", "RTX 4090", 240.0, WAN_T2V_STEPS, 8.19 + WAN_T5_BYTES / 1e9,
                    "github.com/Wan-Video/Wan2.1 README (RTX 4090, 480P, about 4 minutes, 8.19 GB with --t5_cpu)"),),
        WAN_T5_BYTES),
    # LICENSE.txt: "Territory" shall mean the worldwide territory, excluding the European Union, United Kingdom and
    # South Korea
    "hunyuan": VideoModel("hunyuan", "HunyuanVideo", 13e9, "Tencent Hunyuan Community License (not the EU, UK, "
                          "South Korea)", "github.com/Tencent/HunyuanVideo/blob/main/LICENSE.txt", True, None, 5.0,
                          excluded_places=("eu", "uk", "kr"), published_peak=(("720p", 60.0), ("480p", 45.0)),
                          peak_source=HUNYUAN_PEAK_SOURCE, low_size=(960, 544)),
    # the model card's "Inference Speed (Step = 50)" row at 720×480, 49 frames (6 s at 8 fps), diffusers with its
    # memory optimisations on (the card's own note), and its "diffusers BF16 : 5GB minimum" / "FP16: 4GB minimum"
    "cogvideox-5b": VideoModel("cogvideox-5b", "CogVideoX-5B", 5e9, COGVIDEOX_LICENCE,
                               "huggingface.co/THUDM/CogVideoX-5b", True, 50, 6.0,
                               (ClipFigure("480p", "H100 SXM", 90.0, 50, 5.0, COGVIDEOX_SOURCE.format(s=90, a=180, t="5B"),
                                           memory="diffusers BF16 from 5 GB with its memory optimisations, its model "
                                                  "card", also=(("A100 80GB SXM", 180.0),), full_gb=26.0,
                                           full_source="SAT BF16: 26 GB, its model card"),)),
    "cogvideox-2b": VideoModel("cogvideox-2b", "CogVideoX-2B", 2e9, "Apache-2.0", "huggingface.co/THUDM/CogVideoX-2b",
                               True, 50, 6.0,
                               (ClipFigure("480p", "H100 SXM", 45.0, 50, 4.0, COGVIDEOX_SOURCE.format(s=45, a=90, t="2B"),
                                           memory="diffusers FP16 from 4 GB with its memory optimisations, its model "
                                                  "card", also=(("A100 80GB SXM", 90.0),), full_gb=18.0,
                                           full_source="SAT FP16: 18 GB, its model card"),)),
}
# FramePack (lllyasviel; next-frame-section image-to-video on a 13 B HunyuanVideo fine-tune, FramePackI2V_HY): "on my
# RTX 4090 desktop it generates at a speed of 2.5 seconds/frame (unoptimized) or 1.5 seconds/frame (teacache)", 30 fps,
# "At least 6GB GPU memory" (github.com/lllyasviel/FramePack README, Requirements, read 2026-12-05). Its row: a 5 s
# clip = 150 frames × 2.5 s = 375 s unoptimized (teacache 1.5 s: 225 s, a lever), 25 steps and its 640-px bucket read
# as 480P (its demo's defaults, from memory, re-check). The weights derive from HunyuanVideo, so the Tencent Hunyuan
# Community License's territory (not the EU, UK, South Korea) is read as theirs (from memory, re-check)
FRAMEPACK_SOURCE = ("github.com/lllyasviel/FramePack README (RTX 4090: 2.5 s a frame unoptimized, 1.5 s with teacache; "
                    "30 fps; 6 GB minimum): a 5 s clip = 150 frames × 2.5 s")
VIDEO_MODELS["framepack"] = VideoModel(
    "framepack", "FramePack (HunyuanVideo 13 B fine-tune, image-to-video)", 13e9,
    "Tencent Hunyuan Community License via HunyuanVideo (not the EU, UK, South Korea; FramePack's code Apache-2.0)",
    "huggingface.co/lllyasviel/FramePackI2V_HY; github.com/Tencent/HunyuanVideo/blob/main/LICENSE.txt", True, 25, 5.0,
    (ClipFigure("480p", "RTX 4090", 150 * 2.5, 25, 6.0, FRAMEPACK_SOURCE, claim=True,
                memory="6 GB minimum, its README"),),
    excluded_places=("eu", "uk", "kr"))
WAN22_5B_CLAIM = ("huggingface.co/Wan-AI/Wan2.2-TI2V-5B model card: a 5 s 720P clip \"in under 9 minutes on a single "
                  "consumer-grade GPU\" (RTX 4090), 50 steps")
WAN22_5B_MEMORY = "24 GB with --offload_model True --convert_model_dtype --t5_cpu, its model card"
WAN22_A14B_CLAIM = ("Wan2.1 14 B's measured clip (" + LIGHTX2V_SOURCE + "): Wan2.2-T2V-A14B runs one 14 B expert a "
                    "step, 40 steps")
WAN22_A14B_MEMORY = "80 GB for one card, huggingface.co/Wan-AI/Wan2.2-T2V-A14B model card"
VIDEO_MODELS["wan22-5b"] = VideoModel(
    "wan22-5b", "Wan2.2-TI2V-5B", 5e9, "Apache-2.0", "huggingface.co/Wan-AI/Wan2.2-TI2V-5B", True, 50, 5.0,
    (ClipFigure("720p", "RTX 4090", 540.0, 50, 24.0, WAN22_5B_CLAIM, claim=True, memory=WAN22_5B_MEMORY),))
VIDEO_MODELS["wan22-a14b"] = VideoModel(
    "wan22-a14b", "Wan2.2-T2V-A14B", 27e9, "Apache-2.0", "huggingface.co/Wan-AI/Wan2.2-T2V-A14B", True, 40, 5.0,
    (ClipFigure("720p", "H200 SXM", 974.0, MEASURED_STEPS, 80.0, WAN22_A14B_CLAIM, claim=True,
                memory=WAN22_A14B_MEMORY),
     ClipFigure("480p", "H200 SXM", LIGHTX2V_BASE_480P_S, MEASURED_STEPS, 80.0, WAN22_A14B_CLAIM, claim=True,
                memory=WAN22_A14B_MEMORY)))
DEFAULT_VIDEO = "wan-14b"  # no model named: the open text-to-video model with a measured per-clip time
DEFAULT_RESOLUTION = "720p"  # Wan2.1 generate.py's default size for t2v-14B is 1280*720


def excluded_territory(m: VideoModel, places: tuple[str, ...]) -> str | None:
    """The licence's excluded territory the user is in: `places` are the user's regions.csv tags with the wider places
    that hold them (Berlin: de, eu, eea, europe). By hand: HunyuanVideo for a Berlin team → "eu"; for Seoul (kr) →
    "kr"; for Zurich (ch, europe) → None (Switzerland is outside the EU); Wan2.1 (no exclusion) → None."""
    return next((t for t in m.excluded_places if t in places), None)


def figure_for(m: VideoModel, resolution: str) -> ClipFigure | None:
    return next((f for f in m.figures if f.resolution == resolution), None)


def seconds_per_clip(m: VideoModel, f: ClipFigure, card_tflops: float | None, measured_tflops: float | None) -> float:
    """One clip's seconds on a card: the measured seconds × default steps ÷ measured steps, ÷ the card's dense TFLOPS
    share of the measured card's, never faster than the measured card (a faster card's speed-up is not measured).
    Wan2.1-T2V-14B 720P on an H20: 974 × 50/40 = 1,217.5 s on the H200; × 989.5/148 = 8,140 s."""
    base = f.seconds * (m.steps or f.steps) / f.steps
    if card_tflops is None or measured_tflops is None or card_tflops <= 0:
        return base
    return base / min(1.0, card_tflops / measured_tflops)


def provisional_figure(m: VideoModel, resolution: str) -> ClipFigure | None:
    """A named model with no figure of its own, sized from Wan2.1-T2V-14B's measured clip at `resolution` scaled by
    the DiTs' parameters (per-step compute ∝ parameters at the same frames and resolution), at the model's steps or
    Wan's 50: a planning assumption, said as one. By hand: HunyuanVideo 13 B at 720P: 974 × 50/40 × 13/14 = 1,130.9 s
    on the H200; CogVideoX-5B: 974 × 50/40 × 5/14 = 434.8 s. Memory is the model's own published peak where it has
    one (HunyuanVideo: 60 GB at 720P, so a 48 GB card is not priced), else its 16-bit weights as a floor."""
    base = VIDEO_MODELS[DEFAULT_VIDEO]
    f = figure_for(base, resolution) or figure_for(base, DEFAULT_RESOLUTION)
    if f is None or not m.params:
        return None
    steps = m.steps or WAN_T2V_STEPS
    published = dict(m.published_peak).get(resolution)
    if published is not None:  # the model's own peak at this size: the card's floor
        peak, memory = published, f"{m.peak_source}"
    else:  # 16-bit weights: the least a card holds, activations extra
        peak = m.params * 2 / 1e9 + m.text_encoder_bytes / 1e9
        memory = f"the 16-bit weights of {m.params / 1e9:g} B parameters alone; activations extra"
    return replace(f, seconds=f.seconds * steps / f.steps * m.params / base.params, steps=steps, peak_gb=peak,
                   source=f"{base.name} ({f.source}) × {m.params / 1e9:g} B / {base.params / 1e9:g} B parameters",
                   claim=True, memory=memory)


def smaller_published_size(m: VideoModel, f: ClipFigure) -> ClipFigure | None:
    """A model sized provisionally whose README publishes its peak memory at a smaller size than the one sized
    (`published_peak`): that size's provisional figure (provisional_figure), the cheaper plan a "cheapest?" answer
    offers; None otherwise (a model with measured figures has its own 480P lever, tools.generated_media.figure_for).
    By hand, HunyuanVideo: 720P peaks at 60 GB, its smallest size 544×960 (held as the 480P row) at 45 GB, so
    48 GB cards hold it; its time is Wan2.1-T2V-14B's 480P clip 366 s × 50/40 × 13/14 = 424.8 s on the H200, × its
    pixels over Wan's (960 × 544) ÷ (832 × 480) = 1.31 → 555.5 s (a planning assumption and a floor, said as one)."""
    if m.figures or not f.claim:
        return None
    peaks = dict(m.published_peak)
    if f.resolution not in peaks:
        return None
    low = next((res for res, gb in m.published_peak if res != f.resolution and gb < peaks[f.resolution]), None)
    got = provisional_figure(m, low) if low is not None else None
    if got is None or m.low_size is None:
        return got
    # more pixels than Wan's 832 × 480: the DiT's work grows at least with its tokens, so × the pixel ratio (a floor)
    return replace(got, seconds=got.seconds * m.low_size[0] * m.low_size[1] / WAN_480P_PIXELS)


def need_gb(m: VideoModel, f: ClipFigure) -> float | None:
    """What a card holds with the text encoder in host RAM: the measured peak less the encoder (81 − 11.4 = 69.6)."""
    return None if f.peak_gb is None else f.peak_gb - m.text_encoder_bytes / 1e9


@dataclass(frozen=True)
class ClipLoad:
    clips: float  # per period
    period_hours: float  # the period the clips arrive in (a day: 24)


def length_ratio(m: VideoModel, asked_seconds: float) -> float:
    """A clip length asked ÷ the model's measured clip length (30 s ÷ Wan2.1's 5 s = 6): the frames' ratio. A DiT's
    linear layers and its VAE grow with the frames and its attention faster, so the GPU time grows at least this much
    (Wan2.1 technical report, arXiv:2503.20314: full spatio-temporal attention over the video's tokens)."""
    return asked_seconds / m.clip_seconds


def gpu_hours(load: ClipLoad, seconds: float) -> float:
    """The card-hours a period's clips take: clips × seconds per clip ÷ 3,600 (200 × 1,217.5 s = 67.6 h)."""
    return load.clips * seconds / 3600


def cards_needed(load: ClipLoad, seconds: float) -> int:
    """Cards running the whole period to finish its clips inside it: ⌈GPU-hours ÷ period hours⌉ (67.6/24 → 3)."""
    return max(1, math.ceil(gpu_hours(load, seconds) / load.period_hours - 1e-9))


def over_machine_bound(load: ClipLoad, seconds: float) -> bool:
    """Do the clips need more one-card machines than tools.offers.MAX_NODES (64), the bound the LLM and the
    Whisper/SDXL plans keep (10^8 clips a day were "1409144 × H100 SXM running 24 h")? By hand:
    10^8 clips × 1,218 s ÷ 3,600 ÷ 24 h ≈ 1.4 million cards: over it; 200 clips × 1,218 s ÷ 3,600 ÷ 24 ≈ 2.8 → 3: not."""
    from tools.offers import MAX_NODES

    return cards_needed(load, seconds) > MAX_NODES


WAN = re.compile(r"(?i)(?<![a-z0-9])wan[\s-]?(2\.[12]|21|22)"
                 r"((?:[\s_-]*(?:t2v|i2v|ti2v|s2v))?(?:[\s_-]*(?:a?14\s*b|5\s*b|1\.3\s*b))?)")


def video_model(text: str) -> VideoModel | None:
    """The video model a message names (Wan2.1 in either size, Wan2.2 TI2V-5B or A14B — its flagship, unless 5B is
    said —, HunyuanVideo, CogVideoX-5B/-2B); None otherwise. A named model is never swapped for another one."""
    t = text or ""
    w = WAN.search(t)
    if w:
        variant = w.group(2).lower()
        if w.group(1) in ("2.2", "22"):
            if "5" in variant and "a14" not in variant:
                return VIDEO_MODELS["wan22-5b"]
            a14b = VIDEO_MODELS["wan22-a14b"]
            if "s2v" in variant:  # audio-driven (speech-to-video), a 14 B DiT timed as the A14B's one expert a step
                return replace(a14b, name="Wan2.2-S2V-14B", licence_source="huggingface.co/Wan-AI/Wan2.2-S2V-14B")
            return replace(a14b, name="Wan2.2-I2V-A14B", licence_source="huggingface.co/Wan-AI/Wan2.2-I2V-A14B") \
                if "i2v" in variant else a14b
        return VIDEO_MODELS["wan-1.3b" if "1.3" in variant else "wan-14b"]
    if re.search(r"(?i)frame[\s_-]?pack", t):  # a HunyuanVideo fine-tune: before HunyuanVideo's own name
        return VIDEO_MODELS["framepack"]
    if re.search(r"(?i)hunyuan[\s_-]?video", t):
        return VIDEO_MODELS["hunyuan"]
    c = re.search(r"(?i)cog[\s_-]?video[\s_-]?x?(?:[\s_-]*([25])\s*b)?", t)
    if c:
        return VIDEO_MODELS["cogvideox-2b" if c.group(1) == "2" else "cogvideox-5b"]
    return None


# ---- text-to-speech -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TTSModel:
    name: str
    params: float | None
    licence: str
    licence_source: str
    commercial: bool
    rtf: float | None = None  # published real-time factor (compute seconds per audio second)
    rtf_gpu: str | None = None  # the card it was measured on (catalog name)
    rtf_setup: str = ""
    note: str = ""  # e.g. the company behind the licence has closed
    rtf_fast: float | None = None  # a measured faster runtime on the same card (F5-TTS TensorRT-LLM), a lever
    fast_setup: str = ""
    setup: str = "16 NFE, PyTorch"  # how the RTF was run, said beside it
    claim: bool = False  # the RTF is its makers' claim (a planning figure), not a benchmark run
    token_rate: float | None = None  # a speech LLM's audio tokens per second of speech (decode it must sustain)
    backbone: str = ""  # the LLM it is a fine-tune of (a registry name)
    rate_source: str = ""
    vram_gb: float | None = None  # the memory its source says it needs (Dia-1.6B: ~10 GB); None: ≤ 1 B, any 8 GB card
    english_only: bool = False  # its source says it speaks English only (Dia-1.6B's README)
    rtf_batched: float | None = None  # its RTF with several requests in flight on rtf_gpu: a card's throughput
    batched_source: str = ""  # where rtf_batched is published
    rtf_flight: tuple[tuple[int, float], ...] = ()  # (requests in flight, RTF) rows measured on rtf_gpu, fewest first
    first_chunk_s: float | None = None  # the audio seconds its streaming mode makes before the first packet is sent
    chunk_source: str = ""  # where first_chunk_s comes from
    # an autoregressive token stage (an LLM or GPT decoding speech tokens before the vocoder): memory bandwidth bounds
    # that stage, so its RTF is carried to another card by bandwidth too (rtf_factor); False for a non-autoregressive
    # model (F5-TTS's flow matching, Kokoro's StyleTTS2, MeloTTS's VITS): compute alone
    token_stage: bool = False


# its README: "With fish-tech acceleration, the real-time factor is approximately 1:5 on an Nvidia RTX 4060 laptop and
# 1:15 on an Nvidia RTX 4090" — a vendor's claim, the planning figure until one is timed
FISH_RTF_SOURCE = "github.com/fishaudio/fish-speech README (RTF ≈ 1:15 on an RTX 4090, fish-tech acceleration)"
GPT_SOVITS_RTF_SOURCE = ("github.com/RVC-Boss/GPT-SoVITS README, Infer Speed (RTX 4090: RTF 0.014 at batch size 24; "
                         "RTX 5090: 0.05 at batch 1)")
F5_RTF_SOURCE = "github.com/SWivid/F5-TTS README, Runtime benchmark (one L20, 16 NFE, offline PyTorch: RTF 0.1467)"
KOKORO_RTF_SOURCE = ("github.com/remsky/Kokoro-FastAPI README (third-party serving wrapper: \"100x+ real time speed via "
                     "HF A100\", one request at a time: RTF 0.01)")
COSYVOICE2_RTF_SOURCE = ("github.com/FunAudioLLM/CosyVoice runtime/triton_trtllm/README.md, Benchmark Results (one L20, "
                         "Triton + TensorRT-LLM, concurrency 1: RTF 0.0891)")
# the same table's row with 4 requests in flight (Decoupled=True, concurrency 4): RTF 0.0604, the wall time over the
# audio of all requests, so one L20 speaks 1 / 0.0604 = 16.6 s of audio a second at once — the throughput live calls
# share (a card at ≤ 80 % busy: 13.2 speaking streams, the "≈ 15 streams of a 0.5 B TTS on one L20" an expert expects)
COSYVOICE2_BATCHED_SOURCE = ("github.com/FunAudioLLM/CosyVoice runtime/triton_trtllm/README.md, Benchmark Results (one "
                             "L20, Triton + TensorRT-LLM, 4 requests in flight: RTF 0.0604, the card's throughput)")
# its streaming mode sends audio a chunk at a time: CosyVoice2Model.token_hop_len = 25 speech tokens ("must matching
# training static_chunk_size"), at its 25 speech tokens a second → the first packet holds 25 / 25 = 1.0 s of speech
COSYVOICE2_CHUNK_SOURCE = ("github.com/FunAudioLLM/CosyVoice cosyvoice/cli/model.py, CosyVoice2Model.token_hop_len = "
                           "25 speech tokens at 25 tokens/s: a 1 s first chunk")
# Orpheus-3B (canopylabs/orpheus-3b-0.1-ft): its card's metadata says `license: apache-2.0` but `base_model:
# meta-llama/Llama-3.2-3B-Instruct`, so the weights are a Llama 3.2 derivative and the Llama 3.2 Community License's
# terms ride with them ("Built with Llama", the 700 M monthly-user clause, the acceptable-use policy). It writes SNAC
# 24 kHz codec tokens (hubertsiuzdak/snac_24khz: three codebooks at hops 2,048 / 1,024 / 512 samples), 1 + 2 + 4 = 7
# tokens a 2,048-sample frame (its decoder, github.com/canopyai/Orpheus-TTS, reads 7 tokens a frame):
# 24,000 / 2,048 × 7 = 82.0 tokens per second of speech — the decode rate one real-time stream needs.
# Dia-1.6B's README, "Hardware and Inference Speed" (RTX 4090, bfloat16): "realtime factor w/ compile x2.1", w/o
# compile x1.5, ~10 GB VRAM — 2.1× real time is an RTF of 1 ÷ 2.1 = 0.476 compute seconds per audio second, one
# request at a time (batching not credited). English only; Apache-2.0 (its README's License section).
DIA_RTF_SOURCE = ("github.com/nari-labs/dia README, Hardware and Inference Speed (RTX 4090, bfloat16, torch.compile: "
                  "realtime factor ×2.1 → RTF 0.476; ~10 GB VRAM)")
# Zonos-v0.1: "runs with a real-time factor of ~2x on an RTX 4090 (i.e. generates 2 seconds of audio per 1 second of
# compute time)" and "GPU: 6GB+ VRAM" (github.com/Zyphra/Zonos README, Features and System requirements, read
# 2026-12-05): RTF 0.5, its makers' claim; 1.6 B parameters and Apache-2.0 from its model card (from memory, re-check)
ZONOS_RTF_SOURCE = "github.com/Zyphra/Zonos README (real-time factor ~2x on an RTX 4090 → RTF 0.5; 6 GB+ VRAM)"
ORPHEUS_TOKEN_RATE = 24_000 / 2_048 * 7
ORPHEUS_RATE_SOURCE = ("SNAC 24 kHz, 7 tokens a 2,048-sample frame (github.com/canopyai/Orpheus-TTS decoder; "
                       "hubertsiuzdak/snac_24khz)")
ORPHEUS_LICENCE = ("Llama 3.2 Community License terms (a Llama-3.2-3B-Instruct fine-tune; the repo's own tag says "
                   "Apache-2.0): 'Built with Llama', a licence from Meta above 700 M monthly users, Meta's "
                   "acceptable-use policy")
CSM_CODE_RATE = 12.5 * 32
CSM_RATE_SOURCE = ("Mimi 12.5 frames/s × 32 codebooks: 1 backbone step + 31 decoder steps an 80 ms frame "
                   "(huggingface.co/sesame/csm-1b; github.com/SesameAILabs/csm)")
TTS_MODELS: dict[str, TTSModel] = {
    "f5": TTSModel("F5-TTS", 336e6, "CC BY-NC 4.0", "huggingface.co/SWivid/F5-TTS", False,
                   0.1467, "L20", F5_RTF_SOURCE, rtf_fast=0.0402, fast_setup="TensorRT-LLM"),
    "xtts": TTSModel("XTTS-v2", None, "Coqui Public Model License (non-commercial)",
                     "huggingface.co/coqui/XTTS-v2/blob/main/LICENSE.txt", False, note="coqui_closed"),
    # CosyVoice2-0.5B's own speed: its repository's Triton + TensorRT-LLM runtime on one L20, 26 seed-tts prompts
    # (≈ 221 s of audio), one request at a time: RTF 0.0891 (a request's own speed: the first audio's wait); 0.0604
    # with 4 in flight (rtf_batched: the card's throughput, what live calls sharing a card are sized on)
    "cosyvoice2": TTSModel("CosyVoice2-0.5B", 0.5e9, "Apache-2.0", "github.com/FunAudioLLM/CosyVoice", True, 0.0891,
                           "L20", COSYVOICE2_RTF_SOURCE, setup="one request at a time, Triton + TensorRT-LLM, its "
                           "repository's runtime (stock PyTorch is slower: measure yours)", rtf_batched=0.0604,
                           batched_source=COSYVOICE2_BATCHED_SOURCE,
                           rtf_flight=((1, 0.0891), (2, 0.0693), (4, 0.0604)), first_chunk_s=25 / 25,
                           chunk_source=COSYVOICE2_CHUNK_SOURCE, token_stage=True),
    # Kokoro-82M's own speed, not F5-TTS's (sized on F5-TTS's RTF it took ~10× the cards):
    # "100x+ real time speed via HF A100" — RTF 0.01 — in the Kokoro-FastAPI README (third-party serving wrapper,
    # one request at a time, PyTorch on CUDA); its slower card, "35-50x+ via 4060Ti", is not in the GPU catalog
    "kokoro": TTSModel("Kokoro-82M", 82e6, "Apache-2.0", "huggingface.co/hexgrad/Kokoro-82M", True, 0.01,
                       "A100 80GB PCIe", KOKORO_RTF_SOURCE, setup="one request at a time, PyTorch, a third-party "
                       "wrapper's figure (Kokoro-FastAPI)"),
    "dia": TTSModel("Dia-1.6B", 1.6e9, "Apache-2.0", "github.com/nari-labs/dia", True, 1 / 2.1, "RTX 4090",
                    DIA_RTF_SOURCE, setup="bfloat16, torch.compile, one request at a time, its README (English only)",
                    vram_gb=10.0, english_only=True, token_stage=True),
    "zonos": TTSModel("Zonos-v0.1", 1.6e9, "Apache-2.0", "github.com/Zyphra/Zonos", True, 0.5, "RTX 4090",
                      ZONOS_RTF_SOURCE, setup="its makers' figure, one request at a time", claim=True, vram_gb=6.0,
                      token_stage=True),
    "melo": TTSModel("MeloTTS", None, "MIT", "github.com/myshell-ai/MeloTTS", True),
    "fish": TTSModel("Fish-Speech 1.5", None, "CC BY-NC-SA 4.0", "huggingface.co/fishaudio/fish-speech-1.5", False,
                     1 / 15, "RTX 4090", FISH_RTF_SOURCE, setup="fish-tech acceleration, its README",
                     claim=True, token_stage=True),
    "openaudio": TTSModel("OpenAudio S1-mini", 0.5e9, "CC BY-NC-SA 4.0", "huggingface.co/fishaudio/openaudio-s1-mini",
                          False),
    "chattts": TTSModel("ChatTTS", None, "CC BY-NC 4.0", "github.com/2noise/ChatTTS", False),
    # GPT-SoVITS's own speed (not F5-TTS's, which once sized it on foreign A4000s at ≈ ¥44k a month): its README "Infer
    # Speed" table, RTX 4090 RTF 0.014 at batch size 24 (Flash Attn Varlen + CUDAGraph); one request at a time its
    # table has an RTX 5090 at RTF 0.05 and an RTX 4060 Ti at 0.07 (0.028 at batch 28): a batch job (audiobooks) runs
    # batched, so the batch-24 figure sizes it
    "gpt-sovits": TTSModel("GPT-SoVITS", None, "MIT", "github.com/RVC-Boss/GPT-SoVITS", True, 0.014, "RTX 4090",
                           GPT_SOVITS_RTF_SOURCE, setup="batch size 24, Flash Attn Varlen + CUDAGraph, its README",
                           token_stage=True),
    # Orpheus-3B: a speech LLM, Llama-3.2-3B-Instruct fine-tuned to write SNAC audio tokens; no RTF of its own, and
    # another model's RTF never sizes it: its live load is a decode rate (ORPHEUS_TOKEN_RATE per stream)
    "orpheus": TTSModel("Orpheus-3B", 3.3e9, ORPHEUS_LICENCE, "huggingface.co/canopylabs/orpheus-3b-0.1-ft", True,
                        token_rate=ORPHEUS_TOKEN_RATE, backbone="Llama-3.2-3B", rate_source=ORPHEUS_RATE_SOURCE),
    # CSM-1B (huggingface.co/sesame/csm-1b, Apache-2.0): a Llama-3.2-1B backbone and a ≈ 100M audio decoder writing
    # Mimi codes, 12.5 frames a second × 32 codebooks: per 80 ms frame one backbone step and 31 sequential decoder
    # steps, so 12.5 × 32 = 400 codes per second of speech a real-time stream must sustain; its card: English only
    "csm": TTSModel("CSM-1B", 1.1e9, "Apache-2.0", "huggingface.co/sesame/csm-1b", True, token_rate=CSM_CODE_RATE,
                    backbone="Llama-3.2-1B", rate_source=CSM_RATE_SOURCE, english_only=True),
}
COMMERCIAL_TTS_ALTERNATIVE = "cosyvoice2"  # Apache-2.0, zero-shot cloning, Chinese and English
TTS_PATTERNS = (
    ("f5", r"(?i)(?<![a-z0-9])f5[\s_-]?tts"),
    ("xtts", r"(?i)(?<![a-z0-9])xtts(?:[\s_-]?v?2)?"),
    ("cosyvoice2", r"(?i)cosy[\s_-]?voice"),
    ("kokoro", r"(?i)kokoro"),
    ("dia", r"(?i)(?<![a-z0-9])dia[\s_-]?1\.6\s?b(?![a-z0-9])|nari[\s_-]?labs"),
    ("zonos", r"(?i)(?<![a-z0-9])zonos"),
    ("melo", r"(?i)melo[\s_-]?tts"),
    ("fish", r"(?i)fish[\s_-]?(?:speech|audio|tts)"),
    ("openaudio", r"(?i)open[\s_-]?audio(?:[\s_-]?s1)?"),
    ("chattts", r"(?i)chat[\s_-]?tts"),
    ("gpt-sovits", r"(?i)gpt[\s_-]?so[\s_-]?vits"),
    ("orpheus", r"(?i)(?<![a-z0-9])orpheus(?:[\s_-]?(?:tts|3\s*b))?(?![a-z0-9])"),
    ("csm", r"(?i)(?<![a-z0-9])csm[\s_-]?1\s?b(?![a-z0-9])|sesame[\s_/-]*csm"),
)


def tts_model(text: str) -> TTSModel | None:
    """The TTS model a message names (the last one named: "那改用 XTTS-v2 呢" after F5-TTS); None otherwise."""
    found = [(m.start(), key) for key, pat in TTS_PATTERNS for m in re.finditer(pat, text or "")]
    return TTS_MODELS[max(found)[1]] if found else None


def llm_tts_decode_rate(streams: float, token_rate: float) -> float:
    """Audio tokens a second a speech LLM must decode for `streams` real-time streams: streams × its token rate
    (300 × 82.0 = 24,609 tokens/s with Orpheus-3B's ORPHEUS_TOKEN_RATE), each stream at ≥ its token rate."""
    return streams * token_rate


# A per-voice fine-tune (GPT-SoVITS's few-shot mode: "Fine-tune the model with just 1 minute of training data", its
# README) is one short job per voice, not a training cluster: "在一块消费级显卡上只需二十多分钟" — twenty-odd minutes
# on one consumer card (mynw.cn/news/448876.html, a blog's figure, not the project's: re-check on a pilot). Planned
# at VOICE_FINETUNE_MINUTES, the top of "twenty-odd", each voice on one card at a time. By hand: 200 voices × 30 min
# = 100 GPU-hours once; at ¥5.33 an RTX 4090-hour ≈ ¥533.
VOICE_FINETUNE_MINUTES = {"GPT-SoVITS": 30.0}
VOICE_FINETUNE_SOURCE = {"GPT-SoVITS": "mynw.cn/news/448876.html (\"twenty-odd minutes\" on one consumer card, a "
                                       "blog's figure); few-shot fine-tune on 1 min of speech: github.com/RVC-Boss/"
                                       "GPT-SoVITS README"}


def voice_finetune_hours(voices: int, minutes_each: float) -> float:
    """GPU-hours for `voices` per-voice fine-tunes of `minutes_each` on one card each (200 × 30 min → 100 h)."""
    return voices * minutes_each / 60.0


def mostly_idle(one_card_hours: float, window_hours: float | None) -> bool:
    """Would one card rented for the whole period sit idle most of it (its work under half the period)? 42 GPU-hours
    a day → no (two cards busy all day); 7 GPU-hours a day → yes; no period → yes (a one-off job, rent by the hour)."""
    return window_hours is None or one_card_hours < window_hours / 2


def tts_gpu_hours(audio_hours: float, rtf: float) -> float:
    """Compute hours for a batch of speech: audio hours × RTF (200 min = 3.33 h × 0.1467 = 0.49 h)."""
    return audio_hours * rtf


# ---- the cards a clip load is priced on ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ClipOption:
    """One card type for a clip load: its seconds a clip (`scaled` from the measured card or not), whether it holds
    the model, its cheapest on-demand row's price per GPU-hour (None: no priced row) and that row."""

    gpu: str
    seconds: float
    scaled: bool
    holds: bool
    memory_gb: float
    gpu_hour: float | None = None
    provider: str = ""
    instance: str = ""
    offload: bool = False  # holds the model only with CPU offload and VAE tiling (card_option)
    region: str = ""


def reference_for(f: ClipFigure, g: GPUSpec, gpus: dict[str, GPUSpec] | None) -> ClipFigure:
    """The measurement a card is scaled from: `f` itself, or one of `f.also` (the same source's time on another card).
    The rule: the card itself if measured; else a measured card of the same architecture (an A800 or an A10 from the
    A100, an H800 from the H100); else the measured card nearest in dense BF16 TFLOPS. Why: scaling by dense BF16
    TFLOPS is right only when the work is compute-bound (the roofline model, Williams, Waterman & Patterson, CACM
    2009: time = FLOPs ÷ attained FLOP/s while the arithmetic intensity is above the card's ridge point). A video
    DiT is: CogVideoX-5B at 720×480, 49 frames is 13 latent frames × 30 × 45 patches ≈ 17,550 tokens a step, so
    each linear layer does ≈ 17,550 FLOPs per weight byte, far above an A10's 125 TFLOPS ÷ 600 GB/s ≈ 208. But the
    FLOP/s a stack attains differs between generations: the CogVideoX card measures ~180 s on an A100 and ~90 s on
    an H100, 2.0× where the peaks differ 989.5 / 312 = 3.2×. So an Ampere card scaled from the H100 was 1.6× too
    slow (an A100 at 285 s, not the measured 180 s); from its own generation's measurement it is not."""
    if not f.also or gpus is None or g.name == f.gpu:
        return f
    cards = [(f.gpu, f.seconds)] + list(f.also)
    same = next(((n, sec) for n, sec in cards if n == g.name), None)
    if same is None:
        arch = [(n, sec) for n, sec in cards if gpus.get(n) is not None and gpus[n].architecture == g.architecture]
        mine = tflops_of(g)
        if arch:
            same = arch[0]
        elif mine:
            held = [(n, sec) for n, sec in cards if tflops_of(gpus.get(n))]
            same = min(held, key=lambda c: abs(math.log((tflops_of(gpus.get(c[0])) or 1.0) / mine)), default=None)
    return f if same is None or same[0] == f.gpu else replace(f, gpu=same[0], seconds=same[1])


def card_option(m: VideoModel, f: ClipFigure, g: GPUSpec, measured: GPUSpec | None,
                gpus: dict[str, GPUSpec] | None = None) -> ClipOption | None:
    """The clip time and fit of one card (None: the TFLOPS rule cannot reach it — no dense figure, not NVIDIA, or
    no BF16: the measurements are BF16 CUDA runs). With `gpus`, a figure measured on several cards is scaled from
    the one reference_for picks (CogVideoX-5B on an A10: 180 s on the A100 × 312/125 = 449 s, not 90 s on the H100 ×
    989.5/125 = 712 s). `offload`: the card holds the model only with CPU offload and VAE tiling (below the figure's
    full-on-card memory: CogVideoX-5B's 26 GB on a 24 GB card)."""
    if g.vendor != "NVIDIA" or not g.bf16_support:
        return None
    ref_fig = reference_for(f, g, gpus)
    if ref_fig is not f and gpus is not None:
        measured = gpus.get(ref_fig.gpu)
    try:
        mine = peak_tflops(g, "bf16")
        ref = peak_tflops(measured, "bf16") if measured is not None else None
    except SpeedUnknown:
        return None
    need = need_gb(m, f)
    cap = (g.usable_bytes or 0) / 1e9  # bytes the card can use, in GB (the fit); said as the card's nominal size
    measured_names = {f.gpu} | {n for n, _ in f.also}
    return ClipOption(g.name, seconds_per_clip(m, ref_fig, mine, ref), g.name not in measured_names,
                      need is None or need <= cap, g.memory_gb or cap,
                      offload=f.full_gb is not None and f.full_gb > (g.memory_gb or cap))


def option_on(m: VideoModel, f: ClipFigure, gpu: str, gpus: dict[str, GPUSpec]) -> ClipOption | None:
    """The clip time of `f` on the card named `gpu`, scaled from `f`'s measured card by card_option (the rule the main
    figure uses), so a lever said on the chosen card is that card's time, never the measured card's. By hand: 480P
    366 s × 50/40 = 457.5 s = 7.6 min on the H200; on an A100 (312 of 989.5 TFLOPS) 457.5 × 989.5/312 = 1,451 s =
    24.2 min."""
    g = gpus.get(gpu)
    return None if g is None else card_option(m, f, g, gpus.get(f.gpu), gpus)


def priced_options(m: VideoModel, f: ClipFigure, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str,
                   usd_cny: float, fx: dict[str, float], keep: Callable[[InstanceRow], bool] | None = None,
                   billing: str = "on_demand") -> dict[str, ClipOption]:
    """Every reachable card type with its cheapest price per GPU-hour (`billing`: on demand, or spot) among `rows`
    (kept by `keep`: a stated region or provider), in `currency`; cards with no priced row are kept with gpu_hour
    None. One-card machines are preferred where a card type has any (a clip load scales by whole cards: 3 one-card
    machines, not 3 cards of an 8-card box priced per card)."""
    measured = gpus.get(f.gpu)
    out: dict[str, ClipOption] = {}
    for name, g in gpus.items():
        o = card_option(m, f, g, measured, gpus)
        if o is not None:
            out[name] = o
    single = {r.gpu for r in rows if (r.gpu_count or 1) == 1 and price_of(r, billing) and (keep is None or keep(r))}
    for row in rows:
        o = out.get(row.gpu)
        price = price_of(row, billing)
        if o is None or not price or (keep is not None and not keep(row)) or (
                row.gpu in single and (row.gpu_count or 1) != 1):
            continue
        per = convert_amount(price / (row.gpu_count or 1), row.currency, currency, usd_cny, fx)
        if per and (o.gpu_hour is None or per < o.gpu_hour):
            out[row.gpu] = replace(o, gpu_hour=per, provider=row.provider, instance=row.instance_type,
                                   region=row.region or "")
    return out


def local_reference(m: VideoModel, f: ClipFigure, pick: ClipOption, gpus: dict[str, GPUSpec],
                    rows: list[InstanceRow], currency: str, usd_cny: float, fx: dict[str, float],
                    sold: Callable[[GPUSpec | None], bool]) -> ClipOption | None:
    """Where the user's market has local GPU-rental platforms the catalog holds no price from (mainland China:
    AutoDL, 恒源云, 矩池云 — tools.local_markets), the card that makes a clip cheapest among every priced,
    rankable row of a card `sold` there, wherever that row is: a labelled reference for the quote to ask for,
    never their price. None when it is not cheaper per clip than the plan (`pick`). By hand, CogVideoX-5B for a
    mainland shop: a 48-80 GB card of the A100's speed or better (180 s a clip: A800, A100, RTX 6000 Ada) at its
    cheapest listed hour (≈ ¥5.5-8) makes a clip for ≈ ¥0.28-0.40, less than Alibaba's A10 (449 s at ¥9.53 → ¥1.19),
    and 1,000 clips a day are 50 GPU-hours a day on it. Only cards that hold the model with no CPU offload are
    references (ClipOption.offload): a 16 GB card's offloaded speed is not measured."""
    opts = priced_options(m, f, gpus, rows, currency, usd_cny, fx, lambda r: not r.quarantined)  # all cards: the
    # measured one (an H200, sold nowhere in mainland China) still scales the others
    best = cheapest({n: o for n, o in opts.items() if sold(gpus.get(n)) and not o.offload})  # held whole, no offload
    if best is None or (cost_per_clip(best) or 0.0) >= (cost_per_clip(pick) or 0.0):
        return None
    return best


def cost_per_clip(o: ClipOption) -> float | None:
    """The GPU time of one clip at the card's price: seconds ÷ 3,600 × price per GPU-hour."""
    return None if o.gpu_hour is None else o.seconds / 3600 * o.gpu_hour


def cheapest(options: dict[str, ClipOption]) -> ClipOption | None:
    """The card that makes a clip for the least money among those that hold the model and have a price."""
    held = [o for o in options.values() if o.holds and o.gpu_hour is not None]
    return min(held, key=lambda o: (cost_per_clip(o) or 0.0, o.seconds)) if held else None


def month_cost(load: ClipLoad, o: ClipOption) -> float | None:
    """A month of the load on demand, paying the GPU-hours used: GPU-hours a period × periods a month × price
    (a day: 30.4 periods, tools.constants.HOURS_PER_MONTH / 24)."""
    if o.gpu_hour is None:
        return None
    return gpu_hours(load, o.seconds) * (HOURS_PER_MONTH / load.period_hours) * o.gpu_hour


def month_gpu_hours(load: ClipLoad, seconds: float) -> float:
    """The GPU-hours a month of the load: GPU-hours a period × periods a month (a day: 30.4), what a quoted price per
    GPU-hour multiplies (1,000 CogVideoX-5B clips a day at 180 s: 50 × 30.4 = 1,520.8 GPU-hours a month)."""
    return gpu_hours(load, seconds) * (HOURS_PER_MONTH / load.period_hours)


def break_even(slow: ClipOption, fast: ClipOption) -> float | None:
    """The price per GPU-hour a slower card must stay under to make a clip as cheaply as the faster one:
    fast price × fast seconds ÷ slow seconds (an H20 at 6.7× the time must cost < 1/6.7 of the H800's hour). The same
    rule bounds an unpriced quote for a faster card against a priced slower pick (advisor.core.generated_media's local
    reference): an RTX 6000 Ada at 180 s a CogVideoX-5B clip beats the A10's ¥9.53 × 449 s below ¥23.79 an hour."""
    if fast.gpu_hour is None or slow.seconds <= 0:
        return None
    return fast.gpu_hour * fast.seconds / slow.seconds


# Texts to read aloud counted with no length ("read 2,000 product descriptions aloud every day"): a provisional minute
# each — 150 words at the 150 words a minute of conversational English (tools.speech_llm.EN_WORDS_PER_MINUTE), about
# 310 Chinese characters at 5.18 a second — said as an assumption with the question for the real length, never a bare
# question (a provisional answer is expected where a detail is missing).
TTS_ASSUMED_ITEM_MINUTES = 1.0


def items_audio_hours(count: float, minutes_each: float) -> float:
    """Hours of speech in `count` pieces of `minutes_each` minutes: 20 videos × 10 min = 200 min = 3.33 h."""
    return count * minutes_each / 60


def times_slower(slow: ClipOption, fast: ClipOption) -> float:
    """How many times the fast card's clip time the slow card takes (an H20 against an H800: 8,140 / 1,217.5 = 6.7)."""
    return slow.seconds / fast.seconds if fast.seconds else 0.0


def tflops_of(g: GPUSpec | None) -> float | None:
    """The card's dense BF16 tensor TFLOPS (tools.speed.peak_tflops), None when the catalog has no figure."""
    if g is None:
        return None
    try:
        return peak_tflops(g, "bf16")
    except SpeedUnknown:
        return None


TUNED_SPEEDUP = LIGHTX2V_BASE_480P_S / LIGHTX2V_FAST_480P_S  # 366 / 107 = 3.4× (LightX2V_4 against the official code)


def batch_cost(load: ClipLoad, o: ClipOption) -> float | None:
    """A period's clips at the card's price: clips × the cost of one clip (200 × 1,217.5 s ÷ 3,600 × price)."""
    per = cost_per_clip(o)
    return None if per is None else per * load.clips


def kept_cost(load: ClipLoad, o: ClipOption) -> float | None:
    """The period's bill with every card of the plan rented for the whole period (cards_needed × period hours × price),
    beside batch_cost's busy GPU-hours (per-second billing, each card released when its clips are done): the head
    says "N cards running 24 h", so what keeping them costs is said too. By hand: 500 HunyuanVideo clips a day at
    ≈ 18.8 min on the H100 SXM = 157 GPU-hours → 7 cards; 7 × 24 h = 168 GPU-hours × 16.90 HKD = 2,839 HKD a day,
    against 157 × 16.90 ≈ 2,654 HKD billed on the busy hours only."""
    if o.gpu_hour is None:
        return None
    return cards_needed(load, o.seconds) * load.period_hours * o.gpu_hour


def hours_cost(hours: float, price: float) -> float:
    """GPU-hours at an hourly price."""
    return hours * price


def minutes(seconds: float) -> float:
    """Seconds as minutes (1,217.5 s → 20.3 min)."""
    return seconds / 60


def billions(x: float) -> float:
    """A count in billions (14e9 → 14.0); bytes in GB the same way."""
    return x / 1e9


def cheapest_one_card_row(gpu: str, rows: list[InstanceRow], currency: str, usd_cny: float,
                          fx: dict[str, float], billing: str = "on_demand") -> tuple[str, float] | None:
    """The cheapest one-card row of `gpu` at `billing` (on demand or spot): its provider and instance, its hourly
    price in `currency`."""
    best: tuple[str, float] | None = None
    for r in rows:
        price = price_of(r, billing)
        if r.gpu != gpu or (r.gpu_count or 1) != 1 or not price:
            continue
        p = convert_amount(price, r.currency, currency, usd_cny, fx)
        if p and (best is None or p < best[1]):
            best = (f"{r.provider} {r.instance_type}", p)
    return best


def cheapest_gpu_hour(gpu: str, rows: list[InstanceRow], currency: str, usd_cny: float, fx: dict[str, float],
                      billing: str = "spot") -> tuple[str, float, int] | None:
    """The cheapest GPU-hour of `gpu` at `billing` on any row of it: (provider and instance, the row's price ÷ its
    cards in `currency`, its cards). A card with no one-card spot row (GCP rents the H100 spot from 2 cards: $2.28 ÷ 2
    = $1.14 a GPU-hour) still has a spot GPU-hour to weigh against its on-demand one."""
    best: tuple[str, float, int] | None = None
    for r in rows:
        price = price_of(r, billing)
        n = int(r.gpu_count or 1)
        if r.gpu != gpu or not price or n < 1:
            continue
        p = convert_amount(price, r.currency, currency, usd_cny, fx)
        if p and (best is None or (p / n, n) < (best[1], best[2])):  # a tie: the machine with fewer cards
            best = (f"{r.provider} {r.instance_type}", p / n, n)
    return best


# A TTS figure measured on a card with no priced one-card row (F5-TTS's RTF is an L20's, and no listed cloud rents a
# single L20): the job is priced on the priced card that does it cheapest, its RTF scaled by the bound of each stage
# (rtf_factor) and never credited above the measured card. TTS_MIN_GB: a ≤ 1 B-parameter model needs no more (the
# answer's own "any ≥ 8 GB card" rule).
TTS_MIN_GB = 8.0


@dataclass(frozen=True)
class TTSPrice:
    """Where a TTS job is priced: the card, its cheapest one-card row and hourly price, the RTF used there, and whether
    it is scaled from another card's measurement (`ref_tflops` / `tflops`: the two cards' FP32 figures; the RTF is
    scaled by rtf_factor)."""
    gpu: str
    row: str
    price: float
    rtf: float
    scaled: bool
    ref_tflops: float | None = None
    tflops: float | None = None


def rtf_factor(ref: GPUSpec, g: GPUSpec, token_stage: bool = False) -> float | None:
    """How many times slower `g` runs a TTS pipeline measured on `ref`, never under 1. A pipeline such as CosyVoice2
    has an autoregressive token stage (a 0.5 B LLM decoding speech tokens: each step reads the weights, so memory
    bandwidth bounds it) and a flow-matching / vocoder stage (dense convolutions and attention: compute bound, by
    dense FP16 tensor TFLOPS where both cards publish one, else FP32 TFLOPS — the L20 publishes no tensor figure).
    The measured RTF is the whole pipeline's and its split by stage is not published, so the slower of the two
    ratios is used: a + b scaled by r1 and r2 is at most max(r1, r2) × (a + b), an upper bound on the time. By hand,
    from an L20 (864 GB/s, 59.35 FP32): an L4 (300 GB/s, 30.3) → max(2.88, 1.96) = 2.88, bandwidth governs; an RTX
    A4000 (448 GB/s, 19.2) → max(1.93, 3.09) = 3.09, compute governs; an L40S → 1. A model with no token stage
    (`token_stage` False: F5-TTS, Kokoro) is scaled by compute alone. None without the figures it needs."""
    bw = ref.bandwidth_gb_s / g.bandwidth_gb_s if ref.bandwidth_gb_s and g.bandwidth_gb_s else None
    bw = bw if token_stage else 1.0
    tensor = bool(ref.fp16_tflops and g.fp16_tflops)
    compute = ((ref.fp16_tflops or 0.0) / (g.fp16_tflops or 1.0) if tensor else
               ref.fp32_tflops / g.fp32_tflops if ref.fp32_tflops and g.fp32_tflops else None)
    if bw is None or compute is None:
        return None
    return max(1.0, bw, compute)


def scaled_rtf(rtf: float, ref: GPUSpec, g: GPUSpec, token_stage: bool = False) -> float | None:
    """The RTF on `g` from one measured on `ref` (rtf_factor: the slower of memory bandwidth and compute), never
    faster than measured. By hand: 0.1467 on an L20 → a T4 (320 GB/s, 8.1 FP32): max(2.70, 7.33) → 0.1467 × 7.33
    = 1.075; → an L40S: stays 0.1467; 0.0604 (CosyVoice2, batched, a token stage) → an L4: 0.0604 × 2.88 = 0.174."""
    k = rtf_factor(ref, g, token_stage)
    return None if k is None else rtf * k


def tts_priced(rtf: float, gpu: str, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str, usd_cny: float,
               fx: dict[str, float], billing: str = "on_demand", token_stage: bool = False) -> TTSPrice | None:
    """The measured card's cheapest one-card row; else the priced NVIDIA card (≥ TTS_MIN_GB) where the job costs least
    at scaled_rtf (`token_stage`: the model's, TTSModel.token_stage); None when no card is priced (said plainly, never
    left out)."""
    own = cheapest_one_card_row(gpu, rows, currency, usd_cny, fx, billing)
    if own is not None:
        return TTSPrice(gpu, own[0], own[1], rtf, False)
    ref = gpus.get(gpu)
    best: TTSPrice | None = None
    for name, g in gpus.items():
        big = g.vendor == "NVIDIA" and (g.memory_gb or 0) >= TTS_MIN_GB
        r = scaled_rtf(rtf, ref, g, token_stage) if ref is not None and big else None
        row = cheapest_one_card_row(name, rows, currency, usd_cny, fx, billing) if r is not None else None
        if r is None or row is None or (best is not None and r * row[1] >= best.rtf * best.price):
            continue
        best = TTSPrice(name, row[0], row[1], r, True, ref.fp32_tflops if ref else None, g.fp32_tflops)
    return best


# ---- "cheaper?" said of a video or TTS plan --------------------------------------------------------------------------
@dataclass(frozen=True)
class Cheaper:
    """One cheaper way to run the same load, priced: `kind` "480p" (the lower measured resolution), "steps" (the
    measured step count below the model's default), "spot" (interruptible prices) or "fast" (a TTS model's measured
    faster runtime); the card, its seconds a clip (or RTF), its price per GPU-hour and the period's cost."""
    kind: str
    gpu: str
    seconds: float
    price: float
    cost: float
    steps: int | None = None


def _cheaper_clip(kind: str, load: ClipLoad, o: ClipOption | None, steps: int | None = None) -> Cheaper | None:
    cost = batch_cost(load, o) if o is not None else None
    if o is None or cost is None or o.gpu_hour is None:
        return None
    return Cheaper(kind, o.gpu, o.seconds, o.gpu_hour, cost, steps)


def cheaper_clips(m: VideoModel, f: ClipFigure, load: ClipLoad, pick: ClipOption, gpus: dict[str, GPUSpec],
                  rows: list[InstanceRow], currency: str, usd_cny: float, fx: dict[str, float],
                  keep: Callable[[InstanceRow], bool] | None = None) -> list[Cheaper]:
    """The plans that make the same clips for less than `pick` (the cheapest on-demand card per clip), cheapest first,
    each on its own cheapest card with card_option's scaled time: the measured 480P figure, the measured step count
    (Wan2.1-T2V-14B: 40 steps, LightX2V's setting, against its default 50: × 40/50 of the time, fewer denoising steps
    trade some detail), and spot prices at the same resolution (a reclaimed clip is regenerated). A card's hours a day
    change nothing: every plan pays the GPU-hours used. By hand, 100 clips a day at 720P on an H100 at $2.00/h: 100 ×
    1,217.5 s ÷ 3,600 × 2.00 = $67.6 a day; 480P (457.5 s) $25.4; 40 steps (974 s) $54.1."""
    base = batch_cost(load, pick)
    out: list[Cheaper | None] = []
    low = figure_for(m, "480p")
    if low is not None and low is not f:
        out.append(_cheaper_clip("480p", load, cheapest(priced_options(m, low, gpus, rows, currency, usd_cny, fx, keep))))
    if m.steps and f.steps < m.steps:
        fewer = replace(m, steps=f.steps)
        out.append(_cheaper_clip("steps", load, cheapest(priced_options(fewer, f, gpus, rows, currency, usd_cny, fx,
                                                                         keep)), f.steps))
    out.append(_cheaper_clip("spot", load, cheapest(priced_options(m, f, gpus, rows, currency, usd_cny, fx, keep,
                                                                   "spot"))))
    return sorted((c for c in out if c is not None and base is not None and c.cost < base - 1e-9),
                  key=lambda c: c.cost)


def tts_cards(gpu_hours: float, window_hours: float | None) -> int | None:
    """One-card machines running the whole window to finish its speech inside it: ⌈GPU-hours ÷ window hours⌉, as
    cards_needed does for clips (1,000 h × RTF 0.453 on an RTX A4000 = 453 GPU-hours by Friday, 174 h away → 3).
    None with no window (speech "in all" with no deadline: one card, whenever it finishes)."""
    if not window_hours or window_hours <= 0:
        return None
    return max(1, math.ceil(gpu_hours / window_hours - 1e-9))


def tts_budget_check(cost: float, period: str | None, per: str, price: float, cards: int | None,
                     budget: float) -> tuple[float | None, bool | None]:
    """(the cost over the budget's period, whether it is within the budget) for tts_budget_cost; (None, None) where
    the two cannot be compared. `cards` at once × `price` is the hourly figure an hourly budget is held against."""
    held = tts_budget_cost(cost, period, per, price * (cards or 1))
    return held, None if held is None else held <= budget * (1 + 1e-9)


def days_of(hours: float) -> float:
    """Hours as days of 24 h (453 h → 18.9 days)."""
    return hours / HOURS_PER_DAY


def tts_budget_cost(cost: float, period: str | None, per: str, hourly: float) -> float | None:
    """The speech's cost over the budget's own period, to hold against the budget: an hourly budget against the
    cards' hourly price (`hourly`: cards at once × price); a job in all as is (a one-off is spent once, whatever the
    budget's period); a day's, week's or month's speech over a budget per day / week / month / quarter / year scaled
    by their hours (PERIOD_HOURS: 14.67 GPU-hours a day at $0.15/h = $2.20 a day → × 730 / 24 = $66.94 a month); a
    budget with no period (or in all) beside recurring speech is held against one period's speech (an audiobook
    house's "NT$3萬" beside 2,000 h a month is read against the month, and tts_periods_covered says how many periods
    it pays for as a total); None where the periods have no hours to scale by."""
    if per == "hour":
        return hourly
    if period is None or per == "total":
        return cost
    if per not in PERIOD_HOURS or period not in PERIOD_HOURS:
        return None
    return cost * PERIOD_HOURS[per] / PERIOD_HOURS[period]


def tts_periods_covered(budget: float, per: str, period: str | None, cost: float | None) -> float | None:
    """The periods of recurring speech a budget with no period (or in all) pays for: budget ÷ one period's cost
    (NT$30,000 ÷ NT$2,644 a month ≈ 11.3 months); None where the budget has its own period, the speech is a one-off,
    or the cost is unknown or zero."""
    if per != "total" or period is None or not cost or cost <= 0:
        return None
    return budget / cost


def tts_job_cost(hours: float, at: TTSPrice | None) -> float | None:
    """A period's speech at a priced card: audio hours × the RTF used there × its hourly price."""
    return None if at is None else hours_cost(tts_gpu_hours(hours, at.rtf), at.price)


def cheaper_tts(m: TTSModel, hours: float, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str,
                usd_cny: float, fx: dict[str, float]) -> tuple[float | None, list[tuple[str, TTSPrice, float]]]:
    """"Cheaper?" of a TTS plan: (the plan's cost, the cheaper plans cheapest first as (kind, where, cost)), each
    priced by tts_priced — so scaled to the card it names by the same FP32 rule: the model's measured faster runtime
    ("fast": F5-TTS under TensorRT-LLM, RTF 0.0402 on the same L20) and spot prices ("spot"). By hand, F5-TTS, 4 h of
    speech on a card at $0.15/h that is 3.09× slower than the L20: 4 × 0.1467 × 3.09 × 0.15 = $0.27; TensorRT-LLM:
    4 × 0.0402 × 3.09 × 0.15 = $0.075."""
    if m.rtf is None or m.rtf_gpu is None:
        return None, []
    ar = m.token_stage
    base = tts_job_cost(hours, tts_priced(m.rtf, m.rtf_gpu, gpus, rows, currency, usd_cny, fx, token_stage=ar))
    tries = [("spot", tts_priced(m.rtf, m.rtf_gpu, gpus, rows, currency, usd_cny, fx, "spot", ar))]
    if m.rtf_fast is not None:
        tries.append(("fast", tts_priced(m.rtf_fast, m.rtf_gpu, gpus, rows, currency, usd_cny, fx, token_stage=ar)))
    got = [(k, at, c) for k, at in tries for c in [tts_job_cost(hours, at)]
           if at is not None and c is not None and base is not None and c < base - 1e-12]
    return base, sorted(got, key=lambda x: x[2])


# ---- a monthly budget missed: each lever the answer names, priced as a month ----------------------------------------
@dataclass(frozen=True)
class LeverMonth:
    """One lever of a video plan priced as a month on its cheapest priced card: `kind` "480p" (the measured lower
    resolution), "steps" (the measured step count), "tuned" (the tuned stack's measured 480P time), "small" (the
    smaller model's measured 480P time); the card, its seconds a clip, its price per GPU-hour, the month."""
    kind: str
    gpu: str
    seconds: float
    price: float
    month: float
    row: str = ""


def tuned_figure(m: VideoModel) -> ClipFigure | None:
    """The tuned stack's measured 480P clip (LightX2V_4: SageAttention, FP8, step caching; 107 s on the H200 at 40
    steps against the official code's 366 s), for the model it was measured on (Wan2.1 14B) only; its memory is taken
    as the official 480P peak (an upper bound: FP8 weights take less)."""
    low = figure_for(m, "480p")
    if m.key != "wan-14b" or low is None:
        return None
    return replace(low, seconds=LIGHTX2V_FAST_480P_S)


def lever_months(m: VideoModel, f: ClipFigure, load: ClipLoad, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                 currency: str, usd_cny: float, fx: dict[str, float],
                 keep: Callable[[InstanceRow], bool] | None = None) -> list[LeverMonth]:
    """Each lever the video answer names, as a month of the same load on its cheapest priced card (month_cost: the
    GPU-hours used, on demand), so a missed monthly budget is answered with which lever meets it
    (480P, the tuned stack and the 1.3B model listed, none priced). By hand, 500 clips a day, A100 at ¥34.74/h (its
    312 of the H200's 989.5 TFLOPS): 480P 457.5 s × 989.5/312 = 1,451 s → 500 × 1,451 ÷ 3,600 = 201.5 GPU-h a day ×
    30.42 × 34.74 ≈ ¥212,900 a month; the tuned stack 107 × 50/40 × 989.5/312 = 424 s → ≈ ¥62,300."""
    small = VIDEO_MODELS["wan-1.3b"]
    tries: list[tuple[str, VideoModel, ClipFigure | None]] = []
    low = figure_for(m, "480p")
    if m.steps and f.steps < m.steps:  # least changed first: the measured steps, 480P, the tuned stack, the small model
        tries.append(("steps", replace(m, steps=f.steps), f))
    if low is not None and low is not f:
        tries.append(("480p", m, low))
    tries.append(("tuned", m, tuned_figure(m)))
    if m.key != small.key and small.commercial:
        tries.append(("small", small, figure_for(small, "480p")))
    out = []
    for kind, model, fig in tries:
        o = cheapest(priced_options(model, fig, gpus, rows, currency, usd_cny, fx, keep)) if fig is not None else None
        month = month_cost(load, o) if o is not None else None
        if o is not None and month is not None and o.gpu_hour is not None:
            out.append(LeverMonth(kind, o.gpu, o.seconds, o.gpu_hour, month, f"{o.provider} {o.instance}"))
    return out
# ---- live speech: replies made as they are asked for (an app's voice replies, a call centre's streams) ------------
# A live load is a rate, not a batch: audio-seconds wanted each second = requests an hour × seconds each ÷ 3,600 (or
# concurrent streams, each playing one audio-second a second). The cards' busy time is that × the RTF on the card, and
# the cards are held 24/7 at a planning utilisation — an assumption said with the answer, not a measurement: a server
# kept about half busy at its peak keeps a request's queueing short (an M/M/c queue's wait climbs steeply past ~70 %
# load; Kleinrock, Queueing Systems Vol. 1, 1975, ch. 3), and half busy also covers a burst of 2× the stated peak.
LIVE_TTS_UTILISATION = 0.5


@dataclass(frozen=True)
class LiveSpeech:
    """A live TTS load priced: audio-seconds a second, the card, its RTF there, the cards' busy fraction summed
    (`busy`: audio rate × RTF), the cards held at LIVE_TTS_UTILISATION, their row and price an hour, and the month
    held 24/7 (HOURS_PER_MONTH) — `None` prices where no card is priced."""
    audio_rate: float
    gpu: str
    rtf: float
    busy: float
    cards: int
    row: str | None
    price: float | None
    month: float | None


LIVE_PER_HOUR = {"second": 3600.0, "minute": 60.0, "hour": 1.0, "day": 1 / 24}


def requests_an_hour(count: float, unit: str) -> float:
    """A rate said per second / minute / hour / day as requests an hour: 50 a minute → 3,000; 48,000 a day → 2,000."""
    return count * LIVE_PER_HOUR[unit]


def seconds_of(minutes_each: float) -> float:
    """Minutes as seconds (1 min → 60 s)."""
    return minutes_each * 60


def minutes_of(seconds_each: float) -> float:
    """Seconds as minutes (30 s → 0.5 min): an item's length said in seconds, for items_audio_hours."""
    return seconds_each / 60


def live_audio_rate(requests_per_hour: float, seconds_each: float) -> float:
    """Audio-seconds wanted each second: 2,000 requests an hour × 15 s ÷ 3,600 = 8.33."""
    return requests_per_hour * seconds_each / 3600


def speaking_audio_rate(calls: float, talk_share: float) -> float:
    """Audio-seconds a second the speech synthesis of `calls` live phone calls makes when the bot speaks `talk_share`
    of each call (its speaking duty: tools.voice.TALK_SHARE, assumed and said; the caller speaks the rest, and the TTS
    is idle then): 50 calls × 0.5 = 25.0, never the 50.0 of every call spoken end to end."""
    return calls * talk_share


def previous_plan_month(hourly: float | None) -> float | None:
    """The month of the previous turn's plan (its top row's on-demand price an hour, held 24/7: HOURS_PER_MONTH), the
    figure a "TTS only" follow-up is set against: ¥49.61 × 730 = ¥36,215.30 (the shown hourly rounded); None with no
    price."""
    return None if hourly is None else hourly * HOURS_PER_MONTH


def live_cards(busy: float, utilisation: float = LIVE_TTS_UTILISATION) -> int:
    """Cards held to serve a live load kept at `utilisation`: ⌈busy ÷ utilisation⌉ (8.33 audio-s/s × RTF 0.287 = 2.39
    cards busy → ÷ 0.5 → 5 cards); never fewer than one."""
    return max(1, math.ceil(busy / utilisation - 1e-9))


def live_speech(audio_rate: float, at: TTSPrice | None, rtf: float, gpu: str,
                month_hours: float = HOURS_PER_MONTH) -> LiveSpeech:
    """A live load on the priced card `at` (tts_priced's, its RTF scaled there) or, unpriced, on the measured card at
    `rtf`: busy = audio rate × RTF, cards = live_cards(busy), the month = cards × price × 730 h. By hand, 8.33 audio-s/s
    on an L4 at RTF 0.287 and $0.805/h: 2.39 busy → 5 × L4 → 5 × 0.805 × 730 = $2,938 a month; lines up 10 h a day
    (`month_hours` 10 × 30.4 = 304 h, tools.schedule.month_hours): 5 × 0.805 × 304 = $1,224."""
    r = at.rtf if at is not None else rtf
    busy = audio_rate * r
    cards = live_cards(busy)
    month = cards * at.price * month_hours if at is not None else None
    return LiveSpeech(audio_rate, at.gpu if at is not None else gpu, r, busy, cards, at.row if at else None,
                      at.price if at else None, month)


@dataclass(frozen=True)
class FewerBoxes:
    """A live TTS fleet on fewer, larger machines of the same card: the row, its cards, the machines and their hour."""

    row: str
    gpus: int
    machines: int
    hourly: float
    more: float  # how much more an hour than the one-card fleet (0.05 = 5 %)


def fewer_boxes(live: LiveSpeech, rows: list[InstanceRow], currency: str, usd_cny: float, fx: dict[str, float],
                most: int, band: float) -> FewerBoxes | None:
    """A live fleet of more than `most` one-card machines (tools.media.LIVE_FLEET_MAX: a fleet to deploy, patch and
    watch) said on the fewest machines of the same card whose hour costs at most `band` (tools.media.LIVE_FLEET_BAND)
    more: fewer machines to run for about the same money. By hand: 27 × RTX 4000 Ada at ¥2.02 = ¥54.54/h; an 8-card
    box at ¥15.80 → ⌈27 ÷ 8⌉ = 4 boxes = ¥63.20/h, 15.9 % more, inside 30 % → 4 machines, not 27. None when the
    fleet is small, unpriced, or no larger box of the card is inside the band."""
    if live.price is None or live.cards <= most:
        return None
    base = live.cards * live.price
    best: FewerBoxes | None = None
    for r in rows:
        n, p = int(r.gpu_count or 1), price_of(r, "on_demand")
        hourly = convert_amount(p, r.currency, currency, usd_cny, fx) if p and r.gpu == live.gpu and n > 1 else None
        if not hourly:
            continue
        k = -(-live.cards // n)
        got = FewerBoxes(f"{r.provider} {r.instance_type}", n, k, k * hourly, k * hourly / base - 1)
        if got.more <= band and (best is None or (got.machines, got.hourly) < (best.machines, best.hourly)):
            best = got
    return best


# A calling bot's scripts "mostly fixed, only names, amounts and dates change" (话术大部分是固定的): the fixed sentences
# are synthesised once and played from a cache, only the variable pieces live. Planned at TTS_PRESYNTH_SHARE of the bot's
# speech served from the cache, an assumption said beside it (an expert's 20–40 % still synthesised live: 0.7 leaves
# 30 %). By hand: 1,000 calls × 50 % speaking = 500 audio-s/s × (1 − 0.7) = 150 synthesised live.
TTS_PRESYNTH_SHARE = 0.7


def synthesised_rate(audio_rate: float, cached_share: float) -> float:
    """Audio-seconds a second still synthesised live when `cached_share` of the speech plays from a cache of
    pre-synthesised fixed scripts: 500 × (1 − 0.7) = 150.0."""
    return audio_rate * (1 - cached_share)


def latency_seconds(value: float, in_ms: bool) -> float:
    """A latency said in milliseconds or seconds, as seconds: 200 ms → 0.2; 0.2 s → 0.2."""
    return value / 1000 if in_ms else value


def ms_of(seconds: float) -> float:
    """Seconds as milliseconds (0.242 s → 242 ms)."""
    return seconds * 1000


def cheaper_speech(best: TTSPrice | None, other: TTSPrice) -> TTSPrice:
    """Of two priced cards, the one whose audio-second costs less (RTF × price an hour); `other` where none is held
    yet. By hand: an RTX 4090 at RTF 0.0604 and ¥5.33/h (0.322) beats an L20 at 0.0604 and ¥8/h (0.483)."""
    return other if best is None or other.rtf * other.price < best.rtf * best.price else best


def first_packet_s(chunk_s: float, rtf: float, in_flight: int) -> float:
    """Seconds to a streaming request's first packet with `in_flight` requests sharing the card, each at the card's
    RTF measured at that concurrency (the wall time over all requests' audio): its first chunk × RTF × in flight.
    By hand, CosyVoice2 on one L20: 1 s × 0.0891 × 1 = 89 ms alone; 1 s × 0.0604 × 4 = 242 ms at 4 in flight."""
    return chunk_s * rtf * in_flight


@dataclass(frozen=True)
class FirstPacket:
    """The first packet on `gpu` at the sizing concurrency (`in_flight`, `rtf`, `seconds`, `meets` the target) and,
    where that misses, the most requests in flight that meet it (`safe_flight`, `safe_rtf`, `safe_seconds`; None when
    even one alone misses)."""
    gpu: str
    in_flight: int
    rtf: float
    seconds: float
    meets: bool
    safe_flight: int | None
    safe_rtf: float | None
    safe_seconds: float | None


def first_packet(m: TTSModel, ref: GPUSpec | None, card: GPUSpec | None, target_s: float) -> FirstPacket | None:
    """A streaming TTS model's first packet on `card` (its measured card's rows, else scaled_rtf: never faster) at the
    most requests in flight it was measured at, against `target_s`; None without rows or a chunk length. By hand,
    CosyVoice2 on an L20, 200 ms: 4 in flight → 242 ms, misses; 2 in flight → 1 × 0.0693 × 2 = 139 ms, meets."""
    if not m.rtf_flight or m.first_chunk_s is None or ref is None or card is None:
        return None
    got: list[tuple[int, float, float]] = []
    for k, r in m.rtf_flight:
        on = r if card.name == ref.name else scaled_rtf(r, ref, card, m.token_stage)
        if on is None:
            return None
        got.append((k, on, first_packet_s(m.first_chunk_s, on, k)))
    k, r, s = got[-1]
    ok = [g for g in got if g[2] <= target_s]
    safe = ok[-1] if ok else None
    return FirstPacket(card.name, k, r, s, s <= target_s, safe[0] if safe else None, safe[1] if safe else None,
                       safe[2] if safe else None)


@dataclass(frozen=True)
class RecurringSpeech:
    """The load said after a one-off backlog ("then 50 new prompts a week"): its hours of speech a period, the
    GPU-hours on the priced card, the cost a period and a month, and what the same card rented 24/7 costs a month."""

    audio_hours: float
    gpu_hours: float
    cost: float
    month: float
    server_month: float
    minutes: float  # the speech a period, in minutes (audio_hours × 60)
    gpu_minutes: float  # the GPU time a period, in minutes
    on_demand: bool  # the month's GPU time is under a quarter of a 24/7 month: start a card when needed, no server


def recurring_speech(count: float, minutes_each: float, rtf: float, price: float, period: str) -> RecurringSpeech:
    """Speech made each `period` after a one-off backlog, on the card the backlog is priced on: hours = count ×
    minutes ÷ 60 (items_audio_hours), GPU-hours = hours × RTF (tts_gpu_hours), cost = GPU-hours × price, a month =
    tools.cost.periods_a_month of them; a server kept all month = price × HOURS_PER_MONTH (730 h). By hand, 50 IVR
    prompts of 8 s a week = 400 s = 0.111 h × RTF 0.275 (an RTX A4000) = 0.031 GPU-h ≈ 1.8 GPU-minutes ≈ $0.005 at
    $0.15/h, ≈ $0.02 a month — against ≈ $110 a month for the same card rented 24/7: no monthly server."""
    from tools.cost import recurring_costs

    hours = items_audio_hours(count, minutes_each)
    gpuh = tts_gpu_hours(hours, rtf)
    cost, month = recurring_costs(hours_cost(gpuh, price), period)
    server = hours_cost(HOURS_PER_MONTH, price)
    return RecurringSpeech(hours, gpuh, cost, month, server, hours * 60, gpuh * 60, month < server / 4)
