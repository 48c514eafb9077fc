"""The items a generation job counts, read from the user's words (advisor.core.nonllm_jobs.counted): an adjective
before the unit ("200 product clips") still counts, a clip's length ("5 second clips") is no count, a magnitude
letter is not read out of the next word ("50 marketing videos" is 50, not 50 million), and "every night" / "nightly"
is a daily load as "a day" is."""

import pytest

from advisor.core.nonllm_jobs import counted


@pytest.mark.parametrize("text, unit, backlog, daily", [
    ("render 200 product clips every night", "clip", None, 200),
    ("make 5 second clips, 40 clips a day", "clip", None, 40),
    ("generate 50 marketing videos a day", "clip", None, 50),
    ("a back catalogue of 3k clips", "clip", 3_000, None),
    ("每晚生成 80 条广告视频", "clip", None, 80),
    ("we need 6,000 headshots nightly", "image", None, 6_000),
    ("8,000 stylised portraits a day", "image", None, 8_000),
    ("每日 1.2萬張寫真", "image", None, 12_000),
])
def test_generation_items_are_counted(text, unit, backlog, daily):
    c = counted(text, unit)
    assert (c.backlog, c.daily) == (backlog, daily)
