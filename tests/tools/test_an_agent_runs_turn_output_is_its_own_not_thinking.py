"""An agent run on a model that thinks by default (Qwen3-30B-A3B) writes the run's own output a turn (stated, or the
assumed 300): the workload line never says the model's 8,192 thinking tokens are sized, and says thinking was not
added as an assumption to check, with the switch."""

from __future__ import annotations

from advisor.core.messages import word
from advisor.core.script import to_script
from tools.defaults import thinking_words
from tools.schema import Workload

# 2,000 trajectories × 50 turns = 100,000 steps, 300 tokens out a turn (tools.agent_eval's assumed output)
RUN = {"model": "Qwen3-30B-A3B", "task": "inference", "batch_requests": 100_000, "seq_len": 32_768,
       "output_tokens": 300, "agent_turns": 50}


def test_the_turn_output_is_the_runs_and_thinking_an_assumption() -> None:
    msg = thinking_words(Workload(**RUN))
    assert msg is not None
    en = word(msg, "en")
    assert "300 tokens out a turn" in en and "thinking not added" in en and "assumption to check" in en, en
    assert "8,192 more a turn" in en and "/no_think" in en, en
    assert "thinking 8,192 tokens/answer" not in en
    hans = word(msg, "zh")
    assert "每轮输出 300 token" in hans and "未计入思考" in hans, hans
    assert "未計入思考" in to_script(hans, "zh-Hant")


def test_a_plain_batch_keeps_its_thinking_word() -> None:
    msg = thinking_words(Workload(**{k: v for k, v in RUN.items() if k != "agent_turns"}))
    assert msg is not None and word(msg, "en") == "thinking 8,192 tokens/answer"


def test_thinking_said_on_is_sized_as_said() -> None:
    msg = thinking_words(Workload(**RUN, thinking=True))
    assert msg is not None and "thinking not added" not in word(msg, "en")
