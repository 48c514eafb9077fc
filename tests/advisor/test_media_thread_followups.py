"""Any follow-up in a Whisper / SDXL / FLUX thread lost the model ("make it 200 hours" →
"Not sized here: I read running a model I do not size"). The thread's model is kept and the job re-sized, as the
encoder threads already do (Engine.encoder_text). Expected by hand: the new amount is in the headline."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("first", "follow", "want"), [
    ("transcribe 100 hours of audio with Whisper large", "make it 200 hours", "Whisper large, 200 h of audio"),
    ("generate 1000 images with SDXL", "make it 5000 images", "SDXL, 5,000 images"),
    ("用 Whisper large 转写 100 小时音频", "改成 200 小时", "Whisper large，200 小时音频"),
])
def test_a_media_follow_up_keeps_the_model_and_resizes(tmp_path, first, follow, want):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", follow)
    assert r.text.startswith("**" + want), r.text[:300]
    assert "do not size" not in r.text and "不估算" not in r.text, r.text[:300]


def test_a_deadline_follow_up_keeps_flux_and_binds_the_plan(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "generate 1000 images with FLUX.1-dev")
    r = e.handle("t", "within 2 hours")
    assert r.text.startswith("**FLUX.1-dev, 1,000 images") and "your deadline: 2.0 h" in r.text, r.text[:300]
    r = e.handle("t", "make it 200 hours")  # hours in an image thread are no count of images: nothing re-sized
    assert "do not size" not in r.text and "FLUX.1-dev" in r.text, r.text[:300]


def test_a_deadline_in_a_speech_thread_is_not_read_as_hours_of_audio(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", "transcribe 100 hours of audio with Whisper large")
    r = e.handle("t", "within 2 hours")
    # 100 h of audio kept; the deadline binds the plan (one card takes 5.2 h, so more machines)
    assert r.text.startswith("**Whisper large, 100 h of audio") and "your deadline: 2.0 h" in r.text, r.text[:300]
