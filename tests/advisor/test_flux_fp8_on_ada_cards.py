"""FLUX.1-dev in FP8 on an Ada card (RTX 4090, L4, L40S) is a definite answer with its memory arithmetic and a
published FP8 speed, not "FP8 may fit … not sized here".

Hand: the 12 B transformer at 1 byte = 12.0 GB, the T5-XXL encoder (4.76 B, tools.encoder_sizes) in FP8 = 4.76 GB,
CLIP-L (123 M) and the VAE (84 M) in 16-bit ≈ 0.4 GB → ≈ 17.17 → 17.2 GB (+ ~1–2 GB of activations at 1024²) inside a 24 GB
card. Speed: aredden/flux-fp8-api measures 2.55 it/s at 1024² on an RTX 4090 → 28 steps = 10.98 s an image ≈ 328 images an hour.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.media import MODELS, card_rate, holds, media_model

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_fp8_flux_fits_a_24_gb_ada_card_and_not_a_card_without_fp8():
    # Hand: 17.2 GB + CUDA context ≤ 0.9 × 24 GB on the 4090 and the L4; an A10G/A100 (Ampere) has no FP8 tensor
    # cores, so no FP8 speed is credited there; the 16-bit model (≈ 34 GB) fits neither 24 GB card.
    gpus = all_gpus()
    fp8, bf16 = MODELS["flux-dev-fp8"], MODELS["flux-dev"]
    assert fp8.weight_bytes == pytest.approx(17.17e9, rel=0.01)
    for card in ("RTX 4090", "L4"):
        assert holds(fp8, gpus[card]) and not holds(bf16, gpus[card]), card
    assert card_rate(fp8, gpus["RTX 4090"], gpus) == (pytest.approx(10.98, abs=0.01), False)
    assert card_rate(fp8, gpus["A100 80GB SXM"], gpus) is None


def test_fp8_said_picks_the_fp8_measurement():
    assert media_model("FLUX.1", "FLUX.1-dev in FP8 on a 4090") is MODELS["flux-dev-fp8"]
    assert media_model("FLUX.1", "FLUX.1-dev", "fp8") is MODELS["flux-dev-fp8"]
    assert media_model("FLUX.1", "FLUX.1-dev on a 4090") is MODELS["flux-dev"]


@pytest.mark.slow
def test_fp8_on_an_rtx_4090_is_a_plan_with_the_memory_and_images_an_hour(tmp_path):
    # Hand: 1,000 images × 10.98 s = 3.05 h on one 4090 (+ 15 min start-up ≈ 3.3 h); 3,600 / 10.98 = 328 an hour.
    out = _ask(tmp_path, "Can I run FLUX.1-dev in FP8 on an RTX 4090 to generate 1000 images?")
    assert "may fit" not in out and "not sized here" not in out, out
    assert "RTX 4090" in out.split("\n")[0] and "3.3 h" in out.split("\n")[0], out
    assert "≈ 17.2 GB" in out and "fits the RTX 4090's 24 GB" in out and "328 images an hour" in out, out


@pytest.mark.slow
def test_a_4090_named_without_fp8_gets_the_fp8_plan_not_may_fit(tmp_path):
    # Hand: 16-bit FLUX ≈ 34 GB > 24 GB, so the answer says so and sizes the FP8 form on the named card.
    out = _ask(tmp_path, "Generate 1000 images with FLUX.1-dev on an RTX 4090")
    assert out.startswith("**Yes in FP8") and "≈ 34 GB" in out and "may fit" not in out, out
    assert "1 × RTX 4090" in out, out


@pytest.mark.slow
def test_simplified_and_traditional_fp8_answers_say_the_memory(tmp_path):
    out = _ask(tmp_path, "FLUX.1-dev 用 FP8 在 RTX 4090 上生成 1000 张图")
    assert "17.2 GB" in out and "全部放在卡上也装得下" in out and "每小时约 328 张" in out, out
    out = _ask(tmp_path, "FLUX.1-dev 用 FP8 在 RTX 4090 上生成 1000 張圖可以嗎？")
    assert "17.2 GB" in out and "每小時約 328 張" in out, out


@pytest.mark.slow
def test_fp8_asked_with_no_load_gets_a_definite_verdict_on_the_card(tmp_path):
    # Hand: 17.2 GB on a 24 GB 4090 → fits, 328 an hour; an A100 (Ampere, smallest variant 40 GB) has no FP8 tensor
    # cores → said, with the 16-bit 34 GB; the load question still follows.
    out = _ask(tmp_path, "Run FLUX.1-dev in FP8 on an RTX 4090?")
    assert "fits the RTX 4090's 24 GB" in out and "328 images an hour on one RTX 4090" in out, out
    assert "may fit" not in out
    out = _ask(tmp_path, "FLUX.1-dev FP8 on an A100?")
    assert "has no FP8 tensor cores" in out and "≈ 34 GB" in out, out


def test_a_card_with_its_own_fp8_measurement_uses_it():
    # Hand: flux-fp8-api's table has the RTX 6000 Ada at 2.08 it/s → 28 / 2.08 = 13.46 s, slower than the 4090's
    # 10.98 s; the "never above the measured card" rule alone would have credited it the 4090's time.
    gpus = all_gpus()
    assert card_rate(MODELS["flux-dev-fp8"], gpus["RTX 6000 Ada"], gpus) == (pytest.approx(13.46, abs=0.01), False)
