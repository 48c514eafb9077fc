"""A cheaper lower-precision lever that stays under the 16-bit pick says the one rule that kept it second
(tools.precision_lead.lever_kept_back), never the share rule its own numbers contradict: "a lower precision leads only
under 60% of the pick's price … rent it (59% less)" put a lever at 41 % of the pick under a 60 % rule."""
from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tools.precision_lead import PRECISION_LEAD_SHARE, lever_kept_back


def test_the_share_rule_is_said_only_at_or_over_the_share():
    # Hand: FP8 at $0.44/h against a BF16 $1.08/h pick is 41 % of it: under the 60 % share, so the share rule is not
    # what kept it; at $0.70/h (65 %) it is.
    assert lever_kept_back(0.44 / 1.08, False, False, False, False) == "margin"
    assert lever_kept_back(0.70 / 1.08, False, False, False, False) == "share"
    assert lever_kept_back(PRECISION_LEAD_SHARE, False, False, False, False) == "share"


def test_the_floor_at_the_full_context_is_said_before_the_share():
    # Hand: Mistral-Nemo-12B, 36 generating at once: FP8 on 1 × A40 gives ≈ 27 tokens/s a user on the typical prompt
    # but ≈ 13 at the full 4,096 tokens, under the 20 default that the BF16 A800 holds there (25.4)
    assert lever_kept_back(0.41, False, False, True, False) == "full"
    assert lever_kept_back(0.41, False, True, True, False) == "floor"  # under the floor even at the typical request
    assert lever_kept_back(0.41, True, True, True, True) == "stated"  # a stated precision is the user's choice


def test_a_context_past_the_models_maximum_is_the_reason_under_the_share():
    # Hand: Mistral-Small-24B caps at 32,768 tokens; 65,536 asked. FP8 on 1 × L40S at $1.86/h is 27 % of the BF16
    # $6.88/h H100: the answer leads with the context change, not with a precision rule
    assert lever_kept_back(1.86 / 6.88, False, False, False, True) == "over_max"


def _answer(text: str) -> str:
    return Engine(store=Store(":memory:")).handle("t", text).text


def _contradicts(out: str) -> list[str]:
    """Each "only under S% … (L% less)" pair where the lever's share (100 − L) is under S: the rule said, broken."""
    bad = []
    for m in re.finditer(r"leads only under (\d+)% of the pick's price\.[^(]*\((\d+)% less\)", out):
        if 100 - int(m.group(2)) < int(m.group(1)):
            bad.append(m.group(0))
    for m in re.finditer(r"在首选价格的 (\d+)% 以下才替代它。[^（]*（便宜 (\d+)%）", out):
        if 100 - int(m.group(2)) < int(m.group(1)):
            bad.append(m.group(0))
    return bad


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "Mistral-Nemo 12B for a support bot, about 120 people online, customers in Brazil, about two grand a month",
    "Mistral-Nemo 12B 做客服機器人，大約120人同時在線，客戶在巴西，每月預算兩千美元",
])
def test_a_lever_under_the_share_names_the_full_context_floor(question):
    # Hand: 120 online → 36 generating; FP8 on 1 × A40 ($0.44/h, 41 % of the $1.08/h A800) holds ≈ 27 tokens/s a user
    # typical but ≈ 13 at the full 4,096 tokens, under the 20 default: that is why the BF16 pick leads (59 % less said)
    out = _answer(question)
    assert not _contradicts(out), _contradicts(out)
    assert re.search(r"at the full 4,096-token context it gives ≈ \d+, under 20 tokens/s|到滿 4,096 token 上下文時約 \d+，低於",
                     out), out
