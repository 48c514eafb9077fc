"""A live image API sizes a faster card at its own speed, in English, 简体 and 繁體.

FLUX.1-schnell at 20 images a second (1,200 a minute), users in the US. Measured: 2.60 s an image on an RTX 4090
(165.2 dense FP16 TFLOPS). The RTX 6000 Ada (364.2) runs it in 2.60 × 165.2 / 364.2 = 1.179 s, so at ≤ 50 % busy a
card makes 60 / 1.179 × 0.5 = 25.4 images a minute and 1,200 / 25.4 = 47.2 → 48 cards (6 × 8-card boxes). Held at the
4090's 2.60 s it made 11.5 a minute and needed 105 cards; the A40 (149.7, slower than the 4090) is 2.869 s either way:
10.46 a minute → 115 cards → 15 boxes. The source line says faster cards are credited, not "never above it"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow

ASKS = (
    ("We're building an image API on Flux.1-schnell, 1024x1024, peak load about 20 images per second, users in the US. "
     "What should we rent?", "48 × RTX 6000 Ada in all", "≈ 25.4 images a minute", "faster cards credited"),
    ("我们用 Flux.1-schnell 做图片 API，1024x1024，高峰每秒约 20 张图，用户在美国，租什么？", "共 48 张 RTX 6000 Ada",
     "每分钟约 25.4 张", "更快的卡也按它的算力计"),
    ("我們用Flux.1-schnell做圖片API，1024x1024，高峰每秒約20張圖，用戶在美國，該租什麼？", "共 48 張 RTX 6000 Ada",
     "每分鐘約 25.4 張", "更快的卡也按它的算力計"),
)


@pytest.mark.parametrize(("text", "fleet", "per_card", "rule"), ASKS)
def test_a_faster_card_than_the_measured_one_needs_fewer_cards(tmp_path, text, fleet, per_card, rule):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert fleet in out and per_card in out and rule in out, out
    assert "never above it" not in out and "不超过实测卡" not in out
    assert "15 × runpod 8x_A40_SECURE" in out or "15 台 runpod 8x_A40_SECURE" in out or "15 臺 runpod 8x_A40_SECURE" in out
