"""Kyutai Moshi (the 7.69 B full-duplex speech-to-speech model) is read as itself — never as Kyutai's stt rows and their
"400 streams on an H100" — and, no per-card concurrency being published, it is not sized: its facts and the pilot
are said. Hand: 12.5 Hz Mimi frames → one 7B step every 1,000 ÷ 12.5 = 80 ms per conversation; 50 conversations at
a measured 12 a card → ⌈50 ÷ 12⌉ = 5 cards."""

import pytest

from advisor.core.gen_family import moshi_lines, wants
from tools.speech_dialogue import MOSHI, cards_for, moshi_named, step_budget_ms
from tools.streaming_asr import kyutai_row


@pytest.mark.parametrize("text", [
    "Serve Kyutai Moshi for 50 simultaneous voice conversations, what do we rent?",
    "想部署Kyutai的Moshi做语音陪聊，同时50路对话，租什么卡",
    "用moshika做全雙工語音客服，同時30個通話，租哪種GPU",
    "kyutai/moshiko-pytorch-bf16 for a voice agent",
])
def test_moshi_is_named_and_never_the_stt_row(text):
    assert moshi_named(text) and kyutai_row(text) is None and wants(text, ())


@pytest.mark.parametrize("text", ["kyutai stt-2.6b-en for 100 live streams via moshi-server",
                                  "Kyutai STT 1B streaming captions, moshi_mlx on a Mac"])
def test_the_stt_server_name_is_no_moshi(text):
    assert not moshi_named(text) and kyutai_row(text) is not None


def test_its_facts_and_the_pilot():
    assert step_budget_ms(MOSHI) == pytest.approx(80.0) and cards_for(50, 12) == 5
    head, pilot = moshi_lines("Serve Kyutai Moshi for 50 simultaneous voice conversations")
    assert "7.69B" in head.text("en") and "CC-BY 4.0" in head.text("en") and "not a speech-recognition" in head.text("en")
    assert "not published" in pilot.text("en") and "⌈50 ÷" in pilot.text("en")
    assert "400 streams" not in pilot.text("en") + head.text("en")
    zh = moshi_lines("想部署Kyutai的Moshi，同时50路对话")
    assert "50 路同时对话" in zh[1].text("zh") and "不是语音识别模型" in zh[0].text("zh")
