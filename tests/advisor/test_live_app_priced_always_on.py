"""An app or product people use all day is a live service: its images a day are sized at the busiest hour and its
month is the fleet kept up every hour (730 h), never one daily batch's GPU-hours — those are said only as what
per-second billing that scales to zero would reach. A job stays a job."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from advisor.core.service import _live_service
from tests.conftest import module_home
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "we're launching a paid app that makes avatars with SDXL, ~8,000 images a day",
    "our mobile app generates stickers with FLUX.1-dev, 3k images/day",
    "a SaaS product for product shots, 2,000 images daily",
    "我们要上线一个付费小程序，用 SDXL 生成商品图，每天大约 3000 张",
    "我們的付費 app 用 FLUX.1-dev 出商品圖，每日約 5000 張",
])
def test_an_app_people_use_is_a_live_service(text):
    assert _live_service(text)


@pytest.mark.parametrize("text", [
    "render 5,000 catalogue images with SDXL overnight for our app",  # a batch word keeps it a job
    "generate 3,000 product photos with FLUX.1-dev by tomorrow",
    "每天晚上批量生成 3000 张商品图，用 SDXL",
])
def test_a_batch_stays_a_batch(text):
    assert not _live_service(text)


def test_the_always_on_month_is_said_beside_the_gpu_hours():
    # 1 card at $2.19/h kept up 730 h = $1,598.70 ≈ $1,599; the 9.3 GPU-hours a day ($20.96 × 30.4 = $637) only with
    # per-second billing
    said = Msg(code="media.daily_peak", args={
        "per_day": 5000, "avg": 5000 / 86400, "factor": 3.0, "peak": 3 * 5000 / 86400, "per_min": 3 * 5000 / 1440,
        "gpu": "H100 SXM", "gpu_hours": 9.3, "per": "$20.96", "month": "$637", "days": 30.4, "place": None,
        "assumed": True, "on_cards": 1, "on_gpu": "H100 SXM", "on_hour": "$2.19", "on_month": "$1,599",
        "on_hours": 730}).text("en")
    assert "only with per-second billing" in said and "the floor of the month" not in said
    assert "1 × H100 SXM at $2.19/h — costs ≈ $1,599 a month (730 h)" in said


def _money(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.slow
@pytest.mark.parametrize(("question", "pattern"), [
    ("We're launching a paid app that makes product photos with FLUX.1-dev, ~5,000 images a day, hosted in the EU. "
     "Monthly cost?", r"(\d+) × ([^,—]+?) at \$([\d.,]+)/h — costs ≈ \$([\d,]+) a month \(730 h\)"),
    ("我们要上线一个付费小程序，用 SDXL 生成商品图，每天大约 3000 张，月费多少？",
     r"(\d+) 张 ([^，]+?)，每小时 ¥([\d.,]+)——每月约 ¥([\d,]+)（730 小时）"),
    ("我們的付費 app 用 FLUX.1-dev 出商品圖，每日約 5000 張，每月要幾錢？",
     r"(\d+) 張 ([^，]+?)，每小時 ([\d.,]+) TWD——每月約 ([\d,]+) TWD（730 小時）"),
])
def test_a_live_app_month_is_the_fleet_up_all_month(question, pattern):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", question).text
    m = re.search(pattern, out)
    assert m, out
    # 5,000 a day = 0.058 images/s on average; one H100 (6.71 s an image, ≤ 50% busy) makes 0.0745/s, so the
    # average needs one or a few cards; 3,000 SDXL a day = 0.035/s: one card of any measured class holds it
    assert 1 <= int(m.group(1)) <= 3
    assert _money(m.group(4)) == pytest.approx(_money(m.group(3)) * 730, rel=0.01)  # the hourly price × 730 h
    assert re.search(r"per-second billing|按秒计费|按秒計費", out), out


def test_a_live_image_headline_commits_to_the_average_fleet_month():
    # 300,000 a day at peak 2.4× → 48 × A40 at the peak ($21.12/h × 730 = $15,418 only if the peak lasted all month);
    # the average 3.47/s × 2.9 s ÷ 0.5 busy = 20.1 → 20 × A40 at $8.80/h × 730 h = $6,424: the month to plan on
    args = {"name": "FLUX.1-schnell", "per_min": 500, "row": "6 × r 8x_A40", "cards": 48, "gpu": "A40", "per": 10.5,
            "util": 0.5, "month": "$15,418", "hours": 730}
    said = Msg(code="media.live_images", args={**args, "plan_month": "$6,424", "plan_cards": 20,
                                               "plan_gpu": "A40"}).text("en")
    assert "Plan on ≈ $6,424 a month" in said and "20 × A40 of the day's average load" in said
    assert "≈ $15,418 only if the peak lasted all 730 h" in said
    zh = Msg(code="media.live_images", args={**args, "plan_month": "¥46,000", "plan_cards": 20,
                                             "plan_gpu": "A40"}).text("zh")
    assert "按每月约 ¥46,000 做预算" in zh


@pytest.mark.slow
@pytest.mark.parametrize("question", [
    "building a free image generator on FLUX.1 schnell, 1024x1024. expecting ~300k images/day, p95 latency under 5s. "
    "how many gpus and what monthly cost? any cloud",
    "our mobile app makes avatars with SDXL, about 40k images a day, each under 10 s. gpus and monthly cost?",
])
def test_a_live_image_service_headline_commits_to_one_month(question):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", question).text
    # the headline is the first bold line: a "> … read as each item's limit" note on "each under 10 s" (a per-image
    # latency beside a daily volume, never the day's deadline) may be said above it, as other answers' reading notes are
    head = next(x for x in out.splitlines() if x.startswith("**"))
    # the committed month is the always-on average fleet's month said under it (its hour × 730 h), and lies below
    # the peak fleet's month, which is named only as the ceiling
    plan = re.search(r"Plan on ≈ \$([\d,]+) a month", head)
    steady = re.search(r"at \$([\d.,]+)/h — costs ≈ \$([\d,]+) a month \(730 h\)", out)
    peak = re.search(r"≈ \$([\d,]+) only if the peak lasted all 730 h", head)
    assert plan and steady and peak, out
    assert plan.group(1) == steady.group(2)
    assert _money(plan.group(1)) < _money(peak.group(1))
