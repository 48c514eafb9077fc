"""tools/chat_thread.thread_turns: a support thread re-sends at most the day's messages of one user; a companion's is
the assumed 20 turns (tools.chat_thread.THREAD_TURNS)."""

import pytest

from tools.chat_thread import THREAD_TURNS, thread_turns


@pytest.mark.parametrize(("daily", "turns"), [(12, 12), (40, THREAD_TURNS), (0.5, 1), (None, THREAD_TURNS)])
def test_a_support_thread_is_at_most_a_days_messages(daily: float | None, turns: int) -> None:
    # 12 messages a day → a thread of 12 turns; 40 a day → capped at the assumed 20; half a message → 1 turn at least
    assert thread_turns(daily) == turns
