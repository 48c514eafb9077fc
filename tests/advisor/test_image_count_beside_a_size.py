"""A picture generator's count said with the image size between the number and its noun ("6,000 1024x1024 ad images",
"6000张1024的广告图", "4500張 768 的海報圖") is the batch, so the job is sized, never "how many images?". Hand reasoning
for the whole answer: SD3.5 Medium (2.5 B MMDiT) on an RTX 4090 from FLUX.1-schnell's 2.60 s / 4 steps × 2.5 ÷ 12 ×
2 guidance passes × 40 steps = 10.83 s an image; 6,000 a day × 10.83 s ÷ 3,600 = 18.1 GPU-hours a day.
"""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, n", [
    ("Our agency wants SD3.5 Medium to render 6,000 1024x1024 ad images a day. Which GPUs?", 6000),
    ("我们想用SD3.5 Medium每天生成6000张1024的广告图，租什么卡", 6000),
    ("我們想用SDXL每天生成4500張768的海報圖，租什麼卡", 4500),
])
def test_the_count_beside_a_size_is_the_batch(text, n):
    w = extract(text).patch
    assert w.batch_requests == n and w.batch_period == "day", w


@pytest.mark.slow
def test_sd35_medium_daily_images_are_sized(ask):
    out = ask("Our agency wants SD3.5 Medium to render 6,000 1024x1024 ad images a day. Which GPUs and monthly cost?")
    assert "≈ 18.1 GPU-hours on the RTX 4090 at 10.83 s per image" in out and "a month" in out, out
