"""The cards the user has, said with how many and their memory: the count, the card and the memory are all read.

An expert reading "我有 8 张 A100 40GB，能否全参微调 Llama-3.1-70B？" answers on exactly those eight 40 GB cards (a
yes or a no with the route), not on a bigger rented plan; that needs `num_gpus` 8, the card and the 40 GB ceiling.
The owned-card reader used to consume the whole "我有 8 张 A100 40GB" span for the memory, so the count was lost in
Chinese and in "I have one RTX 3090 24GB" (review 10 saw the answer propose a larger rented plan under ✅ ticks).
Chinese users also write a card's memory with G for GB ("H100 80G"): the card is still the H100."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    ("我有 8 张 A100 40GB，能否全参微调 Llama-3.1-70B？上下文 4k。",
     {"num_gpus": 8, "gpu_preference": "A100 40GB SXM", "max_gpu_memory_gib": 40, "task": "full_finetune"}),
    ("我有一張 RTX 3090 24GB，可以跑 Qwen2.5-14B 推論嗎？",
     {"num_gpus": 1, "gpu_preference": "RTX 3090", "max_gpu_memory_gib": 24, "task": "inference"}),
    ("I have one RTX 3090 24GB. Can I serve Qwen2.5-14B?",
     {"num_gpus": 1, "gpu_preference": "RTX 3090", "max_gpu_memory_gib": 24}),
    ("I have 4 x A10G 24GB on AWS, can I serve Mixtral 8x7B?",
     {"num_gpus": 4, "gpu_preference": "A10G", "max_gpu_memory_gib": 24, "providers": ["aws"]}),
    ("我哋有兩張 L40S 48GB，行唔行到 Qwen2.5-32B？",
     {"num_gpus": 2, "gpu_preference": "L40S", "max_gpu_memory_gib": 48}),
])
def test_owned_cards_keep_their_count_card_and_memory(text, want):
    check(text, want, ("min_gpu_memory_gib",))


@pytest.mark.parametrize(("text", "card"), [
    ("一张H100 80G能全量微调8B吗", "H100 SXM"),
    ("用H100 80G全量微调Llama-3-8B", "H100 SXM"),
    ("两张A100 80G部署Qwen2.5-72B", "A100 80GB SXM"),
    ("租 A100 40G 跑 Llama-3-8B 推理", "A100 40GB SXM"),
])
def test_a_card_with_its_memory_in_g_is_the_card(text, card):
    check(text, {"gpu_preference": card}, ())
