"""Reader words that once fired on ordinary sentences: 信创 / domestic cards negated (我们不是信创项目, 不一定要国产卡) or
asked about (可以考虑国产卡吗？, 國產卡和NVIDIA哪個好？) held the plan to Ascend 910B; 信创 beside a plain 租 forced a purchase;
an English bare "domestic" (ITAR: the US's own) read as China's; "how many GPUs should we get", an on-prem-or-cloud
contrast and a cloud machine bought (在阿里雲購買GPU雲端主機) read as a server to buy; 覆盖率报告 and 填写报告 read as
drafting with a model. Each reads nothing now; the plain cases (信创 + 买什么卡, "how many GPUs should we buy") still
read."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "我们不是信创项目，跑Qwen2.5-72B给50人用，租什么卡？",
    "我們不是信創項目，跑Qwen2.5-72B給50人用，租什麼卡？",
    "不一定要国产卡，跑Qwen2.5-72B给50人用",
    "不一定要國產卡，跑Qwen2.5-72B給50人用",
    "并非信创项目，部署Qwen2.5-32B给20人用",
    "可以考虑国产卡吗？跑Qwen2.5-72B给50人用",
    "可以考慮國產卡嗎？跑Qwen2.5-72B給50人用",
    "國產卡和NVIDIA哪個好？跑Qwen2.5-72B",
    "国产卡和NVIDIA哪个好？跑Qwen2.5-72B",
    "We need domestic GPUs only for ITAR compliance, serve Llama 3 70B to 50 users",
    "Are Chinese-made GPUs any good compared to NVIDIA?",
    "This is not a xinchuang project; serve Qwen2.5-72B to 50 users",
])
def test_domestic_cards_negated_asked_or_not_chinese_hold_no_card_and_buy_nothing(text):
    # a negation (不是/并非/不一定/not) is no rule; a question or comparison in the mention's clause (吗/哪个/compared)
    # asks about the cards; "domestic" with nothing Chinese is any country's own: no Ascend 910B, no purchase
    p = extract(text).patch
    assert (p.gpu_preference, p.gpu_only, p.buy_server) == (None, None, None)


@pytest.mark.parametrize("text", [
    "信创项目，租什么卡，跑Qwen2.5-72B给50人用",
    "信創項目，租什麼卡，跑Qwen2.5-72B給50人用",
    "信创项目，在阿里云上部署Qwen2.5-72B给50人用",
    "xinchuang project, which GPUs should we rent for Qwen2.5-72B for 50 users?",
])
def test_xinchuang_with_renting_said_keeps_the_domestic_cards_and_forces_no_purchase(text):
    # 信创 holds the plan to the catalog's domestic card (Ascend 910B, 64 GB); 租 / rent / 阿里云 allows renting
    p = extract(text).patch
    assert (p.gpu_preference, p.gpu_only) == ("Ascend 910B", True)
    assert p.buy_server is not True


@pytest.mark.parametrize("text", [
    "我们医院要上信创，想本地部署Qwen2.5-72B给50个科室用，买什么卡",
    "我們醫院要上信創，想地端部署Qwen2.5-72B給50個科室用，買什麼卡",
    "信创项目，不能上云，部署Qwen2.5-72B给50人用",  # the cloud refused: still a purchase
    "We must use domestic Chinese accelerators for Qwen2.5-72B in Beijing, xinchuang rules, 100 users",
])
def test_xinchuang_to_buy_still_buys_domestic_cards(text):
    p = extract(text).patch
    assert (p.gpu_preference, p.gpu_only, p.buy_server) == ("Ascend 910B", True, True)


@pytest.mark.parametrize("text", [
    "How many GPUs should we get to serve Llama 3 70B for 200 users?",
    "How many cards should we get on AWS to serve Llama 3 70B for 200 users?",
    "On-prem deployment or cloud, which is cheaper for Llama 3 70B for 200 users?",
    "Is renting or an on-prem server cheaper for Qwen2.5-32B for 30 users?",
    "在阿里雲購買GPU雲端主機跑Qwen2.5-72B給50人用",
    "在阿里云购买GPU云主机跑Qwen2.5-72B给50人用",
    "购买GPU云实例部署Qwen2.5-32B给20人用",
])
def test_get_a_cloud_contrast_or_a_cloud_machine_bought_is_no_server_to_buy(text):
    # "get" is rent or buy; on-prem "or cloud" asks which; 購買 a 雲端主機 / 实例 at a provider is renting one
    assert extract(text).patch.buy_server is not True


@pytest.mark.parametrize("text", [
    "How many GPUs should we buy to serve Llama 3 70B for 200 users?",
    "on-prem deployment of Qwen2.5-32B for 20 users, which GPUs?",
    "购买GPU服务器放机房，部署Qwen2.5-72B给50人用",
    "購買GPU伺服器放機房，部署Qwen2.5-72B給50人用",
])
def test_a_purchase_said_plainly_is_still_a_server_to_buy(text):
    assert extract(text).patch.buy_server is True


@pytest.mark.parametrize("text", [
    "Qwen2.5-7B，帮我看覆盖率报告",
    "Qwen2.5-7B，幫我看覆蓋率報告",
    "Qwen2.5-7B，帮我填写报告",
    "Qwen2.5-7B，幫我填寫報告",
])
def test_a_coverage_report_or_a_form_filled_is_no_drafting_task(text):
    # 覆盖率报告 is a test-coverage report, 填写报告 a form filled in: neither has the model write anything
    assert extract(text).patch.task is None


@pytest.mark.parametrize("text", [
    "Qwen2.5-7B，帮我写报告",
    "Qwen2.5-7B，幫我寫報告",
    "Qwen2.5-7B，回覆郵件",
    "Qwen2.5-7B，答复客户信件",
    "Qwen2.5-7B，幫客人覆電郵",  # Cantonese reply: 覆 right before the mail word
])
def test_drafting_with_a_model_still_reads_as_serving(text):
    assert extract(text).patch.task == "inference"


@pytest.mark.parametrize("text", [
    "can you also help me write a cover letter?",
    "Could you draft an email to my landlord?",
])
def test_the_bot_asked_to_write_something_is_no_drafting_task(text):
    # the user asks the advisor itself for a letter: no model, no workload
    assert extract(text).patch.task is None


def test_a_model_set_to_draft_emails_still_reads_as_serving():
    assert extract("we want Llama 3 8B to draft client emails for 30 staff").patch.task == "inference"
