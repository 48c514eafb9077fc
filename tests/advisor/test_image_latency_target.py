"""An image service's per-image latency ("each user should get their image in under 5 seconds", 每张图5秒内出) is a
latency target, through the real CLI in English and Chinese: never a job deadline (it was read as 0.0014 h and
dropped), cards slower than it are not ranked, and it is said back ✅ or ❌."""

import re

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.extract_stated import image_latency
from tests.conftest import module_home
from tools.media import MEASURED

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

SDXL_A100_S = next(m.rate for m in MEASURED if m.model == "sdxl")  # 3.31 s an image, A100 80GB SXM, 30 steps, 1024²


def ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


# SDXL's time scaled by dense FP16 tensor TFLOPS from the A100's 312 (NVIDIA datasheets; a faster card is credited
# its rate): H100 SXM 989.5 → 3.31 × 312 / 989.5 = 1.04 s; B200 2,250 → 0.46 s; GB200 2,500 → 0.41 s (the fastest)
H100_S = SDXL_A100_S * 312 / 989.5
GB200_S = SDXL_A100_S * 312 / 2500


def _secs_on_pick(out: str) -> float:
    m = re.search(r"(?:≈|约) ([\d.]+) (?:s an image|秒)", out)
    assert m, out
    return float(m.group(1))


@pytest.mark.slow
def test_a_five_second_image_latency_ranks_only_cards_that_meet_it():
    # Hand: SDXL 30 steps at 1024² is 3.31 s on the A100 80GB SXM; an RTX A4000, scaled by its dense FP16 TFLOPS,
    # takes ≈ 13.6 s, far over 5 s, so it must not be the pick; the echoed time is ≤ 5 s and no faster than the
    # fastest card's credited time (GB200: 3.31 × 312 / 2500 = 0.41 s); an H100 pick says 3.31 × 312 / 989.5 = 1.0 s.
    out = ask("Building an app that generates SDXL images at 1024x1024, 30 steps. We expect about 5 images per "
              "second at peak and each user should get their image in under 5 seconds. What GPUs and how many?")
    assert "deadline" not in out and "0.0013" not in out, out
    assert "RTX A4000" not in out and "RTX A4500" not in out, out
    assert "✅ each image in 5 s or less" in out, out
    secs = _secs_on_pick(out)
    assert GB200_S - 0.05 <= secs <= 5.0
    assert "H100 SXM" not in out.split("\n")[0] or secs == pytest.approx(H100_S, abs=0.05), out
    assert "slower card types not ranked" in out


@pytest.mark.slow
def test_chinese_per_image_latency_is_echoed_and_honoured():
    # Hand: same job in Chinese (每张图5秒内出); 5 s ≥ 3.31 s, so a card meets it and the line says so; an H100 pick
    # is credited its TFLOPS: 3.31 × 312 / 989.5 = 1.0 s.
    out = ask("SDXL 1024x1024 30步，高峰每秒5张，每张图5秒内出，用什么GPU、要几张？")
    assert "✅ 每张图 5 秒内" in out and "RTX A4000" not in out, out
    secs = _secs_on_pick(out)
    assert GB200_S - 0.05 <= secs <= 5.0
    assert "H100 SXM" not in out.split("\n")[0] or secs == pytest.approx(H100_S, abs=0.05), out


@pytest.mark.slow
def test_a_latency_no_card_meets_is_refused_with_the_fastest_time():
    # Hand: 0.3 s an image is under every card's credited time — the fastest, a GB200 at 2,500 dense FP16 TFLOPS,
    # takes 3.31 × 312 / 2500 = 0.41 s: ❌, naming ≈ 0.4 s and the GB200.
    out = ask("SDXL 1024x1024, 30 steps, 2 images per second at peak, latency per image at most 300 ms. What GPUs?")
    assert "❌ each image in 0.3 s or less" in out and "GB200" in out and "≈ 0.4 s" in out, out
    # 1 s is now met: a B200 (2,250) makes one in 3.31 × 312 / 2250 = 0.46 s, an H100 SXM in 1.04 s (over 1 s)
    out = ask("SDXL 1024x1024, 30 steps, 2 images per second at peak, latency per image at most 1 s. What GPUs?")
    assert "✅ each image in 1 s or less" in out and "H100 SXM" not in out.split("\n")[0], out


@pytest.mark.parametrize("text,secs", [
    ("each user should get their image in under 5 seconds", 5.0), ("latency per image at most 5 s", 5.0),
    ("每张图5秒内出", 5.0), ("每張圖要在3秒內", 3.0), ("5秒内出图", 5.0), ("render each picture in 800 ms", 0.8)])
def test_image_latency_readings(text, secs):
    got = image_latency(text)
    assert got is not None and got[0] == pytest.approx(secs)


@pytest.mark.parametrize("text", ["about 5 images per second at peak", "generate 10,000 images within 2 days"])
def test_rates_and_job_deadlines_are_not_image_latencies(text):
    assert image_latency(text) is None
