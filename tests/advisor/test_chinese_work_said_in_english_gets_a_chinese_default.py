"""A serving or batch question asked in English about Chinese-language work ("a Hakka-speaking hotline bot",
"classify 300k Chinese customer reviews") with no model named is sized on the default trained on Chinese
(Qwen2.5-7B: Llama 3.1's card does not list Chinese), never silently on Llama-3.1-8B; a cloud said Chinese is not
the users' language."""

import pytest

from advisor.core.chinese_said import chinese_language_said
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("a Hakka-speaking hotline bot for 15 callers at once", True),
    ("classify 300,000 Chinese customer reviews a week", True),
    ("the assistant answers in Traditional Chinese to 60 staff", True),
    ("a Putonghua tutoring chatbot", True),
    ("no mainland-Chinese clouds please, 20 users of a support bot", False),
    ("which Chinese GPU providers rent the H20?", False),
    ("an English FAQ bot for 30 users", False),
])
def test_chinese_work_is_read_from_english_words(text, said):
    # Hand: the language of the users / text is named (Hakka, Chinese reviews, answers in Chinese, Putonghua); a
    # Chinese cloud or provider names a place, not the users' language.
    assert chinese_language_said(text) is said


@pytest.mark.slow
def test_a_hakka_hotline_asked_in_english_is_sized_on_a_chinese_trained_model(tmp_path):
    # Hand: no model named, 35 callers at once in Mandarin and Hakka → the serving default for Chinese work is
    # Qwen2.5-7B (tools.defaults.BATCH_CHINESE_MODEL); Llama-3.1-8B's card lists no Chinese.
    eng = Engine(store=Store(tmp_path / "s.db"))
    reply = eng.handle("t", "We run a Hakka and Mandarin speaking customer hotline chatbot in Taichung with 35 users at once. "
                    "Which GPU should we rent and what does it cost a month?")
    assert "Qwen2.5-7B" in reply.lead and "Llama-3.1-8B" not in reply.lead, reply.lead
