"""A night's run whose start clock is said (before or after the end clock) runs from that start, and the note says it
as the user's, not "no start was said, so 22:00 is assumed".

"朝早7點前要出，晚上11點開始跑" is 23:00 → 07:00 = 8 h (it was 22:00 → 07:00, 9 h: an hour the user does not have).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import _night
from advisor.core.extract_rules import night_hours


@pytest.mark.parametrize(("text", "hours", "start"), [
    ("每份3頁相，朝早7點前要出，晚上11點開始跑", 8.0, 23.0),          # 23:00 → 07:00 (繁體, start after end)
    ("every night, must finish by 7am, start 11pm", 8.0, 23.0),         # the same in English, no "at"
    ("each night, kicks off at 12 am, done by 6 am", 6.0, 0.0),          # 00:00 → 06:00
    ("每天晚上跑，早上8点前要完，从晚上10点半开始", 9.5, 22.5),          # 22:30 → 08:00 (简体, 半)
])
def test_a_said_start_sets_the_night(text, hours, start):
    h, s, _ = night_hours(text)
    assert (h, s) == (hours, start)
    _, notes = _night(text)
    assert notes[0].code == "conversation.night_said"
    assert "22:00 is assumed" not in notes[0].text("en") and "as said" in notes[0].text("en")


def test_no_start_said_keeps_the_assumed_ten_pm_and_says_so():
    # "every night … by 8am": 22:00 → 08:00 = 10 h, said as assumed
    h, s, e = night_hours("every night we classify 2M tickets by 8am")
    assert (h, s, e) == (10.0, 22.0, 8.0)
    assert "no start was said" in _night("every night we classify 2M tickets by 8am")[1][0].text("en")
