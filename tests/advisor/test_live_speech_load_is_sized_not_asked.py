"""A TTS question that states a live rate (requests an hour/minute/day × seconds each, or concurrent streams) is
answered with the cards and the month, never with a bare "how many hours of speech?" — in English, 简体 and 繁體.
Hand: 2,000 requests/h × 15 s ÷ 3,600 = 8.33 audio-s a second; × the RTF on the priced card (F5-TTS's 0.1467 on an
L20, scaled by FP32 TFLOPS where the card is slower) = cards busy; ÷ 0.5 utilisation, rounded up = cards held; a
growth said ("10x", 增长10倍, 翻 10 倍) is a second figure at 10 × 8.33 = 83.3 audio-s a second."""

import re

import pytest

from advisor.core.generated_media import growth_said, thread_live
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, rate, each, streams", [
    ("peak ~2000 requests/hour, replies average 15 seconds of audio", 2000, 15, None),
    ("3k TTS calls an hour, 12s each", 3000, 12, None),
    ("50 requests per minute, each 20 seconds", 3000, 20, None),  # 50 × 60
    ("高峰每小时2000次请求，每条回复平均15秒音频", 2000, 15, None),
    ("高峰每小時約 2,000 個請求，每段約 15 秒", 2000, 15, None),
    ("每天4.8万次调用，每次30秒", 2000, 30, None),  # 48,000 ÷ 24
    ("we need 40 concurrent streams", None, None, 40),
    ("客服系統同時 50 路並發", None, None, 50),
])
def test_a_live_rate_is_read(text, rate, each, streams):
    got = thread_live([text])
    assert got is not None
    r, e, s = got
    assert (round(r) if r else None, e, s) == (rate, each, streams)


@pytest.mark.parametrize("text, factor", [
    ("might grow 10x next year", 10), ("expect 3x growth", 3), ("明年可能增长10倍", 10), ("明年或會翻 5 倍", 5),
    ("traffic should double", 2), ("用户量翻一番", 2), ("at 2000 requests an hour", None),
])
def test_growth_is_read(text, factor):
    assert growth_said([text]) == factor


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, audio, month_word", [
    ("adding voice replies to our app with kokoro tts (the 82M one). peak ~2000 requests/hour, replies average 15 "
     "seconds of audio. might grow 10x next year. we're on AWS. what gpu and what's it cost per month?", "8.3", "a month"),
    ("我们的App要用Kokoro做语音回复，高峰每小时2000次请求，每条平均15秒，明年可能增长10倍，在AWS上，用什么卡、每月多少钱？",
     "8.3", "每月约"),
    ("我哋個App想用 Kokoro TTS 做語音回覆，高峰每小時 2,000 個請求，每段約 15 秒，明年或會翻 10 倍，用 AWS，每月幾錢？",
     "8.3", "每月約"),
])
def test_a_live_tts_load_gets_cards_and_a_month_not_a_question(ask, text, audio, month_word):
    out = ask(text)
    assert "?" not in out.split("\n")[-1] and "？" not in out.split("\n")[-1]
    assert audio in out and month_word in out
    # 10× the load: 83.3 audio-seconds a second, the second figure
    assert "83.3" in out
    # cards held = ⌈busy ÷ 0.5⌉, read back from the answer's own busy figure
    busy = float(re.search(r"= ([\d.]+) (?:cards busy|张卡满载|張卡滿載)", out).group(1))
    cards = int(re.search(r"→ (\d+) (?:×|张|張)", out).group(1))
    assert cards == -(-busy // 0.5)


def test_a_length_in_minutes_beside_a_rate_is_each_reply():
    # 500 an hour × 120 s = 60,000 audio-s an hour
    assert thread_live(["500 requests per hour, each about 2 minutes of audio"]) == (500, 120, None)
    assert thread_live(["每小时300次请求，每次约1.5分钟"]) == (300, 90, None)
