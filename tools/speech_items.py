"""Hours of speech in a batch of long pieces each said in hours ("400 audiobooks, ~9 hrs each"): the count × the
hours each. By hand: 250 audiobooks × 11 h = 2,750 h of speech (a TTS plan's compute is that × the model's RTF,
tools.generated_media.tts_gpu_hours)."""

from __future__ import annotations


def pieces_hours(count: float, hours_each: float) -> float:
    """Hours of speech in `count` pieces of `hours_each` hours: 250 × 11 = 2,750 h; 120 本 × 8.5 h = 1,020 h."""
    return count * hours_each
