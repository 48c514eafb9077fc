"""Whole answers: an image volume per month for users in a place is priced as a batch and says so as a reading, with
'real-time' to have it sized as a service; a later 'real-time' turn sizes it as a service at its peak."""

from __future__ import annotations

import pytest

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.parametrize("question, said", [
    ("用 SD3.5 Large 生成 1024x1024 的商品圖，每月 5 萬張，用戶喺香港，預算 HK$8,000 一個月", "按批量任務理解"),
    ("用SD3.5 Large生成1024x1024的商品图每月5万张用户在香港预算8000港币一个月", "按批量任务理解"),  # glued 简体
    ("Generate 50,000 product images a month with SD3.5 Large at 1024x1024, users in Hong Kong, budget HK$8,000 a "
     "month", "read as a batch"),
    ("用 FLUX.1-schnell 每月生成 20 万张海报，用户在新加坡", "按批量任务理解"),
])
def test_the_batch_is_said_as_a_reading_with_the_way_to_a_service(engine, question, said):
    out = engine.handle(f"imgbatch-{len(question)}", question).text
    # the users' place is said; the volume (50,000 a month ≈ 126 H100-hours) is priced as made ahead, said as read
    assert said in out, out[:2500]
    assert "nobody waits" not in out and "没有人在等网络往返" not in out and "沒有人在等網絡往返" not in out, out[:2500]
    assert "real-time" in out or "要实时" in out or "要實時" in out, out[:2500]


@pytest.mark.parametrize("first, then, peak, batch", [
    ("Generate 50,000 product images a month with SD3.5 Large at 1024x1024, users in Hong Kong",
     "make it real-time, users wait for each image", "peak", "read as a batch"),
    ("用 SD3.5 Large 生成 1024x1024 的商品圖，每月 5 萬張，用戶喺香港，預算 HK$8,000 一個月", "要實時，用戶要等每張圖",
     "高峰", "按批量任務理解"),
])
def test_real_time_said_after_sizes_it_as_a_service(engine, first, then, peak, batch):
    conv = f"imgbatch-switch-{len(first)}"
    engine.handle(conv, first)
    out = engine.handle(conv, then).text
    # 50,000 a month ÷ 30.4 days ≈ 1,645 a day; at its busiest hour a live fleet, not a 16 h batch: sized at a peak
    assert peak in out and batch not in out, out[:2500]
    # an image service hears no speech: no streaming speech model is offered or turned down for the users' language
    # (Hong Kong's Cantonese was set against Paraformer's Mandarin in an SD3.5 answer)
    assert "Paraformer" not in out and "streaming model" not in out and "流式模型" not in out, out[:2500]
