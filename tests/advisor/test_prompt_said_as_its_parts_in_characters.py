"""A prompt said as the sum of its parts in characters or words (each item's part + a fixed instruction) is read
through the characters-to-tokens rule (advisor.core.prompt_parts_read), never left at the 161-token default."""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("said", "prompt", "shared"), [
    # 简体, Qwen (1 token ≈ 1.5 characters → 0.67 a character): 120 字 → 80 tokens a prompt; 200 字 → 134 shared
    ("有500万条评论要用qwen2.5-7b做摘要每条输入大概120个字另外有一段200字的固定指令输出50个字左右5天内跑完", 80, 134),
    # 繁體 (× 1.25 the 简体 figure → 0.84 a character): 80 字 → 67; 400 字 → 336
    ("Qwen2.5-7B 批量改寫 200 萬條，每次 80 字的問題 + 400 字的說明，輸出 100 字", 67, 336),
    # English at 4/3 tokens a word: a 40-word title → 53; a 250-word instruction → 333 shared
    ("rewrite 2M product titles with Qwen2.5-7B: each prompt is a 40-word title plus a 250-word instruction, "
     "output 60 words", 53, 333),
])
def test_each_part_is_read_in_tokens(said: str, prompt: int, shared: int) -> None:
    e = extract(said)
    # the whole prompt holds the shared instruction (tools.defaults reads an item's own text as prompt − shared)
    assert e.patch.prompt_tokens == prompt + shared and e.patch.shared_prefix_tokens == shared, (e.patch, e.notes)


def test_the_output_length_is_never_the_prompt() -> None:
    # 输出50个字 is the answer (34 tokens), never each item's part
    e = extract("有500万条评论要用qwen2.5-7b做摘要每条输入大概120个字另外有一段200字的固定指令输出50个字左右5天内跑完")
    assert e.patch.output_tokens == 34 and e.patch.prompt_tokens == 80 + 134


def test_a_stated_prompt_in_tokens_is_kept() -> None:
    # a prompt already said in tokens wins: 500-token prompts stay 500
    e = extract("Qwen2.5-7B batch of 1M prompts, 500-token prompts plus a 250-word instruction, 100-token outputs")
    assert e.patch.prompt_tokens != 53
