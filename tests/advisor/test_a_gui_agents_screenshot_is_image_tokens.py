"""A GUI agent (a VLM that drives a screen) reads a screenshot each step: its prompt is that screenshot's visual tokens
plus the instruction, never a 161-token text prompt. Before, "UI-TARS … each step one screenshot" was sized on
161-token prompts, a twentieth of the prefill."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model, image, prompt", [
    # Qwen2-VL's processor at its default: 1366×768 → round(1366/28) = 49 × round(768/28) = 27 = 1,323 visual tokens,
    # + ShareGPT's 161-token instruction = 1,484
    ("serve OS-Atlas-Pro-7B to 5 testers, each step one 1366x768 screenshot", "OS-Atlas-7B", 1323, 1484),
    # 简体: 1280×720 → 46 × 26 = 1,196 visual tokens + 161 = 1,357
    ("部署 UI-TARS-7B 给 3 个测试员自动点网页，每步一张 1280x720 截图", "UI-TARS-7B", 1196, 1357),
    # 繁體: ShowUI on Qwen2-VL-2B, 1024×768 → round(1024/28) = 37 × 27 = 999 visual tokens + 161 = 1,160
    ("我們用 ShowUI 自動操作內部系統，同時 2 個，每步一張 1024x768 的螢幕截圖", "ShowUI-2B", 999, 1160),
])
def test_each_step_reads_one_screenshot(text, model, image, prompt):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert (e.patch.image_tokens, e.patch.prompt_tokens) == (image, prompt), (e.patch, e.notes)
    assert any("screenshot" in n for n in e.notes), e.notes


def test_a_text_model_or_no_screenshot_is_left_alone():
    e = extract("serve Qwen2.5-7B to 5 testers who paste screenshots descriptions")
    assert e.patch.image_tokens is None
    e = extract("serve OS-Atlas-Pro-7B to 5 testers")
    assert e.patch.image_tokens is None
    e = extract("LoRA fine-tune UI-TARS-7B on 30k screenshots of our admin pages")  # a data set, not a step's prompt
    assert e.patch.image_tokens is None and e.patch.prompt_tokens is None
