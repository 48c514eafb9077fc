""""No cloud" said of an embedding job, a vision model's training or a text-to-video batch: the answer is the
machine to buy (tools.onprem_box via advisor.core.onprem_lines.boxed_lines), never a rental row or an hourly price.

Hand reasoning (the expert's): a shop that will not send its catalogue to any cloud buys the cards; the rented rows
only sized how many. 12 M tickets × 512 tokens with multilingual-e5-large (560 M parameters) is a few GPU-hours, so a
single card's box (its host RAM ≥ the card's memory, its TDP) answers it; an RT-DETR-style detector trained on
80,000 images is one card for hours, bought; a Wan2.1-1.3B batch of 120 clips a day is the cards that finish a day's
clips inside the day. Under each, no provider name, no "/h" or "/小时" price, no "rent"/"租".
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow

RENT = (" rent ", "/h ", "/h)", "runpod", "primeintellect", "shadeform", "/小时", "/小時", "每小时 ¥", "每小時")


@pytest.mark.parametrize("text, buy", [
    ("We must embed 12 million support tickets with multilingual-e5-large; on-prem only, nothing leaves our site.",
     "No cloud: buy"),
    ("不上云，我们要训练一个 YOLO11 检测模型，8 万张图片，买什么机器？", "不上云：买"),
    ("我哋公司想用 Wan2.1-1.3B 每日生成 120 條短片，唔想上雲，要買咩機？", "不上雲：買"),
])
def test_no_cloud_is_the_box_to_buy_and_no_rental(tmp_path, text, buy):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert buy in r.text, r.text
    assert "GiB" in r.text, r.text  # the host's RAM (tools.host)
    assert not any(w in r.text for w in RENT), r.text
    # the machine to buy is the answer, so "your own machine is outside what I compare" is never said beside it
    assert "outside what I compare" not in r.text and "不在比较范围" not in r.text and "不在比較範圍" not in r.text, r.text
