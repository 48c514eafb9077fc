"""A lip-sync job said as videos a day with their length (no live rooms) is a batch: videos × seconds ÷ the card's
published rate → GPU-hours a day, cards and a month — never "the load is missing: how many streams?"."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, said", [
    # English: 900 45-second videos a day on MuseTalk (30 fps on a V100 = 1.2 s of 25 fps video a second): 900 × 45 =
    # 40,500 s = 11.25 h of video ÷ 1.2 = 9.4 V100-hours a day
    ("We need lip-sync for 900 45-second videos a day with MuseTalk. What GPU and what monthly cost?",
     ("11.2 h of video", "9.4 GPU-hours a day")),
    # 简体: an unheld lip-sync model (LatentSync) sized on MuseTalk: 1,500 × 20 s = 30,000 s = 8.3 h ÷ 1.2 = 6.9 V100-h
    ("用 LatentSync 做口型同步，每天 1500 条 20 秒的视频，租什么卡，每月多少钱？", ("8.3 小时视频", "6.9 GPU 小时")),
    # 繁體: 600 × 40 s = 24,000 s = 6.7 h ÷ 1.2 = 5.6 V100-h a day
    ("我們用 MuseTalk 做數字人口型，每天 600 條 40 秒的影片，租什麼卡？", ("6.7 小時影片", "5.6 GPU 小時")),
])
def test_videos_a_day_are_a_batch(ask, text: str, said: tuple[str, ...]) -> None:
    out = ask(text)
    assert all(s in out for s in said), out
    assert "how many streams" not in out and "同时多少路" not in out and "同時多少路" not in out
