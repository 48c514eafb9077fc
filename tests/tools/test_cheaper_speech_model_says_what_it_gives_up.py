"""A cheaper speech model beside the user's own says which asked languages its card does not list, and never leads
in their place (tools.asr_gives_up, tools.media.chinese_batch_lead)."""

from advisor.core.asr_languages import languages_named
from advisor.core.messages.asr_gives_up import lacks_en, lacks_zh
from tests.tools.test_chinese_recordings_are_sized_on_sensevoice_too import SENSEVOICE, WHISPER
from tools.asr_gives_up import languages_lacking, sensevoice_lacks
from tools.media import chinese_batch_lead


def test_hakka_and_hokkien_are_read_in_en_simplified_and_traditional():
    # Hand: each message names the dialect in its own script; SenseVoice's card lists Mandarin, Cantonese, English,
    # Japanese, Korean (its README), so Hakka and Hokkien are what it lacks, Mandarin is not.
    assert languages_named("250 h of Hakka and Mandarin oral histories") == ["Mandarin", "Hakka"]
    assert languages_named("每月 600 小时闽南语门诊录音") == ["Hokkien"]
    assert languages_named("每月 90 小時台語和粵語電台節目") == ["Cantonese", "Hokkien"]
    assert sensevoice_lacks(["Mandarin", "Hakka"]) == ["Hakka"]
    assert sensevoice_lacks(["Cantonese", "English"]) == []
    assert languages_lacking(("English",), ["Vietnamese", "English"]) == ["Vietnamese"]


def test_a_cheaper_sensevoice_lacking_an_asked_language_does_not_lead():
    # Hand: 1,200 h — SenseVoice ¥222.2 a day < Whisper ¥400.0, no model named, so it would lead; Hokkien asked and not
    # on its card → Whisper leads, SenseVoice said beside it.
    assert chinese_batch_lead(WHISPER, SENSEVOICE, whisper_named=False) == (SENSEVOICE, WHISPER)
    assert chinese_batch_lead(WHISPER, SENSEVOICE, whisper_named=False, lacks=("Hokkien",)) == (WHISPER, SENSEVOICE)


def test_the_cheaper_line_says_what_it_gives_up_in_both_languages():
    a = {"lacks": ["Hakka"], "kept": "Whisper large-v2"}
    assert "gives up Hakka" in lacks_en(a) and "Whisper large-v2 stays the plan" in lacks_en(a)
    assert "客家话" in lacks_zh(a) and "Whisper large-v2" in lacks_zh(a)
    assert lacks_en({"lacks": []}) == "" and lacks_zh({}) == ""
