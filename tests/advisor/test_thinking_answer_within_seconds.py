"""A model that thinks, asked for a whole answer within seconds no card decodes its thinking in, is told how long a
thinking answer takes at the fastest listed plan, the thinking budget that would fit, and the levers — never "no plan
gives each user 1,171 tokens/s" alone (a Jetson fleet running DeepSeek-R1-Distill-Qwen-7B "10秒内答完")."""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


def _line(a: str, word: str) -> str:
    return next(ln for ln in a.splitlines() if word in ln)


@pytest.mark.parametrize("q,word,secs,budget", [
    ("工厂30条产线，想每条线放一台jetson agx orin 64g，跑deepseek-r1-distill-qwen-7b给工人查SOP和故障处理，要求10秒内答完。"
     "这样配可以吗？大概多少钱", "思考约", r"完整回答约 ([\d,]+) 秒", r"限制在约 ([\d,]+) 个 token"),
    ("工廠30條產線，每條線放一台 jetson agx orin 64g，跑 deepseek-r1-distill-qwen-7b 給工人查 SOP 和故障處理，"
     "要求10秒內答完，可以嗎？", "思考約", r"完整回答約 ([\d,]+) 秒", r"限制在約 ([\d,]+) 個 token"),
    ("troubleshooting assistant for factory workers on DeepSeek-R1-Distill-Qwen-7B, 30 lines, answers must be "
     "complete within 10 seconds. ok? cost?", "thinks ≈", r"takes ≈ ([\d,]+) s", r"budget of ≈ ([\d,]+) tokens"),
])
def test_a_thinking_answer_past_the_wait_says_its_time_and_levers(tmp_path_factory, q, word, secs, budget):
    a = _ask(tmp_path_factory, q)
    # 8,192 thinking tokens in 10 s is 1,171 tokens/s a user: no card. At the fastest listed plan's X tokens/s the
    # answer takes 8,192 / X s (> 10), and 10 x X tokens in all would fit (< 8,192); X is shown rounded, so ±10 tokens
    line = _line(a, word)
    assert line.startswith("- ❌") and "8,192" in line, line
    took = float(re.search(secs, line).group(1).replace(",", ""))
    fits = int(re.search(budget, line).group(1).replace(",", ""))
    tps = float(re.search(r"(\d[\d,]*) tokens/s", line).group(1).replace(",", ""))
    assert took == pytest.approx(8_192 / tps, abs=1) and took > 10
    assert fits == pytest.approx(10 * tps, abs=10) and fits < 8_192
    assert "Instruct" in line and "max_tokens" in line
