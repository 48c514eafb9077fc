"""RealESRGAN_x4plus is timed from a measured speed, not an assumed 10 % of the peak: 4.66 images/s of 640×480 on one
RTX 4090 (PyTorch FP16 + channels_last, traiNNer-redux's benchmarks) = 51.3 TFLOP/s, 31 % of the 4090's 165.2,
scaled to other cards by their dense FP16 peak (capped at the 4090's). 2 M photos of 1024×768 were 948 GPU-hours
(1.7 s each) on 8 × 4090; an expert's figure is 0.3–0.6 s and 170–330 card-hours. Photos are images (张), not video
frames (帧), and a 2× output is read ("放大2倍", "2x"): the 4× net runs and is resized, so the GPU work is the same,
the files are a quarter of the 4× size."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vision_batch import _scale
from tests.conftest import module_home
from tools.vision_batch import JOBS, RRDB_UTIL, outscale_line, seconds_per_item, upscale_output

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

X4 = JOBS["esrgan-x4plus"]


def test_the_measured_speed_sets_the_share_of_the_peak():
    # 2 × 17.93 M MACs × 307,200 px = 11.01 TFLOP an image × 4.66/s = 51.3 TFLOP/s ÷ 165.2 = 0.311
    assert X4.util == RRDB_UTIL
    assert X4.util == pytest.approx(0.311, rel=0.01)


@pytest.mark.parametrize("tflops, frame, secs", [
    (165.2, (640, 480), 1 / 4.66),  # the benchmark itself comes back
    (165.2, (1024, 768), 0.549),  # 786,432 px × 35.86 MFLOP = 28.2 TFLOP ÷ 51.3 TFLOP/s
    (989.5, (1024, 768), 0.549),  # an H100 is credited no more than a 4090 for a conv net
    (121.0, (1600, 1200), 1.83),  # L4: 68.8 TFLOP ÷ (121 × 0.311 = 37.6 TFLOP/s)
    (76.7, (1200, 900), 1.62),  # RTX A4000: 38.7 TFLOP ÷ (76.7 × 0.311 = 23.9 TFLOP/s)
])
def test_seconds_an_image_scale_by_the_cards_peak(tflops, frame, secs):
    assert seconds_per_item(X4, tflops, frame) == pytest.approx(secs, rel=0.01)


def test_two_million_photos_take_about_three_hundred_card_hours():
    # 2 M × 0.549 s ÷ 3,600 = 305 card-hours (the expert's 170–330); a week is 168 h → 2 cards, 3 with margin
    hours = 2e6 * seconds_per_item(X4, 165.2, (1024, 768)) / 3600
    assert 170 <= hours <= 330 and hours == pytest.approx(305, rel=0.01)


@pytest.mark.parametrize("text, scale", [
    ("用Real-ESRGAN放大2倍", 2.0), ("影樓要把照片用Real-ESRGAN放大 2 倍", 2.0), ("2倍超分", 2.0),
    ("upscale 1 million photos 2x with Real-ESRGAN", 2.0), ("Real-ESRGAN x4放大", 4.0), ("3× upscale", 3.0),
    ("RealESRGAN_x4plus on 1024x768 photos", None), ("buy 8x H100 for Real-ESRGAN", None),
    ("4x 4090 for Real-ESRGAN", None), ("Real-ESRGAN x4plus", None),
])
def test_the_output_factor_is_read(text, scale):
    assert _scale(text) == scale


def test_a_two_times_output_writes_a_quarter_of_the_bytes_and_names_the_x2_model():
    # 1 M × 2048 × 1536 × 3 B = 9.4 TB raw; x2plus runs the body on a quarter of the pixels: 4.49 M ÷ 17.93 M = 25 %
    a = upscale_output(1_000_000, (1024, 768), 2.0).args
    assert a["out"] == "2048×1536" and a["raw_tb"] == pytest.approx(9.44, rel=0.01)
    assert outscale_line(X4, 2.0).args["x2_share"] == pytest.approx(0.25, abs=0.01)
    assert outscale_line(X4, 3.0).args["x2_share"] is None


@pytest.mark.slow
@pytest.mark.parametrize("question, said, unsaid", [
    # 2 M × 0.549 s = 305 card-hours; 168 h → 2 cards, the planner rents 3 (≈ 4.2 days)
    ("影楼要把200万张老照片（大多1024x768 jpg）用Real-ESRGAN x4放大，一周内做完，AutoDL租4090够不够？要几张，多少钱",
     ("2,000,000 张图片做 4 倍超分", "实测每秒 4.66 张", "约 305.2 GPU 小时", "估算值", "4096×3072"), ("帧", "10%")),
    # 500 k × 800×600 (0.48 MP × 35.86 M = 17.2 TFLOP ÷ 51.3 = 0.336 s) = 46.6 card-hours: one 4090 in 2 days
    ("相館想將50萬張舊相（大多800x600）用Real-ESRGAN x4放大，兩星期內做完，要租幾多張4090？幾多錢？",
     ("500,000 張圖片做 4 倍超分", "約 46.6 GPU 小時", "3200×2400"), ("幀",)),
    # 1 M × 1600×1200 on an L4 (1.83 s) = 509 card-hours; 10 days (240 h) → 3 cards; a 2× output is 3200×2400
    ("影樓要把100萬張老照片（大多1600x1200）用Real-ESRGAN放大2倍，10天內做完，租L4要幾張、多少錢？",
     ("做 2 倍超分", "約 508.6 GPU 小時", "3200×2400", "RealESRGAN_x2plus", "3 臺"), ("6400×4800",)),
    # 1 M × 1024×768 on H100s (capped at the 4090's speed: 0.549 s) = 153 card-hours; 2× output 2048×1536
    ("upscale 1 million 1024x768 photos 2x with Real-ESRGAN on H100s within 3 days, how many and cost?",
     ("1,000,000 images upscaled 2×", "measured 4.66 images/s", "152.6 GPU-hours", "2048×1536"), ("frames",)),
])
def test_a_photo_upscale_answer_is_timed_from_the_measured_speed(tmp_path, question, said, unsaid):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    assert all(s in out for s in said), out[:2500]
    assert not any(u in out for u in unsaid), out[:2500]
