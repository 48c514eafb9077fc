"""A follow-up keeps the thread's money unless it asks for another (docs/RELIABILITY.md): a media job's answer keeps no
Recommendation to carry it, so its follow-up once re-derived the money from its own script — 那用兩張卡會快多少？ after
"train VITS on 20 hours of speech" ($0.41/h) was priced in TWD, 那用两张卡会快多少？ in ¥. The thread's money is its
first message's: $ for an English thread, ¥ for a 简体 one, whatever script a follow-up is written in."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # each test answers a thread


@pytest.mark.parametrize("follow", ["那用兩張卡會快多少？", "那用两张卡会快多少？", "what about two cards?"])
def test_an_english_vits_threads_follow_up_is_priced_in_dollars(engine, follow):
    # Hand: 2 × RTX A5000 (cudo, $0.74/h) halve the ≈ 120 GPU-hours' 5.0 days to ≈ 2.5 days: ≈ $0.74 × 60 h ≈ $44
    first = engine.handle("t", "train VITS on 20 hours of speech").text
    assert "$" in first
    out = engine.handle("t", follow).text
    assert "$" in out and "TWD" not in out and "¥" not in out, out


def test_a_simplified_vits_threads_follow_up_in_traditional_keeps_yuan(engine):
    first = engine.handle("z", "用20小时语音训练VITS").text
    assert "¥" in first, first
    out = engine.handle("z", "那用兩張卡會快多少？").text
    assert "¥" in out and "TWD" not in out and "$" not in out, out


def test_a_first_message_is_still_priced_in_its_own_scripts_money(engine):
    assert "TWD" in engine.handle("w", "用20小時語音訓練VITS").text
