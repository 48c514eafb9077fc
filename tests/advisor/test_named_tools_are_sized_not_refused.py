"""Whole answers for named docking, single-cell and PDF tools (tools.named_tools): the named tool is kept (never "not
sized here", never a bare "which model?", never a VLM in its place) and the stated job is sized: time per item ×
items ÷ cards, GPU-hours, cards for the deadline, cost, and the expert's funnel or split. Other numbers and
languages than the review's.

Hand reasoning (each case):
- DiffDock 200,000 ligands in a week (简体): 200,000 × 25.2 s (A100, github.com/gcorso/DiffDock/issues/289) ÷ 3,600 = 1,400 GPU-h;
  168 h → ⌈1,400 ÷ 168⌉ = 9 cards; funnel: DiffDock-L on the top 10,000 = 70 GPU-h.
- DiffDock-L 80k compounds in 3 days (EN): 80,000 × 25.2 ÷ 3,600 = 560 GPU-h; 72 h → ⌈7.8⌉ = 8 cards.
- Docling 800,000 pages, 30 % scans, two weeks (繁體): 800,000 × 1 s = 222.2 GPU-h → 1 L4 in 336 h; split: 560,000
  digital = 156 GPU-h, 240,000 scans at 3–10× = 200–667 GPU-h; 0.66 pages/s needed; 1 CPU box (0.92 pages/s) for the
  digital pages. Never sized as Qwen2.5-VL.
- Docling 1.2 M pages in 10 days (EN, no scan share): 1,200,000 ÷ 864,000 s = 1.39 pages/s; 333.3 GPU-h.
- scGPT 2 M cells × 10 epochs in 48 h (EN): 2e6 × 10 × 0.01678 ÷ 3,600 = 93 A100-h → 3.9 days on one card, 2 cards.
- Geneformer 2,000,000 cells (简体): scGPT's rate × 104 / 53 → 91.5 A100-h, said as scaled.
- scGPT 500,000 cells, 4 × H100 proposed (繁體): 5 epochs assumed → 12 A100-h ≈ 0.5 day on one card; the 4 × H100
  is said not needed for a 53M-parameter model.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_diffdock_simplified_is_sized_with_its_funnel(ask):
    got = ask("用DiffDock对接20万个配体，一周内跑完，要租几张卡，多少钱")
    assert "DiffDock-L" in got and "MIT" in got and "不估算" not in got
    assert "200,000 个分子" in got and "1,400.0 GPU 小时" in got and "9 张" in got
    assert "漏斗" in got and "70 GPU 小时" in got


def test_diffdock_english_other_counts(ask):
    got = ask("we want to dock 80k compounds against one target with diffdock-l in 3 days. how many GPUs and cost?")
    assert "Not sized here" not in got and "80,000 molecules" in got
    assert "560.0 GPU-hours" in got and "8 × A100" in got and "funnel" in got


def test_docling_traditional_splits_scans_and_keeps_the_tool(ask):
    got = ask("我們想用Docling把80萬頁PDF轉成Markdown，其中30%是掃描件，兩週內完成，需要什麼GPU？多少錢？")
    assert "Docling" in got and "Qwen2.5-VL" not in got and "H100 SXM" not in got.split("\n", 1)[0]
    assert "800,000 頁" in got and "222.2 GPU 小時" in got and "1 張 L4" in got
    assert "240,000 頁掃描件" in got and "200–667 GPU 小時" in got and "0.66 頁" in got


def test_docling_english_without_a_scan_share(ask):
    got = ask("convert 1.2 million pdf pages to markdown with docling within 10 days, what gpu and cost?")
    assert "Qwen2.5-VL" not in got and "No model named" not in got
    assert "1,200,000 pages" in got and "333.3 GPU-hours" in got and "1.39 pages a second" in got


def test_scgpt_english_with_epochs_and_a_deadline(ask):
    got = ask("fine-tune scGPT on 2M cells for 10 epochs, we need it in 2 days. what GPUs?")
    assert "which model" not in got.lower() and "LoRA" not in got
    assert "2,000,000 cells × 10 epochs" in got and "93 A100-hours" in got and "2 cards" in got
    assert "53M" in got


def test_scgpt_traditional_judges_the_proposed_node(ask):
    got = ask("用scGPT在50萬個細胞上微調做細胞註釋，老師說要租4張H100，有必要嗎？")
    assert "500,000 個細胞" in got and "假設" in got and "12 A100 小時" in got
    assert "4 × H100：這個任務用不著" in got and "4 卡資料並行" in got


def test_geneformer_simplified_is_a_cell_job_not_a_tiny_lora(ask):
    # 2,000,000 cells × 5 epochs (assumed) × 0.01678 × 104 / 53 ÷ 3,600 = 91.5 A100-h ≈ 3.8 days on one card
    got = ask("我们想用Geneformer在200万个细胞上微调做细胞分类，要什么GPU？")
    assert "0.003B" not in got and "LoRA" not in got and "Apache-2.0" in got
    assert "2,000,000 个细胞" in got and "91 A100 小时" in got and "参数量之比 1.96" in got
