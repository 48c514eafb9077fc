"""Classic machine learning sized as CPU work: gradient-boosted trees (LightGBM, XGBoost, CatBoost), classic time
series (ARIMA, ETS; Prophet has its own row in tools.solver_jobs), small networks (LSTM / GRU / MLP / autoencoders
under SMALL_NET_MAX_PARAMS) and scikit-learn models. Such a job was sized as a chat LLM ("No model named: sized on
Llama-3.1-8B") or as a GPU trial on the card the user's boss or vendor named; each is CPU work first, a small card
only when the data size warrants it, and a proposed big-GPU plan is said as oversized in figures.

Published figures, each with its source:
- LightGBM (docs/Experiments.rst in github.com/microsoft/LightGBM, "Comparison Experiment", read 2026-12-06): Higgs,
  10,500,000 rows × 28 features, 500 trees of num_leaves = 255, num_threads = 16 on 2 × E5-2670 v3: LightGBM
  238.505513 s, xgboost_hist (lossguide, max_leaves 255) 551.898 s, training only, no I/O. Per row × feature × tree:
  238.5 × 16 ÷ (10.5e6 × 28 × 500) = 2.60e-8 core-seconds (a thread counted as a core: 16 threads on 24 cores);
  XGBoost hist 551.9 × 16 ÷ 1.47e11 = 6.01e-8.
- CatBoost: szilard/GBM-perf results.txt (a benchmark repository, not the vendor's; r4.8xlarge, 10 M rows, read
  2026-12-06): catboost 70.965 s against lightgbm 22.152 s → CatBoost = LightGBM × 3.20.
- The trees are 255-leaf ones; LightGBM's default is 31 leaves (Parameters.rst: num_leaves default 31), so the figure
  is an upper bound for a default model. Trees unsaid: the benchmark's 500 (ASSUMED, said).
- Small networks: training FLOPs = 6 × params × timesteps seen (the 6·N·D rule, Kaplan et al. 2020; an LSTM reuses
  its weights each step, so each timestep costs 2·N forward and 4·N backward), streaming inference 2 × params a new
  reading. A CPU core sustains SMALL_NET_CORE_GFLOPS on such small recurrent matrices (ASSUMED 20 GFLOP/s: ≈ 10 % of an
  AVX-512 core's FP32 peak, 2 FMA × 16 lanes × 2 × ≈ 3 GHz; recurrent steps are small sequential matrix-vector
  products, said); a card sustains RNN_GPU_UTIL of its dense FP16 peak (ASSUMED 0.15: cuDNN LSTMs with hidden sizes
  of a few hundred keep tensor cores mostly idle, said). By hand, 200 k parameters, 12,000 sensors at 1 reading a
  second: inference 2 × 2e5 × 12,000 = 4.8 GFLOP/s = 0.24 cores; six months of history (182.5 days) = 1.89e11
  readings, one epoch 6 × 2e5 × 1.89e11 = 2.27e17 FLOP = 3,153 core-hours on CPU, or 2.27e17 ÷ (65e12 × 0.15) = 6.5 h on
  one T4 (65 TFLOPS FP16): a weekly retrain is 6.5 × 30.4 ÷ 7 = 28 T4-hours a month.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tools.constants import DAYS_PER_MONTH, HOURS_PER_MONTH

READ_ON = "2026-12-06"
LGBM_SRC = ("LightGBM docs, Experiments.rst (Higgs: 10.5 M rows × 28 features, 500 trees of 255 leaves, 16 threads: "
            "LightGBM 238.5 s, xgboost_hist 551.9 s; read 2026-12-06)")
CATBOOST_SRC = "szilard/GBM-perf results.txt (a benchmark repository; 10 M rows: catboost 71.0 s, lightgbm 22.2 s)"
_HIGGS_CELL_TREES = 10.5e6 * 28 * 500
TREE_CORE_S = {  # core-seconds a row × feature × tree (module docstring)
    "lightgbm": 238.505513 * 16 / _HIGGS_CELL_TREES,
    "xgboost": 551.898 * 16 / _HIGGS_CELL_TREES,
    "catboost": 238.505513 * 16 / _HIGGS_CELL_TREES * 70.965 / 22.152,
}
BENCH_TREES = 500  # ASSUMED when unsaid: the benchmark's trees (module docstring)
FEATURES_ASSUMED = 50  # ASSUMED features a row when unsaid (lags, calendar, weather, zone: said)
ZONES_ASSUMED = 200  # ASSUMED zones a city's demand is forecast over when unsaid (said)
SMALL_NET_MAX_PARAMS = 10e6  # a network under this is a small one (the class sized here)
SMALL_NET_CORE_GFLOPS = 20.0  # ASSUMED sustained GFLOP/s a CPU core on a small recurrent net (module docstring)
RNN_GPU_UTIL = 0.15  # ASSUMED share of dense FP16 peak a small LSTM reaches on a card (module docstring)
FLOAT32_BYTES = 4.0
SERVE_VCPU = 2  # the small always-on box that scores the model between retrains (ASSUMED size, said)
CPU_ENOUGH_BOX_HOURS = 4.0  # ASSUMED: a retrain over 4 h on one CPU box is where GPU hist's speed-up pays for a card

FAMILIES: tuple[tuple[str, str, str, str], ...] = (  # key, name, kind, pattern (Chinese words: advisor.core.classic_ml)
    ("lightgbm", "LightGBM", "trees", r"(?i)light[\s_-]?gbm"),
    ("catboost", "CatBoost", "trees", r"(?i)cat[\s_-]?boost"),
    ("xgboost", "XGBoost", "trees", r"(?i)xg[\s_-]?boost"),
    ("gbdt", "gradient-boosted trees", "trees", r"(?i)gradient[\s-]?boost|(?<![a-z])gbdt|(?<![a-z])gbm(?![a-z])"),
    ("arima", "ARIMA / ETS", "tsclassic", r"(?i)(?<![a-z])s?arima(?:x)?(?![a-z])|holt[\s-]?winters|"
                                          r"exponential\s+smoothing|(?<![a-z])ets(?![a-z])|statsforecast"),
    ("lstm", "LSTM", "smallnet", r"(?i)(?<![a-z])lstm"),
    ("gru", "GRU", "smallnet", r"(?i)(?<![a-z])gru(?![a-z])"),
    ("autoencoder", "autoencoder", "smallnet", r"(?i)auto[\s-]?encoder"),
    ("mlp", "MLP", "smallnet", r"(?i)(?<![a-z])mlp(?![a-z])|multi[\s-]?layer\s+perceptron"),
    ("sklearn", "scikit-learn", "sklearn", r"(?i)scikit[\s-]?learn|sklearn|random\s+forest|logistic\s+regression|"
                                           r"(?<![a-z])svm(?![a-z])|k[\s-]?means"),
)


@dataclass(frozen=True)
class ClassicJob:
    key: str
    name: str
    kind: str  # trees | tsclassic | smallnet | sklearn


def classic_family(text: str) -> ClassicJob | None:
    """The first family the English text names (FAMILIES order: a named library before the generic word)."""
    for key, name, kind, pat in FAMILIES:
        if re.search(pat, text or ""):
            return ClassicJob(key, name, kind)
    return None


def family_by_key(key: str) -> ClassicJob | None:
    return next((ClassicJob(k, n, kd) for k, n, kd, _ in FAMILIES if k == key), None)


def history_rows(years: float, every_min: float, zones: float) -> float:
    """Rows of a demand history: one row a zone an interval. 3 years × 365 days × 288 five-minute slots × 200 zones =
    63,072,000 rows."""
    return years * 365 * 24 * 60 / every_min * zones


def matrix_gb(rows: float, features: float) -> float:
    """The raw float32 training matrix in GB: 63,072,000 × 50 × 4 B = 12.6 GB."""
    return rows * features * FLOAT32_BYTES / 1e9


def tree_core_hours(key: str, rows: float, features: float, trees: float) -> float:
    """Core-hours of one boosting run (module docstring): LightGBM 63,072,000 × 50 × 500 × 2.60e-8 ÷ 3,600 = 11.4
    core-hours; XGBoost hist 2.31× that; CatBoost 3.20×. An unnamed GBDT is sized as XGBoost (the slower)."""
    each = TREE_CORE_S.get(key, TREE_CORE_S["xgboost"])
    return rows * features * trees * each / 3600


def wall_hours(core_hours: float, cores: float) -> float:
    """A run's wall on one box: 11.4 core-hours ÷ 16 cores = 0.71 h."""
    return core_hours / cores if cores > 0 else 0.0


def runs_a_month(daily: bool, weekly: bool) -> float:
    """Retrains a month: daily 30.4, weekly 30.4 ÷ 7 = 4.35; unsaid: daily (ASSUMED, said: a demand or sensor model
    is usually refreshed each day)."""
    return DAYS_PER_MONTH / 7 if weekly and not daily else DAYS_PER_MONTH


def runs_month_cost(hours_a_run: float, price: float, runs: float) -> float:
    """A box started for each retrain: 0.71 h × $1.728 × 30.4 = $37.3 a month."""
    return hours_a_run * price * runs


def small_box_month(box_price: float, box_vcpu: float, vcpu: float = SERVE_VCPU) -> float:
    """A small always-on box at the priced row's per-vCPU hour (AWS prices c6i sizes in proportion to vCPUs): 2 ×
    ($1.728 ÷ 32) × 730 h = $78.8 a month."""
    return vcpu * box_price / box_vcpu * HOURS_PER_MONTH if box_vcpu > 0 else 0.0


def held_month(cards: float, price: float) -> float:
    """Cards held all month: 4 × $3.67 × 730 h = $10,716."""
    return cards * price * HOURS_PER_MONTH


def times_over(proposed: float, plan: float) -> float | None:
    """How many times the plan's month the proposal's is: $10,716 ÷ $399 = 26.9×; None without a plan figure."""
    return proposed / plan if plan > 0 else None


def readings(sensors: float, each_a_second: float, days: float) -> float:
    """Readings in a history: 12,000 sensors × 1 a second × 182.5 days × 86,400 s = 1.89e11."""
    return sensors * each_a_second * days * 86400


def history_days(n: float, unit: str) -> float:
    """A history said in months or years, in days: 6 months = 6 × 30.4 = 182.5 days; 3 years = 1,095 days."""
    return n * (DAYS_PER_MONTH if unit == "month" else 365.0)


def infer_cores(params: float, rate: float) -> float:
    """CPU cores streaming inference keeps busy: 2 × params a reading ÷ SMALL_NET_CORE_GFLOPS: 2 × 2e5 × 12,000 ÷ 20e9 =
    0.24 cores."""
    return 2 * params * rate / (SMALL_NET_CORE_GFLOPS * 1e9)


def train_flop(params: float, steps: float, epochs: float = 1.0) -> float:
    """A training run's FLOPs: 6 × params × timesteps × epochs = 6 × 2e5 × 1.89e11 = 2.27e17."""
    return 6 * params * steps * epochs


def train_core_hours(flop: float) -> float:
    """The run on CPU cores: 2.27e17 ÷ 20e9 ÷ 3,600 = 3,153 core-hours."""
    return flop / (SMALL_NET_CORE_GFLOPS * 1e9) / 3600


def train_card_hours(flop: float, fp16_tflops: float) -> float:
    """The run on one card: 2.27e17 ÷ (65e12 × 0.15) ÷ 3,600 = 6.5 h on a T4."""
    return flop / (fp16_tflops * 1e12 * RNN_GPU_UTIL) / 3600 if fp16_tflops > 0 else 0.0


def needs_card(core_hours: float, cores_a_box: float, binned: float = 0.0, ram_gib: float = 0.0) -> bool:
    """A run longer than CPU_ENOUGH_BOX_HOURS on one CPU box, or a binned matrix over half the box's RAM, warrants a
    card: 11.4 core-h on 16 cores (0.71 h) no; 1,000 core-h (62 h) yes; 500 M × 120 binned = 60 GB on a 64 GiB box
    yes."""
    too_big = ram_gib > 0 and binned > ram_gib * 1.073741824 / 2
    return wall_hours(core_hours, cores_a_box) > CPU_ENOUGH_BOX_HOURS or too_big


def binned_gb(rows: float, features: float) -> float:
    """The binned matrix LightGBM / XGBoost hist train on, one byte a cell (max_bin ≤ 255; tools.nonllm_jobs): 500 M ×
    120 = 60 GB."""
    return rows * features / 1e9


def per_month_hours(hours_a_run: float, runs: float) -> float:
    """A card's hours a month: 6.5 h × 4.35 weekly runs = 28.3 h."""
    return hours_a_run * runs


def per_second(n: float, every: bool) -> float:
    """Readings a second a sensor: "2 a second" → 2; "one every 10 seconds" (`every`) → 0.1."""
    return 1 / n if every and n > 0 else n


def reading_rate(sensors: float, per_second_each: float) -> float:
    """Readings a second in all: 12,000 sensors × 1 = 12,000."""
    return sensors * per_second_each


def plan_month(serve: float | None, train: float | None) -> float | None:
    """The plan's month: the scoring box (or the small card held as its ceiling) + the retrains; None when neither."""
    if serve is None and train is None:
        return None
    return (serve or 0.0) + (train or 0.0)


def history_years(n: float, months: bool) -> float:
    """A history in years: 18 months = 18 × 30.4 ÷ 365 = 1.5 years; 3 years = 3."""
    return history_days(n, "month") / 365 if months else n
