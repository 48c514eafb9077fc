"""Live voice conversion is sized as streams held for their hours, with the stated latency checked against the
model's published delay — never a batch job, never a chat LLM.

Hand reasoning (the expert's):
- 150 streamers × 5 h a day × 30.4 days (365 ÷ 12) = 22,813 stream-hours a month.
- RVC's README: 170 ms end to end on the streamer's PC. A 250 ms target leaves (250 − 170) ÷ 2 = 40 ms each way for
  the network: a GPU in the streamers' city. A 150 ms target is missed by the model alone (−10 ms).
- Seed-VC's README: a 0.18 s block in 150 ms on an RTX 3060 Laptop → 0.18 ÷ 0.15 × 0.8 = 0.96 → 0 streams at ≤ 80 %
  busy: the pilot decides. A card doing a 0.25 s block in 20 ms → 0.25 ÷ 0.02 × 0.8 = 10 streams → 35 streams: 4 cards.
- One card rented 5 h a day at ¥2.0/h: 2 × 5 × 30.4 = ¥304 a month; 150 streams one card each: ¥45,625.
"""

import pytest

from advisor.core.voice_conversion_read import latency_said, streams_said
from tools.voice_conversion import (
    card_month,
    cards_for,
    ceiling_month,
    network_budget_ms,
    stream_hours_month,
    streams_per_card,
    vc_model,
)


@pytest.mark.parametrize("text, key", [
    ("our streamers want RVC v2 voice changing", "rvc"),
    ("主播想用Seed-VC实时变声", "seed-vc"),
    ("用 so-vits-svc 做即時變聲", "so-vits-svc"),
    ("用 GPT-SoVITS 做配音", None),
])
def test_the_voice_conversion_model_is_read(text, key):
    m = vc_model(text)
    assert (m.key if m else None) == key


def test_month_latency_streams_and_cost():
    assert stream_hours_month(150, 5) == pytest.approx(22_812.5)
    assert network_budget_ms(250, 170) == 40 and network_budget_ms(150, 170) < 0
    assert streams_per_card(0.18, 150) == 0 and streams_per_card(0.25, 20) == 10
    assert cards_for(35, 10) == 4 and cards_for(35, 0) is None
    assert card_month(2.0, 5) == pytest.approx(304.17, abs=0.01)
    assert ceiling_month(150, 2.0, 5) == pytest.approx(45_625.0)


@pytest.mark.parametrize("text, streams, ms", [
    ("我们有150个主播，延迟要250ms以内", 150.0, 250.0),
    ("我們有80個主播要即時變聲，延遲要在250毫秒內", 80.0, 250.0),
    ("40 streamers, under 300 ms latency", 40.0, 300.0),
])
def test_streams_and_latency_are_read(text, streams, ms):
    assert streams_said(text) == streams and latency_said(text) == ms
