"""A machine the user says they already have ("已经有一台8卡H20", "机房已经有", "we already have") is their own: judged on
its cards first, never priced as a rental with no quote. "公司机房已经有一台8卡H20" was read as "only H20, 8 cards" to
rent, and, with no public H20 price held, answered "import your quote" for a server the company owns."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, gpu, n", [
    ("公司机房已经有一台8卡H20（96G版），想上GLM-4.6 FP8给研发200人用", "H20", 8),
    ("我们已经有一台8卡H20服务器，跑GLM-4.6行不行", "H20", 8),
    ("我們已經有 4 張 A100，想跑 Qwen3-32B 給 50 人用", "A100", 4),  # 繁體
    ("我们机房早就有8张L20，部署Qwen3-32B够不够", "L20", 8),
])
def test_a_machine_already_had_is_the_users_own(text, gpu, n):
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n
    assert p.gpu_preference is not None and gpu in p.gpu_preference


@pytest.mark.parametrize("text", [
    "我们已经租了一台8卡H20，想换成H100",  # rented, not owned: no 有 after the time word
    "想租一台8卡H20跑GLM-4.6",
])
def test_a_rented_or_wanted_machine_is_not_owned(text):
    assert extract(text).patch.owned_gpus is not True


@pytest.mark.parametrize("text, gpu, n", [
    # the review's case: "现有一台服务器2张A10" was read as a server to buy, its day's batch timed as a rental
    ("医院信息科，现有一台服务器2张A10（24G），想用DeepSeek-R1-Distill-Qwen-14B做病历质控，每天大概5万份病历", "A10", 2),
    ("醫院資訊室，現有一台伺服器2張L4，想用QwQ-32B做病歷審查，每天2萬份", "L4", 2),  # 繁體
    ("我们已有4张A800，想跑DeepSeek-R1-Distill-Qwen-32B，每天1万份合同审核", "A800", 4),
    ("目前有兩張RTX 4090，想跑DeepSeek-R1-Distill-Llama-8B", "4090", 2),
])
def test_cards_the_user_has_now_are_their_own(text, gpu, n):
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n
    assert p.gpu_preference is not None and gpu in p.gpu_preference


@pytest.mark.parametrize("text", [
    "现有方案是租一台8卡H100服务器跑Qwen2.5-72B，每天10万条",  # the plan now is a rental: no card after 现有
    "模型表现有4张A100的水平吗",  # 表现 + 有: no owner word
])
def test_now_said_of_no_cards_the_user_has_is_not_owned(text):
    assert extract(text).patch.owned_gpus is not True
