"""The reader's shortcuts (advisor/core/extract_rules.money_match's digit guard and memo, tools/embedding's spelling
test before its pattern) skip work only where the full rule would find nothing: the readings stay as they were."""

from advisor.core.extract_rules import money_match
from tools.embedding import encoder_named


def test_an_amount_with_its_currency_is_read_and_read_again_the_same():
    # "€2,000 a month": the euro sign before 2,000 (a thousands comma) is 2,000 EUR; "€2,000" is characters 0..6
    first = money_match("€2,000 a month")
    assert first == (2000.0, "EUR", (0, 6))
    assert money_match("€2,000 a month") == first  # asked again (the memo): the same answer


def test_money_words_without_a_digit_are_no_amount():
    # every amount the rule reads is a number in digits (words are digits by the time it runs): "a few euros" is none
    assert money_match("a few euros a month") is None


def test_an_encoder_spelling_inside_a_longer_word_is_no_encoder():
    # "bge-m3x" holds the spelling "bge-m3" (the substring test passes) but a letter follows it, so the whole-word
    # pattern refuses it, and no other listed spelling (bge-large, bge-base, ...) is in the text; "bge-m3" alone is
    # that row, and "roberta" holds "bert" after a letter: no bare BERT
    assert encoder_named("embed with bge-m3x") is None
    assert encoder_named("fine-tune roberta for tagging") is None
    named = encoder_named("embed 1M docs with bge-m3")
    assert named is not None and named.name == "bge-m3"
