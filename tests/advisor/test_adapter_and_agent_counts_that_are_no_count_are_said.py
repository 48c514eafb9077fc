"""A count of served adapters or of agents that is no count lost its minus or its serving: "multi-LoRA serving: -200
adapters" was sized for 200 adapters (≈ 16.8 GB) without a word, "an agent team of -5 agents … for 20 users" as 5
requests at once (the 20 users dropped), and "1e300 adapters", "NaN adapters" and 多LoRA服务：200个适配器 turned the
serving into a LoRA fine-tune. Now a signed, zero or NaN count is said not read, and multi-LoRA serving stays
serving whatever its count says."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(text):
    e = extract(text)
    return e, {**e.patch.model_dump(exclude_none=True), **e.assumed}


@pytest.mark.parametrize(("text", "said"), [
    ("multi-LoRA serving: -200 adapters, 300 concurrent, Llama-3-8B", "'-200 adapters' is not read"),
    ("multi-LoRA serving: 0 adapters, 300 concurrent, Llama-3-8B", "'0 adapters' is not read"),
    ("multi-LoRA serving: 1e300 adapters, 300 concurrent, Llama-3-8B", "'1e300' is not read"),
    ("multi-LoRA serving: NaN adapters, 300 concurrent, Llama-3-8B", "'NaN adapters' is not read"),
])
def test_an_adapter_count_that_is_no_count_is_said_and_the_serving_kept(text, said):
    e, f = _fields(text)
    assert any(n.startswith(said) for n in e.notes), e.notes
    assert f.get("task") == "inference" and f.get("concurrency") == 300, f
    assert not any("200 LoRA adapters" in n for n in e.notes), e.notes


def test_a_signed_agent_count_is_said_and_the_users_kept():
    e, f = _fields("an agent team of -5 agents on Qwen2.5-72B for 20 users")
    assert any(n.startswith("'-5 agents' is not read") for n in e.notes), e.notes
    assert f.get("concurrency") == 20, f  # the 20 users, never the 5 of -5


def test_multi_lora_serving_in_chinese_is_serving():
    # 200 adapters × ≈ 81 MB each (rank 16 on Qwen2.5-7B) on one base, 300 at once: inference, never a fine-tune
    e, f = _fields("多LoRA服务：200个适配器，300并发，Qwen2.5-7B")
    assert f.get("task") == "inference" and f.get("concurrency") == 300, f


@pytest.mark.parametrize(("text", "task", "concurrency"), [
    ("multi-LoRA serving: 200 adapters, 300 concurrent, Llama-3-8B", "inference", 300),
    ("an agent team of 5 agents on Qwen2.5-72B", "inference", 5),
    ("LoRA fine-tune Llama-3-8B on 10M tokens", "lora", None),
])
def test_counts_from_one_up_and_fine_tunes_are_read_as_before(text, task, concurrency):
    f = _fields(text)[1]
    assert f.get("task") == task and f.get("concurrency") == concurrency, f
