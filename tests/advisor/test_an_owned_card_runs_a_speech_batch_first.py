"""A speech batch on a card the user owns is timed on their cards and needs no rental; the rental is the alternative.

"we own one A100 80GB. how long to transcribe 10000 hours of audio with whisper large-v3 on it?" answered "rent an
A100 for $135" with "✅ honoured". By hand: 10,000 h ÷ 92× real time (the measured A100 batch) = 108.7 GPU-hours ≈
4.5 days on one card (+ 15 min start-up); on two own cards ≈ 2.3 days.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("text", "said"), [
    ("we own one A100 80GB. how long to transcribe 10000 hours of audio with whisper large-v3 on it?",
     "on your own 1 × A100 80GB SXM, done in ≈ 4.5 days (no rental)"),
    ("我们有两张A100 80G，用whisper large-v3转写1万小时录音要多久", "用你自己的 2 × A100 80GB SXM，约 2.3 天"),
])
def test_the_owned_cards_lead_the_speech_batch(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    head = out.split("\n")[0]
    assert said in head, head
    assert not head.startswith("**Whisper large-v3, 10,000 h of audio: rent"), head


def test_no_owned_card_still_rents(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "transcribe 10000 hours of audio with whisper large-v3 "
                                                              "on an A100 80GB within a week").text
    assert "on your own" not in out and ": rent " in out.split("\n")[0]
