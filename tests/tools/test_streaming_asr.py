"""Live captions are sized on a streaming speech model, and a small speech stage beside an LLM goes on the LLM's
machine when it fits there (tools.media, tools.stages).

Hand figures (never read back from the code):
- paraformer-zh-streaming, FunASR's Triton runtime on ONE A10 (600 GB/s): 100 concurrent streams of 600 ms chunks,
  p99 463 ms a chunk (under the chunk, so each stream keeps real time) → 100 streams a card; other cards × their
  bandwidth ÷ 600, never above the A10; planned at ≤ 80 % → an A10 carries 80 streams.
- T4 (320 GB/s, no BF16 but the measurement is FP32 ONNX): 100 × 320 / 600 = 53.3 streams, × 0.8 = 42.7.
- L4 (300 GB/s): 50 streams, × 0.8 = 40.0. RTX 4090 / H100 (faster than the A10): capped at 100 (× 0.8 = 80).
- A chunk's text shows one chunk (0.6 s) + its p99 decode (0.463 s) = 1.063 s after it is spoken.
"""

from __future__ import annotations

import math

import pytest

from catalog.gpus import all_gpus
from tools.media import (
    MODELS,
    PARAFORMER_STREAM_LATENCY_S,
    card_rate,
    default_speech_model,
    live_per_card,
    load_of,
    media_model,
    native_stream_lines,
    plan,
)
from tools.non_llm import named_model
from tools.schema import InstanceRow, Workload
from tools.stages import colocation, speech_colocation

GPUS = all_gpus()
PARA = MODELS["paraformer-streaming"]


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def live(n: int, rows: list[InstanceRow], latency: float | None = None):
    p = plan(PARA, Workload(task="inference", modality="speech", concurrency=n), GPUS, rows, size=None,
             currency="USD", usd_cny=7.0, fx={}, latency_s=latency)
    assert p is not None and p.rows
    return p


def test_a_live_load_with_no_model_named_gets_a_streaming_model_by_language():
    # Chinese speech: FunASR's streaming Paraformer (SenseVoice-Small beside it); other speech: Whisper large-v3-turbo
    assert default_speech_model(True, True) == ("Paraformer-zh-streaming", "SenseVoice-Small")
    assert default_speech_model(True, False)[0] == "Whisper large-v3-turbo"
    # a recorded batch keeps the most accurate Whisper
    assert default_speech_model(False, True)[0] == "Whisper large-v3"


def test_paraformer_is_named_and_its_capacity_scales_from_the_measured_a10():
    got = named_model("我们想用 FunASR 的 paraformer 做实时字幕")
    assert got is not None and got.name == "Paraformer-zh-streaming"
    assert media_model(got.name, "") is PARA
    assert card_rate(PARA, GPUS["A10"], GPUS) == (pytest.approx(100.0), False)
    # T4 counts (FP32 measurement): 100 × 320 / 600 = 53.3; H100 is capped at the A10's 100 (not measured faster)
    assert card_rate(PARA, GPUS["T4"], GPUS) == (pytest.approx(53.33, abs=0.01), True)
    assert card_rate(PARA, GPUS["H100 SXM"], GPUS) == (pytest.approx(100.0), True)


def test_forty_rooms_fit_one_a10_and_sixty_need_two_l4():
    # 40 streams: an A10 carries 80 → 1 card
    p = live(40, [row("A10", 0.75)])
    assert p.rows[0].machines * p.rows[0].gpus == 1
    assert live_per_card(p, p.rows[0]) == pytest.approx(80.0)
    # 60 streams on L4s: 40.0 each → ceil(60 / 40) = 2 cards
    q = live(60, [row("L4", 0.80)])
    assert q.rows[0].machines * q.rows[0].gpus == math.ceil(60 / 40.0) == 2
    # 150 streams on T4s: 42.7 each → ceil(150 / 42.67) = 4 cards
    t = live(150, [row("T4", 0.35)])
    assert t.rows[0].machines * t.rows[0].gpus == 4


def test_the_latency_target_is_judged_on_a_chunk_and_its_measured_decode():
    assert pytest.approx(0.6 + 0.463) == PARAFORMER_STREAM_LATENCY_S
    ok = native_stream_lines(live(40, [row("A10", 0.75)], latency=2.0))[0]
    assert ok.code == "media.stream_latency_native" and ok.args["met"] is True
    # 0.8 s is under one 600 ms chunk + 463 ms decode = 1.06 s
    low = native_stream_lines(live(40, [row("A10", 0.75)], latency=0.8))[0]
    assert low.args["met"] is False
    assert "Why not Whisper" in native_stream_lines(live(40, [row("A10", 0.75)]))[0].text("en")


def test_a_streaming_model_sizes_no_recorded_batch():
    w = Workload(task="inference", modality="speech", dataset={"amount": 100, "unit": "audio_hours"})
    assert load_of(PARA, w) == (None, None)


def test_a_small_stage_fits_beside_the_llm_by_memory_and_by_hours():
    # A40: 48.3 GB usable × 0.9 = 43.5 GB; the LLM takes 26.1 GB a card → 17.4 GB free. Whisper large-v3: 2 × 1.55 B
    # = 3.1 GB + 0.54 GB context = 3.6 GB → fits. 200 h a day at 91.84 × 696 / 2,039 = 31.3× on 2 cards:
    # 200 / 62.7 = 3.2 h ≤ half of 24 h → fits
    c = colocation(GPUS["A40"].usable_bytes, 26.1e9, 3.1e9, 2, 31.35, 200 * 3600)
    assert c.free_gb == pytest.approx(17.4, abs=0.1) and c.need_gb == pytest.approx(3.64, abs=0.01)
    assert c.hours == pytest.approx(3.19, abs=0.01) and c.limit_h == 12 and c.fits


def test_a_full_card_or_a_long_batch_keeps_its_own_machine():
    # L4: 24.0 GB usable × 0.9 = 21.6 GB; an LLM at 20 GB leaves 1.6 GB < 3.6 GB → not on that machine
    mem = colocation(GPUS["L4"].usable_bytes, 20e9, 3.1e9, 1, 13.5, 10 * 3600)
    assert mem.free_gb == pytest.approx(1.6, abs=0.1) and not mem.fits
    # 1,000 h a day on one A40 at 31.3×: 1,000 / 31.3 = 31.9 h > 12 h → not on that machine
    busy = colocation(GPUS["A40"].usable_bytes, 26.1e9, 3.1e9, 1, 31.35, 1000 * 3600)
    assert busy.hours == pytest.approx(31.9, abs=0.1) and not busy.fits
    # an 8-hours-a-day service lends at most 4 h: 3.2 h of audio work fits, 5 h does not
    assert colocation(GPUS["A40"].usable_bytes, 26.1e9, 3.1e9, 2, 31.35, 200 * 3600, day_hours=8).fits
    assert not colocation(GPUS["A40"].usable_bytes, 26.1e9, 3.1e9, 1, 31.35, 200 * 3600, day_hours=8).fits


def test_the_speech_plan_is_put_on_the_llm_card_at_that_cards_own_rate():
    w = Workload(task="inference", modality="speech", dataset={"amount": 200, "unit": "audio_hours"},
                 batch_period="day")
    p = plan(MODELS["whisper-large"], w, GPUS, [row("RTX A4500", 0.25)], size=None, currency="USD", usd_cny=7.0,
             fx={})
    assert p is not None
    c = speech_colocation(MODELS["whisper-large"], p, GPUS["A40"], 2, 26.1e9, GPUS)
    # the A40's own rate (91.84 × 696 / 2,039 = 31.35×), not the A4500's: 200 / (31.35 × 2) = 3.19 h
    assert c is not None and c.hours == pytest.approx(3.19, abs=0.01) and c.fits
    # a card the Whisper measurement cannot be scaled to (V100: no BF16) is not judged
    assert speech_colocation(MODELS["whisper-large"], p, GPUS["V100 SXM2 32GB"], 2, 16.5e9, GPUS) is None
