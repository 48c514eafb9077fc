"""A serving prompt's length said together with what it holds is the stated prompt, never a default shape.

"prompt含系统提示和最近几轮对话约N token", "系统提示+历史大概N字", "prompts including the system prompt and the last few
turns are ~N tokens": the words between the prompt and its length (what it holds, with no brackets) once stopped the
reader, so the default request shape (a 161-token prompt) replaced the stated one and the first-token check ran on
the wrong prefill. The expert's reading: the whole prompt is the stated length (system prompt + history, one prefill),
and the context is that prompt plus the answer."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    # 简体, in 字: 1,800 字 × 0.67 token/字 (Qwen's tokenizer) = 1,206 prompt tokens; 100 字 × 0.67 = 67 answer tokens;
    # context 1,206 + 67 = 1,273
    ("客服机器人用Qwen2.5-14B-Instruct，高峰每秒50个请求，系统提示+历史大概1800字，回复约100字，国内多少钱一个月",
     {"prompt_tokens": 1206, "seq_len": 1273}),
    # 繁體, in tokens: prompt 2,500 (system prompt and recent turns inside it), answer 150: context 2,650
    ("客服機器人用 Llama-3.1-8B，尖峰每秒 40 個請求，提示詞包括系統提示和最近幾輪對話約 2500 token，"
     "回覆約 150 token，台灣租多少錢",
     {"prompt_tokens": 2500, "seq_len": 2650}),
    # English, "including ... are ~3k tokens": 3 × 1,024 = 3,072 prompt + 200 reply = 3,272 context
    ("Serving Mistral-7B-Instruct at 20 requests/s, prompts including the system prompt and the last few turns are ~3k "
     "tokens, replies ~200 tokens. Cost per month in the US?", {"prompt_tokens": 3000, "seq_len": 3200}),
    # English, the system prompt plus history as the subject: 2,400 + 150 = 2,550
    ("Serving Llama-3.1-8B at 20 req/s; system prompt plus chat history is about 2,400 tokens, answers about 150 tokens",
     {"prompt_tokens": 2400, "seq_len": 2550}),
    # 简体, no answer said: the prompt whole, plus the default answer (tools.load's ShareGPT mean, 338): 1,200 + 338
    ("部署 Qwen2.5-7B 做陪聊，每秒20个请求，prompt 含人设和最近几轮对话约1200 token", {"prompt_tokens": 1200, "seq_len": 1538}),
])
def test_a_prompt_said_with_what_it_holds_is_the_prompt(text, want):
    check(text, want, ())
