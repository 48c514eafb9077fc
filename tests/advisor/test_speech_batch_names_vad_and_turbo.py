"""A recorded speech batch names what cuts its GPU-hours: voice-activity detection (the GPU decodes speech, not the
silence and hold music a recording holds), Whisper's 30 s windows batched, and large-v3-turbo as a faster model.
A live stream's answer does not carry them (its load is the streams, not a pile of recordings)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def text_of(tmp_path, q: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


@pytest.mark.parametrize("q,words", [
    ("Transcribe 3,000 hours of podcast audio with Whisper large-v3 within a week. Cheapest setup?",
     ("voice-activity detection", "large-v3-turbo")),
    ("用 Whisper large-v3 转写 3000 小时的客服录音，一周内完成，最便宜怎么租？", ("语音活动检测", "large-v3-turbo")),
])
def test_a_recorded_batch_names_vad_and_turbo(tmp_path, q, words):
    # Hand: 3,000 h in 168 h needs ≥ 18× real time in aggregate; the estimate counts every recorded hour. Call and
    # podcast audio holds silence and music; VAD removes it before the GPU, so the GPU-hours are those of the speech
    # kept — the largest lever on this job, and the first thing an expert would say.
    t = text_of(tmp_path, q)
    for w in words:
        assert w in t, t[:1500]


def test_a_live_stream_answer_does_not_carry_the_batch_levers(tmp_path):
    t = text_of(tmp_path, "Live captions with Whisper large-v3 for 50 concurrent audio streams. What GPUs?")
    assert "voice-activity detection" not in t, t[:1500]
