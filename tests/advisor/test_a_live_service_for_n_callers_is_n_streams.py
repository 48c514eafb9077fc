"""People a live speech service is for, said with no at-once word, are its streams: "live TTS with CosyVoice for 100
callers, first packet under 200 ms" was answered with the licence line and "How many hours of speech?", while
实时语音合成CosyVoice给100路通话，首包延迟200ms was sized (16 × RTX A4500 with its first-packet line).
"Callers" alone are no phone calls (an API's callers too): each stream is sized end to end, as "100 concurrent callers" is."""
import pytest

from advisor.core.generated_media import live_streams


@pytest.mark.parametrize("text,streams", [
    ("live TTS with CosyVoice for 100 callers, first packet under 200 ms", 100),
    ("real-time voice bot with CosyVoice for about 2,000 callers", 2000),
    ("streaming TTS for 5k listeners with CosyVoice", 5000),  # 5k = 5,000
    ("live TTS with CosyVoice for 100 concurrent callers", 100),  # the at-once row, as before
])
def test_the_people_a_live_service_is_for_are_its_streams(text, streams):
    assert live_streams(text) == streams


@pytest.mark.parametrize("text", [
    "TTS with CosyVoice for 100 callers",  # no word says it is live: a batch's question is asked
    "real-time TTS with CosyVoice for 100 callers a day",  # a day's count is a batch's volume
    "TTS with CosyVoice for 100 callers, no need for real-time",  # the live word said not to apply
])
def test_no_streams_where_the_service_is_not_said_live(text):
    assert live_streams(text) is None

