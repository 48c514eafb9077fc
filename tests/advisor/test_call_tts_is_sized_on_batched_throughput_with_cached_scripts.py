"""Outbound call bots' speech (外呼 1000 路, CosyVoice2, 话术大部分是固定的) is sized on the card's batched throughput
(several calls in flight per card: RTF 0.0604 at 4 in flight on one L20, its Triton/TensorRT-LLM table), on the card the
user named where it is priced, with the fixed script pre-synthesised once and played from a cache (an assumed 70 % of the
bot's speech, said); a first-packet target (首包 200 ms) is answered with the first packet per card and the cards that
meet it.

Hand figures (an expert's: 10–30 cards for 1,000 lines, not the ≈ 276 one stream's speed per card gave):
- 1,000 calls × 50 % speaking = 500 audio-s/s × (1 − 0.7) = 150 live × 0.0604 = 9.06 cards busy → ⌈9.06 / 0.5⌉ = 19.
- First packet: CosyVoice2 streams 25 tokens at 25 tokens/s = 1 s chunks; 4 in flight: 1 × 0.0604 × 4 = 242 ms > 200 ms;
  2 in flight: 1 × 0.0693 × 2 = 139 ms ≤ 200 → 150 × 0.0693 = 10.4 busy → ⌈20.8⌉ = 21 cards.
- 800 calls (繁體), 300 ms: 400 × 0.3 = 120 × 0.0604 = 7.25 busy → 15 cards; 242 ms ≤ 300 ms, no more cards."""

from __future__ import annotations

import pytest

from advisor.core.generated_media import first_packet_ms, render, tts_lines
from catalog.gpus import all_gpus
from tools.generated_media import TTS_MODELS, first_packet, first_packet_s, synthesised_rate
from tools.schema import InstanceRow

GPUS = all_gpus()


def _rows() -> list[InstanceRow]:
    # the A4000 is the cheaper card per hour: the named cards (4090 / L20) are priced instead when named
    return [InstanceRow(provider="p", instance_type="4090-1x", region="cn", gpu="RTX 4090", gpu_count=1, vcpu=8,
                        ram_gib=64, price_on_demand=0.40),
            InstanceRow(provider="p", instance_type="L20-1x", region="cn", gpu="L20", gpu_count=1, vcpu=8,
                        ram_gib=64, price_on_demand=1.00),
            InstanceRow(provider="p", instance_type="A4000-1x", region="cn", gpu="RTX A4000", gpu_count=1, vcpu=8,
                        ram_gib=64, price_on_demand=0.10)]


def _said(said: list[str], lang: str) -> str:
    return render(tts_lines(TTS_MODELS["cosyvoice2"], said, GPUS, _rows(), "USD", 7.2, {}), lang)


def test_the_pieces_by_hand():
    assert synthesised_rate(500, 0.7) == pytest.approx(150.0)
    assert first_packet_s(1.0, 0.0604, 4) == pytest.approx(0.2416)
    fp = first_packet(TTS_MODELS["cosyvoice2"], GPUS["L20"], GPUS["L20"], 0.2)
    assert fp is not None and not fp.meets and fp.safe_flight == 2 and fp.safe_seconds == pytest.approx(0.1386)
    assert first_packet(TTS_MODELS["cosyvoice2"], GPUS["L20"], GPUS["L20"], 0.3).meets  # 242 ms ≤ 300
    assert first_packet(TTS_MODELS["f5"], GPUS["L20"], GPUS["L20"], 0.2) is None  # no streaming rows held


@pytest.mark.parametrize("text, seconds", [
    ("客户又要求合成首包延迟200ms以内，要加多少卡", 0.2), ("首包要 300 毫秒以內", 0.3),
    ("First packet must be under 150 ms.", 0.15), ("time to first audio below 0.25 s", 0.25),
    ("高峰1000路电话同时在打", None)])
def test_a_first_packet_target_is_read(text, seconds):
    got = first_packet_ms(text)
    assert got == (pytest.approx(seconds) if seconds is not None else None)


@pytest.mark.parametrize("lang, said, want, not_want", [
    ("zh", ["客户又要求合成首包延迟200ms以内，要加多少卡",
            "做智能外呼，高峰1000路电话同时在打，机器人说话用CosyVoice2合成，话术大部分是固定的，只有姓名金额日期这些变。"
            "每天打10个小时。要几张卡？4090还是L20？一个月多少钱"],
     # the 200 ms first packet sizes the lead: 4 in flight ≈ 242 ms misses, 2 in flight 1 s × 0.0693 × 2 ≈ 139 ms
     # meets → 150 × 0.0693 = 10.4 busy at 50 % → 21 cards, not the throughput's 19
     ["实时只需合成每秒约 150.0 秒", "→ 21 张 RTX 4090", "≈ 242 毫秒", "超过你要求的 200 毫秒", "每卡同时 2 路",
      "只按吞吐算要 19 张"],
     ["RTX A4000", "19 → 21"]),
    ("zh", ["做智能外呼，高峰800路電話同時在打，機器人說話用CosyVoice2合成，話術大部分是固定的。每天打8個小時。"
            "要幾張卡？4090還是L20？一個月多少錢？首包要 300 毫秒以內"],
     ["每秒约 120.0 秒", "→ 15 张 RTX 4090", "在你要求的 300 毫秒以内"], ["RTX A4000"]),
    ("en", ["Outbound dialing: 1000 concurrent phone calls at peak; the bot's speech is synthesized with CosyVoice2 and "
            "the scripts are mostly fixed, only names and amounts change. 10 hours a day. How many GPUs, RTX 4090 or "
            "L20? First packet must be under 200 ms."],
     ["leaves ≈ 150.0 synthesised live", "→ 21 × RTX 4090", "≈ 242 ms — over your 200 ms",
      "sized at 2 in flight a card", "the throughput alone would take 19"],
     ["RTX A4000", "19 → 21"]),
    # no fixed script said: every spoken second is synthesised live, still batched: 500 × 0.0604 = 30.2 → 61 cards
    ("en", ["Outbound dialing: 1000 concurrent phone calls at peak; the bot's speech is synthesized with CosyVoice2. "
            "RTX 4090 or L20?"], ["→ 61 × RTX 4090"], ["from a cache", "First packet"]),
])
def test_call_tts_is_batched_cached_and_answers_the_first_packet(lang, said, want, not_want):
    got = _said(said, lang)
    for w in want:
        assert w in got, (w, got)
    for w in not_want:
        assert w not in got, (w, got)
