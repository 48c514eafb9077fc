"""Qwen3's hybrid releases think before they answer unless switched off (Qwen3 model card: enable_thinking=True by
default): a chat on them gets one line that the thinking tokens (often 1-4k an answer) multiply the output and are not
in the plan's answer length unless said. The -Instruct-2507 releases and Qwen3-Coder do not think."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import reasoning_model, resolve, thinks_by_default
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("name,thinks", [
    ("Qwen3-8B", True), ("Qwen3-0.6B", True), ("Qwen3-30B-A3B", True), ("Qwen3-235B-A22B", True),
    ("Qwen3-Coder-480B-A35B", False),           # no thinking mode
    ("Qwen3-235B-A22B-Instruct-2507", False),   # the 2507 Instruct never thinks
    ("Qwen2.5-7B", False), ("Llama-3.1-8B", False), (None, False),
])
def test_which_models_think_by_default(name, thinks):
    assert thinks_by_default(name) is thinks


def test_no_context_said_says_the_thinking_once():
    # not sized as a reasoning model (its thinking can be switched off): the plain 4,096-token default context, and
    # the one line that says the thinking is not in it
    w, notes = resolve(Workload(task="inference", model="Qwen3-14B", concurrency=10))
    assert not reasoning_model("Qwen3-14B")
    assert w.seq_len == 4096
    assert [n.code for n in notes].count("defaults.thinking_default") == 1


def test_a_stated_context_still_says_the_thinking_once():
    w, notes = resolve(Workload(task="inference", model="Qwen3-235B-A22B", concurrency=8, seq_len=16_384))
    assert w.seq_len == 16_384
    assert [n.code for n in notes].count("defaults.thinking_default") == 1


def test_a_stated_answer_length_is_kept_and_not_warned():
    w, notes = resolve(Workload(task="inference", model="Qwen3-8B", concurrency=4, output_tokens=300, seq_len=2048))
    assert w.output_tokens == 300
    assert "defaults.thinking_default" not in [n.code for n in notes]


def test_a_coder_model_is_not_said_to_think():
    # Qwen3-Coder has no thinking mode
    w, notes = resolve(Workload(task="inference", model="Qwen3-Coder-480B-A35B", concurrency=4))
    assert "defaults.thinking_default" not in [n.code for n in notes]


@pytest.mark.parametrize("text", ["serve qwen3 32b as a chatbot for 12 people at once",
                                  "用 千问3 32B 做聊天机器人，12 人同时用"])
def test_read_in_english_and_chinese(text):
    p = extract(text).patch
    assert p.model == "Qwen3-32B"
    w, notes = resolve(Workload(**p.model_dump(exclude_none=True)))
    assert "defaults.thinking_default" in [n.code for n in notes]
