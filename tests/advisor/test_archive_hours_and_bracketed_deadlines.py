"""A Whisper batch said as an archive ("a 12,000 hour podcast archive") or by kind ("12,000 hours of podcasts",
500小时的播客) with its deadline as a calendar word and its length in brackets ("before end of month (~3 weeks)") was
answered "not sized here" and asked for the hours and the deadline it had been given. The hours are the audio's, the
bracketed length is the deadline, and spot said as allowed puts the spot re-pricing of the same load in the answer."""

from __future__ import annotations

import pytest

from advisor.core.conversation import STATED_COUNTS, stated_count, stated_speech_load
from advisor.core.extract_rules import extract, read_deadline
from tools.schema import Workload


@pytest.mark.parametrize("text, hours", [
    ("we have a 12,000 hour podcast archive (english) to transcribe", 12000.0),  # "N hour <kind> archive"
    ("an 800-hour archive of interviews", 800.0),  # hyphenated, the kind after it
    ("a 3k hour call backlog", 3000.0),  # 3k = 3,000
    ("12000 hours of podcasts to transcribe", 12000.0),  # "hours of <kind>"
    ("500小时的播客要转写", 500.0),  # 播客 = podcast
    ("12000小时录音", 12000.0),  # 录音 = recordings
])
def test_hours_of_recordings_are_audio_hours_on_a_speech_job(text: str, hours: float) -> None:
    ds = stated_count(text, STATED_COUNTS)
    assert ds is not None and ds.unit == "audio_hours" and ds.amount == hours


@pytest.mark.parametrize("text", ["8 hour shifts for our team", "train for 100 hours on 8 GPUs"])
def test_hours_that_are_no_recording_stay_unread(text: str) -> None:
    ds = stated_count(text, STATED_COUNTS)
    assert ds is None or ds.unit != "audio_hours"


def test_the_archive_and_its_bracketed_deadline_are_both_read() -> None:
    text = ("we have a 12,000 hour podcast archive (english) to transcribe with whisper large-v3 before end of month "
            "(~3 weeks). cheapest possible, spot/preemptible is fine.")
    w, _ = stated_speech_load(Workload(**extract(text).patch.model_dump(exclude_none=True)), text)
    # 12,000 h of audio; "(~3 weeks)" = 3 × 7 × 24 = 504 h; spot allowed
    assert w.dataset is not None and (w.dataset.amount, w.dataset.unit) == (12000.0, "audio_hours")
    assert w.deadline_hours == 504.0 and w.billing == "spot"


@pytest.mark.parametrize("text, hours", [
    ("before end of month (~3 weeks)", 3 * 168.0),  # 3 weeks × 168 h = 504 h
    ("by Friday (about 4 days)", 4 * 24.0),  # 96 h
    ("by end of month (two weeks)", 2 * 168.0),  # 336 h
])
def test_a_calendar_deadline_with_its_length_in_brackets_is_that_length(text: str, hours: float) -> None:
    assert read_deadline(text) == hours


@pytest.mark.parametrize("text", ["before end of month", "it took (3 weeks) last time"])
def test_no_bracketed_length_after_a_calendar_word_is_no_deadline(text: str) -> None:
    assert read_deadline(text) is None


@pytest.mark.slow
def test_podcast_archive_is_sized_with_spot_beside_it(tmp_path, monkeypatch) -> None:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    text = ("we have a 12,000 hour podcast archive (english) to transcribe with whisper large-v3 before end of month "
            "(~3 weeks). cheapest possible, spot/preemptible is fine.")
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    # Whisper large-v3 is measured at ≈ 92× real time on an A100 80GB SXM (150 min of audio in 98 s); 12,000 h of
    # audio is ≈ 130 GPU-hours there, well inside 21 days, so it is sized (no "not sized here") with the deadline said
    assert "Not sized here" not in out and "how many hours of audio" not in out, out
    assert "12,000 h of audio" in out and "21.0 days" in out, out
    assert "on spot / interruptible prices" in out, out  # spot allowed: the spot plan of the same load is in the answer
