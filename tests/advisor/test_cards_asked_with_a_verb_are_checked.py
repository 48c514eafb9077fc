"""Whether N × a card can take the work, asked with a verb ("would 3 A10s do …?", "can 2 × L40S handle …?", "could
four RTX 3090s cope with …?") is a check of those cards (checked_gpu + checked_gpu_count: a yes / no with the figures,
then the ranked answer), the path "is 2x A6000 enough" and 够不够 / 夠不夠 already take; it was a card filter shown as
"honoured". A person or "it" as the subject ("can we handle 50 users on 2x H100?") asks something else."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text,card,n", [
    # hand reasoning: "would 3 A10s do" asks whether three A10 (24 GB each, 72 GB) take Llama-3.1-8B for 20 users;
    # the answer must say yes / no for 3 × A10 and rank every card, so the cards are checked, not kept as a filter
    ("would 3 A10s do for Llama-3.1-8B with 20 users?", "A10", 3),
    # "can 2 × L40S handle" Qwen2.5-32B in 8-bit (≈ 33 GB of weights against 2 × 48 GB): a check of 2 × L40S
    ("can 2 × L40S handle Qwen2.5-32B at 8-bit for 8 users?", "L40S", 2),
    # "could 4x RTX 3090 cope with" a 70B at 4-bit (≈ 35 GB against 4 × 24 GB): a check of 4 × RTX 3090
    ("could 4x RTX 3090 cope with Llama-3.3-70B in 4-bit for 3 users?", "RTX 3090", 4),
    # 简体: 三张 4090 够不够 → 查 3 × RTX 4090, 不是只用 4090
    ("三张4090够不够跑 Qwen2.5-32B，10 个人同时用？", "RTX 4090", 3),
    # 繁體: 兩張 L40S 夠嗎 → 查 2 × L40S
    ("兩張 L40S 夠嗎？要跑 Llama-3.1-70B 4bit，5 人同時用", "L40S", 2),
])
def test_a_count_of_cards_asked_about_is_checked(text, card, n):
    patch = extract(text).patch
    assert patch.checked_gpu == card
    assert patch.checked_gpu_count == n
    assert patch.gpu_preference is None


@pytest.mark.parametrize("text", [
    "can we handle 50 users on 2x H100?",  # "we" handle the users: the cards are where, not the question
    "would it do on 2 L40S?",  # "it" is the job; no check of the cards' sufficiency is asked in words
])
def test_a_person_or_it_as_subject_is_not_a_check_by_verb(text):
    assert extract(text).patch.checked_gpu is None


@pytest.mark.slow
def test_the_answer_leads_with_the_check_not_a_filter(tmp_path):
    # hand reasoning: Qwen2.5-7B in 16-bit is ≈ 15 GB of weights, one 24 GB A10 holds it with KV for 6 users, so
    # "would 3 A10s do" is a yes (more than needed), then the ranked answer over every card; never "A10 (honoured)"
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(Store(tmp_path / "v.db")).handle("v", "would 3 A10s do for Qwen2.5-7B with 6 users?")
    assert "You asked about A10" in r.text and "(honoured)" not in r.text, r.text[:1500]
