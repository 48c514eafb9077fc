"""A live voice agent's speech stages sized beside its LLM (tools.voice): speech synthesis for N calls at once at a
TTS model's published RTF, the agent speaking about half of each call; a live stage put on the LLM's machine only
when the colocation rule holds; each stage's share of the month.

Hand figures: F5-TTS's RTF 0.1467 on one L20 (FP32 59.35 TFLOPS); on an L4 (30.3) 0.1467 × 59.35 / 30.3 = 0.2874, on
a T4 (8.1) 1.0749. One call keeps RTF × 0.5 of a card busy; cards at ≤ 80 % busy (the speech streams' margin)."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.media import MODELS, STREAM_COST, card_rate, need_bytes
from tools.schema import InstanceRow, Workload
from tools.voice import live_colocation, shares, tts_calls_per_card, tts_cards, tts_stage

GPUS = all_gpus()


def row(gpu: str, price: float, count: int = 1) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-{count}x", region="us-east-1", gpu=gpu, gpu_count=count,
                       vcpu=8 * count, ram_gib=64 * count, price_on_demand=price)


def test_a_calls_share_of_a_card_is_its_rtf_times_the_time_the_agent_speaks():
    # 0.8 / (0.1467 × 0.5) = 10.9 calls a card; 20 calls → ⌈20 × 0.07335 / 0.8⌉ = ⌈1.83⌉ = 2 cards
    assert tts_calls_per_card(0.1467) == pytest.approx(10.9, abs=0.05)
    assert tts_cards(20, 0.1467) == 2
    # a T4 at the scaled RTF 1.0749: 20 × 0.5375 / 0.8 = 13.4 → 14 cards
    assert tts_cards(20, 1.0749) == 14


def test_the_tts_stage_takes_the_cheapest_machines_for_the_calls_not_the_cheapest_card_hour():
    # L20 $2.00: 2 cards → $4.00/h; L4 $0.80: RTF 0.2874, ⌈20 × 0.1437 / 0.8⌉ = ⌈3.59⌉ = 4 → $3.20/h;
    # T4 $0.50: 14 cards → $7.00/h. The L4s win: 4 × $0.80 = $3.20/h × 730 h = $2,336 a month
    rows = [row("L20", 2.0), row("L4", 0.8), row("T4", 0.5)]
    t = tts_stage(20, 0.1467, "L20", Workload(task="inference"), GPUS, rows, currency="USD", usd_cny=7.0, fx={},
                  places=None, month_hours=730)
    assert t is not None and (t.gpu, t.machines, t.scaled) == ("L4", 4, True), t
    assert t.rtf == pytest.approx(0.2874, abs=0.0005) and t.month == pytest.approx(2336, abs=1)


def test_a_multi_card_machine_is_counted_in_whole_machines():
    # 4 × L4 at $3.00 a machine: 4 cards → one machine, $3.00/h, cheaper than four one-card L4s at $0.80
    rows = [row("L4", 0.8), row("L4", 3.0, 4)]
    t = tts_stage(20, 0.1467, "L20", Workload(task="inference"), GPUS, rows, currency="USD", usd_cny=7.0, fx={},
                  places=None, month_hours=730)
    assert t is not None and (t.gpus, t.machines, t.cards) == (4, 1, 4) and t.month == pytest.approx(2190)


def test_live_speech_to_text_goes_on_the_llms_machine_only_when_half_its_cards_are_enough():
    # SenseVoice on a T4: 311.28× × 320 / 900 = 110.7× real time; 20 streams × 8.43 s = 168.6 s a second
    # → 1.52 cards busy. On 4 × T4: 1.52 / 4 × 24 h = 9.1 h ≤ 12 h → fits; memory: 15.63 GB × 0.9 = 14.07 GB − 10.2
    # GB of LLM = 3.87 GB free ≥ 0.468 GB + 0.537 GB context = 1.0 GB. On 1 × T4: 36.6 h > 12 h → its own machine
    m = MODELS["sensevoice"]
    rate = card_rate(m, GPUS["T4"], GPUS)[0]
    busy = 20 * STREAM_COST / rate
    assert rate == pytest.approx(110.7, abs=0.1) and busy == pytest.approx(1.52, abs=0.01)
    four = live_colocation(GPUS["T4"].usable_bytes, 10.2e9, need_bytes(m), 4, busy)
    assert four.fits and four.free_gb == pytest.approx(3.87, abs=0.01) and four.hours == pytest.approx(9.1, abs=0.1)
    one = live_colocation(GPUS["T4"].usable_bytes, 10.2e9, need_bytes(m), 1, busy)
    assert not one.fits and one.hours == pytest.approx(36.6, abs=0.2)


def test_each_stages_share_of_the_month():
    # 4,612 + 9,224 + 101,467 = 115,303 → 4.0 %, 8.0 %, 88.0 %
    assert shares([4612, 9224, 101467]) == pytest.approx([4.0, 8.0, 88.0], abs=0.05)


def test_a_second_stage_on_the_llms_machine_counts_the_first_ones_load():
    # 4 × T4, 10.2 GB of LLM a card: SenseVoice's 20 streams take 1.52 cards (fits: ≤ 2); 20 TTS calls at the T4's
    # RTF 1.0749 × 0.5 = 0.537 a call add 10.75 → 12.27 cards > 2 → the TTS stage gets its own machines, and the
    # host keeps only the speech-to-text stage's load
    from tools.voice import LiveHost, asr_busy_cards

    host = LiveHost("T4", GPUS["T4"].usable_bytes, 4, 10.2e9)
    asr = host.take(need_bytes(MODELS["sensevoice"]), asr_busy_cards(20, STREAM_COST, 110.68))
    tts = host.take(1e9, 20 * 1.0749 * 0.5)
    assert asr.fits and not tts.fits and host.busy == pytest.approx(1.52, abs=0.01)
    assert tts.hours == pytest.approx(12.27 / 4 * 24, abs=0.2)
