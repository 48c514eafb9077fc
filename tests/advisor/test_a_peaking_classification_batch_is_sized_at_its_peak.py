"""A daily moderation / classification batch said to peak ("most traffic 8–12 pm", 晚上8点到12点占六成, 晚上高峰) is
answered with the cards its peak needs beside the average's, and a cheap-classifier cascade only as an option with
its share assumed; "要1分钟内出结果" is each row's limit, not the day's 2 million rows within a minute (32 × 8 B200 were
rented for it), and an evening peak is no 10-hour night's run.

Hand figures (tools.batch_peak): 2,000,000 a day = 23.1/s on average; 60 % in 4 h = 83.3/s; on a card doing ≈ 67
rows/s at ≤ 80 % busy → 1 card on average, 2 at peak; 20 % flagged → 1."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_english_peak_gets_its_cards_and_the_cascade_as_an_option(tmp_path):
    out = _ask(tmp_path, "2 million user messages a day to classify with Qwen3-8B, most traffic 8-12 pm")
    assert "23.1/s on average" in out and "83.3/s at peak" in out and '("most": assumed)' in out, out[-2500:]
    assert "1 card(s) for the average, 2 to keep up at peak" in out, out[-2500:]
    assert "Option, not the plan" in out and "assumed 20 %" in out, out[-2500:]


def test_simplified_one_minute_is_each_rows_limit_and_the_peak_is_sized(tmp_path):
    out = _ask(tmp_path, "每天200万条评论要做情感分类，用Qwen3-8B，晚上8点到12点占六成，要1分钟内出结果")
    # Hand: 2,000,000 × 0.6 in 4 h → 83.3 a second at the peak (3.6× the day's average); each a 1-minute limit, so a
    # live short-answer service sized by its prefill: 83 × 161 tokens ≈ 13.4k tokens/s; an A40 prefills ≈ 4.6k/s at
    # half its dense BF16 → 3 cards flat out, 4 at the 75 % busy target. (It was a daily batch whose headline said
    # "within 24 h"; the stated share in a window now sets a service's peak for every kind — the 1-minute limit is
    # each row's, and the service must keep up with the peak either way.)
    head = out.splitlines()[0]
    picked = "\n".join(out.splitlines()[:12])  # a B200 is named only as the price of thinking switched on
    assert "≥ 83 请求/秒" in head and "60 秒内" in head and "B200" not in picked, out[:1500]
    assert "按每条的时限理解" in out and "3.6 倍" in out and "4 × A40" in out, out[-2500:]


def test_traditional_evening_peak_is_no_nights_run(tmp_path):
    out = _ask(tmp_path, "每天 200 萬則留言要做情緒分類，晚上高峰")
    assert "24 小時內" in out.splitlines()[0] and "一晚的執行" not in out, out[:1500]
    assert "最忙的 1 小時佔全天 10%" in out and "高峰每秒 55.6 條" in out, out[-2500:]
