"""The reader of a "Whisper translate" ask (advisor.core.whisper_translate_read) and of the audio's kind
(advisor.core.audio_kind_read), in English, 简体 and 繁體."""

import pytest

from advisor.core.audio_kind_read import audio_kind, with_audio_kind
from advisor.core.whisper_translate_read import (
    llm_rewrite_targets,
    minutes_said,
    whisper_translate_lead,
    whisper_translate_plan,
)
from tools.schema import Msg


@pytest.mark.parametrize(("text", "targets", "summary"), [
    # Expert: "Whisper 的 translate 直接出简体中文稿" — translate writes English, so 简体 is an LLM rewrite; 摘要 a summary step
    ("每月60小时普通话客服录音，想用Whisper的translate直接出简体中文稿和英文摘要", ["Written Chinese"], True),
    # Expert: Japanese subtitles from Whisper translate are impossible; no minutes asked
    ("We have 40 hours of German product videos a week; use Whisper's translate task to make Japanese subtitles.",
     ["Japanese"], False),
    # Expert: 繁體 Cantonese sermons into 書面語 and English notes: 書面語 by an LLM, notes a summary step
    ("每星期有90個鐘粵語講道錄音，想用 Whisper --task translate 出書面語同英文筆記", ["Written Chinese"], True),
    # Expert: "transcribe and translate" both by Whisper: the Korean is still impossible from its translate task
    ("Use Whisper to transcribe and translate 60 hours of lectures into Korean.", ["Korean"], False),
])
def test_whisper_translate_into_other_languages_is_read(text: str, targets: list[str], summary: bool) -> None:
    assert llm_rewrite_targets(text) == targets
    plan = whisper_translate_plan(text)
    assert plan is not None and plan.summary is summary


@pytest.mark.parametrize("text", [
    # Expert: English out of French audio is what translate does: nothing to flag
    "Use Whisper translate to turn 30 hours of French interviews into English text.",
    # Expert: Whisper only transcribes; Qwen translates (a separate step already sized as a translation)
    "用Whisper转写每天20小时的录音，再用Qwen2.5-14B翻译成日文",
    "我們用Whisper轉寫，之後用 Llama 翻譯成中文",
    # Expert: NLLB translates here, not Whisper ("Whisper and NLLB"): a translation step, no Whisper trap
    "Use Whisper and NLLB-200 to translate 60 hours of lectures into Korean.",
    "用Whisper同NLLB把每周50小时会议录音翻译成日文",
])
def test_no_trap_when_translate_gives_english_or_is_another_models(text: str) -> None:
    assert llm_rewrite_targets(text) is None and whisper_translate_lead(text, "en") == ""


def test_the_lead_says_english_only_in_each_language() -> None:
    text = "每星期有90個鐘粵語講道錄音，想用 Whisper --task translate 出書面語同英文筆記"
    en, zh = whisper_translate_lead(text, "en"), whisper_translate_lead(text, "zh")
    assert "English only" in en and "written Chinese" in en and "yue" in en and "summary" in en
    assert "只会译成英文" in zh and "书面语" in zh and "yue" in zh


def test_minutes_words_are_not_durations() -> None:
    # Expert: "10 minutes each" is a length, "meeting minutes" is a document an LLM writes
    assert not minutes_said("300 recordings of 10 minutes each")
    assert minutes_said("we want English meeting minutes") and minutes_said("出會議紀錄")


@pytest.mark.parametrize(("text", "kind"), [
    ("每周80小时董事会会议录音要转写", "meetings"),  # Expert: 会议 → meetings, no hold music in a meeting
    ("每月500小時嘅短影音要出字幕", "videos"),  # 短影音 (繁體 HK) → videos
    ("300 hours of university lectures a month", "lectures"),
    ("我們每個月有120小時的講座錄影", "lectures"),  # 講座 said before 錄影: a recorded lecture is a lecture
    ("transcribe 70 podcast episodes a week", "podcasts"),
    ("2万通客服电话录音", "calls"),
    ("每周150小时普通话课程录音", "lectures"),  # 普通话 holds 通话 but is the language, not a call
    ("transcribe 800 hours of audio", None),
])
def test_audio_kind(text: str, kind: str | None) -> None:
    assert audio_kind(text) == kind


def test_caveats_follow_the_kind_said() -> None:
    lines = [Msg(code="media.speech_levers", args={"source": None}), Msg(code="media.vad", args={
        "window": 30, "source": "s"})]
    meeting = with_audio_kind(lines, "每週40小時嘅會議錄音")
    assert meeting is not None
    en = " ".join(x.text("en") for x in meeting)
    zh = " ".join(x.text("zh") for x in meeting)
    # Expert: meetings have pauses between speakers, not hold music; nobody "calls"
    assert "hold music" not in en and " calls" not in en and "meeting recordings" in en
    assert "通话" not in zh and "等待音乐" not in zh and "会议录音" in zh
    video = with_audio_kind(lines, "each week 200 hours of short videos")
    assert video is not None and "sample of your videos" in video[0].text("en")
    calls = with_audio_kind(lines, "每天3000通客服电话")
    assert calls is not None and "等待音乐" in calls[0].text("zh") and "通话" in calls[0].text("zh")
