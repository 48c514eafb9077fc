"""A CPU-only fleet said once ("we have 20 servers without GPUs …") is judged again on every follow-up of the thread
("what about 32k context?", 用7B呢, 便宜點？), with the changed fact, never dropped for a GPU rental without a word.

By hand (2 × Xeon Silver 4214 assumed a server, 6 × DDR4-2400 = 115.2 GB/s a socket at ≈ 60 %):
- Qwen2.5-14B Q4_K_M ≈ 9.0 GB: 69 GB/s ÷ 9.0 GB ≈ 7.7 tok/s a stream < 10 → no, on the first turn and after
  "what about 32k context?"; prefill 12 cores × 2.2 GHz × 32 FLOPs × 0.3 ≈ 253 GFLOP/s ÷ (2 × 14.8e9) ≈ 8.6 tok/s,
  so a 32,768-token prompt waits ≈ 3,800 s (the 32k turn says that prompt, not the 2,000-token one).
- Qwen2.5-7B Q4_K_M ≈ 4.7 GB: ≈ 15 tok/s a stream, one user a socket, 2 a server → 15 users at once need 8 of the
  20 servers: yes (用7B呢).
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.cpu_fleet import earlier_fleet_text
from advisor.core.store import Store
from tests.conftest import module_home
from tools.cpu_fleet import LONG_PROMPT_TOKENS, long_prompt_tokens
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FIRST = "we have 20 servers without GPUs, can they run Qwen2.5-14B for 100 staff?"


def test_the_fleet_said_earlier_is_found_until_a_reset():
    hist = [{"role": "user", "text": FIRST}, {"role": "assistant", "text": "…"},
            {"role": "user", "text": "what about 32k context?"}]
    assert earlier_fleet_text(hist, "what about 32k context?") == FIRST
    assert earlier_fleet_text(hist, FIRST) is None  # this turn says it itself
    reset = [*hist[:2], {"role": "asked", "text": "!reset"}, hist[2]]
    assert earlier_fleet_text(reset, "what about 32k context?") is None
    assert earlier_fleet_text([{"role": "user", "text": "serve Llama-3.1-8B"}], "cheaper?") is None


def test_a_stated_long_context_is_the_long_prompt_judged():
    assert long_prompt_tokens(Workload(seq_len=32_768)) == 32_768
    assert long_prompt_tokens(Workload(seq_len=32_768, output_tokens=768)) == 32_000
    assert long_prompt_tokens(Workload(seq_len=1_024)) == LONG_PROMPT_TOKENS  # a short context keeps the RAG prompt
    assert long_prompt_tokens(Workload()) == LONG_PROMPT_TOKENS


def _turns(tmp_path, *texts: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in texts]


@pytest.mark.slow
def test_32k_context_re_judges_the_cpu_servers(tmp_path):
    first, second = _turns(tmp_path, FIRST, "what about 32k context?")
    assert first.startswith("**No: one Xeon Silver 4214 socket"), first[:300]
    head = second.split("\n\n")[0]
    assert head.startswith("**No: one Xeon Silver 4214 socket decodes Qwen2.5-14B"), second[:400]
    assert "from earlier in this thread" in second and "(20)" in second, second[:800]
    assert "a 32,768-token one ≈ 3" in second, second[:1500]  # ≈ 3,800 s, not the 2,000-token prompt's 233 s


@pytest.mark.slow
def test_a_smaller_model_in_simplified_chinese_re_judges_the_servers(tmp_path):
    _, second = _turns(tmp_path, "我们有20台没有GPU的服务器，能给100个员工跑Qwen2.5-14B吗？", "用7B呢")
    assert second.startswith("**能跑"), second[:300]
    assert "20 台 CPU 服务器" in second and "Qwen2.5-7B" in second.split("\n")[0], second[:300]
    assert "沿用本对话前面说的无 GPU 服务器（20 台）" in second, second[:800]


@pytest.mark.slow
def test_cheaper_in_traditional_chinese_keeps_the_servers(tmp_path):
    _, second = _turns(tmp_path, "我們有20台沒有GPU的伺服器，能給100個員工跑Qwen2.5-14B嗎？", "便宜點？")
    assert second.startswith("**不行"), second[:300]  # the 14B still decodes under 10 tok/s a stream
    assert "沿用本對話前面說的無 GPU 伺服器（20 臺）" in second, second[:800]  # s2tw: 台 → 臺 for a count
    assert "Xeon Silver 4214" in second.split("\n")[0], second[:300]
