"""A card count that is no count (a fraction, zero, NaN, a power of ten) glued between Chinese words was read as
something else or dropped without a word: 用1.5张H100给10个用户部署Qwen2.5-7B sized one H100 (the "1" before the
point), 用2.5块A100训练 two A100s, 用0.5张卡 and 用0张H100 were silent, while "on 1.5 H100s" and 用 1.5 张 H100 (spaced)
were said not read. The screen ended at a word boundary a Chinese character does not make (给 is a word character)
and knew no 卡 / 显卡 as the card. Now each is said not read, in the user's own characters, and no card count or card is
taken from it; whole counts are read as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("用1.5张H100给10个用户部署Qwen2.5-7B", "1.5张H100"),  # was num_gpus 1, an H100
    ("用1.5張H100給10個用戶部署Qwen2.5-7B", "1.5張H100"),  # 繁體
    ("用2.5块A100训练Llama-3-8B LoRA", "2.5块A100"),  # was num_gpus 2, an A100
    ("用0.5张卡给10个用户部署Qwen2.5-7B", "0.5张卡"),  # 卡 is the card
    ("用1.5张显卡跑Qwen2.5-7B", "1.5张显卡"),
    ("我有1.5张4090给10个用户部署Qwen2.5-7B", "1.5张4090"),  # a bare GeForce number glued to 给
    ("用0张H100给10个用户部署Qwen2.5-7B", "0张H100"),
    ("用NaN张H100给10个用户部署Qwen2.5-7B", "NaN张H100"),
])
def test_a_card_count_that_is_no_count_glued_to_chinese_is_said_not_read(text, said):
    e = extract(text)
    assert e.patch.num_gpus is None and e.patch.gpu_preference is None, e.patch
    assert f"'{said}' is not read: a count of GPUs is a whole number from 1 up; write it in plain digits" in e.notes
    assert f"“{said}”未读取：GPU 数量应是 1 以上的整数；请用普通数字写出" in e.zh_notes.values()


@pytest.mark.parametrize(("text", "n", "gpu"), [
    ("用2张H100给10个用户部署Qwen2.5-7B", 2, "H100"),
    ("用10张H100给10个用户部署Qwen2.5-7B", 10, "H100"),  # the 0 of 10 is no zero count
    ("用2张卡给10个用户部署Qwen2.5-7B", 2, None),
    ("用8块A100训练Llama-3-8B LoRA", 8, "A100"),
])
def test_a_whole_card_count_glued_to_chinese_is_read_as_before(text, n, gpu):
    e = extract(text)
    assert e.patch.num_gpus == n and e.patch.gpu_preference == gpu, e.patch
    assert not any("count of GPUs" in note for note in e.notes), e.notes
