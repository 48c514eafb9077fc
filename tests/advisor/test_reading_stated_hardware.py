"""Cards and counts as people write them beside a budget or a second mention: the exact card is read, and a number
that belongs to a card's name or a count is never money."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, card", [
    # the card named a second time with its memory is the more exact name (A100 alone means the 40 GB one)
    ("I have A100s. Should I use the FP8 version of Llama-3.1-70B so it fits on one A100 80GB?", "A100 80GB SXM"),
    ("我们有A100，能不能在一张A100 80G上跑Llama-3.1-70B的FP8版本？", "A100 80GB SXM"),
    ("H100 first, then maybe an H100 NVL for serving Llama-3.1-8B", "H100 NVL"),
])
def test_the_most_exact_mention_of_a_card_wins(text, card):
    assert extract(text).patch.gpu_preference == card


@pytest.mark.parametrize("text", [
    "I only have budget for a single H100 80GB. Can I full fine-tune Llama-3.1-8B on it?",
    "our budget covers one A100; LoRA Llama-3.1-8B",
    "budget for 2 GPUs, serve Qwen2.5-7B",
])
def test_a_card_or_a_count_after_budget_is_not_money(text):
    # "budget for a single H100" read as a $1 total budget (then shown as honoured) misled a whole answer
    assert extract(text).patch.budget is None


@pytest.mark.parametrize("text, amount, per", [
    ("budget 500 per month, serve Qwen2.5-7B", 500, "month"),
    ("LoRA Llama-3.1-8B, budget of 200 a day", 200, "day"),
])
def test_a_budget_amount_is_still_read(text, amount, per):
    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.per == per


@pytest.mark.parametrize("text", ["Can I run Mixtral-8x7B on a single L40S for a team of 10?",
                                  "Can gpt-oss-120b run on one L40S?", "能不能用两张4090跑Qwen2.5-32B？"])
def test_a_count_of_cards_after_run_is_no_batch_job(text):
    # "run … on one L40S" counts cards, not items: read as a batch of 1 request, a fit question was answered as
    # an offline job ("< 1 min") instead of a serving plan
    assert extract(text).patch.batch_requests is None


@pytest.mark.parametrize("text, field, n", [
    ("部署Qwen2.5-14B，同时在线30人", "users_online", 30),  # 同时在线: 30 online (a chat open), not 30 generating
    ("部署Qwen2.5-14B，50個同時使用者", "concurrency", 50),
    ("用L4跑Qwen2.5-7B做客服，尖峰大概50人同時問", "concurrency", 50),
    ("部署Qwen2.5-14B，同時在線約40位使用者", "users_online", 40),
])
def test_users_at_once_said_around_the_count_in_chinese(text, field, n):
    # "at once" (同时/同時) said before the count or between it and the people: the answer was sized for 1 user
    assert extract(text).patch.model_dump().get(field) == n
