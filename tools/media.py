"""Speech (Whisper large) and image-generation (SDXL, FLUX.1-dev) jobs sized from PUBLISHED throughput measurements:
a batch (hours of audio, a count of images, once or every day) or a live load (concurrent audio streams).

Why: these were once graded 1 of 3: they were refused with a weights floor. These
models are not transformer LLMs, so tools.speed's FLOP model does not apply; what does is a measured figure per
card — a real-time factor for Whisper, seconds per image for a diffusion model — and the arithmetic of
tools.embedding's plan: items × seconds per item ÷ cards, a deadline → machines, the job's cost, a daily batch per
day and per month, a live load at ≤ `LIVE_UTILISATION` busy (images) or ≤ `STREAM_UTILISATION` of a measured stream
capacity (speech).

The figures (`MEASURED`: each with its source, its setup and when it was read) are the only speeds used. A card
with no measurement is scaled from the measured card by one stated rule and marked "scaled" in the answer:
- speech by the slower of memory bandwidth and dense FP16 tensor TFLOPS (speech_share): its decoder reads every
  weight for each token of a batch, its encoder is compute-bound, so a smaller card's rate falls with the scarcer of
  the two (an A100-scaled rate is conservative for small cards: faster-whisper's README measures
  large-v2 with batch_size=8 at 13 min of audio in 17 s, 46× real time, on an 8 GB RTX 3070 Ti with 608 GB/s,
  where bandwidth scaling from the A100 figure gives 27×);
- diffusion by dense FP16 tensor TFLOPS (tools.speed.peak_tflops): a denoiser step at 1024² is compute-bound;
- a faster card is credited its own dense FP16/BF16 tensor rate too (a denoiser at 1024² is compute-bound, so an
  H100 at 989 TFLOPS runs SDXL ≈ 3.2× the A100's 312: 3.31 × 312 / 989 = 1.04 s; NVIDIA's H100 and A100 datasheets),
  held back only by a measurement on a card at least as fast: its own, or the same transformer's time a step there
  (`STEP_TWINS`: FLUX.1-schnell is FLUX.1-dev's 12 B MMDiT at 4 steps, so an H100 is held at 6.71 / 28 × 4 = 0.96 s,
  not the 4090 ratio's 0.43 s), a card scaled from the measured card nearest it in TFLOPS; a video tracker (SAM 2)
  is still never credited above its measured card; only NVIDIA cards with BF16 (Ampere and later): the measurements are CUDA
  runs in BF16/FP16 with Flash Attention 2 or SDPA's flash kernel, which Volta and Turing (V100, T4) lack.
FLUX.1-dev in FP8 (`MODELS["flux-dev-fp8"]`) has its own measurements (flux-fp8-api on an RTX 4090 and an RTX 6000
Ada) and runs only on cards with FP8 tensor cores; a card's own measurement wins over a scaled figure.
A card holds the job when the 16-bit weights and the CUDA context fit vLLM's default share of it, as for an
encoder (tools.embedding.holds); activations at batch 1 are small beside them (SDXL at 1024²: 9.0 GB in all in
the diffusers measurement below, for 6.8 GB of weights).
"""

from __future__ import annotations

import contextlib
import math
import re
from dataclasses import dataclass, replace
from typing import Any

from tools import local_markets, owned_markets
from tools.asr_families import ASR_KEYS, ASR_ROWS, asr_row
from tools.asr_families import READ_ON as ASR_READ_ON
from tools.batch_filters import (
    ICONS,
    STATUS_CODES,
    Load,
    budget_limit,
    budget_msg,
    constraint_msgs,
    for_serving,
    in_budget_period,
    row_filter,
    spend_of,
)
from tools.batch_wall import BatchWall, assumed_wall_msg, batch_wall, soft_fleet
from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH, JOB_SETUP_HOURS, SECONDS_PER_HOUR
from tools.constraints import china_only, effective_budget, near_places, place_words
from tools.cost import (
    PERIOD_HOURS,
    convert_amount,
    periods_a_month,
    recurring_costs,
    run_window_hours,
    serving_month_hours,
)
from tools.embedding import (
    JUDGED_HERE,
    EmbeddingRow,
    _job,
    _row,
    _usable,
    by_time,
    cuda_on_tie,
    fastest_note,
    fastest_on_tie,
    rank_key,
    sooner_on_tie,
    with_notes,
    within_deadline,
)
from tools.encoder_sizes import T5_XXL_ENCODER
from tools.fastest_budget import fastest_within_budget, past_budget_msg
from tools.non_llm import SD3_MMDIT, SD3_TEXT_ENCODERS, WHISPER_TURBO_PARAMS
from tools.offers import MAX_NODES, SPEED_MODEL_ERROR, price_of, suspect_spot
from tools.owned_wall import elsewhere_wall_msg, owned_media_wall
from tools.place_languages import speech_chinese
from tools.places import Gazetteer
from tools.ranking import FEWER_FASTER_BAND, TIE, to_front
from tools.schema import GPUSpec, InstanceRow, Msg, MsgArg, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.stand_in_media import stand_in_row
from tools.streaming_asr import STREAM_KEYS, STREAM_ROWS
from tools.traffic import BUSY_HOUR_SHARE_PCT, busy_hour_factor, peak_rate_per_s
from tools.wording import duration, money_text

# Live Whisper streams: sized on a MEASURED live capacity, not on the offline rate ("one
# A100/L40S ≈ 8–15 live large-v3 streams, H100 ≈ 15–25"; the earlier 7.5× re-decode at ≤ 50 % busy gave 5.6 an A100).
# gigagpu.com "Whisper: How Many Audio Streams per GPU?" (faster-whisper / CTranslate2, large-v3, 30 s chunks of
# English speech at 16 kHz, streams added until the slowest one fell behind real time) measures 5 concurrent large-v3
# streams on an RTX 3090 (936 GB/s) and 11 on an RTX 5090 (1,792 GB/s): the count grows with memory bandwidth as the
# offline rate does (×1.9 bandwidth, ×2.2 streams). Cross-check: WhisperLive's maintainer puts a 4090 with batching at
# "around 36 or more clients" of whisper-small (collabora/WhisperLive issue #295), ≈ 6 of large-v3 at its 6× size.
# So one stream costs STREAM_COST seconds of the batched offline decoding a card does per second: the RTX 3090's
# bandwidth-scaled rate (91.8× × 936 / 2,039 = 42.1×) over its 5 streams = 8.4 — the same order as whisper_streaming's
# re-decoding of its buffer every 1 s chunk (15 s trim → 7.5 s of audio a second; Macháček et al. 2023). The measured
# count already holds every stream at real time, so a fleet runs at ≤ STREAM_UTILISATION of it (the margin for bursts
# and a lost card), not the ≤ 50 % of an endpoint: an A100 carries 91.8 / 8.4 × 0.8 ≈ 8.7 streams, inside the key.
STREAM_MEASURED_GPU = "RTX 3090"
STREAM_MEASURED_BW = 936.0  # GB/s, the card's spec (the catalog's figure: tests/tools/test_media.py checks it)
STREAM_REF_BW = 2039.0  # GB/s, the A100 80GB SXM that MEASURED's Whisper rate is on
STREAM_MEASURED_STREAMS = 5
STREAM_CROSS_CHECK = ("RTX 5090", 11)
STREAM_MEASURED_SOURCE = ("gigagpu.com/whisper-concurrent-streams-by-gpu (faster-whisper large-v3, 30 s chunks, every "
                          "stream at real time)")
STREAM_COST = 9000 / 98 * STREAM_MEASURED_BW / STREAM_REF_BW / STREAM_MEASURED_STREAMS
STREAM_UTILISATION = 0.8
# whisper_streaming (Macháček, Dabre and Bojar 2023, "Turning Whisper into Real-Time Transcription System",
# aclanthology.org/2023.ijcnlp-demo.3; README defaults --min-chunk-size 1.0 s, --buffer_trimming_sec 15) re-decodes
# its whole buffer every chunk: 15 / 2 / 1 = 7.5 s of audio for each second of a stream, said beside the measured
# cost. The paper measures 3.3 s average latency (large-v2, 1 s chunks, one NVIDIA A40).
STREAM_CHUNK_S = 1.0
STREAM_TRIM_S = 15.0
REDECODE = STREAM_TRIM_S / 2 / STREAM_CHUNK_S
STREAM_LATENCY_S = 3.3
# Whisper large-v3-turbo: large-v3 pruned to 4 decoder layers instead of 32, "way faster, at the expense of a minor
# quality degradation" (its model card); the batch estimate here is for large-v3 as asked, so turbo is a named lever
WHISPER_TURBO_SOURCE = "huggingface.co/openai/whisper-large-v3-turbo"
# Chinese (Mandarin, Cantonese) recordings: FunASR's Paraformer-zh and SenseVoice-Small are open models trained for
# Chinese speech; SenseVoice's README reports lower error rates than Whisper on Chinese and Cantonese test sets
# (AISHELL, WenetSpeech, Common Voice). A named alternative to test, never sized here: no measured throughput on a
# catalog card is held.
CHINESE_ASR_SOURCE = "github.com/modelscope/FunASR; github.com/FunAudioLLM/SenseVoice"
# Live Chinese captions ("会议实时字幕", "即時字幕"): a streaming-native model, not Whisper re-decoding a buffer
# (5 × A100 of Whisper at ¥127k a month for 40 rooms, with the 2 s latency missed). FunASR's
# paraformer-zh-streaming (Paraformer-large online, ≈ 220 M parameters, FunASR model zoo) decodes 600 ms chunks once
# each, keeping its encoder state; its runtime's own measurement on ONE A10 (runtime/triton_gpu/
# README_paraformer_online.md, ONNX FP32 on Triton): 100 concurrent streams with a p99 chunk time of 463 ms, under the
# 600 ms chunk, so every stream keeps real time. So one stream costs 1 s of that card's streaming capacity a second
# (STREAM_COSTS), other cards are scaled by memory bandwidth (never above the A10: not measured), and, FP32 ONNX needing
# no BF16, Turing cards (T4) count too. Latency: one chunk (600 ms) + its p99 compute time (463 ms) ≈ 1.06 s until a
# chunk's text shows. FunASR's 2-pass service re-decodes each sentence at its end with the offline paraformer-zh (+
# CT-Transformer punctuation): a pass per sentence, said with the plan, not sized (no measurement of it beside the
# streams). Cantonese: SenseVoice-Small (234 M; Mandarin, Cantonese, English, Japanese, Korean) on VAD-cut sentences,
# measured 1.4× Paraformer-large's offline speed on one H100 (169.6× vs 119.6× real time, FunASR's benchmark).
PARAFORMER_STREAM_CHUNK_S = 0.6
PARAFORMER_STREAM_P99_S = 0.463
PARAFORMER_STREAM_LATENCY_S = PARAFORMER_STREAM_CHUNK_S + PARAFORMER_STREAM_P99_S
PARAFORMER_STREAM_SOURCE = "github.com/modelscope/FunASR runtime/triton_gpu/README_paraformer_online.md"
FUNASR_BENCHMARK_SOURCE = "modelscope.github.io/FunASR/benchmark.html (one NVIDIA H100 80GB, 184 Chinese recordings)"
# FunASR's offline GPU runtime benchmark (runtime/triton_gpu/README.md, "Performance benchmark"): Paraformer-large on
# the AISHELL-1 test set with a single V100, 60 concurrent tasks, ONNX FP32 — 116.0 s for 36,108.919 s of audio
PARAFORMER_OFFLINE_SOURCE = "github.com/modelscope/FunASR runtime/triton_gpu/README.md (Performance benchmark, one V100)"
PARAFORMER_OFFLINE_GPU = "V100 SXM2 32GB"
PARAFORMER_OFFLINE_AUDIO_S = 36108.919
PARAFORMER_OFFLINE_WALL_S = 116.0
FUNASR_LICENCE_SOURCE = "github.com/modelscope/FunASR/blob/main/MODEL_LICENSE"
SENSEVOICE_PARAMS = 234e6  # huggingface.co/FunAudioLLM/SenseVoiceSmall (the brief's and the model card's 234 M)
STREAM_SOURCE = "Macháček et al. 2023, whisper_streaming (aclanthology.org/2023.ijcnlp-demo.3; github.com/ufal/whisper_streaming)"
# A batch of recordings is cut before it is decoded: Whisper reads 30-second windows (Radford et al. 2022, "Robust
# Speech Recognition via Large-Scale Weak Supervision", §2.2: audio re-sampled and cut into 30 s segments), and a voice
# activity detector drops the silence between turns first (Silero VAD; faster-whisper's vad_filter, WhisperX's VAD
# cut & merge). The sizing counts every hour of audio, so speech with long silences (calls, meetings) takes less: said in
# every speech batch answer (no VAD or chunking advice on 10,000 h of call-centre audio).
WHISPER_WINDOW_S = 30
VAD_SOURCE = ("Radford et al. 2022 (arxiv.org/abs/2212.04356), section 2.2; github.com/snakers4/silero-vad; "
              "github.com/SYSTRAN/faster-whisper (vad_filter); github.com/m-bain/whisperX")
# Speaker diarization ("who spoke when") runs as its own model after the transcription: pyannote's published speed for
# speaker-diarization-3.1 is "around 1m20s to process 1h of audio" on high-end NVIDIA hardware (its v2.1 card: real-time
# factor ≈ 2.5 % on one V100 SXM2 for the neural part, clustering on the CPU). Its GPU-hours add to Whisper's: with a
# fast batched Whisper (≈ 90× real time on an A100, 40 s per hour of audio) diarization takes about twice the GPU time
# transcription does, so it is never "free" beside a transcription plan.
DIARIZATION_S_PER_AUDIO_HOUR = 80.0
DIARIZATION_SOURCE = ("pyannote speaker-diarization-3.1, huggingface.co/spaces/pyannote/README (\"v3.1 takes around "
                      "1m20s to process 1h of audio\" on high-end NVIDIA hardware)")
# Per card: the one pyannote figure with its card named is the v2.1 pipeline card's (huggingface.co/pyannote/
# speaker-diarization@2.1, "Benchmark": real-time factor around 2.5 % on one Tesla V100 SXM2 for the neural part, one
# Cascade Lake CPU for the clustering — 90 s an audio hour). Its neural part (segmentation + speaker embeddings) is
# scaled to another card by memory bandwidth, as the speech-to-text rates are (card_rate), and never credited faster
# than 3.1's published 80 s on high-end hardware: a T4 (320 GB/s) takes 90 × 900 / 320 = 253 s an audio hour, an A10
# (600 GB/s) 135 s, an A100 80 s (90 × 900 / 2,039 = 40 s, held at 80 s).
DIARIZATION_RTF = 0.025
DIARIZATION_RTF_GPU_BW = 900.0  # GB/s, Tesla V100 SXM2 (NVIDIA V100 datasheet)
DIARIZATION_RTF_SOURCE = ("huggingface.co/pyannote/speaker-diarization (v2.1 card: real-time factor ≈ 2.5 % on one "
                          "V100 SXM2, neural part)")
LIVE_UTILISATION = 0.5  # a live load keeps its cards at most half busy (as tools.embedding.ENDPOINT_UTILISATION)
# Levers for a peak image rate: the busy share a peak may run at when requests may
# queue a few seconds at the top of the peak, and the fewer sampling steps offered (the time scales with the steps)
PEAK_UTILISATION = 0.8
FEWER_STEPS = 20
PEAK_HOURS_UNIT = 100  # an autoscaled month is priced per this many hours at peak
TOP_ROWS = 3
# A live service on more machines than this is a fleet to deploy, patch and watch, not a plan an engineer signs
# (50 live Whisper streams on 38 single-A4000 machines, 500 on 372). Such a fleet gives way to the plan
# on the fewest machines costing at most LIVE_FLEET_BAND more, and the cheapest plan on dense nodes (DENSE_NODE_GPUS
# cards a machine) is said with its machine count and how much more it costs. Within one card type a live load takes
# the box with more cards when it costs at most FEWER_FASTER_BAND more (4 × A4000 in one box, not 4 one-card boxes).
LIVE_FLEET_MAX = 8
LIVE_FLEET_BAND = 0.3
DENSE_NODE_GPUS = 8
READ_ON = "2026-12-02"  # when the figures below were read from their sources


@dataclass(frozen=True)
class Measured:
    """One published measurement: `rate` is seconds of audio per second for speech (the real-time factor), seconds
    per image for diffusion, on `gpu` (a catalog name) in `setup`."""

    model: str
    gpu: str
    rate: float
    setup: str
    source: str
    as_of: str = READ_ON
    compiled: float | None = None  # the same source's torch.compile figure (diffusion), same units as `rate`
    provisional: bool = False  # not a run: modelled from another model's measured time (SD3_STEPS' note), said so


MEASURED: tuple[Measured, ...] = (
    # BiRefNet (Swin-L) at 1024×1024: 5.05 images/s on one A100, batch 1 (its author; tools.vision_batch); RMBG-2.0 is
    # the same architecture (BRIA's model card), so the same figure
    Measured("birefnet", "A100 80GB SXM", 1 / 5.05,
             "BiRefNet official Swin-v1-large, batch 1, 1024×1024: 5.05 images/s",
             "github.com/ZhengPeng7/BiRefNet issue #11 (one A100)"),
    # MinerU2.5-2509-1.2B document parsing (layout on a 1036-px page, then native-resolution crops), pages a second on
    # one A100 with its vLLM backend: the paper's 2.12 pages/s (tools.vision_batch), seconds a page
    Measured("mineru2.5", "A100 80GB SXM", 1 / 2.12,
             "MinerU2.5-2509-1.2B, vLLM backend, end-to-end document parsing: 2.12 pages/s",
             "MinerU2.5, Niu et al. 2025, arXiv:2509.22186 (one A100)"),
    # SAM 2 / 2.1 video tracking, frames a second on one A100, batch 1, eager (tools.vision_batch): seconds a frame
    *(Measured(key, "A100 80GB SXM", 1 / fps, f"SAM 2.1 {size}, one prompted object, batch 1, eager: {fps} fps",
               "github.com/facebookresearch/sam2 README model table (one A100)")
      for key, size, fps in (("sam2-tiny", "Hiera-T", 47.2), ("sam2-small", "Hiera-S", 43.3),
                             ("sam2-base-plus", "Hiera-B+", 34.8), ("sam2-large", "Hiera-L", 24.2))),
    # 150 min of audio (9,000 s) in 1 min 38 s (98 s) → 91.8× real time
    Measured("whisper-large", "A100 80GB SXM", 9000 / 98,
             "large-v3, Hugging Face Transformers FP16, batch 24, Flash Attention 2: 150 min of audio in 1 min 38 s",
             "github.com/Vaibhavs10/insanely-fast-whisper (README benchmark, NVIDIA A100 80GB)"),
    # Whisper large-v3-turbo, its own row: 404× real time at batch 32 on one H100 SXM (its peak, 597×, at a larger
    # batch is not used). Cross-check: scaled to the A100 80GB by the slower of bandwidth and compute (speech_share:
    # compute, 404 × 312 / 989.5 = 127×) it is 1.4× large-v3's 91.8× there, below the 2.7× faster-whisper's own FP16
    # runs give the two models (13 min of audio: large-v3 52.0 s, large-v3-turbo 19.2 s; faster-whisper's
    # large-v3-turbo benchmark as summarised on blog.gitcode.com/3f584fbfb54a944c83f1e8f79c147c55.html): turbo keeps
    # large-v3's whole encoder and cuts only the decoder, so a smaller card is sized on the side it cannot shed
    Measured("whisper-turbo", "H100 SXM", 404.0,
             "large-v3-turbo, Hugging Face Transformers, batch 32, one H100 SXM (404× real time; 597× at its peak)",
             "inferencebench.io/blog/whisper-large-v3-turbo-597x-realtime-asr-benchmark"),
    # paraformer-zh-streaming: 100 concurrent streams on one A10, each 600 ms chunk decoded in ≤ 463 ms (p99), so the
    # card carries 100 s of live audio a second (its "rate" as streams at real time; STREAM_COSTS: 1 s per stream)
    Measured("paraformer-streaming", "A10", 100.0,
             "paraformer-zh-streaming (Paraformer-large online), ONNX FP32 on Triton, 600 ms chunks: 100 concurrent "
             "streams, p99 463 ms a chunk",
             PARAFORMER_STREAM_SOURCE + " (a single A10)"),
    # SenseVoice-Small (FunASR) for a BATCH of recordings: a batched (concurrent) figure, not FunASR's per-file
    # benchmark (169.6× on one H100 over 184 recordings with no batching stated, FUNASR_BENCHMARK_SOURCE — a per-stream
    # speed that sized a 1,667 h/day call batch at ≈ ¥14k a month on V100s, over a ¥10k budget the batched plan fits).
    # FunASR's offline runtime measures Paraformer-large (the offline paraformer-zh) on ONE V100 under
    # Triton with 60 concurrent tasks (ONNX FP32): the AISHELL-1 test set, 36,108.9 s of audio, in 116.0 s → RTF 0.0032,
    # 311.3× real time (PARAFORMER_OFFLINE_SOURCE; the V100 variant is not said: every V100 has 900 GB/s, so the
    # bandwidth rule scales them alike). SenseVoice-Small is sized AT that Paraformer-large figure: FunASR's own
    # per-file table has SenseVoice-Small 1.4× faster than Paraformer-Large on the same card (169.6× vs 119.6×), so the
    # batched Paraformer rate is a floor for it, never a credit it has not shown. Cross-check, one file at a time: its
    # model card (huggingface.co/FunAudioLLM/SenseVoiceSmall README, "Efficient Inference") says non-autoregressive,
    # "70ms to process 10 seconds of audio, 15 times faster than Whisper-Large" = 143× real time unbatched, the order of
    # FunASR's per-file 169.6×; batched (60 at once) it is no slower than the 311× used here
    Measured("sensevoice", PARAFORMER_OFFLINE_GPU, PARAFORMER_OFFLINE_AUDIO_S / PARAFORMER_OFFLINE_WALL_S,
             "Paraformer-large offline, FunASR's Triton runtime, ONNX FP32, 60 concurrent tasks on one V100: AISHELL-1 "
             "test (36,108.9 s of audio) in 116.0 s; SenseVoice-Small is 1.4× faster than it per file in FunASR's "
             "H100 table, so this is its floor",
             PARAFORMER_OFFLINE_SOURCE),
    Measured("sdxl", "A100 80GB SXM", 3.31,
             "SDXL base 1.0, diffusers BF16 + SDPA, batch 1, 30 steps, 1024×1024, no torch.compile (2.54 s compiled)",
             "huggingface.co/docs/diffusers/tutorials/fast_diffusion (A100 80GB)", compiled=2.54),
    Measured("flux-dev", "H100 SXM", 6.71,
             "FLUX.1-dev, PyTorch BF16 on one GPU, 28 steps, 1024×1024, no torch.compile (4.30 s compiled)",
             "github.com/xdit-project/xDiT docs/performance/flux.md (1 × H100)", compiled=4.30),
    # 28 steps at 2.55 it/s = 10.98 s an image (3.51 it/s compiled: 7.98 s); the same table has the RTX 6000 Ada at
    # 2.08 it/s (13.5 s), so an Ada workstation card is not faster than the 4090 here (the "never above" rule)
    Measured("flux-dev-fp8", "RTX 4090", 28 / 2.55,
             "FLUX.1-dev, FP8 transformer with FP8 matmuls (flux-fp8-api), 28 steps, 1024×1024, 2.55 it/s without "
             "torch.compile (3.51 it/s compiled)",
             "github.com/aredden/flux-fp8-api README, Speed Comparison (RTX 4090)", compiled=28 / 3.51),
    # FLUX.1-schnell, the 4-step timestep-distilled FLUX.1 (Apache-2.0, its model card): the benchmark's BF16/FP16
    # row at 4 steps, 2.60 s a 1024² image (650 ms a step; its FP8 row is 1.80 s), T5 moved off the card after the
    # first prompt. Cross-check against the dev row above: 6.71 s / 28 steps = 0.24 s a step on an H100 at ≈ 6× the
    # 4090's dense FP16 tensor rate, so 0.65 s a step on the 4090 is the same order (≈ 2.7× slower per step)
    Measured("flux-schnell", "RTX 4090", 2.60,
             "FLUX.1-schnell, diffusers BF16/FP16, 4 steps, 1024×1024, T5 encoder offloaded after the first prompt",
             "gigagpu.com/rtx-4090-24gb-flux-schnell-benchmark (latency table, 4 steps, FP16 column)"),
    # the same table's RTX 6000 Ada row: a card's own measurement wins over the scaled figure (card_rate)
    Measured("flux-dev-fp8", "RTX 6000 Ada", 28 / 2.08,
             "FLUX.1-dev, FP8 transformer with FP8 matmuls (flux-fp8-api), 28 steps, 1024×1024, 2.08 it/s without "
             "torch.compile (2.8 it/s compiled)",
             "github.com/aredden/flux-fp8-api README, Speed Comparison (RTX 6000 Ada)", compiled=28 / 2.8),
)


# Stable Diffusion 3 / 3.5 (Medium, Large): no published per-image time on a catalog card was found (ownrig.com's
# "~3.5 s per image" for 3.5 Large on a 4090 is its own estimate from bandwidth, not a run). So a PROVISIONAL time from
# the measured FLUX.1 MMDiTs by FLOPs: SD3's VAE is 8× with 16 channels and 2 × 2 patches (Esser et al. 2024,
# arXiv:2403.03206 §2), so a 1024² image is 4,096 latent tokens, as FLUX's; a step's compute then grows with the
# transformer's parameters (2·N·tokens). SD3 runs classifier-free guidance (two passes a step), where FLUX.1-dev is
# guidance-distilled (one pass), at each variant's own default steps (SD3_STEPS: its model card's diffusers example;
# diffusers' StableDiffusion3Pipeline defaults to num_inference_steps=28). So seconds an image = a measured FLUX second a
# step × MMDiT ÷ 12 B × 2 × the variant's steps, from FLUX.1-dev's H100 run (6.71 s / 28 steps) and FLUX.1-schnell's
# RTX 4090 run (2.60 s / 4 steps). By hand: 3.5 Large (8.1 B, 28 steps) on the H100 6.71 / 28 × 8.1 / 12 × 2 × 28 =
# 9.06 s, on the 4090 2.60 / 4 × 8.1 / 12 × 56 = 24.6 s; 3.5 Medium (2.5 B, 40 steps) 6.71 / 28 × 2.5 / 12 × 80 =
# 3.99 s and 10.8 s. Said as provisional in the answer ("time it on a pilot"); attention over the 333 text tokens is not
# counted.
SD3_STEPS = {
    # huggingface.co/stabilityai/stable-diffusion-3.5-large model card: num_inference_steps=28, guidance_scale=3.5
    "sd3.5-large": 28,
    # huggingface.co/stabilityai/stable-diffusion-3.5-medium model card: num_inference_steps=40, guidance_scale=4.5
    "sd3.5-medium": 40,
    # huggingface.co/stabilityai/stable-diffusion-3-medium-diffusers model card: num_inference_steps=28, guidance 7.0
    "sd3-medium": 28,
}
SD3_CFG_PASSES = 2
FLUX_MMDIT = 12e9  # the FLUX.1 transformer (its model cards)
SD3_SOURCE = ("FLUX.1's measured time × MMDiT parameters ÷ 12 B × 2 guidance passes × the model card's steps; "
              "arXiv:2403.03206 section 2, huggingface.co/stabilityai model cards (stable-diffusion-3.5-large: 28 steps, "
              "stable-diffusion-3.5-medium: 40, stable-diffusion-3-medium: 28)")


def sd3_rows(key: str, mmdit: float) -> tuple[Measured, ...]:
    """The provisional seconds an image of an SD3 MMDiT of `mmdit` parameters on the two cards a FLUX.1 time is measured
    on (the H100 first: other cards scale from it by TFLOPS, tools.media.card_rate)."""
    steps = SD3_STEPS[key]
    scale = mmdit / FLUX_MMDIT * SD3_CFG_PASSES * steps
    setup = f"{steps} steps with guidance (2 passes a step), 1024×1024, scaled from FLUX.1 by parameters"
    return (Measured(key, "H100 SXM", 6.71 / 28 * scale, setup + " (FLUX.1-dev 6.71 s / 28 steps, xDiT)", SD3_SOURCE,
                     provisional=True),
            Measured(key, "RTX 4090", 2.60 / 4 * scale, setup + " (FLUX.1-schnell 2.60 s / 4 steps)", SD3_SOURCE,
                     provisional=True))


# Models whose denoiser is the same network a step (so a step's time on a card is the same): FLUX.1-schnell is the
# timestep-distilled FLUX.1-dev, both the 12 B MMDiT run once a step (black-forest-labs model cards)
STEP_TWINS = {"flux-schnell": "flux-dev"}

MEASURED = MEASURED + tuple(r for key, n in (("sd3.5-medium", 2.5e9), ("sd3.5-large", 8.1e9), ("sd3-medium", 2.0e9))
                            for r in sd3_rows(key, n))


@dataclass(frozen=True)
class MediaModel:
    key: str  # MEASURED's model
    name: str
    family: str  # speech | diffusion
    params: float  # what a card must hold at 16 bits
    steps: int | None = None  # the measured steps (diffusion)
    side: int | None = None  # the measured square image side, px (diffusion)
    licence: MediaLicence | None = None  # set only where the weights' licence bars commercial use
    weight_bytes: float | None = None  # what a card holds, when not 16-bit weights (2 × params): FP8 FLUX
    fp8: bool = False  # runs FP8 matmuls: only cards with FP8 tensor cores (Ada, Hopper, Blackwell)
    fp32: bool = False  # measured in FP32 (ONNX): no BF16 / Flash Attention needed, so Turing (T4) counts
    live_only: bool = False  # a streaming model: its figure is a live capacity, not a batch speed
    time_scale: float = 1.0  # a provisional model's time over the measured one's (QWEN_IMAGE_SCALE), said in its name
    flops: float | None = None  # a vision batch model's FLOPs an item (tools.vision_batch): its seconds are modelled
    util: float = 1.0  # the share of the dense FP16 peak that model keeps (tools.vision_batch, assumed)
    peak_cap: float | None = None  # TFLOPS a faster card is not credited beyond (tools.vision_batch.CONV_SR_PEAK_CAP)
    run_steps: int | None = None  # the steps run when not the measured ones: a step-distilled variant's, or said
    fixed_share: float = 0.0  # the measured time's share that does not scale with steps (text encoders, VAE decode)
    step_cost: float = 1.0  # each sampling step's time over the measured one's: a conditioning add-on (ControlNet)
    addon: str | None = None  # the add-on said with the model ("ControlNet"), sized in step_cost and said in the answer


@dataclass(frozen=True)
class MediaLicence:
    """A weights licence that forbids commercial use, its source, and the usable alternative (said in the answer:
    a product-image batch on non-commercial weights is a legal problem, not a sizing one)."""
    name: str
    source: str
    alternative: str
    alternative_licence: str
    alternative_source: str


# FLUX.1 [dev]: "freely available for your non-commercial and non-production use" (its LICENSE.md); FLUX.1 [schnell]
# is Apache-2.0 (its model card); Black Forest Labs also sells commercial licences for [dev]
FLUX_DEV_LICENCE = MediaLicence(
    "FLUX.1 [dev] Non-Commercial License", "huggingface.co/black-forest-labs/FLUX.1-dev/blob/main/LICENSE.md",
    "FLUX.1 [schnell]", "Apache-2.0", "huggingface.co/black-forest-labs/FLUX.1-schnell")



def licence_line(m: MediaModel) -> list[Msg]:
    """The licence warning for non-commercial weights (FLUX.1-dev), said in every answer on them, generating and LoRA
    training alike: its LICENSE.md counts "revenue-generating activity" and "use to train, fine tune or distill other
    models for commercial use" as not a Non-Commercial purpose, and a LoRA is a Derivative under the same licence."""
    if m.licence is None and m.key == "flux-schnell":
        # FLUX.1 [schnell]'s weights: Apache-2.0 (its model card, FLUX_DEV_LICENCE's alternative), so a business may use
        # the pictures, where FLUX.1 [dev]'s licence forbids it: said, a design firm asked about it for paid banners
        return [Msg(code="media.licence_open", args={
            "name": m.name, "licence": FLUX_DEV_LICENCE.alternative_licence, "source": FLUX_DEV_LICENCE.alternative_source,
            "other": "FLUX.1-dev", "other_licence": FLUX_DEV_LICENCE.name})]
    if m.licence is None:
        return []
    lic = m.licence
    return [Msg(code="media.licence", args={
        "name": m.name, "licence": lic.name, "source": lic.source, "alt": lic.alternative,
        "alt_licence": lic.alternative_licence, "alt_source": lic.alternative_source})]

# The part of an SDXL image's time that does not scale with the sampling steps (prompt encoding, VAE decode): SDXL-Turbo
# (the same SDXL UNet, VAE and text encoders) makes a 512×512 image in 207 ms on an A100 in FP16, "67 ms accounted for
# by a single UNet forward" (Stability AI, "Introducing SDXL Turbo", stability.ai/news/stability-ai-sdxl-turbo, Nov
# 2023), so 140 ms is not the steps at 512²; at the measured 1024² the VAE decode has 4× the pixels, so ≤ 4 × 140 ms =
# 0.56 s (the text encoders do not grow: an upper bound), 0.56 / 3.31 = 0.169 of the measured 30-step image. By hand:
# SDXL-Lightning at 4 steps on the A100 = 0.56 + 2.75 × 4 / 30 = 0.93 s (a run would say; the key's 0.7–1.0 s a 4090)
SDXL_FIXED_S = 4 * (0.207 - 0.067)
SDXL_FIXED_SHARE = SDXL_FIXED_S / 3.31
SDXL_TURBO_SOURCE = "stability.ai/news/stability-ai-sdxl-turbo (207 ms a 512×512 image on an A100, 67 ms of it the UNet)"


MODELS = {
    # Whisper large-v2 and -v3 share one architecture (the v3 model card: 128 mel bins instead of 80, otherwise the
    # same), so one figure serves both; 1,550 M parameters (tools.non_llm).
    "whisper-large": MediaModel("whisper-large", "Whisper large", "speech", 1.55e9),
    # Whisper large-v3-turbo: 809 M parameters (tools.non_llm.WHISPER_TURBO_PARAMS), its own measured row
    "whisper-turbo": MediaModel("whisper-turbo", "Whisper large-v3-turbo", "speech", WHISPER_TURBO_PARAMS),
    # SDXL: UNet + both text encoders, 3.4 B (tools.non_llm); SDXL_FIXED_SHARE of its time is not the steps'
    "sdxl": MediaModel("sdxl", "SDXL", "diffusion", 3.4e9, 30, 1024, fixed_share=SDXL_FIXED_SHARE),
    # FLUX.1-dev: the 12 B transformer (model card) + the T5 v1.1 XXL encoder (≈ 4.7 B, the encoder half of T5-XXL's
    # 11 B; Raffel et al. 2020) + CLIP ViT-L text (123 M) that FluxPipeline loads beside it
    "flux-dev": MediaModel("flux-dev", "FLUX.1-dev", "diffusion", 16.8e9, 28, 1024, FLUX_DEV_LICENCE),
    # FP8 ("FLUX.1-dev in FP8 on a 4090"): the 12 B transformer at 1 byte a parameter = 12.0 GB, the T5 v1.1 XXL
    # encoder in FP8 = 4.76 GB (tools.encoder_sizes; or offloaded to host RAM: it runs once a prompt), CLIP-L 0.25 GB
    # and the VAE (84 M) 0.17 GB in 16-bit → FLUX_FP8_BYTES = 17.2 GB + the CUDA context; activations at 1024², batch 1,
    # are ~1–2 GB on top, inside the 10 % the fit rule leaves: a 24 GB RTX 4090 holds it with T5 on the card
    "flux-dev-fp8": MediaModel("flux-dev-fp8", "FLUX.1-dev (FP8)", "diffusion", 16.8e9, 28, 1024, FLUX_DEV_LICENCE,
                               weight_bytes=12.0e9 + T5_XXL_ENCODER + 0.123e9 * 2 + 0.084e9 * 2, fp8=True),
}
# FLUX.1-schnell: the same 12 B transformer and encoders as dev (both model cards), 4 sampling steps; Apache-2.0,
# so no licence line
MODELS["flux-schnell"] = MediaModel("flux-schnell", "FLUX.1-schnell", "diffusion", 16.8e9, 4, 1024)
# Stable Diffusion 3 / 3.5: the MMDiT + its three text encoders (tools.non_llm.SD3_MMDIT, SD3_TEXT_ENCODERS: 3.5 Medium
# 8.02 B → 16 GB at 16 bits, 3.5 Large 13.6 B → 27 GB); the Stability AI Community License is said by tools.licence
SD3_MODEL_KEYS = {"Stable Diffusion 3.5 Medium": "sd3.5-medium", "Stable Diffusion 3.5 Large": "sd3.5-large",
                  "Stable Diffusion 3 Medium": "sd3-medium"}
for _name, _key in SD3_MODEL_KEYS.items():
    MODELS[_key] = MediaModel(_key, f"{_name} (provisional)", "diffusion",
                              SD3_MMDIT[{"sd3.5-medium": ("5", "medium"), "sd3.5-large": ("5", "large"),
                                         "sd3-medium": ("", "medium")}[_key]] + SD3_TEXT_ENCODERS, SD3_STEPS[_key], 1024)
FLUX_T5_FP8_BYTES = T5_XXL_ENCODER  # the part an offloaded T5 encoder takes off the card (MODELS["flux-dev-fp8"])

# FunASR paraformer-zh-streaming: ≈ 220 M parameters (FunASR model zoo), measured in FP32 ONNX
MODELS["paraformer-streaming"] = MediaModel("paraformer-streaming", "Paraformer-zh-streaming (FunASR)", "speech", 220e6,
                                            fp32=True, live_only=True)
# SenseVoice-Small for a batch of Chinese recordings: 234 M parameters; FunASR's AutoModel runs it in FP32 (its quick
# start sets no dtype), so no BF16 is needed and Turing cards (T4) count. Sized beside Whisper for Chinese speech and
# led with when cheaper and no Whisper was asked for (chinese_batch_lead)
MODELS["sensevoice"] = MediaModel("sensevoice", "SenseVoice-Small (FunASR)", "speech", SENSEVOICE_PARAMS, fp32=True)
# seconds of a card's measured capacity one live stream costs each second: Whisper re-decodes a buffer (STREAM_COST);
# a streaming-native model's capacity is measured in streams, so a stream costs 1
STREAM_COSTS = {"paraformer-streaming": 1.0, **{r.key: 1.0 for r in STREAM_ROWS}}
# Kyutai STT (tools.streaming_asr): the README's live capacity, streams at real time on its card, as the measured rate
MEASURED = MEASURED + tuple(Measured(r.key, r.gpu, r.streams, f"{r.name}: {r.streams:,.0f} streams in real time on a H100",
                                     r.source, r.as_of) for r in STREAM_ROWS)
for _s in STREAM_ROWS:
    MODELS[_s.key] = MediaModel(_s.key, _s.name, "speech", _s.params, live_only=True)
# parakeet / canary (tools.asr_families): each row's leaderboard RTFx as its measured batch rate; canary-1b's licence
# (CC-BY-NC-4.0) is said with canary-1b-flash (CC-BY-4.0) as the usable alternative
MEASURED = MEASURED + tuple(Measured(r.key, r.gpu, r.rtfx, f"{r.name}, batched, RTFx {r.rtfx:,.0f}", r.source, ASR_READ_ON)
                            for r in ASR_ROWS)
for _r in ASR_ROWS:
    MODELS[_r.key] = MediaModel(_r.key, _r.name, "speech", _r.params, licence=None if _r.commercial else MediaLicence(
        _r.licence, _r.source.split(" ")[0], "canary-1b-flash", "CC-BY-4.0", "huggingface.co/nvidia/canary-1b-flash"))


@dataclass(frozen=True)
class Distilled:
    """A step-distilled variant of a measured image model: the same networks sampled at far fewer steps, so its time
    is the base model's measured time at `steps` (tools.media._time_factor). `pattern` finds its name in a message."""
    name: str
    base: str  # MODELS key
    steps: int
    pattern: str
    source: str


# Step-distilled SDXL variants (the same UNet size, VAE and text encoders): a user's step count wins over `steps`
# (advisor.core.extract_stated.sampling_steps). SDXL-Lightning: 1-, 2-, 4- and 8-step checkpoints, 4 taken (the model
# card's diffusers example); SDXL-Turbo: one step (its model card's example, trained at 512×512; 1–4 steps); LCM-LoRA
# for SDXL: 2–8 steps, 4 in its card's example; Hyper-SD (SDXL): 1-, 2-, 4-, 8- and 12-step LoRAs, 8 taken (the
# slower end where none is said)
DISTILLED = (
    Distilled("SDXL-Lightning", "sdxl", 4, r"(?i)sdxl[-_ ]?lightning|lightning(?=[^.!?\n]{0,20}sdxl)",
              "huggingface.co/ByteDance/SDXL-Lightning (1-, 2-, 4-, 8-step checkpoints; licence openrail++)"),
    Distilled("SDXL-Turbo", "sdxl", 1, r"(?i)sdxl[-_ ]?turbo", "huggingface.co/stabilityai/sdxl-turbo (num_inference_steps=1)"),
    Distilled("LCM-LoRA SDXL", "sdxl", 4, r"(?i)(?<![a-z])lcm(?![a-z])",
              "huggingface.co/latent-consistency/lcm-lora-sdxl (2–8 steps, num_inference_steps=4 in its example)"),
    Distilled("Hyper-SD SDXL", "sdxl", 8, r"(?i)hyper[-_ ]?sd(?![a-z0-9])",
              "huggingface.co/ByteDance/Hyper-SD (1-, 2-, 4-, 8-, 12-step LoRAs)"),
)


def distilled_variant(text: str) -> Distilled | None:
    """The step-distilled variant a message names ("SDXL-Lightning 4步", "sdxl turbo"), else None."""
    return next((d for d in DISTILLED if re.search(d.pattern, text or "")), None)


def with_steps(m: MediaModel, text: str, said: int | None) -> MediaModel:
    """`m` at the steps it runs: a named distilled variant of it at its steps (SDXL-Lightning: SDXL at 4), the user's
    stated steps winning; FLUX.1-schnell is its own measured 4-step row. Unchanged when neither is said, or for a
    model with no measured steps (speech)."""
    if not m.steps:
        return m
    d = distilled_variant(text)
    if d is not None and d.base == m.key:
        m = replace(m, name=d.name, run_steps=d.steps)
    if said and said != steps_run(m):
        m = replace(m, run_steps=said)
    return m


def stream_cost(m: MediaModel) -> float:
    """Seconds of the card's measured rate one live stream uses a second (STREAM_COSTS, else Whisper's STREAM_COST)."""
    return STREAM_COSTS.get(m.key, STREAM_COST)


# No model named ("transcribe 500 hours of audio", "generate 10,000 images"): sized on the common default, said with
# the question, never a bare question (what an expert does: "assuming Whisper large-v3 …"). Whisper large-v3 is the
# most accurate open Whisper; SDXL is the default open image model with a commercial licence (CreativeML Open
# RAIL++-M, its model card), where FLUX.1-dev's weights are non-commercial (FLUX_DEV_LICENCE). The alternatives are
# said beside the default.
DEFAULT_MEDIA_MODEL = {"speech": "Whisper large-v3", "diffusion": "SDXL"}
DEFAULT_MEDIA_ALTERNATIVES = {"speech": "Whisper large-v3-turbo", "diffusion": "FLUX.1-dev"}

# A live load with no model named: a streaming model, never Whisper large-v3 re-decoding its buffer — Chinese speech
# (asked in Chinese, or Mandarin / Cantonese said) gets FunASR's streaming Paraformer; other languages get Whisper
# large-v3-turbo (4 decoder layers, its own measurement) cut by a VAD at pauses
LIVE_DEFAULT = {"zh": "Paraformer-zh-streaming", "other": "Whisper large-v3-turbo"}
LIVE_ALTERNATIVE = {"zh": "SenseVoice-Small", "other": "Whisper large-v3"}


# Live Cantonese: FunASR's Paraformer-zh-streaming is trained for Mandarin; SenseVoice-Small covers Cantonese (yue)
# (github.com/FunAudioLLM/SenseVoice: Mandarin, Cantonese, English, Japanese, Korean), run on VAD-cut sentences
LIVE_CANTONESE = ("SenseVoice-Small", "Paraformer-zh-streaming")


def _chinese_speech(w: Workload, places: Gazetteer | None) -> bool:
    """Asked in Chinese, the recordings are Chinese speech, unless the users' place speaks another language
    (tools.place_languages.speech_chinese over the gazetteer's `languages`: callers in Japan speak Japanese); with no
    gazetteer, no place's languages are known and the writer's script decides."""
    table = places.languages if places is not None else {}
    return speech_chinese((w.language or "").startswith("zh"), list(w.users_region or []), table)


def default_speech_model(live: bool, chinese: bool, cantonese: bool = False) -> tuple[str, str]:
    """(the model a speech job with no model named is sized on, the alternative said beside it): a batch → Whisper
    large-v3; a live load → SenseVoice-Small for Cantonese (`cantonese`: LIVE_CANTONESE, Paraformer-zh-streaming
    being Mandarin), Paraformer-zh-streaming for other Chinese speech (`chinese`: the question in Chinese, or
    Mandarin named: advisor.core.extract_rules.CHINESE_SPEECH), Whisper large-v3-turbo for the rest."""
    if not live:
        return DEFAULT_MEDIA_MODEL["speech"], DEFAULT_MEDIA_ALTERNATIVES["speech"]
    if cantonese:
        return LIVE_CANTONESE
    key = "zh" if chinese else "other"
    return LIVE_DEFAULT[key], LIVE_ALTERNATIVE[key]


# Users at once with no image rate ("同時大概 20 人在用"): a provisional plan at one image per user a minute — the
# example rate the rate question itself offers — said as an assumption beside that question, never a bare question
# (what an expert does: "assuming each of the 20 makes about one image a minute …").
PROVISIONAL_IMAGES_PER_USER_MINUTE = 1.0


def provisional_image_rate(users: int) -> float:
    """The images a second `users` at once make at PROVISIONAL_IMAGES_PER_USER_MINUTE (20 users → 1/3 a second)."""
    return users * PROVISIONAL_IMAGES_PER_USER_MINUTE / 60.0


def image_users_at_once(w: Workload) -> tuple[int, str, int | None] | None:
    """The users at once an image service is sized from at PROVISIONAL_IMAGES_PER_USER_MINUTE, how they were read,
    and the people they come from: the users at once stated ("at_once"); the people online ("online": a person with an
    image tool open is a user at it, so each counts once — never the chat rule of tools.traffic, whose answer times
    are text-generation speeds); a head count's share active at the office peak ("team":
    tools.traffic.peak_share_of_people, 50 people → 8). None when none is said."""
    from tools.traffic import peak_share_of_people

    if w.concurrency:
        return w.concurrency, "at_once", None
    if w.users_online:
        return w.users_online, "online", w.users_online
    if w.head_count:
        return peak_share_of_people(w.head_count), "team", w.head_count
    return None


def media_model(name: str | None, text: str, precision: str | None = None) -> MediaModel | None:
    """The measured model a tools.non_llm name stands for: Whisper large (any version), SDXL, FLUX.1 [dev] (in FP8
    when FP8 is said: its own measurement), FLUX.1 [schnell] (its own 4-step measurement, whatever the language the
    name sits in: "改成 FLUX.1-schnell 呢"); None for the rest (Whisper medium/small, SD 1.x: no measurement here)."""
    if not name:
        return None
    if name == "FLUX.1" and "schnell" in text.lower():
        return MODELS["flux-schnell"]
    if name == "FLUX.1" and "schnell" not in text.lower() and (precision == "fp8" or re.search(r"(?i)\bfp8\b", text)):
        return MODELS["flux-dev-fp8"]
    if name == "Paraformer-zh-streaming":
        return MODELS["paraformer-streaming"]
    if name.startswith("Kyutai "):  # the row the reader named (tools.streaming_asr)
        return next(MODELS[r.key] for r in STREAM_ROWS if r.name == name)
    asr = asr_row(name) if re.match(r"(?i)parakeet|canary", name) else None
    if asr is not None:  # its own RTFx, or its family's nearest held size's, said in its name (tools.asr_families)
        return replace(MODELS[asr.key if asr.key in MODELS else str(asr.stand_in)], name=asr.name)
    if name == "SenseVoice-Small":
        return MODELS["sensevoice"]
    if name == "Paraformer-large":  # the offline model FunASR's V100 figure measures (module note above MEASURED)
        return replace(MODELS["sensevoice"], name="Paraformer-large (FunASR)")
    if name.startswith("Whisper ") and name.split()[1].split("-")[0] in SMALLER_WHISPERS:
        return MODELS["whisper-large"]  # sized at large-v3's speed, a ceiling: said by the caller (stand_in_note)
    if name == "Whisper large-v3-turbo":  # named: its own measurement, never large-v3's
        return MODELS["whisper-turbo"]
    if name.startswith("Whisper large"):
        return MODELS["whisper-large"]
    if name == "SDXL":
        return MODELS["sdxl"]
    if name == "FLUX.1" and "schnell" not in text.lower():  # "Flux.1-dev", or Flux unqualified: dev, said
        return MODELS["flux-dev"]
    if name in SD3_MODEL_KEYS:  # no measurement: provisional, by FLOPs from FLUX.1's (SD3_STEPS' note)
        return MODELS[SD3_MODEL_KEYS[name]]
    if name in ("Qwen-Image", "Qwen-Image-Edit"):  # no measurement: PROVISIONAL, FLUX.1-dev's time × 20 / 12
        return replace(MODELS["flux-dev"], name=f"{name} (provisional)",
                       params=QWEN_IMAGE_PARAMS, licence=None, time_scale=QWEN_IMAGE_SCALE * QWEN_IMAGE_CFG_PASSES,
                       run_steps=QWEN_IMAGE_STEPS)
    stand = stand_in_row(name)  # "Stable Cascade": its family's measured model as a stand-in, said (tools.stand_in_media)
    if stand is not None:
        return replace(MODELS[stand.stand_in], name=f"{name} (sized on {stand.stand_in_name}'s measured time, provisional)",
                       params=stand.params, licence=None)
    if name == KONTEXT_NAME:  # the same 12 B transformer as dev, an editing model: dev's time as a floor (KONTEXT_*)
        return replace(MODELS["flux-dev"], name=KONTEXT_NAME, licence=KONTEXT_LICENCE)
    return None


# FLUX.1 Kontext [dev]: an image-EDITING model (an input image and an instruction), the 12 B FLUX.1 transformer with
# the input image's tokens joined to the sequence (Labs et al. 2025, "FLUX.1 Kontext", arXiv:2506.15742 §3): at the
# same size it runs on about twice the tokens, so FLUX.1-dev's measured text-to-image time is a FLOOR for it (the
# caller says so: tools.non_llm TRAITS "kontext"). Its weights are under the FLUX.1 [dev] Non-Commercial License; the
# commercial editing alternative is Qwen-Image-Edit (Apache-2.0) — never FLUX.1 [schnell], which cannot edit an image
# Qwen-Image (-Edit): no measured time held. Both it and FLUX.1-dev are MMDiTs over the same 1024² latent (a 16× VAE,
# 2 × 2 patches: 4,096 image tokens), so a step's compute grows with the transformer's parameters: PROVISIONALLY
# FLUX.1-dev's measured time a step × 20 B / 12 B (tools.non_llm's model-card sizes), at the model cards' own sampling:
# num_inference_steps=50 with true_cfg_scale=4.0 (huggingface.co/Qwen/Qwen-Image and Qwen/Qwen-Image-Edit model
# cards; diffusers' QwenImagePipeline defaults to 50 steps), true CFG being a second pass a step where FLUX.1-dev is
# guidance-distilled (one). By hand on the H100: 6.71 s / 28 × 20 / 12 × 2 × 50 = 39.9 s an image. Stated steps
# replace the 50 (with_steps). The card holds its 28.29 B at 16 bits
QWEN_IMAGE_SCALE = 20 / 12
QWEN_IMAGE_STEPS = 50
QWEN_IMAGE_CFG_PASSES = 2
QWEN_IMAGE_PARAMS = 28.29e9
KONTEXT_NAME = "FLUX.1 Kontext [dev]"
KONTEXT_LICENCE = MediaLicence(
    "FLUX.1 [dev] Non-Commercial License", "huggingface.co/black-forest-labs/FLUX.1-Kontext-dev/blob/main/LICENSE.md",
    "Qwen-Image-Edit", "Apache-2.0", "huggingface.co/Qwen/Qwen-Image-Edit")


# Whisper sizes with no measurement held here: sized PROVISIONALLY at large-v3's measured speed, a ceiling (the same
# encoder-decoder with fewer, narrower layers: medium 24 layers and 769 M, small 12 and 244 M, against large's 32 and
# 1,550 M, the Whisper paper's Table 1), said as such beside the answer
SMALLER_WHISPERS = ("medium", "small", "base", "tiny")


def measured_for(m: MediaModel) -> Measured:
    return next(x for x in MEASURED if x.model == m.key)


def card_rate(m: MediaModel, g: GPUSpec, gpus: dict[str, GPUSpec]) -> tuple[float, bool] | None:
    """The card's rate (speech: × real time; diffusion: seconds per image) and whether it is scaled (module
    docstring's rule); None for a card the rule cannot scale (no bandwidth or TFLOPS figure, not NVIDIA)."""
    own = next((x for x in MEASURED if x.model == m.key and x.gpu == g.name), None)
    if own is not None:
        return own.rate, own.provisional  # a provisional figure is modelled, so said as scaled
    if m.flops is not None:  # a vision batch model: FLOPs an item over the card's dense FP16 peak × its utilisation
        return _modelled_rate(m, g)
    ref = measured_for(m)
    base = gpus.get(ref.gpu)
    if base is None or g.vendor != "NVIDIA" or not (g.bf16_support or m.fp32):  # Volta/Turing: no BF16, no FA2
        return None
    if m.fp8 and not g.fp8_support:  # FP8 matmuls need Ada / Hopper / Blackwell tensor cores (tools.compat)
        return None
    if m.family == "speech":
        share = speech_share(base, g)
        return (None if share is None else (ref.rate * share, True))
    try:
        if m.family == "diffusion":
            return _diffusion_rate(_step_refs(m, ref, gpus), g), True
        return ref.rate / min(1.0, peak_tflops(g, "fp16") / peak_tflops(base, "fp16")), True  # a tracker: not credited
    except SpeedUnknown:
        return None


def speech_share(base: GPUSpec, g: GPUSpec) -> float | None:
    """The share of the measured card's speech rate another card keeps: the slower of its memory-bandwidth ratio (the
    decoder reads every weight for each token) and its dense FP16 tensor ratio (the encoder is compute-bound: Whisper
    large-v3-turbo's 635 M-parameter encoder over the 1,500 frames of a 30 s window is ≈ 2 × 635e6 × 1,500 = 1.9 TFLOP
    a window, Radford et al. 2022 Table 1 and the model card), never above 1. The measured speed is the whole
    pipeline's and its split by stage is not published, so the slower ratio bounds the time from above (as
    tools.generated_media.rtf_factor does for speech synthesis). By hand, from an H100 SXM (3,350 GB/s, 989 TFLOPS
    dense FP16; NVIDIA datasheets) to an RTX A4000 (448 GB/s, 76.7): min(0.134, 0.078) = 0.078, so 404× real time
    becomes 31×, not the bandwidth-only 54×. A card whose FP16 figure is not held keeps the bandwidth ratio alone;
    None without bandwidth figures."""
    if not g.bandwidth_gb_s or not base.bandwidth_gb_s:
        return None
    share = g.bandwidth_gb_s / base.bandwidth_gb_s
    with contextlib.suppress(SpeedUnknown):  # no FP16 figure held: the bandwidth ratio alone
        share = min(share, peak_tflops(g, "fp16") / peak_tflops(base, "fp16"))
    return min(1.0, share)


def _step_refs(m: MediaModel, ref: Measured, gpus: dict[str, GPUSpec]) -> list[tuple[GPUSpec, float]]:
    """The cards this model's time is measured on, with the seconds: its own row, and the same denoiser's rows a step
    at a time × this model's steps (`STEP_TWINS`: FLUX.1-dev's 6.71 s / 28 steps on an H100 → 0.96 s for schnell's 4)."""
    refs = [(gpus[ref.gpu], ref.rate)]
    twin = STEP_TWINS.get(m.key)
    twin_steps = MODELS[twin].steps if twin else None
    if twin and m.steps and twin_steps:
        refs += [(gpus[x.gpu], x.rate / twin_steps * m.steps) for x in MEASURED
                 if x.model == twin and x.gpu in gpus and not x.provisional]
    return refs


def _diffusion_rate(refs: list[tuple[GPUSpec, float]], g: GPUSpec) -> float:
    """Seconds an image: the measured card nearest in dense FP16 TFLOPS, scaled by the TFLOPS ratio (a denoiser step
    at 1024² is compute-bound, so a faster card is credited its rate too), never faster than a measurement on a card at
    least as fast. By hand, FLUX.1-schnell: A100 (312) from the 4090 (165.2, 2.60 s) 2.60 × 165.2 / 312 = 1.38 s; H100
    PCIe (756) from the H100 SXM's 0.96 s: 0.96 × 989 / 756 = 1.25 s. Raises SpeedUnknown when a TFLOPS is not held."""
    peak = peak_tflops(g, "fp16")
    scaled = [(abs(math.log(peak_tflops(c, "fp16") / peak)), t * peak_tflops(c, "fp16") / peak) for c, t in refs]
    floor = max((t for c, t in refs if peak_tflops(c, "fp16") >= peak), default=0.0)
    return max(min(scaled)[1], floor)


def _modelled_rate(m: MediaModel, g: GPUSpec) -> tuple[float, bool] | None:
    """Seconds an item from FLOPs (tools.vision_batch.seconds_per_item) on an NVIDIA card with a dense FP16 figure
    (FP16 tensor cores from Volta on, so a T4 counts); None for other cards. Marked scaled: modelled, not measured."""
    from tools.vision_batch import VisionJob, seconds_per_item

    if g.vendor != "NVIDIA" or m.flops is None:
        return None
    try:
        peak = peak_tflops(g, "fp16")
    except SpeedUnknown:
        return None
    job = VisionJob(m.key, m.name, m.family, m.params, m.flops, m.util, "", peak_cap=m.peak_cap)
    secs = seconds_per_item(job, peak)
    return (secs, True) if secs else None


def holds(m: MediaModel, g: GPUSpec) -> bool:
    """16-bit weights (or the model's own `weight_bytes`) + the CUDA context within vLLM's default share of the card
    (tools.embedding.holds' rule)."""
    from tools.memory import CUDA_CONTEXT_BYTES, VLLM_GPU_MEMORY_UTILIZATION

    cap = g.usable_bytes
    return cap is None or need_bytes(m) + CUDA_CONTEXT_BYTES <= cap * VLLM_GPU_MEMORY_UTILIZATION


def need_bytes(m: MediaModel) -> float:
    return m.weight_bytes if m.weight_bytes is not None else 2 * m.params


@dataclass(frozen=True)
class MediaRow(EmbeddingRow):
    rate: float = 0.0  # the card's rate (card_rate)
    scaled: bool = False
    bandwidth_gb_s: float | None = None  # the card's memory bandwidth (scales speaker diarization's time)


@dataclass(frozen=True)
class MediaPlan:
    model: MediaModel
    units: float | None  # a batch: seconds of audio, or images
    pixels_factor: float  # the stated image's pixels ÷ the measured image's (1 when not stated)
    size: tuple[int, int] | None  # the stated image size; None: the measured one assumed
    live: float | None  # a live load: concurrent audio streams (speech), images a second at peak (diffusion)
    deadline_hours: float | None
    period: str | None
    rows: list[MediaRow]
    currency: str
    filters: tuple[Msg, ...] = ()  # the stated region / provider / card / billing, ✅ or ❌ (tools.batch_filters)
    fastest: bool = False  # a batch ranked by its finish time (tools.embedding.by_time)
    budget: Msg | None = None  # the stated budget held against the rows (tools.batch_filters.budget_msg)
    latency_s: float | None = None  # a live speech load's stated latency target, or an image's, seconds
    too_slow: int = 0  # image cards left out: their seconds an image exceed latency_s (0: none, or none met it)
    dense: MediaRow | None = None  # a live fleet over LIVE_FLEET_MAX machines: the cheapest plan on dense nodes
    nearby: tuple[tuple[str, MediaRow], ...] = ()  # no row in the stated place: the first row in each nearest place
    regions_said: tuple[str, ...] = ()  # the stated places `nearby` is outside of
    reference: tuple[str, MediaPlan] | None = None  # mainland asked, nothing priced: the nearest priced place's plan
    month_hours: float = float(HOURS_PER_MONTH)  # a live load's billed month: 730 h, or the stated hours a day × 30.4
    # asked in Chinese: the recordings are taken to be Chinese speech (CHINESE_ASR), unless the users' place speaks
    # another language (tools.place_languages.speech_chinese: a 简体 question for callers in Japan is Japanese speech)
    chinese: bool = False
    market: Msg | None = None  # the stated place's local platforms the catalog lacks, and a reference (`market_line`)
    capped: bool = False  # no row: every machine type needed more than MAX_NODES machines for the batch (media.over_machines)
    owned: int = 0  # the user's own cards of the top row's type ("we own one A100 80GB"): the batch runs there first
    wall_assumed: bool = False  # no deadline stated: planned to end within tools.batch_wall's default
    per_image: bool = False  # a live image load under "fastest": ranked by one image's seconds (seconds_first)
    budget_hour: float | None = None  # per_image: the stated budget's hourly share (live_budget_limit), None: none
    over_budget: tuple[MediaRow, ...] = ()  # per_image: every ranked row over budget_hour, shown or not (faster_over_budget)
    every: int | None = None  # a recurring batch run every N periods ("every 2 weeks": Workload.batch_every)
    # "fastest" batch under a budget: the sooner plan past it, or that no plan fits (batch_budget_order)
    past_budget: Msg | None = None


# Audio said as items × each one's length (advisor.core.extract_stated.audio_items: "10,000 calls a day, 4 minutes each"):
# the count's multiplier and the length's unit, as the reader names them
ITEM_MULTIPLIER = {"thousand": 1e3, "ten_thousand": 1e4}
LENGTH_SECONDS = {"second": 1, "minute": 60, "hour": 3600}


def audio_hours_of_items(count: float, multiplier: str | None, length: float, unit: str) -> float | None:
    """Hours of audio in `count` (× its multiplier) recordings of `length` (in its unit) each: 1 ten_thousand calls ×
    4 minutes = 10,000 × 240 s / 3,600 = 666.7 h; None for a unit not known."""
    secs = LENGTH_SECONDS.get(unit)
    if secs is None:
        return None
    return count * ITEM_MULTIPLIER.get(multiplier or "", 1) * length * secs / 3600


def daily_peak_line(per_day: float, factor: float, day: MediaPlan | None, assumed: bool = False,
                    steady: MediaPlan | None = None) -> Msg:
    """How a daily count became the peak rate sized (tools.traffic.peak_rate_per_s), and what the same images cost in a month when
    the machines follow the load: the daily batch's pick (its GPU-hours a day at its price) × 30.4 days, from the
    stated place or, when nothing there is priced, the nearest place's (`day.nearby`). A service people use all day
    (`steady`: the plan at the day's average rate) keeps its fleet up every hour of the month: that month (month_of)
    is the least it costs, and the GPU-hours figure only per-second billing that scales to zero reaches
    (a paid app's 5,000 images a day were priced as 9.6 GPU-hours a day, $637 a month, not ≈ $1.6k always on)."""
    on = steady.rows[0] if steady is not None and steady.rows else None
    up = {"on_cards": on.gpus * on.machines if on else None, "on_gpu": on.gpu if on else None,
          "on_hour": money_text(on.cost, steady.currency) if on and steady else None,
          "on_month": money_text(month_of(steady) or 0.0, steady.currency, 0) if on and steady else None,
          "on_hours": round(steady.month_hours) if steady is not None else None}
    row = (day.rows[0] if day.rows else day.nearby[0][1] if day.nearby else None) if day is not None else None
    place = None if day is None or day.rows or not day.nearby else day.nearby[0][0]
    per, month = recurring_costs(row.cost, "day") if row is not None else (None, None)
    hours = gpu_hours(day, row) if day is not None and row is not None else None
    peak = peak_rate_per_s(per_day, factor)
    return Msg(code="media.daily_peak", args={
        "per_day": per_day, "avg": peak_rate_per_s(per_day, 1.0), "factor": factor,
        "peak": peak, "per_min": peak * 60,
        "gpu": row.gpu if row is not None else None, "gpu_hours": hours,
        "per": money_text(per, day.currency) if per is not None and day is not None else None,
        "month": money_text(month, day.currency, 0) if month is not None and day is not None else None,
        "days": periods_a_month("day"), "place": place_words([place])[0] if place else None, "assumed": assumed,
        "share_pct": BUSY_HOUR_SHARE_PCT if assumed and factor == busy_hour_factor() else None,
        **up})


def load_of(m: MediaModel, w: Workload, images_per_s: float | None = None) -> tuple[float | None, float | None]:
    """(a batch's units, a live load): seconds of audio or images; a live load is the streams at `concurrency` for
    speech, the stated peak images a second for diffusion (it wins over a count read beside it)."""
    if m.family == "speech":
        if w.concurrency:
            return None, float(w.concurrency)
        if m.live_only:  # a streaming model's figure sizes live streams only
            return None, None
        if w.dataset is not None and w.dataset.unit == "audio_hours":
            return w.dataset.amount * 3600, None
        return None, None
    if images_per_s:
        return None, images_per_s
    if w.batch_requests:
        return float(w.batch_requests), None
    if w.dataset is not None and w.dataset.unit == "images":
        return w.dataset.amount, None
    return None, None


# ControlNet runs a trainable copy of the UNet's encoder beside it at every step: its paper measures "only 23% more GPU
# memory and 34% more time in each training iteration" over Stable Diffusion on an A100 (Zhang, Rao and Agrawala 2023,
# arXiv:2302.05543, §3.2). Taken as the per-step INFERENCE overhead: an assumption, said (measure on a pilot).
CONTROLNET_OVERHEAD = 1.34
CONTROLNET_SOURCE = "Zhang, Rao and Agrawala 2023, arXiv:2302.05543, section 3.2"
# a ControlNet (or a T2I-style control model) said beside a diffusion model: "SDXL加controlnet", "SDXL + ControlNet"
CONTROLNET_SAID = re.compile(r"(?i)control[\s_-]?net")


def with_addons(m: MediaModel, text: str) -> MediaModel:
    """`m` with a conditioning add-on said beside it sized into each sampling step: ControlNet × CONTROLNET_OVERHEAD
    on the steps' share (the text encoders and VAE decode unchanged), its name said in the model's ("SDXL +
    ControlNet"). Unchanged for a model with no sampling steps (speech) or no add-on said. By hand: SDXL on an RTX 4090
    6.3 s → 6.3 × (0.169 + 0.831 × 1.34) = 8.1 s an image."""
    if not m.steps or m.family != "diffusion" or not CONTROLNET_SAID.search(text or ""):
        return m
    return replace(m, name=f"{m.name} + ControlNet", step_cost=m.step_cost * CONTROLNET_OVERHEAD, addon="ControlNet")


def _time_factor(m: MediaModel, size: tuple[int, int] | None, steps: int | None) -> float:
    """An image's time against the measured one: its pixels over the measured side squared × (the fixed share + the
    rest × steps run ÷ measured steps × each step's cost). `steps`: a lever's (cheaper_line), else the model's run
    steps. By hand: SDXL at 4 steps = 0.169 + 0.831 × 4 / 30 = 0.280 of 3.31 s = 0.93 s on the A100 at 1024²; SDXL +
    ControlNet at 30 steps = 0.169 + 0.831 × 1.34 = 1.283 of 3.31 s = 4.25 s."""
    run = steps or m.run_steps
    ratio = run / m.steps if run and m.steps else 1.0
    share = m.fixed_share + (1 - m.fixed_share) * ratio * m.step_cost if (run and m.steps) or m.step_cost != 1 else 1.0
    return (size[0] * size[1] / (m.side * m.side) if size and m.side else 1.0) * share * m.time_scale


def steps_run(m: MediaModel) -> int | None:
    """The sampling steps an image of `m` is sized at: a distilled variant's or the stated ones, else the measured."""
    return m.run_steps or m.steps


def _billed(row: InstanceRow, billing: str, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """A row's hourly price in the display currency at `billing`; None for a spot price too far under on-demand to
    trust (tools.offers.suspect_spot: a per-GPU quote or a stale row is not a price to plan a job on)."""
    if billing == "spot" and suspect_spot(row):
        return None
    return convert_amount(price_of(row, billing), row.currency, currency, usd_cny, fx)


def plan(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, size: tuple[int, int] | None,
         currency: str = "USD", usd_cny: float, fx: dict[str, float], images_per_s: float | None = None,
         places: Gazetteer | None = None, latency_s: float | None = None, nearby: bool = True,
         billing: str = "on_demand", busy: float | None = None, steps: int | None = None) -> MediaPlan | None:
    """The cheapest machines, one row per GPU type, TOP_ROWS of them, for the batch or the live load; None when
    neither is stated; when nothing in a stated place can run it, the first row of each nearest place (`nearby`).
    A stated image size other than the measured one scales the time by its pixels (the latent
    grows with them; attention grows faster, so a larger image takes at least that long). `billing`: the price each
    row is ranked at (on-demand, or spot for cheaper_line); `busy`: a live load's busy share in place of util_of's;
    `steps`: an image model sampled at fewer steps than measured (cheaper_line), its time × steps ÷ measured steps."""
    units, live = load_of(m, w, images_per_s)
    if units is None and live is None:
        return None
    px = _time_factor(m, size, steps)
    filt = for_serving(row_filter(w, gpus, 2 * m.params, places), w, bool(live))  # host RAM: 16-bit weights; SLA
    deadline, assumed = _wall(w, units, live)  # no deadline: the assumed wall (tools.batch_wall)
    fastest = by_time(w) and units is not None
    lat = latency_s if m.family == "diffusion" else None  # an image's latency: cards slower than it are not ranked
    best: dict[str, MediaRow] = {}
    slow: dict[str, MediaRow] = {}
    pool: dict[str, list[MediaRow]] = {}  # every plan of a card type (a live load picks its box size from them)
    capped = False
    for row in rows:
        g = _usable(row, gpus, filt)
        got = card_rate(m, g, gpus) if g is not None and holds(m, g) else None
        price = _billed(row, billing, currency, usd_cny, fx) if got else None
        if g is None or got is None or not price:
            continue
        rate, scaled = got
        # units a GPU does per second; a live stream costs STREAM_COST seconds of audio decoded each second
        per_s = (rate / stream_cost(m) if live else rate) if m.family == "speech" else 1 / (rate * px)
        cand = _candidate(row, g, int(row.gpu_count or 1), price, per_s, units, live, deadline, rate, scaled, fastest,
                          m.family == "speech", busy, assumed)
        into = slow if lat is not None and rate * px > lat else best
        seen = into.get(g.name)
        if cand is not None and (seen is None or rank_key(cand, fastest) < rank_key(seen, fastest)):
            into[g.name] = cand
        if cand is not None:
            pool.setdefault(g.name, []).append(cand)
        elif units is not None and not assumed:
            capped = capped or over_machine_bound(per_s, int(row.gpu_count or 1), units, deadline, fastest)
    if live:
        for kept in (best, slow):
            kept.update({name: fewest_near(pool[name], FEWER_FASTER_BAND) for name in kept})
    if not best and not slow and nearby:
        near = nearby_plans(m, w, gpus, rows, size=size, currency=currency, usd_cny=usd_cny, fx=fx,
                            images_per_s=images_per_s, places=places, latency_s=latency_s)
        if near:
            market = market_line(m, w, gpus, rows, [], places=places, size=size, currency=currency, usd_cny=usd_cny,
                                 fx=fx, images_per_s=images_per_s, latency_s=latency_s) if billing == "on_demand" \
                and busy is None else None
            return MediaPlan(m, units, px, size, live, deadline, w.batch_period if units else None, [], currency,
                             tuple(constraint_msgs(w, False, live=bool(live), judged=("deadline_hours",), places=places)),
                             nearby=tuple((tag, got.rows[0]) for tag, got in near), regions_said=tuple(w.regions or ()),
                             reference=near[0] if places is not None and china_only(w.regions, places) else None,
                             month_hours=serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week),
                             market=market, wall_assumed=assumed)
    too_slow = len(slow) if best else 0
    if not best:  # no card meets the latency: the fastest cards shown, the latency ❌ (latency_line)
        best = dict(sorted(slow.items(), key=lambda kv: kv[1].rate)[:TOP_ROWS])
    order: list[EmbeddingRow] = sorted(best.values(), key=lambda x: rank_key(x, fastest))
    ranked, per_image, limit = per_image_order([r for r in (cuda_on_tie(fastest_on_tie(order)) if fastest else sooner_on_tie(
        order)) if isinstance(r, MediaRow)], m, w, live, currency, usd_cny, fx)  # a waiting customer: one image's time
    load, ranked, past = batch_budget_order(ranked, m, w, (units, live, deadline), fastest, currency, usd_cny, fx)
    # a stated budget is judged on the cheapest row (budget_msg): its pick is not traded for fewer machines
    consolidate = live and w.budget is None and w.budget_per_hour is None and not per_image
    shown = shown_rows((few_machines(fewer_on_tie(ranked)) if consolidate else fewer_on_tie(ranked)) if live else ranked)
    said = budget_msg(w, ranked, load, currency, usd_cny, fx)
    judged = JUDGED_HERE if said else ("deadline_hours",)  # a budget no row was judged against is said back as ❔
    market = market_line(m, w, gpus, rows, shown, places=places, size=size, currency=currency, usd_cny=usd_cny,
                         fx=fx, images_per_s=images_per_s, latency_s=latency_s) if nearby and billing == "on_demand" \
        and busy is None else None
    return MediaPlan(m, units, px, size, live, deadline, w.batch_period if units else None, shown, currency,
                     tuple(constraint_msgs(w, bool(ranked), live=bool(live), judged=judged, places=places)), fastest, said,
                     latency_s if live or lat else None, too_slow, dense_row(
                         [r for rows_ in pool.values() for r in rows_], shown) if live and shown else None,
                     month_hours=serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week),
                     chinese=_chinese_speech(w, places), market=market, capped=capped and not shown, past_budget=past,
                     owned=_owned_cards(w, shown), wall_assumed=assumed, per_image=per_image, budget_hour=limit,
                     over_budget=over_limit(ranked, limit) if per_image else (), every=w.batch_every if units else None)


def batch_budget_order(ranked: list[MediaRow], m: MediaModel, w: Workload,
                       sized: tuple[float | None, float | None, float | None], fastest: bool, cur: str, usd_cny: float,
                       fx: dict[str, float]) -> tuple[Load, list[MediaRow], Msg | None]:
    """The load a budget is judged on (`sized`: the units, the live rate, the deadline) and, for a batch ranked by
    finish time ("fastest") under a stated budget, the soonest plan within the budget first (tools.fastest_budget)
    with the soonest plan past it said as a lever (its row, its cost in the budget's period, how many times the
    budget) — or, when no plan fits, the headline's note that none does (batch.fastest_none_in_budget). A live load,
    no budget or not "fastest": the rows as they are."""
    units, live, deadline = sized
    unit = ("streams" if live else "audio") if m.family == "speech" else ("images_per_s" if live else "images")
    load = Load(unit, units, live, deadline, w.batch_period if units else None)
    got = budget_limit(w, load, cur, usd_cny, fx) if fastest and live is None and ranked else None
    limit, hourly = got if got is not None else (None, False)
    if limit is None:
        return load, ranked, None
    within = fastest_within_budget(ranked, limit, lambda r: spend_of(r, hourly), lambda r: r.hours or 0.0, TIE)
    if not within.over:
        return load, within.rows, None if within.fits else Msg(code="batch.fastest_none_in_budget")
    top, b = within.over[0], effective_budget(w)
    per = b.per if b is not None else "total"
    return load, within.rows, past_budget_msg(
        _media_row(top, cur, load.period, w.batch_every), spend_of(top, hourly), limit, hourly=hourly, per=per,
        scale=in_budget_period(per, None if hourly else load.period, w.batch_every), cur=cur)


def none_in_budget(p: MediaPlan) -> bool:
    """Is the plan's budget note the headline's "no plan is within your budget" (batch_budget_order)?"""
    return p.past_budget is not None and p.past_budget.code == "batch.fastest_none_in_budget"


def over_limit(rows: list[MediaRow], limit: float | None) -> tuple[MediaRow, ...]:
    """The rows whose hourly price is over `limit` (a live image load's budget share, beyond the tie); () with none."""
    return () if limit is None else tuple(r for r in rows if r.cost > limit * (1 + TIE))


def per_image_order(ranked: list[MediaRow], m: MediaModel, w: Workload, live: float | None, currency: str,
                    usd_cny: float, fx: dict[str, float]) -> tuple[list[MediaRow], bool, float | None]:
    """A live image load under "fastest" (a customer waits for each image): the rows by one image's seconds within the
    stated budget (seconds_first), whether that order applies, and the budget's hourly share it was held to."""
    per_image = bool(live) and m.family == "diffusion" and by_time(w)
    limit = live_budget_limit(w, currency, usd_cny, fx) if per_image else None
    return (seconds_first(ranked, limit) if per_image else ranked), per_image, limit


def live_budget_limit(w: Workload, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """The stated budget as money per hour of a live service, in `currency` (tools.constraints.hourly_limit: per month
    ÷ 730 h, or the stated hours; HK$3,000 a month → HK$4.11/h); None when no budget is stated."""
    from tools.constraints import effective_budget, hourly_limit

    b = effective_budget(w)
    per_h = hourly_limit(b, None) if b is not None else None
    return convert_amount(per_h, b.currency, currency, usd_cny, fx) if b is not None and per_h is not None else None


def seconds_first(rows: list[MediaRow], limit: float | None) -> list[MediaRow]:
    """A customer waiting for each image, said with "fastest": the card that makes one image soonest first (its
    seconds an image, batch 1, as measured) — more cards of a slower type serve more customers at once but make no one
    image sooner — the cheaper first on the same seconds; rows whose hourly price is over `limit` (the stated budget's
    hourly share) after every row within it, so a budget said earlier still holds. By hand (HK$3,000 a month ÷ 730 h =
    HK$4.11/h): an RTX 4090 at 6.3 s an image and HK$3/h leads an A100 at 3.3 s and HK$9.67/h (over) and an RTX A4000
    at 13.5 s and HK$1.17/h (slower)."""
    def key(r: MediaRow) -> tuple[bool, float, float]:
        return (limit is not None and r.cost > limit * (1 + TIE), round(r.rate, 2), r.cost)
    return sorted(rows, key=key)


def per_image_note(p: MediaPlan) -> Msg | None:
    """The headline's note when a customer waits for each image under "fastest": ranked by one image's seconds on the
    pick (more cards do not make one image sooner), whether the pick's month is over the stated budget, and the
    step-distilled variant of the model (SDXL-Lightning, 4 steps) on the pick's card: time × its steps' share
    (_time_factor); By hand (SDXL, 30 steps, 6.3 s on an RTX 4090): 0.169 + 0.831 × 4 ÷ 30 = 0.280 → 1.8 s."""
    if not p.per_image or not p.rows:
        return None
    top, m = p.rows[0], p.model
    secs = top.rate * p.pixels_factor
    d = next((x for x in DISTILLED if x.base == m.key), None)
    run = steps_run(m)
    fewer = secs * _time_factor(m, None, d.steps) / _time_factor(m, None, run) if d is not None and run and \
        d.steps < run else None
    over = p.budget_hour is not None and top.cost > p.budget_hour * (1 + TIE)
    return Msg(code="media.per_image_first", args={
        "gpu": top.gpu, "secs": round(secs, 1), "over": over,
        "month": money_text(month_of(p) or 0.0, p.currency, 0),
        "distilled": d.name if fewer is not None and d is not None else None, "steps": d.steps if d else None,
        "fewer": round(fewer, 1) if fewer is not None else None,
        **({} if over else faster_over_budget(p))})


# A card named past the budget is at least this share quicker an image than the pick (a fifth: the band within which
# tools.recommend.within_band calls two LLM plans about as fast); a card 6 % quicker is no answer to "faster?"
FASTER_PAST_BUDGET = 0.2


def faster_over_budget(p: MediaPlan) -> dict[str, MsgArg]:
    """A customer waiting for each image, "fastest" under a stated budget: the pick is the fastest within it
    (seconds_first), so say what a faster card would cost past it — the cheapest card at least FASTER_PAST_BUDGET
    quicker an image than the pick (batch 1) and the fastest one listed, each with its seconds and its month at
    MediaPlan.month_hours against the budget's (its hour ÷ the budget's hourly share); {} when no budget or no faster
    card is listed. By hand (HK$3,000 a month = HK$4.11/h; SDXL 30 steps, 1024²): the pick 2 × RTX A4500 at 10.9 s
    and HK$3.90/h (HK$2,847 a month); 2 × RTX A5000 at 9.3 s is only 15 % quicker (not named); an RTX 6000 Ada at
    ≈ 2.8 s (3.31 × 312 / 364.25: scaled by dense FP16 tensor TFLOPS) and HK$6.01/h = HK$4,387 a month (1.5× the
    budget) is both the cheapest quicker card and, quicker than the A100 (3.31 s at HK$9.67/h), the fastest named."""
    hour = p.budget_hour
    if hour is None or not p.rows or hour <= 0:
        return {}
    top = p.rows[0]
    faster = [r for r in (p.over_budget or tuple(p.rows[1:]))
              if r.rate <= top.rate * (1 - FASTER_PAST_BUDGET) and r.cost > hour * (1 + TIE)]
    if not faster:
        return {}
    nxt = min(faster, key=lambda r: (r.cost, r.rate))
    best = min(faster, key=lambda r: (round(r.rate, 2), r.cost))

    def said(r: MediaRow, tag: str) -> dict[str, MsgArg]:
        return {f"{tag}_gpu": f"{r.machines * r.gpus} × {r.gpu}" if r.machines * r.gpus > 1 else r.gpu,
                f"{tag}_secs": round(r.rate * p.pixels_factor, 1),
                f"{tag}_month": money_text(r.cost * p.month_hours, p.currency, 0),
                f"{tag}_times": round(r.cost / hour, 1)}
    return {**said(nxt, "next"), **(said(best, "best") if best is not nxt else {})}


def _wall(w: Workload, units: float | None, live: float | None) -> BatchWall:
    """The hours a batch is planned for: stated (a deadline, else a time said for the job: "over the weekend" read as
    48 h of use), its period's, else the assumed wall (tools.batch_wall)."""
    said = w.deadline_hours or (w.serving_hours if units is not None and not live else None)
    return batch_wall(said, run_window_hours(w.batch_period, w.batch_every) if w.batch_period and units
                      else None,
                      units is not None and not live)


def _owned_cards(w: Workload, shown: list[MediaRow]) -> int:
    """The user's own cards of the top row's type (`owned_gpus` beside the card they named, "we own one A100 80GB"),
    0 otherwise: a batch on them is timed on them and needs no rental (the rental is the way to finish sooner)."""
    if not w.owned_gpus or not w.gpu_preference or not shown or shown[0].gpu != w.gpu_preference:
        return 0
    return int(w.num_gpus or 1)


def owned_hours(p: MediaPlan) -> float | None:
    """A batch's wall hours on the user's own cards (MediaPlan.owned): its GPU-hours on that card ÷ the cards (one
    copy per card, as the rows are planned), plus a start-up (JOB_SETUP_HOURS); None when not owned or not a batch."""
    hours = gpu_hours(p, p.rows[0]) if p.owned and p.rows else None
    return None if hours is None else hours / p.owned + JOB_SETUP_HOURS


def market_line(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], shown: list[MediaRow],
                *, places: Gazetteer | None, **kw: Any) -> Msg | None:
    """The stated place's (or named platform's) local GPU-rental platforms the catalog holds no price from
    (tools.local_markets), said in one line, with the same load re-planned on the whole catalog over cards sold
    there as a labelled reference when it costs less than the pick (ten Alibaba A10s for an SDXL
    batch in mainland China where AutoDL-type RTX 4090s cost a fraction). None when no such place or platform is asked."""
    if places is None:
        return None
    tags, gone, owned_out = owned_markets.asked(w, places, rows)  # 唔好用大陸公司嘅雲: Alibaba Hong Kong is out
    if not gone:
        return owned_markets.with_owner_out(None, owned_out)
    free = w.model_copy(update={"regions": None, "providers": None})
    alt = plan(m, free, gpus, owned_markets.reference_rows(w, rows, gpus, tags), places=places, nearby=False, **kw)
    best = alt.rows[0] if alt is not None and alt.rows else None
    ref = Msg(code="local_markets.reference", args={"row": _media_row(best, str(kw["currency"]))}) \
        if best is not None and (not shown or best.cost < shown[0].cost) else None
    return owned_markets.with_owner_out(Msg(code="local_markets.gap", args={
        "names": local_markets.names(gone), "places": place_words(list(tags)), "ref": ref}), owned_out)


NEARBY_SHOWN = 3  # the nearest places tried when nothing in the stated one runs the job (regions.csv `near`)


def nearby_plans(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                 places: Gazetteer | None, **kw: Any) -> tuple[tuple[str, MediaPlan], ...]:
    """The plan in each of a stated place's nearest places that has a row (tools.constraints.near_places, the first
    NEARBY_SHOWN of them) when nothing priced there has a speed for the job (SDXL in Hong Kong,
    whose A10G has no published TFLOPS and whose T4 has no BF16, ended with "no machine" and no price) — as
    tools.recommend.nearby_fallback does for language models. The answer lists each plan's first row; a mainland-only
    question says the first plan whole, with its month, as a reference (`mainland_reference`). Empty with a stated
    provider (the provider is the constraint) or no known place."""
    if places is None or not w.regions or w.providers:
        return ()
    got = ((tag, plan(m, w.model_copy(update={"regions": [tag]}), gpus, rows, places=places, nearby=False, **kw))
           for tag in near_places(w.regions, places)[:NEARBY_SHOWN])
    return tuple((tag, p) for tag, p in got if p is not None and p.rows)


def fewest_near(rows: list[MediaRow], band: float) -> MediaRow:
    """The plan on the fewest machines among those costing at most `band` more than the cheapest (then the cheaper)."""
    cheapest = min(r.cost for r in rows)
    return min((r for r in rows if r.cost <= cheapest * (1 + band)), key=lambda r: (r.machines, r.cost))


def few_machines(rows: list[MediaRow]) -> list[MediaRow]:
    """A live fleet over LIVE_FLEET_MAX machines gives way to the row on the fewest machines within LIVE_FLEET_BAND
    of its cost: 10 boxes of 4 cards before 38 one-card boxes for 5 % more."""
    if not rows or rows[0].machines <= LIVE_FLEET_MAX:
        return rows
    return to_front(rows, fewest_near(rows, LIVE_FLEET_BAND))


def dense_row(every: list[MediaRow], shown: list[MediaRow]) -> MediaRow | None:
    """The plan on the fewest machines of DENSE_NODE_GPUS cards or more within LIVE_FLEET_BAND of the cheapest such
    plan, on fewer machines than a pick that needs more than LIVE_FLEET_MAX of them; None when the pick is no such
    fleet, no dense plan needs fewer machines, or that plan is already a shown row."""
    top = shown[0]
    if top.machines <= LIVE_FLEET_MAX:
        return None
    dense = [r for r in every if r.gpus >= DENSE_NODE_GPUS and r.machines < top.machines]
    got = fewest_near(dense, LIVE_FLEET_BAND) if dense else None
    return None if got is None or any((r.provider, r.instance) == (got.provider, got.instance) for r in shown) else got


def fewer_on_tie(rows: list[MediaRow], band: float = FEWER_FASTER_BAND) -> list[MediaRow]:
    """A live load's first row gives way to the cheapest row on at most half its machines for at most `band` more
    (tools.ranking.FEWER_FASTER_BAND): fewer machines to run and watch for a service that is always on."""
    first = rows[0] if rows else None
    near = [r for r in rows[1:] if first and 2 * r.machines <= first.machines and r.cost <= first.cost * (1 + band)]
    return to_front(rows, near[0]) if near else rows


def shown_rows(rows: list[MediaRow]) -> list[MediaRow]:
    """TOP_ROWS rows, and the measured card's own row after them when it is not among them: the one row whose
    speed is not scaled."""
    top = rows[:TOP_ROWS]
    measured = next((r for r in rows if not r.scaled), None)
    return top + [measured] if measured is not None and measured not in top else top


def over_machine_bound(per_s: float, n: int, units: float, deadline: float | None, fastest: bool) -> bool:
    """Does the batch need more than MAX_NODES machines of `n` GPUs (tools.offers: the largest cluster a provider is
    assumed to rent as one job, the LLM plans' bound)? 10^12 SDXL images a day were "rent 200567656
    × …". By hand: 1e9 h of audio a day on a card doing 100 s of audio a second → 3.6e13 s ÷ (100 × 24 × 3,600)
    ≈ 4.2 million machines: over the bound."""
    got = _job(per_s, n, units, deadline, fastest)
    return got is not None and got[0] > MAX_NODES


def _candidate(row: InstanceRow, g: GPUSpec, n: int, price: float, per_s: float, units: float | None,
               live: float | None, deadline: float | None, rate: float, scaled: bool,
               fastest: bool = False, speech: bool = False, busy: float | None = None,
               assumed: bool = False) -> MediaRow | None:
    """One machine type's plan: a batch's machines and wall hours (tools.embedding._job), or a live load's machines
    at ≤ LIVE_UTILISATION (a diffusion load, images a second) or STREAM_UTILISATION (`speech`: one stream is
    STREAM_COST seconds of audio decoded each second, the module's streaming note)."""
    if units is not None:
        got = _job(per_s, n, units, deadline, fastest)
        if got is None:
            return None
        k, hours = soft_fleet(*got, MAX_NODES) if assumed else got  # an assumed wall: the largest fleet, longer
        if k > MAX_NODES:  # more machines than a provider rents as one job (tools.offers.MAX_NODES, as the LLM plans)
            return None
        return MediaRow(row.provider, row.instance_type, g.name, n, k, price, hours, price * k * hours, g.vendor,
                        rate, scaled, g.bandwidth_gb_s)
    cards = math.ceil((live or 0) / (per_s * (busy or (STREAM_UTILISATION if speech else LIVE_UTILISATION))))
    k = max(1, math.ceil(cards / n))
    return MediaRow(row.provider, row.instance_type, g.name, n, k, price, None, price * k, g.vendor, rate, scaled,
                    g.bandwidth_gb_s)


def gpu_hours(p: MediaPlan, r: MediaRow) -> float | None:
    """A batch's GPU-hours of work on the row's card (start-up excluded): units ÷ the card's units per second."""
    if p.units is None:
        return None
    per_s = r.rate if p.model.family == "speech" else 1 / (r.rate * p.pixels_factor)
    return p.units / per_s / 3600


def month_of(p: MediaPlan) -> float | None:
    """A live load's month (MediaPlan.month_hours: 730 h, or the stated hours a day × 30.4 days) at the pick's price."""
    return p.rows[0].cost * p.month_hours if p.rows and p.live else None


def committed_month(head: Msg, steady: MediaPlan | None) -> Msg:
    """A live image headline sized for a daily count's peak, with the month to plan on: the fleet for the day's
    average rate (`steady`) kept up all month. Cards at ≤ the busy share grow with the rate, so a fleet that follows
    the load averages the average load's fleet; the peak fleet all month is only the ceiling ($3.2k,
    $6.4k and $15.4k given with none committed). By hand: 300,000 a day = 3.47/s × 2.9 s ÷ 0.5 busy = 20.1 → 20 × A40
    at $0.44 = $8.80/h × 730 h = $6,424 a month. `head` unchanged without a priced steady plan."""
    month = month_of(steady) if steady is not None else None
    if head.code != "media.live_images" or steady is None or month is None or not steady.rows:
        return head
    on = steady.rows[0]
    return Msg(code=head.code, args={**head.args, "plan_month": money_text(month, steady.currency, 0),
                                     "plan_cards": on.gpus * on.machines, "plan_gpu": on.gpu})


def _lever(p: MediaPlan, r: MediaRow, code: str, seconds: float, busy: float, **args: MsgArg) -> Msg:
    """One lever: the cards the peak image rate needs at `seconds` an image and `busy` (a share), the machines of the
    row's type that hold them, and their price an hour."""
    cards = math.ceil((p.live or 0) / (1 / seconds * busy))
    k = max(1, math.ceil(cards / r.gpus))
    return Msg(code=code, args={**args, "need": Msg(code="media.lever_need", args={
        "cards": cards, "machines": k, "per": r.gpus, "cost": money_text(r.price * k, p.currency)})})


def image_levers(p: MediaPlan) -> list[Msg]:
    """A peak image rate: what would change the fleet on the pick's card — the measured torch.compile speed, fewer
    steps, a higher busy share at peak — and the month said plainly: the headline's month keeps the peak fleet all
    730 h; autoscaled, the peak price is paid per hour at peak (each PEAK_HOURS_UNIT hours priced)."""
    m = p.model
    if m.family != "diffusion" or not p.live or not p.rows:
        return []
    top, ref = p.rows[0], measured_for(m)
    secs = top.rate * p.pixels_factor
    levers = []
    if ref.compiled:
        fast = secs * ref.compiled / ref.rate
        levers.append(_lever(p, top, "media.lever_compiled", fast, LIVE_UTILISATION, secs=ref.compiled, on=ref.gpu))
    run = steps_run(m)
    if run and m.steps and run > FEWER_STEPS:
        fewer = secs * _time_factor(m, None, FEWER_STEPS) / _time_factor(m, None, run)
        levers.append(_lever(p, top, "media.lever_steps", fewer, LIVE_UTILISATION, steps=FEWER_STEPS, of=run))
    levers.append(_lever(p, top, "media.lever_busy", secs, PEAK_UTILISATION, util=PEAK_UTILISATION))
    if ref.compiled:
        levers.append(_lever(p, top, "media.lever_both", secs * ref.compiled / ref.rate, PEAK_UTILISATION,
                             util=PEAK_UTILISATION))
    return [Msg(code="media.levers", args={"gpu": top.gpu, "levers": levers}),
            Msg(code="media.peak_month", args={"hour": money_text(top.cost, p.currency),
                                               "unit": PEAK_HOURS_UNIT,
                                               "per_unit": money_text(top.cost * PEAK_HOURS_UNIT, p.currency, 0),
                                               "month": money_text(month_of(p) or 0.0, p.currency, 0),
                                               "hours": round(p.month_hours)})]


def peak_and_average(peak: MediaPlan, avg: MediaPlan, avg_rate: float,
                     peak_hours: tuple[float, float] | None) -> Msg | None:
    """A peak image rate with the average rate said beside it ("高峰每秒 50 张 … 平均每秒只有 5 张，高峰就晚上两三个小时"):
    the two ways to pay less than the peak fleet all month, both priced on the pick's card.
    (1) Autoscaled: the average's fleet all month and the extra cards only in the peak hours a day:
        month = A × 730 + (P − A) × hours × 30.4 (A, P: the average's and the peak's fleets an hour).
    (2) The average's fleet alone, requests queued: it does `cap` = cards ÷ seconds an image at full busy; over a peak of
        `hours` the backlog grows by (peak − cap) a second, so the last request of the peak waits backlog ÷ cap.
    By hand (SDXL-Lightning 4 steps on A10s, 2.32 s an image, 50/s peak, 5/s average, 2–3 h): peak 232 A10 ×
    ¥9.53 = ¥2,211/h, average 24 A10 (5 × 2.32 ÷ 0.5 = 23.2 → 24) = ¥228.7/h → (1) 228.7 × 730 + 1,982 × 2 × 30.4 =
    ¥287k to ¥348k a month against ¥1.61 M at peak all month; (2) cap = 24 ÷ 2.32 = 10.3/s → backlog (50 − 10.3) ×
    2 × 3,600 = 286k images, the last waiting 286k ÷ 10.3 = 7.7 h: a queue absorbs seconds of burst, not a peak of hours.
    None when either plan has no row or the average is not below the peak."""
    if not peak.rows or not avg.rows or not peak.live or not avg.live or avg_rate >= peak.live:
        return None
    top = peak.rows[0]
    base = next((r for r in avg.rows if r.gpu == top.gpu), avg.rows[0])
    cards = base.machines * base.gpus
    secs = base.rate * avg.pixels_factor
    cap = cards / secs if secs else 0.0
    extra = max(top.cost - base.cost, 0.0)
    lo, hi = peak_hours if peak_hours else (None, None)
    def month(h: float) -> float:
        return base.cost * HOURS_PER_MONTH + extra * h * DAYS_PER_MONTH

    def wait(h: float) -> float:
        over = (peak.live or 0.0) - cap  # images a second the average's fleet falls behind at the peak
        return over * h * SECONDS_PER_HOUR / cap if cap and over > 0 else 0.0
    cur = peak.currency
    return Msg(code="media.peak_average", args={
        "avg": avg_rate, "peak": peak.live, "gpu": top.gpu, "peak_cards": top.machines * top.gpus,
        "avg_cards": cards, "avg_gpu": base.gpu, "peak_hour": money_text(top.cost, cur),
        "avg_hour": money_text(base.cost, cur), "lo": lo, "hi": hi,
        "month_lo": money_text(month(lo), cur, 0) if lo is not None else None,
        "month_hi": money_text(month(hi), cur, 0) if hi is not None else None,
        "extra_per_hour": money_text(extra, cur), "avg_month": money_text(base.cost * HOURS_PER_MONTH, cur, 0),
        "peak_month": money_text(top.cost * HOURS_PER_MONTH, cur, 0), "cap": cap,
        "backlog": (peak.live - cap) * (lo or 1.0) * SECONDS_PER_HOUR if peak.live > cap else 0.0,
        "wait_h": wait(lo or 1.0) / SECONDS_PER_HOUR, "hours_for_wait": lo or 1.0,
        "days": DAYS_PER_MONTH, "hours": HOURS_PER_MONTH})


CHEAPER_BY = 0.05  # a plan is "cheaper" only when it saves more than this share an hour (tools.ranking's price tie)


def _cheaper_option(kind: str, p: MediaPlan, other: MediaPlan | None) -> tuple[float, Msg] | None:
    """One cheaper plan of `kind` (spot, busier), priced by re-running plan(): its first row when it costs over
    CHEAPER_BY less an hour than `p`'s pick, with the saving and, for a live load, its month at 730 h."""
    if other is None or not other.rows or not p.rows or other.rows[0].cost >= p.rows[0].cost * (1 - CHEAPER_BY):
        return None
    r, top = other.rows[0], p.rows[0]
    args: dict[str, MsgArg] = {"row": _media_row(r, p.currency), "cards": r.gpus * r.machines, "gpu": r.gpu,
                               "saving": 1 - r.cost / top.cost,
                               "month": money_text(month_of(other) or 0.0, p.currency, 0) if p.live else None}
    if kind == "busier":
        return r.cost, Msg(code="media.cheaper_busier", args={**args, "util": PEAK_UTILISATION})
    if kind == "steps":
        return r.cost, Msg(code="media.cheaper_steps", args={
            **args, "steps": FEWER_STEPS, "of": p.model.steps, "live": bool(p.live),
            "job": money_text(r.cost, p.currency) if not p.live else None})
    return r.cost, Msg(code="media.cheaper_spot", args={
        **args, "live": bool(p.live), "speech": p.model.family == "speech",
        "job": money_text(r.cost, p.currency) if not p.live else None})


def cheaper_line(p: MediaPlan, spot: MediaPlan | None, busier: MediaPlan | None,
                 fewer: MediaPlan | None = None) -> Msg | None:
    """"Cheaper?" asked of a speech or image plan: the next cheaper plans that still carry the stated load, each
    priced by re-running plan() — the same load on spot / interruptible prices (`spot`), and for a live image load
    its cards up to PEAK_UTILISATION busy at the peak (`busier`: fewer replicas, requests queue longer at the top) —
    cheapest first with its trade-off said; else that `p` is already the cheapest plan meeting the constraints, and
    which of them blocks a cheaper one (the per-image latency, the peak load, no cheaper card priced on spot).
    `fewer`: an image load re-planned at FEWER_STEPS sampling steps (the time scales with the steps)."""
    if not p.rows:
        return None
    got = sorted((o for o in (_cheaper_option("spot", p, spot), _cheaper_option("busier", p, busier),
                              _cheaper_option("steps", p, fewer)) if o is not None), key=lambda o: o[0])
    top = p.rows[0]
    if got:
        return Msg(code="media.cheaper", args={"options": [m for _, m in got], "was": money_text(top.cost, p.currency),
                                               "live": bool(p.live)})
    return Msg(code="media.cheaper_none", args={
        "row": _media_row(top, p.currency), "latency_s": p.latency_s if p.too_slow else None, "too_slow": p.too_slow,
        "per_min": p.live * 60 if p.live and p.model.family == "diffusion" else None,
        "streams": int(p.live) if p.live and p.model.family == "speech" else None, "util": util_of(p.model),
        "spot_priced": spot is not None and bool(spot.rows)})


def util_of(m: MediaModel) -> float:
    """The busy share a live load is sized at: STREAM_UTILISATION of a measured stream capacity, LIVE_UTILISATION
    of an image card's measured time."""
    return STREAM_UTILISATION if m.family == "speech" else LIVE_UTILISATION


def live_per_card(p: MediaPlan, r: MediaRow) -> float:
    """What one card carries: audio streams at STREAM_UTILISATION (its real-time factor over STREAM_COST), or images
    a minute at LIVE_UTILISATION."""
    if p.model.family == "speech":
        return r.rate / stream_cost(p.model) * STREAM_UTILISATION
    return 60 / (r.rate * p.pixels_factor) * LIVE_UTILISATION


def diarization_line(p: MediaPlan) -> list[Msg]:
    """Speaker diarization asked beside a transcription: a recorded batch gets pyannote's published GPU time per hour
    of audio on the pick's card (diarization_s_per_audio_hour) as GPU-hours added to the pick's transcription
    GPU-hours, and the fleet that keeps the same finish time (× (transcription + diarization) ÷ transcription); a
    live load is said not sized (the published figure is for whole recordings, not streams)."""
    if p.model.family != "speech":
        return []
    if p.live or p.units is None or not p.rows:
        return [Msg(code="media.diarization_live", args={"source": DIARIZATION_SOURCE})]
    top = p.rows[0]
    asr = gpu_hours(p, top) or 0.0
    extra = diarization_stage(p)[0]
    both = both_stages(asr + extra, top, p.deadline_hours)
    return [Msg(code="media.diarization", args={
        "hours": extra, "asr": asr, "gpu": top.gpu, "times": (asr + extra) / asr if asr else None,
        "per_hour_s": diarization_s_per_audio_hour(top.bandwidth_gb_s), "source": DIARIZATION_SOURCE,
        "scaled": diarization_s_per_audio_hour(top.bandwidth_gb_s) > DIARIZATION_S_PER_AUDIO_HOUR,
        "rtf_source": DIARIZATION_RTF_SOURCE,
        "total_h": asr + extra, "total": money_text(both[0], p.currency), "machines": both[1],
        "deadline": duration(p.deadline_hours) if both[1] and p.deadline_hours else None,
        "machine": f"{top.provider} {top.instance}"})]


def diarization_stage(p: MediaPlan) -> tuple[float, float]:
    """(GPU-hours, cost) of speaker diarization on a recorded batch, on the pick's card type: the audio hours ×
    diarization_s_per_audio_hour on the pick's card (scaled by its memory bandwidth) ÷ 3600, priced at
    one card's share of the pick's hourly price (start-up left out). By hand: 50,000 h × 80 s = 1,111.1 GPU-h; a
    1-card machine at ¥12.38/h → ¥13,756. A live load or no row: (0, 0)."""
    if p.live or not p.units or not p.rows:
        return 0.0, 0.0
    r = p.rows[0]
    hours = p.units / 3600 * diarization_s_per_audio_hour(r.bandwidth_gb_s) / 3600
    return hours, hours * r.price / r.gpus


def diarization_s_per_audio_hour(bandwidth_gb_s: float | None) -> float:
    """GPU-seconds of speaker diarization an audio hour on a card of this memory bandwidth: pyannote's V100 SXM2 RTF
    (DIARIZATION_RTF × 3600 = 90 s) × 900 GB/s ÷ the card's bandwidth, never under DIARIZATION_S_PER_AUDIO_HOUR (3.1's
    published 80 s on high-end hardware); that 80 s when the bandwidth is unknown. By hand: T4 320 GB/s →
    90 × 900 / 320 = 253.1 s; A10 600 GB/s → 135 s; A100 2,039 GB/s → 39.7 → 80 s."""
    if not bandwidth_gb_s:
        return DIARIZATION_S_PER_AUDIO_HOUR
    scaled = DIARIZATION_RTF * 3600 * DIARIZATION_RTF_GPU_BW / bandwidth_gb_s
    return max(DIARIZATION_S_PER_AUDIO_HOUR, scaled)


def both_stages(card_hours: float, r: MediaRow, deadline: float | None) -> tuple[float, int | None]:
    """Transcription + diarization on the pick's machine type: (their cost: the card-hours × one card's share of the
    machine's hourly price, start-up left out; the machines that finish both within `deadline`: card-hours ÷ (the
    deadline less one start-up, JOB_SETUP_HOURS) ÷ its cards, rounded up; None with no deadline). By hand: 2,000
    card-hours on 8-card machines at $27.45/h = 2,000 × 27.45 / 8 = $6,862; within 14 days (336 h − 0.25):
    2,000 / 335.75 / 8 = 0.74 → 1 machine."""
    cost = card_hours * r.price / r.gpus
    if not deadline or deadline <= JOB_SETUP_HOURS:
        return cost, None
    return cost, max(1, math.ceil(card_hours / (deadline - JOB_SETUP_HOURS) / r.gpus))


def answer(p: MediaPlan, diarize: bool = False, other: Msg | None = None) -> list[Msg]:
    """The answer's lines: the headline (the first row), the other rows, a daily batch per day and per month, the
    work in GPU-hours on the pick, speaker diarization when asked (`diarize`), the measurement and its source, and
    the assumptions."""
    m, cur = p.model, p.currency
    if not p.rows:
        return _no_row_answer(p)
    top = p.rows[0]
    if p.live:
        load = {"streams": int(p.live)} if m.family == "speech" else {"per_min": p.live * 60}
        head = Msg(code="media.live" if m.family == "speech" else "media.live_images", args={
            "name": m.name, **load, "row": _media_row(top, cur),
            "cards": top.machines * top.gpus, "gpu": top.gpu, "per": live_per_card(p, top), "util": util_of(m),
            "month": money_text(month_of(p) or 0.0, cur, 0), "hours": round(p.month_hours)})
        waits = per_image_note(p)
        head = with_notes(head, [waits]) if waits is not None else head
    else:
        implied = p.period is not None and p.deadline_hours == run_window_hours(p.period, p.every)
        within = (assumed_wall_msg(top.hours) if p.wall_assumed else
                  within_deadline(p.deadline_hours, top.hours) if p.deadline_hours and not implied else None)
        head = Msg(code="media.job", args={"name": m.name, "work": _work(p), "row": _media_row(top, cur, p.period, p.every),
                                           "within": within})
        if p.owned:  # their own cards run it: timed there, the rental is the way to finish sooner
            mine = owned_media_wall(owned_hours(p), p.owned, top.gpu, SPEED_MODEL_ERROR) if p.wall_assumed else None
            head = Msg(code="media.job_owned", args={"name": m.name, "work": _work(p), "cards": p.owned,
                                                     "gpu": top.gpu, "took": duration(owned_hours(p) or 0.0),
                                                     "within": mine or within,
                                                     "rent": _media_row(top, cur, p.period, p.every)})
        if p.fastest:
            note = fastest_note(list(p.rows), min(p.rows, key=lambda r: r.cost), cur)
            head = with_notes(head, [note, *(m for m in (p.past_budget,) if m is not None and none_in_budget(p))])
    out = [head, *([p.budget] if p.budget else []), *(m for m in (p.past_budget,) if m is not None and not none_in_budget(p)),
           *p.filters, *stream_lines(p), *latency_line(p)]
    out += [other] if other is not None else []  # the other model sized on the same batch (chinese_batch_lead)
    out += [Msg(code="embedding.also", args={"row": _media_row(r, cur, p.period, p.every)}) for r in p.rows[1:]]
    out += [p.market] if p.market else []  # under the priced rows: the platforms they leave out (market_line)
    if p.dense is not None:
        out.append(Msg(code="media.live_dense", args={
            "row": _media_row(p.dense, cur), "machines": p.dense.machines, "lead": top.machines,
            "cards": p.dense.machines * p.dense.gpus, "more": p.dense.cost / top.cost - 1 if top.cost else 0.0}))
    out += image_levers(p)
    if m.family == "speech" and not p.live and m.key != "sensevoice" and m.key not in ASR_KEYS:  # a Whisper batch
        out.append(Msg(code="media.speech_levers", args={
            "source": WHISPER_TURBO_SOURCE if m.key != "whisper-turbo" else None}))
        if p.chinese and other is None:  # Chinese recordings: the open models trained for Chinese, named unsized
            out.append(Msg(code="media.chinese_asr", args={"source": CHINESE_ASR_SOURCE}))
    if p.period and p.units:
        per, month = recurring_costs(top.cost, p.period, every=p.every)
        speech = m.family == "speech"  # its units are seconds of audio: said as hours
        out.append(Msg(code="embedding.recurring", args={"period": p.period, "audio": speech, "images": not speech,
                                                         "items": round(p.units / 3600 if speech else p.units),
                                                         "per": money_text(per, cur), "month": money_text(month, cur),
                                                         "times": periods_a_month(p.period, every=p.every),
                                                         "every": p.every}))
    if m.family == "speech" and not p.live:
        out.append(Msg(code="media.vad", args={"window": WHISPER_WINDOW_S, "source": VAD_SOURCE}))
    h = gpu_hours(p, top)
    if h is not None:
        speed = Msg(code="media.speed", args={"family": m.family, "rate": top.rate * (p.pixels_factor
                                                                                       if m.family != "speech" else 1)})
        out.append(Msg(code="media.gpu_hours", args={"hours": h, "gpu": top.gpu, "speed": speed}))
    out += diarization_line(p) if diarize else []
    ref = measured_for(m)
    out.append(Msg(code="media.source", args={
        "setup": ref.setup, "gpu": ref.gpu, "speed": Msg(code="media.speed", args={"family": m.family, "rate": ref.rate}),
        "source": ref.source, "as_of": ref.as_of, "family": m.family, "fp8": m.fp8, "fp32": m.fp32,
        "provisional": ref.provisional}))
    out += licence_line(m)
    if m.addon:
        out.append(Msg(code="media.addon", args={"addon": m.addon, "pct": (m.step_cost - 1) * 100,
                                                  "source": CONTROLNET_SOURCE}))
    out.append(Msg(code="media.assumptions", args={
        "family": m.family, "live": bool(p.live), "steps": steps_run(m), "util": util_of(m), "native": m.key in STREAM_COSTS,
        "measured_steps": m.steps if steps_run(m) != m.steps else None, "fixed_pct": m.fixed_share * 100,
        "funasr": m.key == "sensevoice",
        "side": m.side, "size": "×".join(map(str, p.size)) if p.size and p.size != (m.side, m.side) else None,
        "stated": p.size is not None, "setup_min": JOB_SETUP_HOURS * 60}))
    return out



def _no_row_answer(p: MediaPlan) -> list[Msg]:
    """answer() with no row in the stated place: the nearest places' first rows, or a mainland ask's labelled
    reference, under the assumed week where no deadline was said (tools.owned_wall.elsewhere_wall_msg)."""
    m, cur = p.model, p.currency
    wall = [elsewhere_wall_msg()] if p.wall_assumed and not p.live else []  # the plans below: the assumed week
    if p.reference is not None:  # mainland asked: the labelled reference with its month, not a bare nearby list
        return [Msg(code="media.no_row", args={"name": m.name}), *p.filters, *wall, *mainland_reference(p),
                *([p.market] if p.market else [])]
    near = [Msg(code="media.nearby", args={"regions": place_words(list(p.regions_said)), "plans": [
        Msg(code="media.nearby_plan", args={
            "place": place_words([tag])[0], "row": _media_row(r, cur), "hours": round(p.month_hours),
            "month": money_text(r.cost * p.month_hours, cur, 0) if p.live else None})
        for tag, r in p.nearby]})] if p.nearby else []
    head = Msg(code="media.over_machines", args={"name": m.name, "max": MAX_NODES}) if p.capped and not near \
        else Msg(code="media.no_row", args={"name": m.name})
    return [head, *p.filters, *wall, *near, *([p.market] if p.market else [])]


def mainland_reference(p: MediaPlan) -> list[Msg]:
    """Mainland China asked for and no mainland machine priced (只要国内的云 after a Whisper stream plan once
    ended with no plan and no month): the same load's pick in the nearest place with a public price
    (regions.csv `near` of the mainland), its month for a live load, said as a reference, not a mainland quote."""
    if p.reference is None:
        return []
    tag, ref = p.reference
    month = month_of(ref)
    return [Msg(code="media.mainland_reference", args={
        "place": place_words([tag])[0], "row": _media_row(ref.rows[0], p.currency),
        "month": money_text(month, p.currency, 0) if month else None, "hours": round(ref.month_hours)})]


def stream_lines(p: MediaPlan) -> list[Msg]:
    """A live speech load: the stated latency target ❌ when below the published streaming latency, ❔ (not checked
    on these cards) at or above it; and the measured stream capacity the sizing carries (STREAM_COST, with its
    sources and the re-decoding it compares with)."""
    if p.model.family != "speech" or not p.live:
        return []
    if p.model.key in STREAM_KEYS:  # Kyutai STT: its README's delay, languages and capacity (tools.streaming_asr)
        return kyutai_lines(p)
    if p.model.key in STREAM_COSTS:
        return native_stream_lines(p)
    out = []
    if p.latency_s:
        status = "refused" if p.latency_s < STREAM_LATENCY_S else "unchecked"
        out.append(Msg(code="media.stream_latency", args={"icon": ICONS[status], "target": p.latency_s,
                                                          "status": Msg(code=STATUS_CODES[status]),
                                                          "measured": STREAM_LATENCY_S, "below": status == "refused",
                                                          "source": STREAM_SOURCE}))
    out.append(Msg(code="media.stream_capacity", args={
        "streams": STREAM_MEASURED_STREAMS, "gpu": STREAM_MEASURED_GPU, "source": STREAM_MEASURED_SOURCE,
        "check_gpu": STREAM_CROSS_CHECK[0], "check_streams": STREAM_CROSS_CHECK[1], "util": STREAM_UTILISATION,
        "cost": STREAM_COST, "chunk": STREAM_CHUNK_S, "trim": STREAM_TRIM_S, "factor": REDECODE,
        "stream_source": STREAM_SOURCE, "turbo": WHISPER_TURBO_SOURCE if p.model.key != "whisper-turbo" else None}))
    return out


def kyutai_lines(p: MediaPlan) -> list[Msg]:
    """A Kyutai STT live plan: its delay, its languages, the README capacity it is sized on and the other Kyutai row
    (the 2.6B's 2.5 s delay beside the 1B's 0.5 s)."""
    row = next(r for r in STREAM_ROWS if r.key == p.model.key)
    other = next(r for r in STREAM_ROWS if r.key != row.key)
    return [Msg(code="media.stream_kyutai", args={
        "delay": row.delay_s, "langs": list(row.languages), "streams": row.streams, "gpu": row.gpu,
        "source": row.source, "util": STREAM_UTILISATION, "other": other.name, "other_langs": list(other.languages),
        "other_delay": other.delay_s})]


def native_stream_lines(p: MediaPlan) -> list[Msg]:
    """A streaming-native model's live plan (paraformer-zh-streaming): a stated latency ✅ when at or above one chunk +
    its measured p99 decode time (PARAFORMER_STREAM_LATENCY_S), ❌ below; the measured capacity it is sized on, the
    2-pass sentence re-decoding, VAD, hotwords, Cantonese and the licence (the module's PARAFORMER notes)."""
    out = []
    if p.latency_s:
        status = "honoured" if p.latency_s >= PARAFORMER_STREAM_LATENCY_S else "refused"
        out.append(Msg(code="media.stream_latency_native", args={
            "icon": ICONS[status], "target": p.latency_s, "status": Msg(code=STATUS_CODES[status]),
            "met": status == "honoured", "latency": PARAFORMER_STREAM_LATENCY_S,
            "chunk_ms": round(PARAFORMER_STREAM_CHUNK_S * 1000), "p99_ms": round(PARAFORMER_STREAM_P99_S * 1000)}))
    ref = measured_for(p.model)
    out.append(Msg(code="media.stream_native", args={
        "streams": round(ref.rate), "gpu": ref.gpu, "util": STREAM_UTILISATION, "source": ref.source,
        "sensevoice": SENSEVOICE_PARAMS / 1e6, "bench": FUNASR_BENCHMARK_SOURCE, "licence": FUNASR_LICENCE_SOURCE}))
    return out


def latency_line(p: MediaPlan) -> list[Msg]:
    """A stated image latency said back: ✅ when the pick's card makes one image (batch 1, as measured) within it —
    cards slower than it were not ranked, counted — ❌ naming the fastest card's time when none does; a queue at the
    peak adds its wait on top (LIVE_UTILISATION keeps it short)."""
    if p.model.family != "diffusion" or not p.latency_s or not p.rows:
        return []
    best = min(p.rows, key=lambda r: r.rate)
    met = best.rate * p.pixels_factor <= p.latency_s
    top = p.rows[0] if met else best
    status = "honoured" if met else "refused"
    return [Msg(code="media.image_latency", args={
        "icon": ICONS[status], "target": p.latency_s, "status": Msg(code=STATUS_CODES[status]), "met": met,
        "secs": top.rate * p.pixels_factor, "gpu": top.gpu, "dropped": p.too_slow, "util": LIVE_UTILISATION,
        "live": bool(p.live)})]


def _work(p: MediaPlan) -> Msg:
    if p.model.family == "speech":
        return Msg(code="media.work_audio", args={"hours": (p.units or 0) / 3600})
    side = p.model.side or 0
    size = "×".join(map(str, p.size)) if p.size else f"{side}×{side}"
    return Msg(code="media.work_images", args={"n": p.units or 0, "size": size})


def _media_row(r: MediaRow, cur: str, period: str | None = None, every: int | None = None) -> Msg:
    """A row in words; `period`: a recurring batch's, its cost said as each period's, or each run's when it runs every
    `every` periods (tools.embedding._row)."""
    return Msg(code="media.row", args={"row": _row(r, cur, period, every), "scaled": r.scaled})


def fp8_memory(m: MediaModel, g: GPUSpec | None, secs: float | None = None, speed_card: str | None = None) -> Msg | None:
    """The FP8 model's memory arithmetic (MODELS["flux-dev-fp8"]) against a card: fits with T5 on the card, only with
    T5 offloaded, not at all, or no FP8 tensor cores (Ampere and older); with `secs` an image on `speed_card` (the
    card itself unless said), the images an hour one card makes."""
    if not m.fp8 or m.weight_bytes is None:
        return None
    off = replace(m, weight_bytes=m.weight_bytes - FLUX_T5_FP8_BYTES)
    fits = None if g is None else "no_fp8" if not g.fp8_support else "on_card" if holds(m, g) else \
        "offload" if holds(off, g) else "no"
    return Msg(code="media.fp8_memory", args={
        "name": m.name, "total": m.weight_bytes / 1e9, "t5": FLUX_T5_FP8_BYTES / 1e9,
        "rest": (m.weight_bytes - FLUX_T5_FP8_BYTES - 12.0e9) / 1e9, "card": g.name if g is not None else None,
        "cap": g.memory_gb if g is not None else None, "fits": fits, "bf16": 2 * m.params / 1e9,
        "per_hour": 3600 / secs if secs else None, "secs": secs,
        "speed_card": speed_card or (g.name if g is not None else None)})


def full_answer(p: MediaPlan, gpus: dict[str, GPUSpec], diarize: bool = False, other: Msg | None = None) -> list[Msg]:
    """answer(p, diarize), with an FP8 model's memory arithmetic on the pick's card under the headline."""
    out = answer(p, diarize, other)
    fm = fp8_memory(p.model, gpus.get(p.rows[0].gpu), p.rows[0].rate * p.pixels_factor) if p.rows else None
    return [out[0], fm, *out[1:]] if fm is not None else out


def fp8_fit_on(m: MediaModel | None, card: str | None, gpus: dict[str, GPUSpec]) -> Msg | None:
    """An FP8 model asked about with no load ("Run FLUX.1-dev in FP8 on an RTX 4090?"): its memory against the named
    card (a family's smallest variant: "A100" → A100 40GB) and its speed there where the card runs FP8, else the
    measured card's — a definite yes / no before the load question."""
    from tools.offers import named_cards

    if m is None or not m.fp8:
        return None
    cards = [gpus[n] for n in named_cards(card, gpus) if n in gpus] if card else []
    g = min(cards, key=lambda c: c.memory_gb or 0) if cards else None
    got = card_rate(m, g, gpus) if g is not None else None
    if got is None:
        ref = measured_for(m)
        return fp8_memory(m, g, ref.rate, ref.gpu)
    return fp8_memory(m, g, got[0])


def fp8_on_stated_card(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                       **kw: Any) -> tuple[Msg, MediaPlan] | None:
    """A named card too small for the 16-bit model ("FLUX.1-dev on an RTX 4090") that holds its FP8 form: the FP8
    plan on that card, led by the 16-bit figure against the card — a definite answer from the FP8 measurement, not
    "may fit"; None when the model has no FP8 form or the card cannot run it either."""
    fp8 = MODELS.get(m.key + "-fp8")
    if fp8 is None or not w.gpu_preference:
        return None
    got = plan(fp8, w, gpus, rows, **kw)
    if got is None or not got.rows:
        return None
    g = gpus.get(got.rows[0].gpu)
    return Msg(code="media.card_fp8", args={"card": w.gpu_preference, "name": m.name, "need": need_bytes(m) / 1e9,
                                            "cap": g.memory_gb if g is not None else None}), got


def without_stated_card(m: MediaModel, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                        **kw: Any) -> tuple[Msg, MediaPlan] | None:
    """A card the user names ("Is an RTX 4090 ok?") on which nothing is ranked: the plan without it, led by why not
    (16-bit weights + the CUDA context against the card's memory, `holds`' rule), never an empty answer
    (FLUX.1-dev's ~34 GB of 16-bit weights on a 24 GB RTX 4090 gave "no plan, no cost"). An FP8 transformer is
    said as what may fit (~12 GB for FLUX's 12 B): not sized here, as no FP8 speed is measured."""
    from tools.offers import named_cards

    if not w.gpu_preference:
        return None
    alt = plan(m, w.model_copy(update={"gpu_preference": None, "num_gpus": None}), gpus, rows, **kw)
    if alt is None or not alt.rows:
        return None
    cards = [gpus[n] for n in named_cards(w.gpu_preference, gpus) if n in gpus]
    cap = min((g.memory_gb for g in cards if g.memory_gb), default=None)
    if cards and all(holds(m, g) and card_rate(m, g, gpus) is None for g in cards):
        # the weights fit; what is missing is a speed: the measurements are BF16 / Flash-Attention-2 runs that this
        # card's architecture lacks ("T4 cannot run Whisper large-v3 … 3 GB, the card has 16 GB")
        # an Ada / Ampere card has BF16: what it lacks is a published tensor-FLOPS figure to scale by (the L20's
        # FP16/BF16 rates have no vendor source: catalog/data/gpus.csv), never the architecture ("L20 的架构
        # 不支持 BF16 / FA2", false for an sm_89 card)
        code = "media.card_no_figures" if all(g.bf16_support for g in cards) else "media.card_unmeasured"
        return Msg(code=code, args={"card": w.gpu_preference, "name": m.name,
                                    "need": need_bytes(m) / 1e9, "cap": cap}), alt
    sized = [g for g in cards if holds(m, g) and card_rate(m, g, gpus) is not None]
    if sized:  # it holds the model and has a speed: what is missing is a machine where the user asked
        return _not_listed(m, w, sized[0], kw.get("places")), alt
    return Msg(code="media.card_cannot", args={"card": w.gpu_preference, "name": m.name, "need": 2 * m.params / 1e9,
                                              "cap": cap, "fp8": m.params / 1e9}), alt


def _not_listed(m: MediaModel, w: Workload, g: GPUSpec, places: Gazetteer | None) -> Msg:
    """A stated card that holds the model (`holds`) and has a speed (card_rate) but no ranked machine: the reason is
    where the user limited the work, never the card's memory ("RTX 4090 跑不了 SDXL：约需 7 GB，该卡只有
    24 GB" on 阿里云). The stated clouds rent no card of its segment, or the export rules bar it there
    (tools.recommend.not_offered); else no priced machine of it in the stated places and clouds."""
    from tools.recommend import not_offered

    why = not_offered(w, places, g) if places is not None else None
    return Msg(code="media.card_not_listed", args={
        "card": w.gpu_preference, "name": m.name, "need": need_bytes(m) / 1e9, "cap": g.memory_gb, "why": why,
        "places": [*place_words(list(w.regions or [])),
                   *([Msg(code="media.providers", args={"providers": list(w.providers)})] if w.providers else [])]})


def other_model_line(p: MediaPlan, lead: MediaPlan) -> Msg | None:
    """The speech batch's other model, sized on the same batch (`p`), said under the plan that leads (`lead`): its
    cheapest row, GPU-hours on it at its rate (gpu_hours), each batch's cost and the month's (recurring_costs), and
    whether it costs more or less than the lead; None when it has no priced row."""
    if not p.rows or p.units is None:
        return None
    r, top = p.rows[0], lead.rows[0] if lead.rows else None
    month = recurring_costs(r.cost, p.period, every=p.every)[1] if p.period else None
    return Msg(code="media.other_model", args={
        "name": p.model.name, "row": _media_row(r, p.currency, p.period, p.every), "hours": gpu_hours(p, r), "gpu": r.gpu,
        "rate": r.rate, "month": money_text(month, p.currency, 0) if month is not None else None,
        "cheaper": top is not None and r.cost < top.cost, "sensevoice": p.model.key == "sensevoice",
        "source": CHINESE_ASR_SOURCE if p.model.key == "sensevoice" else None})


def chinese_batch_lead(whisper: MediaPlan, sensevoice: MediaPlan | None, whisper_named: bool,
                       lacks: tuple[str, ...] = ()) -> tuple[MediaPlan, MediaPlan | None]:
    """(the plan that leads, the one said beside it) for a batch of Chinese recordings sized on both Whisper and
    SenseVoice-Small (FunASR's benchmark, MEASURED): SenseVoice leads when its cheapest row costs less and no
    Whisper was asked for by name (a Whisper asked for leads, SenseVoice beside it); Whisper alone when SenseVoice has
    no priced row. A daily ¥597 Whisper plan over a ¥10k/month budget was answered with FunASR named but never priced."""
    if sensevoice is None or not sensevoice.rows or not whisper.rows:
        return whisper, None
    # `lacks`: asked languages SenseVoice's card does not list (tools.asr_gives_up): it never leads then
    if not whisper_named and not lacks and sensevoice.rows[0].cost < whisper.rows[0].cost:
        return sensevoice, whisper
    return whisper, sensevoice


# ---- a per-item limit over a period's audio ("results within 1 hour of the call", 3,000 h a month) -------------------
# Each recording is due a short time after it arrives, so the work cannot wait for one run at the period's end: cards
# stay up all month and keep pace with the audio as it comes, busy hour included. The audio arrives at the period's
# average rate × tools.traffic.busy_hour_factor() in its busiest hour (BUSY_HOUR_SHARE_PCT of a day in one hour,
# assumed, as every per-day load here), and the cards run at ≤ STREAM_UTILISATION of their measured rate (the speech
# streams' margin). The month is those machines × HOURS_PER_MONTH, where the batch plan prices only its GPU-hours.


@dataclass(frozen=True)
class AlwaysOn:
    """The cards a per-item limit keeps up all month: the audio's average and busiest-hour rates (seconds of audio a
    second), the card, cards, machines of the row and the month at HOURS_PER_MONTH."""
    average: float
    peak: float
    row: MediaRow
    cards: int
    machines: int
    month: float


def always_on(p: MediaPlan, rows: list[MediaRow] | None = None, busy: tuple[float, float] | None = None
              ) -> AlwaysOn | None:
    """The cheapest of `rows` (the smallest machines of each card, a one-stream live plan's; else the plan's own) kept
    up all month for a speech batch over a period (p.units seconds of audio each p.period); None for a live load, an
    image job or no period. By hand: 3,000 h a month = 10.8 M s ÷ (730 × 3,600 s) = 4.11 s of audio a second on
    average, × 2.4 = 9.86 in the busiest hour; an L4 (300 GB/s) at 91.8 × 300 / 2,039 = 13.5× real time carries
    13.5 × 0.8 = 10.8 → 1 card; at $0.89/h → $0.89 × 730 = $650 a month; a card at 5× → ⌈9.86 / 4⌉ = 3 cards.
    `busy`: the share of the day said to arrive in a window of hours ("晚上7点到9点交的占60%" → (0.6, 2.0)), whose rate
    replaces the assumed busiest hour (tools.busy_period.busy_factor: 0.6 × 24 ÷ 2 = 7.2×): 2,000,000 recordings of
    15 s a day = 347 h of audio an hour on average, 1,200,000 × 15 s ÷ 2 h = 2,500 h an hour at the peak."""
    from tools.busy_period import busy_factor
    from tools.traffic import busy_hour_factor

    rows = rows or p.rows
    if p.model.family != "speech" or p.units is None or p.period not in PERIOD_HOURS or not rows:
        return None
    average = p.units / (PERIOD_HOURS[p.period] * 3600)
    peak = average * (busy_factor(*busy) if busy else busy_hour_factor())
    best: AlwaysOn | None = None
    for r in rows:
        cards = max(1, math.ceil(peak / (r.rate * STREAM_UTILISATION) - 1e-9))
        machines = math.ceil(cards / r.gpus)
        got = AlwaysOn(average, peak, r, cards, machines, machines * r.price * HOURS_PER_MONTH)
        if best is None or got.month < best.month:
            best = got
    return best


def always_on_line(p: MediaPlan, limit: str, rows: list[MediaRow] | None = None,
                   busy: tuple[float, float] | None = None) -> Msg | None:
    """The always-on month a per-item limit (`limit`, as said) costs, beside the batch's GPU-hours, at the busy
    window said (`busy`: share of the day, hours) or the assumed busiest hour; None when always_on has no plan."""
    a = always_on(p, rows, busy)
    if a is None:
        return None
    r = a.row
    return Msg(code="media.always_on", args={
        "limit": limit, "avg_h": a.average, "peak_h": a.peak, "factor": a.peak / a.average, "gpu": r.gpu,
        "rate": r.rate, "util": STREAM_UTILISATION, "cards": a.cards, "machines": a.machines, "gpus": r.gpus,
        "row": f"{r.provider} {r.instance}", "month": money_text(a.month, p.currency, 0),
        "hourly": money_text(r.price * a.machines, p.currency), "hours": HOURS_PER_MONTH,
        "share": busy[0] if busy else None, "window_h": busy[1] if busy else None})


# Speaker diarization asked on its own (pyannote, NeMo's diarizer: "who spoke when", no transcript asked): its own job,
# never re-read as a Whisper transcription. GPU-seconds an audio hour per card: diarization_s_per_audio_hour (pyannote's
# published figures, scaled by memory bandwidth, never under 3.1's 80 s). The clustering runs on the CPU (the v2.1
# card: "one Intel Cascade Lake 6248 CPU" for it beside the GPU), so a GPU worker is held to DIARIZE_HOST_VCPU vCPUs a
# card or more (assumed: two or three pipeline processes a card, each with its clustering) — a starved CPU, not the
# GPU, is what slows long files. Long recordings (hearings of hours) are cut into DIARIZE_CHUNK_MIN chunks and the
# speakers re-linked across chunks by their embeddings (an expert's practice, assumed, not measured here).
DIARIZE_HOST_VCPU = 8
DIARIZE_CHUNK_MIN = (30, 60)


@dataclass(frozen=True)
class DiarizePlan:
    """Diarization alone: the audio hours, the deadline, the cheapest machines of each card type (rows) and, for the
    pick, its GPU-seconds an audio hour and GPU-hours."""
    audio_hours: float
    deadline_h: float | None
    rows: list[EmbeddingRow]
    s_per_hour: list[float]  # each row's card: GPU-seconds an audio hour
    gpu_hours: list[float]  # each row: the job's GPU-hours on its card
    filters: tuple[Msg, ...] = ()


def diarization_plan(audio_hours: float, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                     currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None) -> DiarizePlan:
    """The cheapest machines of each card type that diarize `audio_hours` by the deadline (w.deadline_hours): GPU-hours
    = audio hours × diarization_s_per_audio_hour(card) ÷ 3,600; machines = ⌈GPU-hours ÷ cards a machine ÷ (deadline −
    start-up)⌉; cost = machines × hourly price × (GPU-hours ÷ cards ÷ machines + start-up). Rows with fewer than
    DIARIZE_HOST_VCPU vCPUs a card are left out (the clustering's CPU). By hand, 20,000 h on A10G (600 GB/s): 90 × 900
    ÷ 600 = 135 s an hour → 750 GPU-h; in 21 days (504 h) one 1-card machine (750 h) is too slow → 2 machines, 375 h
    each; on T4 (320 GB/s) 253 s → 1,406 GPU-h; on A100 (held at 80 s) 444 GPU-h."""
    filt = row_filter(w, gpus, 0.0, places)
    deadline = w.deadline_hours
    best: dict[str, tuple[EmbeddingRow, float, float]] = {}
    for row in rows:
        g = _usable(row, gpus, filt)
        n = int(row.gpu_count or 1)
        if (g is None or g.vendor != "NVIDIA" or not g.bandwidth_gb_s  # no bandwidth: no time, never the fastest
                or (row.vcpu is not None and row.vcpu < DIARIZE_HOST_VCPU * n)):
            continue
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx)
        if not price:
            continue
        s = diarization_s_per_audio_hour(g.bandwidth_gb_s)
        gpu_h = audio_hours * s / 3600
        machines = 1
        if deadline is not None and deadline > JOB_SETUP_HOURS:
            machines = max(1, math.ceil(gpu_h / n / (deadline - JOB_SETUP_HOURS) - 1e-9))
        wall = gpu_h / n / machines + JOB_SETUP_HOURS
        cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, machines, price, wall, price * machines * wall,
                            g.vendor, region=row.region or "")
        seen = best.get(g.name)
        if seen is None or (cand.cost, n) < (seen[0].cost, seen[0].gpus):
            best[g.name] = (cand, s, gpu_h)
    ranked = sorted(best.values(), key=lambda t: (t[0].cost, t[0].gpus))[:TOP_ROWS]
    filters = tuple(constraint_msgs(w, bool(ranked), judged=("deadline_hours", "budget"), places=places))
    return DiarizePlan(audio_hours, deadline, [r for r, _, _ in ranked], [s for _, s, _ in ranked],
                       [h for _, _, h in ranked], filters)


def diarization_answer(p: DiarizePlan, currency: str, tool: str = "pyannote") -> list[Msg]:
    """The headline (the pick, its GPU-hours, wall time and cost against the deadline), the filters, the other card
    types, the per-card basis with its sources, the CPU and chunking note, and what transcription would add. `tool`:
    the diarizer named (pyannote; NeMo's own speed is not held, so it is sized on pyannote's, said)."""
    if not p.rows:
        return [Msg(code="media.diarize_none", args={"hours": p.audio_hours}), *p.filters]
    top = p.rows[0]
    out = [Msg(code="media.diarize_head", args={
        "tool": tool, "stand_in": tool != "pyannote", "hours": p.audio_hours, "row": _row(top, currency),
        "gpuh": p.gpu_hours[0], "gpu": top.gpu,
        "deadline": duration(p.deadline_h) if p.deadline_h else None,
        "met": p.deadline_h is None or (top.hours or 0.0) <= p.deadline_h}), *p.filters]
    out += [Msg(code="media.diarize_also", args={"row": _row(r, currency), "gpuh": h, "gpu": r.gpu})
            for r, h in zip(p.rows[1:], p.gpu_hours[1:], strict=True)]
    out.append(Msg(code="media.diarize_basis", args={
        "cards": [r.gpu for r in p.rows], "secs": [round(s) for s in p.s_per_hour], "floor": DIARIZATION_S_PER_AUDIO_HOUR,
        "source": DIARIZATION_SOURCE, "rtf_source": DIARIZATION_RTF_SOURCE}))
    out.append(Msg(code="media.diarize_cpu", args={"vcpu": DIARIZE_HOST_VCPU, "lo": DIARIZE_CHUNK_MIN[0],
                                                   "hi": DIARIZE_CHUNK_MIN[1]}))
    out.append(Msg(code="media.diarize_no_asr"))
    return out


def diarization_box(p: DiarizePlan, box: DiarizePlan, count: int | None, currency: str) -> list[Msg]:
    """The machine someone proposed (the boss's "8xH100 node": `box`, the plan held to that card and count) judged
    against the pick (`p`, any card): its wall time and cost for the same audio, and how many times the pick's cost
    it is (box cost ÷ pick cost). Diarization is small-model work (pyannote's segmentation and embedding nets are
    a few million parameters) with the clustering on the CPU, so a big node only finishes sooner. By hand, 40,000 h:
    8 × H100 SXM at 80 s an hour → 889 GPU-h ÷ 8 = 111 h + start-up ≈ 4.6 days × $14.34 ≈ $1,597; a 1-card L4 worker
    at 90 × 900 ÷ 300 = 270 s → 3,000 GPU-h, 6 machines to meet 25 days, ≈ $0.4–0.8 an hour → ≈ $1,200–2,400 (the
    catalog's prices decide which is cheaper; the box is said either way)."""
    if not box.rows or not p.rows:
        return []
    b, top = box.rows[0], p.rows[0]
    same = (b.provider, b.instance, b.machines) == (top.provider, top.instance, top.machines)
    times = b.cost / top.cost if top.cost and not same else None
    return [Msg(code="media.diarize_box", args={
        "count": count or b.gpus, "gpu": b.gpu, "row": _row(b, currency), "gpuh": box.gpu_hours[0],
        "times": round(times, 1) if times else None, "same": same, "pick": top.gpu,
        "cheaper": bool(times and times > 1.05)})]


# a speech model this small against the card proposed for it: its weights under this share of the card's memory
SMALL_ON_BIG_SHARE = 0.05


def small_model_big_card(p: MediaPlan, card: str | None, gpus: dict[str, GPUSpec],
                         free: MediaPlan | None = None) -> Msg | None:
    """A speech-recognition batch with a large card proposed for it ("领导想上H800" for SenseVoice / Paraformer, a few
    hundred million parameters): the weights are under SMALL_ON_BIG_SHARE of the card's memory, and the batch's
    speed is held at the measured card's (never credited faster on a bigger one), so the card only adds cost — its
    compute is wasted. By hand: SenseVoice-Small 234 M × 4 bytes (FP32) ≈ 0.94 GB on an 80 GB H800 = 1.2 %; the day's
    20,000 h at 311× real time (a V100) = 64 GPU-hours ≈ 2.7 V100-class cards around the clock. None when no such card
    is proposed or the model is not small beside it. `free`: the same batch planned on any card, when `p` is held to
    the proposed one — its pick and how many times cheaper it is (p's cost ÷ free's cost) are said."""
    held_gpu = p.rows[0].gpu if p.rows else ""
    g = gpus.get(card or "") or (gpus.get(held_gpu) if card and held_gpu.startswith(card) else None) \
        or next((x for x in gpus.values() if card and x.name.startswith(card)), None)
    if g is None or p.model.family != "speech" or not p.rows or not g.memory_gb:
        return None
    need = need_bytes(p.model) * (2 if p.model.fp32 else 1)
    if need / 1e9 >= SMALL_ON_BIG_SHARE * g.memory_gb:
        return None
    top = free.rows[0] if free is not None and free.rows else p.rows[0]
    held = p.rows[0]
    times = held.cost / top.cost if top is not held and top.cost and held.cost > top.cost else None
    return Msg(code="media.small_on_big", args={
        "card": g.name, "name": p.model.name, "params_m": p.model.params / 1e6, "gb": need / 1e9,
        "cap": g.memory_gb, "share": 100 * need / 1e9 / g.memory_gb, "gpuh": gpu_hours(p, top), "pick": top.gpu,
        "row": _row(top, p.currency) if times else None, "times": times})
