"""A batch whose prompt length is said beside the item's own length ("提示词大概150token评论平均80字", "prompt is about
150 tokens, reviews avg 80 words", 每条带150 token的指令): the prompt is the instruction put before every item, so each
item's input is the instruction plus the item, and the answer says the prefix cache prefills the instruction once per
replica (tools.load.shared_prefix_prefilled). The 150 tokens were dropped (54 tokens in, not 204), or, read as shared
with the item's length read as the whole prompt, the whole prompt was counted as cached."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand: 80 Chinese characters on Qwen3's tokenizer ≈ 0.67 tokens each → 54 (简体), 67 in 繁體 (the reader's rate);
# 80 English words × 1.33 → 107. Each + 150 instruction tokens.
@pytest.mark.parametrize(("text", "own"), [
    ("有5000万条商品评论要做情感+话题分类，想用qwen3-8b关掉思考，提示词大概150token评论平均80字，输出就一个json标签，"
     "三天内跑完，最便宜的方案？AutoDL可以", 54),
    ("有5000万条商品评论要做分类，用qwen3-8b，每条带150 token的指令，评论平均80字，三天内跑完，AutoDL也行", 54),
    ("5000万条评论分类，qwen3-8b，每条都带150token的提示词，评论平均80字", 54),
    ("5000萬條評論分類，qwen3-8b，提示詞大概150token，評論平均80字，三天內跑完", 67),
    ("classify 50M reviews with qwen3-8b, prompt is about 150 tokens, reviews avg 80 words, within 3 days, cheapest",
     107),
    ("classify 50M reviews with qwen3-8b, the prompt is ~150 tokens plus the review (avg 80 words), balanced", 107),
])
def test_the_prompt_beside_the_item_is_added_to_each_item(text, own):
    p = extract(text).patch
    assert p.shared_prefix_tokens == 150, p
    assert p.prompt_tokens == own + 150, p


def test_a_prompt_length_alone_is_the_whole_prompt():
    # no item length said: the 150 tokens are each prompt as a whole, nothing is added
    p = extract("classify 50M reviews with qwen3-8b, prompts are about 150 tokens each, output 5 tokens").patch
    assert p.shared_prefix_tokens is None and p.seq_len == 155, p


@pytest.mark.slow
def test_the_answer_prices_the_instruction_and_says_the_prefix_cache(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "有5000万条商品评论要做情感+话题分类，想用qwen3-8b关掉思考，提示词大概150token评论平均80字，输出就一个json标签，"
        "三天内跑完，最便宜的方案？AutoDL可以")).text
    assert "输入 204 token" in out, out  # 150 + 54
    assert "150 token 的指令" in out and "前缀缓存" in out, out
    assert "仅AutoDL" not in out and "目录中没有能承载该负载的方案" not in out, out
    assert "完全没有它的机型和价格" in out, out
