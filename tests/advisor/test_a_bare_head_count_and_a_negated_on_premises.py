"""Two readings an attacker found silent: a clause that is only a count of people after the job ("部署Qwen2.5-7B，100人")
is who it is for (a head count, 15 % at once at the office peak, said), and an on-premises word that is negated ("we
don't need on-premises", "not on-prem") asks for the cloud, never for the user's own machine (it answered "I price
cloud GPUs, so your own machine is outside what I compare")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, n", [
    ("部署Qwen2.5-7B，100人", 100),
    ("部署Qwen2.5-7B，不要地端，100人", 100),
    ("部署 Qwen2.5-7B，大概 50 人。", 50),
    ("部署 Qwen2.5-7B，約 80 人", 80),  # 繁體
])
def test_a_clause_of_only_people_is_the_head_count(text, n):
    e = extract(text)
    assert e.patch.head_count == n
    assert any(f"{n}" in note for note in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "部署Qwen2.5-7B，8张卡",  # cards, not people
    "部署Qwen2.5-7B，100人民币一小时以内",  # 人民币 is money
])
def test_other_counts_in_a_clause_are_no_people(text):
    assert extract(text).patch.head_count is None


@pytest.mark.parametrize("text, own", [
    ("serve Qwen2.5-7B for 20 users, we don't need on-premises", False),
    ("serve Qwen2.5-7B for 20 users, not on-prem", False),
    ("serve Qwen2.5-7B for 20 users without on-premises hardware", False),
    ("serve Qwen2.5-7B on-premises for 20 users", True),
])
def test_a_negated_on_premises_word_is_no_own_machine(text, own):
    assert ("own_machine" in extract(text).intents) is own
