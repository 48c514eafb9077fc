"""A daily classification batch with a stated peak is sized at its peak as well as its average, with a cheap-classifier
cascade as an option whose flagged share is assumed.

Hand figures: 2,000,000 rows a day → 2,000,000 ÷ 86,400 = 23.1/s on average; 60 % in 4 h → 1,200,000 ÷ 14,400 s =
83.3/s at peak; a card doing the day's rows in 8.3 card-hours → 240,964 an hour = 66.9/s, kept ≤ 80 % busy (53.5/s)
→ ⌈0.43⌉ = 1 card on average, ⌈1.56⌉ = 2 at peak; behind a screen passing 20 %: 16.7/s → 1 card. "Peak" alone: the
busiest hour's 10 % of the day → 200,000 ÷ 3,600 = 55.6/s."""

from __future__ import annotations

import pytest

from advisor.core.extract_stated import batch_peak_said
from tools.batch_peak import MOST_SHARE, batch_peak, cards_at, peak_job


def test_the_peak_needs_more_cards_than_the_average():
    p = batch_peak(2_000_000, 0.6, 4.0, 2_000_000 / 8.3)
    assert p.avg_per_s == pytest.approx(23.15, abs=0.01) and p.peak_per_s == pytest.approx(83.33, abs=0.01)
    assert p.card_per_s == pytest.approx(66.93, abs=0.01)
    assert (p.avg_cards, p.peak_cards, p.cascade_cards) == (1, 2, 1)


def test_peak_alone_is_the_busiest_hour():
    p = batch_peak(2_000_000, None, None, 2_000_000 / 8.3)
    assert p.peak_per_s == pytest.approx(55.56, abs=0.01) and p.window_h == 1.0


def test_cards_round_up_at_the_busy_limit():
    assert cards_at(83.3, 66.9) == 2 and cards_at(53.5, 66.9) == 1 and cards_at(200.0, 66.9) == 4  # 200/53.5=3.7


@pytest.mark.parametrize(("text", "said"), [
    ("2 million user messages a day to classify, most traffic 8-12 pm", (MOST_SHARE, 4.0, True)),
    ("每天200万条评论要做情感分类，晚上8点到12点占六成，要1分钟内出结果", (0.6, 4.0, False)),
    ("每天 200 萬則留言要做情緒分類，晚上 8 點到 12 點佔了六成", (0.6, 4.0, False)),
    ("classify 2M messages a day, 60% of them between 8 and 12pm", (0.6, 4.0, False)),
    ("每天200万条评论要做情感分类，晚上高峰", (None, None, False)),
])
def test_the_peak_is_read_with_its_share_and_window(text, said):
    assert batch_peak_said(text) == said


def test_no_peak_no_peak_reading():
    assert batch_peak_said("classify 2M messages a day with Qwen3-8B") is None


def test_the_peak_on_the_picks_machine_and_its_month():
    # 2,000,000 rows in 8.3 h on one card at $0.77/h: 2 cards at peak × 0.77 × 730 = $1,124.2
    p, month = peak_job(2_000_000, 0.6, 4.0, 8.3, 1, 0.77)
    assert p.peak_cards == 2 and month == pytest.approx(1124.2, abs=0.1)
    assert peak_job(2_000_000, 0.6, 4.0, 8.3, 1, None)[1] is None


def test_a_pick_of_several_machines_shares_the_job():
    # 300,000 rows a day done in 6 h on 6 machines of 1 card at $0.60/h a machine ($3.60/h the pick): one card does
    # 300,000 ÷ (6 h × 6 cards) = 8,333 rows an hour = 2.31/s, not 13.9/s (the whole pick's rate). Average 300,000 ÷
    # 86,400 = 3.47/s → 3.47 ÷ (2.31 × 0.8) = 1.9 → 2 cards; a third of the day in 3 h: 100,000 ÷ 10,800 = 9.259/s →
    # 9.259 ÷ (2.3148 × 0.8 = 1.8519) = 5.0 → 5 cards; the month with them up: 5 × $0.60 × 730 = $2,190
    p, month = peak_job(300_000, 1 / 3, 3.0, 6.0, 1, 3.60, 6)
    assert p.card_per_s == pytest.approx(2.31, abs=0.01)
    assert (p.avg_cards, p.peak_cards) == (2, 5) and month == pytest.approx(2190, abs=1)


@pytest.mark.parametrize(("text", "share", "hours"), [
    # a share said in words beside the window: half, a third, three quarters
    ("晚上7点到11点会进来一半的量，要求10分钟内出结果", 0.5, 4.0),
    ("about a third of the uploads arrive between 6 and 9 pm", 1 / 3, 3.0),
    ("晚上6點到12點湧入四分之三的影片", 0.75, 6.0),
])
def test_a_share_said_in_words(text, share, hours):
    got = batch_peak_said(text)
    assert got is not None and got[0] == pytest.approx(share) and got[1] == hours and not got[2]


def test_half_precision_is_no_share():
    assert batch_peak_said("run it in half precision between 9 and 5 pm") is None
