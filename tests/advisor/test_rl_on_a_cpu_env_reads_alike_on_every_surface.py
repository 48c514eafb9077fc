"""RL on a CPU environment ("PPO on a Python gym env, 1 billion steps in 8 hours") is read alike on every surface: the
chat answers small-network RL on CPU cores (advisor.core.rl_env_read), so the reader itself (extract_rules.extract,
which CLI parse, MCP and LangChain `parse_request` report) never states an LLM PPO full fine-tune whose size is the step
count ("1 billion" was params_b 1.0, recommend_arguments a 1B PPO fine-tune). English, 简体 and 繁體."""

from __future__ import annotations

import json

import pytest

CASES = [("we run PPO on a Python gym env, 1 billion steps in 8 hours", 8.0, "small-network reinforcement learning"),
         ("用PPO在Unity环境里训练自我对弈，10亿步，2天内跑完", 48.0, "小网络的强化学习"),
         ("用PPO在Unity環境裡訓練自我對弈，10億步，2天內跑完", 48.0, "小網絡的強化學習")]


def _no_llm_rl(out: dict, hours: float, said: str) -> None:
    # the window is the one fact stated (8 h; 2 天 = 48 h); no task, size or PPO preference, the job said in a note
    stated = {k: v for k, v in out["stated"].items() if k != "language"}
    assert stated == {"deadline_hours": hours}, out
    args = out["recommend_arguments"]
    assert "params_b" not in args and "task" not in args and args.get("preference") != "ppo", out
    assert any(said in n or said.replace("網絡", "網路") in n for n in out["notes"]), out["notes"]
    assert "PPO（全参微调）" not in out["workload_line"] and "PPO (full fine-tune)" not in out["workload_line"]


@pytest.mark.slow
@pytest.mark.parametrize(("text", "hours", "said"), CASES)
def test_mcp_parse_request_reads_rl_on_an_env_as_the_chat_does(text, hours, said):
    from advisor.agents.mcp_server import call

    _no_llm_rl(json.loads(call("parse_request", {"text": text}).content[0].text), hours, said)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "hours", "said"), CASES)
def test_langchain_parse_request_reads_rl_on_an_env_as_the_chat_does(text, hours, said):
    pytest.importorskip("langchain_core")
    from advisor.agents.langchain import tools

    out = {t.name: t for t in tools()}["parse_request"].invoke({"text": text})
    _no_llm_rl(out if isinstance(out, dict) else json.loads(out), hours, said)


def test_an_llms_ppo_is_still_read_as_one():
    from advisor.core.extract_rules import extract

    # a named language model's PPO is RLHF: its task and preference stay
    p = extract("PPO fine-tune Llama-3-8B on 20k prompts").patch
    assert p.preference == "ppo" and p.task is not None
