"""An NVIDIA Jetson AGX Orin 64GB (catalog row: 64 GB LPDDR5 at 204.8 GB/s, sourced) put at each of N sites is owned
edge hardware: N devices, each answered on its own memory bandwidth (tools.owned_device), never a rental with no price
nor "not in my catalog"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # whole answers


def test_thirty_factory_lines_each_with_an_orin(tmp_path):
    # 简体: 30 lines, one Orin 64G each, DeepSeek-R1-Distill-Qwen-7B. By hand: Q4_K_M ≈ 4.2 GB of weights read a token,
    # 0.7 × 204.8 GB/s ÷ 4.2 GB ≈ 34 tok/s; a thinking answer of 8,192 tokens is minutes, far over 10 s
    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "工厂30条产线，想每条线放一台jetson agx orin 64g，跑deepseek-r1-distill-qwen-7b给工人查SOP和故障处理，"
             "要求10秒内答完。这样配可以吗？大概多少钱").text
    assert "不在我的目录里" not in text and "30 台机器" in text, text[:1500]
    assert "每人约 34 tokens/s" in text and "连一个人都达不到" in text, text[:1500]


def test_branches_and_warehouses_each_with_an_orin(tmp_path):
    # 繁體 HK: 20 branches, one each, Qwen2.5-7B-Instruct: ≈ 36 tok/s (0.7 × 204.8 ÷ ≈ 4 GB), 20 replicas
    zh = Engine(store=Store(tmp_path / "z.db")).handle(
        "t", "我哋20間分店，每間分店擺一部Jetson AGX Orin 64GB跑Qwen2.5-7B-Instruct答員工問題，幾快？").text
    assert "20 台機器" in zh and "每人約 36 tokens/s" in zh, zh[:1500]
    # English: "bought 12 … one per warehouse"
    en = Engine(store=Store(tmp_path / "e.db")).handle(
        "t", "We bought 12 Jetson AGX Orin 64GB units, one per warehouse; run Qwen2.5-7B-Instruct for staff questions. "
             "How fast per answer?").text
    assert "your own Jetson AGX Orin 64GB runs it" in en and "12 independent replicas" in en, en[:1500]
