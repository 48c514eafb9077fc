"""A model released in FP8 (Kimi-K2, DeepSeek-V3 / R1) whose FP8 weights need more than one 8-GPU machine for the
load, with a published 4-bit checkpoint: the INT4 plan on one machine is sized and priced. With no precision stated it
leads when it holds the load for under tools.precision_lead.PRECISION_LEAD_SHARE of the FP8 plan (the headline says the
change from the released FP8, the quality caveat and the FP8 plan with its price); with FP8 stated it is the named lever
with its price and the FP8 plan stays first. A community checkpoint is named as one, never as the makers' own."""
from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog import registry
from tests.conftest import module_home
from tools.precision_lead import lower_precision_leads
from tools.recommend import int4_by_makers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _arch(name: str):
    return registry.get(name)


def test_the_fp8_releases_carry_a_community_int4_checkpoint_named_as_such():
    # DeepSeek-R1's AWQ is cognitivecomputations', Kimi-K2's W4A16 is Red Hat AI's: published, not the makers' own;
    # Qwen2.5-72B-Instruct-AWQ is Qwen's own.
    for name, repo in (("DeepSeek-R1", "cognitivecomputations/DeepSeek-R1-AWQ"),
                       ("Kimi-K2", "RedHatAI/Kimi-K2-Instruct-quantized.w4a16")):
        arch = _arch(name)
        assert arch.native_precision == "fp8" and arch.int4_checkpoint == repo and arch.int4_community, arch
        assert not int4_by_makers(arch)
    assert int4_by_makers(_arch("Qwen2.5-72B"))


def test_int4_on_one_node_at_half_the_fp8_pair_leads_when_none_is_stated():
    # Hand: Kimi-K2 FP8 on 2 × 8 × H200 at $50.14/h against INT4 on 1 × 8 × H200 at $25.07/h: 50 % < 60 %, no copy
    # split over machines: INT4 leads; a stated FP8 keeps the FP8 plan.
    arch = _arch("Kimi-K2")
    assert lower_precision_leads(arch, None, True, ("awq", 25.07, False), 50.14)
    assert not lower_precision_leads(arch, "fp8", True, ("awq", 25.07, False), 50.14)


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


# Hand figures for the answers below (Kimi-K2, 61 layers, MLA cache (512 + 64) × 2 bytes × 61 = 70,272 B ≈ 69 KiB a
# token, the same on every GPU under TP):
# - FP8 weights ≈ 1,026 B params ≈ 1,029 GB: 128.6 GB a GPU of 8 × H200 (vLLM pool 0.9 × 150.8 = 135.7 GB); 40 users ×
#   8,192 tokens ≈ 23 GB of cache at the full length does not fit beside them: 2 nodes (2 replicas), $50.14/h.
# - INT4 (RedHatAI W4A16, ≈ 510 GiB ≈ 548 GB published; 537 GB sized): ≈ 67 GB a GPU + the cache ≈ 73 GB of 135.7:
#   one node at $25.07/h (≈ $18.3k a month against ≈ $36.6k), ≈ 33 tokens/s a user at 40 at once (over the 20 floor).
@pytest.mark.slow
def test_english_kimi_k2_on_h200_leads_with_int4_on_one_node(tmp_path):
    text = answer(tmp_path, "Serve Kimi-K2 for 40 concurrent users on H200, 8k context")
    head = text.split("|")[0]
    assert "FP8 default → AWQ planned" in text.splitlines()[0], text.splitlines()[0]
    assert "Planned with INT4 weights" in head and "a change from the FP8 the model is released in" in head, head
    assert "arXiv:2306.00978" in head and "(8 × H200 SXM 141 GB, needs" in head, head
    assert "In FP8: 2 × " in head and "$50.14/h (this plan is 50% of it)" in head, head
    assert "16-bit default" not in head, head


@pytest.mark.slow
def test_simplified_kimi_k2_on_h200_leads_with_int4_on_one_node(tmp_path):
    text = answer(tmp_path, "用 H200 部署 Kimi-K2，40 路并发，8k 上下文")
    head = text.split("|")[0]
    assert "默认 FP8 → 方案 AWQ" in text.splitlines()[0], text.splitlines()[0]
    assert "不再用模型发布的 FP8（这里要多台机器）" in head and "（8 × H200 SXM 141 GB，每卡需约" in head, head
    assert "按 FP8：2 台 " in head and "（本方案为其 50%）" in head, head


@pytest.mark.slow
def test_traditional_kimi_k2_on_h200_leads_with_int4_on_one_node(tmp_path):
    text = answer(tmp_path, "用 H200 部署 Kimi-K2，40 路並發，8k 上下文")
    head = text.split("|")[0]
    assert "預設 FP8 → 方案 AWQ" in text.splitlines()[0], text.splitlines()[0]
    assert "不再用模型發佈的 FP8（這裡要多臺機器）" in head and "按 FP8：2 臺 " in head, head


@pytest.mark.slow
def test_a_stated_fp8_keeps_two_nodes_first_and_names_int4_with_its_price(tmp_path):
    # Hand: as above, the user chose FP8: 2 × 8 × H200 at $50.14/h leads; INT4 on one node at $25.07/h (50 % less) is
    # the named lever with its quality caveat.
    text = answer(tmp_path, "Serve Kimi-K2 in FP8 for 40 concurrent users on H200, 8k context")
    assert "AWQ planned" not in text.splitlines()[0], text.splitlines()[0]
    assert "rent 2 × " in text.split("|")[0], text[:800]
    assert "Lever: INT4 weights" in text and "at $25.07/h (the pick: $50.14/h)" in text, text
    assert "you asked for FP8 weights" in text and "(50% less)" in text, text
