"""A named time-series forecaster (Chronos-Bolt, Chronos) is answered as what it is — a nightly batch of inference on
one small card or a CPU, the user's proposed node held against the need — never "0.002B (assumed) LoRA fine-tune" on
the 8 × H100 the message mentions, in English, 简体 and 繁體.

Hand figures (Chronos-Bolt-Base, 205 M, patches of 16): 730 daily steps → ceil(730 / 16) = 46 patches + 1 decoder
step = 47 tokens; 2 × 205e6 × 47 = 19.27 GFLOP a series; × 2,000,000 = 3.854e16 FLOP; one L4 at 121 TFLOPS × 10 %
(assumed) = 1.21e13 FLOP/s → 3,185 s ≈ 0.9 h, inside a 4 h window. 8 × 80 GB = 640 GB ÷ 0.41 GB ≈ 1,561.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.forecast_reply import history_days, series_count
from advisor.core.store import Store
from tests.conftest import module_home
from tools.forecast import batch_hours, bolt_flops_per_series, forecast_model

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q_EN = ("Retail chain: nightly demand forecast for ~2M store-SKU series with Chronos-Bolt-Base, 2 years of daily "
        "history each, 28-day horizon. Our ML lead wants an 8xH100 node \"to be safe\". Batch window is 1am-5am. "
        "What do we actually need on AWS?")
Q_ZH = ("零售连锁：每晚用 Chronos-Bolt-Base 给200万条时间序列做需求预测，主管想租一台 8卡H100 保险一点，"
        "凌晨1点到5点跑完，AWS 上到底要什么？")
Q_TW = "我們每晚要用 Chronos-Bolt-Small 預測 50萬條時間序列，主管說要租 4 張 A100，需要嗎？"


def test_bolt_base_flops_and_hours_on_one_l4():
    assert bolt_flops_per_series(205e6, 730) == pytest.approx(19.27e9)
    assert batch_hours(2e6, 19.27e9, 121) == pytest.approx(0.885, abs=0.005)


@pytest.mark.parametrize(("text", "name", "series", "days"), [
    (Q_EN, "Chronos-Bolt-Base", 2e6, 730.0),
    (Q_ZH, "Chronos-Bolt-Base", 2e6, None),
    (Q_TW, "Chronos-Bolt-Small", 5e5, None),
    ("forecast 30k series with chronos-t5-large, 6 months of history", "Chronos-T5-Large", 3e4, 180.0),
    # each SKU or store forecast is one series, said without the word "series"
    ("forecast 50k SKUs daily with Chronos-Bolt-base, 2 years of daily history", "Chronos-Bolt-Base", 5e4, 730.0),
    ("用Chronos-Bolt-base每天预测5万个SKU的销量", "Chronos-Bolt-Base", 5e4, None),
])
def test_forecaster_series_and_history_read(text, name, series, days):
    m = forecast_model(text)
    assert m is not None and m.name == name
    assert series_count(text) == series and history_days(text) == days


@pytest.mark.slow
@pytest.mark.parametrize(("text", "needles"), [
    (Q_EN, ("time-series forecasting model", "≈ 53 min on one L4", "inside your 4 h window", "8 × H100 SXM",
            "not needed for this job")),
    (Q_ZH, ("时间序列预测模型", "一张 L4", "8 × H100 SXM", "这项任务用不上")),
    (Q_TW, ("時間序列預測模型", "4 × A100", "這項任務用不上")),
])
def test_forecast_batch_answered_as_inference_not_a_lora(tmp_path, text, needles):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert "LoRA fine-tune" not in out and "(assumed)" not in out and "微调 ·" not in out, out[:600]
    for n in needles:
        assert n in out, out[:1500]


@pytest.mark.slow
def test_a_batch_under_an_hour_is_said_in_minutes(tmp_path):
    # 50,000 × 19.27 GFLOP = 9.6e14 FLOP ÷ 1.21e13 FLOP/s ≈ 80 s: "≈ 1 min", never "≈ 0.0 h"
    reply = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "forecast 50k SKUs daily with Chronos-Bolt-base, 2 years of daily history").text
    assert "≈ 1 min on one L4" in reply and "0.0 h" not in reply, reply
