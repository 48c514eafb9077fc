"""A follow-up naming languages a speech model's card does not list is answered "no, it does not cover …; use …" and
those hours are sized on a model that hears them; languages the card lists keep the named model, in any language
the question is asked in."""

from __future__ import annotations

import pytest

from advisor.core.asr_language_check import language_stand_in, not_covered_lead
from advisor.core.conversation import parakeet_stand_in
from tools.non_llm import named_model


@pytest.mark.parametrize("text, lang, missing, alt", [
    # parakeet-tdt-0.6b-v3's card: 25 European languages, none of Japanese / Korean → SenseVoice-Small hears both
    ("captioning 30,000 h of French webinars with parakeet-tdt-0.6b-v3\nabout 2,000 hours are Japanese and Korean, "
     "same model?", "en", ["Japanese", "Korean"], "SenseVoice-Small"),
    # canary-1b-flash: English, German, French, Spanish only; Hindi is not in SenseVoice's five → Whisper turbo
    ("用 canary-1b-flash 转写 6000 小时英语录音\n其中 900 小时是印地语，还能用吗", "zh", ["Hindi"], "Whisper large-v3-turbo"),
    ("用 parakeet-tdt-0.6b-v2 轉寫 4000 小時錄音\n當中 700 小時係粵語，仲用唔用得", "zh-hant", ["Cantonese"], "SenseVoice-Small"),
])
def test_languages_the_card_does_not_list_get_a_no_and_a_model_that_hears_them(text, lang, missing, alt):
    m = named_model(text)
    lead = not_covered_lead(m, text, lang)
    assert lead
    stand = language_stand_in(m, text)
    assert stand is not None and alt in stand and "parakeet" not in stand.lower() and "canary" not in stand.lower()
    if lang == "en":
        assert lead.startswith("**No: parakeet-tdt-0.6b-v3 does not cover Japanese or Korean")
    else:
        assert lead.startswith("**不行")


def test_a_language_on_the_card_keeps_the_named_model_even_asked_in_chinese():
    # parakeet v3 hears German (its card); asked in 简体 it was swapped for SenseVoice-Small (a Chinese model) before
    text = "用 parakeet-tdt-0.6b-v3 转写 8000 小时的德语录音，一周内完成"
    m = named_model(text)
    assert not_covered_lead(m, text, "zh") == ""
    assert parakeet_stand_in(m, text, "zh") == text
