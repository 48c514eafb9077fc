"""A video or speech model the user names is the one sized, never swapped for a sibling (Wan2.2-TI2V-5B was answered
as Wan2.1-T2V-14B; Fish Speech 1.5 was read as an LLM fine-tune): its own planning figure with its source, or, for a
named model with no figure, a provisional one from its parameters against Wan2.1-T2V-14B's measured clip."""

import pytest

from tools.generated_media import (
    TTS_MODELS,
    VIDEO_MODELS,
    ClipLoad,
    cards_needed,
    figure_for,
    gpu_hours,
    provisional_figure,
    seconds_per_clip,
    tts_gpu_hours,
    tts_model,
    video_model,
)


@pytest.mark.parametrize("text, name", [
    ("我们做短视频，想用Wan2.2-TI2V-5B每天生成300条", "Wan2.2-TI2V-5B"),
    ("那换成Wan2.2-T2V-A14B呢？", "Wan2.2-T2V-A14B"),
    ("wan 2.2 5B on a 4090?", "Wan2.2-TI2V-5B"),
    ("用 Wan2.2-I2V-A14B 做圖生影片", "Wan2.2-I2V-A14B"),
    ("Wan2.1-T2V-14B", "Wan2.1-T2V-14B"),
    ("wan2.1 1.3b drafts", "Wan2.1-T2V-1.3B"),
])
def test_the_named_wan_model_is_the_one_sized(text, name):
    assert video_model(text).name == name


def test_ti2v_5b_is_sized_from_its_model_card_claim():
    # model card: a 5 s 720P clip in under 9 min on one RTX 4090 → 540 s at its 50 steps (× 50/50); a planning
    # assumption, never credited faster on an H100 (989.5 > 165 TFLOPS): still 540 s.
    # 300 clips × 540 s ÷ 3,600 = 45 GPU-hours a day → ⌈45 / 24⌉ = 2 cards running all day
    m = VIDEO_MODELS["wan22-5b"]
    f = figure_for(m, "720p")
    assert f.claim and f.gpu == "RTX 4090"
    assert seconds_per_clip(m, f, 165.2, 165.2) == pytest.approx(540.0)
    assert seconds_per_clip(m, f, 989.5, 165.2) == pytest.approx(540.0)
    load = ClipLoad(300, 24)
    assert gpu_hours(load, 540.0) == pytest.approx(45.0)
    assert cards_needed(load, 540.0) == 2


def test_a14b_is_sized_as_one_14b_expert_a_step():
    # one 14 B expert per step at 40 steps: Wan2.1 14 B's 974 s (H200, 40 steps) × 40/40 = 974 s = 16.2 min;
    # 300 clips × 974 s ÷ 3,600 = 81.2 GPU-hours a day → 4 cards; Wan2.1-T2V-14B at its 50 steps: 1,217.5 s
    m = VIDEO_MODELS["wan22-a14b"]
    f = figure_for(m, "720p")
    assert f.claim and m.licence == "Apache-2.0"
    assert seconds_per_clip(m, f, 989.5, 989.5) == pytest.approx(974.0)
    assert cards_needed(ClipLoad(300, 24), 974.0) == 4
    wan21 = VIDEO_MODELS["wan-14b"]
    assert seconds_per_clip(wan21, figure_for(wan21, "720p"), 989.5, 989.5) == pytest.approx(1217.5)


def test_a_named_video_model_with_no_figure_is_sized_from_its_parameters():
    # HunyuanVideo 13 B at 720P: 974 × 50/40 × 13/14 = 1,130.5 s on the H200. Its memory is its README's own peak,
    # 60 GB at 720×1280×129 frames (45 GB at 544×960), not the 26 GB of its 16-bit weights: a 48 GB card cannot run
    # 720P as planned
    f = provisional_figure(VIDEO_MODELS["hunyuan"], "720p")
    assert f.claim and f.gpu == "H200 SXM"
    assert f.seconds == pytest.approx(974 * 50 / 40 * 13 / 14)
    assert f.peak_gb == pytest.approx(60.0) and "HunyuanVideo README" in f.memory
    assert provisional_figure(VIDEO_MODELS["hunyuan"], "480p").peak_gb == pytest.approx(45.0)
    # CogVideoX-5B at 480P: 366 × 50/40 × 5/14 = 163.4 s
    assert provisional_figure(VIDEO_MODELS["cogvideox-5b"], "480p").seconds == pytest.approx(366 * 1.25 * 5 / 14)


@pytest.mark.parametrize("text, name, commercial", [
    ("台灣公司想用 Fish Speech 1.5 做有聲書", "Fish-Speech 1.5", False),
    ("fish-speech 合成", "Fish-Speech 1.5", False),
    ("OpenAudio S1 for narration", "OpenAudio S1-mini", False),
    ("用ChatTTS配音", "ChatTTS", False),
    ("GPT-SoVITS 声音克隆", "GPT-SoVITS", True),
])
def test_named_tts_models_are_recognised_with_their_licence(text, name, commercial):
    m = tts_model(text)
    assert m is not None and m.name == name and m.commercial is commercial


def test_fish_speech_is_sized_from_its_readme_rtf():
    # README: RTF ≈ 1:15 on an RTX 4090 → 2,000 h of speech × 1/15 = 133.33 GPU-hours a month
    fish = TTS_MODELS["fish"]
    assert fish.licence == "CC BY-NC-SA 4.0" and fish.rtf_gpu == "RTX 4090" and fish.claim
    assert tts_gpu_hours(2000, fish.rtf) == pytest.approx(133.33, abs=0.01)


@pytest.mark.parametrize("text, name, key", [
    ("我们用SenseVoice每天转写1000小时客服录音", "SenseVoice-Small", "sensevoice"),
    ("用 Paraformer 每天轉寫 200 小時會議錄音", "Paraformer-large", "sensevoice"),  # FunASR's offline figure IS it
    ("我们想用 FunASR 的 paraformer 做实时字幕", "Paraformer-zh-streaming", "paraformer-streaming"),
    ("500 hours of podcasts a week with Whisper small", "Whisper small", "whisper-large"),  # large's speed: a ceiling
    ("每天要用 Whisper medium 转写 300 小时", "Whisper medium", "whisper-large"),
])
def test_named_asr_models_are_sized_not_refused(text, name, key):
    from tools.media import media_model
    from tools.non_llm import named_model

    got = named_model(text)
    assert got is not None and got.name == name
    m = media_model(got.name, text)
    assert m is not None and m.key == key
