"""The media readers read Chinese numerals as the other readers do: 每天五十万条语音合成用CosyVoice asked how many hours
of speech (每天50万条 was sized: 500,000 clips of a minute, past 64 machines), because the media readers' screened text
(extract_rules.screened_figures) kept the numeral as written while the LLM readers spelled it out."""
import pytest

from advisor.core.extract_rules import screened_figures


@pytest.mark.parametrize("text,read", [
    ("每天五十万条语音合成用CosyVoice", "每天50万条语音合成"),  # 五十万 = 50万 = 500,000
    ("每日五十萬條語音合成", "每日50万條語音合成"),  # written with the 万 every reader takes
    ("用Qwen2.5-72B把一亿字中文翻成英文", "把1亿字中文"),
    ("八卡H100", "8卡H100"),
])
def test_a_numeral_that_counts_is_read_as_digits(text, read):
    assert read in screened_figures(text)


@pytest.mark.parametrize("text", ["千万不要用AWS", "我们俩一起用"])  # "by no means", "the two of us": no counts
def test_words_made_of_numerals_are_left_alone(text):
    assert screened_figures(text) == text


def test_a_signed_numeral_is_still_taken_out():
    # 負五十條: a count is never negative, so the media readers never see a 50 there
    assert "50" not in screened_figures("每天負五十條語音")
