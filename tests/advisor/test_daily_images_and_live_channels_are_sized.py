"""An image service counted by the day and live speech counted in channels are sized, not refused.

A blind review found both refused (这里不做估算) with a bare question for a number the message already held: an
image service's daily count written with its size straight after it (每天 N 张 1024x1024) was not read as a count, and
a service said as 生图服务 was not read as live; a count of live channels (N 个直播频道, N 條直播頻道, "N live
channels") was not read as N streams at once. The cases here are reworded from those messages.

Hand-worked figures:
- 8,000 images a day on an image service, no peak said: sized at the assumed busiest hour, 10 % of the day's images
  in it (tools.traffic.BUSY_HOUR_SHARE_PCT, the share text services use; said as assumed): 10 % in one hour is
  0.10 × 24 = 2.4× the 24-hour average, so 8,000 / 86,400 s = 0.0926 a second on average, × 2.4 = 0.222 a second
  = 13.3 a minute at the peak (= 800 images in the busiest hour ÷ 60 min); the answer says "每分钟 13 张" (rounded).
- 12 live channels of Whisper large: 12 streams at once; each RTX A4000 (448 GB/s) carries 5 × 448 / 936 × 0.8 =
  1.91 streams against the measured 5 streams of a 936 GB/s RTX 3090 at ≤ 80 % of it, so 12 / 1.91 = 6.3 → 7 A4000s.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DAILY_IMAGES = [
    ("做个 FLUX.1-dev 生图服务，每天大概 8000 张 768x768，要什么显卡", 8000),
    ("SDXL 出圖服務，每日 8000 張 1024x1024，揀邊張卡好？", 8000),
    ("FLUX.1-dev image generation service, 8000 images a day at 1024x1024", 8000),
]


@pytest.mark.parametrize(("text", "n"), DAILY_IMAGES)
def test_a_daily_image_count_with_its_size_after_it_is_read(text, n):
    p = extract(text).patch
    assert p.modality == "diffusion" and p.batch_requests == n and p.batch_period == "day", p


def test_a_size_after_a_card_count_is_no_image_count():
    # 两张 4090: cards, never pictures, even with a size later in the message
    p = extract("两张 4090 跑 SDXL 1024x1024，每分钟 6 张").patch
    assert p.batch_requests is None, p


LIVE_CHANNELS = [
    ("12 个直播频道要实时出字幕，Whisper large-v3 用什么卡", 12),
    ("用 Whisper 幫 12 條電視頻道做即時字幕", 12),
    ("real-time captions for 12 live channels with Whisper large-v3", 12),
]


@pytest.mark.parametrize(("text", "n"), LIVE_CHANNELS)
def test_live_channels_are_streams_at_once(text, n):
    p = extract(text).patch
    assert p.modality == "speech" and p.concurrency == n, p
    assert p.batch_requests is None and p.dataset is None, p


def test_hours_from_channels_stay_a_batch():
    # recordings from the channels: hours of audio, a batch, never 5 streams at once
    p = extract("Whisper large 转写 100 小时录音，来自 5 个频道").patch
    assert not p.concurrency, p


@pytest.mark.slow
def test_the_answers_size_them_without_asking(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    image = eng.handle("img", DAILY_IMAGES[0][0]).text
    assert "这里不做估算" not in image, image[:300]
    assert re.search(r"每分钟 13 张", image), image[:400]  # 8,000 × 10 % = 800 in the busiest hour ÷ 60 = 13.3 → 13
    assert "Non-Commercial" in image  # FLUX.1-dev's licence said (tools.media FLUX_DEV_LICENCE)
    live = eng.handle("live", LIVE_CHANNELS[1][0]).text
    assert "這裏不做估算" not in live and "同時多少路" not in live, live[:300]
    assert re.search(r"12 路", live), live[:300]
    en = eng.handle("en", LIVE_CHANNELS[2][0]).text
    assert re.search(r"12 live streams", en), en[:300]
