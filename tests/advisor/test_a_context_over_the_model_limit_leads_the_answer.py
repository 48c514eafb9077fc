"""A stated context longer than the named model's own maximum is said first, with the nearest model that holds it:
Llama-3-Taiwan-70B-Instruct (a Llama-3-70B fine-tune, max_position_embeddings 8,192, model card "8K context length")
asked for 32k-token contracts, and any other held row asked past its limit (catalog/data/models.json max_context,
advisor/core/service.py, tools/constraints.context_constraint). In English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "Contract review with Llama-3-Taiwan-70B-Instruct, 32k-token contracts, 40 lawyers",
    "用Llama-3-Taiwan-70B做合同审阅，要32k上下文",
    "我們想用 llama3-taiwan-70b 做契約審閱，大概要 32k context",
])
def test_the_taiwan_fine_tune_is_read_as_its_own_row(text):
    assert extract(text).patch.model == "Llama-3-Taiwan-70B-Instruct"


def test_the_row_holds_the_eight_k_limit_and_the_llama_3_shape():
    from catalog.registry import get

    a = get("Llama-3-Taiwan-70B-Instruct")
    assert a.max_context == 8192
    # KV per token at BF16 = 2 · 80 layers · 8 kv heads · 128 head dim · 2 bytes = 327,680 B = 320 KiB
    assert 2 * a.layers * a.kv_heads * a.head_dim * 2 == 327_680


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("We're a law firm. Contract review with Llama-3-Taiwan-70B-Instruct, contracts need 32k context, 40 lawyers. "
     "What should we rent?",
     ("8,192 context (asked 32,768", "supports at most 8,192 tokens", "Llama-3.1-70B")),
    # a question written in Chinese is sent to a model trained for Chinese first (advisor.core.service.longer_context,
    # tools.substitute_kind.language_rank): Qwen2.5-72B, 72.7B like the 70B asked, max_position_embeddings 32,768
    # rope-scaled (YaRN ×4) to 131,072 ≥ 32,768, and Apache-2.0 for a firm; Llama-3.1-70B stays the English substitute
    ("我们是律师事务所，想用Llama-3-Taiwan-70B-Instruct做合同审阅，合同要32k上下文，40个律师，租什么？",
     ("8,192", "32,768", "Qwen2.5-72B")),
    ("我們是台北的律師事務所，想用 Llama-3-Taiwan-70B-Instruct 做契約審閱，大概要 32k context，40 位律師，要租什麼？",
     ("上下文 8,192（所問 32,768，超出模型上限）", "最長上下文為 8,192 token", "Qwen2.5-72B")),
    # a held row other than the example: Gemma-2-9B's 8,192 asked for 32k
    ("部署Gemma-2-9B做长文档问答，上下文要32k，10个人用", ("8,192", "32,768")),
])
def test_the_limit_is_said_before_the_plan(engine, text, said):
    r = engine.handle("t", text)
    # 2,000 characters, not 1,500: contract review now carries the prefix-cache assumption (5 questions a document,
    # said above the plan), which pushes the headline's substitutes past 1,500; the limit still leads the plan itself
    head = r.text[:2000]
    for s in said:
        assert s in head, (s, head)
