"""A named non-LLM job's count read from the user's words when a kind word stands between the number and the item
(100万个小分子, 200萬個候選化合物, "1M small molecules"), so the job is sized to a total, never "count not given"."""

from __future__ import annotations

import pytest

from advisor.core.nonllm_jobs import counted


@pytest.mark.parametrize(("text", "backlog"), [
    # 简体: 100万个小分子 = 1,000,000 molecules; DiffDock-L at 25.2 s a ligand (DiffDock issues/289, 7 h / 1,000 on an
    # A100) → 1e6 × 25.2 ÷ 3,600 = 7,000 GPU-h; a week (168 h) → ⌈7,000 ÷ 168⌉ = 42 A100s
    ("药物研发，要对一个靶点做100万个小分子的虚拟筛选，想全部用diffdock跑，一周内要结果", 1_000_000),
    # 繁體: 200萬個候選化合物 = 2,000,000 → 14,000 GPU-h
    ("藥物研發，一個靶點要篩200萬個候選化合物，用DiffDock跑，兩週內要結果", 2_000_000),
    # English: "1M small molecules", "500k drug-like compounds"
    ("we need to dock 1M small molecules against one target with DiffDock", 1_000_000),
    ("screen 500k drug-like compounds with gnina", 500_000),
    ("3亿个类药分子", 300_000_000),
])
def test_molecules_with_a_kind_word_are_counted(text: str, backlog: float) -> None:
    c = counted(text, "molecule")
    assert c.backlog == pytest.approx(backlog) and c.daily is None


def test_a_target_count_is_not_a_molecule_count() -> None:
    # "3个靶点" are targets, not molecules; the molecules are the 5万个化合物
    assert counted("3个靶点，每个靶点5万个化合物", "molecule").backlog == pytest.approx(50_000)
