"""A phone bot's speech stages sized on what the calls share, not one request's speed × lines: the TTS card's batched
throughput (CosyVoice2's 4-in-flight RTF), the ASR on the caller's speech decoded once per utterance, the LLM picked
from the voice rungs in the callers' language, and the turn judged against a stated or an assumed target."""

from __future__ import annotations

import math

from tools.defaults import BUDGET_MODEL_LADDER, budget_ladder
from tools.generated_media import TTS_MODELS
from tools.voice import DEFAULT_TARGET_S, call_asr_cost, latency_budget, tts_calls_per_card, tts_cards


def test_cosyvoice2_is_sized_on_its_batched_throughput_with_its_source():
    # its repository's table, one L20: RTF 0.0891 one request at a time, 0.0604 with 4 in flight → the card speaks
    # 1 / 0.0604 = 16.6 s of audio a second; at ≤ 80 % busy 13.2 speaking streams (the expert's "≈ 15 a card")
    m = TTS_MODELS["cosyvoice2"]
    assert m.rtf == 0.0891 and m.rtf_batched == 0.0604 and m.rtf_gpu == "L20"
    assert "4 requests in flight" in m.batched_source and "triton_trtllm" in m.batched_source
    assert math.isclose(0.8 / m.rtf_batched, 13.2, abs_tol=0.05)


def test_fifty_lines_on_l20s_take_two_cards_not_one_requests_speed_times_lines():
    # 50 lines × 50 % speaking = 25 streams; 25 × 0.0604 / 0.8 = 1.89 → 2 L20s (at the one-request RTF: 2.78 → 3)
    assert tts_cards(50, 0.0604) == 2
    assert tts_cards(50, 0.0891) == 3
    assert math.isclose(tts_calls_per_card(0.0604), 26.5, abs_tol=0.05)


def test_a_calls_asr_is_the_callers_speech_decoded_once():
    # the caller speaks the half of the call the agent does not; SenseVoice at 110.7× on a T4: 50 × 0.5 / 110.7
    # = 0.23 of a card, where Whisper's caption-stream cost (8.4 s a second) made it 5 T4s
    assert call_asr_cost() == 0.5
    assert call_asr_cost(0.4) == 0.6
    assert math.isclose(50 * call_asr_cost() / 110.7, 0.226, abs_tol=0.001)


def test_a_voice_agents_llm_comes_from_the_voice_rungs_in_the_callers_language():
    # a phone bot's LLM writes short spoken replies: 7-14B; Chinese or Cantonese callers get Qwen only (Llama 3.1's
    # supported languages leave Chinese out); anything else keeps the general ladder
    assert budget_ladder(True, True) == ("Qwen2.5-14B", "Qwen2.5-7B")
    assert all(n.startswith("Qwen") for n in budget_ladder(True, True))
    assert budget_ladder(True, False)[0] == "Qwen2.5-14B" and "Llama-3.1-70B" not in budget_ladder(True, False)
    assert budget_ladder(False, True) == BUDGET_MODEL_LADDER


def test_the_turn_is_judged_against_an_assumed_second_when_no_target_is_said():
    # 0.3 s end of turn + 0.124 s first token + 20 tokens at 28/s (0.714) + 1 s of speech at RTF 0.653 = 1.79 s > 1 s
    b = latency_budget(DEFAULT_TARGET_S, None, False, 0.124, 28, 0.653)
    assert DEFAULT_TARGET_S == 1.0
    assert math.isclose(b.total_s, 0.3 + 0.124 + 20 / 28 + 0.653, abs_tol=1e-9) and not b.ok
