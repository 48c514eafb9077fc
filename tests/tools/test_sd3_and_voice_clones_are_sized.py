"""Stable Diffusion 3 / 3.5 and GPT-SoVITS voice clones are sized, not refused or borrowed.

SD3.5 was answered "Not sized here" (no per-image time held); it now gets a PROVISIONAL time from the measured FLUX.1
MMDiTs by FLOPs (tools.media.sd3_rows, said "time it on a pilot"). GPT-SoVITS was sized on F5-TTS's RTF and priced on
foreign A4000s; it now has its README's own RTF, and the per-voice fine-tunes are N short jobs
(tools.generated_media.voice_finetune_hours)."""

import pytest

from catalog.gpus import all_gpus
from tools.generated_media import (
    TTS_MODELS,
    VOICE_FINETUNE_MINUTES,
    mostly_idle,
    tts_gpu_hours,
    tts_model,
    voice_finetune_hours,
)
from tools.media import MODELS, card_rate, media_model
from tools.non_llm import named_model


@pytest.mark.parametrize("text, key", [
    ("self-host Stable Diffusion 3.5 Large for 20k product shots a day", "sd3.5-large"),
    ("用SD3.5 Medium每天出5000张海报", "sd3.5-medium"),
    ("我們想用 stable-diffusion-3.5-medium 每天生 3000 張圖", "sd3.5-medium"),
    ("SD3 medium, 1,000 images", "sd3-medium"),
])
def test_a_named_sd3_model_maps_to_its_provisional_figure(text, key):
    m = media_model(named_model(text).name, text)
    assert m is not None and m.key == key and "provisional" in m.name


def test_sd3_large_seconds_by_hand():
    # FLUX.1-dev 6.71 s / 28 steps on an H100 = 0.2396 s a step for 12 B; SD3.5 Large 8.1 B with guidance (2 passes)
    # at its model card's 28 steps (never 40, Medium's): 0.2396 × 8.1/12 × 2 × 28 = 9.06 s; on the 4090 from
    # FLUX.1-schnell 2.60 / 4 = 0.65 s a step: 0.65 × 8.1/12 × 56 = 24.6 s. Both are modelled, so said as scaled.
    gpus = all_gpus()
    m = MODELS["sd3.5-large"]
    h100, scaled = card_rate(m, gpus["H100 SXM"], gpus)
    assert h100 == pytest.approx(9.06, abs=0.01) and scaled
    assert card_rate(m, gpus["RTX 4090"], gpus)[0] == pytest.approx(24.6, abs=0.1)



@pytest.mark.parametrize("key, steps, h100", [
    # each variant at its own model card's steps: 3.5 Large 28 (guidance 3.5), 3.5 Medium 40 (guidance 4.5), 3 Medium
    # 28 (guidance 7.0). By hand on the H100: 0.2396 s a FLUX step × MMDiT/12 B × 2 passes × steps:
    # Large 0.2396 × 8.1/12 × 56 = 9.06 s; Medium 0.2396 × 2.5/12 × 80 = 3.99 s; SD3 Medium 0.2396 × 2.0/12 × 56 = 2.24 s
    ("sd3.5-large", 28, 9.06), ("sd3.5-medium", 40, 3.99), ("sd3-medium", 28, 2.24),
])
def test_each_sd3_variant_runs_its_model_cards_steps(key, steps, h100):
    gpus = all_gpus()
    m = MODELS[key]
    assert m.steps == steps
    assert card_rate(m, gpus["H100 SXM"], gpus)[0] == pytest.approx(h100, abs=0.01)


def test_sd3_medium_holds_on_a_24_gb_card_and_large_does_not():
    # 3.5 Medium: 2.5 B MMDiT + 5.52 B text encoders = 8.02 B → 16.0 GB at 16 bits, inside a 24 GB card's share;
    # 3.5 Large: 8.1 + 5.52 = 13.6 B → 27.2 GB, over it
    from tools.media import holds

    gpus = all_gpus()
    assert holds(MODELS["sd3.5-medium"], gpus["RTX 4090"])
    assert not holds(MODELS["sd3.5-large"], gpus["RTX 4090"])


@pytest.mark.parametrize("text", ["GPT-SoVITS", "用gpt sovits做有声书", "GPT_SoVITS v2 配音"])
def test_gpt_sovits_has_its_own_rtf_not_another_models(text):
    # its README "Infer Speed": RTX 4090 RTF 0.014 at batch 24 — never F5-TTS's 0.1467 on an L20
    m = tts_model(text)
    assert m is TTS_MODELS["gpt-sovits"] and m.rtf == 0.014 and m.rtf_gpu == "RTX 4090" and m.commercial


def test_audiobook_hours_by_hand():
    # 1,500 h of audio a day × 0.014 = 21 GPU-hours a day: one RTX 4090 busy most of the day, not idle
    gpuh = tts_gpu_hours(1500, TTS_MODELS["gpt-sovits"].rtf)
    assert gpuh == pytest.approx(21.0)
    assert not mostly_idle(gpuh, 24) and mostly_idle(3.0, 24) and mostly_idle(3.0, None)


def test_voice_clones_are_short_jobs():
    # 75 voices × 30 min (the top of a blog's "twenty-odd minutes" on one consumer card) = 37.5 GPU-hours once
    assert voice_finetune_hours(75, VOICE_FINETUNE_MINUTES["GPT-SoVITS"]) == pytest.approx(37.5)
