"""A picture generator's count said with a pixel size between the number and its noun ("~30k 1024px designs per day",
"12k 768px artworks per day", 每天3万张 / 每日3萬張) is the day's batch of images, sized by the diffusion path: it was read
as a 30,000-token context with no count, and the answer said "Not sized here" and asked for the count it was given.

Hand figures for the whole answer: SD3.5 Large is an 8.1 B MMDiT (Stability AI model card); the product's provisional time
on an H100 SXM is FLUX.1-dev's measured 6.71 s / 28 steps (xDiT, one H100) × 8.1 ÷ 12 B × 2 guidance passes × 28 steps
(the model card's) = 9.06 s an image; 30,000 a day × 9.06 s ÷ 3,600 = 75.5 GPU-hours a day, so 8 × H100 finish in
75.5 ÷ 8 = 9.4 h (+ 15 min start-up) well inside the day. The stated US$3 M revenue is over the Stability AI Community Licence's
US$1 M cap: the answer says an Enterprise licence is needed.
"""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

POD = ("print on demand business, ~$3M revenue/yr. we want to self-host stable diffusion 3.5 large to make ~30k 1024px "
       "designs per day. cheapest gpu setup?")


@pytest.mark.parametrize("text, n", [
    (POD, 30_000),
    ("we self-host sdxl to make ~30k 1024px designs per day, which gpu?", 30_000),
    ("self-host flux dev, 30k 1024px images a day, cost?", 30_000),
    ("stable diffusion 3.5 medium, 12k 768px artworks per day, cheapest?", 12_000),
    ("SDXL for our shop: 5,000 1024 x 1024 px mockups a day", 5_000),
    ("我们想自建 stable diffusion 3.5 large，每天3万张1024px的图", 30_000),
    ("我們用 hunyuan-dit 每日3萬張1024px 圖，租哪張卡？", 30_000),
])
def test_a_pixel_sized_count_is_the_days_images(text, n):
    w = extract(text).patch
    # never the count read as a context length (30k → seq_len 30,000 before)
    assert w.batch_requests == n and w.batch_period == "day" and w.modality == "diffusion" and w.seq_len is None, w


@pytest.mark.slow
def test_sd35_large_designs_a_day_are_sized_with_the_licence(ask):
    out = ask(POD)
    assert "Not sized here" not in out and "30,000 images at 1024×1024" in out, out
    assert "≈ 75.5 GPU-hours on the H100 SXM at 9.06 s per image" in out, out
    assert "Enterprise licence" in out and "a month" in out, out
