"""Classic ML sized as CPU work (tools.classic_ml): the trees' core-hours from LightGBM's published Higgs benchmark,
a small network's FLOPs, and a proposed big-GPU plan as a multiple of the plan's month.

By hand (an ML-infrastructure engineer's figures):
- LightGBM's benchmark: 238.5 s × 16 threads ÷ (10.5 M × 28 × 500) = 2.60e-8 core-s a row × feature × tree;
  xgboost_hist 551.9 s → 6.01e-8 (2.31×); CatBoost 3.20× LightGBM (szilard/GBM-perf, 71.0 ÷ 22.2).
- The taxi case: 3 yr × 365 × 288 five-minute slots × 200 zones = 63,072,000 rows; × 50 features × 4 B = 12.6 GB;
  × 500 trees × 2.60e-8 ÷ 3,600 = 11.4 core-hours → 0.71 h on 16 cores; a daily retrain at $1.728 (ap-east-1):
  0.71 × 1.728 × 30.4 = $37.3 a month; a 2-vCPU box kept on: 2 × 1.728 ÷ 32 × 730 = $78.8.
- The LSTM case: 200 k params, 12,000 readings a second: 2 × 2e5 × 12,000 = 4.8 GFLOP/s ÷ 20 = 0.24 cores; six
  months = 182.5 days × 86,400 × 12,000 = 1.89e11 timesteps × 6 × 2e5 = 2.27e17 FLOP = 3,153 core-hours (over a
  day on a 16-core box: a card is warranted) = 6.5 h on a T4 at 15 % of 65 TFLOPS; weekly: 4.35 runs = 28 h a month.
- 4 × A100 on Azure at $3.67: 4 × 3.67 × 730 = $10,716 a month; ÷ $399 = 26.9×.
"""

import pytest

from tools import classic_ml as cm


def test_benchmark_rates():
    assert cm.TREE_CORE_S["lightgbm"] == pytest.approx(2.596e-8, rel=1e-3)
    assert cm.TREE_CORE_S["xgboost"] / cm.TREE_CORE_S["lightgbm"] == pytest.approx(2.314, rel=1e-3)
    assert cm.TREE_CORE_S["catboost"] / cm.TREE_CORE_S["lightgbm"] == pytest.approx(3.204, rel=1e-3)


def test_taxi_rows_matrix_and_core_hours():
    rows = cm.history_rows(3, 5, 200)
    assert rows == pytest.approx(63_072_000)
    assert cm.matrix_gb(rows, 50) == pytest.approx(12.6, rel=1e-2)
    core_h = cm.tree_core_hours("lightgbm", rows, 50, 500)
    assert core_h == pytest.approx(11.37, rel=1e-2)
    assert cm.wall_hours(core_h, 16) == pytest.approx(0.71, rel=1e-2)
    assert not cm.needs_card(core_h, 16)
    assert cm.runs_month_cost(cm.wall_hours(core_h, 16), 1.728, cm.runs_a_month(True, False)) == pytest.approx(37.3, rel=1e-2)
    assert cm.small_box_month(1.728, 32) == pytest.approx(78.8, rel=1e-2)
    # an unnamed GBDT is sized as the slower XGBoost
    assert cm.tree_core_hours("gbdt", rows, 50, 500) == pytest.approx(core_h * 2.314, rel=1e-2)


def test_lstm_inference_and_training():
    rate = cm.reading_rate(12_000, 1)
    assert cm.infer_cores(2e5, rate) == pytest.approx(0.24)
    days = cm.history_days(6, "month")
    assert days == pytest.approx(182.5, rel=1e-3)
    steps = cm.readings(12_000, 1, days)
    assert steps == pytest.approx(1.89e11, rel=1e-2)
    flop = cm.train_flop(2e5, steps)
    assert flop == pytest.approx(2.27e17, rel=1e-2)
    assert cm.train_core_hours(flop) == pytest.approx(3153, rel=1e-2)
    assert cm.needs_card(cm.train_core_hours(flop), 16)  # 197 h on one box: a card earns its keep
    t4 = cm.train_card_hours(flop, 65)
    assert t4 == pytest.approx(6.47, rel=1e-2)
    assert cm.per_month_hours(t4, cm.runs_a_month(False, True)) == pytest.approx(28.1, rel=1e-2)
    assert cm.per_second(10, True) == pytest.approx(0.1)


def test_vendor_plan_as_a_multiple():
    month = cm.held_month(4, 3.67)
    assert month == pytest.approx(10_716, rel=1e-3)
    assert cm.times_over(month, 399) == pytest.approx(26.9, rel=1e-2)
    assert cm.times_over(month, 0) is None
    assert cm.plan_month(None, None) is None and cm.plan_month(78.8, 37.3) == pytest.approx(116.1)


def test_families_read_from_english_names():
    assert cm.classic_family("we use lightgbm").key == "lightgbm"
    assert cm.classic_family("a CatBoost model").kind == "trees"
    assert cm.classic_family("small lstm autoencoder").kind == "smallnet"
    assert cm.classic_family("sarima per store").key == "arima"
    assert cm.classic_family("sklearn random forest").kind == "sklearn"
    assert cm.classic_family("the budget gets tighter") is None  # "gets" is no ETS
