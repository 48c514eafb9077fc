"""A box someone proposes, put as a question ("my manager says rent …, is that right?", "thinking of … on GCP, is that
overkill?", 老闆說租…會不會太多, 諗住…係咪大材小用), is a plan to check against the cheapest that holds the work
(`checked_gpu`, `checked_gpu_count`, `checked_provider`, advisor/core/proposed_box_read.py), never "only that card" or
"only that cloud"; a stated limit ("has to be Azure", 只能用) stays hard."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "card", "count", "cloud"), [
    # an embedding batch of a few hundred million short texts needs a fraction of one card: 4 × H200 is a proposal
    ("we need to embed ~300 million product titles with bge-base-en by tuesday. my CTO suggested renting 4xH200 "
     "on gcp, is that overkill? what's cheapest", "H200", 4, "gcp"),
    ("we run Qwen2.5-14B for 70 staff. The plan is to rent an 8xL40S box. is that right?", "L40S", 8, None),
    # 60 people × 15 % ≈ 9 at once for a 14B model: one card, so eight A100s is the question
    ("老板说租一台 8 张 A100 的机器跑 Qwen2.5-14B 给 60 人用，会不会太多？", "A100", 8, None),
    ("主管建議在 Azure 租 4 張 H100 跑 Llama-3.1-8B 給 40 位同事用，是不是大材小用？", "H100", 4, "azure"),
    ("我哋諗住喺 GCP 租 2 張 L4 跑 Qwen2.5-7B，係咪太多？", "L4", 2, "gcp"),
])
def test_a_proposed_box_is_checked(text, card, count, cloud):
    p = extract(text).patch
    assert p.checked_gpu == card and p.checked_gpu_count == count, p
    assert not p.gpu_preference and not p.num_gpus and not p.gpu_only, p
    assert p.checked_provider == cloud and not p.providers, p


@pytest.mark.parametrize(("text", "cloud"), [
    ("it has to be Azure. thinking of 8xA100 for Qwen2.5-32B, is that overkill?", "azure"),
    ("我们只能用 AWS，打算租 8 张 H100 跑 Qwen2.5-32B，会不会太多？", "aws"),
    ("我們規定只能用 GCP，考慮租 4 張 A100 跑 Qwen2.5-14B，會不會太多？", "gcp"),
])
def test_a_stated_cloud_stays_hard_beside_a_proposed_card(text, cloud):
    p = extract(text).patch
    assert p.providers == [cloud] and not p.checked_provider, p
    assert p.checked_gpu and not p.gpu_preference, p


def test_hearsay_without_a_box_is_still_small_talk():
    assert not extract("my manager says Lambda is expensive").patch.providers


@pytest.mark.parametrize(("text", "card", "count", "cloud"), [
    # a box the lead wants, with only its time asked: the box is the plan the figure is asked on (8 × H20 for a 110 M
    # encoder is ≈ 1.8 GB of training state a card, never the question), so it stays the card and count to plan on
    ("My lead wants to rent 4x H800 to fine-tune roberta-base on 2 million reviews of 80 words. How long will it take?",
     "H800", 4, None),
    ("经理想租 8 张 A800 全参微调 Qwen2.5-14B，20 万条每条 1000 token，要多长时间？", "A800", 8, None),
    ("打算喺騰訊雲租 2 張 L20 做 Qwen2.5-7B 嘅 LoRA，5 萬條每條 500 token，大概要花多少錢？", "L20", 2, "tencent"),
])
def test_a_box_with_only_its_time_or_cost_asked_is_the_plan(text, card, count, cloud):
    p = extract(text).patch
    assert not p.checked_gpu and not p.checked_provider, p
    assert (p.gpu_preference or "").startswith(card) and p.num_gpus == count, p
    assert (p.providers or [None])[0] == cloud, p


def test_a_plan_on_an_unpriced_cloud_with_its_cost_asked_keeps_the_cloud():
    # "I plan to do it on AutoDL, how much?" asks the cost there: AutoDL stays the place (its cards and GPU-hours
    # are sized there), never a cloud to compare with a pick ranked elsewhere
    p = extract("打算在AutoDL上做Qwen2.5-14B的LoRA微调，数据5万条、每条约800 token，训练3个epoch，大概要花多少钱？").patch
    assert p.providers == ["autodl"] and not p.checked_provider, p
