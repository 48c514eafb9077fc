"""A Traditional-script question with no place, money or Hong Kong / Taiwan cue is priced in TWD (local_currency), and
the answer says so with the way to HKD (extract_rules.read_local_dollar_assumed): a Hong Kong user writing
"Whisper large-v3 做直播字幕，20 路同時" got TWD prices with no word, and HKD only once a Cantonese 啲 appeared."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording Msg.text reads)
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

SAID = "Prices are in TWD"


def _said(text: str) -> bool:
    return any(SAID in n or "新台币（TWD）" in n or "新臺幣（TWD）" in n for n in extract(text).notes)


@pytest.mark.parametrize("text", [
    "Whisper large-v3 做直播字幕，20 路同時",
    "Qwen2.5-7B 文件問答，50 位同事同時使用，32k 上下文",
    "用Qwen2.5-7B給公司內部做問答機器人50人同時在線",  # glued
])
def test_traditional_with_no_cue_says_twd_and_how_to_have_hkd(text):
    assert _said(text)


@pytest.mark.parametrize("text", [
    "Whisper large-v3 做直播字幕，20 路同時，喺香港",  # Cantonese 喺: HKD, no assumption to say
    "Whisper large-v3 直播字幕 20 路，平啲嘅方案",  # 啲 / 嘅
    "我們在台北，Whisper large-v3 做直播字幕",  # a place that decides the money
    "Qwen2.5-7B 文件問答，50 人同時，預算每月 HK$5,000",  # money written
    "Whisper large-v3 做直播字幕，20 路同時，預算每月5萬元",  # 元: reader.local_dollar says the TWD itself
    "Whisper large-v3 做直播字幕，用港幣報價",  # the currency asked
    "Whisper large-v3 做直播字幕，20 路同时",  # 简体: CNY by the script, nothing assumed of a place
    "Whisper large-v3 live captions, 20 streams at once",  # English: USD
])
def test_a_cue_or_another_script_says_nothing(text):
    assert not _said(text)


@pytest.mark.slow
def test_the_chat_says_the_twd_on_the_first_turn_and_hkd_follows_cantonese(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    first = engine.handle("t", "Whisper large-v3 做直播字幕，20 路同時").text
    # no place, no money, no Cantonese: TWD, said as assumed with the way to HKD on the first turn
    assert "TWD" in first and "用港幣" in first, first
    third = engine.handle("t", "平啲呢？").text
    # 啲 marks Hong Kong: the follow-up is priced in HKD (tools' fx rate), never TWD
    assert "HKD" in third and "TWD" not in third, third


@pytest.mark.slow
def test_a_traditional_follow_up_to_an_english_thread_says_no_twd(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", "Qwen2.5-7B chatbot for 50 concurrent users")
    out = engine.handle("t", "那改成 100 人同時在線呢？").text
    # the thread began in English, so its money stays USD: a "priced in TWD" note would be untrue
    assert "TWD" not in out, out
