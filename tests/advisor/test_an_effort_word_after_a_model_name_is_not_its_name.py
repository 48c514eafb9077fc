"""A reasoning-effort level written right after a model's name ("gpt-oss-120b reasoning high", "Qwen3-8B reasoning:
medium", "gpt-oss-120b reasoning 高") is the level, not a release called "<model> reasoning": the name is the held row,
the level is `reasoning_effort`. A release whose name ends in "reasoning" (Phi-4-reasoning-plus) is still read whole."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text,model,effort", [
    # hand reasoning: "reasoning high" after gpt-oss-120b is gpt-oss's own system-prompt level (Reasoning: high);
    # gpt-oss-120b is a registry row, so the model is that row, sized from its config, not a generic 120B
    ("serve gpt-oss-120b reasoning high to 15 analysts", "gpt-oss-120b", "high"),
    # the same with a colon and Qwen3's switchable thinking: Qwen3-8B is the row, medium the level
    ("Qwen3-8B reasoning: medium, 6 concurrent users", "Qwen3-8B", "medium"),
    # 简体: gpt-oss-20b 的 reasoning 等级写在名字后面 → 仍是 gpt-oss-20b 这一行, 等级 low
    ("部署 gpt-oss-20b reasoning low，给 40 个客服同时用", "gpt-oss-20b", "low"),
    # 繁體: 「reasoning 高」是推理強度, 模型仍是 gpt-oss-120b
    ("用 gpt-oss-120b reasoning 高 做內部助理，同時 12 人", "gpt-oss-120b", "high"),
])
def test_the_level_after_the_name_is_not_part_of_it(text, model, effort):
    patch = extract(text).patch
    assert patch.model == model
    assert patch.reasoning_effort == effort


def test_a_release_named_reasoning_is_still_read_whole():
    # Phi-4-reasoning-plus is its own registry row: "phi 4 reasoning plus" is that release, no level said
    assert extract("phi 4 reasoning plus for 3 users").patch.model == "Phi-4-reasoning-plus"
