"""Live dictation on a model that is not a streaming model (Whisper, parakeet, canary) is said to be pseudo-streaming,
with a streaming alternative sized on its measured capacity for Chinese speech; when the data may not leave the site
the plan is cards to BUY (tools.live_dictation), never a rental."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.live_dictation import buy_cards, buy_line, not_streaming, streaming_cards, streaming_line
from tools.media import MODELS, plan
from tools.schema import InstanceRow, Workload

GPUS = all_gpus()


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def live(model: str, streams: int, rows: list[InstanceRow]):
    p = plan(MODELS[model], Workload(modality="speech", concurrency=streams), GPUS, rows, size=None, currency="USD",
             usd_cny=7.0, fx={})
    assert p is not None
    return p


@pytest.mark.parametrize("streams, cards", [(150, 2), (80, 1), (81, 2), (400, 5)])
def test_paraformer_streaming_carries_80_streams_an_a10(streams, cards):
    # Expert by hand: FunASR's Paraformer-zh-streaming, 100 concurrent streams on one A10 (p99 463 ms a 600 ms chunk),
    # planned at ≤ 80 % → 80 a card: 150 → ⌈1.875⌉ = 2, 400 → 5
    assert streaming_cards(streams) == (cards, "A10", pytest.approx(80.0))


def test_whisper_live_is_pseudo_streaming_with_the_streaming_alternative():
    p = live("whisper-turbo", 150, [row("L40S", 1.0)])
    assert not_streaming(p)
    (zh,) = streaming_line(p, chinese=True)
    assert zh.args["cards"] == 2 and zh.args["gpu"] == "A10" and zh.args["hotwords"]
    assert "不是流式模型" in zh.zh and "热词" in zh.zh
    (en,) = streaming_line(p, chinese=False)
    assert en.args["cards"] is None and "time it on a pilot" in en.en
    assert streaming_line(live("paraformer-streaming", 150, [row("A10", 1.0)]), chinese=True) == []


def test_on_site_dictation_buys_the_fewest_cards_of_the_priced_rows():
    # Expert by hand: canary-1b-flash ≥ 1,000× on an A100 (its card); a live stream costs ≈ 8.43 s of batch decoding a
    # second (tools.media.STREAM_COST) → 1,000 ÷ 8.43 × 0.8 = 94.9 streams an A100: 120 streams → 2 A100s. An L4
    # (300 GB/s) runs 1,000 × 300 / 2,039 = 147× → 13.96 streams → 9 L4s. Bought: the fewest cards, 2 × A100 in one
    # server — never 9 rented L4s
    p = live("canary-1b-flash", 120, [row("A100 80GB SXM", 2.0), row("L4", 0.3)])
    assert buy_cards(p) == (2, "A100 80GB SXM", 1)
    (msg,) = buy_line(p)
    assert "To buy (the data stays on site): 2 × A100 80GB SXM in 1 server" in msg.en
    assert "需要购买" in msg.zh and "询价" in msg.zh


@pytest.mark.parametrize("chinese, language, key", [
    (True, "zh", "paraformer-streaming"), (True, "en", "paraformer-streaming"),  # Mandarin named in English
    (False, "en", "kyutai-stt-1b-en_fr"), (False, None, "kyutai-stt-1b-en_fr"), (False, "fr", "kyutai-stt-1b-en_fr"),
    (False, "de", None),  # German: no held streaming figure (Kyutai hears English and French only)
])
def test_the_streaming_model_follows_the_speech(chinese, language, key):
    from tools.live_dictation import streaming_key

    assert streaming_key(chinese, language) == key


@pytest.mark.parametrize("named, key", [(("German",), None), (("English", "French"), "kyutai-stt-1b-en_fr")])
def test_a_named_language_kyutai_does_not_hear_gets_no_streaming_plan(named, key):
    from tools.live_dictation import streaming_key

    assert streaming_key(False, "en", named) == key


def test_kyutai_carries_320_streams_a_h100():
    # its README: a H100 processes 400 streams in real time → 400 × 0.8 = 320 a card → 100 streams on 1, 321 on 2
    assert streaming_cards(100, "kyutai-stt-1b-en_fr")[0] == 1
    assert streaming_cards(321, "kyutai-stt-1b-en_fr")[:2] == (2, "H100 SXM")


def test_a_whisper_live_plan_gets_the_streaming_plan_priced_beside_it():
    # 100 Chinese streams: Whisper on an A100 80GB (the asked card) vs Paraformer on its measured A10: 100 × 0.8 = 80
    # a card → ⌈100 ÷ 80⌉ = 2 A10s at $1.00 an hour each → $2.00 × 730 h = $1,460 a month
    from tools.live_dictation import plan_line, streaming_plan

    rows = [row("A10", 1.0), row("A100 80GB SXM", 3.0)]
    w = Workload(modality="speech", concurrency=100, gpu_preference="A100")
    p = plan(MODELS["whisper-large"], w, GPUS, rows, size=None, currency="USD", usd_cny=7.0, fx={})
    assert p is not None and p.rows and p.rows[0].gpu.startswith("A100")
    alt = streaming_plan(p, w, GPUS, rows, "paraformer-streaming", size=None, currency="USD", usd_cny=7.0, fx={})
    assert alt is not None and alt.rows[0].gpu == "A10" and alt.rows[0].machines * alt.rows[0].gpus == 2
    a = plan_line(p, alt)[0].args
    assert (a["cards"], a["gpu"], round(a["per"])) == (2, "A10", 80) and a["month"] == "$1,460.00", a
    assert streaming_plan(alt, w, GPUS, rows, "paraformer-streaming", size=None, currency="USD", usd_cny=7.0,
                          fx={}) is None  # a streaming plan already streams: nothing beside it
