"""A buy-or-rent answer for a user in mainland China who names no region is led by a CUDA plan, never an overseas
ROCm (MI300X) marketplace row; the ROCm row stays below it. Everyone else keeps the general ROCm lead margin."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from tests.conftest import module_ask, module_home
from tools.purchase_lead import cuda_pick, mainland_purchase
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _offer(vendor: str, name: str) -> SimpleNamespace:
    return SimpleNamespace(gpu=SimpleNamespace(vendor=vendor, name=name))


@pytest.mark.parametrize(("w", "mainland"), [
    (Workload(language="zh", checked_gpu="L20", checked_gpu_count=4), True),  # 简体, no place said
    (Workload(language="zh-Hant", buy_server=True, located=["cn-south"]), True),  # 繁體 written from Shenzhen
    (Workload(language="en", buy_server=True, located=["cn"]), True),  # English from Beijing
    (Workload(language="zh-Hant", checked_gpu="L20"), False),  # 繁體, no place: Taiwan or Hong Kong, not mainland
    (Workload(language="zh", checked_gpu="L20", regions=["us"]), False),  # a region named: its rows as ranked
    (Workload(language="zh", model="Qwen2.5-14B"), False),  # no purchase asked
])
def test_a_mainland_purchase_is_read_from_the_language_place_and_buy(w, mainland):
    assert mainland_purchase(w) is mainland


def test_the_first_nvidia_plan_replaces_an_amd_pick_and_nothing_else_moves():
    # ranked: 1 × MI300X (cheapest), 4 × L40S, 2 × H100 → for a 简体 "买 4 张 L20 还是租": 4 × L40S leads
    ranked = [_offer("AMD", "MI300X"), _offer("NVIDIA", "L40S"), _offer("NVIDIA", "H100 SXM")]
    w = Workload(language="zh", checked_gpu="L20", checked_gpu_count=4)
    assert cuda_pick(ranked[0], ranked, w) is ranked[1]
    assert cuda_pick(ranked[1], ranked, w) is None  # a CUDA pick stays
    assert cuda_pick(ranked[0], ranked, Workload(language="en", checked_gpu="L20")) is None
    # the AMD card asked about itself ("runpod 的 MI300X … 要两台 8 卡 MI300X 吗？") stays first: that card is what is weighed
    assert cuda_pick(ranked[0], ranked, Workload(language="zh", checked_gpu="MI300X", checked_gpu_count=16)) is None


def _first_row(out: str) -> str:
    return next((x for x in out.splitlines() if re.match(r"\| 1 \|", x)), "")


@pytest.mark.slow
def test_simplified_buy_or_rent_with_no_place_is_led_by_a_cuda_plan(ask):
    # Llama-3.3-70B for 60 people online: BF16 weights 70.6B × 2 B ≈ 141 GB, so 2 × MI300X (192 GB each) was the
    # cheapest hour ranked; for a mainland buyer weighing 8 × H20 against renting, the rent to compare is a CUDA plan
    # (4 × A800 80GB ≈ 320 GB here), the MI300X row below it.
    out = ask("公司内部知识库要给 60 人同时在线用 Llama-3.3-70B，老板问要不要直接买一台 8 卡 H20，还是租？")
    first = _first_row(out)
    assert first and "MI300X" not in first, out


@pytest.mark.slow
def test_traditional_from_shenzhen_is_led_by_a_cuda_plan(ask):
    # the same load written in 繁體 from Shenzhen (mainland): a CUDA plan first, as above
    out = ask("我們在深圳，公司內部知識庫要給 60 人同時在線用 Llama-3.3-70B，老闆問要不要直接買一台 8 卡 H20，還是租？")
    first = _first_row(out)
    assert first and "MI300X" not in first, out


def test_the_assumptions_say_why_the_cuda_plan_leads():
    # 2 × MI300X ranked first, 4 × A800 moved ahead of it: both named, in English and in Chinese
    rocm = SimpleNamespace(total_gpus=2, gpu=SimpleNamespace(name="MI300X"))
    cuda = SimpleNamespace(total_gpus=4, gpu=SimpleNamespace(name="A800 80GB PCIe"))
    from tools.purchase_lead import lead_note

    m = lead_note(rocm, cuda)
    assert "4 × A800 80GB PCIe leads although 2 × MI300X" in m.text("en")
    assert "CUDA 服务器" in m.text("zh")
