"""A coding assistant developers chat with sends the code it is about with each question: its prompt is sized at
tools.defaults.CODE_CHAT_PROMPT_TOKENS (4,096; coding chats send 2–8k tokens), said as an assumption, never a
ShareGPT chat turn's 161 tokens ("Mistral Small 3.1 24B as a coding assistant for 60 developers, at least 40 tok/s
each" was sized at 161-token prompts, its first token and KV cache at a chat turn's). Code completion keeps its own
FIM shape; a stated prompt is kept."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import CODE_CHAT_PROMPT_TOKENS, FIM_PROMPT_TOKENS
from tools.load import SHAREGPT_OUTPUT_TOKENS

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "We want to serve Mistral Small 3.1 24B as a coding assistant for 60 developers, at least 40 tok/s each",
    "Llama-3.1-8B code assistant for 40 developers",
    "用 Qwen2.5-32B 给 50 个程序员做编程助手",
    "公司30個工程師要用Qwen2.5-Coder-32B做程式助手",  # traditional, glued
    "组里20个人一起用的代码助手，qwen2.5 32b",
])
def test_a_coding_chat_sends_a_files_worth_of_prompt(text: str) -> None:
    e = extract(text)
    # 4,096 tokens of code in + a chat reply's 338 out = 4,434 tokens of context a stream
    assert e.patch.prompt_tokens == CODE_CHAT_PROMPT_TOKENS == 4096, e.patch
    assert e.patch.seq_len == CODE_CHAT_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS == 4434, e.patch
    assert any("4,096" in n for n in e.notes), e.notes


def test_a_stated_prompt_is_kept() -> None:
    e = extract("Llama-3.1-8B coding assistant for 40 developers, prompts ~1,500 tokens")
    assert e.patch.prompt_tokens == 1500, e.patch


def test_code_completion_keeps_its_fim_shape() -> None:
    # tab completion: 3,072 tokens around the cursor in, 64 out (tools.defaults.FIM_PROMPT_TOKENS), not the chat's
    e = extract("Qwen2.5-Coder-7B for tab autocomplete in VS Code for 100 developers")
    assert e.patch.prompt_tokens == FIM_PROMPT_TOKENS and e.patch.output_tokens == 64, e.patch


def test_a_plain_chat_keeps_the_chat_default() -> None:
    assert extract("Llama-3.1-8B chatbot for 40 people").patch.prompt_tokens is None


@pytest.mark.slow
def test_the_answer_is_sized_at_the_code_prompt(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "We want to serve Mistral Small 3.1 24B as a coding assistant for 60 developers, at least 40 tok/s each, "
        "hosted in Germany.")).text
    assert "4,096-token prompts" in out and "161-token prompts" not in out, out
    assert "coding assistant: each question assumed to send 4,096 tokens" in out, out
