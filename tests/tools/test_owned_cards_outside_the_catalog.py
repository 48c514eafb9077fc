"""Cards the user owns that no cloud rents (consumer and old datacenter boards: RTX 4060 Ti 16GB, RTX 3060 12GB, TITAN
RTX, MI50 / MI60 / MI100) are catalog rows, read with their count as the user's cards, a memory said as their total
(一共 / 合共 / "total") is never a per-card floor, and old AMD Instinct cards that vLLM's ROCm build does not target
(gfx906, gfx908) are answered on the cards themselves through llama.cpp, as a Tesla P40 is.

Hand figures (catalog/data/gpus.csv rows):
  MI60: 32 GiB = 34.36 GB HBM2, 1,024 GB/s, gfx906. Qwen2.5-32B (config.json: 64 layers, 8 KV heads, head dim 128,
  32.76 B parameters) for 5 users × 4,096 tokens on 2 × MI60:
    Q8_0 weights ≈ 32.76e9 × 8.5 / 8 ≈ 34.8 GB; KV = 2·64·8·128·2 B = 262 kB a token × 5 × 4,096 ≈ 5.4 GB
    → ≈ 40 GB of 2 × 34.36 = 68.7 GB: fits.
    Decode (one card's bandwidth: a layer split adds memory, not speed): 34.8 GB + KV at half the context (2.7 GB)
    ≈ 37.5 GB a step ÷ (1,024 GB/s × 0.814 = 834 GB/s) ≈ 45 ms → ≈ 22 tokens/s per user, just over the 20 floor.
  MI100: 32 GiB, 1,228.8 GB/s, gfx908. Llama-3.1-70B (80 layers, 8 KV heads, head dim 128) for 5 users on 3 × MI100:
    Q8_0 ≈ 70.6e9 × 8.5 / 8 ≈ 75 GB → 75 + KV ≈ 77.7 GB a step ÷ (1,228.8 × 0.814 = 1,000 GB/s) ≈ 78 ms
    → ≈ 13 tokens/s < 20, so Q4_K_M (≈ 4.8 bits: ≈ 42 GB) ≈ 45 GB a step → ≈ 21 tokens/s, less llama.cpp's layer floor.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.memory_total import said_as_total
from catalog import registry
from catalog.gpus import all_gpus
from tools.defaults import resolve
from tools.owned_device import answered_on_device, old_card, old_card_serving, old_rocm_card
from tools.schema import Msg, Workload


@pytest.mark.parametrize("text, card, count", [
    # en, a typo'd "already" and a total in brackets: two 24 GB cards, not one 48 GB card
    ("we allready own 2x Titan RTX (48gb total). can we serve mistral-small-24b for 4 people?", "Titan RTX", 2),
    # 简体: two 12 GB cards "一共24G显存" is their sum
    ("我有两张 RTX 3060 12G，一共24G显存，能跑 Qwen2.5-14B 吗", "RTX 3060 12GB", 2),
    # 繁體: three 32 GB cards, 合共96G顯存
    ("我們已經有3張MI100 32GB（合共96G顯存），想跑Llama-3.1-70B俾12個同事用", "MI100", 3),
    # 简体, second-hand: 收了 two MI60s, "总共64G显存"
    ("闲鱼收了2张MI60 32G（总共64G显存），想用vLLM跑Qwen2.5-32B给10个人用", "MI60", 2),
    ("we already own 3 x rtx 4060 ti 16gb in one box, 48 GB combined. can we run qwen2.5-32b?", "RTX 4060 Ti 16GB", 3),
    # an old datacenter card the catalog held already: four 16 GB V100s, "一共64G显存" their sum, not a 64 GB floor
    ("实验室有4张V100 16G（一共64G显存），想跑Qwen2.5-14B", "V100 SXM2 16GB", 4)])
def test_owned_cards_and_their_total_are_read(text, card, count):
    p = extract(text).patch
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == (card, count, True), p
    assert p.min_gpu_memory_gib is None, p  # a total is a sum, never "one card ≥ N GB"


@pytest.mark.parametrize("text, floor", [("显存至少 48G 的卡", 48.0), ("租GPU，單卡80G顯存以上", 80.0),
                                         ("rent GPUs with at least 48 GB cards", 48.0)])
def test_a_floor_is_still_a_floor(text, floor):
    assert extract(text).patch.min_gpu_memory_gib == floor


@pytest.mark.parametrize("text, size, total", [
    ("一共128G显存", "128G", True), ("4 cards, 64gb total", "64gb", True), ("合共 96G 顯存", "96G", True),
    ("显存至少 48G", "48G", False), ("80GB cards", "80GB", False)])
def test_said_as_total(text, size, total):
    i = text.index(size)
    assert said_as_total(text, i, i + len(size)) is total


def test_the_rows_carry_their_datasheet_figures():
    g = all_gpus()
    assert (g["MI50 32GB"].compute_capability, g["MI50 32GB"].bandwidth_gb_s) == ("gfx906", 1024)
    assert (g["MI100"].compute_capability, g["MI100"].memory_gb) == ("gfx908", 32)
    assert (g["RTX 4060 Ti 16GB"].memory_gb, g["RTX 4060 Ti 16GB"].bandwidth_gb_s) == (16, 288)  # 128-bit × 18 Gbps
    assert (g["RTX 3060 12GB"].bandwidth_gb_s, g["Titan RTX"].bandwidth_gb_s) == (360, 672)  # 192-bit × 15; 384 × 14
    for name in ("MI50 32GB", "MI60", "MI100", "RTX 4060 Ti 16GB", "RTX 3060 12GB", "Titan RTX"):
        assert g[name].source and "owned hardware" in g[name].segment, name


@pytest.mark.parametrize("card, old", [("MI50 32GB", True), ("MI60", True), ("MI100", True),
                                       ("MI300X", False), ("MI250X", False),  # vLLM ROCm targets: the vLLM answer
                                       ("RTX 4060 Ti 16GB", False), ("Titan RTX", False)])  # sm_89 / sm_75 run vLLM
def test_which_amd_cards_are_answered_through_llama_cpp(card, old):
    gpu = all_gpus()[card]
    assert old_rocm_card(gpu) is old and old_card(gpu) is old and answered_on_device(gpu) is old


def _on(model: str, card: str, cards: int, users: int) -> Msg:
    w, _ = resolve(Workload(model=model, task="inference", concurrency=users, gpu_preference=card, num_gpus=cards,
                            owned_gpus=True))
    msg = old_card_serving(registry.get(model), w, all_gpus()[card], stated=False)
    assert msg is not None
    return msg


def test_two_mi60s_hold_a_32b_in_q8_for_five():
    a = _on("Qwen2.5-32B", "MI60", 2, 5).args
    assert a["fits"] and a["precision"] == "q8_0" and a["isa"] == "gfx906"
    assert 38 <= a["need"] <= 42 and 68 <= a["usable"] <= 70  # ≈ 40 of 68.7 GB by hand
    assert 19 <= a["tps"] <= 24  # ≈ 22 by hand


def test_three_mi100s_step_a_70b_down_to_q4_for_speed():
    a = _on("Llama-3.1-70B", "MI100", 3, 5).args
    assert a["fits"] and a["precision"] == "q4_k_m" and a["isa"] == "gfx908"  # Q8_0 ≈ 13 tokens/s < 20 by hand
    assert 14 <= a["tps"] <= 23  # ≈ 21 before the layer floor


@pytest.mark.parametrize("lang, words", [("en", ("gfx906", "llama.cpp", "not among vLLM's ROCm targets", "Vulkan")),
                                         ("zh", ("gfx906", "llama.cpp", "不在 vLLM 的 ROCm 目标卡之列", "Vulkan"))])
def test_the_verdict_says_why_not_vllm_on_gfx906(lang, words):
    text = _on("Qwen2.5-32B", "MI60", 2, 5).text(lang)
    assert all(w in text for w in words) and "sm_" not in text, text


def test_a_route_on_owned_cards_is_timed_from_their_bandwidth():
    # Qwen2.5-72B in INT4 on 4 × RTX 4060 Ti 16GB for 5 users, TP 4: ≈ 9.6 GB of weights a card + its KV share
    # ÷ (288 GB/s × 0.814 = 234 GB/s) ≈ 43 ms, plus the layer floor and 2 PCIe all-reduces a layer → ≈ 12–17 tokens/s;
    # one 4060 Ti alone could not hold it, and twice the cards' bandwidth would roughly double the speed
    from tools.owned_route_speed import owned_route_tps
    from tools.schema import Layout

    w, _ = resolve(Workload(model="Qwen2.5-72B", task="inference", precision="int4", concurrency=5,
                            gpu_preference="RTX 4060 Ti 16GB", num_gpus=4, owned_gpus=True))
    card = all_gpus()["RTX 4060 Ti 16GB"]
    tps = owned_route_tps(registry.get("Qwen2.5-72B"), w, card, Layout(tp=4))
    assert tps is not None and 10 <= tps <= 19, tps
    faster = owned_route_tps(registry.get("Qwen2.5-72B"), w, card.model_copy(update={"bandwidth_gb_s": 576}), Layout(tp=4))
    assert faster is not None and faster > 1.4 * tps  # bandwidth-bound: the step is mostly the weights' read
