"""Generated audio said as a count of items with each one's length between the count and the item word ("2,000
30-second background tracks a day", "2,000 × 30 s tracks a day", 每天生成3000段10秒音效, 一天 500 條 15 秒音效) is read
as items × seconds each — never the length as the total, never the load asked for again."""

import pytest

from advisor.core.audio_items_read import AudioItems, audio_items_said
from advisor.core.conversation import Engine
from advisor.core.extract_rules import spell_out_zh
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "count", "period", "seconds"), [
    ("Generate 2,000 30-second background tracks a day with MusicGen-large.", 2_000, "day", 30),
    ("We need 2,000 × 30 s tracks a day from MusicGen", 2_000, "day", 30),
    ("2000x30s tracks/day on MusicGen", 2_000, "day", 30),
    ("Stable Audio Open: 5000 10-second sound effects per day", 5_000, "day", 10),
    ("2k 30-second jingles daily", 2_000, "day", 30),
    ("ACE-Step for 300 3-minute songs a day", 300, "day", 180),  # 3 min = 180 s, one song's
    ("two thousand 30-second jingles a day", 2_000, "day", 30),  # English number words
    ("Every day we generate 2,000 30-second tracks with MusicGen", 2_000, "day", 30),  # the period said first
    ("60,000 30-second tracks a month with MusicGen", 60_000, "month", 30),
    ("想用Stable Audio Open每天生成3000段10秒音效，租什么卡", 3_000, "day", 10),
    ("用MusicGen每日生成2000首30秒背景音乐", 2_000, "day", 30),
    ("Stable Audio Open 一天 500 條 15 秒音效，租哪張卡", 500, "day", 15),
    ("一天五百條十五秒音效", 500, "day", 15),  # Chinese numerals, glued
    ("每天生成三千段十秒音效", 3_000, "day", 10),
    ("每周生成 1000 首 30 秒的背景音乐", 1_000, "week", 30),
    ("ACE-Step 每天 3000 × 10 秒音效", 3_000, "day", 10),
    ("每个月生成6万段10秒的音效", 60_000, "month", 10),  # a month's: 60,000 × 24 ÷ 730 ≈ 1,973 a day when sized
    ("每天生成音效3000段，每段10秒", 3_000, "day", None),  # the length said apart: song_seconds reads it
])
def test_items_and_each_ones_length_are_read(text: str, count: float, period: str, seconds: float | None) -> None:
    # the count is the items, the length one item's: 3000段10秒 is 3,000 × 10 s, never 10 s in all nor 30,000 items
    assert audio_items_said(spell_out_zh(text)) == AudioItems(count, period, seconds)


@pytest.mark.parametrize("text", [
    "MusicGen: 2,000 30-second tracks, budget $500 a month",  # the month is the budget's, not the tracks'
    "10,000 30-second background music loops by friday",  # a one-off batch: gen_family.BATCH_ITEMS sizes it
    "30-second loops a day",  # a length alone is no count
    "每天跑8小时，10秒音效",
])
def test_no_count_with_a_period_reads_nothing(text: str) -> None:
    assert audio_items_said(text) is None


@pytest.mark.parametrize(("thread", "want"), [
    # newest message first, a line each: the newer count wins, the older length stays for song_seconds to re-read
    ("改成每天5万首呢\n用Stable Audio Open每天生成3000段10秒音效", AudioItems(50_000, "day", None)),
    ("make it 5,000 tracks a day\nGenerate 2,000 30-second tracks a day", None),  # SONGS reads the 5,000
    # a newer length: the older line's 30 s is not kept as each item's length
    ("make it 20 seconds each\nGenerate 2,000 30-second tracks a day", AudioItems(2_000, "day", None)),
    ("用哪张卡？\n每天生成3000段10秒音效", AudioItems(3_000, "day", 10)),
])
def test_a_thread_reads_the_newest_count_and_length(thread: str, want: AudioItems | None) -> None:
    assert audio_items_said(thread) == want


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_tracks_with_their_length_are_sized(tmp_path):
    out = _ask(tmp_path, "Generate 2,000 30-second background tracks a day with MusicGen-large. What GPU and what "
                         "per month?")
    # 2,000 × 30 s = 60,000 s = 16.7 h of audio a day; MusicGen-large's decode roofline on an RTX 4090 makes 10.4 s of
    # audio a second (8 clips batched) → 60,000 ÷ 10.4 ≈ 5,770 s ≈ 1.6 GPU-hours a day
    assert "2,000 songs a day × 30 s = 16.7 h of audio a day" in out and "1.6 GPU-hours a day" in out
    assert "how many songs a day" not in out


@pytest.mark.slow
def test_chinese_sound_effects_with_their_length_are_sized(tmp_path):
    out = _ask(tmp_path, "想用Stable Audio Open每天生成3000段10秒音效，租什么卡")
    # Stable Audio Open makes its whole 47 s window a clip: 3,000 × 47 s = 141,000 s = 39.2 h of audio a day
    assert "每天 3,000 段 × 47 秒 = 39.2 小时音频" in out
    assert "还缺负载" not in out


@pytest.mark.slow
def test_traditional_chinese_a_day_is_no_one_off_batch(tmp_path):
    out = _ask(tmp_path, "Stable Audio Open 一天 500 條 15 秒音效，租哪張卡")
    # 一天 is a day's load (500 × 47 s = 23,500 s = 6.5 h of audio a day), never a one-off batch of 500
    assert "每天 500 段 × 47 秒 = 6.5 小時音訊" in out and "一次性" not in out


@pytest.mark.slow
def test_a_follow_up_count_resizes_tracks_said_with_their_length(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "Generate 2,000 30-second background tracks a day with MusicGen-large. What GPU?")
    out = eng.handle("t", "make it 4,000 tracks a day").text
    # 4,000 × 30 s = 120,000 s = 33.3 h of audio a day: the new count, the first message's length
    assert "4,000 songs a day × 30 s = 33.3 h of audio a day" in out
