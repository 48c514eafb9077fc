"""Isolated tenants are read however the isolation and the tenants are worded (a re-grader found that "12
hospital customers … no sharing a GPU process or memory … ~10 users each" fell through to 12 people on one shared
card): the tenant noun may carry a modifier (hospital customers, enterprise clients) or be the institutions themselves
(8 banks, 12 家医院), isolation may be said as "no sharing", "must not share", "separate GPUs", and the users of each
may follow the number ("~10 users each", "15 users per bank"). Without an isolation word it stays shared serving
(multi-LoRA), and a team's own model is no tenant mix."""

import pytest

from advisor.core.tenant_note import isolated_tenants, users_each


@pytest.mark.parametrize(("q", "tenants", "users"), [
    ("healthcare SaaS: 12 hospital customers each need their own fine-tuned qwen2.5-7b, strict rule: no sharing a GPU "
     "process or memory between customers. ~10 users each. how many GPUs and monthly cost on aws?", 12, 10),
    ("8 banks each need their own fine-tuned model on separate GPUs, 15 users per bank", 8, 15),
    ("We host 25 enterprise clients, each with its own adapter on Mistral-7B; their models must not share a GPU", 25,
     None),
    ("我们有12家医院客户，每家要自己的微调Qwen2.5-7B，不能共用GPU，每家约10个用户", 12, 10),
    ("我們有9家銀行客戶，各自的微調模型，要隔離，每家20個使用者", 9, 20),
])
def test_isolated_tenants_in_other_words(q: str, tenants: int, users: int | None) -> None:
    assert isolated_tenants(q) == tenants
    assert users_each(q)[0] == users


@pytest.mark.parametrize("q", [
    "We serve 20 enterprise customers; each has their own LoRA on Llama-3.1-8B, shared GPUs are fine",  # multi-LoRA
    "we have 50 users and our own fine-tuned model, no sharing of data with other teams",  # one model, not tenants
])
def test_no_isolated_tenant_mix(q: str) -> None:
    assert isolated_tenants(q) is None
