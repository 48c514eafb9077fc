"""A MacBook Pro with an M3 Max the user owns is read as their machine (catalog row "Apple M3 Max", Apple's tech specs)
with the memory they state, and serving on it is judged on that memory and the chip's bandwidth, never ignored for a
rental. "公司有部MacBook Pro M3 Max 36GB，想行gpt-oss-20b幫20個同事翻譯…" rented a RunPod A4500 as if no Mac was said."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tools.owned_device import owned_only, stated_build


def test_the_row_holds_apples_figures():
    # Apple's MacBook Pro (Nov 2023) tech specs: M3 Max 40-core GPU 400 GB/s, the only bin sold with 128 GB (the row's
    # build); 75 % of 128 GB = 96 GiB for the GPU; the 30-core bin's 300 GB/s (36 or 96 GB) comes from the stated
    # memory (tools.owned_device.LOWER_BINS)
    g = all_gpus()["Apple M3 Max"]
    assert (g.bandwidth_gb_s, g.memory_gb) == (400, 128) and owned_only(g)
    assert stated_build(g, 36).bandwidth_gb_s == 300


@pytest.mark.parametrize("text", [
    "公司有部MacBook Pro M3 Max 36GB，想行gpt-oss-20b幫20個同事翻譯行程同email，得唔得？",  # 繁體 / Cantonese
    "公司有台MacBook Pro M3 Max 36GB，想跑gpt-oss-20b给20个同事翻译邮件，够不够？",  # 简体
    "We have a MacBook Pro M3 Max with 36GB; can it run gpt-oss-20b translating emails for 20 colleagues?",
])
def test_the_mac_is_read_as_theirs(text):
    p = extract(text).applied()
    assert p.gpu_preference == "Apple M3 Max" and p.owned_gpus, p


@pytest.mark.slow
def test_the_answer_is_on_the_mac_with_the_load_judged():
    # by hand: gpt-oss-20b MXFP4 weights ≈ 13.8 GB + 5 users × 5,120 tokens of KV ≈ 0.6 GB ≈ 14.4 GB against 75 % of
    # 36 GiB (38.7 GB) ≈ 29 GB; one user ≈ 300 GB/s ÷ the ≈ 2.5 GB an MoE step reads, less llama.cpp's layer floor,
    # ≈ 60 tokens/s; 5 at once ≈ 30 each (≥ 20, the interactive floor) → runs on the Mac, renting as the alternative
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle(
        "m3max", "公司有部MacBook Pro M3 Max 36GB，想行gpt-oss-20b幫20個同事翻譯行程同email，得唔得？定係要租雲？").text
    assert "用你自己的 Apple M3 Max 就能跑" in out and "300 GB/s" in out and "36 GB 的 75%" in out, out
