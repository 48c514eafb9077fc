"""Mainland China's clouds said away ("no mainland Chinese clouds", 唔用 Vast 同大陸雲, 不要用大陆的云) are a rule on who owns
the provider, never a place to rent in: "唔用Vast同大陸嘅雲" was read as the region 大陸 and the plan rented Alibaba
cn-shanghai marked "中國大陸 ✅" (the Cantonese 同, "and", did not carry the negation to the second name)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "we need Llama-3.1-70B for a month, no mainland Chinese clouds please",
    "no RunPod and no mainland China clouds, Qwen2.5-14B for 40 staff",
    "用Qwen2.5-14B做摘要，不要用大陆的云",
    "我哋用Qwen2.5-14B，唔好用RunPod同大陸嘅雲",
])
def test_mainland_clouds_said_away_are_an_owner_rule_not_a_region(text):
    p = extract(text).patch
    assert p.owner_rule is not None and p.owner_rule.place == "cn" and not p.owner_rule.only, p.owner_rule
    assert not p.regions, p.regions


@pytest.mark.parametrize("text", [
    "rent in mainland China only, Qwen2.5-14B",
    "只用大陆的云部署Qwen2.5-14B",
])
def test_mainland_wanted_stays_a_region(text):
    assert extract(text).patch.regions == ["cn"]


def test_the_cantonese_and_joins_a_negated_list():
    # 同 ("and") carries 唔用 to the second name, but 同時 (at the same time) is no join
    assert extract("唔用Vast同RunPod，用Qwen2.5-7B").patch.exclude_marketplace is True
    assert extract("我哋20個同事同時用Qwen2.5-7B").patch.concurrency == 20
