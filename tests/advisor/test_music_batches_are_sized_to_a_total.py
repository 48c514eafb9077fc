"""A music generator asked for a one-off batch ("~10,000 30-second loops … by friday", 2万段6秒配乐，一周内要,
3000首2分鐘的背景音樂，三天內要) is sized to the batch's total — items × seconds of audio, GPU-hours at the held rate,
one card's hours, the cards for a deadline in hours and the cost — never "how many songs a day?" asked."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.gen_family import BATCH_ITEMS, WITHIN_SPAN, _first
from advisor.core.generated_media import period_said
from advisor.core.store import Store
from tests.conftest import module_home
from tools.gen_families import MODELS, CardPick, batch_plan

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

MUSIC_EN = ("indie studio, we want to generate ~10,000 30-second background music loops with musicgen-large for our gmae "
            "(commercial release). need it by friday")
MUSIC_ZH = "游戏工作室，用ACE-Step生成2万段6秒的背景配乐，一周内要，租什么卡多少钱"
MUSIC_TW = "遊戲工作室，想用MusicGen生成3000首2分鐘的背景音樂，三天內要，租什麼卡、多少錢"


@pytest.mark.parametrize(("text", "count"), [
    (MUSIC_EN, 10_000), (MUSIC_ZH, 20_000), (MUSIC_TW, 3_000), ("make 500 tracks of 2 minutes", 500),
    ("生成5000個遊戲音效", 5_000), ("1.5万首", 15_000),
    ("30-second loops", None),  # a length alone is no count
])
def test_a_batch_count_is_read_with_its_measure_word(text: str, count: float | None) -> None:
    got = next((n for rx in BATCH_ITEMS for n in [_first(rx, text)] if n), None)
    assert got == (pytest.approx(count) if count else None)


def test_a_deadline_span_is_not_a_recurring_period() -> None:
    # 一周内 / "within a week" is the batch's deadline, never "a week's" items
    assert period_said(WITHIN_SPAN.sub(" ", MUSIC_ZH)) is None
    assert period_said(WITHIN_SPAN.sub(" ", "500 tracks within a week")) is None
    assert period_said(WITHIN_SPAN.sub(" ", "每周500首")) == "week"


def test_the_batch_plan_by_hand() -> None:
    # 10,000 × 30 s = 300,000 s = 83.3 h of audio; ÷ 34.48× real time (ACE-Step on an RTX 4090) = 2.42 GPU-h;
    # within 72 h: 1 card; at $0.74/h ≈ $1.79
    rate = MODELS["ace-step"].speeds[0].rate
    p = batch_plan(10_000, 30, CardPick("RTX 4090", rate, False, "r", 0.74), 72.0)
    assert p.output_h == pytest.approx(83.33, abs=0.01) and p.gpu_hours == pytest.approx(2.417, abs=0.01)
    assert p.cards == 1 and p.cost == pytest.approx(1.79, abs=0.01)
    # 1,000,000 × 180 s = 50,000 h of audio ÷ 34.48 = 1,450 GPU-h; within 168 h: ⌈8.63⌉ = 9 cards
    assert batch_plan(1_000_000, 180, CardPick("RTX 4090", rate, False), 168.0).cards == 9


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_loops_by_friday_are_sized_to_their_total(tmp_path):
    out = _ask(tmp_path, MUSIC_EN)
    assert "CC BY-NC" in out and out.index("CC BY-NC") < out.index("one-off batch")  # the licence first
    # MusicGen-large is an autoregressive LM, timed by its decode roofline: 10.4× real time on an RTX 4090 (8 clips a
    # batch, tools.gen_families.lm_rate) → 300,000 s ÷ 10.43 ÷ 3,600 = 8.0 GPU-hours, never ACE-Step's 34.48× (2.4 h)
    assert "10,000 × 30 s = 83.3 h of audio" in out and "8.0 GPU-hours in all" in out
    assert "2.4 GPU-hours in all" not in out and "ACE-Step" not in out
    assert "how many songs a day" not in out


@pytest.mark.slow
def test_simplified_clips_within_a_week_get_cards_and_cost(tmp_path):
    # 20,000 × 6 s = 120,000 s = 33.3 h of audio ÷ 34.48 = 0.97 GPU-h → 1 card within 168 h
    out = _ask(tmp_path, MUSIC_ZH)
    assert "20,000 段 × 6 秒 = 33.3 小时音频" in out and "168 小时内完成要 1 张卡" in out
    assert "还缺负载" not in out


@pytest.mark.slow
def test_traditional_songs_within_three_days_are_sized(tmp_path):
    # 3,000 × 120 s = 360,000 s = 100 h of audio ÷ 34.48 = 2.9 GPU-h → 1 card within 72 h
    out = _ask(tmp_path, MUSIC_TW)
    assert "3,000 段 × 120 秒 = 100.0 小時音訊" in out and "72 小時內完成要 1 張卡" in out
