"""A daily count of generated images said with a busy period ("busiest at dinner time", 晚上最忙, "evenings heavy",
中午12點到14點佔四成) is a service sized on the busy period's rate with a month at 730 h, never one day's batch
(the busy words once went unread and the day's images were priced as a batch done within the day)."""

from __future__ import annotations

import pytest

from advisor.core.busy_period_read import busy_period_factor, busy_said, busy_share_said
from tests.conftest import module_home
from tools.busy_period import busy_factor

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_factor_of_a_share_in_a_window():
    # Hand: 40 % of the day in 2 h → 0.4 × 24 ÷ 2 = 4.8× the average; 60 % in 4 h → 3.6×; none said → the house's
    # busiest hour, 10 % of the day in one hour = 2.4×; 25 % in 12 h is below the average → floored at 1×
    assert busy_factor(0.4, 2.0) == pytest.approx(4.8)
    assert busy_factor(0.6, 4.0) == pytest.approx(3.6)
    assert busy_factor(None, None) == pytest.approx(2.4)
    assert busy_factor(0.25, 12.0) == 1.0


@pytest.mark.parametrize(("text", "factor", "share"), [
    ("FLUX.1-schnell, 7,200 images a day, busiest at dinner time", 2.4, False),
    ("SDXL for a shop, 3,000 images a day, mornings are busy", 2.4, False),
    ("SDXL, 3,600 images a day, 60% of them between 6 and 10 pm", 3.6, True),
    ("用 FLUX.1-dev 每天出4800张图，晚上最忙", 2.4, False),
    ("用 SDXL 每天 9600 張，中午12點到14點佔四成", 4.8, True),
    ("每天 5000 張圖，下班後是高峰", 2.4, False),
])
def test_a_busy_period_is_read(text, factor, share):
    assert busy_said(text)
    assert busy_period_factor(text) == pytest.approx(factor)
    assert busy_share_said(text) is share


@pytest.mark.parametrize("text", [
    "SDXL, 7,200 images a day, run every night by 8am",
    "每天晚上用 FLUX.1-dev 生成4800张图，早上8点前做完",
    "每天 9600 張 SDXL 圖片，批次處理",
])
def test_a_plain_daily_batch_has_no_busy_period(text):
    assert not busy_said(text) and busy_period_factor(text) is None


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    # Hand: 7,200 a day ÷ 86,400 s = 0.0833/s on average × 2.4 (the busiest hour, 10 % of the day, assumed) = 0.2/s
    # = 12 images a minute, the load sized; the month at 730 h
    ("We run FLUX.1-schnell for a recipe app, about 7,200 images a day, busiest at dinner time. Which GPU should we "
     "rent and what is the monthly cost?", ("12 images a minute at peak", "730 h")),
    # Hand: 4,800 a day ÷ 86,400 = 0.0556/s × 2.4 = 0.133/s = 8 a minute at the evening peak
    ("我们用 FLUX.1-dev 每天出4800张商品图，晚上最忙，租什么卡，每月多少钱？", ("高峰每分钟 8 张", "730 小时")),
    # Hand: 9,600 × 40 % = 3,840 images in 2 h (7,200 s) = 0.533/s = 32 a minute; 4.8× the average
    ("我們用 SDXL 每天生成 9600 張圖，中午12點到14點佔四成，要租什麼 GPU，每月多少錢？", ("高峰每分鐘 32 張", "730 小時")),
])
def test_the_answer_sizes_the_busy_rate_and_a_month(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    body = reply.full or reply.text
    assert all(s in body for s in said), body[:900]
    assert "done in" not in body and "完成" not in body.split("\n")[0], body[:600]
