"""A model the registry lacks keeps the job its words say and the size its name says: an embedder of any maker named
"<X>-Embed(ding)-<size>" is an encoder job at that size (never a chat LLM of that size), a VLM whose name says only its
active size ("-A3B") is sized on the held mixture-of-experts VLM nearest that active size (never the dense 8B or
38B a name with no size falls back to), and an unheld chat model with its size serving people stays a served chat."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, size, items", [
    # an embedder named by its own word: 1.5B encoder over 5M documents (a batch of 5,000,000 forward passes)
    ("embed 5M documents with Vega-Embed-1.5B, ~400 tokens each", 1.5, 5_000_000),
    # 简体: 0.6B over 3 million documents (300 万 = 3,000,000)
    ("用 Acme-Embedding-0.6B 给 300 万篇文档做向量，每篇约 500 token", 0.6, 3_000_000),
    # 繁體: 2B over 800,000 documents (80 萬)
    ("用 Lumen-Embed-2B 幫 80 萬篇文件做向量化", 2.0, 800_000),
])
def test_an_unheld_embedder_is_an_encoder_job_at_its_named_size(text, size, items):
    p = extract(text).patch
    assert p.modality == "embedding" and p.params_b == pytest.approx(size) and p.batch_requests == items, p
    assert p.task == "inference" and p.dataset is None


@pytest.mark.parametrize("text", [
    # "A3B": about 3B active a token → the held MoE VLM nearest 3B active (Kimi-VL-A3B ≈ 2.9B, Qwen3-VL-30B-A3B ≈ 3.4B),
    # never InternVL3-38B (dense 38B) or an 8B dense VLM
    "serve InternVL-A3B-Chat to 20 users reading product photos",
    "部署 MiniCPM-V-A3B 給 15 位同事看圖",  # 繁體
    "部署 Qwen4-VL-A3B 给 12 个同事看图问答",  # 简体: its maker's own MoE VLM first (Qwen3-VL-30B-A3B)
])
def test_an_unheld_vlm_named_by_its_active_size_is_sized_on_the_nearest_moe_vlm(text):
    e = extract(text)
    assert e.patch.model in ("Kimi-VL-A3B-Instruct", "Qwen3-VL-30B-A3B"), e.patch
    assert any("active" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, n", [
    # an unheld 14B chat model for 30 people: served (a head count, 15 % at the office peak), never a fine-tune
    ("We want to serve Zeta-Chat-14B to 30 people in our office. Which GPU?", 30),
    ("我们想部署 Zeta-Chat-14B 给公司 30 个人用，要什么 GPU？", 30),  # 简体
    ("我們想部署 Zeta-Chat-14B 給 30 位同事用，要什麼 GPU？", 30),  # 繁體
])
def test_an_unheld_chat_model_serving_people_stays_served(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.params_b == 14.0 and p.dataset is None, p
    assert p.head_count == n or p.concurrency == n
