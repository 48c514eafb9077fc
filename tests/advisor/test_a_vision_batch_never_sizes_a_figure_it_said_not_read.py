"""A vision batch (CLIP embeddings, SAM 2 tracking, Real-ESRGAN upscaling) read its count from the raw message, so a
signed figure lost its minus ("-300M images" → 300,000,000 embedded) and a figure too large to read lost its head
("1e300 images" → 300 images, "1e300 hours of video" → 300 h), and the answer dropped the reader's notes that said
neither was read. Now the batch reads the message with those figures taken out and the answer leads with the notes;
a figure in range is still sized (300M = 300,000,000 images)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said", "never"), [
    ("CLIP embeddings of -300M images", "'-300M images' is not read", "300,000,000 images"),
    ("CLIP embeddings of 1e300 images", "'1e300' is not read", "300 images embedded"),
    # 10,000 h × 3,600 s × 23.976 fps = 863,136,000 frames: the minus dropped
    ("SAM 2 video tracking on -10k hours of video", "'-10k hours' is not read", "863,136,000"),
    # 300 h × 3,600 × 23.976 = 25,894,080 frames: the tail of 1e300 read as hours
    ("SAM 2 video tracking on 1e300 hours of video", "'1e300' is not read", "25,894,080"),
    ("Real-ESRGAN 4倍放大 -100万张图", "“-100万张”未读取", "1,000,000"),
])
def test_a_figure_said_not_read_is_never_the_batch_count(tmp_path, text, said, never):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert said in r.text, r.text[:400]
    assert never not in r.text, r.text[:400]


def test_a_batch_in_range_is_sized_beside_a_deadline_said_not_read(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", "CLIP embeddings of 300M images within -2 days")
    assert "'within -2' is not read" in r.text, r.text[:400]
    assert "300,000,000 images embedded" in r.text, r.text[:400]
