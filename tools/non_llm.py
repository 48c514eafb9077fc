"""Non-LLM models named in a message (image generation, speech, detection). Inference of Whisper large, SDXL and
FLUX.1-dev is sized in tools/media.py from published measurements; for the rest (training, other sizes, detection)
a refusal says what it read and gives the one figure the memory model can stand behind: the memory-only floor of
the weights (and, for full training, the mixed-precision AdamW model states), never a speed, a machine or a price.

Parameter counts, each from its publisher:
- SDXL 1.0: UNet 2.6 B parameters (Podell et al. 2023, arXiv:2307.01952, Table 1), plus two text encoders
  (CLIP ViT-L 123 M and OpenCLIP ViT-bigG 694 M, same paper §2.1): 3.4 B in all.
- Stable Diffusion 1.5 (its own row, SD15_PARAMS): UNet 860 M + CLIP ViT-L 123 M + VAE 84 M = 1.067 B (runwayml/
  stable-diffusion-v1-5 model card; CreativeML OpenRAIL-M). Other 1.x/2.x: UNet 860 M (Rombach et al. 2022,
  arXiv:2112.10752, and the SD model cards) plus the
  123 M CLIP ViT-L text encoder: ≈ 1.0 B.
- FLUX.1 [dev]/[schnell]: 12 B (Black Forest Labs model card, 2024).
- Stable Diffusion 3.5 Large 8.1 B, 3.5 Medium 2.5 B, 3 Medium 2 B (MMDiT; Stability AI model cards, 2024), each with
  CLIP ViT-L 123 M, OpenCLIP ViT-bigG 694 M and the T5-XXL encoder 4.7 B (Esser et al. 2024, arXiv:2403.03206 §2.4).
- Whisper large (v1–v3): 1,550 M; medium 769 M; small 244 M; base 74 M; tiny 39 M (Radford et al. 2022,
  arXiv:2212.04356, Table 1; the large-v3 model card keeps 1,550 M).
- YOLOv8 n/s/m/l/x: 3.2 / 11.2 / 25.9 / 43.7 / 68.2 M (Ultralytics YOLOv8 docs, detection table).
- Qwen-Image / Qwen-Image-Edit: a 20 B MMDiT (huggingface.co/Qwen/Qwen-Image, -Edit) with the Qwen2.5-VL-7B text
  encoder, 8.29 B in all on its card: 28.29 B (the VAE is not counted: no figure held). Apache-2.0.
- FLUX.1 Kontext [dev]: 12 B, an image-editing model (its model card); FLUX.1 [dev] Non-Commercial License.
- NVIDIA parakeet-tdt-0.6b-v2 / -v3: 600 M; v2 English only, v3 25 European languages (their model cards).
- MusicGen small / medium / large: 300 M / 1.5 B / 3.3 B (audiocraft docs/MUSICGEN.md, model card; weights
  CC-BY-NC 4.0); ACE-Step v1: 3.5 B (huggingface.co/ACE-Step/ACE-Step-v1-3.5B, Apache-2.0). No measured generation
  speed is held for either.

The floor: weights at 2 bytes (BF16/FP16, how these checkpoints ship); full training adds gradients and AdamW's
FP32 master weights and moments, 16 bytes per parameter in all (ZeRO, arXiv:1910.02054 §5.1, tools.memory); a LoRA
trains adapters over the frozen 16-bit base, so its floor is the weights. Activations (which grow with the image
size, the audio window and the batch) come on top and are not estimated: that is why the floor is a floor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tools.encoder_sizes import T5_XXL_ENCODER
from tools.memory import BYTES, zero_model_states
from tools.schema import Dataset, Msg
from tools.stand_in_media import stand_in_named
from tools.streaming_asr import kyutai_row


@dataclass(frozen=True)
class NonLLM:
    name: str
    params: float  # parameters in all (the module docstring's sources)
    family: str  # diffusion | speech | vision | music
    trait: str = ""  # a key of TRAITS: what the model can and cannot do that changes the plan (licence, languages)
    provisional: bool = False  # a name not listed here, kept with its kind and the size it states (unlisted_model)
    largest: bool = False  # no size said: the family's largest sized, as the ceiling (worded by shown_name)


_YOLO = {"n": 3.2e6, "s": 11.2e6, "m": 25.9e6, "l": 43.7e6, "x": 68.2e6}
WHISPER_TURBO_PARAMS = 809e6  # huggingface.co/openai/whisper-large-v3-turbo (model card: 809 M, 4 decoder layers)
_WHISPER = {"large": 1.55e9, "medium": 769e6, "small": 244e6, "base": 74e6, "tiny": 39e6}


# Stable Diffusion 1.5 (runwayml/stable-diffusion-v1-5, model card; CreativeML OpenRAIL-M licence): UNet 860 M + CLIP
# ViT-L/14 text encoder 123 M (Rombach et al. 2022, arXiv:2112.10752, and the card) + the KL-f8 VAE 84 M = 1.067 B
SD15_PARAMS = 860e6 + 123e6 + 84e6
SD15 = re.compile(r"(?i)(?:stable[-_ ]?diffusion[-_ ]?v?|(?<![a-z0-9])sd[-_ ]?v?)1(?:\.|-|_)5(?![0-9])")
# Stable Diffusion 3 / 3.5 ("SD 3.5 Large", "stable-diffusion-3.5-medium", "sd3.5"): an MMDiT, never the 1.x/2.x UNet
SD3 = re.compile(r"(?i)(?:stable[-_ ]?diffusion|(?<![a-z0-9])sd)[-_ ]?3(?:\.(5))?(?![0-9])(?:[-_ ]?(large|medium))?")
SD3_TEXT_ENCODERS = 0.123e9 + 0.694e9 + T5_XXL_ENCODER  # CLIP ViT-L, OpenCLIP ViT-bigG, T5-XXL encoder (arXiv:2403.03206 §2.4)
SD3_MMDIT = {("5", "large"): 8.1e9, ("5", "medium"): 2.5e9, ("", "medium"): 2.0e9}  # Stability AI model cards


def sd3_model(point_five: str | None, variant: str | None) -> NonLLM:
    """Stable Diffusion 3 / 3.5 with its three text encoders: the MMDiT of the variant named (3.5 Large 8.1 B, 3.5
    Medium 2.5 B, SD3 Medium 2 B; a 3.5 with no variant is the Large, the ceiling of the floor, as YOLO's largest)."""
    key = (point_five or "", (variant or ("large" if point_five else "medium")).lower())
    key = key if key in SD3_MMDIT else ("5", "large")  # "SD 3 Large" (never released open): the 3.5 Large
    name = f"Stable Diffusion 3{'.5' if key[0] else ''} {key[1].capitalize()}"
    return NonLLM(name, SD3_MMDIT[key] + SD3_TEXT_ENCODERS, "diffusion")


# a live transcription (the streaming Paraformer's job): live, streaming, real time, concurrent streams or calls
LIVE_ASR_ZH = "实时|實時|即时|即時|流式|在线|在線|并发|並發|同时|同時|路|字幕|客服机器人|客服機器人"  # input vocabulary
LIVE_ASR = re.compile(r"(?i)\blive\b|stream|real[\s-]?time|concurren|\bonline\b|captions?|subtitl|call\s*cent|"
                      + LIVE_ASR_ZH)


def named_model(text: str) -> NonLLM | None:
    """The non-LLM model a message names ("SDXL", "Whisper large-v3", "YOLOv8-x", "Stable Diffusion 1.5",
    "FLUX.1-dev"), with its parameter count; None when none of the listed ones is named. A name may touch Chinese
    text ("用whisper转写"), where \\b finds no boundary (CJK characters are word characters), so the edges are ASCII
    look-arounds."""
    t = text or ""
    if re.search(r"(?i)(?<![a-z0-9])SDXL(?:[-_ ]?(?:turbo|base|1\.?0))?(?![a-z0-9])|stable[-_ ]?diffusion[-_ ]?XL", t):
        return NonLLM("SDXL", 3.4e9, "diffusion")
    named = listed_media_model(t)
    if named is not None:
        return named
    stand = stand_in_named(t)  # "Stable Cascade": named, sized on its family's measured stand-in (tools.stand_in_media)
    if stand is not None:
        return NonLLM(stand.name, stand.params, stand.family, provisional=True)
    if re.search(r"(?i)(?<![a-z0-9])flux(?:\.?1)?(?:[-_ ]?(?:dev|schnell|pro))?(?![a-z0-9])", t):  # "flux1dev" glued
        return NonLLM("FLUX.1", 12e9, "diffusion")
    sd3 = SD3.search(t)
    if sd3:
        return sd3_model(sd3.group(1), sd3.group(2))
    if SD15.search(t):  # "SD 1.5", "SD1.5", "stable diffusion 1.5", "stable-diffusion-v1-5": its own row
        return NonLLM("Stable Diffusion 1.5", SD15_PARAMS, "diffusion")
    if re.search(r"(?i)stable[- ]?diffusion|(?<![a-z0-9])SD ?[12](?:\.\d)?(?![a-z0-9])", t):
        return NonLLM("Stable Diffusion 1.x/2.x", 1.0e9, "diffusion")
    # Kyutai STT (stt-2.6b-en, stt-1b-en_fr): a streaming model with its own rows (tools.streaming_asr)
    kyutai = kyutai_row(t)
    if kyutai is not None:
        return NonLLM(kyutai.name, kyutai.params, "speech")
    # FunASR's streaming Paraformer ("paraformer-zh-streaming", "Paraformer 流式", "FunASR"): ≈ 220 M (FunASR model zoo)
    # SenseVoice-Small named (234 M, its model card): its own row in tools.media, never "no model named"
    if re.search(r"(?i)sense[\s_-]?voice", t):
        return NonLLM("SenseVoice-Small", 234e6, "speech")
    if re.search(r"(?i)paraformer|(?<![a-z0-9])funasr(?![a-z0-9])", t):
        # a batch of recordings (no live, streaming or concurrent word) is the offline Paraformer-large, whose own
        # FunASR measurement tools.media holds; a live load is the streaming one
        if not LIVE_ASR.search(t):
            return NonLLM("Paraformer-large", 220e6, "speech")
        return NonLLM("Paraformer-zh-streaming", 220e6, "speech")
    # the size and version may be glued on ("whisperlargev3", "whisper_large_v3"): the edge is after the whole name
    # Whisper large-v3-turbo ("whisper turbo", "large-v3-turbo"): its own model, 809 M parameters (its model card)
    if re.search(r"(?i)(?<![a-z0-9])(?:whisper[-_ ]?(?:large[-_ ]?)?(?:v3[-_ ]?)?|large[-_ ]?v3[-_ ]?)turbo(?![a-z0-9])", t):
        return NonLLM("Whisper large-v3-turbo", WHISPER_TURBO_PARAMS, "speech")
    m = re.search(r"(?i)(?<![a-z0-9])whisper(?:[-_ ]?(large|medium|small|base|tiny))?(?:[-_ ]?(v\d))?(?![a-z0-9])", t)
    if m:
        size = (m.group(1) or "large").lower()
        name = f"Whisper {size}" + (f"-{m.group(2).lower()}" if m.group(2) else "")
        return NonLLM(name, _WHISPER[size], "speech")
    # ASCII edges: a name glued to Chinese (用YOLOv8处理) is still named
    m = re.search(r"(?i)(?<![a-z0-9])YOLO ?v?8[- ]?([nsmlx])?(?![a-z0-9])", t)
    if m:
        size = (m.group(1) or "x").lower()  # no size named: the largest, as the ceiling of the floor
        return NonLLM(f"YOLOv8-{size}", _YOLO[size], "vision", largest=not m.group(1))
    return None


# Models users named that were once swapped for a chat LLM or asked about again (module docstring: their sources)
QWEN_IMAGE_MMDIT = 20e9  # huggingface.co/Qwen/Qwen-Image: "a 20B MMDiT image foundation model"
QWEN25_VL_7B_ALL = 8.29e9  # its text encoder, Qwen2.5-VL-7B-Instruct: 8.29 B in all on that model card
KONTEXT_PARAMS = 12e9  # huggingface.co/black-forest-labs/FLUX.1-Kontext-dev: "a 12 billion parameter rectified flow
# transformer capable of editing images based on text instructions"
PARAKEET_PARAMS = 600e6  # huggingface.co/nvidia/parakeet-tdt-0.6b-v2 (and -v3): 600 M parameters
MUSICGEN = {"small": 300e6, "medium": 1.5e9, "large": 3.3e9}  # audiocraft docs/MUSICGEN.md and the MusicGen model card
ACE_STEP_PARAMS = 3.5e9  # huggingface.co/ACE-Step/ACE-Step-v1-3.5B
MUSICGEN_RE = re.compile(r"(?i)music[-_ ]?gen(?:[-_ ]?(small|medium|large|melody))?")



def listed_media_model(t: str) -> NonLLM | None:
    """Qwen-Image (-Edit), FLUX.1 Kontext [dev], NVIDIA parakeet, MusicGen and ACE-Step named: each with its own size
    and the trait that changes the plan (TRAITS), never the chat default or the text-to-image FLUX.1 [dev]."""
    if re.search(r"(?i)qwen[-_ ]?image[-_ ]?edit", t):
        return NonLLM("Qwen-Image-Edit", QWEN_IMAGE_MMDIT + QWEN25_VL_7B_ALL, "diffusion", "qwen_image_edit")
    if re.search(r"(?i)qwen[-_ ]?image(?![a-z])", t):
        return NonLLM("Qwen-Image", QWEN_IMAGE_MMDIT + QWEN25_VL_7B_ALL, "diffusion", "qwen_image")
    if re.search(r"(?i)kontext", t):
        return NonLLM("FLUX.1 Kontext [dev]", KONTEXT_PARAMS, "diffusion", "kontext")
    if re.search(r"(?i)parakeet|(?<![a-z0-9])canary[-_ ]?1b", t):  # the variant named, its own row (tools.asr_families)
        from tools.asr_families import asr_row

        row = asr_row(t)
        name = row.key if row is not None else "parakeet-tdt-0.6b"
        return NonLLM(name, row.params if row else PARAKEET_PARAMS, "speech", "parakeet" if "parakeet" in name else "")
    kyutai = kyutai_row(t)  # "kyutai/stt-2.6b-en": a streaming speech model, never a 2.6 B LLM (tools.streaming_asr)
    if kyutai is not None:
        return NonLLM(kyutai.name, kyutai.params, "speech")
    m = MUSICGEN_RE.search(t)
    if m:
        size = (m.group(1) or "large").lower()
        size = "medium" if size == "melody" else size  # MusicGen-melody is the 1.5 B model (its model card)
        return NonLLM(f"MusicGen {size}", MUSICGEN[size], "music", "musicgen")
    if re.search(r"(?i)ace[-_ ]?step", t):
        return NonLLM("ACE-Step v1 3.5B", ACE_STEP_PARAMS, "music", "ace_step")
    return None


def trait_figures(m: NonLLM) -> dict[str, float]:
    """A named model's figures said beside its trait: billions of parameters and its 16-bit weights in GB (2 bytes a
    parameter: Qwen-Image's 28.29 B → 56.6 GB)."""
    return {"params": m.params / 1e9, "gb": m.params * BYTES["bf16"] / 1e9}


def no_fit_on(m: NonLLM, card_gb: float | None) -> dict[str, float] | None:
    """The model's 16-bit weights over one card's memory (56.6 GB on a 24 GB RTX 4090): its weights and their 8-bit
    size (1 byte a parameter, 28.3 GB); None when they fit or the card's memory is unknown."""
    gb = m.params * BYTES["bf16"] / 1e9
    if not card_gb or gb <= card_gb:
        return None
    return {"gb": gb, "gb8": m.params / 1e9}


def parameters(figure: float, unit: str) -> float:
    """A size written in a name ("17B", "600M") in parameters."""
    return figure * (1e9 if unit in "Bb" else 1e6)


def music_load(tracks: float, minutes_each: float) -> tuple[float, float, float, float]:
    """A music load: tracks, minutes each, minutes of music (1,000 × 2 = 2,000) and hours of audio (33.3)."""
    return tracks, minutes_each, tracks * minutes_each, tracks * minutes_each / 60


def memory_floor_bytes(m: NonLLM, training: bool, full: bool) -> float:
    """The memory-only floor on one GPU: the 16-bit weights, or for full training the mixed-precision AdamW model
    states (2 + 2 + 12 bytes per parameter, tools.memory.zero_model_states on one GPU). Activations excluded."""
    if training and full:
        return zero_model_states(m.params, 1, 0)
    return m.params * BYTES["bf16"]


def stated_count(text: str, patterns: tuple[tuple[re.Pattern[str], str], ...],
                 multipliers: dict[str, float] | None = None) -> Dataset | None:
    """The images or hours of audio a message counts, when the reader left them unread (a refusal says them back):
    the first pattern (advisor/'s wording: group 1 the digits, group 2 "k" for thousands or a word `multipliers` gives
    the factor of, in lower case) that matches, in its unit."""
    for rx, unit in patterns:
        m = rx.search(text or "")
        if m is not None:
            if re.search(r"[-\u2212\uff0d]\s*$", (text or "")[:m.start(1)]):  # "-5 hours": noted by the reader, never 5
                return None
            n = float(m.group(1).replace(",", "")) * (multipliers or {"k": 1e3}).get((m.group(2) or "").lower(), 1.0)
            if n > 0:
                return Dataset(amount=n, unit=unit)  # type: ignore[arg-type]
    return None


def shown_name(m: NonLLM) -> Msg | str:
    """The model's name as an answer shows it: with "no size said: the largest" in the answer's language when its size
    was assumed (non_llm.largest: "YOLOv8-x（没说尺寸：按最大的一档，作为上限）"), else the name."""
    return Msg(code="non_llm.largest", args={"name": m.name}) if m.largest else m.name


def floor_words(m: NonLLM, training: bool, full: bool) -> Msg:
    """The refusal's one figure: the model's parameters and its memory-only floor (memory_floor_bytes), in GB."""
    return Msg(code="conversation.scope.floor", args={
        "model": shown_name(m), "params": m.params / 1e9, "gb": memory_floor_bytes(m, training, full) / 1e9,
        "what": Msg(code="conversation.scope.floor_what", args={"what": "states" if full else "weights"})})
