"""Science and media tools with no sourced time per item (Uni-Mol, BirdNET, Prithvi-EO-2.0, RELION) say the time is NOT
known and how the 24-hour plan measures it — one hour on the pilot card over a sample of the user's own items, then
hours = the count ÷ the items done — never GPU-hours or a cost at an invented "1 second an item" that reads as
measured. cryoSPARC's pre-processing is sized from the vendor's own published speeds.

Hand figures (each case):
- Uni-Mol, 200万 molecules (简体): no published time → "未知", a 10,000-molecule sample for 1 h, GPU-hours =
  2,000,000 ÷ D; the old placeholder was 2,000,000 × 1 s ÷ 3,600 = 555.6 GPU-hours, which must not come back.
- Uni-Mol, 50萬 molecules (繁體): 500,000 ÷ D; never 138.9 (500,000 × 1 s ÷ 3,600).
- BirdNET, 40,000 h of audio (EN): CPU, no GPU server; 10 h of audio for the 1-hour core test, core-hours = 40,000 ÷ D.
- Prithvi-EO-2.0 600M fine-tune on 5k chips (EN) / 3000 tiles 微调 (简体): the fine-tune time is not known; train
  1 h on the pilot card (an L4 24 GB) and count samples passed D; GPU-hours = chips × epochs ÷ D. Never 1.4 GPU-hours
  (5,000 × 1 s ÷ 3,600).
- cryoSPARC: guide.cryosparc.com "Tutorial: Patch Motion and Patch CTF": Patch Motion "Less than 10s/movie (single
  GPU)", Patch CTF "~3s/micrograph (single GPU)", card not named → 13 s a movie, unscaled.
  8,000 張 movies (繁體): 8,000 × 13 ÷ 3,600 = 28.9 GPU-hours; 2万个 movie in 3 days (简体): 72.2 GPU-hours, 72 h →
  ⌈72.2 ÷ 72⌉ = 2 cards; 5,000 micrographs in 24 h (EN): 18.1 GPU-hours → 1 card (on an RTX A4000 at $0.15/h ≈ $2.71).
  2D / 3D classification is said as not known (scales with particles, not movies).
"""

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def test_unimol_conformers_simplified_say_the_time_is_unknown(ask):
    got = ask("用Uni-Mol给200万个分子生成构象，要多久多少钱")
    assert "2,000,000 个分子" in got and "耗时：未知" in got and "10,000 个分子" in got
    assert "2,000,000 ÷ D" in got and "24 小时验证计划" in got and "555.6" not in got and "占位" not in got


def test_unimol_traditional_other_count(ask):
    got = ask("用Uni-Mol幫50萬個分子做性質預測，要多久多少錢？")
    assert "500,000 個分子" in got and "未知" in got and "500,000 ÷ D" in got and "138.9" not in got


def test_birdnet_english_is_cpu_with_the_one_hour_core_test(ask):
    got = ask("BirdNET on 40,000 hours of audio recordings, CPU or GPU?")
    assert "No GPU server needed" in got and "not known" in got and "10 h of your own audio" in got
    assert "CPU core-hours = 40,000 ÷ D" in got and "Placeholder" not in got


def test_prithvi_fine_tune_english_times_training_not_inference(ask):
    got = ask("fine-tune Prithvi-EO-2.0 600M on 5k Sentinel-2 chips")
    assert "Apache-2.0" in got and "Fine-tune time: not known" in got and "5,000 × your epochs ÷ D" in got
    assert "1.4 GPU-hours" not in got and "Placeholder" not in got


def test_prithvi_fine_tune_simplified(ask):
    got = ask("我们要用Prithvi-EO-2.0微调3000个tile")
    assert "微调耗时：未知" in got and "3,000 × 轮数（epochs）÷ D" in got


def test_cryosparc_traditional_movies_at_the_published_speed(ask):
    got = ask("cryoSPARC 處理 8,000 張 movies 要租什麼")
    assert "8,000 個 movie" in got and "8,000 × 13 秒" in got and "28.9 GPU 小時" in got
    assert "guide.cryosparc.com" in got and "2D / 3D" in got and "耗時未知" in got


def test_cryosparc_simplified_deadline_cards(ask):
    got = ask("cryoSPARC处理2万个movie，三天内做完要几张卡")
    assert "20,000 个 movie" in got and "72.2 GPU 小时" in got and "72 小时内要 2 张卡" in got


def test_cryosparc_english_micrographs_in_a_day(ask):
    got = ask("We have 5,000 micrographs to run through cryoSPARC within 24 hours, which GPU?")
    assert "18.1 GPU-hours" in got and "1 card within 24 h" in got and "not scaled to this card" in got
