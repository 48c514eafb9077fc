"""A batch's stated instruction length and output length are read whatever small words sit between the noun and the
figure: "prompt w/ instructions ~700 tokens, output tiny json ~20 tokens" was sized as an 80-token item with the 8-token
label default (the 700-token block every item carries and the 20 tokens out were both dropped)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "need to tag 30M short social posts (avg 60 words) into 1 of 25 topics + sentiment w/ gemma-3-4b-it. prompt w/ "
    "instructions ~700 tokens, output tiny json ~20 tokens. its thursday night, need it by sunday. cheapest possible, "
    "spot/preemtible fine, any region",
    "用gemma-3-4b-it给3000万条帖子打标签，每条平均60字，指令约700 token，输出一个小json约20 token",
    "用gemma-3-4b-it給3000萬則貼文打標籤，每則平均60字，指令約700 token，輸出一個小json約20 token",  # 繁體
])
def test_instruction_block_and_json_output_lengths_are_read(text):
    # 30M items, each 700 instruction tokens + the post + 20 out (60 words × 1.33 ≈ 80 tokens in English)
    p = extract(text).patch
    assert p.batch_requests == 30_000_000 and p.shared_prefix_tokens == 700 and p.output_tokens == 20


def test_the_instructions_are_a_length_in_a_batch():
    p = extract("classify 2M tickets with Qwen3-8B, the instructions are ~700 tokens, output a small json of ~20 tokens").patch
    assert p.shared_prefix_tokens == 700 and p.output_tokens == 20


def test_a_json_output_with_no_length_keeps_the_label_default():
    # no length said: the answer still says its assumed label length (not 1 token, not 20)
    p = extract("2000万条电商评论做情感+属性抽取，每条平均80个字，输出一个小json，一周内搞完").patch
    assert p.output_tokens not in (1, 20)
