"""GPU vector search over vectors already made (tools.vector_search): the raw vectors do not go in HBM; an IVF-PQ
index sets the cards by memory, a published FAISS benchmark scaled by bandwidth and code bytes sets them by QPS."""

import pytest

from catalog.gpus import all_gpus
from tools.vector_search import SearchJob, cards_to_hold, code_bytes, ivfpq_gb, qps_per_card, raw_gb


def test_billion_768_dim_raw_is_terabytes_and_ivfpq_about_a_hundred_gb():
    # Hand: 1e9 × 768 × 4 B = 3,072 GB float32 (1,536 GB FP16); IVF-PQ 768 ÷ 8 = 96 code bytes + 8-byte id = 104 GB.
    job = SearchJob(vectors=1e9, dim=768)
    assert raw_gb(job) == pytest.approx(3072.0)
    assert raw_gb(job, 2) == pytest.approx(1536.0)
    assert code_bytes(768) == 96
    assert ivfpq_gb(job) == pytest.approx(104.0)


def test_cards_by_memory_two_h100_or_one_h200_not_a_rack():
    # Hand: 104 GB ÷ (0.8 × 80 GB) = 1.6 → 2 H100; ÷ (0.8 × 141) = 0.92 → 1 H200; raw 3,072 GB ÷ 64 = 48 H100 (the trap).
    g = all_gpus()
    assert cards_to_hold(104.0, g["H100 SXM"].memory_gb) == 2
    assert cards_to_hold(104.0, g["H200 SXM"].memory_gb) == 1
    assert cards_to_hold(3072.0, g["H100 SXM"].memory_gb) == 48


def test_queries_a_card_from_the_faiss_benchmark():
    # Hand: 10,000 ÷ 0.736 s ÷ 4 GPUs = 3,397 QPS a card at 20-byte codes on 336.5 GB/s; H100 SXM (3,350 GB/s) with
    # 96-byte codes: 3,397 × 9.955 × 20 ÷ 96 ≈ 7,045 QPS — 2,000 QPS is one card's work, memory sets the count.
    h100 = all_gpus()["H100 SXM"]
    assert h100.bandwidth_gb_s == pytest.approx(3350.0)
    assert qps_per_card(h100, 768) == pytest.approx(7045, rel=0.01)
    # 512 dims → 64-byte codes: 3,397 × 9.955 × 20 ÷ 64 ≈ 10,568
    assert qps_per_card(h100, 512) == pytest.approx(10568, rel=0.01)
