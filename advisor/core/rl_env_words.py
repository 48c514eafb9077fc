"""The words of RL on a CPU environment (PPO / self-play on a Python, Gym, Unity or game env), without the readers:
the reader (extract_rules, which every surface's parse reports) and the chat's answer (advisor.core.rl_env_read)
read the job from this one place, and extract_rules reaches it with no import cycle."""

from __future__ import annotations

import re

# the RL words: PPO, self-play, reinforcement learning, an RL agent, DQN / IMPALA / AlphaZero-style training
RL = re.compile(r"(?i)(?<![a-z])(?:ppo|mappo|ippo|appo|dqn|a2c|a3c|impala|alpha[\s-]?zero|mu[\s-]?zero)(?![a-z])|"
                r"self[\s-]?play|reinforcement\s+learning|\bRL\s+(?:agents?|training|policy|policies)\b|"
                r"强化学习|強化學習|自对弈|自對弈|自我对弈|自我對弈|自博弈|自我博弈|左右互搏")
# the environment the agent steps: a Python / Gym / Unity / MuJoCo env, a game or a simulator
ENV = re.compile(r"(?i)\benv(?:ironment)?s?\b|\bgym(?:nasium)?\b|petting\s?zoo|\bunity\b|ml[\s-]?agents|mujoco|"
                 r"\bpython\b|\bgames?\b|\bsimulators?\b|\bpoker\b|\bmahjong\b|\bcard\b|"
                 r"环境|環境|游戏|遊戲|模拟器|模擬器|仿真|棋|牌|麻将|麻將")
# a language model's RL (RLHF, GRPO, DPO on an LLM): the fine-tune path's, never this answer
LLM_RL = re.compile(r"(?i)rlhf|rlaif|grpo|(?<![a-z])dpo(?![a-z])|\bLLM\b|language\s+model|reward\s+model|verl|"
                    r"openrlhf|(?<![a-z])trl(?![a-z])|大模型|语言模型|語言模型|奖励模型|獎勵模型|对齐|對齊")


def rl_env_said(text: str, model_named: bool) -> bool:
    """Does the message ask for RL on an environment (an RL word with an env word or a step count), not an LLM's RL
    (RLHF, GRPO, a named language model: `model_named`) nor Isaac's rendered cameras (advisor.core.sim_render_read)?"""
    from advisor.core.sim_render_read import sim_render_named, steps_said

    t = text or ""
    if model_named or not RL.search(t) or LLM_RL.search(t) or sim_render_named(t):
        return False
    return bool(ENV.search(t)) or steps_said(t) is not None
