"""An NVLink bridge stated on the user's own cards is said against the plan's layout (tools.bridge_link): the link its
tensor parallel runs over (the card's NVLink figure from the catalog, not PCIe), idle with one copy a card, or no
connector on a card that has none. Messages in English, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.bridge_lines import nvlink_said
from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.bridge_link import bridge_link

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said"), [
    ("we own 2x RTX A5000 with an NVLink bridge", True),
    ("两张 RTX A6000，带 NVLink 桥", True),
    ("兩張 3090 Ti（有 NVLink）", True),
    ("2x RTX 3090, no NVLink", False),
    ("兩張 A5000，冇 NVLink", False),
])
def test_the_bridge_is_read(text, said):
    assert nvlink_said(text) is said


def test_the_bridge_against_the_layout():
    # RTX A5000: NVLink 3.0 bridge, 112.5 GB/s bidirectional (catalog row, NVIDIA's spec); it pairs two cards, so TP 2
    # runs over it, TP 4 crosses PCIe between the pairs, TP 1 (one copy a card) sends nothing over it. The L40S has no
    # NVLink connector at all.
    a5000 = get_gpu("RTX A5000")
    assert bridge_link(a5000, 2) == ("bridge", 112.5)
    assert bridge_link(a5000, 4)[0] == "pairs" and bridge_link(a5000, 1)[0] == "idle"
    assert bridge_link(get_gpu("L40S"), 2) == ("no_connector", None)


def _ask(tmp_path, text: str, key: str):
    return Engine(Store(tmp_path / f"{key}.db")).handle(key, text)


@pytest.mark.slow
def test_tp_over_the_stated_bridge_in_traditional_chinese(tmp_path):
    # Qwen2.5-32B AWQ ≈ 19 GB of weights + KV (2·64·8·128·2 = 262,144 B a token) for ≈ 5 users × 4,096 ≈ 5.4 GB on
    # 24 GB RTX A5000s: a copy with its KV does not fit one card's ≈ 22 GB pool well → TP 2 over the bridge.
    r = _ask(tmp_path, "公司部機插咗兩張 RTX A5000（有 NVLink），想行 Qwen2.5-32B-Instruct-AWQ 俾 8 個同事用，得唔得？", "hant")
    assert "NVLink 橋" in r.text and "112.5 GB/s" in r.text and "不走 PCIe" in r.text


@pytest.mark.slow
def test_a_bridge_said_on_a_card_without_one_in_simplified_chinese(tmp_path):
    r = _ask(tmp_path, "我们有两张 RTX 4090，用 NVLink 连着，跑 Qwen2.5-32B-Instruct-AWQ 给 6 个人用", "zh")
    assert "RTX 4090 没有 NVLink 接口" in r.text


@pytest.mark.slow
def test_one_copy_a_card_leaves_the_bridge_idle_in_english(tmp_path):
    # Qwen2.5-32B AWQ ≈ 19 GB + KV on a 48 GB RTX A6000: one card holds a copy, so two replicas, no TP.
    r = _ask(tmp_path, "We own a workstation with 2x RTX A6000 joined by an NVLink bridge. Want to serve "
                       "Qwen2.5-32B-Instruct-AWQ to 12 engineers.", "en")
    assert "the NVLink bridge (112.5 GB/s bidirectional) carries nothing here" in r.text
