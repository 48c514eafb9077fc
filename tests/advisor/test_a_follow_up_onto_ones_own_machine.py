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
