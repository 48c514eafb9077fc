"""Owned cards and photo counts said in ways the reader missed (docs/CONVERSATION.md "Three reading decisions", 1).

1. Cards the user already has, said through the group or the box that holds them, with no 我 before the card:
   实验室只有8张V100, 手上有一台8卡A800, 我哋有部舊 server 插咗 4 張 T4. An expert answers on those cards first
   ("runs / doesn't on your machine"), so they are `owned_gpus`, never a rental filter for the same cards.
2. A photo said as 照 alone (200 張產品照, 50 张证件照) is a count of images for a picture fine-tune.
The expected values are the words of each text read by hand, never the reader's output.
"""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check, read


@pytest.mark.parametrize("text,n,card", [
    # 实验室只有 8 张 V100: the lab (the speaker's group) has eight V100s → owned, 8 cards
    ("实验室只有8张V100 32G，想全参微调Qwen2.5-7B，够不够？", 8, "V100"),
    # with 我們 before the lab and 只有 after it (繁體): still the speaker's group's cards, 8 of them
    ("我們實驗室只有8張V100，想用bf16全參數微調Qwen2.5-7B", 8, "V100"),
    ("我们课题组只有4张A100，想跑Qwen2.5-32B推理", 4, "A100"),
    # 课题组有两张A100: the research group's two A100s → owned, 2 (两 = 2)
    ("课题组有两张A100 80G，想跑Qwen2.5-32B推理，十个人用", 2, "A100"),
    # 手上有一台8卡A800: "one 8-card box" in hand → owned, 8 cards (the 8 before 卡 is the card count)
    ("手上有一台8卡A800 80G，想部署Qwen2.5-72B，能跑吗", 8, "A800"),
    # 我哋有部舊 server 插咗 4 張 T4: "our old server has 4 T4s plugged in" (Cantonese) → owned, 4
    ("我哋有部舊 server 插咗 4 張 T4，想行 Qwen2.5-7B，夠唔夠？", 4, "T4"),
    # 我们有台老机器装了2张3090: "an old machine with two 3090s" → owned, 2
    ("我们有台老机器装了2张3090，想跑Qwen2.5-14B推理", 2, "3090"),
])
def test_cards_held_by_the_group_or_an_old_box_are_owned(text, n, card):
    got = read(text)
    assert got.get("owned_gpus") is True and got.get("num_gpus") == n, (text, got)
    assert card in (got.get("gpu_preference") or ""), (text, got)


@pytest.mark.parametrize("text", [
    # a rental stated with the same words is no owned card: 想租 8卡A800 — "want to rent an 8-card A800"
    "想租8卡A800跑DeepSeek-V3",
    # 老 describes a request for a rental, no owner: "rent an old box with 4 T4s"
    "我想租一台老服务器有4张T4跑Qwen2.5-7B",
])
def test_a_rental_said_with_the_same_words_is_not_owned(text):
    check(text, {}, never=("owned_gpus",))


@pytest.mark.parametrize("text,n", [
    # 200 張產品照: 200 product photos → 200 images (the job named: FLUX.1-dev LoRA)
    ("想用自己拍的 200 張產品照訓練 FLUX.1-dev 的 LoRA，要租什麼卡？", 200),
    # 50 张证件照: 50 ID photos → 50 images
    ("用50张证件照训练SDXL的LoRA，要多久", 50),
])
def test_a_photo_said_as_zhao_is_a_count_of_images(text, n):
    check(text, {"dataset": {"amount": float(n), "unit": "images"}})
