"""Whisper pads every input to its 30 s window: a fine-tune on short clips pays the whole window for each clip.

Whisper's encoder takes a fixed 30 s log-Mel window (Radford et al. 2022, "Robust Speech Recognition via Large-Scale
Weak Supervision", §2.2: "all audio is ... padded to 30 seconds"; transformers WhisperFeatureExtractor pads to
n_samples = 480,000 = 30 s at 16 kHz, and the model refuses other lengths), so a 3–8 s clip costs the encoder the same
1,500 positions as 30 s of speech. A set of short clips is therefore `WINDOW_S` ÷ the mean clip length more windows
than the same hours cut into 30 s clips, unless clips are packed several to a window (concatenated up to 30 s with
their timestamps, as Whisper's own training data was segmented). Worked: 1,500 h of 2–6 s clips (mean 4 s) →
1,500 × 3,600 ÷ 4 = 1,350,000 windows, against 1,500 × 120 = 180,000 packed: 7.5× the GPU-hours.
Used by tools.speech_train (the clip count its FLOPs are sized on); the words are advisor/core/messages/whisper_padding.py.
"""

from __future__ import annotations

from tools.media import WHISPER_WINDOW_S
from tools.schema import Msg

WINDOW_S = float(WHISPER_WINDOW_S)  # Whisper's input window, held in tools.media


def mean_clip_s(low: float, high: float | None = None) -> float:
    """A stated clip length, or the midpoint of a stated range (3–8 s → 5.5 s): the mean a set spread over the range
    has; never above the window (a longer recording is cut into 30 s windows anyway)."""
    mean = (low + high) / 2 if high else low
    return min(mean, WINDOW_S)


def windows(audio_hours: float, clip_s: float | None) -> float:
    """The 30 s windows the encoder runs: one per clip when clips are shorter than the window (each padded), else the
    hours cut into 30 s (3,000 h of 5.5 s clips → 1,963,636; 3,000 h unpadded → 360,000)."""
    per = clip_s if clip_s and 0 < clip_s < WINDOW_S else WINDOW_S
    return audio_hours * 3600 / per


def padding_factor(clip_s: float | None) -> float:
    """How many times the packed windows the padded clips cost: 30 ÷ the mean clip (5.5 s → 5.45×); 1 with none said."""
    return WINDOW_S / clip_s if clip_s and 0 < clip_s < WINDOW_S else 1.0


def padding_line(audio_hours: float, clip_s: float | None) -> Msg | None:
    """The trap said: clips of `clip_s` padded to 30 s cost `padding_factor` × the compute of the same audio packed
    into full windows, with both window counts; None when no clip length under the window was said."""
    factor = padding_factor(clip_s)
    if factor <= 1.0 or clip_s is None:
        return None
    return Msg(code="whisper_padding.line", args={
        "clip_s": clip_s, "window_s": WINDOW_S, "padded": windows(audio_hours, clip_s),
        "packed": windows(audio_hours, None), "factor": factor})
