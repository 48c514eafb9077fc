"""Whole answers (slow): the rows an expert would rent — an owned old card's rental alternative is a current card
(never the same card rented), and an embedding job's ROCm card leads only by a clear margin."""
from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

OLD = r"(V100|T4|P40|P100|Tesla)"


def answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def test_owned_t4s_rental_alternative_is_an_ampere_card(tmp_path):
    # Hand: Mistral-7B FP16 14.5 GB + KV 5 × 4,096 × 128 KiB ≈ 2.5 GiB ≈ 17 GB: over one T4 (≈ 14 GB usable), so the
    # owned 2 × T4 run it TP 2; the rental line names an Ampere-or-newer card (an A4500/A5000/L4-class 20–24 GB card
    # holds it on one), never a T4 again.
    r = answer(tmp_path, "We have 2 T4s in one server. Can we serve Mistral-7B-Instruct with vLLM for 10 people? "
                         "If not, what should we rent?")
    line = next((ln for ln in r.text.splitlines() if "removes the T4 risk" in ln), "")
    assert line, r.text[:1500]
    rented = line.split("vLLM's default path):")[1]
    assert not re.search(OLD, rented.split("/h")[0]), line
    assert "the same card — a price reference with the same limits" in r.text  # the T4 rows' table says so


def test_owned_v100s_in_traditional_chinese_rent_a_current_card(tmp_path):
    # Hand: Llama-3.1-8B FP16 16 GB over 2 × V100-16GB (TP 2) fits on the owned 8 cards; the rental named beside it is
    # an Ampere-or-newer card (a 24 GB A5000/A10/L4 holds 16 GB + a few GB of KV on one), said in 繁體.
    r = answer(tmp_path, "我們實驗室有8張V100-16G，想用vLLM跑 Llama-3.1-8B 給30個人用，不行的話要租什麼？")
    line = next((ln for ln in r.text.splitlines() if "Ampere 或更新" in ln), "")
    assert line and "若改為租用" in line, r.text[:1500]
    rented = line.split("vLLM 預設路徑）：")[1]
    assert not re.search(OLD, rented.split("每小時")[0]), line


def test_a_cuda_card_leads_an_embedding_job_inside_the_rocm_band(tmp_path):
    # Hand: 30 M × 200 = 6 × 10⁹ tokens × (2 × 312 M matmul params + 4·24·1024·200 ≈ 0.64 GFLOP) ≈ 3.9 × 10¹⁸ FLOP.
    # MI300X at 50 % of 1,307 TF → 1.6 h + 15 min start ≈ 1.9 h × $2.39 ≈ $4.5; RTX 6000 Ada at 50 % of 364 TF →
    # 5.9 h + 0.25 ≈ 6.2 h × $0.77 ≈ $4.7: the CUDA card ≈ 4 % dearer, inside the 10 % ROCm band, and both far inside
    # 3 days → a CUDA card leads, the MI300X named with its saving and ROCm.
    r = answer(tmp_path, "Embed 30M passages with bge-m3, about 200 tokens each, within 3 days. Cheapest GPU?")
    head = next(ln for ln in r.text.splitlines() if ln.startswith("**"))
    assert "MI300X" not in head.split("—")[0], head
    assert "CUDA before ROCm: MI300X costs" in head, head


def test_a_seven_b_full_fine_tune_answers_no_to_multiple_nodes(tmp_path):
    # Hand: Qwen2.5-7B 7.6 B × 16 bytes (BF16 weights + grads, FP32 Adam) ≈ 122 GB of states → ≈ 15 GB per GPU over
    # 8 + activations: one 8-GPU node; 6 × 7.6 B × 5 × 10⁹ = 2.3 × 10²⁰ FLOP / (8 × 989 TF × 40 %) ≈ 20 h, far inside
    # 3 weeks → "No", said before the plan.
    r = answer(tmp_path, "Full fine-tune of Qwen2.5-7B on 5B tokens, must finish in 3 weeks. How big a cluster, and "
                         "do we need multiple nodes?")
    head = next(ln for ln in r.text.splitlines() if ln.startswith("**Multiple nodes?"))
    assert head.startswith("**Multiple nodes? No: one machine"), r.text[:800]


def test_a_seventy_b_full_fine_tune_on_h100_only_needs_nodes_over_rdma(tmp_path):
    # Hand: Llama-3.1-70B 70.6 B × 16 bytes ≈ 1.13 TB of states > 8 × 80 GB = 640 GB of one H100 node → at least two
    # 8 × H100 machines as one job over InfiniBand/RoCE → "需要" with the machines counted, in 繁體.
    r = answer(tmp_path, "Llama-3.1-70B 全參數微調，10 億 token，只能用 H100，需要多節點嗎？")
    head = next((ln for ln in r.text.splitlines() if ln.startswith("**需要多節點嗎？")), "")
    assert head.startswith("**需要多節點嗎？需要："), r.text[:800]
    assert "InfiniBand 或 RoCE" in head and "H100" in head
