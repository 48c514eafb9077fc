"""Robot RL in a simulator with rendered cameras, answered as such in English, 简体 and 繁體: the proposed compute card
(H100 / A100) refused for its missing RT cores, an RTX-class box on an x86 host priced per run, the provider kept on a
follow-up; never an LLM LoRA sizing."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def _chat(tmp_path, turns: list[str]) -> list[str]:
    eng = Engine(store=Store(tmp_path / "t.db"))
    return [eng.handle("s", t).text for t in turns]


def test_isaac_lab_cameras_on_h100_then_only_aws(tmp_path) -> None:
    a, b = _chat(tmp_path, [
        "robotics startup. we train humanoid locomotion in isaac lab with 4096 parallel envs and tiled rgb-d cameras "
        "(64x64) on each robot, PPO, about 2 billion env steps per run. we were going to rent an 8x H100 node. good "
        "idea? how long and how much per run?",
        "we have credits so it has to be AWS. which instance?"])
    assert "no RT cores" in a and "LoRA" not in a and "per run" in a
    # 8 cards, 2e9 steps at 3,000–10,000 steps/s a card: 2e9 / 80,000 / 3,600 ≈ 7 h to 2e9 / 24,000 / 3,600 ≈ 23 h
    assert "≈ 7–23 h" in a
    # AWS: the 8 × L40S box (g6e.48xlarge, $30.13/h): 30.13 × 6.9–23.1 h ≈ $209–697; never the Graviton g5g
    assert "g6e" in b and "g5g" not in b and "per run" in b


def test_simplified_chinese_isaac_sim_on_a100(tmp_path) -> None:
    (a,) = _chat(tmp_path, ["我们用 Isaac Sim 训练机械臂抓取，每个环境带 RGB 相机渲染，PPO 大约 5 亿步，打算租 4 张 A100，"
                            "可以吗？每次多少钱？"])
    # 5e8 steps on 4 cards: hours and a per-run cost; the A100 refused for its missing RT cores
    assert "没有 RT 核心" in a and "A100" in a and "500,000,000 步" in a and "每次训练约" in a


def test_traditional_chinese_habitat_on_h100(tmp_path) -> None:
    (a,) = _chat(tmp_path, ["我們在 Habitat 做導航強化學習，有 RGB-D 相機渲染，約 3 億步，想租 H100，每次訓練要多少錢？"])
    assert "沒有 RT 核心" in a and "300,000,000 步" in a and "每次訓練約" in a and "LoRA" not in a

