"""A text-to-speech job whose published speed is for a card nobody rents by the hour here (F5-TTS's RTF is an L20's) is
priced on the priced card where it costs least, its RTF scaled by FP32 TFLOPS and never credited above the measured
card; with no priced card at all the answer says so (tools.generated_media.tts_priced). Hand figures in each test."""

from __future__ import annotations

import pytest

from advisor.core.generated_media import items_without_length, speech_said
from catalog.gpus import all_gpus
from tools.generated_media import scaled_rtf, tts_priced
from tools.schema import InstanceRow


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def test_a_slower_card_is_slower_by_its_fp32_share_a_faster_one_is_not_credited():
    gpus = all_gpus()
    # Hand: L20 59.35 FP32 TFLOPS; A10 31.2 → 0.1467 × 59.35 / 31.2 = 0.2791; RTX 4090 82.6 > 59.35 → stays 0.1467
    assert gpus["A10"].fp32_tflops == 31.2
    assert scaled_rtf(0.1467, gpus["L20"], gpus["A10"]) == pytest.approx(0.2791, abs=1e-4)
    assert scaled_rtf(0.1467, gpus["L20"], gpus["RTX 4090"]) == pytest.approx(0.1467)


def test_the_measured_card_priced_is_used_as_measured():
    # an L20 row exists: no scaling, its price
    got = tts_priced(0.1467, "L20", all_gpus(), [row("L20", 0.90), row("RTX 4090", 0.30)], "USD", 7.2, {})
    assert got is not None and (got.gpu, got.price, got.rtf, got.scaled) == ("L20", 0.90, 0.1467, False)


def test_no_measured_card_priced_goes_to_the_cheapest_job_on_a_priced_card():
    # Hand, per audio hour: A10 at $0.40 × RTF 0.2791 = $0.112; RTX 4090 at $0.50 × 0.1467 = $0.073 → the 4090,
    # although its hour costs more; an 8-card box is not a one-card row, so it is not priced per card
    rows = [row("A10", 0.40), row("RTX 4090", 0.50), row("H100 SXM", 8.0, 8)]
    got = tts_priced(0.1467, "L20", all_gpus(), rows, "USD", 7.2, {})
    assert got is not None and (got.gpu, got.price, got.scaled) == ("RTX 4090", 0.50, True)
    assert got.rtf == pytest.approx(0.1467) and (got.ref_tflops, got.tflops) == (59.35, 82.6)


def test_nothing_priced_is_none_not_a_guess():
    assert tts_priced(0.1467, "L20", all_gpus(), [row("H100 SXM", 8.0, 8)], "USD", 7.2, {}) is None


@pytest.mark.parametrize("text, hours", [
    # Hand: 2,000 × 1 min = 2,000 min = 33.33 h; 500 × 3 min = 25 h; 120 × 4 min = 8 h
    ("read 2,000 product descriptions aloud every day, about 1 minute each", 33.33),
    ("我們每天要把 500 篇文章轉成語音，每篇大約 3 分鐘", 25.0),
    ("每周把120章有声书转成语音，每章4分钟", 8.0),
])
def test_texts_read_aloud_are_counted_as_hours_of_speech(text, hours):
    got = speech_said(text)
    assert got is not None and got[0] == pytest.approx(hours, abs=0.01), got


@pytest.mark.parametrize("text, count, period", [
    ("read 2,000 product descriptions aloud every day", 2000.0, "day"),
    ("我们每天要把3000条商品介绍转成语音", 3000.0, "day"),
    ("我哋每個禮拜有 80 篇文章要讀出嚟", 80.0, "week"),
])
def test_texts_counted_without_a_length_are_counted_for_the_provisional_minute(text, count, period):
    # the count and its period are read; the length is the provisional TTS_ASSUMED_ITEM_MINUTES (1 min: by hand,
    # 2,000 × 1 min = 33.3 h of speech), said in the answer
    assert items_without_length(text) == (count, period)


def test_a_length_said_is_not_replaced_by_the_provisional_minute():
    assert items_without_length("read 2,000 product descriptions aloud every day, 2 minutes each") is None
