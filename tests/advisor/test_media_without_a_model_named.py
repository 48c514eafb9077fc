"""A speech or image job with no model named is answered on a stated default — Whisper large-v3 for speech to text,
SDXL for images — with the model question beside it, never a bare question; text-to-speech gets no Whisper default.

Hand: an expert answers "transcribe 500 hours of audio" with "assuming Whisper large-v3: ≈ 500 h ÷ ~90× real time on
an A100 ≈ 5.5 GPU-hours …, which model?"; "generate 10,000 images" with "assuming SDXL at 1024², ≈ 3.3 s an image on
an A100 ≈ 9 GPU-hours …"; SDXL is the default because its weights allow commercial use (FLUX.1-dev's do not).
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_audio_hours_without_a_model_are_sized_on_the_default_whisper_and_asked(tmp_path):
    # Hand: 500 h of audio at the A100's measured 91.8× real time = 500 / 91.8 = 5.4 GPU-hours ("done in 5.7 h" on
    # one A100 with its 15 min start-up); the question names turbo as the faster option.
    out = _ask(tmp_path, "transcribe 500 hours of audio")
    assert "Not sized here" not in out and "Whisper large-v3, 500 h of audio" in out, out
    assert "which model will you run" in out and "large-v3-turbo" in out, out


def test_images_without_a_model_are_sized_on_sdxl_and_asked_in_chinese(tmp_path):
    # Hand: 10,000 images × 3.31 s (A100, 30 steps, 1024²) = 9.2 A100-hours; FLUX.1-dev named as the alternative.
    out = _ask(tmp_path, "生成一万张图片")
    assert "这里不做估算" not in out and "SDXL，10,000 张" in out, out
    assert "你打算用哪个模型" in out and "FLUX.1-dev" in out, out


def test_live_streams_without_a_model_are_sized_in_traditional_chinese(tmp_path):
    # A live load in Chinese with no model named is sized on a streaming model (FunASR's paraformer-zh-streaming), not
    # on Whisper large-v3 re-decoding a buffer. Hand: measured 100 streams on one A10 (600 GB/s); any card at or above
    # 400 GB/s carries ≥ 100 × 400 / 600 × 0.8 = 53 ≥ 40 streams, so one card serves all 40.
    out = _ask(tmp_path, "40 路實時語音轉寫，要租什麼 GPU？")
    assert "Paraformer-zh-streaming" in out and "40 路" in out and "你打算用哪個模型" in out, out
    assert "共 1 張" in out and "Whisper large-v3，" not in out, out


def test_text_to_speech_gets_no_whisper_default(tmp_path):
    out = _ask(tmp_path, "text to speech for 40 concurrent streams")
    assert "Whisper large-v3, 40 live streams" not in out and "which model will you run" not in out, out
