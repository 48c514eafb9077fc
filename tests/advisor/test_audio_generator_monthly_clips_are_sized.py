"""An audio generator asked with a month's clips ("每月大約2萬段、每段5-10秒", "30,000 clips a month") is sized from the
held per-second rate into GPU-hours, a card and a monthly cost — never "how many a day?" asked again — and a
fixed-window generator (Stable Audio Open: its whole 47 s window a clip) is sized at its window, not the clip's length.
The revenue cap of its licence is said with the revenue read, in 繁體, English and 简体."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.gen_families import MODELS, generated_seconds
from tools.traffic import per_day

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

SAO_TW = ("我們遊戲公司（年營收大概5億台幣）想用Stable Audio Open自己架來生成遊戲音效，每月大約2萬段、每段5-10秒。"
          "需要什麼GPU？每月成本多少？")
SAO_EN = ("We're a game studio (about $20M annual revenue) and want to self-host Stable Audio Open for sound effects: "
          "about 30,000 clips a month, 3-8 seconds each. Which GPU and what monthly cost?")
MUSICGEN_ZH = "用MusicGen每个月生成 5000 首、每首 30 秒的背景音乐，需要什么GPU，每月多少钱？"


def test_a_fixed_window_generator_costs_its_window_a_clip():
    # Stable Audio Open: a 10 s effect is a 47 s generation; a 60 s song is its own length; MusicGen has no window
    sao = MODELS["stable-audio-open"]
    assert generated_seconds(sao, 10) == 47 and generated_seconds(sao, 60) == 60
    assert generated_seconds(MODELS["musicgen"], 10) == 10


def test_a_month_of_clips_is_a_day_of_them_on_the_cloud_month():
    # 20,000 a month × 24 ÷ 730 h = 657.5 a day
    assert round(per_day(20_000, "month"), 1) == 657.5


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_traditional_sound_effects_a_month_get_a_card_and_a_month_cost(tmp_path):
    # Hand: 20,000 ÷ (730 ÷ 24) = 657.5 a day × 47 s (the window) = 30,900 s = 8.6 h of audio a day; the held rate on an
    # RTX 4090 is ACE-Step's 34.48× scaled 27 → 100 steps = 9.31 s of audio a second → 0.92 GPU-h a day ≈ 28 a month;
    # one clip ≈ 47 ÷ 9.31 = 5.0 s. NT$5 億 ≈ US$15.6 M > US$1 M: the Enterprise licence is said first.
    out = _ask(tmp_path, SAO_TW)
    assert "還缺負載" not in out and "每天多少首" not in out, out
    assert "每月 20,000 段 ≈ 每天 658 段 × 47 秒" in out and "每天 0.9 GPU 小時" in out and "單段約 5.0 秒" in out, out
    assert "已超過" in out and "15,625,000" in out, out


@pytest.mark.slow
def test_english_clips_a_month_are_sized_and_the_dollar_revenue_is_said(tmp_path):
    # Hand: 30,000 ÷ 30.42 = 986 a day × 47 s = 46,350 s = 12.9 h of audio; ÷ 9.31 = 1.4 GPU-h a day; US$20 M > US$1 M.
    out = _ask(tmp_path, SAO_EN)
    assert "30,000 clips a month ≈ 986 clips a day × 47 s" in out and "1.4 GPU-hours a day" in out, out
    assert "≈ US$20,000,000 a year, is over it" in out, out


@pytest.mark.slow
def test_simplified_songs_a_month_are_never_read_as_a_day(tmp_path):
    # Hand: 5,000 a month → 164 a day × 30 s = 4,932 s = 1.4 h of audio; MusicGen sized on ACE-Step's 34.48× (no
    # window): ≈ 0.04 GPU-h a day. Read as 5,000 a DAY it would have been 41.7 h of audio.
    out = _ask(tmp_path, MUSICGEN_ZH)
    assert "每月 5,000 首 ≈ 每天 164 首 × 30 秒 = 1.4 小时音频" in out and "41.7 小时" not in out, out
