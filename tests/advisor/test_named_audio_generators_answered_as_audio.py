"""A named audio generator is answered by the audio it makes, never as a chat LLM and never "which model?":
English, 简体 and 繁體, with other models and numbers than any seen before.

Hand reasoning (the expert's):
- Dia-1.6B, 60 h of English dialogue a week: RTF 1 ÷ 2.1 = 0.476 on an RTX 4090 (its README) → 28.6 GPU-hours a
  week: a card by the hour, no "tokens/s", no 24/7 chat server, no "not in my registry: generic 1.6B model".
- Stable Audio Open 1.0 for a studio with NT$80 M (≈ US$2.5 M) a year: over the Community License's US$1 M cap →
  the Enterprise licence said first (⛔); 800 clips a day × 15 s = 3.3 h of audio a day, sized provisionally on the
  held music row with "time it on a pilot".
- MusicGen: CC BY-NC weights said; sized as music, not asked for the model.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
def test_dia_week_of_dialogue_is_gpu_hours_of_audio(ask):
    out = ask("Our language school wants Dia-1.6B to generate 60 hours of English listening dialogues a week. "
              "Which GPU and what does it cost a month?")
    assert "Dia-1.6B" in out and "RTF 0.4762" in out and "tokens/s" not in out
    assert "28.57 GPU-hours" in out and "10 GB" in out


@pytest.mark.slow
def test_stable_audio_open_over_the_revenue_cap_in_traditional_chinese(ask):
    out = ask("我們是遊戲公司，年營收約新台幣8000萬，想用Stable Audio Open做遊戲音效，"
              "每天大概800段、每段15秒，要租什麼GPU？一個月多少錢？")
    assert "⛔" in out and "Stable Audio Open" in out and "1,000,000" in out
    assert "800" in out and "試點" in out
    assert "用哪個模型" not in out and "tokens/s" not in out


@pytest.mark.slow
def test_musicgen_is_music_with_its_non_commercial_licence_in_simplified_chinese(ask):
    out = ask("我们想用MusicGen给短视频做背景音乐，每天400首，每首25秒，租什么卡？")
    assert "MusicGen" in out and "CC BY-NC" in out and "非商业" in out
    assert "400" in out and "用哪个模型" not in out


@pytest.mark.slow
def test_live_voice_conversion_is_streams_with_the_latency_checked(ask):
    # 120 streamers × 4 h × 30.4 d = 14,600 stream-hours; RVC's own 170 ms leaves (220 − 170) ÷ 2 = 25 ms each way
    out = ask("Our agency has 120 streamers who want live voice changing with RVC, latency under 220 ms, "
              "4 hours a day. How many GPUs and what does a month cost?")
    assert "14,600 stream-hours" in out and "25 ms each way" in out and "pilot" in out
    assert "not in my table" not in out and "tokens/s" not in out


@pytest.mark.slow
def test_live_voice_conversion_in_traditional_chinese(ask):
    # 60 × 8 h × 30.4 d = 14,600 路·小時; Seed-VC's own 430 ms already misses 350 ms
    out = ask("我們有60個主播想用Seed-VC即時變聲，延遲要350毫秒以內，每天8小時，要租幾張卡、每月多少錢？")
    assert "14,600" in out and "⚠️" in out and "430" in out


def test_dia_asked_for_chinese_speech_is_warned_english_only(ask):
    # Dia's README: English only → Chinese audiobooks need another model (CosyVoice2, Apache-2.0); 150 h × 0.476 = 71.4
    out = ask("我们想用Dia-1.6B生成普通话有声书，每月150小时，租什么卡？")
    assert "只支持英文" in out and "CosyVoice2" in out and "71.43" in out
    plain = ask("我們想用Dia-1.6B生成英文會話教材，每月150小時，租什麼卡？")
    assert not any(w in plain for w in ("只支持英文", "只支援英文")) and "71.43" in plain
