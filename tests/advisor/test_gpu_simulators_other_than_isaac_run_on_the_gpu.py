"""RL on a GPU simulator other than Isaac Sim / Lab — Brax, MuJoCo MJX / Playground, ManiSkill 3, Isaac Gym, Madrona,
Genesis — simulates on the GPU (thousands of parallel envs on one card) and was answered as a CPU-bound Python env (CPU
cores for the env, a T4 for the policy). None of them needs Isaac Sim, so no RT cores: any CUDA card runs it (an
A100 / H100 is not refused), one card sized by the run's env steps, at the simulator's own rate where one is published.

Hand figures: Brax Humanoid PPO, rl_games docs/BRAX.md "fps total: 661064.5" with training (card not stated, taken as an
RTX 4090, 82.6 TFLOPS FP32), the slow end half: 330,532–661,064 steps/s. On an RTX A4000 (19.2 TFLOPS FP32): × 19.2 ÷
82.6 → 76,831–153,661 steps/s; 2e9 steps ÷ 153,661 ÷ 3,600 = 3.6 h to 2e9 ÷ 76,831 ÷ 3,600 = 7.2 h. MJX: the same top,
a quarter at the slow end (165,266). ManiSkill / Genesis / Madrona / Isaac Gym: Isaac Lab's 41,000–82,000 (ASSUMED).
"""

import pytest

from advisor.core.rl_env_read import rl_named
from advisor.core.sim_render_read import gpu_sim, physics_only, sim_render_named
from catalog.gpus import all_gpus
from tests.conftest import module_ask, module_home
from tools.sim_render import card_rate, physics_cards, physics_rate, run_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)

EN = "We want to train a PPO humanoid policy in Brax for 2 billion env steps. Which GPU should we rent?"
ZH_HANS = "用 MuJoCo MJX 跑 PPO 训练四足机器人，4096 个并行环境，10亿步，租什么卡？"
ZH_HANT = "用ManiSkill3訓練機械臂抓取策略（PPO，state observation），5億步，要租哪張卡？"


@pytest.mark.parametrize(("text", "sim"), [
    (EN, "brax"), (ZH_HANS, "mjx"), (ZH_HANT, "maniskill"),
    ("Isaac Gym PPO for a dexterous hand, 5e9 steps: which GPU and how long?", "isaac_gym"),
    ("Training a quadruped PPO policy in Genesis, 1 billion steps, should I rent an H100?", "genesis"),
    ("我们用 Madrona 做多智能体强化学习，训练 20亿步，要什么卡", "madrona"),
    ("在 MuJoCo Playground 上訓練 Go1 的 PPO 策略要租什麼卡？", "mjx"),
])
def test_a_gpu_simulator_goes_to_the_gpu_not_a_cpu_env(text, sim):
    assert gpu_sim(text) == sim and physics_only(text) and sim_render_named(text) and not rl_named(text)


@pytest.mark.parametrize("text", [
    "PPO on CartPole with gym, 1e8 steps, which GPU?",  # a CPU env: tools.rl_env
    "Is Genesis Cloud cheaper than Lambda for training a 7B model?",  # a GPU cloud, not the simulator
])
def test_a_cpu_env_or_a_cloud_is_not_a_gpu_simulator(text):
    assert not physics_only(text)


def test_brax_rate_on_an_a4000():
    assert physics_rate("brax") == (330_532.0, 661_064.0)
    lo, hi = card_rate(19.2, physics=True, sim="brax")
    assert (round(lo), round(hi)) == (76_831, 153_661)
    slow, fast = run_hours(2e9, (lo, hi), 1)
    assert (round(fast, 1), round(slow, 1)) == (3.6, 7.2)
    assert physics_rate(None) == physics_rate("genesis") == (41_000.0, 82_000.0)


def test_any_cuda_card_runs_it():
    names = {c.card for c in physics_cards(all_gpus())}
    assert {"H100 SXM", "RTX A4000", "RTX 4090"} <= names and not any(n.startswith("Apple") for n in names)


@pytest.mark.slow
def test_brax_answer_in_english(ask):
    out = ask(EN)
    assert "runs on the GPU" in out and "not a CPU-bound env" in out and "no RT cores" in out, out
    assert "Rent 1 × RTX A4000" in out and "≈ 4–7 h" in out and "661,064" in out and "CPU cores for" not in out, out


@pytest.mark.slow
def test_mjx_answer_in_simplified_chinese(ask):
    out = ask(ZH_HANS)
    # 1e9 on an A4000 at 38,415–153,660 steps/s (165,266–661,064 × 19.2 ÷ 82.6): 1.8–7.2 h
    assert "仿真器本身跑在 GPU 上" in out and "租 1 × RTX A4000" in out and "约 2–7 小时" in out, out


@pytest.mark.slow
def test_maniskill_answer_in_traditional_chinese(ask):
    out = ask(ZH_HANT)
    # 5e8 on an A4000 at 9,530–19,060 steps/s (Isaac Lab's rate, ASSUMED): 7.3–14.6 h
    assert "仿真器本身跑在 GPU 上" in out and "不需要 Isaac Sim" in out and "約 7–15 小時" in out, out
