"""A named model the tables hold keeps its own facts, never a neighbour's: ESMFold folds one sequence with no MSA and
no database (AlphaFold2's MSA stage and terabyte databases are not its), is timed on its own published figure (14.2 s
at 384 residues on one V100, Lin et al. 2023) and says its memory grows with the square of the length; Evo 2 40B is a
DNA model scored per variant from its compute, and an Ampere card (A100 / A800, cc 8.0) is said not to run its FP8
layers as released (cc ≥ 8.9), with the 7B's BF16 route. English, 简体 and 繁體, other counts and windows than any one
review's."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize(("text", "hours", "no_msa", "square", "msa_words"), [
    # 20,000 × 14.2 s = 284,000 s = 78.9 GPU-hours; 78.9 h ÷ 72 h = 1.1 → 2 cards
    ("We need to fold 20,000 protein sequences with ESMFold within 3 days. Which GPU and cost? Do we need the "
     "AlphaFold MSA databases?", "78.9 GPU-hours", "No MSA and no sequence database", "square of the sequence length",
     "MSA stage is CPU"),
    # 500,000 × 14.2 s = 1,972.2 GPU-hours; ÷ 336 h (two weeks) = 5.9 → 6 cards
    ("我们有50万条蛋白序列（长度50到1500不等，大部分300左右），想用ESMFold全部预测结构，两周内出结果，国内租卡。用什么卡，要多少钱？"
     "需要像AlphaFold那样下载几个T的数据库吗", "1,972.2 GPU 小时", "不需要 MSA", "平方", "MSA 阶段"),
    # 80,000 × 14.2 s = 315.6 GPU-hours; ÷ 168 h = 1.9 → 2 cards
    ("我們有8萬條蛋白序列，想用ESMFold預測結構，一週內完成，要租什麼卡？要不要下載MSA資料庫？", "315.6 GPU 小時", "不需要 MSA",
     "平方", "MSA 階段"),
])
def test_esmfold_is_single_sequence_timed_on_its_own_figure(tmp_path, text, hours, no_msa, square, msa_words):
    out = _ask(tmp_path, text)
    assert out.startswith("**ESMFold"), out[:300]
    assert hours in out and "14.2" in out, out[:1500]
    assert no_msa in out and square in out, out[:1500]
    # AlphaFold2's CPU MSA stage and terabyte databases are never said for ESMFold
    assert msa_words not in out and "TB" not in out, out[:1500]


@pytest.mark.parametrize(("text", "card", "floor_said", "hours", "seven_ok"), [
    # Evo 2 40B's Transformer-Engine FP8 layers need cc ≥ 8.9 (ArcInstitute/evo2 issue #9, README): an A100 is 8.0.
    # 2 × 40e9 × 8,192 × 2 passes = 1.31 PFLOP a variant ÷ (989.5 TF × 0.4) = 3.31 s on an H200 → 2 M × 3.31 s =
    # 1,840 GPU-hours (the review's hand range 1,000–2,500 H100-hours)
    ("biotech here. we want to score ~2M noncoding variants with evo 2 (the 40B one), 8kb window around each variant, "
     "ref vs alt. we have an 8x A100 80GB box in house and would rather not rent. how long will it take?", "A100",
     "does not run on the A100 as released", "1,840 GPU-hours", "your A100 included"),
    # 500,000 × 3.31 s = 460 GPU-hours; an A800 is an A100 (8.0)
    ("我们想用 Evo 2 40B 给 50万个非编码变异打分，窗口 8kb，实验室有 4 张 A800，要多久？", "A800", "按发布的版本跑不了 A800",
     "460 GPU 小时", "你们的 A800 也可以"),
    ("我們想用 Evo 2 40B 給 50萬個非編碼變異打分，窗口 8kb，實驗室有 4 張 A800，要多久？", "A800", "按發佈的版本跑不了 A800",
     "460 GPU 小時", "你們的 A800 也可以"),
])
def test_evo2_40b_is_a_dna_model_that_an_ampere_card_cannot_run(tmp_path, text, card, floor_said, hours, seven_ok):
    out = _ask(tmp_path, text)
    assert out.startswith("**Evo 2 40B"), out[:300]
    assert floor_said in out and "8.9" in out and seven_ok in out, out[:1500]
    assert hours in out, out[:1500]
    # never a chat LLM's batch of requests (the old answer: "40B (assumed) … 4,088 tokens in, 8 out … fits, tight")
    assert "tokens in" not in out and "fits, tight" not in out and "(assumed)" not in out, out[:1500]


def test_evo2_7b_on_an_ada_card_is_sized_without_a_floor(tmp_path):
    # 2 × 7e9 × 8,192 × 2 = 0.229 PFLOP ÷ (362 TF × 0.4) = 1.58 s on an L40S → 300,000 × 1.58 s = 132 GPU-hours
    out = _ask(tmp_path, "score 300k variants with Evo 2 7B on our 2 L40S, how long?")
    assert out.startswith("**Evo 2 7B"), out[:300]
    assert "132 GPU-hours" in out and "1.58 s a variant" in out and "compute capability" not in out, out[:1500]


@pytest.mark.parametrize(("text", "t4_said", "pp_ocr", "daily"), [
    # PaddleOCR-VL's default PaddlePaddle backend runs from cc 7.0; vLLM / SGLang / FastDeploy need 8.0: a T4 (7.5)
    # runs it, slower, and single-page forms are PP-OCRv5's work. No published pages a second is held: a pilot, said.
    # "2张T4" is two cards, never two images
    ("医院检验科每天大概5万张化验单（拍照或扫描，单页表格），想用PaddleOCR-VL抽成结构化数据，数据不能出院。机房现在有2张T4，够不够？不够要买什么",
     "T4 的计算能力是 7.5", "PP-OCRv5", "每天 50,000 张图"),
    ("診所每天約8千張檢驗報告，想用 PaddleOCR-VL 轉成結構化資料，現在有1張T4，夠嗎？", "T4 的計算能力是 7.5", "PP-OCRv5",
     "每天 8,000 張圖"),
    ("We want to parse 20,000 scanned invoices a day with PaddleOCR-VL on our two T4 GPUs. Is that enough?",
     "The T4 is compute capability 7.5", "PP-OCRv5", "20,000 images a day"),
])
def test_paddleocr_vl_on_a_t4_runs_only_on_the_slow_backend(tmp_path, text, t4_said, pp_ocr, daily):
    out = _ask(tmp_path, text)
    assert out.startswith("**PaddleOCR-VL (0.9B)"), out[:300]
    assert t4_said in out and "8.0" in out and pp_ocr in out and daily in out, out[:1500]
    # never the old stand-in: a "typical 2.9B OCR model" with its licence unread
    assert "2.9B" not in out and "2 张图" not in out and "2 張圖" not in out, out[:1500]
