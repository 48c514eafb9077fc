"""An embedding job whose words say dedup / 去重 / 去重複 plans the dedup, not only the embedding: MinHash + LSH near-dup
pre-pass first (no model), SemDeDup's clustering next, and the vectors' memory (N × dim × 2 B in FP16)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_simplified_two_billion_pages_with_qwen3_embedding(tmp_path):
    # Hand: 2e9 × 1,024 dims × 2 B = 4,096 GB of FP16 vectors: the hard part, not the embedding.
    out = _ask(tmp_path, "做预训练语料清洗，手上有20亿篇中文网页，想用Qwen3-Embedding-0.6B做语义去重，"
                         "两周内搞完，要租多少卡多少钱？")
    assert "MinHash" in out and "SemDeDup" in out and "4,096 GB" in out


def test_traditional_and_english_with_other_counts(tmp_path):
    # Hand: 5e8 × 1,024 (bge-m3) × 2 B = 1,024 GB; 3e8 × 1,024 × 2 B = 614 GB.
    tw = _ask(tmp_path, "我們有5億篇網頁，想用 bge-m3 做語義去重複，一週內完成，要租什麼卡？")
    assert "MinHash" in tw and "1,024 GB" in tw
    en = _ask(tmp_path, "semantic dedup of 300M web documents with bge-m3 within 10 days, what GPUs and cost?")
    assert "MinHash" in en and "SemDeDup" in en and "614 GB" in en
    # no dedup said: no dedup line
    plain = _ask(tmp_path, "embed 300M web documents with bge-m3 within 10 days, what GPUs and cost?")
    assert "MinHash" not in plain
