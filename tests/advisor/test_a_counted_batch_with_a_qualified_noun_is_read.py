"""A counted batch whose noun carries a qualifier between the counter and the noun (200万条宏基因组蛋白, 50萬條海洋微生物蛋白,
3000份胸部CT, 200万条人类启动子序列) is the batch's size, as "2 million metagenomic proteins" already was.

A blind review read "要用esmfold把…万条宏基因组蛋白都预测一遍结构" as "数量未说明": no GPU-hours, no cards, no cost. Hand
check of the protein answer below: 500,000 proteins × 14.2 s each (ESMFold, 384 residues on one V100, Lin et al. 2023)
= 7.1 M s ≈ 1,972 GPU-hours; within two weeks (336 h) that is ⌈1,972 ÷ 336⌉ = 6 cards.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.nonllm_jobs import counted
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, unit, n", [
    ("要用esmfold把50万条海洋微生物蛋白都预测一遍结构,两周内", "protein", 500_000),
    ("用ESMFold預測30萬條土壤宏基因體蛋白的結構", "protein", 300_000),          # 繁體
    ("用esmfold折叠3万个人类膜蛋白", "protein", 30_000),
    ("fold 2 million metagenomic proteins with esmfold", "protein", 2_000_000),
    ("用nnU-Net分割3000份胸部CT", "scan", 3_000),
    ("用evo2给200万条人类启动子序列打分", "variant", 2_000_000),
    ("用dnabert給50萬個罕見病變異打分", "variant", 500_000),
])
def test_a_counter_then_a_qualified_noun_is_the_batch(text, unit, n):
    assert counted(text, unit).backlog == n


@pytest.mark.slow
def test_the_protein_batch_is_sized_not_said_missing(tmp_path):
    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "要用esmfold把50万条海洋微生物蛋白都预测一遍结构,两周内,租什么卡").text
    assert "数量未说明" not in text
    assert "500,000" in text and "1,972" in text  # 500,000 × 14.2 s ≈ 1,972 GPU-hours
