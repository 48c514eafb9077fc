"""Whole answers: a protein-embedding job on ESM-2 is sized on ESM-2's own shape and mean length, says the per-residue
store beside the mean-pooled one, and answers a purchase asked of a few-hour job with the rented run."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, tb, gb, rent", [
    # 8 M × 350 × 1,280 × 2 B = 7.2 TB per residue; 8 M × 2,560 B = 20 GB pooled; ≈ 3.8e18 FLOPs, a few GPU-hours
    ("Biotech here: 8 million protein sequences, ~350 residues on average. We want per-residue embeddings from "
     "ESM-2 650M for a downstream model. Should we buy an 8-GPU server or rent?", "7.2 TB", "20 GB", "No need to buy"),
    # 简体: 3,000 万 × 500 × 2,560 B = 38.4 TB; 3e7 × 2,560 = 77 GB
    ("药企，3000万条蛋白序列，平均500个氨基酸，用ESM-2 650M提取每个残基的向量，要不要采购一台8卡服务器？",
     "38.4 TB", "77 GB", "不必为这个买服务器"),
    # 繁體: 1,200 萬 × 300 × 2,560 B = 9.2 TB; 1.2e7 × 2,560 = 31 GB
    ("我們有 1200 萬條蛋白質序列，平均長度約 300 個胺基酸，想用 ESM-2 650M 存每個殘基的 embedding，要買 8 卡伺服器嗎？",
     "9.2 TB", "31 GB", "不必為這個買伺服器"),
])
def test_the_per_residue_store_is_said_and_no_server_is_bought(tmp_path, text, tb, gb, rent):
    out = _ask(tmp_path, text)
    assert "ESM-2 650M" in out and "33" in out and "1,280" in out, out
    assert "GPT-style" not in out and "0.65B" not in out, out
    assert tb in out and gb in out and rent in out, out
    assert "1,024" in out, out  # the residue cap
