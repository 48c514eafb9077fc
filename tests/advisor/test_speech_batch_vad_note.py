"""A Whisper batch answer tells how the audio is cut before decoding: VAD and ≤ 30 s chunks.

An expert transcribing 10,000 h of call-centre audio first drops the silence (a voice activity detector) and feeds
Whisper its 30-second windows (Radford et al. 2022 §2.2): the sizing counts every hour, so the note also says the real
job takes less where the audio has long pauses. A live stream is cut by its streaming policy instead (no VAD note).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.media import WHISPER_WINDOW_S

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_a_batch_says_vad_and_the_window(tmp_path):
    out = ask(tmp_path, "We have 10,000 hours of call-center audio to transcribe with Whisper large-v3. It needs to be "
                        "done within 5 days. Cheapest GPU setup?")
    assert WHISPER_WINDOW_S == 30  # Whisper's input window (Radford et al. 2022 §2.2)
    assert "VAD" in out and "≤ 30 s chunks" in out, out[:800]


def test_a_chinese_batch_says_it_in_chinese(tmp_path):
    out = ask(tmp_path, "有 5000 小时的客服录音要用 Whisper large-v3 转写,3 天内完成,租什么最便宜?")
    assert "VAD" in out and "静音" in out, out[:800]


def test_a_live_load_has_no_vad_note(tmp_path):
    out = ask(tmp_path, "live transcription with Whisper large-v3, 50 concurrent streams")
    assert "rent" in out and "VAD" not in out, out[:800]
