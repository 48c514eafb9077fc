"""Pictures counted with their resolution between the count and the picture ("生成 2 萬張 1024x1024 的圖") are an
image-generation job whatever model is named: a text-to-image DiT whose maker also publishes chat LLMs is sized on the
held image generator (SDXL's measured time, provisional), never as a chat LLM's batch of completions."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text", [
    # 繁體: 每天生成 1.5 萬張 768x768 的圖 — 15,000 pictures a day at 768², the resolution between 張 and 圖
    "我們每天要生成 1.5 萬張 768x768 的圖，用什麼卡？",
    # 简体: 生成 6000 张 1024×1024 的插画图 — 6,000 illustrations a day, the resolution with a multiplication sign
    "每天生成 6000 张 1024×1024 的插画图，租什么卡？",
])
def test_resolution_between_count_and_picture_reads_diffusion(text: str) -> None:
    p = extract(text).patch
    assert p.modality == "diffusion" and p.batch_requests in (15_000, 6_000)


@pytest.mark.slow
def test_a_dit_from_an_llm_maker_is_sized_as_an_image_job(ask) -> None:
    # 繁體: Hunyuan-DiT (unheld, Tencent also publishes Hunyuan chat LLMs): 12,000 pictures a day at 1024² → the held
    # SDXL row's measured 3.31 s a picture on an A100 (diffusers docs), 12,000 × 3.31 ÷ 3,600 ≈ 11 A100-hours a day —
    # an image plan with Hunyuan-DiT named for the pilot, never a Qwen2.5-7B batch of 512-token completions
    out = ask("我們要用 Hunyuan-DiT 每天生成 1.2 萬張 1024x1024 的圖，租什麼卡，每月多少錢？")
    assert "SDXL" in out and "Hunyuan-DiT" in out and "Qwen" not in out and "token" not in out


@pytest.mark.parametrize("text, count", [
    # English: "12,000 illustrations a day" is a count of pictures to make (12,000 a day)
    ("Our picture-book app will generate 12,000 illustrations a day with Juggernaut at 1024x1024. Which GPU?", 12_000),
    # 简体: 3500 张 1024×1024 的海报 a day — the size between the count and the poster
    ("每天生成 3500 张 1024×1024 的海报，租什么卡？", 3_500),
    # 繁體: 每天出 2500 張插畫 — illustrations counted with 張
    ("我們每天要出 2500 張插畫，用 SDXL，租什麼卡？", 2_500),
])
def test_illustrations_and_posters_are_counted(text: str, count: int) -> None:
    p = extract(text).patch
    assert p.modality == "diffusion" and p.batch_requests == count and p.batch_period == "day"


def test_illustrations_in_a_text_job_are_no_batch() -> None:
    # a report's 12 illustrations beside a chat LLM are no pictures to make
    assert extract("The report has 12 illustrations; summarise it with Llama-3.1-8B").patch.batch_requests is None


@pytest.mark.slow
def test_a_plain_named_image_generator_is_named_and_sized(ask) -> None:
    # English: Juggernaut (a plain name, unheld) making 12,000 pictures a day: sized on SDXL's measured 3.31 s a
    # picture on an A100 (12,000 × 3.31 ÷ 3,600 ≈ 11 A100-hours a day), its own name kept for the pilot — never "no
    # model named" and never "not sized here"
    out = ask("Our picture-book app will generate 12,000 illustrations a day with Juggernaut at 1024x1024. Which GPU?")
    assert "Juggernaut is not in my tables" in out and "SDXL" in out and "Not sized here" not in out
