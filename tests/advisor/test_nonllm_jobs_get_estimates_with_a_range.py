"""Non-LLM jobs with a published or standard throughput are answered with an estimate (a range where the source
gives one) and the pilot that confirms it — not "no published speed" or a refusal — in English, 简体 and 繁體.

Expert's hand reasoning:
- Spleeter at 100× real time (README): 24,000 songs × 4 min = 1,600 h of audio → 16 GPU-hours, one card within
  10 days; vocals / accompaniment = 2 stems × 1,600 h × 60 × 10.584 MB ≈ 2.03 TB of WAV.
- htdemucs at 30–80× (from memory, re-check): 9,000 songs × 5 min = 750 h → 9.4–25 GPU-hours.
- F5-TTS, 120 audiobooks × 8.5 h = 1,020 h of speech (never 8.5 h); XTTS-v2, 250 × 11 h = 2,750 h.
- DeiT ViT-B/16 over 25 M images with the card and place leaving no offer: priced elsewhere and said, never "not sized".
"""

import pytest

from advisor.core.separation_read import FT, TWO_STEMS
from advisor.core.speech_each import pieces_and_hours, pieces_speech_hours
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, count, each", [
    ("we want to narrate 250 audiobooks (~11 hrs each) with XTTS v2", 250, 11),
    ("用F5-TTS做120本有声书，每本约8.5小时", 120, 8.5),
    ("錄 60 本有聲書(每本大約 12 個小時)", 60, 12),
    ("75 titles, each about 6.5 hours", 75, 6.5),
])
def test_pieces_are_counted_with_their_hours(text, count, each):
    assert pieces_and_hours(text) == (count, each)


@pytest.mark.parametrize("text, ft, two", [
    ("用 htdemucs_ft 分離四軌", True, False), ("split vocals and accompaniment with demucs", False, True),
    ("分离人声和伴奏", False, True), ("4 stems with Spleeter", False, False),
])
def test_separation_words(text, ft, two):
    assert (FT.search(text) is not None, TWO_STEMS.search(text) is not None) == (ft, two)


def test_no_pieces_no_hours():
    assert pieces_speech_hours("narrate 11 hrs of audio with XTTS v2") is None
    assert pieces_speech_hours("250 audiobooks with XTTS v2") is None


@pytest.mark.slow
def test_spleeter_simplified_gets_gpu_hours_and_storage(ask):
    out = ask("我们有2.4万首歌(平均4分钟)要用Spleeter分离人声和伴奏 十天内做完 租什么GPU最省")
    assert "1,600 小时音频" in out and "100× 实时" in out and "约 16.0 GPU 小时" in out
    assert "2.03 TB" in out and "没有这个模型在租用卡上的公开速度" not in out


@pytest.mark.slow
def test_demucs_traditional_gets_a_range(ask):
    out = ask("我們有9000首歌(平均5分鐘)要用Demucs分離人聲跟伴奏,一週內做完,租什麼GPU最省?")
    assert "750 小時音訊" in out and "30–80×" in out and "9.4–25.0 GPU 小時" in out


@pytest.mark.slow
def test_audiobooks_count_times_hours_each(ask):
    out = ask("我们要用F5-TTS做120本有声书，每本约8.5小时，两个月内做完，怎么租最省？")
    assert "1,020.0 小时语音" in out


@pytest.mark.slow
def test_vit_encoder_with_no_offer_in_place_is_still_sized(ask):
    out = ask("We have 25 million product photos in S3 us-east-1 and want DeiT ViT-B/16 features for search. "
              "Is a 4090 the cheapest?")
    assert "Not sized here" not in out and "DeiT ViT-B/16" in out and "GPU-hours" in out
    assert "egress" in out


@pytest.mark.parametrize("text, n", [
    ("turn 120 catalogue images into 6-second 24fps clips with CogVideoX-5B-I2V", 120),
    ("把 500 张商品图做成 5 秒短视频", 500),
    ("想把 80 張照片轉成影片", 80),
    ("resize 300 product photos for the catalogue", None),  # no clip asked: no clips read
])
def test_pictures_turned_into_clips_are_the_clip_count(text, n):
    from advisor.core.generated_media import clips_said

    assert clips_said(text) == n


@pytest.mark.slow
def test_image_to_video_batch_counted_from_photos(ask):
    # CogVideoX-5B: 90 s a 6 s 480P clip on an H100 (its model card); 120 photos → 120 clips → 120 × 90 s = 3.0 H100-hours
    out = ask("We want to turn 120 catalogue images into 6-second clips with CogVideoX-5B at 480p. Rent an H100? how long?")
    assert "120 clips" in out


@pytest.mark.parametrize("text", ["用 UVR 去人声，3万首歌", "Run BS-RoFormer stem separation on our catalogue",
                                  "用 MDX-Net 分離人聲"])
def test_an_unheld_stem_splitter_is_read_as_separation(text):
    from advisor.core.nonllm_jobs import job_word

    assert job_word(text) == "separation"


@pytest.mark.slow
def test_unheld_splitter_gets_the_hours_and_storage_but_no_made_up_speed(ask):
    # 40,000 × 4 min = 2,667 h; no factor held for BS-RoFormer: the formula and the pilot, and 4 stems × 2,667 h × 60 ×
    # 10.584 MB ≈ 6.77 TB of WAV
    out = ask("Run BS-RoFormer stem separation on 40,000 tracks (4 min average) within two weeks. Which GPU?")
    assert "2,667 h of audio" in out and "real-time factor R a pilot measures" in out and "6.77 TB" in out
