"""Visual tokens one video clip costs a Qwen2-VL / Qwen2.5-VL model, for captioning, describing or tagging a batch of
clips with a vision-language model (a VLM batch over clips, never video generation).

How the clip becomes tokens, by the family's own video processor (qwen-vl-utils vision_process.py and transformers'
Qwen2VLVideoProcessor defaults; the same constants in SGLang's and MaxText's Qwen-VL processors):
- frames sampled at FPS = 2.0 a second, rounded to a multiple of FRAME_FACTOR = 2, at least FPS_MIN_FRAMES = 4 and at
  most FPS_MAX_FRAMES = 768;
- each frame resized by smart_resize (tools.vlm_image.qwen_grid, factor 28) within VIDEO_MIN_PIXELS = 128 × 28² and
  max(min(VIDEO_MAX_PIXELS = 768 × 28², VIDEO_TOTAL_PIXELS / frames × FRAME_FACTOR), VIDEO_MIN_PIXELS × 1.05),
  VIDEO_TOTAL_PIXELS = 128,000 × 28² × 0.9;
- two consecutive frames share one token grid (temporal_patch_size 2 in Qwen2.5-VL's config.json vision_config), so a
  clip is frames ÷ 2 × (columns × rows) visual tokens.
Worked by hand: an 8 s 1280 × 720 clip → 16 frames; 921,600 px > 602,112 → 1008 × 560 → 36 × 20 = 720 tokens a frame
pair; 8 pairs → 5,760 visual tokens.

The lever an expert names first: fewer frames and smaller frames. At LEVER_FPS = 1 a second and each frame scaled to
LEVER_WIDTH = 448 px wide (ASSUMED: the size a content tag still reads from; check the tags on a pilot) a 30 s 720p clip
is 30 frames → 15 pairs × (448 × 252 → 16 × 9 = 144) = 2,160 visual tokens, against 30 pairs × 720 = 21,600 at the
defaults: 10× fewer, and the prefill falls in proportion.

The decode before the frames is CPU work (tools.video_frames' DECODE_CORE_S_A_VIDEO, assumed, timed on a pilot):
clips × seconds ÷ 3600 hours of footage and clips × core-seconds ÷ 3600 core-hours (50,000 × 30 s → 416.7 h of
footage, 50,000 × 0.5 → 6.9 core-hours).

Other VLM families (InternVL, Qwen3-VL, Gemma 3, Pixtral) sample video their own way with no rule here: None, and the
answer says to time a pilot.
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict

from tools.load import SHAREGPT_PROMPT_TOKENS
from tools.video_frames import DECODE_CORE_S_A_VIDEO
from tools.vlm_image import family_of, qwen_grid

FPS = 2.0
FRAME_FACTOR = 2
FPS_MIN_FRAMES = 4
FPS_MAX_FRAMES = 768
VIDEO_MIN_PIXELS = 128 * 28 * 28
VIDEO_MAX_PIXELS = 768 * 28 * 28
VIDEO_TOTAL_PIXELS = 128_000 * 28 * 28 * 0.9
TEMPORAL_PATCH = 2
INSTRUCTION_TOKENS = SHAREGPT_PROMPT_TOKENS  # the instruction beside the frames: ShareGPT's mean prompt (vLLM Fig. 11)
SOURCE = ("qwen-vl-utils vision_process.py (FPS 2.0, FRAME_FACTOR 2, VIDEO_MAX_PIXELS 768×28², VIDEO_MIN_PIXELS 128×28²); "
          "Qwen2.5-VL config.json vision_config temporal_patch_size 2")
# the frame size said as a video resolution ("720p", "1080p", "4K"): 16:9 frames
RESOLUTIONS = {"480p": (854, 480), "720p": (1280, 720), "1080p": (1920, 1080), "1440p": (2560, 1440),
               "2160p": (3840, 2160), "4k": (3840, 2160)}


class ClipTokens(BaseModel):
    """One clip's frames and visual tokens for a Qwen-VL family model."""

    model_config = ConfigDict(frozen=True)

    seconds: float
    width: int
    height: int
    frames: int
    tokens_per_pair: int  # the visual tokens of one two-frame grid
    tokens: int  # the clip's visual tokens
    source: str = SOURCE


LEVER_FPS = 1.0
LEVER_WIDTH = 448


def clip_frames(seconds: float, fps: float = FPS) -> int:
    """Frames the processor samples from a clip of `seconds` (module docstring): round(s × 2 / 2) × 2, within 4..768."""
    n = round(seconds * fps / FRAME_FACTOR) * FRAME_FACTOR
    return int(min(max(n, FPS_MIN_FRAMES), FPS_MAX_FRAMES))


def clip_tokens(model_text: str, width: int, height: int, seconds: float, fps: float = FPS) -> ClipTokens | None:
    """A clip's visual tokens for a Qwen2-VL / Qwen2.5-VL model, else None (no video rule for its family)."""
    if family_of(model_text) != "qwen2" or seconds <= 0 or width <= 0 or height <= 0:
        return None
    frames = clip_frames(seconds, fps)
    max_pixels = max(min(VIDEO_MAX_PIXELS, VIDEO_TOTAL_PIXELS / frames * FRAME_FACTOR), int(VIDEO_MIN_PIXELS * 1.05))
    cols, rows = qwen_grid(width, height, 28, VIDEO_MIN_PIXELS, int(max_pixels))
    pair = cols * rows
    return ClipTokens(seconds=seconds, width=width, height=height, frames=frames, tokens_per_pair=pair,
                      tokens=math.ceil(frames / TEMPORAL_PATCH) * pair)


def prompt_with_frames(t: ClipTokens) -> int:
    """A clip request's prompt: its visual tokens and the instruction's INSTRUCTION_TOKENS."""
    return t.tokens + INSTRUCTION_TOKENS


def scaled_frame(width: int, height: int, to_width: int) -> tuple[int, int]:
    """A frame scaled to `to_width` wide (never up), the aspect kept: (min(W, to), round(H × w / W));
    1280 × 720 to 448 → 448 × 252; 854 × 480 to 1000 → 854 × 480 (no upscale)."""
    w = min(width, to_width) if to_width > 0 else width
    return w, round(height * w / width) if width > 0 else 0


def lever_tokens(model_text: str, width: int, height: int, seconds: float) -> ClipTokens | None:
    """The clip at the lever (module docstring): LEVER_FPS frames a second, each frame scaled to LEVER_WIDTH wide (never
    up), the aspect kept: 30 s of 1280 × 720 → 448 × 252, 30 frames → 15 × 144 = 2,160 visual tokens."""
    w, h = scaled_frame(width, height, LEVER_WIDTH)
    return clip_tokens(model_text, w, h, seconds, LEVER_FPS)


def lever_prompt(t: ClipTokens, low: ClipTokens | None) -> tuple[int, int] | None:
    """The lever's (prompt tokens, visual tokens) a clip when it cuts the clip's tokens, else None:
    (2,160 + INSTRUCTION_TOKENS, 2,160) against 21,600 at the defaults."""
    return (prompt_with_frames(low), low.tokens) if low is not None and low.tokens < t.tokens else None


def decode_hours(clips: float, seconds: float) -> tuple[float, float]:
    """The footage decoded before the frames and its CPU core-hours (module docstring): (clips × seconds ÷ 3600,
    clips × DECODE_CORE_S_A_VIDEO ÷ 3600); 50,000 × 30 s → (416.7, 6.9)."""
    return clips * seconds / 3600, clips * DECODE_CORE_S_A_VIDEO / 3600


SAMPLED_FPS_MAX = 4.0  # above this a stated "fps" is the source's frame rate ("720p 30fps"), not a sampling rate


def sampling_fps(per_second: str | None, every_s: str | None) -> float | None:
    """A stated sampling rate as frames a second: "1 fps" / 每秒抽2帧 as said, 每2秒抽一帧 as 1 ÷ 2 = 0.5; None when it is
    no sampling rate (not positive, or over SAMPLED_FPS_MAX: the video's own 30 fps)."""
    fps = float(per_second) if per_second else 1 / float(every_s) if every_s and float(every_s) > 0 else 0.0
    return fps if 0 < fps <= SAMPLED_FPS_MAX else None
