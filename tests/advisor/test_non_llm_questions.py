"""Speech and image-generation jobs: the questions never re-ask a stated fact.

Four speech and image questions were once refused with questions for the hours of audio and the deadline just given, the
"1024x1024" just written, a per-minute peak after a daily batch, and "live or batch, how many streams" after
"实时 … 200路并发". Each case reads the question's own text through the rule reader and asks scope_questions what is
left to ask; the expected lists come from reading the question by hand.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import scope_questions, stated_speech_load
from advisor.core.extract_rules import extract
from advisor.core.extract_stated import image_size
from tests.conftest import module_engine
from tools.schema import Workload

Q6 = "transcibe 3000 hours of podcast audio with whisper large-v3 by end of week, cheapest gpu?"
Q9 = "generate 100k SDXL images at 1024x1024 by friday, whats the cheapest way"
Q19 = "Flux.1-dev 每天要生成2万张图，最便宜的方案是啥"
Q21 = "whisper large v3 做实时语音转写，200路并发，需要几张卡"


def questions(text: str, lang: str) -> list[str]:
    w, _ = stated_speech_load(Workload(**extract(text).patch.model_dump(exclude_none=True)), text)
    return scope_questions(w, lang, text)


def test_the_hours_of_podcast_audio_and_the_deadline_are_read_so_nothing_is_asked():
    # "3000 hours of podcast audio": the reader reads the hours (a word may name the audio: "hours of podcast audio")
    # and with them "by end of week" (Friday 18:00 by tools.deadlines' rule); the speech path's own reading
    # (stated_speech_load) stays the fallback when it does not, and with the model named nothing is left to ask.
    w, said = stated_speech_load(Workload(**extract(Q6).patch.model_dump(exclude_none=True)), Q6)
    assert w.dataset is not None and w.dataset.amount == 3000 and w.dataset.unit == "audio_hours"
    assert w.deadline_hours is not None and (not said or said[0].args["kind"] == "end_of_week")
    assert questions(Q6, "en") == []


def test_the_stated_size_and_batch_leave_no_question():
    # "1024x1024" is the size; "100k … by friday" is a batch with a deadline, so neither "which size" nor a
    # per-minute peak is asked.
    qs = questions(Q9, "en")
    assert not any("image size" in q or "per minute" in q for q in qs), qs
    assert qs == []


def test_a_daily_batch_is_not_asked_for_a_peak_rate_only_the_resolution():
    # 每天2万张 is a daily batch: no 每分钟 peak; the resolution was not given, so it is the one question.
    qs = questions(Q19, "zh")
    assert not any("每分钟" in q for q in qs), qs
    assert qs == ["多大分辨率（例如 1024×1024）？"]


def test_live_streams_stated_ask_nothing():
    # 实时 + 200路并发: live, 200 streams; the model is named.
    assert questions(Q21, "zh") == []


@pytest.mark.parametrize("text, lang, asked, never", [
    # live with no count of streams: only the streams
    ("whisper large-v3 real-time transcription for our call centre", "en", "streams at once", "hours of audio"),
    # hours without a deadline: only by when (the hours are said back)
    ("transcribe 500 hours of interviews with whisper large-v3", "en", "500 h of audio", "Batch or live"),
    # a size stated, no model: the model only, never the size again
    ("generate 1024x1024 product images, 5k of them", "en", "Which model", "image size"),
])
def test_what_is_missing_is_asked_and_what_is_stated_is_not(text, lang, asked, never):
    qs = questions(text, lang)
    assert any(asked in q for q in qs), qs
    assert not any(never in q for q in qs), qs


def test_the_image_size_is_read_in_its_usual_spellings():
    assert image_size("SDXL at 1024x1024") == (1024, 1024)
    assert image_size("768 × 1344 portraits") == (768, 1344)
    assert image_size("1024² images") == (1024, 1024)
    assert image_size("分辨率 1024*1024") == (1024, 1024)
    assert image_size("100k images") is None


# --- the four questions answered through the Engine (tools.media; figures checked by hand in tests/tools/test_media.py)

engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
@pytest.mark.parametrize("key, text, said", [
    # the stated facts said back, the published figure named, and the measured card's own row shown
    ("q6", Q6, ("3,000 h of audio", "92× real time", "insanely-fast-whisper", "A100 80GB SXM", "your deadline")),
    ("q9", Q9, ("100,000 images at 1024×1024", "3.31 s per image", "fast_diffusion", "1024×1024 as measured")),
    ("q19", Q19, ("20,000 张", "每天一批", "每张 6.71 秒", "xdit", "按 1024×1024 估算")),
    # a measured live capacity: 5 real-time streams on a 936 GB/s RTX 3090 → an A100 (2,039 GB/s) 5 × 2039 / 936 =
    # 10.9, at ≤ 80 % 8.71 streams: 200 / 8.71 = 22.95 → 23 A100s; the measured card's row takes the 8-card box
    # (3 machines, 24 cards) over 23 one-card machines, within the fewer-machines band
    ("q21", Q21, ("实时 200 路", "3 台", "每台 8 × A100 80GB SXM", "实测的卡")),
])
def test_non_llm_questions_are_sized_from_published_figures(engine, key, text, said):
    r = engine.handle(key, text)
    assert r.kind == "answer", r.text
    assert "Not sized here" not in r.text and "这里不做估算" not in r.text
    assert all(s in r.text for s in said), r.text


@pytest.mark.slow
def test_a_model_name_touching_chinese_text_is_still_named_and_sized(engine):
    # "用whisper…": CJK characters are word characters, so \b found no edge and the model went unnamed
    r = engine.handle("zh-touch", "用whisper large-v3转写3000小时录音，一周内完成")
    assert r.kind == "answer" and "Whisper large-v3" in r.text and "3,000 小时音频" in r.text, r.text


def test_an_image_size_between_the_count_and_the_noun_is_not_the_count():
    # "5万张 768x768 图片" is 50,000 images of 768×768, never 768 images
    assert extract("SDXL 生成 5万张 768x768 图片，3天内").patch.batch_requests == 50_000
    assert extract("generate 768x768 images with SDXL").patch.batch_requests is None
