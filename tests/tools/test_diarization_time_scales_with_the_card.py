"""Speaker diarization's GPU time follows the card it runs on: pyannote's published real-time factor on its named
card (v2.1: 2.5 % on one V100 SXM2, 900 GB/s → 90 s an audio hour) scaled by memory bandwidth as the speech-to-text
rates are, never credited under 3.1's published 80 s on high-end hardware. One 80 s figure used to be applied to every
card, a T4 as an H100.

Hand figures: T4 (320 GB/s) 90 × 900 / 320 = 253.1 s; A10 (600) 135 s; RTX A4000 (448) 180.8 s; A100 (2,039)
39.7 s → held at 80 s; unknown bandwidth → 80 s. 1,000 h on a T4 machine (1 card, $0.50/h) → 1,000 × 253.1 / 3,600 =
70.3 GPU-h, $35.2; on an A100 machine 22.2 GPU-h."""

from __future__ import annotations

import pytest

from tools.media import MODELS, MediaPlan, MediaRow, diarization_s_per_audio_hour, diarization_stage


@pytest.mark.parametrize(("bw", "seconds"), [(320.0, 253.1), (600.0, 135.0), (448.0, 180.8), (2039.0, 80.0),
                                             (None, 80.0)])
def test_seconds_an_audio_hour_scale_with_memory_bandwidth(bw, seconds):
    assert diarization_s_per_audio_hour(bw) == pytest.approx(seconds, abs=0.1)


def _plan(gpu: str, bw: float) -> MediaPlan:
    row = MediaRow("p", "i", gpu, 1, 1, 0.5, 1.0, 0.5, "NVIDIA", 100.0, True, bw)
    return MediaPlan(MODELS["sensevoice"], 1000 * 3600, 1.0, None, None, 24.0, None, [row], "USD")


def test_a_slow_card_takes_more_diarization_hours_than_a_fast_one():
    t4, a100 = diarization_stage(_plan("T4", 320.0)), diarization_stage(_plan("A100 80GB SXM", 2039.0))
    assert t4[0] == pytest.approx(70.3, abs=0.1) and t4[1] == pytest.approx(35.2, abs=0.1)
    assert a100[0] == pytest.approx(22.2, abs=0.1)
