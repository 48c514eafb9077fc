"""A live speech-synthesis load whose streams are phone calls (语音客服 50路同时通话, "50 concurrent calls", 繁體
同時通話) is sized at the bot's speaking duty (tools.voice.TALK_SHARE, 50 %, said as an assumption), never every call
spoken end to end, and says what end-to-end sizing would have taken (the saving); a stream that is not a call (a
broadcast) still plays end to end.

Hand figures: CosyVoice2-0.5B, RTF 0.0604 with 4 requests in flight on one L20 (its Triton/TensorRT-LLM benchmark: the
card's batched throughput, which calls sharing a card are sized on), priced on an L20 row at $1.00/h, cards held at 50 %.
- 50 calls × 0.5 = 25 audio-seconds a second × 0.0604 = 1.51 cards busy → ⌈1.51 / 0.5⌉ = 4 × L20 → 4 × 730 = $2,920.
- End to end: 50 × 0.0604 = 3.02 busy → ⌈6.04⌉ = 7 × L20 → 7 × 730 = $5,110 a month."""

from __future__ import annotations

import pytest

from advisor.core.generated_media import render, tts_lines
from catalog.gpus import all_gpus
from tools.generated_media import TTS_MODELS, speaking_audio_rate
from tools.schema import InstanceRow

GPUS = all_gpus()


def _row() -> InstanceRow:
    return InstanceRow(provider="p", instance_type="L20-1x", region="cn-shanghai", gpu="L20", gpu_count=1,
                       vcpu=8, ram_gib=64, price_on_demand=1.00)


def _said(said: list[str], lang: str) -> str:
    return render(tts_lines(TTS_MODELS["cosyvoice2"], said, GPUS, [_row()], "USD", 7.2, {}), lang)


def test_the_speaking_audio_rate_is_the_calls_times_the_duty():
    assert speaking_audio_rate(50, 0.5) == pytest.approx(25.0)  # 50 × 0.5
    assert speaking_audio_rate(20, 0.4) == pytest.approx(8.0)  # 20 × 0.4


@pytest.mark.parametrize("lang, said, duty, cards, saved", [
    ("zh", ["如果只让它听语音、输出文字，语音合成另外用CosyVoice2，配置能省多少",
            "想用Qwen3-Omni做语音客服，端到端语音进语音出，高峰50路同时通话"],
     "50 路通话 × 机器人说话的时间占每通 50%", "→ 4 张 L20", "需要 7 张 L20，每月约 $5,110.00；按说话占比只需 4 张"),
    ("zh", ["只用TTS呢，CosyVoice2", "語音客服，高峰50路同時通話，端到端語音進語音出"],
     "× 机器人说话的时间占每通 50%", "→ 4 张 L20", "需要 7 张 L20"),
    ("en", ["TTS only with CosyVoice2 then?", "voice agent for our call center, 50 concurrent calls at peak"],
     "50 concurrent calls × 50% of each call the bot speaks", "→ 4 × L20",
     "it would take 7 × L20 ≈ $5,110.00 a month; at the speaking duty 4 ≈ $2,920.00 a month"),
])
def test_call_streams_are_sized_at_the_bots_speaking_duty(lang, said, duty, cards, saved):
    out = _said(said, lang)
    assert duty in out and cards in out and saved in out


def test_a_stream_that_is_no_call_plays_end_to_end():
    # 50 broadcast streams: 50 audio-seconds a second × 0.0604 (batched) = 3.02 busy → 7 × L20, no duty said
    out = _said(["用CosyVoice2给直播做配音，同时50路"], "zh")
    assert "7 张 L20" in out and "说话占比" not in out


@pytest.mark.slow
def test_a_tts_only_follow_up_of_an_omni_call_service_keeps_its_calls_and_says_the_previous_plan(tmp_path):
    # the first turn names Qwen3-Omni (now a registry row): its 50 calls stay the TTS's load, never "how many hours?";
    # the TTS month is set against the previous plan's month (its top row × 730 h), with the Talker's 10 GB said
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "想用Qwen3-Omni-30B-A3B-Instruct做语音客服，端到端语音进语音出，高峰50路同时通话，每路首包响应要1秒内，"
                    "国内部署，给个配置和月成本")
    out = eng.handle("t", "如果只让它听语音、输出文字，语音合成另外用CosyVoice2，配置能省多少").text
    assert "50 路通话 × 机器人说话的时间占每通 50%" in out
    assert "对比上一个方案（Qwen3-Omni-30B-A3B，端到端每月约" in out and "约少 10 GB" in out
