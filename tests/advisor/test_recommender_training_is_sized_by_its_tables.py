"""Training a recommender (DLRM, DCNv2, TorchRec, two-tower, 精排 / 排序模型) is read in English, 简体 and 繁體 and
sized by its embedding tables and a published throughput (tools.recsys_train) — never "Not sized here", never an
embedding encoder's question, never an LLM; spot and the fastest machine follow in later turns."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.recsys_read import recsys_job, wants_fastest
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("We retrain a two-tower retrieval model nightly with TorchRec: 2.5 billion examples, 1.2B rows x 128 dims fp32 "
      "tables, must finish in 3 hours. What instance and monthly cost?")
ZH = "我们每天训练一个精排模型（DCNv2），30亿条样本，嵌入表 5亿行 × 96 维，用 Adam，4小时内完成，每月多少钱？"
TW = "每晚重訓 DLRM 排序模型，12億筆樣本，embedding 表 3億行、128維 fp16，8 小時內完成，租什麼機器？"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return recsys_job(w, text)


def test_the_figures_are_read_in_three_scripts():
    en = _job(EN)
    assert en is not None and (en.examples, en.rows, en.dim, en.nightly) == (2.5e9, 1.2e9, 128, True)
    zh = _job(ZH)
    assert zh is not None and (zh.examples, zh.rows, zh.dim, zh.optimizer, zh.nightly) == (3e9, 5e8, 96, "adam", True)
    tw = _job(TW)
    assert tw is not None and (tw.examples, tw.rows, tw.dim, tw.value_bytes) == (1.2e9, 3e8, 128, 2)
    assert wants_fastest("最快的方案呢？") and not wants_fastest(EN)


def test_a_recommendation_asked_for_is_no_recommender():
    assert _job("给我推荐模型，我要部署一个客服聊天机器人") is None


def _chat(tmp_path, *turns: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_english_two_tower_then_spot(tmp_path):
    # Hand: 1.2e9 × 128 × 4 B = 614.4 GB + row-wise Adagrad 1.2e9 × 4 B = 4.8 GB = 619.2 GB; at 70 % of a card an
    # 80 GB card holds 56 GB → 12 cards (no 8-card machine), an H200 98.7 GB → 7 → an 8-card machine. Speed:
    # 5.75 M/s ÷ 8 × 4,800 ÷ 2,039 × 8 = 13.5 M/s → 2.5e9 in ≈ 3 min + 15 min start-up ≈ 18 min, within 3 h.
    first, spot = _chat(tmp_path, EN, "finance says spot instances only. And the fastest option?")
    assert "614.4 GB" in first and "4.8 GB" in first and "8 × H200" in first and "a month, run nightly" in first, first
    assert "Not sized here" not in first and "bge-m3" not in first, first
    assert "rent (spot)" in spot and "614.4 GB" in spot and "fastest listed:" in spot, spot  # both answered


@pytest.mark.slow
def test_simplified_adam_then_fastest(tmp_path):
    # Hand: 5e8 × 96 × 4 = 192 GB + Adam 2 × 192 = 384 GB = 576 GB → H200 at 98.7 GB a card: 6 → an 8-card machine.
    first, fast = _chat(tmp_path, ZH, "最快的方案呢？1小时内")
    assert "192.0 GB" in first and "384.0 GB" in first and "每晚一次，每月约" in first, first
    assert "租最快的方案" in fast and "在你的 1 小时之内" in fast, fast


@pytest.mark.slow
def test_traditional_dlrm_fp16_tables(tmp_path):
    # Hand: 3e8 × 128 × 2 B = 76.8 GB + row-wise Adagrad 3e8 × 4 B = 1.2 GB = 78 GB → on 80 GB cards ceil(78 ÷ 56) = 2.
    (out,) = _chat(tmp_path, TW)
    assert "76.8 GB" in out and "1.2 GB" in out and "在你的 8 小時之內" in out, out
    assert "Llama" not in out and "推薦模型訓練" in out, out
