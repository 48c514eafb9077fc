"""Minutes or hours of generated video as the clips a video model makes: "2,000 minutes of video a month" is
120,000 s of video, and a model measured on clips of `clip_seconds` (tools.generated_media.VideoModel.clip_seconds,
from its model card) makes it as 120,000 ÷ 5 = 24,000 clips, never 2,000 clips (a review once sized 2,000 minutes of
talking-head video as 2,000 five-second clips, 12× short)."""

from __future__ import annotations

import math


def clips_of_video(seconds: float, clip_seconds: float) -> float | None:
    """Clips of `clip_seconds` that make `seconds` of video, rounded up. By hand: 900 min = 54,000 s ÷ 5 s = 10,800;
    30 h = 108,000 s ÷ 5 = 21,600; 12 s ÷ 5 = 2.4 → 3; None for no video or no clip length."""
    if seconds <= 0 or clip_seconds <= 0:
        return None
    return float(math.ceil(seconds / clip_seconds - 1e-9))


def video_seconds(amount: float, unit: str) -> float:
    """Seconds in `amount` of a unit ("minute", "hour", "second"): 900 minutes → 54,000; 30 hours → 108,000."""
    return amount * {"hour": 3600.0, "minute": 60.0}.get(unit, 1.0)
