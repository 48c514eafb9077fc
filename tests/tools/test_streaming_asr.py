"""Kyutai STT rows (tools.streaming_asr): which row a message names, the languages it does not hear, and the held model
that hears them, with whether it streams. Figures from the delayed-streams-modeling README: stt-2.6b-en English only,
2.5 s delay; stt-1b-en_fr English + French, 0.5 s delay; a H100 carries 400 real-time streams."""

from tools.media import MODELS, STREAM_COSTS, measured_for
from tools.non_llm import named_model
from tools.streaming_asr import STREAM_ROWS, cover, kyutai_row, uncovered


def test_the_row_named_or_chosen_by_language_and_delay():
    assert kyutai_row("live captions with Kyutai STT, English").key == "kyutai-stt-2.6b-en"  # the leaderboard model
    # "under ~1 s" is below the 2.6B's 2.5 s delay: the 1B's 0.5 s meets it
    assert kyutai_row("kyutai streaming STT, english, latency under ~1s").key == "kyutai-stt-1b-en_fr"
    assert kyutai_row("用Kyutai做实时字幕，1秒内出字").key == "kyutai-stt-1b-en_fr"
    assert kyutai_row("Kyutai STT, English and French").key == "kyutai-stt-1b-en_fr"  # French: only the 1B hears it
    assert kyutai_row("kyutai/stt-2.6b-en with French").key == "kyutai-stt-2.6b-en"  # named: kept, the lead says no
    assert kyutai_row("whisper large-v3 live") is None


def test_languages_not_heard_and_who_hears_them():
    big, small = STREAM_ROWS
    assert uncovered(big, ["French", "German"]) == ["French", "German"]
    assert uncovered(small, ["French", "German"]) == ["German"]
    assert cover(["French"]) == ("Kyutai stt-1b-en_fr", True)  # streams
    assert cover(["German"]) == ("canary-1b-flash", False)  # hears German, decodes whole windows
    assert cover(["Polish"]) == ("parakeet-tdt-0.6b-v3", False)
    assert cover(["Cantonese"]) == ("SenseVoice-Small", False)
    assert cover(["Mandarin"])[1] is True  # Paraformer-zh-streaming


def test_a_kyutai_stream_costs_one_stream_of_the_readme_capacity():
    # 300 streams at ≤ 80 % of 400 a H100 → ⌈300 ÷ 320⌉ = 1 H100 equivalent; on an RTX A4000 (448 GB/s) scaled by
    # bandwidth 400 × 448 / 3,350 ≈ 53.5 → 42.8 at 80 % → 8 cards
    m = named_model("live captions for 300 streams with kyutai stt")
    assert m is not None and m.name == "Kyutai stt-2.6b-en" and m.family == "speech"
    row = measured_for(MODELS["kyutai-stt-2.6b-en"])
    assert row.gpu == "H100 SXM" and row.rate == 400 and STREAM_COSTS["kyutai-stt-2.6b-en"] == 1.0
