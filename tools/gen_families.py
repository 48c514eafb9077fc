"""Music generation, real-time lip-sync and portrait animation, sized from each model's PUBLISHED throughput: the
output a card makes per second of its time (seconds of audio or of video), never an LLM's tokens or a TTS model's
real-time factor in its place (ACE-Step was refused with "no measured speed", MuseTalk lip-sync was sized as
CosyVoice2 speech, LivePortrait was "not sized here").

The figures, each with its source (`SPEEDS`):
- ACE-Step v1 3.5B (Apache-2.0, huggingface.co/ACE-Step/ACE-Step-v1-3.5B): its README "Hardware Performance" table,
  27 sampling steps — RTX 4090 34.48× real time (1.74 s per minute of audio), A100 27.27× (2.20 s), RTX 3090 12.76×
  (4.70 s); at 60 steps 15.63×, 12.27×, 6.48× (github.com/ace-step/ACE-Step README). ACE-Step 1.5 claims "under 2
  seconds per full song on an A100 and under 10 seconds on an RTX 3090" (github.com/ace-step/ACE-Step-1.5 README): a
  lever, said as its makers' claim.
- MuseTalk (MIT code; its README: "The trained model are available for any purpose, even commercially"; face
  detection and parsing models it downloads carry their own licences): "supports real-time inference with 30fps+ on
  an NVIDIA Tesla V100" (github.com/TMElyralab/MuseTalk README), 256×256 face region, after the avatar's one-off
  preparation step.
- LivePortrait (Kuaishou, MIT code): "The generation speed remarkably reaches 12.8ms on an RTX 4090 GPU with
  PyTorch" (Guo et al. 2024, arXiv:2407.03168, abstract) — the animation network per frame. It relies on InsightFace
  face detection / landmark models, whose pretrained weights are "available for non-commercial research purposes
  only" (github.com/deepinsight/insightface README): a paid product swaps the detector (MediaPipe, Apache-2.0) or
  licenses InsightFace.

Stated assumptions (each said with the answer, measure on a pilot):
- PIPELINE_FACTOR: LivePortrait's 12.8 ms is the network alone; face detection, cropping, paste-back and video
  encoding are assumed to take as long again twice over (× 3 end to end).
- STREAM_FPS / CLIP_FPS: a live stream or an output clip at 25 frames a second (the PAL rate Chinese and European
  broadcast and MuseTalk's own preprocessing use: its README converts input video to 25 fps).
- PEAK_WINDOW_SHARE: a peak window said with no share ("8–11 pm is the peak") carries half the day's items; with no
  window at all, tools.traffic's busiest hour (BUSY_HOUR_SHARE_PCT of the day in one hour).
- A batch-like load (songs, clips) is kept at ≤ tools.batch_peak.PEAK_BUSY of the cards' rate at its peak; a live
  stream needs one real-time stream's frames every second, so a card carries ⌊its frame rate ÷ STREAM_FPS⌋ streams.

A card with no measurement is scaled from each measured card by dense FP16 tensor TFLOPS (tools.speed.peak_tflops),
never credited above a measured card (the smallest of those scaled figures: ACE-Step's A100 runs at 27.27× with 312
TFLOPS while the 4090 runs 34.48× with 165, so TFLOPS alone would over-credit a datacenter card), and only NVIDIA
cards with a dense figure (tools.media's diffusion rule)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from tools.batch_peak import cards_at
from tools.constants import DAYS_PER_MONTH, HOURS_PER_DAY, HOURS_PER_MONTH, SECONDS_PER_HOUR
from tools.licence import job_licence
from tools.schema import GPUSpec, InstanceRow, Workload
from tools.speed import SpeedUnknown, peak_tflops
from tools.traffic import BUSY_HOUR_SHARE_PCT

READ_ON = "2026-12-04"
PIPELINE_FACTOR = 3.0  # assumed: LivePortrait end to end over its network's 12.8 ms (measure on a pilot)
STREAM_FPS = 25.0  # assumed: a live stream's frame rate
CLIP_FPS = 25.0  # assumed: an output clip's frame rate
PEAK_WINDOW_SHARE = 0.5  # assumed: a peak window said with no share carries half the day's items
ACE_STEP_SOURCE = "github.com/ace-step/ACE-Step README, Hardware Performance (27 steps)"
ACE_STEP_15_CLAIM = ("github.com/ace-step/ACE-Step-1.5 README: \"under 2 seconds per full song on an A100 and under 10 "
                     "seconds on an RTX 3090\"")
MUSETALK_SOURCE = "github.com/TMElyralab/MuseTalk README (\"real-time inference with 30fps+ on an NVIDIA Tesla V100\")"
LIVEPORTRAIT_SOURCE = "Guo et al. 2024, LivePortrait, arXiv:2407.03168 (12.8 ms a frame on an RTX 4090, PyTorch)"
INSIGHTFACE_SOURCE = ("github.com/deepinsight/insightface README (pretrained models: non-commercial research purposes "
                      "only)")


@dataclass(frozen=True)
class Speed:
    """One published figure: seconds of output one card makes per second of its time (`rate`: ACE-Step's RTF; a
    lip-sync model's frames a second ÷ STREAM_FPS; a portrait model's 1,000 ÷ ms a frame ÷ CLIP_FPS), on `gpu` (a
    catalog name), as the source writes it (`said`)."""
    gpu: str
    rate: float
    said: str  # the figure as its source gives it, and its unit: "rtf" (× real time), "fps", "ms" (a frame)
    source: str
    figure: float = 0.0


@dataclass(frozen=True)
class FamilyModel:
    key: str
    name: str
    family: str  # music | lipsync | portrait
    licence: str
    licence_source: str
    speeds: tuple[Speed, ...]
    licence_note: str = ""  # a licence trap beside the model's own (LivePortrait's InsightFace models)
    overhead: float = 1.0  # end to end over the measured figure (PIPELINE_FACTOR, assumed)
    proxy: str = ""  # no published speed of its own: sized on this held model's row (time it on a pilot)
    revenue_cap: float = 0.0  # its licence is free for commercial use only under this annual revenue (USD)
    steps: int = 0  # the proxy's rate was scaled to this many sampling steps (its model card's); 0: not scaled
    window_s: float = 0.0  # a fixed-window generator: every clip costs this many seconds of generation (0: its length)
    gflops_frame: float = 0.0  # no published speed: sized from its FLOPs a frame at `utilisation` of each card's peak
    utilisation: float = 0.0  # assumed share of dense FP16 peak a FLOPs-sized model keeps (said with the answer)
    min_gb: float = 0.0  # a long item needs a card of at least this many GB (YuE's full song: 80); 0: any card
    read_on: str = READ_ON  # when its figures were read
    lm: AudioLM | None = None  # an autoregressive audio LM: timed by the decode roofline (lm_rate), never a proxy's RTF


@dataclass(frozen=True)
class AudioLM:
    """An autoregressive audio language model's shape: parameters, layers and width (its KV cache a token), decoder
    steps a second of audio, the longest window it generates and the rows each clip runs (2 with classifier-free
    guidance: a conditional and an unconditional pass)."""
    params: float
    layers: int
    dim: int
    steps_per_s: float = 50.0
    window_s: float = 30.0
    rows: int = 2


# MusicGen (huggingface.co/facebook/musicgen-large model card, read 2026-12-07): "a single stage auto-regressive
# Transformer model trained over a 32kHz EnCodec tokenizer with 4 codebooks sampled at 50 Hz ... by introducing a small
# delay between the codebooks ... only 50 auto-regressive steps per second of audio"; trained on 30 s crops. Sizes and
# shapes: audiocraft config/model/lm/model_scale/{small,medium,large}.yaml — small ~300 M (24 layers, dim 1024),
# medium ~1.5 B (48, 1536), large ~3.3 B (48, 2048); melody is the 1.5 B medium LM with chroma conditioning (its model
# card). audiocraft's MusicGen.set_generation_params defaults to cfg_coef=3.0: classifier-free guidance, two rows a
# clip. No published MusicGen generation-speed measurement was found (the audiocraft tracker's "Speeding up inference
# tips/tricks?" thread asks for one and gives none): the rate is the decode roofline below, a ceiling, said as such.
MUSICGEN_SOURCE = ("huggingface.co/facebook/musicgen-large (3.3B, 32 kHz EnCodec, 4 codebooks at 50 Hz, 50 steps a "
                   "second of audio); audiocraft config/model/lm/model_scale")
MUSICGEN_LM = {"small": AudioLM(300e6, 24, 1024), "medium": AudioLM(1.5e9, 48, 1536),
               "large": AudioLM(3.3e9, 48, 2048), "melody": AudioLM(1.5e9, 48, 1536)}
LM_BATCH = 8  # assumed: clips generated together on one card (audiocraft's generate takes a list of descriptions)
LM_MEMORY_SHARE = 0.9  # assumed: the share of a card's memory the weights and KV cache may fill
LM_BYTES = 2.0  # 16-bit weights and KV cache (audiocraft runs the LM in fp16 on a GPU)


def lm_weights_gb(params: float) -> float:
    """An audio LM's 16-bit weights in GB (MusicGen-large 3.3 B × 2 bytes = 6.6 GB): what each decode step reads."""
    return params * LM_BYTES / 1e9


def lm_batch(lm: AudioLM, g: GPUSpec) -> int:
    """Clips one card generates together: LM_BATCH, fewer where the weights and a full window's KV cache for every
    row do not fit LM_MEMORY_SHARE of the card (0: not even one). MusicGen-large on a 24 GB RTX 4090: KV a token 2 ×
    48 × 2,048 × 2 B = 393 KB; a 30 s clip 1,500 tokens × 2 rows = 1.18 GB; (21.6 − 6.6) ÷ 1.18 = 12 → 8."""
    kv_clip = lm.rows * lm.window_s * lm.steps_per_s * _kv_token(lm)
    room = (g.memory_gb or 0.0) * 1e9 * LM_MEMORY_SHARE - lm.params * LM_BYTES
    return max(0, min(LM_BATCH, math.floor(room / kv_clip))) if room > 0 else 0


def _kv_token(lm: AudioLM) -> float:
    return 2 * lm.layers * lm.dim * LM_BYTES  # a key and a value a layer


def lm_step_s(lm: AudioLM, g: GPUSpec, batch: int) -> float | None:
    """One decoder step for `batch` clips (tools.speed's decode roofline): the weights plus the rows' KV cache at half
    the window (the average over a clip) read at DECODE_BANDWIDTH_EFFICIENCY of the card's bandwidth, or the step's
    FLOPs (2 × params a row) at BASE_UTILISATION of its dense FP16 peak if slower, plus the fitted per-layer floor
    (vLLM's dense DECODE_LAYER_FLOOR_S). MusicGen-large, 8 clips on an RTX 4090 (1,008 GB/s): 6.6 GB + 16 rows × 750
    × 393 KB = 4.72 GB → 11.32 GB ÷ 820.5 GB/s = 13.8 ms (compute 105.6 GFLOP ÷ 81.4 TF = 1.3 ms) + 48 × 32.1 µs =
    15.3 ms. None without a bandwidth figure."""
    from tools.speed import BASE_UTILISATION, DECODE_BANDWIDTH_EFFICIENCY, DECODE_LAYER_FLOOR_S

    if not g.bandwidth_gb_s:
        return None
    rows = batch * lm.rows
    read = lm.params * LM_BYTES + rows * lm.window_s * lm.steps_per_s / 2 * _kv_token(lm)
    memory_s = read / (g.bandwidth_gb_s * 1e9 * DECODE_BANDWIDTH_EFFICIENCY)
    tf = _tflops(g)
    compute_s = 2 * lm.params * rows / (tf * 1e12 * BASE_UTILISATION) if tf else 0.0
    return max(memory_s, compute_s) + lm.layers * DECODE_LAYER_FLOOR_S["vllm"][0]


def lm_rate(lm: AudioLM, g: GPUSpec) -> float | None:
    """Seconds of audio one card makes a second: batch ÷ (steps a second of audio × step time). MusicGen-large on an
    RTX 4090: 8 ÷ (50 × 15.3 ms) = 10.4× real time (one clip alone: 1 ÷ (50 × 10.3 ms) = 1.9×, a ceiling — eager
    PyTorch adds host time a step). None where no clip fits or no bandwidth is held."""
    batch = lm_batch(lm, g)
    step = lm_step_s(lm, g, batch) if batch else None
    return batch / (lm.steps_per_s * step) if step else None


def _ace(gpu: str, rtf: float) -> Speed:
    return Speed(gpu, rtf, "rtf", ACE_STEP_SOURCE, rtf)


MODELS: dict[str, FamilyModel] = {
    "ace-step": FamilyModel("ace-step", "ACE-Step v1 3.5B", "music", "Apache-2.0",
                            "huggingface.co/ACE-Step/ACE-Step-v1-3.5B",
                            (_ace("RTX 4090", 34.48), _ace("A100 80GB SXM", 27.27), _ace("RTX 3090", 12.76))),
    "musetalk": FamilyModel("musetalk", "MuseTalk", "lipsync", "MIT (code); weights \"for any purpose, even "
                            "commercially\"", "github.com/TMElyralab/MuseTalk",
                            (Speed("V100 SXM2 16GB", 30.0 / STREAM_FPS, "fps", MUSETALK_SOURCE, 30.0),)),
    "liveportrait": FamilyModel("liveportrait", "LivePortrait", "portrait", "MIT (code)",
                                "github.com/KwaiVGI/LivePortrait",
                                (Speed("RTX 4090", 1000.0 / 12.8 / CLIP_FPS, "ms", LIVEPORTRAIT_SOURCE, 12.8),),
                                "insightface", PIPELINE_FACTOR),
}
# Music / sound generators with no published speed held here: sized on the held music row (ACE-Step, a latent-diffusion
# music model of the same kind, `proxy`) and said as such with "time it on a pilot" — never as a chat LLM.
# Stable Audio Open 1.0 (huggingface.co/stabilityai/stable-audio-open-1.0): 1.21 B (1,057 M DiT + 156 M autoencoder +
# 109 M T5), up to 47 s of 44.1 kHz stereo; Stability AI Community License — free commercial use only under US$1 M
# annual revenue, an Enterprise licence above (stability.ai/community-license-agreement). MusicGen: weights CC BY-NC
# 4.0 (huggingface.co/facebook/musicgen-large), no commercial use. Both rows read 2026-12-05.
_ACE = "ACE-Step v1 3.5B"
# its model card's example runs 100 sampling steps (generate_diffusion_cond(steps=100)); ACE-Step's figures are at
# 27: the held rate scaled by 27 ÷ 100 (a DiT's time is linear in its steps), then timed on a pilot
SAO_STEPS, ACE_STEPS = 100, 27
# its model card's example generates the model config's whole `sample_size` window ("stereo audio up to 47 seconds";
# seconds_total only conditions where the sound ends, the rest is generated and trimmed): a 10 s effect costs a 47 s
# generation. A shorter sample_size per call is a lever for the pilot, not assumed
SAO_WINDOW_S = 47.0
_SAO_LICENCE = job_licence("stable-audio-open")
MODELS["stable-audio-open"] = FamilyModel(
    "stable-audio-open", "Stable Audio Open 1.0", "music", _SAO_LICENCE.licence if _SAO_LICENCE else "",
    "huggingface.co/stabilityai/stable-audio-open-1.0; stability.ai/community-license-agreement",
    tuple(replace(s, rate=s.rate * ACE_STEPS / SAO_STEPS) for s in MODELS["ace-step"].speeds), proxy=_ACE,
    revenue_cap=_SAO_LICENCE.revenue_cap if _SAO_LICENCE else 0.0, steps=SAO_STEPS, window_s=SAO_WINDOW_S)
MODELS["musicgen"] = FamilyModel(
    "musicgen", "MusicGen-large", "music", "CC BY-NC 4.0 (weights; code MIT)",
    "huggingface.co/facebook/musicgen-large", (Speed("RTX 4090", 0.0, "lm", MUSICGEN_SOURCE, 50.0),),
    lm=MUSICGEN_LM["large"], read_on="2026-12-07")


def musicgen(size: str) -> FamilyModel:
    """The MusicGen size named (small, medium, large, melody; large when none is said), its own LM shape."""
    size = size if size in MUSICGEN_LM else "large"
    return replace(MODELS["musicgen"], name=f"MusicGen-{size}", lm=MUSICGEN_LM[size])
# YuE (M-A-P; github.com/multimodal-art-projection/YuE, the YuE-v1 README "Hardware and Performance", read 2026-12-07):
# lyrics to a whole song by two autoregressive LMs, stage 1 7 B (m-a-p/YuE-s1-7B-anneal-en-cot) and stage 2 1 B
# (m-a-p/YuE-s2-1B-general). Its own published speed, never ACE-Step's (a diffusion model over 100× faster): "On an
# H800 GPU, generating 30s audio takes 150 seconds. On an RTX 4090 GPU, generating 30s audio takes approximately 360
# seconds" — 30 ÷ 150 = 0.2× and 30 ÷ 360 = 0.083× real time. Memory: "For GPUs with 24GB memory or less: Run up to 2
# sessions"; "For full song generation (many sessions, e.g., 4 or more): Use GPUs with at least 80GB memory" (a session
# is a ~30 s lyric section): a song of more than YUE_SMALL_CARD_S is kept on 80 GB cards. Licence: the same README's
# news of 2025.01.30, "YuE is now officially licensed under the Apache 2.0 license" (the v1 weights).
YUE_SOURCE = "github.com/multimodal-art-projection/YuE (YuE-v1 README, Execution Time)"
YUE_MIN_GB = 80.0
YUE_SMALL_CARD_S = 60.0  # two ~30 s sessions, what a 24 GB card runs
MODELS["yue"] = FamilyModel(
    "yue", "YuE (7B stage-1 + 1B stage-2)", "music", "Apache-2.0", "github.com/multimodal-art-projection/YuE "
    "(YuE-v1 README: licensed under Apache 2.0 from 2025-01-30); huggingface.co/m-a-p/YuE-s1-7B-anneal-en-cot",
    (Speed("H800 SXM", 30.0 / 150.0, "s30", YUE_SOURCE, 150.0), Speed("RTX 4090", 30.0 / 360.0, "s30", YUE_SOURCE, 360.0)),
    min_gb=YUE_MIN_GB, read_on="2026-12-07")
UNHELD_LICENCE = "not held here: read its model card / LICENSE before a business use"


def unheld_music(name: str) -> FamilyModel:
    """A music generator no row holds (DiffRhythm, SongBloom, LeVo …) named beside songs: sized provisionally on the
    held ACE-Step row (`proxy`, its published speed), its licence said not held; the slow end of the family (YuE, an
    autoregressive song LM: 0.2× real time against ACE-Step's 34.48×, ≈ 172× the GPU-hours) is said beside it by the
    answer, and a pilot decides."""
    return replace(MODELS["ace-step"], key="unheld-music", name=name, licence=UNHELD_LICENCE, licence_source="",
                   proxy=_ACE)


def slowest_music_ratio() -> float:
    """How many times ACE-Step's fastest published rate is YuE's (34.48 ÷ 0.2 = 172): the span of GPU-hours an unheld
    music model may land in, diffusion to autoregressive."""
    return max(s.rate for s in MODELS["ace-step"].speeds) / max(s.rate for s in MODELS["yue"].speeds)


ACE_STEP_60_STEPS = {"RTX 4090": 15.63, "A100 80GB SXM": 12.27, "RTX 3090": 6.48}  # the README's 60-step column


def generated_seconds(m: FamilyModel, each: float) -> float:
    """The seconds of audio a clip of `each` seconds costs to generate: a fixed-window model's whole window when the clip
    is shorter (Stable Audio Open: a 10 s effect → 47 s), else the clip's length."""
    return max(each, m.window_s)


def card_rate(m: FamilyModel, g: GPUSpec, gpus: dict[str, GPUSpec]) -> tuple[float, bool] | None:
    """Seconds of output a second on `g` end to end (÷ the model's overhead) and whether it is scaled: its own
    measurement, else scaled down from the measured cards with at least its dense FP16 TFLOPS (the smallest such
    figure), else — faster than every measured card — the figure of the measured card with the most TFLOPS, never
    more. By hand: ACE-Step on an A10 (125 TFLOPS): from the 4090 34.48 × 125/165.2 = 26.1, from the A100 27.27 ×
    125/312 = 10.9 → 10.9× real time; on an RTX 5090 (209.5): from the A100 only, 27.27 × 209.5/312 = 18.3×; on an H100
    (989.5): the A100's 27.27×; MuseTalk on an RTX 4090 (165.2 vs the V100's 125): held at 30 fps = 1.2 streams' worth;
    LivePortrait on the 4090: 1,000/12.8/25 = 3.125 → ÷ 3 = 1.04 s of clip a second. A FLOPs-sized model
    (gflops_frame) is every card's own figure (flops_rate), always said as scaled."""
    if m.min_gb and (g.memory_gb or 0.0) < m.min_gb:  # YuE's full song on a 24 GB card: not a card for it
        return None
    if m.lm is not None:  # an autoregressive audio LM: its own decode roofline on every card
        r = lm_rate(m.lm, g) if g.vendor == "NVIDIA" else None
        return (r, True) if r else None
    if m.gflops_frame > 0:
        t = _tflops(g) if g.vendor == "NVIDIA" else None
        return (flops_rate(t, m.gflops_frame, m.utilisation) / m.overhead, True) if t else None
    own = next((s for s in m.speeds if s.gpu == g.name), None)
    if own is not None:
        return own.rate / m.overhead, False
    if g.vendor != "NVIDIA":
        return None
    try:
        mine = peak_tflops(g, "fp16")
    except SpeedUnknown:
        return None
    refs = [(s.rate, t) for s in m.speeds for t in [_tflops(gpus.get(s.gpu))] if t]
    if not refs:
        return None
    faster = [rate * mine / t for rate, t in refs if t >= mine]
    got = min(faster) if faster else max(refs, key=lambda x: x[1])[0]  # faster than every measured card: the fastest's
    return got / m.overhead, True


def flops_rate(tflops: float, gflops_frame: float, utilisation: float) -> float:
    """Real-time streams' worth of frames a card makes from its dense FP16 peak: TFLOPS × 10¹² × utilisation ÷
    (GFLOPs a frame × 10⁹) ÷ STREAM_FPS. Wav2Lip on an RTX 4090: 165.2 × 10¹² × 0.05 ÷ 7.93 × 10⁹ = 1,041 frames a
    second ÷ 25 = 41.6 (the network alone; ÷ PIPELINE_FACTOR 3 end to end = 13.9 streams)."""
    return tflops * 1e12 * utilisation / (gflops_frame * 1e9) / STREAM_FPS


# GeForce cards cap concurrent NVENC encode sessions per system: NVIDIA's Video Encode and Decode GPU Support Matrix
# column "Max # of concurrent sessions" — 3 on GeForce until March 2023, 5 from then, 8 from January 2024 (as the NVENC
# summary at en.wikipedia.org/wiki/Nvidia_NVENC puts it, read 2026-12-06; NVIDIA's own page not read here: check the
# driver in use). Datacenter and professional cards are limited only by the encoder's capacity. One live stream is
# one session, so a one-GeForce machine carries at most this many encoded streams whatever its compute.
NVENC_GEFORCE_SESSIONS = 8
NVENC_SOURCE = ("NVIDIA Video Encode and Decode GPU Support Matrix, GeForce \"Max # of concurrent sessions\" 8 since "
                "January 2024 (via en.wikipedia.org/wiki/Nvidia_NVENC; check the current matrix)")


def nvenc_cap(g: GPUSpec | None) -> int:
    """Encoded streams a one-card machine carries by NVIDIA's session limit: NVENC_GEFORCE_SESSIONS on a GeForce
    (catalog segment "consumer") card, 0 (no licence cap, the encoder's capacity) on any other."""
    return NVENC_GEFORCE_SESSIONS if g is not None and g.segment.startswith("consumer") else 0


def _tflops(g: GPUSpec | None) -> float | None:
    try:
        return peak_tflops(g, "fp16") if g is not None else None
    except SpeedUnknown:
        return None


@dataclass(frozen=True)
class CardPick:
    """A card for the load: its rate (card_rate), its cheapest one-card row and price an hour (None: not priced)."""
    gpu: str
    rate: float
    scaled: bool
    row: str | None = None
    price: float | None = None
    cap: int = 0  # encoded streams NVIDIA's session limit allows on one such machine (nvenc_cap; 0: none)


def per_stream_rate(rate: float, cap: int) -> float:
    """The streams' worth a card carries once NVENC's session cap is applied (13.9 on a 4090 → 8; no cap: the rate)."""
    return min(rate, float(cap)) if cap else rate


def priced_pick(m: FamilyModel, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str, usd_cny: float,
                fx: dict[str, float], keep: Callable[[str], bool] | None = None,
                usable: Callable[[float], bool] | None = None, streams: bool = False) -> CardPick | None:
    """The priced card where a second of output costs least (price ÷ rate) among `rows`' one-card machines, `keep`
    choosing the card names and `usable` the rates (a live stream needs at least one stream's frames); None when no
    card is priced. `streams`: live encoded streams, so a GeForce card's rate is held to its NVENC session cap
    (per_stream_rate) before the costs are compared."""
    from tools.generated_media import cheapest_one_card_row

    best: CardPick | None = None
    for name, g in gpus.items():
        r = card_rate(m, g, gpus) if keep is None or keep(name) else None
        if r is None or (usable is not None and not usable(r[0])):
            continue
        row = cheapest_one_card_row(name, rows, currency, usd_cny, fx)
        cap = nvenc_cap(g) if streams else 0
        eff = per_stream_rate(r[0], cap)
        if row is not None and (best is None or best.price is None
                                or row[1] / eff < best.price / per_stream_rate(best.rate, best.cap)):
            best = CardPick(name, r[0], r[1], row[0], row[1], cap)
    return best


def measured_pick(m: FamilyModel, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str, usd_cny: float,
                  fx: dict[str, float]) -> CardPick:
    """The model's first measured card (ACE-Step's and LivePortrait's RTX 4090, MuseTalk's V100) with its cheapest
    one-card row among `rows` (None price: not priced there) — the reference said beside the place's pick."""
    from tools.generated_media import cheapest_one_card_row

    s = m.speeds[0]
    row = cheapest_one_card_row(s.gpu, rows, currency, usd_cny, fx)
    derived = card_rate(m, gpus[s.gpu], gpus) if (m.gflops_frame > 0 or m.lm) and s.gpu in gpus else None
    rate, scaled = derived if derived is not None else (s.rate / m.overhead, False)
    cap = nvenc_cap(gpus.get(s.gpu)) if m.family == "lipsync" else 0
    return CardPick(s.gpu, rate, scaled, row[0] if row else None, row[1] if row else None, cap)


# ---- a load of items a day (songs, clips) --------------------------------------------------------------------------
@dataclass(frozen=True)
class ItemLoad:
    """Items a day, seconds of output each, the peak's share of the day and its window in hours (`assumed`: the share
    is PEAK_WINDOW_SHARE or the busiest hour's, not stated)."""
    per_day: float
    seconds_each: float
    share: float
    window_h: float
    assumed: bool


def item_load(per_day: float, seconds_each: float, share: float | None, window_h: float | None) -> ItemLoad:
    """The load with its peak: a stated share and window; a window alone at PEAK_WINDOW_SHARE; none: the busiest hour
    (BUSY_HOUR_SHARE_PCT of the day in one hour). 100,000 songs of 3 min, "8–11 pm" → 50 % in 3 h, assumed."""
    if window_h and share:
        return ItemLoad(per_day, seconds_each, share, window_h, False)
    if window_h:
        return ItemLoad(per_day, seconds_each, PEAK_WINDOW_SHARE, window_h, True)
    return ItemLoad(per_day, seconds_each, BUSY_HOUR_SHARE_PCT / 100, 1.0, True)


@dataclass(frozen=True)
class ItemPlan:
    """An item load on one card type: output hours a day, GPU-hours a day, the cards at the average and at the peak
    (≤ PEAK_BUSY busy), seconds a single item takes, and the month two ways — paying the GPU-hours used (autoscaled,
    a floor) and the peak's cards held 24/7 — None where the card is not priced."""
    output_hours: float
    gpu_hours: float
    avg_cards: int
    peak_cards: int
    item_seconds: float
    month_used: float | None
    month_peak: float | None


def item_plan(load: ItemLoad, pick: CardPick) -> ItemPlan:
    """By hand, 100,000 songs × 180 s on an RTX 4090 at 34.48×: 5,000 h of audio a day ÷ 34.48 = 145.0 GPU-hours;
    average 5,000 × 3,600 ÷ 86,400 = 208.3 audio-s a second ÷ (34.48 × 0.8) → 8 cards; peak 50 % in 3 h: 2,500 h ÷ 3
    h = 833.3 audio-s a second ÷ 27.58 → 31 cards; one 3-min song 180 ÷ 34.48 = 5.2 s. At ¥5/h: 145.0 × 30.4 × 5 =
    ¥22,054 used; 31 × 730 × 5 = ¥113,150 held at peak."""
    out_s = load.per_day * load.seconds_each
    gpu_h = out_s / pick.rate / 3600
    avg = out_s / (HOURS_PER_DAY * 3600)
    peak = out_s * load.share / (load.window_h * 3600)
    used = gpu_h * DAYS_PER_MONTH * pick.price if pick.price is not None else None
    peak_cards = cards_at(peak, pick.rate)
    held = peak_cards * HOURS_PER_MONTH * pick.price if pick.price is not None else None
    return ItemPlan(out_s / 3600, gpu_h, cards_at(avg, pick.rate), peak_cards, load.seconds_each / pick.rate, used, held)


@dataclass(frozen=True)
class BatchPlan:
    """A one-off batch of items (no period): hours of output in all, GPU-hours, one card's wall hours, the cards that
    finish within the deadline (None: no deadline in hours said) and the cost (None: the card is not priced)."""
    output_h: float
    gpu_hours: float
    one_card_h: float
    cards: int | None
    cost: float | None


def batch_plan(count: float, seconds_each: float, pick: CardPick, window_h: float | None) -> BatchPlan:
    """By hand, 10,000 loops × 30 s = 300,000 s of audio on an RTX 4090 at 34.48× real time: 300,000 ÷ 34.48 ÷ 3,600 =
    2.42 GPU-hours — one card ≈ 2.4 h; within 72 h: 1 card; at $0.40/h ≈ $0.97. Items are independent: the cards split
    the batch and the cost is the GPU-hours × the hour on any count."""
    out_s = count * seconds_each
    gpu_h = out_s / pick.rate / SECONDS_PER_HOUR
    cards = max(1, math.ceil(gpu_h / window_h - 1e-9)) if window_h else None
    return BatchPlan(out_s / SECONDS_PER_HOUR, gpu_h, gpu_h, cards, gpu_h * pick.price if pick.price is not None else None)


def budget_fit(budget: float | None, used: float | None, held: float | None = None) -> str | None:
    """Whether a stated budget pays for a plan, to be said in words on every answer that has one: "held" when the plan
    held as sized (the peak's cards 24/7, or a one-off batch's whole cost in `used`) fits, "used" when only paying the
    GPU-hours used (autoscaled) fits, "over" when not even that does; None with no budget or no price. By hand, RM 4,000
    a month against RM 48.55 used and RM 2,410.37 held: both fit → "held"; against RM 1,000: only used → "used"."""
    if budget is None or used is None:
        return None
    if held is None:
        return "held" if used <= budget else "over"
    return "held" if held <= budget else "used" if used <= budget else "over"


def family_budgets(w: Workload, currency: str, usd_cny: float, fx: dict[str, float]) -> tuple[float | None, float | None]:
    """(a month's budget, a total budget) in `currency` that a media plan is held against: a week's, quarter's or
    year's scaled to the month (tools.rerank.month_budget), a day's × DAYS_PER_MONTH (RM 150 a day → RM 4,560 a
    month: the plan's month is 30.4 of its days), a total as it is; (None, None) for none or a budget per hour."""
    from tools.cost import convert_amount
    from tools.rerank import month_budget

    b = w.budget
    month = month_budget(w, currency, usd_cny, fx)
    if month is None and b is not None and b.per == "day":
        month = convert_amount(b.amount * DAYS_PER_MONTH, b.currency, currency, usd_cny, fx)
    total = convert_amount(b.amount, b.currency, currency, usd_cny, fx) if b is not None and b.per == "total" else None
    return month, total


def steps_60_factor(gpu: str) -> float | None:
    """ACE-Step's GPU time at 60 steps over 27 on a measured card (4090: 34.48 / 15.63 = 2.21×); None elsewhere."""
    slow = ACE_STEP_60_STEPS.get(gpu)
    fast = next((s.rate for s in MODELS["ace-step"].speeds if s.gpu == gpu), None)
    return fast / slow if slow and fast else None


# ---- live streams (lip-sync) ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StreamPlan:
    """Concurrent real-time streams for `hours_a_day`: streams a card carries, the cards, GPU-hours a day and the month
    (cards × hours a day × 30.4 days × price; None where not priced)."""
    streams: float
    hours_a_day: float
    per_card: int
    cards: int
    gpu_hours: float
    month: float | None
    capped: bool = False  # per_card held to the card's NVENC session cap


def streams_per_card(rate: float) -> int:
    """Whole real-time streams a card carries: ⌊its output seconds a second⌋ (MuseTalk 30 fps ÷ 25 = 1.2 → 1)."""
    return math.floor(rate + 1e-9)


def stream_plan(streams: float, hours_a_day: float, pick: CardPick) -> StreamPlan | None:
    """By hand, 30 rooms × 12 h a day on cards carrying 1 stream at ¥9.53/h: 30 cards, 360 GPU-hours a day, 30 × 12 ×
    30.4 × 9.53 = ¥104,296 a month. A GeForce pick's streams are held to its NVENC session cap (Wav2Lip on a 4090:
    ⌊13.9⌋ = 13 → 8). None when a card carries no full stream."""
    own = streams_per_card(pick.rate)
    per = min(own, pick.cap) if pick.cap else own
    if per < 1:
        return None
    cards = math.ceil(streams / per - 1e-9)
    month = cards * hours_a_day * DAYS_PER_MONTH * pick.price if pick.price is not None else None
    return StreamPlan(streams, hours_a_day, per, cards, cards * hours_a_day, month, per < own)


def stream_budget_cards(budget_month: float, hours_a_day: float, price: float) -> float:
    """Cards a monthly budget holds for `hours_a_day`: ¥30,000 ÷ (12 h × 30.4 × ¥2.2) = 37.4."""
    return budget_month / (hours_a_day * DAYS_PER_MONTH * price)


# ---- an image model whose licence excludes the user's territory: an Apache-2.0 model sized instead ------------------
# HunyuanImage-2.1's LICENSE (huggingface.co/tencent/HunyuanImage-2.1/blob/main/LICENSE, the Tencent Hunyuan Community
# License): "Territory" is the worldwide territory excluding the European Union, the United Kingdom and South Korea
# (tools.named_licences holds the row); its 17 B DiT has no published per-image time held here, so nothing is sized
# for it. The alternative sized is FLUX.1-schnell (Apache-2.0, its model card), from tools.media's measured 2.60 s a
# 1024² image at 4 steps on an RTX 4090 (scaled to other cards by tools.media.card_rate); Qwen-Image (Apache-2.0)
# is named beside it (tools.media sizes it provisionally when asked).
HUNYUAN_IMAGE_EXCLUDED = ("eu", "uk", "kr")
IMAGE_ALTERNATIVE = "flux-schnell"


def image_pick(gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str, usd_cny: float,
               fx: dict[str, float]) -> CardPick | None:
    """The priced one-card machine where a FLUX.1-schnell image costs least (price × seconds an image), among cards
    that hold it (tools.media.holds); its rate is images a second (1 ÷ seconds an image), so item_plan over a load
    of one "second" an image gives GPU-hours = images × seconds ÷ 3,600 (5,000 × 2.60 s = 3.6 h on the 4090)."""
    from tools.generated_media import cheapest_one_card_row
    from tools.media import MODELS as MEDIA_MODELS
    from tools.media import card_rate as media_rate
    from tools.media import holds

    m = MEDIA_MODELS[IMAGE_ALTERNATIVE]
    best: CardPick | None = None
    for name, g in gpus.items():
        r = media_rate(m, g, gpus) if holds(m, g) else None
        row = cheapest_one_card_row(name, rows, currency, usd_cny, fx) if r is not None else None
        if r is None or row is None or (best is not None and best.price is not None
                                        and row[1] * r[0] >= best.price / best.rate):
            continue
        best = CardPick(name, 1 / r[0], r[1], row[0], row[1])
    return best


def seconds_an_image(pick: CardPick) -> float:
    """Seconds one image takes on the pick (1 ÷ its images a second)."""
    return 1 / pick.rate


# ---- SDXL (+ ControlNet) on a named card, for a buy-or-rent question -------------------------------------------------
# a design office's hours on the card: 10 h a day on 22 workdays = 220 h a month (assumed, said with the answer)
OFFICE_HOURS_A_MONTH = 220.0


@dataclass(frozen=True)
class ImageTime:
    """SDXL's seconds a 1024² image on a card at its measured 30 steps (× CONTROLNET_OVERHEAD with ControlNet), with
    torch.compile (the same source's compiled figure, scaled alike), and at tools.media.FEWER_STEPS steps."""
    gpu: str
    seconds: float
    compiled: float
    fewer: float
    fewer_steps: int
    scaled: bool


def sdxl_time(g: GPUSpec, gpus: dict[str, GPUSpec], controlnet: bool) -> ImageTime | None:
    """By hand, an RTX 5090 (209.5 dense FP16 TFLOPS) against the measured A100's 312: 3.31 × 312/209.5 = 4.93 s;
    × 1.34 with ControlNet = 6.61 s; compiled 2.54 × 312/209.5 × 1.34 = 5.07 s; 20 steps 6.61 × 20/30 = 4.40 s."""
    from tools.media import FEWER_STEPS, measured_for
    from tools.media import MODELS as MEDIA_MODELS
    from tools.media import card_rate as media_rate

    m = MEDIA_MODELS["sdxl"]
    r = media_rate(m, g, gpus)
    if r is None:
        return None
    ref = measured_for(m)
    from tools.media import CONTROLNET_OVERHEAD  # ControlNet's paper, 34 % a step (one place: tools.media)

    k = CONTROLNET_OVERHEAD if controlnet else 1.0
    secs = r[0] * k
    return ImageTime(g.name, secs, (ref.compiled or ref.rate) * r[0] / ref.rate * k, secs * FEWER_STEPS / (m.steps or 30),
                     FEWER_STEPS, r[1])


@dataclass(frozen=True)
class OfficeLoad:
    """A team's image load: people at once (tools.traffic.peak_share_of_people), images a second at one a person a
    minute (tools.media.provisional_image_rate) and the cards that keep up at ≤ PEAK_BUSY."""
    at_once: int
    per_s: float
    cards: int

    @property
    def per_min(self) -> float:
        return self.per_s * 60


def office_load(people: int, seconds: float) -> OfficeLoad:
    """By hand, 10 designers → ⌈10 / 3⌉ = 4 at once (tools.traffic's small-team third) × 1 a minute = 0.067 images a
    second; a card at 6.61 s makes 0.151 a second → ⌈0.067 / (0.151 × 0.8)⌉ = 1 card."""
    from tools.media import provisional_image_rate
    from tools.traffic import peak_share_of_people

    n = peak_share_of_people(people)
    rate = provisional_image_rate(n)
    return OfficeLoad(n, rate, cards_at(rate, 1 / seconds))


def rent_meeting(target_s: float, gpus: dict[str, GPUSpec], rows: list[InstanceRow], currency: str, usd_cny: float,
                 fx: dict[str, float], controlnet: bool) -> tuple[CardPick, ImageTime] | None:
    """The cheapest priced one-card machine among `rows` whose SDXL time (sdxl_time, at 20 steps if 30 miss) meets
    `target_s`; None when none does."""
    from tools.generated_media import cheapest_one_card_row
    from tools.media import MODELS as MEDIA_MODELS
    from tools.media import holds

    best: tuple[CardPick, ImageTime] | None = None
    for name, g in gpus.items():
        t = sdxl_time(g, gpus, controlnet) if holds(MEDIA_MODELS["sdxl"], g) else None
        row = cheapest_one_card_row(name, rows, currency, usd_cny, fx) if t and t.fewer <= target_s else None
        if t is not None and row is not None and (best is None or row[1] < (best[0].price or 0.0)):
            best = (CardPick(name, 1 / t.seconds, t.scaled, row[0], row[1]), t)
    return best


def office_rent_month(price: float) -> float:
    """The rent of one card for OFFICE_HOURS_A_MONTH: 220 h × $1.00 = $220."""
    return OFFICE_HOURS_A_MONTH * price


def office_share() -> float:
    """OFFICE_HOURS_A_MONTH as a share of the 730-h month (220 / 730 = 0.301): the utilisation the break-even uses."""
    return OFFICE_HOURS_A_MONTH / HOURS_PER_MONTH


def office_break_even(tdp_w: float, row: str, price: float, per_kwh: float, years: float = 3.0) -> float:
    """The purchase price of one card (with its share of the host) below which buying beats renting `row` at `price`
    for OFFICE_HOURS_A_MONTH over `years` (tools.buy_or_rent.no_quote at office_share(); never below 0). By hand, an
    RTX 5090 (575 W) against $0.77/h: 3 × 8,760 × 0.301 = 7,920 h × 0.77 = $6,099 rent; power (575 + 575) W × 1.58 ×
    7,920 h × $0.13 = $1,871 → $4,228."""
    from tools.buy_or_rent import RentPrice, no_quote

    p = RentPrice(row, price)
    return max(no_quote(1, tdp_w, years, office_share(), (p, p), per_kwh).even_cheapest, 0.0)
