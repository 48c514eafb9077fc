"""A block every request carries (a glossary, an extraction prompt, a system prompt) said with a length of zero, a sign
or a fraction under one token: no block has it. The figure is said not read, as other refused figures are, and the
block is not added; never the length without its sign, and never the schema's own validation error (a 0-token glossary
once stopped `ask` with "shared_prefix_tokens: Input should be greater than or equal to 1" and printed pydantic's text
in `chat`)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _said_not_read(e, said: str) -> bool:
    return any(said in n and ("not read" in n) for n in e.notes)


@pytest.mark.parametrize(("text", "said"), [
    ("extract fields from 1M invoices a day with Qwen2.5-7B with a 0-token glossary in every request", "0-token"),
    ("extract fields from 1M invoices a day with Qwen2.5-7B with a -2,000-token glossary in every request",
     "-2,000-token"),
    ("extract fields from 1M invoices a day with Qwen2.5-7B, with a 0-token glossary", "0-token"),
    ("extract fields from 1M invoices a day with Qwen2.5-7B, a -1,500-token extraction prompt", "-1,500-token"),
])
def test_a_zero_or_signed_block_is_said_not_read_in_english(text, said):
    e = extract(text)
    # the 1,000,000 a day is still a batch; no block is added (4,096 is the batch's default context, no 2,000 added)
    assert e.patch.batch_requests == 1_000_000, e.patch
    assert not e.patch.shared_prefix_tokens, e.patch
    assert _said_not_read(e, said), e.notes


@pytest.mark.parametrize("text", [
    "每天100万张发票用Qwen2.5-7B抽取字段，要附一份0 token的术语表在prompt里",
    "每天100萬張發票用Qwen2.5-7B抽取欄位，要附一份0 token的術語表在prompt裡",
    "每天100万张发票用Qwen2.5-7B抽取字段，要附一份-2000 token的术语表在prompt里",
])
def test_a_zero_or_signed_block_is_said_not_read_in_chinese(text):
    e = extract(text)
    assert not e.patch.shared_prefix_tokens, e.patch
    assert any("未读取" in z for z in e.zh_notes.values()), e.zh_notes


def test_a_block_under_one_token_is_said_not_read_never_a_validation_error():
    # 0.4 tokens rounds to no token: the range screen says it (a block is 1 to 10,000,000 tokens), no ValidationError
    e = extract("extract fields from 1M invoices a day with Qwen2.5-7B with a 0.4-token glossary in every request")
    assert not e.patch.shared_prefix_tokens, e.patch
    assert any("not read" in n for n in e.notes), e.notes
