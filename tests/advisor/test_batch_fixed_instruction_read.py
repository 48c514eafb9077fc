"""A batch's fixed instruction said in characters or words with a modifier ("300字的固定指令", "500字的統一指令", "a fixed
600-word instruction") is the shared prefix, prefilled once per replica (tools.load.shared_prefix_prefilled), and the
item's own input said after 每条 / 每條 + an input word is the item's prompt before which it goes.

Hand (Qwen tokenizer, Alibaba DashScope: ≈ 1.5 简体 characters a token, 繁體 ×1.25; OpenAI: 100 tokens ≈ 75 words):
- 简体: 每条输入约90字 → 90 × 0.67 (1 ÷ 1.5, as the reader rounds it) = 60 tokens; 450字的固定指令 → 450 × 0.67 = 301.5
  → 302 tokens; prompt 362, of which 302 from the cache.
- 繁體: 每條輸入約80字 → 80 × 0.84 = 67; 500字的統一指令 → 420; prompt 487.
- EN: a fixed 600-word instruction → 600 × 4/3 = 800 tokens before every item.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.load import shared_prefix_prefilled

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "shared", "prompt"), [
    ("用qwen2.5-7b把4000万条商品标题改写成广告语，每条输入约90字，另外有一段450字的固定指令，输出60字左右，4天内跑完", 302, 362),
    ("用Qwen2.5-7B批量改寫2000萬條商品描述，每條輸入約80字，另有一段500字的統一指令，輸出約100字，5天內完成", 420, 487),
])
def test_a_chinese_fixed_instruction_and_the_item_input_are_read(text: str, shared: int, prompt: int) -> None:
    # Hand: module doc; the old reader dropped both (the item at 161 tokens, no instruction at all)
    e = extract(text)
    assert e.patch.shared_prefix_tokens == shared and e.patch.prompt_tokens == prompt


def test_an_english_fixed_instruction_in_words_is_shared() -> None:
    # Hand: 600 words × 4/3 = 800 tokens shared; each 40-word title 53 tokens; output 60 words = 80
    e = extract("rewrite 5 million product titles with llama-3.1-8b, each title about 40 words, plus a fixed 600-word "
                "instruction, output ~60 words, within 4 days")
    assert e.patch.shared_prefix_tokens == 800


def test_the_shared_instruction_is_prefilled_once_per_replica() -> None:
    # Hand: 487-token prompts with a 420-token shared instruction on vLLM: 420 from the cache, 67 prefilled per item
    from tools.defaults import resolve
    from tools.schema import Workload

    e = extract("用Qwen2.5-7B批量改寫2000萬條商品描述，每條輸入約80字，另有一段500字的統一指令，輸出約100字，5天內完成")
    r, _ = resolve(Workload(**e.patch.model_dump(exclude_none=True)))
    assert shared_prefix_prefilled(r, 487) == 420
