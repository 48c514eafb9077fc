"""A first-packet limit stated for live TTS sizes the lead plan: where the card's full-throughput concurrency misses
it, every plan (the one-card fleet, the fewer-boxes alternative) is sized at the most requests in flight a card that
meet it, and the throughput's smaller fleet is named as the one that would miss it
(advisor.core.generated_media._latency_sized over tools.generated_media.first_packet)."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, want, not_want", [
    # 100 streams = 100 audio-s/s; an RTX A4500 at 4 in flight: RTF 0.0604 × 2.50 = 0.151, first chunk 1 s × 0.151 × 4
    # ≈ 605 ms > 500 ms; at 2 in flight 0.0693 × 2.50 = 0.174 → 347 ms ≤ 500 ms. Cards: 100 × 0.174 = 17.4 busy at
    # 50 % → 35, not the throughput's 100 × 0.151 = 15.1 → 31
    ("CosyVoice2 实时语音合成，同时 100 路，首包延迟要在500毫秒以内",
     ["→ 35 张 RTX A4500", "同样 35 张", "只按吞吐算要 31 张", "每卡同时 2 路"], ["→ 31 张", "同样 31 张", "31 → 35"]),
    ("CosyVoice2 即時語音合成，同時 100 路，首包延遲要在500毫秒以內",
     ["→ 35 張 RTX A4500", "同樣 35 張"], ["→ 31 張", "31 → 35"]),
    ("CosyVoice2 real-time TTS, 100 concurrent streams, first packet under 500 ms",
     ["→ 35 × RTX A4500", "the same 35 × RTX A4500", "the throughput alone would take 31"], ["→ 31 ×", "31 → 35"]),
    # a limit the throughput already meets (4 in flight ≈ 605 ms ≤ 800 ms) leaves the fleet at the throughput's 31
    ("CosyVoice2 real-time TTS, 100 concurrent streams, first packet under 800 ms",
     ["→ 31 × RTX A4500", "within your 800 ms"], ["sized at 2 in flight"]),
])
def test_the_first_packet_limit_sizes_every_plan(ask, text, want, not_want):
    out = ask(text)
    for w in want:
        assert w in out, (w, out)
    for w in not_want:
        assert w not in out, (w, out)
