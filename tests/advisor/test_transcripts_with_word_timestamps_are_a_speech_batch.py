"""Hours of recordings that need transcripts with word-level timestamps are a speech-to-text batch, never an LLM serving
plan; word timestamps name the forced-alignment step (WhisperX / faster-whisper word_timestamps); "no diarization"
adds no diarizer; a language name (西班牙语) is no place to rent in. English, 简体 and 繁體. Hand reasoning:
- 3,000 h of Spanish calls on Whisper large-v3: 92× real time on an A100 80GB (insanely-fast-whisper) → 3,000 ÷ 92 ≈
  32.6 A100-h ≈ $40 at $1.24/h; an RTX A4000 at ≈ 20× → ≈ 149 GPU-h, 3 cards ≈ 2.1 days, ≈ $22 — both far inside
  $200 and 3 days. A diarizer (pyannote ≈ 151 more GPU-h) is not asked and must not be added.
- 2,000 h in mainland China on A10s: ≈ 74 GPU-h (≈ 27× real time), 2 cards ≈ 1.6 days, ≈ ¥710 < ¥1,500.
"""

import pytest

from advisor.core.extract_stated import diarization_said, word_timestamps_said
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, said", [
    ("budget $200, no diarization needed", False),
    ("we don't need diarization", False),
    ("diarization is not needed", False),
    ("不需要说话人分离", False),
    ("我們不用區分說話人", False),
    ("唔使分講者", False),
    ("we also need speaker diarization", True),
    ("要区分说话人", True),
    ("who spoke when on each call", True),
])
def test_diarization_ruled_out_is_not_asked(text, said):
    assert diarization_said(text) is said


@pytest.mark.parametrize("text, said", [
    ("need transcripts with word level timestamps", True),
    ("word-timestamps please", True),
    ("要带字级时间戳的逐字稿", True),
    ("需要逐字稿和詞級時間戳", True),
    ("timestamps per segment are fine", False),
])
def test_word_timestamps_read(text, said):
    assert word_timestamps_said(text) is said


@pytest.mark.slow
def test_english_spanish_earnings_calls(ask):
    out = ask("3000 hrs of spanish earnings calls + investor day recordings, need transcripts with word level timestamps "
              "by friday (3 days). budget $200, no diarization needed. what do i rent")
    assert out.lstrip().startswith("No model named, so this is sized on Whisper")  # a speech batch leads
    assert "Llama" not in out and "tokens/s" not in out  # no LLM serving plan
    assert "WhisperX" in out and "forced-alignment" in out
    assert "pyannote" not in out  # diarization was ruled out
    assert "within your $200.00 budget" in out


@pytest.mark.slow
def test_simplified_chinese_spanish_calls_in_mainland(ask):
    out = ask("我们有2000小时的西班牙语财报电话会录音，要带字级时间戳的逐字稿，周五前（3天内）交，"
              "预算1500元，不需要区分说话人，租什么")
    assert "Whisper large-v3，2,000 小时音频" in out  # sized, not "这里不做估算"
    assert "西班牙（" not in out  # Spanish the language is no region
    assert "强制对齐" in out and "pyannote" not in out


@pytest.mark.slow
def test_traditional_chinese_word_timestamps(ask):
    out = ask("我們有1500小時的英語法說會錄音，需要逐字稿和詞級時間戳，三天內交，不用區分說話人，要租什麼？")
    assert "1,500 小時音訊" in out and "強制對齊" in out
    assert "pyannote" not in out


@pytest.mark.slow
def test_english_recordings_asked_in_chinese_are_not_chinese_recordings(ask):
    # 1,500 h of English recordings asked in 繁體: Whisper large-v3 as sized (≈ 74 RTX A4000-hours at ≈ 20× real time,
    # 2 cards ≈ 1.6 days), never "中文錄音" led by SenseVoice; Mandarin call-centre recordings still are.
    out = ask("我們有1500小時的英語法說會錄音，需要逐字稿，三天內交，要租什麼？")
    # 繁體 with no place: the "priced in TWD" reading note ("> …") opens the answer; the sizing lead follows it
    body = "\n".join(line for line in out.splitlines() if not line.startswith(">")).lstrip()
    assert "中文錄音" not in out and body.startswith("沒有說用哪個模型，下面按常用的預設 Whisper large-v3"), out[:600]
    zh = ask("我们有3000小时的普通话客服录音要转写，三天内完成，租什么卡")
    assert "SenseVoice" in zh
    # "录音，要出逐字稿" with no transcription verb is still speech to text (once read as a fine-tune on the hours):
    # 800 h of Chinese lectures on SenseVoice-Small ≈ 5.4 h on one RTX A4000
    lectures = ask("我们有800小时的培训课程录音，要出逐字稿，一周内，租什么卡")
    assert "800 小时音频" in lectures and "LoRA" not in lectures
