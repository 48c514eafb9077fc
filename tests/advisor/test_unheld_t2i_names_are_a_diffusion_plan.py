"""A text-to-image model no measured row holds, named with its pictures a day, is a diffusion serving / batch plan
sized on the held generator closest in size — never a VLM LoRA questionnaire or a chat model's batch."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text", [
    "Our comic app renders panels with Lumina-Image 2.0, about 12k images a day. GPUs and monthly cost?",
    "我们的贺卡小程序用 AuraFlow，每天大概 6000 张图，要什么 GPU？",
    "我哋個海報網站用 Kandinsky 3，每日大約 9000 張圖，要咩 GPU？",
    "Serving Sana-0.6B for 25k images per day, cost?",
])
def test_the_name_with_pictures_a_day_is_a_diffusion_job(text: str) -> None:
    w = extract(text).patch
    assert w.modality == "diffusion"
    assert w.task not in ("lora", "qlora", "full_finetune")


@pytest.mark.slow
def test_english_answer_is_sized_on_sdxl_with_its_time(ask) -> None:
    # Kandinsky 3's 3.0 B UNet is closest to SDXL's 2.6 B; SDXL's measured 3.31 s an image on the A100 80GB SXM:
    # 12,000 × 3.31 ÷ 3,600 = 11.03 GPU-hours + 0.25 h start-up = 11.3 h on one A100
    out = ask("Kandinsky 3 for 12,000 posters a day at 1024x1024, which GPU and what a month?")
    assert "Kandinsky 3 is not in my measured table" in out and "SDXL (2.6 B" in out
    assert "11.3 h" in out
    assert "Which training" not in out and "LoRA" not in out


@pytest.mark.slow
def test_chinese_answer_names_the_row_and_the_counts(ask) -> None:
    # Playground v2.5 is SDXL's architecture (2.6 B UNet): 20,000 × 3.31 ÷ 3,600 = 18.39 GPU-hours + 0.25 h = 18.6 h
    # on the measured A100
    out = ask("我们的绘本 App 每天用 Playground v2.5 出 2 万张 1024x1024 的插画，要什么 GPU，每月多少钱？")
    assert "Playground v2.5 不在我的实测表里" in out and "SDXL（2.6B" in out
    assert "18.6" in out and "训练" not in out


@pytest.mark.slow
def test_traditional_answer_for_a_larger_dit_is_sized_on_flux(ask) -> None:
    # AuraFlow's 6.8 B is nearer FLUX.1-dev's 12 B by ratio (0.57 against 0.96): FLUX.1-dev's time, said a ceiling
    out = ask("我哋用 AuraFlow 每日生成 8000 張 1024x1024 嘅圖，要幾多張卡？")
    assert "AuraFlow 不在我的實測表裏" in out and "FLUX.1-dev（12B" in out and "上限" in out
