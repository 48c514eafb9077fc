"""Image-generation batches whose count is written in Chinese are read and sized, and FLUX.1-dev's licence is said.

An expert saw "要用 FLUX.1-dev 生成 10 万张 1024x1024 的商品图,一周内交付" and "用 SDXL … 生成產品相,每日大概 2 萬張,唔趕時間"
refused with "需给出批量（图片张数）": the size and a qualifier (商品) sat between 张 and 图, and in the Cantonese text the
noun (產品相, 相 = photo) came before the count, leaving a bare "2 萬張". "唔趕時間" (no rush) is a batch with no tight
deadline, so nothing asks for a peak rate. FLUX.1-dev's weights are non-commercial (FLUX.1 [dev] Non-Commercial
License, its LICENSE.md): a seller of product images is told so, with the Apache-2.0 FLUX.1 [schnell] as the way out.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_engine

FLUX_ZH = "要用 FLUX.1-dev 生成 10 万张 1024x1024 的商品图,一周内交付,用什么卡最划算?"
FLUX_DIGITS = "要用 FLUX.1-dev 生成 100000 张 1024x1024 的商品图,一周内交付,用什么卡最划算?"
SDXL_HK = "想用 SDXL 幫客人生成產品相,每日大概 2 萬張,唔趕時間,最平點搞?"
FLUX_EN = "Use FLUX.1-dev to generate 100,000 product images at 1024x1024 within a week, which GPU is cheapest?"


@pytest.mark.parametrize("text, count, period", [
    (FLUX_ZH, 100_000, None),  # 10 万 = 100,000; "1024x1024 的商品" sits between 张 and 图
    (FLUX_DIGITS, 100_000, None),
    (SDXL_HK, 20_000, "day"),  # 2 萬 = 20,000, 每日 = each day; the noun 產品相 came first
    ("用 SDXL 每天生成 5千张 海报,要多少钱", 5_000, "day"),  # 5 千 = 5,000, a bare 张 in a diffusion text
    ("用 FLUX 生成 3 万幅 768x768 的插画图", 30_000, None),  # 幅 counts pictures too
])
def test_a_chinese_image_count_is_a_batch_of_pictures(text, count, period):
    p = extract(text).patch
    assert p.batch_requests == count and p.modality == "diffusion" and p.task == "inference"
    assert p.batch_period == period


@pytest.mark.parametrize("text", [
    "用两张 4090 跑 SDXL 行吗?",  # 两张 counts cards
    "SDXL 兩張卡夠唔夠?",
])
def test_cards_counted_with_zhang_are_never_pictures(text):
    assert extract(text).patch.batch_requests is None


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
def test_the_flux_product_images_are_sized_and_the_licence_is_flagged(engine):
    # By hand: 100,000 images × 6.71 s (FLUX.1-dev on one H100, xDiT's published figure) = 671,000 s = 186.4 H100-hours,
    # well inside a week on a few cards. The licence forbids commercial use → the answer says so and names schnell.
    r = engine.handle("flux-zh", FLUX_ZH)
    assert r.kind == "answer", r.text
    assert "这里不做估算" not in r.text and "高峰每分钟" not in r.text
    assert "100,000 张" in r.text and "186.4" in r.text and "每张 6.71 秒" in r.text
    assert "Non-Commercial License" in r.text and "FLUX.1 [schnell]" in r.text and "Apache-2.0" in r.text


@pytest.mark.slow
def test_the_flux_licence_is_flagged_in_english_too(engine):
    r = engine.handle("flux-en", FLUX_EN)
    assert r.kind == "answer" and "Non-Commercial License" in r.text and "FLUX.1 [schnell]" in r.text, r.text


@pytest.mark.slow
def test_the_cantonese_daily_sdxl_batch_is_sized_without_asking_a_peak_rate(engine):
    # By hand: 20,000 images × 3.31 s (SDXL on an A100 80GB SXM, diffusers' published figure) = 66,200 s = 18.4 h,
    # + 15 min machine start = 18.6 h on one A100: a day's batch done before the next one, priced per day and month.
    r = engine.handle("sdxl-hk", SDXL_HK)
    assert r.kind == "answer", r.text
    assert "這裏不做估算" not in r.text and "高峯每分鐘" not in r.text and "每分鐘出多少" not in r.text
    assert "20,000 張" in r.text and "每天" in r.text and "18.6" in r.text
    assert "Non-Commercial" not in r.text  # SDXL's licence (CreativeML Open RAIL++-M) allows commercial use
