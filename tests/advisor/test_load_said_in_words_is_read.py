"""An LLM / VLM load said in words is read as the user's figures: a stated "instructions / system prompt / history …
N tokens" beside other inputs is a part of each prompt (never the context window), a pasted history of N tokens is the
prompt, and "N agents / staff … every T seconds" is a request rate (N ÷ T), sized by Little's law, never N at once.
Before, "~1k tokens of instructions" beside a screenshot was read as a 1,024 context and the answer refused."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, image, prompt, out", [
    # Qwen2.5-VL: 28 px a token; 2560×1440 → round(2560/28) = 91 × round(1440/28) = 51 = 4,641 visual tokens,
    # + "~1k tokens of instructions" (1k = 1,024) = 5,665; 300 out → 5,965 a request. 20 agents, one step every 5 s:
    # 20 ÷ 5 = 4 steps/s
    ("20 rpa agents, each sends a 2560x1440 screenshot + ~1k tokens of instructions to qwen2.5-vl-7b and gets ~300 "
     "tokens of json back, one step every ~5s", 4641, 5665, 300),
    # 简体: the same step said in Chinese (1k token 的指令 counted once: no shared prefix added on top)
    ("20个RPA agent，每步发一张2560x1440截图加约1k token的指令给qwen2.5-vl-7b，输出约300 token的json，每5秒一步",
     4641, 5665, 300),
    # 繁體: 2k token 的指令 = 2,048; 4,641 + 2,048 = 6,689
    ("20個RPA agent，每步傳一張2560x1440截圖加大約2k token的指令給qwen2.5-vl-7b，輸出約300 token的json，每5秒一步",
     4641, 6689, 300),
    # 1920×1080 → round(1920/28) = 69 × round(1080/28) = 39 = 2,691 + "2k tokens of system prompt" 2,048 = 4,739
    ("12 browser agents on qwen2.5-vl-7b, each step a 1920x1080 screenshot plus 2k tokens of system prompt, returns "
     "~200 tokens, a step every 10 seconds", 2691, 4739, 200),
])
def test_instructions_beside_a_screenshot_add_to_the_prompt(text, image, prompt, out):
    p = extract(text).patch
    assert (p.image_tokens, p.prompt_tokens, p.output_tokens) == (image, prompt, out), p
    assert p.seq_len == prompt + out, p  # the context is the request (prompt + answer), never the instruction's 1k
    assert p.target_requests_per_s in (4.0, 1.2), p  # 20 ÷ 5 s; 12 ÷ 10 s


@pytest.mark.slow
def test_rpa_agents_are_sized_not_refused(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    answer = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "20 rpa agents, each sends a 2560x1440 screenshot + ~1k tokens of instructions to qwen2.5-vl-7b and gets "
             "~300 tokens of json back, one step every ~5s").text
    assert "can't size" not in answer and "5,965" in answer, answer[:600]
