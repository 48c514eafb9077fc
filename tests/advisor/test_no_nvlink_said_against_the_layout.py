"""Cards said to have no NVLink ("PCIe only", 没有 NVLink, 沒有 NVLink 橋接) are echoed under the answer against its
layout (tools.pcie_only, advisor.core.no_nvlink_lines): one copy a card needs no link; a tensor-parallel group crosses
PCIe (the card's x16 link per direction, PCI-SIG); a plan that counted on the card's NVLink is said to be slower than
shown, with one card or pipeline parallel as the layout to prefer. The missing bridge was read as nothing."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.no_nvlink_lines import no_nvlink_said
from advisor.core.store import Store
from catalog.gpus import get_gpu
from tests.conftest import module_home
from tools.pcie_only import pcie_only_link

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "said"), [
    ("two RTX A5000 cards, PCIe only", True),
    ("4x RTX 3090 without NVLink", True),
    ("三张 A6000，只走 PCIe", True),
    ("兩張 RTX A5000，沒有 NVLink 橋接", True),
    ("2x RTX A5000 with an NVLink bridge", False),  # the bridge said present: advisor.core.bridge_lines
    ("serve Qwen2.5-7B on one L4", False),
])
def test_no_nvlink_is_read(text, said):
    assert no_nvlink_said(text) is said


def test_the_link_by_hand():
    # RTX A5000: PCIe 4.0 x16 = 32 GB/s each way (PCI-SIG); its NVLink bridge pairs two cards (max_tp 2), so a TP 2
    # plan counted on NVLink; TP 4 already crosses PCIe between pairs; TP 1 sends nothing between cards.
    # L40S: PCIe 4.0 and no NVLink connector, so TP 2 is PCIe as timed.
    a5000, l40s = get_gpu("RTX A5000"), get_gpu("L40S")
    assert pcie_only_link(a5000, 2) == ("nvlink_planned", 32.0)
    assert pcie_only_link(a5000, 4) == ("pcie_tp", 32.0)
    assert pcie_only_link(a5000, 1) == ("one_copy", 32.0)
    assert pcie_only_link(l40s, 2) == ("pcie_tp", 32.0)


def _ask(tmp_path, text: str, key: str):
    return Engine(Store(tmp_path / f"{key}.db")).handle(key, text)


@pytest.mark.slow
def test_pcie_only_on_owned_bridge_cards_in_english(tmp_path):
    # Llama-3.1-70B AWQ ≈ 40 GB of weights: a 48 GB RTX A6000 holds it with little KV, so the plan pairs two cards in
    # TP 2 — which it times over the A6000's NVLink bridge the user said they lack: said slower, PP or one card offered
    r = _ask(tmp_path, "We own 2x RTX A6000, PCIe only. Serve Llama-3.1-70B-Instruct AWQ to 5 engineers?", "en")
    assert "you said no NVLink (PCIe only)" in r.text and "32 GB/s each way" in r.text, r.text[-1500:]
    assert "pipeline parallel" in r.text


@pytest.mark.slow
def test_no_nvlink_on_rented_cards_in_simplified_chinese(tmp_path):
    # Qwen2.5-72B AWQ ≈ 41 GB on L40S (48 GB, PCIe 4.0, no NVLink): the echo names PCIe 4.0 x16, 32 GB/s each way
    r = _ask(tmp_path, "租 2 张 L40S 跑 Qwen2.5-72B-Instruct-AWQ，只走 PCIe，10 个人用", "zh")
    assert "你说没有 NVLink（只走 PCIe）" in r.text and "32 GB/s" in r.text, r.text[-1500:]


@pytest.mark.slow
def test_no_bridge_on_owned_cards_in_traditional_chinese(tmp_path):
    # Qwen2.5-32B (≈ 65 GB in 16-bit) on 4 × RTX 3090 (24 GB): TP 4 crosses PCIe 4.0 between the bridge pairs anyway
    r = _ask(tmp_path, "我們有 4 張 RTX 3090，沒有 NVLink 橋接，想跑 Qwen2.5-32B 給 6 個同事用，可以嗎？", "hant")
    assert "你說沒有 NVLink（只走 PCIe）" in r.text and "PCIe 4.0 x16" in r.text, r.text[-1500:]
