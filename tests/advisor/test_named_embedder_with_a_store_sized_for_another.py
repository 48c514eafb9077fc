"""Whole answers: an embedding job that names its model beside the one its vector store was sized for is sized on the
named model (never silently swapped for the reference), its index at the model's own width, and the store's shortfall
said with the levers — in English, 简体 and 繁體, across models (e5-mistral-7b-instruct, gte-Qwen2-7B-instruct,
Qwen3-Embedding-8B) and corpus sizes."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 繁體 with no place or currency said: prices in TWD, and the answer opens with that note (advisor.core.messages.reader_money)
_TWD_NOTE = "> 價格按新臺幣（TWD）顯示（繁體中文提問，沒說地區或幣種）；如在香港，請說“用港幣”\n\n"


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _dollars(out: str) -> float:
    return float(re.search(r"for ≈ \$([\d,]+\.\d+)", out).group(1).replace(",", ""))


def test_english_e5_mistral_with_a_store_sized_for_bge_m3(tmp_path):
    # 30M × 600 = 1.8e10 tokens × (2 × 6.98B + 4 × 32 × 4,096 × 600 ≈ 14.3 GFLOP) ≈ 2.6e20 FLOP; an H100 SXM at 50 % of
    # 989 TFLOPS ≈ 495 TFLOPS → ≈ 144 H100-hours ≈ 18 h on 8 × H100 at ≈ $1.8/GPU-h ≈ $260 (accepted $150–1,000).
    # Index: 30M × 4,096 × 4 B = 491.5 GB float32, 4× the 122.9 GB a 1,024-dim store was sized for.
    out = _ask(tmp_path, "we want to embed 30M support docs (avg ~600 tokens) with e5-mistral-7b-instruct because it "
                         "topped MTEB. need it done in 5 days. our vector db cluster was sized for bge-m3 (1024 dim). "
                         "what GPUs and cost, anything we're missing?")
    head = out.splitlines()[0]
    assert "e5-mistral-7b-instruct embeddings" in head and "bge-m3 embeddings" not in out
    assert 150 <= _dollars(head) <= 1000
    assert "4,096 dims" in out and "491.5 GB" in out and "122.9 GB" in out and "4.0×" in out
    assert "1,024 dims ×" not in out  # the index is never sized at the reference's width
    assert "PCA to 1,024 dims" in out and "run bge-m3 as sized" in out


def test_simplified_qwen3_embedding_8b_with_a_store_sized_for_bge_m3(tmp_path):
    # 10M × 500 = 5e9 tokens; Qwen3-Embedding-8B 4,096-dim vectors: 10M × 4,096 × 4 B = 163.8 GB vs 41.0 GB at 1,024
    # (4×); its card says MRL (dims from 32), so the vectors are cut to 1,024
    out = _ask(tmp_path, "我们要用 Qwen3-Embedding-8B 给 1000 万篇文档做向量，每篇约 500 token，3 天内完成。向量库是按 "
                         "bge-m3（1024 维）设计的。要什么 GPU，多少钱？")
    assert out.startswith("**Qwen3-Embedding-8B 向量化") and "bge-m3 向量化" not in out
    assert "163.8 GB" in out and "41.0 GB" in out and "4.0 倍" in out and "截到 1,024 维" in out


def test_traditional_gte_qwen2_with_a_store_sized_for_bge_m3(tmp_path):
    # 8M × 3,584 × 4 B = 114.7 GB vs 8M × 1,024 × 4 B = 32.8 GB: 3.5×; gte-Qwen2's card says nothing of MRL → PCA
    out = _ask(tmp_path, "我們要用 gte-Qwen2-7B-instruct 把 800 萬篇文件轉成向量，每篇約 1000 token，3 天內完成，"
                         "向量資料庫原來用的是 bge-m3（1024 維）。需要什麼 GPU、多少錢？")
    assert out.startswith(_TWD_NOTE) and out.removeprefix(_TWD_NOTE).startswith("**gte-Qwen2-7B-instruct 向量化")
    assert "3,584 維" in out
    assert "114.7 GB" in out and "32.8 GB" in out and "3.5 倍" in out and "PCA" in out


def test_english_switching_from_bge_m3_re_embeds_with_the_new_model(tmp_path):
    # "re-embed" is the verb, not a model: 12M × 400 = 4.8e9 tokens × ≈ 16.6 GFLOP (Qwen3-Embedding-8B) ≈ 8e19 FLOP
    # ≈ 45 H100-hours → ≈ 5.8 h on 8 × H100, ≈ $84; never a chat LLM writing 100 tokens a document
    out = _ask(tmp_path, "switching from bge-m3 to Qwen3-Embedding-8B: re-embed 12M docs of ~400 tokens in 2 days, "
                         "our qdrant is sized for 1024 dims. cost?")
    head = out.splitlines()[0]
    assert "Qwen3-Embedding-8B embeddings for 12,000,000 items" in head and "tokens out" not in out
    assert 40 <= _dollars(head) <= 200
    assert "196.6 GB" in out and "cut them to 1,024 dims" in out
