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


def _secs_on_pick(out: str) -> float:
    m = re.search(r"(?:≈|约) ([\d.]+) (?:s an image|秒)", out)
    assert m, out
    return float(m.group(1))


@pytest.mark.slow
def test_a_five_second_image_latency_ranks_only_cards_that_meet_it():
    # Hand: SDXL 30 steps at 1024² is 3.31 s on the A100 80GB SXM; an RTX A4000, scaled by its dense FP16 TFLOPS,
    # takes ≈ 13.6 s, far over 5 s, so it must not be the pick; the echoed time is ≤ 5 s and ≥ 3.31 s (the
    # scaling never beats the measured card).
    out = ask("Building an app that generates SDXL images at 1024x1024, 30 steps. We expect about 5 images per "
              "second at peak and each user should get their image in under 5 seconds. What GPUs and how many?")
    assert "deadline" not in out and "0.0013" not in out, out
    assert "RTX A4000" not in out and "RTX A4500" not in out, out
    assert "✅ each image in 5 s or less" in out, out
    assert SDXL_A100_S - 0.05 <= _secs_on_pick(out) <= 5.0
    assert "slower card types not ranked" in out


@pytest.mark.slow
def test_chinese_per_image_latency_is_echoed_and_honoured():
    # Hand: same job in Chinese (每张图5秒内出); 5 s ≥ 3.31 s, so a card meets it and the line says so.
    out = ask("SDXL 1024x1024 30步，高峰每秒5张，每张图5秒内出，用什么GPU、要几张？")
    assert "✅ 每张图 5 秒内" in out and "RTX A4000" not in out, out
    assert SDXL_A100_S - 0.05 <= _secs_on_pick(out) <= 5.0


@pytest.mark.slow
def test_a_latency_no_card_meets_is_refused_with_the_fastest_time():
    # Hand: 1 s an image is under the 3.31 s measured on the A100 (and no card is scaled faster): ❌, naming ≈ 3.3 s.
    out = ask("SDXL 1024x1024, 30 steps, 2 images per second at peak, latency per image at most 1 s. What GPUs?")
    assert "❌ each image in 1 s or less" in out and "3.3 s" in out, out


@pytest.mark.parametrize("text,secs", [
    ("each user should get their image in under 5 seconds", 5.0), ("latency per image at most 5 s", 5.0),
    ("每张图5秒内出", 5.0), ("每張圖要在3秒內", 3.0), ("5秒内出图", 5.0), ("render each picture in 800 ms", 0.8)])
def test_image_latency_readings(text, secs):
    got = image_latency(text)
    assert got is not None and got[0] == pytest.approx(secs)


@pytest.mark.parametrize("text", ["about 5 images per second at peak", "generate 10,000 images within 2 days"])
def test_rates_and_job_deadlines_are_not_image_latencies(text):
    assert image_latency(text) is None
