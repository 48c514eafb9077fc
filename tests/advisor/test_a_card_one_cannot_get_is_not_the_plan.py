"""A card the user cannot get ("买不到H100", "we can't get H100s") is ruled out like "not H100": never read as the card
to plan on (it was shown as "仅 H100", the opposite constraint)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "公司在深圳，租不到H100，想部署 Qwen2.5-72B 给20人用",
    "我哋攞唔到 H100，想行 Llama-3.1-70B",
    "we couldn't get H100s anywhere; serve Llama-3.1-70B for 10 users",
    "We cannot rent H100 in our region, what do we use for Qwen2.5-72B?",
])
def test_a_card_out_of_reach_is_not_the_preferred_card(text):
    p = extract(text).patch
    assert p.gpu_preference is None and not p.gpu_only


def test_a_plain_card_is_still_read():
    # the control: a card simply named is still the card to plan on
    assert extract("部署 Qwen2.5-72B 在H100上给20人用").patch.gpu_preference == "H100"
