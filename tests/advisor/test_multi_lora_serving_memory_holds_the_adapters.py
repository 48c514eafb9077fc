"""A multi-LoRA service (one adapter per NPC on one Qwen3-8B) sizes each card with the adapter slots in it and the
host with every adapter cached in RAM; the note said ≈ 2.8 GB "beside the weights and KV" and the memory left it out.

Hand figures: 32 slots × 87.3 MB = 2.79 GB a card → the same load without adapters needs 41.8 GB a card, with them
41.8 + 2.8 = 44.6 GB; 2,000 adapters × 87.3 MB = 174.6 GB of host RAM on top of the GPU memory."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

LOAD_ZH = "晚高峰大概300路同时在生成，每次上下文4k左右，回复100字左右，首字要500ms以内，国内部署，怎么配卡"


def _need(out: str, pattern: str) -> float:
    m = re.search(pattern, out)
    assert m is not None, out[:1500]
    return float(m.group(1))


def test_npc_adapters_add_their_slots_to_each_card(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    plain = eng.handle("a", "游戏公司，NPC对话，Qwen3-8B，" + LOAD_ZH).text
    lora = eng.handle("b", "游戏公司，NPC对话，每个NPC一个Qwen3-8B的LoRA（rank 16），现在200个NPC，" + LOAD_ZH).text
    assert "已计入下面每个副本的显存" in lora, lora[:1500]
    diff = _need(lora, r"每卡需约 ([\d.]+) GB") - _need(plain, r"每卡需约 ([\d.]+) GB")
    assert diff == pytest.approx(2.8, abs=0.15), (plain[:800], lora[:800])


def test_two_thousand_cached_adapters_reach_the_host_ram(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("c", "game studio: one LoRA adapter per NPC on Qwen3-8B, rank 16, 2,000 NPCs, 300 concurrent "
                            "users at peak, 4k context, first token under 500 ms. what GPUs?").text
    assert "added to each replica's memory below" in first and "174.6 GB" in first, first[:1500]
    full = eng.handle("c", "details").text
    assert "GiB of GPU memory and cached LoRA adapters" in full, full[-3000:]
