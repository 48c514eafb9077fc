"""Live captions on a named Kyutai STT model (tools.streaming_asr) are sized as streams of that model, never as
Whisper with "no model named"; a language said in any turn is checked against the model's README languages
(stt-2.6b-en: English; stt-1b-en_fr: English and French): French moves the plan to the 1B, a language neither hears
(German, Spanish, 粤语) gets "no" and a held model that hears it, said streaming or not.

Hand reasoning (the expert's): 300 streams at ≤ 80 % of the README's 400 a H100 = 320 → one H100's worth; scaled by
memory bandwidth to cheaper cards (RTX A4000, 448 GB/s: ≈ 42.8 streams) → 8 cards; business hours 196 h a month.
German on canary-1b-flash / parakeet-tdt-0.6b-v3 is chunked re-decoding (not streaming), sized apart.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
pytestmark = pytest.mark.slow


def _chat(tmp_path, *turns: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [r.full or r.text for r in (e.handle("t", t) for t in turns)]


def test_webinar_captions_on_kyutai_then_french_and_german(tmp_path):
    first, second = _chat(tmp_path, "live captions for 300 concurrent webinar streams, under ~1s latency, english, "
                          "using kyutai's streaming STT. what GPUs and cost? weekday business hours",
                          "turns out ~1/3 of the streams are french or german. does that change the setup?")
    assert "No model named" not in first and "Kyutai stt-1b-en_fr" in first and "Whisper" not in first.split("\n")[0]
    assert "0.5 s" in first and "400 streams" in first
    assert "does not hear German" in second and "no streaming model" in second and "French" not in \
        second.split("does not hear")[1].split("(")[0]  # French is heard by the 1B
    assert second != first


@pytest.mark.parametrize("turns, said, alt", [
    (("Kyutai stt-2.6b-en for 120 live support-call streams, 24/7. cost?", "also Spanish"),
     "does not hear Spanish", "canary-1b-flash"),
    (("我们要给200路直播做实时字幕，用Kyutai STT，要什么卡多少钱？", "还要支持粤语"), "不支持粤语", "SenseVoice-Small"),
    # SenseVoice-Small's README lists Japanese
    (("我們要替150路直播做即時字幕，用 kyutai stt-2.6b-en，要什麼卡？", "還要支援日語"), "不支援日語",
     "SenseVoice-Small"),
])
def test_a_follow_up_language_is_checked_against_the_model(tmp_path, turns, said, alt):
    first, second = _chat(tmp_path, *turns)
    assert "Kyutai" in first and said not in first
    lead = second.split("\n")[0]
    assert said in lead and alt in lead, lead


def test_french_said_moves_the_plan_to_the_one_b(tmp_path):
    first, second = _chat(tmp_path, "用Kyutai STT给80路会议做实时字幕，多少钱？", "还要支持法语")
    assert "Kyutai stt-2.6b-en" in first and "Kyutai stt-1b-en_fr" in second and "不支持" not in second


def test_a_latency_under_the_named_models_delay_is_refused_with_the_one_b(tmp_path):
    # stt-2.6b-en shows text ≈ 2.5 s after speech (its delay): "under 1 s" / 1秒内 cannot be met; the 1B's 0.5 s can
    en, = _chat(tmp_path, "live captions for 100 streams on kyutai stt-2.6b-en, latency under 1 second, 24/7. cost?")
    assert en.startswith("**❌ Kyutai stt-2.6b-en") and "stt-1b-en_fr (0.5 s" in en.split("\n")[0]
    zh, = _chat(tmp_path / "zh", "用 kyutai stt-2.6b-en 给60路直播做字幕，要1秒内出字，还要支持德语")
    assert "2.5 秒" in zh.split("\n")[0] and "不支持德语" in zh and "canary-1b-flash" in zh
