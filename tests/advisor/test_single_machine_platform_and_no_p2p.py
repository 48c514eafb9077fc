"""A training plan over machines said against the platform and the card (the expert's key for "AutoDL 上 4090 全参微调
Qwen3-8B"): full fine-tuning holds 16 B a parameter × 8.2 B ≈ 131 GB of state plus activations, so the plan spans
machines of RTX 4090s; AutoDL rents single machines (no RDMA between instances), so two 4090 machines over
InfiniBand / RoCE are not rentable there and one machine of A800 80GB cards (NVLink) is the realistic plan; and the
RTX 4090 has no NVLink and no P2P, so ZeRO-3 all-gathers cross PCIe through the host.
"""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from tests.conftest import module_engine
from tools.recommend import SINGLE_MACHINE_PLATFORMS
from tools.schema import Msg


def test_machines_over_rdma_on_a_single_machine_platform_say_so_with_the_cards_link():
    m = Msg(code="recommend.machines_over_rdma", args={"nodes": 2, "single": ["autodl"], "no_p2p": "RTX 4090"})
    en, zh = m.text("en"), m.text("zh")
    assert "not rentable on autodl" in en and "A800 80GB" in en and "no NVLink and no P2P" in en
    assert "租不到" in zh and "A800 80GB" in zh and "不支持 P2P" in zh
    assert "autodl" in SINGLE_MACHINE_PLATFORMS


def test_a_datacenter_plan_elsewhere_keeps_the_plain_words():
    m = Msg(code="recommend.machines_over_rdma", args={"nodes": 2, "single": [], "no_p2p": None})
    assert m.text("en") == "2 machines over InfiniBand or RoCE (RDMA)"
    assert m.text("zh") == "2 台机器（需 InfiniBand 或 RoCE（RDMA）互联）"


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
def test_full_fine_tuning_on_autodl_4090s_says_the_plan_is_not_rentable_there(engine):
    for t in ("想在autodl上用4090微调qwen3-8b，数据是5亿token的客服对话，lora就行，要几张卡跑多久多少钱",
              "技术负责人说lora效果不够，要全参微调，还能用4090吗"):
        text = engine.handle("autodl-full", t).text
    assert "在 autodl 上租不到" in text and "不支持 P2P" in text and "A800 80GB" in text, text
