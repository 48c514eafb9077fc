"""A turn-based phone agent's speech-to-text load is the caller's utterances, never a stream held open per line
(tools.voice): a VAD passes only the caller's share of the call (the call less the agent's TALK_SHARE, 50 %, assumed
and said), a streaming model runs that share of the time, and Whisper decodes each utterance once, padded to its 30 s
window. Was: 50 Paraformer-streaming lines were sized as 50 open streams (half a GH200), 20 Whisper lines as 20
re-decoded caption streams at 8.4 s a second each."""

import pytest

from tools.media import STREAM_COST
from tools.voice import (
    CALLER_UTTERANCE_S,
    TALK_SHARE,
    WHISPER_WINDOW_S,
    live_call_asr_cost,
    stream_equivalents,
    whisper_call_asr_cost,
)


def test_a_streaming_model_runs_only_while_the_caller_speaks():
    # Paraformer-zh-streaming: 1 s of the card's stream capacity a second while open; the caller speaks 1 − 0.5 = 0.5
    # of the call → 0.5 s a second; 50 calls → 25 streams' worth, a quarter of the A10's measured 100 streams
    assert live_call_asr_cost(1.0) == pytest.approx(1.0 - TALK_SHARE) == pytest.approx(0.5)
    assert stream_equivalents(50, live_call_asr_cost(1.0), 1.0) == 25


def test_whisper_decodes_each_caller_utterance_once_in_its_window():
    # 0.5 of the call ÷ 5 s utterances = 0.1 utterances a second × 30 s window = 3.0 s a second, against the 8.4 s a
    # re-decoded caption stream costs; 20 calls → ⌈20 × 3.0 ÷ 8.4⌉ = ⌈7.1⌉ = 8 caption streams' worth
    assert CALLER_UTTERANCE_S == 5.0 and WHISPER_WINDOW_S == 30.0
    cost = whisper_call_asr_cost(STREAM_COST)
    assert cost == pytest.approx(3.0)
    assert cost < STREAM_COST
    assert stream_equivalents(20, cost, STREAM_COST) == 8


def test_whisper_never_costs_more_than_a_caption_stream():
    # 1 s utterances would be 0.5 × 30 = 15 s a second: capped at the caption stream's re-decoding, 8.4
    assert whisper_call_asr_cost(STREAM_COST, utterance_s=1.0) == pytest.approx(STREAM_COST)
