"""A model the registry does not hold, whose release name states its context ("-1M", "-32k", "-8k"), is held to that
context: a longer request is refused with the name's maximum, never sized silently as a generic model with no limit.

By hand: k and M are binary in releases' configs (Phi-3-mini-128k: max_position_embeddings 131,072), so "-32k" is
32 × 1,024 = 32,768 tokens, "-8k" 8,192, "-256k" 262,144 and "-1m" 1,048,576; a 40,000-token report is over 32,768, a
16k (16,384) prompt over 8,192, 50,000 tokens (5 萬) over 32,768.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.name_context_tail import with_context_tail
from tests.conftest import module_home
from tools.name_context import context_in_name

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("name", "tokens"), [("MistralLite-7B-32k", 32_768), ("CodeGeeX2-6B-8k", 8_192),
                                              ("long-llama-3b-256k", 262_144), ("some-7b-chat-1m", 1_048_576),
                                              ("Mixtral-8x7B", None), ("Qwen2-57B-A14B", None), ("gpt-4o-mini", None)])
def test_context_in_name(name, tokens):
    assert context_in_name(name) == tokens


def test_the_tail_joins_the_name():
    t = "用 CodeGeeX2-6B-8k 做代码问答"
    assert with_context_tail(t, (2, 14)) == (2, 17)  # "CodeGeeX2-6B" grows to "CodeGeeX2-6B-8k"
    assert with_context_tail("run Foo-7B for 8k tokens", (4, 10)) == (4, 10)  # a context apart from the name stays apart


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_over_the_names_context_is_refused_in_english():
    out = _ask("serve MistralLite-7B-32k for 2 analysts pasting 40,000-token reports")
    # a pasted 40,000-token report is the prompt, and the window must also hold the answer: 40,000 + 338 (ShareGPT's
    # mean answer, as "prompts up to 4k" → asked 4,434 in test_older_named_rows) = 40,338, still over 32,768
    assert "32,768 context (asked 40,338: over the model's maximum)" in out


@pytest.mark.slow
def test_over_the_names_context_is_refused_in_simplified_chinese():
    out = _ask("用 CodeGeeX2-6B-8k 做代码问答，上下文 16k，5 个并发")
    assert "上下文 8,192（所问 16,384，超出模型上限）" in out
    assert "CodeGeeX2-6B-8k 最长上下文为 8,192 token" in out


@pytest.mark.slow
def test_over_the_names_context_is_refused_in_traditional_chinese():
    out = _ask("我們用 LLaMA-2-7B-32K 讀合約，每份約 5 萬 token，3 人同時用")
    assert "上下文 32,768（所問 50,000，超出模型上限）" in out
