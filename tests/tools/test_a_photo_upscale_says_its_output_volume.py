"""A Real-ESRGAN upscale of still photos says what it writes (tools.vision_batch.upscale_output): the 4× images' raw
bytes, as PNG and as JPEG q95, and the days to bring them back. 2 M photos of 1024 × 768 were answered with GPUs alone;
the output is 2 M × 4096 × 3072 × 3 B = 75.5 TB raw, ≈ 30–49 TB as PNG, ≈ 6–9 TB as JPEG: storage and transfer are the
hard part. A video upscale keeps its encode line (frames re-encoded with NVENC)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.vision_batch import Facts, _still_photos, upscale_output

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_two_million_photos_write_tens_of_terabytes():
    a = upscale_output(2_000_000, (1024, 768)).args
    assert a["out"] == "4096×3072" and a["mb"] == pytest.approx(37.75, rel=0.01)
    assert a["raw_tb"] == pytest.approx(75.5, rel=0.01)
    assert a["png"] == pytest.approx([30.2, 49.1], rel=0.01) and a["jpeg"] == pytest.approx([6.0, 9.1], rel=0.01)
    # 30.2 TB × 8 bits ÷ 1 Gbit/s = 241,600 s ≈ 2.8 days
    assert a["png_days"][0] == pytest.approx(2.8, rel=0.02)


def test_video_is_not_still_photos():
    assert _still_photos(Facts()) and not _still_photos(Facts(hours=500.0)) and not _still_photos(Facts(fps=25.0))


@pytest.mark.slow
@pytest.mark.parametrize("question,tb", [
    ("影楼要把200万张老照片（大多1024x768 jpg）用Real-ESRGAN x4放大，一周内做完，AutoDL租4090够不够？要几张，多少钱",
     r"PNG 约 30–49 TB"),
    ("相館想將50萬張舊相（大多800x600）用Real-ESRGAN x4放大，兩星期內做完，要租幾多張4090？幾多錢？", r"PNG 約 \d"),
    ("We want to upscale 300,000 scanned photos (1200x900) 4x with Real-ESRGAN within 5 days. How many GPUs and what "
     "does it cost?", r"as PNG ≈ \d"),
])
def test_a_photo_upscale_answer_says_the_output_volume(tmp_path, question, tb):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    assert re.search(tb, out), out[:1500]
    assert "NVENC" not in out  # still photos are written as image files, not encoded as video
