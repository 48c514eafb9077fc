"""Classic ML and small networks are answered as CPU work, never as an LLM (Llama-3.1-8B on 4 × A100) or a GPU trial
on the card the boss named: the family, the compute from a published figure, a CPU box with its catalog price where
one is held (said when none is, e.g. Azure), a small card only where the data warrants it, and the proposed GPUs held
all month said as a multiple of the plan. English, 简体, 繁體 and Cantonese; other models and counts than the review's.

By hand (tools/classic_ml.py's docstring and tests/tools/test_classic_ml.py):
- LSTM autoencoder, 200 k params, 12,000 sensors × 1/s, six months, weekly, Azure, vendor 4 × A100: inference 0.24
  cores; training 2.27e17 FLOP = 3,153 core-h (too long for CPU) = 6.5 h a run on a T4 ≈ 28 T4-hours a month ×
  $0.526 ≈ $15; no Azure CPU row: a T4 held all month ($384) is the scoring VM's ceiling → ≈ $399 a month;
  4 × A100 ($3.67, Standard_NC24ads_A100_v4) × 730 h = $10,725 ≈ 27× (the review's key: $150–500 vs $10–11k).
- LightGBM taxi demand, HK, Cantonese, boss wants an H100: 63.1 M rows (200 zones assumed) × 50 features (assumed) =
  12.6 GB; 500 trees ≈ 11 core-h ≈ 0.7 h on c6i.8xlarge ap-east-1 ($1.728 ≈ HK$13.48): daily ≈ HK$291 + a 2-vCPU box
  ≈ HK$615 → ≈ HK$906 a month (the key: HK$300–6,000); an H100 held all month ≈ HK$12,338 ≈ 14×.
- XGBoost, 20 M rows × 300 features, daily, 简体, vendor 8 × A100: 24 GB matrix in RAM; 6.01e-8 × 6e9 × 500 ÷ 3,600
  ≈ 50 core-h ≈ 3.1 h on one box: CPU, no card.
- GRU, 繁體, 500 k params, 3,000 sensors: 2 × 5e5 × 3,000 ÷ 20e9 = 0.15 cores.
- A 50 M-parameter "LSTM" is no small network: not this answer.
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_vendor_4x_a100_for_a_small_lstm_is_oversized(ask):
    out = ask("a vendor quoted us 4x A100 on azure to run anomaly detection for 12,000 sensors, 1 reading per second "
              "each, small lstm autoencoder (~200k params). we retrain weekly on 6 months of data. do we really need that?")
    assert "Llama" not in out and "No model named" not in out
    assert "CPU work" in out and "0.24 CPU cores" in out
    assert "3,154 CPU core-hours" in out and "6.5 h an epoch" in out and "T4" in out
    assert "no CPU instance is priced in azure" in out
    assert "$10,725" in out and "27× the plan above" in out and "oversized" in out
    assert "≈ $399 a month in all" in out


def test_cantonese_lightgbm_h100_is_waste(ask):
    out = ask("我哋的士app想預測全港每5分鐘各區嘅叫車需求，用lightgbm，有3年歷史數據，"
              "老闆話要租H100先夠快，使唔使？大概幾錢一個月")
    assert "CPU 工作" in out and "63,072,000 行" in out and "12.6 GB" in out
    assert "ap-east-1" in out and "HKD" in out and "906 HKD/月" in out
    assert "不值得為此租卡" in out
    assert "H100" in out and "14 倍" in out and "不用租" in out
    assert "简" not in out  # 繁體 throughout: no simplified characters of the wording
    assert "試跑用 H100" not in out  # never a GPU trial on the boss's card


def test_simplified_xgboost_with_a_vendor_quote(ask):
    out = ask("我们用XGBoost训练风控模型，2000万行、300个特征，每天重训，供应商建议买8张A100，有必要吗？")
    assert "20,000,000 行 × 300 个特征" in out and "24.0 GB" in out and "50 核时" in out
    assert "约 3.1 小时跑完一次" in out and "不值得为此租卡" in out
    assert "8 × A100" in out and "远超这个工作所需" in out


def test_traditional_gru_sensors(ask):
    out = ask("我們用 GRU 模型（約 50 萬參數）監測 3,000 個感測器，每秒 1 筆，用 1 年數據每週重訓，廠商報價 2 張 A100，合理嗎？")
    assert "GRU" in out and "0.15 個 CPU 核" in out
    assert "2 × A100" in out and "遠超這個工作所需" in out


def test_a_50m_lstm_is_not_a_small_network(ask):
    out = ask("we train a 50M params lstm language model on 10B tokens, how many GPUs?")
    assert "small neural network" not in out


def test_catboost_cites_both_figures_and_says_no_gcp_cpu_row(ask):
    # 8 M × 40 × 500 × 2.60e-8 × 3.20 ÷ 3,600 = 3.70 core-hours; the catalog holds no GCP CPU row: said, no price
    out = ask("catboost on 8M rows x 40 features, retrain weekly on GCP, do we need a GPU?")
    assert "3.70 core-hours" in out and "Experiments.rst" in out and "GBM-perf" in out
    assert "no CPU instance is priced in gcp" in out


def test_sarima_with_a_proposed_pair_of_l40s(ask):
    out = ask("we fit sarima models for 2,000 stores every night, our CTO wants 2x L40S, is that needed?")
    assert "CPU work" in out and "a GPU does not speed them up" in out
    assert "2 × L40S held all month" in out and "oversized" in out
