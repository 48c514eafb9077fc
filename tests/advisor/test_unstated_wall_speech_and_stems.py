"""Whole answers: speech synthesis and stem separation with no deadline said are planned for the assumed week
(tools.wall_cards via tools.batch_wall), the cards at once said with the assumption, never one card for months."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(q: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", q).text


def test_audiobooks_with_no_deadline_are_spread_over_cards_for_the_week(tmp_path):
    # 2,000 audiobooks × 1.5 h = 3,000 h of speech; F5-TTS RTF 0.1467 on an L20, priced on a slower card at a higher
    # RTF (hundreds of GPU-hours, far over 168 h on one card) → ⌈GPU-hours ÷ 168⌉ cards at once, said with "7 days"
    text = answer("Narrate 2,000 audiobooks of 1.5 hours each with F5-TTS for a personal project. Which GPUs?", tmp_path)
    assert "7 days" in text and re.search(r"run \d+ × ", text), text
    assert "say a deadline to size it" not in text


def test_simplified_spleeter_catalogue_says_the_week(tmp_path):
    # 10万首 × 4 分钟 = 6,667 h of audio ÷ 100× = 66.7 GPU-h: one card ≈ 67 h, inside the assumed 7 days, said
    text = answer("用 Spleeter 把 10万首歌分离成人声和伴奏，每首约4分钟，需要什么GPU？", tmp_path)
    assert "7 天" in text and "67 小时" in text, text


def test_traditional_htdemucs_ft_catalogue_runs_many_cards(tmp_path):
    # 30萬首 × 4 分鐘 = 20,000 h; htdemucs_ft 7.5–20× → slow end 20,000 ÷ 7.5 = 2,666.7 GPU-h → ⌈2,666.7 ÷ 168⌉ =
    # 16 cards ≈ 167 h each; one card ≈ 111 days
    text = answer("用 htdemucs_ft 分離 30萬首歌，每首 4 分鐘，沒有期限，要什麼 GPU？", tmp_path)
    assert "7 天" in text and "16 張" in text and "111.1 天" in text, text
