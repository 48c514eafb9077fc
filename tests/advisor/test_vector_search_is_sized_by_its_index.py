"""GPU vector search over vectors the user already has (FAISS / cuVS / Milvus) is read in English, 简体 and 繁體 and
sized by its index (tools.vector_search): the raw vectors said not to fit GPU memory, an IVF-PQ index on a few cards,
the re-rank copy in host RAM and the build — never "Not sized here", never "which embedding model?", never an LLM."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vector_search_read import search_job
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("we have 1 billion document embeddings, 768-dim float32 (~3 TB). want gpu vector search (cuVS / faiss) at "
      "~2,000 QPS, top-10, recall around 0.95, and we rebuild the index every night. how many H100s?")
ZH = "我们有5亿条1024维的向量（float32），想用 Milvus 的 GPU 向量检索，每秒 5000 次查询，每天重建索引，要几张 A100？"
TW = "我們有3億個512維向量，想用 FAISS GPU 做向量檢索，大約 1,000 QPS，每晚重建索引，需要幾張 H100？"


def test_the_figures_are_read_in_three_scripts():
    en, zh, tw = search_job(EN), search_job(ZH), search_job(TW)
    assert en is not None and (en.vectors, en.dim, en.qps, en.asked, en.nightly) == (1e9, 768, 2000, "H100", True)
    assert zh is not None and (zh.vectors, zh.dim, zh.qps, zh.asked) == (5e8, 1024, 5000, "A100")
    assert tw is not None and (tw.vectors, tw.dim, tw.qps, tw.asked) == (3e8, 512, 1000, "H100")
    # an embedding backfill names no search over a vector count: not this job
    assert search_job("embed 40M docs with bge-m3 for a RAG index") is None


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_english_billion_vectors_on_two_h100_not_a_rack(tmp_path):
    # Hand: 1e9 × 768 × 4 B = 3,072 GB raw → 48 H100 at 64 GB each (the trap); IVF-PQ 96 + 8 B = 104 GB → 2 × H100;
    # 2,000 QPS ÷ ≈ 7,045 a card = 1; the FP16 re-rank copy 1,536 GB in host RAM.
    out = _ask(tmp_path, EN)
    assert "Not sized here" not in out and "Which model" not in out
    assert "3,072 GB" in out and "104 GB" in out and "1,536 GB" in out
    assert "On H100 SXM: 2 card(s)" in out and "not the 48" in out
    assert "cuVS" in out and "FAISS benchs/README.md" in out


def test_simplified_chinese_half_billion_1024_dims(tmp_path):
    # Hand: 5e8 × 1,024 × 4 B = 2,048 GB raw; IVF-PQ 128 + 8 B = 68 GB → 2 × A100 80GB at 80 %; QPS a card on an
    # A100 80GB (≈ 2 TB/s): 3,397 × ≈ 6 × 20 ÷ 128 ≈ 3,000–3,300 → 5,000 QPS needs 2; re-rank copy 1,024 GB.
    out = _ask(tmp_path, ZH)
    assert "向量检索" in out and "2,048 GB" in out and "68 GB" in out and "1,024 GB" in out
    assert "用 A100" in out and "每晚" not in out.split("\n")[0]
    assert "Qwen2.5-7B" not in out


def test_traditional_chinese_300m_512_dims_on_one_h100(tmp_path):
    # Hand: 3e8 × 512 × 4 B = 614 GB raw → 10 H100 (the trap); IVF-PQ 64 + 8 B = 21.6 → 22 GB → 1 × H100;
    # 1,000 QPS under ≈ 10,568 a card; re-rank copy 307 GB.
    out = _ask(tmp_path, TW)
    assert "向量檢索" in out and "614 GB" in out and "22 GB" in out and "307 GB" in out
    assert "用 H100 SXM：1 張" in out and "10 張" in out
    assert "不在我的表裡" not in out  # FAISS is the tool the search runs on, not an unheld model


def test_vectors_still_to_embed_are_the_embedding_jobs(tmp_path):
    # An encoder to run over the items first ("embed 50M docs with bge-m3 … vector search"): the embedding job is
    # sized (its index line beside), not a search over vectors the user does not have yet.
    out = _ask(tmp_path, "embed 50M docs with bge-m3 into 1024-dim vectors and serve vector search at 200 QPS, "
                         "what do we rent?")
    assert "bge-m3 embeddings for 50,000,000 items" in out and "IVF-PQ index" not in out
