"""A video batch kept in mainland China is priced on the cheapest card a catalog row prices there (an Alibaba list
price), while the local hourly platforms (AutoDL, 恒源云, 矩池云) publish no price the catalog can cite. The reference
line names a card sold there and now says the quote per card-hour under which that card beats the priced plan, so the
cheaper card path is a decision, not only a reference (tools.generated_media.break_even: the pick's price × its seconds
a clip ÷ the reference card's seconds). en, 简体, 繁體; CogVideoX-5B, Wan2.1-14B, HunyuanVideo.

Hand figures (model cards: CogVideoX-5B A100 ~180 s; dense BF16 A100 312, A10 125 TFLOPS):
- CogVideoX-5B on the A10: 180 × 312 / 125 = 449 s (7.5 min) at ¥9.53 → the RTX 6000 Ada reference at 180 s must stay
  under 9.53 × 449 / 180 = ¥23.79 a card-hour (the A10 month ¥36,176 ÷ its 1,521 card-hours a month ≈ ¥23.79 too).
- Wan2.1-14B 480P: the A800 80GB PCIe reference runs at the A100's speed (24.2 min) → under the A100's own ¥34.74.
- HunyuanVideo 720P needs 60 GB a card (its README's peak), so neither the A100 40GB nor the 48 GB RTX 6000 Ada is
  priced: the A100 80GB SXM at ¥34.74 (59.8 min) leads and the A800 80GB PCIe reference runs at its speed → ¥34.74.
"""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _beats(pattern: str, text: str) -> float:
    m = re.search(pattern, text)
    assert m, text[:3000]
    return float(m.group(1).replace(",", ""))


def test_cogvideox_in_english_names_the_quote_that_beats_the_a10(engine):
    text = engine.handle("t", "We want to generate 500 short clips a day with CogVideoX-5B; data must stay in mainland "
                              "China. Which card and what per month?").text
    assert "A10" in text.split("\n")[0]
    assert _beats(r"any quote under ¥([\d.,]+) per RTX 6000 Ada-hour beats the A10 plan above", text) == \
        pytest.approx(23.79, abs=0.05)


def test_wan_in_traditional_chinese_beats_at_the_same_speed_below_the_same_price(engine):
    text = engine.handle("t", "我們想用 Wan2.1-14B 每天生成 300 條 5 秒的 480P 商品短片，資料不能出境（中國大陸），"
                              "要租什麼卡、一個月多少錢").text
    assert _beats(r"報價只要低於每卡時 ¥([\d.,]+)，就比上面的", text) == pytest.approx(34.74, abs=0.02)


def test_hunyuanvideo_in_simplified_chinese(engine):
    text = engine.handle("t", "用HunyuanVideo每天生成200条5秒视频，数据不出境，租什么卡，一个月多少钱").text
    assert "A100 80GB" in text.split("\n")[0]
    assert _beats(r"报价只要低于每卡时 ¥([\d.,]+)，就比上面的", text) == pytest.approx(34.74, abs=0.02)
