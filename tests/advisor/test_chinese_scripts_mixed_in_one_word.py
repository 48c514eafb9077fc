"""Traditional and Simplified characters mixed in one word: "並发 10" (並 Traditional, 发
Simplified) was dropped with no note (1 user answered), as was every mix of 并/並/併 with 发/發 in either order; "5000
美圓" (圓, the old character of the currency 元) was read as 5,000 yuan. Each run of Chinese characters that mixes
the scripts is folded to Simplified before the reader reads it (advisor.core.script.fold_to_simplified); a run in one
script is kept (its words are in the patterns), and 圆/圓 after a country or a figure is 元."""

import pytest

from advisor.core.extract_rules import extract
from advisor.core.script import fold_to_simplified
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "部署 Llama-3-8B，並发 10", "部署 Llama-3-8B，并發 10", "部署 Llama-3-8B，併发 10",
    "部署 Llama-3-8B，10 並发", "部署 Llama-3-8B，10 并發",
])
def test_every_mix_of_the_concurrency_word_reads_the_users(text):
    # 并发 / 並發 / 併發 all mean "at once": 10 of them is 10 users at once, whatever the mix
    e = extract(text)
    assert e.patch.model == "Llama-3-8B" and e.patch.concurrency == 10, (e.patch, e.notes)


@pytest.mark.parametrize("text, currency", [
    # 美圓 is 美元 written with the old character: US dollars, never yuan (a ×7 error at about 7.2 CNY to the dollar)
    ("部署 Llama-3-8B，10 并发，预算每月 5000 美圓", "USD"),
    ("部署 Llama-3-8B，10 并发，预算每月 5000 美圆", "USD"),
    # 日圓 is the yen
    ("部署 Llama-3-8B，10 并发，预算每月 5000 日圓", "JPY"),
])
def test_the_old_currency_character_names_the_same_currency(text, currency):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and b.amount == 5000 and b.currency == currency and b.per == "month", b


def test_a_run_in_one_script_is_kept_as_typed():
    # 推論 (Traditional) folded char by char is 推论, which no pattern holds; a pure run is left alone
    assert fold_to_simplified("推論Qwen2.5-14B") == "推論Qwen2.5-14B"
    # a mixed run is folded, and the length is kept so the reader's spans match the user's text
    assert fold_to_simplified("並发 10") == "并发 10"


def test_the_answer_keeps_the_users_script():
    # the fold is the reader's only: a message mostly in Traditional is still answered in Traditional
    e = extract("部署 Llama-3-8B，並發 10 個用戶")
    assert e.patch.language == "zh-Hant" and e.patch.concurrency == 10, e.patch
