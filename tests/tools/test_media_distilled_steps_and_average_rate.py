"""Image and speech loads given as counts, steps and an average rate are sized, never refused or mis-sized.

Cases from an expert review: SDXL-Lightning 4 steps was sized as 30-step SDXL (827 A10s for 50 images/s); the
average rate said beside a peak ("平均每秒只有5张，高峰就晚上两三个小时") was "nothing new"; 800 張 2048x1024 嘅 banner a day
and 100万条语音消息 × 60 秒 a day were refused and asked for the counts they gave. Held-out phrasings here use other
models, counts, sizes and scripts.
"""

from __future__ import annotations

import pytest

from advisor.core.audio_item_total import audio_total
from advisor.core.extract_rules import extract
from advisor.core.extract_stated import audio_items, image_rate, sampling_steps
from advisor.core.image_average_read import average_image_rate, peak_hours
from tools.media import (
    MODELS,
    SDXL_FIXED_SHARE,
    MediaPlan,
    MediaRow,
    _time_factor,
    distilled_variant,
    peak_and_average,
    steps_run,
    with_steps,
)
from tools.schema import Dataset


def test_sdxl_lightning_runs_its_four_steps_with_the_fixed_part_kept_whole() -> None:
    # SDXL's measured 3.31 s (A100, 30 steps) less its ≤ 0.56 s of prompt encoding + VAE decode (SDXL-Turbo's 207 − 67 ms
    # at 512², × 4 pixels) = 2.75 s of steps; at 4 steps 0.56 + 2.75 × 4 / 30 = 0.93 s (the key: 0.7–1.0 s on a 4090)
    m = with_steps(MODELS["sdxl"], "用SDXL-Lightning 4步出1024x1024", 4)
    assert m.name == "SDXL-Lightning" and steps_run(m) == 4
    assert 3.31 * _time_factor(m, None, None) == pytest.approx(0.93, abs=0.01)
    share = SDXL_FIXED_SHARE
    assert share == pytest.approx(0.169, abs=0.001)


@pytest.mark.parametrize("text,said,name,steps", [
    ("SDXL-Lightning 出图", None, "SDXL-Lightning", 4),          # the card's 4-step checkpoint where none is said
    ("SDXL Lightning 8-step, 20 images/s", 8, "SDXL-Lightning", 8),  # the user's steps win
    ("sdxl-turbo 每張 1 步", 1, "SDXL-Turbo", 1),
    ("SDXL-Turbo 嘅貼圖", None, "SDXL-Turbo", 1),
    ("SDXL + LCM-LoRA", None, "LCM-LoRA SDXL", 4),
    ("Hyper-SD SDXL", None, "Hyper-SD SDXL", 8),
    ("SDXL, 20 steps", 20, "SDXL", 20),                           # plain SDXL at the steps said
])
def test_distilled_variants_and_said_steps(text: str, said: int | None, name: str, steps: int) -> None:
    assert sampling_steps(text) == said
    m = with_steps(MODELS["sdxl"], text, sampling_steps(text))
    assert (m.name, steps_run(m)) == (name, steps)


def test_flux_schnell_is_its_own_four_step_row_and_training_steps_are_not_sampling_steps() -> None:
    assert distilled_variant("FLUX.1-schnell") is None  # measured at 4 steps itself: 2.60 s on a 4090 at 1024²
    assert MODELS["flux-schnell"].steps == 4 and MODELS["flux-schnell"].licence is None  # Apache-2.0
    assert sampling_steps("LoRA 训练 1500 步") is None and sampling_steps("1500 training steps") is None
    assert sampling_steps("第4步上传图片") is None
    # 2048×1024 is 2 MP: twice the measured 1024² time (2.60 → 5.20 s on the 4090), the steps unchanged
    assert _time_factor(MODELS["flux-schnell"], (2048, 1024), None) == pytest.approx(2.0)


@pytest.mark.parametrize("text,avg,hours", [
    ("其实平均每秒只有5张左右，高峰就晚上两三个小时，能不能省点", 5.0, (2.0, 3.0)),
    ("其實平均每秒大約 8 張，高峰期只有3個鐘", 8.0, (3.0, 3.0)),
    ("平時平均每分鐘 120 張，尖峰大概 2 到 4 小時", 2.0, (2.0, 4.0)),
    ("on average 5 images a second, the peak lasts 2-3 hours", 5.0, (2.0, 3.0)),
    ("300 images a minute on average; 3 hours at peak", 5.0, (3.0, 3.0)),
])
def test_average_rate_and_peak_hours_are_read(text: str, avg: float, hours: tuple[float, float]) -> None:
    assert average_image_rate(text) == avg
    assert peak_hours(text) == hours


def test_the_peak_rate_is_not_the_average_said_beside_it() -> None:
    assert image_rate("平均每秒5张，高峰每秒50张") == 50.0
    assert image_rate("on average 5 images a second") == 5.0  # said alone: the load


def _row(cards: int, price: float, secs: float) -> MediaRow:
    return MediaRow("p", "i", "A10", 1, cards, price, None, price * cards, rate=secs, scaled=True)


def test_peak_and_average_prices_autoscale_and_shows_the_queue_cannot_absorb_hours() -> None:
    # 50/s peak on A10s at 2.32 s an image, half busy: 232 cards at ¥9.53 = ¥2,211/h; the 5/s average: 24 cards,
    # ¥228.7/h. Autoscaled: 228.7 × 730 + (2,211 − 228.7) × 2 h × 30.42 days = ¥287.5k (3 h: ¥347.8k), against
    # ¥1.61 M for the peak fleet all month. Queued on 24 cards: 24 / 2.32 = 10.3/s, (50 − 10.3) × 7,200 s = 285.5k images
    # behind after a 2-hour peak, the last waiting 285.5k / 10.3 = 7.7 h: no plan
    m = MODELS["sdxl"]
    peak = MediaPlan(m, None, 1.0, None, 50.0, None, None, [_row(232, 9.53, 2.32)], "CNY")
    avg = MediaPlan(m, None, 1.0, None, 5.0, None, None, [_row(24, 9.53, 2.32)], "CNY")
    got = peak_and_average(peak, avg, 5.0, (2.0, 3.0))
    assert got is not None
    a = got.args
    assert a["month_lo"].startswith("¥287,")
    assert a["month_hi"].startswith("¥347,") or a["month_hi"].startswith("¥348,")
    assert a["cap"] == pytest.approx(10.34, abs=0.01)
    assert a["wait_h"] == pytest.approx(7.67, abs=0.05)
    assert peak_and_average(peak, avg, 60.0, None) is None  # an "average" above the peak is no average


@pytest.mark.parametrize("text,hours", [
    ("社交App每天大概100万条语音消息，平均60秒，想用SenseVoice-Small转文字", 1_000_000 * 60 / 3600),  # 16,667 h
    ("我們每天約 5 萬段語音，平均 30 秒，用 SenseVoice 轉文字", 50_000 * 30 / 3600),          # 416.7 h
])
def test_counted_messages_times_length_are_the_audio_not_the_count(text: str, hours: float) -> None:
    from tools.media import audio_hours_of_items

    items = audio_items(text)
    assert items is not None
    summed = Dataset(amount=audio_hours_of_items(*items[:4]) or 0.0, unit="audio_hours")
    stated = extract(text).patch.dataset  # the reader's count of items, not hours
    got = audio_total(stated, items, summed)
    assert got is not None and got.unit == "audio_hours" and got.amount == pytest.approx(hours, rel=1e-6)


@pytest.mark.parametrize("text,count,period", [
    ("我哋設計公司想用FLUX.1-schnell每日出大約800張2048x1024嘅banner", 800, "day"),
    ("我们想用FLUX.1-schnell每天出1500张头像，租什么卡", 1500, "day"),
    ("每週用SDXL出3000幅 1536x1024 的封面", 3000, "week"),
    ("We want FLUX.1-schnell to make about 800 banners a day at 2048x1024", 800, "day"),
])
def test_a_period_s_image_count_is_the_batch_whatever_the_pictures_are_called(text: str, count: int,
                                                                               period: str) -> None:
    p = extract(text).patch
    assert (p.batch_requests, p.batch_period) == (count, period)


def test_cards_counted_in_zhang_are_not_images() -> None:
    p = extract("用2张4090跑SDXL每天出5000张图").patch
    assert (p.num_gpus, p.batch_requests) == (2, 5000)
