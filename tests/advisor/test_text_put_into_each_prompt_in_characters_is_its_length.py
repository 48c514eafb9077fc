"""Text put into each prompt with its length said after the verb in 字 ("每个问题要把相关合同一起塞进去，大概10万字") is the
prompt's length, at the message's 字 → token rate (advisor.core.cjk_rate), never a corpus and never dropped to the
default context (extract_rules.CONTEXT_CHARS)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_simplified_stuffed_contracts_are_the_prompt() -> None:
    # Hand: 8万字 × 0.67 token a 字 (Qwen's tokenizer, 简体) = 53,600 tokens, past Qwen3-32B's 32,768 native window
    # (YaRN to 131,072 said in the full answer); KV 2 × 64 × 8 × 128 × 2 B = 256 KiB a token → ≈ 14 GB a user
    f = _fields("用Qwen3-32B做投标文件问答，每个问题都要把整套招标文件放进去，大约8万字，15个同事用")
    assert f["seq_len"] == 53_600 and "dataset" not in f and "batch_requests" not in f, f


def test_traditional_attached_rules_are_the_prompt() -> None:
    # Hand: 3萬字 × 0.84 token a 字 (繁體: ×1.25 of 简体's 0.67) = 25,200 tokens
    f = _fields("用Qwen3-32B做規章問答，每次都要附上相關規章，約3萬字，40位同事用")
    assert f["seq_len"] == 25_200 and "dataset" not in f, f


def test_a_corpus_in_characters_is_not_one_prompt() -> None:
    f = _fields("用Qwen3-32B做知识库问答，知识库大概500万字的资料，20个人用")
    assert f.get("seq_len", 0) < 1_000_000, f
