"""A speech LLM named (Voxtral Mini / Small) keeps its own figures: parameters and bf16 memory from its model card,
audio at 12.5 tokens a second (375 a 30-s chunk, the Voxtral paper), a recording's tokens against its 40-min limit.
By hand: 7 min × 60 × 12.5 = 5,250 tokens; 10 min = 7,500; 5 min = 3,750; a minute = 750."""

from __future__ import annotations


def test_voxtral_rows_hold_their_model_card_figures():
    from tools.speech_llm import SPEECH_LLMS

    mini, small = SPEECH_LLMS["voxtral-mini"], SPEECH_LLMS["voxtral-small"]
    assert (mini.params, mini.bf16_gb, mini.context, mini.licence) == (4.68e9, 9.5, 32768, "Apache-2.0")
    assert (small.params, small.bf16_gb) == (24.3e9, 55.0)
    assert mini.audio_tokens_per_s == small.audio_tokens_per_s == 12.5


def test_a_recordings_audio_tokens_and_limit():
    from tools.speech_llm import SPEECH_LLMS, audio_tokens, fits_context

    m = SPEECH_LLMS["voxtral-mini"]
    assert [audio_tokens(x, m) for x in (1, 5, 7, 10)] == [750, 3750, 5250, 7500]
    assert fits_context(7, m) and not fits_context(45, m)
