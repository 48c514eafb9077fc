"""A model name typed with look-alike characters: a dash that is not U+002D (U+2010 from a
word processor, U+2011 from a web page), full-width letters, or a Cyrillic "а" in "Llаma" lost the model: the answer
sized a generic 8B on another card (1 × RTX A6000 at $0.53/h where Llama-3-8B gets 1 × A40 at $0.44/h), or headed
"ma-3-8B". The reader's text folds them (advisor.core.extract_figures.fold_lookalikes) before the model is looked up;
Cyrillic or Greek letters are folded only inside a word that also has Latin letters or digits, with a note."""

import pytest

from advisor.core.extract_figures import fold_lookalikes
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model", [
    ("serve Llama\u20103\u20108B for 10 users", "Llama-3-8B"),      # U+2010 hyphen
    ("serve Qwen2.5\u201172B for 10 users", "Qwen2.5-72B"),        # U+2011 non-breaking hyphen
    ("serve Llama\u20133\u20138B for 10 users", "Llama-3-8B"),      # U+2013 en dash
    ("serve Llama\u22123\u22128B for 10 users", "Llama-3-8B"),      # U+2212 minus sign
    ("serve \uff2c\uff4c\uff41\uff4d\uff41-3-8B for 10 users", "Llama-3-8B"),  # full-width Ｌｌａｍａ
    ("serve Ll\u0430ma-3-8B for 10 users", "Llama-3-8B"),           # Cyrillic а (U+0430)
    ("serve Qw\u0435n2.5-72B for 10 users", "Qwen2.5-72B"),         # Cyrillic е (U+0435)
])
def test_the_named_model_is_found_through_lookalikes(text, model):
    e = extract(text)
    # the registry's model, never a generic size and never the tail after the look-alike ("ma-3-8B")
    assert e.patch.model == model and e.patch.concurrency == 10, (e.patch, e.notes)


def test_a_folded_letter_is_said_in_a_note():
    e = extract("serve Ll\u0430ma-3-8B for 10 users")
    assert any("'Ll\u0430ma-3-8B' read as 'Llama-3-8B'" in n for n in e.notes), e.notes


def test_words_wholly_in_another_alphabet_and_signed_figures_are_kept():
    # "привет" has no Latin letter: kept as typed; "rank −16" keeps its minus (a space before it), so its note
    # quotes what the user wrote
    t, notes = fold_lookalikes("привет Llama-3-8B, rank \u221216")
    assert t == "привет Llama-3-8B, rank \u221216" and notes == []
    # superscripts and full-width commas are not letters: "10⁹" stays a power, "1，000" is no thousands group
    assert fold_lookalikes("10\u2079 tokens, 1\uff0c000")[0] == "10\u2079 tokens, 1\uff0c000"
