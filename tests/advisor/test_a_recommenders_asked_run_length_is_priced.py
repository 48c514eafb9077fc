"""A recommender's training asked as a run's length instead of its examples ("what's a week of training cost?",
训练一周多少钱, 訓練兩個星期要幾錢) gets that length's cost on the machines that hold the tables, and a proposed card
too small for them ("will one A100 80GB do?") is answered no with the cards they need. Before, the answer said only
"say the examples a run": no card count, no week's cost."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.recsys_read import run_length
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, hours", [
    ("what's a week of training cost?", 168.0),  # 7 × 24
    ("we'd train for 3 days", 72.0),  # 3 × 24
    ("a two-week training run", 336.0),  # 2 × 168
    ("训练一周要多少钱", 168.0),
    ("訓練兩個星期要幾錢", 336.0),
    ("跑10天的训练", 240.0),  # 10 × 24
])
def test_a_runs_length_is_read_in_three_scripts(text, hours):
    assert run_length(text) == pytest.approx(hours)


def test_no_length_no_run_length():
    assert run_length("train a DLRM with 4 B examples nightly") is None


@pytest.mark.parametrize("text", [
    # a cadence, not a run: 每两周训练一次 = train once every two weeks (never a 2 × 168 = 336 h run)
    "DLRM 推荐模型，嵌入表1亿行、128维，每两周训练一次，租什么卡？",
    "DLRM 推薦模型，嵌入表1億行、128維，每兩週訓練一次，租什麼卡？",
    "DLRM 推荐模型，每隔三天训练一次",
    "retrain the DLRM every 2 weeks, which GPU?",
    "we train the DLRM once a week",
    # the span of the data, not of the run: "90 days of training data" is never 90 × 24 = 2,160 h
    "train a DLRM on 90 days of training data",
    "train a DLRM on 30 days of training logs",
    "用90天的训练数据训练DLRM",
    "用90天的訓練數據訓練DLRM",
])
def test_a_cadence_or_the_datas_span_is_no_run_length(text):
    assert run_length(text) is None


def test_a_run_length_beside_a_cadence_is_still_read():
    # 训练两周 (a two-week run, 2 × 168 = 336 h), then 每周一次 (the cadence) after it
    assert run_length("DLRM，训练两周，每周一次") == pytest.approx(336.0)


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "training a dlrm-style recommender, biggest embedding table 1B user ids x 128 dim, adagrad. will one a100 80gb "
    "do, and what's a week of training cost?",
    "训练一个DLRM推荐模型，最大的嵌入表10亿个用户ID × 128维，用Adagrad，一张A100 80GB够吗？训练一周要多少钱？",
    "訓練DLRM推薦模型，最大嵌入表10億個用戶ID × 128維，用Adagrad，一張A100 80GB夠唔夠？訓練一個星期要幾錢？",
])
def test_one_card_is_answered_no_and_the_week_is_priced(tmp_path, text):
    # by hand: 1e9 × 128 × 4 B = 512 GB of tables + Adagrad one fp32 a weight 512 GB = 1,024 GB; an A100 80GB holds
    # 0.7 × 80 = 56 GB of tables → ⌈1,024 ÷ 56⌉ = 19 cards (3 machines of 8), row-wise Adagrad 516 GB → 10, FP16
    # tables + row-wise 260 GB → 5; a week = 168 h, so every priced row costs its hourly × 168 (7.0 days)
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "19" in out and re.search(r"⌈1,024\.0 ÷ 56⌉ = 19", out), out
    assert "say the examples a run" not in out and "请说明每次训练的样本数" not in out, out
    rows = re.findall(r"([\d,]+\.\d\d)[^\d\n]{0,12}?—+ (?:done in|[约約]) 7\.0 (?:days|天)[^\d\n]{0,12}([\d,]+\.\d\d)", out)
    assert rows, out
    for hourly, total in rows:
        assert float(total.replace(",", "")) == pytest.approx(float(hourly.replace(",", "")) * 168, rel=1e-3), out
