"""A live text-to-speech load (an app's voice replies at a rate) is sized as a rate, held 24/7: audio-seconds a second
= requests an hour × seconds each ÷ 3,600; cards busy = that × the RTF on the card; cards held = ⌈busy ÷ 0.5⌉
(LIVE_TTS_UTILISATION, an assumed planning figure); the month = cards × price × 730 h."""

from tools.generated_media import LIVE_TTS_UTILISATION, TTSPrice, live_audio_rate, live_cards, live_speech


def test_requests_an_hour_become_audio_seconds_a_second():
    # 2,000 × 15 s = 30,000 audio-s an hour ÷ 3,600 = 8.33 a second
    assert abs(live_audio_rate(2000, 15) - 8.3333) < 1e-3
    # 50 a minute = 3,000 an hour × 20 s ÷ 3,600 = 16.67
    assert abs(live_audio_rate(3000, 20) - 16.667) < 1e-3


def test_cards_are_held_at_the_planning_utilisation():
    assert LIVE_TTS_UTILISATION == 0.5
    assert live_cards(2.39) == 5  # 2.39 ÷ 0.5 = 4.78 → 5
    assert live_cards(2.0) == 4  # exactly 4, not 5
    assert live_cards(0.01) == 1  # a trickle still holds one card


def test_a_live_load_is_priced_a_month_around_the_clock():
    # 8.33 audio-s/s on an L4 at RTF 0.287, $0.805/h: busy 2.39 → 5 cards → 5 × 0.805 × 730 = $2,938.25
    at = TTSPrice("L4", "aws g6.xlarge", 0.805, 0.287, True)
    got = live_speech(live_audio_rate(2000, 15), at, 0.1467, "L20")
    assert (got.gpu, got.cards) == ("L4", 5)
    assert abs(got.busy - 2.392) < 1e-3
    assert abs((got.month or 0) - 2938.25) < 0.01
    # 10× the load: 83.3 × 0.287 = 23.9 busy → 48 cards → 48 × 0.805 × 730 = $28,207.20
    grown = live_speech(live_audio_rate(20000, 15), at, 0.1467, "L20")
    assert grown.cards == 48 and abs((grown.month or 0) - 28207.2) < 0.01


def test_an_unpriced_card_keeps_the_measured_rtf_and_no_month():
    got = live_speech(50.0, None, 0.1467, "L20")  # 50 streams × 0.1467 = 7.34 busy → 15 cards
    assert (got.gpu, got.cards, got.month, got.price) == ("L20", 15, None, None)
