"""A follow-up that moves the plan onto the user's own machine or says "no cloud" ("我唔想上 cloud，部 notebook 有
RTX 4060 8GB，可唔可以自己行？", "I don't want to use the cloud, my laptop has a 3070 8GB", 不想上云，我台式机有张4070 Ti
12G能跑吗): the generic words for where work runs (cloud, 云, server, laptop) are never read as a provider's or a card's
name, and the card said is read as the user's own."""

from __future__ import annotations

import pytest

from advisor.core.followup_check import asked_name


@pytest.mark.parametrize("text", [
    "我唔想上 cloud，可唔可以自己行？",                     # Cantonese: "cloud" is the generic word, no provider
    "I don't want to use the cloud, can I run it myself?",
    "不想上云，用 server 可以吗？",                          # 简体 with an English generic word
    "Can I run it on my own Server?",
    "用自己的 laptop 得唔得？",
])
def test_a_generic_word_for_where_work_runs_is_no_name(text):
    assert asked_name(text) is None


@pytest.mark.parametrize(("text", "name"), [
    ("那用 Colab Pro 可以嗎？", "Colab Pro"),              # a real service the catalog lacks is still said back
    ("what about Kaggle?", "Kaggle"),
    ("用 Google AI Studio 可以吗？", "Google AI Studio"),
])
def test_a_service_the_catalog_lacks_is_still_named(text, name):
    assert asked_name(text) == name


from advisor.core.extract_rules import extract  # noqa: E402


@pytest.mark.parametrize(("text", "card"), [
    # a laptop's card is the laptop part: 8 GB GDDR6 on a 128-bit bus at 16 Gbps = 256 GB/s, not the desktop card
    ("我唔想上 cloud，部 notebook 有 RTX 4060 8GB，可唔可以自己行？", "RTX 4060 Laptop GPU"),
    ("I don't want to use the cloud, my laptop has a 3070 8GB", "RTX 3070 Laptop GPU"),
    ("不想上云，笔记本 4070 能跑吗", "RTX 4070 Laptop GPU"),
    ("我的筆電是 RTX 4060，可以自己跑嗎？", "RTX 4060 Laptop GPU"),
])
def test_a_laptops_card_is_the_laptop_part_and_the_users_own(text, card):
    p = extract(text).patch
    assert (p.gpu_preference, p.owned_gpus, p.num_gpus) == (card, True, 1)


@pytest.mark.parametrize(("text", "card"), [
    ("can I just run it on my gaming PC (RTX 4090)?", "RTX 4090"),   # the PC holds the card: one, the user's own
    ("不用雲端，用自己電腦的 4090", "RTX 4090"),                       # 繁體: one's own computer's card
    ("不想上云，我台式机有张 4090 能跑吗", "RTX 4090"),                  # 简体: my desktop has a 4090
])
def test_a_card_in_ones_own_pc_is_owned(text, card):
    p = extract(text).patch
    assert (p.gpu_preference, p.owned_gpus, p.num_gpus) == (card, True, 1)


def test_a_laptop_card_with_no_laptop_row_is_sized_as_the_desktop_upper_bound():
    # the catalog has no RTX 4090 Laptop GPU row (16 GB, 576 GB/s): the desktop row is used and said to be an upper bound
    e = extract("my laptop has a 4090, can I run Qwen2.5-14B?")
    assert (e.patch.gpu_preference, e.patch.owned_gpus) == ("RTX 4090", True)
    assert any("upper bound" in n for n in e.notes), e.notes


def test_a_hosted_notebook_is_no_laptop():
    p = extract("用 Colab notebook 跑 4090 可以吗").patch
    assert not p.owned_gpus
