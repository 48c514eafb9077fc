"""Figures written oddly that were misread in silence. Each is now read as it shows, or
not read with a note; a range is read as its top for every field (docs/CONVERSATION.md: sized for the most load, and
a budget's top is its cap), said in a note."""

import pytest

from advisor.core.extract_rules import extract, strip_invisible
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _noted(e, *words):
    return any(all(w in n for w in words) for n in e.notes)


def test_a_figure_inside_a_right_to_left_override_is_not_read_and_said():
    # U+202E 01 U+202C shows as "10 users" but the typed figure is 01 (= 1): neither is read, and a note says why
    e = extract("serve Llama-3-8B for \u202e01\u202c users")
    assert e.patch.concurrency is None, e.patch
    assert _noted(e, "'10' is not read", "right-to-left override"), e.notes
    # an override around letters only is taken out as before: nothing to read there
    assert strip_invisible("10 users \u202eabc\u202c") == "10 users abc"


def test_a_tower_of_powers_is_not_read():
    # 3^3^3 is 3^27 = 7,625,597,484,987 read right to left, or 27^3 = 19,683 left to right: no context is either
    # (and it was read as 3): not read, with a note
    e = extract("serve Llama-3-8B with 3^3^3 context")
    assert e.patch.seq_len is None and _noted(e, "'3^3^3' is not read"), (e.patch, e.notes)


def test_ten_to_the_zero_is_one_not_zero():
    # 10⁰ = 1: one user, never "'0 users' is not read … zero"
    e = extract("serve Llama-3-8B for 10\u2070 users")
    assert e.patch.concurrency == 1 and not _noted(e, "zero"), (e.patch, e.notes)


def test_a_doubled_minus_before_a_budget_is_not_read():
    # "budget --500": a budget is never negative, however many minus signs; it was read as $500 a month
    e = extract("serve Llama-3-8B for 10 users, budget --500 a month")
    assert e.patch.budget is None and _noted(e, "--500", "never negative"), (e.patch.budget, e.notes)


def test_a_slack_ping_glued_to_a_figure_keeps_the_figure():
    # Slack's "<!channel|@channel>10 users" reaches the reader as "@channel10 users": the 10 is the users
    e = extract("serve Llama-3-8B for @channel10 users")
    assert e.patch.concurrency == 10, (e.patch, e.notes)


def test_at_least_n_is_sized_for_n_and_said():
    # "10+ users": at least 10, sized for 10 (the answer says so; more would need the number)
    e = extract("serve Llama-3-8B for 10+ users")
    assert e.patch.concurrency == 10 and _noted(e, "'10+' read as 10"), (e.patch, e.notes)


@pytest.mark.parametrize("text, field, value", [
    # users: 10 to 20 at once is sized for 20 (the most load)
    ("serve Llama-3-8B for 10-20 users", "concurrency", 20),
    ("serve Llama-3-8B for 10\u201320 users", "concurrency", 20),  # an en dash
    # context: 4k to 8k is sized for 8k = 8 × 1,024 = 8,192 tokens
    ("serve Llama-3-8B for 10 users, 4k-8k context", "seq_len", 8192),
])
def test_a_range_of_load_is_read_as_its_top(text, field, value):
    e = extract(text)
    assert getattr(e.patch, field) == value and _noted(e, "is a range", "top"), (e.patch, e.notes)


@pytest.mark.parametrize("text, amount", [
    # "$5k-10k a month": the top, 10 × 1,000 = $10,000, is the cap (it was read as the low end, $5,000)
    ("serve Llama-3-8B for 10 users, budget $5k-10k a month", 10000.0),
    ("部署 Qwen2.5-72B，10 并发，预算每月 5000-8000 元", 8000.0),
])
def test_a_budget_range_is_capped_at_its_top(text, amount):
    e = extract(text)
    b = e.patch.budget
    assert b is not None and b.amount == amount and b.per == "month", b
    assert _noted(e, "is a range"), e.notes


@pytest.mark.parametrize("text, model", [("serve Llama-3-8B for 10 users", "Llama-3-8B"),
                                         ("serve Qwen2.5-72B for 10 users", "Qwen2.5-72B")])
def test_a_model_name_is_no_range(text, model):
    # "3-8B" and "2.5-72B" inside a name are version and size, never a range of 3 to 8B
    e = extract(text)
    assert e.patch.model == model and not _noted(e, "is a range"), (e.patch, e.notes)
