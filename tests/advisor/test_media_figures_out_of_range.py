"""Hours of audio had no upper bound ("transcribe 1e18 hours of audio" → "done in
2,064,959,490,740,740.8 days"), while 10^18 images get the batch bound's note; a stated 100000×100000 image size became
"1024×1024 assumed" with no word that it was read and refused. Expected by hand: the same 10^12 bound as a batch's
count, said as not read and nothing sized from it; an image side of 100,000 px (outside the 100–9,999 px a side read
here) said as not read."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said"), [
    ("transcribe 1e18 hours of audio with Whisper large", "1,000,000,000,000,000,000 hours of audio are not read"),
    ("transcribe 10000000000000 hours of audio with Whisper large", "10,000,000,000,000 hours of audio are not read"),
    ("用 Whisper large 转写 1e18 小时音频", "1,000,000,000,000,000,000 小时音频未读取"),
])
def test_hours_of_audio_above_the_bound_are_not_sized(tmp_path, text, said):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert said in r.text, r.text[:400]
    assert not r.text.split("\n\n")[1].startswith("**Whisper"), r.text[:500]  # no plan sized from it


def test_an_image_size_out_of_range_is_said_as_not_read(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "generate 1000 images with SDXL at 100000x100000")
    assert "'100000x100000' is not read as an image size" in r.text, r.text[:400]
    r = Engine(store=Store(tmp_path / "b.db")).handle("t", "generate 1000 images with SDXL at 512x512")
    assert "not read as an image size" not in r.text and "512×512" in r.text, r.text[:300]
