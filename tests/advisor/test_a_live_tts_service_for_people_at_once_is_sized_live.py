"""A live text-to-speech service for people at once ("100 concurrent callers", "50 simultaneous listeners", "30
concurrent users", 同时 100 个用户, 100 人同時在聽) is sized as live streams, one audio-second a second each — never
answered with a batch's question ("How many hours of speech, and how often?") nor read as a batch of items."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.core.generated_media import live_streams
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,n", [
    ("Run an online text-to-speech service with Kokoro for 100 concurrent callers", 100),
    ("TTS for 50 simultaneous listeners", 50),
    ("Kokoro TTS for 30 concurrent users of our reading app", 30),
    ("Kokoro for 40 parallel sessions", 40),
    ("50 concurrent streams", 50),  # as before
    ("用 CosyVoice2 做在线语音合成，同时 100 个用户", 100),  # 简体: was read as 100 items of a batch
    ("CosyVoice2 線上語音合成服務，100 人同時在聽", 100),  # 繁體: was asked hours of speech
    ("200位听众同时在线收听", 200),
    ("同时有50人在用", 50),  # glued
])
def test_people_at_once_are_live_streams(text, n):
    assert live_streams(text) == n


def test_a_count_without_a_live_word_is_no_stream():
    # "100 users" alone (a head count, not at once) stays unread here
    assert live_streams("Kokoro TTS for 100 users") is None


@pytest.mark.slow
def test_the_answer_sizes_the_streams_not_asks_hours():
    # 100 streams × RTF 0.01 on the measured card = 1.00 card busy, held at 50 % → 2 cards, priced a month
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", "Run an online text-to-speech service with Kokoro for 100 concurrent callers"])
    assert r.exit_code == 0, r.output
    assert "100 concurrent streams" in r.output and "How many hours of speech" not in r.output, r.output[:1500]
