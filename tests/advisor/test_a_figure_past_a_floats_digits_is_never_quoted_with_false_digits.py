"""A figure read from a message passes through a float, which holds about 16 significant digits: "99999999999999999999999
users" (23 nines) was said back as "99,999,999,999,999,991,611,392 users at once is not read", digits the user never
wrote. Such a figure is now said to 3 digits (1e+23); one the float holds exactly (5 × 10¹⁸, 10²¹) in full, as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "en", "zh"), [
    ("serve Llama-3-8B for 99999999999999999999999 users", "1e+23 users at once is not read", None),
    ("部署Qwen2.5-7B，99999999999999999999999人同时用", None, "同时在线 1e+23 人未读取"),
    ("serve Llama-3-8B with a 1234567890123456789 token context", "a context of 1.23e+18 tokens is not read", None),
    ("serve Llama-3-8B, budget $99999999999999999999999 a month", "a budget of 1e+23 is not read", None),
])
def test_a_figure_the_float_cannot_hold_is_said_to_three_digits(text, en, zh):
    e = extract(text)
    said = " ".join(e.notes) + " ".join(e.zh_notes.values())
    assert "991,611,392" not in said and "123,456,789,012,345,6" not in said, said
    assert (en or zh) in said, said


@pytest.mark.parametrize(("text", "words"), [
    ("serve Llama-3-8B for 5000000000000000000 users", "5,000,000,000,000,000,000 users at once is not read"),
    ("serve Llama-3-8B, budget $1,000,000,000,000,000,000,000 a month",
     "a budget of 1,000,000,000,000,000,000,000 is not read"),
    ("serve Llama-3-8B for 5000000 users", "5,000,000 users at once is not read"),
])
def test_a_figure_the_float_holds_is_said_in_full(text, words):
    assert any(words in n for n in extract(text).notes)
