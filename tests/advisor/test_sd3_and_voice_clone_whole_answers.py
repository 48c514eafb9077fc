"""Whole answers: an SD3 / 3.5 image batch is sized (a provisional time said as such, never "Not sized here"), and a
GPT-SoVITS voice platform gets its own RTF, a monthly figure and the voice clones as short jobs."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, pilot", [
    # 12,000 SD3.5 Large images a day: H100 9.06 s each (FLUX.1-dev's 0.24 s a step × 8.1/12 × 2 passes × 28 steps,
    # the model card's) → 12,000 × 9.06 / 3,600 ≈ 30 GPU-hours a day → 2 H100s most of the day
    ("Print-on-demand shop, ~$4M revenue: we'd run Stable Diffusion 3.5 Large for about 12,000 images a day at "
     "1024x1024. Cheapest setup?", "time it on a pilot"),
    # 简体, 3.5 Medium, 6,000 a day: 6,000 × 3.99 s ≈ 6.7 GPU-hours a day on an H100
    ("设计工作室想自己部署 SD3.5 Medium，每天生成 6000 张图片，1024x1024，怎么配最省？", "先在试点上实测"),
    # 繁體, 3.5 Medium, 2,500 a day
    ("我們工作室想用 stable-diffusion-3.5-medium 每天生成 2500 張 1024x1024 圖片，最便宜怎麼配？", "先在試點上實測"),
])
def test_an_sd3_batch_is_sized_with_a_provisional_time(tmp_path, text, pilot):
    out = _ask(tmp_path, text)
    assert "Not sized here" not in out and "这里不估算" not in out, out
    assert re.search(r"Stable Diffusion 3\.5 (Large|Medium) \(provisional\)", out), out
    assert pilot in out, out
    assert re.search(r"a month|每月|每個月", out), out


@pytest.mark.parametrize("text, month, clone", [
    # 简体, mainland implied: 1,200 h a day × RTF 0.014 = 16.8 GPU-hours a day on one RTX 4090; 60 voices × 30 min
    # = 30 GPU-hours once; the mainland platforms the catalog lacks are named
    ("做有声小说的平台，打算用GPT-SoVITS给60位主播各训一个音色，每天生成1200小时音频，训练和推理要什么卡？每月多少钱？",
     "每月约", "60 个音色"),
    # 繁體 (Taiwan): 800 h a day → 11.2 GPU-hours; 40 voices → 20 GPU-hours; no mainland rules said
    ("有聲書平台想用 GPT-SoVITS 幫 40 位主播做音色模型，每天生成 800 小時音訊，訓練跟推理要什麼卡？一個月多少錢？",
     "每月約", "40 個音色"),
    # English: 120 h a day → 1.68 GPU-hours; 25 narrators → 12.5 GPU-hours
    ("Our podcast network wants GPT-SoVITS voice models for 25 narrators, then about 120 hours of audio a day, "
     "commercial. What GPUs and monthly cost?", "a month", "25 voices"),
])
def test_a_voice_platform_is_sized_on_its_own_rtf_with_the_clones(tmp_path, text, month, clone):
    out = _ask(tmp_path, text)
    assert "0.014" in out and "F5-TTS" not in out, out
    assert month in out and clone in out, out
    assert ("AutoDL" in out) == text.startswith("做有声"), out
    assert ("深度合成" in out) == text.startswith("做有声"), out
