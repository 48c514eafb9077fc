"""Cards the user already bought, often second-hand ("picked up 4 P40s off ebay", 闲鱼上买了两张二手P40, 買咗兩張
1080 Ti) are theirs: read as owned cards with their count, never as a rental to price; a purchase still to make
("should I buy", 想买) stays a question about buying (advisor/core/extract_rules.py OWNED_BY)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, card, n", [
    ("just bought two used GTX 1080 Ti cards, can they run Llama-3.1-8B?", "GeForce GTX 1080 Ti", 2),
    ("We snagged 3 Tesla P40 on ebay last week, serve Mistral-Small-24B for 6 people", "Tesla P40", 3),
    ("I picked up 8 ex-datacenter P40s, want to host Gemma-2-27B", "Tesla P40", 8),
    ("闲鱼上买了两张二手P40，想跑Gemma-2-27B给5个人用", "Tesla P40", 2),
    ("我们刚收了4张P40，部署Llama-3.1-8B", "Tesla P40", 4),
    ("我們買了三張二手 1080 Ti，想跑 Qwen2.5-7B", "GeForce GTX 1080 Ti", 3),
    ("我買咗兩張 P40，想行 Mistral-Small-24B", "Tesla P40", 2)])
def test_bought_cards_are_owned_with_their_count(text, card, n):
    p = extract(text).patch
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == (card, n, True)


@pytest.mark.parametrize("text", [
    "should I buy 4 P40s to serve Llama-3.1-8B or rent?",
    "我想买两张P40跑Qwen2.5-7B，值得吗",
    "rent 2 P40 for Llama-3.1-8B"])
def test_a_purchase_to_make_is_not_owned(text):
    assert extract(text).patch.owned_gpus is not True
