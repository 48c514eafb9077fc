"""A voice agent's stated per-call decode target against what speech needs (tools.voice_speed): fast, pure."""

import pytest

from tools.voice_speed import VOICE_NEED_TOKENS_PER_S, month_ratio, plan_gpus, spoken_tokens_per_s, voice_speed


def test_a_target_above_the_need_is_sized_at_the_need_with_the_seconds_it_saves() -> None:
    # by hand: the first 20-token phrase takes 20 / 50 = 0.4 s at the need, 20 / 200 = 0.1 s as asked: 0.3 s saved,
    # for a 4x faster decode per call; English speech 150 words x 4/3 = 200 tokens a minute = 3.3 tokens/s
    got = voice_speed(200.0, chinese=False)
    assert got is not None
    assert got.need == VOICE_NEED_TOKENS_PER_S == 50.0
    assert got.first_at_need_s == pytest.approx(0.4)
    assert got.first_at_stated_s == pytest.approx(0.1)
    assert got.saved_s == pytest.approx(0.3)
    assert got.times == pytest.approx(4.0)
    assert got.spoken == pytest.approx(200 / 60)


def test_mandarin_speech_pace_and_a_lower_target() -> None:
    # by hand: 310.8 characters x 0.6 = 186.5 tokens a minute = 3.1 tokens/s; 150 tok/s: 0.4 - 0.133 = 0.267 s, 3x
    got = voice_speed(150.0, chinese=True)
    assert got is not None
    assert got.spoken == pytest.approx(186.48 / 60, rel=1e-3)
    assert got.saved_s == pytest.approx(0.4 - 20 / 150)
    assert got.times == pytest.approx(3.0)
    assert spoken_tokens_per_s(True) < spoken_tokens_per_s(False)


@pytest.mark.parametrize("stated", [None, 0.0, 30.0, 50.0])
def test_a_target_at_or_below_the_need_is_kept(stated: float | None) -> None:
    # 30 tokens/s a call is a sane voice target: sized as said, no note
    assert voice_speed(stated, chinese=False) is None


def test_month_ratio_and_plan_gpus() -> None:
    # by hand: $62,809 / $3,164 = 19.9; 8 cards x 6 machines = 48 GPUs
    assert month_ratio(62_809.0, 3_164.0) == pytest.approx(19.85, rel=1e-3)
    assert month_ratio(1.0, 0.0) is None
    assert plan_gpus(8.0, 6) == 48


def test_a_thinking_answer_time_and_the_budget_that_fits_a_wait() -> None:
    # by hand: (8,192 + 338) / 80 = 106.6 s; 10 s x 80 tokens/s - 338 = 462 tokens; never below 0
    from tools.thinking_deadline import thinking_answer_s, thinking_budget_for

    assert thinking_answer_s(8_192, 338, 80.0) == pytest.approx(106.625)
    assert thinking_budget_for(10.0, 338, 80.0) == 462
    assert thinking_budget_for(2.0, 338, 80.0) == 0
