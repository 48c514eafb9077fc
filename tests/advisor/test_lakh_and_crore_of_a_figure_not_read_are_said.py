"""A lakh or crore of a figure that is not a plain number from 0 up (a scientific figure, a signed one, NaN) is said
not read in the user's words, never read with part of it: "1e300 lakh users" was "'300 lakh' read as 30,000,000",
"₹-5L" was "read as ₹500,000" (the minus dropped), "₹NaN lakh" passed in silence. Plain ones are still read:
5 lakh = 5 × 100,000 = 500,000; 1e3 lakh = 1,000 × 100,000 = 10⁸ (then refused by the concurrency bound)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, said", [
    ("serve Llama-3-8B for 1e300 lakh users", "1e300 lakh"),
    ("Budget ₹1e300 crore, serve Llama-3-8B for 100 users", "₹1e300 crore"),
    ("Budget ₹-5L a month, serve Llama-3-8B for 100 users", "₹-5L"),
    ("Budget ₹NaN lakh a month, serve Llama-3-8B for 100 users", "₹NaN lakh"),
])
def test_a_lakh_or_crore_of_no_plain_number_is_said_not_read(text, said):
    e = extract(text)
    assert any(said in n and "not read" in n for n in e.notes), e.notes
    assert not any("read as" in n and ("lakh" in n or "crore" in n) for n in e.notes), e.notes
    assert e.patch.budget is None
    assert e.patch.concurrency in (None, 100)


@pytest.mark.parametrize("text, users", [
    ("serve Llama-3-8B for 5 lakh users", 500_000),
    ("serve Llama-3-8B for 2.5 lakh users", 250_000),
])
def test_a_plain_lakh_is_still_read(text, users):
    assert extract(text).patch.concurrency == users


def test_a_scientific_lakh_in_range_is_read_whole():
    e = extract("serve Llama-3-8B for 1e3 lakh users")  # 10⁸ at once: over the bound, said, never 3 lakh
    assert not any("'3 lakh'" in n for n in e.notes)
    assert any("100,000,000" in n for n in e.notes), e.notes
