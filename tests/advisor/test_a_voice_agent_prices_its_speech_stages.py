"""A live voice agent (voice bot, phone agent, 语音客服, 電話機械人) with N calls at once is priced as all its stages: the
LLM, the speech-to-text stage on the callers' utterances (a VAD passes only their share of each call), and the
speech-synthesis stage at a TTS model's published RTF with the agent speaking about half of each call, then one month
with each stage's share (an answer once priced the LLM alone and said "the streaming ASR and TTS stages are not included").

Hand reasoning: the month of all stages is the LLM's month + the speech-to-text stage's + the speech-synthesis
stage's (0 for a stage on the LLM's machine); the LLM's month is the headline's. Cantonese speech is heard on
SenseVoice-Small (Paraformer-zh is Mandarin), other Chinese on the streaming Paraformer-zh, English on Whisper
large-v3-turbo; a "cheaper?" follow-up keeps every stage."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.voice_stages import asr_model
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HK_BOT = "我哋想整個廣東話電話voice bot（ASR + LLM + TTS），最多20條線同時講，要低延遲，server要喺香港，租咩機？每個月幾錢？"


@pytest.mark.parametrize(("text", "lang", "key"), [
    (HK_BOT, "zh", "sensevoice"),  # Cantonese said: SenseVoice-Small
    ("語音客服機器人同時10通電話，我哋喺香港", "zh", "sensevoice"),  # Hong Kong usage (我哋, 喺) is Cantonese speech
    ("语音客服机器人，同时50路通话，国内", "zh", "paraformer-streaming"),  # Mandarin: the streaming default
    ("a phone agent that answers 30 calls at once, English, AWS", "en", "whisper-turbo"),
    ("voice bot with Whisper large-v3 + qwen2.5-7b, 20 concurrent calls", "en", "whisper-large"),  # named: kept
])
def test_the_speech_to_text_model_follows_the_callers_language(text, lang, key):
    assert asr_model(text, Workload(task="inference", language=lang))[0].key == key


def _money(s: str) -> float:
    return float(re.sub(r"[^\d.]", "", s))


def _total_parts(out: str, total_re: str) -> tuple[float, list[float]]:
    m = re.search(total_re, out)
    assert m is not None, out
    return _money(m.group(1)), [_money(x) if x != "0" else 0.0 for x in m.groups()[1:]]


def _ask(tmp_path, *turns: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_a_cantonese_phone_bot_in_hong_kong_gets_all_three_stages_and_keeps_them_when_cheaper(tmp_path):
    first, cheaper = _ask(tmp_path, HK_BOT, "可唔可以平啲？")
    for out in (first, cheaper):
        assert "語音識別環節——20 路電話" in out and "SenseVoice-Small" in out, out
        assert "語音合成環節——20 通電話" in out and "50%" in out, out  # the talk share said as the assumption
        assert "沒有估算" not in out and "not included" not in out
        total, (llm, asr, tts) = _total_parts(
            out, r"全部環節合計每月約 ([\d,.]+) HKD：大模型 ([\d,.]+) HKD.*?語音識別 ([\d,.]+)(?: HKD)?.*?語音合成 ([\d,.]+)")
        head = re.search(r"每月 ≈ ([\d,.]+) HKD", out)
        assert head is not None and llm == _money(head.group(1)), out  # the LLM's month is the headline's
        assert abs(total - (llm + asr + tts)) <= 2 and tts > 0, (total, llm, asr, tts)  # one month, every stage


@pytest.mark.slow
def test_an_english_phone_agent_on_aws_sums_its_stages(tmp_path):
    (out,) = _ask(tmp_path, "a phone agent that answers 30 calls at once, English, AWS")
    assert "Speech-to-text stage — 30 calls (the caller's turns only)" in out and "Whisper large-v3-turbo" in out, out
    assert "Speech-synthesis stage — 30 calls, the agent speaking about 50%" in out, out
    total, (llm, asr, tts) = _total_parts(
        out, r"All stages together ≈ \$([\d,.]+) a month: LLM \$([\d,.]+).*?speech-to-text \$?([\d,.]+).*?"
             r"speech synthesis \$?([\d,.]+)")
    assert abs(total - (llm + asr + tts)) <= 2 and min(llm, tts) > 0, (total, llm, asr, tts)
    # every stage rented on AWS, as asked
    assert all(" aws " in line for line in out.splitlines() if line.startswith("> Speech-")
               and "LLM's machine" not in line), out


@pytest.mark.slow
def test_a_mandarin_call_centre_bot_in_the_mainland_sums_its_stages(tmp_path):
    (out,) = _ask(tmp_path, "语音客服机器人，同时50路通话，国内")
    assert "语音识别环节——50 路电话" in out and "Paraformer-zh-streaming" in out, out
    assert "语音合成环节——50 通电话" in out, out
    total, (llm, asr, tts) = _total_parts(
        out, r"全部环节合计每月约 ¥([\d,.]+)：大模型 ¥([\d,.]+).*?语音识别 ¥?([\d,.]+).*?语音合成 ¥?([\d,.]+)")
    assert abs(total - (llm + asr + tts)) <= 2 and min(llm, tts) > 0, (total, llm, asr, tts)
