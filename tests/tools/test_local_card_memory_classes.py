"""A card for one's own PC is chosen by memory: what each use holds on the card against 16 GB and 24 GB."""

import pytest

from tools.local_card import LOCAL_USES, fits, kv_gb, q4_gb, tight, uses_for

USE = {u.key: u for u in LOCAL_USES}


def test_what_each_use_holds():
    # SDXL 3.4 B × 2 bytes = 6.8 GB; FLUX.1-dev 12 B in FP8 = 12 GB
    assert USE["sdxl"].gb == pytest.approx(6.8)
    assert USE["flux_fp8"].gb == pytest.approx(12.0)
    # Qwen2.5-14B: 14.8 B × 4.8/8 = 8.88 GB + KV 2·48·8·128·2·4,096 = 0.805 GB → 9.69 GB
    assert q4_gb(14.8e9) == pytest.approx(8.88)
    assert kv_gb(48, 8, 128) == pytest.approx(0.805, abs=0.001)
    assert USE["llm14"].gb == pytest.approx(9.69, abs=0.01)
    # Qwen2.5-32B: 32.8 × 0.6 = 19.68 + 2·64·8·128·2·4,096 = 1.074 → 20.75 GB
    assert USE["llm32"].gb == pytest.approx(20.75, abs=0.01)


def test_16_vs_24_gb():
    # with a 2 GB margin: 32 B at 4-bit needs 22.75 GB: not 16, yes 24; FLUX FP8 12 + 2 fits 16 but 12 + 4 ≥ 16: tight
    assert not fits(USE["llm32"], 16) and fits(USE["llm32"], 24)
    assert fits(USE["flux_fp8"], 16) and tight(USE["flux_fp8"], 16) and not tight(USE["flux_fp8"], 24)
    assert fits(USE["llm14"], 16) and not tight(USE["llm14"], 16)


def test_the_uses_said_are_the_ones_weighed():
    assert [u.key for u in uses_for(True, False)] == ["sdxl", "flux_fp8"]
    assert [u.key for u in uses_for(False, True)] == ["llm14", "llm32"]
    assert len(uses_for(False, False)) == 4
