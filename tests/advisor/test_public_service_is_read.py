"""A service for customers or the public is read (Workload.public_service) in English, 简体, 繁體 and Cantonese; a
said internal use is False and wins; support STAFF, a team or nothing said reads nothing. It sets only the load assumed
when none is stated (tools.defaults.unstated_concurrency)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "We want Llama-3.1-8B behind our SaaS, what GPU?",
    "customer-facing assistant on Qwen2.5-14B in Frankfurt",
    "a support chatbot for our customers on Mistral-7B",
    "serve Qwen2.5-7B to our app's users",
    "Qwen2.5-32B as a public API for developers",
    "Qwen2.5-14B 做对外服务，部署在上海",  # 简体: 对外服务
    "给客户用的 App 里接 Qwen2.5-7B",  # 简体: 给客户用
    "做个智能客服，Qwen2.5-7B",  # 简体: a customer-service bot
    "面向C端用户的聊天应用，Qwen2.5-14B",
    "我們的產品要接 Llama-3.1-70B 給客戶用",  # 繁體
    "Qwen2.5-14B 做客服機器人，放在台北",  # 繁體: a customer-service bot
    "我哋想用 Qwen2.5-14B 做個俾客用嘅 App",  # 粵語: 俾客用
])
def test_a_service_for_customers_or_the_public_is_read(text):
    assert extract(text).patch.public_service is True


@pytest.mark.parametrize("text", [
    "internal tool for our support agents to answer customers, Qwen2.5-7B",  # internal wins: it serves the agents
    "公司内部知识库，Qwen2.5-72B，给客户经理查资料",
    "Qwen2.5-7B 不对外，只给研发用",
    "公司內部用的 Qwen2.5-14B 助手",  # 繁體
])
def test_a_said_internal_use_is_read_as_not_public(text):
    assert extract(text).patch.public_service is False


@pytest.mark.parametrize("text", [
    "self host qwen3 14b for our support team, ~50 agents",  # staff: a head count, not customers
    "给客服团队用的 Qwen2.5-7B",  # 客服 alone is the support staff
    "Llama 3.1 8B just for me",
    "deploy llama 3.1 8b on aws",
    "Qwen2.5-7B 部署要多少钱",
    "我們的 platform team 要跑 Qwen2.5-7B",
])
def test_nothing_said_about_who_uses_it_reads_nothing(text):
    assert extract(text).patch.public_service is None
