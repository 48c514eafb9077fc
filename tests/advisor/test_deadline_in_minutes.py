"""A deadline in minutes or seconds was dropped without a note ("transcribe 10 hours of audio
with Whisper large within 20 minutes" → "done in 45 min", no deadline). Expected by hand: 20 minutes is 20/60 = 0.33 h,
30 minutes 0.5 h, read for a job with a note; under a minute the range note says it is not read; on a service
"within 2 seconds" is a latency, never a deadline."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "hours"), [
    ("summarize 10000 documents with Llama-3-8B within 30 minutes", 0.5),
    ("transcribe 10 hours of audio with Whisper large within 20 minutes", 20 / 60),
    ("用 Llama-3-8B 总结 10000 篇文档，30 分钟内完成", 0.5),
])
def test_a_job_deadline_in_minutes_is_read_with_a_note(text, hours):
    e = extract(text)
    assert e.patch.deadline_hours == pytest.approx(hours), e.patch.deadline_hours
    assert any(f"deadline of {hours:.2f} h" in n for n in e.notes), e.notes


def test_a_latency_on_a_service_is_no_deadline():
    assert extract("serve Llama-3-8B for 10 users, respond within 2 seconds").patch.deadline_hours is None


@pytest.mark.slow
def test_the_media_plan_meets_the_minutes(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "transcribe 10 hours of audio with Whisper large within 20 minutes")
    assert "your deadline: 20 min" in r.text, r.text[:400]
