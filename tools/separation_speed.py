"""Music source separation (stem splitting) sized from a published or remembered real-time factor: GPU-hours for a
catalogue's hours of audio as a range, the cards to finish in a window, the cost, and the stems' storage as WAV.

A separation model's speed is said as "× real time" (seconds of audio separated per second of compute) on one card;
GPU-hours = hours of audio ÷ that factor. Each factor with its source (`SPEEDS`):
- Spleeter (Deezer, 4 stems): "can perform separation of audio files to 4 stems 100x faster than real-time when run on
  a GPU" (github.com/deezer/spleeter README, About, read 2026-12-05). The card is not named: the pilot card is assumed
  no slower (said with the answer); 2 stems do less work, so 100× is a floor for vocals / accompaniment.
- Demucs v4 (htdemucs, Hybrid Transformer): ≈ 30–80× real time on an RTX 4090-class card with the default
  `--segment` and `--shifts 1` (users' timings; from memory, re-check — no figure is published in the README);
  htdemucs_ft takes 4 times as long as htdemucs (github.com/facebookresearch/demucs README, list of pre-trained
  models: "`htdemucs_ft`: fine-tuned version of `htdemucs`, separation will take 4 times more time"), so 7.5–20×.

Storage: each stem written as 44.1 kHz, 16-bit, stereo PCM WAV (the Demucs / Spleeter default output) is
44,100 × 2 B × 2 ch = 176,400 B/s = 10.584 MB a minute a stem (arithmetic on the format). Vocals / accompaniment is
2 stems; Demucs' default and Spleeter's 4stems model write 4.

By hand: 20,000 songs × 3 min = 1,000 h of audio; with htdemucs at 30–80× → 1,000 ÷ 80 = 12.5 to 1,000 ÷ 30 = 33.3
GPU-hours; in 240 h one card is enough; 2 stems × 1,000 h × 60 × 10.584 MB = 1.27 TB of WAV.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.wall_cards import WallCards, wall_cards

READ_ON = "2026-12-05"
WAV_MB_PER_MIN = 44_100 * 2 * 2 * 60 / 1e6  # 10.584 MB a minute a stem, 44.1 kHz 16-bit stereo (module docstring)
DEMUCS_FT_SLOWER = 4.0  # htdemucs_ft vs htdemucs: "separation will take 4 times more time" (Demucs README, models)


@dataclass(frozen=True)
class SepSpeed:
    """A family's real-time factor range (`low`..`high` × real time) on `card` (None: the source names none)."""
    low: float
    high: float
    card: str | None
    source: str
    stems: int  # the stems its default run writes


SPEEDS: dict[str, SepSpeed] = {
    "spleeter": SepSpeed(100.0, 100.0, None, "github.com/deezer/spleeter README, About (\"100x faster than real-time "
                         "when run on a GPU\", 4 stems), read " + READ_ON, 4),
    "demucs": SepSpeed(30.0, 80.0, "RTX 4090", "htdemucs users' timings with default settings (from memory, re-check; "
                       "the Demucs README publishes no speed)", 4),
}


@dataclass(frozen=True)
class SepPlan:
    """The sized job: the factor range used, GPU-hours (fewest, most), cards for the window at the slow end, the cost
    range at `price` an hour, and the stems' WAV storage in TB."""
    low: float
    high: float
    card: str | None
    source: str
    ft: bool
    gpuh_low: float
    gpuh_high: float
    cards: int | None
    cost_low: float | None
    cost_high: float | None
    stems: int
    storage_tb: float
    wall: WallCards | None = None  # no window said: the cards for the assumed week (tools.wall_cards)


def stems_tb(audio_h: float, stems: int) -> float:
    """WAV storage of `stems` stems for `audio_h` hours: 1,000 h × 60 × 10.584 MB × 2 ÷ 1e6 = 1.27 TB."""
    return audio_h * 60 * WAV_MB_PER_MIN * stems / 1e6


def separation_plan(key: str, audio_h: float | None, window_h: float | None, price: float | None, *,
                    ft: bool = False, two_stems: bool = False) -> SepPlan | None:
    """The plan for `audio_h` hours of audio with family `key`, or None when no factor is held or no hours are said;
    `ft`: htdemucs_ft named (4× slower), `two_stems`: vocals / accompaniment asked (the reader says which,
    advisor.core.separation_read). By hand (Spleeter, 3,000 h, 72 h window, $0.40/h): 3,000 ÷ 100 = 30 GPU-h, one
    card, $12; 2 stems → 3.81 TB. No window: `wall` holds the cards for the assumed week (tools.wall_cards)."""
    s = SPEEDS.get(key)
    if s is None or not audio_h:
        return None
    ft = ft and key == "demucs"
    low, high = (s.low / DEMUCS_FT_SLOWER, s.high / DEMUCS_FT_SLOWER) if ft else (s.low, s.high)
    fast, slow = audio_h / high, audio_h / low
    cards = max(1, math.ceil(slow / window_h - 1e-9)) if window_h and window_h > 0 else None
    wall = wall_cards(slow, None, None) if cards is None else None  # none said: the assumed week, at the slow end
    stems = 2 if two_stems else s.stems
    return SepPlan(low, high, s.card, s.source, ft, fast, slow, cards,
                   fast * price if price is not None else None, slow * price if price is not None else None,
                   stems, stems_tb(audio_h, stems), wall)
