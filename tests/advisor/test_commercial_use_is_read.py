"""A business use said in the conversation is read (Workload.commercial_use), in English and both Chinese scripts.

It only decides the licence line for non-commercial weights (tools/licence.py); it filters nothing.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "Serve Qwen2.5-3B as a paid chatbot for our customers, 50 concurrent users",  # paid + customers
    "We run an e-commerce site and want FLUX.1-dev product photos",  # e-commerce
    "SaaS for clients: Qwen2.5-3B, 20 users",  # SaaS
    "We sell access to a Qwen2.5-3B chatbot",
    "用 Qwen2.5-3B 给电商客户做客服机器人,50 并发",  # 电商, 客户
    "我们公司要商用 Qwen2.5-3B",  # 公司, 商用
    "用 Qwen2.5-3B 給電商客戶做客服機器人,50 並發",  # Traditional: 電商, 客戶
    "Qwen2.5-3B 做收費服務,每月付費用戶 1000 個",  # 收費, 付費
])
def test_a_business_use_is_read(text):
    assert extract(text).patch.commercial_use is True


@pytest.mark.parametrize("text", [
    "Qwen2.5-3B for research only, 4 users",
    "a non-commercial Qwen2.5-3B demo",  # "non-commercial" must not read as "commercial"
    "Qwen2.5-3B 学术研究用,不商用",
    "Qwen2.5-3B 學術研究用,非商業用途",
])
def test_a_stated_non_commercial_use_is_read_as_such(text):
    assert extract(text).patch.commercial_use is False


@pytest.mark.parametrize("text", [
    "Serve Qwen2.5-3B with 50 concurrent users",  # nothing about the use
    "Qwen2.5-3B on a commercial cloud, 20 users",  # a commercial cloud is a provider, not the user's use
    "our vLLM client sends 20 requests at once",  # an HTTP client is software, not a customer
    "用 Qwen2.5-3B,50 并发,用什么卡?",
    "按量付费就行，部署 Qwen2.5-3B",  # 按量付费 is how the rental is billed (pay as you go), not a paid product
    "你是哪家公司做的？",  # asks who made the bot
    "您好，請問你們是哪家公司？",
])
def test_nothing_said_about_the_use_reads_nothing(text):
    assert extract(text).patch.commercial_use is None
