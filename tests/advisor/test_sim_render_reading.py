"""Reading a robot simulator with rendered cameras (advisor.core.sim_render_read) in English, 简体 and 繁體: the
simulator and cameras named, the run's env steps, and never a simulator without cameras or a plain LLM question."""

from __future__ import annotations

import pytest

from advisor.core.sim_render_read import sim_render_named, steps_said


@pytest.mark.parametrize(("text", "named"), [
    ("isaac lab humanoid with tiled rgb-d cameras", True), ("我们用 Isaac Sim 训练，每个环境带相机渲染", True),
    ("我們在 Habitat 做導航，有 RGB-D 相機", True), ("Omniverse with depth cameras", True),
    # physics only: GPU physics on one RTX card (Isaac Sim lists RTX cards only), sized at the physics rate
    ("isaac lab locomotion, state-based PPO only", True),
    ("serve llama-3-8b with a camera app", False)])
def test_sim_render_named(text: str, named: bool) -> None:
    assert sim_render_named(text) is named


@pytest.mark.parametrize(("text", "steps"), [
    ("about 2 billion env steps per run", 2e9), ("每次训练约20亿步", 2e9), ("每次訓練約 5 億步", 5e8),
    ("5e8 steps", 5e8), ("300M steps", 3e8), ("no count here", None)])
def test_steps_said(text: str, steps: float | None) -> None:
    assert steps_said(text) == steps
