"""A stated per-item input length sets the prompt (not the 161-token ShareGPT default), and a JSON whose fields are
named (not counted) is sized from the fields (tools.item_output), not as an 8-token label. Read through `advisor parse`."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tests.conftest import module_home

pytestmark = pytest.mark.slow  # each test runs the CLI reader (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def parse(text: str) -> dict:
    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["parse", text])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)["workload"]


# ---- the item's own input length ------------------------------------------------------------------------------------
# By hand: "~50 tokens" is 50 tokens as said. 35 字 with no model named: the general 0.6 token a character (DeepSeek API
# docs) → 21. 45 字 in 繁體: 0.6 × 1.25 (Traditional characters cost more, tools.cjk_tokens) × 45 = 33.75 → 34. "120
# words" at OpenAI's 4/3 tokens a word → 160, plus the triage answer's 40 tokens out → a 200-token context.
@pytest.mark.parametrize("text,field,value", [
    ("content filter: 3M posts/day through Qwen3 1.7B, posts are short (~50 tokens)", "prompt_tokens", 50),
    ("每天给40万条弹幕分类，每条弹幕大概35字", "prompt_tokens", 21),
    ("每日150萬則留言要分類，每則留言約45字", "prompt_tokens", 34),
    ("triage 80k support emails a day, emails average 120 words", "seq_len", 200),
])
def test_stated_item_length_sets_the_prompt(text, field, value):
    w = parse(text)
    assert w.get(field) == value, w


# By hand: the serving flow (a daily load, no batch) keeps the said length too: 1.2M messages a day, "messages are
# around 25 tokens" → 25-token prompts, never the 161-token default.
def test_stated_item_length_in_a_served_load():
    w = parse("spam check: 1.2M chat messages/day through Qwen3 4B, messages are around 25 tokens")
    assert w.get("prompt_tokens") == 25, w


# What is written back is no input: 每条回复100字 is the output's length (100 × 0.6 = 60 tokens out), not the prompt.
def test_an_output_length_is_no_input_length():
    w = parse("每天给10万条评论写回复，每条回复100字")
    assert w.get("output_tokens") == 60 and "prompt_tokens" not in w, w


# ---- a JSON of named fields ------------------------------------------------------------------------------------------
# By hand (tools.item_output): each JSON field ≈ 10 tokens (key, quotes, colon, a short value) + 2 for the braces.
# brand/size/fabric = 3 fields → 32; 部门 + 2个原因 = 1 + 2 = 3 fields → 32; 統編、稅額、總額、日期四個欄位 = 4 → 42;
# vendor, total, currency and due date = 4 → 42. Each was 8 tokens (a label) or nothing before.
@pytest.mark.parametrize("text,tokens", [
    ("250k listings/day, Qwen2.5-VL-7B to output brand/size/fabric tags as JSON", 32),
    ("每天6万条工单要分类，用qwen3-8b输出部门+2个原因的JSON", 32),
    ("每日3萬張發票要抽取，用Qwen2.5-VL-3B回傳統編、稅額、總額、日期四個欄位", 42),
    ("extract 200k invoices with qwen2.5-vl-7b, return vendor, total, currency and due date as JSON", 42),
])
def test_named_fields_size_the_output(text, tokens):
    w = parse(text)
    assert w.get("output_tokens") == tokens, w
