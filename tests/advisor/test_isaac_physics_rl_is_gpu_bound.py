"""Isaac Lab / Isaac Sim RL on physics alone (PPO locomotion on 4,096 envs, no cameras) simulates on the GPU (PhysX
GPU pipelines, thousands of envs on one card): it was answered as a CPU-bound Python env (CPU cores for the env, a
small card for the policy). Isaac Sim's requirements list RTX cards; A100 / H100 have no RT cores and are not
supported, so the proposed 8 × H100 is said not needed and one RTX-class card is sized.

Hand figures: Isaac Lab's published RSL-RL benchmark, Isaac-Velocity-Rough-G1-v0 with 4,096 envs, is 82,000 env
steps/s with inference and training on one RTX 4090 (82.6 TFLOPS FP32); the slow end is half (41,000, ASSUMED). On an
RTX 4090: 2e9 ÷ 82,000 ÷ 3,600 = 6.8 h to 2e9 ÷ 41,000 ÷ 3,600 = 13.6 h. On an L40S (91.6 TFLOPS FP32): × 91.6 ÷ 82.6
→ 45,467–90,935 steps/s. On an RTX A4000 (19.2 TFLOPS): 19,060 steps/s at the top → 2e9 ÷ 19,060 ÷ 3,600 = 29 h.
"""

import pytest

from advisor.core.rl_env_read import rl_named
from advisor.core.sim_render_read import physics_only, sim_render_named
from tests.conftest import module_ask, module_home
from tools.sim_render import card_rate, run_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

ZH_HANT = "我們是做四足機器人的新創，要用Isaac Lab跑PPO訓練走路策略，4096個環境，大概20億步，打算租8張H100"
PHYSICS = [
    ZH_HANT,
    "我们是做四足机器人的创业公司，用Isaac Lab跑PPO训练走路策略，4096个环境，20亿步，准备租8张H100",
    "quadruped startup: Isaac Lab PPO locomotion, 4096 envs, 2 billion steps. we planned 8x H100, how long and how much?",
    "train a humanoid walking policy in Isaac Sim with PPO, 5e8 steps",
]


@pytest.mark.parametrize("text", PHYSICS)
def test_isaac_physics_rl_goes_to_the_gpu_simulator_not_a_cpu_env(text):
    assert physics_only(text) and sim_render_named(text) and not rl_named(text)


def test_a_camera_run_keeps_its_camera_rate():
    assert not physics_only("Isaac Lab humanoid RL with RGB-D cameras, 2 billion steps, rent 8×H100?")


def test_physics_rate_is_the_published_rtx_4090_figure():
    lo, hi = card_rate(82.6, physics=True)
    assert (lo, hi) == (41_000.0, 82_000.0)
    slow, fast = run_hours(2e9, (lo, hi), 1)
    assert round(fast, 1) == 6.8 and round(slow, 1) == 13.6
    assert [round(x) for x in card_rate(91.6, physics=True)] == [45_467, 90_935]  # an L40S


@pytest.mark.slow
def test_isaac_lab_ppo_answer_sizes_one_rtx_card(ask):
    out = ask(ZH_HANT)
    assert "不是吃 CPU 的" in out and "H100" in out and "不受支援" in out, out
    assert "租 1 ×" in out and "2,000,000,000 步" in out and "82,000" in out, out


@pytest.mark.slow
def test_isaac_lab_ppo_answer_in_english(ask):
    out = ask(PHYSICS[2])
    assert "not a CPU-bound Python env" in out and "are not supported" in out, out
    assert "Rent 1 ×" in out and "env steps ≈" in out and "per run" in out, out
