"""Non-LLM jobs with a published or standard throughput get an estimate with a range, never "measure it yourself"
alone: stem separation from a real-time factor (tools.separation_speed), ViT image encoders from FLOPs per image
(tools.vit_encoders), a TTS batch of long pieces from the count × hours each (tools.speech_items).

Expert's hand reasoning:
- Spleeter ("100x faster than real-time" on a GPU, its README): 18,000 songs × 3.5 min = 1,050 h of audio →
  1,050 ÷ 100 = 10.5 GPU-hours; at $0.50/h ≈ $5.25; 2 stems (vocals / accompaniment) × 1,050 h × 60 × 10.584 MB
  = 1.33 TB of WAV.
- htdemucs_ft at 30–80× ÷ 4 = 7.5–20×: 600 h of audio → 30–80 GPU-hours; in a 24 h window 80 ÷ 24 → 4 cards.
- DeiT ViT-S/16 at 224 px: (224/16)² + 1 = 197 tokens × 22e6 × 2 = 8.67 GFLOP; EVA-02 ViT-L/14 at 336 px:
  (336/14)² + 1 = 577 tokens × 304e6 × 2 = 350.8 GFLOP.
- 75 audiobooks × 6.5 h = 487.5 h of speech.
"""

import pytest

from tools.separation_speed import WAV_MB_PER_MIN, separation_plan, stems_tb
from tools.speech_items import pieces_hours
from tools.vision_batch import vision_job
from tools.vit_encoders import encoder_job, tokens


def test_spleeter_is_sized_from_its_published_factor():
    p = separation_plan("spleeter", 18_000 * 3.5 / 60, 72.0, 0.50, two_stems=True)
    assert p is not None and p.gpuh_low == pytest.approx(10.5) and p.gpuh_high == pytest.approx(10.5)
    assert p.cost_low == pytest.approx(5.25) and p.cards == 1 and p.stems == 2
    assert p.storage_tb == pytest.approx(1.333, rel=1e-3)


def test_demucs_ft_is_four_times_slower_and_needs_cards_for_the_window():
    p = separation_plan("demucs", 600.0, 24.0, None, ft=True)
    assert p is not None and p.ft and (p.low, p.high) == (7.5, 20.0)
    assert (p.gpuh_low, p.gpuh_high) == (pytest.approx(30.0), pytest.approx(80.0)) and p.cards == 4
    assert p.stems == 4 and p.cost_low is None


def test_wav_size_and_unheld_family():
    assert pytest.approx(10.584) == WAV_MB_PER_MIN
    assert stems_tb(100.0, 4) == pytest.approx(100 * 60 * 10.584 * 4 / 1e6)
    assert separation_plan("mdx", 100.0, 24.0, 1.0) is None  # no factor held: no figure made up
    assert separation_plan("spleeter", None, 24.0, 1.0) is None


@pytest.mark.parametrize("text, key, gflop", [
    ("DeiT-S 抽特征 200万张", "deit-s16", 2 * 22e6 * 197 / 1e9),
    ("EVA02 ViT-L/14 @336 特徵", "eva02-l14", 2 * 304e6 * 577 / 1e9),
    ("dinov2 vitg14 embeddings", "dinov2-g14", 2 * 1100e6 * 257 / 1e9),
])
def test_vit_encoders_are_sized_from_params(text, key, gflop):
    e = encoder_job(text)
    assert e is not None and e.key == key and e.flops / 1e9 == pytest.approx(gflop)
    job = vision_job(text)  # never read as CLIP's ViT of the same size
    assert job is not None and job.key == key and "CLIP" not in job.name


def test_tokens_and_unknown_size():
    assert tokens(224, 14) == 257 and tokens(518, 14) == 1370
    assert encoder_job("DeiT ViT-L/16") is None  # DeiT has no L: no figure made up
    assert vision_job("CLIP ViT-H/14 embeddings").key == "clip-h14"  # the held CLIP rows are untouched


def test_pieces_hours():
    assert pieces_hours(75, 6.5) == pytest.approx(487.5)


def test_published_rows_for_a_tts_and_an_image_to_video_model():
    """Zonos-v0.1 README: "~2x" real time on an RTX 4090 → RTF 0.5: 3,000 h of speech → 1,500 GPU-hours.
    FramePack README: 2.5 s a frame on an RTX 4090, 30 fps → a 5 s clip = 150 × 2.5 = 375 s; its HunyuanVideo weights
    carry that licence's territory (no rights in the EU, UK, South Korea)."""
    from tools.generated_media import excluded_territory, tts_gpu_hours, tts_model, video_model

    z = tts_model("narrate with zonos")
    assert z is not None and z.rtf == 0.5 and z.rtf_gpu == "RTX 4090" and z.commercial
    assert tts_gpu_hours(3000, z.rtf) == pytest.approx(1500)
    f = video_model("frame-pack i2v")
    assert f is not None and f.figures[0].seconds == pytest.approx(375) and f.figures[0].gpu == "RTX 4090"
    assert excluded_territory(f, ("kr", "asia")) == "kr" and excluded_territory(f, ("jp", "asia")) is None
