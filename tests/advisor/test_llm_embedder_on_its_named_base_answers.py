"""Whole answers: an unlisted LLM-based embedder named by its task and its base is sized as a job on that base's
shape with the assumption said and the index from its hidden size — never "Not sized here … which model and size?"
— in English, 简体 and 繁體."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_english_e5_mistral_job(tmp_path):
    # 12M × 600 = 7.2e9 tokens × ≈ 14.27 GFLOP (Mistral-7B body, 2·N + 4·L·d·s) ≈ 1.03e20 FLOP; an H100 SXM at 50 % of
    # 989 TFLOPS ≈ 495 TFLOPS → ≈ 58 H100-hours; index 12M × 4,096 × 4 B = 196.6 GB in fp32
    out = _ask(tmp_path, "We need to embed 12M support articles of ~600 tokens with e5-mistral-7b-instruct. "
                         "Cheapest GPU plan? Index size?")
    assert "Not sized here" not in out and "Which model" not in out
    assert "Mistral-7B-based embedder" in out and "196.6 GB" in out and "4,096 dims" in out


def test_simplified_nv_embed_job(tmp_path):
    # 8M × 300 = 2.4e9 tokens × ≈ 14.12 GFLOP ≈ 3.39e19 FLOP → ≈ 19 H100-hours; index 8M × 4,096 × 4 B ≈ 131.1 GB
    out = _ask(tmp_path, "我们要用 NV-Embed-v2 给 800万 篇文档做向量化，每篇约 300 token，最便宜的 GPU 方案？索引多大？")
    assert "基于 Mistral-7B 的向量模型" in out and "131.1 GB" in out


def test_traditional_llama_embedder_job(tmp_path):
    # Llama-3-8B body: hidden 4,096 → 5M × 4,096 × 4 B = 81.9 GB of fp32 vectors
    out = _ask(tmp_path, "我們要用 Llama-3-8B-Embedding 把 500 萬篇文件轉成向量，每篇約 400 token，索引要多大？")
    assert "Llama-3-8B" in out and "81.9 GB" in out
