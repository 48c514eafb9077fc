"""PPO / self-play / an RL agent on a Python, Gym, Unity or game environment is small-network RL bound by the env's
CPU steps: the steps a second the deadline needs, the CPU cores, a CPU box and one small card, the proposed big GPUs
said not needed — never LLM RLHF's sizing or "which model?". English, 简体 and 繁體."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.rl_env_read import rl_named, window_hours
from advisor.core.sim_render_read import steps_said
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = "We train a poker bot with PPO self-play in a Gymnasium env written in Python, 5 billion steps within 2 weeks. Rent 8 H100s?"
TW = "我們用強化學習訓練麻將AI，環境是Python寫的，三天內要跑2億步，要租幾張A100？"
ZH = "用PPO训练一个Unity里的agent，环境跑在CPU上，一个月跑50亿步，需要什么GPU"


@pytest.mark.parametrize(("text", "window", "steps"), [(EN, 336, 5e9), (TW, 72, 2e8), (ZH, 720, 5e9)])
def test_rl_on_an_env_is_read_with_its_steps_and_window(text, window, steps):
    assert rl_named(text) and window_hours(text) == window and steps_said(text) == steps


@pytest.mark.parametrize("text", [
    "用PPO做RLHF微调Qwen2.5-7B，需要几张A100",  # a language model's RL: the fine-tune path's
    "GRPO on Llama-3.1-8B with 8 H100s",
    "Isaac Lab PPO with RGB cameras, 2 billion steps",  # rendered cameras: advisor.core.sim_render_read
    "我們的遊戲客服聊天機器人，每天3000人",  # a game word with no RL word
])
def test_an_llms_rl_or_no_rl_is_not_this_job(text):
    assert not rl_named(text)


def _ask(tmp_path, text: str) -> str:
    return Engine(Store(tmp_path / "advisor.db")).handle(str(tmp_path), text).text


@pytest.mark.slow
def test_rl_on_a_python_env_is_cpu_cores_and_a_small_card_in_three_scripts(tmp_path):
    # Hand (EN): 5e9 ÷ 1,209,600 s = 4,134 steps/s; ÷ 1,000–4,000 a core → 2–5 env cores, × 4 = 20 planned cores →
    # 2 × 16-core c6i.8xlarge; the policy 1.3e18 FLOPs ≈ 30 h of an L4 (10 % of 121 TFLOPS) in a 336-h window
    out = _ask(tmp_path / "en", EN)
    assert "which model" not in out.lower() and "RLHF" in out and "No need for 8 × H100" in out, out
    assert "4,134 steps/s" in out and "2–5 env cores" in out and "plan 20 physical cores" in out and "2 × aws" in out, out
    # Hand (繁體): 2e8 ÷ 259,200 s = 772 steps/s → 1 env core, 4 planned → one box; not RLHF's "which model?"
    out = _ask(tmp_path / "tw", TW)
    assert "用哪個模型" not in out and "用不上 A100" in out and "每秒 772 步" in out and "規劃 4 個物理核" in out, out
    # Hand (简体, no card proposed): 5e9 ÷ 2,592,000 s = 1,929 steps/s → 1–2 env cores, 8 planned
    out = _ask(tmp_path / "zh", ZH)
    assert "用哪个模型" not in out and "每秒 1,929 步" in out and "规划 8 个物理核" in out, out


@pytest.mark.slow
def test_a_new_window_in_a_follow_up_re_sizes_the_same_rl_job(tmp_path):
    # Hand: 3e8 steps in 5 days (432,000 s) = 694 steps/s → 1 env core, 4 planned; "两天跑完呢" → 3e8 ÷ 172,800 s =
    # 1,736 steps/s → 1–2 env cores, 8 planned; never the LLM fine-tune's "which model?"
    eng = Engine(Store(tmp_path / "advisor.db"))
    first = eng.handle("s", "我们用自对弈PPO训练斗地主AI，环境纯Python，打算5天跑3亿步，要租几张A100？").text
    assert "每秒 694 步" in first and "环境需要 1 个核" in first and "规划 4 个物理核" in first, first
    second = eng.handle("s", "如果改成两天跑完呢？").text
    assert "用哪个模型" not in second and "每秒 1,736 步" in second and "规划 8 个物理核" in second, second


@pytest.mark.slow
@pytest.mark.parametrize("text", ["we run PPO on a Python gym env, 1 billion steps in 8 hours",
                                  "我们在Python gym环境里跑PPO，8小时内跑完10亿步",
                                  "我們在Python gym環境裡跑PPO，8小時內跑完10億步"])
def test_the_policy_card_is_never_busier_than_the_run(tmp_path, text):
    # Hand: 1e9 × 1e7 × 26 = 2.6e17 FLOPs; a T4 (65 TFLOPS × 10 %) would be busy 11.1 h inside the 8 h run (once the
    # card, priced for 8 h); an L4 (121) is busy 5.97 h, one is enough and cheaper than 2 T4s: "≈ 6.0 h" of the 8
    out = _ask(tmp_path, text)
    busy = re.search(r"busy only ≈ ([\d.]+) h|只忙[约約] ([\d.]+) 小[时時]", out)
    assert busy is not None, out
    assert float(busy.group(1) or busy.group(2)) <= 8.0, out
