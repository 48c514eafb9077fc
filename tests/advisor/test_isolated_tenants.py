"""N tenants / clients / 客户 each with its own fine-tuned model and hard isolation asked are SERVING N isolated models
(MIG slices or a card each), never a multi-node training job (advisor.core.tenant_note, tools.tenant_slices)."""

import pytest

from advisor.core.extract_rules import extract

pytestmark = pytest.mark.slow  # each case reads the catalog's prices


def _tenant_note(x):
    return next(n for n in x.notes if "isolated models" in n)


def test_thirty_legal_firms_are_served_on_mig_slices_not_trained():
    # held-out phrasing of the review's trap: 30 firms, full fine-tunes, no shared process or GPU memory, 10–40 users,
    # 8k. Hand: 8.03 GB FP8/INT8 + 128 KiB × 8,192 × 6 at once (6.44 GB) + 0.81 ≈ 15.3 GB → 1g.20gb, 4 a card → 8
    # cards (not 30); the task is inference and no "30 GPUs" is kept
    x = extract("we're a legal-tech vendor. 30 client firms, each gets its own full fine-tune of llama 3.1 8b (not "
                "lora) and their contracts say no shared model process or gpu memory with other clients. each firm "
                "has 10-40 users, 8k context is plenty. do we really need 30 gpus? monthly cost?")
    assert x.patch.task == "inference" and x.patch.num_gpus is None and x.patch.concurrency == 6
    n = _tenant_note(x)
    assert "1g.20gb" in n and "30 × 1g.20gb on 8 ×" in n
    assert not any("'30 client' read as 30 users" in m for m in x.notes)


def test_a_32k_tenant_count_in_english_takes_3g_40gb():
    # 16 customers, Mistral-7B, 15 users → 5 at once, 32k: 7.24 + 5 × 32,768 × 128 KiB (21.5) + 0.81 ≈ 29.5 GB > 18 →
    # 3g.40gb, 2 a card → 8 cards
    x = extract("We host 16 customers, each with their own fine-tuned Mistral 7B; contracts require isolated GPU "
                "memory. Each customer has 15 users, 32k context. Monthly cost?")
    n = _tenant_note(x)
    assert x.patch.task == "inference" and "3g.40gb" in n and "on 8 ×" in n


def test_simplified_chinese_tenants():
    # 12 家客户, Qwen2.5-14B, 20 个用户 → 5 at once, 16k: 14.8 + 5 × 16,384 × 192 KiB (16.1) + 0.8 ≈ 31.7 GB →
    # 3g.40gb, 2 a card → 6 cards
    x = extract("我们是一家 SaaS 公司，有 12 家客户，每家客户都有自己的微调模型（Qwen2.5-14B），合同要求必须隔离，"
                "不能共用 GPU 显存。每家客户有 20 个用户，上下文 16k。每月多少钱？")
    n = x.zh_notes[_tenant_note(x)]
    assert x.patch.task == "inference" and "3g.40gb" in n and "共 6 张" in n


def test_traditional_chinese_tenants_on_azure_only():
    # 20 家客戶, Llama-3.1-8B, 30 個用戶 → 5 at once, 8k, only Azure: 8.03 + 5.4 + 0.8 ≈ 14.2 GB → 1g.20gb, 4 a card →
    # 5 × NC24ads_A100_v4 at $3.673 × 730 ≈ $13,406 a month (never an ND H100 v5 node)
    x = extract("我們有 20 家客戶，每家都有自己微調過的 Llama 3.1 8B，合約規定必須隔離、不能共用 GPU。每家約 30 個用戶，"
                "8k 上下文，只能用 Azure，每月費用？")
    n = _tenant_note(x)
    assert x.patch.task == "inference" and "Standard_NC24ads_A100_v4" in n and "$13,406" in n


def test_no_isolation_word_keeps_the_multi_lora_reading():
    # without an isolation word, many customers' LoRAs are served on one base (tools.lora_serving), not MIG
    x = extract("we serve 50 customers, each with their own LoRA of qwen2.5 7b, 20 users each, 8k context")
    assert not any("isolated models" in n for n in x.notes)
    assert any("LoRA adapters on one" in n for n in x.notes)


FIRST = ("we're a legal-tech vendor. 30 client firms, each gets its own full fine-tune of llama 3.1 8b (not lora) and "
         "their contracts say no shared model process or gpu memory with other clients. each firm has 10-40 users, 8k "
         "context is plenty. do we really need 30 gpus? monthly cost?")
FIRST_ZH = ("我们是律所 SaaS 厂商，30 家客户，每家客户都有自己全参微调的 Llama 3.1 8B，合同要求不能共用进程和显存，"
            "必须隔离。每家客户有 10-40 个用户，8k 上下文。每月多少钱？")


def test_one_tenant_moves_to_a_bigger_slice_and_azure_keeps_the_mix():
    # turn 2: one firm at 32k × 5 at once: 8.03 + 21.5 + 0.81 ≈ 30.3 GB → 3g.40gb; it shares the 8th card with two
    # 1g.20gb (3+2 compute, 4+4 memory): still 8 cards. Turn 3 "only azure": the same mix on 8 × NC24ads_A100_v4 at
    # $3.673 × 730 ≈ $21,450 a month (the key's $21–23k), never all 30 re-sized at 32k
    from advisor.core.tenant_note import tenant_follow_up

    two = "one of the firms now wants 32k context for long briefs, up to 5 of their people at once. what changes?"
    said = tenant_follow_up([FIRST], two, "Llama-3.1-8B", 32768, (), "en", extract)[0]
    assert "needs 30.3 GB → MIG 3g.40gb" in said and "29 × 1g.20gb, 1 × 3g.40gb on 8 ×" in said
    three = tenant_follow_up([FIRST, two], "procurement says we can only use azure. redo it for azure please",
                             "Llama-3.1-8B", 32768, ("azure",), "en", extract)[0]
    # priced in whole machines: 8 cards are 2 × Standard_NC96ads_A100_v4 (4 × A100 each, $14.69/h) at the same
    # $3.673 a GPU-hour as 8 × NC24ads, so the fewer machines are named: 2 × 14.69 × 730 ≈ $21,450 either way
    assert "2 × azure Standard_NC96ads_A100_v4" in three and "$21,450" in three and "29 × 1g.20gb" in three


def test_one_tenant_follow_up_in_simplified_chinese():
    # 其中一家 … 32k, 同时最多 5 个人: the same 30.3 GB tenant → 3g.40gb
    from advisor.core.tenant_note import tenant_follow_up

    said = tenant_follow_up([FIRST_ZH], "其中一家客户现在要 32k 上下文，同时最多 5 个人用，会怎样？", "Llama-3.1-8B",
                            32768, (), "zh", extract)[0]
    assert "30.3 GB → MIG 3g.40gb" in said and "共 8 张" in said


def test_taiwan_users_word_sets_each_tenants_load():
    # 每家 10 到 25 個使用者 → 25 people → 5 at once; Qwen2.5-7B 7.6 GB + 57,344 B × 8,192 × 5 (2.3 GB) + 0.8 ≈
    # 10.8 GB > 1g.10gb's 9 GB → 1g.20gb, 4 a card → 24 tenants on 6 cards
    x = extract("我們是法律科技廠商，有 24 家客戶，每家都有自己完整微調的 Qwen2.5 7B，合約規定不能共用進程和 GPU 記憶體。"
                "每家 10 到 25 個使用者，8k 上下文。每月費用？")
    n = _tenant_note(x)
    assert x.patch.concurrency == 5 and "24 × 1g.20gb on 6 ×" in n
